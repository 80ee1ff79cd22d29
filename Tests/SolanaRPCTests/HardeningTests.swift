import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaRPC

/// A node that answers every call from a script (fault injection through the transport, not a mock of our logic):
/// the script gets the method and the params and returns the `result` JSON, or `ERROR:message` for a JSON-RPC error.
final class ScriptedNode: RPCTransport, @unchecked Sendable {
    typealias Script = @Sendable (_ method: String, _ params: [Any]) -> String?
    private let lock = NSLock()
    private var log: [String] = []
    private let script: Script
    let status: Int
    let headers: [String: String]

    init(status: Int = 200, headers: [String: String] = [:], script: @escaping Script) {
        self.status = status
        self.headers = headers
        self.script = script
    }

    /// The methods called so far, in order (a batch's calls one by one).
    var calls: [String] { lock.withLock { log } }

    func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration) async throws -> RPCHTTPResponse {
        let parsed = try JSONSerialization.jsonObject(with: Data(body))
        func answer(_ request: [String: Any]) -> String {
            let method = request["method"] as? String ?? ""
            lock.withLock { log.append(method) }
            let id = request["id"] as? Int ?? 0
            let result = script(method, request["params"] as? [Any] ?? []) ?? "null"
            if result.hasPrefix("ERROR:") {
                let message = result.dropFirst(6)
                return #"{"jsonrpc":"2.0","error":{"code":-32603,"message":"\#(message)"},"id":\#(id)}"#
            }
            return #"{"jsonrpc":"2.0","result":\#(result),"id":\#(id)}"#
        }
        let text: String
        if let batch = parsed as? [[String: Any]] {
            text = "[" + batch.map(answer).joined(separator: ",") + "]"
        } else {
            text = answer(parsed as? [String: Any] ?? [:])
        }
        return RPCHTTPResponse(status: status, headers: self.headers, body: Array(text.utf8))
    }

    static func context(_ value: String) -> String { #"{"context":{"slot":100},"value":\#(value)}"# }

    /// The commitment a call's config asked for.
    static func commitment(_ params: [Any]) -> String? {
        (params.last as? [String: Any])?["commitment"] as? String
    }
}

@Suite struct RetryAfterTests {
    /// Regression: `Retry-After: 10000000000000000` trapped converting a Double to Int64.
    @Test func hostileValuesNeverTrapAndStayBounded() {
        for text in [
            "10000000000000000", "1e400", "179769313486231570000000000000000000000000000000000000000000000000000",
            "inf", "Infinity", "nan", "-5", "-0", "0x10", "", "   ", String(repeating: "9", count: 5_000),
        ] {
            let parsed = RetryPolicy.parseRetryAfter(text)
            if let parsed { #expect(parsed >= .zero && parsed <= RetryPolicy.retryAfterCeiling, "\(text)") }
        }
        #expect(RetryPolicy.parseRetryAfter("10000000000000000") == RetryPolicy.retryAfterCeiling)
        #expect(RetryPolicy.parseRetryAfter("nan") == nil)
        #expect(RetryPolicy.parseRetryAfter("-5") == nil)
        #expect(RetryPolicy.parseRetryAfter("1.5") == .milliseconds(1_500))
        #expect(RetryPolicy.parseRetryAfter("Fri, 31 Dec 9999 23:59:59 GMT") == RetryPolicy.retryAfterCeiling)
        #expect(RetryPolicy.parseRetryAfter("Thu, 01 Jan 1970 00:00:00 GMT") == .zero)
    }

    @Test func aHugeRetryAfterFailsAtOnceWithATypedError() async throws {
        let node = ScriptedNode(status: 429, headers: ["retry-after": "10000000000000000"]) { _, _ in "1" }
        let client = RPCClient(cluster: .localhost, transport: node)
        let clock = ContinuousClock()
        let start = clock.now
        do {
            _ = try await client.send(.getSlot())
            Issue.record("expected rate limiting")
        } catch {
            guard case .rateLimited(let hint) = error else { Issue.record("\(error)"); return }
            #expect(hint == RetryPolicy.retryAfterCeiling)
        }
        #expect(clock.now - start < .seconds(5))
        #expect(node.calls.count == 1)
    }

    /// The issue's reproduction, against localnet's fault knob.
    @Test func localnetRetryAfterOf1e16() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet)
        try await localnet.admin(
            "/admin/faults",
            [
                "reset": true, "rate_limit": 1, "retry_after": 10_000_000_000_000_000,
                "methods": ["getBalance"],
            ])
        await #expect(throws: RPCClientError.self) { try await client.send(.getBalance(.systemProgram)) }
    }
}

