import Foundation
import SolanaCore

/// Turns what the user typed for an account into an address: a base58 address, a label of one of the wallets'
/// accounts, a wallet's name (its first account), or a contact's name. No secret is read.
///
/// A base58 text that decodes to 32 bytes is always that address, whatever the names. Names are compared by
/// `ContactName.key` (case, width and look-alike letters ignored). A name that means two different addresses
/// (a label that is also a contact, two wallets' accounts with one label) is refused with every candidate, never
/// guessed; two names that mean the same address are one.
///
/// ```swift
/// let resolver = try manager.resolver(contacts: try AddressBook(store: store).contacts())
/// let from = try resolver.resolve("savings", scope: .own).address   // an account label
/// let to = try resolver.resolve("alice").address                    // a contact
/// ```
public struct AccountResolver: Sendable {
    /// What a text may name.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// A base58 address.
        case address
        /// The label of one of the wallets' accounts.
        case label
        /// A wallet's name: its first account.
        case wallet
        /// A contact of the address book.
        case contact
        /// A keypair file (`-k/--keypair`): its public key.
        case keypairFile
    }

    /// Which addresses a text may resolve to.
    public enum Scope: Sendable {
        /// Only the wallets' accounts (what signs: `--from`): contacts are not looked up, and an address must be one
        /// of the wallets'.
        case own
        /// Any address (balances, histories, recipients).
        case any
    }

    /// One thing a name could mean.
    public struct Candidate: Sendable, Equatable {
        /// A label, a wallet or a contact.
        public let kind: Kind
        /// The label, wallet name or contact name as stored.
        public let name: String
        /// The wallet the account belongs to (labels and wallets), nil for a contact.
        public let wallet: String?
        /// The account's number in its wallet (labels and wallets), nil for a contact.
        public let number: Int?
        /// The address it means.
        public let address: PublicKey

        /// A candidate; `wallet` and `number` for a label or wallet, nil for a contact.
        public init(kind: Kind, name: String, wallet: String? = nil, number: Int? = nil, address: PublicKey) {
            self.kind = kind
            self.name = name
            self.wallet = wallet
            self.number = number
            self.address = address
        }
    }

    /// A resolved account: the address, how it was found, and whether it is one of the wallets'.
    public struct Resolved: Sendable, Equatable {
        /// The address.
        public let address: PublicKey
        /// How the text named it.
        public let kind: Kind
        /// The label, wallet name or contact name that named it (nil for an address).
        public let name: String?
        /// Whether the address is an account of one of the wallets (it can sign with the keystore).
        public let isOwn: Bool
        /// The contact's name at this address, if there is one (shown next to the address in a review).
        public let contactName: String?

        /// A resolved account.
        public init(address: PublicKey, kind: Kind, name: String? = nil, isOwn: Bool, contactName: String? = nil) {
            self.address = address
            self.kind = kind
            self.name = name
            self.isOwn = isOwn
            self.contactName = contactName
        }
    }

    /// The wallets and their accounts, oldest first (the first is the default wallet).
    public let wallets: [WalletSummary]
    /// The address book.
    public let contacts: [Contact]

    /// A resolver over `wallets` (oldest first) and `contacts`.
    public init(wallets: [WalletSummary], contacts: [Contact] = []) {
        self.wallets = wallets
        self.contacts = contacts
    }

    /// Whether `address` is an account of one of the wallets.
    public func isOwn(_ address: PublicKey) -> Bool {
        wallets.contains { $0.accounts.contains { $0.address == address } }
    }

    /// The name of a contact at `address` (the first by name), nil when none is there.
    public func contactName(for address: PublicKey) -> String? {
        contacts.filter { $0.address == address }.map(\.name).sorted().first
    }

    /// What `text` could name in `scope`, without deciding (an address gives one candidate of kind `.address`).
    public func candidates(_ text: String, scope: Scope = .any) -> [Candidate] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let address = try? PublicKey(trimmed) {
            return [Candidate(kind: .address, name: address.base58, address: address)]
        }
        let key = ContactName.key(trimmed)
        guard !key.isEmpty else { return [] }
        var found: [Candidate] = []
        for summary in wallets {
            for account in summary.accounts {
                guard let label = account.label, ContactName.key(label) == key else { continue }
                found.append(
                    Candidate(
                        kind: .label, name: label, wallet: summary.wallet.name, number: account.number,
                        address: account.address))
            }
        }
        for summary in wallets where ContactName.key(summary.wallet.name) == key {
            guard let first = summary.accounts.first else { continue }
            found.append(
                Candidate(
                    kind: .wallet, name: summary.wallet.name, wallet: summary.wallet.name, number: first.number,
                    address: first.address))
        }
        if scope == .any {
            for contact in contacts where ContactName.key(contact.name) == key {
                found.append(Candidate(kind: .contact, name: contact.name, address: contact.address))
            }
        }
        return found
    }

    /// The address `text` names in `scope`.
    ///
    /// - Throws: `.ambiguous` (every candidate listed) when it names two different addresses; `.unknown` (saying
    ///   what was tried) when it names none; `.notOwn` in scope `.own` for an address or a contact that is not one
    ///   of the wallets' accounts.
    public func resolve(_ text: String, scope: Scope = .any) throws(AccountResolutionError) -> Resolved {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let found = candidates(trimmed, scope: scope)
        guard let first = found.first else {
            if scope == .own, let contact = candidates(trimmed, scope: .any).first(where: { $0.kind == .contact }) {
                throw .notOwn(contact.address, name: contact.name)
            }
            var reason = "empty"
            if !trimmed.isEmpty {
                do { _ = try PublicKey(trimmed) } catch { reason = error.description }
            }
            throw .unknown(
                trimmed, tried: scope == .own ? [.address, .label, .wallet] : [.address, .label, .wallet, .contact],
                addressProblem: reason)
        }
        var addresses: [PublicKey] = []
        for candidate in found where !addresses.contains(candidate.address) { addresses.append(candidate.address) }
        guard addresses.count == 1 else { throw .ambiguous(trimmed, candidates: found) }
        let own = isOwn(first.address)
        if scope == .own && !own { throw .notOwn(first.address, name: first.kind == .address ? nil : first.name) }
        // An own label or wallet name is how it was meant when a contact shares it (same address).
        let chosen = found.first { $0.kind != .contact } ?? first
        return Resolved(
            address: first.address, kind: chosen.kind, name: chosen.kind == .address ? nil : chosen.name, isOwn: own,
            contactName: found.first { $0.kind == .contact }?.name ?? contactName(for: first.address))
    }

    /// The account to use when none is given: `configured` (the `account` setting, resolved in `scope`), else the
    /// first account of the default (oldest) wallet.
    ///
    /// - Throws: `.inSetting` wrapping why `configured` does not resolve; `.noAccount` when there is no wallet.
    public func defaultAccount(configured: String? = nil, scope: Scope = .any) throws(AccountResolutionError)
        -> Resolved
    {
        if let configured, !configured.isEmpty {
            do { return try resolve(configured, scope: scope) } catch { throw .inSetting(configured, error) }
        }
        guard let summary = wallets.first, let first = summary.accounts.first else { throw .noAccount }
        return Resolved(
            address: first.address, kind: .wallet, name: summary.wallet.name, isOwn: true,
            contactName: contactName(for: first.address))
    }

    /// `requested` when given (resolved in `scope`), else `defaultAccount(configured:scope:)`.
    public func account(_ requested: String?, configured: String? = nil, scope: Scope = .any)
        throws(AccountResolutionError) -> Resolved
    {
        if let requested { return try resolve(requested, scope: scope) }
        return try defaultAccount(configured: configured, scope: scope)
    }
}

