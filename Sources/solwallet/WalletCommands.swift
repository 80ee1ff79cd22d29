import ArgumentParser
import Foundation
import QRCode
import SolanaCore
import SolanaCrypto
import SolanaKeys
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// Where the keystore password comes from: `--password-file`, else `$SOLWALLET_PASSWORD`, else a no-echo prompt.
/// An unlocked session is never kept on disk: every command that needs a secret asks again.
struct PasswordOptions: ParsableArguments {
    @Option(help: helpText("Read the keystore password from the first line of this file (for scripts)."))
    var passwordFile: String?

    /// The password; `confirm` (a password being set) asks twice on a terminal and applies `NewPasswordRules` to it,
    /// wherever it comes from.
    func password(purpose: L10nKey = .keystorePassword, confirm: Bool = false) throws(CLIError) -> KeystorePassword {
        let password = try read(purpose: purpose, confirm: confirm)
        if confirm { try Self.checkNew(password) }
        return password
    }

    /// Refuses a new password that `NewPasswordRules` refuses.
    static func checkNew(_ password: KeystorePassword) throws(CLIError) {
        do { try NewPasswordRules.check(password) } catch {
            throw CLIError(.invalidInput, "\(error.description); nothing was changed", cause: error)
        }
    }

    private func read(purpose: L10nKey, confirm: Bool) throws(CLIError) -> KeystorePassword {
        if let passwordFile { return try Self.fromFile(passwordFile) }
        if let value = ProcessInfo.processInfo.environment["SOLWALLET_PASSWORD"] { return try Self.checked(value) }
        guard KeygenInput.stdinIsTerminal else {
            throw .invalidInput(.cliPasswordNeeded)
        }
        let l10n = Localizer(ErrorReport.language())
        let first = try KeygenInput.prompt(l10n(purpose) + ": ")
        if confirm {
            let second = try KeygenInput.prompt(l10n(.cliPromptRepeat) + ": ")
            guard first == second else {
                throw CLIError(
                    .invalidInput, .passwordsDiffer, arguments: [],
                    english: "the two passwords differ; nothing was changed")
            }
        }
        return try Self.checked(first)
    }

    static func fromFile(_ path: String) throws(CLIError) -> KeystorePassword {
        let bytes: [UInt8]
        do {
            guard let handle = FileHandle(forReadingAtPath: path) else { throw CLIError(.file, .cliCannotRead, path) }
            defer { try? handle.close() }
            bytes = Array(try handle.read(upToCount: 4_096) ?? Data())
        } catch let error as CLIError { throw error } catch {
            throw CLIError(.file, .cliCannotRead, arguments: [.text(path)], english: "cannot read \(path): \(error)")
        }
        var line = bytes.prefix { $0 != UInt8(ascii: "\n") }
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        do { return try KeystorePassword(utf8: Array(line)) } catch {
            throw CLIError(
                .invalidInput, .cliPasswordFileInvalid, arguments: [.text(path), .explained(error)], cause: error)
        }
    }

    static func checked(_ text: String) throws(CLIError) -> KeystorePassword {
        guard !text.isEmpty else { throw .invalidInput(.cliPasswordEmpty) }
        return KeystorePassword(text)
    }
}

/// Opens the wallet's stores for a command.
struct WalletContext {
    let paths: WalletPaths
    let database: WalletDatabase
    let registry: SQLiteWalletRegistry

    init(home: HomeOptions) throws(CLIError) {
        paths = home.paths
        database = try home.database()
        registry = SQLiteWalletRegistry(database: database)
    }

    /// The `dust-threshold` setting, else 0.001 SOL.
    var dustThreshold: UInt64 { AddressPoisoning.threshold(in: registry) }

    /// The wallets' own accounts.
    var ownAccounts: [PublicKey] { lister().ownAccounts() }

    /// The addresses a recipient of `account` must not merely resemble: the wallets' accounts and the counterparties
    /// of `account`'s history stored for `client`'s cluster (no network once the URL's genesis hash is known).
    func knownAddresses(for account: PublicKey, client: RPCClient) async -> [PublicKey] {
        let unscoped = SQLiteHistoryStore(database: database)
        let cluster = try? await ClusterIdentities(database: database).identity(of: client)
        return AddressPoisoning.knownAddresses(
            for: account, own: ownAccounts, store: cluster.map { unscoped.scoped(to: $0) } ?? unscoped,
            threshold: dustThreshold)
    }

