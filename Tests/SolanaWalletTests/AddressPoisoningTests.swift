import SolanaCore
import TestSupport
import Testing

@testable import SolanaWallet

/// Look-alike detection and the history's dust, on fresh random addresses (seeded: SOLWALLET_TEST_SEED replays).
@Suite struct AddressPoisoningTests {
    func entry(
        _ direction: HistoryEntry.Direction, lamports: UInt64, from counterparty: PublicKey,
        tokens: [HistoryEntry.TokenChange] = []
    ) -> HistoryEntry {
        HistoryEntry(
            address: Keypair.generate().publicKey, signature: Keypair.generate().sign(Array("x".utf8)), slot: 1,
            blockTime: nil, error: nil, fee: 5_000, direction: direction, lamports: lamports, tokenChanges: tokens,
            counterparty: counterparty, memo: nil)
    }

    @Test func lookalikesShareBothEdgesAndDiffer() {
        var generator = SeededGenerator(seed: Property.seed)
        for _ in 0..<200 {
            let real = Keypair.generate().publicKey
            let fake = Lookalike.address(of: real, using: &generator)
            #expect(AddressPoisoning.looksAlike(fake, real), "SOLWALLET_TEST_SEED=\(Property.seed)")
            #expect(!AddressPoisoning.looksAlike(real, real))
            #expect(!AddressPoisoning.looksAlike(Keypair.generate().publicKey, real))
            let marks = AddressPoisoning.differences(fake.base58, real.base58)
            #expect(
                !marks.isEmpty && marks.allSatisfy { $0 >= 4 && $0 < max(fake.base58.count, real.base58.count) - 4 })
            #expect(AddressPoisoning.lookalikes(of: fake, among: [real, fake, Keypair.generate().publicKey]) == [real])
        }
    }

    @Test func dustFromALookalikeIsMarkedAndLeavesTheKnownAddresses() {
        var generator = SeededGenerator(seed: Property.seed)
        let own = Keypair.generate().publicKey
        let friend = Keypair.generate().publicKey
        let impostor = Lookalike.address(of: friend, using: &generator)
        let ownImpostor = Lookalike.address(of: own, using: &generator)
        let paid = entry(.sent, lamports: 50_000_000, from: friend)
        let dust = entry(.received, lamports: 1_000, from: impostor)
        let ownDust = entry(.received, lamports: 999_999, from: ownImpostor)
        let bigGift = entry(.received, lamports: 1_000_000, from: Lookalike.address(of: friend, using: &generator))
        let strangerDust = entry(.received, lamports: 10, from: Keypair.generate().publicKey)
        let mint = Keypair.generate().publicKey
        let token = HistoryEntry.TokenChange(mint: mint, decimals: 0, amount: 5, isIncrease: true)
        let unpricedToken = entry(
            .received, lamports: 0, from: Lookalike.address(of: friend, using: &generator), tokens: [token])
        let all = [paid, dust, ownDust, bigGift, strangerDust, unpricedToken]
        let marked = AddressPoisoning.dust(in: all, own: [own])
        #expect(marked == [dust.signature, ownDust.signature], "SOLWALLET_TEST_SEED=\(Property.seed)")
        // A token priced below the threshold is dust too; a threshold of 0 marks nothing.
        let priced = AddressPoisoning.dust(in: all, own: [own], tokenValue: { _ in 10 })
        #expect(priced.contains(unpricedToken.signature))
        #expect(AddressPoisoning.dust(in: all, own: [own], threshold: 0).isEmpty)
        let known = AddressPoisoning.knownAddresses(entries: all, own: [own])
        #expect(known.contains(friend) && !known.contains(impostor) && !known.contains(ownImpostor))
        #expect(AddressPoisoning.threshold(parsing: "0.001") == 1_000_000)
        #expect(AddressPoisoning.threshold(parsing: "lots") == nil)
    }
}
