import Foundation
import SolanaCore
import SolanaKeys

let keyTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "keypair-file", maxLen: 1024,
        summary:
            "KeypairFile.parse: what parses is what JSONDecoder reads; parse∘encode round trip; made-up files parse back",
        run: fuzzKeypairFile),
    FuzzTarget(
        name: "mnemonic", maxLen: 512,
        summary:
            "Mnemonic(phrase:) in every language (or detected); phrase and entropy round trips (byte 0: language/mode)",
        run: fuzzMnemonic),
    FuzzTarget(
        name: "secret-text", maxLen: 1100,
        summary:
            "SecretText(parsing:): a phrase, a keypair array or a base58 key, else a typed error without the text; a "
            + "key read back from its base58 export",
        run: fuzzSecretText),
    FuzzTarget(
        name: "derivation-path", maxLen: 256,
        summary: "DerivationPath(text): description parses back to the same path; Codable round trip",
        run: fuzzDerivationPath),
]

func fuzzKeypairFile(_ input: [UInt8]) {
    if let bytes = try? KeypairFile.parse(Data(input)) {
        check(bytes.count == 64, "parse gave \(bytes.count) bytes")
        // The accepted text is JSON (except the leniencies: leading zeros "007" and "-0", which JSON refuses).
        let text = String(decoding: input, as: UTF8.self)
        let lenient = text.range(of: #"(^|[^0-9])0[0-9]"#, options: .regularExpression) != nil || text.contains("-")
        if !lenient {
            let json = try? JSONDecoder().decode([UInt8].self, from: Data(input))
            check(json == bytes, "parse accepted text JSONDecoder reads otherwise: \(text.debugDescription)")
        }
        if let keypair = try? Keypair(secretKey: bytes) {
            let encoded = KeypairFile.encode(keypair)
            check((try? KeypairFile.parse(Data(encoded.utf8))) == bytes, "parse(encode(keypair)) ≠ the bytes")
        }
    }
    // A well-formed file of the first 64 input bytes, spaced by the rest, parses back to those bytes.
    guard input.count >= 64 else { return }
    let spaces = [" ", "\n", "\t", "\r\n", "", "  "]
    var text = spaces[Int(input.last! % 6)] + "["
    for (index, byte) in input.prefix(64).enumerated() {
        let space = spaces[Int(input[(index + 64) % input.count] % 6)]
        text += (index == 0 ? "" : "," + space) + String(byte)
    }
    text += "]\n"
    check(
        (try? KeypairFile.parse(Data(text.utf8))) == Array(input.prefix(64)),
        "a well-formed file did not parse: \(text.debugDescription)")
}

func fuzzMnemonic(_ input: [UInt8]) {
    var reader = InputReader(input)
    let selector = reader.byte()
    let languages = MnemonicLanguage.allCases
    if selector & 0x80 != 0 {
        // Entropy → phrase → back.
        let language = languages[Int(selector & 0x7F) % languages.count]
        let length = [16, 20, 24, 28, 32][Int(reader.byte() % 5)]
        let entropy = Array((reader.rest + [UInt8](repeating: 0, count: length)).prefix(length))
        guard let mnemonic = try? Mnemonic(entropy: entropy, language: language) else {
            fatalError("Mnemonic(entropy:) refused \(length) bytes")
        }
        check(mnemonic.entropy == entropy, "entropy round trip")
        let again = try? Mnemonic(phrase: mnemonic.phrase, language: language)
        check(again == mnemonic, "Mnemonic(phrase: phrase) ≠ mnemonic for \(language)")
        // Detected: some language whose list has every word and whose checksum matches; same entropy if it is this one.
        if let detected = try? Mnemonic(phrase: mnemonic.phrase) {
            if detected.language == language { check(detected == mnemonic, "detected the language but other words") }
        } else {
            fatalError("a valid \(language) phrase was not detected")
        }
        return
    }
    let language: MnemonicLanguage? =
        Int(selector) % (languages.count + 1) < languages.count ? languages[Int(selector) % (languages.count + 1)] : nil
    let phrase = String(decoding: reader.rest, as: UTF8.self)
    let mnemonic: Mnemonic
    do throws(MnemonicError) { mnemonic = try Mnemonic(phrase: phrase, language: language) } catch {
        _ = error.description
        return
    }
    if let language { check(mnemonic.language == language, "asked for \(language), got \(mnemonic.language)") }
    check((try? Mnemonic(phrase: mnemonic.phrase, language: mnemonic.language)) == mnemonic, "phrase round trip")
    check((try? Mnemonic(entropy: mnemonic.entropy, language: mnemonic.language)) == mnemonic, "entropy round trip")
    check(Mnemonic.isValid(phrase, language: language), "isValid disagrees with init")
}

func fuzzDerivationPath(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    let path: DerivationPath
    do throws(DerivationPathError) { path = try DerivationPath(text) } catch {
        _ = String(describing: error)
        return
    }
    check(path.indices.allSatisfy { $0 < DerivationPath.hardenedOffset }, "an index ≥ 2^31 in \(text.debugDescription)")
    check((try? DerivationPath(path.description)) == path, "description does not parse back: \(path.description)")
    check((try? DerivationPath(hardened: path.indices)) == path, "init(hardened:) disagrees")
    if let json = try? JSONEncoder().encode(path) {
        check((try? JSONDecoder().decode(DerivationPath.self, from: json)) == path, "Codable round trip")
    }
}

func fuzzSecretText(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    do {
        switch try SecretText(parsing: text) {
        case .keypair(let keypair):
            guard case .keypair(let again)? = try? SecretText(parsing: keypair.base58SecretKey) else {
                return check(false, "a key's base58 export does not read back")
            }
            check(again.publicKey == keypair.publicKey, "the base58 export reads back as another key")
        case .phrase(let mnemonic):
            check((try? Mnemonic(phrase: mnemonic.phrase)) != nil, "an accepted phrase does not parse again")
        }
    } catch {
        // The error never holds a word of the text (it may be a secret). Compared as bytes: Foundation's
        // `contains` cuts the word at a NUL, so "2\0\0\0\0\0\0\0" was "found" in "…has 2".
        let said = Array(error.description.utf8)
        for word in text.split(whereSeparator: \.isWhitespace) where word.count >= 8 {
            let bytes = Array(word.utf8)
            let found =
                said.count >= bytes.count
                && (0...(said.count - bytes.count)).contains { said[$0..<$0 + bytes.count].elementsEqual(bytes) }
            check(!found, "the error shows the text: \(error.description)")
        }
    }
}
