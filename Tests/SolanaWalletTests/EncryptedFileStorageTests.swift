import Foundation
import SolanaCore
import SolanaCrypto
import SolanaKeys
import TestSupport
import Testing

@testable import SolanaWallet

/// The file-backed `SecureStorage`: store/load/list/delete, isolation of bad files, permissions, links, rotation,
/// the address pin, password changes, fault injection (§1.8 #10–#14 except the kill -9 test).
@Suite(.serialized) struct EncryptedFileStorageTests {
    static let password = KeystorePassword("storage password")

    func open(
        _ directory: String, password: KeystorePassword = Self.password, parameters: KeystoreParameters = .minimum,
        kdf: KeystoreKDF = .argon2id,
        hook: (@Sendable (AtomicFileWriter.Step) throws(FileIOError) -> Void)? = nil
    ) throws -> EncryptedFileStorage {
        try EncryptedFileStorage(
            directory: directory, password: password, parameters: parameters, kdf: kdf, writerHook: hook)
    }

    @Test func storeLoadListDelete() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let storage = try EncryptedFileStorage(
            directory: temporary.path + "/keys", password: Self.password, parameters: .minimum)
        let seed = randomSeed(), keypair = KeystoreSecret(keypair: Keypair.generate())
        try await storage.store(seed, id: "main")
        try await storage.store(keypair, id: "imported_2")
        #expect(try await storage.list() == ["imported_2", "main"])
        #expect(try await storage.load(id: "main").bytes.exposedBytes == seed.bytes.exposedBytes)
        #expect(try await storage.load(id: "imported_2").bytes.exposedBytes == keypair.bytes.exposedBytes)
        // Replacing an entry.
        let other = randomSeed()
        try await storage.store(other, id: "main")
        #expect(try await storage.load(id: "main").bytes.exposedBytes == other.bytes.exposedBytes)
        #expect(temporary.contents("/keys") == [".lock", "imported_2.swks", "main.swks"])
        try await storage.delete(id: "main")
        #expect(try await storage.list() == ["imported_2"])
        await #expect(throws: KeystoreError.notFound(id: "main")) { try await storage.load(id: "main") }
        await #expect(throws: KeystoreError.notFound(id: "main")) { try await storage.delete(id: "main") }
        for bad in ["", "../x", "a/b", ".lock", "x.swks", String(repeating: "a", count: 65), "ünï", "a b"] {
            await #expect(throws: KeystoreError.invalidIdentifier(bad)) { try await storage.store(seed, id: bad) }
        }
        // Any SecureStorage can be used through the protocol.
        let generic: any SecureStorage = storage
        #expect(try await generic.load(id: "imported_2").kind == .solanaKeypair)
    }

    @Test func wrongPasswordTamperingAndTruncationEachHaveTheirErrorAndTouchNothingElse() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let storage = try open(temporary.path)
        for id in ["a", "b", "c", "d"] { try await storage.store(randomSeed(), id: id) }
        let before = try ["a", "b", "c", "d"].map { try Data(contentsOf: URL(fileURLWithPath: storage.path(for: $0))) }
        // Wrong password.
        let wrong = try open(temporary.path, password: KeystorePassword("storage passwore"))
        await #expect(throws: KeystoreError.authenticationFailed) { try await wrong.load(id: "a") }
        // Tampered ciphertext (b), truncated (c), hostile parameters (d).
        var tampered = [UInt8](before[1]); tampered[100] ^= 0x01
        _ = FileManager.default.createFile(atPath: try storage.path(for: "b"), contents: Data(tampered))
        _ = FileManager.default.createFile(atPath: try storage.path(for: "c"), contents: before[2].prefix(171))
        var hostile = [UInt8](before[3]); hostile[15] = 0xFF
        _ = FileManager.default.createFile(atPath: try storage.path(for: "d"), contents: Data(hostile))
        await #expect(throws: KeystoreError.authenticationFailed) { try await storage.load(id: "b") }
        let truncated = await keystoreError { () async throws(KeystoreError) in try await storage.load(id: "c") }
        #expect(truncated?.description.contains("ct_len") == true, "\(String(describing: truncated))")
        let hostileError = await keystoreError { () async throws(KeystoreError) in try await storage.load(id: "d") }
        #expect(hostileError?.description.contains("policy bounds") == true, "\(String(describing: hostileError))")
        // 1 MiB of junk appended is refused without reading it all.
        _ = FileManager.default.createFile(
            atPath: try storage.path(for: "c"), contents: before[2] + Data(count: 1 << 20))
        await #expect(throws: KeystoreError.self) { try await storage.load(id: "c") }
        // The good entry still opens, and no file changed.
        _ = try await storage.load(id: "a")
        #expect(try Data(contentsOf: URL(fileURLWithPath: storage.path(for: "a"))) == before[0])
    }

    @Test func permissionsAreExactEvenWithUmaskZero() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let old = umask(0)
        defer { umask(old) }
        let directory = temporary.path + "/new/keystore"
        let storage = try open(directory)
        try await storage.store(randomSeed(), id: "main")
        #expect(mode(directory) == 0o700)
        #expect(mode(directory + "/main.swks") == 0o600)
        #expect(mode(directory + "/.lock") == 0o600)
        #expect(try await storage.unlock(id: "main").permissionWarning == nil)
        chmod(directory + "/main.swks", 0o644)
        let warning = try #require(try await storage.unlock(id: "main").permissionWarning)
        #expect(warning == .fileAccessible(path: directory + "/main.swks", mode: 0o644))
        #expect(warning.description.contains("644") && warning.description.contains("chmod 600"))
        // An existing directory open to others is closed, with a warning.
        chmod(directory, 0o755)
        let reopened = try open(directory)
        #expect(
            mode(directory) == 0o700 && reopened.warnings == [.directoryModeFixed(directory: directory, mode: 0o755)])
        #expect(reopened.warnings.first?.description.contains("755") == true)
    }

    @Test func symbolicLinksAreNeverFollowed() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let directory = temporary.path + "/keys", victim = temporary.path + "/victim"
        _ = FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8))
        let storage = try open(directory)
        // A link planted at the entry's name: neither read through nor written through.
        symlink(victim, directory + "/main.swks")
        await #expect(throws: KeystoreError.symbolicLink(path: directory + "/main.swks")) {
            try await storage.store(randomSeed(), id: "main")
        }
        await #expect(throws: KeystoreError.symbolicLink(path: directory + "/main.swks")) {
            try await storage.load(id: "main")
        }
        // A link planted at the temporary file's name: O_EXCL|O_NOFOLLOW refuses it.
        unlink(directory + "/main.swks")
        var writer = AtomicFileWriter(mode: .replace)
        writer.temporaryName = { name in ".\(name).tmp.planted" }
        symlink(victim, directory + "/.main.swks.tmp.planted")
        #expect(throws: FileIOError.self) { try writer.write(Array("x".utf8), to: directory + "/main.swks") }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        // The keystore directory itself as a link is refused.
        symlink(directory, temporary.path + "/link")
        #expect(throws: KeystoreError.symbolicLink(path: temporary.path + "/link")) {
            try open(temporary.path + "/link")
        }
    }

    @Test func weakFilesAreUpgradedOnUnlock() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let seed = randomSeed()
        try await open(temporary.path).store(seed, id: "main")
        let path = temporary.path + "/main.swks"
        let old = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        // A target one pass higher: the file is re-encrypted with a new salt and nonce on the next unlock.
        let target = try KeystoreParameters(opsLimit: 3, memLimitKiB: 65_536)
        let stronger = try open(temporary.path, parameters: target)
        let entry = try await stronger.unlock(id: "main")
        #expect(entry.upgradedFrom == .minimum && entry.upgradeFailure == nil)
        #expect(entry.secret.bytes.exposedBytes == seed.bytes.exposedBytes)
        let new = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(try KeystoreFile.parseHeader(new).parameters == target)
        #expect(old[16..<32] != new[16..<32] && old[32..<56] != new[32..<56])
        #expect(temporary.contents() == [".lock", "main.swks"])
        // Now current: no second upgrade; and a weaker target never lowers it.
        #expect(try await stronger.unlock(id: "main").upgradedFrom == nil)
        #expect(try await open(temporary.path).unlock(id: "main").upgradedFrom == nil)
        #expect(
            try KeystoreFile.parseHeader([UInt8](Data(contentsOf: URL(fileURLWithPath: path)))).parameters == target)
    }

    @Test func aCrashBetweenRenameAndVerifyLeavesPrevUsable() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let first = randomSeed(), second = randomSeed()
        try await open(temporary.path).store(first, id: "main")
        // The "crash": the write stops right after the rename; .prev holds the old version.
        let crashing = try open(
            temporary.path,
            hook: { step throws(FileIOError) in
                if step == .renamed { throw FileIOError.system(operation: "crash", path: "", code: EIO) }
            })
        await #expect(throws: KeystoreError.self) { try await crashing.store(second, id: "main") }
        #expect(temporary.contents() == [".lock", "main.swks", "main.swks.prev"])
        let prev = try [UInt8](Data(contentsOf: URL(fileURLWithPath: temporary.path + "/main.swks.prev")))
        #expect(try KeystoreFile.decrypt(prev, password: Self.password).bytes.exposedBytes == first.bytes.exposedBytes)
        // The new file is whole; the next unlock uses it and removes the stale .prev.
        let storage = try open(temporary.path)
        #expect(try await storage.load(id: "main").bytes.exposedBytes == second.bytes.exposedBytes)
        #expect(temporary.contents() == [".lock", "main.swks"])
        // If the entry is damaged while a .prev exists, the .prev is offered (and flagged).
        await #expect(throws: KeystoreError.self) { try await crashing.store(randomSeed(), id: "main") }
        let damaged = try Data(contentsOf: URL(fileURLWithPath: temporary.path + "/main.swks")).prefix(100)
        _ = FileManager.default.createFile(atPath: temporary.path + "/main.swks", contents: damaged)
        let recovered = try await storage.unlock(id: "main")
        #expect(recovered.recoveredFromPrevious && recovered.secret.bytes.exposedBytes == second.bytes.exposedBytes)
    }

    @Test func failedWritesLeaveTheOldFileByteIdenticalAndNoTemporaryFile() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let original = randomSeed()
        try await open(temporary.path).store(original, id: "main")
        let before = try Data(contentsOf: URL(fileURLWithPath: temporary.path + "/main.swks"))
        for (step, code) in [
            (AtomicFileWriter.Step.createdTemporary, ENOSPC), (.wroteContent, ENOSPC), (.syncedFile, EIO),
        ] {
            let failing = try open(
                temporary.path,
                hook: { current throws(FileIOError) in
                    if current == step { throw FileIOError.system(operation: "write", path: "fault", code: code) }
                })
            await #expect(throws: KeystoreError.io(operation: "write", path: "fault", code: code)) {
                try await failing.store(randomSeed(), id: "main")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: temporary.path + "/main.swks")) == before)
            #expect(temporary.contents() == [".lock", "main.swks"])
        }
    }

    @Test func addressPinRefusesASwappedFile() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let storage = try open(temporary.path)
        let ours = Keypair.generate(), theirs = Keypair.generate()
        try await storage.store(KeystoreSecret(keypair: ours), id: "main")
        #expect(try await storage.load(id: "main", pin: AddressPin(ours.publicKey)).kind == .solanaKeypair)
        // A valid file of another key, under the same password, put in place of ours.
        try await storage.store(KeystoreSecret(keypair: theirs), id: "other")
        try FileManager.default.removeItem(atPath: temporary.path + "/main.swks")
        try FileManager.default.copyItem(atPath: temporary.path + "/other.swks", toPath: temporary.path + "/main.swks")
        await #expect(throws: KeystoreError.keyMismatch(expected: ours.publicKey, found: theirs.publicKey)) {
            try await storage.load(id: "main", pin: AddressPin(ours.publicKey))
        }
        // Seed phrases are pinned through their derivation.
        let phrase = Mnemonic.generate()
        try await storage.store(KeystoreSecret(mnemonic: phrase), id: "phrase")
        let account = Keypair(mnemonic: phrase, derivation: WalletPreset.phantom.derivation()).publicKey
        #expect(try await storage.load(id: "phrase", pin: AddressPin(account)).mnemonic() == phrase)
        let ledger = WalletPreset.ledgerLive.derivation()
        await #expect(throws: KeystoreError.self) {
            try await storage.load(id: "phrase", pin: AddressPin(account, derivation: ledger))
        }
    }

    @Test func changePasswordReencryptsEveryFileAndFinishesAnInterruptedRun() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let old = Self.password, new = KeystorePassword("new password")
        let storage = try open(temporary.path)
        var secrets: [String: [UInt8]] = [:]
        for id in ["a", "b", "c"] {
            let secret = randomSeed()
            secrets[id] = secret.bytes.exposedBytes
            try await storage.store(secret, id: id)
        }
        let salts = try secrets.keys.map {
            try [UInt8](Data(contentsOf: URL(fileURLWithPath: storage.path(for: $0))))[16..<56]
        }
        // An interrupted run: the process dies after the first file was replaced.
        let crashing = try open(
            temporary.path,
            hook: { step throws(FileIOError) in
                if step == .removedPrevious { throw FileIOError.system(operation: "crash", path: "", code: EIO) }
            })
        await #expect(throws: KeystoreError.self) { try await crashing.changePassword(from: old, to: new) }
        // Mixed: "a" is under the new password, "b" and "c" still under the old one; every file opens under one.
        await #expect(throws: KeystoreError.authenticationFailed) { try await storage.load(id: "a") }
        #expect(try await storage.load(id: "b").bytes.exposedBytes == secrets["b"])
        // A second run finishes the job.
        let report = try await storage.changePassword(from: old, to: new)
        #expect(report == EncryptedFileStorage.PasswordChange(reencrypted: ["b", "c"], alreadyChanged: ["a"]))
        let reopened = try open(temporary.path, password: new)
        for (id, bytes) in secrets { #expect(try await reopened.load(id: id).bytes.exposedBytes == bytes) }
        #expect(try await storage.load(id: "c").bytes.exposedBytes == secrets["c"])  // the storage uses the new one
        let newSalts = try secrets.keys.map {
            try [UInt8](Data(contentsOf: URL(fileURLWithPath: storage.path(for: $0))))[16..<56]
        }
        for (a, b) in zip(salts, newSalts) { #expect(a != b) }
        // A file under neither password (planted: the storage refuses to add one) stops the change before anything
        // is written.
        let planted = try KeystoreFile.encrypt(randomSeed(), password: KeystorePassword("third"), parameters: .minimum)
        #expect(FileManager.default.createFile(atPath: try storage.path(for: "z"), contents: Data(planted)))
        let snapshot = try secrets.keys.map { try Data(contentsOf: URL(fileURLWithPath: storage.path(for: $0))) }
        await #expect(throws: KeystoreError.entry(id: "z", error: .authenticationFailed)) {
            try await reopened.changePassword(from: new, to: KeystorePassword("fourth"))
        }
        #expect(try secrets.keys.map { try Data(contentsOf: URL(fileURLWithPath: storage.path(for: $0))) } == snapshot)
    }
}

