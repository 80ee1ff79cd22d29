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
        let info: JSONValue?
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
            SignatureEntry(signature: signature.base58,
                           signer: index < signers.count ? signers[signers.startIndex + index].base58 : nil,
                           verified: verified[index])
        }
        let h = message.header
        header = Header(numRequiredSignatures: h.numRequiredSignatures, numReadonlySignedAccounts: h.numReadonlySignedAccounts,
                        numReadonlyUnsignedAccounts: h.numReadonlyUnsignedAccounts)
        addressTableLookups = message.addressTableLookups.map {
            Lookup(accountKey: $0.accountKey.base58, writableIndexes: $0.writableIndexes, readonlyIndexes: $0.readonlyIndexes)
        }
        recentBlockhash = message.recentBlockhash.base58

        // Account list: static keys, then the lookups' writable and read-only entries (resolved when tables were given).
        var resolveError: String?
        var resolved: [PublicKey]?
        do { resolved = try message.accountKeys(lookupTables: lookupTables) } catch { resolveError = error.description }
        var references: [(table: PublicKey, index: UInt8)?] = message.staticAccountKeys.map { _ in nil }
        for lookup in message.addressTableLookups { references += lookup.writableIndexes.map { (lookup.accountKey, $0) } }
        for lookup in message.addressTableLookups { references += lookup.readonlyIndexes.map { (lookup.accountKey, $0) } }
        let staticKeys = message.staticAccountKeys
        accounts = references.enumerated().map { index, reference in
            let key = resolved?[index] ?? (index < staticKeys.count ? staticKeys[index] : nil)
            return Account(index: index, pubkey: key?.base58, signer: message.isSigner(index), writable: message.isWritable(index),
                           source: reference == nil ? "static" : "lookupTable",
                           lookupTable: reference?.table.base58, lookupIndex: reference?.index)
        }
        func label(_ index: UInt8) -> String {
            let i = Int(index)
            if let resolved { return resolved[i].base58 }
            if i < staticKeys.count { return staticKeys[i].base58 }
            let reference = references[i]!
            return "\(reference.table.base58)#\(reference.index)"
        }
        if let resolved {
            let keys = resolved
            instructions = message.instructions.map { compiled in
                let instruction = Instruction(
                    programId: keys[Int(compiled.programIdIndex)],
                    accounts: compiled.accounts.map {
                        AccountMeta(publicKey: keys[Int($0)], isSigner: message.isSigner(Int($0)), isWritable: message.isWritable(Int($0)))
                    },
                    data: compiled.data)
                return DecodedEntry(InstructionDecoder.decode(instruction), labels: compiled.accounts.map(label), data: compiled.data,
                                    programId: instruction.programId)
            }
        } else {
            instructions = message.instructions.map { compiled in
                DecodedEntry(programId: staticKeys[Int(compiled.programIdIndex)].base58, program: staticKeys[Int(compiled.programIdIndex)].base58,
                             type: nil, info: nil, accounts: compiled.accounts.map(label), data: compiled.data.hex,
                             error: "accounts from lookup tables not resolved (pass --lookup-table)")
            }
        }
        error = resolveError
    }
}

extension TxReport.DecodedEntry {
    init(_ decoded: DecodedInstruction, labels: [String], data: [UInt8], programId: PublicKey) {
        self.programId = programId.base58
        program = decoded.programName
        accounts = labels
        self.data = data.hex
        switch decoded {
        case .unknown(_, _, _, let error):
            type = nil
            info = nil
            self.error = error?.description
        case .token(let value, _): (type, info) = JSONValue.caseOf(value); error = nil
        case .system(let value): (type, info) = JSONValue.caseOf(value); error = nil
        case .associatedToken(let value): (type, info) = JSONValue.caseOf(value); error = nil
        case .computeBudget(let value): (type, info) = JSONValue.caseOf(value); error = nil
        case .stake(let value): (type, info) = JSONValue.caseOf(value); error = nil
        case .addressLookupTable(let value): (type, info) = JSONValue.caseOf(value); error = nil
        case .memo(let memo):
            type = "memo"
            info = .object(["text": .string(memo.text), "signers": .array(memo.signers.map { .string($0.base58) })])
            error = nil
        }
    }
}

/// A JSON value built by reflection from the SDK's decoded instruction enums.
indirect enum JSONValue: Encodable {
    case string(String), unsigned(UInt64), signed(Int64), bool(Bool), null
    case array([JSONValue]), object([String: JSONValue])

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let v): try container.encode(v)
        case .unsigned(let v): try container.encode(v)
        case .signed(let v): try container.encode(v)
        case .bool(let v): try container.encode(v)
        case .null: try container.encodeNil()
        case .array(let v): try container.encode(v)
        case .object(let v): try container.encode(v)
        }
    }

    /// An enum case's name and its associated values as an object.
    static func caseOf(_ value: Any) -> (String, JSONValue) {
        let mirror = Mirror(reflecting: value)
        guard let child = mirror.children.first, let name = child.label else { return ("\(value)", .object([:])) }
        let payload = Mirror(reflecting: child.value)
        var fields: [String: JSONValue] = [:]
        for (offset, field) in payload.children.enumerated() {
            fields[field.label ?? "\(offset)"] = from(field.value)
        }
        return (name, .object(fields))
    }

    static func from(_ value: Any) -> JSONValue {
        switch value {
        case let key as PublicKey: return .string(key.base58)
        case let hash as Hash: return .string(hash.base58)
        case let text as String: return .string(text)
        case let bool as Bool: return .bool(bool)
        case let number as UInt64: return .unsigned(number)
        case let number as UInt32: return .unsigned(UInt64(number))
        case let number as UInt16: return .unsigned(UInt64(number))
        case let number as UInt8: return .unsigned(UInt64(number))
        case let number as Int64: return .signed(number)
        case let number as Int: return .signed(Int64(number))
        case let keys as [PublicKey]: return .array(keys.map { .string($0.base58) })
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let inner = mirror.children.first else { return .null }
                return from(inner.value)
            }
            if mirror.displayStyle == .collection { return .array(mirror.children.map { from($0.value) }) }
            var fields: [String: JSONValue] = [:]
            for field in mirror.children { fields[field.label ?? "?"] = from(field.value) }
            return .object(fields)
        }
    }
}

fileprivate extension Array where Element == UInt8 {
    /// Lower-case hex.
    var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(count * 2)
        for byte in self { out.append(digits[Int(byte >> 4)]); out.append(digits[Int(byte & 15)]) }
        return String(decoding: out, as: UTF8.self)
    }
}
