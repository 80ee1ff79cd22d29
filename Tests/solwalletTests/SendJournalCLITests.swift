import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing

/// `solwallet send` settles what an earlier run left in flight (the journal of sent transactions, in the wallet
/// database) before it prepares a new payment, and says what became of it in the user's language: a transfer
/// written and never sent (the process ended in between) is sent as the same bytes and lands once.
@Suite(.serialized) struct SendJournalCLITests {
    @Test func anEarlierSendLeftInFlightIsSettledAndSaidFirst() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let home = NSTemporaryDirectory() + "solwallet-journal-" + UUID().uuidString
        let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": "journal tests password"]
        #expect(
            try CLI.run(["init", "--non-interactive", "--home", home], stdin: "", environment: environment).status == 0)
        let payer = Keypair.generate()
        let keyFile = home + "/payer.json"
        // The Solana CLI's format, readable by its owner only.
        #expect(SolanaCLIKeypairFile.write(payer, to: keyFile))
        try await client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let earlierTo = Keypair.generate().publicKey, laterTo = Keypair.generate().publicKey
        let earlier = UInt64.random(in: 1_000_000...50_000_000, using: &TestRandom.rng)
        let later = UInt64.random(in: 1_000_000...50_000_000, using: &TestRandom.rng)

        // What an interrupted run leaves: the signed transfer written to the journal, never sent.
        let database = try WalletDatabase(path: WalletPaths(home: home).databasePath)
        var flow = SendFlow(client: client)
        await flow.keepJournal(in: database)
        let journal = try #require(flow.journal)
        let review = try await flow.prepare(
            SendRequest(
                from: payer.publicKey, to: earlierTo, amount: .exact(Lamports.format(earlier)),
                allowUnfundedRecipient: true))
        var transaction = review.transaction
        try transaction.sign(payer)
        let signature = try #require(transaction.id)
        try journal.record(try SentTransaction(transaction, lastValidBlockHeight: review.lastValidBlockHeight))

        let sent = try CLI.run(
            [
                "send", laterTo.base58, Lamports.format(later), "-k", keyFile, "--yes", "--allow-unfunded-recipient",
                "--home", home, "-u", url, "--lang", "pt",
            ], stdin: "", environment: environment)
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(
            sent.stderr.contains("Um envio anterior desta conta (\(signature.base58)) foi confirmado no slot"),
            "\(sent.stderr)")
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        #expect(try await balance(earlierTo) == earlier, "seed \(TestRandom.seed)")
        #expect(try await balance(laterTo) == later, "seed \(TestRandom.seed)")
        #expect(try journal.pending(feePayer: nil).isEmpty)

        // The next send has nothing left to settle: no such line.
        let again = try CLI.run(
            [
                "send", laterTo.base58, "0.001", "-k", keyFile, "--yes", "--home", home, "-u", url, "--lang", "pt",
            ], stdin: "", environment: environment)
        #expect(again.status == 0 && !again.stderr.contains("Um envio anterior"), "\(again.stderr)")
        #expect(try await balance(earlierTo) == earlier)
    }
}
