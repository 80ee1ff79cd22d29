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
        commandName: "doctor",
        abstract: helpText("Check the wallet's set-up: files, permissions, the cluster and the clock."),
        discussion: helpText(
            """
            Checks the data directory, the keystore's permissions (0700 directory, 0600 files, no links, owned by you) \
            and leftovers (a .prev may still open with an old password), the database's integrity, the stored settings, that the cluster answers, the clock against the cluster's \
            newest block time, and the QR scanner library. Nothing is created or changed. Each problem comes with what \
            to do. Exit status 1 when a check fails (a warning alone exits 0).
            """))

    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    @Option(
        name: .long, help: helpText("Warn when the clock and the cluster's newest block time differ by more (seconds).")
    )
    var maxClockSkew: UInt32 = 60

    func run() async throws {
        let paths = home.paths
        var diagnosis = WalletDiagnosis()
        diagnosis.checks.append(WalletDiagnosis.dataDirectory(paths.dataDirectory))
        diagnosis.checks.append(contentsOf: WalletDiagnosis.keystore(paths.keystoreDirectory))
        let (databaseCheck, database) = WalletDiagnosis.database(paths.databasePath)
        diagnosis.checks.append(databaseCheck)
        let client: RPCClient
        let language: Language
        var settingErrors: [WalletSettingError] = []
        if let database {
            let registry = SQLiteWalletRegistry(database: database)
            // A stored lang that no longer parses is reported below, not a reason to stop.
            language = try (try? output.language(registry: registry)) ?? output.language()
            settingErrors = WalletSettings(registry: registry).problems()
            let problems = settingErrors.map {
                DiagnosticSettingProblem(setting: $0.setting.rawValue, reason: DoctorViewModel.settingReason($0, .en))
            }
            diagnosis.checks.append(WalletDiagnosis.settings(problems))
            client = try cluster.client(settings: registry)
        } else {
            language = try output.language()
            client = try cluster.client(settings: nil)
        }
        let check = ClusterCheck(client: client)
        let clusterCheck = await Spinner.run(.asking(cluster: Redaction.describe(client.cluster))) {
            await check.diagnoseReach()
        }
        diagnosis.checks.append(clusterCheck)
        if clusterCheck.status != .fail { diagnosis.checks.append(await check.diagnoseClock(maxSkew: maxClockSkew)) }
        diagnosis.checks.append(WalletDiagnosis.qrScanner(unavailableReason: QRScanner.unavailableReason))

        if output.json {
            // The JSON report stays in English: its names and texts are what scripts match.
            let view = DoctorViewModel(diagnosis, language: .en)
            try Output.printJSON(
                Report(version: BuildInfo.versionLine, checks: view.lines, failed: view.failed, warnings: view.warnings)
            )
        } else {
            let style = output.style
            let view = DoctorViewModel(diagnosis, settings: settingErrors, language: language)
            for line in view.lines {
                let mark: String
                switch line.status {
                case .ok: mark = style.apply(.positive, to: "ok  ")
                case .warn: mark = style.apply(.warning, to: "warn")
                case .fail: mark = style.apply(.negative, to: "FAIL")
                }
                Output.print("\(mark)  \(line.name): \(line.detail)", style: style)
                if let fixLine = line.fixLine { print("      \(fixLine)") }
            }
            print(view.summary)
        }
        let failed = diagnosis.failed
        if failed > 0 {
            throw CLIError(.file, failed == 1 ? .cliDoctorFailedOne : .cliDoctorFailedOther, String(failed))
        }
    }

    struct Report: Encodable {
        let version: String
        let checks: [DoctorViewModel.Line]
        let failed: Int
        let warnings: Int
    }
}
