import Foundation
import SolanaCore
import Synchronization
import TestSupport
import Testing

@testable import SolanaRPC

/// The landing engine (`sendAndConfirm`) against localnet's faults: sends that the leader drops (`drop_sends`, a
/// seeded share of the `sendTransaction` calls answered and never processed), sends that meet a dropped connection
/// or a 429, and a send the node's simulation refuses. Truth is the chain: the balances and localnet's count of the
/// `sendTransaction` calls it received.
@Suite(.serialized) struct LandingTests {
    /// Polls and resends every 50/100 ms (a slot is 100 ms here), so a run of 50 sends takes seconds.
    static let options: ConfirmationOptions = {
        var options = ConfirmationOptions(commitment: .confirmed, timeout: .seconds(60))
        options.pollInterval = .milliseconds(50)
        options.resendInterval = .milliseconds(100)
        return options
    }()

    /// The landing events of many sends, by signature.
    final class Events: Sendable {
        let events = Mutex<[Signature: [LandingEvent]]>([:])
        func record(_ event: LandingEvent) {
            let signature: Signature
            switch event {
            case .sent(let s), .sendFailed(let s, _), .resent(let s, _), .confirmed(let s, _), .expired(let s),
                .failed(let s):
                signature = s
            }
            events.withLock { $0[signature, default: []].append(event) }
        }
        subscript(_ signature: Signature) -> [LandingEvent] { events.withLock { $0[signature] ?? [] } }
    }

    struct Sends: Decodable { let received: Int; let dropped: Int }
    static func sends(_ localnet: Localnet) async throws -> Sends {
        let faults = try await localnet.rawGet("/admin/faults")
        let data = try JSONSerialization.data(withJSONObject: faults["sends"] ?? [:])
        return try JSONDecoder().decode(Sends.self, from: data)
    }

