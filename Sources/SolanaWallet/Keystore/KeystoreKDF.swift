import SolanaCrypto

/// The key derivation of keystore files, as a value so that tests can count its runs or replace it.
package struct KeystoreKDF: Sendable {
    /// Derives the 32-byte file key from the password, the file's salt and its parameters.
    package let derive: @Sendable (KeystorePassword, [UInt8], KeystoreParameters) throws(KeystoreError) -> SecretBytes

    package init(
        _ derive:
            @escaping @Sendable (KeystorePassword, [UInt8], KeystoreParameters) throws(KeystoreError) -> SecretBytes
    ) {
        self.derive = derive
    }

    /// Argon2id v1.3 through libsodium with the file's parameters: the only derivation real files use.
    package static let argon2id = KeystoreKDF { password, salt, parameters throws(KeystoreError) in
        do throws(CryptoError) {
            return try Argon2id.deriveKey(
                length: 32, password: password.bytes, salt: salt, opsLimit: UInt64(parameters.opsLimit),
                memLimit: parameters.memLimitBytes)
        } catch {
            throw .keyDerivationFailed(error.description)
        }
    }

    /// Argon2id at t = 1 and 8 KiB whatever the file says: **insecure**, for tests that write hundreds of files
    /// (the kill -9 stress) and must read them back with the same derivation.
    package static let insecureFastForTests = KeystoreKDF { password, salt, _ throws(KeystoreError) in
        do throws(CryptoError) {
            return try Argon2id.deriveKey(length: 32, password: password.bytes, salt: salt, opsLimit: 1, memLimit: 8192)
        } catch {
            throw .keyDerivationFailed(error.description)
        }
    }
}
