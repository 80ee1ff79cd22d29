import SolanaCore
import SolanaRPC
import SolanaTransactions

/// A program's custom error: its number, name and message.
public struct ProgramErrorName: Sendable, Hashable {
    /// The number `InstructionError::Custom` carries.
    public let code: UInt32
    /// The error's name ("InsufficientFunds").
    public let name: String
    /// Its message ("Insufficient funds").
    public let message: String

    /// An error name from its parts.
    public init(code: UInt32, name: String, message: String) {
        self.code = code
        self.name = name
        self.message = message
    }
}

/// Names the custom errors of programs: the built-in tables (`BuiltinProgramErrors`) and registered IDLs
/// (`RegisteredPrograms`).
public protocol ProgramErrorNaming: Sendable {
    /// The name of the custom error `code` of `program`, or nil when unknown.
    func programError(_ code: UInt32, program: PublicKey) -> ProgramErrorName?
}

/// The custom errors of the programs whose error enums the SDK knows: SPL Token's `TokenError` (shared by
/// Token-2022 for these codes) and the System program's `SystemError`, as their Codama IDLs name them
/// (Tests/Fixtures/idl/token.json, system.json).
public struct BuiltinProgramErrors: ProgramErrorNaming {
    /// The built-in tables.
    public init() {}

    /// The error from the built-in tables.
    public func programError(_ code: UInt32, program: PublicKey) -> ProgramErrorName? {
        let table: [UInt32: (String, String)]
        switch program {
        case .tokenProgram, .token2022Program: table = Self.token
        case .systemProgram: table = Self.system
        default: return nil
        }
        return table[code].map { ProgramErrorName(code: code, name: $0.0, message: $0.1) }
    }

    /// SPL Token's `TokenError`.
    static let token: [UInt32: (String, String)] = [
        0: ("NotRentExempt", "Lamport balance below rent-exempt threshold"),
        1: ("InsufficientFunds", "Insufficient funds"),
        2: ("InvalidMint", "Invalid Mint"),
        3: ("MintMismatch", "Account not associated with this Mint"),
        4: ("OwnerMismatch", "Owner does not match"),
        5: ("FixedSupply", "Fixed supply"),
        6: ("AlreadyInUse", "Already in use"),
        7: ("InvalidNumberOfProvidedSigners", "Invalid number of provided signers"),
        8: ("InvalidNumberOfRequiredSigners", "Invalid number of required signers"),
        9: ("UninitializedState", "State is unititialized"),
        10: ("NativeNotSupported", "Instruction does not support native tokens"),
        11: ("NonNativeHasBalance", "Non-native account can only be closed if its balance is zero"),
        12: ("InvalidInstruction", "Invalid instruction"),
        13: ("InvalidState", "State is invalid for requested operation"),
        14: ("Overflow", "Operation overflowed"),
        15: ("AuthorityTypeNotSupported", "Account does not support specified authority type"),
        16: ("MintCannotFreeze", "This token mint cannot freeze accounts"),
        17: ("AccountFrozen", "Account is frozen"),
        18: ("MintDecimalsMismatch", "The provided decimals value different from the Mint decimals"),
        19: ("NonNativeNotSupported", "Instruction does not support non-native tokens"),
    ]

    /// The System program's `SystemError`.
    static let system: [UInt32: (String, String)] = [
        0: ("AccountAlreadyInUse", "an account with the same address already exists"),
        1: ("ResultWithNegativeLamports", "account does not have enough SOL to perform the operation"),
        2: ("InvalidProgramId", "cannot assign account to this program id"),
        3: ("InvalidAccountDataLength", "cannot allocate account data of this length"),
        4: ("MaxSeedLengthExceeded", "length of requested seed is too long"),
        5: ("AddressWithSeedMismatch", "provided address does not match addressed derived from seed"),
        6: ("NonceNoRecentBlockhashes", "advancing stored nonce requires a populated RecentBlockhashes sysvar"),
        7: ("NonceBlockhashNotExpired", "stored nonce is still in recent_blockhashes"),
        8: ("NonceUnexpectedBlockhashValue", "specified nonce does not match stored nonce"),
    ]
}

/// Explains a transaction error as the node reports it: `{"InstructionError":[0,{"Custom":1}]}` becomes
/// "instruction 1 (spl-token): custom program error 0x1 (InsufficientFunds: Insufficient funds)".
public enum ProgramErrorExplanation {
    /// The instruction index and custom code of an `InstructionError` carrying `Custom(n)`; nil for other errors.
    public static func customError(in error: JSONValue) -> (instruction: Int, code: UInt32)? {
        guard case .object(let members) = error, case .array(let pair)? = members["InstructionError"],
            pair.count == 2, case .object(let inner) = pair[1], let custom = inner["Custom"]
        else { return nil }
        guard let index = integer(pair[0]), let code = integer(custom), code <= UInt64(UInt32.max),
            index <= UInt64(Int32.max)
        else { return nil }
        return (Int(index), UInt32(code))
    }

