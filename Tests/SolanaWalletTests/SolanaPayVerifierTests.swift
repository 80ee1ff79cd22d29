import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// Solana Pay's merchant side against a real local cluster: payments built from a parsed URL are found by their
/// reference and validated; each wrong payment is refused with the error naming the failed check.
@Suite(.serialized) struct SolanaPayVerifierTests {
    /// Sends and waits; the signature and outcome, failed or not (`skipPreflight` lets a failing one land).
    static func send(
        _ client: RPCClient, signers: [Keypair], _ instructions: [Instruction], skipPreflight: Bool = false
    ) async throws -> (Signature, ConfirmationOutcome) {
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        var transaction = try Transaction(
            feePayer: signers[0].publicKey, blockhash: latest.blockhash, instructions: instructions)
        try transaction.sign(signers)
        var options = ConfirmationOptions()
        options.skipPreflight = skipPreflight
        let outcome = try await client.sendAndConfirm(
            transaction, lastValidBlockHeight: latest.lastValidBlockHeight, options: options)
        if !skipPreflight, case .failed = outcome { throw Oracle.Failure(description: "\(outcome)") }
        return (transaction.id!, outcome)
    }

    /// The payer's side: parse the merchant's URL, build, sign and send.
    static func pay(
        _ client: RPCClient, payer: Keypair, url: String, mintDecimals: UInt8? = nil,
        tokenProgram: PublicKey = .tokenProgram
    ) async throws -> Signature {
        guard case .transfer(let request) = try SolanaPayRequest.parse(url) else {
            throw Oracle.Failure(description: "not a transfer request: \(url)")
        }
        let instructions = try request.transferInstructions(
            payer: payer.publicKey, mintDecimals: mintDecimals, tokenProgram: tokenProgram)
        return try await WalletTestSupport.run(client, signers: [payer], instructions)
    }

    func expectRefusal(
        _ kind: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () async throws(SolanaPayValidationError) -> SolanaPayVerifier.ValidatedTransfer
    ) async {
        do {
            let accepted = try await body()
            Issue.record("accepted: \(accepted); expected \(kind)", sourceLocation: sourceLocation)
        } catch {
            let name = "\(error)"
            #expect(Self.kind(error) == kind, "\(name)", sourceLocation: sourceLocation)
        }
    }

    static func kind(_ error: SolanaPayValidationError) -> String {
        switch error {
        case .unavailable: return "unavailable"
        case .referenceHistoryTooLong: return "referenceHistoryTooLong"
        case .transactionNotFound: return "transactionNotFound"
        case .unreadableTransaction: return "unreadableTransaction"
        case .transactionFailed: return "transactionFailed"
        case .lastInstructionNotTransfer: return "lastInstructionNotTransfer"
        case .wrongRecipient: return "wrongRecipient"
        case .wrongMint: return "wrongMint"
        case .referencesMismatch: return "referencesMismatch"
        case .senderIsRecipient: return "senderIsRecipient"
        case .missingBalance: return "missingBalance"
        case .badAmount: return "badAmount"
        case .amountNotTransferred: return "amountNotTransferred"
        case .missingMemo: return "missingMemo"
        case .memoMismatch: return "memoMismatch"
        }
    }

    @Test func solPaymentFromAParsedURLIsFoundValidatedAndWrongExpectationsRefused() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let verifier = SolanaPayVerifier(client: client)
        let payer = Keypair.generate(), merchant = Keypair.generate()
        try await client.airdrop(payer.publicKey, lamports: 5_000_000_000, commitment: .confirmed)
        let references = [Keypair.generate().publicKey, Keypair.generate().publicKey]
        let lamports = UInt64.random(in: 1...2_000_000_000, using: &TestRandom.rng)
        let request = SolanaPayTransferRequest(
            recipient: merchant.publicKey, amount: SolanaPayAmount(baseUnits: lamports, decimals: 9),
            references: references, label: "Café & Co", message: "Order 42 + tip",
            memo: "order=\(UInt32.random(in: 0...UInt32.max, using: &TestRandom.rng)) #ok ✓")
        #expect(try await verifier.findReference(references[0]) == nil)

