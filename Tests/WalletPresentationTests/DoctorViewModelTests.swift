import Foundation
import SolanaRPC
import SolanaWallet
import Testing

@testable import WalletPresentation

/// `DoctorViewModel`: every reason a set-up check gives, in the four languages — English exactly as `solwallet doctor`
/// has always printed it, no English left in Portuguese, Greek or Turkish.
@Suite struct DoctorViewModelTests {
    static let refused = DiagnosticRPCFailure(.transport("connection refused"))
    static let behind = DiagnosticRPCFailure(.httpStatus(503, body: "behind by 42 slots"))
    static let denied = SystemFailure(errno: EACCES)

    /// Every reason, with values; whether its detail is only a path or the system's (or node's) own words.
    static let reasons: [(reason: DiagnosticReason, detailIsRaw: Bool)] = {
        let directory = "/home/ana/.solwallet/data/keystore"
        let file = directory + "/0a1b.swks"
        let findings: [KeystoreFinding] = [
            .unreadable(Self.denied), .notADirectory, .directoryOwner(uid: 0), .directoryMode(0o755),
            .interruptedWrite(path: directory + "/.0a1b.swks.tmp.9"), .notARegularFile(path: directory + "/planted"),
            .previousVersion(path: file + ".prev"), .fileMode(path: file, mode: 0o644), .fileOwner(path: file, uid: 0),
        ]
        var all: [(DiagnosticReason, Bool)] = [
            (.dataDirectoryReady(path: "/d"), true), (.dataDirectoryMissing(path: "/d"), false),
            (.dataDirectoryUnreadable(path: "/d", reason: Self.denied), false),
            (.dataDirectoryNotADirectory(path: "/d"), false), (.dataDirectoryNotWritable(path: "/d"), false),
            (.dataDirectoryOpen(path: "/d", mode: 0o755), false), (.keystoreMissing(directory: directory), false),
            (.keystoreSound(directory: directory, files: 1), false),
            (.keystoreSound(directory: directory, files: 3), false), (.databaseMissing(path: "/w.sqlite"), false),
            (
                .databaseUnopenable(
                    path: "/w.sqlite", reason: SystemFailure(kind: .notADatabase, text: "file is not a database")),
                false
            ),
            (.databaseCorrupt(path: "/w.sqlite", problems: ["row 3 missing", "page 7"]), false),
            (
                .databaseUncheckable(path: "/w.sqlite", reason: SystemFailure(kind: .other, text: "disk I/O error")),
                true
            ),
            (.databaseSound(path: "/w.sqlite"), false), (.settingsValid, false),
            (.settingsInvalid([DiagnosticSettingProblem(setting: "url", reason: "'ftp://x' is not a cluster")]), true),
            (.clusterHealthy(cluster: "localnet (http://127.0.0.1:8899)", version: "2.2.0", milliseconds: 4), false),
            (.clusterUnhealthy(cluster: "devnet", version: "2.2.0", failure: Self.behind), false),
            (.clusterUnreachable(cluster: "devnet", failure: Self.refused), false),
            (
                .clusterUnreachable(cluster: "devnet", failure: DiagnosticRPCFailure(.rateLimited(retryAfter: nil))),
                false
            ),
            (.clockNoBlockTime(slot: 9), false), (.clockInStep(slot: 9, skewSeconds: -2), false),
            (.clockSkewed(slot: 9, skewSeconds: 3600, maxSkewSeconds: 60), false),
            (.clockUnreadable(failure: DiagnosticRPCFailure(.timeout(.seconds(30)))), false), (.qrScannerLoaded, false),
            (.qrScannerMissing(reason: "libzbar.so.0: cannot open shared object file"), true),
        ]
        all += findings.map { (.keystoreFinding(directory: directory, finding: $0, uid: 1000), false) }
        return all
    }()

    func view(_ reason: DiagnosticReason, _ language: Language) -> DoctorViewModel.Line {
        DoctorViewModel(WalletDiagnosis(checks: [DiagnosticCheck(reason)]), language: language).lines[0]
    }

