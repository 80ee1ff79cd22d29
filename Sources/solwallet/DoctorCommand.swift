import ArgumentParser
import Foundation
import QRCode
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// `solwallet doctor`: checks what the wallet needs on this machine and says what to fix.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor", abstract: "Check the wallet's set-up: files, permissions, the cluster and the clock.",
        discussion: """
            Checks the data directory, the keystore's permissions (0700 directory, 0600 files, no links, owned by you) \
            and leftovers (a .prev may still open with an old password), the database's integrity, the stored settings, that the cluster answers, the clock against the cluster's \
            newest block time, and the QR scanner library. Nothing is created or changed. Each problem comes with what \
            to do. Exit status 1 when a check fails (a warning alone exits 0).
            """)

    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Warn when the clock and the cluster's newest block time differ by more (seconds).")
    var maxClockSkew: UInt32 = 60

    func run() async throws {
        let paths = home.paths
        var checks: [DoctorCheck] = []
        checks.append(DoctorCheck.dataDirectory(paths.dataDirectory))
        checks.append(contentsOf: DoctorCheck.keystore(paths.keystoreDirectory))
        let (databaseCheck, database) = DoctorCheck.database(paths.databasePath)
        checks.append(databaseCheck)
        var settingsCheck: DoctorCheck?
        let client: RPCClient
        if let database {
            let registry = SQLiteWalletRegistry(database: database)
            settingsCheck = DoctorCheck.settings(registry, clusterGiven: cluster.url != nil)
            client = try cluster.client(settings: registry)
        } else {
            client = try cluster.client(settings: nil)
        }
        if let settingsCheck { checks.append(settingsCheck) }
        let (clusterCheck, reachable) = await Spinner.run(.asking(cluster: Redaction.describe(client.cluster))) {
            await DoctorCheck.cluster(client)
        }
        checks.append(clusterCheck)
        if reachable { checks.append(await DoctorCheck.clock(client, maxSkew: TimeInterval(maxClockSkew))) }
        checks.append(DoctorCheck.qrScanner())

        let failed = checks.filter { $0.status == .fail }.count
        let warned = checks.filter { $0.status == .warn }.count
        if output.json {
            try Output.printJSON(
                Report(version: BuildInfo.versionLine, checks: checks, failed: failed, warnings: warned))
        } else {
            let style = output.style
            for check in checks {
                let mark: String
                switch check.status {
                case .ok: mark = style.apply(.positive, to: "ok  ")
                case .warn: mark = style.apply(.warning, to: "warn")
                case .fail: mark = style.apply(.negative, to: "FAIL")
                }
                Output.print("\(mark)  \(check.name): \(check.detail)", style: style)
                if let fix = check.fix { print("      fix: \(fix)") }
            }
            print(
                failed == 0 && warned == 0
                    ? "Everything looks right." : "\(failed) failed, \(warned) warning\(warned == 1 ? "" : "s").")
        }
        if failed > 0 {
            throw CLIError(.file, failed == 1 ? .cliDoctorFailedOne : .cliDoctorFailedOther, String(failed))
        }
    }

    struct Report: Encodable {
        let version: String
        let checks: [DoctorCheck]
        let failed: Int
        let warnings: Int
    }
}

/// One line of `solwallet doctor`'s report.
struct DoctorCheck: Encodable, Equatable {
    enum Status: String, Encodable { case ok, warn, fail }

    let name: String
    let status: Status
    let detail: String
    /// What to do, when the status is not ok.
    let fix: String?

    static func ok(_ name: String, _ detail: String) -> DoctorCheck {
        DoctorCheck(name: name, status: .ok, detail: detail, fix: nil)
    }

