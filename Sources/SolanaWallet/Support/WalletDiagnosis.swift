import Foundation
import SolanaRPC

/// What a wallet's set-up check examines (`solwallet doctor`, an app's "check my set-up" screen).
public enum DiagnosticSubject: String, Sendable, CaseIterable {
    /// The wallet's data directory.
    case dataDirectory
    /// The keystore directory and its files.
    case keystore
    /// The wallet database.
    case database
    /// The stored settings.
    case settings
    /// The cluster the wallet talks to.
    case cluster
    /// The local clock against the cluster's block time.
    case clock
    /// The QR image reader (zbar).
    case qrScanner
}

/// How a check came out.
public enum DiagnosticStatus: String, Sendable, Codable {
    /// As it should be.
    case ok
    /// Worth fixing; the wallet still works.
    case warn
    /// Unsafe or unusable until fixed.
    case fail
}

/// One stored setting that no longer parses: its name and why (the setting layer's words).
public struct DiagnosticSettingProblem: Sendable, Equatable {
    /// The setting's name (`url`, `lang`…).
    public let setting: String
    /// Why its stored value is refused.
    public let reason: String

    /// A problem of `setting`.
    public init(setting: String, reason: String) {
        self.setting = setting
        self.reason = reason
    }
}

/// An RPC failure a check met: the typed error (a view says it in the user's language), compared by its text.
public struct DiagnosticRPCFailure: Sendable, Equatable, CustomStringConvertible {
    /// The error.
    public let error: RPCClientError

    /// A failure of `error`.
    public init(_ error: RPCClientError) { self.error = error }

    /// The error's own words (English).
    public var description: String { error.description }

    /// Whether both say the same.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }
}

/// Why a check came out as it did, with its values (paths, modes, user ids, versions, times) and no wording: a view
/// model says it in the user's language.
public enum DiagnosticReason: Sendable, Equatable {
    /// The data directory is a directory of the user's, writable and closed to others.
    case dataDirectoryReady(path: String)
    /// The data directory does not exist yet (no wallet on this machine).
    case dataDirectoryMissing(path: String)
    /// The data directory cannot be examined (the system's reason).
    case dataDirectoryUnreadable(path: String, reason: SystemFailure)
    /// The data directory's path is a link or not a directory.
    case dataDirectoryNotADirectory(path: String)
    /// The user cannot write the data directory.
    case dataDirectoryNotWritable(path: String)
    /// Others may list the data directory (its mode).
    case dataDirectoryOpen(path: String, mode: UInt16)
    /// No keystore yet.
    case keystoreMissing(directory: String)
    /// The keystore is as it should be, with `files` encrypted files.
    case keystoreSound(directory: String, files: Int)
    /// One thing wrong with the keystore (`EncryptedFileStorage.audit`); `uid` is the current user's, for the fix.
    case keystoreFinding(directory: String, finding: KeystoreFinding, uid: UInt32)
    /// No database yet (nothing is created by the check).
    case databaseMissing(path: String)
    /// The database does not open or migrate (SQLite's or the system's reason).
    case databaseUnopenable(path: String, reason: SystemFailure)
    /// SQLite's integrity check found problems (at most three kept).
    case databaseCorrupt(path: String, problems: [String])
    /// The integrity check itself failed (SQLite's reason).
    case databaseUncheckable(path: String, reason: SystemFailure)
    /// The database opens and passes the integrity check.
    case databaseSound(path: String)
    /// Every stored setting parses.
    case settingsValid
    /// Stored settings that no longer parse (other commands would quietly use the default).
    case settingsInvalid([DiagnosticSettingProblem])
    /// The cluster answers and is healthy: its software version and getVersion's time in milliseconds.
    case clusterHealthy(cluster: String, version: String, milliseconds: Int)
    /// The cluster answers but getHealth fails (the node's reason).
    case clusterUnhealthy(cluster: String, version: String, failure: DiagnosticRPCFailure)
    /// The cluster does not answer getVersion (the reason).
    case clusterUnreachable(cluster: String, failure: DiagnosticRPCFailure)
    /// The cluster has no block time for the newest slot; the clock is not checked.
    case clockNoBlockTime(slot: UInt64)
    /// The clock is within the allowed skew of the block time (`skewSeconds` positive: the clock is ahead).
    case clockInStep(slot: UInt64, skewSeconds: Int)
    /// The clock differs from the block time by more than `maxSkewSeconds`.
    case clockSkewed(slot: UInt64, skewSeconds: Int, maxSkewSeconds: Int)
    /// The block time could not be read (the reason); the clock is not checked.
    case clockUnreadable(failure: DiagnosticRPCFailure)
    /// zbar is loaded.
    case qrScannerLoaded
    /// zbar is missing (the loader's reason); only reading QR images needs it.
    case qrScannerMissing(reason: String)