    /// Key derivation cost: `$SOLWALLET_KDF=minimum` (the policy floor, t=2 and 64 MiB: for tests and slow machines)
    /// or the default, moderate (t=3, 256 MiB).
    static var parameters: KeystoreParameters {
        ProcessInfo.processInfo.environment["SOLWALLET_KDF"] == "minimum" ? .minimum : .moderate
    }

    func manager(_ password: KeystorePassword) throws(CLIError) -> WalletManager {
        do {
            let storage = try EncryptedFileStorage(
                directory: paths.keystoreDirectory, password: password,
                parameters: Self.parameters)
            for warning in storage.warnings { Output.status(warning.message(ErrorReport.language()) + "\n") }
            return WalletManager(registry: registry, storage: storage)
        } catch { throw CLIError(.file, error.description, cause: error) }
    }

    /// A manager whose password is checked first: with entries in the keystore, one must open with it (a keystore
    /// holds one password). For commands that ask for more before they write (init shows a phrase).
    func checkedManager(_ password: KeystorePassword) async throws(CLIError) -> WalletManager {
        let manager = try manager(password)
        guard let storage = manager.storage as? EncryptedFileStorage else { return manager }
        do { try await storage.verifyPassword() } catch .passwordMismatch(let id) {
            throw CLIError(WalletError.keystore(.passwordMismatch(id: id)))
        } catch { throw CLIError(.file, error.description, cause: error) }
        return manager
    }

    /// Whether no wallet is here yet (then a password is being set, and asked twice).
    func hasNoWallet() throws(CLIError) -> Bool {
        do { return try lister().summaries().isEmpty } catch { throw CLIError(error) }
    }

    /// A manager for listing only (no secret is read, so no password is asked).
    func lister() -> WalletManager { WalletManager(registry: registry, storage: NoSecretStorage()) }

    /// `text` as a new wallet's name, by the SDK's rule (`WalletName`: trimmed, 1-64 characters on one line, unlike
    /// the other wallets' names letter case aside), checked before any password is asked.
    func newWalletName(_ text: String) throws(CLIError) -> String {
        do { return try lister().newWalletName(text) } catch {
            if case .invalidName(.taken(let existing)) = error {
                throw CLIError(.invalidInput, .cliWalletNameTaken, existing)
            }
            throw CLIError(error)
        }
    }
}

extension CLIError {
    init(_ error: WalletError) {
        switch error {
        case .keystore(.authenticationFailed):
            self.init(.invalidInput, "wrong password (or a damaged keystore file); nothing was changed", cause: error)
        case .keystore(.passwordMismatch): self.init(.invalidInput, error.description, cause: error)
        case .keystore(let keystoreError): self.init(.file, keystoreError.description, cause: error)
        case .registry(.duplicateName): self.init(.invalidInput, error.description, cause: error)
        case .registry(.notFound), .noWallet: self.init(.notFound, error.description, cause: error)
        case .registry: self.init(.file, error.description, cause: error)
        case .unsupported, .backup, .alreadyInKeystore, .invalidName:
            self.init(.invalidInput, error.description, cause: error)
        }
        cause = error
    }
}

/// One wallet and its accounts for `--json`.
struct WalletReport: Encodable {
    struct Account: Encodable { let number: Int; let address: String; let derivation: String; let label: String? }
    let name: String, kind: String, preset: String?, accounts: [Account]

    init(_ summary: WalletSummary) {
        name = summary.wallet.name
        kind = summary.wallet.kind.rawValue
        preset = summary.wallet.preset?.name
        accounts = summary.accounts.map {
            Account(number: $0.number, address: $0.address.base58, derivation: $0.derivation, label: $0.label)
        }
    }
}

