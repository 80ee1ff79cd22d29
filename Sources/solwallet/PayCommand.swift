import ArgumentParser
import Foundation
import QRCode
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// `solwallet pay URL` pays a Solana Pay transfer request; `solwallet pay verify` finds a payment by its reference.
struct PayGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pay", abstract: helpText("Pay a Solana Pay request, or verify that one was paid."),
        subcommands: [PayCommand.self, PayVerifyCommand.self], defaultSubcommand: PayCommand.self)
}

/// Reads a Solana Pay URL from an argument or from a QR code image, strictly.
enum PayLink {
    /// A transfer request; a transaction request is refused (for `pay verify`, which checks transfers).
    static func request(url: String?, qr: String?) throws(CLIError) -> SolanaPayTransferRequest {
        switch try parse(url: url, qr: qr) {
        case .transfer(let request): return request
        case .transaction(let request):
            throw CLIError(.invalidInput, .cliPayIsTransactionRequest, "\(request.link)")
        }
    }

    /// A transfer or a transaction request.
    static func parse(url: String?, qr: String?) throws(CLIError) -> SolanaPayRequest {
        let text: String
        switch (url, qr) {
        case (let url?, nil): text = url
        case (nil, let path?):
            let texts: [String]
            do { texts = try QRImageDecoder.decode(path: path) } catch {
                throw CLIError(.file, .cliPayQRUnreadable, arguments: [.text(path), .explained(error)], cause: error)
            }
            do { text = try SolanaPayRequest.paymentLink(among: texts) } catch {
                throw CLIError(.invalidInput, "\(path): \(error.description); nothing was sent", cause: error)
            }
        default: throw CLIError(.invalidInput, .cliPayLinkOrQR)
        }
        do { return try SolanaPayRequest.parse(text) } catch {
            throw CLIError(.invalidInput, "\(error); nothing was sent", cause: error)
        }
    }
}

struct PayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pay", abstract: helpText("Pay a Solana Pay transfer request (a solana: URL or a QR code image)."),
        discussion: helpText(
            """
            Reads the request strictly (a clear error for each malformed part), then sends as solwallet send does: \
            the requested amount and token to the recipient, its memo in a Memo instruction right before the \
            transfer, its references as read-only keys of the transfer, in order, so the merchant finds the payment. \
            The review comes before anything is signed. A request without an amount needs --amount.

            A transaction request (solana:https://…) asks the merchant's server for the transaction: GET shows who \
            asks (the link's domain, and the label the merchant gives), POST sends the paying account and receives \
            the transaction. It is checked as the spec says (only the account signs; a merchant's signatures must \
            verify), simulated, and shown as what it does to every account you hold a power over (your SOL, token, \
            stake and nonce accounts, mints): SOL and tokens before and after, accounts created or closed, every \
            authority that changes, the fee. A payment may only transfer SOL and tokens (with associated token \
            accounts, memos, compute budget): any other instruction, an authority change, a close, an assign, a \
            delegation or an unreadable program writing your accounts is refused, and nothing is signed. Extra \
            trusted CA certificates for the merchant's HTTPS (a company proxy): SOLWALLET_CA_FILE=path.pem.
            """))

    @Argument(help: helpText("The solana: URL.")) var link: String?
    @Option(help: helpText("Read the URL from the QR code in this image (PNG, or binary PGM/PPM).")) var qr: String?
    @Option(
        help: ArgumentHelp(
            helpText(
                "The amount, when the request leaves it to the payer. For a transaction request: the most it may take."),
            discussion: helpText(
                "For a transaction request, the cap over SOL and over each token at once (--amount 1: at "
                    + "most 1 SOL and at most 1 of any token); the network fee and the rent of accounts created for "
                    + "the merchant are shown apart; needed with --yes.")))
    var amount: String?
    @OptionGroup var sender: SenderOptions
    @OptionGroup var keypair: KeypairOptions
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        _ = try SendCommand.priority(sender.priorityFee)
        if (link == nil) == (qr == nil) { throw ValidationError.localized(.cliPayLinkOrQR) }
    }

    func run() async throws {
        let parsed = try PayLink.parse(url: link, qr: qr)
        let context = try WalletContext(home: home)
        let client = try cluster.client(settings: context.registry)
        let signer = try keypair.load()
        let from = try context.account(sender.from, consequence: .cliNothingSent, keypair: signer)
        // "0,5" in pt/el/tr is 0.5, as everywhere the CLI takes an amount.
        let style = NumberStyle(try output.language(registry: context.registry))
        let amount = amount.map(style.typedAmount)
        let request: SolanaPayTransferRequest
        switch parsed {
        case .transfer(let transfer): request = transfer
        case .transaction(let transaction):
            try await PayTransactionRequest(
                request: transaction, account: from, maxAmount: amount, sender: sender, password: password,
                output: output, signer: signer
            ).run(context: context, client: client)
            return
        }
        var send: SendRequest
        let priority = try SendCommand.priority(sender.priorityFee)
        do {
            send = try request.sendRequest(
                from: from, entered: amount, priorityFee: priority,
                allowUnfundedRecipient: sender.allowUnfundedRecipient)
        } catch {
            switch error {
            case .amountMissing: throw CLIError(.invalidInput, .cliPayNoAmount)
            default:
                throw CLIError(.invalidInput, error.description + " (drop --amount); nothing was sent", cause: error)
            }
        }
        send.maxPriorityFee = sender.maxPriorityFee
        let l10n = Localizer(try output.language(registry: context.registry))
        if !output.json || !sender.yes {
            if let label = request.label { Output.status("\(l10n(.fieldLabel)): \(TerminalText.sanitize(label))\n") }
            if let message = request.message {
                Output.status("\(l10n(.fieldMessage)): \(TerminalText.sanitize(message))\n")
            }
        }
        try await SendCommand.execute(
            send, context: context, client: client, yes: sender.yes, password: password, output: output,
            acknowledged: sender.acknowledgedLosses, extra: ["url": request.url], signer: signer)
    }
}

