import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaRPC

/// Each localnet fault knob meets the documented client behaviour: retried to success, or a clear error in time.
@Suite(.serialized) struct FaultToleranceTests {
    let fast = RetryPolicy(maxAttempts: 5, baseDelay: .milliseconds(20), maxDelay: .milliseconds(100))

    @Test func rateLimitHonoursRetryAfterThenSucceeds() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet, retry: fast)
        try await localnet.admin(
            "/admin/faults", ["reset": true, "rate_limit": 0.5, "retry_after": 1, "methods": ["getSlot"]])
        let clock = ContinuousClock()
        var waited = Duration.zero
        for _ in 0..<2 {
            let start = clock.now
            _ = try await client.send(.getSlot())
            waited += clock.now - start
        }
        // Every second request is answered 429 with Retry-After: 1, so one of the two calls waited about a second.
        #expect(waited >= .milliseconds(900))
        // Always 429: a typed error naming the limit, after a bounded number of attempts.
        try await localnet.admin(
            "/admin/faults", ["reset": true, "rate_limit": 1.0, "retry_after": 0, "methods": ["getSlot"]])
        let start = clock.now
        do {
            _ = try await client.send(.getSlot())
            Issue.record("expected rate limiting")
        } catch {
            guard case .rateLimited = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("429"))
        }
        #expect(clock.now - start < .seconds(5))
        // A Retry-After beyond the policy's patience fails at once instead of sleeping.
        try await localnet.admin(
            "/admin/faults", ["reset": true, "rate_limit": 1.0, "retry_after": 120, "methods": ["getSlot"]])
        let patient = clock.now
        await #expect(throws: RPCClientError.self) { try await client.send(.getSlot()) }
        #expect(clock.now - patient < .seconds(2))
    }

    @Test func nodeUnhealthyIsRetriedThenReported() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet, retry: fast)
        try await localnet.admin("/admin/faults", ["reset": true, "unhealthy": 0.5, "methods": ["getBalance"]])
        for _ in 0..<4 { #expect(try await client.send(.getBalance(.systemProgram)).value >= 0) }
        try await localnet.admin("/admin/faults", ["reset": true, "unhealthy": 1.0, "methods": ["getBalance"]])
        do {
            _ = try await client.send(.getBalance(.systemProgram))
            Issue.record("expected -32005")
        } catch {
            #expect(error.rpcError?.code == RPCError.Code.nodeUnhealthy)
            #expect(error.rpcError?.data?["numSlotsBehind"] != nil)
        }
    }

    @Test func droppedConnectionsRetryOnlyIdempotentCalls() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet, retry: fast)
        try await localnet.admin(
            "/admin/faults", ["reset": true, "drop": 0.5, "methods": ["getSlot", "requestAirdrop"]])
        for _ in 0..<4 { _ = try await client.send(.getSlot()) }
        // An airdrop is not idempotent: a dropped connection is reported, never silently retried (that could pay twice).
        try await localnet.admin("/admin/faults", ["reset": true, "drop": 1.0, "methods": ["requestAirdrop"]])
        let account = Keypair.generate().publicKey
        do {
            _ = try await client.send(.requestAirdrop(account, lamports: 1_000_000_000))
            Issue.record("expected a transport error")
        } catch {
            guard case .transport = error else { Issue.record("\(error)"); return }
        }
        let faults = try await localnet.rawGet("/admin/faults")
        #expect(String(describing: faults).contains("drop"))
        try await localnet.admin("/admin/faults", ["reset": true])
        #expect(try await client.send(.getBalance(account, commitment: .processed)).value == 0)
    }

    @Test func malformedBodiesAreRetriedThenReported() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet, retry: fast)
        try await localnet.admin("/admin/faults", ["reset": true, "malformed": 0.5, "methods": ["getSlot"]])
        for _ in 0..<4 { _ = try await client.send(.getSlot()) }
        try await localnet.admin("/admin/faults", ["reset": true, "malformed": 1.0, "methods": ["getSlot"]])
        do {
            _ = try await client.send(.getSlot())
            Issue.record("expected malformed")
        } catch {
            guard case .malformedResponse = error else { Issue.record("\(error)"); return }
        }
    }

    /// A transport (fault injection) whose answers carry another request's id: first wrong, then right.
    final class WrongIDTransport: RPCTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        let wrongAnswers: Int
        let result: String

        init(wrongAnswers: Int, result: String = "42") {
            self.wrongAnswers = wrongAnswers
            self.result = result
        }

        var calls: Int { lock.withLock { count } }

        func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration) async throws -> RPCHTTPResponse {
            let request = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
            let id = try #require(request["id"] as? Int)
            let call = lock.withLock {
                count += 1; return count
            }
            let answered = call <= wrongAnswers ? id + 1000 : id
            return RPCHTTPResponse(
                status: 200, headers: [:], body: Array(#"{"jsonrpc":"2.0","result":\#(result),"id":\#(answered)}"#.utf8)
            )
        }
    }

    @Test func anAnswerForAnotherRequestIsNeverTaken() async throws {
        let retried = WrongIDTransport(wrongAnswers: 2)
        let client = RPCClient(cluster: .localhost, transport: retried, configuration: .init(retry: fast))
        #expect(try await client.send(.getSlot()) == 42)  // two wrong answers discarded, the third taken
        #expect(retried.calls == 3)
        let always = RPCClient(
            cluster: .localhost, transport: WrongIDTransport(wrongAnswers: 100), configuration: .init(retry: fast))
        do {
            _ = try await always.send(.getSlot())
            Issue.record("expected a malformed answer")
        } catch {
            guard case .malformedResponse(let detail) = error else { Issue.record("\(error)"); return }
            #expect(detail.contains("is for request id"), "\(detail)")
        }
        // An airdrop is not re-sent on a doubtful answer: the error comes after one attempt.
        let once = WrongIDTransport(wrongAnswers: 100, result: "\"\(Signature.zero.base58)\"")
        let sender = RPCClient(cluster: .localhost, transport: once, configuration: .init(retry: fast))
        do {
            _ = try await sender.send(.requestAirdrop(.tokenProgram, lamports: 1))
            Issue.record("expected a malformed answer")
        } catch {
            guard case .malformedResponse(let detail) = error else { Issue.record("\(error)"); return }
            #expect(detail.hasPrefix("requestAirdrop: ") && detail.contains("is for request id"), "\(detail)")
        }
        #expect(once.calls == 1)
    }

    @Test func latencyBeyondTheLimitIsATimeoutWithinTheLimit() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(
            localnet, retry: fast, requestTimeout: .milliseconds(300), overallTimeout: .seconds(1))
        try await localnet.admin("/admin/faults", ["reset": true, "latency_ms": 100, "methods": ["getSlot"]])
        _ = try await client.send(.getSlot())  // 100 ms of latency is within the limit
        try await localnet.admin("/admin/faults", ["reset": true, "latency_ms": 3000, "methods": ["getSlot"]])
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try await client.send(.getSlot())
            Issue.record("expected a timeout")
        } catch {
            guard case .timeout = error else { Issue.record("\(error)"); return }
        }
        #expect(clock.now - start < .milliseconds(1500))
    }

    @Test func cancellationStopsACallPromptly() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet)
        try await localnet.admin("/admin/faults", ["reset": true, "latency_ms": 5000, "methods": ["getSlot"]])
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { try await client.send(.getSlot()) }
        // Cancelled once the node holds the call (localnet counts the requests its latency holds).
        while try await localnet.admin("/admin/faults")["delaying"] as? Int ?? 0 < 1 { await Task.yield() }
        task.cancel()
        let result = await task.result
        #expect(clock.now - start < .seconds(2))
        if case .success = result { Issue.record("a cancelled call returned a value") }
    }
}
