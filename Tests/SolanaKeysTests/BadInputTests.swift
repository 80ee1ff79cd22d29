import Foundation
import SolanaCore
import Testing

@testable import SolanaKeys

/// Every refusal names the bad input and says what was expected; an invalid phrase never becomes a wallet.
@Suite struct BadInputTests {
    let abandon11 = Array(repeating: "abandon", count: 11)

    @Test func wrongWordCount() {
        for count in [0, 1, 11, 13, 23, 25] {
            let phrase = Array(repeating: "abandon", count: count).joined(separator: " ")
            #expect(throws: MnemonicError.wrongWordCount(count)) { try Mnemonic(phrase: phrase) }
        }
        #expect(MnemonicError.wrongWordCount(13).description.contains("12, 15, 18, 21 or 24"))
    }

    @Test func unknownWordNamesItsPositionNeverTheWord() throws {
        let phrase = (abandon11[0..<4] + ["abandn"] + abandon11[5...] + ["about"]).joined(separator: " ")
        do {
            _ = try Mnemonic(phrase: phrase)
            Issue.record("accepted a phrase with an unknown word")
        } catch {
            guard case .unknownWord(let position, let language) = error else {
                Issue.record("wrong error \(error)"); return
            }
            #expect(position == 5 && language == .english)
            #expect(error.description.contains("word 5"))
            // Neither the word nor the words near it (which would reveal it) are in the message.
            #expect(!error.description.contains("abandn") && !error.description.contains("abandon"), "\(error)")
            #expect(!"\(error)".contains("abandn") && !String(reflecting: error).contains("abandn"))
        }
        // A truncated word suggests the word it starts.
        #expect(Wordlist.of(.english).closestWords(to: "zoo").contains("zoo"))
        #expect(Wordlist.of(.english).closestWords(to: "abstr").first == "abstract")
        // A word from another list mixed in is unknown in the list of the rest.
        let mixed = (abandon11 + ["abeille"]).joined(separator: " ")
        #expect(throws: MnemonicError.self) { try Mnemonic(phrase: mixed) }
        // Forcing a language that does not match.
        #expect {
            try Mnemonic(phrase: (abandon11 + ["about"]).joined(separator: " "), language: .spanish)
        } throws: { error in
            if case .unknownWord(1, .spanish) = error as? MnemonicError { return true }
            return false
        }
    }

    @Test func badChecksum() {
        let phrase = Array(repeating: "abandon", count: 12).joined(separator: " ")
        #expect(throws: MnemonicError.badChecksum(language: .english)) { try Mnemonic(phrase: phrase) }
        #expect(MnemonicError.badChecksum(language: .english).description.contains("checksum"))
        // Swapping two words of a valid phrase breaks its checksum (with overwhelming probability; retry a few).
        var rejected = 0
        for _ in 0..<20 {
            var words = Mnemonic.generate().words
            guard words[0] != words[1] else { continue }
            words.swapAt(0, 1)
            if (try? Mnemonic(phrase: words.joined(separator: " "))) == nil { rejected += 1 }
        }
        #expect(rejected >= 15)
        #expect(!Mnemonic.isValid(phrase))
    }

    @Test func invalidEntropyLength() {
        for count in [0, 15, 17, 33, 64] {
            #expect(throws: MnemonicError.invalidEntropyLength(count)) {
                try Mnemonic(entropy: [UInt8](repeating: 1, count: count))
            }
        }
    }

    @Test func derivationPathErrors() {
        #expect(throws: DerivationPathError.notHardened(path: "m/44'/501'/0'/0", position: 4, component: "0")) {
            try DerivationPath("m/44'/501'/0'/0")
        }
        let message = DerivationPathError.notHardened(path: "m/44'/501'/0'/0", position: 4, component: "0").description
        #expect(message.contains("hardened") && message.contains("SLIP-0010") && message.contains("0'"))
        #expect(throws: DerivationPathError.missingRoot(path: "44'/501'")) { try DerivationPath("44'/501'") }
        #expect(throws: DerivationPathError.invalidComponent(path: "m/44'/x'", position: 2, component: "x'")) {
            try DerivationPath("m/44'/x'")
        }
        #expect(throws: DerivationPathError.invalidComponent(path: "m/44'//0'", position: 2, component: "")) {
            try DerivationPath("m/44'//0'")
        }
        #expect(throws: DerivationPathError.indexTooLarge(path: "m/2147483648'", position: 1, component: "2147483648'"))
        {
            try DerivationPath("m/2147483648'")
        }
        #expect(throws: DerivationPathError.self) { try DerivationPath(hardened: [44, 0x8000_0000]) }
    }

    @Test func presetErrors() {
        #expect(throws: DerivationPathError.solletUnsupported("sollet")) { try WalletPreset(name: "sollet") }
        #expect(DerivationPathError.solletUnsupported("sollet").description.contains("secp256k1"))
        #expect(throws: DerivationPathError.unknownPreset("metamask")) { try WalletPreset(name: "metamask") }
        #expect(DerivationPathError.unknownPreset("metamask").description.contains("phantom"))
    }

    @Test func vanityPatternErrors() {
        for (bad, position) in [("0x", 1), ("abO", 3), ("Il", 1), ("so l", 3), ("é", 1)] {
            #expect {
                try VanityPattern(prefix: bad)
            } throws: { error in
                guard case .invalidCharacter(_, "prefix", bad, position) = error as? VanityPatternError else {
                    return false
                }
                return true
            }
        }
        #expect(
            VanityPatternError.invalidCharacter("0", part: "prefix", pattern: "0x", position: 1).description.contains(
                "base58"))
        #expect(throws: VanityPatternError.invalidCharacter("l", part: "suffix", pattern: "sol", position: 3)) {
            try VanityPattern(suffix: "sol")
        }
        // Ignoring case, 'l' can match 'L' and 'o' is fine, but '0' never matches.
        #expect(throws: Never.self) { try VanityPattern(suffix: "sol", ignoreCase: true) }
        #expect(throws: VanityPatternError.self) { try VanityPattern(prefix: "0", ignoreCase: true) }
        #expect(throws: VanityPatternError.empty) { try VanityPattern() }
        #expect(throws: VanityPatternError.tooLong(45)) {
            try VanityPattern(prefix: String(repeating: "a", count: 40), suffix: "bbbbb")
        }
    }

    @Test func base58SecretKeyImport() {
        #expect(throws: KeypairImportError.self) { try Keypair(base58SecretKey: "not base58 0OIl") }
        #expect(throws: KeypairImportError.self) {
            try Keypair(base58SecretKey: "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk")
        }
    }
}
