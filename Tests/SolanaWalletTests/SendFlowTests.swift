import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import Synchronization
import TestSupport
import Testing

@testable import SolanaWallet

/// The send flow on localnet: each review's numbers against the balances the chain reports after sending, and every
/// refusal before anything is signed.
@Suite(.serialized) struct SendFlowTests {
    func balance(_ client: RPCClient, _ key: PublicKey) async throws -> UInt64 {
        try await client.send(.getBalance(key, commitment: .confirmed)).value
    }

    func tokens(_ client: RPCClient, _ account: PublicKey) async throws -> UInt64? {
        guard let info = try await client.send(.getAccountInfo(account, commitment: .confirmed)).value,
            case .binary(let data) = info.data
        else { return nil }
        return try TokenAccount(data: data).amount
    }

    @Test func solSendsMatchTheirReviewOnChain() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let flow = SendFlow(client: client)
        let alice = Keypair.generate(), bob = Keypair.generate()
        try await client.airdrop(alice.publicKey, lamports: 3_000_000_000, commitment: .confirmed)
        try await client.airdrop(bob.publicKey, lamports: 1_000_000_000, commitment: .confirmed)

        // An exact amount with a memo and two references.
        let lamports = UInt64.random(in: 1...500_000_000, using: &TestRandom.rng)
        let references = [Keypair.generate().publicKey, Keypair.generate().publicKey]
        let memo = "invoice \(UInt32.random(in: 0...UInt32.max, using: &TestRandom.rng)) — café ✓"
        let review = try await flow.prepare(
            SendRequest(
                from: alice.publicKey, to: bob.publicKey, amount: .exact(Lamports.format(lamports)), memo: memo,
                references: references))
        #expect(review.amount == lamports && review.networkFee == 5_000 && review.priorityFee == 0)
        #expect(review.solBefore == 3_000_000_000 && review.solAfter == 3_000_000_000 - lamports - 5_000)
        #expect(review.warnings.isEmpty && review.computeUnitLimit == nil && review.token == nil)
        let bobBefore = try await balance(client, bob.publicKey)
        let signature = try await flow.send(review, signer: alice)
        #expect(try await balance(client, alice.publicKey) == review.solAfter)
        #expect(try await balance(client, bob.publicKey) == bobBefore + lamports)
        // On chain: the memo right before the transfer, the references appended to it in order.
        let landed = try #require(try await client.send(.getTransaction(signature, commitment: .confirmed)))
        let instructions = try #require(try landed.decodedTransaction()).message.decompiledInstructions()
        #expect(instructions.count == 2)
        #expect(instructions[0].programId == .memoProgram && instructions[0].data == Array(memo.utf8))
        #expect(instructions[1].programId == .systemProgram)
        #expect(instructions[1].accounts.dropFirst(2).map(\.publicKey) == references)

        // A priority fee: the limit comes from a simulation, the chain charges exactly what the review says.
        let price = UInt64.random(in: 1_000...50_000, using: &TestRandom.rng)
        let priced = try await flow.prepare(
            SendRequest(
                from: alice.publicKey, to: bob.publicKey, amount: .exact("0.001"),
                priorityFee: .microLamportsPerUnit(price)))
        let limit = try #require(priced.computeUnitLimit)
        #expect(limit >= 1_000 && limit < 10_000 && priced.computeUnitPrice == price)
        #expect(priced.priorityFee == (UInt64(limit) * price + 999_999) / 1_000_000 && priced.priorityFee > 0)
        let aliceBefore = try await balance(client, alice.publicKey)
        _ = try await flow.send(priced, signer: alice)
        #expect(try await balance(client, alice.publicKey) == aliceBefore - 1_000_000 - 5_000 - priced.priorityFee)
        let auto = try await flow.prepare(
            SendRequest(from: alice.publicKey, to: bob.publicKey, amount: .exact("0.001"), priorityFee: .auto))
        #expect(auto.computeUnitPrice >= 1 && auto.computeUnitLimit != nil)

