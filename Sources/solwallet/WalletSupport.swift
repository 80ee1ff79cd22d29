import ArgumentParser
import Foundation
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// Where the wallet's files live: `--home DIR`, else `$SOLWALLET_HOME`, else the XDG directories.
struct HomeOptions: ParsableArguments {
    @Option(name: .long, help: "Keep every wallet file under this directory (default: $SOLWALLET_HOME, else XDG).")
    var home: String?

    var paths: WalletPaths { WalletPaths.resolve(home: home) }

    /// The wallet database, opened and migrated.
    func database() throws(CLIError) -> WalletDatabase {
        do { return try WalletDatabase(path: paths.databasePath) } catch {
            throw CLIError(.file, "\(error); check --home or $SOLWALLET_HOME")
        }
    }
}

extension CLIError {
    /// A balance that could not be shown.
    init(_ error: BalanceError, cluster: Cluster) {
        let message = Redaction.scrub("\(error) (cluster: \(Redaction.describe(cluster)))")
        switch error {
        case .invalidAddress: self.init(.invalidInput, message)
        case .unavailable, .cacheExpired: self.init(.network, message)
        case .malformed: self.init(.network, message)
        case .store: self.init(.file, message)
        }
    }

    /// History that could not be shown.
    init(_ error: HistoryError, cluster: Cluster) {
        let message = Redaction.scrub("\(error) (cluster: \(Redaction.describe(cluster)))")
        switch error {
        case .unavailable, .decoding, .notStored: self.init(.network, message)
        case .store: self.init(.file, message)
        }
    }
}

/// Plain aligned text tables for the terminal (display width by characters; no trailing spaces).
enum TextTable {
    static func render(header: [String], rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let all = ([header] + rows).map { $0.map(TerminalText.sanitize) }  // one line per row, whatever a label holds
        let widths = header.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        return all.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }
}
