import Foundation
import SolanaCore
import SolanaKeys
import TestSupport
import Testing

/// A pasted or scanned secret told apart by its form, against solders (fresh keypairs as Phantom exports them and as
/// keypair files hold them) and bip-utils (fresh phrases); `Keypair.base58SecretKey` is solders' `str(keypair)`;
/// junk gets a typed error that never holds the text.
@Suite struct SecretTextTests {
    struct Keypairs: Decodable {
        struct Entry: Decodable { let base58: String; let json: String; let pubkey: String }
        let keypairs: [Entry]
    }
    struct Phrases: Decodable { let phrases: [String] }

    @Test func theirKeypairsAndPhrasesAreToldApart() throws {
        let reply = try Oracle.ask("keypairs", ["count": 50], as: Keypairs.self, script: "keys_oracle.py")
        #expect(reply.keypairs.count == 50)
        for entry in reply.keypairs {
            for text in [entry.base58, "  " + entry.base58 + "\n", entry.json, "\n" + entry.json + " "] {
                guard case .keypair(let keypair) = try SecretText(parsing: text) else {
                    Issue.record("a keypair read as a phrase")
                    continue
                }
                #expect(keypair.publicKey.base58 == entry.pubkey)
                #expect(keypair.base58SecretKey == entry.base58)
            }
        }
        struct Generate: Encodable { let language: String; let words: Int }
        let phrases = try Oracle.ask(
            "generate", ["cases": [12, 15, 18, 21, 24].map { Generate(language: "english", words: $0) }],
            as: Phrases.self, script: "keys_oracle.py")
        for phrase in phrases.phrases {
            guard case .phrase(let mnemonic) = try SecretText(parsing: " " + phrase + "\n") else {
                Issue.record("a phrase read as a key")
                continue
            }
            #expect(mnemonic.phrase == phrase)
        }
    }

    @Test func junkIsATypedErrorThatNeverHoldsTheText() {
        var generator = SeededGenerator(seed: Property.seed)
        let alphabet = Array("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl[], \"\n\t-é")
        for _ in 0..<500 {
            let text = String(
                (0..<Int.random(in: 0...120, using: &generator)).map { _ in
                    alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
                })
            do {
                _ = try SecretText(parsing: text)
            } catch {
                let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).filter {
                    $0.count > 3
                }
                #expect(
                    !words.contains { error.description.contains($0) },
                    "seed \(Property.seed): the error shows the secret's text")
            }
        }
        #expect(throws: SecretTextError.empty) { try SecretText(parsing: " \n") }
        #expect(throws: SecretTextError.tooLong(limit: 1_024)) {
            try SecretText(parsing: String(repeating: "a", count: 1_025))
        }
        #expect(throws: SecretTextError.notAKeypairArray) { try SecretText(parsing: "[1, 2, 3]") }
        #expect(throws: SecretTextError.invalidPhrase(.wrongWordCount(2))) { try SecretText(parsing: "abandon about") }
        #expect(throws: SecretTextError.unrecognized) { try SecretText(parsing: "notbase58!") }
    }
}
