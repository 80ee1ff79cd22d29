import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import SolanaCore
import SolanaWallet
import Synchronization
import Testing

@testable import WalletWeb

/// A clock the test moves by hand: the sessions' idle lock and password delays read it, so nothing here waits for
/// real time to pass (only for a live stream's one-second look at its session).
final class ManualClock: Sendable {
    private let time = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

    var now: Date { time.withLock { $0 } }

    func advance(_ seconds: TimeInterval) { time.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// Issue 26, item 9: guessing the password is slowed and then ends the session, on every form that takes it; live
/// streams end with the session's lock; `next` and `Host` cannot be smuggled.
@Suite struct DashboardGuessingTests {
    let base = DashboardSecurityTests()

    /// A dashboard on `clock`, signed in, with a wallet under `password`: the dashboard, session, CSRF token and the
    /// wallet's first address.
    func walletDashboard(
        _ clock: ManualClock, password: String
    ) async throws -> (Dashboard, session: String, csrf: String, address: String) {
        let dashboard = try base.dashboard(idleLock: 600, now: { clock.now })
        let (session, csrf) = try await base.signIn(dashboard)
        let created = await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password)
        #expect(created.status == 303)
        let address = try #require(try dashboard.summaries().first?.accounts.first?.address.base58)
        return (dashboard, session, csrf, address)
    }

    func unlock(_ dashboard: Dashboard, _ session: String, _ csrf: String, _ password: String) async -> TestAnswer {
        await dashboard.respond(
            to: base.request("POST", "/lock", session: session, form: ["_csrf": csrf, "password": password]))
    }

    @Test func bruteForceOfTheUnlockIsSlowedThenEndsTheSession() async throws {
        let clock = ManualClock()
        let password = "brute force test " + UUID().uuidString
        let (dashboard, session, csrf, _) = try await walletDashboard(clock, password: password)
        clock.advance(601)
        #expect(await dashboard.respond(to: base.request("/wallets", session: session)).header("Location") == "/lock")
        var waited: TimeInterval = 0
        for failure in 1..<SessionStore.maxPasswordFailures {
            let wrong = await unlock(dashboard, session, csrf, "guess \(failure)")
            #expect(wrong.status == 403, "guess \(failure)")
            let delay = SessionStore.defaultPasswordDelay(failures: failure)
            #expect(delay >= (failure < 2 ? 0 : 1), "the delay grows: \(delay) s after \(failure)")
            if delay > 0 {
                // Even the right password is not tried before the delay has passed.
                let early = await unlock(dashboard, session, csrf, password)
                #expect(early.status == 429, "right after wrong guess \(failure)")
                #expect(early.header("Retry-After") == String(Int(delay.rounded(.up))))
                #expect(await dashboard.respond(to: base.request("/wallets", session: session)).status == 303)
                clock.advance(delay - 0.5)
                #expect(await unlock(dashboard, session, csrf, password).status == 429)
                clock.advance(0.5)
                waited += delay
            }
        }
        #expect(waited >= 180, "nine wrong passwords cost \(waited) s")
        #expect(await dashboard.sessions.passwordFailures(session) == SessionStore.maxPasswordFailures - 1)
        let tenth = await unlock(dashboard, session, csrf, "guess 10")
        #expect(tenth.status == 403)
        #expect(tenth.header("Set-Cookie")?.contains("Max-Age=0") == true)
        #expect(String(decoding: tenth.bytes, as: UTF8.self).contains("start it again"))
        // The session is gone: the right password no longer helps, a new link is needed.
        clock.advance(3_600)
        #expect(await unlock(dashboard, session, csrf, password).status == 401)
        #expect(await dashboard.respond(to: base.request("/wallets", session: session)).status == 401)
    }

    @Test func theRightPasswordClearsTheCountAndAFirstTypoCostsNothing() async throws {
        let clock = ManualClock()
        let password = "typo test " + UUID().uuidString
        let (dashboard, session, csrf, _) = try await walletDashboard(clock, password: password)
        clock.advance(601)
        #expect(await unlock(dashboard, session, csrf, "typo").status == 403)
        #expect(await unlock(dashboard, session, csrf, password).status == 303)
        #expect(await dashboard.sessions.passwordFailures(session) == 0)
    }

    @Test func everyPasswordFieldCountsAndTheSessionsStreamsEndWithIt() async throws {
        let clock = ManualClock()
        let password = "fields test " + UUID().uuidString
        let (dashboard, session, csrf, address) = try await walletDashboard(clock, password: password)
        let stream = await dashboard.openStream(base.request("/events", query: ["address": address], session: session))
        #expect(stream.opened)
        let to = try PublicKey(bytes: Array(repeating: 7, count: 32)).base58
        // A send confirmation checks its password only for a review the dashboard issued (one review, one send).
        let review = await dashboard.reviews.issue(
            for: SendRequest(
                from: try PublicKey(address), to: try PublicKey(to), amount: .init("0.001"),
                allowUnfundedRecipient: true))
        let forms: [(String, [String: String])] = [
            ("/export", ["wallet": "main"]),
            ("/accounts/\(address)/send/confirm", ["to": to, "amount": "0.001", "review_id": review]),
            ("/wallets/account", ["wallet": "main"]),
        ]
        var failures = 0
        while failures < SessionStore.maxPasswordFailures {
            let (path, fields) = forms[failures % forms.count]
            var form = fields
            form["_csrf"] = csrf
            form["password"] = "guess \(failures)"
            let response = await dashboard.respond(to: base.request("POST", path, session: session, form: form))
            failures += 1
            if failures < SessionStore.maxPasswordFailures {
                #expect(response.status == 403, "\(path): \(response.status)")
                #expect(await dashboard.sessions.passwordFailures(session) == failures, "\(path)")
                clock.advance(SessionStore.defaultPasswordDelay(failures: failures))
            } else {
                #expect(response.status == 403)
                #expect(response.header("Set-Cookie")?.contains("Max-Age=0") == true)
            }
        }
        #expect(await dashboard.respond(to: base.request("/export", session: session)).status == 401)
        // The stream that was open ends with the session.
        #expect(await stream.ends())
    }

    @Test func aStreamEndsWhenTheSessionLocks() async throws {
        let clock = ManualClock()
        let dashboard = try base.dashboard(idleLock: 600, now: { clock.now })
        let (session, _) = try await base.signIn(dashboard)
        let address = try PublicKey(bytes: Array(repeating: 3, count: 32)).base58
        // Idle lock with no request at all: the stream notices by itself.
        let first = await dashboard.openStream(base.request("/events", query: ["address": address], session: session))
        #expect(first.opened)
        clock.advance(601)
        #expect(await first.ends())
        #expect(
            await dashboard.respond(to: base.request("/events", query: ["address": address], session: session)).status
                == 401)
    }

