import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing

@testable import WalletWeb

/// Issue 27 on localnet, in process: a Solana Pay transfer link paid from the dashboard lands once with its memo and
/// reference however often its confirmation is submitted, and a confirmation that changes the link is refused.
@Suite(.serialized) struct DashboardPayStakeTests {
    let base = DashboardSecurityTests()

    @Test func aPayLinkPaysOnce() async throws {
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
        func post(_ path: String, _ form: [String: String]) async -> WebResponse {
            await dashboard.respond(
                to: base.request("POST", path, session: session, form: form.merging(["_csrf": csrf]) { $1 }))
        }
        func reviewID(_ page: WebResponse) throws -> String {
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
    }
}
