import SolanaCore
import SolanaCrypto

extension Keypair {
    /// The keypair of a 64-byte BIP39 seed under a derivation (like solders' `Keypair.from_seed_and_derivation_path`).
    public init(bip39Seed seed: SecretBytes, derivation: KeyDerivation) {
        precondition(seed.count >= 32, "a BIP39 seed is 64 bytes")
        switch derivation {
        case .path(let path):
            // A derived private key is always a valid 32-byte Ed25519 seed.
            try! self.init(seed: SLIP10.derive(seed: seed, path: path).privateKey)
        case .seedPrefix:
            try! self.init(seed: seed.withUnsafeBytes { SecretBytes($0[0..<32]) })
        }
    }

    /// The keypair of a seed phrase, its passphrase ("" for none) and a derivation.
    public init(mnemonic: Mnemonic, passphrase: String = "", derivation: KeyDerivation) {
        self.init(bip39Seed: mnemonic.seed(passphrase: passphrase), derivation: derivation)
    }

    /// The keypair of a seed phrase, validated first (an invalid phrase is an error, never another wallet).
    public init(phrase: String, passphrase: String = "", derivation: KeyDerivation) throws(MnemonicError) {
        self.init(mnemonic: try Mnemonic(phrase: phrase), passphrase: passphrase, derivation: derivation)
    }

    /// The keypair of a seed phrase in a wallet's scheme, e.g. `.phantom` account 0.
    public init(phrase: String, passphrase: String = "", preset: WalletPreset, account: UInt32 = 0)
        throws(MnemonicError)
    {
        try self.init(phrase: phrase, passphrase: passphrase, derivation: preset.derivation(account: account))
    }
}
