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

    public var description: String {
        switch self {
        case .unavailable(let remote):
            return "the history is not available: the cluster could not be reached (\(remote)) and nothing is cached"
        case .decoding(let detail): return detail
        case .store(let detail): return "the local database failed: \(detail)"
        }
    }
}

/// Keeps decoded history entries per address, so a repeat run fetches only what is new.
public protocol HistoryStore: Sendable {
    /// Adds entries (newest first, as the node lists them) above everything stored for their address.
    func append(_ entries: [HistoryEntry], for address: PublicKey) throws(HistoryError)
    /// The newest stored entries of `address`, newest first; before the entry with signature `before` when given.
    func entries(for address: PublicKey, limit: Int, before: Signature?) throws(HistoryError) -> [HistoryEntry]
    /// The newest stored signature of `address` (where an incremental sync stops).
    func newestSignature(for address: PublicKey) throws(HistoryError) -> Signature?
    /// One stored entry.
    func entry(_ signature: Signature, for address: PublicKey) throws(HistoryError) -> HistoryEntry?
}
