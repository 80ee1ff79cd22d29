import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// One transaction looked up on localnet: every account's balances as the chain reports them, the side chosen (the
/// address given, else the wallet's own account, else the fee payer), the explorer link, and a signature the cluster
/// does not know.
@Suite(.serialized) struct TransactionLookupTests {
    @Test func aTransferIsReadFromEachSide() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let alice = Keypair.generate(), bob = Keypair.generate().publicKey
        try await client.airdrop(alice.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let lamports = UInt64.random(in: 1_000_000...9_000_000, using: &TestRandom.rng)
        let signature = try await Chain.run(
            client, signers: [alice],
            [MemoProgram.memo("lookup"), SystemProgram.transfer(from: alice.publicKey, to: bob, lamports: lamports)])
        let lookup = TransactionLookup(client: client)

        let payer = try await lookup.record(signature)
        #expect(payer.side == alice.publicKey && payer.feePayer == alice.publicKey)
        #expect(payer.entry.direction == .sent && payer.entry.lamports == lamports && payer.entry.memo == "lookup")
        let bobBalance = try #require(payer.balances.first { $0.account == bob })
        #expect(bobBalance.before == 0 && bobBalance.after == lamports)
        let aliceBalance = try #require(payer.balances.first { $0.account == alice.publicKey })
        #expect(aliceBalance.before - aliceBalance.after == lamports + 5_000)
        #expect(payer.accountKeys.count == payer.balances.count)
        #expect(payer.explorerURL.hasPrefix("https://explorer.solana.com/tx/\(signature.base58)?cluster=custom"))

        let mine = try await lookup.record(signature, own: [bob])
        #expect(mine.side == bob && mine.entry.direction == .received && mine.entry.counterparty == alice.publicKey)
        let explicit = try await lookup.record(signature, address: bob, own: [alice.publicKey])
        #expect(explicit.side == bob)

        let unknown = try Signature(bytes: [UInt8](repeating: 7, count: 64))
        await #expect(throws: TransactionLookupError.notFound(unknown, cluster: client.cluster.description)) {
            _ = try await lookup.record(unknown)
        }
    }

    @Test func explorerLinksPerCluster() throws {
        let signature = try Signature(bytes: [UInt8](repeating: 1, count: 64))
        let base = "https://explorer.solana.com/tx/" + signature.base58
        #expect(Cluster.mainnetBeta.explorerURL(transaction: signature) == base)
        #expect(Cluster.devnet.explorerURL(transaction: signature) == base + "?cluster=devnet")
        #expect(Cluster.testnet.explorerURL(transaction: signature) == base + "?cluster=testnet")
        // A custom node's key never reaches the link.
        let keyed = Cluster(url: URL(string: "https://rpc.example.com/v1/0123456789abcdef0123456789abcdef")!)
        let link = keyed.explorerURL(transaction: signature)
        #expect(link.hasPrefix(base + "?cluster=custom&customUrl=https%3A%2F%2Frpc%2Eexample%2Ecom"))
        #expect(!link.contains("0123456789abcdef"), "\(link)")
    }
}