@Suite struct BoundedAnswerTests {
    /// A base58 "bomb": megabytes of base58 account data would take the quadratic decoder hours.
    @Test func base58AccountDataBeyondWhatNodesSendIsRefusedAtOnce() async throws {
        let bomb = String(repeating: "2", count: 1 << 20)
        let body =
            #"{"jsonrpc":"2.0","result":{"context":{"slot":1},"value":{"lamports":1,"owner":"11111111111111111111111111111111","data":["\#(bomb)","base58"],"executable":false,"rentEpoch":0,"space":1}},"id":1}"#
        let request = RPCRequest<RPCResponse<AccountInfo?>>.getAccountInfo(.systemProgram, encoding: .base58)
        let result = try await withDeadline(.seconds(10), "decoding a base58 bomb") {
            Result { () throws(RPCClientError) in try request.decodeResponse(Array(body.utf8)) }
        }
        guard case .failure(.malformedResponse(let detail)) = result else { Issue.record("\(result)"); return }
        #expect(detail.contains("base58"), "\(detail)")
        // 128 bytes (Agave's limit for base58 account data) still decode.
        let bytes = (0..<128).map { _ in UInt8.random(in: 0...255, using: &TestRandom.rng) }
        let fine = body.replacingOccurrences(of: bomb, with: base58(bytes))
        #expect(try request.decodeResponse(Array(fine.utf8)).value?.data.bytes == bytes)
    }

