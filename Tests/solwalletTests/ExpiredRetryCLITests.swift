import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

/// An expired blockhash on localnet: the node accepts the transaction and drops it (`lose_sends`), its blockhash
/// expires, and `send --yes` builds and signs it again only after the cluster has no record of it. The chain's
/// balances show exactly one transfer and one fee; when every attempt is lost, nothing moves and the error says so.
@Suite(.serialized) struct ExpiredRetryCLITests {
    static let password = "expired retry tests password"
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]

    @Test func anExpiredSendIsRebuiltOnceItCannotLand() async throws {
        // Fast slots: a blockhash lives 150 blocks, 1.5 s here.
        let localnet = try Localnet(slotMilliseconds: 10)
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let home = NSTemporaryDirectory() + "solwallet-expired-" + UUID().uuidString
        let created = try CLI.run(["init", "--non-interactive", "--home", home, "--json"], environment: environment)
        let wallet = try #require(try created.json()["wallet"] as? [String: Any], "\(created.stderr)")
        let sender = try PublicKey(
            try #require((wallet["accounts"] as? [[String: Any]])?.first?["address"] as? String))
        let recipient = Keypair.generate().publicKey
        try await client.airdrop(sender, lamports: 1_000_000_000, commitment: .confirmed)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        func send(_ amount: String) throws -> CLI.Result {
            try CLI.run(
                [
                    "send", recipient.base58, amount, "--yes", "--allow-unfunded-recipient", "-u", url, "--home", home,
                ], stdin: "", environment: environment)
        }

        // The first send is lost; the second lands: one transfer, one fee.
        let lamports = UInt64.random(in: 1_000_000...100_000_000, using: &TestRandom.rng)
        try await localnet.admin("/admin/faults", ["lose_sends": 1])
        let retried = try send(Lamports.format(lamports))
        #expect(retried.status == 0, "\(retried.stderr)")
        #expect(retried.stderr.contains("expired before it landed"), "\(retried.stderr)")
        #expect(retried.stderr.contains("Building it again with a new blockhash"), "\(retried.stderr)")
        func sends(_ stderr: String) -> [String] {
            stderr.split(separator: "\n").filter { $0.hasPrefix("Sending ") && $0.hasSuffix("…") }.map {
                String($0.dropFirst("Sending ".count).dropLast())
            }
        }
        let sent = sends(retried.stderr)
        #expect(sent.count == 2 && sent[0] != sent[1], "\(retried.stderr)")
        #expect(try await balance(recipient) == lamports)
        #expect(try await balance(sender) == 1_000_000_000 - lamports - 5_000)
        let lost = try Signature(try #require(sent.first))
        #expect(try await client.send(.getSignatureStatuses([lost], searchTransactionHistory: true)).value == [nil])

        // Every attempt lost: exit 2 with the expiry, nothing more moved.
        try await localnet.admin("/admin/faults", ["lose_sends": 3])
        let gaveUp = try send("0.01")
        #expect(gaveUp.status == 2 && gaveUp.stderr.contains("expired before it landed"), "\(gaveUp.stderr)")
        #expect(Set(sends(gaveUp.stderr)).count == 3, "\(gaveUp.stderr)")
        #expect(try await balance(recipient) == lamports)
        #expect(try await balance(sender) == 1_000_000_000 - lamports - 5_000)
    }
}
