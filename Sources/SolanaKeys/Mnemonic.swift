import Foundation
import SolanaCrypto

/// A BIP39 seed phrase: 12–24 words from one official wordlist, the last of which carries a checksum.
///
/// `description` never shows the words; use `phrase` when the user asks to see them.
public struct Mnemonic: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The words, spelled as in the official list.
    public let words: [String]
    /// The list they come from.
    public let language: MnemonicLanguage

    /// The phrase from entropy (16, 20, 24, 28 or 32 bytes): the entropy, then its SHA-256 checksum bits, as 11-bit word indices.
    public init(entropy: [UInt8], language: MnemonicLanguage = .english) throws(MnemonicError) {
        guard [16, 20, 24, 28, 32].contains(entropy.count) else { throw .invalidEntropyLength(entropy.count) }
        let list = Wordlist.of(language)
        let checksumBits = entropy.count / 4
        let hash = SHA256Hash.hash(entropy)
        var bits = entropy
        bits.append(hash[0])  // at most 8 checksum bits are needed
        let wordCount = (entropy.count * 8 + checksumBits) / 11
        var words: [String] = []
        words.reserveCapacity(wordCount)
        for w in 0..<wordCount {
            var index = 0
            for b in 0..<11 {
                let bit = w * 11 + b
                index = index << 1 | Int(bits[bit / 8] >> (7 - UInt8(bit % 8)) & 1)
            }
            words.append(list.words[index])
        }
        self.words = words
        self.language = language
    }

    /// A new phrase from the operating system's secure random generator.
    public static func generate(wordCount: MnemonicWordCount = .twelve, language: MnemonicLanguage = .english)
        -> Mnemonic
    {
        var entropy = SecureRandom.bytes(wordCount.entropyByteCount)
        defer { entropy.withUnsafeMutableBytes { secureZero($0) } }
        // The entropy length is one of the five valid ones by construction.
        return try! Mnemonic(entropy: entropy, language: language)
    }

    /// Parses and validates a phrase; the language is detected unless given.
    ///
    /// Words may be separated by any run of whitespace (ASCII, U+3000…) and compared after NFKD
    /// normalisation and lowercasing. Phrases whose words fit several lists (English and French share some
    /// words, Chinese simplified and traditional share many characters) take the first list, in
    /// `MnemonicLanguage.allCases` order, whose checksum matches.
    /// - Throws: `.wrongWordCount`, `.unknownWord` (with its 1-based position, never the word) or `.badChecksum`.
    public init(phrase: String, language: MnemonicLanguage? = nil) throws(MnemonicError) {
        let typed = Mnemonic.splitWords(phrase)
        guard MnemonicWordCount(rawValue: typed.count) != nil else { throw .wrongWordCount(typed.count) }
        let normalized = typed.map { $0.nfkd.lowercased() }
        let candidates = language.map { [$0] } ?? MnemonicLanguage.allCases
        var fullMatches: [(MnemonicLanguage, [Int])] = []
        var best: (language: MnemonicLanguage, known: Int)? = nil
        for candidate in candidates {
            let list = Wordlist.of(candidate)
            var indices: [Int] = []
            indices.reserveCapacity(normalized.count)
            var known = 0
            for word in normalized {
                if let index = list.index(normalized: word) { indices.append(index); known += 1 }
            }
            if known == normalized.count { fullMatches.append((candidate, indices)) }
            if best == nil || known > best!.known { best = (candidate, known) }
            // English is by far the most common; skip loading other lists when it matches.
            if language == nil && candidate == .english && known == normalized.count
                && Mnemonic.checksumMatches(indices)
            {
                break
            }
        }
        guard !fullMatches.isEmpty else {
            // Report the first unknown word in the list that recognises most of the phrase.
            let list = Wordlist.of(best!.language)
            let position = normalized.firstIndex { list.index(normalized: $0) == nil }!
            // The position only: the word (or words near it) would put part of the secret into logs and --json output.
            throw .unknownWord(position: position + 1, language: list.language)
        }
        for (candidate, indices) in fullMatches where Mnemonic.checksumMatches(indices) {
            let list = Wordlist.of(candidate)
            self.words = indices.map { list.words[$0] }
            self.language = candidate
            return
        }
        throw .badChecksum(language: fullMatches[0].0)
    }

    /// Whether a phrase is valid (right length, known words, matching checksum).
    public static func isValid(_ phrase: String, language: MnemonicLanguage? = nil) -> Bool {
        (try? Mnemonic(phrase: phrase, language: language)) != nil
    }

    /// The phrase as shown to the user: words joined by a space (U+3000 for Japanese).
    public var phrase: String { words.joined(separator: language.separator) }

    /// The entropy the phrase encodes (16–32 bytes).
    public var entropy: [UInt8] {
        let list = Wordlist.of(language)
        let indices = words.map { list.index(of: $0)! }
        return Mnemonic.unpack(indices).entropy
    }

    /// The 64-byte BIP39 seed: PBKDF2-HMAC-SHA512(NFKD(phrase), "mnemonic" + NFKD(passphrase), 2048 rounds).
    ///
    /// The passphrase is used as given (after NFKD), so "TREZOR" and "trezor" give different wallets.
    public func seed(passphrase: String = "") -> SecretBytes {
        Mnemonic.seed(normalizedPhrase: words.map(\.nfkd).joined(separator: " "), passphrase: passphrase)
    }

    /// The BIP39 seed of any text, without validating it as a phrase (for callers that validated already,
    /// and for the "skip validation" escape hatch of tools). Whitespace runs collapse to one space first,
    /// as solana-keygen does.
    public static func seed(unvalidatedPhrase phrase: String, passphrase: String = "") -> SecretBytes {
        seed(normalizedPhrase: splitWords(phrase.nfkd).joined(separator: " "), passphrase: passphrase)
    }

    private static func seed(normalizedPhrase: String, passphrase: String) -> SecretBytes {
        var password = Array(normalizedPhrase.utf8)
        defer { password.withUnsafeMutableBytes { secureZero($0) } }
        var salt = Array(("mnemonic" + passphrase).nfkd.utf8)
        defer { salt.withUnsafeMutableBytes { secureZero($0) } }
        // 2048 rounds, as BIP39 fixes.
        var seed = [UInt8](repeating: 0, count: 64)
        defer { seed.withUnsafeMutableBytes { secureZero($0) } }
        password.withUnsafeBytes { password in
            salt.withUnsafeBytes { salt in
                seed.withUnsafeMutableBytes {
                    SHA512Hash.pbkdf2(password: password, salt: salt, rounds: 2048, into: $0)
                }
            }
        }
        return seed.withUnsafeBytes { SecretBytes($0) }
    }

    /// Splits on any run of Unicode whitespace (including U+3000).
    static func splitWords(_ phrase: String) -> [String] {
        // ASCII text (most phrases) splits on bytes; anything else by Unicode characters.
        if phrase.utf8.allSatisfy({ $0 < 0x80 }) {
            return phrase.utf8.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) })
                .map { String(decoding: $0, as: UTF8.self) }
        }
        return phrase.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }

    /// Whether the checksum bits at the end of `indices` match the entropy before them.
    static func checksumMatches(_ indices: [Int]) -> Bool {
        let (entropy, checksum) = unpack(indices)
        let checksumBits = entropy.count / 4
        let expected = SHA256Hash.hash(entropy)[0] >> (8 - UInt8(checksumBits))
        return checksum == expected
    }

    /// Splits 11-bit indices into entropy bytes and the trailing checksum bits.
    static func unpack(_ indices: [Int]) -> (entropy: [UInt8], checksum: UInt8) {
        let totalBits = indices.count * 11
        let checksumBits = totalBits / 33
        let entropyBytes = (totalBits - checksumBits) / 8
        var bytes = [UInt8](repeating: 0, count: (totalBits + 7) / 8)
        for (w, index) in indices.enumerated() {
            for b in 0..<11 where index >> (10 - b) & 1 == 1 {
                let bit = w * 11 + b
                bytes[bit / 8] |= 0x80 >> UInt8(bit % 8)
            }
        }
        let checksum = bytes[entropyBytes] >> (8 - UInt8(checksumBits))
        return (Array(bytes[0..<entropyBytes]), checksum)
    }

    /// The word count and language only; the words are never shown.
    public var description: String { "Mnemonic(\(words.count) \(language) words, redacted)" }
    /// The same as `description`: the words are never shown.
    public var debugDescription: String { description }
}
