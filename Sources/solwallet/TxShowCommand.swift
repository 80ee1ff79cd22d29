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
            abstract: helpText(
                "One transaction in full: status, fee, balance changes of every account, tokens, memo, logs."))

        @Argument(help: helpText("The transaction's signature.")) var signature: Signature
        @Option(help: helpText("Describe it from this address's side (default: the fee payer).")) var address:
            PublicKey?
        @OptionGroup var cluster: ClusterOptions
        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() async throws {
            // The language of the text and of the errors: --lang, $SOLWALLET_LANG, the wallet's setting, the locale.
            let language = try output.language(home: home)
            let client = try cluster.client(home: home)
            let record: TransactionRecord
            do { record = try await TransactionLookup(client: client).record(signature, address: address) } catch {
                switch error {
                case .notFound: throw CLIError(.notFound, Redaction.scrub(error.description), cause: error)
                case .malformed: throw CLIError(.network, error.description, cause: error)
                case .network(let detail): throw CLIError(.network, Redaction.scrub(detail), cause: error)
                }
            }
            let (entry, side) = (record.entry, record.side)
            let fee = record.response.meta?.fee ?? 0
            // Custom program errors named by the built-in tables and the registered IDLs.
            let programs = RegisteredIDLs.load(home.paths)
            let failure = record.failure(naming: programs)
            let decoded = TransactionReport(
                record.transaction, lookupTables: record.lookupTables, interpreter: programs)
            let changes = record.balances.map {
                Report.Change(account: $0.account.base58, before: String($0.before), after: String($0.after))
            }
            let report = Report(
                signature: signature.base58, slot: record.response.slot,
                blockTime: record.response.blockTime.map(JSONTimestamp.init(unix:)),
                version: record.transaction.message.version.description, status: failure == nil ? "ok" : "failed",
                error: failure, fee: String(fee), feePayer: record.feePayer?.base58,
                address: side.base58, direction: entry.direction.rawValue, lamports: String(entry.lamports),
                counterparty: entry.counterparty?.base58, memo: entry.memo, balances: changes,
                tokenChanges: entry.tokenChanges.map {
                    .init(
                        mint: $0.mint.base58, decimals: $0.decimals, amount: String($0.amount), increase: $0.isIncrease)
                },
                instructions: decoded.instructions, events: programs.events(in: record), logs: record.logs,
                explorer: record.explorerURL)
            if output.json {
                try Output.printJSON(report)
                return
            }
            // The labels in the user's language; English keeps the words scripts match ("Fee: 0.000005 SOL").
            let (l10n, style) = (Localizer(language), NumberStyle(language))
            let number = { (text: String) in style.localize(decimal: text, grouping: false) }
            print("\(l10n(.signature)): \(report.signature)")
            print(
                "\(l10n(.slot)): \(report.slot)   \(l10n(.blockTime)): \(HistoryCommand.time(entry.blockTime)) UTC   "
                    + "\(l10n(.txShowVersion)): \(report.version)")
            let status = report.error.map { l10n(.txShowStatusFailed, $0) } ?? l10n(.txShowStatusOk)
            print(
                "\(l10n(.columnStatus)): \(status)   \(l10n(.fee)): \(number(Lamports.formatSOL(fee)))"
                    + (report.feePayer.map { " " + l10n(.txShowPaidBy, $0) } ?? ""))
            let direction: L10nKey =
                switch entry.direction {
                case .sent: .txShowSent
                case .received: .txShowReceived
                case .other: .txShowOther
                }
            let amount = HistoryCommand.amount(entry).components(separatedBy: ", ").map(number)
            print(
                l10n(.txShowFor, side.base58, l10n(direction), amount.joined(separator: ", "))
                    + (entry.counterparty.map { " " + l10n(.txShowWith, $0.base58) } ?? ""))
            if let memo = entry.memo { print("\(l10n(.columnMemo)): \(TerminalText.sanitize(memo))") }
            let rows = record.balances.map { change -> [String] in
                let (before, after) = (change.before, change.after)
                let delta =
                    after >= before ? "+" + Lamports.format(after - before) : "-" + Lamports.format(before - after)
                return [
                    change.account.base58, number(Lamports.format(before)), number(Lamports.format(after)),
                    after == before ? "" : number(delta),
                ]
            }
            print(
                TextTable.render(
                    header: [l10n(.account), l10n(.txShowBefore), l10n(.txShowAfter), l10n(.txShowChange)], rows: rows,
                    rightAligned: [1, 2, 3]))
            print("\(l10n(.txInstructions)):")
            for (index, instruction) in decoded.instructions.enumerated() {
                print("  " + Self.instructionLine(index, instruction, language: language))
            }
            if !report.events.isEmpty {
                print("\(l10n(.txShowEvents)):")
                for event in report.events { print("  " + Self.eventLine(event, language: language)) }
            }
            if !report.logs.isEmpty {
                print("\(l10n(.txShowLogs)):\n  " + report.logs.map(TerminalText.sanitize).joined(separator: "\n  "))
            }
            print(report.explorer)
        }

        /// "1. vault_demo deposit  amount=5 owner=…": the program, the instruction's name and its fields.
        static func instructionLine(
            _ index: Int, _ entry: TransactionReport.DecodedEntry, language: Language = .en
        ) -> String {
            var line = "\(index + 1). \(entry.program) \(entry.type ?? Localizer(language)(.instructionUnknown))"
            if let info = entry.info {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.withoutEscapingSlashes]
                for (name, value) in info.fields {
                    let text =
                        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
                    line += "  \(name)=\(text)"
                }
            }
            return TerminalText.sanitize(line)
        }

        /// "2. pump TradeEvent (log)  mint=… solAmount=\"5\"" (indented by its invoke depth): the 1-based instruction it
        /// happened in (with the inner instruction's for an `emit_cpi!` one: "2.4"), the program, the event and where
        /// it was read; or why it did not decode.
        static func eventLine(_ event: InterpretedEvent, language: Language = .en) -> String {
            var place = event.instruction.map { "\($0 + 1)" } ?? "?"
            if let inner = event.innerInstruction { place += ".\(inner + 1)" }
            let source = event.source == "log" ? "log" : "self-CPI"
            var line =
                String(repeating: "  ", count: min(max(event.depth - 1, 0), 4)) + place + ". " + event.program + " "
            if let name = event.name {
                line += name + " (\(source))"
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.withoutEscapingSlashes]
                for (field, value) in event.info?.fields ?? [] {
                    let text = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
                    line += "  \(field)=\(text)"
                }
            } else {
                line += Localizer(language)(.txShowEventNotDecoded, source, event.error ?? "?")
            }
            return TerminalText.sanitize(line)
        }

        /// The Solana Explorer page of a transaction on `cluster` (`Cluster.explorerURL(transaction:)`).
        static func explorerLink(_ signature: Signature, cluster: Cluster) -> String {
            cluster.explorerURL(transaction: signature)
        }

        struct Report: Encodable {
            struct Change: Encodable { let account: String; let before: String; let after: String }
            struct Token: Encodable { let mint: String; let decimals: UInt8; let amount: String; let increase: Bool }
            let signature: String
            @DecimalString var slot: UInt64
            /// When the block was made (nil when the node does not know).
            let blockTime: JSONTimestamp?
            let version: String, status: String, error: String?
            let fee: String, feePayer: String?, address: String, direction: String, lamports: String
            let counterparty: String?, memo: String?, balances: [Change], tokenChanges: [Token]
            /// Each instruction, decoded natively or by a registered IDL.
            let instructions: [TransactionReport.DecodedEntry]
            /// The Anchor events of registered IDLs (`Program data:` lines and `emit_cpi!` inner instructions), in
            /// execution order, decoded or not.
            let events: [InterpretedEvent]
            let logs: [String]
            let explorer: String
        }
    }
}