    @Test func dataInAnEncodingThatWasNotAskedForIsMalformed() throws {
        let account =
            #"{"lamports":1,"owner":"11111111111111111111111111111111","data":DATA,"executable":false,"rentEpoch":0,"space":3}"#
        func body(_ data: String) -> [UInt8] {
            Array(
                #"{"jsonrpc":"2.0","result":{"context":{"slot":1},"value":\#(account.replacingOccurrences(of: "DATA", with: data))},"id":1}"#
                    .utf8)
        }
        let base64 = RPCRequest<RPCResponse<AccountInfo?>>.getAccountInfo(.systemProgram, encoding: .base64)
        #expect(try base64.decodeResponse(body(#"["AQID","base64"]"#)).value?.data.bytes == [1, 2, 3])
        for wrong in [
            #"["Ldp","base58"]"#, #"["KLUv/QBYGQAAAQID","base64+zstd"]"#, #""Ldp""#,
            #"{"program":"spl-token","parsed":{},"space":3}"#,
        ] {
            #expect(throws: RPCClientError.self, "\(wrong)") { try base64.decodeResponse(body(wrong)) }
        }
        // jsonParsed: the parsed view, or base64 for accounts no parser knows (as Agave answers).
        let parsed = RPCRequest<RPCResponse<AccountInfo?>>.getAccountInfo(.systemProgram, encoding: .jsonParsed)
        #expect(try parsed.decodeResponse(body(#"["AQID","base64"]"#)).value?.data.bytes == [1, 2, 3])
        #expect(throws: RPCClientError.self) { try parsed.decodeResponse(body(#"["Ldp","base58"]"#)) }
        // A transaction asked in base64 must not come as JSON, nor in base58 beyond one packet.
        let tx = RPCRequest<TransactionResponse?>.getTransaction(.zero, encoding: .base64)
        let response =
            #"{"jsonrpc":"2.0","result":{"slot":1,"blockTime":null,"version":"legacy","transaction":TX,"meta":null},"id":1}"#
        #expect(throws: RPCClientError.self) {
            try tx.decodeResponse(Array(response.replacingOccurrences(of: "TX", with: #"{"signatures":[]}"#).utf8))
        }
        let asJSON = RPCRequest<TransactionResponse?>.getTransaction(.zero, encoding: .json)
        #expect(throws: Never.self) {
            try asJSON.decodeResponse(Array(response.replacingOccurrences(of: "TX", with: #"{"signatures":[]}"#).utf8))
        }
        // An unknown transaction version is an error, not a guess (1 is known now: transaction v1).
        let v2 = response.replacingOccurrences(of: #""legacy""#, with: "2").replacingOccurrences(
            of: "TX", with: #"["AQID","base64"]"#)
        #expect(throws: RPCClientError.self) { try tx.decodeResponse(Array(v2.utf8)) }
        let v1 = response.replacingOccurrences(of: #""legacy""#, with: "1").replacingOccurrences(
            of: "TX", with: #"["AQID","base64"]"#)
        #expect(try tx.decodeResponse(Array(v1.utf8))?.version == .v1)
    }

    @Test func anAnswerOverTheLimitIsATypedErrorNotAnAllocation() async throws {
        let big = String(repeating: "7", count: 5 << 20)
        let node = ScriptedNode { _, _ in big }
        // The default limit: 4 MiB.
        let client = RPCClient(cluster: .localhost, transport: node, configuration: .init(retry: .none))
        do {
            _ = try await client.send(.getSlot())
            Issue.record("expected responseTooLarge")
        } catch {
            guard case .responseTooLarge(let limit) = error else { Issue.record("\(error)"); return }
            #expect(limit == 4 << 20)
            #expect(error.description.contains("allowingResponses"))
        }
        #expect(node.calls.count == 1)  // not retried: the same node would send the same answer
        // A call may allow more: the answer is read (and then refused as a u64 of five million digits).
        let allowed = RPCRequest<UInt64>.getSlot().allowingResponses(upTo: 8 << 20)
        do {
            _ = try await client.send(allowed)
            Issue.record("expected a malformed answer")
        } catch {
            guard case .malformedResponse = error else { Issue.record("\(error)"); return }
        }
    }

    func base58(_ bytes: [UInt8]) -> String { Base58Codec.encode(bytes) }
}

@Suite struct RedactionTests {
    @Test func apiKeysNeverShowInURLsWeprint() throws {
        let cases = [
            ("https://mainnet.helius-rpc.com/?api-key=0123456789abcdef", "0123456789abcdef"),
            ("https://user:secretpass@rpc.example.com/", "secretpass"),
            ("https://example.solana-mainnet.quiknode.pro/8f3e2d1c0b9a8f7e6d5c4b3a/", "8f3e2d1c0b9a8f7e6d5c4b3a"),
            ("https://solana-mainnet.g.alchemy.com/v2/AbCdEfGhIjKlMnOpQrStUv", "AbCdEfGhIjKlMnOpQrStUv"),
        ]
        for (text, secret) in cases {
            let cluster = try Cluster(parsing: text)
            #expect(!cluster.description.contains(secret), "\(cluster)")
            #expect(!Cluster.redacted(cluster.url).contains(secret))
            #expect(Cluster.redacted(cluster.url).contains(cluster.url.host ?? "?"))
        }
        #expect(Cluster.redacted(URL(string: "http://127.0.0.1:8899")!) == "http://127.0.0.1:8899")
    }

    @Test func transportErrorsDoNotCarryTheKey() async throws {
        // Nothing listens on port 1: the connection error must not print the query's key.
        let url = URL(string: "http://127.0.0.1:1/?api-key=sekret-0123456789")!
        let client = RPCClient(cluster: Cluster(url: url), configuration: .init(retry: .none))
        do {
            _ = try await client.send(.getSlot())
            Issue.record("expected a transport error")
        } catch {
            #expect(!error.description.contains("sekret"), "\(error)")
        }
    }
}

@Suite struct ConfirmationTests {
    static let signature = Signature.zero
    let fast: ConfirmationOptions = {
        var options = ConfirmationOptions(commitment: .processed, timeout: .seconds(2))
        options.pollInterval = .milliseconds(50)
        options.resendInterval = .milliseconds(200)
        return options
    }()

    /// Regression: a block height read at `processed` (which can belong to a fork) declared the transaction expired.
    @Test func expiryIsDecidedOnlyAtConfirmedOrStronger() async throws {
        let node = ScriptedNode { method, params in
            switch method {
            case "sendTransaction": return #""\#(Self.signature.base58)""#
            case "getSignatureStatuses": return ScriptedNode.context("[null]")
            case "getBlockHeight": return ScriptedNode.commitment(params) == "processed" ? "1000" : "10"
            default: return nil
            }
        }
        let client = RPCClient(cluster: .localhost, transport: node)
        do {
            let outcome = try await client.sendAndConfirm(
                [1, 2, 3], signature: Self.signature, lastValidBlockHeight: 500,
                options: fast)
            Issue.record("expected a timeout (the outcome is unknown), got \(outcome)")
        } catch {
            guard case .confirmationTimeout(_, let lastValid, _) = error else { Issue.record("\(error)"); return }
            #expect(lastValid == 500)
            #expect(error.description.contains("can still land"))
        }
    }

    /// Regression: after the block height passed, a status found by the history search made the loop spin
    /// (`continue` without sleeping, the status unused).
    @Test func aStatusFoundInHistoryIsUsed() async throws {
        let node = ScriptedNode { method, params in
            switch method {
            case "sendTransaction": return #""\#(Self.signature.base58)""#
            case "getSignatureStatuses":
                let searched = (params.last as? [String: Any])?["searchTransactionHistory"] as? Bool == true
                return ScriptedNode.context(
                    searched
                        ? #"[{"slot":7,"confirmations":null,"err":null,"confirmationStatus":"finalized","status":{"Ok":null}}]"#
                        : "[null]")
            case "getBlockHeight": return "1000"
            default: return nil
            }
        }
        let client = RPCClient(cluster: .localhost, transport: node)
        let outcome = try await client.sendAndConfirm(
            [1], signature: Self.signature, lastValidBlockHeight: 500, options: fast)
        #expect(outcome == .confirmed(signature: Self.signature, slot: 7, commitment: .finalized))
        #expect(node.calls.count < 10)
    }

    /// Regression: a failing block-height read disabled expiry and nothing else ended the wait.
    @Test func aFailingBlockHeightReadEndsAtTheDeadlineAndSleepsBetweenPolls() async throws {
        let node = ScriptedNode { method, _ in
            switch method {
            case "sendTransaction": return #""\#(Self.signature.base58)""#
            case "getSignatureStatuses": return ScriptedNode.context("[null]")
            case "getBlockHeight": return "ERROR:Internal error"
            default: return nil
            }
        }
        let client = RPCClient(cluster: .localhost, transport: node, configuration: .init(retry: .none))
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: RPCClientError.self) {
            try await client.sendAndConfirm([1], signature: Self.signature, lastValidBlockHeight: 500, options: fast)
        }
        let waited = clock.now - start
        #expect(waited >= .seconds(2) && waited < .seconds(10))
        // 2 s at one poll per 50 ms is at most ~40 polls (plus re-sends): it slept on every path.
        let polls = node.calls.filter { $0 == "getSignatureStatuses" }.count
        #expect(polls > 5 && polls < 60, "\(polls) polls")
    }

    @Test func expiredWhenConfirmedHeightPassedAndHistoryHasNothing() async throws {
        let node = ScriptedNode { method, _ in
            switch method {
            case "sendTransaction": return #""\#(Self.signature.base58)""#
            case "getSignatureStatuses": return ScriptedNode.context("[null]")
            case "getBlockHeight": return "501"
            default: return nil
            }
        }
        let client = RPCClient(cluster: .localhost, transport: node)
        let outcome = try await client.sendAndConfirm(
            [1], signature: Self.signature, lastValidBlockHeight: 500, options: fast)
        #expect(outcome == .expired(signature: Self.signature, lastValidBlockHeight: 500, blockHeight: 501))
    }
}

@Suite struct RefusedConnectionTests {
    /// A wallet falls back to its cache at once when nothing listens (offline): no backoff for a refused connection.
    @Test func refusedConnectionsCanFailAtOnce() async throws {
        var configuration = RPCClient.Configuration(retry: RetryPolicy(maxAttempts: 5, baseDelay: .milliseconds(300)))
        configuration.retry.retriesRefusedConnections = false
        let client = RPCClient(cluster: Cluster(url: URL(string: "http://127.0.0.1:1")!), configuration: configuration)
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: RPCClientError.self) { try await client.send(.getSlot()) }
        #expect(clock.now - start < .milliseconds(250))
        // By default a refused connection is retried with backoff (a node restarting comes back).
        configuration.retry.retriesRefusedConnections = true
        configuration.retry.maxAttempts = 2
        let patient = RPCClient(cluster: Cluster(url: URL(string: "http://127.0.0.1:1")!), configuration: configuration)
        let again = clock.now
        await #expect(throws: RPCClientError.self) { try await patient.send(.getSlot()) }
        #expect(clock.now - again >= .milliseconds(150))
    }
}
