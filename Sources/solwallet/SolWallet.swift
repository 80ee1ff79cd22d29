import ArgumentParser
import CBuildInfo
import Foundation

/// `solwallet`: the Solana wallet and SDK tools for the terminal.
struct SolWallet: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solwallet",
        abstract: helpText("A Solana wallet and toolbox for the terminal."),
        discussion: helpText(
            """
            Every command takes --json for one JSON object on stdout. Errors go to stderr ("error: …", or \
            {"error": …, "code": …} with --json). Exit status: 0 ok, 1 bad input, arguments or files, \
            2 network or cluster error.
            """),
        version: BuildInfo.versionLine,
        subcommands: [
            AddressCommand.self, KeygenCommand.self, TxCommand.self, BalanceCommand.self, AirdropCommand.self,
            ContactsCommand.self,
            HistoryCommand.self, SendCommand.self, BroadcastCommand.self, ReceiveCommand.self, PayGroup.self,
            ActionCommand.self,
            AccountGroupCommand.self,
            SlotCommand.self,
            ClusterVersionCommand.self,
            InitCommand.self, ImportCommand.self, WalletsCommand.self, SeedGroup.self, BackupCommand.self,
            RestoreCommand.self,
            WalletGroup.self, PasswordGroup.self, ConfigCommand.self, MarketCommand.self, AssetCommand.self,
            PortfolioCommand.self, NewsCommand.self,
            AdapterGroup.self, DoctorCommand.self,
            ValidatorsCommand.self, StakeGroup.self, TokenGroup.self, ServeCommand.self, MessageGroup.self,
            SignInGroup.self,
            IDLGroup.self,
        ]
    )
}

/// The entry point: parses, runs, and turns any error into a message and an exit status in one place
/// (`ErrorReport`); commands and helpers throw instead of exiting.
@main
enum SolWalletMain {
    static func main() async {
        let json = wantsJSON(CommandLine.arguments)
        Spinner.suppressed = json
        defer { KeygenInput.wipe() }
        do {
            var command = try SolWallet.parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let report = ErrorReport(for: error)
            if report.exitStatus == 0 && report.code == "help" {
                // --help, --version: the parser's text on stdout, in the user's language.
                print(HelpText.rendered(SolWallet.fullMessage(for: error)))
            } else {
                report.write(json: json)
            }
            KeygenInput.wipe()
            exit(report.exitStatus)
        }
    }

    /// Whether `--json` was given (before a `--` that ends the options).
    static func wantsJSON(_ arguments: [String]) -> Bool {
        for argument in arguments.dropFirst() {
            if argument == "--" { return false }
            if argument == "--json" { return true }
        }
        return false
    }
}

/// The version and the commit this binary was built from.
enum BuildInfo {
    /// The release this source tree is (kept in step with CHANGELOG.md's newest heading).
    static let version = "0.1.0"
    /// The git commit ("0123abc", "…-dirty" for uncommitted changes), or "unknown" for a build outside `make`.
    static let commit = String(cString: solwallet_build_commit())
    /// What `--version` prints: `0.1.0 (commit 0123abc)`.
    static let versionLine = "\(version) (commit \(commit))"
}
