import Foundation

/// The encodings a call asked for, so that data in any other encoding is refused while decoding, and the limits
/// that keep a node's answer from costing unbounded work.
///
/// A node chooses what it sends; a client that takes base58 where it asked for base64, or megabytes of base58 where
/// Agave never sends more than 128 bytes, lets a hostile node pin a core (base58 decoding is quadratic).
enum DataEncodingPolicy {
    /// `decoder.userInfo[key]` holds the `Set<String>` of encodings the answer may use.
    static let key = CodingUserInfoKey(rawValue: "solana.acceptedDataEncodings")!

    /// Agave refuses to encode more than 128 bytes of account data as base58 (`MAX_BASE58_BYTES`).
    static let maxBase58AccountBytes = 128
    /// A transaction is at most one packet (1,232 bytes).
    static let maxTransactionBytes = 1_232
    /// Return data is at most 1,024 bytes (`MAX_RETURN_DATA`).
    static let maxReturnDataBytes = 1_024

    /// What an answer may carry when `requested` was asked for: `jsonParsed` falls back to base64 for accounts no
    /// parser knows (as Agave does).
    static func accepted(forRequested requested: String) -> Set<String> {
        requested == "jsonParsed" ? ["jsonParsed", "base64"] : [requested]
    }

    /// The userInfo for decoding an answer to calls that asked for `requested` encodings (none: no check).
    static func userInfo(_ requested: some Sequence<String>) -> [CodingUserInfoKey: any Sendable] {
        let accepted = requested.reduce(into: Set<String>()) { $0.formUnion(Self.accepted(forRequested: $1)) }
        return accepted.isEmpty ? [:] : [key: accepted]
    }

    /// Throws unless `encoding` is one the call asked for (no check when the decoder carries none).
    static func check(_ encoding: String, userInfo: [CodingUserInfoKey: Any], codingPath: [any CodingKey]) throws {
        guard let accepted = userInfo[key] as? Set<String>, !accepted.contains(encoding) else { return }
        let asked = accepted.sorted().joined(separator: " or ")
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: codingPath,
                debugDescription: "the node answered in '\(encoding)', but \(asked) was asked for"))
    }

    /// The longest base58 text `bytes` bytes can encode to (each byte is at most log(256)/log(58) < 1.37 digits).
    static func maxBase58Length(bytes: Int) -> Int { bytes * 137 / 100 + 1 }
}
