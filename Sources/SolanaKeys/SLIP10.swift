import SolanaCrypto

/// SLIP-0010 hierarchical derivation for Ed25519 (hardened only), the scheme every Solana wallet uses.
///
/// Master: I = HMAC-SHA512(key "ed25519 seed", seed); child: I = HMAC-SHA512(chain code, 0x00 ‖ key ‖ ser32(i + 2^31)).
/// The left half of I is the 32-byte Ed25519 seed, the right half the chain code.
public enum SLIP10 {
    /// A derived node: the 32-byte Ed25519 private key (seed) and its 32-byte chain code.
    public struct Node: Sendable {
        /// The Ed25519 private key (an RFC 8032 seed).
        public let privateKey: SecretBytes
        /// The chain code, needed to derive children.
        public let chainCode: SecretBytes
    }

    private static let masterKey = Array("ed25519 seed".utf8)

    /// The master node of a BIP39 seed (or any 16–64 byte seed, as in the SLIP-0010 vectors).
    public static func master(seed: SecretBytes) -> Node {
        seed.withUnsafeBytes { seed in masterKey.withUnsafeBytes { key in mac(seed, key: key) } }
    }

    /// The hardened child `index'` (index below 2^31) of a node.
    public static func child(of node: Node, index: UInt32) -> Node {
        precondition(
            index < DerivationPath.hardenedOffset, "SLIP-0010 Ed25519: index must be below 2^31 (always hardened)")
        var data = [UInt8](repeating: 0, count: 37)
        node.privateKey.withUnsafeBytes { key in
            data.withUnsafeMutableBytes { d in
                d.baseAddress!.advanced(by: 1).copyMemory(from: key.baseAddress!, byteCount: 32)
            }
        }
        let hardened = index | DerivationPath.hardenedOffset
        data[33] = UInt8(hardened >> 24); data[34] = UInt8(hardened >> 16 & 0xff)
        data[35] = UInt8(hardened >> 8 & 0xff); data[36] = UInt8(hardened & 0xff)
        defer { data.withUnsafeMutableBytes { secureZero($0) } }
        return data.withUnsafeBytes { message in node.chainCode.withUnsafeBytes { key in mac(message, key: key) } }
    }

    /// The node at `path` below the master node of `seed`.
    public static func derive(seed: SecretBytes, path: DerivationPath) -> Node {
        var node = master(seed: seed)
        for index in path.indices { node = child(of: node, index: index) }
        return node
    }

    /// I = HMAC-SHA512(key, message), split into the node's key (left half) and chain code (right half); the 64
    /// bytes of I are cleared.
    private static func mac(_ message: UnsafeRawBufferPointer, key: UnsafeRawBufferPointer) -> Node {
        var output = [UInt8](repeating: 0, count: HMACSHA512.length)
        defer { output.withUnsafeMutableBytes { secureZero($0) } }
        output.withUnsafeMutableBytes { HMACSHA512.authenticate(message, key: key, into: $0) }
        return Node(privateKey: SecretBytes(output[0..<32]), chainCode: SecretBytes(output[32..<64]))
    }
}
