import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaKeys

/// Keypair files come from outside: a FIFO, a device or a huge file is refused before reading, and a
/// no-replace write works where hard links do not.
@Suite struct KeypairFileBoundsTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "keys-bounds-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Regression: a FIFO with no writer hung the read for good.
    @Test func aFIFOIsRefusedWithoutHanging() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/id.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try await withDeadline(.seconds(10), "reading a FIFO") {
            Result { () throws(KeypairFileError) in try KeypairFile.read(path: fifo) }
        }
        guard case .failure(.unreadable(_, let reason)) = result else { Issue.record("\(result)"); return }
        #expect(reason.contains("not a regular file"))
    }

    /// Regression: `/dev/zero` was read until memory ran out.
    @Test func devicesAndHugeFilesAreRefused() throws {
        #expect(throws: KeypairFileError.self) { try KeypairFile.read(path: "/dev/zero") }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let huge = directory + "/huge.json"
        FileManager.default.createFile(
            atPath: huge, contents: Data(repeating: 0x20, count: KeypairFile.maxFileSize + 1))
        do {
            _ = try KeypairFile.read(path: huge)
            Issue.record("read a file over the limit")
        } catch {
            guard case .unreadable(_, let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains("bytes"))
        }
        // Whitespace within the limit is still a valid file.
        let keypair = Keypair.generate()
        let padded = directory + "/padded.json"
        let text = String(repeating: " ", count: 60_000) + KeypairFile.encode(keypair) + "\n"
        FileManager.default.createFile(atPath: padded, contents: Data(text.utf8))
        #expect(try KeypairFile.read(path: padded).keypair.publicKey == keypair.publicKey)
        #expect(throws: KeypairFileError.self) { try KeypairFile.read(path: directory) }
    }

    /// Where link() is not supported (vfat, exFAT, FUSE), the no-replace write claims the name with O_EXCL and
    /// renames over its own claim.
    @Test func noReplaceWriteWithoutHardLinks() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/id.json"
        let keypair = Keypair.generate()
        let content = KeypairFile.encodedBytes(keypair)
        try KeypairFile.writeAtomically(content, to: path, directory: directory, overwrite: false, useHardLink: false)
        #expect(try KeypairFile.read(path: path).keypair.publicKey == keypair.publicKey)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        // The name is taken: refused, and the file is untouched.
        #expect(throws: KeypairFileError.alreadyExists(path: path)) {
            try KeypairFile.writeAtomically(
                KeypairFile.encodedBytes(Keypair.generate()), to: path, directory: directory,
                overwrite: false, useHardLink: false)
        }
        #expect(try KeypairFile.read(path: path).keypair.publicKey == keypair.publicKey)
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["id.json"])
    }

    @Test func encodedBytesMatchTheCLIText() {
        for _ in 0..<200 {
            let keypair = Keypair.generate()
            #expect(String(decoding: KeypairFile.encodedBytes(keypair), as: UTF8.self) == KeypairFile.encode(keypair))
        }
    }

    @Test func parseErrorsFromBuffers() throws {
        let keypair = Keypair.generate()
        let good = Array(KeypairFile.encode(keypair).utf8)
        #expect(try good.withUnsafeBytes { try KeypairFile.parse($0) } == keypair.exportedSecretKey)
        for bad in [
            "", "[", "[1,2", "[256" + String(repeating: ",0", count: 63) + "]", "[1.5]", "[1e2]", "[-1]", "{}",
            "[" + String(repeating: "0,", count: 64) + "0]", "[]", "[0]x",
        ] {
            #expect(throws: KeypairFileError.self, "\(bad)") {
                try Array(bad.utf8).withUnsafeBytes { try KeypairFile.parse($0) }
            }
        }
        #expect(throws: KeypairFileError.wrongLength(path: "<input>", count: 65)) {
            try Array(("[" + String(repeating: "0,", count: 64) + "0]").utf8).withUnsafeBytes {
                try KeypairFile.parse($0)
            }
        }
    }
}
