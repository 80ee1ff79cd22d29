import SolanaWallet

/// How every view names the cluster its amounts are of: a badge (`text`, "[devnet]") beside a test cluster's
/// amounts and whether fiat values may be shown (only on mainnet-beta). Built from SolanaWallet's
/// `ClusterIdentity`; the CLI prints it and puts it in `--json` as `cluster`, the dashboard shows the same.
public struct ClusterBadge: Sendable, Equatable, Encodable {
    /// The cluster's name: "mainnet-beta", "devnet", "testnet", "localnet" or "custom".
    public let name: String
    /// The cluster's genesis hash, base58.
    public let genesisHash: String
    /// Whether it is a test cluster (every cluster but mainnet-beta).
    public let isTestCluster: Bool
    /// Whether its amounts are valued in fiat (mainnet-beta only).
    public let isValuedInFiat: Bool
    /// The badge to show beside its amounts, "[devnet]"; nil on mainnet-beta (no badge).
    public let text: String?

    /// The badge of `cluster`.
    public init(_ cluster: ClusterIdentity) {
        name = cluster.name
        genesisHash = cluster.genesisHash.base58
        isTestCluster = !cluster.isMainnet
        isValuedInFiat = cluster.isValuedInFiat
        text = cluster.badge.map { "[\($0)]" }
    }

    /// The badge of `cluster`, nil when it is unknown.
    public init?(_ cluster: ClusterIdentity?) {
        guard let cluster else { return nil }
        self.init(cluster)
    }

    enum CodingKeys: String, CodingKey {
        case name, genesisHash, isTestCluster = "testCluster", isValuedInFiat = "valuedInFiat", text = "badgeText"
    }
}
