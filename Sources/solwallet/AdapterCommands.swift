import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import WalletAdapter
import WalletPresentation

/// `solwallet adapter …`: pair with a phone wallet (Phantom, Solflare, Backpack) over its deeplinks.
struct AdapterGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adapter",
        abstract: helpText("Pair with a phone wallet (Phantom, Solflare, Backpack) and ask it to sign."),
        discussion: helpText(
            """
            Each request prints a link (and its QR code) to open on the phone. The wallet answers by opening the \
            redirect link with its answer appended: pass that URL to `solwallet adapter callback URL`. Requests \
            wait in the encrypted store (under the keystore password) until then. The payloads are encrypted with \
            NaCl box between a key made here for each connection and the wallet's key.
            """),
        subcommands: [
            AdapterConnectCommand.self, AdapterCallbackCommand.self, AdapterSignMessageCommand.self,
            AdapterSendCommand.self, AdapterListCommand.self, AdapterDisconnectCommand.self,
        ])
}

/// The wallet to connect to.
enum AdapterWalletChoice: String, ExpressibleByArgument, CaseIterable {
    case phantom, solflare, backpack
    var configuration: DeeplinkWalletConfiguration { DeeplinkWalletConfiguration.named(rawValue)! }
}

struct AdapterConnectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "connect", abstract: helpText("Print the link that connects a phone wallet to this app."),
        discussion: helpText(
            """
            Example: solwallet adapter connect phantom --redirect myapp://solwallet
            The wallet asks the user to approve, then opens the redirect link with its answer; give that URL to
            solwallet adapter callback.
            """))

    @Argument(help: helpText("The wallet: phantom, solflare or backpack.")) var wallet: AdapterWalletChoice
    @Option(help: helpText("Where the wallet sends its answer (a custom scheme or https URL, without a query)."))
    var redirect: String
    @Option(
        help: helpText("The cluster the wallet should use: mainnet-beta, devnet, testnet (or a CAIP id for Backpack)."))
    var cluster = "mainnet-beta"
    @Option(help: helpText("This app's identity shown by the wallet (an http(s) URL).")) var appURL = AdapterContext
        .defaultAppURL
    @Flag(help: helpText("Do not draw the QR code.")) var noQr = false
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try AdapterContext(home: home, password: password, appURL: appURL)
        let request: PendingDeeplinkRequest
        do {
            request = try await context.requests.connect(
                wallet: wallet.configuration, appURL: appURL, redirectLink: redirect, cluster: cluster)
        } catch { throw CLIError(error) }
        try AdapterContext.show(
            request, wallet: wallet.configuration.name, what: .cliAdapterOpenConnect, output: output, home: home,
            qr: !noQr)
    }
}

struct AdapterCallbackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "callback", abstract: helpText("Complete a request with the URL the wallet redirected to."),
        discussion: helpText(
            """
            Checks the answer (request id, decryption, the signature against the connected account) and finishes \
            what the request was for: stores the connection, prints the message's signature, or sends the signed \
            transfer. A callback that does not prove it comes from the wallet (it lacks the request's nonce and does \
            not decrypt under the session: a forged error, say) is reported and leaves the request waiting for the \
            genuine one.
            """))

    @Argument(help: helpText("The URL the wallet opened (quote it in the shell).")) var url: String
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let callback: DeeplinkCallback
        do { callback = try DeeplinkCallback(parsing: url) } catch { throw CLIError(error) }
        let context = try AdapterContext(home: home, password: password)
        let request: PendingDeeplinkRequest
        let completion: DeeplinkCompletion
        do { (request, completion) = try await context.requests.complete(callback) } catch { throw CLIError(error) }
        switch completion {
        case .disconnected:
            try report(["requestId": request.id, "method": "disconnect"], text: "The wallet ended the session.")
        case .connected(let new):
            try report(
                [
                    "requestId": request.id, "method": "connect", "wallet": new.wallet.id,
                    "publicKey": new.publicKey.base58, "connection": new.id, "cluster": new.cluster,
                ],
                text: "Connected to \(new.wallet.name): \(new.publicKey.base58) (connection \(new.id.prefix(12)))")
        case .signature(let signature):
            try report(
                ["requestId": request.id, "method": request.method.rawValue, "signature": signature.base58],
                text: signature.base58)
        case .signedTransactions(let transactions):
            let wires = transactions.compactMap { try? $0.base64() }
            try report(
                [
                    "requestId": request.id, "method": request.method.rawValue,
                    "transactions": wires.joined(separator: ","),
                ],
                text: wires.joined(separator: "\n"))
        case .signedTransfer(let transaction, let plan):
            try await send(transaction, plan, request: request)
        }
    }

    /// Sends the signed transfer and waits for it to be confirmed.
    func send(_ transaction: Transaction, _ plan: DeeplinkTransferPlan, request: PendingDeeplinkRequest) async throws {
        if !output.json {
            Output.status(
                Localizer(try output.language(home: home))(.cliAdapterSending, transaction.id?.base58 ?? "") + "\n")
        }
        let (cluster, outcome): (Cluster, ConfirmationOutcome)
        do { (cluster, outcome) = try await DeeplinkRequests.send(transaction, plan: plan) } catch {
            throw CLIError(error, cluster: try? Cluster(parsing: plan.rpcURL))
        }
        switch outcome {
        case .confirmed(let signature, _, _):
            try report(
                [
                    "requestId": request.id, "method": "send", "signature": signature.base58, "to": plan.to,
                    "lamports": String(plan.lamports),
                ], text: signature.base58)
        case .failed(let failure):
            throw CLIError(.cluster, .cliAdapterTransferFailed, Redaction.describe(cluster), "\(failure)")
        case .expired:
            throw CLIError(.cluster, .cliAdapterExpired)
        }
    }

    func report(_ fields: [String: String], text: String) throws {
        if output.json { try Output.printJSON(fields) } else { print(text) }
    }
}

