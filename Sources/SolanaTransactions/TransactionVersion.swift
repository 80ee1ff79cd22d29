/// A transaction's wire version: the one spelling the SDK uses for it (compiling, decoded messages, RPC answers).
///
/// In JSON (RPC answers) it is `"legacy"`, the number `0` or the number `1`; any other value is an error, never a
/// guess.
public enum TransactionVersion: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A legacy message: every account key listed in the message.
    case legacy
    /// A version-0 message: may load accounts through address lookup tables.
    case v0
    /// A version-1 message (SIMD-0385): resource settings in the header, up to 4,096 bytes, no lookup tables.
    case v1

    /// Decodes `"legacy"`, the number 0 or the number 1, as the RPC API writes a transaction's version.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for any other version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            guard text == "legacy" else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown transaction version '\(text.prefix(40))'")
            }
            self = .legacy
            return
        }
        let number = try container.decode(Int.self)
        switch number {
        case 0: self = .v0
        case 1: self = .v1
        default:
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unsupported transaction version \(number) (this SDK reads legacy, 0 and 1)")
        }
    }

    /// Encodes `"legacy"`, the number 0 or the number 1, as the RPC API writes a transaction's version.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .legacy: try container.encode("legacy")
        case .v0: try container.encode(0)
        case .v1: try container.encode(1)
        }
    }

    /// "legacy", "0" or "1", as the Solana CLI and explorers print it.
    public var description: String {
        switch self {
        case .legacy: return "legacy"
        case .v0: return "0"
        case .v1: return "1"
        }
    }
}
