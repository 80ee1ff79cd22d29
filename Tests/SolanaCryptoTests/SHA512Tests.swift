import TestSupport
import Testing

@testable import SolanaCrypto

@Suite struct SHA512Tests {
    func sha512(_ bytes: [UInt8]) -> [UInt8] { bytes.withUnsafeBytes { SHA512Hash.hash($0) } }

    /// `portable`: our Swift compression instead of OpenSSL's (where OpenSSL is linked, on Linux).
    func pbkdf2(_ password: [UInt8], _ salt: [UInt8], rounds: Int, length: Int, portable: Bool = false) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: length)
        password.withUnsafeBytes { p in
            salt.withUnsafeBytes { s in
                output.withUnsafeMutableBytes {
                    SHA512Hash.pbkdf2(password: p, salt: s, rounds: rounds, into: $0, portable: portable)
                }
            }
        }
        return output
    }

    @Test func fipsAndRfcVectors() {
        // FIPS 180-4 example "abc", and the empty message.
        #expect(
            sha512(Array("abc".utf8)).hex
                == "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        )
        #expect(
            sha512([]).hex
                == "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"
        )
        // PBKDF2-HMAC-SHA512, P = "password", S = "salt", c = 1 and 2 (the RFC 6070 inputs, SHA-512 outputs).
        #expect(
            pbkdf2(Array("password".utf8), Array("salt".utf8), rounds: 1, length: 64).hex
                == "867f70cf1ade02cff3752599a3a53dc4af34c7a669815ae5d513554e1c8cf252c02d470a285a0501bad999bfe943c08f050235d7d68b1da55e63f73b60a57fce"
        )
        #expect(
            pbkdf2(Array("password".utf8), Array("salt".utf8), rounds: 2, length: 64).hex
                == "e1d9c16aa681708a45f5c7c4e215ceb66e011a2e9f0040713f18aefdb866d53cf76cab2868a39b9f7840edce4fef5a82be67335c77a6068e04112754f27ccf4e"
        )
    }

    struct PBKDF2Case: Codable { let password: String; let salt: String; let rounds: Int; let length: Int }
    struct Request: Codable { let messages: [String]; let pbkdf2: [PBKDF2Case] }
    struct Reply: Codable { let hashes: [String]; let keys: [String] }

    @Test func agreesWithHashlibOnRandomInputs() throws {
        // 2,000 messages around the block and padding boundaries (111/112 and 127/128 bytes) and beyond.
        let messages: [[UInt8]] = (0..<2000).map { index in
            let edges = [0, 1, 63, 64, 111, 112, 113, 127, 128, 129, 239, 240, 255, 256]
            return Random.bytes(index < edges.count ? edges[index] : Random.int(0...400))
        }
        // 2,000 PBKDF2 cases: passwords over a block (hashed first), empty ones, several output blocks.
        let cases: [(password: [UInt8], salt: [UInt8], rounds: Int, length: Int)] = (0..<2000).map { _ in
            (
                Random.bytes(Random.int(0...300)), Random.bytes(Random.int(0...100)), Random.int(1...40),
                Random.int(1...200)
            )
        }
        let request = Request(
            messages: messages.map(\.hex),
            pbkdf2: cases.map {
                PBKDF2Case(password: $0.password.hex, salt: $0.salt.hex, rounds: $0.rounds, length: $0.length)
            })
        let reply = try Oracle.ask("sha512", request, as: Reply.self)
        #expect(reply.hashes.count == messages.count && reply.keys.count == cases.count)
        for (message, expected) in zip(messages, reply.hashes) {
            let ours = sha512(message)
            #expect(ours.hex == expected, "length \(message.count)")
        }
        for (c, expected) in zip(cases, reply.keys) {
            let what = "password \(c.password.count) B, salt \(c.salt.count) B, \(c.rounds) rounds, \(c.length) B"
            #expect(pbkdf2(c.password, c.salt, rounds: c.rounds, length: c.length).hex == expected, "\(what)")
            #expect(
                pbkdf2(c.password, c.salt, rounds: c.rounds, length: c.length, portable: true).hex == expected,
                "portable, \(what)")
        }
    }

    @Test func bip39RoundCountAgreesWithHashlib() throws {
        // The BIP39 shape (2,048 rounds, 64 bytes) on random phrases and passphrases, against hashlib.
        let cases = (0..<20).map { _ in
            (
                password: Random.bytes(Random.int(40...200)),
                salt: Array("mnemonic".utf8) + Random.bytes(Random.int(0...20))
            )
        }
        let request = Request(
            messages: [],
            pbkdf2: cases.map { PBKDF2Case(password: $0.password.hex, salt: $0.salt.hex, rounds: 2048, length: 64) })
        let reply = try Oracle.ask("sha512", request, as: Reply.self)
        #expect(reply.keys.count == cases.count)
        for (c, expected) in zip(cases, reply.keys) {
            #expect(pbkdf2(c.password, c.salt, rounds: 2048, length: 64).hex == expected)
            #expect(pbkdf2(c.password, c.salt, rounds: 2048, length: 64, portable: true).hex == expected)
        }
    }
}