/// `solwallet init`: onboarding — a new seed phrase, shown once, confirmed, encrypted under a password.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: helpText("Create a wallet: a new seed phrase, shown once, kept encrypted."),
        discussion: helpText(
            """
            Interactive: asks for a new keystore password (twice; at least 8 characters, not a common one), shows the \
            phrase once with a warning, then asks for three of its words (three tries each).

            --non-interactive (scripts): prints the phrase in the output and takes the password from --password-file \
            or $SOLWALLET_PASSWORD.
            """))

    @Option(help: helpText("The wallet's name.")) var name = "main"
    @Option(help: helpText("Number of words: 12 or 24.")) var words = 12
    @Option(help: helpText("How accounts are derived (phantom: Phantom, Solflare, Backpack).")) var preset:
        WalletPreset =
            .phantom
    @Flag(
        help: helpText(
            "No prompts: print the phrase and take the password from --password-file or $SOLWALLET_PASSWORD."))
    var nonInteractive = false
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard words == 12 || words == 24 else {
            throw ValidationError.localized(.cliUsageEither, "--words", "12", "24")
        }
    }

    func run() async throws {
        let context = try WalletContext(home: home)
        let name = try context.newWalletName(self.name)
        let interactive = !nonInteractive && KeygenInput.stdinIsTerminal
        if !interactive && !nonInteractive {
            throw CLIError(.invalidInput, .cliInitNeedsTerminal)
        }
        // A keystore holds one password: with wallets here it is asked and checked, for a new keystore it is chosen
        // (and judged by NewPasswordRules), both before the phrase is shown, so that nothing written down is lost.
        let manager: WalletManager
        if try !context.hasNoWallet() {
            manager = try await context.checkedManager(try password.password())
        } else {
            manager = try context.manager(try password.password(purpose: .cliPromptNewKeystorePassword, confirm: true))
        }
        let mnemonic = Mnemonic.generate(wordCount: words == 24 ? .twentyFour : .twelve)
        if interactive {
            print(Localizer(ErrorReport.language())(.cliNewPhraseHeading) + "\n")
            for (index, word) in mnemonic.words.enumerated() { print(String(format: "%2d. %@", index + 1, word)) }
            print("")
            var quiz = PhraseConfirmation(mnemonic)
            while let position = quiz.position {
                let l10n = Localizer(ErrorReport.language())
                switch quiz.answer(try KeygenInput.prompt(l10n(.phraseQuizWord, String(position + 1)) + ": ")) {
                case .correct, .done: break
                case .wrong(let triesLeft):
                    Output.status(
                        (triesLeft == 1
                            ? l10n(.phraseQuizWrongLast, String(position + 1))
                            : l10n(.phraseQuizWrong, String(position + 1), String(triesLeft))) + "\n")
                case .failed:
                    throw CLIError(
                        .invalidInput, .cliPhraseCheckFailed, String(position + 1),
                        String(PhraseConfirmation.triesPerWord))
                }
            }
        }
        let summary: WalletSummary
        do { summary = try await manager.createWallet(name: name, mnemonic: mnemonic, preset: preset) } catch {
            throw CLIError(error)
        }
        if output.json {
            struct Result: Encodable { let wallet: WalletReport; let phrase: String? }
            try Output.printJSON(Result(wallet: WalletReport(summary), phrase: interactive ? nil : mnemonic.phrase))
            return
        }
        if !interactive { print(mnemonic.phrase) }
        let l10n = Localizer(try output.language(registry: context.registry))
        print(l10n(.cliCreatedWallet, TerminalText.sanitize(name), summary.accounts[0].address.base58))
    }
}

