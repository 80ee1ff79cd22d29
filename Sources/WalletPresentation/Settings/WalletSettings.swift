import Foundation
import MarketData
import SolanaCore
import SolanaRPC
import SolanaWallet

/// One of the wallet's settings: its stored key, the environment variable that overrides it, and the check of its
/// value. The CLI's `config` and the dashboard's settings page store them through `WalletSettings`.
public enum WalletSetting: String, CaseIterable, Sendable, Codable {
    /// The cluster: a moniker (`devnet`, `d`, `localhost`) or an RPC URL; stored as the resolved URL.
    case url
    /// The commitment reads are made and waited at: processed, confirmed or finalized.
    case commitment
    /// The language of the text: en, pt, el or tr.
    case lang
    /// The currency prices are quoted in (CoinGecko's `vs_currency`: usd, eur, brl, try, btc, …).
    case currency
    /// The CoinGecko v3 root (a proxy, the pro host).
    case coingeckoURL = "coingecko-url"
    /// Jupiter's price API v3 URL.
    case jupiterURL = "jupiter-url"
    /// The news feed (RSS or Atom).
    case newsURL = "news-url"
    /// Incoming transfers below this many SOL from a look-alike address are address-poisoning dust.
    case dustThreshold = "dust-threshold"
    /// A file of hosts (Phantom's blocklist.yaml format) whose transaction requests are refused.
    case blocklist
    /// The account commands use when none is given: an address, an account label or a wallet name
    /// (`AccountResolver`); unset, the default wallet's first account.
    case account
    /// The rule that hides spam and dust tokens from balances (`TokenFilter`): off, unknown-dust (the default) or
    /// unknown. The user's own hidden and shown tokens apply on top of it.
    case tokenFilter = "token-filter"

    /// The environment variable that overrides the stored value, if there is one.
    public var environmentVariable: String? {
        switch self {
        case .url: return "SOLWALLET_URL"
        case .commitment: return "SOLWALLET_COMMITMENT"
        case .lang: return "SOLWALLET_LANG"
        case .currency: return "SOLWALLET_CURRENCY"
        case .coingeckoURL: return "SOLWALLET_COINGECKO_URL"
        case .jupiterURL: return "SOLWALLET_JUPITER_URL"
        case .newsURL: return "SOLWALLET_NEWS_URL"
        case .account: return "SOLWALLET_ACCOUNT"
        case .dustThreshold, .blocklist, .tokenFilter: return nil
        }
    }

    /// The value used when nothing sets it, as text (nil: none).
    public var defaultText: String? {
        switch self {
        case .url: return Cluster.mainnetBeta.url.absoluteString
        case .commitment: return Commitment.confirmed.rawValue
        case .lang: return nil  // the environment's locale, else English
        case .currency: return "usd"
        case .coingeckoURL: return CoinGeckoClient.Configuration.publicBaseURL.absoluteString
        case .jupiterURL: return JupiterPriceClient.defaultBaseURL.absoluteString
        case .newsURL: return NewsLoader.defaultURL.absoluteString
        case .dustThreshold: return Lamports.format(AddressPoisoning.defaultDustThreshold)
        case .blocklist, .account: return nil
        case .tokenFilter: return TokenFilter.default.rawValue
        }
    }

    /// The currencies a settings screen offers (any CoinGecko `vs_currency` is accepted).
    public static let offeredCurrencies = ["usd", "eur", "brl", "try"]

