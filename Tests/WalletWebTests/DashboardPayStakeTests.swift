import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing

@testable import WalletWeb

/// Issue 27 on localnet, in process: a Solana Pay transfer link paid from the dashboard lands once with its memo and
/// reference however often its confirmation is submitted, and a confirmation that changes the link is refused; a
/// stake account created from the stake screen is listed, its review signs once, and its deactivation is reviewed and
/// signed like any other.
@Suite(.serialized) struct DashboardPayStakeTests {
    let base = DashboardSecurityTests()

    @Test func aPayLinkPaysOnceAndAStakeReviewSignsOnce() async throws {
        let localnet = try Localnet()
        let (client, dashboard) = try DashboardSendOnceTests().dashboard(on: localnet, base: base)
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "pay and stake " + UUID().uuidString
        _ = await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password)
        let from = try #require(try dashboard.summaries().first?.accounts.first?.address)
        try await client.airdrop(from, lamports: 10_000_000_000, commitment: .confirmed)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        func post(_ path: String, _ form: [String: String]) async -> TestAnswer {
            await dashboard.respond(
                to: base.request("POST", path, session: session, form: form.merging(["_csrf": csrf]) { $1 }))
        }
        func reviewID(_ page: TestAnswer) throws -> String {
            let html = String(decoding: page.bytes, as: UTF8.self)
            #expect(page.status == 200, "\(html)")
            return String(try #require(html.firstMatch(of: /name="review_id" value="([0-9a-f]{32})"/)?.1, "\(html)"))
        }

        // Pay: the link's amount, label and reference; three confirmations at once and a resubmit pay once.
        let to = Keypair.generate().publicKey
        let reference = Keypair.generate().publicKey
        let link = "solana:\(to.base58)?amount=0.25&reference=\(reference.base58)&label=Shop&memo=order-7"
        let review = await post("/accounts/\(from.base58)/pay/review", ["link": link])
        let html = String(decoding: review.bytes, as: UTF8.self)
        #expect(html.contains("Shop") && html.contains("id=\"send-effects\"") && html.contains("order-7"), "\(html)")
        let id = try reviewID(review)
        let hidden = try #require(html.firstMatch(of: /name="link" value="([^"]*)"/)?.1)
        let form = [
            "link": String(hidden).replacingOccurrences(of: "&amp;", with: "&"), "amount": "", "review_id": id,
            "password": password,
        ]
        let confirmPath = "/accounts/\(from.base58)/pay/confirm"
        async let a = post(confirmPath, form)
        async let b = post(confirmPath, form)
        async let c = post(confirmPath, form)
        let answers = await [a, b, c]
        #expect(answers.allSatisfy { [303, 409, 429].contains($0.status) }, "\(answers.map(\.status))")
        let resubmit = await post(confirmPath, form)
        #expect(resubmit.status == 303 && (resubmit.header("Location") ?? "").hasSuffix("?replay=1"))
        #expect(try await balance(to) == 250_000_000)
        let mentions = try await client.send(.getSignaturesForAddress(reference, commitment: .confirmed))
        #expect(mentions.count == 1)
        // The same review id with another link (another amount): refused, nothing moves.
        let other = try reviewID(await post("/accounts/\(from.base58)/pay/review", ["link": link]))
        var changed = form
        changed["review_id"] = other
        changed["link"] = "solana:\(to.base58)?amount=0.5&reference=\(reference.base58)&label=Shop&memo=order-7"
        #expect(await post(confirmPath, changed).status == 409)
        #expect(try await balance(to) == 250_000_000)

        // Stake: a voting validator, a 2 SOL stake account, confirmed twice: one account, listed.
        let votes = try await client.send(.getVoteAccounts(commitment: .confirmed))
        let validator = try #require(votes.current.first?.votePubkey)
        let stakePath = "/accounts/\(from.base58)/stake"
        let create = ["action": "create", "amount": "2", "validator": validator.base58]
        let createID = try reviewID(await post(stakePath + "/review", create))
        let createForm = create.merging(["review_id": createID, "password": password]) { $1 }
        let created = await post(stakePath + "/confirm", createForm)
        #expect(created.status == 303, "\(String(decoding: created.bytes, as: UTF8.self))")
        let again = await post(stakePath + "/confirm", createForm)
        #expect(again.status == 303 && again.header("Location") == created.header("Location"))
        let list = String(
            decoding: await dashboard.respond(to: base.request(stakePath, session: session)).bytes, as: UTF8.self)
        let rows = list.matches(of: /<tr class="stake-account"><td class="mono">([1-9A-HJ-NP-Za-km-z]{32,44})</)
        #expect(rows.count == 1, "\(list)")
        let stake = try PublicKey(String(try #require(rows.first).1))
        #expect(try await balance(stake) >= 2_000_000_000)
        #expect(list.contains(validator.base58) && list.contains("class=\"deactivate-form\""))
        // A wrong password gives the review back; the right one then deactivates it.
        let deactivate = ["action": "deactivate", "stake_account": stake.base58]
        let deactivateID = try reviewID(await post(stakePath + "/review", deactivate))
        var deactivateForm = deactivate.merging(["review_id": deactivateID, "password": "not it"]) { $1 }
        #expect(await post(stakePath + "/confirm", deactivateForm).status == 403)
        deactivateForm["password"] = password
        #expect(await post(stakePath + "/confirm", deactivateForm).status == 303)
        let after = String(
            decoding: await dashboard.respond(to: base.request(stakePath, session: session)).bytes, as: UTF8.self)
        #expect(!after.contains("class=\"deactivate-form\""), "\(after)")
    }
}
