import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing

@testable import WalletWeb

/// Issue 30 on localnet, in process: a Solana Action (a blink) run from the dashboard against the local HTTPS Actions
/// server whose transactions solders builds (Tests/Oracles/actions_server.py): its card (who asks, the icon's address
/// never fetched, the parameters), a donation of a random amount reviewed, refused with a wrong password, signed once
/// however often it is confirmed; a message signed and verified by the server; a two-step chain to `completed`; the
/// forms refused without CSRF or session, a bad parameter, another signer and a cap too small refused with nothing
/// moved.
@Suite(.serialized) struct DashboardActionTests {
    let base = DashboardSecurityTests()

    /// A dashboard over `localnet` in `base`'s home that trusts the Actions server's certificate.
    func dashboard(on localnet: Localnet, trusting ca: String) throws -> (RPCClient, Dashboard) {
        let url = localnet.httpURL
        let client = RPCClient(
            cluster: Cluster(url: url, name: "localnet"), configuration: .init(commitment: .confirmed))
        let paths = WalletPaths(home: base.home)
        var services = DashboardServices(
            paths: paths, database: try WalletDatabase(path: paths.databasePath), keystoreParameters: .minimum,
            client: { RPCClient(cluster: Cluster(url: url, name: "localnet")) }, clusterOverride: nil, market: nil,
            marketError: "no price service in this test", jupiter: nil)
        services.additionalTrustRootFiles = [ca]
        let dashboard = Dashboard(services: services, idleLock: 600, passwordDelay: { _ in 0 })
        dashboard.port = DashboardSecurityTests.port
        return (client, dashboard)
    }