    @Test func englishIsWhatDoctorHasAlwaysPrinted() {
        let file = "/k/0a1b.swks"
        let cases: [(DiagnosticReason, String, String?)] = [
            (
                .dataDirectoryMissing(path: "/d"), "/d does not exist yet (no wallet on this machine)",
                "create or import a wallet: solwallet init, or solwallet import"
            ),
            (
                .dataDirectoryOpen(path: "/d", mode: 0o755), "/d has mode 755: others can list your wallets",
                "chmod 700 /d"
            ),
            (.keystoreSound(directory: "/k", files: 1), "/k: 1 encrypted file, permissions right", nil),
            (.keystoreSound(directory: "/k", files: 2), "/k: 2 encrypted files, permissions right", nil),
            (
                .keystoreFinding(directory: "/k", finding: .fileMode(path: file, mode: 0o644), uid: 1000),
                "\(file) has mode 644: others can read it", "chmod 600 \(file)"
            ),
            (
                .keystoreFinding(directory: "/k", finding: .directoryOwner(uid: 0), uid: 1000),
                "/k belongs to user 0, not you", "chown -R 1000 /k"
            ),
            (
                .clusterHealthy(cluster: "localnet (http://127.0.0.1:8899)", version: "2.2.0", milliseconds: 4),
                "localnet (http://127.0.0.1:8899): solana-core 2.2.0, healthy, 4 ms", nil
            ),
            (.clockInStep(slot: 9, skewSeconds: 0), "+0 s against slot 9's block time", nil),
            (
                .clockSkewed(slot: 9, skewSeconds: -90, maxSkewSeconds: 60), "-90 s against slot 9's block time",
                "synchronise the clock (timedatectl set-ntp true), or the node is behind"
            ),
            (
                .settingsInvalid([DiagnosticSettingProblem(setting: "url", reason: "'ftp://nowhere' is not a cluster")]
                ),
                "url: 'ftp://nowhere' is not a cluster",
                "set it again: solwallet config set KEY VALUE (solwallet config list shows them)"
            ),
        ]
        for (reason, detail, fix) in cases {
            let line = view(reason, .en)
            #expect(line.detail == detail)
            #expect(line.fix == fix)
            #expect(line.fixLine == fix.map { "fix: \($0)" })
        }
        #expect(view(.qrScannerLoaded, .en).name == "QR scanner")
        // An RPC failure: in English the error's own words, as before; else the localized message.
        #expect(
            view(.clusterUnreachable(cluster: "devnet", failure: Self.refused), .en).detail == "devnet: \(Self.refused)"
        )
        #expect(
            view(.clusterUnreachable(cluster: "devnet", failure: Self.refused), .pt).detail
                == "devnet: Não foi possível conectar ao nó RPC.")
        #expect(
            view(.clusterUnhealthy(cluster: "devnet", version: "2.2.0", failure: Self.behind), .en).detail
                == "devnet answers (2.2.0) but is unhealthy: \(Self.behind)")
    }

    @Test(arguments: [Language.pt, .el, .tr])
    func noEnglishIsLeft(language: Language) {
        for (reason, detailIsRaw) in Self.reasons {
            let english = view(reason, .en)
            let line = view(reason, language)
            #expect(line.status == english.status && line.status == reason.status)
            #expect(!line.detail.isEmpty && !line.name.isEmpty)
            if !detailIsRaw { #expect(line.detail != english.detail, "\(language) \(reason): \(line.detail)") }
            #expect((line.fix == nil) == (english.fix == nil), "\(reason)")
            if let fix = line.fix, let englishFix = english.fix {
                #expect(fix != englishFix, "\(language) \(reason): \(fix)")
                #expect(line.fixLine != english.fixLine && line.fixLine?.contains(fix) == true)
            }
            // The values stay: every path and number the English shows appears in the translation too.
            for value in ["/d", "/w.sqlite", "755", "644", "3600", "2.2.0", "503", "devnet"]
            where english.detail.contains(value) {
                #expect(line.detail.contains(value), "\(language) \(reason) lost \(value)")
            }
        }
        for subject in DiagnosticSubject.allCases where subject != .cluster {
            #expect(
                DoctorViewModel.name(subject, language: language) != DoctorViewModel.name(subject, language: .en),
                "\(language) \(subject)")
        }
        // Every doctor sentence is translated (the bare formats "{1}: {2}" and "{1}, {2}." excepted).
        let l10n = Localizer(language)
        for key in L10nKey.allCases where "\(key)".hasPrefix("doctor") {
            guard ![.doctorSummary, .doctorPathReason, .doctorNameCluster].contains(key) else { continue }
            #expect(l10n.template(key) != key.english, "\(language) \(key) is English")
        }
    }

    @Test func summaryCountsInEachLanguage() {
        func summary(_ reasons: [DiagnosticReason], _ language: Language) -> String {
            DoctorViewModel(WalletDiagnosis(checks: reasons.map(DiagnosticCheck.init)), language: language).summary
        }
        let fail = DiagnosticReason.dataDirectoryNotWritable(path: "/d")
        let warn = DiagnosticReason.qrScannerMissing(reason: "no zbar")
        #expect(summary([.settingsValid], .en) == "Everything looks right.")
        #expect(summary([.settingsValid], .pt) == "Tudo parece certo.")
        #expect(summary([.settingsValid], .el) == "Όλα φαίνονται σωστά.")
        #expect(summary([.settingsValid], .tr) == "Her şey yolunda görünüyor.")
        #expect(summary([fail, warn], .en) == "1 failed, 1 warning.")
        #expect(summary([warn, warn], .en) == "0 failed, 2 warnings.")
        #expect(summary([fail, fail, warn, warn], .en) == "2 failed, 2 warnings.")
        // Portuguese (Brazil): 0 and 1 are singular.
        #expect(summary([warn, warn], .pt) == "0 falhou, 2 avisos.")
        #expect(summary([fail, fail, warn], .pt) == "2 falharam, 1 aviso.")
        #expect(summary([fail, warn, warn], .el) == "1 απέτυχε, 2 προειδοποιήσεις.")
        #expect(summary([fail, fail, warn], .el) == "2 απέτυχαν, 1 προειδοποίηση.")
        #expect(summary([fail, fail, warn, warn], .tr) == "2 başarısız, 2 uyarı.")
        let mixed = WalletDiagnosis(checks: [fail, warn, warn, .settingsValid].map(DiagnosticCheck.init))
        #expect(mixed.failed == 1 && mixed.warnings == 2)
    }

    @Test func statusIsTheSDKsPolicy() {
        #expect(
            DiagnosticReason.keystoreFinding(directory: "/k", finding: .interruptedWrite(path: "/k/.x.tmp.1"), uid: 1)
                .status == .warn)
        #expect(
            DiagnosticReason.keystoreFinding(directory: "/k", finding: .previousVersion(path: "/k/a.prev"), uid: 1)
                .status == .fail)
        #expect(DiagnosticReason.clusterUnreachable(cluster: "x", failure: Self.refused).status == .fail)
        #expect(DiagnosticReason.clockSkewed(slot: 1, skewSeconds: 61, maxSkewSeconds: 60).status == .warn)
        #expect(DiagnosticReason.dataDirectoryMissing(path: "/d").status == .warn)
        #expect(DiagnosticReason.databaseMissing(path: "/w").status == .ok)
        for (reason, _) in Self.reasons {
            #expect(DiagnosticCheck(reason).subject == reason.subject)
        }
    }

    /// The system's and SQLite's failures are said in the language, the system's own text kept after them; the
    /// errno values and SQLite's result codes map to their kinds.
    @Test func systemFailuresAreSaidInTheLanguage() throws {
        #expect(
            SystemFailureKind(errno: EACCES) == .permissionDenied
                && SystemFailureKind(errno: EPERM) == .permissionDenied)
        #expect(
            SystemFailureKind(errno: ENOENT) == .noSuchFile && SystemFailureKind(errno: EROFS) == .readOnlyFileSystem)
        #expect(SystemFailureKind(errno: ENOSPC) == .noSpace && SystemFailureKind(errno: EISDIR) == .isADirectory)
        #expect(
            SystemFailureKind(errno: ENOTDIR) == .notADirectory && SystemFailureKind(errno: ELOOP) == .symbolicLinkLoop)
        #expect(SystemFailureKind(errno: EIO) == .other)
        let codes: [(Int32, SystemFailureKind)] = [
            (5, .databaseBusy), (6, .databaseBusy), (261, .databaseBusy), (11, .databaseCorrupt), (26, .notADatabase),
            (8, .databaseReadOnly), (13, .databaseFull), (14, .databaseCannotOpen), (1, .other),
        ]
        for (code, kind) in codes { #expect(SystemFailureKind(sqliteResultCode: code) == kind, "\(code)") }
        for kind in SystemFailureKind.allCases where kind != .other {
            let failure = SystemFailure(kind: kind, text: "raw words")
            let english = failure.message(.en)
            #expect(english.hasSuffix(" (raw words)"))
            for language in [Language.pt, .el, .tr] {
                let said = failure.message(language)
                #expect(said != english && said.hasSuffix(" (raw words)"), "\(language) \(kind): \(said)")
            }
        }
        #expect(SystemFailure(kind: .other, text: "disk I/O error").message(.pt) == "disk I/O error")
        #expect(SystemFailure(errno: EACCES).message(.en) == "permission denied")
        #expect(SystemFailure(errno: EACCES).message(.pt) == "permissão negada (Permission denied)")
    }

    /// Real failures: a file that is not a database, and a data directory path through a file, as doctor sees them.
    @Test func realFailuresAreTyped() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("wallet.sqlite").path
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: database))
        let (check, opened) = WalletDiagnosis.database(database)
        #expect(opened == nil)
        guard case .databaseUnopenable(_, let failure) = check.reason else {
            Issue.record("\(check.reason)")
            return
        }
        #expect(failure.kind == .notADatabase)
        let line = DoctorViewModel(WalletDiagnosis(checks: [check]), language: .pt).lines[0]
        #expect(line.detail.hasPrefix("o arquivo não é um banco de dados ("), "\(line.detail)")
        let through = WalletDiagnosis.dataDirectory(database + "/data")
        #expect(
            through.reason == .dataDirectoryUnreadable(path: database + "/data", reason: SystemFailure(errno: ENOTDIR)))
        let greek = DoctorViewModel(WalletDiagnosis(checks: [through]), language: .el).lines[0].detail
        #expect(greek.contains("ένα μέρος της διαδρομής δεν είναι κατάλογος"), "\(greek)")
    }

    /// Stored settings that no longer pass their checks are said from their typed refusals.
    @Test func settingProblemsAreSaidInTheLanguage() {
        let problem = WalletSettingError(setting: .commitment, source: .stored, value: "fast", refusal: .notACommitment)
        let diagnosis = WalletDiagnosis(checks: [
            WalletDiagnosis.settings([DiagnosticSettingProblem(setting: "commitment", reason: problem.reason)])
        ])
        #expect(
            DoctorViewModel(diagnosis, settings: [problem], language: .en).lines[0].detail
                == "commitment: 'fast': use processed, confirmed or finalized")
        #expect(
            DoctorViewModel(diagnosis, settings: [problem], language: .tr).lines[0].detail
                == "commitment: 'fast': processed, confirmed veya finalized kullanın")
        #expect(
            DoctorViewModel(diagnosis, settings: [problem], language: .pt).lines[0].detail
                == "commitment: 'fast': use processed, confirmed ou finalized")
    }
}
