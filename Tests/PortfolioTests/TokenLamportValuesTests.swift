import SolanaCore
import SolanaWallet
import Testing

@testable import Portfolio

/// A token amount's worth in lamports from USD prices, for judging look-alike token dust: exact decimal arithmetic,
/// rounded down; nothing without both prices.
@Suite struct TokenLamportValuesTests {
    let mint = Keypair.generate().publicKey

    func change(_ amount: UInt64, decimals: UInt8) -> HistoryEntry.TokenChange {
        HistoryEntry.TokenChange(mint: mint, decimals: decimals, amount: amount, isIncrease: true)
    }

    @Test func valuesFollowThePricesExactly() {
        let values = TokenLamportValues(solUSD: 200, tokenUSD: [mint: 0.0001])
        // 1 token at $0.0001 with SOL at $200: 5 × 10⁻⁷ SOL.
        #expect(values.lamports(change(1_000_000, decimals: 6)) == 500)
        #expect(values.lamports(change(1, decimals: 0)) == 500)
        // 0.1 (not a binary fraction) stays exact: 3 × 0.1 / 0.3 SOL is 1 SOL.
        let exact = TokenLamportValues(solUSD: 0.3, tokenUSD: [mint: 0.1])
        #expect(exact.lamports(change(3, decimals: 0)) == 1_000_000_000)
        // More decimals than SOL's 9: divided, rounded down.
        #expect(values.lamports(change(999, decimals: 12)) == 0)
        #expect(TokenLamportValues(solUSD: 1, tokenUSD: [mint: 1]).lamports(change(5_000, decimals: 12)) == 5)
        // Huge values saturate.
        #expect(
            TokenLamportValues(solUSD: 0.000001, tokenUSD: [mint: 1e12]).lamports(change(.max, decimals: 0)) == .max)
    }

    @Test func noValueWithoutBothPrices() {
        #expect(TokenLamportValues.none.lamports(change(1, decimals: 0)) == nil)
        #expect(TokenLamportValues(solUSD: 200, tokenUSD: [:]).lamports(change(1, decimals: 0)) == nil)
        #expect(TokenLamportValues(solUSD: nil, tokenUSD: [mint: 1]).lamports(change(1, decimals: 0)) == nil)
        #expect(TokenLamportValues(solUSD: 0, tokenUSD: [mint: 1]).lamports(change(1, decimals: 0)) == nil)
        #expect(TokenLamportValues(solUSD: .nan, tokenUSD: [mint: 1]).lamports(change(1, decimals: 0)) == nil)
        #expect(TokenLamportValues(solUSD: 1, tokenUSD: [mint: -.infinity]).lamports(change(1, decimals: 0)) == nil)
    }
}
