import Base58
import Foundation
import SolanaCore
import SolanaCrypto
import Testing

@testable import SolanaKeys

/// Solana CLI keypair files: format, 0600, atomic writes, refusals, permission warnings, verification.
@Suite struct KeypairFileTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "keys-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writeReadRoundTripWithMode0600() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/nested/id.json"
        let keypair = Keypair.generate()
        try KeypairFile.write(keypair, to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == "[" + keypair.exportedSecretKey.map(String.init).joined(separator: ",") + "]")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let loaded = try KeypairFile.read(path: path)
        #expect(loaded.keypair.publicKey == keypair.publicKey)
        #expect(loaded.permissionWarning == nil && loaded.permissionMode == nil)
        #expect(try KeypairFile.verify(path: path, publicKey: keypair.publicKey))
        #expect(try !KeypairFile.verify(path: path, publicKey: Keypair.generate().publicKey))
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/nested") == ["id.json"])
        // The same 64 bytes in base58 is Phantom's export format.
        let phantom = Base58.encode(keypair.exportedSecretKey)
        #expect(try Keypair(base58SecretKey: phantom).publicKey == keypair.publicKey)
    }

    @Test func refusesToOverwriteUnlessAsked() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/id.json"
        let first = Keypair.generate(), second = Keypair.generate()
        try KeypairFile.write(first, to: path)
        #expect(throws: KeypairFileError.alreadyExists(path: path)) { try KeypairFile.write(second, to: path) }
        #expect(try KeypairFile.read(path: path).keypair.publicKey == first.publicKey)
        try KeypairFile.write(second, to: path, overwrite: true)
        #expect(try KeypairFile.read(path: path).keypair.publicKey == second.publicKey)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["id.json"])
    }

    @Test func warnsWhenOthersCanRead() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/open.json"
        try KeypairFile.write(Keypair.generate(), to: path)
        chmod(path, 0o644)
        let loaded = try KeypairFile.read(path: path)
        let warning = try #require(loaded.permissionWarning)
        #expect(warning.contains("644") && warning.contains("chmod 600"))
        #expect(loaded.permissionMode == 0o644)
    }

    @Test func readsFilesWrittenBySolanaCLIWithWhitespace() throws {
        let keypair = Keypair.generate()
        let pretty = "[\n  " + keypair.exportedSecretKey.map(String.init).joined(separator: ", ") + "\n]\n"
        #expect(try KeypairFile.parse(Data(pretty.utf8)) == keypair.exportedSecretKey)
    }

    @Test func badFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func check(_ content: String, _ expected: (String) -> KeypairFileError) throws {
            let path = directory + "/bad-\(UUID().uuidString).json"
            try content.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(throws: expected(path)) { try KeypairFile.read(path: path) }
        }
        let good = Keypair.generate().exportedSecretKey
        try check("{\"key\": 1}") { .notAKeypairFile(path: $0) }
        try check("") { .notAKeypairFile(path: $0) }
        try check("[1,2,3]") { .wrongLength(path: $0, count: 3) }
        try check("[" + good.map(String.init).joined(separator: ",") + ",1]") { .wrongLength(path: $0, count: 65) }
        var big = good.map(String.init); big[10] = "256"
        try check("[" + big.joined(separator: ",") + "]") { .byteOutOfRange(path: $0, position: 10, value: 256) }
        var fraction = good.map(String.init); fraction[3] = "1.5"
        try check("[" + fraction.joined(separator: ",") + "]") { .notAKeypairFile(path: $0) }
        var mismatched = good; mismatched[40] ^= 0xff
        try check("[" + mismatched.map(String.init).joined(separator: ",") + "]") { .keyMismatch(path: $0) }
        let missing = directory + "/missing.json"
        #expect {
            try KeypairFile.read(path: missing)
        } throws: { error in
            guard case .unreadable(missing, _) = error as? KeypairFileError else { return false }
            return true
        }
        #expect(KeypairFileError.wrongLength(path: "x.json", count: 3).description.contains("64"))
    }
}
