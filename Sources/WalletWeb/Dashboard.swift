import Foundation
import HTTPTypes
import Hummingbird
import MarketData
import Portfolio
import QRCode
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaWallet
import Synchronization
import WalletPresentation

/// The wallet's screens as server-rendered HTML on Hummingbird's router (`router()`; `DashboardServer` serves it).
/// Its middleware checks the host, the session, the CSRF token and the origin before any handler runs, brakes
/// password guessing (`SessionStore`), and adds the security headers to every answer.
public final class Dashboard: Sendable {
    /// The start of the session cookie's name: the whole name is `sessionCookieName`, which ends with the port.
    public static let cookieName = "solwallet_session"
    /// The largest form body accepted.
    public static let maxBodyBytes = 64 * 1024

    let services: DashboardServices
    /// The sessions and the one-time token.
    public let sessions: SessionStore
    private let boundPort = Mutex<Int>(0)
    /// The open live-update streams and their sessions: ended at shutdown (else a graceful shutdown waits for the
    /// browser to leave), and when their session locks or ends.
    private let streams = Mutex<
        (
            open: [UUID: (session: String, continuation: AsyncStream<String>.Continuation)],
            closed: Bool
        )
    >(([:], false))
    /// Who is told when a live-update stream is registered (`streamRegistrations`).
    private let streamObservers = Mutex<[UUID: AsyncStream<Void>.Continuation]>([:])
    /// Concurrent wallet detail pages of one address share one read of the cluster.
    let balances = BalanceCoalescer()
    /// The process's environment, read once (the settings' overrides: pages read them on every request).
    let environment: [String: String]
    /// The live pages' reads: at most one read of the cluster a second per address, however many pages follow it.
    let liveReads = BalanceReadLimiter()
    /// Every send review shown, single-use: one confirmed review sends once, however often its form is submitted.
    let reviews = SendReviewLedger()
    /// Every payment of the send screen and of Solana Pay transfers: one `SendSession` each, across its attempts.
    let payments = Payments()
    /// Every Solana Pay transaction request reviewed, single-use, holding the very transaction shown: its
    /// confirmation signs that one, once, and never asks the merchant again.
    let payReviews = SingleUseReviews<SolanaPayTransactionReview>()
    /// Every stake review shown, single-use: one confirmed review signs once.
    let stakeReviews = SingleUseReviews<StakeReviewed>()
    /// The outside images pages show, each under an id (`/img/ID`, Dashboard+Images.swift).
    let images = ImageLinks()
    /// Every close-empty review shown, single-use, bound to the accounts listed: one confirmation closes them once.
    let cleanupReviews = SingleUseReviews<CleanupReviewed>()
    /// The Solana Action cards shown lately: a button's form names a card and a button, never what they do.
    let actionCards = ActionCards()
    /// Every Solana Action transaction reviewed, single-use, holding the very transaction shown (as `payReviews`).
    let actionReviews = SingleUseReviews<ActionReviewed>()
    /// Every message a Solana Action asked to sign, single-use, holding the very text shown.
    let actionMessages = SingleUseReviews<ActionMessageReview>()
    /// The decoded market list, shared by the market pages of the last 15 s.
    let marketMemo = MarketMemo()
    /// The market page's title and rendered content, per currency, language, sort and search, for 15 s.
    let marketPages = PageMemo<(title: String, body: String)>(maximumAge: 15, capacity: 256)

    /// A dashboard over `services`, locking sessions idle for `idleLock` seconds; `token` fixes the one-time token
    /// (tests), else it is random; `now` is the sessions' clock and `passwordDelay` the wait after a number of wrong
    /// passwords in a row (both for tests).
    public init(
        services: DashboardServices, idleLock: TimeInterval, token: String? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        passwordDelay: @escaping @Sendable (Int) -> TimeInterval = { SessionStore.defaultPasswordDelay(failures: $0) }
    ) {
        self.services = services
        sessions = SessionStore(token: token, idleLock: idleLock, now: now, passwordDelay: passwordDelay)
        environment = ProcessInfo.processInfo.environment
    }

    /// The port the server listens on (set once it is bound): only `127.0.0.1:PORT` and `localhost:PORT` are
    /// accepted as Host and Origin.
    public var port: Int {
        get { boundPort.withLock { $0 } }
        set { boundPort.withLock { $0 = newValue } }
    }

    /// The session cookie's name, `solwallet_session_PORT`: a browser keeps one cookie jar for every port of
    /// 127.0.0.1, so two dashboards on two ports must not share a name (else signing in to one signs out the other).
    public var sessionCookieName: String { "\(Self.cookieName)_\(port)" }

    /// The URL to open: the one-time token in the query.
    public var startURL: String { "http://127.0.0.1:\(port)/?token=\(sessions.oneTimeToken)" }