        // max: everything but the fee; the account is emptied (closed), and the recipient gets all of it.
        let all = try await flow.prepare(SendRequest(from: alice.publicKey, to: bob.publicKey, amount: .max))
        let aliceNow = try await balance(client, alice.publicKey)
        #expect(all.amount == aliceNow - 5_000 && all.solAfter == 0)
        let bobNow = try await balance(client, bob.publicKey)
        _ = try await flow.send(all, signer: alice)
        #expect(try await balance(client, alice.publicKey) == 0)
        #expect(try await balance(client, bob.publicKey) == bobNow + all.amount)
    }

    @Test func solRefusalsAndWarningsComeBeforeSigning() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let flow = SendFlow(client: client)
        let alice = Keypair.generate(), bob = Keypair.generate()
        try await client.airdrop(alice.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        try await client.airdrop(bob.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let rent = try await client.send(.getMinimumBalanceForRentExemption(0))
        func refusal(_ request: SendRequest) async -> SendError? {
            do {
                _ = try await flow.prepare(request)
                return nil
            } catch { return error }
        }
        func send(_ amount: String, to: PublicKey? = nil, allowUnfunded: Bool = false) -> SendRequest {
            SendRequest(
                from: alice.publicKey, to: to ?? bob.publicKey, amount: .init(amount),
                allowUnfundedRecipient: allowUnfunded)
        }
        let stranger = Keypair.generate().publicKey
        #expect(await refusal(send("0.1", to: stranger)) == .recipientUnfunded(stranger))
        #expect(
            await refusal(send("0.0001", to: stranger, allowUnfunded: true))
                == .recipientBelowRent(amount: 100_000, minimum: rent))
        #expect(await refusal(send(Lamports.format(rent), to: stranger, allowUnfunded: true)) == nil)
        #expect(
            await refusal(send("1.0000000001"))
                == .invalidAmount(.tooManyDecimals(maximum: 9, found: 10)))
        #expect(await refusal(send("0")) == .zeroAmount)
        #expect(await refusal(send("2")) == .insufficientFunds(needed: 2_000_005_000, available: 1_000_000_000))
        #expect(await refusal(send("18446744073.709551615")) != nil)
        #expect(
            await refusal(send(Lamports.format(1_000_000_000 - 5_000 - 100)))
                == .senderBelowRent(remaining: 100, minimum: rent))
        #expect(await refusal(send(Lamports.format(1_000_000_000 - 5_000))) == nil)  // emptied: allowed
        #expect(
            await refusal(SendRequest(from: stranger, to: bob.publicKey, amount: .exact("1")))
                == .senderUnfunded(stranger))

        // Warnings: a mint, a program, an address off the curve, oneself.
        let mint = try await WalletTestSupport.mintTokens(
            client, payer: bob, to: bob.publicKey, amount: 1, decimals: 0)
        #expect(try await flow.prepare(send("0.01", to: mint)).warnings == [.recipientIsMint])
        #expect(try await flow.prepare(send("0.01", to: .tokenProgram)).warnings == [.recipientIsProgram])
        let pda = try PublicKey.findProgramAddress(seeds: [Array("vault".utf8)], programId: .systemProgram).address
        #expect(try await flow.prepare(send("0.01", to: pda, allowUnfunded: true)).warnings == [.recipientOffCurve])
        let ata = PublicKey.associatedTokenAddress(owner: bob.publicKey, mint: mint)
        #expect(try await flow.prepare(send("0.01", to: ata)).warnings.contains(.recipientIsTokenAccount))
        #expect(try await flow.prepare(send("0.01", to: alice.publicKey)).warnings == [.recipientIsSender])
        // Nothing was sent by any of these.
        #expect(try await balance(client, alice.publicKey) == 1_000_000_000)
    }

    @Test(arguments: [PublicKey.tokenProgram, .token2022Program])
    func tokenSendsCreateTheRecipientsAccountOnce(program: PublicKey) async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let flow = SendFlow(client: client)
        let alice = Keypair.generate(), bob = Keypair.generate()
        try await client.airdrop(alice.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let decimals = UInt8.random(in: 0...9, using: &TestRandom.rng)
        let supply = UInt64.random(in: 1_000...1_000_000_000, using: &TestRandom.rng)
        let mint = try await WalletTestSupport.mintTokens(
            client, payer: alice, to: alice.publicKey, amount: supply, decimals: decimals, program: program)
        let units = UInt64.random(in: 1...(supply / 2), using: &TestRandom.rng)
        let text = TokenAmount(baseUnits: units, decimals: decimals).decimalString
        // Bob has no SOL and no token account: the account is created in the same transaction, paid by Alice.
        let review = try await flow.prepare(
            SendRequest(from: alice.publicKey, to: bob.publicKey, amount: .exact(text), mint: mint, memo: "tokens"))
        let bobATA = PublicKey.associatedTokenAddress(owner: bob.publicKey, mint: mint, tokenProgram: program)
        #expect(review.destination == bobATA && review.createsTokenAccount && review.amount == units)
        #expect(review.token == SendToken(mint: mint, decimals: decimals, program: program))
        #expect(review.tokenBefore == supply && review.tokenAfter == supply - units)
        let solBefore = try await balance(client, alice.publicKey)
        _ = try await flow.send(review, signer: alice)
        #expect(try await tokens(client, bobATA) == units)
        #expect(try await balance(client, bobATA) == review.tokenAccountRent)  // the rent shown is the rent locked
        #expect(try await balance(client, alice.publicKey) == solBefore - review.totalCost)
        #expect(try await balance(client, alice.publicKey) == review.solAfter)

        // Again: the account exists now; max sends every token left.
        let rest = try await flow.prepare(
            SendRequest(from: alice.publicKey, to: bob.publicKey, amount: .max, mint: mint))
        #expect(!rest.createsTokenAccount && rest.tokenAccountRent == 0 && rest.amount == supply - units)
        _ = try await flow.send(rest, signer: alice)
        #expect(try await tokens(client, bobATA) == supply)
        let aliceATA = PublicKey.associatedTokenAddress(owner: alice.publicKey, mint: mint, tokenProgram: program)
        #expect(try await tokens(client, aliceATA) == 0)

        // Refusals: too many decimals, more than held, not a mint, no token account.
        func refusal(_ request: SendRequest) async -> SendError? {
            do {
                _ = try await flow.prepare(request)
                return nil
            } catch { return error }
        }
        let tooPrecise = "0." + String(repeating: "0", count: Int(decimals)) + "1"
        #expect(
            await refusal(SendRequest(from: alice.publicKey, to: bob.publicKey, amount: .exact(tooPrecise), mint: mint))
                == .invalidAmount(.tooManyDecimals(maximum: Int(decimals), found: Int(decimals) + 1)))
        #expect(
            await refusal(SendRequest(from: alice.publicKey, to: bob.publicKey, amount: .exact(text), mint: mint))
                == .insufficientTokens(needed: units, available: 0, decimals: decimals))
        let notMint = Keypair.generate().publicKey
        #expect(
            await refusal(SendRequest(from: alice.publicKey, to: bob.publicKey, amount: .exact("1"), mint: notMint))
                == .notAMint(notMint))
        #expect(
            await refusal(
                SendRequest(from: alice.publicKey, to: bob.publicKey, amount: .exact("1"), mint: alice.publicKey))
                == .notAMint(alice.publicKey))
        let carol = Keypair.generate()
        try await client.airdrop(carol.publicKey, lamports: 100_000_000, commitment: .confirmed)
        #expect(
            await refusal(SendRequest(from: carol.publicKey, to: bob.publicKey, amount: .exact("1"), mint: mint))
                == .noTokenAccount(owner: carol.publicKey, mint: mint))
    }

    @Test func priorityFeeArithmetic() {
        #expect(SendFlow.priorityFee(limit: 200_000, price: 1) == 1)
        #expect(SendFlow.priorityFee(limit: 200_000, price: 5) == 1)
        #expect(SendFlow.priorityFee(limit: 200_000, price: 10) == 2)
        #expect(SendFlow.priorityFee(limit: 1_400_000, price: 1_000_000) == 1_400_000)
        #expect(SendFlow.priorityFee(limit: 1_400_000, price: .max) == .max)
        #expect(SendFlow.priorityFee(limit: 0, price: .max) == 0)
        #expect(SendFlow.autoPrice([]) == 1 && SendFlow.autoPrice([0, 0]) == 1)
        #expect(SendFlow.autoPrice([0, 10, 20, 30, 40]) == 40)
        #expect(SendFlow.autoPrice([100]) == 100)
    }

    /// Nothing is signed that the review does not show: a draft whose simulation moves more than the review says
    /// (here a transfer of twice the amount) is refused by the send's own check of its effects.
    @Test func aDraftThatMovesMoreThanItsReviewIsRefused() async throws {
        let localnet = try Localnet()
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let sender = Keypair.generate()
        try await client.airdrop(sender.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let flow = SendFlow(client: client)
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        let transaction = try Transaction(
            feePayer: sender.publicKey, blockhash: latest.blockhash,
            instructions: [SystemProgram.transfer(from: sender.publicKey, to: .nativeMint, lamports: 2_000_000)])
        let draft = SendFlow.Draft(
            transaction: transaction, lastValidBlockHeight: latest.lastValidBlockHeight, fee: 5_000, priorityFee: 0,
            limit: nil, dataSizeLimit: nil, probeFailure: nil)
        let matching = try await flow.verify(draft, sender: sender.publicKey, sol: 2_000_000, token: nil)
        #expect(matching.solPaid == 2_000_000)
        do {
            _ = try await flow.verify(draft, sender: sender.publicKey, sol: 1_000_000, token: nil)
            Issue.record("a draft moving twice its review's amount was accepted")
        } catch {
            guard case .refused(let refusals) = error, case .effectsDifferFromReview(let detail)? = refusals.first
            else {
                Issue.record("\(error)")
                return
            }
            #expect(detail.contains("0.002 SOL would leave, not 0.001 SOL"), "\(detail)")
        }
    }
}