    static func integer(_ value: JSONValue) -> UInt64? {
        switch value {
        case .uint(let number): return number
        case .int(let number): return number >= 0 ? UInt64(number) : nil
        default: return nil
        }
    }

    /// "custom program error 0x1771 (NotOwner: the signer does not own the vault)" for the program's error `code`,
    /// named by `naming` first, then by the built-in tables; "custom program error 0x1771" when neither knows it.
    public static func describe(code: UInt32, program: PublicKey?, naming: (any ProgramErrorNaming)? = nil) -> String {
        let hex = "custom program error 0x" + String(code, radix: 16)
        guard let program,
            let name = naming?.programError(code, program: program)
                ?? BuiltinProgramErrors().programError(code, program: program)
        else { return hex }
        return hex + " (" + name.name + (name.message.isEmpty ? "" : ": " + name.message) + ")"
    }

    /// The program that failed: `programIds[instruction]` when the message is known, else the last program whose
    /// log line says it failed with a custom program error.
    public static func failingProgram(instruction: Int, programIds: [PublicKey]?, logs: [String]) -> PublicKey? {
        if let programIds, instruction >= 0, instruction < programIds.count { return programIds[instruction] }
        for line in logs.reversed() where line.hasPrefix("Program ") && line.contains(" failed: custom program error") {
            let words = line.split(separator: " ")
            if words.count > 1, let key = try? PublicKey(String(words[1])) { return key }
        }
        return nil
    }

    /// A custom program error, typed: which instruction failed, its program and the program's name for the code.
    public struct Explained: Sendable, Equatable {
        /// The failing instruction's index (0-based, as the node reports it).
        public let instruction: Int
        /// The failing program, when the message or the logs say it.
        public let program: PublicKey?
        /// The program's name ("spl-token", or a registered IDL's name), when the program is known.
        public let programName: String?
        /// The custom error's number.
        public let code: UInt32
        /// The program's own name and message for the code (its IDL's words), when known.
        public let name: ProgramErrorName?

        /// The code in hexadecimal, as the runtime's logs print it: "0x1771".
        public var hexCode: String { "0x" + String(code, radix: 16) }
    }

    /// The error typed, or nil when it is not a custom program error. `programIds` are the message's instructions'
    /// programs in order (nil: found from the logs); `naming` names the errors of registered programs (the built-in
    /// tables are always consulted after it).
    public static func explained(
        _ error: JSONValue, programIds: [PublicKey]? = nil, logs: [String] = [],
        naming: (any ProgramErrorNaming)? = nil
    ) -> Explained? {
        guard let custom = customError(in: error) else { return nil }
        let (index, code) = custom
        let program = failingProgram(instruction: index, programIds: programIds, logs: logs)
        let programName = program.map {
            (naming as? any InstructionInterpreting)?.programName(of: $0) ?? DecodedInstruction.programName(of: $0)
        }
        let name = program.flatMap {
            naming?.programError(code, program: $0) ?? BuiltinProgramErrors().programError(code, program: $0)
        }
        return Explained(instruction: index, program: program, programName: programName, code: code, name: name)
    }

    /// The error explained, or nil when it is not a custom program error: "instruction 1 (spl-token): custom
    /// program error 0x1 (InsufficientFunds: Insufficient funds)". `programIds` are the message's instructions'
    /// programs in order (nil: found from the logs); `naming` names the errors of registered programs (the built-in
    /// tables are always consulted after it).
    public static func explain(
        _ error: JSONValue, programIds: [PublicKey]? = nil, logs: [String] = [],
        naming: (any ProgramErrorNaming)? = nil
    ) -> String? {
        guard let explained = explained(error, programIds: programIds, logs: logs, naming: naming) else { return nil }
        let programLabel = explained.programName.map { " (" + $0 + ")" } ?? ""
        var text = "instruction \(explained.instruction + 1)\(programLabel): custom program error " + explained.hexCode
        if let name = explained.name {
            let message: String = name.message.isEmpty ? "" : ": " + name.message
            text += " (\(name.name)\(message))"
        }
        return text
    }

    /// The node's error as text, followed by its explanation when it is a custom program error:
    /// `{"InstructionError":[0,{"Custom":1}]} — instruction 1 (spl-token): custom program error 0x1 (…)`.
    public static func text(
        _ error: JSONValue, programIds: [PublicKey]? = nil, logs: [String] = [],
        naming: (any ProgramErrorNaming)? = nil
    ) -> String {
        guard let explanation = explain(error, programIds: programIds, logs: logs, naming: naming) else {
            return "\(error)"
        }
        return "\(error) — " + explanation
    }
}
