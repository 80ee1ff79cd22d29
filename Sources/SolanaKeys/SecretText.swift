import Foundation
import SolanaCore
import SolanaCrypto

/// A secret as someone pastes or scans it, told apart by its form: a seed phrase (words), a keypair file's JSON
/// array (`[n, n, …]`, 64 numbers), or a base58 64-byte secret key (Phantom's "Export private key").
public enum SecretText: Sendable {
    /// A BIP-39 seed phrase.
    case phrase(Mnemonic)
    /// One key: from a keypair's JSON array or a base58 secret key.
    case keypair(Keypair)

    /// The most characters a secret's text may have (a 24-word phrase in any wordlist is well under it).
    public static let maxLength = 1_024

    /// Reads `text` (surrounding whitespace ignored): a JSON array is a keypair file's, text with a space is a seed
    /// phrase, anything else a base58 secret key. No error holds the text or a part of it (it is a secret).
    public init(parsing text: String) throws(SecretTextError) {
        guard text.utf8.count <= Self.maxLength else { throw .tooLong(limit: Self.maxLength) }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { throw .empty }
        if trimmed.hasPrefix("[") {
            var bytes: [UInt8]
            do { bytes = try KeypairFile.parse(Data(trimmed.utf8)) } catch { throw .notAKeypairArray }
            defer { bytes.withUnsafeMutableBytes { secureZero($0) } }
            do { self = .keypair(try Keypair(secretKey: bytes)) } catch { throw .notAKeypairArray }
            return
        }
        if trimmed.unicodeScalars.contains(where: { CharacterSet.whitespacesAndNewlines.contains($0) }) {
            do { self = .phrase(try Mnemonic(phrase: trimmed)) } catch { throw .invalidPhrase(error) }
            return
        }
        do { self = .keypair(try Keypair(base58SecretKey: trimmed)) } catch { throw .unrecognized }
    }
}

/// Why a secret's text was not read; never holds the text.
public enum SecretTextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing but whitespace.
    case empty
    /// Longer than any secret.
    case tooLong(limit: Int)
    /// A JSON array that is not a keypair's 64 numbers (or whose public half does not match).
    case notAKeypairArray
    /// Words that are not a valid seed phrase.
    case invalidPhrase(MnemonicError)
    /// Neither a seed phrase, a keypair's JSON array nor a base58 64-byte secret key.
    case unrecognized

    /// The reason in one sentence.
    public var description: String {
        switch self {
        case .empty: return "no secret was given"
        case .tooLong(let limit): return "longer than \(limit) characters: not a seed phrase or a secret key"
        case .notAKeypairArray: return "a JSON array that is not a keypair (64 numbers 0–255, the key matching)"
        case .invalidPhrase(let error): return "the words are not a valid seed phrase: \(error)"
        case .unrecognized: return "neither a seed phrase, a base58 secret key nor a keypair's JSON"
        }
    }
}