/// The leader drops the first sends (`lose_sends`): the flow sends the same bytes again every `resendInterval`, says
/// so in its progress, and the payment lands once.
@Suite(.serialized) struct ResendTests {
    @Test func droppedSendsAreSentAgainAndLandOnce() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        var flow = SendFlow(client: client)
        flow.resendInterval = .milliseconds(100)
        let alice = Keypair.generate(), bob = Keypair.generate().publicKey
        try await client.airdrop(alice.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let request = SendRequest(
            from: alice.publicKey, to: bob, amount: .exact("0.01"), allowUnfundedRecipient: true)
        let review = try await flow.prepare(request)
        _ = try await localnet.admin("/admin/faults", ["lose_sends": 3])
        let seen = Mutex<[SendFlow.Progress]>([])
        let signature = try await flow.send(review, signer: alice) { step in seen.withLock { $0.append(step) } }
        let steps = seen.withLock { $0 }
        #expect(steps.first == .signing && steps.last == .confirmed(signature), "\(steps)")
        #expect(steps.contains(.resent(signature, count: 3)), "\(steps)")
        #expect(try await client.send(.getBalance(bob, commitment: .confirmed)).value == 10_000_000)
        let before: UInt64 = 1_000_000_000
        let fee = try await client.send(.getTransaction(signature, commitment: .confirmed))?.meta?.fee ?? 0
        #expect(
            try await client.send(.getBalance(alice.publicKey, commitment: .confirmed)).value
                == before - 10_000_000 - fee)
    }
}

