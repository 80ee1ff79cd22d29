import SolanaCore
import SolanaTransactions

/// Where a remote transaction-scanning service can plug into the signing-safety pipeline: it sees the transaction,
/// its effects from the simulation and who asks, and may warn or block. The SDK ships no implementation; a wallet
/// that uses one passes it to the flows that take a `scanner`.
public protocol TransactionScanner: Sendable {
    /// Judges `transaction` (its `effects` already computed) requested by `origin` (a host, nil for the user's own).
    func scan(_ transaction: Transaction, effects: TransactionEffects, origin: String?) async throws -> ScanVerdict
}

/// A scanner's answer.
public struct ScanVerdict: Sendable, Equatable {
    /// How serious.
    public enum Level: String, Sendable, Equatable {
        /// Nothing known against it.
        case ok
        /// Shown in the review; the user decides.
        case warn
        /// Refused: nothing is signed.
        case block
    }

    /// How serious.
    public let level: Level
    /// Why, one sentence each (the service's words).
    public let reasons: [String]

    /// A verdict from its parts.
    public init(level: Level, reasons: [String] = []) {
        self.level = level
        self.reasons = reasons
    }
}
