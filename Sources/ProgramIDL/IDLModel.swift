import Borsh
import SolanaCore

/// A program's interface read from an IDL (a Codama `rootNode` or an Anchor ≥ 0.30 IDL): its instructions with their
/// accounts and typed arguments, its accounts, defined types, PDAs and errors.
///
/// `instruction(named:accounts:arguments:)` builds a transaction `Instruction` from it and `decode(_:)` reads one
/// back; `borshType(_:)` turns its types into `BorshType`s.
public struct ProgramIDL: Sendable, Hashable {
    /// Where the IDL came from.
    public enum Format: String, Sendable, Hashable {
        /// A Codama `rootNode`.
        case codama
        /// An Anchor (≥ 0.30) IDL.
        case anchor
    }

    /// The IDL's format.
    public var format: Format
    /// The program's name (camelCase in Codama, snake_case in Anchor).
    public var name: String
    /// The program id.
    public var publicKey: PublicKey
    /// The program's version, when the IDL gives one.
    public var version: String?
    /// Documentation lines.
    public var docs: [String]
    /// The instructions, in the IDL's order.
    public var instructions: [IDLInstruction]
    /// The program's account types.
    public var accounts: [IDLAccount]
    /// The named types the others link to.
    public var definedTypes: [IDLDefinedType]
    /// The program-derived addresses the IDL describes.
    public var pdas: [IDLPDA]
    /// The program's custom errors.
    public var errors: [IDLErrorCode]
    /// The events the program emits (Anchor's `events`), decoded from logs by `decodeEvent(_:)` and `IDLEventLog`.
    public var events: [IDLEvent] = []

    /// A program from its parts.
    public init(
        format: Format, name: String, publicKey: PublicKey, version: String? = nil, docs: [String] = [],
        instructions: [IDLInstruction], accounts: [IDLAccount] = [], definedTypes: [IDLDefinedType] = [],
        pdas: [IDLPDA] = [], errors: [IDLErrorCode] = []
    ) {
        self.format = format
        self.name = name
        self.publicKey = publicKey
        self.version = version
        self.docs = docs
        self.instructions = instructions
        self.accounts = accounts
        self.definedTypes = definedTypes
        self.pdas = pdas
        self.errors = errors
    }

    /// The instruction of that name.
    public func instruction(named name: String) -> IDLInstruction? { instructions.first { $0.name == name } }

    /// The defined type of that name.
    public func definedType(named name: String) -> IDLDefinedType? { definedTypes.first { $0.name == name } }
}

/// Whether an instruction account signs: always, never, or either (a multisig authority signs through its members).
public enum IDLSigner: String, Sendable, Hashable {
    /// Always signs.
    case yes
    /// Never signs.
    case no
    /// Signs unless its authority is a multisig (whose members sign as remaining accounts).
    case either
}

/// One account an instruction takes.
public struct IDLInstructionAccount: Sendable, Hashable {
    /// The account's name.
    public var name: String
    /// Whether the instruction writes it.
    public var isWritable: Bool
    /// Whether it signs.
    public var isSigner: IDLSigner
    /// Whether it may be left out.
    public var isOptional: Bool
    /// Documentation lines.
    public var docs: [String]
    /// What it is when the caller does not give it.
    public var defaultValue: IDLValue?

    /// An account from its parts.
    public init(
        name: String, isWritable: Bool, isSigner: IDLSigner, isOptional: Bool = false, docs: [String] = [],
        defaultValue: IDLValue? = nil
    ) {
        self.name = name
        self.isWritable = isWritable
        self.isSigner = isSigner
        self.isOptional = isOptional
        self.docs = docs
        self.defaultValue = defaultValue
    }
}

/// A named, typed field: an instruction argument, a struct field, a PDA seed.
public struct IDLField: Sendable, Hashable {
    /// How a field's default is used.
    public enum DefaultStrategy: String, Sendable, Hashable {
        /// The caller may override the default.
        case optional
        /// The default is always used (discriminators): the caller does not give the field.
        case omitted
    }

