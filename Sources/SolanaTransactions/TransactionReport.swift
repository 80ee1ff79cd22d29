import Foundation
import SolanaCore
import SolanaTransactions

/// The JSON shape of `solwallet tx decode`.
struct TxReport: Encodable {
    struct SignatureEntry: Encodable { let signature: String; let signer: String?; let verified: Bool }
    struct Header: Encodable {
        let numRequiredSignatures: UInt8
        let numReadonlySignedAccounts: UInt8
        let numReadonlyUnsignedAccounts: UInt8
    }
    struct Account: Encodable {
        let index: Int
        let pubkey: String?
        let signer: Bool
        let writable: Bool
        let source: String
        let lookupTable: String?
        let lookupIndex: UInt8?
    }
    struct Lookup: Encodable { let accountKey: String; let writableIndexes: [UInt8]; let readonlyIndexes: [UInt8] }
    struct DecodedEntry: Encodable {
        let programId: String
        let program: String
        let type: String?
        let info: InstructionReport.Info?
        let accounts: [String]
        let data: String
        let error: String?
    }

    let version: String
    let size: Int
    let signatures: [SignatureEntry]
    let header: Header
    let accounts: [Account]
    let addressTableLookups: [Lookup]
    let recentBlockhash: String
    let instructions: [DecodedEntry]
    let error: String?

    init(_ tx: Transaction, lookupTables: [AddressLookupTableAccount]) {
        let message = tx.message
        version = message.version.description
        size = tx.serializedSize
        let verified = tx.verifySignatures()
        let signers = message.signers
        signatures = tx.signatures.enumerated().map { index, signature in
            SignatureEntry(
                signature: signature.base58,
                signer: index < signers.count ? signers[signers.startIndex + index].base58 : nil,
                verified: verified[index])
        }
        let h = message.header
        header = Header(
            numRequiredSignatures: h.numRequiredSignatures,
            numReadonlySignedAccounts: h.numReadonlySignedAccounts,
            numReadonlyUnsignedAccounts: h.numReadonlyUnsignedAccounts)
        addressTableLookups = message.addressTableLookups.map {
            Lookup(
                accountKey: $0.accountKey.base58, writableIndexes: $0.writableIndexes,
                readonlyIndexes: $0.readonlyIndexes)
        }
        recentBlockhash = message.recentBlockhash.base58

        // Static keys, then the lookups' writable and read-only entries (resolved when tables are given).
        let list = MessageAccountList(message, lookupTables: lookupTables)
        accounts = list.entries.map { entry in
            var reference: (table: PublicKey, index: UInt8)?
            if case .lookupTable(let table, let index) = entry.source { reference = (table, index) }
            return Account(
                index: entry.index, pubkey: entry.publicKey?.base58, signer: entry.isSigner,
                writable: entry.isWritable, source: reference == nil ? "static" : "lookupTable",
                lookupTable: reference?.table.base58, lookupIndex: reference?.index)
        }
        let labels = message.instructions.map { $0.accounts.map { list.label(Int($0)) } }
        var decodeError: TransactionError?
        if list.isResolved {
            do throws(TransactionError) {
                // Decoding checked every index against the account list.
                let decoded = try InstructionDecoder.decode(message, lookupTables: lookupTables)
                let keys = list.publicKeys ?? []
                instructions = zip(decoded, zip(message.instructions, labels)).map { decoded, pair in
                    DecodedEntry(
                        decoded, labels: pair.1, data: pair.0.data,
                        programId: keys[Int(pair.0.programIdIndex)])
                }
                error = nil
                return
            } catch {
                decodeError = error
            }
        }
        let reason = decodeError?.description ?? "accounts from lookup tables not resolved (pass --lookup-table)"
        instructions = zip(message.instructions, labels).map { compiled, labels in
            let program = list.label(Int(compiled.programIdIndex))
            return DecodedEntry(
                programId: program, program: program, type: nil, info: nil, accounts: labels,
                data: Hex.encode(compiled.data), error: reason)
        }
        error = list.resolutionError?.description ?? decodeError?.description
    }
}

extension TxReport.DecodedEntry {
    init(_ decoded: DecodedInstruction, labels: [String], data: [UInt8], programId: PublicKey) {
        self.programId = programId.base58
        program = decoded.programName
        accounts = labels
        self.data = Hex.encode(data)
        let report = InstructionReport(decoded)
        type = report?.type
        info = report?.info
        if case .unknown(_, _, _, let error) = decoded { self.error = error?.description } else { self.error = nil }
    }
}
