import ArgumentParser
import Foundation
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// Where the wallet's files live: `--home DIR`, else `$SOLWALLET_HOME`, else the XDG directories.
struct HomeOptions: ParsableArguments {
    @Option(
        name: .long, help: helpText("Keep every wallet file under this directory (default: $SOLWALLET_HOME, else XDG).")
    )
    var home: String?

    var paths: WalletPaths { WalletPaths.resolve(home: home) }

    /// The wallet database, opened and migrated.
    func database() throws(CLIError) -> WalletDatabase {
        do { return try WalletDatabase(path: paths.databasePath) } catch {
            throw CLIError(.file, "\(error); check --home or $SOLWALLET_HOME", cause: error)
        }
    }
}

extension CLIError {
    /// A balance that could not be shown.
    init(_ error: BalanceError, cluster: Cluster) {
        let message = Redaction.scrub("\(error) (cluster: \(Redaction.describe(cluster)))")
        switch error {
        case .invalidAddress: self.init(.invalidInput, message, cause: error)
        case .unavailable, .cacheExpired: self.init(.network, message, cause: error)
        case .malformed: self.init(.network, message, cause: error)
        case .store: self.init(.file, message, cause: error)
        }
    }

    /// History that could not be shown.
    init(_ error: HistoryError, cluster: Cluster) {
        let message = Redaction.scrub("\(error) (cluster: \(Redaction.describe(cluster)))")
        switch error {
        case .unavailable, .decoding, .notStored: self.init(.network, message, cause: error)
        case .store: self.init(.file, message, cause: error)
        }
    }
}

/// Plain aligned text tables for the terminal, drawn by WalletPresentation's `Table` (display widths, every cell
/// sanitized onto one line, no trailing spaces).
enum TextTable {
    static func render(header: [String], rows: [[String]], rightAligned: Set<Int> = []) -> String {
        var table = Table(
            columns: header.enumerated().map { index, title in
                Table.Column(TerminalText.sanitize(title), alignment: rightAligned.contains(index) ? .right : .left)
            })
        for row in rows { table.append(row.map { Table.Cell($0) }) }
        return table.render().joined(separator: "\n")
    }
}
