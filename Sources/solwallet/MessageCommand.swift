import ArgumentParser
import Foundation
import SolanaCore
import SolanaTransactions
import SolanaWallet
import WalletPresentation

/// `solwallet message sign|verify`: Solana off-chain messages, as the Solana CLI's `sign-offchain-message` and
/// `verify-offchain-signature`.
struct MessageGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "message", abstract: helpText("Sign an off-chain message, or verify a signature of one."),
        subcommands: [MessageSignCommand.self, MessageVerifyCommand.self])
}

/// The message text: an argument or a file (at most 65,535 bytes are read: no off-chain message holds more).
struct MessageTextOptions: ParsableArguments {
    @Option(help: helpText("Read the message from this file (UTF-8, taken exactly: a final newline is part of it)."))
    var file: String?

    static let maximumFileBytes = OffchainMessage.extendedMaximum

    func text(_ argument: String?) throws(CLIError) -> String {
        switch (argument, file) {
        case (let text?, nil): return text
        case (nil, let path?):
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw CLIError(.file, .cliCannotRead, path)
            }
            defer { try? handle.close() }
            let data = (try? handle.read(upToCount: Self.maximumFileBytes + 1)) ?? Data()
            guard data.count <= Self.maximumFileBytes else {
                throw CLIError(.invalidInput, .cliMessageTooLarge, path, String(Self.maximumFileBytes))
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw CLIError(.invalidInput, .cliMessageNotUTF8, path, cause: OffchainMessageError.invalidUTF8)
            }
            return text
        default: throw CLIError(.invalidInput, .cliMessageTextOrFile)
        }
    }
}

/// `--layout` and `--format`, shared by sign and verify.
struct MessageLayoutOptions: ParsableArguments {
    @Option(
        help: helpText(
            """
            The message layout: 'v0' (the current spec, what the Solana CLI 3.x signs; default for sign), 'legacy' \
            (the v0 header of the Solana CLI up to 2.x), or 'v1'. Verify tries v0, then legacy, unless given.
            """))
    var layout: String?
    @Option(
        help: helpText(
            """
            The v0 format: 'ascii' (restricted ASCII, what a hardware wallet shows), 'utf8' (up to 1,232 bytes) or \
            'extended' (up to 65,535 bytes). Default: the first that holds the text.
            """))
    var format: String?
    @Option(help: helpText("The v0 application domain (32 bytes in base58; default all zero, as the Solana CLI)."))
    var applicationDomain: String?

    func parsedLayout() throws(CLIError) -> OffchainMessageLayout? {
        switch layout?.lowercased() {
        case nil: return nil
        case "v0": return .v0
        case "legacy", "legacy-v0": return .legacyV0
        case "v1": return .v1
        case let other?: throw CLIError(.invalidInput, .cliMessageLayout, other)
        }
    }

    func parsedFormat() throws(CLIError) -> OffchainMessageFormat? {
        switch format?.lowercased() {
        case nil: return nil
        case "ascii", "0": return .restrictedASCII
        case "utf8", "utf-8", "1": return .limitedUTF8
        case "extended", "2": return .extendedUTF8
        case let other?: throw CLIError(.invalidInput, .cliMessageFormat, other)
        }
    }

    func domain() throws(CLIError) -> PublicKey {
        guard let applicationDomain else { return .zero }
        do { return try PublicKey(applicationDomain) } catch {
            throw CLIError(.invalidInput, "--application-domain: \(error.description)", cause: error)
        }
    }

    /// The message `signer` signs for `text` in `layout`.
    func message(_ text: String, layout: OffchainMessageLayout, signer: PublicKey) throws(CLIError) -> OffchainMessage {
        let format = try parsedFormat()
        if layout == .v1, format != nil { throw CLIError(.invalidInput, .cliMessageFormatNotV1) }
        if layout != .v0, applicationDomain != nil {
            throw CLIError(.invalidInput, .cliMessageDomainNotV0)
        }
        let domain = try domain()
        do throws(OffchainMessageError) {
            switch layout {
            case .legacyV0: return try .legacy(text, format: format)
            case .v0: return try .v0(text, signers: [signer], applicationDomain: domain, format: format)
            case .v1: return try .v1(text, signers: [signer])
            }
        } catch {
            throw CLIError(.invalidInput, error.description + "; nothing was signed or verified", cause: error)
        }
    }
}

/// The answer of `message sign --json` (docs/json-schema/message-sign.json).
struct MessageSignResult: Encodable {
    let signature: String
    let signer: String
    let layout: String
    let format: String?
    let applicationDomain: String?
    /// The signed bytes (signing domain included), base64.
    let messageBase64: String
}

/// The answer of `message verify --json` (docs/json-schema/message-verify.json).
struct MessageVerifyResult: Encodable {
    let valid: Bool
    let signer: String
    /// The layout the signature verified in; nil when it did not.
    let layout: String?
    let resultText: String
}

func layoutName(_ layout: OffchainMessageLayout) -> String {
    switch layout {
    case .legacyV0: return "legacy"
    case .v0: return "v0"
    case .v1: return "v1"
    }
}

