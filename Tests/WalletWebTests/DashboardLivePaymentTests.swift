import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// Issue 29 on localnet, in process: while a payment is in flight its page is followed in place by live.js through
/// the payment's state (`/accounts/ADDRESS/send/payment/ID/state`): the same steps as the page, in the page's
/// language, the attempts and the signature, then the page to go to once it landed. The state answers only the
/// session that owns the payment and only the dashboard's own pages; without script the page still refreshes itself.
@Suite(.serialized) struct DashboardLivePaymentTests {
    let payments = DashboardPaymentTests()

    /// The state a page's script reads.
    struct State: Decodable {
        let state: String
        let inFlight: String?
        let steps: [String]
        let attempts: Int
        let signature: String?
        let next: String?
    }

    /// The `<li>` steps of the payment page's progress list.
    static func steps(_ html: String) -> [String] {
        guard let list = html.firstMatch(of: /<ol id="send-progress">(.*?)<\/ol>/.dotMatchesNewlines())?.1 else {
            return []
        }
        return list.matches(of: /<li>(.*?)<\/li>/).map {
            // The page escapes what the JSON says as it is.
            var text = String($0.1)
            for (entity, character) in [
                ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"),
            ] {
                text = text.replacingOccurrences(of: entity, with: character)
            }
            return text
        }
    }

