import Foundation
import SolanaCore
import SolanaCrypto
import SolanaKeys

/// Why a wallet operation failed.
public enum WalletError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database of wallets and accounts failed, or refused (a duplicate name, an unknown wallet).
    case registry(WalletStoreError)
    /// The keystore failed: a wrong password, a damaged file, an I/O error.
    case keystore(KeystoreError)
    /// There is no wallet yet, none with that name, or the address is not an account of one.
    case noWallet(Missing)
    /// The operation does not apply to this wallet (e.g. a new account of an imported single key).
    case unsupported(Unsupported)
    /// A backup that cannot be restored as it is (checked whole before anything is written).
    case backup(BackupProblem)
    /// The phrase or key is already in the keystore, as the wallet named here (the same phrase under any derivation
    /// preset, or a key of one of its accounts): importing it again would make two wallets of the same funds.
    case alreadyInKeystore(wallet: String)
    /// The name cannot be a new wallet's (`WalletName`).
    case invalidName(WalletNameError)

    /// A one-line explanation for a user.
    public var description: String {
        switch self {
        case .registry(let error): return error.description
        case .keystore(let error): return error.description
        case .noWallet(let missing): return missing.description
        case .unsupported(let reason): return reason.description
        case .backup(let problem): return problem.description
        case .alreadyInKeystore(let wallet):
            return "this is already the wallet '\(wallet)': its accounts are in the keystore (`solwallet wallets`)"
        case .invalidName(let error): return error.description
        }
    }

    /// What was looked for and is not there.
    public enum Missing: Sendable, Equatable, CustomStringConvertible {
        /// There is no wallet yet.
        case noWalletYet
        /// No wallet has this name.
        case named(String)
        /// The address is not an account of any of the wallets.
        case account(PublicKey)

        /// A one-line explanation for a user.
        public var description: String {
            switch self {
            case .noWalletYet: return "no wallet yet: create one with solwallet init or solwallet import"
            case .named(let name): return "there is no wallet named '\(name)'; `solwallet wallets` lists them"
            case .account(let address):
                return "\(address) is not an account of your wallets (see solwallet accounts)"
            }
        }
    }

    /// Why an operation does not apply to a wallet.
    public enum Unsupported: Sendable, Equatable, CustomStringConvertible {
        /// The wallet (named) holds one key, or a derivation without accounts: it has no other accounts to derive.
        case noOtherAccounts(wallet: String)
        /// The wallet (named) was imported from a single key: it has no seed phrase.
        case noSeedPhrase(wallet: String)

        /// A one-line explanation for a user.
        public var description: String {
            switch self {
            case .noOtherAccounts(let wallet):
                return "wallet '\(wallet)' holds one key (or a derivation without accounts): it has no other accounts "
                    + "to derive"
            case .noSeedPhrase(let wallet):
                return "wallet '\(wallet)' was imported from a single key: it has no seed phrase"
            }
        }
    }
}

/// A wallet and its accounts, as listed.
public struct WalletSummary: Sendable, Equatable {
    /// The wallet.
    public let wallet: WalletRecord
    /// Its accounts, by number.
    public let accounts: [AccountRecord]
}

/// Wallets end to end: the secret in `SecureStorage` (the encrypted keystore by default), the wallet and its accounts
/// in the `WalletRegistry`. Secrets are read only to derive an account or to export, and checked against the first
/// account's address (a swapped keystore file is an error, never a silent switch of wallet).
public struct WalletManager: Sendable {
    /// Where wallets, accounts and settings are kept.
    public let registry: any WalletRegistry
    /// Where the wallets' secrets are kept.
    public let storage: any SecureStorage
    /// The clock that stamps new wallets' creation dates.
    public let clock: any WalletClock

    /// A manager over `registry` and `storage`.
    public init(registry: any WalletRegistry, storage: any SecureStorage, clock: any WalletClock = SystemClock()) {
        self.registry = registry
        self.storage = storage
        self.clock = clock
    }

    /// Every account of every wallet (no secret is read): what a send's look-alike check and the history's dust
    /// judge against. Empty when the registry cannot be read.
    public func ownAccounts() -> [PublicKey] {
        ((try? summaries()) ?? []).flatMap { $0.accounts.map(\.address) }
    }