    /// Checks `value` and returns the form to store: a cluster moniker resolved to its URL, a locale reduced to its
    /// language code, a currency in lower case, a URL normalized, a blocklist path made absolute (its file read).
    public func validated(_ value: String) throws(WalletSettingError) -> String {
        func refuse(_ refusal: WalletSettingRefusal) -> WalletSettingError {
            WalletSettingError(setting: self, source: .stored, value: value, refusal: refusal)
        }
        switch self {
        case .url:
            do { return try Cluster(parsing: value).url.absoluteString } catch { throw refuse(.notACluster) }
        case .commitment:
            guard let commitment = Commitment(rawValue: value.lowercased()) else {
                throw refuse(.notACommitment)
            }
            return commitment.rawValue
        case .lang:
            guard let language = Language(identifier: value) else { throw refuse(.notALanguage) }
            return language.rawValue
        case .currency:
            let code = value.lowercased()
            guard (1...10).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                throw refuse(.notACurrency)
            }
            return code
        case .coingeckoURL, .jupiterURL:
            do { return try MarketURL.base(value).absoluteString } catch { throw refuse(.notABaseURL) }
        case .newsURL:
            do { return try NewsLoader.feedURL(parsing: value).absoluteString } catch { throw refuse(.notAFeedURL) }
        case .dustThreshold:
            guard let lamports = AddressPoisoning.threshold(parsing: value) else {
                throw refuse(.notAnAmountOfSOL)
            }
            return Lamports.format(lamports)
        case .blocklist:
            let path = URL(fileURLWithPath: value).standardizedFileURL.path
            do { _ = try HostBlocklist(contentsOfFile: path) } catch { throw refuse(.blocklist(error)) }
            return path
        case .account:
            // The form only: what it names is resolved when it is used (`AccountResolver`), against the wallets of
            // that moment.
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            if let address = try? PublicKey(trimmed) { return address.base58 }
            do { return try ContactName.validated(trimmed) } catch { throw refuse(.accountName(error)) }
        case .tokenFilter:
            guard let filter = TokenFilter(rawValue: value.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw refuse(.notATokenFilter)
            }
            return filter.rawValue
        }
    }
}

/// Where a setting's effective value came from, in the order they win.
public enum SettingSource: String, Sendable, Codable, Comparable {
    /// The command line (or the form) of this request.
    case flag
    /// The setting's environment variable.
    case environment
    /// The wallet's stored settings.
    case stored
    /// The SDK's default.
    case `default`

    private var rank: Int {
        switch self {
        case .flag: return 0
        case .environment: return 1
        case .stored: return 2
        case .default: return 3
        }
    }

    /// Whether `lhs` wins over `rhs`.
    public static func < (lhs: SettingSource, rhs: SettingSource) -> Bool { lhs.rank < rhs.rank }
}

/// A setting's value that does not pass its check, and where it came from.
public struct WalletSettingError: Error, Sendable, CustomStringConvertible {
    /// The setting.
    public let setting: WalletSetting
    /// Where the value came from.
    public let source: SettingSource
    /// The value (at most 200 characters of it).
    public let value: String
    /// Why it is refused (`WalletSettingRefusal.message(_:)` says it in a language).
    public let refusal: WalletSettingRefusal
    /// Why it is refused, in English.
    public var reason: String { refusal.description }

    /// An error for `value` of `setting` from `source`.
    public init(setting: WalletSetting, source: SettingSource, value: String, refusal: WalletSettingRefusal) {
        self.setting = setting
        self.source = source
        self.value = String(value.prefix(200))
        self.refusal = refusal
    }

    /// What is wrong and where to fix it, in words.
    public var description: String {
        let shown = OneLine.escape(value)
        switch source {
        case .flag: return "\(setting.rawValue) '\(shown)': \(reason)"
        case .environment: return "$\(setting.environmentVariable ?? setting.rawValue) '\(shown)': \(reason)"
        case .stored, .default:
            return "the stored \(setting.rawValue) setting '\(shown)': \(reason); set it again or remove it"
        }
    }
}

/// A setting's effective value and where it came from.
public struct ResolvedSetting<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Where it came from.
    public let source: SettingSource
}

/// The wallet's settings, typed, with one precedence for every front-end: a flag, else the environment variable,
/// else the stored setting, else the default. A value that does not pass its check is an error naming where it
/// came from (never silently replaced by the default).
///
/// ```swift
/// let settings = WalletSettings(registry: SQLiteWalletRegistry(database: database))
/// let cluster = try settings.cluster(flag: nil).value  // $SOLWALLET_URL, else `config set url`, else mainnet-beta
/// ```
public struct WalletSettings: Sendable {
    /// Where the settings are stored; nil where there is no wallet database yet (nothing is stored: the flag, the
    /// environment and the defaults decide).
    public let registry: (any WalletRegistry)?
    /// The environment read for overrides (and for the locale's language).
    public let environment: [String: String]

    /// Settings stored in `registry`, overridden by `environment`'s variables.
    public init(
        registry: (any WalletRegistry)?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.registry = registry
        self.environment = environment
    }

    // MARK: Stored values

    /// The stored value of `setting`, nil when it is not set.
    public func stored(_ setting: WalletSetting) throws(WalletStoreError) -> String? {
        try registry?.setting(setting.rawValue)
    }

