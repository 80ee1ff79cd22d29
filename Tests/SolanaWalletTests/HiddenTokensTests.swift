import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaWallet

/// `HiddenTokens`: hide and unhide survive a reopened database, a balance without the hidden mints says how many were
/// left out, and lines edited into the setting by hand are ignored.
@Suite struct HiddenTokensTests {
    @Test func hiddenMintsLeaveBalancesAndComeBack() throws {
        let path = NSTemporaryDirectory() + "hidden-tokens-" + UUID().uuidString + "/wallet.sqlite"
        let hidden = HiddenTokens(registry: SQLiteWalletRegistry(database: try WalletDatabase(path: path)))
        let mints = (0..<Int.random(in: 3...8, using: &TestRandom.rng)).map { _ in Keypair.generate().publicKey }
        let tokens = mints.flatMap { mint in
            (0..<Int.random(in: 1...2, using: &TestRandom.rng)).map { _ in
                TokenHolding(
                    account: Keypair.generate().publicKey, mint: mint,
                    amount: UInt64.random(in: 0...1_000, using: &TestRandom.rng), decimals: 2, program: .token)
            }
        }
        let balance = AccountBalance(
            address: Keypair.generate().publicKey, lamports: 5, tokens: tokens, slot: 9, fetchedAt: Date())
        let chosen = Set(mints.shuffled(using: &TestRandom.rng).prefix(2))
        for mint in chosen { #expect(try hidden.hide(mint)) }
        #expect(try !hidden.hide(chosen.first!), "seed \(TestRandom.seed)")

        let reopened = HiddenTokens(registry: SQLiteWalletRegistry(database: try WalletDatabase(path: path)))
        #expect(try reopened.mints() == chosen)
        let (visible, count) = try reopened.visible(balance)
        #expect(visible.tokens.allSatisfy { !chosen.contains($0.mint) } && visible.lamports == 5)
        #expect(
            count == tokens.filter { chosen.contains($0.mint) }.count && count + visible.tokens.count == tokens.count)

        for mint in chosen { #expect(try reopened.unhide(mint)) }
        #expect(try !reopened.unhide(chosen.first!))
        #expect(try reopened.mints().isEmpty && reopened.registry.setting(HiddenTokens.settingKey) == nil)
        #expect(try reopened.visible(balance).hidden == 0)

        // Hand-edited lines that are not addresses are ignored.
        try reopened.registry.setSetting(HiddenTokens.settingKey, to: "nonsense\n\(mints[0].base58)\n\u{1B}[2J\n")
        #expect(try reopened.mints() == [mints[0]])
    }
}
