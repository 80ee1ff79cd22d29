import SolanaCore
import SolanaKeys

/// The address an entry must unlock to, recorded in the (non-secret) account configuration.
///
/// Checking it after decryption catches a valid keystore file of another key put in place of ours (geth's "no
/// swap attacks" check): the wallet refuses instead of silently switching accounts.
public struct AddressPin: Sendable, Hashable {
    /// The expected address.
    public let publicKey: PublicKey
    /// For seed-phrase entries: the account derivation that gives `publicKey` (the BIP39 passphrase is "").
    public let derivation: KeyDerivation

    /// Pins an entry to `publicKey`; `derivation` is used only for seed-phrase entries.
    public init(_ publicKey: PublicKey, derivation: KeyDerivation = WalletPreset.phantom.derivation()) {
        self.publicKey = publicKey
        self.derivation = derivation
    }

    /// Checks that `secret` is the key of the pinned address.
    /// - Throws: `.keyMismatch` with both addresses.
    public func verify(_ secret: KeystoreSecret) throws(KeystoreError) {
        let found = secret.keypair(derivation: derivation).publicKey
        guard found == publicKey else { throw .keyMismatch(expected: publicKey, found: found) }
    }
}
