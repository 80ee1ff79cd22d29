import Foundation
import SolanaCore

extension Cluster {
    /// The Solana Explorer page of a transaction on this cluster: no parameter on mainnet-beta, `?cluster=devnet` or
    /// `testnet` on those, else a custom cluster with the RPC URL (its secrets redacted, as `redacted(_:)` shows it).
    public func explorerURL(transaction signature: Signature) -> String {
        let base = "https://explorer.solana.com/tx/" + signature.base58
        switch url {
        case Cluster.mainnetBeta.url: return base
        case Cluster.devnet.url: return base + "?cluster=devnet"
        case Cluster.testnet.url: return base + "?cluster=testnet"
        default:
            let shown = Cluster.redacted(url)
            let encoded = shown.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? shown
            return base + "?cluster=custom&customUrl=" + encoded
        }
    }
}

extension Cluster {
    /// Whether the cluster hands out SOL (`requestAirdrop`): every cluster but mainnet-beta, whose SOL is real.
    public var hasFaucet: Bool { url != Cluster.mainnetBeta.url }
}