    /// The check this reason belongs to.
    public var subject: DiagnosticSubject {
        switch self {
        case .dataDirectoryReady, .dataDirectoryMissing, .dataDirectoryUnreadable, .dataDirectoryNotADirectory,
            .dataDirectoryNotWritable, .dataDirectoryOpen:
            return .dataDirectory
        case .keystoreMissing, .keystoreSound, .keystoreFinding: return .keystore
        case .databaseMissing, .databaseUnopenable, .databaseCorrupt, .databaseUncheckable, .databaseSound:
            return .database
        case .settingsValid, .settingsInvalid: return .settings
        case .clusterHealthy, .clusterUnhealthy, .clusterUnreachable: return .cluster
        case .clockNoBlockTime, .clockInStep, .clockSkewed, .clockUnreadable: return .clock
        case .qrScannerLoaded, .qrScannerMissing: return .qrScanner
        }
    }

    /// What it means: the wallet's policy for each reason.
    public var status: DiagnosticStatus {
        switch self {
        case .dataDirectoryReady, .keystoreMissing, .keystoreSound, .databaseMissing, .databaseSound, .settingsValid,
            .clusterHealthy, .clockNoBlockTime, .clockInStep, .qrScannerLoaded:
            return .ok
        case .dataDirectoryMissing, .dataDirectoryOpen, .clusterUnhealthy, .clockSkewed, .clockUnreadable,
            .qrScannerMissing:
            return .warn
        case .keystoreFinding(_, let finding, _): return finding.isFailure ? .fail : .warn
        case .dataDirectoryUnreadable, .dataDirectoryNotADirectory, .dataDirectoryNotWritable, .databaseUnopenable,
            .databaseCorrupt, .databaseUncheckable, .settingsInvalid, .clusterUnreachable:
            return .fail
        }
    }
}

/// One check's result: which check, how it came out, and why.
public struct DiagnosticCheck: Sendable, Equatable {
    /// Why (with the values a view shows).
    public let reason: DiagnosticReason
    /// Which check.
    public var subject: DiagnosticSubject { reason.subject }
    /// How it came out.
    public var status: DiagnosticStatus { reason.status }

    /// The check that `reason` concludes.
    public init(_ reason: DiagnosticReason) { self.reason = reason }
}

/// A wallet's set-up checked: the data directory, the keystore, the database, the settings, the cluster, the clock
/// and the QR reader. Nothing is created or changed by the checks.
public struct WalletDiagnosis: Sendable, Equatable {
    /// The checks in the order made.
    public var checks: [DiagnosticCheck]

    /// A diagnosis of `checks`.
    public init(checks: [DiagnosticCheck] = []) { self.checks = checks }

    /// How many checks failed.
    public var failed: Int { checks.filter { $0.status == .fail }.count }
    /// How many checks warn.
    public var warnings: Int { checks.filter { $0.status == .warn }.count }

