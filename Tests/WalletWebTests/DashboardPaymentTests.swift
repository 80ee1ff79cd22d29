import Foundation
import ProgramIDL
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// Issues 27, 29 and 31 on localnet: one payment is one `SendSession` on the server (an expired attempt is reviewed
/// again within it and lands once; a fourth attempt is refused; a replayed confirmation sends nothing), the page shows
/// the send's steps while it is in flight and then its result, the send form's transaction format lands on chain,
/// and a registered IDL names its instruction on the transaction page.
@Suite(.serialized) struct DashboardPaymentTests {
    let base = DashboardSecurityTests()

    /// A signed-in dashboard over `localnet` with one funded wallet.
    struct Setup {
        let localnet: Localnet
        let client: RPCClient
        let dashboard: Dashboard
        let session: String
        let csrf: String
        let password: String
        let from: PublicKey
    }

    func setUp(_ localnet: Localnet) async throws -> Setup {
        let (client, dashboard) = try DashboardSendOnceTests().dashboard(on: localnet, base: base)
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "payments " + UUID().uuidString
        _ = await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password)
        let from = try #require(try dashboard.summaries().first?.accounts.first?.address)
        try await client.airdrop(from, lamports: 2_000_000_000, commitment: .confirmed)
        return Setup(
            localnet: localnet, client: client, dashboard: dashboard, session: session, csrf: csrf,
            password: password, from: from)
    }

    func post(_ setup: Setup, _ path: String, _ form: [String: String]) async -> TestAnswer {
        await setup.dashboard.respond(
            to: base.request("POST", path, session: setup.session, form: form.merging(["_csrf": setup.csrf]) { $1 }))
    }

    func get(_ setup: Setup, _ path: String) async -> TestAnswer {
        await setup.dashboard.respond(to: base.request(path, session: setup.session))
    }

    static func html(_ answer: TestAnswer) -> String { String(decoding: answer.bytes, as: UTF8.self) }

    /// Whether a page in flight reloads itself without script (a refresh inside `noscript`: with script, live.js
    /// follows the payment's state in place instead).
    static func refreshes(_ answer: TestAnswer) -> Bool {
        html(answer).contains("<noscript><meta http-equiv=\"refresh\" content=\"1\"></noscript>")
    }

    static func reviewId(_ html: String) throws -> String {
        String(try #require(html.firstMatch(of: /name="review_id" value="([0-9a-f]{32})"/)?.1, "\(html)"))
    }

    /// Follows a confirmation's redirect: while the payment's page says the send is in flight, waits for the
    /// attempt to end (a signal from the payments' store, not the clock) and asks again; the last answer (a redirect
    /// to the result, or the payment's page once the attempt ended).
    func settle(_ setup: Setup, _ answer: TestAnswer) async throws -> TestAnswer {
        while answer.status == 303, let location = answer.header("Location"), location.contains("/send/payment/") {
            let page = await get(setup, location)
            let html = Self.html(page)
            guard page.status == 200, html.contains("id=\"send-in-flight\"") || html.contains("id=\"send-settling\"")
            else { return page }
            #expect(Self.refreshes(page))
            let id = String(location.split(separator: "/").last ?? "")
            await setup.dashboard.payments.waitUntilSent(id)
        }
        return answer
    }

    func balance(_ setup: Setup, _ key: PublicKey) async throws -> UInt64 {
        try await setup.client.send(.getBalance(key, commitment: .confirmed)).value
    }

    /// The dashboard was stopped mid-send: the journal of sent transactions (the wallet database's, shared with the
    /// CLI) has a transfer written and never sent. The next payment from that account settles it first — sent as
    /// the same bytes, it lands once — and its review says so in the page's language.
    @Test func aSendLeftInFlightIsSettledBeforeTheNextPayment() async throws {
        let setup = try await setUp(try Localnet())
        let key = try await setup.dashboard.manager(setup.password).keypair(for: setup.from)
        let earlierTo = Keypair.generate().publicKey, laterTo = Keypair.generate().publicKey
        let earlier = UInt64.random(in: 1_000_000...50_000_000, using: &TestRandom.rng)
        var flow = SendFlow(client: setup.client)
        await flow.keepJournal(in: setup.dashboard.services.database)
        let journal = try #require(flow.journal)
        let review = try await flow.prepare(
            SendRequest(
                from: setup.from, to: earlierTo, amount: .exact(Lamports.format(earlier)), allowUnfundedRecipient: true)
        )
        var transaction = review.transaction
        try transaction.sign(key)
        let signature = try #require(transaction.id)
        try journal.record(try SentTransaction(transaction, lastValidBlockHeight: review.lastValidBlockHeight))

        // Settling waits for the cluster (each status answer takes 1 s here), so it runs in the payment's task: the
        // request answers at once with the payment's page, which says what it is doing, then shows the review.
        await setup.dashboard.payments.setInlineWait(.zero)
        _ = try await setup.localnet.admin(
            "/admin/faults", ["latency_ms": 1_000, "methods": ["getSignatureStatuses"]])
        let answer = await post(
            setup, "/accounts/\(setup.from.base58)/send/review",
            ["to": laterTo.base58, "amount": "0.01"])
        #expect(answer.status == 303, "\(Self.html(answer))")
        let location = try #require(answer.header("Location"))
        let settling = await get(setup, location)
        let settlingHTML = Self.html(settling)
        #expect(settlingHTML.contains("id=\"send-settling\"") && Self.refreshes(settling), "\(settlingHTML)")
        let state = Self.html(await get(setup, location + "/state"))
        #expect(state.contains("\"state\":\"settling\""), "\(state)")
        let page = try await settle(setup, answer)
        _ = try await setup.localnet.admin("/admin/faults", ["reset": true])
        let html = Self.html(page)
        #expect(page.status == 200, "\(html)")
        #expect(html.contains("Earlier send") && html.contains(signature.base58) && html.contains("landed in slot"))
        #expect(html.contains("name=\"review_id\""), "the review follows")
        #expect(try await balance(setup, earlierTo) == earlier, "seed \(TestRandom.seed)")
        #expect(try journal.pending(feePayer: nil).isEmpty)
        // The next review has nothing left to settle.
        let next = await post(
            setup, "/accounts/\(setup.from.base58)/send/review",
            ["to": laterTo.base58, "amount": "0.01"])
        #expect(next.status == 200 && !Self.html(next).contains("Earlier send"))
    }

    @Test func anExpiredAttemptIsReviewedAgainWithinItsPaymentAndLandsOnce() async throws {
        let setup = try await setUp(try Localnet(slotMilliseconds: 10))  // a blockhash lives 1.5 s
        let from = setup.from
        let to = Keypair.generate().publicKey
        try await setup.client.airdrop(to, lamports: 1_000_000_000, commitment: .confirmed)
        let confirmPath = "/accounts/\(from.base58)/send/confirm"
        let againPath = "/accounts/\(from.base58)/send/again"
        let fields = ["to": to.base58, "amount": "0.01"]

        let first = await post(setup, "/accounts/\(from.base58)/send/review", fields)
        #expect(first.status == 200, "\(Self.html(first))")
        #expect(Self.html(first).contains("id=\"send-effects\""), "the review lists the effects")
        let firstId = try Self.reviewId(Self.html(first))
        // Every send of the attempt is answered and dropped: it expires, and the cluster has no record of it.
        _ = try await setup.localnet.admin("/admin/faults", ["lose_sends": 1_000])
        let confirmForm = fields.merging(["review_id": firstId, "password": setup.password]) { $1 }
        let lostAnswer = await post(setup, confirmPath, confirmForm)
        #expect(lostAnswer.status == 303)
        let paymentPath = try #require(lostAnswer.header("Location"))
        let lost = try await settle(setup, lostAnswer)
        let lostHTML = Self.html(lost)
        #expect(lost.status == 200 && lostHTML.contains("id=\"send-expired\""), "\(lostHTML)")
        #expect(lostHTML.contains("can never land") && lostHTML.contains("id=\"again-form\""), "\(lostHTML)")
        let payment = String(try #require(paymentPath.split(separator: "/").last))
        #expect(lostHTML.contains("name=\"payment\" value=\"\(payment)\""), "\(lostHTML)")
        #expect(try await balance(setup, to) == 1_000_000_000)
        // The same review confirmed again (the browser's history): refused, nothing sent.
        #expect(await post(setup, confirmPath, confirmForm).status == 409)

        // "Review again" prepares the payment's second attempt; it lands once.
        _ = try await setup.localnet.admin("/admin/faults", ["reset": true])
        let again = await post(setup, againPath, ["payment": payment])
        #expect(again.status == 200, "\(Self.html(again))")
        let secondId = try Self.reviewId(Self.html(again))
        #expect(secondId != firstId)
        // Asked twice, the pending attempt is shown again: no attempt is spent on a second click.
        #expect(try Self.reviewId(Self.html(await post(setup, againPath, ["payment": payment]))) == secondId)
        let secondForm = fields.merging(["review_id": secondId, "password": setup.password]) { $1 }
        let landed = try await settle(setup, await post(setup, confirmPath, secondForm))
        let sentLocation = try #require(landed.header("Location"), "\(Self.html(landed))")
        #expect(landed.status == 303 && sentLocation.contains("/send/sent/") && !sentLocation.hasSuffix("?replay=1"))
        #expect(try await balance(setup, to) == 1_010_000_000)
        // Replays send nothing more: the confirmation goes to the result; the payment takes no other attempt.
        let replay = await post(setup, confirmPath, secondForm)
        #expect(replay.status == 303 && (replay.header("Location") ?? "").hasSuffix("?replay=1"))
        let closed = await post(setup, againPath, ["payment": payment])
        #expect(
            closed.status == 409 && Self.html(closed).contains("This payment landed already"), "\(Self.html(closed))")
        #expect((await get(setup, paymentPath)).status == 303)
        #expect(try await balance(setup, to) == 1_010_000_000)

        // Three lost attempts: the fourth is refused, on the payment's page and by "review again".
        _ = try await setup.localnet.admin("/admin/faults", ["lose_sends": 1_000])
        var page = await post(setup, "/accounts/\(from.base58)/send/review", fields)
        var lastPayment = ""
        for attempt in 1...3 {
            let id = try Self.reviewId(Self.html(page))
            let confirmed = await post(
                setup, confirmPath, fields.merging(["review_id": id, "password": setup.password]) { $1 })
            lastPayment = String(try #require(confirmed.header("Location")?.split(separator: "/").last))
            let ended = try await settle(setup, confirmed)
            let html = Self.html(ended)
            if attempt < 3 {
                #expect(ended.status == 200 && html.contains("id=\"again-form\""), "attempt \(attempt): \(html)")
                page = await post(setup, againPath, ["payment": lastPayment])
                #expect(page.status == 200, "attempt \(attempt): \(Self.html(page))")
            } else {
                #expect(ended.status == 409 && html.contains("id=\"send-closed\""), "\(html)")
                #expect(!html.contains("id=\"again-form\""))
            }
        }
        let fourth = await post(setup, againPath, ["payment": lastPayment])
        #expect(fourth.status == 409, "\(Self.html(fourth))")
        let reason = Localizer(.en)(.paymentAttemptsUsed, "3")
        #expect(Self.html(fourth).contains(reason.prefix(20)), "\(Self.html(fourth))")
        _ = try await setup.localnet.admin("/admin/faults", ["reset": true])
        #expect(try await balance(setup, to) == 1_010_000_000)
    }

    @Test func theProgressPageShowsTheStepsThenTheResultAndTheFormatLands() async throws {
        let setup = try await setUp(try Localnet())
        await setup.dashboard.payments.setInlineWait(.zero)
        let from = setup.from
        let to = Keypair.generate().publicKey
        let confirmPath = "/accounts/\(from.base58)/send/confirm"
        // Confirmation is slow: each status answer takes 1 s.
        _ = try await setup.localnet.admin(
            "/admin/faults", ["latency_ms": 1_000, "methods": ["getSignatureStatuses"]])
        for (choice, wire) in [("legacy", TransactionVersion.legacy), ("v0", .v0), ("v1", .v1), ("auto", .v1)] {
            // The last send's page in Portuguese: the steps are said in the page's language.
            let language: Language = choice == "auto" ? .pt : .en
            if language == .pt {
                #expect(await post(setup, "/language", ["language": "pt", "next": "/"]).status == 303)
            }
            let fields = ["to": to.base58, "amount": "0.01", "version": choice]
            let review = await post(setup, "/accounts/\(from.base58)/send/review", fields)
            let reviewHTML = Self.html(review)
            #expect(review.status == 200, "\(reviewHTML)")
            // The version travels with the confirmation; the review names a versioned format.
            #expect(reviewHTML.contains("name=\"version\" value=\"\(choice)\""), "\(reviewHTML)")
            if wire != .legacy { #expect(reviewHTML.contains(Localizer(language)(.fieldTransactionFormat))) }
            let form = fields.merging(["review_id": try Self.reviewId(reviewHTML), "password": setup.password]) { $1 }
            var answer = await post(setup, confirmPath, form)
            let location = try #require(answer.header("Location"))
            #expect(answer.status == 303 && location.contains("/send/payment/"), "\(location)")
            // While in flight: the steps, in the page's language, and the page reloads itself.
            var sawStep = false
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline {
                answer = await get(setup, location)
                let html = Self.html(answer)
                guard answer.status == 200, html.contains("id=\"send-in-flight\"") else { break }
                #expect(Self.refreshes(answer))
                if let signature = html.firstMatch(of: /<li>[^<]*?([1-9A-HJ-NP-Za-km-z]{64,88})…<\/li>/)?.1 {
                    let line = ProgressText.line(.sending(try Signature(String(signature))), language: language)
                    #expect(html.contains(try #require(line)))
                    sawStep = true
                }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(sawStep, "no step was shown while the \(choice) send was in flight")
            // Then the result: the sent page, as before.
            let result = try #require(answer.header("Location"), "\(Self.html(answer))")
            #expect(answer.status == 303 && result.contains("/send/sent/"), "\(result)")
            let sent = await get(setup, result)
            #expect(sent.status == 200 && Self.html(sent).contains("id=\"send-result\""))
            let signature = try Signature(String(try #require(result.split(separator: "/").last)))
            let landed = try #require(try await setup.client.send(.getTransaction(signature, commitment: .confirmed)))
            #expect(landed.version == wire, "\(choice)")
        }
        _ = try await setup.localnet.admin("/admin/faults", ["reset": true])
        #expect(try await balance(setup, to) == 40_000_000)
        // A format the form does not offer is refused; nothing is prepared.
        let odd = await post(
            setup, "/accounts/\(from.base58)/send/review", ["to": to.base58, "amount": "0.01", "version": "v9"])
        #expect(odd.status == 422, "\(Self.html(odd))")
    }

    @Test func aRegisteredIDLNamesTheInstructionOnTheTransactionPage() async throws {
        // A program that really runs at the VaultDemo IDL's address (the associated token account program's code):
        // the VaultDemo instruction fails in it, and the failed transaction is recorded.
        struct Written: Decodable { let size: Int }
        let vaultId = try PublicKey("Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS")
        let elf = NSTemporaryDirectory() + "vault-program-\(UUID().uuidString).so"
        defer { try? FileManager.default.removeItem(atPath: elf) }
        _ = try Oracle.ask(
            "program_elf", ["program": PublicKey.associatedTokenProgram.base58, "path": elf], as: Written.self,
            script: "tx_oracle.py")
        let setup = try await setUp(try Localnet(extraArguments: ["--bpf-program", vaultId.base58, elf]))
        let user = Keypair.generate()
        try await setup.client.airdrop(user.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let idl = Array(try Oracle.fixture("idl/anchor-vault-demo.json"))
        let program = try ProgramIDL(json: idl)
        let instruction = try program.instruction(
            named: "initialize", accounts: ["user": user.publicKey],
            arguments: [
                "amount": .uint(5_000), "label": .string("savings"), "pairs": .list([]),
                "mode": .variant(1, .list([.int(-7), .bool(true)])),
            ])
        let latest = try await setup.client.send(.getLatestBlockhash(commitment: .confirmed)).value
        var tx = try Transaction(feePayer: user.publicKey, blockhash: latest.blockhash, instructions: [instruction])
        try tx.sign([user])
        _ = try await setup.client.sendAndConfirm(
            tx, lastValidBlockHeight: latest.lastValidBlockHeight, options: .init(skipPreflight: true))
        let signature = try #require(tx.signatures.first)
        let path = "/tx/\(signature.base58)"

        // Not registered: the instruction is not named.
        let before = Self.html(await get(setup, path))
        #expect(before.contains("id=\"tx-instructions\"") && !before.contains("vault_demo initialize"), "\(before)")
        // Registered (as `solwallet idl add` stores it): named, with its arguments.
        _ = try IDLRegistry(paths: WalletPaths(home: base.home)).add(json: idl)
        let after = await get(setup, path)
        let html = Self.html(after)
        #expect(after.status == 200 && html.contains("vault_demo initialize"), "\(html)")
        #expect(html.contains("amount=&quot;5000&quot;") || html.contains("amount=5000"), "\(html)")
    }

    /// A failed transaction's custom program error is named on the transaction page as `solwallet tx show` names it:
    /// the built-in table first, a registered IDL's name once one is registered for the program.
    @Test func theTransactionPageNamesAFailedTransfersCustomError() async throws {
        let setup = try await setUp(try Localnet())
        let owner = Keypair.generate()
        try await setup.client.airdrop(owner.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let (tx, lastValidBlockHeight) = try await Chain.overdrawnTokenTransfer(setup.client, owner: owner)
        _ = try await setup.client.sendAndConfirm(
            tx, lastValidBlockHeight: lastValidBlockHeight, options: .init(skipPreflight: true))
        let path = "/tx/\(try #require(tx.signatures.first).base58)"
        let builtin = Self.html(await get(setup, path))
        #expect(builtin.contains("InsufficientFunds: Insufficient funds"), "\(builtin)")
        // The Token program's fixture with error 1 renamed, registered: its name wins.
        var idl = try #require(
            try JSONSerialization.jsonObject(with: Data(Oracle.fixture("idl/token.json"))) as? [String: Any])
        var program = try #require(idl["program"] as? [String: Any])
        program["errors"] = [
            ["kind": "errorNode", "name": "overdrawnForTest", "code": 1, "message": "Named by the IDL", "docs": []]
        ]
        idl["program"] = program
        _ = try IDLRegistry(paths: WalletPaths(home: base.home)).add(
            json: Array(try JSONSerialization.data(withJSONObject: idl)))
        let named = Self.html(await get(setup, path))
        #expect(named.contains("Named by the IDL"), "\(named)")
    }
}
