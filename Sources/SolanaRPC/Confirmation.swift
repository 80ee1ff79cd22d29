import SolanaCore

/// Where a sent transaction ended up. Never "unknown": waiting stops at confirmation, failure or expiry.
public enum ConfirmationOutcome: Sendable, Equatable {
    /// It reached the wanted commitment without error.
    case confirmed(signature: Signature, slot: UInt64, commitment: Commitment)
    /// It failed: in preflight simulation (it never reached the chain) or on chain (the fee was charged).
    case failed(TransactionFailure)
    /// Its blockhash expired before it landed (or, for a durable-nonce transaction, another transaction advanced the
    /// nonce: `ConfirmationOptions.stillLandable`): it can never land now, so it is safe to rebuild and re-sign.
    case expired(signature: Signature, lastValidBlockHeight: UInt64, blockHeight: UInt64)
}

/// A failed transaction: the runtime's error and the program logs.
public struct TransactionFailure: Sendable, Equatable, CustomStringConvertible {
    /// Where the failure happened: `preflight` (the node's simulation; nothing landed, no fee) or `onChain` (fee
    /// charged).
    public enum Stage: String, Sendable {
        /// The node's simulation refused it: nothing landed, no fee was charged.
        case preflight
        /// It landed and failed: the fee was charged.
        case onChain
    }
    /// The failed transaction's signature.
    public let signature: Signature
    /// Whether it failed in preflight simulation or on chain.
    public let stage: Stage
    /// The transaction error as the node reports it (e.g. `{"InstructionError":[0,{"Custom":1}]}`).
    public let error: JSONValue
    /// The program logs; empty when the node returned none.
    public let logs: [String]
    /// The RPC error message of a preflight failure.
    public let message: String?

    /// The signature, the stage, the error and the logs, one per line.
    public var description: String {
        var text = "transaction \(signature) failed \(stage == .preflight ? "in simulation" : "on chain"): \(error)"
        if !logs.isEmpty { text += "\n  " + logs.joined(separator: "\n  ") }
        return text
    }
}

/// Where a transaction being landed is (`ConfirmationOptions.onEvent`).
public enum LandingEvent: Sendable, Equatable {
    /// The node accepted the transaction (after its simulation, unless skipped).
    case sent(Signature)
    /// A send could not be made or was refused for a reason that may pass (the network, a rate limit, a node that is
    /// behind or has not seen the blockhash yet): the same bytes are sent again.
    case sendFailed(Signature, reason: String)
    /// Not seen yet: the same bytes sent again, `count` times so far.
    case resent(Signature, count: Int)
    /// Reached the wanted commitment in `slot`.
    case confirmed(Signature, slot: UInt64)
    /// Its last valid block height passed with no record of it: it can never land.
    case expired(Signature)
    /// It failed (in the node's simulation or on chain).
    case failed(Signature)
}

/// What a failed `sendTransaction` call means for the transaction (`RPCClientError.sendAttemptFailure`).
public enum SendAttemptFailure: Sendable, Equatable {
    /// It may pass: the network, a rate limit, a 5xx answer, a node that is behind or unhealthy, a blockhash the node
    /// has not seen yet. The same bytes are sent again until the blockhash expires.
    case resend
    /// It cannot land as it is (a program error or too few lamports in the node's simulation, a bad signature, a
    /// malformed request) or the caller stopped: stop at once, nothing is sent again.
    case fatal
}

extension RPCClientError {
    /// How the landing engine treats this error of a `sendTransaction` call.
    public var sendAttemptFailure: SendAttemptFailure {
        switch self {
        case .rateLimited, .timeout, .transport, .malformedResponse: return .resend
        case .httpStatus(let status, _): return status >= 500 || status == 408 ? .resend : .fatal
        case .cancelled, .invalidRequest, .responseTooLarge, .confirmationTimeout: return .fatal
        case .rpc(let error):
            switch error.code {
            case RPCError.Code.nodeUnhealthy, RPCError.Code.minContextSlotNotReached,
                RPCError.Code.blockStatusNotAvailableYet, RPCError.Code.internalError:
                return .resend
            case RPCError.Code.sendTransactionPreflightFailure:
                // A node behind the one that gave the blockhash answers BlockhashNotFound until it catches up.
                return error.simulationError == "BlockhashNotFound" ? .resend : .fatal
            default: return .fatal
            }
        }
    }
}

