import Foundation
import MarketData
import Portfolio

/// An account's value in the chosen currency, as the dashboard's account page shows it (on load and at each live
/// update): the total of what is priced, SOL's value and each priced token's value by mint. "—" where there is no
/// value: nothing priced, no price service, or a test cluster (never valued in fiat, never shown as 0).
public struct AccountValueViewModel: Sendable, Equatable {
    /// The total of the priced holdings ("$12.34"), or "—".
    public let total: String
    /// The total as a number in the currency; nil when there is none.
    public let totalNumber: Double?
    /// SOL's value, or "—".
    public let sol: String
    /// Each priced token's value, by mint (base58); a mint without a price is absent.
    public let tokens: [String: String]

    /// The value of `report` (one account's, `PortfolioLoader.value`) in `currency`; nil: no valuation ("—").
    public init(_ report: PortfolioReport?, currency: FiatCurrency, language: Language) {
        let dash = "—"
        guard let report, report.cluster?.isValuedInFiat ?? true, report.summary.hasValue else {
            total = dash
            totalNumber = nil
            sol = dash
            tokens = [:]
            return
        }
        let format = MarketNumberFormatter(language)
        let summary = report.summary
        total = format.money(summary.value, currency: currency)
        totalNumber = summary.value
        sol = summary.lines.first { $0.kind == .sol }?.value.map { format.money($0, currency: currency) } ?? dash
        var tokens: [String: String] = [:]
        for line in summary.lines where line.kind == .token {
            if let value = line.value { tokens[line.id] = format.money(value, currency: currency) }
        }
        self.tokens = tokens
    }
}
