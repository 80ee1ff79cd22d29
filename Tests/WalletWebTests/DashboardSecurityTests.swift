import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import SolanaRPC
import SolanaWallet
import Testing

@testable import WalletWeb

/// The dashboard's gate, request by request (no socket: the router in Hummingbird's router test mode): the Host and
/// Origin checks, the one-time token, the session cookie, the CSRF token, the idle lock, the security headers, and that
/// the seed phrase shows on the export page only.
@Suite struct DashboardSecurityTests {
    static let port = 8737
    let home = NSTemporaryDirectory() + "walletweb-" + UUID().uuidString

    func dashboard(
        idleLock: TimeInterval = 600, now: @escaping @Sendable () -> Date = { Date() },
        passwordDelay: @escaping @Sendable (Int) -> TimeInterval = { SessionStore.defaultPasswordDelay(failures: $0) }
    ) throws -> Dashboard {
        let paths = WalletPaths(home: home)
        let services = DashboardServices(
            paths: paths, database: try WalletDatabase(path: paths.databasePath), keystoreParameters: .minimum,
            // Nothing here reaches a cluster: a port where nothing listens, refused at once (no retries).
            client: {
                RPCClient(
                    cluster: Cluster(url: URL(string: "http://127.0.0.1:9")!), configuration: .init(retry: .none))
            }, clusterOverride: nil,
            market: nil, marketError: "no price service in this test", jupiter: nil)
        let dashboard = Dashboard(services: services, idleLock: idleLock, now: now, passwordDelay: passwordDelay)
        dashboard.port = Self.port
        return dashboard
    }

    func request(
        _ path: String, query: [String: String] = [:], session: String? = nil, headers: [String: String] = [:]
    ) -> TestRequest {
        request("GET", path, query: query, session: session, headers: headers)
    }

    func request(
        _ method: String, _ path: String, query: [String: String] = [:], session: String? = nil,
        form: [String: String] = [:], headers: [String: String] = [:]
    ) -> TestRequest {
        var all = ["Host": "127.0.0.1:\(Self.port)"]
        if let session { all["Cookie"] = "theme=x; \(Dashboard.cookieName)_\(Self.port)=\(session)" }
        for (name, value) in headers { all[name] = value }
        return TestRequest(method: method, path: path, query: query, headers: all, form: form)
    }

    /// Signs in with the one-time token: the session id and its CSRF token.
    func signIn(_ dashboard: Dashboard) async throws -> (session: String, csrf: String) {
        let response = await dashboard.respond(
            to: request("/", query: ["token": dashboard.sessions.oneTimeToken]))
        #expect(response.status == 303)
        let cookie = try #require(response.header("Set-Cookie"))
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/"))
        let id = String(cookie.split(separator: ";")[0].split(separator: "=")[1])
        let page = await dashboard.respond(to: request("/onboarding", session: id))
        let html = String(decoding: page.bytes, as: UTF8.self)
        let csrf = try #require(html.firstMatch(of: /name="_csrf" value="([0-9a-f]{64})"/)?.1)
        return (id, String(csrf))
    }

    /// Creates a wallet through the onboarding form, its new phrase read from the page that shows it once and checked
    /// word by word: the form's answer when it was refused, else the last answer of the check.
    @discardableResult
    func createWallet(
        _ dashboard: Dashboard, session: String, csrf: String, name: String, password: String, words: Int = 12
    ) async -> TestAnswer {
        let created = await dashboard.respond(
            to: request(
                "POST", "/onboarding/create", session: session,
                form: [
                    "_csrf": csrf, "name": name, "password": password, "password2": password, "words": String(words),
                ]))
        guard created.status == 303, created.header("Location") == "/onboarding/phrase" else { return created }
        let shown = await dashboard.respond(to: request("/onboarding/phrase", session: session))
        let phrase = Self.newPhrase(String(decoding: shown.bytes, as: UTF8.self))
        var last = shown
        while let number = await quizNumber(dashboard, session: session), phrase.indices.contains(number - 1) {
            last = await dashboard.respond(
                to: request(
                    "POST", "/onboarding/confirm", session: session, form: ["_csrf": csrf, "word": phrase[number - 1]]))
            if last.header("Location") != "/onboarding/confirm" { break }
        }
        return last
    }

    /// The words of the new-phrase page, in order.
    static func newPhrase(_ html: String) -> [String] {
        guard let list = html.firstMatch(of: /<ol id="new-phrase" class="phrase">(.*?)<\/ol>/) else { return [] }
        return list.1.matches(of: /<li>([^<]+)<\/li>/).map { String($0.1) }
    }

