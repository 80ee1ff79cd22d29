import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// Issue 27: what `doctor`, `cluster-version`, `slot`, `account` and `broadcast` ask of the cluster is the SDK's
/// (`ClusterCheck`, `SendFlow.broadcast`), tested against localnet.
@Suite(.serialized) struct ClusterCheckTests {
    @Test func versionHealthSlotClockAndAccount() async throws {
        let localnet = try Localnet()
        let check = ClusterCheck(client: WalletTestSupport.client(localnet))
        let reach = try await check.reach()
        #expect(!reach.version.solanaCore.isEmpty && reach.unhealthy == nil)
        #expect(reach.latency < .seconds(10))
        #expect(try await check.version().solanaCore == reach.version.solanaCore)
        let slot = try await check.slot()
        let reading = try await check.clock()
        #expect(reading.slot >= slot)
        // localnet stamps blocks with this machine's clock.
        let skew = try #require(reading.skew)
        #expect(abs(skew) < 60, "skew \(skew) s")
        // A clock an hour ahead reads an hour of skew.
        let ahead = try await check.clock(now: Date().addingTimeInterval(3_600))
        #expect(try #require(ahead.skew) > 3_500)
        let system = try await check.account(.systemProgram)
        #expect(system.value?.executable == true)
        #expect(try await check.account(Keypair.generate().publicKey).value == nil)
        // Nothing listens: the typed error.
        var failure: RPCClientError?
        do { _ = try await ClusterCheck(client: WalletTestSupport.offline).reach() } catch { failure = error }
        #expect(failure != nil)
    }

    @Test func broadcastSendsOnlyAFullySignedTransaction() async throws {
        let localnet = try Localnet()
        let client = WalletTestSupport.client(localnet)
        let payer = Keypair.generate(), recipient = Keypair.generate().publicKey
        try await client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let blockhash = try await client.send(.getLatestBlockhash()).value
        var transaction = try Transaction(
            feePayer: payer.publicKey, blockhash: blockhash.blockhash,
            instructions: [SystemProgram.transfer(from: payer.publicKey, to: recipient, lamports: 4_242_000)])
        let flow = SendFlow(client: client)
        var unsigned: SendError?
        do { _ = try await flow.broadcast(transaction) } catch { unsigned = error }
        guard case .build(let reason) = unsigned else {
            Issue.record("an unsigned transaction was not refused: \(String(describing: unsigned))")
            return
        }
        #expect(reason.contains(payer.publicKey.base58))
        try transaction.sign(payer)
        let (signature, slot) = try await flow.broadcast(
            transaction, lastValidBlockHeight: blockhash.lastValidBlockHeight)
        #expect(signature == transaction.id && slot > 0)
        #expect(try await client.send(.getBalance(recipient, commitment: .confirmed)).value == 4_242_000)
    }
}
