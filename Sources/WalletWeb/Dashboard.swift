import Foundation
import MarketData
import Portfolio
import QRCode
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaWallet
import Synchronization
import WalletPresentation

/// The wallet's screens as server-rendered HTML: one `respond(to:)` for every request, apart from the HTTP server
/// (`DashboardServer` runs it on Hummingbird). It checks the host, the session, the CSRF token and the origin before
/// any handler runs, brakes password guessing (`SessionStore`), and adds the security headers to every answer.
public final class Dashboard: Sendable {
    /// The session cookie's name.
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
    /// Concurrent wallet detail pages of one address share one read of the cluster.
    let balances = BalanceCoalescer()
    /// The process's environment, read once (the settings' overrides: pages read them on every request).
    let environment: [String: String]
    /// The live pages' reads: at most one read of the cluster a second per address, however many pages follow it.
    let liveReads = BalanceReadLimiter()
    /// Every send review shown, single-use: one confirmed review sends once, however often its form is submitted.
    let reviews = SendReviewLedger()
    /// Every Solana Pay transaction request reviewed, single-use, holding the very transaction shown: its
    /// confirmation signs that one, once, and never asks the merchant again.
    let payReviews = SingleUseReviews<SolanaPayTransactionReview>()
    /// Every stake review shown, single-use: one confirmed review signs once.
    let stakeReviews = SingleUseReviews<StakeReviewed>()
    /// The decoded market list, shared by the market pages of the last 15 s.
    let marketMemo = MarketMemo()
    /// The market page's title and rendered content, per currency, language, sort and search, for 15 s.
    let marketPages = PageMemo<(title: String, body: String)>(maximumAge: 15, capacity: 256)
    /// SOL's price, refreshed in the background for the wallet detail page.
    let prices = PriceBoard()

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
        return accepted ? id : nil
    }

    func unregister(_ id: UUID) { _ = streams.withLock { $0.open.removeValue(forKey: id) } }

    // MARK: The gate

    /// The answer to `request`, with the security headers.
    /// `Server-Timing` tells the time spent in all (`total`) and in the templates (`render`), in milliseconds.
    public func respond(to request: WebRequest) async -> WebResponse {
        let start = ContinuousClock.now
        var response = await route(request)
        response.headers += Self.securityHeaders
        let total = Self.milliseconds(ContinuousClock.now - start)
        let render = response.header("Server-Timing").map { $0 + ", " } ?? ""
        response.headers.removeAll { $0.0 == "Server-Timing" }
        response.headers.append(("Server-Timing", render + "total;dur=\(total)"))
        return response
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.3f", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
    }

    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
        + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

    static let securityHeaders: [(String, String)] = [
        ("Content-Security-Policy", contentSecurityPolicy), ("X-Content-Type-Options", "nosniff"),
        ("X-Frame-Options", "DENY"),
        // Not no-referrer: with it Chromium sends "Origin: null" on the dashboard's own form posts, which the
        // Origin check must refuse. same-origin sends nothing to other sites all the same.
        ("Referrer-Policy", "same-origin"), ("Cache-Control", "no-store"),
        ("Cross-Origin-Opener-Policy", "same-origin"), ("Cross-Origin-Resource-Policy", "same-origin"),
    ]

    private var allowedHosts: Set<String> { ["127.0.0.1:\(port)", "localhost:\(port)"] }

    private func route(_ request: WebRequest) async -> WebResponse {
        // Two Host fields: a proxy and this server could each judge by another one.
        guard request.fields.count(where: { $0.name == "host" }) <= 1 else {
            return plain(400, "Bad request: more than one Host header.")
        }
        // DNS rebinding: a page of another site whose name now points at 127.0.0.1 sends its own Host.
        guard let host = request.headers["host"], allowedHosts.contains(host.lowercased()) else {
            return plain(403, "Forbidden: this dashboard answers only to 127.0.0.1:\(port) and localhost:\(port).")
        }
        guard request.method == "GET" || request.method == "POST" else { return plain(405, "Method not allowed.") }
        switch request.path {
        case "/static/app.css":
            return WebResponse(
                status: 200, headers: [("Content-Type", "text/css; charset=utf-8")],
                body: .bytes(Array(Templates.css.utf8)))
        case "/static/live.js":
            return WebResponse(
                status: 200, headers: [("Content-Type", "text/javascript; charset=utf-8")],
                body: .bytes(Array(Templates.script.utf8)))
        case "/favicon.ico":
            return WebResponse(status: 204)
        default: break
        }
        if request.method == "GET", request.path == "/", let token = request.query["token"] {
            switch await sessions.exchange(token: token) {
            case .refused:
                return plain(
                    403,
                    "This link was already used or is wrong. Stop solwallet serve and start it again for a new link.")
            case .session(let session):
                var response = WebResponse.redirect("/")
                response.headers.append(
                    ("Set-Cookie", "\(Self.cookieName)=\(session.id); HttpOnly; SameSite=Strict; Path=/"))
                return response
            }
        }
        let isEvents = request.path == "/events"
        guard let session = await sessions.session(request.cookie(Self.cookieName), touch: !isEvents) else {
            return plain(
                401, "Not signed in: open the link that solwallet serve printed (it works once), in this browser.")
        }
        if request.method == "POST" {
            let origins = Set(allowedHosts.map { "http://" + $0 })
            if let origin = request.headers["origin"], !origins.contains(origin.lowercased()) {
                return plain(403, "Forbidden: a form from another site (\(origin)).")
            }
            if let site = request.headers["sec-fetch-site"], site != "same-origin", site != "none" {
                return plain(403, "Forbidden: a cross-site request.")
            }
            guard let csrf = request.form["_csrf"], SessionStore.constantTimeEqual(csrf, session.csrf) else {
                return plain(403, "Forbidden: the form's security token is missing or stale; reload the page.")
            }
        }
        let context = PageContext(
            session: session, language: language(), path: request.path, query: request.query)
        if session.locked {
            // Whatever was streaming for this session stops with the lock.
            endStreams(session: session.id)
            if isEvents { return plain(401, "Locked.") }
            if request.path != "/lock" { return .redirect("/lock") }
        }
        guard request.method == "POST", request.form["password"] != nil else { return await handled(request, context) }
        // A form with a password: one checked at a time per session, a growing wait after wrong ones, and the
        // session ended after `SessionStore.maxPasswordFailures` (Argon2id is slow, but not slow enough alone).
        switch await sessions.beginPasswordAttempt(session.id) {
        case .proceed: break
        case .busy:
            return retryLater(1, "Another password of this session is being checked: wait for its answer.")
        case .wait(let seconds):
            let whole = max(1, Int(seconds.rounded(.up)))
            return retryLater(whole, "Too many wrong passwords: wait \(whole) s before the next try.")
        case .ended: return sessionEnded()
        }
        let check = PasswordCheck()
        let response = await PasswordCheck.$current.withValue(check) { await handled(request, context) }
        if await sessions.endPasswordAttempt(session.id, check.outcome) {
            endStreams(session: session.id)
            return sessionEnded()
        }
        return response
    }

    /// A 429 with `Retry-After`.
    private func retryLater(_ seconds: Int, _ text: String) -> WebResponse {
        var response = plain(429, text)
        response.headers.append(("Retry-After", String(seconds)))
        return response
    }

    /// The answer once a session was ended by wrong passwords: the cookie is cleared, and only a new link helps.
    private func sessionEnded() -> WebResponse {
        var response = plain(
            403,
            "\(SessionStore.maxPasswordFailures) wrong passwords: this session is ended. Stop solwallet serve and start "
                + "it again for a new link.")
        response.headers.append(("Set-Cookie", "\(Self.cookieName)=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0"))
        return response
    }

    /// The handler's answer, its failures as pages.
    private func handled(_ request: WebRequest, _ context: PageContext) async -> WebResponse {
        do {
            return try await handle(request, context)
        } catch let failure as PageFailure {
            return page(
                failure.template, title: failure.title, context, values: failure.values, status: failure.status,
                error: failure.message)
        } catch {
            return page("message", title: text("error", context), context, values: ["text": "\(error)"], status: 500)
        }
    }

    /// A short text answer (refusals before any session exists), as HTML.
    func plain(_ status: Int, _ text: String) -> WebResponse {
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        return .html(
            """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>solwallet</title>\
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
        status: Int = 200, live: String? = nil, liveReload: Bool = false, notice: String? = nil, error: String? = nil,
        rendered: String? = nil
    ) -> WebResponse {
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
        if let live { layout["live"] = live }
        if liveReload { layout["liveReload"] = true }
        if let notice { layout["notice"] = notice }
        if let error { layout["error"] = error }
        var response = WebResponse.html(Templates.library.render(layout, withTemplate: "layout") ?? "", status: status)
        response.headers.append(("Server-Timing", "render;dur=\(Self.milliseconds(ContinuousClock.now - start))"))
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

    // MARK: Routing

    private func handle(_ request: WebRequest, _ context: PageContext) async throws -> WebResponse {
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let get = request.method == "GET"
        let form = request.form
        /// `parts` against `pattern`, where "*" captures a segment.
        func match(_ pattern: String...) -> [String]? {
            guard parts.count == pattern.count else { return nil }
            var captured: [String] = []
            for (part, expected) in zip(parts, pattern) {
                if expected == "*" { captured.append(part) } else if part != expected { return nil }
            }
            return captured
        }
        if get {
            if parts.isEmpty { return .redirect(try summaries().isEmpty ? "/onboarding" : "/wallets") }
            if match("onboarding") != nil { return page("onboarding", title: text("welcome", context), context) }
            if match("wallets") != nil {
                return try walletList(
                    context, notice: request.query["created"] != nil ? text("backupNotice", context) : nil)
            }
            if let captured = match("accounts", "*") {
                return try await account(try key(captured[0], context), context, notice: request.query["airdropped"])
            }
            if let captured = match("accounts", "*", "receive") {
                return try receive(try key(captured[0], context), context)
            }
            if let captured = match("accounts", "*", "send") {
                return page(
                    "send", title: text("send", context), context,
                    values: ["address": try key(captured[0], context).base58])
            }
            if let captured = match("accounts", "*", "send", "sent", "*") {
                return try await sent(
                    try key(captured[0], context), captured[1], replay: request.query["replay"] != nil, context)
            }
            if let captured = match("accounts", "*", "pay") {
                return try payForm(try key(captured[0], context), context)
            }
            if let captured = match("accounts", "*", "stake") {
                return try await stake(try key(captured[0], context), context)
            }
            if let captured = match("accounts", "*", "stake", "rewards") {
                return try await stakeRewards(try key(captured[0], context), context)
            }
            if match("validators") != nil { return try await validators(context) }
            if let captured = match("accounts", "*", "history") {
                return try await history(try key(captured[0], context), context)
            }
            if let captured = match("tx", "*") { return try await transaction(captured[0], context) }
            if match("market") != nil { return try await market(context) }
            if let captured = match("market", "*") { return try await asset(captured[0], context) }
            if match("portfolio") != nil { return try await portfolio(context) }
            if match("settings") != nil { return settings(context) }
            if match("news") != nil { return try await news(context) }
            if match("backup") != nil { return backupForm(context, notice: backupNotice(context)) }
            if match("export") != nil { return try exportForm(context) }
            if match("lock") != nil { return try lockPage(context) }
            if match("events") != nil { return try liveBalance(request.query["address"], session: context.session.id) }
        } else {
            if match("onboarding", "create") != nil { return try await create(form, context) }
            if match("onboarding", "import") != nil { return try await importPhrase(form, context) }
            if match("onboarding", "restore") != nil { return try await restore(form, context) }
            if match("wallets", "account") != nil { return try await addAccount(form, context) }
            if let captured = match("accounts", "*", "airdrop") {
                return try await airdrop(try key(captured[0], context), form, context)
            }
            if let captured = match("accounts", "*", "send", "review") {
                return try await review(try key(captured[0], context), form, context)
            }
            if let captured = match("accounts", "*", "send", "confirm") {
                return try await confirm(try key(captured[0], context), form, context)
            }
            if let captured = match("accounts", "*", "pay", "review") {
                return try await payReview(try key(captured[0], context), form, context)
            }
            if let captured = match("accounts", "*", "pay", "confirm") {
                return try await payConfirm(try key(captured[0], context), form, context)
            }
            if let captured = match("accounts", "*", "stake", "review") {
                return try await stakeReview(try key(captured[0], context), form, context)
            }
            if let captured = match("accounts", "*", "stake", "confirm") {
                return try await stakeConfirm(try key(captured[0], context), form, context)
            }
            if match("settings") != nil { return try saveSettings(form, context) }
            if match("language") != nil { return try setLanguage(form) }
            if match("export") != nil { return try await export(form, context) }
            if match("backup") != nil { return try await backup(form, context) }
            if match("lock") != nil { return try await unlock(form, context) }
        }
        return page("message", title: "404", context, values: ["text": text("noSuchPage", context)], status: 404)
    }

    func key(_ text: String, _ context: PageContext) throws -> PublicKey {
        do { return try PublicKey(text) } catch {
            throw PageFailure(
                template: "message", title: "400",
                values: ["text": Localizer.fill(self.text("notAnAddress", context), [text])], status: 400,
                message: "\(error)")
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