func formatName(_ format: OffchainMessageFormat?) -> String? {
    switch format {
    case .restrictedASCII: return "ascii"
    case .limitedUTF8: return "utf8"
    case .extendedUTF8: return "extended"
    case nil: return nil
    }
}

/// `solwallet message sign TEXT|--file F`.
struct MessageSignCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign", abstract: helpText("Sign an off-chain message with one of your accounts, after a review."),
        discussion: helpText(
            """
            Prints the signature in base58, as `solana sign-offchain-message` does. The review shows the text exactly \
            (control and invisible characters escaped). Refuses text past its format's limits, and bytes that parse \
            as a Solana transaction.
            """))

    @Argument(help: helpText("The message text (or --file).")) var text: String?
    @OptionGroup var source: MessageTextOptions
    @OptionGroup var shape: MessageLayoutOptions
    @Option(help: helpText("Sign with this account of your wallets: an address, a label or a wallet name.")) var from:
        String?
    @Flag(help: helpText("Do not ask for confirmation (for scripts).")) var yes = false
    @OptionGroup var keypair: KeypairOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let text = try source.text(text)
        let context = try WalletContext(home: home)
        let language = try output.language(registry: context.registry)
        var signer = try keypair.load()
        let account = try context.account(from, consequence: .cliNothingSigned, keypair: signer, language: language)
        let message = try shape.message(text, layout: try shape.parsedLayout() ?? .v0, signer: account)
        // Refused before any review: a transaction under the name of a message.
        do { try OffchainMessage.refuseTransactionShaped(message.content) } catch {
            throw CLIError(.invalidInput, error.description + "; nothing was signed", cause: error)
        }
        let review = OffchainMessageReviewViewModel(message, language: language)
        if !output.json || !yes {
            Output.status(review.render(style: output.style).joined(separator: "\n") + "\n", style: output.style)
        }
        if !yes { try SenderOptions.confirm(review.question, doing: .cliDoingSigning, nothing: .cliNothingSigned) }
        if signer == nil {
            let manager = try context.manager(try password.password())
            do { signer = try await manager.keypair(for: account) } catch { throw CLIError(error) }
        }
        guard let signer else { throw CLIError(.notFound, .cliMessageNoKey, account.base58) }
        let signature: Signature
        do { signature = try message.sign(with: signer) } catch {
            throw CLIError(.invalidInput, error.description + "; nothing was signed", cause: error)
        }
        if output.json {
            try Output.printJSON(
                MessageSignResult(
                    signature: signature.base58, signer: account.base58, layout: layoutName(message.layout),
                    format: formatName(message.format),
                    applicationDomain: message.layout == .v0 ? message.applicationDomain.base58 : nil,
                    messageBase64: Data(message.serialized).base64EncodedString()))
        } else {
            print(signature.base58)
        }
    }
}

/// `solwallet message verify SIGNATURE SIGNER TEXT|--file F`.
struct MessageVerifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: helpText("Verify a signature of an off-chain message."),
        discussion: helpText(
            """
            Prints "Signature is valid", as `solana verify-offchain-signature` does, and exits 0; otherwise exits 1. \
            Without --layout, a signature made by either generation of the Solana CLI verifies (the current v0, then \
            the legacy header).
            """))

    @Argument(help: helpText("The signature (base58).")) var signature: String
    @Argument(help: helpText("The signer's address (base58).")) var signer: String
    @Argument(help: helpText("The message text (or --file).")) var text: String?
    @OptionGroup var source: MessageTextOptions
    @OptionGroup var shape: MessageLayoutOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let text = try source.text(text)
        let language = try output.language()
        let parsedSignature: Signature
        do { parsedSignature = try Signature(signature) } catch {
            throw CLIError(.invalidInput, "SIGNATURE: \(error.description)", cause: error)
        }
        let key: PublicKey
        do { key = try PublicKey(signer) } catch {
            throw CLIError(.invalidInput, "SIGNER: \(error.description)", cause: error)
        }
        let matched: OffchainMessage?
        if let layout = try shape.parsedLayout() {
            let message = try shape.message(text, layout: layout, signer: key)
            matched = message.verify(signature: parsedSignature, signer: key) ? message : nil
        } else if shape.format != nil || shape.applicationDomain != nil {
            let message = try shape.message(text, layout: .v0, signer: key)
            matched = message.verify(signature: parsedSignature, signer: key) ? message : nil
        } else {
            do {
                let check = try OffchainMessage.verifyAsCLI(text, signature: parsedSignature, signer: key)
                matched = check.valid ? check.message : nil
            } catch {
                throw CLIError(.invalidInput, error.description + "; nothing was signed or verified", cause: error)
            }
        }
        let l10n = Localizer(language)
        let resultText =
            matched != nil ? l10n(.offchainSignatureValid) : l10n(.offchainSignatureInvalid, key.base58)
        if output.json {
            try Output.printJSON(
                MessageVerifyResult(
                    valid: matched != nil, signer: key.base58, layout: matched.map { layoutName($0.layout) },
                    resultText: resultText))
            if matched == nil { throw ExitCode(1) }
            return
        }
        guard matched != nil else {
            throw CLIError(.invalidInput, .offchainSignatureInvalid, key.base58)
        }
        print(resultText)
    }
}
