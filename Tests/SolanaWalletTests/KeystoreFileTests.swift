import Foundation
import SolanaCore
import SolanaCrypto
import SolanaKeys
import TestSupport
import Testing

@testable import SolanaWallet

/// SWKS v1 (docs/keystore-and-payments.md §1.5, tests §1.8 #1–#9): the known-answer vector, round trips, wrong
/// passwords, every byte flipped, truncation, extension, parameter DoS, the header as associated data, uniqueness,
/// and interop with an independent Python implementation.
@Suite struct KeystoreFileTests {
    static let katPassword = KeystorePassword("correct horse battery staple")
    static let katSeed = "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"
    static let katHeader =
        "53574b5301010100" + "02000000" + "00000100" + "000102030405060708090a0b0c0d0e0f"
        + "101112131415161718191a1b1c1d1e1f2021222324252627" + "70000000"
    static let katCiphertext =
        "656c1d8c878a5c6a341d07ac7cfd6555c7a2c1c1380bd3fb5af5834e83c6ec587c31541c96a3daf16efb76204e662597"
        + "f1d25f2d69ad00949a35def5bc9bc2cbf0f074c09f5a1d404451e4ad7214c7f34bdf2c97a7b0c119cc11e902582978ed"
        + "cb7f27bc92222294d8a40d5fc253dd36"
    static let katKey = "c05ce4c4dd7e0e45ee6011cc59d068ade47df1b01fc0cf9cd4678bdf68a5b7b0"
    static var katFile: [UInt8] { [UInt8](hex: katHeader + katCiphertext) }

    // MARK: #1 known answer

    @Test func knownAnswerVectorDecryptsAndReencryptsToTheSameBytes() throws {
        let file = Self.katFile
        #expect(file.count == 172)
        #expect(SHA256Hash.hash(file).hex == "9047a143b6b47373a83dd3f64a68fe1b24fb76089f7c239b049ef3cb770f946e")
        let secret = try KeystoreFile.decrypt(file, password: Self.katPassword)
        #expect(secret.kind == .ed25519Seed && secret.bytes.exposedBytes.hex == Self.katSeed)
        let keypair = secret.keypair()
        #expect(keypair.publicKey.bytes.hex == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
        #expect(keypair.publicKey.description == "FVen3X669xLzsi6N2V91DoiyzHzg1uAgqiT8jZ9nS96Z")
        let header = try KeystoreFile.parseHeader(file)
        #expect(header.parameters == .minimum && header.salt == Array(0..<16) && header.nonce == Array(16..<40))
        let (again, key) = try KeystoreFile.encrypt(
            secret, password: Self.katPassword, parameters: .minimum, salt: Array(0..<16), nonce: Array(16..<40),
            kdf: .argon2id)
        #expect(key.exposedBytes.hex == Self.katKey)
        #expect(again == file)
    }

    // MARK: #2 round trips

    @Test func roundTripEveryKindAndEveryPhraseLengthIsTheSameSize() throws {
        let password = KeystorePassword("round trip ✓")
        let probe = KDFProbe(cached: true)
        var secrets: [KeystoreSecret] = [randomSeed(), KeystoreSecret(keypair: Keypair.generate())]
        for words in MnemonicWordCount.allCases {
            secrets.append(KeystoreSecret(mnemonic: Mnemonic.generate(wordCount: words)))
        }
        for secret in secrets {
            let (file, _) = try KeystoreFile.encrypt(secret, password: password, parameters: .minimum, kdf: probe.kdf)
            #expect(file.count == 172)
            let back = try KeystoreFile.unlock(file, password: password, kdf: probe.kdf).secret
            #expect(back.kind == secret.kind && back.bytes.exposedBytes == secret.bytes.exposedBytes)
        }
        // The public entry points with the real derivation.
        let seed = randomSeed()
        let file = try KeystoreFile.encrypt(seed, password: password, parameters: .minimum)
        #expect(try KeystoreFile.decrypt(file, password: password).bytes.exposedBytes == seed.bytes.exposedBytes)
        // A 12-word and a 24-word phrase give a mnemonic back in the same words.
        let phrase = Mnemonic.generate(wordCount: .twentyFour)
        let (phraseFile, _) = try KeystoreFile.encrypt(
            KeystoreSecret(mnemonic: phrase), password: password, parameters: .minimum, kdf: probe.kdf)
        #expect(try KeystoreFile.unlock(phraseFile, password: password, kdf: probe.kdf).secret.mnemonic() == phrase)
    }

