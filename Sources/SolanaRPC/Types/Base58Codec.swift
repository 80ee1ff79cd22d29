import Base58

/// Base58 for this module (re-exported name to keep `Base58` out of public signatures).
enum Base58Codec {
    static func decode(_ text: String) throws -> [UInt8] { try Base58.decode(text) }
    static func encode(_ bytes: [UInt8]) -> String { Base58.encode(bytes) }
}
