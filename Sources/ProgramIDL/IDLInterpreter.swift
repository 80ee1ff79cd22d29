import Borsh
import SolanaCore
import SolanaTransactions

/// An account of a decoded instruction, named by the IDL.
public struct IDLDecodedAccount: Sendable, Hashable {
    /// The IDL's name for the account.
    public var name: String
    /// The account as the instruction lists it.
    public var meta: AccountMeta

    /// An account from its parts.
    public init(name: String, meta: AccountMeta) {
        self.name = name
        self.meta = meta
    }
}

/// An argument of a decoded instruction.
public struct IDLDecodedArgument: Sendable, Hashable {
    /// The argument's name.
    public var name: String
    /// Its value (structs positional, as `BorshValue` holds them).
    public var value: BorshValue
    /// Its type.
    public var type: IDLType

    /// An argument from its parts.
    public init(name: String, value: BorshValue, type: IDLType) {
        self.name = name
        self.value = value
        self.type = type
    }
}

/// An instruction read back through an IDL: its name, its named accounts and its arguments.
public struct IDLDecodedInstruction: Sendable, Hashable {
    /// The instruction's name in the IDL.
    public var name: String
    /// The named accounts present (an absent optional account is not listed).
    public var accounts: [IDLDecodedAccount]
    /// The accounts after the named ones.
    public var remainingAccounts: [AccountMeta]
    /// The arguments the caller gives (fields the IDL fixes, like discriminators, are left out).
    public var arguments: [IDLDecodedArgument]

    /// A decoded instruction from its parts.
    public init(
        name: String, accounts: [IDLDecodedAccount], remainingAccounts: [AccountMeta], arguments: [IDLDecodedArgument]
    ) {
        self.name = name
        self.accounts = accounts
        self.remainingAccounts = remainingAccounts
        self.arguments = arguments
    }

    /// The argument of that name.
    public func argument(_ name: String) -> BorshValue? { arguments.first { $0.name == name }?.value }

    /// The address of the account of that name.
    public func account(_ name: String) -> PublicKey? { accounts.first { $0.name == name }?.meta.publicKey }
}

extension ProgramIDL {
    /// Builds the instruction `name` from the IDL.
    ///
    /// Accounts come in the IDL's order with its signer and writable flags; a required account not in `accounts`
    /// takes its default when the interpreter can evaluate it (a fixed key, the program id, `payer` for the payer and
    /// the identity, another account, a PDA of accounts and arguments, a `conditionalValueNode` on an account or an
    /// argument; a resolver's default is `unresolvableDefault`); an optional account is present only when given or
    /// when its conditional default gives it, else left out or replaced by the program id, as the IDL says. An
    /// account whose signer flag is "either" signs unless named in
    /// `nonSigning` (a multisig authority). The data is the arguments in order, Borsh-encoded: discriminators and
    /// other fixed fields from their defaults, the others from `arguments` (or their defaults when absent: a
    /// `conditionalValueNode`'s branch as its condition on an account or argument says; no branch is
    /// `missingArgument`).
    /// `remainingAccounts` follow, flagged as the IDL's remaining-accounts node says.
    public func instruction(
        named name: String, accounts given: [String: PublicKey], arguments: [String: BorshValue] = [:],
        remainingAccounts: [PublicKey] = [], payer: PublicKey? = nil, nonSigning: Set<String> = []
    ) throws(IDLInstructionError) -> Instruction {
        guard let instruction = self.instruction(named: name) else { throw .unknownInstruction(name) }
        for key in given.keys where !instruction.accounts.contains(where: { $0.name == key }) {
            throw .unknownAccount(instruction: name, account: key)
        }
        for key in arguments.keys where !instruction.arguments.contains(where: { $0.name == key && $0.isInput }) {
            throw .unexpectedArgument(instruction: name, argument: key)
        }
        let context = Resolution(
            program: self, instruction: instruction, given: given, arguments: arguments, payer: payer)
        var metas: [AccountMeta] = []
        for account in instruction.accounts {
            // An optional account is there only when given or when its conditional default gives it (other defaults
            // are not added unasked).
            var resolved = account.isOptional ? given[account.name] : try context.account(account.name, depth: 0)
            if resolved == nil, account.isOptional, case .conditional = account.defaultValue {
                resolved = try context.account(account.name, depth: 0)
            }
            guard let key = resolved else {
                if account.isOptional {
                    if instruction.optionalAccountStrategy == .programId { metas.append(.readonly(publicKey)) }
                    continue
                }
                if case .unevaluated(let kind) = account.defaultValue {
                    throw .unresolvableDefault(instruction: name, account: account.name, kind: kind)
                }
                if case .resolver(let resolver, _) = account.defaultValue {
                    throw .unresolvableDefault(
                        instruction: name, account: account.name, kind: "resolverValueNode '\(resolver)'")
                }
                throw .missingAccount(instruction: name, account: account.name)
            }
            let signs =
                switch account.isSigner {
                case .yes: true
                case .no: false
                case .either: !nonSigning.contains(account.name)
                }
            metas.append(AccountMeta(publicKey: key, isSigner: signs, isWritable: account.isWritable))
        }
        if !remainingAccounts.isEmpty {
            guard let node = instruction.remainingAccounts.first else {
                throw .unexpectedRemainingAccounts(instruction: name)
            }
            metas += remainingAccounts.map {
                AccountMeta(publicKey: $0, isSigner: node.isSigner != .no, isWritable: node.isWritable)
            }
        }
        var fields: [BorshField] = []
        var values: [BorshValue] = []
        for argument in instruction.arguments {
            let type: BorshType
            do { type = try lower(argument.type) } catch {
                throw .encoding(
                    instruction: name, .valueMismatch(path: ".\(argument.name)", expected: "a lowered type"))
            }
            fields.append(BorshField(argument.name, type))
            values.append(try context.argument(argument, type))
        }
        do {
            let data = try Borsh.encode(.structure(values), as: .structure(fields))
            return Instruction(programId: publicKey, accounts: metas, data: data)
        } catch { throw .encoding(instruction: name, error) }
    }

