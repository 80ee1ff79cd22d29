import SolanaWallet

/// A failure as a view shows it: what happened and what to do next, in the user's language, with the technical
/// detail (the node's or the database's own words, in English) apart.
public struct ErrorViewModel: Sendable, Equatable, Encodable {
    /// Stable, language-independent: "invalid-address", "unavailable", "cache-expired", "malformed", "store",
    /// "decoding", "not_stored".
    public let code: String
    /// What happened.
    public let message: String
    /// What to do next.
    public let hint: String
    /// The underlying error's text (one line, control characters replaced), when there is one.
    public let detail: String?

    /// An error with every field given; `detail` is put on one line with control characters replaced.
    public init(code: String, message: String, hint: String, detail: String? = nil) {
        self.code = code
        self.message = message
        self.hint = hint
        self.detail = detail.map(TerminalText.sanitize)
    }

    /// A balance failure in `language`.
    public init(_ error: BalanceError, language: Language) {
        let l10n = Localizer(language)
        switch error {
        case .invalidAddress(let text):
            let shown = Self.shown(text)
            self.init(
                code: "invalid-address", message: l10n(.errorInvalidAddress, shown),
                hint: l10n(.hintInvalidAddress))
        case .unavailable(let remote):
            self.init(
                code: "unavailable", message: l10n(.errorBalanceUnavailable), hint: l10n(.hintCheckConnection),
                detail: remote)
        case .cacheExpired(let age, let maximum, let remote):
            let relative = RelativeTimeFormatter(language)
            self.init(
                code: "cache-expired",
                message: l10n(.errorCacheExpired, relative.age(age), relative.duration(maximum)),
                hint: l10n(.hintConnectAndRetry), detail: remote)
        case .malformed(let detail):
            self.init(
                code: "malformed", message: l10n(.errorMalformedAnswer), hint: l10n(.hintOtherNode),
                detail: detail)
        case .store(let detail):
            self.init(code: "store", message: l10n(.errorStore), hint: l10n(.hintStore), detail: detail)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// A history failure in `language`.
    public init(_ error: HistoryError, language: Language) {
        let l10n = Localizer(language)
        switch error {
        case .unavailable(let remote):
            self.init(
                code: "unavailable", message: l10n(.errorHistoryUnavailable), hint: l10n(.hintCheckConnection),
                detail: remote)
        case .decoding(let detail):
            self.init(
                code: "decoding", message: l10n(.errorHistoryDecoding), hint: l10n(.hintTryLater),
                detail: detail)
        case .store(let detail):
            self.init(code: "store", message: l10n(.errorStore), hint: l10n(.hintStore), detail: detail)
        case .notStored(let signature):
            self.init(
                code: "not_stored", message: l10n(.errorHistoryNotStored), hint: l10n(.hintConnectAndRetry),
                detail: signature.base58)
        }
        // Another language says the detail in its words, or none where the message says it all.
        self = withTypedDetail(of: error, language: language)
    }

    /// This error as a browser page shows it: a hint that names the CLI's `--url` option says to choose another RPC
    /// node on the Settings page instead (same message, code and detail).
    public func inBrowser(_ language: Language) -> ErrorViewModel {
        let l10n = Localizer(language)
        let browserHints: [L10nKey: L10nKey] = [
            .hintCheckConnection: .hintCheckConnectionBrowser, .hintOtherNode: .hintOtherNodeBrowser,
            .hintTryLater: .hintTryLaterBrowser,
        ]
        guard let browser = browserHints.first(where: { l10n($0.key) == hint })?.value else { return self }
        return ErrorViewModel(code: code, message: message, hint: l10n(browser), detail: detail)
    }
}
