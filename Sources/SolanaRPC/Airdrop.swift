import SolanaCore

/// Why an airdrop did not arrive.
public enum AirdropError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request or a status query failed (the faucet refused, the node is unreachable…).
    case rpc(RPCClientError)
    /// The airdrop transaction landed and failed.
    case failed(signature: Signature, error: JSONValue)
    /// The airdrop did not reach the commitment in time (it may still land later).
    case notConfirmed(signature: Signature, commitment: Commitment, timeout: Duration)

    /// A one-line explanation for a user, naming the signature where there is one.
    public var description: String {
        switch self {
        case .rpc(let error): return error.description
        case .failed(let signature, let error): return "the airdrop transaction \(signature) failed: \(error)"
        case .notConfirmed(let signature, let commitment, let timeout):
            return "the airdrop \(signature) was not \(commitment.rawValue) within \(timeout); it may still land: "
                + "check the balance later"
        }
    }

    /// Equal when the case and its values are equal; two `.rpc` errors compare by their descriptions.
    public static func == (lhs: AirdropError, rhs: AirdropError) -> Bool {
        switch (lhs, rhs) {
        case (.rpc(let a), .rpc(let b)): return a.description == b.description
        case (.failed(let a, let x), .failed(let b, let y)): return a == b && x == y
        case (.notConfirmed(let a, let x, let s), .notConfirmed(let b, let y, let t)): return a == b && x == y && s == t
        default: return false
        }
    }
}

extension RPCClient {
    /// Asks a test cluster's faucet for lamports and waits until the airdrop reaches `commitment`.
    ///
    /// Returns the airdrop's signature. Use `requestAirdrop` + `waitForAirdrop` to report the signature while
    /// waiting. The signature may be ignored: funding an account and going on once it is funded is the usual use.
    @discardableResult
    public func airdrop(
        _ account: PublicKey, lamports: UInt64, commitment: Commitment? = nil,
        timeout: Duration = .seconds(60), pollInterval: Duration = .milliseconds(300)
    )
        async throws(AirdropError) -> Signature
    {
        let signature: Signature
        do { signature = try await send(.requestAirdrop(account, lamports: lamports)) } catch { throw .rpc(error) }
        try await waitForAirdrop(signature, commitment: commitment, timeout: timeout, pollInterval: pollInterval)
        return signature
    }

    /// Polls `getSignatureStatuses` until the airdrop `signature` reaches `commitment` (default: the client's),
    /// fails, or `timeout` passes.
    public func waitForAirdrop(
        _ signature: Signature, commitment: Commitment? = nil, timeout: Duration = .seconds(60),
        pollInterval: Duration = .milliseconds(300)
    ) async throws(AirdropError) {
        let wanted = commitment ?? configuration.commitment
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while true {
            let status: SignatureStatus?
            do { status = try await send(.getSignatureStatuses([signature])).value.first ?? nil } catch {
                throw .rpc(error)
            }
            if let status, let error = status.err { throw .failed(signature: signature, error: error) }
            if let status, status.satisfies(wanted) { return }
            if clock.now >= deadline {
                throw .notConfirmed(signature: signature, commitment: wanted, timeout: timeout)
            }
            do { try await Task.sleep(for: pollInterval) } catch { throw .rpc(.cancelled) }
        }
    }
}
