import SolanaCore
import SolanaRPC

/// Why an airdrop did not arrive.
public enum AirdropFlowError: Error, Sendable, CustomStringConvertible {
    /// The cluster has no faucet (mainnet-beta): its SOL is real.
    case noFaucet(cluster: String)
    /// The request was refused or could not be sent (the faucet's limit, the network).
    case request(RPCClientError)
    /// It was requested but did not reach the commitment in time (it may still arrive).
    case wait(AirdropError)
    /// It arrived; the balance could not be read after it.
    case balance(RPCClientError)

    /// What went wrong and what to do, in words.
    public var description: String {
        switch self {
        case .noFaucet(let cluster): return "\(cluster) has no faucet; use -u devnet, testnet or localhost"
        case .request(let error): return error.description
        case .wait(let error): return error.description
        case .balance(let error): return error.description
        }
    }
}

/// SOL from a test cluster's faucet: refused on a cluster without one, requested, waited for until it reaches the
/// commitment, then the balance read.
public struct AirdropFlow: Sendable {
    /// The cluster asked.
    public let client: RPCClient
    /// The commitment the airdrop is waited for at (and the balance read at).
    public var commitment: Commitment = .confirmed
    /// The longest wait.
    public var timeout: Duration = .seconds(60)

    /// A flow on `client`'s cluster.
    public init(client: RPCClient) { self.client = client }

    /// Requests `lamports` for `address`; `requested` is told the signature before the wait. Returns the signature
    /// and the balance after.
    public func airdrop(
        _ lamports: UInt64, to address: PublicKey, requested: @Sendable (Signature) -> Void = { _ in }
    ) async throws(AirdropFlowError) -> (signature: Signature, balance: UInt64) {
        guard client.cluster.hasFaucet else { throw .noFaucet(cluster: client.cluster.name) }
        let signature: Signature
        do { signature = try await client.send(.requestAirdrop(address, lamports: lamports)) } catch {
            throw .request(error)
        }
        requested(signature)
        do { try await client.waitForAirdrop(signature, commitment: commitment, timeout: timeout) } catch {
            throw .wait(error)
        }
        do { return (signature, try await client.send(.getBalance(address, commitment: commitment)).value) } catch {
            throw .balance(error)
        }
    }
}
