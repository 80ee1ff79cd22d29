import Foundation
import MarketData
import Portfolio
import TestSupport
import Testing
import WalletPresentation

/// The portfolio's value, 24h change (the corrected formula) and allocation against pandas (`market_oracle.py
/// portfolio`) on random holdings made at test time, and every figure of the screen in the four languages.
@Suite struct PortfolioSummaryTests {
    struct OracleLine: Encodable {
        let id: String
        let amount: String
        let price: Double?
        let change: Double?
    }

    struct OracleReply: Decodable {
        struct Texts: Decodable {
            let value: String
            let change: String
            let allocation: [String]
            let values: [String]
            let prices: [String]
        }
        let value: Double
        let previous: Double
        let change: Double?
        let changeValue: Double?
        let allocation: [Double?]
        let values: [Double?]
        let texts: Texts
    }

    struct Request: Encodable { let lines: [OracleLine] }

    /// The same text, or texts whose numbers differ by no more than the Doubles' rounding: one unit of the last digit,
    /// or 1e-13 of the number (the two sides sum Doubles in different orders; a value of 5e14 dollars has no exact
    /// cents in a Double, and a half-cent tie can go either way).
    static func sameText(_ ours: String, _ theirs: String, _ raw: Double?) -> Bool {
        if ours == theirs { return true }
        guard raw != nil else { return false }
        func digits(_ text: String) -> Double? { Double(text.filter(\.isNumber)) }
        guard let a = digits(ours), let b = digits(theirs) else { return false }
        return abs(a - b) <= max(1, 1e-13 * max(a, b))
    }