    /// The account to act from: `requested`, which must be one of the wallets' accounts, else the first wallet's
    /// first account (what `--from` defaults to). No secret is read.
    ///
    /// - Throws: `.noWallet` when there is no wallet yet or `requested` is not an account of one.
    public func account(_ requested: PublicKey? = nil) throws(WalletError) -> PublicKey {
        let all = try summaries()
        if let requested {
            guard all.contains(where: { $0.accounts.contains { $0.address == requested } }) else {
                throw .noWallet(.account(requested))
            }
            return requested
        }
        guard let first = all.first?.accounts.first else {
            throw .noWallet(.noWalletYet)
        }
        return first.address
    }

    /// Creates a wallet from a seed phrase (new or imported) with its first `accounts` accounts under `preset`; its
    /// name is `name` as `newWalletName` takes it (trimmed, `.invalidName` when the rule refuses it).
    public func createWallet(
        name: String, mnemonic: Mnemonic, preset: WalletPreset = .phantom,
        accounts: Int = 1
    ) async throws(WalletError) -> WalletSummary {
        let id = Self.newID()
        let wallet = WalletRecord(
            id: id, name: try newWalletName(name), kind: .phrase, preset: preset, language: mnemonic.language,
            createdAt: clock.now)
        try refuseKnown(mnemonic)
        let count = preset.hasAccounts ? max(1, accounts) : 1
        let records = (0..<count).map { number in
            AccountRecord(
                walletID: id, number: number,
                address: Keypair(mnemonic: mnemonic, derivation: preset.derivation(account: UInt32(number))).publicKey,
                derivation: preset.derivation(account: UInt32(number)).description)
        }
        try await add(wallet, records, secret: KeystoreSecret(mnemonic: mnemonic))
        return WalletSummary(wallet: wallet, accounts: records)
    }

    /// Adds a wallet of one imported key (a Phantom export, a Solana CLI keypair file); its name is `name` as
    /// `newWalletName` takes it.
    public func importKey(name: String, keypair: Keypair) async throws(WalletError) -> WalletSummary {
        let id = Self.newID()
        let wallet = WalletRecord(id: id, name: try newWalletName(name), kind: .key, createdAt: clock.now)
        let record = AccountRecord(walletID: id, number: 0, address: keypair.publicKey, derivation: "key")
        if let owner = try summaries().first(where: { $0.accounts.contains { $0.address == keypair.publicKey } }) {
            throw .alreadyInKeystore(wallet: owner.wallet.name)
        }
        try await add(wallet, [record], secret: KeystoreSecret(keypair: keypair))
        return WalletSummary(wallet: wallet, accounts: [record])
    }

    /// Every wallet with its accounts, oldest first.
    public func summaries() throws(WalletError) -> [WalletSummary] {
        do {
            return try registry.wallets().map { wallet throws(WalletStoreError) in
                WalletSummary(wallet: wallet, accounts: try registry.accounts(of: wallet.id))
            }
        } catch { throw .registry(error) }
    }

    /// The wallet named `name`, or the oldest one when no name is given.
    public func wallet(_ name: String?) throws(WalletError) -> WalletSummary {
        let all = try summaries()
        if let name {
            guard let found = all.first(where: { $0.wallet.name == name }) else {
                throw .noWallet(.named(name))
            }
            return found
        }
        guard let first = all.first else {
            throw .noWallet(.noWalletYet)
        }
        return first
    }

    /// Derives the wallet's next account (reads the phrase: needs the keystore password).
    public func addAccount(wallet name: String?, label: String? = nil) async throws(WalletError) -> AccountRecord {
        let summary = try wallet(name)
        guard summary.wallet.kind == .phrase, let preset = summary.wallet.preset, preset.hasAccounts else {
            throw .unsupported(.noOtherAccounts(wallet: summary.wallet.name))
        }
        let mnemonic = try await phrase(of: summary)
        var number = (summary.accounts.map(\.number).max() ?? -1) + 1
        // Two processes may add an account at once: the one that loses takes the next number.
        for _ in 0..<16 {
            let derivation = preset.derivation(account: UInt32(number))
            let record = AccountRecord(
                walletID: summary.wallet.id, number: number,
                address: Keypair(mnemonic: mnemonic, derivation: derivation).publicKey,
                derivation: derivation.description, label: label)
            do {
                try registry.addAccount(record)
                return record
            } catch .accountTaken {
                number += 1
            } catch {
                throw .registry(error)
            }
        }
        throw .registry(.accountTaken(number))
    }