    /// The address and bump of the PDA `name`, its variable seeds given by name (a public key seed as `.publicKey`,
    /// a string seed as `.string`…), each encoded under its seed type.
    public func programAddress(pda name: String, seeds: [String: BorshValue]) throws(IDLInstructionError) -> (
        address: PublicKey, bump: UInt8
    ) {
        guard let pda = pdas.first(where: { $0.name == name }) else { throw .unknownInstruction(name) }
        var bytes: [[UInt8]] = []
        for seed in pda.seeds {
            do {
                switch seed {
                case .constant(let type, let value):
                    let borsh = try lower(type)
                    bytes.append(try Borsh.encode(try Self.borshValue(value, as: type, borsh), as: borsh))
                case .variable(let seedName, let type, _):
                    guard let value = seeds[seedName] else {
                        throw IDLInstructionError.missingArgument(instruction: name, argument: seedName)
                    }
                    bytes.append(try Borsh.encode(value, as: try lower(type)))
                }
            } catch let error as IDLInstructionError { throw error } catch {
                throw .programAddress(instruction: name, account: name)
            }
        }
        do { return try PublicKey.findProgramAddress(seeds: bytes, programId: pda.programId ?? publicKey) } catch {
            throw .programAddress(instruction: name, account: name)
        }
    }

    /// Reads an instruction of this program back: the instruction whose discriminators match the data, its accounts
    /// named, its arguments decoded (the whole data must decode).
    public func decode(_ instruction: Instruction) throws(IDLInstructionError) -> IDLDecodedInstruction {
        guard instruction.programId == publicKey else { throw .wrongProgram }
        var firstError: IDLInstructionError?
        for candidate in instructions where matches(candidate, instruction.data) {
            do { return try decode(instruction, as: candidate) } catch { if firstError == nil { firstError = error } }
        }
        throw firstError ?? .noMatchingInstruction
    }

    func matches(_ candidate: IDLInstruction, _ data: [UInt8]) -> Bool {
        if candidate.discriminators.isEmpty { return instructions.count == 1 }
        for discriminator in candidate.discriminators {
            let expected: [UInt8]
            let offset: Int
            switch discriminator {
            case .size(let size):
                guard data.count == size else { return false }
                continue
            case .constant(let bytes, let at):
                expected = bytes
                offset = at
            case .field(let fieldName, let at):
                guard let field = candidate.arguments.first(where: { $0.name == fieldName }),
                    let value = field.defaultValue,
                    let type = try? lower(field.type),
                    let borsh = try? Self.borshValue(value, as: field.type, type),
                    let bytes = try? Borsh.encode(borsh, as: type)
                else { return false }
                expected = bytes
                offset = at
            }
            guard offset <= data.count, expected.count <= data.count - offset,
                data[offset..<offset + expected.count].elementsEqual(expected)
            else { return false }
        }
        return true
    }

