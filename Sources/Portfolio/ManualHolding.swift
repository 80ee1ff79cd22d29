import Foundation

/// A coin the user holds outside the wallet's accounts (on an exchange, on another chain), by CoinGecko id.
public struct ManualHolding: Sendable, Hashable, Codable {
    /// CoinGecko's coin id ("bitcoin").
    public let coinID: String
    /// The exact quantity held, in whole coins ("0.5" bitcoin), not in base units.
    public let amount: HoldingAmount
    /// When it was last set.
    public let updatedAt: Date

    /// A holding as given; `coinID` is not checked here (see `validate(coinID:)`).
    public init(coinID: String, amount: HoldingAmount, updatedAt: Date) {
        self.coinID = coinID
        self.amount = amount
        self.updatedAt = updatedAt
    }

    /// Checks a coin id as CoinGecko writes them: 1–100 characters of lower-case letters, digits, "-", "_" and ".".
    public static func validate(coinID: String) throws(PortfolioError) {
        guard (1...100).contains(coinID.count),
            coinID.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" || $0 == "."
            })
        else {
            throw .invalidCoinID(String(coinID.prefix(100)))
        }
    }
}

/// What setting a manual holding did (the market app's save rules).
public enum HoldingChange: String, Sendable, Equatable, Codable {
    /// A coin not held before, now held.
    case added
    /// A coin held before, with a new amount.
    case updated
    /// A coin held before, set to 0: removed.
    case removed
}

/// A value of the portfolio at one moment, as stored on each `solwallet portfolio` run and by `portfolio snapshot`.
public struct PortfolioSnapshot: Sendable, Equatable, Codable {
    /// When the value was computed (the report's load time).
    public let takenAt: Date
    /// Lower-case currency code ("usd").
    public let currency: String
    /// The value in millionths of the currency unit (an integer: 1234.5 USD is 1_234_500_000).
    public let valueMicros: Int64
    /// Whether every holding had a price (false: holdings without a price were left out of the value).
    public let complete: Bool

    /// A snapshot as given; `currency` should be lower case and `valueMicros` non-negative (not checked).
    public init(takenAt: Date, currency: String, valueMicros: Int64, complete: Bool) {
        self.takenAt = takenAt
        self.currency = currency
        self.valueMicros = valueMicros
        self.complete = complete
    }

    /// The value as a `Double` (for charts).
    public var value: Double { Double(valueMicros) / 1_000_000 }

    /// `value` rounded to millionths, nil when it is not finite, negative or beyond 9.2 trillion.
    public static func micros(_ value: Double) -> Int64? {
        guard value.isFinite, value >= 0 else { return nil }
        let scaled = (value * 1_000_000).rounded()
        guard scaled < 9.2e18 else { return nil }
        return Int64(scaled)
    }
}

/// Why the portfolio could not be read, changed or valued.
public enum PortfolioError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not a CoinGecko coin id.
    case invalidCoinID(String)
    /// The amount could not be read (the reason).
    case invalidAmount(String)
    /// `portfolio add ID 0` for a coin not in the portfolio.
    case nothingToAdd(String)
    /// `portfolio remove ID` for a coin not in the portfolio.
    case notHeld(String)
    /// CoinGecko has no coin with this id.
    case unknownCoin(String)
    /// The local database failed.
    case store(String)

    /// What went wrong and, where it helps, the `solwallet` command that finds the right id or holding.
    public var description: String {
        switch self {
        case .invalidCoinID(let id):
            return "'\(id)' is not a CoinGecko coin id (lower case, like bitcoin or usd-coin); "
                + "find it with `solwallet market --search NAME`"
        case .invalidAmount(let reason): return "invalid amount: \(reason)"
        case .nothingToAdd(let id):
            return "'\(id)' is not in the portfolio, and an amount of 0 adds nothing; give the amount you hold"
        case .notHeld(let id):
            return "'\(id)' is not in the portfolio; see the holdings with `solwallet portfolio`"
        case .unknownCoin(let id):
            return "CoinGecko has no coin with the id '\(id)'; find it with `solwallet market --search NAME`"
        case .store(let detail): return "the portfolio database failed: \(detail)"
        }
    }
}
