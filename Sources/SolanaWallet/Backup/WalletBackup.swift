import Foundation
import SolanaCore
import SolanaCrypto
import SolanaKeys

/// The SWBK v1 backup file: every wallet of a home — its public records and its secret — in one file, encrypted
/// like a keystore entry (Argon2id → XChaCha20-Poly1305, every header byte authenticated).
///
/// ```
/// header (60 bytes, the SWKS layout): "SWBK", version 1, kdf 1, aead 1, flags 0, opslimit, memlimit, salt (16),
///                                      nonce (24), ct_len (LE) = the rest of the file
/// plaintext:  u32 LE  n, the length of the metadata
///             n       metadata, JSON: {"version":1,"createdAt":…,"wallets":[{"wallet":…,"accounts":[…]}]}
///             per wallet, in the metadata's order: u8 secret type, u8 length, the secret's bytes
/// ```
/// The metadata is public data (names, addresses, labels); the secrets follow it in binary so that they stay in
/// `SecretBytes` (zeroed after use) and never pass through a JSON string.
public enum WalletBackup {
    /// `SWBK`.
    public static let magic: [UInt8] = [0x53, 0x57, 0x42, 0x4B]
    /// The format version written and read.
    public static let formatVersion: UInt8 = 1
    /// Files larger than this are refused before reading (a backup of 1,000 wallets is far smaller).
    public static let maximumFileSize = 4 << 20
    /// At most this many wallets, and accounts per wallet, in one backup.
    public static let maximumWallets = 1_000
    /// At most this many accounts per wallet in one backup.
    public static let maximumAccountsPerWallet = 1_000

    /// One wallet of a backup.
    public struct Wallet: Sendable {
        /// The wallet's public record (name, kind, preset, creation date).
        public let record: WalletRecord
        /// The wallet's accounts, with their addresses, derivations and labels.
        public let accounts: [AccountRecord]
        /// The wallet's secret (seed phrase entropy, Ed25519 seed or keypair), kept in `SecretBytes`.
        public let secret: KeystoreSecret

        /// A wallet of a backup: its record, its accounts and its secret.
        public init(record: WalletRecord, accounts: [AccountRecord], secret: KeystoreSecret) {
            self.record = record
            self.accounts = accounts
            self.secret = secret
        }

        /// Checks the wallet on its own: a valid id, at least one account, each number once, and the secret
        /// deriving each account's address (a key wallet: one account, number 0; a phrase wallet: a phrase's
        /// entropy, accounts derived under its preset, only number 0 under a preset without accounts).
        func check() throws(BackupProblem) {
            let name = record.name
            guard KeystoreIdentifier.isValid(record.id) else { throw .invalidID(record.id, wallet: name) }
            guard !accounts.isEmpty else { throw .noAccounts(wallet: name) }
            var numbers = Set<Int>()
            for account in accounts {
                guard account.walletID == record.id else {
                    throw .inconsistentWallet(wallet: name, reason: "it lists an account of wallet \(account.walletID)")
                }
                guard numbers.insert(account.number).inserted else {
                    throw .duplicateAccount(account.number, wallet: name)
                }
                let derived: PublicKey
                switch record.kind {
                case .key:
                    guard account.number == 0, secret.kind != .bip39Entropy else {
                        throw .inconsistentWallet(
                            wallet: name, reason: "a wallet of one key has one account, number 0, and holds a key")
                    }
                    derived = secret.keypair().publicKey
                case .phrase:
                    guard secret.kind == .bip39Entropy, account.number >= 0, account.number < Int(Int32.max) else {
                        throw .inconsistentWallet(
                            wallet: name, reason: "a phrase wallet holds a seed phrase and numbers its accounts from 0")
                    }
                    let preset = record.preset ?? .phantom
                    guard preset.hasAccounts || account.number == 0 else {
                        throw .inconsistentWallet(
                            wallet: name, reason: "preset \(preset.name) derives one account, number 0")
                    }
                    derived = secret.keypair(derivation: preset.derivation(account: UInt32(account.number))).publicKey
                }
                guard derived == account.address else {
                    throw .secretMismatch(
                        wallet: name, account: account.number, expected: account.address, derived: derived)
                }
            }
        }
    }

    /// What a backup holds.
    public struct Content: Sendable {
        /// When the backup was made.
        public let createdAt: Date
        /// The wallets, in the order they are written.
        public let wallets: [Wallet]