    /// Ends every live-update stream, now and from now on (the server is stopping).
    public func endStreams() {
        let open = streams.withLock { state in
            state.closed = true
            defer { state.open = [:] }
            return state.open.values.map(\.continuation)
        }
        for continuation in open { continuation.finish() }
    }

    /// Ends the live-update streams of session `id` (it locked or ended).
    func endStreams(session id: String) {
        let ended = streams.withLock { state in
            let ids = state.open.filter { $0.value.session == id }.map(\.key)
            return ids.compactMap { state.open.removeValue(forKey: $0)?.continuation }
        }
        for continuation in ended { continuation.finish() }
    }

    /// The most live-update streams open at once.
    static let maxStreams = 64

    /// Registers a live-update stream of session `session`; nil when the server is stopping or `maxStreams` are open
    /// (the stream is ended at once; the browser's EventSource tries again a few seconds later).
    func register(_ continuation: AsyncStream<String>.Continuation, session: String) -> UUID? {
        let id = UUID()
        let accepted = streams.withLock { state in
            // At most 64 at once: each holds a subscription and a poll (a page left open in many tabs).
            if state.closed || state.open.count >= Self.maxStreams { return false }
            state.open[id] = (session, continuation)
            return true
        }
        guard accepted else { return nil }
        for observer in streamObservers.withLock({ Array($0.values) }) { observer.yield() }
        return id
    }

