import SolanaCore
import SolanaRPC
import SolanaWallet

/// A wallet's set-up check (`WalletDiagnosis`) as a view shows it, in one language: each check's name, what was
/// found and what to do, and a summary line. The values (paths, modes, user ids, versions, times) come as found;
/// an RPC failure is said in the language (in English in the node's own words); the system's and the store's own
/// reasons are shown as they are.
///
/// ```swift
/// let view = DoctorViewModel(diagnosis, language: .pt)
/// view.lines.first?.detail  // "/home/ana/.solwallet/data ainda não existe (nenhuma carteira nesta máquina)"
/// view.summary              // "0 falhou, 1 aviso."
/// ```
public struct DoctorViewModel: Sendable, Equatable {
    /// One check as shown. Encodes as `{name, status, detail, fix}` (`fix` only when there is one).
    public struct Line: Sendable, Equatable, Encodable {
        /// The check's name.
        public let name: String
        /// How it came out.
        public let status: DiagnosticStatus
        /// What was found.
        public let detail: String
        /// What to do, when the status is not ok.
        public let fix: String?
        /// The fix as a line of its own ("fix: …"), when there is one.
        public let fixLine: String?

        enum CodingKeys: String, CodingKey { case name, status, detail, fix }
    }

    /// The language of the text.
    public let language: Language
    /// The checks in the order made.
    public let lines: [Line]
    /// How many checks failed.
    public let failed: Int
    /// How many checks warn.
    public let warnings: Int
    /// "Everything looks right." or how many failed and warn.
    public let summary: String

    /// The view of `diagnosis` in `language`.
    public init(_ diagnosis: WalletDiagnosis, language: Language) {
        self.init(diagnosis, settings: [], language: language)
    }

    /// The view of `diagnosis` in `language`, the stored settings that do not pass their checks said from
    /// `settings` (`WalletSettings.problems()`, typed) rather than from the diagnosis' English reasons.
    public init(_ diagnosis: WalletDiagnosis, settings: [WalletSettingError], language: Language) {
        let l10n = Localizer(language)
        self.language = language
        self.lines = diagnosis.checks.map { Self.line($0, settings, l10n) }
        self.failed = diagnosis.failed
        self.warnings = diagnosis.warnings
        if failed == 0 && warnings == 0 {
            summary = l10n(.doctorAllGood)
        } else {
            summary = l10n(
                .doctorSummary, Self.count(l10n, .doctorFailedOne, .doctorFailedOther, failed),
                Self.count(l10n, .doctorWarningsOne, .doctorWarningsOther, warnings))
        }
    }

    /// The name of `subject` in `language`.
    public static func name(_ subject: DiagnosticSubject, language: Language) -> String {
        let l10n = Localizer(language)
        switch subject {
        case .dataDirectory: return l10n(.doctorNameDataDirectory)
        case .keystore: return l10n(.doctorNameKeystore)
        case .database: return l10n(.doctorNameDatabase)
        case .settings: return l10n(.doctorNameSettings)
        case .cluster: return l10n(.doctorNameCluster)
        case .clock: return l10n(.doctorNameClock)
        case .qrScanner: return l10n(.doctorNameQRScanner)
        }
    }

    /// The plural form for `count`, the number as written by a program (no grouping: counts of files and checks).
    private static func count(_ l10n: Localizer, _ one: L10nKey, _ other: L10nKey, _ count: Int, _ rest: String...)
        -> String
    {
        let key = l10n.language.pluralCategory(UInt64(count.magnitude)) == .one ? one : other
        return Localizer.fill(l10n.template(key), [String(count)] + rest)
    }

    private static func octal(_ mode: UInt16) -> String { String(mode, radix: 8) }

    private static func line(_ check: DiagnosticCheck, _ settings: [WalletSettingError], _ l10n: Localizer) -> Line {
        var (detail, fix) = texts(check.reason, l10n)
        if case .settingsInvalid = check.reason, !settings.isEmpty {
            detail = settings.map { "\($0.setting.rawValue): " + Self.settingReason($0, l10n.language) }
                .joined(separator: "; ")
        }
        return Line(
            name: name(check.subject, language: l10n.language), status: check.status, detail: detail, fix: fix,
            fixLine: fix.map { l10n(.doctorFixLine, $0) })
    }

    /// Why a stored setting does not pass its check, with its value ("'ftp://nowhere': use mainnet-beta, …"): the
    /// reason of a `DiagnosticSettingProblem`, and the detail of the settings line after the setting's name.
    public static func settingReason(_ error: WalletSettingError, _ language: Language) -> String {
        "'\(OneLine.escape(error.value))': \(error.refusal.message(language))"
    }