    @Test func secretsAreCheckedForTheirKind() {
        #expect(throws: KeystoreError.self) {
            try KeystoreSecret(kind: .ed25519Seed, bytes: SecretBytes(Random.bytes(31)))
        }
        #expect(throws: KeystoreError.self) {
            try KeystoreSecret(kind: .bip39Entropy, bytes: SecretBytes(Random.bytes(17)))
        }
        #expect(throws: KeystoreError.self) {
            try KeystoreSecret(kind: .solanaKeypair, bytes: SecretBytes(Random.bytes(64)))
        }
        #expect(throws: Never.self) {
            try KeystoreSecret(kind: .solanaKeypair, bytes: SecretBytes(Keypair.generate().exportedSecretKey))
        }
        #expect(randomSeed().description.contains("redacted"))
    }

    // MARK: #3 wrong passwords and NFC

    @Test func wrongPasswordsFailAndNFDEqualsNFC() throws {
        let nfc = "pässwörd-é", nfd = "pa\u{0308}sswo\u{0308}rd-e\u{0301}"
        #expect(Array(nfc.utf8) != Array(nfd.utf8))
        let secret = randomSeed()
        let file = try KeystoreFile.encrypt(secret, password: KeystorePassword(nfc), parameters: .minimum)
        for wrong in ["pässwörd-", "pässwörd-éé", "", "Pässwörd-é", " pässwörd-é"] {
            #expect(throws: KeystoreError.authenticationFailed, "\(wrong)") {
                try KeystoreFile.decrypt(file, password: KeystorePassword(wrong))
            }
        }
        // The same password typed decomposed, as a String and as terminal bytes.
        #expect(
            try KeystoreFile.decrypt(file, password: KeystorePassword(nfd)).bytes.exposedBytes
                == secret.bytes.exposedBytes)
        let fromBytes = try KeystorePassword(utf8: Array(nfd.utf8))
        #expect(try KeystoreFile.decrypt(file, password: fromBytes).bytes.exposedBytes == secret.bytes.exposedBytes)
        #expect(throws: KeystoreError.invalidPassword("not valid UTF-8")) { try KeystorePassword(utf8: [0x61, 0xFF]) }
        #expect(KeystorePassword("x").description == "KeystorePassword(redacted)")
    }

    // MARK: #4 every byte flipped

    @Test func everyByteFlippedWithEveryMaskIsRejected() throws {
        // Through the hash stand-in for Argon2id: 516 files in well under a second (Argon2id: ~10 s here).
        let probe = KDFProbe(base: hashKDF)
        let password = KeystorePassword("flip")
        let (file, _) = try KeystoreFile.encrypt(randomSeed(), password: password, parameters: .minimum, kdf: probe.kdf)
        var accepted = 0, malformed = 0, unsupported = 0, authentication = 0
        for index in 0..<file.count {
            for mask: UInt8 in [0x01, 0x80, 0xFF] {
                var changed = file
                changed[index] ^= mask
                let before = probe.count
                do {
                    _ = try KeystoreFile.unlock(changed, password: password, kdf: probe.kdf)
                    accepted += 1
                } catch .malformed {
                    malformed += 1
                    // A header refused by the parser never reaches the key derivation.
                    #expect(probe.count == before, "byte \(index) mask \(mask)")
                } catch .unsupportedVersion {
                    unsupported += 1
                    #expect(index == 4 && probe.count == before)
                } catch .authenticationFailed {
                    authentication += 1
                } catch {
                    Issue.record("byte \(index) mask \(mask): \(error)")
                }
                // Parameter bytes pushed out of bounds are refused before the derivation.
                if (8..<16).contains(index) {
                    func field(_ offset: Int) -> UInt32 {
                        (0..<4).reduce(UInt32(0)) { $0 | UInt32(changed[offset + $1]) << (8 * $1) }
                    }
                    let ops = field(8), kib = field(12)
                    let inBounds =
                        KeystoreParameters.opsLimitBounds.contains(ops)
                        && KeystoreParameters.memLimitKiBBounds.contains(kib)
                    #expect(inBounds == (probe.count > before), "byte \(index) mask \(mask)")
                }
            }
        }
        #expect(accepted == 0)
        #expect(malformed + unsupported + authentication == 172 * 3)
        #expect(unsupported == 3)
        // The spec's check on the known-answer file with real Argon2id (cached per salt and parameters): bit 0 of
        // each byte flipped, 0 files accepted.
        let real = KDFProbe(cached: true)
        for index in 0..<Self.katFile.count {
            var changed = Self.katFile
            changed[index] ^= 0x01
            #expect(throws: KeystoreError.self) {
                try KeystoreFile.unlock(changed, password: Self.katPassword, kdf: real.kdf)
            }
        }
    }

    // MARK: #5, #6 truncation and extension

    @Test func everyTruncationAndAnyExtensionIsMalformedBeforeTheKDF() throws {
        let probe = KDFProbe()
        let file = Self.katFile
        for length in 0..<file.count {
            #expect(throws: KeystoreError.self) {
                try KeystoreFile.unlock(Array(file.prefix(length)), password: Self.katPassword, kdf: probe.kdf)
            }
            do { _ = try KeystoreFile.parseHeader(Array(file.prefix(length))) } catch .malformed {} catch {
                Issue.record("length \(length): \(error)")
            }
        }
        for junk in [[0x00], Random.bytes(1), Random.bytes(1 << 20)] {
            #expect(throws: KeystoreError.self) {
                try KeystoreFile.unlock(file + junk, password: Self.katPassword, kdf: probe.kdf)
            }
            do { _ = try KeystoreFile.parseHeader(file + junk) } catch .malformed {} catch { Issue.record("\(error)") }
        }
        #expect(probe.count == 0)
    }

    // MARK: #7 parameter DoS

    @Test func hostileParametersAreMalformedBeforeAnyAllocation() throws {
        let probe = KDFProbe()
        for (ops, kib): (UInt32, UInt32) in [
            (2, 0xFFFF_FFFF), (0xFFFF_FFFF, 65_536), (1, 65_536), (2, 65_535),
            (17, 65_536), (2, 1_048_577), (0, 0),
        ] {
            var file = Self.katFile
            withUnsafeBytes(of: ops.littleEndian) { file.replaceSubrange(8..<12, with: $0) }
            withUnsafeBytes(of: kib.littleEndian) { file.replaceSubrange(12..<16, with: $0) }
            do {
                _ = try KeystoreFile.unlock(file, password: Self.katPassword, kdf: probe.kdf)
                Issue.record("accepted t=\(ops) m=\(kib)")
            } catch .malformed(let reason) {
                #expect(reason.contains("policy bounds"))
            } catch { Issue.record("\(error)") }
        }
        #expect(probe.count == 0)
        #expect(throws: KeystoreError.parametersOutOfBounds(opsLimit: 1, memLimitKiB: 65_536)) {
            try KeystoreParameters(opsLimit: 1, memLimitKiB: 65_536)
        }
        #expect(try KeystoreParameters(opsLimit: 16, memLimitKiB: 1_048_576).memLimitBytes == 1 << 30)
    }

    @Test func otherHeaderFieldsAreRefusedWithTheirReason() throws {
        func changed(_ index: Int, _ value: UInt8) -> [UInt8] {
            var file = Self.katFile; file[index] = value; return file
        }
        #expect(throws: KeystoreError.unsupportedVersion(2)) { try KeystoreFile.parseHeader(changed(4, 2)) }
        #expect(throws: KeystoreError.malformed("unknown key derivation id 2")) {
            try KeystoreFile.parseHeader(changed(5, 2))
        }
        #expect(throws: KeystoreError.malformed("unknown cipher id 0")) { try KeystoreFile.parseHeader(changed(6, 0)) }
        #expect(throws: KeystoreError.malformed("reserved flags byte is 1, must be 0")) {
            try KeystoreFile.parseHeader(changed(7, 1))
        }
        #expect(throws: KeystoreError.malformed("no SWKS magic: not a keystore file")) {
            try KeystoreFile.parseHeader(changed(0, 0))
        }
        // A plaintext that authenticates but breaks the layout (a bad writer with the right password).
        let key = SecretBytes([UInt8](hex: Self.katKey))
        let header = try KeystoreFile.parseHeader(Self.katFile)
        for (type, length, fill) in [(UInt8(9), UInt8(32), UInt8(0)), (2, 31, 0), (2, 32, 1), (2, 200, 0), (3, 64, 0)] {
            var plaintext = [UInt8](repeating: 0, count: 96)
            plaintext[0] = type
            plaintext[1] = length
            plaintext[95] = fill
            let ciphertext = try XChaCha20Poly1305(key: key).seal(
                plaintext, nonce: header.nonce, associatedData: Array(Self.katFile[0..<60]))
            do {
                _ = try KeystoreFile.open(Array(Self.katFile[0..<60]) + ciphertext, header: header, key: key)
                Issue.record("accepted type \(type) length \(length)")
            } catch .malformed {} catch { Issue.record("\(error)") }
        }
    }

    // MARK: #8 the header is associated data

    @Test func headerIsAuthenticatedAtTheAEADLayer() throws {
        let file = Self.katFile
        let aead = try XChaCha20Poly1305(key: [UInt8](hex: Self.katKey))
        let nonce = Array(file[32..<56])
        #expect(try aead.open(Array(file[60...]), nonce: nonce, associatedData: Array(file[0..<60])).count == 96)
        var ad = Array(file[0..<60])
        ad[7] = 0x01
        #expect(throws: CryptoError.authenticationFailed) {
            try aead.open(Array(file[60...]), nonce: nonce, associatedData: ad)
        }
        #expect(throws: CryptoError.authenticationFailed) { try aead.open(Array(file[60...]), nonce: nonce) }
    }

    // MARK: #9 uniqueness

    @Test func thousandEncryptionsArePairwiseDistinct() throws {
        // The production encrypt path with a derivation that returns one fixed key, so 1,000 files take no time:
        // salts and nonces are drawn fresh each time, and so the ciphertexts differ.
        let fixed = KeystoreKDF { _, _, _ throws(KeystoreError) in SecretBytes([UInt8](repeating: 7, count: 32)) }
        let secret = randomSeed(), password = KeystorePassword("same")
        var salts = Set<[UInt8]>(), nonces = Set<[UInt8]>(), ciphertexts = Set<[UInt8]>()
        for _ in 0..<1000 {
            let (file, _) = try KeystoreFile.encrypt(secret, password: password, parameters: .minimum, kdf: fixed)
            salts.insert(Array(file[16..<32]))
            nonces.insert(Array(file[32..<56]))
            ciphertexts.insert(Array(file[60...]))
        }
        #expect(salts.count == 1000 && nonces.count == 1000 && ciphertexts.count == 1000)
    }

    // MARK: interop

    struct SwksCase: Codable {
        let password: String; let ours: String; let type: UInt8; let secret: String; let ops: UInt32; let kib: UInt32
    }
    struct SwksRequest: Codable { let cases: [SwksCase] }
    struct Opened: Codable { let type: UInt8; let secret: String }
    struct SwksResult: Codable { let openedOurs: Opened?; let theirs: String }
    struct SwksReply: Codable { let results: [SwksResult] }

    @Test func independentPythonImplementationReadsOursAndWeReadTheirs() throws {
        let probe = KDFProbe(cached: true)
        var cases: [SwksCase] = []
        var secrets: [KeystoreSecret] = []
        let passwords = ["", "simple", "e\u{0301}té ünïcödé 🔑", String(repeating: "long ", count: 40)]
        for (index, text) in passwords.enumerated() {
            let secret: KeystoreSecret =
                switch index % 3 {
                case 0: randomSeed()
                case 1: KeystoreSecret(keypair: Keypair.generate())
                default: KeystoreSecret(mnemonic: Mnemonic.generate(wordCount: .eighteen))
                }
            let (file, _) = try KeystoreFile.encrypt(
                secret, password: KeystorePassword(text), parameters: .minimum, kdf: probe.kdf)
            secrets.append(secret)
            cases.append(
                SwksCase(
                    password: text, ours: file.hex, type: secret.kind.rawValue,
                    secret: secret.bytes.exposedBytes.hex, ops: 2, kib: 65_536))
        }
        let reply = try Oracle.ask("swks", SwksRequest(cases: cases), as: SwksReply.self, script: "keystore_oracle.py")
        for (test, result) in zip(cases, reply.results) {
            #expect(result.openedOurs?.type == test.type && result.openedOurs?.secret == test.secret)
            let theirs = try KeystoreFile.unlock(
                [UInt8](hex: result.theirs), password: KeystorePassword(test.password), kdf: probe.kdf)
            #expect(theirs.secret.kind.rawValue == test.type && theirs.secret.bytes.exposedBytes.hex == test.secret)
        }
        #expect(reply.results.count == passwords.count)
    }

    @Test func moderateParametersWork() throws {
        // The one test at the default cost (t = 3, 256 MiB).
        let secret = randomSeed(), password = KeystorePassword("moderate")
        let file = try KeystoreFile.encrypt(secret, password: password)
        #expect(try KeystoreFile.parseHeader(file).parameters == .moderate)
        #expect(try KeystoreFile.decrypt(file, password: password).bytes.exposedBytes == secret.bytes.exposedBytes)
        #expect(KeystoreParameters.moderate.description == "t=3/256 MiB")
        #expect(KeystoreParameters.minimum.needsRehash(toReach: .moderate))
        #expect(!KeystoreParameters.moderate.needsRehash(toReach: .minimum))
    }
}