    /// Checks `value` and stores its normal form (nil removes the setting); returns what was stored.
    @discardableResult
    public func set(_ setting: WalletSetting, to value: String?) throws(WalletSettingsError) -> String? {
        let stored: String?
        do { stored = try value.map { value throws(WalletSettingError) in try setting.validated(value) } } catch {
            throw .invalid(error)
        }
        guard let registry else { throw .store(.database("there is no wallet database to store settings in")) }
        do { try registry.setSetting(setting.rawValue, to: stored) } catch { throw .store(error) }
        return stored
    }

    /// The text a setting resolves to and where it came from (the flag's text when one is given), nil when nothing
    /// sets it and it has no default. Values are not checked here: the typed accessors check them.
    public func text(_ setting: WalletSetting, flag: String? = nil) -> (text: String, source: SettingSource)? {
        if let flag { return (flag, .flag) }
        if let variable = setting.environmentVariable, let value = environment[variable], !value.isEmpty {
            return (value, .environment)
        }
        if let stored = (try? registry?.setting(setting.rawValue)) ?? nil { return (stored, .stored) }
        if setting == .lang { return (Language.fromEnvironment(environment).rawValue, .default) }
        return setting.defaultText.map { ($0, .default) }
    }

    /// Every setting's effective text and source (`config list`).
    public func effective() -> [(setting: WalletSetting, text: String?, source: SettingSource)] {
        WalletSetting.allCases.map { setting in
            let resolved = text(setting)
            return (setting, resolved?.text, resolved?.source ?? .default)
        }
    }

    /// The stored values that do not pass their checks (`doctor` reports them).
    public func problems() -> [WalletSettingError] {
        WalletSetting.allCases.compactMap { setting -> WalletSettingError? in
            guard let value = (try? registry?.setting(setting.rawValue)) ?? nil else { return nil }
            do throws(WalletSettingError) { _ = try setting.validated(value) } catch {
                return WalletSettingError(setting: setting, source: .stored, value: value, refusal: error.refusal)
            }
            return nil
        }
    }

    private func checked<Value>(
        _ setting: WalletSetting, flag: String?, _ parse: (String) throws(WalletSettingError) -> Value
    ) throws(WalletSettingError) -> ResolvedSetting<Value>? {
        guard let (text, source) = text(setting, flag: flag) else { return nil }
        do { return ResolvedSetting(value: try parse(text), source: source) } catch {
            throw WalletSettingError(setting: setting, source: source, value: text, refusal: error.refusal)
        }
    }

    // MARK: Typed values

    /// The cluster: `flag` (a moniker or URL), `$SOLWALLET_URL`, the `url` setting, else mainnet-beta.
    public func cluster(flag: String? = nil) throws(WalletSettingError) -> ResolvedSetting<Cluster> {
        try checked(.url, flag: flag) { text throws(WalletSettingError) in
            do { return try Cluster(parsing: text) } catch {
                throw WalletSettingError(setting: .url, source: .flag, value: text, refusal: .notACluster)
            }
        } ?? ResolvedSetting(value: .mainnetBeta, source: .default)
    }

    /// The commitment: `flag`, `$SOLWALLET_COMMITMENT`, the `commitment` setting, else confirmed.
    public func commitment(flag: Commitment? = nil) throws(WalletSettingError) -> ResolvedSetting<Commitment> {
        try checked(.commitment, flag: flag?.rawValue) { text throws(WalletSettingError) in
            guard let value = Commitment(rawValue: text.lowercased()) else {
                throw WalletSettingError(setting: .commitment, source: .flag, value: text, refusal: .notACommitment)
            }
            return value
        } ?? ResolvedSetting(value: .confirmed, source: .default)
    }

    /// The language: `flag`, `$SOLWALLET_LANG`, the `lang` setting, else the environment's locale (`LANGUAGE`,
    /// `LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
    public func language(flag: String? = nil) throws(WalletSettingError) -> ResolvedSetting<Language> {
        try checked(.lang, flag: flag) { text throws(WalletSettingError) in
            guard let language = Language(identifier: text) else {
                throw WalletSettingError(setting: .lang, source: .flag, value: text, refusal: .notALanguage)
            }
            return language
        } ?? ResolvedSetting(value: .en, source: .default)
    }

