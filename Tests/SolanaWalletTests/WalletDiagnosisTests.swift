import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

@testable import SolanaWallet

/// The set-up checks' typed results (`WalletDiagnosis`, what `doctor` shows) on real directories, a real database
/// and localnet: each reason with its values, and the status the SDK gives it.
@Suite(.serialized) struct WalletDiagnosisTests {
    @Test func theDataDirectoryAndTheDatabaseOnRealFiles() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let data = directory.path + "/data"
        #expect(WalletDiagnosis.dataDirectory(data) == DiagnosticCheck(.dataDirectoryMissing(path: data)))
        #expect(WalletDiagnosis.dataDirectory(data).status == .warn)
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
        #expect(chmod(data, 0o755) == 0)
        let open = WalletDiagnosis.dataDirectory(data)
        #expect(open.reason == .dataDirectoryOpen(path: data, mode: 0o755) && open.status == .warn)
        #expect(chmod(data, 0o700) == 0)
        #expect(WalletDiagnosis.dataDirectory(data).reason == .dataDirectoryReady(path: data))
        let file = directory.path + "/file"
        try Data([1]).write(to: URL(fileURLWithPath: file))
        #expect(WalletDiagnosis.dataDirectory(file).reason == .dataDirectoryNotADirectory(path: file))
        #expect(WalletDiagnosis.dataDirectory(file).status == .fail)

        let databasePath = data + "/wallet.sqlite"
        let (missing, none) = WalletDiagnosis.database(databasePath)
        #expect(missing.reason == .databaseMissing(path: databasePath) && none == nil)
        #expect(!FileManager.default.fileExists(atPath: databasePath))
        _ = try WalletDatabase(path: databasePath)
        let (sound, opened) = WalletDiagnosis.database(databasePath)
        #expect(sound.reason == .databaseSound(path: databasePath) && opened != nil)
        let garbage = data + "/garbage.sqlite"
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: garbage))
        let (broken, _) = WalletDiagnosis.database(garbage)
        #expect(broken.status == .fail && broken.subject == .database, "\(broken)")

        #expect(WalletDiagnosis.settings([]).reason == .settingsValid)
        let bad = WalletDiagnosis.settings([DiagnosticSettingProblem(setting: "url", reason: "not a cluster")])
        #expect(bad.status == .fail && bad.subject == .settings)
        #expect(WalletDiagnosis.qrScanner(unavailableReason: nil).reason == .qrScannerLoaded)
        #expect(WalletDiagnosis.qrScanner(unavailableReason: "no zbar").status == .warn)
    }

    @Test func theKeystoreAuditBecomesOneCheckPerFinding() async throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/keystore"
        #expect(WalletDiagnosis.keystore(path) == [DiagnosticCheck(.keystoreMissing(directory: path))])
        let storage = try EncryptedFileStorage(
            directory: path, password: KeystorePassword("diagnosis password"), parameters: .minimum,
            kdf: .insecureFastForTests, writerHook: nil)
        try await storage.store(KeystoreSecret(keypair: Keypair.generate()), id: "wallet1")
        #expect(WalletDiagnosis.keystore(path) == [DiagnosticCheck(.keystoreSound(directory: path, files: 1))])
        let entry = path + "/wallet1." + EncryptedFileStorage.fileExtension
        #expect(chmod(entry, 0o644) == 0)
        let checks = WalletDiagnosis.keystore(path)
        let uid = UInt32(getuid())
        #expect(
            checks == [
                DiagnosticCheck(
                    .keystoreFinding(directory: path, finding: .fileMode(path: entry, mode: 0o644), uid: uid))
            ])
        #expect(checks.map(\.status) == [.fail])
        #expect(WalletDiagnosis(checks: checks).failed == 1)
    }

    @Test func theClusterAndTheClockOnLocalnetAndOffline() async throws {
        let localnet = try Localnet()
        let check = ClusterCheck(client: WalletTestSupport.client(localnet))
        let reach = await check.diagnoseReach()
        guard case .clusterHealthy(let cluster, let version, let milliseconds) = reach.reason else {
            Issue.record("localnet: \(reach)")
            return
        }
        #expect(cluster.hasPrefix("localnet (") && !version.isEmpty && milliseconds >= 0)
        let clock = await check.diagnoseClock(maxSkew: UInt32.max)
        #expect(clock.status == .ok && clock.subject == .clock, "\(clock)")

        let offline = await ClusterCheck(client: WalletTestSupport.offline).diagnoseReach()
        guard case .clusterUnreachable(let name, let failure) = offline.reason else {
            Issue.record("offline: \(offline)")
            return
        }
        #expect(name.hasPrefix("offline (") && offline.status == .fail)
        #expect(!failure.description.isEmpty)
        let unread = await ClusterCheck(client: WalletTestSupport.offline).diagnoseClock(maxSkew: 60)
        #expect(unread.status == .warn, "\(unread)")
        if case .clockUnreadable = unread.reason {} else { Issue.record("\(unread)") }
    }
}
