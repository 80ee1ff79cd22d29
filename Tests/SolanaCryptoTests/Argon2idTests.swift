import TestSupport
import Testing

@testable import SolanaCrypto

/// Argon2id through libsodium against PyNaCl's `nacl.pwhash.argon2id.kdf` on fresh random inputs.
@Suite struct Argon2idTests {
    struct Case: Codable { let length: Int; let password: String; let salt: String; let ops: UInt64; let mem: UInt64 }
    struct Request: Codable { let cases: [Case] }
    struct Reply: Codable { let keys: [String] }

    @Test func knownAnswerFromTheKeystoreSpec() throws {
        // docs/keystore-and-payments.md §1.5: t = 2, 64 MiB, salt 00…0f.
        let key = try Argon2id.deriveKey(
            password: Array("correct horse battery staple".utf8), salt: Array(0..<16), opsLimit: 2, memLimit: 64 << 20)
        #expect(key.exposedBytes.hex == "c05ce4c4dd7e0e45ee6011cc59d068ade47df1b01fc0cf9cd4678bdf68a5b7b0")
    }

    @Test func matchesPyNaClOnRandomInputs() throws {
        // Small memory keeps 40 cases fast; lengths, passwords (empty included) and salts are fresh each run.
        var cases: [Case] = []
        for index in 0..<40 {
            cases.append(
                Case(
                    length: Random.int(16...64), password: Random.bytes(index == 0 ? 0 : Random.int(1...80)).hex,
                    salt: Random.bytes(16).hex, ops: UInt64(Random.int(1...4)), mem: UInt64(Random.int(8...1024)) * 1024
                ))
        }
        let reply = try Oracle.ask("argon2id", Request(cases: cases), as: Reply.self, script: "keystore_oracle.py")
        for (test, expected) in zip(cases, reply.keys) {
            let key = try Argon2id.deriveKey(
                length: test.length, password: [UInt8](hex: test.password), salt: [UInt8](hex: test.salt),
                opsLimit: test.ops, memLimit: test.mem)
            #expect(key.exposedBytes.hex == expected, "\(test)")
        }
        #expect(reply.keys.count == cases.count)
    }

    @Test func secretPasswordGivesTheSameKey() throws {
        let password = Random.bytes(20), salt = Random.bytes(16)
        let a = try Argon2id.deriveKey(password: password, salt: salt, opsLimit: 1, memLimit: 8192)
        let b = try Argon2id.deriveKey(password: SecretBytes(password), salt: salt, opsLimit: 1, memLimit: 8192)
        #expect(a.exposedBytes == b.exposedBytes && a.count == 32)
    }

    @Test func refusesBadParameters() {
        #expect(throws: CryptoError.invalidLength(what: "Argon2id salt", expected: 16, actual: 15)) {
            try Argon2id.deriveKey(password: [], salt: Random.bytes(15), opsLimit: 1, memLimit: 8192)
        }
        #expect(throws: CryptoError.invalidLength(what: "Argon2id output", expected: 16, actual: 15)) {
            try Argon2id.deriveKey(length: 15, password: [], salt: Random.bytes(16), opsLimit: 1, memLimit: 8192)
        }
        #expect(throws: CryptoError.self) {
            try Argon2id.deriveKey(password: [], salt: Random.bytes(16), opsLimit: 0, memLimit: 8192)
        }
        #expect(throws: CryptoError.self) {
            try Argon2id.deriveKey(password: [], salt: Random.bytes(16), opsLimit: 1, memLimit: 4096)
        }
        #expect(throws: CryptoError.self) {
            try Argon2id.deriveKey(password: [], salt: Random.bytes(16), opsLimit: 1, memLimit: .max)
        }
    }
}