    @Test func thePaymentsStateFollowsItInPlaceForItsSessionOnly() async throws {
        let setup = try await payments.setUp(try Localnet())
        await setup.dashboard.payments.setInlineWait(.zero)
        let from = setup.from
        let to = Keypair.generate().publicKey
        // In Portuguese: the state says the steps as the page does, in the page's language.
        #expect(await payments.post(setup, "/language", ["language": "pt", "next": "/"]).status == 303)
        // Confirmation is slow: each status answer takes 1 s, so the payment is seen in flight.
        _ = try await setup.localnet.admin(
            "/admin/faults", ["latency_ms": 1_000, "methods": ["getSignatureStatuses"]])
        let fields = ["to": to.base58, "amount": "0.01"]
        let review = await payments.post(setup, "/accounts/\(from.base58)/send/review", fields)
        #expect(review.status == 200, "\(DashboardPaymentTests.html(review))")
        let reviewId = try DashboardPaymentTests.reviewId(DashboardPaymentTests.html(review))
        let confirmed = await payments.post(
            setup, "/accounts/\(from.base58)/send/confirm",
            fields.merging(["review_id": reviewId, "password": setup.password]) { $1 })
        let location = try #require(confirmed.header("Location"))
        #expect(confirmed.status == 303 && location.contains("/send/payment/"), "\(location)")
        let statePath = location + "/state"

        // The page in flight: followed by live.js through the state; without script, a refresh in `noscript`.
        let page = await payments.get(setup, location)
        let pageHTML = DashboardPaymentTests.html(page)
        #expect(page.status == 200 && pageHTML.contains("id=\"send-in-flight\""), "\(pageHTML)")
        #expect(pageHTML.contains("data-live-payment=\"\(statePath)\""), "\(pageHTML)")
        #expect(pageHTML.contains("<script src=\"/static/live.js\" defer></script>"))
        #expect(pageHTML.contains("<noscript><meta http-equiv=\"refresh\" content=\"1\"></noscript>"))
        #expect(page.header("Refresh") == nil, "a Refresh header would reload the page under the script too")
        let script = await setup.dashboard.respond(to: payments.base.request("/static/live.js"))
        #expect(String(decoding: script.bytes, as: UTF8.self).contains("data-live-payment"))

        // Another session's payment, an unknown one, no session, another site: refused.
        let request = SendRequest(from: from, to: to, amount: .exact("0.00001"))
        let foreign = await setup.dashboard.payments.open(
            SendSession(flow: try await setup.dashboard.paymentFlow(from: from), request: request),
            owner: "another session", presentation: .init(confirmAction: "/", backLink: "/", hidden: [], said: []))
        let foreignPath = "/accounts/\(from.base58)/send/payment/\(foreign)/state"
        let refused = await payments.get(setup, foreignPath)
        #expect(refused.status == 404, "\(DashboardPaymentTests.html(refused))")
        let refusedState = try JSONDecoder().decode(State.self, from: Data(refused.bytes))
        #expect(refusedState.state == "unknown" && refusedState.next == nil && refusedState.attempts == 0)
        let unknown = "/accounts/\(from.base58)/send/payment/\(String(repeating: "0", count: 64))/state"
        #expect(await payments.get(setup, unknown).status == 404)
        #expect(await setup.dashboard.respond(to: payments.base.request(statePath)).status == 401)
        let crossSite = await setup.dashboard.respond(
            to: payments.base.request(statePath, session: setup.session, headers: ["Sec-Fetch-Site": "cross-site"]))
        #expect(crossSite.status == 403)
        let otherAccount = Keypair.generate().publicKey.base58
        let wrongAccount = await payments.get(
            setup, statePath.replacingOccurrences(of: from.base58, with: otherAccount))
        #expect(wrongAccount.status == 404)

        // In flight, then landed: the state's steps are the page's, in Portuguese; then the result page to go to.
        let language = Language.pt
        var last: State?
        var sawSending = false
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            let answer = await setup.dashboard.respond(
                to: payments.base.request(
                    statePath, session: setup.session, headers: ["Sec-Fetch-Site": "same-origin"]))
            #expect(answer.status == 200 && answer.header("Content-Type")?.hasPrefix("application/json") == true)
            let state = try JSONDecoder().decode(State.self, from: Data(answer.bytes))
            last = state
            guard state.state == "sending" else { break }
            #expect(state.next == nil && state.attempts == 1)
            #expect(state.inFlight == WebStrings.text("sendInFlight", language) + "…", "\(state)")
            if let signature = state.signature {
                let line = try #require(ProgressText.line(.sending(try Signature(signature)), language: language))
                #expect(state.steps.contains(line), "\(state.steps)")
                // The page says the same steps (it may have one more by now).
                let html = DashboardPaymentTests.html(await payments.get(setup, location))
                if html.contains("id=\"send-in-flight\"") {
                    let shown = Self.steps(html)
                    #expect(Array(shown.prefix(state.steps.count)) == state.steps, "\(shown) \(state.steps)")
                }
                sawSending = true
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(sawSending, "the state never showed the payment in flight with its signature")
        let ended = try #require(last)
        #expect(ended.state == "landed", "\(ended)")
        let signature = try Signature(try #require(ended.signature))
        #expect(ended.next == "/accounts/\(from.base58)/send/sent/\(signature.base58)")
        #expect(ended.attempts == 1)
        let landed = try #require(try await setup.client.send(.getTransaction(signature, commitment: .confirmed)))
        #expect(landed.slot > 0)
        _ = try await setup.localnet.admin("/admin/faults", ["reset": true])
        #expect(try await payments.balance(setup, to) == 10_000_000)
    }

    /// Following a payment is no activity of the user: a page left open does not keep the session from locking, and
    /// once it is locked the state is refused (the script then reloads, and the page shows the lock).
    @Test func followingAPaymentNeitherKeepsTheSessionOpenNorAnswersOnceLocked() async throws {
        let clock = ManualClock()
        let base = payments.base
        let dashboard = try base.dashboard(idleLock: 600, now: { clock.now })
        let (session, _) = try await base.signIn(dashboard)
        let address = Keypair.generate().publicKey.base58
        let state = "/accounts/\(address)/send/payment/\(String(repeating: "0", count: 64))/state"
        for step in [300.0, 250] {
            clock.advance(step)
            #expect(await dashboard.respond(to: base.request(state, session: session)).status == 404)
        }
        // 650 s after the last page, 100 s after the last state: locked (were the state a touch, it would not be).
        clock.advance(100)
        let locked = await dashboard.respond(to: base.request(state, session: session))
        #expect(locked.status == 401, "\(String(decoding: locked.bytes, as: UTF8.self))")
        #expect(await dashboard.respond(to: base.request("/wallets", session: session)).header("Location") == "/lock")
    }
}