    /// The field's name.
    public var name: String
    /// The field's type.
    public var type: IDLType
    /// Documentation lines.
    public var docs: [String]
    /// The value used when the caller gives none.
    public var defaultValue: IDLValue?
    /// How `defaultValue` is used.
    public var defaultStrategy: DefaultStrategy

    /// A field from its parts.
    public init(
        name: String, type: IDLType, docs: [String] = [], defaultValue: IDLValue? = nil,
        defaultStrategy: DefaultStrategy = .optional
    ) {
        self.name = name
        self.type = type
        self.docs = docs
        self.defaultValue = defaultValue
        self.defaultStrategy = defaultStrategy
    }

    /// Whether the caller gives this field (it is not fixed by the IDL).
    public var isInput: Bool { !(defaultValue != nil && defaultStrategy == .omitted) }
}

/// Accounts an instruction takes after its named ones (multisig signers, memo signers).
public struct IDLRemainingAccounts: Sendable, Hashable {
    /// The name of the argument that lists them.
    public var name: String
    /// Whether they sign.
    public var isSigner: IDLSigner
    /// Whether the instruction writes them.
    public var isWritable: Bool
    /// Whether there may be none.
    public var isOptional: Bool

    /// Remaining accounts from their parts.
    public init(name: String, isSigner: IDLSigner, isWritable: Bool, isOptional: Bool) {
        self.name = name
        self.isSigner = isSigner
        self.isWritable = isWritable
        self.isOptional = isOptional
    }
}

/// How an instruction or account is recognized from its bytes.
public enum IDLDiscriminator: Sendable, Hashable {
    /// The field of that name, at `offset`, holds its default value.
    case field(name: String, offset: Int)
    /// These bytes at `offset`.
    case constant(bytes: [UInt8], offset: Int)
    /// The data is exactly this long.
    case size(Int)
}

/// One instruction of a program.
public struct IDLInstruction: Sendable, Hashable {
    /// What an absent optional account becomes.
    public enum OptionalAccountStrategy: String, Sendable, Hashable {
        /// Left out of the account list.
        case omitted
        /// Replaced by the program id (read-only, not signing), keeping positions.
        case programId
    }

    /// The instruction's name.
    public var name: String
    /// Documentation lines.
    public var docs: [String]
    /// Its accounts, in order.
    public var accounts: [IDLInstructionAccount]
    /// Its arguments, in the order they are encoded (discriminators included, as omitted-default fields).
    public var arguments: [IDLField]
    /// The accounts after the named ones.
    public var remainingAccounts: [IDLRemainingAccounts]
    /// How the instruction is recognized.
    public var discriminators: [IDLDiscriminator]
    /// What absent optional accounts become.
    public var optionalAccountStrategy: OptionalAccountStrategy

    /// An instruction from its parts.
    public init(
        name: String, docs: [String] = [], accounts: [IDLInstructionAccount], arguments: [IDLField],
        remainingAccounts: [IDLRemainingAccounts] = [], discriminators: [IDLDiscriminator] = [],
        optionalAccountStrategy: OptionalAccountStrategy = .programId
    ) {
        self.name = name
        self.docs = docs
        self.accounts = accounts
        self.arguments = arguments
        self.remainingAccounts = remainingAccounts
        self.discriminators = discriminators
        self.optionalAccountStrategy = optionalAccountStrategy
    }
}

/// An account type of a program (the layout of an account's data).
public struct IDLAccount: Sendable, Hashable {
    /// The account type's name.
    public var name: String
    /// Documentation lines.
    public var docs: [String]
    /// The data's layout.
    public var data: IDLType
    /// How such an account is recognized.
    public var discriminators: [IDLDiscriminator]
    /// The PDA it lives at, when there is one.
    public var pda: String?