    @Test func aLockSeenByAnyRequestEndsTheStreamsAtOnce() async throws {
        let clock = ManualClock()
        let dashboard = try base.dashboard(idleLock: 600, now: { clock.now })
        let (session, _) = try await base.signIn(dashboard)
        let address = try PublicKey(bytes: Array(repeating: 5, count: 32)).base58
        let stream = await dashboard.openStream(base.request("/events", query: ["address": address], session: session))
        #expect(stream.opened)
        clock.advance(601)
        #expect(await dashboard.respond(to: base.request("/settings", session: session)).header("Location") == "/lock")
        #expect(await stream.ends())
    }

    @Test func oneSessionChecksOnePasswordAtATime() async {
        let clock = ManualClock()
        let store = SessionStore(idleLock: 600, now: { clock.now })
        guard case .session(let session) = await store.exchange(token: store.oneTimeToken) else {
            Issue.record("no session")
            return
        }
        #expect(await store.beginPasswordAttempt(session.id) == .proceed)
        #expect(await store.beginPasswordAttempt(session.id) == .busy)
        #expect(await store.endPasswordAttempt(session.id, .wrong) == false)
        #expect(await store.beginPasswordAttempt(session.id) == .proceed)
        await store.endPasswordAttempt(session.id, .wrong)
        #expect(await store.beginPasswordAttempt(session.id) == .wait(1))
        clock.advance(1)
        #expect(await store.beginPasswordAttempt(session.id) == .proceed)
        await store.endPasswordAttempt(session.id, .unchecked)
        #expect(await store.passwordFailures(session.id) == 2)
        #expect(await store.beginPasswordAttempt("no such session") == .ended)
    }