    /// The currency code prices are quoted in (lower case): `flag`, `$SOLWALLET_CURRENCY`, the `currency`
    /// setting, else usd.
    public func currency(flag: String? = nil) throws(WalletSettingError) -> ResolvedSetting<String> {
        let resolved = try checked(.currency, flag: flag) { text throws(WalletSettingError) in
            try WalletSetting.currency.validated(text)
        }
        return resolved ?? ResolvedSetting(value: "usd", source: .default)
    }

    /// CoinGecko's v3 root: `$SOLWALLET_COINGECKO_URL`, the `coingecko-url` setting, else the public host.
    public func coinGeckoURL() throws(WalletSettingError) -> ResolvedSetting<URL> {
        try url(.coingeckoURL, flag: nil, refusal: .notABaseURL) { text throws(MarketDataError) in
            try MarketURL.base(text)
        }
    }

    /// Jupiter's price API: `$SOLWALLET_JUPITER_URL`, the `jupiter-url` setting, else Jupiter's host.
    public func jupiterURL() throws(WalletSettingError) -> ResolvedSetting<URL> {
        try url(.jupiterURL, flag: nil, refusal: .notABaseURL) { text throws(MarketDataError) in
            try MarketURL.base(text)
        }
    }

    /// The news feed: `flag`, `$SOLWALLET_NEWS_URL`, the `news-url` setting, else Solana's feed.
    public func newsURL(flag: String? = nil) throws(WalletSettingError) -> ResolvedSetting<URL> {
        try url(.newsURL, flag: flag, refusal: .notAFeedURL) { text throws(MarketDataError) in
            try NewsLoader.feedURL(parsing: text)
        }
    }

    private func url(
        _ setting: WalletSetting, flag: String?, refusal: WalletSettingRefusal,
        _ parse: (String) throws(MarketDataError) -> URL
    ) throws(WalletSettingError) -> ResolvedSetting<URL> {
        guard
            let resolved = try checked(
                setting, flag: flag,
                { text throws(WalletSettingError) in
                    do throws(MarketDataError) { return try parse(text) } catch {
                        throw WalletSettingError(setting: setting, source: .flag, value: text, refusal: refusal)
                    }
                })
        else { throw WalletSettingError(setting: setting, source: .default, value: "", refusal: .noDefault) }
        return resolved
    }

    /// The address-poisoning dust threshold in lamports: the `dust-threshold` setting (SOL), else the default.
    public func dustThreshold() throws(WalletSettingError) -> ResolvedSetting<UInt64> {
        try checked(.dustThreshold, flag: nil) { text throws(WalletSettingError) in
            guard let lamports = AddressPoisoning.threshold(parsing: text) else {
                throw WalletSettingError(
                    setting: .dustThreshold, source: .flag, value: text, refusal: .notAnAmountOfSOL)
            }
            return lamports
        } ?? ResolvedSetting(value: AddressPoisoning.defaultDustThreshold, source: .default)
    }

    /// The account to use when a command is given none: `flag`, `$SOLWALLET_ACCOUNT`, the `account` setting (its
    /// text, resolved by `AccountResolver.defaultAccount(configured:scope:)`), nil when none is set.
    public func account(flag: String? = nil) throws(WalletSettingError) -> ResolvedSetting<String>? {
        try checked(.account, flag: flag) { text throws(WalletSettingError) in
            try WalletSetting.account.validated(text)
        }
    }

    /// The rule that hides spam and dust tokens: the `token-filter` setting, else `TokenFilter.default`.
    public func tokenFilter() throws(WalletSettingError) -> ResolvedSetting<TokenFilter> {
        try checked(.tokenFilter, flag: nil) { text throws(WalletSettingError) in
            guard let filter = TokenFilter(rawValue: text.lowercased()) else {
                throw WalletSettingError(setting: .tokenFilter, source: .flag, value: text, refusal: .notATokenFilter)
            }
            return filter
        } ?? ResolvedSetting(value: .default, source: .default)
    }

    /// The user's hidden and shown tokens with the `token-filter` rule (`TokenVisibility`); `known` are the mints
    /// the wallet knows by name. Without a wallet database the rule alone applies.
    public func tokenVisibility(known: Set<PublicKey> = Set(KnownTokens.symbols.keys)) throws(WalletSettingError)
        -> TokenVisibility
    {
        let filter = try tokenFilter().value
        guard let registry else { return TokenVisibility(filter: filter, hidden: [], shown: [], known: known) }
        do { return try HiddenTokens(registry: registry).visibility(filter: filter, known: known) } catch {
            throw WalletSettingError(
                setting: .tokenFilter, source: .stored, value: HiddenTokens.settingKey, refusal: .hiddenTokens(error))
        }
    }

