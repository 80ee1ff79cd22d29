import ArgumentParser
import Foundation
import SolanaCore
import SolanaKeys
import SolanaWallet
import WalletPresentation

/// `-k/--keypair PATH`, as the Solana CLI's: a keypair file that signs and is the default account for the command.
struct KeypairOptions: ParsableArguments {
    @Option(
        name: [.customShort("k"), .customLong("keypair")],
        help: helpText("A keypair file (the Solana CLI's JSON) to sign with and use as the default account."))
    var keypair: String?

    /// The keypair in the file (its permissions checked as the SDK does: a warning when others can read it); nil
    /// without `-k`.
    func load() throws(KeypairFileError) -> Keypair? {
        guard let keypair else { return nil }
        let loaded = try KeypairFile.read(path: keypair)
        if let warning = loaded.permissionWarning(path: keypair, language: ErrorReport.language()) {
            Output.status(warning + "\n")
        }
        return loaded.keypair
    }
}

extension WalletContext {
    /// The address book in the wallet database.
    var addressBook: AddressBook { AddressBook(store: SQLiteContactStore(database: database)) }

    /// A resolver over the wallets and the contacts (no secret is read).
    func resolver() throws(CLIError) -> AccountResolver {
        let contacts: [Contact]
        do { contacts = try addressBook.contacts() } catch { throw CLIError(.file, error.description, cause: error) }
        do { return try lister().resolver(contacts: contacts) } catch { throw CLIError(error) }
    }

    /// The `account` setting's text ($SOLWALLET_ACCOUNT, else `config set account`), nil when none is set.
    func configuredAccount() throws(CLIError) -> String? {
        do { return try WalletSettings(registry: registry).account()?.value } catch { throw CLIError(error) }
    }

    /// The account a command acts on: `text` (an address, an account label, a wallet name or a contact), else the
    /// `-k` keypair's, else the `account` setting, else the default wallet's first account.
    func resolve(_ text: String?, keypair: Keypair? = nil, language: Language) throws(CLIError)
        -> AccountResolver.Resolved
    {
        let resolver = try resolver()
        if text == nil, let keypair {
            let address = keypair.publicKey
            return AccountResolver.Resolved(
                address: address, kind: .keypairFile, isOwn: resolver.isOwn(address),
                contactName: resolver.contactName(for: address))
        }
        let configured = try configuredAccount()
        do { return try resolver.account(text, configured: configured, scope: .any) } catch {
            throw CLIError(error, language: language)
        }
    }

    /// The account that signs: `from` (one of the wallets' accounts, by address, label or wallet name), else the
    /// `-k` keypair's, else the `account` setting (which must be one of the wallets' accounts), else the default
    /// wallet's first account. With `-k`, `from` must be the keypair's own address.
    func signer(_ from: String?, keypair: Keypair?, language: Language) throws(CLIError) -> PublicKey {
        let resolver = try resolver()
        if let keypair {
            guard let from else { return keypair.publicKey }
            let named = (try? resolver.resolve(from, scope: .any))?.address
            guard named == keypair.publicKey else {
                throw CLIError(.invalidInput, .keypairNotFrom, TerminalText.sanitize(from), keypair.publicKey.base58)
            }
            return keypair.publicKey
        }
        var configured: String?
        if from == nil { configured = try configuredAccount() }
        do { return try resolver.account(from, configured: configured, scope: .own).address } catch {
            throw CLIError(error, language: language)
        }
    }
}

extension CLIError {
    /// An account that could not be resolved, in `language`: nothing named is `.notFound`, the rest bad input.
    init(_ error: AccountResolutionError, language: Language) {
        var root = error
        while case .inSetting(_, let inner) = root { root = inner }
        switch root {
        case .unknown, .noAccount: self.init(.notFound, error.message(.en), cause: error)
        default: self.init(.invalidInput, error.message(.en), cause: error)
        }
    }
}
