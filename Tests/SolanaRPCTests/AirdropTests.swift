import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaRPC

/// `RPCClient.airdrop` / `waitForAirdrop`: against localnet, and against scripted node answers (fault injection
/// through the transport) for a failed and a never-confirmed airdrop.
@Suite(.serialized) struct AirdropTests {
    @Test func airdropIsConfirmedOnLocalnet() async throws {
        let localnet = try Localnet()
        let client = LocalnetSupport.client(localnet)
        let account = Keypair.generate().publicKey
        let signature = try await client.airdrop(account, lamports: 1_500_000_000, commitment: .confirmed)
        #expect(try await client.send(.getBalance(account, commitment: .confirmed)).value == 1_500_000_000)
        let status = try #require(try await client.send(.getSignatureStatuses([signature])).value.first ?? nil)
        #expect(status.satisfies(.confirmed))
        // Waiting again for a landed airdrop returns at once.
        try await client.waitForAirdrop(signature, commitment: .confirmed, timeout: .seconds(5))
    }

    /// Answers requestAirdrop with a signature and getSignatureStatuses with `status` (JSON).
    struct ScriptedNode: RPCTransport {
        let signature: Signature
        let status: String

        func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration) async throws -> RPCHTTPResponse {
            let request = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
            let id = try #require(request["id"] as? Int)
            let result: String
            switch request["method"] as? String {
            case "requestAirdrop": result = "\"\(signature.base58)\""
            case "getSignatureStatuses": result = #"{"context":{"slot":5},"value":[\#(status)]}"#
            default: result = "null"
            }
            return RPCHTTPResponse(
                status: 200, headers: [:],
                body: Array(#"{"jsonrpc":"2.0","result":\#(result),"id":\#(id)}"#.utf8))
        }
    }

    @Test func aFailedAirdropIsReportedWithItsError() async throws {
        let signature = try Signature(bytes: Random.bytes(64))
        let failing =
            #"{"slot":5,"confirmations":0,"err":{"InstructionError":[0,{"Custom":1}]},"confirmationStatus":"confirmed"}"#
        let client = RPCClient(cluster: .localhost, transport: ScriptedNode(signature: signature, status: failing))
        do {
            _ = try await client.airdrop(
                .systemProgram, lamports: 1, timeout: .seconds(5), pollInterval: .milliseconds(10))
            Issue.record("expected a failed airdrop")
        } catch {
            guard case .failed(let failed, let reason) = error else { Issue.record("\(error)"); return }
            #expect(failed == signature && reason["InstructionError"] != nil)
            #expect(error.description.contains("failed"))
        }
    }

    @Test func anAirdropThatNeverLandsTimesOut() async throws {
        let signature = try Signature(bytes: Random.bytes(64))
        let client = RPCClient(cluster: .localhost, transport: ScriptedNode(signature: signature, status: "null"))
        let clock = ContinuousClock()
        let start = clock.now
        do {
            try await client.waitForAirdrop(
                signature, commitment: .finalized, timeout: .milliseconds(200),
                pollInterval: .milliseconds(20))
            Issue.record("expected a timeout")
        } catch {
            #expect(error == .notConfirmed(signature: signature, commitment: .finalized, timeout: .milliseconds(200)))
            #expect(error.description.contains("finalized"))
        }
        #expect(clock.now - start < .seconds(3))
        // A processed status does not satisfy finalized either.
        let processed = #"{"slot":5,"confirmations":1,"err":null,"confirmationStatus":"processed"}"#
        let slow = RPCClient(cluster: .localhost, transport: ScriptedNode(signature: signature, status: processed))
        await #expect(throws: AirdropError.self) {
            try await slow.waitForAirdrop(
                signature, commitment: .finalized, timeout: .milliseconds(100),
                pollInterval: .milliseconds(20))
        }
    }
}
