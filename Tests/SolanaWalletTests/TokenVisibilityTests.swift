import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// `TokenVisibility`: what the spam/dust rule and the user's lists hide, against a re-statement of the rule written
/// here in decimal text (not the SDK's integer arithmetic), on seeded random balances, and by hand.
@Suite struct TokenVisibilityTests {
    /// The rule, said again in text: the amount written as a decimal is below 0.001 (the whole part is 0 and the first
    /// three fractional digits are 0), and the mint has no name published and is not known.
    static func expectedReason(
        _ holding: TokenHolding, filter: TokenFilter, hidden: Set<PublicKey>, shown: Set<PublicKey>,
        known: Set<PublicKey>
    ) -> TokenHiddenReason? {
        if hidden.contains(holding.mint) { return .byYou }
        if shown.contains(holding.mint) || known.contains(holding.mint) || holding.metadata != nil { return nil }
        switch filter {
        case .off: return nil
        case .unknown: return .unknown
        case .unknownDust:
            let places = Int(holding.decimals)
            let digits = String(holding.amount)
            let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
            let whole = padded.dropLast(places)
            let fraction = String(padded.suffix(places)) + "000"
            let dust = whole.allSatisfy { $0 == "0" } && fraction.prefix(3).allSatisfy { $0 == "0" }
            return dust ? .unknownDust : nil
        }
    }

    static func holding(
        mint: PublicKey, amount: UInt64, decimals: UInt8, named: Bool, supply: UInt64? = nil
    ) -> TokenHolding {
        TokenHolding(
            account: Keypair.generate().publicKey, mint: mint, amount: amount, decimals: decimals, program: .token,
            metadata: named
                ? TokenMetadata(
                    mint: mint, name: "Named", symbol: "NMD", uri: "https://example.com/l.png", source: .metaplex)
                : nil,
            supply: supply)
    }