struct PayVerifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: helpText("Find and check a Solana Pay payment by its reference (the merchant's side)."),
        discussion: helpText(
            """
            Looks up the transactions that mention the reference, oldest first, and accepts the first that \
            succeeded, ends with the transfer of at least the amount to the recipient (in SOL, or the token to the \
            recipient's associated token account), carries the references in order and the memo right before the \
            transfer. Anyone can mention a reference: transactions that do not pass are skipped. Give the request's \
            URL, or its parts. Exits 1 (not-found) when no valid payment exists yet; --wait polls until one does.
            """))

    @Argument(help: helpText("The request's solana: URL (instead of the options below).")) var link: String?
    @Option(help: helpText("The reference key to find the payment by.")) var reference: PublicKey?
    @Option(help: helpText("Who is paid.")) var recipient: PublicKey?
    @Option(help: helpText("The amount paid (SOL, or the token's units with --token).")) var amount: String?
    @Option(help: helpText("The token paid (its mint address) instead of SOL.")) var token: PublicKey?
    @Option(help: helpText("The memo the payment must carry.")) var memo: String?
    @Option(help: helpText("Poll for this many seconds until a valid payment appears.")) var wait: Double = 0
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard wait >= 0, wait <= 3_600, wait.isFinite else {
            throw ValidationError.localized(.cliUsageSecondsRange, "--wait", "0", "3600")
        }
        if link != nil {
            guard reference == nil, recipient == nil, amount == nil, token == nil, memo == nil else {
                throw ValidationError.localized(.cliUsagePayURLOrFields)
            }
        } else if reference == nil || recipient == nil || amount == nil {
            throw ValidationError.localized(.cliUsagePayURLOrAllFields)
        }
    }

    func request(language: Language) throws(CLIError) -> SolanaPayTransferRequest {
        if let link {
            let request = try PayLink.request(url: link, qr: nil)
            guard !request.references.isEmpty, request.amount != nil else {
                throw CLIError(.invalidInput, .cliPayNotVerifiable)
            }
            return request
        }
        guard let reference, let recipient, let amount else {
            throw CLIError(.invalidInput, .cliPayVerifyMissingOptions)
        }
        let parsed: SolanaPayAmount
        do { parsed = try SolanaPayAmount(NumberStyle(language).typedAmount(amount)) } catch {
            throw CLIError(.invalidInput, "--amount \(amount): \(error)", cause: error)
        }
        return SolanaPayTransferRequest(
            recipient: recipient, amount: parsed, splToken: token, references: [reference], memo: memo)
    }

    func run() async throws {
        let context = try WalletContext(home: home)
        let language = try output.language(registry: context.registry)
        let l10n = Localizer(language)
        let request = try request(language: language)
        let client = try cluster.client(settings: context.registry)
        let verifier = SolanaPayVerifier(client: client)
        let result: SolanaPayVerifier.PaymentWait
        do {
            result = try await Spinner.run(.lookingForPayment) { () throws(SolanaPayValidationError) in
                try await verifier.waitForPayment(request, timeout: .milliseconds(Int64(wait * 1_000)))
            }
        } catch { throw CLIError(.network, "\(error) (cluster: \(Redaction.describe(client.cluster)))", cause: error) }
        let (found, search, checked) = (result.transfer, result.lastSearch, result.checked)
        guard let found else {
            var looked =
                "looked at \(checked) transaction\(checked == 1 ? "" : "s") of the \(search?.mentions ?? 0) that "
                + "mention it"
            if let failed = search?.failed, failed > 0 { looked += " (\(failed) failed on chain, skipped)" }
            if search?.truncated == true {
                looked += "; the oldest were not listed (more than \(verifier.maxPages) pages)"
            }
            throw CLIError(
                .notFound, .cliPayNoPaymentYet,
                arguments: [
                    .text(request.references[0].base58), .text(String(checked)), .text(String(search?.mentions ?? 0)),
                ],
                english:
                    "no valid payment mentions \(request.references[0]) yet: \(looked); try again later (or --wait SECONDS)"
            )
        }
        let explorer = TxCommand.Show.explorerLink(found.signature, cluster: client.cluster)
        var received = Lamports.formatSOL(found.received)
        if let mint = request.splToken {
            let decimals = try? await SendFlow(client: client).token(mint).decimals
            received =
                decimals.map {
                    l10n(.cliAmountOfMint, DecimalAmount.format(found.received, decimals: Int($0)), "\(mint)")
                }
                ?? l10n(.cliBaseUnitsOfMint, String(found.received), "\(mint)")
        }
        if output.json {
            struct Result: Encodable {
                let signature: String, sender: String, received: String
                @DecimalString var slot: UInt64
                let explorer: String
            }
            try Output.printJSON(
                Result(
                    signature: found.signature.base58, sender: found.sender.base58, received: String(found.received),
                    slot: found.slot, explorer: explorer))
        } else {
            print(l10n(.cliPaid, found.signature.base58))
            print("  " + l10n(.cliPaidFrom, received, found.sender.base58, String(found.slot)))
            print(explorer)
        }
    }
}
