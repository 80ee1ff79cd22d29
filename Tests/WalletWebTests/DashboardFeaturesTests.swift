import Foundation
import QRCode
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// Issue 27 on localnet, in process: the dashboard's token send (a token held, an amount typed as the language writes
/// it, a memo, a priority fee; the recipient's token account created and shown in the review), the stake split and
/// merge, the Solana Pay verification (found, not found, not this payment) and the receive page's QR code, read back
/// to its link.
@Suite(.serialized) struct DashboardFeaturesTests {
    let base = DashboardSecurityTests()

    /// A dashboard over a fresh localnet with one wallet of `password` whose first account holds `sol` SOL.
    struct Setup {
        let localnet: Localnet
        let client: RPCClient
        let dashboard: Dashboard
        let session: String
        let csrf: String
        let from: PublicKey
        let password: String
    }

    func setUp(sol: UInt64) async throws -> Setup {
        let localnet = try Localnet()
        let (client, dashboard) = try DashboardSendOnceTests().dashboard(on: localnet, base: base)
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "features " + UUID().uuidString
        _ = await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password)
        let from = try #require(try dashboard.summaries().first?.accounts.first?.address)
        _ = try await client.airdrop(from, lamports: sol * 1_000_000_000, commitment: .confirmed)
        return Setup(
            localnet: localnet, client: client, dashboard: dashboard, session: session, csrf: csrf, from: from,
            password: password)
    }

    func post(_ setup: Setup, _ path: String, _ form: [String: String]) async -> TestAnswer {
        await setup.dashboard.respond(
            to: base.request("POST", path, session: setup.session, form: form.merging(["_csrf": setup.csrf]) { $1 }))
    }

    func get(_ setup: Setup, _ path: String, query: [String: String] = [:]) async -> (status: Int, html: String) {
        let answer = await setup.dashboard.respond(to: base.request(path, query: query, session: setup.session))
        return (answer.status, String(decoding: answer.bytes, as: UTF8.self))
    }

    func reviewID(_ page: TestAnswer) throws -> String {
        let html = String(decoding: page.bytes, as: UTF8.self)
        #expect(page.status == 200, "\(html)")
        return String(try #require(html.firstMatch(of: /name="review_id" value="([0-9a-f]{32})"/)?.1, "\(html)"))
    }

    /// The value of hidden field `name` on `html`, unescaped.
    func hidden(_ html: String, _ name: String) -> String? {
        let pattern = try! Regex<(Substring, Substring)>("name=\"\(name)\" value=\"([^\"]*)\"")
        return html.firstMatch(of: pattern).map { unescape(String($0.1)) }
    }

    func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func aTokenSentToAFreshRecipientLandsWithItsAccountCreated() async throws {
        let setup = try await setUp(sol: 5)
        let payer = Keypair.generate()
        _ = try await setup.client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let minted: UInt64 = 5_000_000
        let mint = try await Chain.mintTokens(
            setup.client, payer: payer, to: setup.from, amount: minted, decimals: 6)
        // Portuguese writes decimals with a comma: "1,234567" is typed as the CLI takes it (`typedAmount`).
        #expect(await post(setup, "/language", ["language": "pt", "next": "/"]).status == 303)
        let whole = Int.random(in: 0...3, using: &TestRandom.rng)
        let fraction = Int.random(in: 1...999_999, using: &TestRandom.rng)
        let typed = "\(whole)," + String(String(fraction + 1_000_000).dropFirst())
        let baseUnits = UInt64(whole) * 1_000_000 + UInt64(fraction)

        let form = await get(setup, "/accounts/\(setup.from.base58)/send")
        #expect(form.status == 200)
        // The token is offered with its full mint and balance, SOL first.
        #expect(form.html.contains("<option value=\"\(mint.base58)\""), "\(form.html)")
        #expect(form.html.contains(mint.base58 + " — saldo 5"), "\(form.html)")
        #expect(form.html.contains("id=\"send-memo\"") && form.html.contains("name=\"priority_fee\""))

        let to = Keypair.generate().publicKey
        let fields = [
            "to": to.base58, "amount": typed, "token": mint.base58, "memo": "fatura 42", "priority_fee": "",
            "priority_price": "1000",
        ]
        let review = await post(setup, "/accounts/\(setup.from.base58)/send/review", fields)
        let html = String(decoding: review.bytes, as: UTF8.self)
        let id = try reviewID(review)
        // The recipient's associated token account is created, and the review says so (as the CLI's).
        #expect(html.contains(Localizer(.pt)(.newTokenAccount)), "\(html)")
        #expect(html.contains("fatura 42") && html.contains(Localizer(.pt)(.priorityFee)), "\(html)")
        #expect(hidden(html, "token") == mint.base58 && hidden(html, "amount") == typed)

        let before = try await setup.client.send(.getBalance(setup.from, commitment: .confirmed)).value
        var confirm = fields
        confirm["review_id"] = id
        confirm["password"] = setup.password
        let sent = await post(setup, "/accounts/\(setup.from.base58)/send/confirm", confirm)
        #expect(sent.status == 303, "\(String(decoding: sent.bytes, as: UTF8.self))")
        #expect((sent.header("Location") ?? "").contains("/send/sent/"))
        let ata = PublicKey.associatedTokenAddress(owner: to, mint: mint)
        let received = try await setup.client.send(.getTokenAccountBalance(ata, commitment: .confirmed)).value
        #expect(UInt64(received.amount) == baseUnits)
        let source = PublicKey.associatedTokenAddress(owner: setup.from, mint: mint)
        let left = try await setup.client.send(.getTokenAccountBalance(source, commitment: .confirmed)).value
        #expect(UInt64(left.amount) == minted - baseUnits)
        // The sender paid the new account's rent and the fees in SOL.
        let after = try await setup.client.send(.getBalance(setup.from, commitment: .confirmed)).value
        #expect(after < before)

        // A memo over the SDK's limit, a priority fee that is no number: refused on the form, nothing reviewed.
        var long = fields
        long["memo"] = String(repeating: "m", count: SendRequest.maxMemoBytes + 1)
        let tooLong = await post(setup, "/accounts/\(setup.from.base58)/send/review", long)
        #expect(tooLong.status == 422 && !String(decoding: tooLong.bytes, as: UTF8.self).contains("review_id"))
        var fee = fields
        fee["priority_price"] = "fast"
        let badFee = await post(setup, "/accounts/\(setup.from.base58)/send/review", fee)
        let badHTML = String(decoding: badFee.bytes, as: UTF8.self)
        #expect(badFee.status == 422 && badHTML.contains("id=\"send-token\""), "\(badHTML)")
    }

    @Test func aStakeAccountIsSplitThenMergedBack() async throws {
        let setup = try await setUp(sol: 10)
        let votes = try await setup.client.send(.getVoteAccounts(commitment: .confirmed))
        let validator = try #require(votes.current.first?.votePubkey)
        let minimum = try await setup.client.send(.getStakeMinimumDelegation(commitment: .confirmed)).value
        let stakePath = "/accounts/\(setup.from.base58)/stake"
        func signed(_ order: [String: String]) async throws -> TestAnswer {
            let id = try reviewID(await post(setup, stakePath + "/review", order))
            return await post(
                setup, stakePath + "/confirm", order.merging(["review_id": id, "password": setup.password]) { $1 })
        }
        func accounts() async -> [PublicKey] {
            let html = await get(setup, stakePath).html
            return html.matches(of: /<tr class="stake-account"><td class="mono">([1-9A-HJ-NP-Za-km-z]{32,44})</)
                .compactMap { try? PublicKey(String($0.1)) }
        }
        let stake = max(minimum, 1_000_000_000) * 3
        let created = try await signed([
            "action": "create", "amount": Lamports.format(stake), "validator": validator.base58,
        ])
        #expect(created.status == 303, "\(String(decoding: created.bytes, as: UTF8.self))")
        let original = try #require(await accounts().first)
        let page = await get(setup, stakePath).html
        #expect(page.contains("id=\"stake-split-form\"") && !page.contains("id=\"stake-merge-form\""), "\(page)")

        // Split half into a new account: the review is the stake review, and the new account holds the half. The
        // amount is typed as Turkish writes it ("1,5": issue 28's decimal comma).
        #expect(await post(setup, "/language", ["language": "tr", "next": "/"]).status == 303)
        let half = stake / 2
        let typed = NumberStyle(.tr).localize(decimal: Lamports.format(half))
        #expect(typed.contains(","), "\(typed)")
        let split = ["action": "split", "stake_account": original.base58, "amount": typed]
        let review = String(decoding: await post(setup, stakePath + "/review", split).bytes, as: UTF8.self)
        #expect(review.contains("id=\"send-effects\"") && review.contains(original.base58), "\(review)")
        let splitAnswer = try await signed(split)
        #expect(splitAnswer.status == 303, "\(String(decoding: splitAnswer.bytes, as: UTF8.self))")
        let both = await accounts()
        #expect(both.count == 2)
        let new = try #require(both.first { $0 != original })
        let newBalance = try await setup.client.send(.getBalance(new, commitment: .confirmed)).value
        #expect(newBalance >= half)
        #expect(await get(setup, stakePath).html.contains("id=\"stake-merge-form\""))

        // Merge it back: the source is closed, one account is left with all of it.
        let merged = try await signed(["action": "merge", "stake_account": original.base58, "source": new.base58])
        #expect(merged.status == 303, "\(String(decoding: merged.bytes, as: UTF8.self))")
        #expect(await accounts() == [original])
        #expect(try await setup.client.send(.getBalance(new, commitment: .confirmed)).value == 0)
        let total = try await setup.client.send(.getBalance(original, commitment: .confirmed)).value
        #expect(total >= stake)
        // Merging an account into itself is refused by the SDK before anything is signed.
        let itself = await post(
            setup, stakePath + "/review",
            ["action": "merge", "stake_account": original.base58, "source": original.base58])
        #expect(itself.status == 422 && !String(decoding: itself.bytes, as: UTF8.self).contains("review_id"))
    }

    /// Issue 28: the airdrop form and the receive page's requested amount take "0,5" where the language writes a
    /// decimal comma, as the send form does.
    @Test func theAirdropAndReceiveAmountsTakeTheDecimalComma() async throws {
        let setup = try await setUp(sol: 1)
        #expect(await post(setup, "/language", ["language": "pt", "next": "/"]).status == 303)
        let before = try await setup.client.send(.getBalance(setup.from, commitment: .confirmed)).value
        let tenths = UInt64.random(in: 1...9, using: &TestRandom.rng)
        let airdrop = await post(setup, "/accounts/\(setup.from.base58)/airdrop", ["amount": "0,\(tenths)"])
        #expect(airdrop.status == 303, "\(String(decoding: airdrop.bytes, as: UTF8.self))")
        let after = try await setup.client.send(.getBalance(setup.from, commitment: .confirmed)).value
        #expect(after == before + tenths * 100_000_000)
        // A point is still a decimal point; what is no number is refused.
        let bad = await post(setup, "/accounts/\(setup.from.base58)/airdrop", ["amount": "0,5,5"])
        #expect(bad.status != 303)

        let (status, html) = await get(setup, "/accounts/\(setup.from.base58)/receive", query: ["amount": "0,25"])
        #expect(status == 200)
        #expect(html.contains("amount=0.25"), "\(html)")
    }

    @Test func aPaymentIsVerifiedFoundNotFoundOrNotThisOne() async throws {
        let setup = try await setUp(sol: 5)
        let merchant = Keypair.generate().publicKey
        let reference = Keypair.generate().publicKey
        let link = "solana:\(merchant.base58)?amount=0.25&reference=\(reference.base58)&memo=order-9"
        let verifyPath = "/accounts/\(setup.from.base58)/pay/verify"

        // Nothing paid yet: not found.
        let before = await get(setup, verifyPath, query: ["link": link])
        #expect(before.status == 200 && before.html.contains("verify-none"), "\(before.html)")
        #expect(!before.html.contains("id=\"verify-signature\""))

        // Paid from the pay screen.
        let review = await post(setup, "/accounts/\(setup.from.base58)/pay/review", ["link": link])
        let id = try reviewID(review)
        let html = String(decoding: review.bytes, as: UTF8.self)
        let paid = await post(
            setup, "/accounts/\(setup.from.base58)/pay/confirm",
            ["link": try #require(hidden(html, "link")), "amount": "", "review_id": id, "password": setup.password])
        #expect(paid.status == 303)
        let signature = try #require((paid.header("Location") ?? "").split(separator: "/").last.map(String.init))

        // Found by the link, and by its parts (the recipient given, the amount typed as Greek writes it).
        let found = await get(setup, verifyPath, query: ["link": link])
        #expect(found.html.contains("id=\"verify-signature\""), "\(found.html)")
        #expect(found.html.contains(signature) && found.html.contains(setup.from.base58), "\(found.html)")
        #expect(await post(setup, "/language", ["language": "el", "next": "/"]).status == 303)
        let parts = await get(
            setup, verifyPath,
            query: [
                "reference": reference.base58, "recipient": merchant.base58, "amount": "0,25", "memo": "order-9",
            ])
        #expect(parts.html.contains(signature), "\(parts.html)")

        // The same reference with more than was paid, or another memo: mentioned, but not this payment.
        let more = await get(
            setup, verifyPath,
            query: ["reference": reference.base58, "recipient": merchant.base58, "amount": "0.5", "memo": "order-9"])
        #expect(more.html.contains("verify-mismatch") && !more.html.contains(signature), "\(more.html)")
        let memo = await get(
            setup, verifyPath,
            query: ["reference": reference.base58, "recipient": merchant.base58, "amount": "0.25", "memo": "other"])
        #expect(memo.html.contains("verify-mismatch"), "\(memo.html)")
        // A link without a reference cannot be verified: refused, not searched.
        let bare = await get(setup, verifyPath, query: ["link": "solana:\(merchant.base58)?amount=1"])
        #expect(bare.status == 422, "\(bare.html)")
    }

    @Test func theReceivePagesQRCodeReadsBackToItsLink() async throws {
        let setup = try await setUp(sol: 1)
        let page = await get(
            setup, "/accounts/\(setup.from.base58)/receive",
            query: ["amount": "1.5", "label": "Café & Co", "message": "table 4"])
        #expect(page.status == 200)
        let url = unescape(String(try #require(page.html.firstMatch(of: /<code id="pay-url">([^<]*)<\/code>/)?.1)))
        #expect(url.hasPrefix("solana:\(setup.from.base58)?amount=1.5"))
        let svg = String(try #require(page.html.firstMatch(of: /<svg [^>]*>.*?<\/svg>/.dotMatchesNewlines())?.0))
        // An accessible name, no script, nothing fetched.
        #expect(svg.contains("role=\"img\"") && svg.contains("aria-label=\"\(Localizer(.en)(.qr))\""), "\(svg)")
        #expect(!svg.contains("<script") && !svg.contains("href"))
        // The SVG's modules drawn as a grey image: the QR decoder reads the page's link back.
        let viewBox = try #require(svg.firstMatch(of: /viewBox="0 0 (\d+) \d+"/)?.1)
        let side = try #require(Int(viewBox))
        let path = String(try #require(svg.firstMatch(of: /\sd="([^"]*)"/)?.1))
        let scale = 4
        var pixels = [UInt8](repeating: 255, count: side * side * scale * scale)
        for run in path.matches(of: /M(\d+) (\d+)h(\d+)v1h-\d+z/) {
            let (x, y, length) = (Int(run.1)!, Int(run.2)!, Int(run.3)!)
            for row in y * scale..<(y + 1) * scale {
                for column in x * scale..<(x + length) * scale { pixels[row * side * scale + column] = 0 }
            }
        }
        let pgm = Array("P5\n\(side * scale) \(side * scale)\n255\n".utf8) + pixels
        #expect(try QRImageDecoder.decode(imageData: pgm) == [url])
    }
}
