import Foundation
import SolanaCore
import TestSupport

@testable import SolanaRPC

/// Helpers for tests against localnet.
enum LocalnetSupport {
    /// A client for a localnet with short timeouts so failures end quickly.
    static func client(
        _ localnet: Localnet, retry: RetryPolicy = .default, requestTimeout: Duration = .seconds(10),
        overallTimeout: Duration = .seconds(30)
    ) -> RPCClient {
        RPCClient(
            cluster: Cluster(url: localnet.httpURL, webSocketURL: localnet.webSocketURL, name: "localnet"),
            configuration: .init(
                commitment: .confirmed, requestTimeout: requestTimeout, overallTimeout: overallTimeout,
                retry: retry))
    }

    /// A signed legacy System transfer, laid out as spec §2.5 (header, keys, blockhash, one instruction).
    static func transfer(from: Keypair, to: PublicKey, lamports: UInt64, blockhash: Hash) -> (
        wire: [UInt8], signature: Signature
    ) {
        var message: [UInt8] = [1, 0, 1, 3]
        message += from.publicKey.bytes + to.bytes + PublicKey.systemProgram.bytes + blockhash.bytes
        message += [1, 2, 2, 0, 1, 12, 2, 0, 0, 0]
        message += withUnsafeBytes(of: lamports.littleEndian) { Array($0) }
        let signature = from.sign(message)
        return ([1] + signature.bytes + message, signature)
    }

    /// Airdrops and waits until the balance is visible at `confirmed` (SolanaRPC's `airdrop`, which waits for the
    /// signature's status rather than for time).
    static func fund(_ client: RPCClient, _ account: PublicKey, lamports: UInt64) async throws {
        _ = try await client.airdrop(
            account, lamports: lamports, commitment: .confirmed, timeout: .seconds(30), pollInterval: .milliseconds(50))
    }
}

/// A transport that reverses the order of batch answers (JSON-RPC lets a server answer in any order).
struct ReorderingTransport: RPCTransport {
    let inner: any RPCTransport

    func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration) async throws -> RPCHTTPResponse {
        let response = try await inner.post(body, headers: headers, timeout: timeout)
        guard let array = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [Any] else {
            return response
        }
        let reversed = try JSONSerialization.data(withJSONObject: Array(array.reversed()))
        return RPCHTTPResponse(status: response.status, headers: response.headers, body: Array(reversed))
    }
}

/// Passes requests through and records the headers the client asked for.
final class HeaderRecorder: RPCTransport, @unchecked Sendable {
    let inner: any RPCTransport
    private let lock = NSLock()
    private var recorded: [[(String, String)]] = []

    init(inner: any RPCTransport) { self.inner = inner }

    var seen: [[(String, String)]] { lock.withLock { recorded } }

    func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration) async throws -> RPCHTTPResponse {
        lock.withLock { recorded.append(headers) }
        return try await inner.post(body, headers: headers, timeout: timeout)
    }
}
