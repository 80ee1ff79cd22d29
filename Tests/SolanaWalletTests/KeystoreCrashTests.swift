import Foundation
import SolanaCore
import SolanaCrypto
import TestSupport
import Testing

@testable import SolanaWallet

/// Other processes: a writer killed with SIGKILL at random moments (§1.8 #10) and two writers at once (flock).
/// The child is the `KeystoreStress` executable from the build directory.
@Suite(.serialized) struct KeystoreCrashTests {
    static let password = KeystorePassword("stress password")

    /// `KeystoreStress` next to the test bundle (or in .build/debug).
    static var helper: URL {
        let bundleDirectory = Bundle.main.bundleURL.deletingLastPathComponent()
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "KeystoreStress"),
            bundleDirectory.appendingPathComponent("KeystoreStress"),
            Bundle.main.bundleURL.appendingPathComponent("KeystoreStress"),
            Oracle.repositoryRoot.appendingPathComponent(".build/debug/KeystoreStress"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }

    /// The counter an entry written by the helper encodes.
    static func counter(of secret: KeystoreSecret) -> UInt64 {
        secret.bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 0, as: UInt64.self).littleEndian }
    }

    func storage(_ directory: String) throws -> EncryptedFileStorage {
        try EncryptedFileStorage(
            directory: directory, password: Self.password, parameters: .minimum,
            kdf: .insecureFastForTests, writerHook: nil)
    }

    /// Runs the stress helper with `arguments`, kills it with SIGKILL after `microseconds`, and returns the numbers
    /// it printed (what it reported committed) before it died.
    static func killHelper(_ arguments: [String], after microseconds: UInt32) throws -> [UInt64] {
        let process = Process()
        process.executableURL = helper
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        usleep(microseconds)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").compactMap { UInt64($0) }
    }

    @Test func killedWritersLeaveTheOldOrTheNewSecret() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let seed = withUnsafeBytes(of: UInt64(0).littleEndian) { Array($0) } + [UInt8](repeating: 0xA5, count: 24)
        try await storage(temporary.path).store(
            try KeystoreSecret(kind: .ed25519Seed, bytes: SecretBytes(seed)), id: "main")
        var current: UInt64 = 0
        var leftovers = 0, keptPrevious = 0, interruptedWrites = 0
        let iterations = 250
        for _ in 0..<iterations {
            let lines = try Self.killHelper(
                ["rewrite", temporary.path, "main", String(current)],
                after: UInt32.random(in: 2_000...40_000, using: &TestRandom.rng))
            let committed = lines.last ?? current
            // Left behind by the kill: a temporary file, a kept previous version.
            let names = temporary.contents()
            if names.contains(where: { $0.contains(".tmp.") }) { leftovers += 1 }
            if names.contains("main.swks.prev") { keptPrevious += 1 }
            // The next open removes the temporary files; the entry is the last committed secret or the next one.
            let reopened = try storage(temporary.path)
            #expect(!temporary.contents().contains { $0.contains(".tmp.") })
            let found = Self.counter(of: try await reopened.load(id: "main"))
            #expect(found == committed || found == committed + 1, "found \(found), committed \(committed)")
            if found == committed + 1 { interruptedWrites += 1 }
            current = found
        }
        #expect(current > 0)
        print(
            "kill -9: \(iterations) kills, \(current) writes committed, \(leftovers) left a temporary file, "
                + "\(keptPrevious) a .prev, \(interruptedWrites) were killed after the rename but before returning")
    }

    /// `changePassword` killed (SIGKILL, in a child) right after each step of its atomic writes in turn — after
    /// each unlink, link and rename of every entry, the `.prev` removal included — then run again to completion:
    /// every entry opens with the new password and holds its secret, and no file of the directory (entry, `.prev`,
    /// temporary) opens with the old one.
    @Test func passwordChangeKilledAtEachStepThenFinishedLeavesNothingUnderTheOldPassword() async throws {
        let newPassword = KeystorePassword("the new password")
        let ids = ["alpha", "beta", "gamma"]
        let secrets = Dictionary(uniqueKeysWithValues: ids.map { ($0, randomSeed()) })
        var kills = 0
        for step in 1...200 {
            let temporary = TemporaryDirectory()
            defer { temporary.remove() }
            let original = try storage(temporary.path)
            for id in ids { try await original.store(secrets[id]!, id: id) }
            let process = Process()
            process.executableURL = Self.helper
            process.arguments = ["change", temporary.path, "the new password", String(step)]
            try process.run()
            process.waitUntilExit()
            if process.terminationReason == .exit {
                #expect(process.terminationStatus == 0)
                break
            }
            #expect(process.terminationReason == .uncaughtSignal)
            kills += 1
            // Run again, to completion.
            let again = try EncryptedFileStorage(
                directory: temporary.path, password: Self.password, parameters: .minimum,
                kdf: .insecureFastForTests, writerHook: nil)
            let change = try await again.changePassword(from: Self.password, to: newPassword)
            #expect(Set(change.reencrypted + change.alreadyChanged) == Set(ids), "step \(step)")
            // The files as the change left them (an unlock would tidy a stale .prev away itself).
            for name in temporary.contents() where name != ".lock" {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: temporary.path + "/" + name)))
                let opensWithOld =
                    (try? KeystoreFile.unlock(bytes, password: Self.password, kdf: .insecureFastForTests)) != nil
                #expect(!opensWithOld, "step \(step): \(name) opens with the old password")
            }
            #expect(
                temporary.contents() == [".lock"] + ids.map { "\($0).swks" },
                "step \(step): \(temporary.contents())")
            for id in ids {
                let loaded = try await again.load(id: id)
                #expect(loaded.bytes.exposedBytes == secrets[id]!.bytes.exposedBytes, "step \(step): \(id)")
            }
        }
        // Three entries, several steps each: every one of them was a kill point.
        #expect(kills >= 3 * 6, "\(kills) kills")
        print("password change: killed after each of its \(kills) write steps in turn, then finished")
    }

    /// The database under SIGKILL: a writer appending history batches and updating a setting is killed at random
    /// moments; each time the database opens, passes SQLite's integrity check, holds whole batches only (20 entries
    /// each), and holds every batch the writer reported committed.
    @Test func killedDatabaseWritersLeaveASoundDatabase() throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let path = temporary.path + "/wallet.sqlite"
        let address = Keypair.generate().publicKey
        var committed: UInt64 = 0
        var previousSetting: UInt64 = 0
        let iterations = 80
        var interrupted = 0
        for _ in 0..<iterations {
            let lines = try Self.killHelper(
                ["database", path, address.base58, String(committed)],
                after: UInt32.random(in: 15_000...80_000, using: &TestRandom.rng))
            let reported = lines.last ?? 0
            let database = try WalletDatabase(path: path)
            #expect(try database.integrityProblems() == [])
            let count = try SQLiteHistoryStore(database: database, cluster: WalletTestSupport.storeCluster).count(
                for: address)
            let setting = try SQLiteWalletRegistry(database: database).setting("counter").flatMap { UInt64($0) } ?? 0
            // Whole batches only; every batch the writer reported is there; the setting is written after its
            // batch, so it is the last batch or the one before (killed between the two transactions), or, when this
            // run was killed before it wrote any setting (at most one batch in), still the last run's.
            #expect(count % 20 == 0, "\(count) entries: a torn batch")
            let batches = UInt64(count / 20)
            #expect(
                batches >= reported && setting >= reported,
                "\(batches) batches, setting \(setting), reported \(reported)")
            #expect(
                setting == batches || setting + 1 == batches
                    || (setting == previousSetting && batches <= committed + 1),
                "\(batches) batches, setting \(setting); the last run left \(committed) and \(previousSetting)")
            if setting != batches { interrupted += 1 }
            committed = batches
            previousSetting = setting
        }
        #expect(committed > 0)
        print("database kill -9: \(iterations) kills, \(committed) batches committed, \(interrupted) mid-write")
    }

    @Test func twoProcessesWritingDifferentIdsBothSucceed() async throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        _ = try storage(temporary.path)
        let writers = try ["alpha", "beta"].map { id in
            let process = Process()
            process.executableURL = Self.helper
            process.arguments = ["writer", temporary.path, id, "60"]
            try process.run()
            return process
        }
        for process in writers {
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        }
        let reopened = try storage(temporary.path)
        #expect(try await reopened.list() == ["alpha", "beta"])
        #expect(Self.counter(of: try await reopened.load(id: "alpha")) == 60)
        #expect(Self.counter(of: try await reopened.load(id: "beta")) == 60)
        #expect(temporary.contents() == [".lock", "alpha.swks", "beta.swks"])
    }

    /// Power loss cannot be simulated; the order of the system calls is what makes a write durable (§1.8 #10):
    /// write → fsync(file) → rename → fsync(directory), seen by strace on a real write.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
    func syscallOrderIsWriteFsyncRenameFsyncDirectory() throws {
        let temporary = TemporaryDirectory()
        defer { temporary.remove() }
        let directory = temporary.path + "/keys", log = temporary.path + "/strace.log"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments = [
            "-f", "-o", log, "-e", "trace=openat,write,fsync,fdatasync,rename,renameat,renameat2",
            Self.helper.path, "writer", directory, "main", "2",
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        func result(_ line: String) -> String { String(line[line.range(of: "= ", options: .backwards)!.upperBound...]) }
        func next(after index: Int, _ predicate: (String) -> Bool) -> Int? {
            lines.indices.first { $0 > index && predicate(lines[$0]) }
        }
        // The second write (it replaces a file, so it also keeps and removes a .prev).
        let open = try #require(lines.lastIndex { $0.contains("/.main.swks.tmp.") && $0.contains("O_EXCL|O_NOFOLLOW") })
        let fd = result(lines[open])
        let write = try #require(next(after: open) { $0.contains("write(\(fd), ") && $0.hasSuffix("= 172") })
        let syncFile = try #require(next(after: write) { $0.contains("fsync(\(fd))") && $0.hasSuffix("= 0") })
        let rename = try #require(next(after: syncFile) { $0.contains("rename") && $0.contains("/main.swks\")") })
        let openDirectory = try #require(
            next(after: rename) { $0.contains("\"\(directory)\"") && $0.contains("O_DIRECTORY") })
        let directoryFD = result(lines[openDirectory])
        #expect(next(after: openDirectory) { $0.contains("fsync(\(directoryFD))") && $0.hasSuffix("= 0") } != nil)
        // Nothing renamed the file before its data was synced.
        #expect(!lines[open..<syncFile].contains { $0.contains("rename") })
    }
}
