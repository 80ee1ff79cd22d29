import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing

/// `StakingFlow.version`: a stake is created and delegated, then deactivated, in each transaction format on localnet;
/// the format is read back from the chain, the fee the review showed is the one charged, the wallet pays exactly the
/// stake, the rent and the fee, and a v1 transaction's limits come from its simulation (never the unset data-size
/// limit of 0, which fails while paying its fee).
@Suite(.serialized) struct StakingVersionTests {
    @Test(arguments: [SendRequest.VersionChoice.v0, .v1, .auto])
    func createAndDeactivateInEachFormat(_ choice: SendRequest.VersionChoice) async throws {
        let localnet = try Localnet(slotMilliseconds: 50, extraArguments: ["--slots-per-epoch", "400"])
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        var flow = StakingFlow(client: client)
        flow.version = choice
        let wire: TransactionVersion = choice == .v0 ? .v0 : .v1  // localnet runs v1: auto is v1 there
        let wallet = Keypair.generate()
        try await client.airdrop(wallet.publicKey, lamports: 10_000_000_000, commitment: .confirmed)
        let validator = try #require(try await flow.validators().first { !$0.delinquent }).info.votePubkey
        let whole = UInt64.random(in: 1...4, using: &TestRandom.rng)
        let fraction = UInt64.random(in: 0..<1_000_000_000, using: &TestRandom.rng)
        let lamports = whole * 1_000_000_000 + fraction

        let create = try await flow.prepareCreate(
            wallet: wallet.publicKey, amount: Lamports.format(lamports), validator: validator)
        #expect(create.transaction.message.version == wire, "seed \(TestRandom.seed)")
        if wire == .v1 {
            let config = try #require(create.transaction.message.config)
            #expect((config.loadedAccountsDataSizeLimit ?? 0) > 0 && (config.computeUnitLimit ?? 0) > 0)
        }
        let before = try await client.send(.getBalance(wallet.publicKey, commitment: .confirmed)).value
        let signature = try await flow.send(create, signer: wallet)
        let landed = try #require(try await client.send(.getTransaction(signature, commitment: .confirmed)))
        #expect(landed.version == wire && landed.meta?.err == nil, "seed \(TestRandom.seed)")
        #expect(landed.meta?.fee == create.fee, "seed \(TestRandom.seed)")
        let after = try await client.send(.getBalance(wallet.publicKey, commitment: .confirmed)).value
        #expect(before - after == lamports + create.rent + create.fee, "seed \(TestRandom.seed)")
        let held = try await client.send(.getBalance(create.stakeAccount, commitment: .confirmed)).value
        #expect(held == lamports + create.rent, "seed \(TestRandom.seed)")

        let stop = try await flow.prepareDeactivate(wallet: wallet.publicKey, stakeAccount: create.stakeAccount)
        #expect(stop.transaction.message.version == wire)
        let stopped = try await flow.send(stop, signer: wallet)
        let read = try #require(try await client.send(.getTransaction(stopped, commitment: .confirmed)))
        #expect(read.version == wire && read.meta?.err == nil && read.meta?.fee == stop.fee)
        let account = try await flow.stakeAccount(create.stakeAccount)
        #expect(account.state.delegation?.deactivationEpoch != UInt64.max, "\(account.state)")
    }
}