    /// The wallet's seed phrase (for `seed export`); checked against its first account's address.
    public func exportPhrase(wallet name: String?) async throws(WalletError) -> Mnemonic {
        let summary = try wallet(name)
        guard summary.wallet.kind == .phrase else {
            throw .unsupported(.noSeedPhrase(wallet: summary.wallet.name))
        }
        return try await phrase(of: summary)
    }

    /// The signing keypair of an account of one of the wallets.
    public func keypair(for address: PublicKey) async throws(WalletError) -> Keypair {
        for summary in try summaries() {
            guard let account = summary.accounts.first(where: { $0.address == address }) else { continue }
            let secret = try await load(summary)
            let keypair: Keypair
            switch summary.wallet.kind {
            case .key: keypair = secret.keypair()
            case .phrase:
                let preset = summary.wallet.preset ?? .phantom
                keypair = secret.keypair(derivation: preset.derivation(account: UInt32(account.number)))
            }
            guard keypair.publicKey == address else {
                throw .keystore(.keyMismatch(expected: address, found: keypair.publicKey))
            }
            return keypair
        }
        throw .noWallet(.account(address))
    }

    /// Removes a wallet: its keystore entry first (the secret is gone), then its records. Other wallets are untouched.
    ///
    /// The password must be the keystore's: the secret is read (and checked against the wallet's first account)
    /// before anything is removed, so a wrong password deletes nothing (`.keystore(.wrongPassword)`). A wallet whose
    /// secret is already missing has nothing to protect: its records are removed.
    public func deleteWallet(named name: String) async throws(WalletError) {
        let summary = try wallet(name)
        do { _ = try await load(summary) } catch {
            guard case .keystore(.notFound) = error else { throw error }
        }
        do { try await storage.delete(id: summary.wallet.id) } catch {
            guard case .notFound = error else { throw .keystore(error) }
        }
        do { try registry.delete(walletID: summary.wallet.id) } catch { throw .registry(error) }
    }

    // MARK: Backup

    /// Every wallet with its secret, for `WalletBackup.seal` (reads every keystore entry: needs the password).
    /// Each secret is checked against its wallet's first account, as any read is.
    public func backup() async throws(WalletError) -> WalletBackup.Content {
        var wallets: [WalletBackup.Wallet] = []
        for summary in try summaries() {
            let secret = try await load(summary)
            wallets.append(WalletBackup.Wallet(record: summary.wallet, accounts: summary.accounts, secret: secret))
        }
        return WalletBackup.Content(createdAt: clock.now, wallets: wallets)
    }

    /// What `restore` did.
    public struct RestoreResult: Sendable, Equatable {
        /// The wallets added, with their accounts.
        public let restored: [WalletSummary]
        /// The names of the backup's wallets that were here already (same id or same first address): left as
        /// they are.
        public let skipped: [String]
    }