    /// The data directory: a directory (not a link) the user can write, closed to others.
    public static func dataDirectory(_ path: String) -> DiagnosticCheck {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return DiagnosticCheck(.dataDirectoryMissing(path: path)) }
            return DiagnosticCheck(.dataDirectoryUnreadable(path: path, reason: SystemFailure(errno: errno)))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return DiagnosticCheck(.dataDirectoryNotADirectory(path: path)) }
        guard access(path, W_OK) == 0 else { return DiagnosticCheck(.dataDirectoryNotWritable(path: path)) }
        if info.st_mode & 0o077 != 0 {
            return DiagnosticCheck(.dataDirectoryOpen(path: path, mode: UInt16(info.st_mode & 0o777)))
        }
        return DiagnosticCheck(.dataDirectoryReady(path: path))
    }

    /// The keystore (`EncryptedFileStorage.audit`): one check per finding, or one that says all is well.
    public static func keystore(_ directory: String) -> [DiagnosticCheck] {
        let audit = EncryptedFileStorage.audit(directory: directory)
        guard audit.exists else { return [DiagnosticCheck(.keystoreMissing(directory: directory))] }
        guard !audit.findings.isEmpty else {
            return [DiagnosticCheck(.keystoreSound(directory: directory, files: audit.entries))]
        }
        let uid = UInt32(getuid())
        return audit.findings.map { DiagnosticCheck(.keystoreFinding(directory: directory, finding: $0, uid: uid)) }
    }

    /// The database opens, migrates and passes SQLite's integrity check; nothing is created when it is missing. The
    /// database is returned when it opened (to read the settings from).
    public static func database(_ path: String) -> (DiagnosticCheck, WalletDatabase?) {
        guard FileManager.default.fileExists(atPath: path) else {
            return (DiagnosticCheck(.databaseMissing(path: path)), nil)
        }
        let database: WalletDatabase
        do { database = try WalletDatabase(opening: path) } catch {
            return (DiagnosticCheck(.databaseUnopenable(path: path, reason: SystemFailure(error))), nil)
        }
        do {
            let problems = try database.integrityRows()
            guard problems.isEmpty else {
                return (DiagnosticCheck(.databaseCorrupt(path: path, problems: Array(problems.prefix(3)))), database)
            }
        } catch {
            return (DiagnosticCheck(.databaseUncheckable(path: path, reason: SystemFailure(error))), database)
        }
        return (DiagnosticCheck(.databaseSound(path: path)), database)
    }

    /// The stored settings: valid when `problems` is empty.
    public static func settings(_ problems: [DiagnosticSettingProblem]) -> DiagnosticCheck {
        DiagnosticCheck(problems.isEmpty ? .settingsValid : .settingsInvalid(problems))
    }

    /// The QR reader: loaded when `unavailableReason` is nil.
    public static func qrScanner(unavailableReason: String?) -> DiagnosticCheck {
        DiagnosticCheck(unavailableReason.map { .qrScannerMissing(reason: $0) } ?? .qrScannerLoaded)
    }
}

extension ClusterCheck {
    /// The cluster answers getVersion and getHealth (`reach()`), as a diagnosis; `cluster` names it as shown (its
    /// URL redacted).
    public func diagnoseReach() async -> DiagnosticCheck {
        let cluster = client.cluster.description
        do {
            let reach = try await reach()
            let elapsed = reach.latency.components
            let milliseconds = Int(elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000)
            if let error = reach.unhealthy {
                return DiagnosticCheck(
                    .clusterUnhealthy(
                        cluster: cluster, version: reach.version.solanaCore, failure: DiagnosticRPCFailure(error)))
            }
            return DiagnosticCheck(
                .clusterHealthy(cluster: cluster, version: reach.version.solanaCore, milliseconds: milliseconds))
        } catch {
            return DiagnosticCheck(.clusterUnreachable(cluster: cluster, failure: DiagnosticRPCFailure(error)))
        }
    }

    /// The local clock against the newest block's time (`clock()`), as a diagnosis: skewed beyond `maxSkew`
    /// seconds is a warning.
    public func diagnoseClock(maxSkew: UInt32) async -> DiagnosticCheck {
        do {
            let reading = try await clock()
            guard let skew = reading.skew else { return DiagnosticCheck(.clockNoBlockTime(slot: reading.slot)) }
            let rounded = skew.isFinite ? Int(max(min(skew.rounded(), 1e15), -1e15)) : 0
            guard abs(skew) <= TimeInterval(maxSkew) else {
                return DiagnosticCheck(
                    .clockSkewed(slot: reading.slot, skewSeconds: rounded, maxSkewSeconds: Int(maxSkew)))
            }
            return DiagnosticCheck(.clockInStep(slot: reading.slot, skewSeconds: rounded))
        } catch {
            return DiagnosticCheck(.clockUnreadable(failure: DiagnosticRPCFailure(error)))
        }
    }
}