/// How to send and wait.
public struct ConfirmationOptions: Sendable {
    /// The commitment to wait for.
    public var commitment: Commitment = .confirmed
    /// Skip the node's simulation on the first send.
    public var skipPreflight = false
    /// How often to ask for the status.
    public var pollInterval: Duration = .milliseconds(400)
    /// How often to re-broadcast the same bytes while the transaction is not seen.
    public var resendInterval: Duration = .seconds(2)
    /// Wake up on `signatureSubscribe` notifications as well as by polling (polling always runs).
    public var useWebSocket = false
    /// The longest the whole wait may take. A blockhash lives about 150 blocks (60–90 s), so the default leaves room
    /// to see it expire; when this passes first the call throws `RPCClientError.confirmationTimeout`.
    public var timeout: Duration = .seconds(150)
    /// Told where the transaction is (sent, sent again, confirmed, expired, failed), for a progress line.
    public var onEvent: (@Sendable (LandingEvent) -> Void)?
    /// Asked at each resend while the cluster has not seen the transaction: false when it can never land whatever its
    /// block height says — a durable-nonce transaction whose nonce another transaction advanced. After one look in
    /// the whole history (it may have landed after all), the outcome is `.expired`. Nil: only the block height
    /// decides (a durable-nonce transaction then waits until `timeout`).
    public var stillLandable: (@Sendable () async -> Bool)?

    /// Options with the given commitment, preflight choice and overall timeout; the intervals keep their defaults.
    public init(commitment: Commitment = .confirmed, skipPreflight: Bool = false, timeout: Duration = .seconds(150)) {
        self.commitment = commitment
        self.skipPreflight = skipPreflight
        self.timeout = timeout
    }

    /// Block heights that decide expiry are read at `confirmed` or stronger: a `processed` height can belong to a
    /// fork, and an early "expired" makes a user re-sign and pay twice.
    var expiryCommitment: Commitment { max(commitment, .confirmed) }
}

