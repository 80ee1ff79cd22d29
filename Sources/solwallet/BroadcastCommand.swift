import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import WalletPresentation

/// `solwallet broadcast TX`: sends a transaction signed elsewhere (`send --sign-only`) and waits for confirmation.
struct BroadcastCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "broadcast", abstract: helpText("Send a signed transaction (base64, from send --sign-only)."),
        discussion: helpText(
            """
            Checks that every signature is present and verifies, simulates it and shows what it does to every \
            account its signers hold a power over (SOL, tokens, accounts created or closed, authorities that change, \
            the fee), asks (--yes for scripts), then sends the transaction as signed (never re-signed) and waits \
            until it is confirmed or fails. A blockhash that has expired comes back as an error from the cluster's \
            simulation: sign again with a fresh one (or use a durable nonce).
            """))

    @Argument(help: helpText("The signed transaction in base64, or '-' to read it from stdin.")) var transaction: String
    @Option(help: helpText("Give up waiting for confirmation after this many seconds.")) var timeout: Int = 90
    @Flag(help: helpText("Send without asking (for scripts); the effects are still shown.")) var yes = false
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    /// A wire transaction is at most 1,232 bytes: 1,644 base64 characters; more input is refused unread.
    static let maximumInput = 4_096

    func validate() throws {
        guard (1...3_600).contains(timeout) else {
            throw ValidationError.localized(.cliUsageSecondsRange, "--timeout", "1", "3600")
        }
    }

    func run() async throws {
        var text = transaction
        if text == "-" {
            let data = FileHandle.standardInput.readData(ofLength: Self.maximumInput + 1)
            guard data.count <= Self.maximumInput else {
                throw CLIError(.invalidInput, .cliBroadcastTooLargeStdin, String(Self.maximumInput))
            }
            text = String(decoding: data, as: UTF8.self)
        }
        text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.utf8.count <= Self.maximumInput else {
            throw CLIError(.invalidInput, .cliBroadcastTooLargeArgument, String(Self.maximumInput))
        }
        let decoded: Transaction
        do { decoded = try Transaction(base64: text) } catch {
            throw CLIError(.invalidInput, "not a base64 wire transaction: \(error); nothing was sent", cause: error)
        }
        guard decoded.isFullySignedAndValid, let signature = decoded.id else {
            let missing = decoded.missingSigners.map(\.base58).joined(separator: ", ")
            throw missing.isEmpty
                ? CLIError(.invalidInput, .cliBroadcastSignatureInvalid)
                : CLIError(.invalidInput, .cliBroadcastSignaturesMissing, missing)
        }
        let context = try WalletContext(home: home)
        let client = try cluster.client(settings: context.registry)
        let flow = await RegisteredIDLs.flow(client, context)
        let review: SigningReview
        do {
            let tables = try await flow.lookupTables(for: decoded.message)
            review = try await Spinner.run(.simulating) {
                try await flow.review(
                    decoded, signers: Array(decoded.message.signers), policy: .general, lookupTables: tables)
            }
        } catch let error as SendError {
            throw CLIError(error, cluster: client.cluster)
        }
        let view = SigningReviewViewModel(review, language: try output.language(registry: context.registry))
        if !output.json || !yes { Output.status(view.terminalText(style: output.style) + "\n", style: output.style) }
        if !yes { try SenderOptions.confirm(view.question, doing: .cliDoingBroadcasting, nothing: .cliNothingSent) }
        var sender = flow
        sender.confirmationTimeout = .seconds(timeout)
        let slot: UInt64
        do { (_, slot) = try await sender.broadcast(decoded, progress: Output.sendProgress(quiet: output.json)) } catch
        {
            switch error {
            case .unconfirmed:
                throw CLIError(.network, .cliSentNotConfirmed, signature.base58, String(timeout))
            case .expired:
                throw CLIError(.cluster, .cliSignedExpired, signature.base58)
            default: throw CLIError(error, cluster: client.cluster)
            }
        }
        let explorer = TxCommand.Show.explorerLink(signature, cluster: client.cluster)
        if output.json {
            struct Result: Encodable {
                let signature: String
                @DecimalString var slot: UInt64
                let explorer: String
            }
            try Output.printJSON(Result(signature: signature.base58, slot: slot, explorer: explorer))
        } else {
            print(signature.base58)
            print(explorer)
        }
    }
}