        let signature = try await Self.pay(client, payer: payer, url: request.url)
        #expect(try await verifier.findReference(references[0])?.signature == signature)
        #expect(try await verifier.findReference(references[1])?.signature == signature)
        let validated = try await verifier.validateTransfer(signature: signature, request: request)
        #expect(validated.signature == signature && validated.sender == payer.publicKey)
        #expect(validated.received == lamports)
        #expect(try await verifier.findValidTransfer(request)?.signature == signature)

        // The same payment against wrong expectations.
        var more = request
        more.amount = SolanaPayAmount(baseUnits: lamports + 1, decimals: 9)
        await expectRefusal("amountNotTransferred") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: more)
        }
        var other = request
        other.recipient = Keypair.generate().publicKey
        await expectRefusal("wrongRecipient") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: other)
        }
        var memo = request
        memo.memo = request.memo! + " "
        await expectRefusal("memoMismatch") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: memo)
        }
        var reversed = request
        reversed.references.reverse()
        await expectRefusal("referencesMismatch") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: reversed)
        }
        var fewer = request
        fewer.references.removeLast()
        await expectRefusal("referencesMismatch") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: fewer)
        }
        var extra = request
        extra.references.append(Keypair.generate().publicKey)
        await expectRefusal("referencesMismatch") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: extra)
        }
        var token = request
        token.splToken = Keypair.generate().publicKey
        await expectRefusal("lastInstructionNotTransfer") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: token)
        }
        var precise = request
        precise.amount = try SolanaPayAmount("0.0000000001")
        await expectRefusal("badAmount") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: precise)
        }
        let unknown = try Signature(bytes: (0..<64).map { _ in UInt8.random(in: 0...255, using: &TestRandom.rng) })
        await expectRefusal("transactionNotFound") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: unknown, request: request)
        }
    }

    @Test func wrongPaymentsAreRefusedByTheCheckTheyFail() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let verifier = SolanaPayVerifier(client: client)
        let payer = Keypair.generate(), merchant = Keypair.generate().publicKey
        try await client.airdrop(payer.publicKey, lamports: 3_000_000_000, commitment: .confirmed)
        let reference = Keypair.generate().publicKey
        let lamports = UInt64.random(in: 1_000...100_000_000, using: &TestRandom.rng)
        let request = SolanaPayTransferRequest(
            recipient: merchant, amount: SolanaPayAmount(baseUnits: lamports, decimals: 9), references: [reference],
            memo: "inv-\(lamports)")
        let built = try request.transferInstructions(payer: payer.publicKey)
        #expect(built.count == 2)

        // No memo instruction.
        let (noMemo, outcome1) = try await Self.send(client, signers: [payer], [built[1]])
        guard case .confirmed = outcome1 else { throw Oracle.Failure(description: "\(outcome1)") }
        await expectRefusal("missingMemo") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: noMemo, request: request)
        }
        // Memo after the transfer: the last instruction is not the transfer.
        let (swapped, _) = try await Self.send(client, signers: [payer], [built[1], built[0]])
        await expectRefusal("lastInstructionNotTransfer") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: swapped, request: request)
        }
        // A memo instruction of another text before the transfer.
        let (otherMemo, _) = try await Self.send(
            client, signers: [payer], [MemoProgram.memo("inv-0"), built[1]])
        await expectRefusal("memoMismatch") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: otherMemo, request: request)
        }
        // Less than the amount.
        var short = built
        short[1] = SystemProgram.transfer(from: payer.publicKey, to: merchant, lamports: lamports - 1)
        short[1].accounts.append(.readonly(reference))
        let (shortPaid, _) = try await Self.send(client, signers: [payer], short)
        await expectRefusal("amountNotTransferred") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: shortPaid, request: request)
        }
        // The reference in the transaction but not on the transfer (on an instruction before it).
        var misplaced = built
        misplaced[1].accounts.removeLast()
        misplaced.insert(SystemProgram.transfer(from: payer.publicKey, to: reference, lamports: 0), at: 0)
        let (misplacedPaid, _) = try await Self.send(client, signers: [payer], misplaced)
        await expectRefusal("referencesMismatch") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: misplacedPaid, request: request)
        }
        // A payment to oneself.
        var selfRequest = request
        selfRequest.recipient = payer.publicKey
        var selfPay = built
        selfPay[1] = SystemProgram.transfer(from: payer.publicKey, to: payer.publicKey, lamports: lamports)
        selfPay[1].accounts.append(.readonly(reference))
        let (selfPaid, _) = try await Self.send(client, signers: [payer], selfPay)
        await expectRefusal("senderIsRecipient") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: selfPaid, request: selfRequest)
        }
        // A transaction that failed on chain (more lamports than the payer has; it lands with skipPreflight).
        var tooMuch = built
        tooMuch[1] = SystemProgram.transfer(from: payer.publicKey, to: merchant, lamports: 1_000_000_000_000)
        tooMuch[1].accounts.append(.readonly(reference))
        var failedRequest = request
        failedRequest.amount = SolanaPayAmount(baseUnits: 1_000_000_000_000, decimals: 9)
        let (failed, outcome) = try await Self.send(client, signers: [payer], tooMuch, skipPreflight: true)
        guard case .failed(let failure) = outcome, failure.stage == .onChain else {
            throw Oracle.Failure(description: "expected an on-chain failure: \(outcome)")
        }
        await expectRefusal("transactionFailed") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: failed, request: failedRequest)
        }

        // Every one of those mentions the reference; the oldest is the one without a memo (not a valid payment), so
        // findReference returns it, and findValidTransfer finds none. A real payment afterwards is found.
        let verifierPaging = {
            var v = verifier; v.signaturesPerPage = 2; return v
        }()
        #expect(try await verifierPaging.findReference(reference)?.signature == noMemo)
        let mentioning = try await verifierPaging.signatures(mentioning: reference)
        #expect(
            mentioning.map(\.signature) == [noMemo, swapped, otherMemo, shortPaid, misplacedPaid, selfPaid, failed])
        #expect(try await verifier.findValidTransfer(request) == nil)
        let paid = try await WalletTestSupport.run(client, signers: [payer], built)
        #expect(try await verifierPaging.findValidTransfer(request)?.signature == paid)
        #expect(try await verifierPaging.findReference(reference)?.signature == noMemo)
    }

    @Test(arguments: [PublicKey.tokenProgram, .token2022Program])
    func tokenPaymentFromAParsedURLIsValidated(program: PublicKey) async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let verifier = SolanaPayVerifier(client: client)
        let payer = Keypair.generate(), merchant = Keypair.generate().publicKey
        try await client.airdrop(payer.publicKey, lamports: 3_000_000_000, commitment: .confirmed)
        let decimals = UInt8.random(in: 0...9, using: &TestRandom.rng)
        let minted = UInt64.random(in: 1_000_000...1_000_000_000_000, using: &TestRandom.rng)
        let mint = try await WalletTestSupport.mintTokens(
            client, payer: payer, to: payer.publicKey, amount: minted, decimals: decimals, program: program)
        let otherMint = try await WalletTestSupport.mintTokens(
            client, payer: payer, to: payer.publicKey, amount: minted, decimals: decimals, program: program)
        // The merchant's token accounts exist (a transfer request does not create them).
        _ = try await WalletTestSupport.run(
            client, signers: [payer],
            [mint, otherMint].map {
                AssociatedTokenProgram.createIdempotent(
                    payer: payer.publicKey, owner: merchant, mint: $0, tokenProgram: program)
            })
        let units = UInt64.random(in: 1...minted / 2, using: &TestRandom.rng)
        let reference = Keypair.generate().publicKey
        let request = SolanaPayTransferRequest(
            recipient: merchant, amount: SolanaPayAmount(baseUnits: units, decimals: Int(decimals)), splToken: mint,
            references: [reference], memo: "token order \(units)")
        // The payer reads the mint's decimals from the chain, as a wallet does.
        let mintAccount = try await client.send(.getAccountInfo(mint, commitment: .confirmed)).value
        guard case .binary(let mintData)? = mintAccount?.data else { throw Oracle.Failure(description: "no mint") }
        let mintState = try TokenMint(data: mintData)
        #expect(mintState.decimals == decimals)
        let signature = try await Self.pay(
            client, payer: payer, url: request.url, mintDecimals: mintState.decimals, tokenProgram: program)
        #expect(try await verifier.findReference(reference)?.signature == signature)
        let validated = try await verifier.validateTransfer(signature: signature, request: request)
        #expect(validated.received == units && validated.sender == payer.publicKey)

        var more = request
        more.amount = SolanaPayAmount(baseUnits: units + 1, decimals: Int(decimals))
        await expectRefusal("amountNotTransferred") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: more)
        }
        var wrongMint = request
        wrongMint.splToken = otherMint
        await expectRefusal("wrongMint") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: wrongMint)
        }
        var sol = request
        sol.splToken = nil
        await expectRefusal("lastInstructionNotTransfer") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: sol)
        }
        var other = request
        other.recipient = Keypair.generate().publicKey
        await expectRefusal("wrongRecipient") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: other)
        }
        var precise = request
        precise.amount = try SolanaPayAmount("0." + String(repeating: "0", count: Int(decimals)) + "1")
        await expectRefusal("badAmount") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: precise)
        }
        var noReference = request
        noReference.references = []
        await expectRefusal("referencesMismatch") { () async throws(SolanaPayValidationError) in
            try await verifier.validateTransfer(signature: signature, request: noReference)
        }
    }

    /// Issue 26, item 13: mentioning a reference is cheap, so one search reads a bounded number of transactions and
    /// says where it stopped; griefing mentions before the payment slow the search down, never hide the payment.
    @Test func spamMentioningTheReferenceSlowsTheSearchNeverStopsIt() async throws {
        let localnet = try Localnet()
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let griefer = Keypair.generate(), payer = Keypair.generate()
        try await client.airdrop(griefer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        try await client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let reference = Keypair.generate().publicKey, merchant = Keypair.generate().publicKey
        for lamports in 1...12 {
            var spam = SystemProgram.transfer(
                from: griefer.publicKey, to: griefer.publicKey, lamports: UInt64(lamports))
            spam.accounts.append(.readonly(reference))
            _ = try await Self.send(client, signers: [griefer], [spam])
        }
        let url = "solana:\(merchant.base58)?amount=0.01&reference=\(reference.base58)"
        let paid = try await Self.pay(client, payer: payer, url: url)
        guard case .transfer(let request) = try SolanaPayRequest.parse(url) else { return }
        var verifier = SolanaPayVerifier(client: client)
        verifier.maxChecksPerCall = 5
        var searches: [SolanaPayVerifier.TransferSearch] = []
        var after: Signature?
        while searches.count < 10 {
            let search = try await verifier.searchValidTransfer(request, after: after)
            searches.append(search)
            if search.transfer != nil { break }
            after = search.resumeAfter
        }
        #expect(searches.map(\.checked) == [5, 5, 3], "\(searches)")
        #expect(searches.allSatisfy { $0.mentions == 13 && !$0.truncated })
        #expect(searches.last?.transfer?.signature == paid)
        // The SDK's wait does the same resuming (a bounded search is followed at once, even past its timeout).
        let waited = try await verifier.waitForPayment(request, timeout: .zero)
        #expect(waited.transfer?.signature == paid && waited.checked == 13, "\(waited)")
        // More mentions than the pages allowed: the newest are listed (and say so), and the payment is among them.
        verifier.signaturesPerPage = 4
        verifier.maxPages = 1
        let truncated = try await verifier.searchValidTransfer(request)
        #expect(truncated.truncated && truncated.mentions == 4 && truncated.transfer?.signature == paid)
    }
}
