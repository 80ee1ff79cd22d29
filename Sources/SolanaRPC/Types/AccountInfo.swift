import Foundation
import SolanaCore

/// An account as the node returns it.
public struct AccountInfo: Sendable, Decodable, Equatable {
    public let lamports: UInt64
    public let owner: PublicKey
    public let data: AccountData
    public let executable: Bool
    /// u64; often 18446744073709551615 (rent-exempt), kept exactly.
    public let rentEpoch: UInt64
    public let space: UInt64?
}

/// Account data in the encoding asked for.
public enum AccountData: Sendable, Decodable, Equatable {
    /// Raw bytes (base64, base58 or legacy binary encodings).
    case binary([UInt8])
    /// A parsed view (`jsonParsed`): the program name and its JSON.
    case parsed(program: String, parsed: JSONValue, space: UInt64?)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let pair = try? container.decode([String].self), pair.count == 2 {
            self = .binary(try AccountData.decode(pair[0], encoding: pair[1], codingPath: decoder.codingPath))
            return
        }
        if let legacy = try? container.decode(String.self) {
            self = .binary(try AccountData.decode(legacy, encoding: "base58", codingPath: decoder.codingPath))
            return
        }
        struct Parsed: Decodable { let program: String; let parsed: JSONValue; let space: UInt64? }
        let parsed = try container.decode(Parsed.self)
        self = .parsed(program: parsed.program, parsed: parsed.parsed, space: parsed.space)
    }

    static func decode(_ text: String, encoding: String, codingPath: [any CodingKey]) throws -> [UInt8] {
        switch encoding {
        case "base64":
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "invalid base64 account data"))
            }
            return Array(data)
        case "base58":
            do { return try Base58Codec.decode(text) } catch {
                throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "invalid base58 account data: \(error)"))
            }
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "unsupported data encoding '\(encoding)' (base64+zstd is not requested by this client)"))
        }
    }

    /// The raw bytes, when the data is binary.
    public var bytes: [UInt8]? { if case .binary(let bytes) = self { return bytes } else { return nil } }
}

/// An account with its address (getProgramAccounts, getTokenAccountsByOwner).
public struct KeyedAccount: Sendable, Decodable, Equatable {
    public let pubkey: PublicKey
    public let account: AccountInfo
}
