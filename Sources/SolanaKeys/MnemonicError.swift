/// Why a seed phrase or its entropy was refused. An invalid phrase is never replaced by anything.
public enum MnemonicError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The phrase does not have 12, 15, 18, 21 or 24 words.
    case wrongWordCount(Int)
    /// A word is in no wordlist (or not in the requested one). `position` counts from 1. The word itself is not
    /// carried: error messages and logs must not hold any part of a seed phrase.
    case unknownWord(position: Int, language: MnemonicLanguage)
    /// Every word is valid but the checksum in the last word does not match: a word or the order is wrong.
    case badChecksum(language: MnemonicLanguage)
    /// Entropy must be 16, 20, 24, 28 or 32 bytes (128–256 bits in steps of 32).
    case invalidEntropyLength(Int)

    /// A one-line explanation for a user.
    public var description: String {
        switch self {
        case .wrongWordCount(let count):
            return "a seed phrase has 12, 15, 18, 21 or 24 words; this one has \(count)"
        case .unknownWord(let position, let language):
            return "word \(position) of the phrase is not in the BIP39 \(language) wordlist; check its spelling"
        case .badChecksum(let language):
            return "the checksum of this \(language) seed phrase does not match: every word is valid, "
                + "so one is wrong (a similar word) or two are swapped"
        case .invalidEntropyLength(let count):
            return "BIP39 entropy is 16, 20, 24, 28 or 32 bytes; got \(count)"
        }
    }
}

/// The number of words in a phrase: 12 (128-bit entropy) to 24 (256-bit).
public enum MnemonicWordCount: Int, CaseIterable, Sendable, Codable {
    /// 12, 15, 18, 21 or 24 words: 128, 160, 192, 224 or 256 bits of entropy.
    case twelve = 12, fifteen = 15, eighteen = 18, twentyOne = 21, twentyFour = 24

    /// Bytes of entropy behind this many words.
    public var entropyByteCount: Int { rawValue * 11 / 33 * 4 }
}
