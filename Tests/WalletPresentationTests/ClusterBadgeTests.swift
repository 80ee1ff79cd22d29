import Foundation
import SolanaCore
import SolanaWallet
import Testing

@testable import WalletPresentation

/// Issue 28: every view names a test cluster with a badge; mainnet-beta has none and is the only one valued in fiat.
@Suite struct ClusterBadgeTests {
    static let url = URL(string: "https://rpc.example.com")!

    @Test func aTestClusterCarriesItsBadgeInTheBalanceViewAndJSON() throws {
        for (hash, badge) in [
            (ClusterIdentity.devnetGenesisHash, "[devnet]"), (ClusterIdentity.testnetGenesisHash, "[testnet]"),
            (Hash.zero, "[custom]"),
        ] {
            let cluster = ClusterIdentity(genesisHash: hash, url: Self.url)
            let loaded = LoadedBalance(balance: Sample.balance, source: .remote, cluster: cluster)
            for language in Language.allCases {
                let view = BalanceViewModel(loaded, language: language)
                #expect(view.value?.cluster?.text == badge && view.value?.cluster?.isValuedInFiat == false)
                let first = view.terminalText().split(separator: "\n").first.map(String.init) ?? ""
                #expect(first.hasSuffix(" " + badge), "\(language): \(first)")
            }
            let json = try JSONSerialization.jsonObject(
                with: JSONEncoder().encode(BalanceViewModel(loaded, language: .en)))
            let content = try #require((json as? [String: Any])?["value"] as? [String: Any])
            let encoded = try #require(content["cluster"] as? [String: Any])
            #expect(encoded["badgeText"] as? String == badge && encoded["testCluster"] as? Bool == true)
            #expect(encoded["genesisHash"] as? String == hash.base58 && encoded["valuedInFiat"] as? Bool == false)
        }
    }

    @Test func mainnetHasNoBadgeAndAnUntoldClusterNone() {
        let mainnet = ClusterIdentity(genesisHash: ClusterIdentity.mainnetBetaGenesisHash, url: Self.url)
        let view = BalanceViewModel(
            LoadedBalance(balance: Sample.balance, source: .remote, cluster: mainnet), language: .en)
        #expect(view.value?.cluster?.text == nil && view.value?.cluster?.isValuedInFiat == true)
        #expect(view.value?.cluster?.name == "mainnet-beta" && view.value?.cluster?.isTestCluster == false)
        #expect(!view.terminalText().contains("mainnet"))
        let untold = BalanceViewModel(LoadedBalance(balance: Sample.balance, source: .remote), language: .en)
        #expect(untold.value?.cluster == nil)
    }
}