    /// An account type from its parts.
    public init(
        name: String, docs: [String] = [], data: IDLType, discriminators: [IDLDiscriminator] = [], pda: String? = nil
    ) {
        self.name = name
        self.docs = docs
        self.data = data
        self.discriminators = discriminators
        self.pda = pda
    }
}

/// A named type others link to.
public struct IDLDefinedType: Sendable, Hashable {
    /// The type's name.
    public var name: String
    /// Documentation lines.
    public var docs: [String]
    /// The type.
    public var type: IDLType

    /// A defined type from its parts.
    public init(name: String, docs: [String] = [], type: IDLType) {
        self.name = name
        self.docs = docs
        self.type = type
    }
}

/// One seed of a program-derived address.
public enum IDLPDASeed: Sendable, Hashable {
    /// A fixed seed: a value of a type.
    case constant(type: IDLType, value: IDLValue)
    /// A seed the caller gives, by name, encoded under its type.
    case variable(name: String, type: IDLType, docs: [String])
}

/// A program-derived address the IDL describes.
public struct IDLPDA: Sendable, Hashable {
    /// The PDA's name.
    public var name: String
    /// Documentation lines.
    public var docs: [String]
    /// The program that derives it, when not the IDL's own.
    public var programId: PublicKey?
    /// Its seeds, in order.
    public var seeds: [IDLPDASeed]

    /// A PDA from its parts.
    public init(name: String, docs: [String] = [], programId: PublicKey? = nil, seeds: [IDLPDASeed]) {
        self.name = name
        self.docs = docs
        self.programId = programId
        self.seeds = seeds
    }
}

/// A custom error of a program.
public struct IDLErrorCode: Sendable, Hashable {
    /// The error's number (what `InstructionError::Custom` carries).
    public var code: UInt32
    /// The error's name.
    public var name: String
    /// Its message.
    public var message: String
    /// Documentation lines.
    public var docs: [String]

    /// An error from its parts.
    public init(code: UInt32, name: String, message: String, docs: [String] = []) {
        self.code = code
        self.name = name
        self.message = message
        self.docs = docs
    }
}

/// A number's encoding.
public enum IDLNumberFormat: String, Sendable, Hashable, CaseIterable {
    /// Little-endian integers of 8 to 128 bits, IEEE floats, and Solana's compact-u16 (1–3 bytes).
    case u8, u16, u32, u64, u128, i8, i16, i32, i64, i128, f32, f64, shortU16
}

/// How many items a string, byte string or collection holds.
public indirect enum IDLCount: Sendable, Hashable {
    /// A number before the items.
    case prefixed(IDLNumberFormat)
    /// A count known from the type.
    case fixed(Int)
    /// Everything left in the data.
    case remainder
}

/// A named field of a struct (or struct variant).
public struct IDLStructField: Sendable, Hashable {
    /// The field's name.
    public var name: String
    /// The field's type.
    public var type: IDLType
    /// Documentation lines.
    public var docs: [String]
    /// The field's default value, when the IDL gives one (a field discriminator's value).
    public var defaultValue: IDLValue?

    /// A field from its parts.
    public init(name: String, type: IDLType, docs: [String] = []) {
        self.name = name
        self.type = type
        self.docs = docs
    }

    /// A field from its parts, with a default value.
    public init(name: String, type: IDLType, docs: [String] = [], defaultValue: IDLValue?) {
        self.init(name: name, type: type, docs: docs)
        self.defaultValue = defaultValue
    }
}

/// One variant of an enum type.
public struct IDLEnumVariant: Sendable, Hashable {
    /// What the variant carries.
    public enum Payload: Sendable, Hashable {
        /// Nothing.
        case empty
        /// Positional items.
        case tuple([IDLType])
        /// Named fields.
        case fields([IDLStructField])
    }

    /// The variant's name.
    public var name: String
    /// Its payload.
    public var payload: Payload

