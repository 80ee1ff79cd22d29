import ArgumentParser
import Foundation
import SolanaCore
import SolanaTransactions
import SolanaWallet
import WalletPresentation

/// `solwallet tx …`: transactions offline.
struct TxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tx",
        abstract: helpText("Decode transactions, or show one from the cluster."),
        subcommands: [Decode.self, Show.self])

    /// `solwallet tx decode`: like `solana decode-transaction`, as JSON.
    struct Decode: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "decode",
            abstract: helpText("Decode a wire transaction (base64 or base58, legacy or v0) to JSON."),
            discussion: helpText(
                """
                Shows the version, each signature and whether it verifies, the header, the accounts with their flags, \
                the lookups, the blockhash and every instruction decoded (System, SPL Token, Token-2022, ATA, Memo, \
                Compute Budget, Stake, Address Lookup Table; programs with an IDL registered by `solwallet idl add` by \
                their IDL's names, accounts and arguments; other programs as program, accounts and data hex).
                Example: solwallet tx decode AaVuv85C…   or   … | solwallet tx decode -
                """))

        @Argument(help: helpText("The transaction as base64 or base58, or - to read it from stdin."))
        var transaction: String = "-"

        @Option(
            name: .customLong("lookup-table"),
            help: helpText("Resolve a v0 lookup table: TABLE=ADDRESS,ADDRESS,… (its addresses in order). Repeatable."))
        var lookupTables: [LookupTableArgument] = []

        @OptionGroup var home: HomeOptions
        @OptionGroup var output: OutputOptions

        func run() throws {
            var text = transaction
            if text == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            }
            text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { throw CLIError.invalidInput(.cliNoTransactionGiven) }
            let tx: Transaction
            do {
                tx = try TxInput.parse(text)
            } catch {
                throw CLIError(.invalidInput, "not a transaction: \(error)", cause: error)
            }
            let report = TransactionReport(
                tx, lookupTables: lookupTables.map(\.table), interpreter: RegisteredIDLs.load(home.paths))
            let encoder = JSONEncoder()
            encoder.outputFormatting =
                output.json
                ? [.sortedKeys, .withoutEscapingSlashes]
                : [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
            // JSON stays JSON: the characters a terminal would act on are \u escapes, not the sanitizer's \u{…}.
            Output.print(trusted: TerminalText.escapeJSON(String(decoding: try encoder.encode(report), as: UTF8.self)))
        }
    }
}

/// Parses the `tx decode` inputs.
enum TxInput {
    /// Base64 or base58: whichever decodes to a transaction (base64 first; its errors are reported).
    static func parse(_ text: String) throws(CLIError) -> Transaction {
        do throws(TransactionDecodingError) {
            return try Transaction(base64: text)
        } catch let base64Error {
            if let tx = try? Transaction(base58: text) { return tx }
            if base64Error == .invalidBase64 {
                do { return try Transaction(base58: text) } catch {
                    throw CLIError(.invalidInput, "\(error) (and not base64 either)", cause: error)
                }
            }
            throw CLIError(.invalidInput, base64Error.description, cause: base64Error)
        }
    }
}

/// `--lookup-table TABLE=ADDRESS,ADDRESS,…`: a lookup table's address and its addresses in order.
struct LookupTableArgument: ExpressibleByArgument {
    let table: AddressLookupTableAccount

    init?(argument: String) {
        guard let table = ArgumentFailures.attempt(argument, { () throws(CLIError) in try Self.parse(argument) }) else {
            return nil
        }
        self.table = table
    }

    static func parse(_ spec: String) throws(CLIError) -> AddressLookupTableAccount {
        let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw CLIError(
                .invalidInput, .cliLookupTableSpec, spec)
        }
        do throws(ValueParseError) {
            let key = try PublicKey(parts[0])
            var addresses: [PublicKey] = []
            for text in parts[1].split(separator: ",") { addresses.append(try PublicKey(String(text))) }
            return AddressLookupTableAccount(key: key, addresses: addresses)
        } catch {
            throw CLIError(.invalidInput, "lookup table \(parts[0]): \(error)", cause: error)
        }
    }
}