    func decode(_ instruction: Instruction, as candidate: IDLInstruction) throws(IDLInstructionError)
        -> IDLDecodedInstruction
    {
        var fields: [BorshField] = []
        for argument in candidate.arguments {
            do { fields.append(BorshField(argument.name, try lower(argument.type))) } catch {
                throw .decoding(
                    instruction: candidate.name, .valueMismatch(path: ".\(argument.name)", expected: "a type"))
            }
        }
        let decoded: BorshValue
        do { decoded = try Borsh.decode(instruction.data, as: .structure(fields)) } catch {
            throw .decoding(instruction: candidate.name, error)
        }
        guard case .structure(let values) = decoded else { throw .noMatchingInstruction }
        var arguments: [IDLDecodedArgument] = []
        for (argument, value) in zip(candidate.arguments, values) where argument.isInput {
            arguments.append(IDLDecodedArgument(name: argument.name, value: value, type: argument.type))
        }
        let metas = instruction.accounts
        let required = candidate.accounts.count { !$0.isOptional }
        guard metas.count >= required else {
            throw .tooFewAccounts(instruction: candidate.name, required: required, given: metas.count)
        }
        var extra = metas.count - required
        var position = 0
        var accounts: [IDLDecodedAccount] = []
        for account in candidate.accounts {
            if account.isOptional {
                guard extra > 0 else { continue }
                extra -= 1
                let meta = metas[position]
                position += 1
                if candidate.optionalAccountStrategy == .programId, meta.publicKey == publicKey { continue }
                accounts.append(IDLDecodedAccount(name: account.name, meta: meta))
            } else {
                accounts.append(IDLDecodedAccount(name: account.name, meta: metas[position]))
                position += 1
            }
        }
        return IDLDecodedInstruction(
            name: candidate.name, accounts: accounts, remainingAccounts: Array(metas[position...]),
            arguments: arguments)
    }
}

/// Resolves an instruction's accounts and arguments from what the caller gave and the IDL's defaults.
struct Resolution {
    let program: ProgramIDL
    let instruction: IDLInstruction
    let given: [String: PublicKey]
    let arguments: [String: BorshValue]
    let payer: PublicKey?

    init(
        program: ProgramIDL, instruction: IDLInstruction, given: [String: PublicKey], arguments: [String: BorshValue],
        payer: PublicKey?
    ) {
        self.program = program
        self.instruction = instruction
        self.given = given
        self.arguments = arguments
        self.payer = payer
    }

    /// The account's address: given, or its default; nil when neither.
    func account(_ name: String, depth: Int) throws(IDLInstructionError) -> PublicKey? {
        if let key = given[name] { return key }
        guard depth < 8, let account = instruction.accounts.first(where: { $0.name == name }),
            let value = account.defaultValue
        else { return nil }
        return try address(of: value, for: name, depth: depth)
    }

    func address(of value: IDLValue, for name: String, depth: Int) throws(IDLInstructionError) -> PublicKey? {
        switch value {
        case .publicKey(let key): return key
        case .programId: return program.publicKey
        case .payer, .identity: return payer
        case .account(let other): return try account(other, depth: depth + 1)
        case .argument(let argument):
            if case .publicKey(let key) = arguments[argument] { return key }
            return nil
        case .pda(let pdaName, let seedValues):
            guard let pda = program.pdas.first(where: { $0.name == pdaName }) else {
                throw .unresolvableDefault(instruction: instruction.name, account: name, kind: "pdaValueNode")
            }
            var seeds: [String: BorshValue] = [:]
            for seed in pda.seeds {
                guard case .variable(let seedName, let type, _) = seed else { continue }
                guard let source = seedValues.first(where: { $0.name == seedName })?.value else { return nil }
                switch source {
                case .account(let other):
                    guard let key = try account(other, depth: depth + 1) else { return nil }
                    seeds[seedName] = .publicKey(key)
                case .argument(let argument):
                    guard let given = arguments[argument] else { return nil }
                    seeds[seedName] = given
                case .programId: seeds[seedName] = .publicKey(program.publicKey)
                case .payer, .identity:
                    guard let payer else { return nil }
                    seeds[seedName] = .publicKey(payer)
                default:
                    guard let borsh = try? program.lower(type),
                        let converted = try? ProgramIDL.borshValue(source, as: type, borsh)
                    else {
                        throw .unresolvableDefault(
                            instruction: instruction.name, account: name, kind: "pdaSeedValueNode")
                    }
                    seeds[seedName] = converted
                }
            }
            do { return try program.programAddress(pda: pdaName, seeds: seeds).address } catch {
                throw .programAddress(instruction: instruction.name, account: name)
            }
        case .conditional(let condition, let expected, let ifTrue, let ifFalse):
            guard let branch = try holds(condition, expected, for: name, depth: depth) ? ifTrue : ifFalse else {
                return nil
            }
            return try address(of: branch, for: name, depth: depth + 1)
        case .resolver(let resolver, _):
            throw .unresolvableDefault(
                instruction: instruction.name, account: name, kind: "resolverValueNode '\(resolver)'")
        default: return nil
        }
    }

