import SolanaCore

/// Why the wallets of a backup cannot be restored, found by `WalletBackup.Content.check()` before anything is
/// written: a backup is restored whole or not at all.
public enum BackupProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// Two wallets of the backup share an id (the id names the keystore entry: the second would overwrite the first).
    case duplicateID(String, wallets: [String])
    /// Two wallets of the backup share a name.
    case duplicateName(String)
    /// A wallet id that cannot be a keystore entry's name.
    case invalidID(String, wallet: String)
    /// A wallet without any account: its secret could not be checked against an address.
    case noAccounts(wallet: String)
    /// A wallet lists the same account number twice.
    case duplicateAccount(Int, wallet: String)
    /// The wallet's kind, secret and accounts do not fit together (a key wallet has one account, number 0; a phrase
    /// wallet holds a phrase's entropy).
    case inconsistentWallet(wallet: String, reason: String)
    /// The wallet's secret does not derive the address the backup lists for one of its accounts.
    case secretMismatch(wallet: String, account: Int, expected: PublicKey, derived: PublicKey)
    /// The keystore holds an entry under the wallet's id that no wallet here uses: restoring would replace it.
    case entryExists(id: String, wallet: String)

    /// A one-line explanation for a user.
    public var description: String {
        let problem: String
        switch self {
        case .duplicateID(let id, let wallets):
            problem = "wallets \(wallets.map { "'\($0)'" }.joined(separator: ", ")) share the id \(id)"
        case .duplicateName(let name): problem = "two wallets are named '\(name)'"
        case .invalidID(let id, let wallet):
            problem = "wallet '\(wallet)' has the id '\(id)'; ids are 1 to 64 letters, digits, '-' or '_'"
        case .noAccounts(let wallet):
            problem = "wallet '\(wallet)' has no account, so its secret cannot be checked against an address"
        case .duplicateAccount(let number, let wallet): problem = "wallet '\(wallet)' lists account \(number) twice"
        case .inconsistentWallet(let wallet, let reason): problem = "wallet '\(wallet)': \(reason)"
        case .secretMismatch(let wallet, let account, let expected, let derived):
            problem =
                "wallet '\(wallet)': its secret derives \(derived) for account \(account), not \(expected) as listed"
        case .entryExists(let id, let wallet):
            return "the backup cannot be restored: the keystore holds an entry '\(id)' (the id of wallet '\(wallet)') "
                + "that no wallet here uses; move \(id).swks out of the keystore directory and restore again; "
                + "nothing was restored"
        }
        return "the backup cannot be restored: \(problem); nothing was restored (it was not made by this wallet, "
            + "or it was altered)"
    }
}