    @Test func randomBalancesHideExactlyWhatTheRuleSays() {
        var rng = TestRandom.rng
        for round in 0..<200 {
            let mints = (0..<Int.random(in: 1...8, using: &rng)).map { _ in Keypair.generate().publicKey }
            let tokens = (0..<Int.random(in: 0...12, using: &rng)).map { _ -> TokenHolding in
                let decimals = UInt8.random(in: 0...24, using: &rng)
                let amount: UInt64
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: amount = 0
                case 1: amount = UInt64.random(in: 1...2_000, using: &rng)
                case 2: amount = UInt64.random(in: 0...UInt64.max, using: &rng)
                default:
                    // Around the threshold: 10^(decimals-3) ± 1 where that fits.
                    let exponent = max(0, Int(decimals) - 3)
                    var power: UInt64 = 1
                    for _ in 0..<min(exponent, 19) { power *= 10 }
                    amount = power &+ UInt64.random(in: 0...2, using: &rng) &- 1
                }
                return Self.holding(
                    mint: mints.randomElement(using: &rng)!, amount: amount, decimals: decimals,
                    named: Bool.random(using: &rng))
            }
            let balance = AccountBalance(
                address: Keypair.generate().publicKey, lamports: 1, tokens: tokens, slot: 3, fetchedAt: Date())
            let hidden = Set(mints.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
            let shown = Set(mints.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
            let known = Set(mints.filter { _ in Int.random(in: 0..<6, using: &rng) == 0 })
            let filter = TokenFilter.allCases.randomElement(using: &rng)!
            let visibility = TokenVisibility(filter: filter, hidden: hidden, shown: shown, known: known)
            let split = visibility.split(balance)
            var expectedHidden: [HiddenToken] = []
            var expectedVisible: [TokenHolding] = []
            for token in balance.tokens {
                if let reason = Self.expectedReason(
                    token, filter: filter, hidden: hidden, shown: shown, known: known)
                {
                    expectedHidden.append(HiddenToken(holding: token, reason: reason))
                } else {
                    expectedVisible.append(token)
                }
            }
            #expect(split.hidden == expectedHidden, "seed \(TestRandom.seed) round \(round)")
            #expect(split.visible.tokens == expectedVisible, "seed \(TestRandom.seed) round \(round)")
            #expect(split.visible.lamports == 1 && split.visible.slot == 3)
            #expect(split.count(.byYou) + split.count(.unknownDust) + split.count(.unknown) == split.hidden.count)
        }
    }

    @Test func handCases() {
        let mint = Keypair.generate().publicKey
        let rule = TokenVisibility(filter: .default, hidden: [], shown: [], known: [])
        // 6 decimals: 999 base units are 0.000999 (dust), 1000 are 0.001 (not).
        #expect(rule.reason(for: Self.holding(mint: mint, amount: 999, decimals: 6, named: false)) == .unknownDust)
        #expect(rule.reason(for: Self.holding(mint: mint, amount: 1_000, decimals: 6, named: false)) == nil)
        #expect(rule.reason(for: Self.holding(mint: mint, amount: 0, decimals: 0, named: false)) == .unknownDust)
        #expect(rule.reason(for: Self.holding(mint: mint, amount: 1, decimals: 0, named: false)) == nil)
        #expect(rule.reason(for: Self.holding(mint: mint, amount: 0, decimals: 9, named: true)) == nil)
        // A huge number of decimals: every amount is below a thousandth of a token.
        #expect(rule.reason(for: Self.holding(mint: mint, amount: .max, decimals: 40, named: false)) == .unknownDust)
        #expect(TokenFilter.isDust(.max, decimals: 9) == false && TokenFilter.isDust(0, decimals: 255))
        // Known mints are never hidden by the rule; the user's list wins over everything; "shown" beats the rule.
        let known = TokenVisibility(filter: .unknown, hidden: [], shown: [], known: [mint])
        #expect(known.reason(for: Self.holding(mint: mint, amount: 0, decimals: 6, named: false)) == nil)
        let both = TokenVisibility(filter: .off, hidden: [mint], shown: [mint], known: [mint])
        #expect(both.reason(for: Self.holding(mint: mint, amount: 5, decimals: 0, named: true)) == .byYou)
        let shown = TokenVisibility(filter: .unknown, hidden: [], shown: [mint], known: [])
        #expect(shown.reason(for: Self.holding(mint: mint, amount: 0, decimals: 6, named: false)) == nil)
        let strict = TokenVisibility(filter: .unknown, hidden: [], shown: [], known: [])
        #expect(strict.reason(for: Self.holding(mint: mint, amount: 10_000, decimals: 0, named: false)) == .unknown)
        let off = TokenVisibility(filter: .off, hidden: [], shown: [], known: [])
        #expect(off.reason(for: Self.holding(mint: mint, amount: 0, decimals: 6, named: false)) == nil)
    }

    /// `unhide` of a mint the rule hides shows it (the shown list, stored); `hide` takes it out of that list again.
    @Test func unhideOverridesTheRuleAndSurvivesReopening() throws {
        let path = NSTemporaryDirectory() + "token-visibility-" + UUID().uuidString + "/wallet.sqlite"
        let list = HiddenTokens(registry: SQLiteWalletRegistry(database: try WalletDatabase(path: path)))
        let dust = Keypair.generate().publicKey
        let token = Self.holding(mint: dust, amount: 0, decimals: 6, named: false)
        #expect(try list.visibility(filter: .default, known: []).reason(for: token) == .unknownDust)
        #expect(try list.unhide(dust))
        #expect(try !list.unhide(dust))
        let reopened = HiddenTokens(registry: SQLiteWalletRegistry(database: try WalletDatabase(path: path)))
        #expect(try reopened.shownMints() == [dust])
        #expect(try reopened.visibility(filter: .default, known: []).reason(for: token) == nil)
        #expect(try reopened.hide(dust))
        #expect(try reopened.shownMints().isEmpty && reopened.mints() == [dust])
        #expect(try reopened.visibility(filter: .off, known: []).reason(for: token) == .byYou)
    }
}
