import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// `solwallet sign-in [sign] REQUEST.json` and `solwallet sign-in verify OUTPUT.json --input REQUEST.json`:
/// Sign-In With Solana, the wallet's side and the dApp's.
struct SignInGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign-in", abstract: helpText("Sign in to a dApp (Sign-In With Solana), or verify a sign-in."),
        subcommands: [SignInSignCommand.self, SignInVerifyCommand.self], defaultSubcommand: SignInSignCommand.self)
}

/// Reads a JSON file of at most `limit` bytes (`-` is standard input).
func readSignInFile(_ path: String, limit: Int) throws(CLIError) -> [UInt8] {
    let handle: FileHandle
    if path == "-" {
        handle = .standardInput
    } else {
        guard let opened = FileHandle(forReadingAtPath: path) else { throw CLIError(.file, .cliCannotRead, path) }
        handle = opened
    }
    defer { if path != "-" { try? handle.close() } }
    let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
    guard data.count <= limit else { throw CLIError(.invalidInput, .cliSignInFileTooLarge, path, String(limit)) }
    return Array(data)
}

/// A refused sign-in: the SDK error in the CLI's language (its `ErrorViewModel` message and hint) and that nothing
/// was signed; in English, the error's description.
func signInRefusal(_ error: SignInError) -> CLIError {
    CLIError(
        .invalidInput, .cliWithConsequence,
        arguments: [.localized { ErrorViewModel(error, language: $0).message }, .key(.cliNothingSigned)], cause: error,
        english: error.description + "; nothing was signed")
}

/// A sign-in output refused on the dApp's side: the SDK error, said in the CLI's language.
func signInInvalid(_ error: SignInError) -> CLIError {
    CLIError(.invalidInput, error.description + "; the sign-in is not valid", cause: error)
}

/// The answer of `sign-in verify --json` (docs/json-schema/sign-in-verify.json).
struct SignInVerifyResult: Encodable {
    let valid: Bool
    let address: String
    let domain: String
    /// The signed message's fields.
    let message: SignInMessage
    let resultText: String
}

/// `solwallet sign-in REQUEST.json`.
struct SignInSignCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign", abstract: helpText("Sign in to a dApp: check its request, review, sign."),
        discussion: helpText(
            """
            REQUEST.json is the dApp's SolanaSignInInput (every field optional), or {"origin": URL, "input": {…}}. \
            The domain must be the origin's (--origin, or the request's; both given must agree), the chain the \
            cluster's (--url), issued-at within 10 minutes of now, and now within not-before and expiration. Prints \
            the Wallet Standard's SolanaSignInOutput as JSON (signature base58, signed message base64), which \
            `solwallet sign-in verify` and the dApp's verifySignIn accept.
            """))

    @Argument(help: helpText("The dApp's sign-in request (JSON; - for standard input).")) var request: String
    @Option(help: helpText("The page asking to sign in (https://…); checked against the request's domain.")) var origin:
        String?
    @Option(help: helpText("Sign in with this account of your wallets: an address, a label or a wallet name."))
    var from: String?
    @Flag(help: helpText("SIWS 1.1: sign the text inside an off-chain message v1 envelope.")) var envelope = false
    @Flag(help: helpText("Do not ask for confirmation (for scripts).")) var yes = false
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var keypair: KeypairOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let bytes = try readSignInFile(request, limit: SignInRequest.maximumBytes)
        let parsed: SignInRequest
        do { parsed = try SignInRequest(json: bytes) } catch { throw signInRefusal(error) }
        let context = try WalletContext(home: home)
        let language = try output.language(registry: context.registry)
        var signer = try keypair.load()
        let account = try context.account(
            from ?? parsed.input.address, consequence: .cliNothingSigned, keypair: signer, language: language)
        let client = try cluster.client(settings: context.registry)
        var kind = SignInRequest.clusterKind(ofURL: client.cluster.url)
        if kind == nil, parsed.input.chainId != nil {
            do { kind = try await ClusterIdentities(database: context.database).identity(of: client).kind } catch {
                throw CLIError(.network, error.description + "; nothing was signed", cause: error)
            }
        }
        let now = Int64(Date().timeIntervalSince1970)
        let message: SignInMessage
        let authority: String
        do {
            authority = try parsed.originAuthority(override: origin)
            message = try parsed.prepare(origin: origin, account: account, cluster: kind ?? .custom, now: now)
        } catch { throw signInRefusal(error) }
        let review = SignInReviewViewModel(message, origin: authority, envelope: envelope, language: language)
        if !output.json || !yes {
            Output.status(review.render(style: output.style).joined(separator: "\n") + "\n", style: output.style)
        }
        if !yes { try SenderOptions.confirm(review.question, doing: .cliDoingSigning, nothing: .cliNothingSigned) }
        if signer == nil {
            let manager = try context.manager(try password.password())
            do { signer = try await manager.keypair(for: account) } catch { throw CLIError(error) }
        }
        guard let signer else { throw CLIError(.notFound, .cliMessageNoKey, account.base58) }
        let result: SignInOutput
        do { result = try SignInOutput.sign(message, envelope: envelope, with: signer) } catch {
            throw signInRefusal(error)
        }
        try Output.printJSON(result)
    }
}

/// `solwallet sign-in verify OUTPUT.json --input REQUEST.json`: the dApp's check.
struct SignInVerifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify", abstract: helpText("Verify a sign-in output against the request (the dApp's side)."),
        discussion: helpText(
            """
            Checks what the Wallet Standard's verifySignIn checks — the signed message parses, agrees with the \
            request (domain and address when given, every other field exactly), and carries the account's \
            signature — and the time window (unless --ignore-time). Prints "Sign-in is valid: …" and exits 0; \
            otherwise says why and exits 1.
            """))

    @Argument(help: helpText("The wallet's SolanaSignInOutput (JSON; - for standard input).")) var signedOutput: String
    @Option(help: helpText("The sign-in request the dApp sent (its SolanaSignInInput JSON).")) var input: String?
    @Flag(help: helpText("Do not check issued-at, not-before and expiration against now.")) var ignoreTime = false
    @OptionGroup var output: OutputOptions

    func run() async throws {
        guard let input else { throw CLIError(.invalidInput, .cliSignInInputNeeded) }
        let language = try output.language()
        let request: SignInRequest
        let signed: SignInOutput
        do {
            request = try SignInRequest(json: try readSignInFile(input, limit: SignInRequest.maximumBytes))
            signed = try SignInOutput(json: try readSignInFile(signedOutput, limit: SignInRequest.maximumBytes * 2))
        } catch let error as SignInError { throw signInInvalid(error) }
        let message: SignInMessage
        do {
            message = try signed.verify(
                input: request.input, now: ignoreTime ? nil : Int64(Date().timeIntervalSince1970))
        } catch { throw signInInvalid(error) }
        let text = Localizer(language)(.signInValid, message.address, message.domain)
        if output.json {
            try Output.printJSON(
                SignInVerifyResult(
                    valid: true, address: message.address, domain: message.domain, message: message, resultText: text))
        } else {
            print(text)
        }
    }
}