    /// Adds the wallets of a backup, all or none. The backup is checked whole first (`Content.check()`: unique ids
    /// and names, at least one account per wallet, each secret deriving its accounts); wallets already
    /// here (same id or an address of theirs) are skipped; a name taken by another wallet, or an id that names a
    /// keystore entry of no wallet, is refused before anything is written. Then the wallets are written one by one,
    /// and a failure removes those already written, leaving the wallets and the keystore as they were.
    /// - Throws: `.backup` for a backup that fails its check, `.registry(.duplicateName)`, `.keystore` (a keystore
    ///   under another password: `.passwordMismatch`).
    public func restore(_ content: WalletBackup.Content) async throws(WalletError) -> RestoreResult {
        do { try content.check() } catch { throw .backup(error) }
        let existing = try summaries()
        let knownAddresses = Set(existing.flatMap { $0.accounts.map(\.address) })
        let entries: Set<String>
        do { entries = Set(try await storage.list()) } catch { throw .keystore(error) }
        var toAdd: [WalletBackup.Wallet] = []
        var skipped: [String] = []
        for wallet in content.wallets {
            if existing.contains(where: { $0.wallet.id == wallet.record.id })
                || wallet.accounts.contains(where: { knownAddresses.contains($0.address) })
            {
                skipped.append(wallet.record.name)
                continue
            }
            if existing.contains(where: { $0.wallet.name == wallet.record.name }) {
                throw .registry(.duplicateName(wallet.record.name))
            }
            // Writing would replace that entry's secret (and a rollback would delete it).
            guard !entries.contains(wallet.record.id) else {
                throw .backup(.entryExists(id: wallet.record.id, wallet: wallet.record.name))
            }
            toAdd.append(wallet)
        }
        var restored: [WalletSummary] = []
        for wallet in toAdd {
            do throws(WalletError) {
                try await add(wallet.record, wallet.accounts, secret: wallet.secret)
            } catch {
                for done in restored.reversed() {
                    try? registry.delete(walletID: done.wallet.id)
                    try? await storage.delete(id: done.wallet.id)
                }
                throw error
            }
            restored.append(WalletSummary(wallet: wallet.record, accounts: wallet.accounts))
        }
        return RestoreResult(restored: restored, skipped: skipped)
    }

    // MARK: Internals

    /// Refuses a phrase that a wallet here already holds: its first account under each phrase wallet's own preset is
    /// that wallet's first account (one derivation per preset, no secret read).
    private func refuseKnown(_ mnemonic: Mnemonic) throws(WalletError) {
        var derived: [WalletPreset: PublicKey] = [:]
        func first(_ preset: WalletPreset) -> PublicKey {
            if let known = derived[preset] { return known }
            let address = Keypair(mnemonic: mnemonic, derivation: preset.derivation(account: 0)).publicKey
            derived[preset] = address
            return address
        }
        for summary in try summaries() where summary.wallet.kind == .phrase {
            guard let preset = summary.wallet.preset,
                let account = summary.accounts.first(where: { $0.number == 0 })
            else { continue }
            if first(preset) == account.address { throw .alreadyInKeystore(wallet: summary.wallet.name) }
        }
    }

    private func add(_ wallet: WalletRecord, _ accounts: [AccountRecord], secret: KeystoreSecret)
        async throws(WalletError)
    {
        // A taken name is refused before anything is written.
        let existing: WalletRecord?
        do { existing = try registry.wallet(named: wallet.name) } catch { throw .registry(error) }
        if existing != nil { throw .registry(.duplicateName(wallet.name)) }
        do { try await storage.store(secret, id: wallet.id) } catch { throw .keystore(error) }
        do { try registry.add(wallet, accounts: accounts) } catch {
            // Keep no secret without its wallet.
            try? await storage.delete(id: wallet.id)
            throw .registry(error)
        }
    }

    private func load(_ summary: WalletSummary) async throws(WalletError) -> KeystoreSecret {
        let pin = summary.accounts.first(where: { $0.number == 0 }).map { account in
            AddressPin(
                account.address,
                derivation: summary.wallet.kind == .key
                    ? .seedPrefix : (summary.wallet.preset ?? .phantom).derivation(account: 0))
        }
        do { return try await storage.load(id: summary.wallet.id, pin: pin) } catch { throw .keystore(error) }
    }

    private func phrase(of summary: WalletSummary) async throws(WalletError) -> Mnemonic {
        let secret = try await load(summary)
        guard let mnemonic = secret.mnemonic(language: summary.wallet.language ?? .english) else {
            throw .unsupported(.noSeedPhrase(wallet: summary.wallet.name))
        }
        return mnemonic
    }

    /// A new wallet id (also its keystore entry's name): 16 random hex digits.
    static func newID() -> String { Hex.encode(SecureRandom.bytes(8)) }
}
