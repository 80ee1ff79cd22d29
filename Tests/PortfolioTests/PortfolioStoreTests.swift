import Foundation
import MarketData
import Portfolio
import SolanaCore
import SolanaWallet
import TestSupport
import Testing

/// Manual holdings (exact amounts, the market app's save rules) and value snapshots in the wallet's database,
/// beside the wallet's own tables and the market cache in the same file.
@Suite struct PortfolioStoreTests {
    static func databasePath() -> String {
        NSTemporaryDirectory() + "portfolio-\(UUID().uuidString)/wallet.sqlite"
    }

    @Test func amountsAreExactAndHostileTextIsRefused() throws {
        for (text, units, scale, back) in [
            ("0.5", UInt64(5), UInt8(1), "0.5"), ("1200", 1200, 0, "1200"), ("12.500", 125, 1, "12.5"),
            ("0.000000000000000001", 1, 18, "0.000000000000000001"),
            (
                "18446744073709551615", .max, 0,
                "18446744073709551615"
            ), ("0", 0, 0, "0"), ("007.10", 71, 1, "7.1"),
        ] {
            let amount = try HoldingAmount(parsing: text)
            #expect(amount.units == units && amount.scale == scale && amount.decimalString == back, "\(text)")
        }
        for bad in [
            "", "-1", "1e5", "1.", ".5", "1,5", "0x10", "1.0000000000000000001", "18446744073709551616", "NaN",
            "∞", "1 000",
        ] {
            #expect(throws: AmountError.self, "\(bad)") { try HoldingAmount(parsing: bad) }
        }
        // Random amounts go through text and back unchanged.
        for _ in 0..<500 {
            let amount = try HoldingAmount(
                units: UInt64.random(in: 0...UInt64.max, using: &TestRandom.rng),
                scale: UInt8.random(in: 0...18, using: &TestRandom.rng))
            #expect(try HoldingAmount(parsing: amount.decimalString) == amount)
            let decoded = try JSONDecoder().decode(HoldingAmount.self, from: JSONEncoder().encode(amount))
            #expect(decoded == amount)
        }
    }

    @Test func saveRulesAddUpdateRemove() throws {
        let path = Self.databasePath()
        // The wallet's database and the market cache share the file; each migrates its own tables.
        let wallet = try WalletDatabase(path: path)
        let cache = try SQLiteMarketCache(path: path)
        let store = try SQLitePortfolioStore(path: path)
        _ = try SQLitePortfolioStore(path: path)  // a second open migrates nothing again
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        #expect(try store.set("bitcoin", amount: HoldingAmount(parsing: "0.5"), at: now) == .added)
        #expect(try store.set("ethereum", amount: HoldingAmount(parsing: "12.25"), at: now) == .added)
        #expect(try store.set("bitcoin", amount: HoldingAmount(parsing: "0.75"), at: now) == .updated)
        #expect(try store.holdings().map { "\($0.coinID)=\($0.amount)" } == ["bitcoin=0.75", "ethereum=12.25"])
        // 0 removes a coin held; 0 for a coin not held adds nothing (the seed added it: a quirk we do not keep).
        #expect(try store.set("ethereum", amount: HoldingAmount(parsing: "0"), at: now) == .removed)
        #expect(throws: PortfolioError.nothingToAdd("dogecoin")) {
            try store.set("dogecoin", amount: HoldingAmount(parsing: "0.000"), at: now)
        }
        #expect(throws: PortfolioError.notHeld("ethereum")) { try store.remove("ethereum") }
        try store.remove("bitcoin")
        #expect(try store.holdings().isEmpty)
        #expect(throws: PortfolioError.invalidCoinID("Bit Coin")) {
            try store.set("Bit Coin", amount: HoldingAmount(parsing: "1"), at: now)
        }
        // The other tables still work in the shared file.
        #expect(try wallet.integrityProblems().isEmpty)
        try cache.store(CachedAnswer(body: [1, 2, 3], fetchedAt: now), for: "k")
        #expect(try cache.answer(for: "k")?.body == [1, 2, 3])
    }

    @Test func snapshotsKeepOrderCurrencyAndLimit() throws {
        let store = try SQLitePortfolioStore(path: Self.databasePath())
        let base = 1_790_000_000.0
        let values: [Int64] = (0..<20).map { _ in Int64.random(in: 0...9_000_000_000_000_000, using: &TestRandom.rng) }
        for (index, micros) in values.enumerated() {
            try store.append(
                PortfolioSnapshot(
                    takenAt: Date(timeIntervalSince1970: base + Double(index) * 3600), currency: "usd",
                    valueMicros: micros, complete: index % 5 != 0))
        }
        try store.append(
            PortfolioSnapshot(
                takenAt: Date(timeIntervalSince1970: base), currency: "eur", valueMicros: 1, complete: true))
        let all = try store.snapshots(currency: "usd", limit: 1_000)
        #expect(all.map(\.valueMicros) == values)
        #expect(all.map(\.complete) == (0..<20).map { $0 % 5 != 0 })
        let recent = try store.snapshots(currency: "usd", limit: 3)
        #expect(recent.map(\.valueMicros) == Array(values.suffix(3)))
        #expect(try store.snapshots(currency: "eur", limit: 10).count == 1)
        // Values become integers of millionths; what cannot be one is refused, never stored as 0.
        #expect(PortfolioSnapshot.micros(1234.5) == 1_234_500_000)
        #expect(PortfolioSnapshot.micros(.nan) == nil && PortfolioSnapshot.micros(-1) == nil)
        #expect(PortfolioSnapshot.micros(1e13) == nil && PortfolioSnapshot.micros(.infinity) == nil)
    }
}