    /// Whether a `conditionalValueNode`'s condition holds: the account or argument has a value (equal to `expected`
    /// when given; an argument that is `false` or `none` has none). A resolver condition is not evaluated.
    func holds(_ condition: IDLValue, _ expected: IDLValue?, for name: String, depth: Int)
        throws(IDLInstructionError) -> Bool
    {
        guard depth < 8 else { return false }
        switch condition {
        case .account(let other):
            guard let key = try account(other, depth: depth + 1) else { return false }
            guard let expected else { return true }
            return try address(of: expected, for: name, depth: depth + 1) == key
        case .argument(let argument):
            // The given value, or a constant default (a contextual default is not followed: no cycles).
            guard let field = instruction.arguments.first(where: { $0.name == argument }),
                let borsh = try? program.lower(field.type),
                let given = arguments[argument]
                    ?? field.defaultValue.flatMap({ try? ProgramIDL.borshValue($0, as: field.type, borsh) })
            else { return false }
            guard let expected else { return given != .bool(false) && given != .option(nil) }
            guard let value = try? ProgramIDL.borshValue(expected, as: field.type, borsh) else { return false }
            return value == given
        case .resolver(let resolver, _):
            throw .unresolvableDefault(
                instruction: instruction.name, account: name, kind: "resolverValueNode '\(resolver)'")
        default: return false
        }
    }

    /// An argument's value: the caller's, or its default (a `conditionalValueNode`'s branch as its condition says; an
    /// absent branch is no value).
    func argument(_ argument: IDLField, _ type: BorshType) throws(IDLInstructionError) -> BorshValue {
        if argument.isInput, let value = arguments[argument.name] { return value }
        guard let value = argument.defaultValue else {
            throw .missingArgument(instruction: instruction.name, argument: argument.name)
        }
        return try defaultArgument(value, argument, type, depth: 0)
    }

    func defaultArgument(_ value: IDLValue, _ argument: IDLField, _ type: BorshType, depth: Int)
        throws(IDLInstructionError) -> BorshValue
    {
        switch value {
        case .conditional(let condition, let expected, let ifTrue, let ifFalse):
            guard depth < 8,
                let branch = try holds(condition, expected, for: argument.name, depth: depth) ? ifTrue : ifFalse
            else { throw .missingArgument(instruction: instruction.name, argument: argument.name) }
            return try defaultArgument(branch, argument, type, depth: depth + 1)
        case .resolver(let resolver, _):
            throw .unresolvableDefault(
                instruction: instruction.name, account: argument.name, kind: "resolverValueNode '\(resolver)'")
        case .account, .programId, .payer, .identity, .pda:
            guard let key = try address(of: value, for: argument.name, depth: 0) else {
                throw .missingArgument(instruction: instruction.name, argument: argument.name)
            }
            return .publicKey(key)
        case .argument(let other):
            guard let given = arguments[other] else {
                throw .missingArgument(instruction: instruction.name, argument: argument.name)
            }
            return given
        default:
            do { return try ProgramIDL.borshValue(value, as: argument.type, type) } catch {
                throw .encoding(
                    instruction: instruction.name, .valueMismatch(path: ".\(argument.name)", expected: "its default"))
            }
        }
    }
}
