import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaWallet

/// The keystore audit (what `doctor` reports) on a real keystore directory, damaged one way at a time: the directory's
/// mode, a file others can read, a file of another user, a link, a previous version, a half-written file.
@Suite struct KeystoreAuditTests {
    @Test func everyDamageIsFoundAndNothingIsChanged() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/keystore"
        #expect(
            EncryptedFileStorage.audit(directory: path)
                == KeystoreAudit(directory: path, exists: false, entries: 0, findings: []))
        let storage = try EncryptedFileStorage(
            directory: path, password: KeystorePassword("audit password"), parameters: .minimum,
            kdf: .insecureFastForTests, writerHook: nil)
        try await storage.store(KeystoreSecret(keypair: Keypair.generate()), id: "wallet1")
        let clean = EncryptedFileStorage.audit(directory: path)
        #expect(clean.exists && clean.entries == 1 && clean.findings.isEmpty, "\(clean)")

        let entry = path + "/wallet1." + EncryptedFileStorage.fileExtension
        let files = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        #expect(chmod(path, 0o755) == 0 && chmod(entry, 0o644) == 0)
        let prev = entry + ".prev"
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: prev))
        #expect(chmod(prev, 0o600) == 0)
        let partial = path + "/.wallet1.swks.tmp.abc123"
        try Data([1]).write(to: URL(fileURLWithPath: partial))
        let link = path + "/linked.swks"
        #expect(symlink(entry, link) == 0)
        var findings = EncryptedFileStorage.audit(directory: path).findings
        #expect(findings.contains(.directoryMode(0o755)))
        #expect(findings.contains(.fileMode(path: entry, mode: 0o644)))
        #expect(findings.contains(.previousVersion(path: prev)))
        #expect(findings.contains(.interruptedWrite(path: partial)))
        #expect(findings.contains(.notARegularFile(path: link)))
        #expect(findings.count == 5, "\(findings)")
        #expect(findings.filter { !$0.isFailure } == [.interruptedWrite(path: partial)])
        // The audit changed nothing.
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).count == files.count + 3)
        if getuid() == 0 {  // as root, another user's file can be made
            #expect(chown(prev, 4242, 4242) == 0)
            findings = EncryptedFileStorage.audit(directory: path).findings
            #expect(findings.contains(.fileOwner(path: prev, uid: 4242)))
        }
        // A file where the directory should be.
        let flat = directory.path + "/flat"
        try Data().write(to: URL(fileURLWithPath: flat))
        #expect(EncryptedFileStorage.audit(directory: flat).findings == [.notADirectory])
    }
}
