import SolanaCore
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

/// `--token SYMBOL`: a held token by the label the balance shows; a known mint by the wallet's own symbol; never an
/// imitation of a known symbol, never a guess between two tokens with one symbol; an address passes as it is.
@Suite struct TokenChoiceTests {
    static let usdc = try! PublicKey("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")

    static func holding(_ mint: PublicKey, symbol: String?, name: String = "A token") -> TokenHolding {
        TokenHolding(
            account: Keypair.generate().publicKey, mint: mint, amount: 1_000, decimals: 6, program: .token,
            metadata: symbol.map { TokenMetadata(mint: mint, name: name, symbol: $0, uri: "", source: .metaplex) },
            supply: 1_000_000)
    }

    @Test func aHeldSymbolIsItsMintInAnyLetterCase() throws {
        let bonk = Keypair.generate().publicKey, other = Keypair.generate().publicKey
        let held = [
            Self.holding(bonk, symbol: "BONK"), Self.holding(other, symbol: "WIF"),
            Self.holding(Self.usdc, symbol: nil),
        ]
        for text in ["BONK", "bonk", " Bonk "] { #expect(try TokenChoice.mint(text, among: held) == bonk) }
        // The wallet's own symbol for a mint it knows, whatever its creator published (here nothing).
        #expect(try TokenChoice.mint("usdc", among: held) == Self.usdc)
        // An address is taken as it is, held or not.
        let stranger = Keypair.generate().publicKey
        #expect(try TokenChoice.mint(stranger.base58, among: held) == stranger)
    }

    @Test func twoTokensWithOneSymbolAreAnErrorThatListsBoth() throws {
        let a = Keypair.generate().publicKey, b = Keypair.generate().publicKey
        let held = [Self.holding(a, symbol: "CAT"), Self.holding(b, symbol: "cat"), Self.holding(a, symbol: "CAT")]
        #expect(throws: TokenChoiceError.ambiguous("CAT", candidates: [a, b].sorted { $0.base58 < $1.base58 })) {
            try TokenChoice.mint("CAT", among: held)
        }
        let view = ErrorViewModel(TokenChoiceError.ambiguous("CAT", candidates: [a, b]), language: .pt)
        #expect(view.code == "token-ambiguous" && view.message.contains("2 tokens"), "\(view.message)")
    }

    @Test func anImitationIsNeverChosenByItsName() throws {
        // "USDC" and "UЅDC" (a Cyrillic S) on mints that are not USDC's: refused by name, even as the only match.
        let fake = Keypair.generate().publicKey, cyrillic = Keypair.generate().publicKey
        let held = [Self.holding(fake, symbol: "USDC"), Self.holding(cyrillic, symbol: "UЅDC")]
        #expect(throws: TokenChoiceError.imitation("USDC", mints: [fake, cyrillic].sorted { $0.base58 < $1.base58 })) {
            try TokenChoice.mint("USDC", among: held)
        }
        // With the real USDC held too, the name is the real one.
        #expect(try TokenChoice.mint("USDC", among: held + [Self.holding(Self.usdc, symbol: "USDC")]) == Self.usdc)
        // The mint of the imitation still works, for whoever means it.
        #expect(try TokenChoice.mint(fake.base58, among: held) == fake)
    }

    @Test func anUnknownSymbolListsWhatIsHeld() throws {
        let held = [Self.holding(Keypair.generate().publicKey, symbol: "BONK")]
        #expect(throws: TokenChoiceError.notHeld("JUP", held: ["BONK"])) { try TokenChoice.mint("JUP", among: held) }
        #expect(throws: TokenChoiceError.notHeld("JUP", held: [])) { try TokenChoice.mint("JUP", among: []) }
        for language in Language.allCases {
            let view = ErrorViewModel(TokenChoiceError.notHeld("JUP\u{1B}[2J", held: []), language: language)
            #expect(view.code == "token-not-held" && !view.message.contains("\u{1B}"), "\(view.message)")
        }
    }
}