struct AdapterSignMessageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign-message",
        abstract: helpText("Print the link that asks the connected wallet to sign a message."))

    @Argument(help: helpText("The message (UTF-8 text).")) var text: String
    @Option(help: helpText("The connection (its id, a prefix, or the wallet's name) when several are connected."))
    var connection: String?
    @Option(help: helpText("Where the wallet sends its answer (default: the one given at connect).")) var redirect:
        String?
    @Flag(help: helpText("Do not draw the QR code.")) var noQr = false
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try AdapterContext(home: home, password: password)
        let chosen = try await context.connection(connection)
        let request: PendingDeeplinkRequest
        do {
            request = try await context.requests.signMessage(
                Array(text.utf8), display: .utf8, connection: chosen, redirectLink: redirect)
        } catch { throw CLIError(error) }
        try AdapterContext.show(
            request, wallet: chosen.wallet.name, what: .cliAdapterOpenSignMessage, output: output, home: home, qr: !noQr
        )
    }
}

struct AdapterSendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: helpText("Build a SOL transfer from the connected account and ask the wallet to sign it."),
        discussion: helpText(
            """
            Prints the link; after the wallet signed, `solwallet adapter callback URL` checks the signature and \
            sends the transaction through the cluster given here (-u).
            """))

    @Argument(help: helpText("The recipient's address.")) var to: PublicKey
    @Argument(help: helpText("The amount in SOL (a decimal, at most 9 decimals).")) var amount: String
    @Option(help: helpText("The connection (its id, a prefix, or the wallet's name) when several are connected."))
    var connection: String?
    @Option(help: helpText("Where the wallet sends its answer (default: the one given at connect).")) var redirect:
        String?
    @Flag(help: helpText("Do not draw the QR code.")) var noQr = false
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let lamports: UInt64
        let typed = NumberStyle(try output.language(registry: try WalletContext(home: home).registry))
            .typedAmount(amount)
        do { lamports = try Lamports.parse(sol: typed) } catch {
            throw CLIError(
                .invalidInput, .cliAdapterInvalidAmount, arguments: [.text(amount), .explained(error)], cause: error)
        }
        let context = try AdapterContext(home: home, password: password)
        let chosen = try await context.connection(connection)
        let client = try cluster.client(home: home)
        let request: PendingDeeplinkRequest
        do {
            (request, _) = try await context.requests.signTransfer(
                lamports, to: to, connection: chosen, client: client, redirectLink: redirect)
        } catch { throw CLIError(error, cluster: client.cluster) }
        if !output.json {
            let language = try output.language(home: home)
            Output.status(
                Localizer(language)(
                    .cliAdapterTransfer, AmountFormatter(language, grouping: false).solWithUnit(lamports),
                    chosen.publicKey.base58, to.base58, Redaction.describe(client.cluster)) + "\n")
        }
        try AdapterContext.show(
            request, wallet: chosen.wallet.name, what: .cliAdapterOpenSignTransfer, output: output, home: home,
            qr: !noQr)
    }
}

struct AdapterListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: helpText("List the connected wallets and the requests waiting for a callback."))

    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try AdapterContext(home: home, password: password)
        let connections: [DeeplinkConnection]
        do { connections = try await context.requests.connections() } catch { throw CLIError(error) }
        let pending = await context.requests.pendingRequestIDs()
        if output.json {
            struct Item: Encodable { let connection, wallet, publicKey, cluster: String }
            struct Result: Encodable { let connections: [Item]; let pendingRequests: [String] }
            try Output.printJSON(
                Result(
                    connections: connections.map {
                        Item(
                            connection: $0.id, wallet: $0.wallet.id, publicKey: $0.publicKey.base58, cluster: $0.cluster
                        )
                    }, pendingRequests: pending))
            return
        }
        let language = try output.language(home: home)
        let l10n = Localizer(language)
        guard !connections.isEmpty else {
            print(l10n(.cliAdapterNoConnection))
            return
        }
        let header =
            language == .en
            ? ["CONNECTION", "WALLET", "ACCOUNT", "CLUSTER"]
            : [l10n(.cliColumnConnection), l10n(.wallet), l10n(.account), l10n(.network)]
        print(
            TextTable.render(
                header: header,
                rows: connections.map { [String($0.id.prefix(12)), $0.wallet.name, $0.publicKey.base58, $0.cluster] }))
        if !pending.isEmpty { print(l10n(.cliAdapterPending, String(pending.count))) }
    }
}

struct AdapterDisconnectCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "disconnect",
        abstract: helpText("Erase a connection's keys here and print the link that ends its session."),
        discussion: helpText(
            """
            The connection's key and record are erased at once (no later request can use them); open the printed \
            link so that the wallet forgets the session too.
            """))

    @Option(help: helpText("The connection (its id, a prefix, or the wallet's name) when several are connected."))
    var connection: String?
    @Option(help: helpText("Where the wallet sends its answer (default: the one given at connect).")) var redirect:
        String?
    @Flag(help: helpText("Do not draw the QR code.")) var noQr = false
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try AdapterContext(home: home, password: password)
        let chosen = try await context.connection(connection)
        let request: PendingDeeplinkRequest
        do { request = try await context.requests.disconnect(chosen, redirectLink: redirect) } catch {
            throw CLIError(error)
        }
        try AdapterContext.show(
            request, wallet: chosen.wallet.name, what: .cliAdapterOpenDisconnect, output: output, home: home, qr: !noQr)
    }
}
