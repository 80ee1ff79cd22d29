import Foundation
import SolanaCore
import SolanaWallet
import Testing
import WalletPresentation

/// `HiddenTokensViewModel` (`solwallet token hidden`): the account's hidden token accounts with their reasons, then
/// the hand list's mints the account does not hold; every word from the tables, in each language.
@Suite struct HiddenTokensViewModelTests {
    @Test func listsWhatTheRuleHidesAndWhatTheUserHid() throws {
        let (dust, mine, plain, away) = (
            Keypair.generate().publicKey, Keypair.generate().publicKey, Keypair.generate().publicKey,
            Keypair.generate().publicKey
        )
        func holding(_ mint: PublicKey, _ amount: UInt64) -> TokenHolding {
            TokenHolding(
                account: Keypair.generate().publicKey, mint: mint, amount: amount, decimals: 6, program: .token)
        }
        let balance = AccountBalance(
            address: Keypair.generate().publicKey, lamports: 1,
            tokens: [holding(dust, 0), holding(mine, 7_000_000), holding(plain, 5_000_000)], slot: 1,
            fetchedAt: Date(timeIntervalSince1970: 0))
        let visibility = TokenVisibility(filter: .unknownDust, hidden: [mine, away], shown: [], known: [])
        let split = visibility.split(balance)
        for language in Language.allCases {
            let l10n = Localizer(language)
            let view = HiddenTokensViewModel(hidden: visibility.hidden, split: split, language: language)
            #expect(view.columns == [l10n(.columnMint), l10n(.amount), l10n(.columnHiddenReason)])
            // The balance's order (AccountBalance keeps its tokens in its own order), then the hand list's others.
            let held = balance.tokens.map(\.mint).filter { $0 == dust || $0 == mine }
            #expect(view.rows.map(\.mint) == (held + [away]).map(\.base58), "the balance's order, then")
            let d = try #require(view.rows.firstIndex { $0.mint == dust.base58 })
            let m = try #require(view.rows.firstIndex { $0.mint == mine.base58 })
            #expect(view.rows[d].reason == .unknownDust && view.rows[m].reason == .byYou)
            #expect(view.rows[2].reason == .byYou)
            #expect(view.rows[d].reasonText == l10n(.hiddenReasonUnknownDust))
            #expect(view.rows[2].account == nil && view.rows[2].amount == nil && view.cells[2][1].isEmpty)
            #expect(view.rows[m].amount?.amount == "7" && view.cells[m][2] == l10n(.hiddenReasonByYou))
        }
        // The balance could not be read: the hand list only.
        let offline = HiddenTokensViewModel(hidden: [mine, away], split: nil, language: .pt)
        #expect(offline.rows.map(\.mint) == [mine, away].map(\.base58).sorted())
    }
}