/// `solwallet import`: a wallet from a seed phrase, a base58 secret (Phantom's export) or a keypair file.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: helpText("Add a wallet from a seed phrase, a Phantom secret key or a keypair file."),
        discussion: helpText(
            """
            --qr FILE reads a QR code image (PNG, or binary PGM/PPM) holding any of the three: a seed phrase, a \
            base58 secret key, or a keypair file's JSON array.
            """))

    @Option(help: helpText("The wallet's name.")) var name = "imported"
    @Flag(help: helpText("Read a seed phrase from standard input.")) var phraseStdin = false
    @Flag(help: helpText("Read a base58 secret key (Phantom's export) from standard input.")) var secretStdin = false
    @Option(help: helpText("A Solana CLI keypair file.")) var keypairFile: String?
    @Option(
        help: helpText(
            "A QR code image (PNG, PGM, PPM) holding a seed phrase, a base58 secret key or a keypair's JSON."))
    var qr: String?
    @Option(help: helpText("How accounts are derived from a phrase.")) var preset: WalletPreset = .phantom
    @Option(help: helpText("How many accounts to add from a phrase.")) var accounts = 1
    @Flag(
        help: helpText(
            "Find the phrase's used accounts on the cluster (every preset, --discover-accounts each) and add those."))
    var discover = false
    @Option(help: helpText("Accounts per preset that --discover checks.")) var discoverAccounts = 5
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard [phraseStdin, secretStdin, keypairFile != nil, qr != nil].filter({ $0 }).count == 1 else {
            throw ValidationError.localized(
                .cliUsageExactlyOne, "--phrase-stdin, --secret-stdin, --keypair-file, --qr")
        }
        guard (1...100).contains(accounts) else {
            throw ValidationError.localized(.cliUsageRange, "--accounts", "1", "100")
        }
    }

    func run() async throws {
        let context = try WalletContext(home: home)
        let language = try output.language(registry: context.registry)
        let l10n = Localizer(language)
        let name = try context.newWalletName(self.name)
        let summary: WalletSummary
        // The password is asked twice only when it is being set (the first wallet); otherwise it must be the
        // keystore's (the manager refuses another).
        let confirm = try context.hasNoWallet()
        let scanned = try qr.map(Self.scan)
        if case .keypair(let keypair) = scanned {
            let manager = try context.manager(try password.password(confirm: confirm))
            do { summary = try await manager.importKey(name: name, keypair: keypair) } catch { throw CLIError(error) }
        } else if phraseStdin || scanned != nil {
            let mnemonic: Mnemonic
            if case .phrase(let scannedPhrase) = scanned {
                mnemonic = scannedPhrase
            } else {
                let (text, _) = try KeygenInput.phrase(explicit: nil, fromStdin: true, passphraseAlsoFromStdin: true)
                do { mnemonic = try Mnemonic(phrase: text) } catch {
                    throw CLIError(.invalidInput, error.description, cause: error)
                }
            }
            var chosen = (preset: preset, accounts: accounts)
            if discover {
                let client = try cluster.client(settings: context.registry)
                if !output.json {
                    Output.status(l10n(.cliLookingForUsed, Redaction.describe(client.cluster)) + "\n")
                }
                let found: AccountDiscovery.Result
                do {
                    found = try await Spinner.run(.checkingAccounts) { () throws(RPCClientError) in
                        try await AccountDiscovery.discover(
                            mnemonic, client: client, accountsPerPreset: max(1, min(discoverAccounts, 50)))
                    }
                } catch { throw CLIError(error, cluster: client.cluster) }
                for candidate in found.used where !output.json {
                    let sol =
                        NumberStyle(language).localize(decimal: Lamports.formatSOL(candidate.lamports), grouping: false)
                    Output.status(
                        "  "
                            + l10n(
                                .cliUsedAccount, candidate.preset.name, String(candidate.number),
                                candidate.address.base58,
                                sol + (candidate.hasHistory ? ", " + l10n(.cliHasHistory) : ""))
                            + "\n")
                }
                if found.used.isEmpty && !output.json { Output.status("  " + l10n(.cliNoneUsed) + "\n") }
                chosen = found.suggestion
            }
            let manager = try context.manager(try password.password(confirm: confirm))
            do {
                summary = try await manager.createWallet(
                    name: name, mnemonic: mnemonic, preset: chosen.preset, accounts: chosen.accounts)
            } catch { throw CLIError(error) }
        } else {
            let keypair: Keypair
            if let keypairFile {
                keypair = try KeypairFile.read(path: keypairFile).keypair
            } else {
                let (text, _) = try KeygenInput.phrase(
                    explicit: nil, fromStdin: true, passphraseAlsoFromStdin: true, prompt: "Secret key (base58): ")
                do { keypair = try Keypair(base58SecretKey: text) } catch {
                    throw CLIError(.invalidInput, error.description, cause: error)
                }
            }
            let manager = try context.manager(try password.password(confirm: confirm))
            do { summary = try await manager.importKey(name: name, keypair: keypair) } catch { throw CLIError(error) }
        }
        if output.json { try Output.printJSON(WalletReport(summary)); return }
        print(
            Localizer(try output.language(registry: context.registry))(.cliImportedWallet, TerminalText.sanitize(name)))
        for account in summary.accounts {
            print("  \(account.number)  \(account.address.base58)  \(account.derivation)")
        }
    }
}

extension ImportCommand {
    /// What a QR code held.
    enum Scanned {
        case phrase(Mnemonic)
        case keypair(Keypair)
    }

    /// Reads the QR image and tells a phrase, a keypair's JSON and a base58 secret apart; the text itself never
    /// appears in an error (it is a secret).
    static func scan(_ path: String) throws(CLIError) -> Scanned {
        let texts: [String]
        do { texts = try QRImageDecoder.decode(path: path) } catch {
            throw CLIError(.invalidInput, .cliQRUnreadable, arguments: [.text(path), .explained(error)], cause: error)
        }
        guard texts.count == 1 else {
            throw CLIError(.invalidInput, .cliQRTooMany, path, String(texts.count))
        }
        do {
            switch try SecretText(parsing: texts[0]) {
            case .phrase(let mnemonic): return .phrase(mnemonic)
            case .keypair(let keypair): return .keypair(keypair)
            }
        } catch {
            throw CLIError(
                .invalidInput, .cliQRNoSecret, arguments: [.text(path), .explained(error)], cause: error,
                english: Localizer(.en)(.cliQRNoSecret, path, error.description))
        }
    }
}

