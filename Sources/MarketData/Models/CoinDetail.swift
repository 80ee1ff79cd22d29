/// CoinGecko's `/coins/{id}` answer, the fields the detail screen shows (the rest is ignored).
public struct CoinDetail: Sendable, Equatable, Codable {
    /// The coin's CoinGecko id ("solana").
    public let id: String
    /// The coin's symbol as CoinGecko writes it (lower case, "sol").
    public let symbol: String
    /// The coin's name ("Solana").
    public let name: String
    /// The platform the coin is a token on ("ethereum"), nil for a chain's native coin.
    public let assetPlatformId: String?
    /// Contract address per platform ("solana" → the SPL mint, exact case); empty values dropped.
    public let platforms: [String: String]
    /// The chain's block time in minutes, when CoinGecko gives one.
    public let blockTimeInMinutes: Int?
    /// The chain's hashing algorithm ("SHA-256"), when CoinGecko gives one.
    public let hashingAlgorithm: String?
    /// CoinGecko's categories of the coin ("Smart Contract Platform"), nulls dropped.
    public let categories: [String]
    /// The English description, HTML as CoinGecko sends it (see `HTMLText.plain`).
    public let descriptionHTML: String?
    /// The coin's web, explorer, Reddit and GitHub links.
    public let links: Links
    /// The coin's logo URLs, when CoinGecko gives them.
    public let image: Images?
    /// The genesis date as CoinGecko writes it ("2020-03-16"), when known.
    public let genesisDate: String?
    /// The market cap rank, nil when the coin has none.
    public let marketCapRank: Int?
    /// Prices, market caps, volumes and supplies, when CoinGecko gives them.
    public let marketData: MarketFigures?
    /// When CoinGecko last updated the coin (ISO 8601 text).
    public let lastUpdated: String?

    /// `links`: the non-empty entries only.
    public struct Links: Sendable, Equatable, Codable {
        /// The project's websites.
        public let homepage: [String]
        /// Block explorers of the chain or token.
        public let blockchainSite: [String]
        /// The project's subreddit URL.
        public let subredditURL: String?
        /// The project's GitHub repositories.
        public let github: [String]

        /// Links with the given lists (empty strings should already be dropped).
        public init(
            homepage: [String] = [], blockchainSite: [String] = [], subredditURL: String? = nil,
            github: [String] = []
        ) {
            self.homepage = homepage
            self.blockchainSite = blockchainSite
            self.subredditURL = subredditURL
            self.github = github
        }
    }

    /// `image`: logo URLs in three sizes.
    public struct Images: Sendable, Equatable, Codable {
        /// The thumbnail logo's URL.
        public let thumb: String?
        /// The small logo's URL.
        public let small: String?
        /// The large logo's URL.
        public let large: String?
    }

    /// `market_data`: per-currency figures (lower-case codes) and the 24h changes.
    public struct MarketFigures: Sendable, Equatable, Codable {
        /// The current price per currency code ("usd" → 145.2).
        public let currentPrice: [String: Double]
        /// The market cap per currency code.
        public let marketCap: [String: Double]
        /// The 24-hour trading volume per currency code.
        public let totalVolume: [String: Double]
        /// The 24-hour high per currency code.
        public let high24h: [String: Double]
        /// The 24-hour low per currency code.
        public let low24h: [String: Double]
        /// The all-time high per currency code.
        public let ath: [String: Double]
        /// The all-time low per currency code.
        public let atl: [String: Double]
        /// The fully diluted valuation per currency code.
        public let fullyDilutedValuation: [String: Double]
        /// The price's 24-hour change per currency code, in that currency.
        public let priceChange24hInCurrency: [String: Double]
        /// The price's 24-hour change in percent, per currency code.
        public let priceChangePercentage24hInCurrency: [String: Double]
        /// The market cap's 24-hour change per currency code, in that currency.
        public let marketCapChange24hInCurrency: [String: Double]
        /// The market cap's 24-hour change in percent, per currency code.
        public let marketCapChangePercentage24hInCurrency: [String: Double]
        /// The price's 24-hour change in percent (in USD terms), when given.
        public let priceChangePercentage24h: Double?
        /// The market cap's 24-hour change in percent (in USD terms), when given.
        public let marketCapChangePercentage24h: Double?
        /// The coins in circulation, when known.
        public let circulatingSupply: Double?
        /// The total supply, when known.
        public let totalSupply: Double?
        /// The maximum supply, nil for an uncapped coin or when unknown.
        public let maxSupply: Double?
    }

    /// A coin detail with every field given (tests, and a cache that stores decoded values).
    public init(
        id: String, symbol: String, name: String, assetPlatformId: String? = nil, platforms: [String: String] = [:],
        blockTimeInMinutes: Int? = nil, hashingAlgorithm: String? = nil, categories: [String] = [],
        descriptionHTML: String? = nil, links: Links = Links(), image: Images? = nil, genesisDate: String? = nil,
        marketCapRank: Int? = nil, marketData: MarketFigures? = nil, lastUpdated: String? = nil
    ) {
        self.id = id
        self.symbol = symbol
        self.name = name
        self.assetPlatformId = assetPlatformId
        self.platforms = platforms
        self.blockTimeInMinutes = blockTimeInMinutes
        self.hashingAlgorithm = hashingAlgorithm
        self.categories = categories
        self.descriptionHTML = descriptionHTML
        self.links = links
        self.image = image
        self.genesisDate = genesisDate
        self.marketCapRank = marketCapRank
        self.marketData = marketData
        self.lastUpdated = lastUpdated
    }
}

