import Borsh
import SolanaCore
import SolanaTransactions

/// An instruction type of a generated client: built from its accounts and arguments (`instruction(programId:)`),
/// and read back from an instruction of a transaction (`init(decoding:programId:)`, the inverse).
///
/// The generated program enum lists its instruction types (`instructionTypes`) and decodes an instruction of any
/// of them (`decode(_:)`).
public protocol IDLGeneratedInstruction: Sendable {
    /// The instruction's name in the IDL.
    static var instructionName: String { get }
    /// The data's Borsh schema: the discriminator's fields, then the arguments.
    static var borshType: BorshType { get }
    /// Reads an instruction of this kind: the program, the discriminator, the arguments (all of the data) and the
    /// accounts in the IDL's order.
    init(decoding instruction: SolanaTransactions.Instruction, programId: PublicKey)
        throws(IDLInstructionDecodingError)
    /// The instruction, for `programId`.
    func instruction(programId: PublicKey) throws(BorshError) -> SolanaTransactions.Instruction
}

/// An account type of a generated client, decoded from an account's data.
public protocol IDLGeneratedAccount: Sendable {
    /// The account type's name in the IDL.
    static var accountName: String { get }
    /// Decodes an account's data after checking its discriminators and size.
    static func decode(_ data: [UInt8]) throws(IDLAccountDecodingError) -> Self
    /// The decoded value (without the discriminator), as Borsh encodes it.
    var borshValue: BorshValue { get }
}

/// Why an instruction is not one of a generated client's instruction types.
public enum IDLInstructionDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The instruction is for another program.
    case programMismatch(instruction: String, expected: PublicKey, found: PublicKey)
    /// The data does not start with the instruction's discriminator (the constant fields before its arguments).
    case discriminatorMismatch(instruction: String)
    /// Fewer accounts than the instruction names (its optional ones left out).
    case notEnoughAccounts(instruction: String, expected: Int, found: Int)
    /// The discriminator matches but the arguments do not decode (all of the data must be used).
    case invalidData(instruction: String, BorshError)
    /// More data than `IDLGeneratedSupport.maxInstructionDataBytes`.
    case tooLarge(instruction: String, size: Int, limit: Int)
    /// No instruction type of the program matches (`decode(_:)` of the generated program enum).
    case unknownInstruction(program: String)

    /// A one-line English description.
    public var description: String {
        switch self {
        case .programMismatch(let instruction, let expected, let found):
            "not a \(instruction) instruction: program \(found.base58), expected \(expected.base58)"
        case .discriminatorMismatch(let instruction):
            "not a \(instruction) instruction: the data does not start with its discriminator"
        case .notEnoughAccounts(let instruction, let expected, let found):
            "\(instruction) instruction with \(found) accounts, at least \(expected) expected"
        case .invalidData(let instruction, let error): "\(instruction) instruction data does not decode: \(error)"
        case .tooLarge(let instruction, let size, let limit):
            "\(instruction) instruction data of \(size) bytes, more than the limit of \(limit)"
        case .unknownInstruction(let program): "no instruction of \(program) matches"
        }
    }
}

extension IDLGeneratedSupport {
    /// The most instruction data `decodeInstruction` reads (a transaction holds at most 4,096 bytes).
    public static let maxInstructionDataBytes = 4096

    /// The fields of an instruction's data under `type` (a structure): each field of `constants` (by index, the
    /// discriminator's) must hold its value as soon as it is read (else `discriminatorMismatch`), and all of the
    /// data must be used.
    public static func decodeInstruction(
        _ instruction: SolanaTransactions.Instruction, name: String, programId: PublicKey, as type: BorshType,
        constants: [Int: BorshValue], requiredAccounts: Int
    ) throws(IDLInstructionDecodingError) -> [BorshValue] {
        guard instruction.programId == programId else {
            throw .programMismatch(instruction: name, expected: programId, found: instruction.programId)
        }
        guard case .structure(let fields) = type else {
            throw .invalidData(instruction: name, .valueMismatch(path: name, expected: "a structure schema"))
        }
        let data = instruction.data
        guard data.count <= maxInstructionDataBytes else {
            throw .tooLarge(instruction: name, size: data.count, limit: maxInstructionDataBytes)
        }
        var reader = BorshReader(data)
        var values: [BorshValue] = []
        values.reserveCapacity(fields.count)
        for (index, field) in fields.enumerated() {
            let value: BorshValue
            do throws(BorshError) {
                value = try Borsh.decode(field.type, from: &reader)
            } catch {
                if constants[index] != nil { throw .discriminatorMismatch(instruction: name) }
                throw .invalidData(instruction: name, error)
            }
            if let constant = constants[index], constant != value { throw .discriminatorMismatch(instruction: name) }
            values.append(value)
        }
        guard reader.remaining == 0 else {
            throw .invalidData(instruction: name, .trailingBytes(offset: reader.offset, count: reader.remaining))
        }
        guard instruction.accounts.count >= requiredAccounts else {
            throw .notEnoughAccounts(instruction: name, expected: requiredAccounts, found: instruction.accounts.count)
        }
        return values
    }

    /// The first of `types` that reads `instruction` (one whose discriminator does not match is passed over; any
    /// other refusal of a matching type is thrown).
    public static func decodeAny(
        _ instruction: SolanaTransactions.Instruction, programId: PublicKey, program: String,
        types: [any IDLGeneratedInstruction.Type]
    ) throws(IDLInstructionDecodingError) -> any IDLGeneratedInstruction {
        guard instruction.programId == programId else {
            throw .programMismatch(instruction: program, expected: programId, found: instruction.programId)
        }
        for type in types {
            do throws(IDLInstructionDecodingError) {
                return try type.init(decoding: instruction, programId: programId)
            } catch .discriminatorMismatch {
                continue
            }
        }
        throw .unknownInstruction(program: program)
    }
}

/// The accounts of an instruction read in the IDL's order by a generated `init(decoding:programId:)`.
public struct IDLInstructionAccountReader: Sendable {
    let accounts: [SolanaTransactions.AccountMeta]
    var position = 0
    /// Accounts beyond the required ones, which optional accounts (the omitted strategy) take in order.
    var extra: Int

    /// A reader of `accounts`, `required` of which every instruction of the kind has.
    public init(_ accounts: [SolanaTransactions.AccountMeta], required: Int) {
        self.accounts = accounts
        extra = max(0, accounts.count - required)
    }

    /// The next account.
    public mutating func next(_ instruction: String) throws(IDLInstructionDecodingError)
        -> SolanaTransactions.AccountMeta
    {
        guard position < accounts.count else {
            throw .notEnoughAccounts(instruction: instruction, expected: position + 1, found: accounts.count)
        }
        defer { position += 1 }
        return accounts[position]
    }

    /// The next account when there are still more than the required ones (an optional account of the omitted
    /// strategy), else nil.
    public mutating func nextOptional() -> SolanaTransactions.AccountMeta? {
        guard extra > 0, position < accounts.count else { return nil }
        extra -= 1
        defer { position += 1 }
        return accounts[position]
    }

    /// The accounts after those read (the remaining accounts).
    public func rest() -> [PublicKey] { accounts[min(position, accounts.count)...].map(\.publicKey) }
}
