import Foundation
import SolanaCore
import SolanaRPC

/// What a wallet asks of a cluster about itself: its software, whether it is healthy and how fast it answers, its
/// slot, the local clock against its block time, and one account. The CLI's `doctor`, `cluster-version`, `slot` and
/// `account` show these; an app's "network status" screen can too.
public struct ClusterCheck: Sendable {
    /// The cluster asked.
    public let client: RPCClient

    /// Checks of `client`'s cluster.
    public init(client: RPCClient) { self.client = client }

    /// The node's answer to getVersion and getHealth, and how long getVersion took.
    public struct Reachability: Sendable {
        /// The node's software version.
        public let version: NodeVersion
        /// How long the node took to answer getVersion.
        public let latency: Duration
        /// Why getHealth failed (the node is behind, say), nil when it is healthy.
        public let unhealthy: RPCClientError?
    }

    /// The local clock against the newest confirmed block's time.
    public struct ClockReading: Sendable {
        /// The slot read.
        public let slot: UInt64
        /// Its block time, nil when the cluster has none for it.
        public let blockTime: Date?
        /// The local clock minus the block time, in seconds (positive: the local clock is ahead), nil without a
        /// block time.
        public let skew: TimeInterval?
    }

    /// The node's software version.
    public func version() async throws(RPCClientError) -> NodeVersion { try await client.send(.getVersion()) }

    /// The current slot at `commitment`.
    public func slot(commitment: Commitment = .confirmed) async throws(RPCClientError) -> UInt64 {
        try await client.send(.getSlot(commitment: commitment))
    }

    /// An account and the slot it was read at; `value` nil when it does not exist.
    public func account(
        _ address: PublicKey, commitment: Commitment = .confirmed
    ) async throws(RPCClientError) -> RPCResponse<AccountInfo?> {
        try await client.send(.getAccountInfo(address, encoding: .base64, commitment: commitment))
    }

    /// Whether the node answers (getVersion, timed) and is healthy (getHealth). Throws when getVersion fails.
    public func reach() async throws(RPCClientError) -> Reachability {
        let started = ContinuousClock.now
        let version = try await client.send(.getVersion())
        let latency = ContinuousClock.now - started
        do { _ = try await client.send(.getHealth()) } catch {
            return Reachability(version: version, latency: latency, unhealthy: error)
        }
        return Reachability(version: version, latency: latency, unhealthy: nil)
    }

    /// The local clock (`now`) against the block time of the newest confirmed slot.
    public func clock(now: Date = Date()) async throws(RPCClientError) -> ClockReading {
        let slot = try await client.send(.getSlot(commitment: .confirmed))
        guard let blockTime = try await client.send(.getBlockTime(slot)) else {
            return ClockReading(slot: slot, blockTime: nil, skew: nil)
        }
        let time = Date(timeIntervalSince1970: TimeInterval(blockTime))
        return ClockReading(slot: slot, blockTime: time, skew: now.timeIntervalSince(time))
    }
}