    /// 50 transfers sent at once from one payer while the leader drops `share` of the sends: every one lands within
    /// its blockhash's lifetime, and exactly once (each recipient holds its amount, the payer paid the amounts and 50
    /// fees, no more).
    @Test(arguments: [0.5, 0.8])
    func underDroppedSendsEverySendLandsExactlyOnce(share: Double) async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet, overallTimeout: .seconds(60))
        let payer = Keypair.generate()
        try await LocalnetSupport.fund(client, payer.publicKey, lamports: 100_000_000_000)
        let seed = Int.random(in: 0..<1_000_000, using: &TestRandom.rng)
        let context = "drop_sends \(share), localnet seed \(seed) (SOLWALLET_TEST_SEED=\(TestRandom.seed))"
        _ = try await localnet.admin("/admin/faults", ["drop_sends": share, "seed": seed])
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        let sends = (0..<50).map { _ in
            let recipient = Keypair.generate().publicKey
            let lamports = UInt64.random(in: 1_000_000...9_000_000, using: &TestRandom.rng)
            let transfer = LocalnetSupport.transfer(
                from: payer, to: recipient, lamports: lamports, blockhash: latest.blockhash)
            return (recipient: recipient, lamports: lamports, wire: transfer.wire, signature: transfer.signature)
        }
        let events = Events()
        var watched = Self.options
        watched.onEvent = { events.record($0) }
        let options = watched
        let outcomes = try await withThrowingTaskGroup(of: (Signature, ConfirmationOutcome).self) { group in
            for send in sends {
                group.addTask {
                    let outcome = try await client.sendAndConfirm(
                        send.wire, signature: send.signature, lastValidBlockHeight: latest.lastValidBlockHeight,
                        options: options)
                    return (send.signature, outcome)
                }
            }
            var outcomes: [Signature: ConfirmationOutcome] = [:]
            for try await (signature, outcome) in group { outcomes[signature] = outcome }
            return outcomes
        }
        let counted = try await Self.sends(localnet)
        _ = try await localnet.admin("/admin/faults", ["reset": true])
        for send in sends {
            guard case .confirmed = outcomes[send.signature] else {
                Issue.record("\(context): \(send.signature) ended \(String(describing: outcomes[send.signature]))")
                continue
            }
            #expect(events[send.signature].first == .sent(send.signature), "\(context)")
        }
        // The leader dropped some sends and the engine sent those transactions again.
        #expect(counted.dropped > 0 && counted.received >= 50 + counted.dropped, "\(context): \(counted)")
        #expect(counted.received > 50, "\(context): \(counted)")
        let resent = sends.filter { events[$0.signature].contains { if case .resent = $0 { true } else { false } } }
        #expect(!resent.isEmpty, "\(context)")
        // On chain: each amount once.
        let balances = try await client.send(
            .getMultipleAccounts(sends.map(\.recipient), commitment: .confirmed)
        ).value.map { $0?.lamports ?? 0 }
        #expect(balances == sends.map(\.lamports), "\(context)")
        let paid = sends.map(\.lamports).reduce(0, +) + 50 * 5_000
        let left = try await client.send(.getBalance(payer.publicKey, commitment: .confirmed)).value
        #expect(left == 100_000_000_000 - paid, "\(context)")
    }

    /// A send the node's simulation refuses (too few lamports) ends at the first answer: one `sendTransaction` call,
    /// nothing sent again, the failure with its stage.
    @Test func aFatalErrorStopsAtTheFirstAnswer() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet)
        let payer = Keypair.generate()
        try await LocalnetSupport.fund(client, payer.publicKey, lamports: 10_000_000)
        _ = try await localnet.admin("/admin/faults", ["reset": true])
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        let transfer = LocalnetSupport.transfer(
            from: payer, to: Keypair.generate().publicKey, lamports: 20_000_000, blockhash: latest.blockhash)
        let events = Events()
        var options = Self.options
        options.onEvent = { events.record($0) }
        let outcome = try await client.sendAndConfirm(
            transfer.wire, signature: transfer.signature, lastValidBlockHeight: latest.lastValidBlockHeight,
            options: options)
        guard case .failed(let failure) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(failure.stage == .preflight)
        #expect(events[transfer.signature] == [.failed(transfer.signature)])
        let counted = try await Self.sends(localnet)
        #expect(counted.received == 1 && counted.dropped == 0, "\(counted)")
        #expect(try await client.send(.getBalance(payer.publicKey, commitment: .confirmed)).value == 10_000_000)
    }

    /// Sends that meet a dropped connection or a 429 (the client's own retries off, so the engine sees them) are made
    /// again, with preflight, until the node accepts them: every transfer lands once.
    @Test func sendsMetWithNetworkErrorsAreMadeAgain() async throws {
        let localnet = try Localnet()
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"),
            configuration: .init(commitment: .confirmed, retry: .none))
        let payer = Keypair.generate()
        try await LocalnetSupport.fund(
            LocalnetSupport.client(localnet), payer.publicKey, lamports: 10_000_000_000)
        // Every second sendTransaction request: the connection dropped, every third: 429.
        _ = try await localnet.admin(
            "/admin/faults", ["drop": 0.5, "rate_limit": 0.34, "retry_after": 0, "methods": ["sendTransaction"]])
        let latest = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value
        let events = Events()
        var options = Self.options
        options.onEvent = { events.record($0) }
        var sends: [(PublicKey, UInt64, Signature)] = []
        for _ in 0..<6 {
            let recipient = Keypair.generate().publicKey
            let lamports = UInt64.random(in: 1_000_000...9_000_000, using: &TestRandom.rng)
            let transfer = LocalnetSupport.transfer(
                from: payer, to: recipient, lamports: lamports, blockhash: latest.blockhash)
            let outcome = try await client.sendAndConfirm(
                transfer.wire, signature: transfer.signature, lastValidBlockHeight: latest.lastValidBlockHeight,
                options: options)
            guard case .confirmed = outcome else {
                Issue.record("\(outcome)")
                return
            }
            sends.append((recipient, lamports, transfer.signature))
        }
        _ = try await localnet.admin("/admin/faults", ["reset": true])
        let failed = sends.filter {
            events[$0.2].contains { if case .sendFailed = $0 { true } else { false } }
        }
        #expect(!failed.isEmpty, "no send met the faults")
        for (recipient, lamports, signature) in sends {
            #expect(try await client.send(.getBalance(recipient, commitment: .confirmed)).value == lamports)
            #expect(events[signature].filter { if case .sent = $0 { true } else { false } }.count == 1)
        }
    }

    @Test func sendErrorsAreClassified() {
        func rpc(_ code: Int, _ data: JSONValue? = nil) -> RPCClientError {
            .rpc(RPCError(code: code, message: "m", data: data))
        }
        #expect(RPCClientError.transport("reset").sendAttemptFailure == .resend)
        #expect(RPCClientError.timeout(.seconds(1)).sendAttemptFailure == .resend)
        #expect(RPCClientError.rateLimited(retryAfter: nil).sendAttemptFailure == .resend)
        #expect(RPCClientError.httpStatus(503, body: "").sendAttemptFailure == .resend)
        #expect(RPCClientError.httpStatus(403, body: "").sendAttemptFailure == .fatal)
        #expect(RPCClientError.cancelled.sendAttemptFailure == .fatal)
        #expect(rpc(RPCError.Code.nodeUnhealthy).sendAttemptFailure == .resend)
        #expect(rpc(RPCError.Code.minContextSlotNotReached).sendAttemptFailure == .resend)
        #expect(rpc(RPCError.Code.transactionSignatureVerificationFailure).sendAttemptFailure == .fatal)
        #expect(
            rpc(RPCError.Code.sendTransactionPreflightFailure, .object(["err": "BlockhashNotFound"]))
                .sendAttemptFailure == .resend)
        #expect(
            rpc(RPCError.Code.sendTransactionPreflightFailure, .object(["err": .object(["InstructionError": "x"])]))
                .sendAttemptFailure == .fatal)
    }
}
