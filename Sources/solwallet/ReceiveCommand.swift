import ArgumentParser
import Foundation
import QRCode
import SolanaCore
import SolanaKeys
import SolanaWallet
import WalletPresentation

/// `solwallet receive`: an account's address as a Solana Pay transfer request, with its QR code.
struct ReceiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receive",
        abstract: helpText("Show an address and a Solana Pay request with its QR code, to be paid."),
        discussion: helpText(
            """
            Prints the address, the Solana Pay link (solana:ADDRESS?amount=…) and its QR code, drawn in the terminal. \
            A payer's wallet (or solwallet pay) reads the amount, token, label, message and memo from it. Add \
            --reference new to tell this payment apart from others: solwallet pay verify --reference KEY finds it \
            on the cluster. --png and --svg write the QR code to a file. No password is needed.
            """))

    @Option(help: helpText("Ask for this amount (SOL, or the token's units with --token).")) var amount: String?
    @Option(help: helpText("Ask for this token (its mint address) instead of SOL.")) var token: PublicKey?
    @Option(help: helpText("Who is asking (a merchant or your name), shown by the payer's wallet.")) var label: String?
    @Option(help: helpText("What the payment is for, shown by the payer's wallet.")) var message: String?
    @Option(help: helpText("A memo the payer's transaction stores on chain (public).")) var memo: String?
    @Option(
        name: .customLong("reference"), parsing: .singleValue,
        help: helpText("'new' for a fresh random reference key, or a key (repeatable) to find the payment by."))
    var references: [String] = []
    @Option(help: helpText("Receive to this address of your wallets (default: the first wallet's first account)."))
    var account: String?
    @Option(help: helpText("Also write the QR code as a PNG image to this file.")) var png: String?
    @Option(help: helpText("Also write the QR code as an SVG image to this file.")) var svg: String?
    @Option(help: helpText("Pixels per QR module in the PNG and SVG (1-32).")) var scale = 8
    @Flag(help: helpText("Replace the --png/--svg files if they exist.")) var force = false
    @Flag(help: helpText("Draw the code for a light terminal background (default: a dark one).")) var lightBackground =
        false
    @Flag(help: helpText("Do not draw the code in the terminal.")) var noQr = false
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        try SenderOptions.check(memo: memo)
        guard QRMatrix.scales.contains(scale) else {
            throw ValidationError.localized(.cliUsageValueRange, "--scale", String(scale), "1", "32")
        }
    }

    func run() async throws {
        let context = try WalletContext(home: home)
        let address = try context.account(account, consequence: .cliChooseAccount)
        let (request, decimals) = try await paymentRequest(address, context: context)
        let view = ReceiveViewModel(
            request, decimals: decimals, language: try output.language(registry: context.registry))
        let matrix: QRMatrix
        do { matrix = try QREncoder.encode(view.url) } catch {
            throw CLIError(.invalidInput, .cliQRTooLong, arguments: [.explained(error)], cause: error)
        }
        var files: [String: String] = [:]
        do {
            if let png { files["png"] = try write(try matrix.pngData(scale: scale), to: png) }
            if let svg { files["svg"] = try write(Array(try matrix.svg(scale: scale).utf8), to: svg) }
        } catch let error as QRRenderError { throw CLIError(.invalidInput, error.description, cause: error) }
        if output.json {
            /// The request as data (docs/json-output.md); the screen's labelled lines are text only.
            struct Result: Encodable {
                let address: String, url: String, references: [String], amount: DisplayAmount?, mint: String?
                let label: String?, message: String?, memo: String?, qrVersion: Int, png: String?, svg: String?
            }
            try Output.printJSON(
                Result(
                    address: view.address, url: view.url, references: request.references.map(\.base58),
                    amount: view.amount, mint: request.splToken?.base58, label: request.label,
                    message: request.message, memo: request.memo, qrVersion: matrix.version, png: files["png"],
                    svg: files["svg"]))
            return
        }
        Output.print(view.terminalText(style: output.style), style: output.style)
        if !noQr {
            print("")
            print(try matrix.terminalText(quietZone: 2, inverted: !lightBackground), terminator: "")
        }
        // No code on the terminal nor in a file: nothing to scan.
        print(noQr && files.isEmpty ? view.shareHint : view.hint)
        for (kind, path) in files.sorted(by: { $0.key > $1.key }) {
            print(Localizer(view.language)(.cliQRFile, kind.uppercased(), path))
        }
    }

    /// The request from the options, every part checked (the amount against the mint's decimals, read from the
    /// cluster for a token); `parse(url)` must give it back.
    func paymentRequest(_ address: PublicKey, context: WalletContext) async throws -> (
        SolanaPayTransferRequest, UInt8?
    ) {
        var decimals: UInt8?
        if let token {
            let client = try cluster.client(settings: context.registry)
            do {
                decimals = try await Spinner.run(.readingToken) { () throws(SendError) in
                    try await SendFlow(client: client).token(token).decimals
                }
            } catch { throw CLIError(error, cluster: client.cluster) }
        }
        // "0,5" where the language writes decimals with a comma.
        let style = NumberStyle(try output.language(registry: context.registry))
        do {
            let request = try SolanaPayTransferRequest.receiving(
                to: address, amount: amount.map(style.typedAmount),
                token: token.flatMap { mint in decimals.map { (mint, $0) } },
                references: references, label: label, message: message, memo: memo)
            return (request, decimals)
        } catch {
            switch error {
            case .invalidReference:
                throw CLIError(.invalidInput, "--" + error.description + "; or use 'new'", cause: error)
            case .invalidAmount(let text, let reason):
                throw CLIError(.invalidInput, "--amount \(text): \(reason)", cause: error)
            default: throw CLIError(.invalidInput, error.description, cause: error)
            }
        }
    }

    /// Writes a QR image atomically (a new file unless --force); the path written.
    func write(_ bytes: [UInt8], to path: String) throws(CLIError) -> String {
        do { try AtomicFileWriter(mode: force ? .replace : .createNew).write(bytes, to: path) } catch .alreadyExists {
            throw CLIError(.file, .cliFileExists, path)
        } catch { throw CLIError(.file, error.description, cause: error) }
        return path
    }
}
