import SolanaCore
import SolanaCrypto
import SolanaKeys

/// A secret kept in the keystore: a seed phrase's entropy, an Ed25519 seed or a Solana keypair.
///
/// The bytes stay in `SecretBytes`. For a seed phrase only the entropy is stored, never the BIP39 passphrase.
public struct KeystoreSecret: Sendable, CustomStringConvertible {
    /// The kinds of secret, with their SWKS `secret_type` byte.
    public enum Kind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
        /// BIP39 entropy, 16 to 32 bytes in steps of 4 (12 to 24 words).
        case bip39Entropy = 1
        /// A 32-byte Ed25519 seed.
        case ed25519Seed = 2
        /// A 64-byte Solana keypair: seed ‖ public key (the CLI file's and Phantom's export form).
        case solanaKeypair = 3

        /// The kind in words ("seed phrase", "Ed25519 seed", "Solana keypair").
        public var description: String {
            switch self {
            case .bip39Entropy: return "seed phrase"
            case .ed25519Seed: return "Ed25519 seed"
            case .solanaKeypair: return "Solana keypair"
            }
        }
    }

    /// What the bytes are.
    public let kind: Kind
    /// The secret bytes.
    public let bytes: SecretBytes

    /// A secret of a kind, checked: entropy of 16, 20, 24, 28 or 32 bytes; a 32-byte seed; a 64-byte keypair whose
    /// public half matches its seed.
    /// - Throws: `.invalidSecret` naming what was expected.
    public init(kind: Kind, bytes: SecretBytes) throws(KeystoreError) {
        switch kind {
        case .bip39Entropy:
            guard [16, 20, 24, 28, 32].contains(bytes.count) else {
                throw .invalidSecret("BIP39 entropy is 16, 20, 24, 28 or 32 bytes, got \(bytes.count)")
            }
        case .ed25519Seed:
            guard bytes.count == 32 else { throw .invalidSecret("an Ed25519 seed is 32 bytes, got \(bytes.count)") }
        case .solanaKeypair:
            guard bytes.count == 64 else { throw .invalidSecret("a Solana keypair is 64 bytes, got \(bytes.count)") }
            do { _ = try Keypair(secretKey: bytes.exposedBytes) } catch {
                throw .invalidSecret("the keypair's public half does not match its seed half")
            }
        }
        self.kind = kind
        self.bytes = bytes
    }

    /// The entropy of a seed phrase.
    public init(mnemonic: Mnemonic) {
        var entropy = mnemonic.entropy
        defer { entropy.withUnsafeMutableBytes { secureZero($0) } }
        // A Mnemonic's entropy always has a valid size.
        try! self.init(kind: .bip39Entropy, bytes: SecretBytes(entropy))
    }

    /// A keypair's 64-byte secret.
    public init(keypair: Keypair) {
        // A Keypair's halves always match.
        self.kind = .solanaKeypair
        self.bytes = keypair.secretKey
    }

    /// The seed phrase of BIP39 entropy, in `language`; nil for the other kinds.
    public func mnemonic(language: MnemonicLanguage = .english) -> Mnemonic? {
        guard kind == .bip39Entropy else { return nil }
        var entropy = bytes.exposedBytes
        defer { entropy.withUnsafeMutableBytes { secureZero($0) } }
        return try? Mnemonic(entropy: entropy, language: language)
    }

    /// The signing keypair: the seed's or the keypair's; for a seed phrase, the account that `derivation` and the
    /// BIP39 `passphrase` select.
    public func keypair(
        derivation: KeyDerivation = WalletPreset.phantom.derivation(), passphrase: String = ""
    ) -> Keypair {
        switch kind {
        case .ed25519Seed: return try! Keypair(seed: bytes)
        case .solanaKeypair: return try! Keypair(seed: bytes.withUnsafeBytes { SecretBytes($0[0..<32]) })
        case .bip39Entropy: return Keypair(mnemonic: mnemonic()!, passphrase: passphrase, derivation: derivation)
        }
    }

    /// The number of secret bytes and the kind; never the bytes.
    public var description: String { "KeystoreSecret(\(kind), \(bytes.count) bytes, redacted)" }
}