    /// The number (1-based) of the word the check asks now; nil when no check is shown.
    func quizNumber(_ dashboard: Dashboard, session: String) async -> Int? {
        let page = await dashboard.respond(to: request("/onboarding/confirm", session: session))
        guard page.status == 200 else { return nil }
        let html = String(decoding: page.bytes, as: UTF8.self)
        return html.firstMatch(of: /<label for="quiz-word">[^<0-9]*([0-9]+)/).flatMap { Int($0.1) }
    }

    @Test func theTokenWorksOnceAndOnlyTheSessionCookieOpensPages() async throws {
        let dashboard = try dashboard()
        let (session, _) = try await signIn(dashboard)
        let again = await dashboard.respond(to: request("/", query: ["token": dashboard.sessions.oneTimeToken]))
        #expect(again.status == 403)
        #expect(again.header("Set-Cookie") == nil)
        #expect(await dashboard.respond(to: request("/wallets")).status == 401)
        #expect(
            await dashboard.respond(to: request("/wallets", session: String(repeating: "0", count: 64))).status == 401)
        #expect(await dashboard.respond(to: request("/onboarding", session: session)).status == 200)
        let wrongToken = try self.dashboard()
        #expect(await wrongToken.respond(to: request("/", query: ["token": "guess"])).status == 403)
    }

    @Test func otherHostsAndOriginsAndMissingCSRFAreRefused() async throws {
        let dashboard = try dashboard()
        let (session, csrf) = try await signIn(dashboard)
        let rebinding = await dashboard.respond(
            to: request("/onboarding", session: session, headers: ["Host": "evil.example:\(Self.port)"]))
        #expect(rebinding.status == 403)
        let form = ["_csrf": csrf, "language": "pt", "next": "/settings"]
        var refused: [TestRequest] = [
            request("POST", "/language", session: session, form: ["language": "pt"]),
            request("POST", "/language", session: session, form: ["_csrf": String(csrf.reversed()), "language": "pt"]),
            request("POST", "/language", session: session, form: form, headers: ["Origin": "http://evil.example"]),
            request("POST", "/language", session: session, form: form, headers: ["Sec-Fetch-Site": "cross-site"]),
        ]
        refused.append(request("POST", "/language", form: form))
        for candidate in refused {
            let response = await dashboard.respond(to: candidate)
            #expect(response.status == 403 || response.status == 401)
        }
        // Nothing changed: the pages are still in English.
        let page = String(
            decoding: await dashboard.respond(to: request("/onboarding", session: session)).bytes, as: UTF8.self)
        #expect(page.contains("<html lang=\"en\">"))
        let accepted = await dashboard.respond(
            to: request(
                "POST", "/language", session: session, form: form,
                headers: ["Origin": "http://127.0.0.1:\(Self.port)", "Sec-Fetch-Site": "same-origin"]))
        #expect(accepted.status == 303)
        #expect(accepted.header("Location") == "/settings")
        // Never a redirect off the site.
        for next in ["//evil.example/x", "https://evil.example", "/\\evil.example"] {
            let response = await dashboard.respond(
                to: request(
                    "POST", "/language", session: session, form: ["_csrf": csrf, "language": "en", "next": next]))
            #expect(response.header("Location") == "/")
        }
    }

    @Test func everyAnswerCarriesTheSecurityHeaders() async throws {
        let dashboard = try dashboard()
        let (session, _) = try await signIn(dashboard)
        for path in ["/onboarding", "/settings", "/static/app.css", "/nowhere", "/wallets"] {
            for response in [
                await dashboard.respond(to: request(path, session: session)),
                await dashboard.respond(to: request(path)),
            ] {
                let csp = try #require(response.header("Content-Security-Policy"))
                #expect(csp.contains("default-src 'none'") && csp.contains("frame-ancestors 'none'"))
                #expect(!csp.contains("unsafe"))
                #expect(response.header("X-Content-Type-Options") == "nosniff")
                #expect(response.header("Referrer-Policy") == "same-origin")
                #expect(response.header("Cache-Control") == "no-store")
            }
        }
    }

    /// Where Hummingbird's router would answer on its own (no route, another method, a body too large), the
    /// dashboard's answers come instead, with the security headers and `Server-Timing`.
    @Test func theRoutersOwnAnswersAreTheDashboards() async throws {
        let dashboard = try dashboard()
        let (session, csrf) = try await signIn(dashboard)
        for method in ["PUT", "DELETE", "HEAD", "PATCH"] {
            for path in ["/settings", "/nowhere", "/static/app.css"] {
                let response = await dashboard.respond(to: request(method, path, session: session))
                #expect(response.status == 405, "\(method) \(path)")
                #expect(response.header("Content-Security-Policy") != nil)
                if method != "HEAD" {
                    #expect(String(decoding: response.bytes, as: UTF8.self).contains("Method not allowed."))
                }
            }
        }
        let missing = await dashboard.respond(to: request("/nowhere", session: session))
        #expect(missing.status == 404)
        #expect(String(decoding: missing.bytes, as: UTF8.self).contains("<html lang=\"en\">"))
        let timing = try #require(missing.header("Server-Timing"))
        #expect(timing.hasPrefix("render;dur=") && timing.contains(", total;dur="), "\(timing)")
        #expect(await dashboard.respond(to: request("/nowhere")).status == 401)
        #expect(await dashboard.respond(to: request("/nowhere/deeper/still", session: session)).status == 404)
        // A GET-only path posted to: the gate first, then the 404 page.
        #expect(await dashboard.respond(to: request("POST", "/wallets", session: session)).status == 403)
        #expect(
            await dashboard.respond(to: request("POST", "/wallets", session: session, form: ["_csrf": csrf])).status
                == 404)
        #expect(await dashboard.respond(to: request("/accounts/nonsense", session: session)).status == 400)
        let css = await dashboard.respond(to: request("POST", "/static/app.css"))
        #expect(css.status == 200 && css.header("Content-Type") == "text/css; charset=utf-8")
        #expect(await dashboard.respond(to: request("/favicon.ico")).status == 204)
        let large = ["_csrf": csrf, "language": String(repeating: "a", count: Dashboard.maxBodyBytes)]
        let tooLarge = await dashboard.respond(to: request("POST", "/language", session: session, form: large))
        #expect(tooLarge.status == 413)
        #expect(tooLarge.header("Content-Security-Policy") != nil)
        let timed = try #require(tooLarge.header("Server-Timing"))
        #expect(timed.hasPrefix("total;dur="))
    }

    @Test func anIdleSessionLocksAndTheKeystorePasswordUnlocksIt() async throws {
        // The sessions' clock is the test's: the idle time passes without waiting for it.
        let clock = FixedClock(Date())
        let dashboard = try dashboard(idleLock: 0.3, now: { clock.now })
        let (session, csrf) = try await signIn(dashboard)
        let password = "web lock test " + UUID().uuidString
        let created = await createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password)
        #expect(created.status == 303)
        clock.advance(by: 0.6)
        let locked = await dashboard.respond(to: request("/wallets", session: session))
        #expect(locked.status == 303)
        #expect(locked.header("Location") == "/lock")
        let wrong = await dashboard.respond(
            to: request("POST", "/lock", session: session, form: ["_csrf": csrf, "password": "not it"]))
        #expect(wrong.status == 403)
        #expect(await dashboard.respond(to: request("/wallets", session: session)).header("Location") == "/lock")
        let unlocked = await dashboard.respond(
            to: request("POST", "/lock", session: session, form: ["_csrf": csrf, "password": password]))
        #expect(unlocked.status == 303)
        #expect(await dashboard.respond(to: request("/wallets", session: session)).status == 200)
    }

    @Test func theSeedPhraseShowsOnlyOnTheExportPageAfterThePassword() async throws {
        let dashboard = try dashboard()
        let (session, csrf) = try await signIn(dashboard)
        let password = "web export test " + UUID().uuidString
        // A name that tries to be markup is shown as text.
        let name = "<script>x</script>"
        await createWallet(dashboard, session: session, csrf: csrf, name: name, password: password, words: 24)
        let exported = await dashboard.respond(
            to: request(
                "POST", "/export", session: session, form: ["_csrf": csrf, "wallet": name, "password": password]))
        #expect(exported.status == 200)
        let html = String(decoding: exported.bytes, as: UTF8.self)
        let words = html.matches(of: /<li>([a-z]+)<\/li>/).map { String($0.1) }
        #expect(words.count == 24)
        let wrong = await dashboard.respond(
            to: request("POST", "/export", session: session, form: ["_csrf": csrf, "wallet": name, "password": "no"]))
        #expect(wrong.status == 403)
        var pages = [String(decoding: wrong.bytes, as: UTF8.self)]
        for path in ["/wallets", "/settings", "/export", "/onboarding", "/portfolio", "/market", "/lock"] {
            for language in ["en", "pt", "el", "tr"] {
                _ = await dashboard.respond(
                    to: request("POST", "/language", session: session, form: ["_csrf": csrf, "language": language]))
                let page = String(
                    decoding: await dashboard.respond(to: request(path, session: session)).bytes, as: UTF8.self)
                #expect(page.contains("<html lang=\"\(language)\">") || path == "/lock", "\(path) \(language)")
                pages.append(page)
            }
        }
        let phrase = words.joined(separator: " ")
        for page in pages {
            #expect(!page.contains(phrase))
            #expect(!page.contains("<script>x"))
            // Words of the phrase may be ordinary words of a page; eight of them in one page would not be.
            let shown = words.filter { page.contains(">\($0)<") }
            #expect(shown.count < 8)
        }
        #expect(pages.contains { $0.contains("&lt;script&gt;x&lt;/script&gt;") })
    }
}

