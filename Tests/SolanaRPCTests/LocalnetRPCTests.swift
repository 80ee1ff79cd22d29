import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaRPC

/// The client against a real runtime (LiteSVM behind localnet).
@Suite(.serialized) struct LocalnetRPCTests {
    @Test func clusterMethodsAndAirdrop() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet)
        #expect(try await client.send(.getVersion()).solanaCore.isEmpty == false)
        #expect(try await client.send(.getHealth()) == "ok")
        let slot = try await client.send(.getSlot())
        let epoch = try await client.send(.getEpochInfo())
        #expect(epoch.absoluteSlot >= slot)
        #expect(try await client.send(.getGenesisHash()).count >= 32)
        #expect(try await client.getGenesisHash().base58 == client.send(.getGenesisHash()))
        #expect(try await client.send(.getMinimumBalanceForRentExemption(165)) > 0)
        let account = Keypair.generate().publicKey
        #expect(try await client.send(.getBalance(account)).value == 0)
        #expect(try await client.send(.getAccountInfo(account)).value == nil)
        try await LocalnetSupport.fund(client, account, lamports: 2_000_000_000)
        #expect(try await client.send(.getBalance(account, commitment: .confirmed)).value == 2_000_000_000)
        let info = try #require(try await client.send(.getAccountInfo(account, commitment: .confirmed)).value)
        #expect(info.owner == .systemProgram && info.lamports == 2_000_000_000 && info.data.bytes == [])
        // u64::MAX (above 2^53) arrives exactly, not through Double.
        #expect(info.rentEpoch == UInt64.max)
        let blockhash = try await client.send(.getLatestBlockhash()).value
        #expect(try await client.send(.isBlockhashValid(blockhash.blockhash)).value)
        #expect(blockhash.lastValidBlockHeight > slot)
    }

    /// getGenesisHash as a `Hash`: localnet's own per start (two starts, two hashes), or the one it is told to use.
    @Test func genesisHashIdentifiesTheCluster() async throws {
        let first = try Localnet(), second = try Localnet()
        let a = try await LocalnetSupport.client(first).getGenesisHash()
        let b = try await LocalnetSupport.client(second).getGenesisHash()
        #expect(a != b && a != .zero)
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &TestRandom.rng) }
        let chosen = try Hash(bytes: bytes)
        let fixed = try Localnet(extraArguments: ["--genesis-hash", chosen.base58])
        #expect(try await LocalnetSupport.client(fixed).getGenesisHash() == chosen)
    }

    @Test func transferIsSentAndConfirmed() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet)
        let payer = Keypair.generate(), recipient = Keypair.generate().publicKey
        try await LocalnetSupport.fund(client, payer.publicKey, lamports: 1_000_000_000)
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        let (wire, signature) = LocalnetSupport.transfer(
            from: payer, to: recipient, lamports: 1_234_567, blockhash: latest.blockhash)
        let outcome = try await client.sendAndConfirm(
            wire, signature: signature, lastValidBlockHeight: latest.lastValidBlockHeight)
        guard case .confirmed(let confirmed, _, _) = outcome else {
            Issue.record("expected confirmed, got \(outcome)"); return
        }
        #expect(confirmed == signature)
        #expect(try await client.send(.getBalance(recipient, commitment: .confirmed)).value == 1_234_567)
        #expect(
            try await client.send(.getBalance(payer.publicKey, commitment: .confirmed)).value == 1_000_000_000
                - 1_234_567 - 5_000)
        let transaction = try #require(try await client.send(.getTransaction(signature, commitment: .confirmed)))
        #expect(transaction.meta?.fee == 5_000 && transaction.meta?.err == nil)
        #expect(transaction.transaction.wireBytes == wire)
        #expect(transaction.meta?.preBalances.first == 1_000_000_000)
        // Confirming again through WebSocket notifications reaches the same answer for an already landed transaction.
        var options = ConfirmationOptions()
        options.useWebSocket = true
        options.skipPreflight = true
        let again = try await client.sendAndConfirm(
            wire, signature: signature, lastValidBlockHeight: latest.lastValidBlockHeight, options: options)
        if case .confirmed = again {} else { Issue.record("expected confirmed, got \(again)") }
    }

    @Test func insufficientFundsFailsWithLogs() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet)
        let payer = Keypair.generate()
        try await LocalnetSupport.fund(client, payer.publicKey, lamports: 1_000_000)
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        // Preflight: simulation fails, the logs come back, nothing lands.
        let (wire, signature) = LocalnetSupport.transfer(
            from: payer, to: Keypair.generate().publicKey, lamports: 5_000_000, blockhash: latest.blockhash)
        let outcome = try await client.sendAndConfirm(
            wire, signature: signature, lastValidBlockHeight: latest.lastValidBlockHeight)
        guard case .failed(let failure) = outcome else { Issue.record("expected failure, got \(outcome)"); return }
        #expect(failure.stage == .preflight)
        #expect(failure.logs.contains { $0.contains("insufficient lamports") })
        // Without preflight: it lands, fails on chain, the fee is charged, and the logs are fetched.
        var options = ConfirmationOptions()
        options.skipPreflight = true
        let (wire2, signature2) = LocalnetSupport.transfer(
            from: payer, to: Keypair.generate().publicKey, lamports: 5_000_001, blockhash: latest.blockhash)
        let onChain = try await client.sendAndConfirm(
            wire2, signature: signature2, lastValidBlockHeight: latest.lastValidBlockHeight, options: options)
        guard case .failed(let failure2) = onChain else { Issue.record("expected failure, got \(onChain)"); return }
        #expect(failure2.stage == .onChain)
        #expect(failure2.error["InstructionError"] != nil)
        #expect(failure2.logs.contains { $0.contains("insufficient lamports") })
        #expect(try await client.send(.getBalance(payer.publicKey, commitment: .confirmed)).value == 1_000_000 - 5_000)
    }

    @Test func expiredBlockhashEndsAsExpired() async throws {
        let localnet = try Localnet(extraArguments: ["--paused"])
        let client = LocalnetSupport.client(localnet)
        let payer = Keypair.generate()
        try await localnet.admin("/admin/advance", ["slots": 2])
        let airdrop = try await client.send(.requestAirdrop(payer.publicKey, lamports: 1_000_000_000))
        try await localnet.admin("/admin/advance", ["slots": 2])
        #expect(try await client.send(.getSignatureStatuses([airdrop])).value.first??.satisfies(.confirmed) == true)
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        try await localnet.admin("/admin/advance", ["slots": 151])
        #expect(try await client.send(.isBlockhashValid(latest.blockhash, commitment: .confirmed)).value == false)
        let (wire, signature) = LocalnetSupport.transfer(
            from: payer, to: Keypair.generate().publicKey, lamports: 1, blockhash: latest.blockhash)
        let outcome = try await client.sendAndConfirm(
            wire, signature: signature, lastValidBlockHeight: latest.lastValidBlockHeight)
        guard case .expired(_, let last, let height) = outcome else {
            Issue.record("expected expired, got \(outcome)"); return
        }
        #expect(last == latest.lastValidBlockHeight && height > last)
        // Skipping preflight does not help: polling sees the block height pass and stops.
        var options = ConfirmationOptions()
        options.skipPreflight = true
        let skipped = try await client.sendAndConfirm(
            wire, signature: signature, lastValidBlockHeight: latest.lastValidBlockHeight, options: options)
        if case .expired = skipped {} else { Issue.record("expected expired, got \(skipped)") }
    }

    @Test func historyPagesBackwards() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet)
        let payer = Keypair.generate(), recipient = Keypair.generate().publicKey
        try await LocalnetSupport.fund(client, payer.publicKey, lamports: 1_000_000_000)
        var sent: [Signature] = []
        for index in 0..<7 {
            let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
            let (wire, signature) = LocalnetSupport.transfer(
                from: payer, to: recipient, lamports: UInt64(1_000_000 + index), blockhash: latest.blockhash)
            let outcome = try await client.sendAndConfirm(
                wire, signature: signature, lastValidBlockHeight: latest.lastValidBlockHeight)
            guard case .confirmed = outcome else { Issue.record("\(outcome)"); return }
            sent.append(signature)
        }
        // Newest first, pages of 3: [6,5,4] [3,2,1] [0].
        var pages: [[Signature]] = []
        var before: Signature?
        while true {
            let page = try await client.send(
                .getSignaturesForAddress(recipient, limit: 3, before: before, commitment: .confirmed))
            pages.append(page.map(\.signature))
            if page.count < 3 { break }
            before = page.last?.signature
        }
        #expect(pages.flatMap { $0 } == sent.reversed())
        #expect(pages.map(\.count) == [3, 3, 1])
        let newer = try await client.send(.getSignaturesForAddress(recipient, until: sent[4], commitment: .confirmed))
        #expect(newer.map(\.signature) == [sent[6], sent[5]])
        await #expect(throws: RPCClientError.self) {
            try await client.send(.getSignaturesForAddress(recipient, limit: 1001))
        }
    }

    @Test func batchesReturnResultsInCallOrderWhateverTheServerOrder() async throws {
        let localnet = try Localnet()
        let base = LocalnetSupport.client(localnet)
        let client = RPCClient(
            cluster: base.cluster, transport: ReorderingTransport(inner: HTTPTransport(url: localnet.httpURL)),
            configuration: base.configuration)
        let funded = Keypair.generate().publicKey
        try await LocalnetSupport.fund(base, funded, lamports: 1_000_000_777)
        let slotBefore = try await base.send(.getSlot())
        let (balance, slot, version, missing) = try await client.batch(
            .getBalance(funded, commitment: .confirmed), .getSlot(), .getVersion(),
            .getAccountInfo(Keypair.generate().publicKey))
        #expect(try balance.get().value == 1_000_000_777)
        #expect(try slot.get() >= slotBefore)
        #expect(try version.get().solanaCore.isEmpty == false)
        #expect(try missing.get().value == nil)
        // Homogeneous batch with a per-call error in the middle.
        let keys = (0..<5).map { _ in Keypair.generate().publicKey } + [funded]
        let balances = try await client.batch(
            keys.map { RPCRequest<RPCResponse<UInt64>>.getBalance($0, commitment: .confirmed) })
        #expect(balances.map { try? $0.get().value } == [0, 0, 0, 0, 0, 1_000_000_777])
        let mixed = try await client.batch([
            RPCRequest<UInt64>.getSlot(), RPCRequest<UInt64>(method: "noSuchMethod"), .getBlockHeight(),
        ])
        #expect((try? mixed[0].get()) != nil)
        if case .failure(let error) = mixed[1] {
            #expect(error.code == RPCError.Code.methodNotFound)
        } else {
            Issue.record("expected -32601")
        }
        #expect((try? mixed[2].get()) != nil)
    }

    @Test func extraHeadersAreSentWithEveryRequest() async throws {
        let localnet = try Localnet()
        let recorder = HeaderRecorder(inner: HTTPTransport(url: localnet.httpURL))
        var configuration = LocalnetSupport.client(localnet).configuration
        configuration.headers = [("x-api-key", "secret-123")]
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL), transport: recorder, configuration: configuration)
        _ = try await client.send(.getSlot())
        _ = try await client.batch(.getSlot(), .getVersion())
        #expect(
            recorder.seen.count == 2 && recorder.seen.allSatisfy { $0.contains { $0 == ("x-api-key", "secret-123") } })
    }

    @Test func typedErrorsCarryCodesAndMessages() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet)
        do {
            _ = try await client.send(RPCRequest<UInt64>(method: "getBalance", params: ["not-a-key"]))
            Issue.record("expected an error")
        } catch {
            #expect(error.rpcError?.code == RPCError.Code.invalidParams)
        }
        do {
            _ = try await client.send(RPCRequest<UInt64>(method: "getBalanceX"))
            Issue.record("expected an error")
        } catch {
            #expect(error.rpcError?.code == RPCError.Code.methodNotFound)
        }
        // A result of the wrong shape is a malformed-response error naming the method and the field, not a crash.
        do {
            _ = try await client.send(RPCRequest<EpochInfo>(method: "getSlot"))
            Issue.record("expected an error")
        } catch {
            guard case .malformedResponse(let detail) = error else { Issue.record("\(error)"); return }
            #expect(detail.contains("getSlot"))
        }
    }
}
