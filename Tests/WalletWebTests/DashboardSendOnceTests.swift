import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing

@testable import WalletWeb

/// Issue 26, item 5, on localnet: one review sends once. Three concurrent confirmations of one review and a later
/// resubmit of its form move exactly one transfer (checked on chain); the replay is sent to the first send's page; a
/// confirmation that changes the request is refused; a wrong password gives the review back; a recipient that loses
/// the funds is sent to only with its box ticked.
@Suite(.serialized) struct DashboardSendOnceTests {
    let base = DashboardSecurityTests()

    /// A client of `localnet` and a dashboard over it (in `base`'s home, no price service).
    func dashboard(on localnet: Localnet) throws -> (RPCClient, Dashboard) {
        try dashboard(on: localnet, base: base)
    }

    /// A client of `localnet` and a dashboard over it in `base`'s home.
    func dashboard(on localnet: Localnet, base: DashboardSecurityTests) throws -> (RPCClient, Dashboard) {
        let url = localnet.httpURL
        let client = RPCClient(
            cluster: Cluster(url: url, name: "localnet"), configuration: .init(commitment: .confirmed))
        let paths = WalletPaths(home: base.home)
        let services = DashboardServices(
            paths: paths, database: try WalletDatabase(path: paths.databasePath), keystoreParameters: .minimum,
            client: { RPCClient(cluster: Cluster(url: url, name: "localnet")) }, clusterOverride: nil, market: nil,
            marketError: "no price service in this test", jupiter: nil)
        let dashboard = Dashboard(services: services, idleLock: 600)
        dashboard.port = DashboardSecurityTests.port
        return (client, dashboard)
    }

    @Test func oneReviewSendsOnceHoweverOftenItIsConfirmed() async throws {
        let localnet = try Localnet()
        let (client, dashboard) = try dashboard(on: localnet)
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "send once " + UUID().uuidString
        #expect(
            await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password).status
                == 303)
        let from = try #require(try dashboard.summaries().first?.accounts.first?.address)
        try await client.airdrop(from, lamports: 2_000_000_000, commitment: .confirmed)
        let to = Keypair.generate().publicKey
        try await client.airdrop(to, lamports: 1_000_000_000, commitment: .confirmed)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        func post(_ path: String, _ form: [String: String]) async -> TestAnswer {
            await dashboard.respond(
                to: base.request("POST", path, session: session, form: form.merging(["_csrf": csrf]) { $1 }))
        }
        /// A review of `amount` to `recipient`: its id (from the page's form) and the page.
        func review(_ recipient: PublicKey, _ amount: String) async throws -> (id: String, html: String) {
            let page = await post("/accounts/\(from.base58)/send/review", ["to": recipient.base58, "amount": amount])
            let html = String(decoding: page.bytes, as: UTF8.self)
            #expect(page.status == 200, "\(html)")
            let id = try #require(html.firstMatch(of: /name="review_id" value="([0-9a-f]{32})"/)?.1, "\(html)")
            return (String(id), html)
        }
        let confirmPath = "/accounts/\(from.base58)/send/confirm"
        /// A confirmation whose send outlasted the wait goes to its payment's page: asked again once the send ended
        /// (a signal from the payments' store, not the clock).
        func settled(_ answer: TestAnswer) async throws -> TestAnswer {
            guard answer.status == 303, let location = answer.header("Location"), location.contains("/send/payment/")
            else { return answer }
            while true {
                let page = await dashboard.respond(to: base.request(location, session: session))
                guard page.status == 200, String(decoding: page.bytes, as: UTF8.self).contains("send-in-flight") else {
                    return page
                }
                await dashboard.payments.waitUntilSent(String(location.split(separator: "/").last ?? ""))
            }
        }

        let before = try await balance(to)
        let first = try await review(to, "0.01")
        let form = ["to": to.base58, "amount": "0.01", "review_id": first.id, "password": password]
        async let a = post(confirmPath, form)
        async let b = post(confirmPath, form)
        async let c = post(confirmPath, form)
        var answers = await [a, b, c]
        for index in answers.indices { answers[index] = try await settled(answers[index]) }
        let sentPrefix = "/accounts/\(from.base58)/send/sent/"
        let sends = answers.filter { $0.status == 303 && ($0.header("Location") ?? "").hasPrefix(sentPrefix) }
        let landed = sends.filter { !($0.header("Location") ?? "").hasSuffix("?replay=1") }
        #expect(landed.count == 1, "\(answers.map { ($0.status, $0.header("Location") ?? "") })")
        // The others: the review is being sent (409), or the session is checking a password already (429).
        #expect(answers.allSatisfy { [303, 409, 429].contains($0.status) }, "\(answers.map(\.status))")
        // The browser's "send again": the same form, later.
        let resubmit = await post(confirmPath, form)
        let location = try #require(resubmit.header("Location"))
        #expect(resubmit.status == 303 && location.hasSuffix("?replay=1"), "\(location)")
        let replayPage = await dashboard.respond(
            to: base.request(
                String(location.split(separator: "?")[0]), query: ["replay": "1"], session: session))
        let replayHTML = String(decoding: replayPage.bytes, as: UTF8.self)
        #expect(replayPage.status == 200 && replayHTML.contains("id=\"replay\""), "\(replayHTML)")
        #expect(try await balance(to) == before + 10_000_000)

        // A confirmation that asks for another amount than its review: refused, nothing moves.
        let second = try await review(to, "0.01")
        var changed = form
        changed["review_id"] = second.id
        changed["amount"] = "0.5"
        #expect(await post(confirmPath, changed).status == 409)
        #expect(
            await post(confirmPath, ["to": to.base58, "amount": "0.01", "review_id": "00", "password": password]).status
                == 409)
        // A wrong password gives the review back; the right one then sends it.
        let third = try await review(to, "0.02")
        var wrong = form
        wrong["review_id"] = third.id
        wrong["amount"] = "0.02"
        wrong["password"] = "not it"
        #expect(await post(confirmPath, wrong).status == 403)
        wrong["password"] = password
        let thirdSent = try await settled(await post(confirmPath, wrong))
        #expect(thirdSent.status == 303 && !(thirdSent.header("Location") ?? "").hasSuffix("?replay=1"))
        #expect(try await balance(to) == before + 30_000_000)

        // A program as recipient: the review has a box naming the case; unticked, nothing is sent.
        let program = PublicKey.tokenProgram
        let programBefore = try await balance(program)
        let risky = try await review(program, "0.001")
        #expect(risky.html.contains("name=\"ack_recipientIsProgram\""), "\(risky.html)")
        let riskyForm = ["to": program.base58, "amount": "0.001", "review_id": risky.id, "password": password]
        let unticked = await post(confirmPath, riskyForm)
        #expect(unticked.status == 422, "\(String(decoding: unticked.bytes, as: UTF8.self))")
        #expect(try await balance(program) == programBefore)
        let again = try await review(program, "0.001")
        var ticked = riskyForm
        ticked["review_id"] = again.id
        ticked["ack_recipientIsProgram"] = "on"
        let tickedAnswer = try await settled(await post(confirmPath, ticked))
        #expect(tickedAnswer.status == 303, "\(String(decoding: tickedAnswer.bytes, as: UTF8.self))")
        #expect(try await balance(program) == programBefore + 1_000_000)
    }
    // An expired send is reviewed again within its payment: DashboardPaymentTests.
}
