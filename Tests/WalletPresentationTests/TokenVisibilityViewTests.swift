import Foundation
import SolanaCore
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

/// The `token-filter` setting (stored, checked, shown in the effective settings) and the balance view model with
/// the user's `TokenVisibility`: collectibles apart, hidden tokens counted and why, listed on demand, in every
/// language; `--wide` in the terminal text.
@Suite struct TokenVisibilityViewTests {
    @Test func theTokenFilterIsATypedSetting() throws {
        let path = NSTemporaryDirectory() + "token-filter-" + UUID().uuidString + "/wallet.sqlite"
        let settings = WalletSettings(
            registry: SQLiteWalletRegistry(database: try WalletDatabase(path: path)), environment: [:])
        #expect(try settings.tokenFilter().value == .unknownDust && settings.tokenFilter().source == .default)
        #expect(settings.effective().contains { $0.setting == .tokenFilter && $0.text == "unknown-dust" })
        #expect(try settings.set(.tokenFilter, to: " OFF ") == "off")
        #expect(try settings.tokenFilter().value == .off && settings.tokenFilter().source == .stored)
        #expect(throws: WalletSettingsError.self) { try settings.set(.tokenFilter, to: "sometimes") }
        try settings.registry?.setSetting(WalletSetting.tokenFilter.rawValue, to: "garbage")
        #expect(throws: WalletSettingError.self) { try settings.tokenFilter() }
        #expect(settings.problems().contains { $0.setting == .tokenFilter })
        try settings.set(.tokenFilter, to: "unknown")
        let mint = Keypair.generate().publicKey
        let registry = try #require(settings.registry)
        try HiddenTokens(registry: registry).hide(mint)
        let visibility = try settings.tokenVisibility()
        #expect(visibility.filter == .unknown && visibility.hidden == [mint] && !visibility.known.isEmpty)
    }

    static func balance() -> (LoadedBalance, nft: PublicKey, dust: PublicKey, mine: PublicKey, plain: PublicKey) {
        let nft = Keypair.generate().publicKey, dust = Keypair.generate().publicKey
        let mine = Keypair.generate().publicKey, plain = Keypair.generate().publicKey
        func holding(_ mint: PublicKey, _ amount: UInt64, _ decimals: UInt8, name: String?, supply: UInt64?)
            -> TokenHolding
        {
            TokenHolding(
                account: Keypair.generate().publicKey, mint: mint, amount: amount, decimals: decimals,
                program: .token,
                metadata: name.map {
                    TokenMetadata(
                        mint: mint, name: $0, symbol: "SYM", uri: "https://example.com/x.png", source: .metaplex)
                }, supply: supply)
        }
        let balance = AccountBalance(
            address: Keypair.generate().publicKey, lamports: 1_000_000_000,
            tokens: [
                holding(nft, 1, 0, name: "Picture", supply: 1), holding(dust, 3, 6, name: nil, supply: 1_000_000),
                holding(mine, 5, 0, name: "Mine", supply: 9), holding(plain, 700, 2, name: nil, supply: 700),
            ], slot: 5, fetchedAt: Date(timeIntervalSince1970: 1_700_000_000))
        return (LoadedBalance(balance: balance, source: .remote), nft, dust, mine, plain)
    }

    @Test func collectiblesApartAndHiddenTokensCountedWithTheirReasons() throws {
        let (loaded, nft, dust, mine, plain) = Self.balance()
        let visibility = TokenVisibility(filter: .default, hidden: [mine], shown: [], known: [])
        let view = try #require(
            BalanceViewModel(loaded, language: .en, visibility: visibility, listHidden: false).value)
        #expect(view.collectibles.map(\.mint) == [nft.base58] && view.collectibles[0].logoURI != nil)
        #expect(view.tokens.map(\.mint) == [plain.base58] && view.hidden.isEmpty)
        let summary = try #require(view.hiddenSummary)
        #expect(summary.total == 2 && summary.byYou == 1 && summary.byRule == 1)
        #expect(summary.text == "2 hidden: 1 by you, 1 unknown dust")
        let listed = try #require(
            BalanceViewModel(loaded, language: .en, visibility: visibility, listHidden: true).value)
        #expect(Set(listed.hidden.map(\.mint)) == [dust.base58, mine.base58])
        #expect(listed.hidden.first { $0.mint == dust.base58 }?.hiddenReason == "unknownDust")
        #expect(listed.hidden.first { $0.mint == mine.base58 }?.hiddenText == "hidden by you")

        // The terminal: the collectibles' section, the count with the command, --wide's full mint.
        let text = BalanceViewModel(loaded, language: .en, visibility: visibility, listHidden: false)
        let plainText = text.terminalText()
        #expect(plainText.contains("Collectibles") && plainText.contains("Picture"))
        #expect(plainText.contains("2 hidden: 1 by you, 1 unknown dust — solwallet balance --all lists them"))
        let short = ShortText.address(plain)
        #expect(plainText.split(separator: "\n").contains { $0.hasPrefix(short) })
        let wide = text.terminalText(style: .plain, value: nil, wide: true)
        #expect(wide.split(separator: "\n").contains { $0.hasPrefix(plain.base58) } && !wide.contains(short))

        // Every language has its own words for all of it.
        for language in Language.allCases where language != .en {
            let other = BalanceViewModel(loaded, language: language, visibility: visibility, listHidden: true)
            let rendered = other.terminalText()
            for english in ["Collectibles", "hidden", "unknown dust", "lists them", "by you"] {
                #expect(!rendered.contains(english), "\(language): \(english) in \(rendered)")
            }
            #expect(other.value?.hiddenSummary?.text.isEmpty == false)
        }
    }
}

/// `history --wide`: the full counterparty, an unnamed token's full mint and the full signature, where the default
/// table shortens them; a known token keeps its symbol.
@Suite struct HistoryWideTests {
    @Test func wideRowsCarryWhatCanBePasted() throws {
        let owner = Keypair.generate().publicKey, friend = Keypair.generate().publicKey
        let unnamed = Keypair.generate().publicKey
        let usdc = try PublicKey("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")
        let signatures = try (0..<2).map { _ in
            try Signature(bytes: (0..<64).map { _ in UInt8.random(in: 0...255, using: &TestRandom.rng) })
        }
        let entries = [unnamed, usdc].enumerated().map { index, mint in
            HistoryEntry(
                address: owner, signature: signatures[index], slot: 10 + UInt64(index), blockTime: nil, error: nil,
                fee: 5_000, direction: .received, lamports: 0,
                tokenChanges: [.init(mint: mint, decimals: 6, amount: 1_000_000, isIncrease: true)],
                counterparty: friend, memo: nil)
        }
        let view = HistoryViewModel(entries: entries, offlineReason: nil, address: owner, language: .en)
        #expect(view.value?.rows.map(\.mint) == [unnamed.base58, usdc.base58])
        let short = view.terminalText()
        #expect(!short.contains(unnamed.base58) && !short.contains(friend.base58), "seed \(TestRandom.seed)")
        #expect(short.contains(ShortText.address(unnamed)) && short.contains("USDC"))
        let wide = view.terminalText(wide: true)
        #expect(wide.contains(unnamed.base58) && wide.contains(friend.base58) && wide.contains("USDC"), "\(wide)")
        #expect(!wide.contains(ShortText.address(unnamed)) && !wide.contains(usdc.base58))
        for signature in signatures { #expect(wide.contains(signature.base58) && !short.contains(signature.base58)) }
    }
}
