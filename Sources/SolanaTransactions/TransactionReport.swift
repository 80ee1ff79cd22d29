import Foundation
import SolanaCore

/// A transaction as JSON, everything it holds decoded (what `solwallet tx decode` prints): its signatures (each
/// verified), header, accounts (static or from lookup tables, resolved when the tables are given), lookups,
/// blockhash, and each instruction with its program's name, type and fields (`InstructionReport`).
public struct TransactionReport: Sendable, Encodable {
    /// One signature and the key it is for.
    public struct SignatureEntry: Sendable, Encodable {
        /// The signature (base58).
        public let signature: String
        /// The signer it belongs to; nil when the message has fewer signers than signatures.
        public let signer: String?
        /// Whether it verifies against the message.
        public let verified: Bool
    }
    /// The message header.
    public struct Header: Sendable, Encodable {
        /// Signatures the message needs.
        public let numRequiredSignatures: UInt8
        /// Signers that are read-only.
        public let numReadonlySignedAccounts: UInt8
        /// Non-signers that are read-only.
        public let numReadonlyUnsignedAccounts: UInt8
    }
    /// One account of the message.
    public struct Account: Sendable, Encodable {
        /// Its index in the account list.
        public let index: Int
        /// Its address; nil for a lookup-table entry whose table was not given.
        public let pubkey: String?
        /// Whether it signs.
        public let signer: Bool
        /// Whether it is writable.
        public let writable: Bool
        /// "static" or "lookupTable".
        public let source: String
        /// The lookup table it comes from.
        public let lookupTable: String?
        /// Its index in that table.
        public let lookupIndex: UInt8?
    }
    /// One address lookup of a v0 message.
    public struct Lookup: Sendable, Encodable {
        /// The table's address.
        public let accountKey: String
        /// The table indexes loaded writable.
        public let writableIndexes: [UInt8]
        /// The table indexes loaded read-only.
        public let readonlyIndexes: [UInt8]
    }
    /// One instruction, decoded where its program is known.
    public struct DecodedEntry: Sendable, Encodable {
        /// The program's address (or its label when unresolved).
        public let programId: String
        /// The program's name ("system", "spl-token"), else its address.
        public let program: String
        /// The instruction's name; nil when it could not be decoded.
        public let type: String?
        /// Its fields; nil when it could not be decoded.
        public let info: InstructionReport.Info?
        /// Its accounts (addresses, or labels of unresolved lookups).
        public let accounts: [String]
        /// Its data, in hex.
        public let data: String
        /// Why it could not be decoded; nil when it was.
        public let error: String?
    }

    /// The resource settings of a v1 message (SIMD-0385); absent fields were left out of the message.
    public struct Config: Sendable, Encodable {
        /// The priority fee in lamports (a u64, as a decimal string).
        public let priorityFee: String?
        /// The compute-unit limit.
        public let computeUnitLimit: UInt32?
        /// The loaded-accounts-data-size limit in bytes (absent: 0, the transaction fails loading).
        public let loadedAccountsDataSizeLimit: UInt32?
        /// The heap size in bytes.
        public let heapSize: UInt32?
    }

    /// "legacy", "0" or "1".
    public let version: String
    /// The v1 resource settings; nil for legacy and v0 (they use Compute Budget instructions).
    public let config: Config?
    /// The wire size in bytes.
    public let size: Int
    /// The signatures, in order.
    public let signatures: [SignatureEntry]
    /// The message header.
    public let header: Header
    /// Every account of the message.
    public let accounts: [Account]
    /// The address lookups (v0).
    public let addressTableLookups: [Lookup]
    /// The recent blockhash (or durable nonce).
    public let recentBlockhash: String
    /// The instructions.
    public let instructions: [DecodedEntry]
    /// Why the instructions could not all be decoded (unresolved lookups, a bad index); nil when they were.
    public let error: String?

    /// The report of `tx`; `lookupTables` resolve the accounts a v0 message loads.
    public init(_ tx: Transaction, lookupTables: [AddressLookupTableAccount] = []) {
        self.init(tx, lookupTables: lookupTables, interpreter: nil)
    }

    /// The report of `tx`, the instructions of programs the SDK does not decode read by `interpreter` (registered
    /// IDLs): their program and instruction names, named accounts and arguments.
    public init(
        _ tx: Transaction, lookupTables: [AddressLookupTableAccount] = [],
        interpreter: (any InstructionInterpreting)?
    ) {
        let message = tx.message
        version = message.version.description
        config = message.config.map {
            Config(
                priorityFee: $0.priorityFee.map(String.init), computeUnitLimit: $0.computeUnitLimit,
                loadedAccountsDataSizeLimit: $0.loadedAccountsDataSizeLimit, heapSize: $0.heapSize)
        }
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
                let decoded = try message.decompiledInstructions(lookupTables: lookupTables).map {
                    InstructionDecoder.decode($0, interpreter: interpreter)
                }
                let keys = list.publicKeys ?? []
                instructions = zip(decoded, zip(message.instructions, labels)).map { decoded, pair in
                    DecodedEntry(
                        decoded.decoded, interpreted: decoded.interpreted, labels: pair.1, data: pair.0.data,
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

extension TransactionReport.DecodedEntry {
    init(
        _ decoded: DecodedInstruction, interpreted: InterpretedInstruction? = nil, labels: [String], data: [UInt8],
        programId: PublicKey
    ) {
        self.programId = programId.base58
        accounts = labels
        self.data = Hex.encode(data)
        if let interpreted {
            program = interpreted.program
            type = interpreted.name
            info = interpreted.info
            error = nil
            return
        }
        program = decoded.programName
        let report = InstructionReport(decoded)
        type = report?.type
        info = report?.info
        if case .unknown(_, _, _, let error) = decoded { self.error = error?.description } else { self.error = nil }
    }
}
