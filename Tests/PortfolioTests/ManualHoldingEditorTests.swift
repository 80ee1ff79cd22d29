import Foundation
import MarketData
import Portfolio
import TestSupport
import Testing

/// Setting a manual holding as the market app saves it, against a CoinGecko-shaped server: an id CoinGecko knows is
/// added with its name, a typo is refused before anything is saved, 0 removes a coin held and adds nothing new, an
/// unreachable CoinGecko saves nothing.
@Suite struct ManualHoldingEditorTests {
    @Test func holdingsAreCheckedBeforeTheyAreSaved() async throws {
        let server = try MarketTestServer()
        try server.put(
            "coins_markets.json",
            JSONSerialization.data(withJSONObject: [PortfolioLoaderTests.coin("bitcoin", "btc", price: 1, change: nil)])
        )
        let path = NSTemporaryDirectory() + "holding-editor-\(UUID().uuidString)/wallet.sqlite"
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let store = try SQLitePortfolioStore(path: path)
        func editor(_ base: URL) throws -> ManualHoldingEditor {
            ManualHoldingEditor(
                store: store,
                market: CachedMarketLoader(
                    client: CoinGeckoClient(
                        configuration: .init(baseURL: base, timeout: .seconds(5)),
                        limiter: RateLimiter(requestsPerMinute: 6_000, burst: 100)),
                    cache: try SQLiteMarketCache(path: path)))
        }
        let good = try editor(server.base())
        let added = try await good.set("BitCoin", amount: "0.125")
        #expect(added.change == .added && added.coinID == "bitcoin" && added.name == "Bitcoin")
        #expect(try store.holdings().map(\.coinID) == ["bitcoin"])
        await #expect(throws: HoldingEditError.self) { _ = try await good.set("bitcoinn", amount: "1") }
        await #expect(throws: HoldingEditError.self) { _ = try await good.set("ethereum", amount: "0") }
        await #expect(throws: HoldingEditError.self) { _ = try await good.set("bitcoin", amount: "1.2.3") }
        #expect(try store.holdings().count == 1)
        // CoinGecko down (every request a 401): nothing saved, the reason kept.
        let down = try editor(server.base("401"))
        do {
            _ = try await down.set("solana", amount: "3")
            Issue.record("saved without a check")
        } catch {
            if case .unchecked(let id, _) = error { #expect(id == "solana") } else { Issue.record("\(error)") }
        }
        #expect(try await good.set("bitcoin", amount: "0").change == .removed)
        #expect(try store.holdings().isEmpty)
    }
}
