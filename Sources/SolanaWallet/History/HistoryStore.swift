import Foundation
import SolanaCore

/// Why history could not be shown.
public enum HistoryError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cluster could not be read and nothing is cached.
    case unavailable(remoteError: String)
    /// A transaction the node returned could not be decoded.
    case decoding(String)
    /// The local database failed.
    case store(String)
    /// Offline, and the signature to page from is not among the stored entries.
    case notStored(Signature)

    /// A one-line explanation for a user.
    public var description: String {
        switch self {
        case .unavailable(let remote):
            return "the history is not available: the cluster could not be reached (\(remote)) and nothing is cached"
        case .decoding(let detail): return detail
        case .store(let detail): return "the local database failed: \(detail)"
        case .notStored(let signature):
            return "the cluster could not be reached and \(signature) is not in the saved history; try again online"
        }
    }
}

/// Keeps decoded history entries per address, so a repeat run fetches only what is new. What is stored of an address
/// is always one contiguous run of its history (from its newest stored entry down to its oldest, nothing missing in
/// between); `reachesFirstTransaction` says whether that run goes down to the address's first transaction.
public protocol HistoryStore: Sendable {
    /// Adds entries (newest first, as the node lists them) above everything stored for their address.
    func append(_ entries: [HistoryEntry], for address: PublicKey) throws(HistoryError)
    /// Adds entries (newest first) below everything stored for their address: the next older part of its history.
    func appendOlder(_ entries: [HistoryEntry], for address: PublicKey) throws(HistoryError)
    /// Forgets the address's stored history (when a new run cannot join the stored one).
    func removeAll(for address: PublicKey) throws(HistoryError)
    /// The oldest stored signature of `address` (where fetching older history starts).
    func oldestSignature(for address: PublicKey) throws(HistoryError) -> Signature?
    /// Whether the stored run reaches the address's first transaction (nothing older to fetch).
    func reachesFirstTransaction(_ address: PublicKey) throws(HistoryError) -> Bool
    /// Records whether the stored run reaches the address's first transaction.
    func setReachesFirstTransaction(_ reaches: Bool, for address: PublicKey) throws(HistoryError)
    /// The newest stored entries of `address`, newest first; before the entry with signature `before` when given.
    func entries(for address: PublicKey, limit: Int, before: Signature?) throws(HistoryError) -> [HistoryEntry]
    /// The newest stored signature of `address` (where an incremental sync stops).
    func newestSignature(for address: PublicKey) throws(HistoryError) -> Signature?
    /// One stored entry.
    func entry(_ signature: Signature, for address: PublicKey) throws(HistoryError) -> HistoryEntry?
    /// Where the store remembers which cluster each RPC URL serves. nil (the default): the store holds one
    /// cluster's history and `HistorySync` uses it as it is.
    var clusterIdentities: (any ClusterIdentityStore)? { get }
    /// The same store limited to `cluster`'s history (the default: the store itself).
    func scoped(to cluster: ClusterIdentity) -> any HistoryStore
}

extension HistoryStore {
    /// nil: a store that holds one cluster's history.
    public var clusterIdentities: (any ClusterIdentityStore)? { nil }
    /// The store itself: it holds one cluster's history.
    public func scoped(to cluster: ClusterIdentity) -> any HistoryStore { self }
}