/// Why a text does not name one account.
public indirect enum AccountResolutionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name means more than one address: every candidate.
    case ambiguous(String, candidates: [AccountResolver.Candidate])
    /// Nothing has this name: what was tried, and why it is not an address.
    case unknown(String, tried: [AccountResolver.Kind], addressProblem: String)
    /// An account of the wallets is needed (to sign) and this is not one: the address and the name that gave it.
    case notOwn(PublicKey, name: String?)
    /// No account was given, none is set (`config set account`), and there is no wallet.
    case noAccount
    /// The `account` setting does not resolve: its text and why.
    case inSetting(String, AccountResolutionError)

    /// A one-line explanation for a user.
    public var description: String {
        switch self {
        case .ambiguous(let text, let candidates):
            return "'\(OneLine.escape(text))' names more than one account: "
                + candidates.map(Self.describe).joined(separator: "; ") + "; give the address instead"
        case .unknown(let text, let tried, let problem):
            return "'\(OneLine.escape(text))' is not "
                + tried.map(Self.noun).joined(separator: ", ") + " (as an address: \(problem))"
        case .notOwn(let address, let name):
            return (name.map { "'\(OneLine.escape($0))' (\(address))" } ?? address.base58)
                + " is not an account of your wallets (see solwallet accounts)"
        case .noAccount:
            return "no account: create a wallet with `solwallet init` or `solwallet import`, or choose one with "
                + "`solwallet config set account LABEL|ADDRESS`"
        case .inSetting(let text, let error):
            return "the account setting '\(OneLine.escape(text))': \(error.description)"
        }
    }

    static func describe(_ candidate: AccountResolver.Candidate) -> String {
        switch candidate.kind {
        case .label:
            return "the label of account \(candidate.number ?? 0) of wallet '\(OneLine.escape(candidate.wallet ?? ""))'"
                + " (\(candidate.address))"
        case .wallet: return "wallet '\(OneLine.escape(candidate.name))' (\(candidate.address))"
        case .contact: return "contact '\(OneLine.escape(candidate.name))' (\(candidate.address))"
        case .address, .keypairFile: return candidate.address.base58
        }
    }

    static func noun(_ kind: AccountResolver.Kind) -> String {
        switch kind {
        case .address: return "an address"
        case .label: return "an account label"
        case .wallet: return "a wallet name"
        case .contact: return "a contact"
        case .keypairFile: return "a keypair file"
        }
    }
}

extension WalletManager {
    /// A resolver over the wallets here and `contacts` (no secret is read).
    public func resolver(contacts: [Contact] = []) throws(WalletError) -> AccountResolver {
        AccountResolver(wallets: try summaries(), contacts: contacts)
    }
}
