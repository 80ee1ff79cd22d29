import SolanaCore
import SolanaRPC

/// What the cluster knows of a transaction `SendFlow.send` reported expired (`SendError.expired`).
public enum ExpiredTransaction: Sendable, Equatable {
    /// No record of it, with the whole history searched, and its last valid block height has passed: it can never
    /// land, so the same payment may be built, reviewed and signed again without paying twice.
    case neverLanded(Signature)
    /// The cluster has a record of it after all (in `slot`; `failed` when it failed): never send it again, look at
    /// it instead.
    case recorded(Signature, slot: UInt64, failed: Bool)

    /// Whether the payment may be sent again.
    public var maySendAgain: Bool {
        if case .neverLanded = self { return true }
        return false
    }
}

extension SendFlow {
    /// Sends of one request, the first included: after that many expiries a send is only reported.
    public static let maxSendAttempts = 3

    /// What the cluster knows of `signature`, which `send` reported expired: `getSignatureStatuses` with the whole
    /// history searched. Only `.neverLanded` lets a front-end offer to build, review and sign the payment again.
    ///
    /// - Throws: `.network` when the cluster cannot be asked (then nothing may be sent again).
    public func checkExpired(_ signature: Signature) async throws(SendError) -> ExpiredTransaction {
        let statuses = try await rpc(.getSignatureStatuses([signature], searchTransactionHistory: true)).value
        guard statuses.count == 1 else {
            throw .network("the node answered \(statuses.count) statuses for 1 signature")
        }
        guard let status = statuses[0] else { return .neverLanded(signature) }
        return .recorded(signature, slot: status.slot, failed: status.err != nil)
    }
}

extension ExpiredTransaction: CustomStringConvertible {
    /// What it means, and what to do, in one sentence.
    public var description: String {
        switch self {
        case .neverLanded(let signature):
            return "transaction \(signature) expired before it landed: its blockhash is too old and the cluster has no "
                + "record of it, so it can never land; sending again cannot pay twice"
        case .recorded(let signature, let slot, let failed):
            return "\(signature) was reported expired, yet the cluster has a record of it (slot \(slot)"
                + (failed ? ", failed" : "") + "); look at it (solwallet tx show) before sending again"
        }
    }
}