extension CoinDetail {
    private enum Keys: String, CodingKey {
        case id, symbol, name, platforms, categories, description, links, image
        case assetPlatformId = "asset_platform_id"
        case blockTimeInMinutes = "block_time_in_minutes"
        case hashingAlgorithm = "hashing_algorithm"
        case genesisDate = "genesis_date"
        case marketCapRank = "market_cap_rank"
        case marketData = "market_data"
        case lastUpdated = "last_updated"
    }

    private enum LinkKeys: String, CodingKey {
        case homepage
        case blockchainSite = "blockchain_site"
        case subredditURL = "subreddit_url"
        case reposURL = "repos_url"
    }

    private struct Repos: Decodable { let github: [String?]? }

    private enum FigureKeys: String, CodingKey {
        case currentPrice = "current_price"
        case marketCap = "market_cap"
        case totalVolume = "total_volume"
        case high24h = "high_24h"
        case low24h = "low_24h"
        case ath, atl
        case fullyDilutedValuation = "fully_diluted_valuation"
        case priceChange24hInCurrency = "price_change_24h_in_currency"
        case priceChangePercentage24hInCurrency = "price_change_percentage_24h_in_currency"
        case marketCapChange24hInCurrency = "market_cap_change_24h_in_currency"
        case marketCapChangePercentage24hInCurrency = "market_cap_change_percentage_24h_in_currency"
        case priceChangePercentage24h = "price_change_percentage_24h"
        case marketCapChangePercentage24h = "market_cap_change_percentage_24h"
        case circulatingSupply = "circulating_supply"
        case totalSupply = "total_supply"
        case maxSupply = "max_supply"
    }

    /// Decodes CoinGecko's snake-case answer: null entries in lists and tables are dropped, empty links removed.
    ///
    /// - Throws: `DecodingError` when `id`, `symbol` or `name` is missing, or a field has another type.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        id = try c.decode(String.self, forKey: .id)
        symbol = try c.decode(String.self, forKey: .symbol)
        name = try c.decode(String.self, forKey: .name)
        assetPlatformId = try c.decodeIfPresent(String.self, forKey: .assetPlatformId)
        platforms = (try c.decodeIfPresent([String: String?].self, forKey: .platforms) ?? [:])
            .compactMapValues { $0.flatMap { $0.isEmpty ? nil : $0 } }
        blockTimeInMinutes = try c.decodeIfPresent(Double.self, forKey: .blockTimeInMinutes)
            .flatMap { Int(exactly: $0.rounded()) }
        hashingAlgorithm = try c.decodeIfPresent(String.self, forKey: .hashingAlgorithm)
        categories = (try c.decodeIfPresent([String?].self, forKey: .categories) ?? []).compactMap { $0 }
        descriptionHTML = try c.decodeIfPresent([String: String?].self, forKey: .description)?["en"] ?? nil
        if c.contains(.links), try !c.decodeNil(forKey: .links) {
            let l = try c.nestedContainer(keyedBy: LinkKeys.self, forKey: .links)
            func list(_ key: LinkKeys) throws -> [String] {
                (try l.decodeIfPresent([String?].self, forKey: key) ?? []).compactMap { $0 }.filter { !$0.isEmpty }
            }
            let subreddit = try l.decodeIfPresent(String.self, forKey: .subredditURL)
            let repos = try l.decodeIfPresent(Repos.self, forKey: .reposURL)
            links = Links(
                homepage: try list(.homepage), blockchainSite: try list(.blockchainSite),
                subredditURL: subreddit.flatMap { $0.isEmpty ? nil : $0 },
                github: (repos?.github ?? []).compactMap { $0 }.filter { !$0.isEmpty })
        } else {
            links = Links()
        }
        image = try c.decodeIfPresent(Images.self, forKey: .image)
        genesisDate = try c.decodeIfPresent(String.self, forKey: .genesisDate)
        marketCapRank = try c.decodeIfPresent(Int.self, forKey: .marketCapRank)
        if c.contains(.marketData), try !c.decodeNil(forKey: .marketData) {
            let m = try c.nestedContainer(keyedBy: FigureKeys.self, forKey: .marketData)
            func table(_ key: FigureKeys) throws -> [String: Double] {
                // Some currencies hold a date or a string here in odd answers: only numbers are kept.
                guard m.contains(key), try !m.decodeNil(forKey: key) else { return [:] }
                return (try? m.decode([String: Double?].self, forKey: key))?.compactMapValues { $0 } ?? [:]
            }
            marketData = MarketFigures(
                currentPrice: try table(.currentPrice), marketCap: try table(.marketCap),
                totalVolume: try table(.totalVolume), high24h: try table(.high24h), low24h: try table(.low24h),
                ath: try table(.ath), atl: try table(.atl), fullyDilutedValuation: try table(.fullyDilutedValuation),
                priceChange24hInCurrency: try table(.priceChange24hInCurrency),
                priceChangePercentage24hInCurrency: try table(.priceChangePercentage24hInCurrency),
                marketCapChange24hInCurrency: try table(.marketCapChange24hInCurrency),
                marketCapChangePercentage24hInCurrency: try table(.marketCapChangePercentage24hInCurrency),
                priceChangePercentage24h: try m.decodeIfPresent(Double.self, forKey: .priceChangePercentage24h),
                marketCapChangePercentage24h: try m.decodeIfPresent(Double.self, forKey: .marketCapChangePercentage24h),
                circulatingSupply: try m.decodeIfPresent(Double.self, forKey: .circulatingSupply),
                totalSupply: try m.decodeIfPresent(Double.self, forKey: .totalSupply),
                maxSupply: try m.decodeIfPresent(Double.self, forKey: .maxSupply))
        } else {
            marketData = nil
        }
        lastUpdated = try c.decodeIfPresent(String.self, forKey: .lastUpdated)
    }
}
