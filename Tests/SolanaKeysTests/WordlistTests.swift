import Foundation
import TestSupport
import Testing

@testable import SolanaKeys

/// The ten lists shipped as resources equal the copies in a second package (bip-utils).
@Suite struct WordlistTests {
    struct Lists: Decodable { let lists: [String: [String]]; let bipUtilsVersion: String }

    @Test func resourcesEqualBipUtilsCopies() throws {
        let theirs = try Oracle.ask("wordlists", [String: String](), as: Lists.self, script: "keys_oracle.py")
        #expect(theirs.bipUtilsVersion == "2.12.3")
        #expect(theirs.lists.count == 9)  // bip-utils has no Japanese BIP39 list
        for language in MnemonicLanguage.allCases where language != .japanese {
            let list = try #require(theirs.lists[language.rawValue])
            #expect(Wordlist.of(language).words == list, "\(language)")
        }
    }

    @Test func everyListHas2048UniqueWords() {
        for language in MnemonicLanguage.allCases {
            let list = Wordlist.of(language)
            #expect(list.words.count == 2048)
            #expect(Set(list.normalizedWords).count == 2048, "\(language)")
            #expect(list.index(of: list.words[1234]) == 1234)
        }
        // The Japanese list is checked by the official Japanese vectors (MnemonicVectorTests); spot-check its ends.
        #expect(Wordlist.of(.japanese).words.first == "あいこくしん")
        #expect(Wordlist.of(.japanese).words.last == "われる")
    }

    @Test func languageNames() {
        #expect(MnemonicLanguage(name: "Chinese-Simplified") == .chineseSimplified)
        #expect(MnemonicLanguage(name: "ja") == .japanese)
        #expect(MnemonicLanguage(name: "klingon") == nil)
        #expect(MnemonicLanguage.chineseTraditional.description == "chinese-traditional")
    }

    @Test func accentsMatchInEitherNormalisationForm() {
        // French "élève" typed precomposed (NFC) or decomposed (NFD) finds the same word.
        let french = Wordlist.of(.french)
        let nfc = "\u{E9}l\u{E8}ve", nfd = "e\u{301}le\u{300}ve"
        #expect(french.index(of: nfc) != nil)
        #expect(french.index(of: nfc) == french.index(of: nfd))
    }
}
