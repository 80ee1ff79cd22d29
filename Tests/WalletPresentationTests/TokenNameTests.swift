import SolanaCore
import SolanaTransactions
import TestSupport
import Testing
import WalletPresentation

/// `TokenName`: a known mint by its symbol; a creator's symbol shown as a claim, cut and escaped; a symbol that
/// imitates a known one never shown as that symbol.
@Suite struct TokenNameTests {
    static let usdc = try! PublicKey("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")

    static func metadata(_ mint: PublicKey, name: String, symbol: String) -> TokenMetadata {
        TokenMetadata(mint: mint, name: name, symbol: symbol, uri: "", source: .metaplex)
    }

    @Test func aKnownMintIsNamedByTheWalletNotByItsCreator() {
        let named = TokenName(mint: Self.usdc, metadata: Self.metadata(Self.usdc, name: "Totally USDC", symbol: "FREE"))
        #expect(named.label == "USDC" && named.verified && named.imitates == nil && named.name == "Totally USDC")
    }

    @Test func aCreatorsSymbolIsAClaimAndImitationsOfKnownSymbolsAreCaught() {
        let imitations = [
            "USDC", "usdc", "USDC.", "U$DC", "UЅDC", "ＵＳＤＣ", "U-S-D-C", "USDC\u{200B}", "ՍSDC", "wSOL", "SOL", "S0L",
        ]
        for symbol in imitations {
            let mint = Keypair.generate().publicKey
            let named = TokenName(mint: mint, metadata: Self.metadata(mint, name: "x", symbol: symbol))
            // "ՍSDC" (Armenian) and "S0L" (a zero) are not in the look-alike table: shown as claims, never verified.
            if symbol == "ՍSDC" || symbol == "S0L" {
                #expect(!named.verified && named.label != "USDC" && named.label != "SOL", "\(symbol)")
                continue
            }
            #expect(named.imitates != nil && named.label == ShortText.address(mint) && !named.verified, "\(symbol)")
        }
        let mint = Keypair.generate().publicKey
        let bonk = TokenName(mint: mint, metadata: Self.metadata(mint, name: "Bonk", symbol: "BONK"))
        #expect(bonk.label == "BONK" && !bonk.verified && bonk.imitates == nil && bonk.name == "Bonk")
    }

    @Test func hostileTextsAreEscapedAndCut() {
        let mint = Keypair.generate().publicKey
        let hostile = TokenName(
            mint: mint,
            metadata: Self.metadata(
                mint, name: "A\u{1B}[2J\u{202E}" + String(repeating: "n", count: 100), symbol: "\u{202E}CDSU"))
        #expect(!hostile.label.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" })
        #expect(DisplayWidth.of(hostile.label) <= TokenName.labelWidth)
        #expect(hostile.name.map { DisplayWidth.of($0) <= TokenName.nameWidth && !$0.contains("\u{1B}") } == true)
        // No metadata, or an empty symbol: the shortened mint.
        #expect(TokenName(mint: mint, metadata: nil).label == ShortText.address(mint))
        #expect(
            TokenName(mint: mint, metadata: Self.metadata(mint, name: "", symbol: "  ")).label
                == ShortText.address(mint))
        #expect(TokenName(mint: mint, metadata: Self.metadata(mint, name: "", symbol: "X")).name == nil)
    }

    @Test func randomSymbolsNeverBecomeAKnownLabelUnlessTheMintIsKnown() {
        let alphabet = Array("USDCTwol$.-ЅОС0 ")
        for _ in 0..<500 {
            let symbol = String(
                (0..<Int.random(in: 0...8, using: &TestRandom.rng)).map { _ in
                    alphabet.randomElement(using: &TestRandom.rng)!
                })
            let mint = Keypair.generate().publicKey
            let named = TokenName(mint: mint, metadata: Self.metadata(mint, name: "", symbol: symbol))
            #expect(!named.verified, "seed \(TestRandom.seed)")
            #expect(
                !["USDC", "USDT", "wSOL", "SOL", "USDC-Dev"].contains(named.label),
                "seed \(TestRandom.seed): \(symbol) shown as \(named.label)")
        }
    }
}
