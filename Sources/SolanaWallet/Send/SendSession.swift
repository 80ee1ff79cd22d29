import SolanaCore
import SolanaRPC

/// One payment from its request to the chain, through as many attempts as the safe re-sign allows: an attempt whose
/// blockhash expired before it landed is built, reviewed and signed anew only when the cluster, with its whole history
/// searched, has no record of it (it can never land, so sending again cannot pay twice), and at most
/// `maxAttempts` times in all. What the front-end does between the steps (show the review, ask, unlock the key) is its
/// own; the order and the rules are this type's.
///
/// ```swift
/// var session = SendSession(flow: flow, request: request)
/// while true {
///     let review = try await session.prepare()          // show it, ask the user
///     switch try await session.send(review, signer: key) {
///     case .landed(let signature): return signature
///     case .expired(let known):                         // show `known`; ask before the next round
///         guard session.maySendAgain else { throw SendError.expired(known.signature) }
///     }
/// }
/// ```
public struct SendSession: Sendable {
    /// What one attempt came to.
    public enum Outcome: Sendable, Equatable {
        /// Confirmed at the flow's commitment.
        case landed(Signature)
        /// Its blockhash expired before it was confirmed; what the cluster knows of it (asked at once).
        case expired(ExpiredTransaction)
    }

    /// The flow each attempt is prepared and sent with.
    public let flow: SendFlow
    /// The payment.
    public let request: SendRequest
    /// The most attempts, the first included (`SendFlow.maxSendAttempts` by default).
    public let maxAttempts: Int
    /// Attempts prepared so far.
    public private(set) var attempts = 0
    /// The signatures sent so far, oldest first.
    public private(set) var sent: [Signature] = []
    /// The last attempt's outcome; nil before the first send.
    public private(set) var lastOutcome: Outcome?

    /// A session for `request`; nothing is asked of the cluster until `prepare`.
    public init(flow: SendFlow, request: SendRequest, maxAttempts: Int = SendFlow.maxSendAttempts) {
        self.flow = flow
        self.request = request
        self.maxAttempts = max(1, maxAttempts)
    }

    /// Whether another attempt may be prepared: none has been made yet, or the last one expired with no record on
    /// the cluster and fewer than `maxAttempts` were made.
    public var maySendAgain: Bool {
        guard attempts < maxAttempts else { return false }
        switch lastOutcome {
        case nil: return true  // none sent yet, or one prepared and not sent (declined): prepared anew
        case .landed: return false
        case .expired(let known): return known.maySendAgain
        }
    }

    /// Prepares the next attempt (a fresh blockhash, the balances and effects as of now).
    ///
    /// - Throws: `.build` when no attempt may be made (`maySendAgain` is false: it landed, the cluster has a record
    ///   of the expired one, or `maxAttempts` were made); else what `SendFlow.prepare` throws.
    public mutating func prepare() async throws(SendError) -> SendReview {
        guard maySendAgain else {
            switch lastOutcome {
            case .landed(let signature): throw .build("this payment already landed as \(signature)")
            case .expired(let known) where !known.maySendAgain: throw .build(known.description)
            default: throw .build("\(attempts) attempts were made, the most for one payment")
            }
        }
        let review = try await flow.prepare(request)
        attempts += 1
        lastOutcome = nil
        return review
    }

    /// Signs and sends the attempt `prepare` returned; an expiry is not thrown but checked against the cluster's
    /// history at once (`SendFlow.checkExpired`) and returned, so the caller can say what happened and whether it may
    /// be sent again. Every other failure is thrown as `SendFlow.send` throws it (a fatal error stops the session:
    /// nothing is sent again).
    public mutating func send(
        _ review: SendReview, signer: Keypair, acknowledged: Set<SendWarning> = [],
        progress: @Sendable (SendFlow.Progress) -> Void = { _ in }
    ) async throws(SendError) -> Outcome {
        guard review.request == request else { throw .build("the review is not of this session's payment") }
        guard attempts > sent.count else { throw .build("each attempt is prepared before it is sent") }
        let signature: Signature
        do {
            signature = try await flow.send(review, signer: signer, acknowledged: acknowledged, progress: progress)
        } catch .expired(let lost) {
            sent.append(lost)
            let known: ExpiredTransaction
            do { known = try await flow.checkExpired(lost) } catch {
                attempts = maxAttempts  // the cluster could not say: nothing may be sent again
                throw error
            }
            lastOutcome = .expired(known)
            return .expired(known)
        } catch {
            // Nothing else may be sent: the attempt counts as the last one.
            attempts = maxAttempts
            throw error
        }
        sent.append(signature)
        lastOutcome = .landed(signature)
        return .landed(signature)
    }
}

extension ExpiredTransaction {
    /// The transaction's signature.
    public var signature: Signature {
        switch self {
        case .neverLanded(let signature), .recorded(let signature, _, _): return signature
        }
    }
}