@Suite struct WebRequestParsingTests {
    @Test func formFieldsDecodeLikeBrowsersEncode() {
        let fields = WebForm.fields("a=1&b=x+y%2Bz&c=%E2%82%AC&a=2&d&bad=%zz&=e")
        #expect(fields["a"] == "1")
        #expect(fields["b"] == "x y+z")
        #expect(fields["c"] == "€")
        #expect(fields["d"] == "")
        #expect(fields["bad"] == nil)
        #expect(fields[""] == "e")
        let many = (0..<1_000).map { "f\($0)=v" }.joined(separator: "&")
        #expect(WebForm.fields(Substring(many)).count == 256)
    }

    @Test func cookiesAreFoundByExactName() {
        let request = Request(
            head: HTTPRequest(
                method: .get, scheme: "http", authority: "127.0.0.1:8737", path: "/",
                headerFields: [.cookie: "xsolwallet_session=a; solwallet_session=b;c=d"]),
            body: RequestBody(buffer: ByteBuffer()))
        #expect(request.cookie("solwallet_session") == "b")
        #expect(request.cookie("c") == "d")
        #expect(request.cookie("e") == nil)
    }
}

/// Onboarding's restore: a backup file made by another home comes back with the same addresses; a wrong backup
/// password restores nothing.
@Suite struct DashboardRestoreTests {
    @Test func aBackupFileRestoresTheSameAccounts() async throws {
        let source = DashboardSecurityTests()
        let first = try source.dashboard()
        let (session, csrf) = try await source.signIn(first)
        let password = "restore source " + UUID().uuidString
        await source.createWallet(first, session: session, csrf: csrf, name: "saved", password: password)
        let manager = try first.manager(password)
        let addresses = try first.summaries().flatMap { $0.accounts.map(\.address) }
        #expect(addresses.count == 1)
        let file = NSTemporaryDirectory() + "walletweb-backup-" + UUID().uuidString
        let backupPassword = "backup " + UUID().uuidString
        let sealed = try WalletBackup.seal(
            try await manager.backup(), password: KeystorePassword(backupPassword), parameters: .minimum)
        try Data(sealed).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }

        let target = DashboardSecurityTests()
        let second = try target.dashboard()
        let (session2, csrf2) = try await target.signIn(second)
        let fresh = "restore target " + UUID().uuidString
        let wrong = await second.respond(
            to: target.request(
                "POST", "/onboarding/restore", session: session2,
                form: [
                    "_csrf": csrf2, "path": file, "backup_password": "not it", "password": fresh, "password2": fresh,
                ]))
        #expect(wrong.status == 403)
        #expect(try second.summaries().isEmpty)
        // The backup password is a password field like the others: a wrong one counts against the session.
        #expect(await second.sessions.passwordFailures(session2) == 1)
        let restored = await second.respond(
            to: target.request(
                "POST", "/onboarding/restore", session: session2,
                form: [
                    "_csrf": csrf2, "path": file, "backup_password": backupPassword, "password": fresh,
                    "password2": fresh,
                ]))
        #expect(restored.status == 200)
        #expect(try second.summaries().flatMap { $0.accounts.map(\.address) } == addresses)
        let missing = await second.respond(
            to: target.request(
                "POST", "/onboarding/restore", session: session2,
                form: ["_csrf": csrf2, "path": file + ".none", "password": fresh, "password2": fresh]))
        #expect(missing.status == 422)
    }
}
