import Foundation
import SolanaCore
import SolanaKeys

/// A wallet: one seed phrase (or one imported key) in the keystore, with its accounts. Public data only.
public struct WalletRecord: Sendable, Codable, Equatable, Identifiable {
    /// What the keystore holds for it.
    public enum Kind: String, Sendable, Codable {
        /// A BIP39 phrase: accounts are derived from it.
        case phrase
        /// One imported key (a Phantom export or a Solana CLI keypair file): one account.
        case key
    }

    /// Also the id of its keystore entry.
    public let id: String
    /// The wallet's name, unique among the wallets.
    public var name: String
    /// Whether the keystore holds a seed phrase or one key.
    public let kind: Kind
    /// How accounts are derived from the phrase (nil for an imported key).
    public let preset: WalletPreset?
    /// The phrase's wordlist (nil for an imported key).
    public let language: MnemonicLanguage?
    /// When the wallet was created or imported.
    public let createdAt: Date

    /// A wallet record; `preset` and `language` are for a phrase, nil for an imported key.
    public init(
        id: String, name: String, kind: Kind, preset: WalletPreset? = nil, language: MnemonicLanguage? = nil,
        createdAt: Date
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.preset = preset
        self.language = language
        self.createdAt = createdAt
    }
}

/// An account of a wallet: its address, how it was derived, and the user's label.
public struct AccountRecord: Sendable, Codable, Equatable {
    /// The id of the wallet the account belongs to.
    public let walletID: String
    /// The account's number within its wallet (0, 1, …).
    public let number: Int
    /// The account's address.
    public let address: PublicKey
    /// The derivation path (`m/44'/501'/0'/0'`), `seed` (solana-keygen's first 32 bytes), or `key` (imported).
    public let derivation: String
    /// The user's label, nil when none is set.
    public var label: String?

    /// An account record; `derivation` is a path, `seed` or `key` (see `derivation`).
    public init(walletID: String, number: Int, address: PublicKey, derivation: String, label: String? = nil) {
        self.walletID = walletID
        self.number = number
        self.address = address
        self.derivation = derivation
        self.label = label
    }
}

/// Wallets, accounts and settings: the public side of the wallet (secrets live in the keystore only).
public protocol WalletRegistry: Sendable {
    /// Every wallet, oldest first.
    func wallets() throws(WalletStoreError) -> [WalletRecord]
    /// The wallet called `name`, nil when there is none.
    func wallet(named name: String) throws(WalletStoreError) -> WalletRecord?
    /// The accounts of one wallet, or of every wallet (by wallet creation, then number).
    func accounts(of walletID: String?) throws(WalletStoreError) -> [AccountRecord]
    /// Adds a wallet with its first accounts, in one transaction.
    func add(_ wallet: WalletRecord, accounts: [AccountRecord]) throws(WalletStoreError)
    /// Adds an account to its wallet; throws `WalletStoreError.accountTaken` when its number is taken.
    func addAccount(_ account: AccountRecord) throws(WalletStoreError)
    /// Sets (or with nil removes) the label of an account.
    func setLabel(_ label: String?, walletID: String, number: Int) throws(WalletStoreError)
    /// Removes a wallet and its accounts.
    func delete(walletID: String) throws(WalletStoreError)
    /// The value of a setting, nil when it is not set.
    func setting(_ key: String) throws(WalletStoreError) -> String?
    /// Sets a setting; nil removes it.
    func setSetting(_ key: String, to value: String?) throws(WalletStoreError)
}