    /// A variant from its parts.
    public init(name: String, payload: Payload = .empty) {
        self.name = name
        self.payload = payload
    }
}

/// A type of the IDL (Codama's type nodes; Anchor's types read into the same).
public indirect enum IDLType: Sendable, Hashable {
    /// A little-endian number (`numberTypeNode`; `amountTypeNode`, `solAmountTypeNode` and `dateTimeTypeNode` are
    /// read as their number).
    case number(IDLNumberFormat)
    /// A bool (one byte).
    case boolean
    /// A 32-byte public key.
    case publicKey
    /// UTF-8 text; its size is `.remainder` unless a size prefix or fixed size wraps it.
    case string(IDLCount)
    /// Raw bytes; sized like strings.
    case bytes(IDLCount)
    /// An option: a tag of the prefix's format (u8 in Borsh); `fixed` keeps the item's zero bytes when absent.
    case option(IDLType, prefix: IDLNumberFormat, fixed: Bool)
    /// A sequence.
    case array(IDLType, IDLCount)
    /// A set (items in ascending order).
    case set(IDLType, IDLCount)
    /// A map (keys in ascending order).
    case map(key: IDLType, value: IDLType, IDLCount)
    /// Named fields in order.
    case structure([IDLStructField])
    /// Positional items.
    case tuple([IDLType])
    /// Variants chosen by a tag of the given format (u8 in Borsh).
    case enumeration([IDLEnumVariant], size: IDLNumberFormat)
    /// A link to a defined type by name.
    case defined(String)
}

/// A named value (a struct field's value, a PDA seed's value).
public struct IDLNamedValue: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The value.
    public var value: IDLValue

    /// A named value from its parts.
    public init(name: String, value: IDLValue) {
        self.name = name
        self.value = value
    }
}

/// A value in an IDL: a default of an argument or account, a constant seed (Codama's value nodes, and the
/// contextual ones of instruction defaults).
public indirect enum IDLValue: Sendable, Hashable {
    /// An integer (`numberValueNode`), exact.
    case integer(BorshInteger)
    /// A non-integer number.
    case float(Double)
    /// `booleanValueNode`.
    case boolean(Bool)
    /// `stringValueNode`.
    case string(String)
    /// `bytesValueNode`, decoded.
    case bytes([UInt8])
    /// `publicKeyValueNode`.
    case publicKey(PublicKey)
    /// `noneValueNode`.
    case none
    /// `someValueNode`.
    case some(IDLValue)
    /// `arrayValueNode`, `setValueNode`, `tupleValueNode`.
    case list([IDLValue])
    /// `structValueNode`.
    case structure([IDLNamedValue])
    /// `enumValueNode`: the enum type, the variant's name, and its payload.
    case variant(enum: String, variant: String, payload: IDLValue?)
    /// `programIdValueNode`: the program's own id.
    case programId
    /// `payerValueNode`: the fee payer.
    case payer
    /// `identityValueNode`: the wallet (the signer of the transaction).
    case identity
    /// `accountValueNode`: another account of the instruction.
    case account(String)
    /// `argumentValueNode`: an argument of the instruction.
    case argument(String)
    /// `pdaValueNode`: the address of a PDA (linked by name) with the seeds' values.
    case pda(name: String, seeds: [IDLNamedValue])
    /// A Codama value node this runtime reads but does not evaluate (`accountBumpValueNode`, `mapValueNode`…).
    case unevaluated(kind: String)
    /// `conditionalValueNode`: `ifTrue` when `condition` (an account, an argument or a resolver) has a value — equal
    /// to `value` when the node gives one — else `ifFalse`; an absent branch means no value.
    case conditional(condition: IDLValue, value: IDLValue?, ifTrue: IDLValue?, ifFalse: IDLValue?)
    /// `resolverValueNode`: a value the app computes with the resolver of that name, from the accounts and arguments
    /// it depends on.
    case resolver(name: String, dependsOn: [IDLValue])
}
