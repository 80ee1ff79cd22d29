import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaRPC

/// Every client call against a node that lies or misbehaves ends in a typed error within its deadline, with memory
/// bounded, and the process lives. The node is `Tools/localnet/run --hostile` (one scenario per URL path).
@Suite(.serialized) struct HostileNodeTests {
    static let requestTimeout: Duration = .seconds(2)
    static let overallTimeout: Duration = .seconds(5)
    /// The deadline each call is held to: the client's own limit plus room for a loaded 2-core machine.
    static let deadline: Duration = overallTimeout + .seconds(10)
    /// The limits of a call whose node never finishes answering: the same three attempts, each cut off by the request
    /// timeout, the overall timeout ending the third; shorter, as the wait is all such a call does (the scenarios
    /// that answer keep the longer limits, so that a loaded machine does not turn their answer into a timeout).
    static let stalledRequestTimeout: Duration = .milliseconds(500)
    static let stalledOverallTimeout: Duration = .milliseconds(1_250)

    func client(_ node: HostileNode, _ scenario: String, stalled: Bool = false) -> RPCClient {
        RPCClient(
            cluster: Cluster(url: node.url(scenario)),
            configuration: .init(
                requestTimeout: stalled ? Self.stalledRequestTimeout : Self.requestTimeout,
                overallTimeout: stalled ? Self.stalledOverallTimeout : Self.overallTimeout,
                retry: RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(20), maxDelay: .milliseconds(100))))
    }

    /// Runs one call against a scenario and returns its error (the test fails if it succeeds or takes too long).
    func failure<R: Sendable>(
        _ node: HostileNode, _ scenario: String, _ request: RPCRequest<R>, stalled: Bool = false
    ) async throws -> RPCClientError {
        let client = client(node, scenario, stalled: stalled)
        let result = try await withDeadline(Self.deadline, scenario) {
            do throws(RPCClientError) { return Result<R, RPCClientError>.success(try await client.send(request)) } catch
            {
                return .failure(error)
            }
        }
        guard case .failure(let error) = result else {
            throw Oracle.Failure(description: "\(scenario): the call succeeded with \(result)")
        }
        return error
    }

    @Test func theNodeAnswersCorrectlyWhenItIsHonest() async throws {
        let node = try HostileNode()
        #expect(try await client(node, "ok").send(.getBalance(.systemProgram)).value == 42)
        let account = try await client(node, "ok").send(.getAccountInfo(.systemProgram)).value
        #expect(account?.data.bytes == [1, 2, 3, 4])
    }

    @Test(arguments: [
        ("bignum", "malformed"), ("bigint", "malformed"), ("float", "malformed"),
        ("wrong-id", "malformed"), ("no-id", "malformed"), ("garbage", "malformed"), ("mismatch", "malformed"),
        ("deep", "malformed"), ("deep?depth=1000000", "malformed"),
        // A byte every 100 ms: several arrive within each attempt's 500 ms, and the request timeout still ends it.
        ("drip?interval_ms=100", "timeout"), ("stall", "timeout"), ("stall-headers", "timeout"),
        ("close", "transport"), ("html", "http"),
        ("429-huge", "rateLimited"), ("429-neg", "rateLimited"), ("429-nan", "rateLimited"),
        ("429-date", "rateLimited"),
    ])
    func everyLieEndsInATypedErrorInTime(scenario: String, expected: String) async throws {
        let node = try HostileNode()
        let error = try await failure(
            node, scenario, RPCRequest<RPCResponse<UInt64>>.getBalance(.systemProgram), stalled: expected == "timeout")
        let kind: String
        switch error {
        case .malformedResponse: kind = "malformed"
        case .timeout: kind = "timeout"
        case .transport: kind = "transport"
        case .httpStatus: kind = "http"
        case .rateLimited: kind = "rateLimited"
        default: kind = "\(error)"
        }
        #expect(kind == expected, "\(scenario): \(error)")
        #expect(error.description.count < 2_000, "\(scenario): the message quotes too much of the answer")
    }

    /// `-0` is zero (serde_json reads it as 0 for a u64 too): not a lie worth refusing.
    @Test func negativeZeroIsZero() async throws {
        let node = try HostileNode()
        #expect(try await client(node, "negzero").send(.getBalance(.systemProgram)).value == 0)
    }

    @Test(arguments: ["huge?mib=128", "huge-chunked?mib=128"])
    func aHugeAnswerIsCutOffWithMemoryBounded(scenario: String) async throws {
        let node = try HostileNode()
        let measured = PeakMemory.reset()
        let before = PeakMemory.read()
        let error = try await failure(node, scenario, RPCRequest<RPCResponse<UInt64>>.getBalance(.systemProgram))
        guard case .responseTooLarge(let limit) = error else { Issue.record("\(scenario): \(error)"); return }
        #expect(limit == 4 << 20)
        let after = PeakMemory.read()
        let growth = after.peak - before.current
        print("hostile \(scenario): peak resident memory grew by \(growth >> 20) MiB (measured: \(measured))")
        if measured { #expect(growth < 48 << 20, "\(scenario): peak memory grew by \(growth >> 20) MiB") }
    }

    @Test func deepNestingDoesNotExhaustMemoryOrStack() async throws {
        let node = try HostileNode()
        let measured = PeakMemory.reset()
        let before = PeakMemory.read()
        _ = try await failure(node, "deep?depth=1000000", RPCRequest<RPCResponse<UInt64>>.getBalance(.systemProgram))
        let growth = PeakMemory.read().peak - before.current
        print("hostile deep 1,000,000: peak resident memory grew by \(growth >> 20) MiB")
        if measured { #expect(growth < 48 << 20) }
    }

    @Test func accountDataBombsAndWrongEncodings() async throws {
        let node = try HostileNode()
        for (scenario, encoding) in [
            ("base58-bomb", AccountEncoding.base58), ("base58-bomb?kib=3000", .base58),
            ("base58-bomb", .base64), ("wrong-encoding", .base64),
            ("wrong-encoding-zstd", .base64), ("wrong-encoding-zstd", .jsonParsed),
        ] {
            let error = try await failure(node, scenario, .getAccountInfo(.systemProgram, encoding: encoding))
            guard case .malformedResponse(let detail) = error else { Issue.record("\(scenario): \(error)"); continue }
            #expect(detail.contains("base58") || detail.contains("encoding") || detail.contains("asked"), "\(detail)")
        }
    }

    @Test func batchesThatDoNotAnswerEveryCall() async throws {
        let node = try HostileNode()
        for scenario in ["batch-short", "batch-dup-ids", "wrong-id", "garbage"] {
            let client = client(node, scenario)
            let result = try await withDeadline(Self.deadline, scenario) {
                do throws(RPCClientError) {
                    _ = try await client.batch(.getSlot(), .getBalance(.systemProgram), .getBlockHeight())
                    return "succeeded"
                } catch {
                    return "\(error)"
                }
            }
            #expect(result.contains("malformed"), "\(scenario): \(result)")
        }
    }

    // MARK: WebSocket

    func pubsub(_ url: URL, subscribeTimeout: Duration = .seconds(2)) -> SubscriptionClient {
        var configuration = SubscriptionClient.Configuration()
        configuration.reconnectBaseDelay = .milliseconds(20)
        configuration.reconnectMaxDelay = .milliseconds(100)
        configuration.maxConsecutiveFailures = 4
        configuration.subscribeTimeout = subscribeTimeout
        return SubscriptionClient(url: url, configuration: configuration)
    }

    /// Iterates a slot stream until it ends; returns the error that ended it (nil: ended cleanly) and the count.
    func drain(_ stream: AsyncThrowingStream<SlotInfo, any Error>, _ what: String) async throws -> ((any Error)?, Int) {
        try await withDeadline(.seconds(30), what) {
            var count = 0
            do {
                for try await _ in stream { count += 1 }
                return (nil, count)
            } catch {
                return (error, count)
            }
        }
    }

    @Test func aServerThatAcceptsAndClosesIsGivenUpOn() async throws {
        let node = try HostileNode()
        let client = pubsub(node.webSocket("accept-close"))
        let (error, count) = try await drain(await client.slots(), "accept-close")
        #expect(count == 0)
        guard case .transport(let detail)? = error as? RPCClientError else {
            Issue.record("\(String(describing: error))"); return
        }
        #expect(detail.contains("in a row"), "\(detail)")
        let connections = await client.connectionCount
        #expect(connections <= 4, "\(connections) connections")
    }

    @Test(arguments: ["garbage-frames", "huge-frame?interval_ms=50"])
    func garbageFramesEndTheStreamWithATypedError(scenario: String) async throws {
        let node = try HostileNode()
        let client = pubsub(node.webSocket(scenario))
        let (error, count) = try await drain(await client.slots(), scenario)
        #expect(count == 0)
        #expect(error is RPCClientError, "\(scenario): \(String(describing: error))")
    }

    @Test func aNotificationOfTheWrongShapeEndsTheStreamWithTheReason() async throws {
        let node = try HostileNode()
        let client = pubsub(node.webSocket("bad-notification"))
        let (error, _) = try await drain(await client.slots(), "bad-notification")
        guard case .malformedResponse(let detail)? = error as? RPCClientError else {
            Issue.record("\(String(describing: error))"); return
        }
        #expect(detail.contains("slotSubscribe"), "\(detail)")
    }

    @Test func aSubscriptionTheServerNeverConfirmsTimesOut() async throws {
        let node = try HostileNode()
        // Nothing but the wait happens until the timeout: half a second shows it as well as two.
        let client = pubsub(node.webSocket("never-ack"), subscribeTimeout: .milliseconds(500))
        let (error, _) = try await drain(await client.slots(), "never-ack")
        guard case .timeout? = error as? RPCClientError else { Issue.record("\(String(describing: error))"); return }
    }

    @Test func anHonestSubscriptionDeliversSlots() async throws {
        let node = try HostileNode()
        let client = pubsub(node.webSocket("ok?interval_ms=20"))
        let slots = try await withDeadline(.seconds(20), "ok") {
            var seen: [UInt64] = []
            for try await slot in await client.slots() {
                seen.append(slot.slot)
                if seen.count == 3 { break }
            }
            return seen
        }
        #expect(slots.count == 3)
        await client.close()
    }
}
