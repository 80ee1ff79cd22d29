import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import WalletPresentation

extension TxCommand {
    /// `solwallet tx show SIGNATURE`: one transaction in full, as `solana confirm -v` shows it.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "One transaction in full: status, fee, balance changes of every account, tokens, memo, logs.")

        @Argument(help: "The transaction's signature.") var signature: Signature
        @Option(help: "Describe it from this address's side (default: the fee payer).") var address: PublicKey?
        @OptionGroup var cluster: ClusterOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            let client = try cluster.client()
            let fetched = try await rpc(client) { () throws(RPCClientError) in
                try await client.send(.getTransaction(signature, encoding: .base64, commitment: .confirmed))
            }
            guard let response = fetched else {
                throw CLIError(
                    .notFound,
                    "transaction \(signature) is not known to \(Redaction.describe(client.cluster)) "
                        + "(not confirmed yet, or on another cluster)")
            }
            guard let meta = response.meta, let transaction = try? response.decodedTransaction() else {
                throw CLIError(.network, "the node's answer for \(signature) has no metadata or wire bytes")
            }
            let keys =
                transaction.message.staticAccountKeys + (meta.loadedAddresses?.writable ?? [])
                + (meta.loadedAddresses?.readonly ?? [])
            let side = address ?? keys.first ?? .systemProgram
            let entry: HistoryEntry
            do { entry = try HistoryDecoder.entry(for: side, signature: signature, response: response) } catch {
                throw CLIError(.network, error.description)
            }
            let changes = zip(keys, zip(meta.preBalances, meta.postBalances)).map { key, balances in
                Report.Change(account: key.base58, before: String(balances.0), after: String(balances.1))
            }
            let report = Report(
                signature: signature.base58, slot: response.slot, blockTime: response.blockTime,
                version: transaction.message.version.description, status: meta.err == nil ? "ok" : "failed",
                error: meta.err.map { "\($0)" }, fee: String(meta.fee), feePayer: keys.first?.base58,
                address: side.base58, direction: entry.direction.rawValue, lamports: String(entry.lamports),
                counterparty: entry.counterparty?.base58, memo: entry.memo, balances: changes,
                tokenChanges: entry.tokenChanges.map {
                    .init(
                        mint: $0.mint.base58, decimals: $0.decimals, amount: String($0.amount), increase: $0.isIncrease)
                },
                logs: meta.logMessages ?? [], explorer: Self.explorerLink(signature, cluster: client.cluster))
            if output.json {
                try Output.printJSON(report)
                return
            }
            print("Signature: \(report.signature)")
            print(
                "Slot: \(report.slot)   Time: \(HistoryCommand.time(entry.blockTime)) UTC   Version: \(report.version)")
            print(
                "Status: \(report.error.map { "failed: \($0)" } ?? "ok")   Fee: \(Lamports.formatSOL(meta.fee))"
                    + (report.feePayer.map { " (paid by \($0))" } ?? ""))
            print(
                "For \(side.base58): \(entry.direction.rawValue) \(HistoryCommand.amount(entry))"
                    + (entry.counterparty.map { " with \($0.base58)" } ?? ""))
            if let memo = entry.memo { print("Memo: \(TerminalText.sanitize(memo))") }
            let rows = zip(keys, zip(meta.preBalances, meta.postBalances)).map { key, balances -> [String] in
                let (before, after) = balances
                let delta =
                    after >= before ? "+" + Lamports.format(after - before) : "-" + Lamports.format(before - after)
                return [key.base58, Lamports.format(before), Lamports.format(after), after == before ? "" : delta]
            }
            print(
                TextTable.render(
                    header: ["Account", "Before (SOL)", "After (SOL)", "Change"], rows: rows,
                    rightAligned: [1, 2, 3]))
            if !report.logs.isEmpty {
                print("Logs:\n  " + report.logs.map(TerminalText.sanitize).joined(separator: "\n  "))
            }
            print(report.explorer)
        }

        /// The Solana Explorer page of a transaction on `cluster`.
        static func explorerLink(_ signature: Signature, cluster: Cluster) -> String {
            let base = "https://explorer.solana.com/tx/\(signature.base58)"
            switch cluster {
            case .mainnetBeta: return base
            case .devnet: return base + "?cluster=devnet"
            case .testnet: return base + "?cluster=testnet"
            default:
                let shown = Cluster.redacted(cluster.url)
                let encoded = shown.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? shown
                return base + "?cluster=custom&customUrl=" + encoded
            }
        }

        struct Report: Encodable {
            struct Change: Encodable { let account: String; let before: String; let after: String }
            struct Token: Encodable { let mint: String; let decimals: UInt8; let amount: String; let increase: Bool }
            let signature: String, slot: UInt64, blockTime: Int64?, version: String, status: String, error: String?
            let fee: String, feePayer: String?, address: String, direction: String, lamports: String
            let counterparty: String?, memo: String?, balances: [Change], tokenChanges: [Token], logs: [String]
            let explorer: String
        }
    }
}