/// A send with a durable nonce (`SendRequest.nonce`): the nonce's value instead of a blockhash, advancing it first,
/// no expiry by height; the review's effects and the chain agree; someone else's nonce is refused before signing.
@Suite(.serialized) struct NonceSendTests {
    @Test func aDurableNonceSendLandsAndAdvancesTheNonce() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let flow = SendFlow(client: client)
        let alice = Keypair.generate(), nonce = Keypair.generate(), bob = Keypair.generate().publicKey
        let stranger = Keypair.generate()
        try await client.airdrop(alice.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let rent = try await client.send(.getMinimumBalanceForRentExemption(80, commitment: .confirmed))
        _ = try await Chain.run(
            client, signers: [alice, nonce],
            SystemProgram.createNonceAccount(
                from: alice.publicKey, nonce: nonce.publicKey, authority: alice.publicKey, lamports: rent))
        let before = try await flow.nonce(nonce.publicKey).nonce
        let amount = UInt64.random(in: 1_000_000...9_000_000, using: &TestRandom.rng)
        var request = SendRequest(
            from: alice.publicKey, to: bob, amount: .exact(Lamports.format(amount)), allowUnfundedRecipient: true)
        request.nonce = nonce.publicKey
        let review = try await flow.prepare(request)
        #expect(review.lastValidBlockHeight == .max)
        #expect(review.transaction.message.recentBlockhash == before)
        let first = try #require(try review.transaction.message.decompiledInstructions().first)
        let advance = SystemProgram.advanceNonceAccount(nonce: nonce.publicKey, authority: alice.publicKey)
        // (Decompiled, the authority is writable: it is also the fee payer.)
        #expect(first.programId == advance.programId && first.data == advance.data)
        #expect(first.accounts.map(\.publicKey) == advance.accounts.map(\.publicKey))
        let signature = try await flow.send(review, signer: alice)
        #expect(try await client.send(.getBalance(bob, commitment: .confirmed)).value == amount)
        let fee = try #require(try await client.send(.getTransaction(signature, commitment: .confirmed))?.meta?.fee)
        #expect(fee == review.networkFee)
        #expect(
            try await client.send(.getBalance(alice.publicKey, commitment: .confirmed)).value
                == 1_000_000_000 - rent - 5_000 * 2 - amount - fee)
        #expect(try await flow.nonce(nonce.publicKey).nonce != before)

        // A nonce the sender is not the authority of: refused while preparing, nothing signed.
        try await client.airdrop(stranger.publicKey, lamports: 100_000_000, commitment: .confirmed)
        var theirs = request
        theirs.from = stranger.publicKey
        await #expect(throws: SendError.self) { _ = try await flow.prepare(theirs) }
    }
}