    @Test func nextRefusesControlCharactersAndWhitespace() async throws {
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        // As the browser sends it: "next=/%09/evil.example" is decoded to "/<TAB>/evil.example".
        let tab = try #require(WebForm.fields("next=/%09/evil.example")["next"])
        #expect(tab == "/\t/evil.example")
        for next in [tab, "/\n/evil.example", "/\r/evil.example", "/ /evil.example", "/\u{0}/evil.example", "/\u{85}x"]
        {
            let response = await dashboard.respond(
                to: base.request(
                    "POST", "/language", session: session, form: ["_csrf": csrf, "language": "en", "next": next]))
            #expect(response.header("Location") == "/", "\(next.debugDescription)")
        }
        let fine = await dashboard.respond(
            to: base.request(
                "POST", "/language", session: session, form: ["_csrf": csrf, "language": "en", "next": "/market?q=a"]))
        #expect(fine.header("Location") == "/market?q=a")
        #expect(Dashboard.safeNext("/\t/evil.example") == "/")
    }

    @Test func theUnlocksNextIsCheckedToo() async throws {
        let clock = ManualClock()
        let password = "next test " + UUID().uuidString
        let (dashboard, session, csrf, _) = try await walletDashboard(clock, password: password)
        clock.advance(601)
        let response = await dashboard.respond(
            to: base.request(
                "POST", "/lock", session: session,
                form: ["_csrf": csrf, "password": password, "next": "/\t/evil.example"]))
        #expect(response.status == 303)
        #expect(response.header("Location") == "/")
    }

    @Test func aRequestWithTwoHostHeadersIsRefused() async throws {
        let dashboard = try base.dashboard()
        let (session, _) = try await base.signIn(dashboard)
        let good = "127.0.0.1:\(DashboardSecurityTests.port)"
        let cookie = "\(dashboard.sessionCookieName)=\(session)"
        // As the server hands them over (`HTTP1Router`): HTTP/1's first Host is the authority, the second stays a
        // field.
        for hosts in [[good, good], ["evil.example", good], [good, "evil.example"]] {
            let fields = hosts.map { (name: "Host", value: $0) } + [(name: "Cookie", value: cookie)]
            let response = await dashboard.respond(to: TestRequest(method: "GET", path: "/settings", fields: fields))
            #expect(response.status == 400, "\(hosts)")
        }
        let one = [(name: "Host", value: good), (name: "Cookie", value: cookie)]
        #expect(await dashboard.respond(to: TestRequest(method: "GET", path: "/settings", fields: one)).status == 200)
        // Without the conversion, as the router sees it: the authority and a Host field are two.
        let request = Request(
            head: HTTPRequest(
                method: .get, scheme: "http", authority: "evil.example", path: "/settings",
                headerFields: [.hostField: good, .cookie: cookie]),
            body: RequestBody(buffer: ByteBuffer()))
        let context = DashboardContext(
            source: ApplicationRequestContextSource(channel: EmbeddedChannel(), logger: Logger(label: "test")))
        #expect(
            try await dashboard.router().buildResponder().respond(to: request, context: context).status == .badRequest)
    }
}