    static func close(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x?, y?): return abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
        default: return false
        }
    }

    static func randomLines(count: Int) -> ([PortfolioLine], [OracleLine]) {
        var lines: [PortfolioLine] = [], oracle: [OracleLine] = []
        for index in 0..<count {
            // No value exactly on half a cent: Swift's formatter rounds the shortest decimal form of a tie half-even,
            // printf and Python the binary value (a formatting convention, not what this test checks).
            var amount = try! HoldingAmount(units: 1, scale: 0)
            var price: Double?
            repeat {
                amount = try! HoldingAmount(
                    units: UInt64.random(in: 1...10_000_000_000, using: &TestRandom.rng),
                    scale: UInt8.random(in: 0...9, using: &TestRandom.rng))
                price =
                    Bool.random(probability: 0.8)
                    ? (pow(10, Double.random(in: -6...5, using: &TestRandom.rng)) * 1e6).rounded() / 1e6 : nil
            } while price.map { p in
                let cents = p * amount.approximateValue * 100
                return abs(cents - cents.rounded(.down) - 0.5) < 1e-6
            } ?? false
            let change: Double? =
                Bool.random(probability: 0.85)
                ? (Double.random(in: -40...40, using: &TestRandom.rng) * 1e5).rounded() / 1e5 : nil
            let id = "coin-\(index)"
            lines.append(
                PortfolioLine(
                    kind: .manual, id: id, symbol: "C\(index)", name: "Coin \(index)", amount: amount.decimalString,
                    quantity: amount.approximateValue, price: price == 0 ? 0.000001 : price, change24hPercent: change,
                    priceSource: "coingecko", noPriceReason: nil))
            oracle.append(
                OracleLine(id: id, amount: amount.decimalString, price: price == 0 ? 0.000001 : price, change: change))
        }
        return (lines, oracle)
    }

    static func report(_ lines: [PortfolioLine]) -> PortfolioReport {
        PortfolioReport(
            summary: PortfolioSummary(lines: lines), currency: "usd", addresses: [], balanceErrors: [:],
            cachedBalances: [:], priceSource: .remote, priceError: nil, loadedAt: Date())
    }

    @Test(arguments: [1, 3, 12, 40]) func valueChangeAndAllocationMatchPandas(count: Int) throws {
        let (lines, oracleLines) = Self.randomLines(count: count)
        let summary = PortfolioSummary(lines: lines)
        let reply: OracleReply = try Oracle.ask(
            "portfolio", Request(lines: oracleLines), script: "market_oracle.py")
        #expect(Self.close(summary.value, reply.value), "value \(summary.value) vs \(reply.value)")
        #expect(Self.close(summary.previousValue, reply.previous))
        #expect(Self.close(summary.change24hPercent, reply.change), "\(String(describing: summary.change24hPercent))")
        #expect(Self.close(summary.change24hValue, reply.changeValue))
        #expect(summary.allocation.count == reply.allocation.count)
        for (ours, theirs) in zip(summary.allocation, reply.allocation) { #expect(Self.close(ours, theirs)) }
        for (line, theirs) in zip(summary.lines, reply.values) { #expect(Self.close(line.value, theirs)) }
        // An asset without a price is never counted as 0: it has no value and no allocation.
        for (index, line) in summary.lines.enumerated() where line.price == nil {
            #expect(line.value == nil && summary.allocation[index] == nil && summary.unpriced.contains(line.id))
        }
        // The screen's texts (English) are the oracle's.
        let view = PortfolioViewModel(Self.report(lines), currency: .usd, language: .en)
        #expect(Self.sameText(view.value, reply.texts.value, summary.value), "\(view.value) vs \(reply.texts.value)")
        #expect(Self.sameText(view.change24h, reply.texts.change, summary.change24hPercent))
        #expect(view.rows.count == reply.texts.allocation.count && view.rows.count == reply.texts.values.count)
        for (index, row) in view.rows.enumerated() where index < reply.texts.values.count {
            #expect(Self.sameText(row.allocation, reply.texts.allocation[index], summary.allocation[index]))
            #expect(Self.sameText(row.value, reply.texts.values[index], summary.lines[index].value))
        }
        #expect(view.rows.map(\.price) == reply.texts.prices)
        let allocated = summary.allocation.compactMap { $0 }.reduce(0, +)
        #expect(allocated == 0 || abs(allocated - 100) < 1e-9)
    }

    @Test func emptyPortfolioShowsAMessageNeverNaN() throws {
        let summary = PortfolioSummary(lines: [])
        #expect(summary.value == 0 && summary.change24hPercent == nil && summary.change24hValue == nil)
        for language in Language.allCases {
            let view = PortfolioViewModel(Self.report([]), currency: .usd, language: language)
            #expect(view.value == "—" && view.change24h == "—" && view.isEmpty)
            let text = view.terminalText()
            #expect(!text.contains("NaN") && !text.lowercased().contains("nan"))
            #expect(view.placeholder == Localizer(language)(.portfolioEmpty))
            #expect(text.contains("solwallet portfolio add"))
            let json = String(decoding: try JSONEncoder().encode(view), as: UTF8.self)
            #expect(!json.contains("NaN"))
        }
        // Held but nothing priced: the value is unknown ("no price", null), never $0.00; no change, no allocation.
        let unpriced = PortfolioLine(
            kind: .token, id: "Mint1111111111111111111111111111111111111", symbol: nil, name: nil, amount: "5",
            quantity: 5, price: nil, change24hPercent: nil, priceSource: nil, noPriceReason: "no price")
        let view = PortfolioViewModel(Self.report([unpriced]), currency: .usd, language: .en)
        #expect(view.value == "no price" && view.valueNumber == nil && view.change24h == "—")
        #expect(view.rows[0].value == "no price" && Self.report([unpriced]).snapshot == nil)
        #expect(view.rows[0].allocation == "—" && view.notes.first == "Not counted in the value (no price): Mint…1111")
        #expect(!view.complete)
    }

    /// A fixed portfolio worked out by hand: 2 SOL at $150 (+5 %), 0.5 BTC at $60,000 (−2 %), 1,000 of an unpriced
    /// token. Value 300 + 30,000 = 30,300; 24h ago 300/1.05 + 30,000/0.98 = 285.714285… + 30,612.244897… =
    /// 30,897.959183…; change = −1.9353… %; allocation 0.990099… % and 99.009900… %.
    @Test func handWorkedPortfolioInFourLanguages() {
        let lines = [
            PortfolioLine(
                kind: .sol, id: "solana", symbol: "SOL", name: "Solana", amount: "2", quantity: 2, price: 150,
                change24hPercent: 5, priceSource: "coingecko", noPriceReason: nil),
            PortfolioLine(
                kind: .manual, id: "bitcoin", symbol: "BTC", name: "Bitcoin", amount: "0.5", quantity: 0.5,
                price: 60_000, change24hPercent: -2, priceSource: "coingecko", noPriceReason: nil),
            PortfolioLine(
                kind: .token, id: "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU", symbol: nil, name: nil,
                amount: "1000.25", quantity: 1000.25, price: nil, change24hPercent: nil, priceSource: nil,
                noPriceReason: "no price"),
        ]
        let summary = PortfolioSummary(lines: lines)
        #expect(summary.value == 30_300)
        #expect(abs(summary.previousValue - (300 / 1.05 + 30_000 / 0.98)) < 1e-9)
        #expect(abs(summary.change24hPercent! - (-1.935_270_805_812_416)) < 1e-9)
        let expected: [Language: (String, String, String, String, String)] = [
            .en: ("$30,300.00", "-1.94%", "0.99%", "99.01%", "1,000.25"),
            .pt: ("US$ 30.300,00", "-1,94%", "0,99%", "99,01%", "1.000,25"),
            .el: ("30.300,00 $", "-1,94%", "0,99%", "99,01%", "1.000,25"),
            .tr: ("$30.300,00", "%-1,94", "%0,99", "%99,01", "1.000,25"),
        ]
        for (language, texts) in expected {
            let view = PortfolioViewModel(Self.report(lines), currency: .usd, language: language)
            #expect(view.value == texts.0, "\(language)")
            #expect(view.change24h == texts.1, "\(language)")
            #expect(view.rows[0].allocation == texts.2 && view.rows[1].allocation == texts.3, "\(language)")
            #expect(view.rows[2].amount == texts.4, "\(language)")
            #expect(view.rows[2].value == Localizer(language)(.noPrice) && view.rows[2].allocation == "—")
            #expect(view.trend == "down")
            let text = view.terminalText()
            #expect(text.contains(texts.0) && text.contains(Localizer(language)(.portfolioTitle)), "\(text)")
            #expect(text.contains("7xKX…gAsU"))
        }
    }
}

extension Bool {
    static func random(probability: Double) -> Bool { Double.random(in: 0..<1, using: &TestRandom.rng) < probability }
}