    /// The data directory: a directory (not a link) you can write, closed to others.
    static func dataDirectory(_ path: String) -> DoctorCheck {
        let name = "data directory"
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT {
                return DoctorCheck(
                    name: name, status: .warn, detail: "\(path) does not exist yet (no wallet on this machine)",
                    fix: "create or import a wallet: solwallet init, or solwallet import")
            }
            return DoctorCheck(
                name: name, status: .fail, detail: "\(path): \(String(cString: strerror(errno)))",
                fix: "check the path and its parents' permissions, or use --home / $SOLWALLET_HOME")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            return DoctorCheck(
                name: name, status: .fail, detail: "\(path) is not a directory",
                fix: "move it away; the wallet keeps its files in that directory")
        }
        guard access(path, W_OK) == 0 else {
            return DoctorCheck(
                name: name, status: .fail, detail: "\(path) is not writable by you",
                fix: "chown it to your user, or use --home / $SOLWALLET_HOME")
        }
        if info.st_mode & 0o077 != 0 {
            return DoctorCheck(
                name: name, status: .warn,
                detail: "\(path) has mode \(String(info.st_mode & 0o777, radix: 8)): others can list your wallets",
                fix: "chmod 700 \(path)")
        }
        return .ok(name, path)
    }

    /// The keystore (`EncryptedFileStorage.audit`): a 0700 directory of yours, every file 0600, regular and yours,
    /// no half-written files, no kept previous version (`.prev`, which may still open with an old password).
    static func keystore(_ directory: String) -> [DoctorCheck] {
        let name = "keystore"
        let audit = EncryptedFileStorage.audit(directory: directory)
        guard audit.exists else { return [.ok(name, "no keystore yet (\(directory))")] }
        guard !audit.findings.isEmpty else {
            let count = audit.entries
            return [.ok(name, "\(directory): \(count) encrypted file\(count == 1 ? "" : "s"), permissions right")]
        }
        return audit.findings.map { finding in
            let (detail, fix): (String, String)
            switch finding {
            case .unreadable(let reason):
                (detail, fix) = ("\(directory): \(reason)", "check the directory's permissions")
            case .notADirectory:
                (detail, fix) = (
                    "\(directory) is a link or not a directory",
                    "replace it with a real directory (mode 700) holding the keystore files"
                )
            case .directoryOwner(let uid):
                (detail, fix) = ("\(directory) belongs to user \(uid), not you", "chown -R \(getuid()) \(directory)")
            case .directoryMode(let mode):
                (detail, fix) = ("\(directory) has mode \(String(mode, radix: 8)), not 700", "chmod 700 \(directory)")
            case .interruptedWrite(let path):
                (detail, fix) = (
                    "\(path) is left from an interrupted write", "nothing to do: the next keystore write removes it"
                )
            case .notARegularFile(let path):
                (detail, fix) = (
                    "\(path) is a link or not a regular file", "remove it; keystore entries are regular files"
                )
            case .previousVersion(let path):
                (detail, fix) = (
                    "\(path) is a previous version left by an interrupted write or password change; it may still "
                        + "open with an old password",
                    "solwallet password change (it removes every .prev; after an interrupted change, give the same "
                        + "current and new passwords again)"
                )
            case .fileMode(let path, let mode):
                (detail, fix) = ("\(path) has mode \(String(mode, radix: 8)): others can read it", "chmod 600 \(path)")
            case .fileOwner(let path, let uid):
                (detail, fix) = ("\(path) belongs to user \(uid), not you", "chown \(getuid()) \(path)")
            }
            return DoctorCheck(name: name, status: finding.isFailure ? .fail : .warn, detail: detail, fix: fix)
        }
    }

    /// The database opens, migrates and passes SQLite's integrity check; nothing is created when it is missing.
    static func database(_ path: String) -> (DoctorCheck, WalletDatabase?) {
        let name = "database"
        guard FileManager.default.fileExists(atPath: path) else { return (.ok(name, "none yet (\(path))"), nil) }
        let database: WalletDatabase
        do { database = try WalletDatabase(path: path) } catch {
            return (
                DoctorCheck(
                    name: name, status: .fail, detail: "\(error)",
                    fix: "move \(path) away (it holds caches and history; secrets are in the keystore) and run again"),
                nil
            )
        }
        do {
            let problems = try database.integrityProblems()
            guard problems.isEmpty else {
                return (
                    DoctorCheck(
                        name: name, status: .fail,
                        detail: "integrity check: " + problems.prefix(3).joined(separator: "; "),
                        fix: "restore it from a backup (solwallet restore), or move it away and sync again"),
                    database
                )
            }
        } catch {
            return (DoctorCheck(name: name, status: .fail, detail: "\(error)", fix: "move \(path) away"), database)
        }
        return (.ok(name, "\(path): integrity ok"), database)
    }

    /// The stored settings parse (a bad stored cluster would otherwise be skipped for the default).
    static func settings(_ registry: SQLiteWalletRegistry, clusterGiven: Bool) -> DoctorCheck {
        let name = "settings"
        let bad = WalletSettings(registry: registry).problems().map { "\($0.setting.rawValue): \($0.reason)" }
        guard bad.isEmpty else {
            return DoctorCheck(
                name: name, status: .fail, detail: bad.joined(separator: "; "),
                fix: "set it again: solwallet config set KEY VALUE (solwallet config list shows them)")
        }
        return .ok(name, "stored settings are valid")
    }

    /// The cluster answers getVersion and getHealth.
    static func cluster(_ client: RPCClient) async -> (DoctorCheck, Bool) {
        let name = "cluster"
        let where_ = Redaction.describe(client.cluster)
        do {
            let reach = try await ClusterCheck(client: client).reach()
            let (version, elapsed) = (reach.version, reach.latency)
            let milliseconds = Int(
                elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
            if let error = reach.unhealthy {
                return (
                    DoctorCheck(
                        name: name, status: .warn,
                        detail: "\(where_) answers (\(version.solanaCore)) but is unhealthy: \(error)",
                        fix: "wait for the node to catch up, or use another with --url / solwallet config set url"),
                    true
                )
            }
            return (.ok(name, "\(where_): solana-core \(version.solanaCore), healthy, \(milliseconds) ms"), true)
        } catch {
            return (
                DoctorCheck(
                    name: name, status: .fail, detail: "\(where_): \(error)",
                    fix: "check the network, or choose another cluster: --url URL, or solwallet config set url URL"),
                false
            )
        }
    }

    /// The local clock against the newest block's time (transactions and Solana Pay links carry times).
    static func clock(_ client: RPCClient, maxSkew: TimeInterval) async -> DoctorCheck {
        let name = "clock"
        do {
            let reading = try await ClusterCheck(client: client).clock()
            let slot = reading.slot
            guard let skew = reading.skew else {
                return .ok(name, "the cluster has no time for slot \(slot); not checked")
            }
            let text = "\(skew >= 0 ? "+" : "")\(Int(skew.rounded())) s against slot \(slot)'s block time"
            guard abs(skew) <= maxSkew else {
                return DoctorCheck(
                    name: name, status: .warn, detail: text,
                    fix: "synchronise the clock (timedatectl set-ntp true), or the node is behind")
            }
            return .ok(name, text)
        } catch {
            return DoctorCheck(
                name: name, status: .warn, detail: "the cluster's block time could not be read: \(error)",
                fix: "nothing to fix here; the clock was not checked")
        }
    }

    /// zbar, needed only to read QR images (`pay --qr`).
    static func qrScanner() -> DoctorCheck {
        let name = "QR scanner"
        guard let reason = QRScanner.unavailableReason else { return .ok(name, "zbar loaded") }
        return DoctorCheck(
            name: name, status: .warn, detail: reason,
            fix: "only reading QR images needs it: apt-get install libzbar0")
    }
}