/// `solwallet wallets` (also `accounts`): the wallets and their accounts, or one wallet's with `--wallet`.
struct WalletsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wallets", abstract: helpText("List the wallets and their accounts."), aliases: ["accounts"])

    @Option(help: helpText("Only this wallet's accounts.")) var wallet: String?
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let manager = context.lister()
        let summaries: [WalletSummary]
        do { summaries = try wallet.map { [try manager.wallet($0)] } ?? manager.summaries() } catch let error
            as WalletError
        {
            throw CLIError(error)
        }
        if output.json {
            struct Result: Encodable { let wallets: [WalletReport] }
            try Output.printJSON(Result(wallets: summaries.map(WalletReport.init)))
            return
        }
        let l10n = Localizer(try output.language(registry: context.registry))
        if summaries.isEmpty {
            print(l10n(.noWalletsYet))
            return
        }
        let rows = summaries.flatMap { summary in
            summary.accounts.map { account in
                [
                    summary.wallet.name, String(account.number), account.address.base58, account.label ?? "",
                    account.derivation,
                ]
            }
        }
        print(
            TextTable.render(
                header: [l10n(.wallet), "#", l10n(.address), l10n(.fieldLabel), l10n(.columnDerivation)], rows: rows,
                rightAligned: [1]))
    }
}

/// `solwallet account new`: the next account of a wallet.
struct AccountNewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: helpText("Derive a wallet's next account."))

    @Option(help: helpText("The wallet (default: the first).")) var wallet: String?
    @Option(help: helpText("A label for the account.")) var label: String?
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let manager = try context.manager(try password.password())
        let account: AccountRecord
        do { account = try await manager.addAccount(wallet: wallet, label: label) } catch { throw CLIError(error) }
        if output.json {
            try Output.printJSON(
                WalletReport.Account(
                    number: account.number, address: account.address.base58,
                    derivation: account.derivation, label: account.label))
            return
        }
        let l10n = Localizer(try output.language(registry: context.registry))
        print(l10n(.cliAccountAdded, String(account.number), account.address.base58))
    }
}

/// `solwallet seed export`: the seed phrase, after the password and a warning.
struct SeedExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: helpText("Show a wallet's seed phrase (after the password)."))

    @Option(help: helpText("The wallet (default: the first).")) var wallet: String?
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let manager = try WalletContext(home: home).manager(try password.password())
        let mnemonic: Mnemonic
        do { mnemonic = try await manager.exportPhrase(wallet: wallet) } catch { throw CLIError(error) }
        Output.status(Localizer(try output.language(home: home))(.cliPhraseWarning) + "\n")
        if output.json {
            struct Result: Encodable { let phrase: String; let words: Int; let language: String }
            try Output.printJSON(
                Result(
                    phrase: mnemonic.phrase, words: mnemonic.words.count,
                    language: mnemonic.language.description))
        } else {
            print(mnemonic.phrase)
        }
    }
}