        /// A backup's content: its creation date and its wallets.
        public init(createdAt: Date, wallets: [Wallet]) {
            self.createdAt = createdAt
            self.wallets = wallets
        }

        /// Checks the backup whole, before anything of it is written: unique wallet ids (each names a keystore entry)
        /// and names, at least one account per wallet, each account number once in its wallet, and each wallet's
        /// secret deriving every address listed for it.
        /// - Throws: the first `BackupProblem` found.
        public func check() throws(BackupProblem) {
            var names: [String: [String]] = [:]
            for wallet in wallets {
                names[wallet.record.id, default: []].append(wallet.record.name)
            }
            for wallet in wallets {
                if let shared = names[wallet.record.id], shared.count > 1 {
                    throw .duplicateID(wallet.record.id, wallets: shared)
                }
                if wallets.filter({ $0.record.name == wallet.record.name }).count > 1 {
                    throw .duplicateName(wallet.record.name)
                }
                try wallet.check()
            }
        }
    }

    private struct Metadata: Codable {
        struct Entry: Codable {
            let wallet: WalletRecord
            let accounts: [AccountRecord]
        }
        let version: Int
        let createdAt: Date
        let wallets: [Entry]
    }

    // MARK: Writing

    /// Encrypts `content` under `password` with a fresh salt and nonce; returns the file's bytes.
    /// - Throws: `.keyDerivationFailed` when Argon2id cannot run, `.invalidSecret` beyond the size limits.
    public static func seal(
        _ content: Content, password: KeystorePassword, parameters: KeystoreParameters = .moderate
    ) throws(KeystoreError) -> [UInt8] {
        try seal(content, password: password, parameters: parameters, kdf: .argon2id)
    }

    package static func seal(
        _ content: Content, password: KeystorePassword, parameters: KeystoreParameters, kdf: KeystoreKDF
    ) throws(KeystoreError) -> [UInt8] {
        guard content.wallets.count <= maximumWallets,
            content.wallets.allSatisfy({ $0.accounts.count <= maximumAccountsPerWallet })
        else {
            throw .invalidSecret(
                "a backup holds at most \(maximumWallets) wallets of \(maximumAccountsPerWallet) accounts")
        }
        let plaintext = try plaintext(of: content)
        guard headerLength + plaintext.count + XChaCha20Poly1305.tagLength <= maximumFileSize else {
            throw .invalidSecret("the backup would exceed \(maximumFileSize) bytes")
        }
        let salt = SecureRandom.bytes(Argon2id.saltLength)
        let nonce = XChaCha20Poly1305.randomNonce()
        let key = try kdf.derive(password, salt, parameters)
        let header = KeystoreFile.Header(
            formatVersion: formatVersion, kdf: KeystoreFile.argon2idKDF, parameters: parameters, salt: salt,
            nonce: nonce
        ).bytes(magic: magic, ciphertextLength: plaintext.count + XChaCha20Poly1305.tagLength)
        do {
            return header + (try XChaCha20Poly1305(key: key).seal(plaintext, nonce: nonce, associatedData: header))
        } catch {
            preconditionFailure("XChaCha20-Poly1305 refused checked sizes: \(error)")
        }
    }

