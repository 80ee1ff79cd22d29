import ArgumentParser
import Foundation
import SolanaKeys
import SolanaWallet
import WalletPresentation

/// Where a backup's password comes from: `--backup-password-file`, else `$SOLWALLET_BACKUP_PASSWORD`, else the
/// keystore password (on a terminal, a prompt whose empty answer means the keystore password).
struct BackupPasswordOptions: ParsableArguments {
    @Option(help: helpText("Read the backup's password from this file (default: the keystore password)."))
    var backupPasswordFile: String?

    /// The backup's password (the keystore's when none is given); `confirm` (a backup being written) asks twice on a
    /// terminal and applies `NewPasswordRules` to a password other than the keystore's.
    func password(keystore: KeystorePassword, confirm: Bool) throws(CLIError) -> KeystorePassword {
        let chosen = try read(keystore: keystore, confirm: confirm)
        if confirm, chosen != keystore { try PasswordOptions.checkNew(chosen) }
        return chosen
    }

    private func read(keystore: KeystorePassword, confirm: Bool) throws(CLIError) -> KeystorePassword {
        if let backupPasswordFile { return try PasswordOptions.fromFile(backupPasswordFile) }
        if let value = ProcessInfo.processInfo.environment["SOLWALLET_BACKUP_PASSWORD"] {
            return try PasswordOptions.checked(value)
        }
        guard KeygenInput.stdinIsTerminal else { return keystore }
        let l10n = Localizer(ErrorReport.language())
        let first = try KeygenInput.prompt(l10n(.cliPromptBackupPassword) + ": ")
        if first.isEmpty { return keystore }
        if confirm {
            guard try KeygenInput.prompt(l10n(.cliPromptRepeat) + ": ") == first else {
                throw CLIError(
                    .invalidInput, .passwordsDiffer, arguments: [],
                    english: "the two passwords differ; nothing was written")
            }
        }
        return try PasswordOptions.checked(first)
    }
}

/// `solwallet backup FILE`: every wallet (records and secrets) in one encrypted file.
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup", abstract: helpText("Write every wallet to one encrypted backup file."),
        discussion: helpText(
            """
            The file (SWBK v1) holds each wallet's secret and its accounts and labels, encrypted with Argon2id and \
            XChaCha20-Poly1305 under the backup password (by default the keystore password). It is written 0600, \
            atomically, and never over an existing file unless --force. `solwallet restore FILE` reads it back.
            """))

    @Argument(help: helpText("The backup file to write.")) var file: String
    @Flag(help: helpText("Replace the file if it exists.")) var force = false
    @OptionGroup var backupPassword: BackupPasswordOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let keystorePassword = try password.password()
        let manager = try context.manager(keystorePassword)
        let content: WalletBackup.Content
        do { content = try await manager.backup() } catch { throw CLIError(error) }
        guard !content.wallets.isEmpty else {
            throw CLIError(.notFound, "there is no wallet to back up", cause: WalletBackup.WriteError.noWallets)
        }
        let filePassword = try backupPassword.password(keystore: keystorePassword, confirm: true)
        let written: Int
        do {
            written = try WalletBackup.write(
                content, to: file, password: filePassword, parameters: WalletContext.parameters, replace: force)
        } catch .exists {
            throw CLIError(.file, .cliFileExists, file)
        } catch { throw CLIError(.file, error.description, cause: error) }
        let accounts = content.wallets.reduce(0) { $0 + $1.accounts.count }
        if output.json {
            struct Result: Encodable { let file: String; let wallets: Int; let accounts: Int; let bytes: Int }
            try Output.printJSON(
                Result(file: file, wallets: content.wallets.count, accounts: accounts, bytes: written))
            return
        }
        let language = try output.language(registry: context.registry)
        print(BackupText.written(wallets: content.wallets.count, accounts: accounts, file: file, language: language))
    }
}

/// `solwallet restore FILE`: adds the wallets of a backup (those already here are skipped).
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: helpText("Add the wallets of a backup file (those already here are skipped)."),
        discussion: helpText(
            """
            The backup is checked whole before anything is written: unique wallet ids and names, at least one \
            account per wallet, and each wallet's secret deriving every address the backup lists for it. A wallet \
            whose name is taken by another wallet stops the restore (nothing is written), and so does a keystore \
            password other than the one this home's wallets are under. A failure while writing removes what was \
            written. The secrets go into this home's keystore under the keystore password.
            """))

    @Argument(help: helpText("The backup file.")) var file: String
    @OptionGroup var backupPassword: BackupPasswordOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let bytes: [UInt8]
        do { bytes = try BoundedFileReader.read(path: file, maxSize: WalletBackup.maximumFileSize) } catch {
            throw CLIError(.file, .cliCannotRead, arguments: [.text(file)], english: "\(error)")
        }
        let context = try WalletContext(home: home)
        let isEmpty: Bool
        do { isEmpty = try context.lister().summaries().isEmpty } catch { throw CLIError(error) }
        let keystorePassword = try password.password(confirm: isEmpty)
        let filePassword = try backupPassword.password(keystore: keystorePassword, confirm: false)
        let content: WalletBackup.Content
        do { content = try WalletBackup.open(bytes, password: filePassword) } catch .authenticationFailed {
            throw CLIError(.invalidInput, .cliWrongBackupPassword)
        } catch { throw CLIError(.file, "\(file): \(error)", cause: error) }
        let result: WalletManager.RestoreResult
        let manager = try context.manager(keystorePassword)
        do { result = try await manager.restore(content) } catch { throw CLIError(error) }
        if output.json {
            struct Result: Encodable { let restored: [WalletReport]; let skipped: [String] }
            try Output.printJSON(Result(restored: result.restored.map(WalletReport.init), skipped: result.skipped))
            return
        }
        let l10n = Localizer(try output.language(registry: context.registry))
        for summary in result.restored {
            print(l10n(.cliRestoredWallet, TerminalText.sanitize(summary.wallet.name)))
            for account in summary.accounts {
                print("  \(account.number)  \(account.address.base58)  \(account.derivation)")
            }
        }
        for name in result.skipped { print(l10n(.cliSkippedWallet, TerminalText.sanitize(name))) }
    }
}
