import Foundation
import SolanaCrypto
import TestSupport
import Testing

@testable import SolanaKeys

/// The official BIP39 vectors (trezor/python-mnemonic `vectors.json`, passphrase "TREZOR") and the
/// Japanese vectors with the NFKD-sensitive passphrase.
@Suite struct MnemonicVectorTests {
    /// [entropy, mnemonic, seed, xprv] per language.
    static func officialVectors() throws -> [String: [[String]]] {
        try JSONDecoder().decode([String: [[String]]].self, from: Oracle.fixture("solana/bip39-vectors.json"))
    }

    @Test func officialVectorsInEveryBIP39Language() throws {
        let vectors = try Self.officialVectors()
        var checked = 0
        for language in MnemonicLanguage.allCases {
            let cases = try #require(vectors[language.rawValue], "no vectors for \(language)")
            #expect(cases.count == 24)
            for vector in cases {
                let (entropy, phrase, seed) = ([UInt8](hex: vector[0]), vector[1], vector[2])
                // Entropy → words.
                let fromEntropy = try Mnemonic(entropy: entropy, language: language)
                #expect(fromEntropy.phrase.nfkd == phrase.nfkd, "\(language) \(vector[0])")
                // Words → validated phrase, same entropy, detected language.
                let parsed = try Mnemonic(phrase: phrase)
                #expect(parsed.entropy == entropy)
                if parsed.language != language {
                    // Chinese simplified and traditional share characters; a phrase valid in both may be detected as either.
                    #expect(
                        Set([parsed.language, language]) == [.chineseSimplified, .chineseTraditional], "\(phrase)")
                    #expect(try Mnemonic(phrase: phrase, language: language).entropy == entropy)
                }
                // Seed with passphrase "TREZOR".
                #expect(parsed.seed(passphrase: "TREZOR").exposedBytes.hex == seed, "\(language) \(vector[0])")
                checked += 1
            }
        }
        #expect(checked == 240)
    }

    struct JapaneseVector: Decodable {
        let entropy: String; let mnemonic: String; let passphrase: String; let seed: String
    }

    @Test func japaneseVectorsWithIdeographicSpacesAndNFKDPassphrase() throws {
        let vectors = try JSONDecoder().decode(
            [JapaneseVector].self, from: Oracle.fixture("solana/bip39-japanese-vectors.json"))
        #expect(vectors.count == 24)
        for vector in vectors {
            let mnemonic = try Mnemonic(phrase: vector.mnemonic)
            #expect(mnemonic.language == .japanese)
            #expect(mnemonic.entropy == [UInt8](hex: vector.entropy))
            #expect(mnemonic.phrase.contains("\u{3000}"))
            #expect(
                try Mnemonic(entropy: [UInt8](hex: vector.entropy), language: .japanese).phrase.nfkd
                    == vector.mnemonic.nfkd)
            #expect(mnemonic.seed(passphrase: vector.passphrase).exposedBytes.hex == vector.seed)
        }
    }

    @Test func specSeedsForTheAbandonPhrase() throws {
        let phrase = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
        let mnemonic = try Mnemonic(phrase: phrase)
        #expect(
            mnemonic.seed().exposedBytes.hex.hasPrefix(
                "5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc1"))
        #expect(mnemonic.seed(passphrase: "TREZOR").exposedBytes.hex.hasPrefix("c55257c360c07c72029aebc1b53c05ed"))
        // Whitespace runs, tabs, newlines and case are normalised as solana-keygen does.
        let messy =
            "  ABANDON\tabandon  abandon\nabandon abandon abandon abandon abandon abandon abandon abandon   about \n"
        #expect(try Mnemonic(phrase: messy) == mnemonic)
        #expect(
            Mnemonic.seed(
                unvalidatedPhrase:
                    "abandon  abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon\tabout"
            ).exposedBytes
                == mnemonic.seed().exposedBytes)
        #expect("\(mnemonic)".contains("redacted") && !"\(mnemonic)".contains("abandon"))
    }

    @Test func generatedPhrasesHaveTheRightLengthAndValidate() throws {
        for count in MnemonicWordCount.allCases {
            for language in MnemonicLanguage.allCases {
                let mnemonic = Mnemonic.generate(wordCount: count, language: language)
                #expect(mnemonic.words.count == count.rawValue)
                #expect(mnemonic.entropy.count == count.entropyByteCount)
                let back = try Mnemonic(phrase: mnemonic.phrase, language: language)
                #expect(back.entropy == mnemonic.entropy)
            }
        }
        #expect(Mnemonic.generate().words != Mnemonic.generate().words)
    }
}