    /// The stored blocklist file's path, if one is set.
    public func blocklistPath() -> String? { (try? registry?.setting(WalletSetting.blocklist.rawValue)) ?? nil }
}

/// Why a setting could not be stored.
public enum WalletSettingsError: Error, Sendable, CustomStringConvertible {
    /// The value does not pass the setting's check.
    case invalid(WalletSettingError)
    /// The store could not be written.
    case store(WalletStoreError)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .invalid(let error): return "\(error.setting.rawValue): \(error.reason)"
        case .store(let error): return error.description
        }
    }
}

/// Why a setting's value is refused, with the values it carries: `description` says it in English (logs, `--json`),
/// `message(_:)` in a language.
public enum WalletSettingRefusal: Sendable, Equatable, CustomStringConvertible {
    /// Neither a cluster moniker nor an http(s) URL.
    case notACluster
    /// Not processed, confirmed or finalized.
    case notACommitment
    /// Not one of the languages.
    case notALanguage
    /// Not a currency code (1 to 10 ASCII letters).
    case notACurrency
    /// Not an http(s) base URL with a host and no query or fragment.
    case notABaseURL
    /// Not an http(s) feed URL with a host and no user name or password.
    case notAFeedURL
    /// Not an amount of SOL.
    case notAnAmountOfSOL
    /// The blocklist file cannot be used.
    case blocklist(HostBlocklistError)
    /// Not an address, and not a valid account label or wallet name.
    case accountName(ContactError)
    /// Not off, unknown-dust or unknown.
    case notATokenFilter
    /// The hidden and shown tokens could not be read from the wallet database.
    case hiddenTokens(WalletStoreError)
    /// Nothing sets the setting and it has no default.
    case noDefault

    /// The reason in English.
    public var description: String {
        switch self {
        case .notACluster:
            return "use mainnet-beta, devnet, testnet, localhost (or m, d, t, l) or an http(s) URL"
        case .notACommitment: return "use processed, confirmed or finalized"
        case .notALanguage: return "use en, pt, el or tr"
        case .notACurrency: return "use a currency code such as usd, eur or brl"
        case .notABaseURL:
            return "use an http(s) base URL with a host and no query (e.g. https://api.coingecko.com/api/v3)"
        case .notAFeedURL: return "use an http(s) feed URL (e.g. \(NewsLoader.defaultURL))"
        case .notAnAmountOfSOL: return "an amount of SOL, for example 0.001"
        case .blocklist(let error): return error.description
        case .accountName(let error): return error.description
        case .notATokenFilter: return "use off, unknown-dust or unknown"
        case .hiddenTokens(let error): return error.description
        case .noDefault: return "no default"
        }
    }

    /// The reason in `language` (a file's path, a line number and the database's own words as they are).
    public func message(_ language: Language) -> String {
        let l10n = Localizer(language)
        switch self {
        case .notACluster: return l10n(.settingNotACluster)
        case .notACommitment: return l10n(.settingNotACommitment)
        case .notALanguage: return l10n(.settingNotALanguage)
        case .notACurrency: return l10n(.settingNotACurrency)
        case .notABaseURL: return l10n(.settingNotABaseURL, "https://api.coingecko.com/api/v3")
        case .notAFeedURL: return l10n(.settingNotAFeedURL, NewsLoader.defaultURL.absoluteString)
        case .notAnAmountOfSOL: return l10n(.settingNotAnAmountOfSOL, "0.001")
        case .blocklist(let error):
            switch error {
            case .unreadable(let path): return l10n(.settingBlocklistUnreadable, TerminalText.sanitize(path))
            case .tooLarge(let size):
                return l10n(.settingBlocklistTooLarge, String(size), String(HostBlocklist.maximumBytes))
            case .notUTF8: return l10n(.settingBlocklistNotUTF8)
            case .malformed(let line, _): return l10n(.settingBlocklistMalformed, String(line))
            }
        case .accountName(let error): return error.message(language)
        case .notATokenFilter: return l10n(.settingNotATokenFilter)
        case .hiddenTokens(let error): return l10n(.settingHiddenTokensUnreadable, error.description)
        case .noDefault: return l10n(.settingNoDefault)
        }
    }
}
