import Base58
import SolanaCore

/// One instruction a program invoked during a transaction (a cross-program invocation), as `getTransaction`'s
/// `meta.innerInstructions` lists it, its program and accounts resolved against the transaction's accounts.
public struct InnerInstruction: Sendable, Hashable {
    /// The program invoked.
    public let programId: PublicKey
    /// The accounts passed to it, in order.
    public let accounts: [PublicKey]
    /// Its instruction data; nil when the node sent it parsed (`jsonParsed` for a program it knows).
    public let data: [UInt8]?
    /// Its invoke depth (2: invoked by a top-level instruction); nil when the node does not report it.
    public let stackHeight: Int?

    /// An inner instruction from its parts.
    public init(programId: PublicKey, accounts: [PublicKey], data: [UInt8]?, stackHeight: Int?) {
        self.programId = programId
        self.accounts = accounts
        self.data = data
        self.stackHeight = stackHeight
    }
}

/// The inner instructions of one top-level instruction, in the order they ran.
public struct InnerInstructionGroup: Sendable, Hashable {
    /// The index of the top-level instruction in the transaction's message.
    public let index: Int
    /// The instructions it invoked, directly or deeper, in execution order.
    public let instructions: [InnerInstruction]

    /// A group from its parts.
    public init(index: Int, instructions: [InnerInstruction]) {
        self.index = index
        self.instructions = instructions
    }
}

/// Why `meta.innerInstructions` could not be read.
public enum InnerInstructionsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A value that is not what the node's format has there (`path` names it, as `[1].instructions[0].data`).
    case malformed(path: String, reason: String)
    /// More groups, instructions or data than the limits (`TransactionMeta.maxInnerInstructions`,
    /// `maxInnerInstructionDataLength`) allow.
    case tooLarge(path: String, limit: Int)

    /// A one-line English description.
    public var description: String {
        switch self {
        case .malformed(let path, let reason): "innerInstructions\(path): \(reason)"
        case .tooLarge(let path, let limit): "innerInstructions\(path): more than the limit of \(limit)"
        }
    }
}

extension TransactionMeta {
    /// The most inner instructions read in one transaction (the runtime's instruction trace holds at most 64).
    public static let maxInnerInstructions = 4096
    /// The longest base58 text of one inner instruction's data read (the runtime caps CPI data at 10 KiB).
    public static let maxInnerInstructionDataLength = 16 << 10

    /// `innerInstructions` read into groups (nil when the node sent none), each instruction's program and accounts
    /// resolved against `accountKeys` (the message's accounts then the loaded ones: `TransactionRecord.accountKeys`).
    ///
    /// Reads the `json`/`base64`/`base58` encodings' compiled form (`programIdIndex`, account indexes, base58 `data`)
    /// and `jsonParsed`'s (`programId`, account addresses, `data` or a `parsed` value). Bounded: at most
    /// `maxInnerInstructions` instructions and `maxInnerInstructionDataLength` characters of data each.
    public func innerInstructionGroups(accountKeys: [PublicKey]) throws(InnerInstructionsError)
        -> [InnerInstructionGroup]?
    {
        guard let value = innerInstructions, value != .null else { return nil }
        guard case .array(let groups) = value else { throw .malformed(path: "", reason: "not an array") }
        guard groups.count <= Self.maxInnerInstructions else {
            throw .tooLarge(path: "", limit: Self.maxInnerInstructions)
        }
        var total = 0
        var result: [InnerInstructionGroup] = []
        for (number, group) in groups.enumerated() {
            let path = "[\(number)]"
            guard case .object(let fields) = group else { throw .malformed(path: path, reason: "not an object") }
            let index = try Self.index(fields["index"], path: path + ".index", count: Int(UInt8.max) + 1)
            guard case .array(let list)? = fields["instructions"] else {
                throw .malformed(path: path + ".instructions", reason: "not an array")
            }
            total += list.count
            guard total <= Self.maxInnerInstructions else {
                throw .tooLarge(path: path + ".instructions", limit: Self.maxInnerInstructions)
            }
            var instructions: [InnerInstruction] = []
            instructions.reserveCapacity(list.count)
            for (position, item) in list.enumerated() {
                instructions.append(
                    try Self.instruction(item, path: "\(path).instructions[\(position)]", accountKeys: accountKeys))
            }
            result.append(InnerInstructionGroup(index: index, instructions: instructions))
        }
        return result
    }

    static func instruction(_ value: JSONValue, path: String, accountKeys: [PublicKey]) throws(InnerInstructionsError)
        -> InnerInstruction
    {
        guard case .object(let fields) = value else { throw .malformed(path: path, reason: "not an object") }
        let program: PublicKey
        if let index = fields["programIdIndex"] {
            let position = try Self.index(index, path: path + ".programIdIndex", count: accountKeys.count)
            program = accountKeys[position]
        } else {
            program = try Self.key(fields["programId"], path: path + ".programId")
        }
        var accounts: [PublicKey] = []
        if let list = fields["accounts"] {
            guard case .array(let items) = list, items.count <= Int(UInt8.max) + 1 else {
                throw .malformed(path: path + ".accounts", reason: "not an array of at most 256 accounts")
            }
            for (position, item) in items.enumerated() {
                let itemPath = "\(path).accounts[\(position)]"
                if case .string = item {
                    accounts.append(try Self.key(item, path: itemPath))
                } else {
                    let index = try Self.index(item, path: itemPath, count: accountKeys.count)
                    accounts.append(accountKeys[index])
                }
            }
        }
        var data: [UInt8]?
        switch fields["data"] {
        case .string(let text)?:
            guard text.utf8.count <= Self.maxInnerInstructionDataLength else {
                throw .tooLarge(path: path + ".data", limit: Self.maxInnerInstructionDataLength)
            }
            do { data = try Base58.decode(text) } catch {
                throw .malformed(path: path + ".data", reason: "not base58: \(error)")
            }
        case nil, .null?:
            // jsonParsed: a program the node knows comes `parsed`, without its bytes.
            guard fields["parsed"] != nil else { throw .malformed(path: path, reason: "neither data nor parsed") }
        default: throw .malformed(path: path + ".data", reason: "not a string")
        }
        var stackHeight: Int?
        if let height = fields["stackHeight"], height != .null {
            stackHeight = try Self.index(height, path: path + ".stackHeight", count: 1 << 16)
        }
        return InnerInstruction(programId: program, accounts: accounts, data: data, stackHeight: stackHeight)
    }

    /// A non-negative integer below `count`.
    static func index(_ value: JSONValue?, path: String, count: Int) throws(InnerInstructionsError) -> Int {
        let number: UInt64
        switch value {
        case .uint(let n)?: number = n
        case .int(let n)? where n >= 0: number = UInt64(n)
        default: throw .malformed(path: path, reason: "not a non-negative integer")
        }
        guard number < UInt64(count) else {
            throw .malformed(path: path, reason: "\(number) is out of range (\(count))")
        }
        return Int(number)
    }

    static func key(_ value: JSONValue?, path: String) throws(InnerInstructionsError) -> PublicKey {
        guard case .string(let text)? = value, text.utf8.count <= PublicKey.maxBase58Length,
            let key = try? PublicKey(text)
        else { throw .malformed(path: path, reason: "not a base58 address") }
        return key
    }
}