/// `solwallet wallet delete NAME`.
struct WalletDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: helpText("Delete a wallet: its encrypted secret and its accounts (others untouched)."))

    @Argument(help: helpText("The wallet's name.")) var name: String
    @Flag(
        help: helpText(
            "Do not ask for confirmation (refused for a wallet that holds funds or whose balance is unknown)."))
    var yes = false
    @Flag(help: helpText("With --yes: delete even a wallet that holds funds or whose balance cannot be read."))
    var force = false
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        try await review()
        let context = try WalletContext(home: home)
        let l10n = Localizer(try output.language(registry: context.registry))
        if !yes {
            guard KeygenInput.stdinIsTerminal else {
                throw CLIError(.invalidInput, .cliDeleteNeedsYes)
            }
            FileHandle.standardError.write(Data(l10n(.cliDeleteWalletPrompt, TerminalText.sanitize(name)).utf8))
            guard readLine() == name else {
                throw CLIError(.cancelled, .cliNotConfirmed, arguments: [.key(.cliNothingDeleted)])
            }
        }
        // The password proves the secret is the user's to delete: a wrong one deletes nothing.
        let manager = try context.manager(try password.password())
        do { try await manager.deleteWallet(named: name) } catch { throw CLIError(error) }
        if output.json {
            try Output.printJSON(["deleted": name])
        } else {
            print(l10n(.cliDeletedWallet, TerminalText.sanitize(name)))
        }
    }

    /// Shows the wallet's accounts with their balances (cached ones offline, else "unknown, offline"), and refuses
    /// `--yes` without `--force` unless every balance is known and empty (`WalletDeletionReview`).
    func review() async throws {
        let context = try WalletContext(home: home)
        let language = try output.language(registry: context.registry)
        let l10n = Localizer(language)
        let summary: WalletSummary
        do { summary = try context.lister().wallet(name) } catch { throw CLIError(error) }
        let client = try cluster.client(settings: context.registry)
        let loader = CachedBalanceLoader(client: client, database: context.database)
        let review = await WalletDeletionReview.load(summary, loader: loader)
        if !output.json {
            func held(_ balance: AccountBalance?) -> String {
                guard let balance else { return l10n(.balanceUnknownOffline) }
                let tokens = balance.tokens.contains { holding in holding.amount > 0 }
                return DisplayAmount.sol(balance.lamports, language: language).textWithSymbol
                    + (tokens ? " + " + l10n(.token) : "")
            }
            let rows = review.lines.map { line in
                [
                    String(line.account.number), line.account.address.base58, line.account.label ?? "",
                    held(line.balance),
                ]
            }
            Output.status(
                l10n(.deleteWalletHolds, TerminalText.sanitize(summary.wallet.name)) + "\n"
                    + TextTable.render(
                        header: ["#", l10n(.address), l10n(.fieldLabel), l10n(.balance)], rows: rows,
                        rightAligned: [0, 3]) + "\n")
        }
        guard yes, !force, !review.mayDeleteUnattended else { return }
        let held =
            review.isFunded
            ? DisplayAmount.sol(review.knownLamports, language: language).textWithSymbol
            : l10n(.balanceUnknownOffline)
        throw CLIError(.invalidInput, .deleteFundedNeedsForce, TerminalText.sanitize(summary.wallet.name), held)
    }
}

/// `solwallet password change`: re-encrypts every keystore entry under a new password, atomically per file.
struct PasswordChangeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "change",
        abstract: helpText("Change the keystore password (every wallet; resumable after a crash)."))

    @Option(help: helpText("Read the new password from the first line of this file (for scripts)."))
    var newPasswordFile: String?
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let old = try password.password(purpose: .cliPromptCurrentPassword)
        let new: KeystorePassword
        if let newPasswordFile {
            new = try PasswordOptions.fromFile(newPasswordFile)
        } else if let value = ProcessInfo.processInfo.environment["SOLWALLET_NEW_PASSWORD"] {
            new = try PasswordOptions.checked(value)
        } else {
            new = try PasswordOptions(passwordFile: nil).password(purpose: .cliPromptNewPassword, confirm: true)
        }
        try PasswordOptions.checkNew(new)
        let change: EncryptedFileStorage.PasswordChange
        do {
            let storage = try EncryptedFileStorage(
                directory: context.paths.keystoreDirectory, password: old,
                parameters: WalletContext.parameters)
            change = try await storage.changePassword(from: old, to: new)
        } catch .authenticationFailed {
            throw CLIError(.invalidInput, .cliWrongCurrentPassword)
        } catch { throw CLIError(.file, error.description, cause: error) }
        if output.json {
            try Output.printJSON([
                "reencrypted": change.reencrypted.count, "alreadyChanged": change.alreadyChanged.count,
            ])
        } else {
            let count = change.reencrypted.count + change.alreadyChanged.count
            print(Localizer(try output.language(registry: context.registry))(.cliPasswordChanged, String(count)))
        }
    }
}

extension PasswordOptions {
    init(passwordFile: String?) {
        self.init()
        self.passwordFile = passwordFile
    }
}

/// Groups: `solwallet account new`, `solwallet seed export`, `solwallet wallet delete`, `solwallet password change`.
struct SeedGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seed", abstract: helpText("The seed phrase of a wallet."), subcommands: [SeedExportCommand.self])
}

struct WalletGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wallet", abstract: helpText("Manage one wallet."), subcommands: [WalletDeleteCommand.self])
}

struct PasswordGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "password", abstract: helpText("The keystore password."), subcommands: [PasswordChangeCommand.self]
    )
}