/// A durable-nonce send whose nonce another transaction advanced after the review can never land: it ends as
/// `.expired` at the next resend instead of waiting out the confirmation timeout, the cluster has no record of it, and
/// the payment built again (with the new nonce value) lands once.
@Suite(.serialized) struct NonceAdvancedElsewhereTests {
    @Test func aNonceAdvancedByAnotherTransactionEndsTheWait() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        var flow = SendFlow(client: client)
        flow.resendInterval = .milliseconds(300)
        flow.confirmationTimeout = .seconds(60)
        let alice = Keypair.generate(), nonce = Keypair.generate(), bob = Keypair.generate().publicKey
        try await client.airdrop(alice.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let rent = try await client.send(.getMinimumBalanceForRentExemption(80, commitment: .confirmed))
        _ = try await Chain.run(
            client, signers: [alice, nonce],
            SystemProgram.createNonceAccount(
                from: alice.publicKey, nonce: nonce.publicKey, authority: alice.publicKey, lamports: rent))
        let amount = UInt64.random(in: 1_000_000...9_000_000, using: &TestRandom.rng)
        var request = SendRequest(
            from: alice.publicKey, to: bob, amount: .exact(Lamports.format(amount)), allowUnfundedRecipient: true)
        request.nonce = nonce.publicKey
        let review = try await flow.prepare(request)
        #expect(SendFlow.durableNonceAccount(of: review.transaction) == nonce.publicKey)
        // Meanwhile another transaction (the same authority, elsewhere) advances the nonce.
        _ = try await Chain.run(
            client, signers: [alice],
            [SystemProgram.advanceNonceAccount(nonce: nonce.publicKey, authority: alice.publicKey)])
        let started = ContinuousClock.now
        var failure: SendError?
        do { _ = try await flow.send(review, signer: alice) } catch { failure = error }
        guard case .expired(let lost)? = failure else {
            Issue.record("a send with an advanced nonce ended as \(String(describing: failure))")
            return
        }
        #expect(ContinuousClock.now - started < .seconds(30), "it ended at a resend, not at the timeout")
        #expect(try await flow.checkExpired(lost) == .neverLanded(lost))
        #expect(try await client.send(.getBalance(bob, commitment: .confirmed)).value == 0)
        // Built again: the new nonce value, lands once.
        _ = try await flow.send(try await flow.prepare(request), signer: alice)
        #expect(try await client.send(.getBalance(bob, commitment: .confirmed)).value == amount)
        // A transaction without a nonce has none to watch.
        let plain = try await flow.prepare(
            SendRequest(from: alice.publicKey, to: bob, amount: .exact("0.001")))
        #expect(SendFlow.durableNonceAccount(of: plain.transaction) == nil)
    }
}

/// After an expiry, only the cluster's word lets a payment be sent again: a transaction the node dropped has no
/// record once its blockhash is past (`.neverLanded`), a landed one has its slot (`.recorded`).
@Suite(.serialized) struct ExpiredSendTests {
    @Test func anExpiredSendIsCheckedAgainstTheWholeHistory() async throws {
        // Fast slots: a blockhash lives 150 blocks, 1.5 s here.
        let localnet = try Localnet(slotMilliseconds: 10)
        let client = WalletTestSupport.client(localnet)
        var flow = SendFlow(client: client)
        flow.confirmationTimeout = .seconds(30)
        let alice = Keypair.generate(), bob = Keypair.generate().publicKey
        try await client.airdrop(alice.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let request = SendRequest(
            from: alice.publicKey, to: bob, amount: .exact("0.01"), allowUnfundedRecipient: true)

        _ = try await localnet.admin("/admin/faults", ["lose_sends": 1])
        let review = try await flow.prepare(request)
        var failure: SendError?
        do { _ = try await flow.send(review, signer: alice) } catch { failure = error }
        guard case .expired(let lost)? = failure else {
            Issue.record("a dropped transaction ended as \(String(describing: failure))")
            return
        }
        #expect(try await flow.checkExpired(lost) == .neverLanded(lost))
        #expect(try await flow.checkExpired(lost).maySendAgain)

        let landed = try await flow.send(try await flow.prepare(request), signer: alice)
        let known = try await flow.checkExpired(landed)
        guard case .recorded(let signature, let slot, let failed) = known else {
            Issue.record("a landed transaction is \(known)")
            return
        }
        #expect(signature == landed && slot > 0 && !failed && !known.maySendAgain)
        #expect(try await client.send(.getBalance(bob, commitment: .confirmed)).value == 10_000_000)
    }
}
