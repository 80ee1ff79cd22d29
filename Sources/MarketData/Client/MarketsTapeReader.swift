import SolanaCore

/// `/coins/markets` read straight off a `JSONTape`, without `Codable`: the 250-coin page with its 7-day sparklines
/// (42,000 numbers) in a few milliseconds instead of the 30 ms `JSONDecoder` takes, which is most of what
/// `solwallet market` does on a warm cache.
///
/// It reads only the plain shape of a page CoinGecko sends. Anything else (text that is not JSON or not UTF-8, a
/// missing or `null` required field, a value of another type, a member given twice, a name with escapes, a number
/// out of range or a rank written with a fraction) gives nil, and `CoinGeckoDecoder.markets` then decodes the page
/// with `MarketCoin.init(from:)`, the reference, which returns the value or the precise error. So the result is
/// always the reference's; the differential tests and the `coingecko-json` fuzz target check that whatever this
/// accepts, the reference decodes to the same coins.
package enum MarketsTapeReader {
    /// The coins of a `/coins/markets` answer, or nil when the answer is not in the plain shape (see the type).
    package static func coins(_ body: [UInt8]) -> [MarketCoin]? {
        guard let tape = try? JSONTape(body), let root = tape.nodes.first, root.kind == .array,
            body.withUnsafeBufferPointer({ JSONTape.isUTF8($0) })
        else { return nil }
        var coins: [MarketCoin] = []
        coins.reserveCapacity(Int(root.start))
        for element in tape.children(of: 0) {
            guard let coin = Reader(tape: tape).coin(at: element) else { return nil }
            coins.append(coin)
        }
        return coins
    }

    typealias Field = MarketCoin.CodingKeys

    /// Each member `MarketCoin` reads has a slot in a coin's table of value nodes, found by the member or its JSON
    /// name; any other member is skipped.
    static let slots: [Field: Int] = Dictionary(uniqueKeysWithValues: Field.allCases.enumerated().map { ($1, $0) })
    static let slotsByName: [String: Int] = Dictionary(
        uniqueKeysWithValues: Field.allCases.enumerated().map { ($1.stringValue, $0) })

    /// Values of one document. Each reader returns nil for "not the plain shape" (the reference then decides).
    struct Reader {
        let tape: JSONTape

        func coin(at object: Int) -> MarketCoin? {
            guard tape.nodes[object].kind == .object else { return nil }
            var values = [Int](repeating: -1, count: Field.allCases.count)  // each field's value node
            for name in tape.children(of: object) {
                guard tape.nodes[name].kind == .string, let text = tape.string(at: name) else { return nil }
                guard let slot = MarketsTapeReader.slotsByName[text] else { continue }
                guard values[slot] < 0 else { return nil }  // given twice
                values[slot] = name + 1
            }
            func node(_ field: Field) -> Int? {
                guard let slot = MarketsTapeReader.slots[field], values[slot] >= 0 else { return nil }
                return values[slot]
            }
            // `nil` (not the plain shape) or `.some(value)`: required fields must be present and not null.
            func required<T>(_ field: Field, _ read: (Int) -> T??) -> T? {
                guard let index = node(field), let value = read(index), let value else { return nil }
                return value
            }
            func optional<T>(_ field: Field, _ read: (Int) -> T??) -> T?? {
                guard let index = node(field) else { return .some(nil) }
                return read(index)
            }
            guard let id = required(.id, string), let symbol = required(.symbol, string),
                let name = required(.name, string), let image = required(.image, string),
                let currentPrice = required(.currentPrice, double),
                let marketCap = optional(.marketCap, double), let marketCapRank = optional(.marketCapRank, integer),
                let fullyDilutedValuation = optional(.fullyDilutedValuation, double),
                let totalVolume = optional(.totalVolume, double), let high24h = optional(.high24h, double),
                let low24h = optional(.low24h, double), let priceChange24h = optional(.priceChange24h, double),
                let priceChangePercentage24h = optional(.priceChangePercentage24h, double),
                let marketCapChange24h = optional(.marketCapChange24h, double),
                let marketCapChangePercentage24h = optional(.marketCapChangePercentage24h, double),
                let circulatingSupply = optional(.circulatingSupply, double),
                let totalSupply = optional(.totalSupply, double), let maxSupply = optional(.maxSupply, double),
                let ath = optional(.ath, double), let athChangePercentage = optional(.athChangePercentage, double),
                let athDate = optional(.athDate, string), let atl = optional(.atl, double),
                let atlChangePercentage = optional(.atlChangePercentage, double),
                let atlDate = optional(.atlDate, string), let roi = optional(.roi, returnOnInvestment),
                let lastUpdated = optional(.lastUpdated, string), let sparkline = optional(.sparkline, sparkline),
                let priceChangePercentage24hInCurrency = optional(.priceChangePercentage24hInCurrency, double)
            else { return nil }
            return MarketCoin(
                id: id, symbol: symbol, name: name, image: image, currentPrice: currentPrice, marketCap: marketCap,
                marketCapRank: marketCapRank, fullyDilutedValuation: fullyDilutedValuation, totalVolume: totalVolume,
                high24h: high24h, low24h: low24h, priceChange24h: priceChange24h,
                priceChangePercentage24h: priceChangePercentage24h, marketCapChange24h: marketCapChange24h,
                marketCapChangePercentage24h: marketCapChangePercentage24h, circulatingSupply: circulatingSupply,
                totalSupply: totalSupply, maxSupply: maxSupply, ath: ath, athChangePercentage: athChangePercentage,
                athDate: athDate, atl: atl, atlChangePercentage: atlChangePercentage, atlDate: atlDate, roi: roi,
                lastUpdated: lastUpdated, sparkline7d: sparkline,
                priceChangePercentage24hInCurrency: priceChangePercentage24hInCurrency)
        }

        /// `.some(nil)` for null, `.some(value)` for a string, nil for anything else.
        func string(_ index: Int) -> String?? {
            switch tape.nodes[index].kind {
            case .null: return .some(nil)
            case .string, .escapedString: return tape.string(at: index).map { .some($0) }
            default: return nil
            }
        }

        /// A finite Double from a number; an underflow to zero of a number that is not zero is left to the reference.
        func double(_ index: Int) -> Double?? {
            switch tape.nodes[index].kind {
            case .null: return .some(nil)
            case .integer, .float:
                guard let value = Double(tape.text(at: index)), value.isFinite,
                    value != 0 || tape.isZeroNumber(at: index)
                else { return nil }
                return .some(value)
            default: return nil
            }
        }

        /// An Int from a number written without a fraction or an exponent.
        func integer(_ index: Int) -> Int?? {
            switch tape.nodes[index].kind {
            case .null: return .some(nil)
            case .integer: return tape.integer(at: index, as: Int.self).map { .some($0) }
            default: return nil
            }
        }

        /// `roi`: null, or an object of optional `times`, `currency` and `percentage`.
        func returnOnInvestment(_ index: Int) -> ReturnOnInvestment?? {
            switch tape.nodes[index].kind {
            case .null: return .some(nil)
            case .object:
                var times: Double?, currency: String?, percentage: Double?
                var seen = Set<String>()
                for name in tape.children(of: index) {
                    guard tape.nodes[name].kind == .string, let key = tape.string(at: name) else { return nil }
                    switch key {
                    case "times":
                        guard let value = double(name + 1) else { return nil }
                        times = value
                    case "currency":
                        guard let value = string(name + 1) else { return nil }
                        currency = value
                    case "percentage":
                        guard let value = double(name + 1) else { return nil }
                        percentage = value
                    default: continue
                    }
                    guard seen.insert(key).inserted else { return nil }
                }
                return .some(ReturnOnInvestment(times: times, currency: currency, percentage: percentage))
            default: return nil
            }
        }

        /// `sparkline_in_7d`: null, or `{"price": null | [number | null, …]}`; nulls inside are dropped.
        func sparkline(_ index: Int) -> [Double]?? {
            switch tape.nodes[index].kind {
            case .null: return .some(nil)
            case .object:
                var prices: [Double]?
                var found = false
                for name in tape.children(of: index) {
                    guard tape.nodes[name].kind == .string, let key = tape.string(at: name) else { return nil }
                    guard key == "price" else { continue }
                    guard !found else { return nil }
                    found = true
                    let array = name + 1
                    switch tape.nodes[array].kind {
                    case .null: prices = nil
                    case .array:
                        var values: [Double] = []
                        values.reserveCapacity(Int(tape.nodes[array].start))
                        for element in tape.children(of: array) {
                            guard let value = double(element) else { return nil }
                            if let value { values.append(value) }
                        }
                        prices = values
                    default: return nil
                    }
                }
                return .some(prices)
            default: return nil
            }
        }
    }
}
