import ArgumentParser
import Foundation
import SolanaCore
import SolanaTransactions

/// `solwallet tx …`: transactions offline.
struct TxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tx",
        abstract: "Work with transactions offline.",
        subcommands: [Decode.self])

    /// `solwallet tx decode`: like `solana decode-transaction`, as JSON.
    struct Decode: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "decode",
            abstract: "Decode a wire transaction (base64 or base58, legacy or v0) to JSON.",
            discussion: """
                Shows the version, each signature and whether it verifies, the header, the accounts with their flags,
                the lookups, the blockhash and every instruction decoded (System, SPL Token, Token-2022, ATA, Memo,
                Compute Budget, Stake, Address Lookup Table; other programs as program, accounts and data hex).
                Example: solwallet tx decode AaVuv85C…   or   … | solwallet tx decode -
                """)

        @Argument(help: "The transaction as base64 or base58, or - to read it from stdin.")
        var transaction: String = "-"

        @Option(name: .customLong("lookup-table"),
                help: "Resolve a v0 lookup table: TABLE=ADDRESS,ADDRESS,… (its addresses in order). Repeatable.")
        var lookupTables: [String] = []

        @OptionGroup var output: OutputOptions

        func run() throws {
            var text = transaction
            if text == "-" {
                text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            }
            text = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { Output.fail("no transaction given", json: output.json) }
            let tx: Transaction
            do {
                tx = try TxInput.parse(text)
            } catch {
                Output.fail("not a transaction: \(error)", json: output.json)
            }
            var tables: [AddressLookupTableAccount] = []
            for spec in lookupTables {
                do { tables.append(try TxInput.lookupTable(spec)) } catch { Output.fail("\(error)", json: output.json) }
            }
            let report = TxReport(tx, lookupTables: tables)
            let encoder = JSONEncoder()
            encoder.outputFormatting = output.json ? [.sortedKeys, .withoutEscapingSlashes]
                                                   : [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        }
    }
}

/// Parses the `tx decode` inputs.
enum TxInput {
    struct Invalid: Error, CustomStringConvertible { let description: String }

    /// Base64 or base58: whichever decodes to a transaction (base64 first; its errors are reported).
    static func parse(_ text: String) throws -> Transaction {
        do throws(TransactionDecodingError) {
            return try Transaction(base64: text)
        } catch let base64Error {
            if let tx = try? Transaction(base58: text) { return tx }
            if base64Error == .invalidBase64 {
                do { return try Transaction(base58: text) } catch { throw Invalid(description: "\(error) (and not base64 either)") }
            }
            throw Invalid(description: base64Error.description)
        }
    }

    /// `TABLE=ADDRESS,ADDRESS,…`.
    static func lookupTable(_ spec: String) throws -> AddressLookupTableAccount {
        let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw Invalid(description: "lookup table: expected TABLE=ADDRESS,…, got \(spec)") }
        do {
            let key = try PublicKey(parts[0])
            let addresses = try parts[1].split(separator: ",").map { try PublicKey(String($0)) }
            return AddressLookupTableAccount(key: key, addresses: addresses)
        } catch {
            throw Invalid(description: "lookup table \(parts[0]): \(error)")
        }
    }
}