    /// The detail and the fix of `reason`.
    private static func texts(_ reason: DiagnosticReason, _ l10n: Localizer) -> (String, String?) {
        switch reason {
        case .dataDirectoryReady(let path): return (path, nil)
        case .dataDirectoryMissing(let path): return (l10n(.doctorDataDirMissing, path), l10n(.doctorFixCreateWallet))
        case .dataDirectoryUnreadable(let path, let why):
            return (l10n(.doctorPathReason, path, why.message(l10n.language)), l10n(.doctorFixDataDirPath))
        case .dataDirectoryNotADirectory(let path):
            return (l10n(.doctorNotADirectory, path), l10n(.doctorFixMoveAway))
        case .dataDirectoryNotWritable(let path): return (l10n(.doctorNotWritable, path), l10n(.doctorFixChownHome))
        case .dataDirectoryOpen(let path, let mode):
            return (l10n(.doctorDataDirOpen, path, octal(mode)), l10n(.doctorFixChmod700, path))
        case .keystoreMissing(let directory): return (l10n(.doctorKeystoreNone, directory), nil)
        case .keystoreSound(let directory, let files):
            return (count(l10n, .doctorKeystoreSoundOne, .doctorKeystoreSoundOther, files, directory), nil)
        case .keystoreFinding(let directory, let finding, let uid):
            return keystoreTexts(directory, finding, uid, l10n)
        case .databaseMissing(let path): return (l10n(.doctorDatabaseNone, path), nil)
        case .databaseUnopenable(let path, let why):
            return (why.message(l10n.language), l10n(.doctorFixDatabaseMoveAway, path))
        case .databaseCorrupt(_, let problems):
            return (
                l10n(.doctorDatabaseIntegrity, problems.joined(separator: "; ")), l10n(.doctorFixDatabaseRestore)
            )
        case .databaseUncheckable(let path, let why):
            return (why.message(l10n.language), l10n(.doctorFixMovePathAway, path))
        case .databaseSound(let path): return (l10n(.doctorDatabaseSound, path), nil)
        case .settingsValid: return (l10n(.doctorSettingsValid), nil)
        case .settingsInvalid(let problems):
            let detail = problems.map { "\($0.setting): \($0.reason)" }.joined(separator: "; ")
            return (detail, l10n(.doctorFixSettings))
        case .clusterHealthy(let cluster, let version, let milliseconds):
            return (l10n(.doctorClusterHealthy, cluster, version, String(milliseconds)), nil)
        case .clusterUnhealthy(let cluster, let version, let failure):
            return (
                l10n(.doctorClusterUnhealthy, cluster, version, said(failure, l10n)), l10n(.doctorFixClusterCatchUp)
            )
        case .clusterUnreachable(let cluster, let failure):
            return (l10n(.doctorPathReason, cluster, said(failure, l10n)), l10n(.doctorFixClusterUnreachable))
        case .clockNoBlockTime(let slot): return (l10n(.doctorClockNoTime, String(slot)), nil)
        case .clockInStep(let slot, let skew): return (l10n(.doctorClockSkew, signed(skew), String(slot)), nil)
        case .clockSkewed(let slot, let skew, _):
            return (l10n(.doctorClockSkew, signed(skew), String(slot)), l10n(.doctorFixClock))
        case .clockUnreadable(let failure):
            return (l10n(.doctorClockUnreadable, said(failure, l10n)), l10n(.doctorFixClockNotChecked))
        case .qrScannerLoaded: return (l10n(.doctorQRLoaded), nil)
        case .qrScannerMissing(let why): return (why, l10n(.doctorFixQRScanner))
        }
    }

    /// An RPC failure: in English its own words (as doctor has always shown them), else the localized message.
    private static func said(_ failure: DiagnosticRPCFailure, _ l10n: Localizer) -> String {
        l10n.language == .en ? failure.description : ErrorViewModel(failure.error, language: l10n.language).message
    }

    private static func signed(_ seconds: Int) -> String { (seconds >= 0 ? "+" : "") + String(seconds) }

    private static func keystoreTexts(
        _ directory: String, _ finding: KeystoreFinding, _ uid: UInt32, _ l10n: Localizer
    ) -> (String, String?) {
        switch finding {
        case .unreadable(let why):
            return (
                l10n(.doctorPathReason, directory, why.message(l10n.language)), l10n(.doctorFixDirectoryPermissions)
            )
        case .notADirectory: return (l10n(.doctorKeystoreNotADirectory, directory), l10n(.doctorFixRealDirectory))
        case .directoryOwner(let owner):
            return (
                l10n(.doctorOwnedByOther, directory, String(owner)),
                l10n(.doctorFixChownDirectory, String(uid), directory)
            )
        case .directoryMode(let mode):
            return (l10n(.doctorDirectoryModeNot700, directory, octal(mode)), l10n(.doctorFixChmod700, directory))
        case .interruptedWrite(let path): return (l10n(.doctorInterruptedWrite, path), l10n(.doctorFixNothingNextWrite))
        case .notARegularFile(let path): return (l10n(.doctorNotARegularFile, path), l10n(.doctorFixRemoveEntry))
        case .previousVersion(let path): return (l10n(.doctorPreviousVersion, path), l10n(.doctorFixPasswordChange))
        case .fileMode(let path, let mode):
            return (l10n(.doctorFileReadable, path, octal(mode)), l10n(.doctorFixChmod600, path))
        case .fileOwner(let path, let owner):
            return (l10n(.doctorOwnedByOther, path, String(owner)), l10n(.doctorFixChownFile, String(uid), path))
        }
    }
}
