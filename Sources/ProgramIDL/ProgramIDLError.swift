import Borsh

/// Why an IDL (Codama `rootNode` or Anchor JSON) was refused. `path` is a JSON path from the root, e.g.
/// `$.program.instructions[3].arguments[1].type`.
public enum IDLReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is longer than the reader's bound.
    case tooLarge(size: Int, limit: Int)
    /// Not JSON (strict RFC 8259): the byte offset and the reason.
    case invalidJSON(offset: Int, reason: String)
    /// Nesting deeper than the reader's bound (JSON nesting, or a type nesting through its links).
    case tooDeep(path: String)
    /// A node whose `kind` this reader does not know.
    case unknownKind(kind: String, path: String)
    /// A required member is absent.
    case missingField(name: String, path: String)
    /// A member of the wrong JSON type (`expected` says what was wanted).
    case wrongType(path: String, expected: String)
    /// A well-typed member with a value that is not allowed (a bad public key, a negative size…).
    case invalidValue(path: String, reason: String)
    /// A node this reader knows but whose encoding the runtime does not implement (a big-endian number, a
    /// base64 string…).
    case unsupported(feature: String, path: String)
    /// A `definedTypeLinkNode` (or Anchor `defined`) naming no defined type, or a type that contains itself.
    case unresolvedType(name: String, path: String)
    /// Neither a Codama `rootNode` nor an Anchor (≥ 0.30) IDL.
    case notAnIDL(reason: String)
    /// The IDL reads but is past a bound of the Swift generator (`IDLSwiftGenerator.Limits`): `what` names
    /// the bound, `limit` its value, `path` the node (`instruction 'swap'.arguments.route`).
    case generationLimit(what: String, limit: Int, path: String)

    /// A one-line English description (the CLI localizes its own messages).
    public var description: String {
        switch self {
        case .tooLarge(let size, let limit): "IDL is \(size) bytes, more than the limit of \(limit)"
        case .invalidJSON(let offset, let reason): "IDL is not JSON (byte \(offset)): \(reason)"
        case .tooDeep(let path): "IDL nests too deeply at \(path)"
        case .unknownKind(let kind, let path): "unknown node kind '\(kind)' at \(path)"
        case .missingField(let name, let path): "missing '\(name)' at \(path)"
        case .wrongType(let path, let expected): "expected \(expected) at \(path)"
        case .invalidValue(let path, let reason): "invalid value at \(path): \(reason)"
        case .unsupported(let feature, let path): "unsupported \(feature) at \(path)"
        case .unresolvedType(let name, let path): "type '\(name)' cannot be resolved at \(path)"
        case .notAnIDL(let reason): "not a Codama or Anchor IDL: \(reason)"
        case .generationLimit(let what, let limit, let path):
            "\(what) past the generator's limit of \(limit) at \(path)"
        }
    }
}

/// Why an instruction could not be built from an IDL, or bytes could not be read back as one of its instructions.
public enum IDLInstructionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The IDL has no instruction of that name.
    case unknownInstruction(String)
    /// A required account was not given and has no default the interpreter can resolve.
    case missingAccount(instruction: String, account: String)
    /// An account name the instruction does not have.
    case unknownAccount(instruction: String, account: String)
    /// A required argument was not given.
    case missingArgument(instruction: String, argument: String)
    /// An argument the instruction does not take (or one the IDL fixes, like a discriminator).
    case unexpectedArgument(instruction: String, argument: String)
    /// Remaining accounts given to an instruction that takes none.
    case unexpectedRemainingAccounts(instruction: String)
    /// An account default of a kind the interpreter does not evaluate (`kind` names it).
    case unresolvableDefault(instruction: String, account: String, kind: String)
    /// A program-derived address could not be derived (bad seeds, or no bump).
    case programAddress(instruction: String, account: String)
    /// The arguments do not encode under their types.
    case encoding(instruction: String, BorshError)
    /// The instruction is for another program.
    case wrongProgram
    /// No instruction of the IDL matches the data's discriminator.
    case noMatchingInstruction
    /// The data matched an instruction but its arguments do not decode.
    case decoding(instruction: String, BorshError)
    /// Fewer accounts than the instruction requires.
    case tooFewAccounts(instruction: String, required: Int, given: Int)

    /// A one-line English description.
    public var description: String {
        switch self {
        case .unknownInstruction(let name): "no instruction '\(name)' in the IDL"
        case .missingAccount(let ix, let account): "\(ix): account '\(account)' is required"
        case .unknownAccount(let ix, let account): "\(ix): no account '\(account)'"
        case .missingArgument(let ix, let argument): "\(ix): argument '\(argument)' is required"
        case .unexpectedArgument(let ix, let argument): "\(ix): unexpected argument '\(argument)'"
        case .unexpectedRemainingAccounts(let ix): "\(ix): takes no remaining accounts"
        case .unresolvableDefault(let ix, let account, let kind): "\(ix): cannot resolve \(kind) for '\(account)'"
        case .programAddress(let ix, let account): "\(ix): cannot derive the address of '\(account)'"
        case .encoding(let ix, let error): "\(ix): arguments do not encode: \(error)"
        case .wrongProgram: "instruction is for another program"
        case .noMatchingInstruction: "no instruction of the IDL matches the data"
        case .decoding(let ix, let error): "\(ix): arguments do not decode: \(error)"
        case .tooFewAccounts(let ix, let required, let given): "\(ix): \(given) accounts, \(required) required"
        }
    }
}