    @Test func anActionIsReviewedSignedOnceAndChained() async throws {
        let localnet = try Localnet()
        let server = try HTTPSPeer.actionsServer(rpc: localnet.httpURL)
        let (client, dashboard) = try dashboard(on: localnet, trusting: server.ca)
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "dashboard actions " + UUID().uuidString
        _ = await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password)
        let from = try #require(try dashboard.summaries().first?.accounts.first?.address)
        let treasury = try PublicKey(server.treasury)
        try await client.airdrop(from, lamports: 3_000_000_000, commitment: .confirmed)
        try await client.airdrop(treasury, lamports: 10_000_000, commitment: .confirmed)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        func html(_ answer: TestAnswer) -> String { String(decoding: answer.bytes, as: UTF8.self) }
        func post(_ path: String, _ form: [String: String]) async -> TestAnswer {
            await dashboard.respond(
                to: base.request(
                    "POST", "/accounts/\(from.base58)/action/" + path, session: session,
                    form: form.merging(["_csrf": csrf]) { $1 }))
        }
        func link(_ path: String) -> String {
            "solana-action:" + (server.url + path).addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        }
        /// The card of `link`: its page and its id.
        func open(_ link: String) async throws -> (html: String, card: String) {
            let page = await dashboard.respond(
                to: base.request("/accounts/\(from.base58)/action", query: ["url": link], session: session))
            let text = html(page)
            #expect(page.status == 200, "\(text)")
            let card = try #require(text.firstMatch(of: /name="card" value="([0-9a-f]{32})"/)?.1, "\(text)")
            return (text, String(card))
        }
        func reviewID(_ text: String) throws -> String {
            String(try #require(text.firstMatch(of: /name="review_id" value="([0-9a-f]{32})"/)?.1, "\(text)"))
        }

        // The card: who asks, what it says (its escape sequence removed), the icon's address, the parameter.
        let donate = try await open(link("/api/donate"))
        #expect(donate.html.contains("id=\"action-domain\" class=\"mono\">127.0.0.1<"), "\(donate.html)")
        // The icon only through the dashboard's image proxy: the browser never contacts the icon's host.
        #expect(
            donate.html.contains("https://127.0.0.1:") && donate.html.contains("/icon.png")
                && donate.html.contains("<img id=\"action-icon-image\""))
        #expect(donate.html.firstMatch(of: /<img[^>]* src="(?!\/img\/[0-9a-f]{32}")/) == nil, "\(donate.html)")
        #expect(
            donate.html.contains("Donate") && !donate.html.contains("\u{1B}") && donate.html.contains("a SOL amount"))
        #expect(donate.html.contains("name=\"param_0\""))
        // Not a link: refused before anything is asked.
        let bad = await dashboard.respond(
            to: base.request(
                "/accounts/\(from.base58)/action", query: ["url": "http://127.0.0.1:9/x"], session: session))
        #expect(bad.status == 422 && html(bad).contains("https"), "\(html(bad))")

        // A parameter out of bounds: refused by the SDK before the server is asked.
        let postsBefore = try server.posts().count
        let tooMuch = await post("run", ["card": donate.card, "button": "0", "param_0": "2"])
        #expect(tooMuch.status == 422 && html(tooMuch).contains("more than 1"), "\(html(tooMuch))")
        #expect(try server.posts().count == postsBefore)
        // Without the CSRF token, or the session: refused, nothing asked.
        let form = ["card": donate.card, "button": "0", "param_0": "0.01"]
        let noCSRF = await dashboard.respond(
            to: base.request("POST", "/accounts/\(from.base58)/action/run", session: session, form: form))
        let noSession = await dashboard.respond(
            to: base.request("POST", "/accounts/\(from.base58)/action/run", form: form.merging(["_csrf": csrf]) { $1 }))
        #expect(noCSRF.status == 403 && noSession.status == 401)
        #expect(try server.posts().count == postsBefore)

        // A donation of a random amount, capped at the amount: reviewed with its effects, then signed once.
        var rng = TestRandom.rng
        let millis = UInt64.random(in: 1...500, using: &rng)
        let amount = "0." + String(format: "%03d", millis)
        let lamports = millis * 1_000_000
        let (userBefore, treasuryBefore) = (try await balance(from), try await balance(treasury))
        let review = await post("run", ["card": donate.card, "button": "0", "param_0": amount, "amount": amount])
        let reviewHTML = html(review)
        #expect(
            review.status == 200 && reviewHTML.contains("id=\"send-effects\""), "seed \(TestRandom.seed): \(reviewHTML)"
        )
        #expect(reviewHTML.contains("Thanks for the donation"))
        let id = try reviewID(reviewHTML)
        // A wrong password signs nothing and gives the review back; without CSRF nothing either.
        #expect(await post("confirm", ["review_id": id, "password": "not it"]).status == 403)
        let confirmNoCSRF = await dashboard.respond(
            to: base.request(
                "POST", "/accounts/\(from.base58)/action/confirm", session: session,
                form: ["review_id": id, "password": password]))
        #expect(confirmNoCSRF.status == 403)
        #expect(try await balance(from) == userBefore)
        async let a = post("confirm", ["review_id": id, "password": password])
        async let b = post("confirm", ["review_id": id, "password": password])
        let answers = await [a, b]
        #expect(answers.allSatisfy { [303, 409, 429].contains($0.status) }, "\(answers.map(\.status))")
        let again = await post("confirm", ["review_id": id, "password": password])
        #expect(again.status == 303 && (again.header("Location") ?? "").hasPrefix("/tx/"), "\(html(again))")
        #expect(try await balance(from) == userBefore - lamports - 5_000, "seed \(TestRandom.seed)")
        #expect(try await balance(treasury) == treasuryBefore + lamports)
        let posted = try server.posts().filter { $0["path"] == "/api/donate" }
        #expect(posted.last?["body"] == "{\"account\":\"\(from.base58)\",\"data\":{\"amount\":\"\(amount)\"}}")

        // Hostile answers: another signer refused, a cap too small refused in the review; nothing moves.
        let settled = try await balance(from)
        let stranger = try await open(link("/api/other-signer"))
        let other = await post("run", ["card": stranger.card, "button": "0"])
        #expect(other.status == 422 && html(other).contains("malicious"), "\(html(other))")
        let capped = try await open(link("/api/donate"))
        let overCap = await post("run", ["card": capped.card, "button": "0", "param_0": "0.5", "amount": "0.1"])
        #expect(overCap.status == 422 && html(overCap).contains("id=\"refusals\""), "\(html(overCap))")
        #expect(!html(overCap).contains("name=\"review_id\""))
        #expect(await post("run", ["card": String(repeating: "0", count: 32), "button": "0"]).status == 410)
        #expect(try await balance(from) == settled)

        // A message: shown whole, signed with the password, verified by the server, which answers completed.
        let message = try await open(link("/api/message"))
        let toSign = await post("run", ["card": message.card, "button": "0"])
        let toSignHTML = html(toSign)
        #expect(toSignHTML.contains("127.0.0.1 wants you to sign a message with your account:"), "\(toSignHTML)")
        let signed = await post("sign", ["review_id": try reviewID(toSignHTML), "password": password])
        #expect(signed.status == 200 && html(signed).contains("id=\"action-completed\""), "\(html(signed))")
        #expect(html(signed).contains("Signed in"))

        // Two transactions chained through a post callback and an inline completed action.
        let (chainUser, chainTreasury) = (try await balance(from), try await balance(treasury))
        let chain = try await open(link("/api/chain"))
        let step1 = await post("run", ["card": chain.card, "button": "0", "amount": "0.00001"])
        let step1Sent = await post("confirm", ["review_id": try reviewID(html(step1)), "password": password])
        let step1HTML = html(step1Sent)
        #expect(step1Sent.status == 200 && step1HTML.contains("Step 2") && step1HTML.contains("id=\"signature\""))
        let next = String(try #require(step1HTML.firstMatch(of: /name="card" value="([0-9a-f]{32})"/)?.1))
        let step2 = await post("run", ["card": next, "button": "0", "amount": "0.00001"])
        let step2Sent = await post("confirm", ["review_id": try reviewID(html(step2)), "password": password])
        #expect(step2Sent.status == 200 && html(step2Sent).contains("id=\"action-completed\""), "\(html(step2Sent))")
        #expect(try await balance(treasury) == chainTreasury + 3_000)
        #expect(try await balance(from) == chainUser - 3_000 - 10_000)
    }

    /// Issues 30 and 31: an action whose transaction calls a program the wallet does not decode is reviewed with the
    /// instruction named by a registered IDL (as `solwallet idl add` stores it), with its arguments; unregistered, it
    /// is not named. The Memo program's code runs at a fresh address; the registered IDL is the Memo fixture moved
    /// there and renamed. A payment may not call it: refused all the same, nothing signed.
    @Test func anActionReviewNamesARegisteredIDLsInstruction() async throws {
        struct Written: Decodable { let size: Int }
        let programId = Keypair.generate().publicKey
        let elf = NSTemporaryDirectory() + "note-program-\(UUID().uuidString).so"
        defer { try? FileManager.default.removeItem(atPath: elf) }
        _ = try Oracle.ask(
            "program_elf", ["program": PublicKey.memoProgram.base58, "path": elf], as: Written.self,
            script: "tx_oracle.py")
        let localnet = try Localnet(extraArguments: ["--bpf-program", programId.base58, elf])
        let server = try HTTPSPeer.actionsServer(rpc: localnet.httpURL)
        let (client, dashboard) = try dashboard(on: localnet, trusting: server.ca)
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "dashboard idl " + UUID().uuidString
        _ = await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password)
        let from = try #require(try dashboard.summaries().first?.accounts.first?.address)
        try await client.airdrop(from, lamports: 1_000_000_000, commitment: .confirmed)
        let link =
            "solana-action:"
            + (server.url + "/api/program?program=\(programId.base58)").addingPercentEncoding(
                withAllowedCharacters: .alphanumerics)!
        /// The review of the action's transaction: the card opened, its button pressed.
        func review() async throws -> TestAnswer {
            let page = await dashboard.respond(
                to: base.request("/accounts/\(from.base58)/action", query: ["url": link], session: session))
            let text = String(decoding: page.bytes, as: UTF8.self)
            let card = try #require(text.firstMatch(of: /name="card" value="([0-9a-f]{32})"/)?.1, "\(text)")
            return await dashboard.respond(
                to: base.request(
                    "POST", "/accounts/\(from.base58)/action/run", session: session,
                    form: ["card": String(card), "button": "0", "_csrf": csrf]))
        }
        let before = try await client.send(.getBalance(from, commitment: .confirmed)).value

        // Not registered: the instruction is listed, not named.
        let unnamed = try await review()
        let unnamedHTML = String(decoding: unnamed.bytes, as: UTF8.self)
        #expect(unnamedHTML.contains("id=\"review-instructions\""), "\(unnamedHTML)")
        #expect(!unnamedHTML.contains("postNote") && !unnamedHTML.contains("noteDemo"), "\(unnamedHTML)")

        // Registered: the Memo fixture at the program's address, the program and its instruction renamed.
        var idl = try #require(
            try JSONSerialization.jsonObject(with: Data(Oracle.fixture("idl/memo.json"))) as? [String: Any])
        var program = try #require(idl["program"] as? [String: Any])
        program["publicKey"] = programId.base58
        program["name"] = "noteDemo"
        var instructions = try #require(program["instructions"] as? [[String: Any]])
        instructions[0]["name"] = "postNote"
        program["instructions"] = instructions
        idl["program"] = program
        _ = try IDLRegistry(paths: WalletPaths(home: base.home)).add(
            json: Array(try JSONSerialization.data(withJSONObject: idl)))
        let named = try await review()
        let html = String(decoding: named.bytes, as: UTF8.self)
        let list = try #require(
            html.firstMatch(of: /<ol id="review-instructions">(.*?)<\/ol>/.dotMatchesNewlines())?.1, "\(html)")
        #expect(list.contains("noteDemo (\(programId.base58)).postNote"), "\(list)")
        #expect(list.contains("memo=&quot;note from the action&quot;"), "\(list)")
        // Named for display only: a payment may not call it, so it is refused and no form can sign it.
        #expect(named.status == 422 && html.contains("id=\"refusals\"") && !html.contains("name=\"review_id\""))
        #expect(try await client.send(.getBalance(from, commitment: .confirmed)).value == before)
    }
}
