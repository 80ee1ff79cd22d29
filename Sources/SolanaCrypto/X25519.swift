import CSodium

/// An X25519 key pair for Diffie-Hellman key agreement (the deeplink wallets' per-session keys).
public struct X25519KeyPair: Sendable {
    /// The size of a public or secret key in bytes.
    public static let keyLength = 32

    /// The 32-byte public key, shared with the peer.
    public let publicKey: [UInt8]
    /// The 32-byte secret scalar.
    public let secretKey: SecretBytes

    /// A fresh key pair from secure random.
    public static func generate() -> X25519KeyPair {
        Sodium.ensureReady()
        var publicKey = [UInt8](repeating: 0, count: keyLength)
        let secret = SecretBytes(count: keyLength) { sk in
            publicKey.withUnsafeMutableBufferPointer { pk in
                _ = crypto_box_keypair(pk.baseAddress!, sk.baseAddress!.assumingMemoryBound(to: UInt8.self))
            }
        }
        return X25519KeyPair(publicKey: publicKey, secretKey: secret)
    }

    /// The key pair of a known 32-byte secret.
    public init(secretKey: [UInt8]) throws(CryptoError) {
        try requireLength("X25519 secret key", secretKey.count, Self.keyLength)
        Sodium.ensureReady()
        var publicKey = [UInt8](repeating: 0, count: Self.keyLength)
        secretKey.withUnsafeBufferPointer { sk in
            publicKey.withUnsafeMutableBufferPointer { pk in
                _ = crypto_scalarmult_base(pk.baseAddress!, sk.baseAddress!)
            }
        }
        self.init(publicKey: publicKey, secretKey: SecretBytes(secretKey))
    }

    private init(publicKey: [UInt8], secretKey: SecretBytes) {
        self.publicKey = publicKey
        self.secretKey = secretKey
    }

    /// The raw X25519 shared point with a peer (not a key by itself: NaCl box hashes it with HSalsa20).
    public func sharedSecret(with peerPublicKey: [UInt8]) throws(CryptoError) -> SecretBytes {
        try requireLength("X25519 public key", peerPublicKey.count, Self.keyLength)
        var failed = false
        let shared = SecretBytes(count: Self.keyLength) { out in
            secretKey.withUnsafeBytes { sk in
                failed =
                    crypto_scalarmult(
                        out.baseAddress!.assumingMemoryBound(to: UInt8.self),
                        sk.baseAddress!.assumingMemoryBound(to: UInt8.self), peerPublicKey) != 0
            }
        }
        if failed { throw .weakPublicKey }
        return shared
    }
}