extension EncryptedFileStorageTests {
    /// A keystore holds one password: adding an entry to a keystore whose entries are under another password is
    /// refused with `.passwordMismatch`, and nothing changes; the keystore's own password, or any password for an
    /// empty keystore, is accepted.
    @Test func anEntryUnderAnotherPasswordIsRefusedAndNothingChanges() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let first = try open(temporary.path, kdf: .insecureFastForTests)
        try await first.verifyPassword()  // empty: any password
        try await first.store(randomSeed(), id: "a")
        try await first.store(randomSeed(), id: "b")
        let before = try temporary.contents().map {
            try Data(contentsOf: URL(fileURLWithPath: temporary.path + "/" + $0))
        }
        let other = try open(temporary.path, password: KeystorePassword("another password"), kdf: .insecureFastForTests)
        await #expect(throws: KeystoreError.passwordMismatch(id: "a")) { try await other.store(randomSeed(), id: "c") }
        await #expect(throws: KeystoreError.passwordMismatch(id: "a")) { try await other.store(randomSeed(), id: "a") }
        await #expect(throws: KeystoreError.passwordMismatch(id: "a")) { try await other.verifyPassword() }
        #expect(temporary.contents() == [".lock", "a.swks", "b.swks"])
        #expect(
            try temporary.contents().map { try Data(contentsOf: URL(fileURLWithPath: temporary.path + "/" + $0)) }
                == before)
        #expect(
            KeystoreError.passwordMismatch(id: "a").description.contains("give the keystore's current password"))
        // A damaged entry says nothing about the password: another entry decides.
        try Data([0x53, 0x57, 0x4B]).write(to: URL(fileURLWithPath: try first.path(for: "a")))
        try await first.verifyPassword()
        await #expect(throws: KeystoreError.passwordMismatch(id: "b")) { try await other.verifyPassword() }
        // The keystore's password is accepted by a fresh storage too.
        let same = try open(temporary.path, kdf: .insecureFastForTests)
        try await same.store(randomSeed(), id: "c")
        #expect(try await same.list() == ["a", "b", "c"])
    }

    /// `changePassword` leaves no `.prev` (which may still open with the old password), also when a crashed earlier
    /// run had already re-encrypted every entry, and when a `.prev` has no entry any more (an interrupted delete).
    @Test func changePasswordRemovesEveryPreviousVersion() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let old = Self.password, new = KeystorePassword("new password")
        let storage = try open(temporary.path, kdf: .insecureFastForTests)
        for id in ["a", "b"] { try await storage.store(randomSeed(), id: id) }
        // What a crash leaves: a kept previous version of "a" and one of a deleted entry, both under the old password.
        for (source, kept) in [("a", "a.swks.prev"), ("b", "gone.swks.prev")] {
            #expect(link(try storage.path(for: source), temporary.path + "/" + kept) == 0)
        }
        #expect(EncryptedFileStorage.isPreviousVersion(fileName: "gone.swks.prev"))
        #expect(!EncryptedFileStorage.isPreviousVersion(fileName: "a.swks"))
        #expect(!EncryptedFileStorage.isPreviousVersion(fileName: ".lock.prev"))
        _ = try await storage.changePassword(from: old, to: new)
        #expect(temporary.contents() == [".lock", "a.swks", "b.swks"])
        // A second run after a crash that came after every entry was re-encrypted: the .prev still goes.
        let rerun = try open(temporary.path, password: new, kdf: .insecureFastForTests)
        let stale = try KeystoreFile.encrypt(
            randomSeed(), password: old, parameters: .minimum, kdf: .insecureFastForTests
        ).file
        #expect(FileManager.default.createFile(atPath: temporary.path + "/b.swks.prev", contents: Data(stale)))
        let report = try await rerun.changePassword(from: old, to: new)
        #expect(report == EncryptedFileStorage.PasswordChange(reencrypted: [], alreadyChanged: ["a", "b"]))
        #expect(temporary.contents() == [".lock", "a.swks", "b.swks"])
    }
}

/// The shared writer's rotation path on its own: a failed verify read puts the previous version back.
@Suite struct AtomicFileWriterRotationTests {
    @Test func failedVerificationRestoresThePreviousVersion() throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let path = temporary.path + "/entry"
        let writer = AtomicFileWriter(mode: .replace, keepPrevious: true)
        try writer.write(Array("old".utf8), to: path)
        #expect(throws: FileIOError.verificationFailed(path: path, reason: "no")) {
            try writer.write(Array("new".utf8), to: path) { written throws(FileIOError) in
                throw .verificationFailed(path: written, reason: "no")
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(temporary.contents() == ["entry"])
        try writer.write(Array("new".utf8), to: path) { _ throws(FileIOError) in }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(temporary.contents() == ["entry"] && mode(path) == 0o600)
    }
}