    /// A sequence with an element each time a live-update stream is registered, for whoever must wait for one (a
    /// test) rather than poll `openStreamCount`; its continuation lets the caller end it or wake it too.
    func streamRegistrations() -> (AsyncStream<Void>, AsyncStream<Void>.Continuation) {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        let id = UUID()
        streamObservers.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            _ = self?.streamObservers.withLock { $0.removeValue(forKey: id) }
        }
        return (stream, continuation)
    }

    /// The live-update streams open now.
    var openStreamCount: Int { streams.withLock { $0.open.count } }

    func unregister(_ id: UUID) { _ = streams.withLock { $0.open.removeValue(forKey: id) } }

    // MARK: The gate (DashboardRouter.swift: the router and its middleware)

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.3f", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
    }

    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    static let securityHeaders: [(HTTPField.Name, String)] = [
        (.contentSecurityPolicy, contentSecurityPolicy), (.xContentTypeOptions, "nosniff"),
        (HTTPField.Name("X-Frame-Options")!, "DENY"),
        // Not no-referrer: with it Chromium sends "Origin: null" on the dashboard's own form posts, which the
        // Origin check must refuse. same-origin sends nothing to other sites all the same.
        (HTTPField.Name("Referrer-Policy")!, "same-origin"), (.cacheControl, "no-store"),
        (HTTPField.Name("Cross-Origin-Opener-Policy")!, "same-origin"),
        (HTTPField.Name("Cross-Origin-Resource-Policy")!, "same-origin"),
    ]

    /// The Host values accepted, and with `http://` before them the Origin values.
    var allowedHosts: Set<String> { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    /// A 429 with `Retry-After`.
    func retryLater(_ seconds: Int, _ key: L10nKey, _ arguments: String...) -> Response {
        var response = plain(429, key, arguments: arguments)
        response.headers.append(HTTPField(name: .retryAfter, value: String(seconds)))
        return response
    }

    /// The answer once a session was ended by wrong passwords: the cookie is cleared, and only a new link helps.
    func sessionEnded() -> Response {
        var response = plain(403, .gateSessionEnded, String(SessionStore.maxPasswordFailures))
        response.headers.append(
            HTTPField(name: .setCookie, value: "\(sessionCookieName)=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0"))
        return response
    }

    /// A short text answer (refusals before any session exists), as HTML.
    func plain(_ status: Int, _ key: L10nKey, _ arguments: String...) -> Response {
        plain(status, key, arguments: arguments)
    }

    /// `plain(_:_:_:)` with the placeholders' values as an array.
    func plain(_ status: Int, _ key: L10nKey, arguments: [String]) -> Response {
        let language = language()
        return plain(status, Localizer.fill(Localizer(language).template(key), arguments), language: language)
    }

    /// A short text answer already in `language`, as HTML.
    func plain(_ status: Int, _ text: String, language: Language = .en) -> Response {
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        return .html(
            """
            <!DOCTYPE html><html lang="\(language.rawValue)"><head><meta charset="utf-8"><title>solwallet</title>\
            <link rel="stylesheet" href="/static/app.css"></head><body><main id="main"><h1 id="title">solwallet</h1>\
            <p id="error" class="error">\(escaped)</p></main></body></html>
            """, status: status)
    }

    // MARK: Pages

    /// Who is asking and in which language.
    struct PageContext: Sendable {
        let session: SessionStore.Session
        let language: Language
        let path: String
        let query: [String: String]
    }

    /// A refusal shown on a page: the template again with an error (422 for the user's input).
    struct PageFailure: Error {
        let template: String
        let title: String
        var values: [String: any Sendable] = [:]
        var status = 422
        let message: String
        /// The English text of the SDK error behind `message`, shown in a smaller line under it.
        var detail: String?

        /// This failure with the English detail of `view` (an `ErrorViewModel` whose message and hint are
        /// `message`).
        func detailing(_ view: ErrorViewModel) -> PageFailure {
            var copy = self
            copy.detail = view.detail
            return copy
        }
    }

    /// `error` in the page's language: `ErrorViewModel`'s message and hint (naming the Settings page, not `--url`),
    /// the SDK's English text as the detail.
    func explain(_ error: any Error, _ context: PageContext) -> ErrorViewModel {
        ErrorViewModel(error, language: context.language).inBrowser(context.language)
    }

    var registry: SQLiteWalletRegistry { SQLiteWalletRegistry(database: services.database) }

    /// The wallet's settings, as the CLI reads them (`WalletSettings`: environment, stored setting, default).
    var settings: WalletSettings { WalletSettings(registry: registry, environment: environment) }

    /// The pages' language: the stored `lang` setting, else English (the server's locale is not the browser's).
    func language() -> Language {
        (try? WalletSettings(registry: registry, environment: [:]).language().value) ?? .en
    }

    /// The currency values are shown in: `$SOLWALLET_CURRENCY`, else the `currency` setting, else US dollars.
    func currency() -> FiatCurrency {
        guard let code = try? settings.currency().value else { return .usd }
        return FiatCurrency(code: code)
    }

    /// The currencies the settings page offers (and the current one, if it is another).
    static let currencies = WalletSetting.offeredCurrencies

    /// `template` inside the layout.
    func page(
        _ template: String, title: String, _ context: PageContext, values: [String: any Sendable] = [:],
        status: Int = 200, live: String? = nil, liveReload: Bool = false, livePayment: String? = nil,
        refresh: Int? = nil, notice: String? = nil, error: String? = nil, errorDetail: String? = nil,
        rendered: String? = nil
    ) -> Response {
        let start = ContinuousClock.now
        let strings = WebStrings.all(context.language)
        let body = rendered ?? render(template, values, context)
        let languages: [[String: Any]] = Language.allCases.map {
            ["code": $0.rawValue, "name": $0.nativeName, "selected": $0 == context.language]
        }
        var layout: [String: Any] = [
            "lang": context.language.rawValue, "title": title, "t": strings, "csrf": context.session.csrf,
            "path": context.path, "languages": languages, "nav": true, "body": body,
        ]
        if let badge = badgeValues() { layout["badge"] = badge }
        if let live { layout["live"] = live }
        if liveReload { layout["liveReload"] = true }
        if let livePayment { layout["livePayment"] = livePayment }
        if live != nil || livePayment != nil { layout["liveScript"] = true }
        if let refresh { layout["refresh"] = String(refresh) }
        if let notice { layout["notice"] = notice }
        if let error { layout["error"] = error }
        if let errorDetail { layout["errorDetail"] = errorDetail }
        var response = Response.html(Templates.library.render(layout, withTemplate: "layout") ?? "", status: status)
        response.headers.append(
            HTTPField(name: .serverTiming, value: "render;dur=\(Self.milliseconds(ContinuousClock.now - start))"))
        return response
    }

    /// `template` alone (no layout), with the labels and the session's CSRF token.
    func render(_ template: String, _ values: [String: any Sendable], _ context: PageContext) -> String {
        var values: [String: Any] = values
        values["t"] = WebStrings.all(context.language)
        values["csrf"] = context.session.csrf
        return Templates.library.render(values, withTemplate: template) ?? ""
    }

    func text(_ key: String, _ context: PageContext) -> String { WebStrings.text(key, context.language) }

    func key(_ text: String, _ context: PageContext) throws -> PublicKey {
        do { return try PublicKey(text) } catch {
            let view = ErrorViewModel(error, text: text, language: context.language)
            throw PageFailure(
                template: "message", title: "400",
                values: ["text": Localizer.fill(self.text("notAnAddress", context), [text])], status: 400,
                message: view.hint, detail: view.detail)
        }
    }

    func summaries() throws -> [WalletSummary] {
        try WalletManager(registry: registry, storage: NoSecretStorage()).summaries()
    }

    /// A manager that can read secrets with `password` (which the keystore checks when a secret is read).
    func manager(_ password: String) throws -> WalletManager {
        let storage = try EncryptedFileStorage(
            directory: services.paths.keystoreDirectory, password: KeystorePassword(password),
            parameters: services.keystoreParameters)
        return WalletManager(registry: registry, storage: PasswordCheckedStorage(base: storage))
    }

    func client() throws -> RPCClient { try services.client() }
}

extension ErrorViewModel {
    /// The message and the hint on one line, as a page's error line shows them.
    var line: String { "\(message) \(hint)" }
}
