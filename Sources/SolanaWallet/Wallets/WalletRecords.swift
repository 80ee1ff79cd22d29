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
    public var name: String
    public let kind: Kind
    /// How accounts are derived from the phrase (nil for an imported key).
    public let preset: WalletPreset?
    /// The phrase's wordlist (nil for an imported key).
    public let language: MnemonicLanguage?
    public let createdAt: Date

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
    public let walletID: String
    /// The account's number within its wallet (0, 1, …).
    public let number: Int
    public let address: PublicKey
    /// The derivation path (`m/44'/501'/0'/0'`), `seed` (solana-keygen's first 32 bytes), or `key` (imported).
    public let derivation: String
    public var label: String?

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
    func wallets() throws(WalletStoreError) -> [WalletRecord]
    func wallet(named name: String) throws(WalletStoreError) -> WalletRecord?
    /// The accounts of one wallet, or of every wallet (by wallet creation, then number).
    func accounts(of walletID: String?) throws(WalletStoreError) -> [AccountRecord]
    /// Adds a wallet with its first accounts, in one transaction.
    func add(_ wallet: WalletRecord, accounts: [AccountRecord]) throws(WalletStoreError)
    func addAccount(_ account: AccountRecord) throws(WalletStoreError)
    func setLabel(_ label: String?, walletID: String, number: Int) throws(WalletStoreError)
    /// Removes a wallet and its accounts.
    func delete(walletID: String) throws(WalletStoreError)
    func setting(_ key: String) throws(WalletStoreError) -> String?
    func setSetting(_ key: String, to value: String?) throws(WalletStoreError)
}
