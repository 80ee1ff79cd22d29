import Foundation
import SolanaCore

/// An account as the node returns it.
public struct AccountInfo: Sendable, Decodable, Equatable {
    /// The account's balance in lamports.
    public let lamports: UInt64
    /// The program that owns the account (the System Program for plain wallets).
    public let owner: PublicKey
    /// The account's data in the encoding asked for.
    public let data: AccountData
    /// Whether the account holds a program that can be invoked.
    public let executable: Bool
    /// u64; often 18446744073709551615 (rent-exempt), kept exactly.
    public let rentEpoch: UInt64
    /// The length of the account's data in bytes; nil when the node omits it (older nodes).
    public let space: UInt64?
}

/// Account data in the encoding asked for.
public enum AccountData: Sendable, Decodable, Equatable {
    /// Raw bytes (base64, base58 or legacy binary encodings).
    case binary([UInt8])
    /// A parsed view (`jsonParsed`): the program name and its JSON.
    case parsed(program: String, parsed: JSONValue, space: UInt64?)

    /// Decodes `[text, encoding]` (base64 or base58), legacy base58 text, or a `jsonParsed` object.
    ///
    /// - Throws: `DecodingError` for invalid or oversized data, or an encoding other than the one asked for.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let limit = DataEncodingPolicy.maxBase58AccountBytes
        if let pair = try? container.decode([String].self), pair.count == 2 {
            try DataEncodingPolicy.check(pair[1], userInfo: decoder.userInfo, codingPath: decoder.codingPath)
            self = .binary(
                try AccountData.decode(
                    pair[0], encoding: pair[1], maxBase58Bytes: limit, codingPath: decoder.codingPath))
            return
        }
        if let legacy = try? container.decode(String.self) {
            // The deprecated "binary" encoding: base58 text without its label.
            try DataEncodingPolicy.check("base58", userInfo: decoder.userInfo, codingPath: decoder.codingPath)
            self = .binary(
                try AccountData.decode(
                    legacy, encoding: "base58", maxBase58Bytes: limit, codingPath: decoder.codingPath))
            return
        }
        struct Parsed: Decodable { let program: String; let parsed: JSONValue; let space: UInt64? }
        let parsed = try container.decode(Parsed.self)
        try DataEncodingPolicy.check("jsonParsed", userInfo: decoder.userInfo, codingPath: decoder.codingPath)
        self = .parsed(program: parsed.program, parsed: parsed.parsed, space: parsed.space)
    }

    /// Decodes `[text, encoding]` data. Base58 is refused beyond `maxBase58Bytes` before any decoding work (a node
    /// that sends megabytes of base58 would otherwise pin a core: the decoding is quadratic).
    static func decode(_ text: String, encoding: String, maxBase58Bytes: Int, codingPath: [any CodingKey]) throws
        -> [UInt8]
    {
        switch encoding {
        case "base64":
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: codingPath, debugDescription: "invalid base64 data"))
            }
            return Array(data)
        case "base58":
            let length = text.utf8.count
            guard length <= DataEncodingPolicy.maxBase58Length(bytes: maxBase58Bytes) else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: codingPath,
                        debugDescription:
                            "base58 data of \(length) characters: more than \(maxBase58Bytes) bytes can be, and nodes send base58 only up to that"
                    ))
            }
            let bytes: [UInt8]
            do { bytes = try Base58Codec.decode(text) } catch {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: codingPath, debugDescription: "invalid base58 data: \(error)"))
            }
            guard bytes.count <= maxBase58Bytes else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: codingPath,
                        debugDescription:
                            "base58 data of \(bytes.count) bytes: nodes send base58 only up to \(maxBase58Bytes) bytes")
                )
            }
            return bytes
        default:
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription:
                        "unsupported data encoding '\(String(encoding.prefix(40)))' (base64+zstd is not requested by this client)"
                ))
        }
    }

    /// The raw bytes, when the data is binary.
    public var bytes: [UInt8]? { if case .binary(let bytes) = self { return bytes } else { return nil } }
}

/// An account with its address (getProgramAccounts, getTokenAccountsByOwner).
public struct KeyedAccount: Sendable, Decodable, Equatable {
    /// The account's address.
    public let pubkey: PublicKey
    /// The account.
    public let account: AccountInfo
}