    /// The plaintext of a backup: the metadata's length and JSON, then each wallet's secret.
    package static func plaintext(of content: Content) throws(KeystoreError) -> SecretBytes {
        let metadata = Metadata(
            version: Int(formatVersion), createdAt: content.createdAt,
            wallets: content.wallets.map { Metadata.Entry(wallet: $0.record, accounts: $0.accounts) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json: [UInt8]
        do { json = Array(try encoder.encode(metadata)) } catch {
            throw .invalidSecret("the wallet records could not be encoded: \(error)")
        }
        let secretsLength = content.wallets.reduce(0) { $0 + 2 + $1.secret.bytes.count }
        let plaintext = SecretBytes(count: 4 + json.count + secretsLength) { out in
            var offset = 0
            for byte in littleEndian(UInt32(json.count)) + json {
                out[offset] = byte
                offset += 1
            }
            for wallet in content.wallets {
                out[offset] = wallet.secret.kind.rawValue
                out[offset + 1] = UInt8(wallet.secret.bytes.count)
                offset += 2
                wallet.secret.bytes.withUnsafeBytes { source in
                    UnsafeMutableRawBufferPointer(rebasing: out[offset..<(offset + source.count)]).copyMemory(
                        from: source)
                    offset += source.count
                }
            }
        }
        return plaintext
    }

    // MARK: Reading

    /// Validates the header (before deriving any key), derives the key, authenticates and decrypts, then checks
    /// the plaintext: the metadata's JSON, one secret per wallet of a valid type and size, nothing left over.
    /// - Throws: `.malformed` / `.unsupportedVersion` for a file that is not a valid SWBK v1 backup,
    ///   `.authenticationFailed` for a wrong password or a damaged file.
    public static func open(_ file: [UInt8], password: KeystorePassword) throws(KeystoreError) -> Content {
        try open(file, password: password, kdf: .argon2id)
    }

    package static func open(
        _ file: [UInt8], password: KeystorePassword, kdf: KeystoreKDF
    ) throws(KeystoreError) -> Content {
        guard file.count <= maximumFileSize else {
            throw .malformed("\(file.count) bytes, more than a backup's \(maximumFileSize)")
        }
        if file.count >= 5, Array(file[0..<4]) == magic, file[4] != formatVersion {
            throw .unsupportedVersion(file[4])
        }
        let header = try KeystoreFile.parseHeader(
            file, magic: magic, kind: "a solwallet backup",
            ciphertextLengths: (XChaCha20Poly1305.tagLength + 4)...Int.max
        )
        let key = try kdf.derive(password, header.salt, header.parameters)
        let plaintext: SecretBytes
        do {
            plaintext = try XChaCha20Poly1305(key: key).open(
                Array(file[headerLength...]), nonce: header.nonce, associatedData: Array(file[0..<headerLength]))
        } catch {
            throw .authenticationFailed
        }
        return try parsePlaintext(plaintext)
    }

    static let headerLength = KeystoreFile.headerLength

    /// Parses a decrypted plaintext (also the fuzz target's entry point).
    package static func parsePlaintext(_ plaintext: SecretBytes) throws(KeystoreError) -> Content {
        let parsed: Result<Content, KeystoreError> = plaintext.withUnsafeBytes { bytes in
            guard bytes.count >= 4 else { return .failure(.malformed("\(bytes.count) plaintext bytes, fewer than 4")) }
            let jsonLength = Int(
                UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24)
            guard jsonLength <= bytes.count - 4 else {
                return .failure(.malformed("metadata length \(jsonLength) exceeds the \(bytes.count - 4) bytes left"))
            }
            let metadata: Metadata
            do {
                metadata = try JSONDecoder().decode(Metadata.self, from: Data(bytes[4..<(4 + jsonLength)]))
            } catch {
                return .failure(.malformed("the wallet records do not decode: \(error)"))
            }
            guard metadata.version == Int(formatVersion) else {
                return .failure(.malformed("metadata version \(metadata.version), expected \(formatVersion)"))
            }
            guard metadata.wallets.count <= maximumWallets,
                metadata.wallets.allSatisfy({ $0.accounts.count <= maximumAccountsPerWallet })
            else {
                return .failure(.malformed("more than \(maximumWallets) wallets or accounts per wallet"))
            }
            var offset = 4 + jsonLength
            var wallets: [Wallet] = []
            for entry in metadata.wallets {
                guard offset + 2 <= bytes.count else {
                    return .failure(.malformed("the secret of wallet '\(entry.wallet.name)' is missing"))
                }
                guard let kind = KeystoreSecret.Kind(rawValue: bytes[offset]) else {
                    return .failure(.malformed("unknown secret type \(bytes[offset])"))
                }
                let length = Int(bytes[offset + 1])
                offset += 2
                guard offset + length <= bytes.count else {
                    return .failure(.malformed("the secret of wallet '\(entry.wallet.name)' is cut short"))
                }
                let secret: KeystoreSecret
                do {
                    secret = try KeystoreSecret(kind: kind, bytes: SecretBytes(bytes[offset..<(offset + length)]))
                } catch {
                    return .failure(.malformed("wallet '\(entry.wallet.name)': \(error)"))
                }
                offset += length
                guard entry.accounts.allSatisfy({ $0.walletID == entry.wallet.id }) else {
                    return .failure(.malformed("wallet '\(entry.wallet.name)' lists accounts of another wallet"))
                }
                wallets.append(Wallet(record: entry.wallet, accounts: entry.accounts, secret: secret))
            }
            guard offset == bytes.count else {
                return .failure(.malformed("\(bytes.count - offset) bytes after the last secret"))
            }
            return .success(Content(createdAt: metadata.createdAt, wallets: wallets))
        }
        return try parsed.get()
    }
}