extension RPCClient {
    /// Sends signed wire bytes and waits until they are confirmed, failed or expired.
    ///
    /// Follows solana.com's confirmation strategy: send with preflight at the wanted commitment, then poll
    /// `getSignatureStatuses` while re-sending the *same* bytes (never re-signed; `skipPreflight`, `maxRetries: 0`)
    /// every `resendInterval` until the status arrives or the block height (read at `confirmed` or stronger) passes
    /// `lastValidBlockHeight`. A send that fails for a reason that may pass (`SendAttemptFailure.resend`: the
    /// network, a rate limit, a node behind, a blockhash it has not seen yet) is tried again, with the caller's
    /// preflight choice, until the node accepts it once; a fatal one (a program error, too few lamports, a bad
    /// signature) stops at the first answer. Every path sleeps between polls; the wait ends by `options.timeout` at the
    /// latest. Transport errors of the status polls are retried within the client's retry policy; a persistent one
    /// ends the wait with that error. `options.onEvent` hears each step.
    ///
    /// - Throws: `RPCClientError.confirmationTimeout` when `options.timeout` passes first (the outcome is then
    ///   unknown: the transaction can still land until `lastValidBlockHeight`), or the error that ended the wait.
    public func sendAndConfirm(
        _ wireBytes: [UInt8], signature: Signature, lastValidBlockHeight: UInt64,
        options: ConfirmationOptions = .init()
    ) async throws(RPCClientError) -> ConfirmationOutcome {
        let clock = ContinuousClock()
        let deadline = clock.now + options.timeout
        let event = options.onEvent ?? { _ in }
        // Until the node has accepted it once, every send keeps the caller's preflight choice (a transaction that
        // would fail must not land and pay its fee because the first try met a network error); after that, the
        // resends skip preflight.
        var accepted = false
        var resends = 0
        func attempt() async throws(RPCClientError) -> ConfirmationOutcome? {
            do {
                _ = try await send(
                    .sendTransaction(
                        wireBytes, skipPreflight: options.skipPreflight,
                        preflightCommitment: options.commitment, maxRetries: 0))
                accepted = true
                event(.sent(signature))
                return nil
            } catch {
                guard error.sendAttemptFailure == .fatal else {
                    event(.sendFailed(signature, reason: error.description))
                    return nil
                }
                guard let rpcError = error.rpcError, rpcError.code == RPCError.Code.sendTransactionPreflightFailure
                else { throw error }
                event(.failed(signature))
                return .failed(
                    TransactionFailure(
                        signature: signature, stage: .preflight,
                        error: rpcError.simulationError ?? .string(rpcError.message),
                        logs: rpcError.simulationLogs ?? [], message: rpcError.message))
            }
        }
        if let outcome = try await attempt() { return outcome }
        var lastSend = clock.now
        let notifications =
            options.useWebSocket
            ? SignatureWaiter(pubsub: subscriptions, signature: signature, commitment: options.commitment) : nil
        defer { notifications?.cancel() }
        while true {
            if clock.now >= deadline {
                throw .confirmationTimeout(
                    signature: signature, lastValidBlockHeight: lastValidBlockHeight,
                    waited: options.timeout)
            }
            let (statuses, height) = try await batch(
                .getSignatureStatuses([signature]),
                .getBlockHeight(commitment: options.expiryCommitment))
            var status: SignatureStatus?
            switch statuses {
            case .success(let response): status = response.value.first ?? nil
            case .failure(let error): throw RPCClientError.rpc(error)
            }
            var pastLifetime = false
            if status == nil, case .success(let blockHeight) = height, blockHeight > lastValidBlockHeight {
                pastLifetime = true
            } else if status == nil, let stillLandable = options.stillLandable,
                clock.now - lastSend >= options.resendInterval, !(await stillLandable())
            {
                pastLifetime = true
            }
            if pastLifetime {
                let blockHeight: UInt64
                if case .success(let height) = height { blockHeight = height } else { blockHeight = 0 }
                // Past its last valid block height (at confirmed or stronger): it can no longer land. One look in the
                // whole history decides between "landed and we missed it" and "expired".
                let final = try await send(.getSignatureStatuses([signature], searchTransactionHistory: true))
                guard let found = final.value.first ?? nil else {
                    event(.expired(signature))
                    return .expired(
                        signature: signature, lastValidBlockHeight: lastValidBlockHeight, blockHeight: blockHeight)
                }
                status = found
            }
            if let status {
                if let err = status.err {
                    let logs = await failureLogs(signature)
                    event(.failed(signature))
                    return .failed(
                        TransactionFailure(signature: signature, stage: .onChain, error: err, logs: logs, message: nil))
                }
                if status.satisfies(options.commitment) {
                    event(.confirmed(signature, slot: status.slot))
                    return .confirmed(
                        signature: signature, slot: status.slot,
                        commitment: status.confirmationStatus ?? options.commitment)
                }
            } else if clock.now - lastSend >= options.resendInterval {
                lastSend = clock.now
                if accepted {
                    // The same bytes again, without preflight: the node saw them pass once; an error here says
                    // nothing new (the status poll decides).
                    _ = try? await send(.sendTransaction(wireBytes, skipPreflight: true, maxRetries: 0))
                    resends += 1
                    event(.resent(signature, count: resends))
                } else if let outcome = try await attempt() {
                    return outcome
                }
            }
            // Every path sleeps before the next poll, and never past the deadline.
            let nap = min(options.pollInterval, max(.zero, deadline - clock.now))
            if let notifications {
                await notifications.wait(upTo: nap)
            } else {
                do { try await Task.sleep(for: nap) } catch { throw .cancelled }
            }
            if Task.isCancelled { throw .cancelled }
        }
    }

    /// The logs of a failed transaction (getTransaction), empty when the node does not have them yet.
    private func failureLogs(_ signature: Signature) async -> [String] {
        for _ in 0..<5 {
            if let response = try? await send(.getTransaction(signature, commitment: .confirmed)) {
                return response.meta?.logMessages ?? []
            }
            try? await Task.sleep(for: .milliseconds(200))
        }
        return []
    }
}
