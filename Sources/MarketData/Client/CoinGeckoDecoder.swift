import Foundation

/// Decodes CoinGecko's (and Jupiter's) answers into the models; every failure is `MarketDataError.malformed`, with
/// the path of the bad field. Only JSON goes in: the client has checked the status and the size first.
public enum CoinGeckoDecoder {
    /// `/coins/markets`: an array of coins.
    ///
    /// A page in CoinGecko's plain shape is read straight off a JSON tape (`MarketsTapeReader`, several times faster);
    /// anything else goes through `MarketCoin.init(from:)`, which decides and describes the error.
    public static func markets(_ body: [UInt8]) throws(MarketDataError) -> [MarketCoin] {
        if let coins = MarketsTapeReader.coins(body) { return coins }
        return try referenceMarkets(body)
    }

    /// `/coins/markets` through `JSONDecoder` and `MarketCoin.init(from:)` alone: the reference the tape reader is
    /// checked against.
    package static func referenceMarkets(_ body: [UInt8]) throws(MarketDataError) -> [MarketCoin] {
        try decode([MarketCoin].self, body, what: "/coins/markets")
    }

    /// `/global`: `{"data": {…}}`.
    public static func global(_ body: [UInt8]) throws(MarketDataError) -> GlobalMarket {
        try decode(GlobalMarket.Envelope.self, body, what: "/global").data
    }

    /// `/coins/{id}`.
    public static func coinDetail(_ body: [UInt8]) throws(MarketDataError) -> CoinDetail {
        try decode(CoinDetail.self, body, what: "/coins/{id}")
    }

    /// `/coins/{id}/market_chart`.
    public static func marketChart(_ body: [UInt8]) throws(MarketDataError) -> MarketChart {
        try decode(MarketChart.self, body, what: "/coins/{id}/market_chart")
    }

    /// `/simple/price` (keyed by coin id) or `/simple/token_price/solana` (keyed by mint, exact case as sent).
    public static func simplePrices(_ body: [UInt8]) throws(MarketDataError) -> [String: SimplePrice] {
        let flat = try decode([String: [String: Double?]?].self, body, what: "/simple/price")
        var result: [String: SimplePrice] = [:]
        for (key, value) in flat {
            guard let value else { continue }
            result[key] = SimplePrice(flat: value)
        }
        return result
    }

    /// `/search`: the coins found.
    public static func search(_ body: [UInt8]) throws(MarketDataError) -> SearchResult {
        struct Answer: Decodable { let coins: [SearchResult.Coin]? }
        return SearchResult(coins: try decode(Answer.self, body, what: "/search").coins ?? [])
    }

    /// `/coins/list?include_platform=true`.
    public static func coinList(_ body: [UInt8]) throws(MarketDataError) -> [CoinListEntry] {
        try decode([CoinListEntry].self, body, what: "/coins/list")
    }

    /// Jupiter price v3: `{"<mint>": {"usdPrice": …} | null}`; a mint without a price is left out.
    public static func jupiterPrices(_ body: [UInt8]) throws(MarketDataError) -> [String: JupiterPrice] {
        struct Entry: Decodable {
            let usdPrice: Double?
            let liquidity: Double?
            let decimals: Int?
            let priceChange24h: Double?
            let blockId: Int64?
        }
        let answer = try decode([String: Entry?].self, body, what: "Jupiter /price/v3")
        var result: [String: JupiterPrice] = [:]
        for (mint, entry) in answer {
            guard let entry, let price = entry.usdPrice, price.isFinite, price >= 0 else { continue }
            result[mint] = JupiterPrice(
                usdPrice: price, liquidity: entry.liquidity, decimals: entry.decimals,
                priceChange24h: entry.priceChange24h, blockId: entry.blockId)
        }
        return result
    }

    /// The service's own message in an error body: `{"error": "…"}`, `{"status": {"error_message": "…"}}`,
    /// `{"error": {"status": {…}}}`; nil for anything else (an HTML page, say). At most 200 characters, one line.
    public static func errorMessage(_ body: [UInt8]) -> String? {
        guard let first = body.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }),
            first == UInt8(ascii: "{"), body.count <= 64 << 10,
            let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        else { return nil }
        func message(_ object: [String: Any]) -> String? {
            if let text = object["error"] as? String { return text }
            if let status = object["status"] as? [String: Any], let text = status["error_message"] as? String {
                return text
            }
            if let nested = object["error"] as? [String: Any] { return message(nested) }
            return nil
        }
        guard let text = message(object) else { return nil }
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        var scalars = String.UnicodeScalarView()
        for scalar in line.unicodeScalars where scalar.value >= 0x20 && !(0x7F...0x9F).contains(scalar.value) {
            scalars.append(scalar)
        }
        return String(String(scalars).prefix(200))
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ body: [UInt8], what: String) throws(MarketDataError)
        -> T
    {
        do {
            return try JSONDecoder().decode(T.self, from: Data(body))
        } catch let error as DecodingError {
            throw .malformed("\(what): \(describe(error))")
        } catch {
            throw .malformed("\(what): not JSON")
        }
    }

    /// A one-line description of a decoding error: the JSON path and what was wrong.
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            let text = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .valueNotFound(_, let context): return "\(path(context.codingPath)) is null"
        case .typeMismatch(let type, let context): return "\(path(context.codingPath)) is not a \(type)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "unreadable"
        }
    }
}
