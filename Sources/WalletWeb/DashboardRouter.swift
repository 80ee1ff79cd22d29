import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import WalletPresentation

/// What a dashboard request carries through the router: Hummingbird's core context, and what the gate established
/// for a signed-in page (its session, language, path and query), and a POST's decoded form.
public struct DashboardContext: RequestContext {
    /// Hummingbird's part: the logger, the route's parameters.
    public var coreContext: CoreRequestContextStorage
    /// The signed-in page's session, language, path and query (set by the session gate).
    var page: Dashboard.PageContext?
    /// A POST's urlencoded form fields (set by `FormMiddleware`; empty for a GET).
    var form: [String: String] = [:]

    /// A context for a request from `source`.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }

    /// The page context the gate set: a route of the signed-in group runs only behind it.
    func pageContext() throws -> Dashboard.PageContext {
        guard let page else { throw HTTPError(.internalServerError, message: "No session gate before this route.") }
        return page
    }

    /// The path parameter `name`, percent-decoded (as the hand-written matcher saw the path).
    func parameter(_ name: String) -> String {
        let raw = parameters.get(name) ?? ""
        return raw.removingPercentEncoding ?? raw
    }
}

extension Dashboard {
    /// The dashboard's router: the security headers and `Server-Timing` around everything, a POST's form, the Host
    /// and method checks, the static files, and the signed-in pages behind the session gate (token exchange, session,
    /// POST checks, lock and password brake). A path no route knows gets the gate's answers too, then a 404 page.
    public func router() -> Router<DashboardContext> {
        let router = Router(context: DashboardContext.self)
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: FormMiddleware())
        router.add(middleware: HostMiddleware(dashboard: self))
        router.add(middleware: NotFoundMiddleware(dashboard: self))
        for method in [HTTPRequest.Method.get, .post] {
            router.on("/static/app.css", method: method) { _, _ in
                Response.with(
                    200, [(.contentType, "text/css; charset=utf-8")],
                    bytes: Array((Templates.css + "\n" + Templates.firstHourCSS).utf8))
            }
            router.on("/static/live.js", method: method) { _, _ in
                Response.with(
                    200, [(.contentType, "text/javascript; charset=utf-8")], bytes: Array(Templates.script.utf8))
            }
            router.on("/static/copy.js", method: method) { _, _ in
                Response.with(
                    200, [(.contentType, "text/javascript; charset=utf-8")], bytes: Array(Templates.copyScript.utf8))
            }
            router.on("/favicon.ico", method: method) { _, _ in Response.with(204) }
        }
        let pages = router.group().add(middleware: SessionMiddleware(dashboard: self))
        addPages(pages)
        return router
    }

    /// The signed-in pages (GET) and forms (POST), each a route of `group`.
    private func addPages(_ group: RouterGroup<DashboardContext>) {
        /// A GET route: the handler gets the path parameters' reader and the page context.
        func get(
            _ path: RouterPath,
            _ handler: @escaping @Sendable (Request, DashboardContext, PageContext) async throws -> Response
        ) {
            group.get(path) { request, context in try await handler(request, context, try context.pageContext()) }
        }
        /// A POST route: the handler gets the decoded form too.
        func post(
            _ path: RouterPath,
            _ handler: @escaping @Sendable (DashboardContext, [String: String], PageContext) async throws -> Response
        ) {
            group.post(path) { _, context in try await handler(context, context.form, try context.pageContext()) }
        }
        get("/") { _, _, _ in .redirect(try self.summaries().isEmpty ? "/onboarding" : "/wallets") }
        get("/onboarding") { _, _, page in self.page("onboarding", title: self.text("welcome", page), page) }
        get("/wallets") { _, _, page in
            try self.walletList(page, created: page.query["created"] != nil)
        }
        get("/accounts/:address") { _, context, page in
            try await self.account(
                try self.key(context.parameter("address"), page), page, notice: page.query["airdropped"])
        }
        get("/accounts/:address/receive") { _, context, page in
            try await self.receive(try self.key(context.parameter("address"), page), page)
        }
        get("/accounts/:address/send") { _, context, page in
            try await self.sendForm(try self.key(context.parameter("address"), page), page)
        }
        get("/accounts/:address/send/payment/:payment") { _, context, page in
            try await self.paymentPage(
                try self.key(context.parameter("address"), page), context.parameter("payment"), page)
        }
        get("/accounts/:address/send/payment/:payment/state") { request, context, page in
            await self.paymentState(
                try self.key(context.parameter("address"), page), context.parameter("payment"),
                fetchSite: request.headers[values: .secFetchSite].first, page)
        }
        get("/accounts/:address/send/sent/:signature") { _, context, page in
            try await self.sent(
                try self.key(context.parameter("address"), page), context.parameter("signature"),
                replay: page.query["replay"] != nil, page)
        }
        get("/accounts/:address/pay") { _, context, page in
            try self.payForm(try self.key(context.parameter("address"), page), page)
        }
        get("/accounts/:address/pay/verify") { _, context, page in
            try await self.payVerify(try self.key(context.parameter("address"), page), page)
        }
        get("/accounts/:address/message") { _, context, page in
            try self.messageForm(try self.key(context.parameter("address"), page), page)
        }
        get("/accounts/:address/sign-in") { _, context, page in
            try self.signInForm(try self.key(context.parameter("address"), page), page)
        }
        get("/accounts/:address/action") { _, context, page in
            try await self.actionPage(try self.key(context.parameter("address"), page), page)
        }
        get("/wallets/manage") { _, _, page in try self.manage(page) }
        get("/wallets/delete") { _, _, page in try await self.deleteWalletForm(page) }
        get("/contacts") { _, _, page in try self.contactsPage(page) }
        get("/accounts/:address/stake") { _, context, page in
            try await self.stake(try self.key(context.parameter("address"), page), page)
        }
        get("/accounts/:address/stake/rewards") { _, context, page in
            try await self.stakeRewards(try self.key(context.parameter("address"), page), page)
        }
        get("/validators") { _, _, page in try await self.validators(page) }
        get("/accounts/:address/history") { _, context, page in
            try await self.history(try self.key(context.parameter("address"), page), page)
        }
        get("/tx/:signature") { _, context, page in try await self.transaction(context.parameter("signature"), page) }
        get("/market") { _, _, page in try await self.market(page) }
        get("/market/:id") { _, context, page in try await self.asset(context.parameter("id"), page) }
        get("/portfolio") { _, _, page in try await self.portfolio(page) }
        get("/settings") { _, _, page in self.settings(page) }
        get("/news") { _, _, page in try await self.news(page) }
        get("/backup") { _, _, page in self.backupForm(page, notice: self.backupNotice(page)) }
        get("/export") { _, _, page in try self.exportForm(page) }
        get("/lock") { _, _, page in try self.lockPage(page) }
        get("/accounts/:address/tokens/close-empty") { _, context, page in
            try await self.closeEmptyReview(try self.key(context.parameter("address"), page), page)
        }
        get("/img/:id") { _, context, _ in await self.image(context.parameter("id")) }
        get("/verify/message") { _, _, page in self.verifyMessageForm(page) }
        get("/verify/sign-in") { _, _, page in self.verifySignInForm(page) }
        get("/events") { _, _, page in try self.liveBalance(page.query["address"], session: page.session.id) }

        post("/onboarding/create") { _, form, page in try await self.create(form, page) }
        get("/onboarding/phrase") { _, _, page in await self.newPhrase(page) }
        get("/onboarding/confirm") { _, _, page in await self.phraseQuiz(page) }
        post("/onboarding/confirm") { _, form, page in try await self.answerPhraseQuiz(form, page) }
        post("/onboarding/import") { _, form, page in try await self.importPhrase(form, page) }
        post("/onboarding/restore") { _, form, page in try await self.restore(form, page) }
        post("/wallets/account") { _, form, page in try await self.addAccount(form, page) }
        post("/accounts/:address/airdrop") { context, form, page in
            try await self.airdrop(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/send/review") { context, form, page in
            try await self.review(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/send/confirm") { context, form, page in
            try await self.confirm(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/send/again") { context, form, page in
            try await self.paymentAgain(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/pay/review") { context, form, page in
            try await self.payReview(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/pay/confirm") { context, form, page in
            try await self.payConfirm(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/message/review") { context, form, page in
            try self.messageReview(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/message/sign") { context, form, page in
            try await self.messageSign(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/sign-in/review") { context, form, page in
            try await self.signInReview(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/sign-in/sign") { context, form, page in
            try await self.signInSign(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/stake/review") { context, form, page in
            try await self.stakeReview(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/stake/confirm") { context, form, page in
            try await self.stakeConfirm(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/action/run") { context, form, page in
            try await self.actionRun(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/action/confirm") { context, form, page in
            try await self.actionConfirm(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/action/sign") { context, form, page in
            try await self.actionSign(try self.key(context.parameter("address"), page), form, page)
        }
        post("/verify/message") { _, form, page in try self.verifyMessage(form, page) }
        post("/verify/sign-in") { _, form, page in try self.verifySignIn(form, page) }
        post("/accounts/:address/tokens/close-empty") { context, form, page in
            try await self.closeEmptyConfirm(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/default") { context, form, page in
            try self.makeDefault(try self.key(context.parameter("address"), page), form, page)
        }
        post("/accounts/:address/tokens/hide") { context, form, page in
            try self.hideToken(try self.key(context.parameter("address"), page), form, page, hide: true)
        }
        post("/accounts/:address/tokens/unhide") { context, form, page in
            try self.hideToken(try self.key(context.parameter("address"), page), form, page, hide: false)
        }
        post("/wallets/password") { _, form, page in try await self.changePassword(form, page) }
        post("/wallets/delete") { _, form, page in try await self.deleteWallet(form, page) }
        post("/contacts/add") { _, form, page in try await self.addContact(form, page) }
        post("/contacts/remove") { _, form, page in try await self.removeContact(form, page) }
        post("/settings") { _, form, page in try self.saveSettings(form, page) }
        post("/language") { _, form, _ in try self.setLanguage(form) }
        post("/export") { _, form, page in try await self.export(form, page) }
        post("/backup") { _, form, page in try await self.backup(form, page) }
        post("/lock") { _, form, page in try await self.unlock(form, page) }
    }

    /// The page of a path no route knows (behind the session gate, like every page).
    func notFound(_ context: PageContext) -> Response {
        page("message", title: "404", context, values: ["text": text("noSuchPage", context)], status: 404)
    }
}

// MARK: The gate, as middleware

/// The outermost middleware: the security headers and `Server-Timing` (`total`, after the templates' `render`, in
/// milliseconds) on every answer, refusals and errors included; an error that escaped becomes its status.
struct SecurityHeadersMiddleware: RouterMiddleware {
    typealias Context = DashboardContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        for (name, value) in Dashboard.securityHeaders { response.headers.append(HTTPField(name: name, value: value)) }
        let total = Dashboard.milliseconds(ContinuousClock.now - start)
        let render = response.headers[.serverTiming].map { $0 + ", " } ?? ""
        response.headers[.serverTiming] = render + "total;dur=\(total)"
        return response
    }
}

/// A POST's urlencoded form, read before anything else (as before the router: a body over
/// `Dashboard.maxBodyBytes` is a 413 whatever else is wrong with the request).
struct FormMiddleware: RouterMiddleware {
    typealias Context = DashboardContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard request.method == .post else { return try await next(request, context) }
        var request = request
        var context = context
        let body: ByteBuffer
        do { body = try await request.collectBody(upTo: Dashboard.maxBodyBytes) } catch {
            return Response(status: .contentTooLarge)
        }
        context.form = WebForm.fields(Substring(String(buffer: body)))
        return try await next(request, context)
    }
}

/// The Host checks, then the method: one Host at most (HTTP/1's first Host is the request's authority, a further one
/// stays a header field), and it must be 127.0.0.1:PORT or localhost:PORT (DNS rebinding); GET and POST only.
struct HostMiddleware: RouterMiddleware {
    typealias Context = DashboardContext
    let dashboard: Dashboard

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let hosts = (request.head.authority.map { [$0] } ?? []) + request.headers[values: .hostField]
        // Two Host fields: a proxy and this server could each judge by another one.
        guard hosts.count <= 1 else { return dashboard.plain(400, .gateTwoHosts) }
        // DNS rebinding: a page of another site whose name now points at 127.0.0.1 sends its own Host.
        let port = dashboard.port
        guard let host = hosts.first, dashboard.allowedHosts.contains(host.lowercased()) else {
            return dashboard.plain(403, .gateWrongHost, String(port))
        }
        guard request.method == .get || request.method == .post else {
            return dashboard.plain(405, .gateMethodNotAllowed)
        }
        return try await next(request, context)
    }
}

/// A path (or a method of a path) no route knows: the session gate's answers, then the 404 page (Hummingbird's own
/// 404 is never shown).
struct NotFoundMiddleware: RouterMiddleware {
    typealias Context = DashboardContext
    let dashboard: Dashboard

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let dashboard = dashboard
            return try await SessionMiddleware(dashboard: dashboard).handle(request, context: context) { _, context in
                dashboard.notFound(try context.pageContext())
            }
        }
    }
}

/// The session gate of the signed-in pages: the one-time token's exchange for the session cookie, the session
/// (not touched by the live-update stream), the POST's origin, fetch site and CSRF token (its form read by
/// `FormMiddleware`), the lock, and the brake on password guessing; the handler's failures become pages.
struct SessionMiddleware: RouterMiddleware {
    typealias Context = DashboardContext
    let dashboard: Dashboard

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let dashboard = dashboard
        let sessions = dashboard.sessions
        let path = request.decodedPath
        let query = request.queryFields
        if request.method == .get, path == "/", let token = query["token"] {
            switch await sessions.exchange(token: token) {
            case .refused:
                return dashboard.plain(403, .gateLinkUsed)
            case .session(let session):
                var response = Response.redirect("/")
                response.headers.append(
                    HTTPField(
                        name: .setCookie,
                        value: "\(dashboard.sessionCookieName)=\(session.id); HttpOnly; SameSite=Strict; Path=/"
                    ))
                return response
            }
        }
        // The live updates (a balance's stream, a payment's state) are no activity of the user: they do not keep the
        // session from locking, and once it is locked they are refused (the page then shows the lock).
        let isEvents =
            path == "/events" || (request.method == .get && path.hasPrefix("/accounts/") && path.hasSuffix("/state"))
        guard let session = await sessions.session(request.cookie(dashboard.sessionCookieName), touch: !isEvents) else {
            return dashboard.plain(401, .gateNotSignedIn)
        }
        var context = context
        if request.method == .post {
            let origins = Set(dashboard.allowedHosts.map { "http://" + $0 })
            if let origin = request.headers[values: .origin].first, !origins.contains(origin.lowercased()) {
                return dashboard.plain(403, .gateOtherSite, origin)
            }
            if let site = request.headers[values: .secFetchSite].first, site != "same-origin", site != "none" {
                return dashboard.plain(403, .gateCrossSite)
            }
            guard let csrf = context.form["_csrf"], SessionStore.constantTimeEqual(csrf, session.csrf) else {
                return dashboard.plain(403, .gateStaleForm)
            }
        }
        let page = Dashboard.PageContext(session: session, language: dashboard.language(), path: path, query: query)
        context.page = page
        if session.locked {
            // Whatever was streaming for this session stops with the lock.
            dashboard.endStreams(session: session.id)
            if isEvents { return dashboard.plain(401, .locked) }
            if path != "/lock" { return .redirect("/lock") }
        }
        let gated = context
        func handled() async -> Response {
            do {
                return try await next(request, gated)
            } catch let failure as Dashboard.PageFailure {
                return dashboard.page(
                    failure.template, title: failure.title, page, values: failure.values, status: failure.status,
                    error: failure.message, errorDetail: failure.detail)
            } catch {
                let view = dashboard.explain(error, page)
                return dashboard.page(
                    "message", title: dashboard.text("error", page), page, values: ["text": view.line], status: 500,
                    errorDetail: view.detail)
            }
        }
        guard request.method == .post, context.form["password"] != nil else { return await handled() }
        // A form with a password: one checked at a time per session, a growing wait after wrong ones, and the
        // session ended after `SessionStore.maxPasswordFailures` (Argon2id is slow, but not slow enough alone).
        switch await sessions.beginPasswordAttempt(session.id) {
        case .proceed: break
        case .busy:
            return dashboard.retryLater(1, .gatePasswordBusy)
        case .wait(let seconds):
            let whole = max(1, Int(seconds.rounded(.up)))
            return dashboard.retryLater(whole, .gateTooManyWrong, String(whole))
        case .ended: return dashboard.sessionEnded()
        }
        let check = PasswordCheck()
        let response = await PasswordCheck.$current.withValue(check) { await handled() }
        if await sessions.endPasswordAttempt(session.id, check.outcome) {
            dashboard.endStreams(session: session.id)
            return dashboard.sessionEnded()
        }
        return response
    }
}
