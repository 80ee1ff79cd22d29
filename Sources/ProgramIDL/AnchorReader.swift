import SolanaCore

/// Reads an Anchor (≥ 0.30) IDL into the model: 8-byte discriminators become an omitted `discriminator` argument
/// (as Codama's Anchor import does), `types` become defined types, `pubkey`/`vec`/`option`/`coption`/`array`/
/// `defined` their Codama counterparts, account PDAs (constant, account and argument seeds) become PDAs.
///
/// Generic types (`generics: [{"kind": "type", "name": "T"}, {"kind": "const", "name": "N", "type": "usize"}]`, fields
/// `{"generic": "T"}`, array lengths `{"generic": "N"}`) are not defined types themselves: every use
/// (`{"defined": {"name": "Pair", "generics": [{"kind": "type", "type": "u64"}, {"kind": "const", "value": "4"}]}}`)
/// instantiates one, named for its arguments in Anchor's notation (`Pair<u64, 4>`; Swift: `PairU644`), added after
/// the IDL's own types in the order first used. At most `maxGenericInstances`, nested at most 16 deep.
///
/// A type's `serialization` may be `borsh` or `bytemuck` (laid out alike); another is `IDLReadError.unsupported`.
struct AnchorReader {
    let limits: IDLReadLimits
    var pdas: [IDLPDA] = []

    /// A generic type's parameters (`isConst`: an array length) and its definition.
    struct Generic {
        var parameters: [(name: String, isConst: Bool)]
        var definition: IDLObject
        var docs: [String]
    }

    /// What a generic parameter is bound to in an instance.
    enum Binding {
        case type(IDLType)
        case const(Int)
    }

    var generics: [String: Generic] = [:]
    /// The instances made so far, in the order first used, and their names.
    var instances: [IDLDefinedType] = []
    var instanceNames: Set<String> = []
    var instantiationDepth = 0
    static let maxGenericInstances = 256

    init(limits: IDLReadLimits) { self.limits = limits }

    mutating func program(_ root: IDLObject) throws(IDLReadError) -> ProgramIDL {
        let metadata = try root.optionalObject("metadata")
        var name = "program"
        if let named = try metadata?.optionalString("name") {
            name = named
        } else if let named = try root.optionalString("name") {
            name = named
        }
        var plain: [IDLObject] = []
        for item in try root.objects("types") {
            try Self.checkSerialization(item)
            guard item.has("generics"), case .array(let parameters) = try item.value("generics"), !parameters.isEmpty
            else {
                plain.append(item)
                continue
            }
            var generic = Generic(parameters: [], definition: try item.object("type"), docs: try item.docs())
            for (index, parameter) in parameters.enumerated() {
                let object = try IDLObject(parameter, path: "\(item.path).generics[\(index)]")
                let kind = try object.kind()
                guard kind == "type" || kind == "const" else { throw .unknownKind(kind: kind, path: object.path) }
                generic.parameters.append((try object.string("name"), kind == "const"))
            }
            let name = try item.string("name")
            if generics[name] == nil { generics[name] = generic }
        }
        var definedTypes: [IDLDefinedType] = []
        for item in plain {
            definedTypes.append(
                IDLDefinedType(
                    name: try item.string("name"), docs: try item.docs(),
                    type: try typeDefinition(try item.object("type"), bindings: [:])))
        }
        var instructions: [IDLInstruction] = []
        for item in try root.objects("instructions") { instructions.append(try instruction(item)) }
        var accounts: [IDLAccount] = []
        for item in try root.objects("accounts") {
            let accountName = try item.string("name")
            let bytes = try discriminator(item)
            accounts.append(
                IDLAccount(
                    name: accountName, docs: try item.docs(), data: .defined(accountName),
                    discriminators: [.constant(bytes: bytes, offset: 0)]))
        }
        var errors: [IDLErrorCode] = []
        for item in try root.objects("errors") {
            errors.append(
                IDLErrorCode(
                    code: UInt32(try item.int("code", in: 0...Int(UInt32.max))), name: try item.string("name"),
                    message: try item.optionalString("msg") ?? "", docs: try item.docs()))
        }
        // Events (`{"name", "discriminator"}`): their data is the defined type of the same name.
        var events: [IDLEvent] = []
        for item in try root.objects("events") {
            let eventName = try item.string("name")
            events.append(
                IDLEvent(
                    name: eventName, docs: try item.docs(), discriminator: try discriminator(item),
                    data: .defined(eventName)))
        }
        definedTypes += instances
        var program = ProgramIDL(
            format: .anchor, name: name, publicKey: try root.publicKey("address"),
            version: try metadata?.optionalString("version"), docs: try root.docs(), instructions: instructions,
            accounts: accounts, definedTypes: definedTypes, pdas: pdas, errors: errors)
        program.events = events
        return program
    }

    /// A type's `serialization`: Borsh (the default) or `bytemuck` (a zero-copy `Pod` type, which has no implicit
    /// padding, so its `repr(C)` layout is its fields in order, as Borsh lays them out). `bytemuckunsafe` (padding
    /// allowed) and custom serializations would decode wrong as Borsh: refused.
    static func checkSerialization(_ item: IDLObject) throws(IDLReadError) {
        guard item.has("serialization") else { return }
        let path = "\(item.path).serialization"
        guard case .string(let serialization) = try item.value("serialization") else {
            throw .unsupported(feature: "a custom serialization", path: path)
        }
        guard serialization == "borsh" || serialization == "bytemuck" else {
            throw .unsupported(feature: "serialization '\(serialization)'", path: path)
        }
    }

    func discriminator(_ node: IDLObject) throws(IDLReadError) -> [UInt8] {
        guard case .array(let items) = try node.value("discriminator"), items.count <= 256 else {
            throw .wrongType(path: "\(node.path).discriminator", expected: "an array of bytes")
        }
        var bytes: [UInt8] = []
        for item in items {
            guard case .integer(let digits) = item, let byte = UInt8(digits) else {
                throw .wrongType(path: "\(node.path).discriminator", expected: "an array of bytes")
            }
            bytes.append(byte)
        }
        return bytes
    }

    mutating func instruction(_ node: IDLObject) throws(IDLReadError) -> IDLInstruction {
        let name = try node.string("name")
        let bytes = try discriminator(node)
        var arguments = [
            IDLField(
                name: "discriminator", type: .bytes(.fixed(bytes.count)), defaultValue: .bytes(bytes),
                defaultStrategy: .omitted)
        ]
        for item in try node.objects("args") {
            arguments.append(
                IDLField(
                    name: try item.string("name"),
                    type: try type(try item.value("type"), path: "\(item.path).type", bindings: [:]),
                    docs: try item.docs()))
        }
        var accounts: [IDLInstructionAccount] = []
        try flatten(try node.objects("accounts"), into: &accounts, instruction: name, arguments: arguments, depth: 0)
        return IDLInstruction(
            name: name, docs: try node.docs(), accounts: accounts, arguments: arguments,
            discriminators: [.field(name: "discriminator", offset: 0)], optionalAccountStrategy: .programId)
    }

    /// Anchor nests composite accounts (`{"name", "accounts": [...]}`); the instruction takes them flattened.
    mutating func flatten(
        _ items: [IDLObject], into accounts: inout [IDLInstructionAccount], instruction: String, arguments: [IDLField],
        depth: Int
    ) throws(IDLReadError) {
        guard depth < 16 else { throw .tooDeep(path: items.first?.path ?? "$") }
        for item in items {
            if item.has("accounts") {
                try flatten(
                    try item.objects("accounts"), into: &accounts, instruction: instruction, arguments: arguments,
                    depth: depth + 1)
                continue
            }
            let name = try item.string("name")
            var defaultValue: IDLValue?
            if item.has("address") {
                defaultValue = .publicKey(try item.publicKey("address"))
            } else if let pda = try item.optionalObject("pda") {
                defaultValue = try self.pda(pda, name: "\(instruction).\(name)", arguments: arguments)
            }
            accounts.append(
                IDLInstructionAccount(
                    name: name, isWritable: try item.bool("writable", default: false),
                    isSigner: try item.bool("signer", default: false) ? .yes : .no,
                    isOptional: try item.bool("optional", default: false), docs: try item.docs(),
                    defaultValue: defaultValue))
        }
    }

    mutating func pda(_ node: IDLObject, name: String, arguments: [IDLField]) throws(IDLReadError) -> IDLValue {
        if node.has("program") { return .unevaluated(kind: "anchor pda of another program") }
        var seeds: [IDLPDASeed] = []
        var values: [IDLNamedValue] = []
        for (index, seed) in try node.objects("seeds").enumerated() {
            let seedName = "seed\(index)"
            switch try seed.kind() {
            case "const":
                let bytes = try discriminatorLike(seed, key: "value")
                seeds.append(.constant(type: .bytes(.remainder), value: .bytes(bytes)))
            case "account":
                let path = try seed.string("path")
                guard !path.contains(".") else { return .unevaluated(kind: "anchor account-field seed") }
                seeds.append(.variable(name: seedName, type: .publicKey, docs: []))
                values.append(IDLNamedValue(name: seedName, value: .account(path)))
            case "arg":
                let path = try seed.string("path")
                guard let argument = arguments.first(where: { $0.name == path }) else {
                    return .unevaluated(kind: "anchor argument-field seed")
                }
                let seedType: IDLType =
                    switch argument.type {
                    case .string: .string(.remainder)
                    case .bytes: .bytes(.remainder)
                    default: argument.type
                    }
                seeds.append(.variable(name: seedName, type: seedType, docs: []))
                values.append(IDLNamedValue(name: seedName, value: .argument(path)))
            case let other: throw .unknownKind(kind: other, path: seed.path)
            }
        }
        pdas.append(IDLPDA(name: name, seeds: seeds))
        return .pda(name: name, seeds: values)
    }

    func discriminatorLike(_ node: IDLObject, key: String) throws(IDLReadError) -> [UInt8] {
        guard case .array(let items) = try node.value(key), items.count <= 32 else {
            throw .wrongType(path: "\(node.path).\(key)", expected: "at most 32 bytes")
        }
        var bytes: [UInt8] = []
        for item in items {
            guard case .integer(let digits) = item, let byte = UInt8(digits) else {
                throw .wrongType(path: "\(node.path).\(key)", expected: "an array of bytes")
            }
            bytes.append(byte)
        }
        return bytes
    }

    mutating func typeDefinition(_ node: IDLObject, bindings: [String: Binding]) throws(IDLReadError) -> IDLType {
        switch try node.kind() {
        case "struct": return try fields(node, bindings: bindings)
        case "enum":
            var variants: [IDLEnumVariant] = []
            for variant in try node.objects("variants") {
                let name = try variant.string("name")
                guard variant.has("fields") else {
                    variants.append(IDLEnumVariant(name: name))
                    continue
                }
                switch try fields(variant, bindings: bindings) {
                case .structure(let named): variants.append(IDLEnumVariant(name: name, payload: .fields(named)))
                case .tuple(let items): variants.append(IDLEnumVariant(name: name, payload: .tuple(items)))
                default: variants.append(IDLEnumVariant(name: name))
                }
            }
            return .enumeration(variants, size: .u8)
        case "type": return try type(try node.value("alias"), path: "\(node.path).alias", bindings: bindings)
        case let other: throw .unknownKind(kind: other, path: node.path)
        }
    }

    /// `fields`: named (`[{"name", "type"}]`) or positional (`[type, …]`); absent is an empty struct.
    mutating func fields(_ node: IDLObject, bindings: [String: Binding]) throws(IDLReadError) -> IDLType {
        guard node.has("fields") else { return .structure([]) }
        guard case .array(let items) = try node.value("fields") else {
            throw .wrongType(path: "\(node.path).fields", expected: "an array")
        }
        var named: [IDLStructField] = []
        var positional: [IDLType] = []
        for (index, item) in items.enumerated() {
            let path = "\(node.path).fields[\(index)]"
            if case .object = item, item["name"] != nil {
                let field = try IDLObject(item, path: path)
                named.append(
                    IDLStructField(
                        name: try field.string("name"),
                        type: try type(try field.value("type"), path: "\(path).type", bindings: bindings),
                        docs: try field.docs()))
            } else {
                positional.append(try type(item, path: path, bindings: bindings))
            }
        }
        guard named.isEmpty || positional.isEmpty else {
            throw .wrongType(path: "\(node.path).fields", expected: "all named or all positional fields")
        }
        return positional.isEmpty ? .structure(named) : .tuple(positional)
    }

    mutating func type(_ json: IDLJSON, path: String, bindings: [String: Binding]) throws(IDLReadError) -> IDLType {
        switch json {
        case .string(let name):
            switch name {
            case "bool": return .boolean
            case "pubkey", "publicKey": return .publicKey
            case "string": return .string(.prefixed(.u32))
            case "bytes": return .bytes(.prefixed(.u32))
            default:
                guard let format = IDLNumberFormat(rawValue: name), format != .shortU16 else {
                    throw .unknownKind(kind: name, path: path)
                }
                return .number(format)
            }
        case .object(let members):
            guard members.count == 1, let member = members.first else {
                throw .wrongType(path: path, expected: "a one-member type object")
            }
            let (key, inner) = member
            let innerPath = "\(path).\(key)"
            switch key {
            case "vec": return .array(try type(inner, path: innerPath, bindings: bindings), .prefixed(.u32))
            case "option":
                return .option(try type(inner, path: innerPath, bindings: bindings), prefix: .u8, fixed: false)
            case "coption":
                return .option(try type(inner, path: innerPath, bindings: bindings), prefix: .u32, fixed: true)
            case "array":
                guard case .array(let pair) = inner, pair.count == 2 else {
                    throw .wrongType(path: innerPath, expected: "[type, count]")
                }
                let count: Int
                if case .integer(let digits) = pair[1], let number = Int(digits),
                    (0...limits.maxFixedSize).contains(number)
                {
                    count = number
                } else if case .object(let members) = pair[1], members.count == 1, members[0].0 == "generic",
                    case .string(let parameter) = members[0].1
                {
                    guard case .const(let bound)? = bindings[parameter] else {
                        throw .unresolvedType(name: parameter, path: "\(innerPath)[1]")
                    }
                    count = bound
                } else {
                    throw .wrongType(path: innerPath, expected: "[type, count]")
                }
                return .array(try type(pair[0], path: "\(innerPath)[0]", bindings: bindings), .fixed(count))
            case "generic":
                guard case .string(let parameter) = inner else { throw .wrongType(path: innerPath, expected: "a name") }
                guard case .type(let bound)? = bindings[parameter] else {
                    throw .unresolvedType(name: parameter, path: innerPath)
                }
                return bound
            case "defined":
                if case .string(let name) = inner { return .defined(name) }
                let link = try IDLObject(inner, path: innerPath)
                if link.has("generics"), case .array(let arguments) = try link.value("generics"), !arguments.isEmpty {
                    return try instantiate(
                        try link.string("name"), arguments, path: "\(innerPath).generics", bindings: bindings)
                }
                return .defined(try link.string("name"))
            default: throw .unknownKind(kind: key, path: path)
            }
        default: throw .wrongType(path: path, expected: "a type")
        }
    }
}

extension AnchorReader {
    /// The instance of the generic type `name` for `arguments` (read under the enclosing `bindings`): a link to a
    /// defined type named `name<arguments…>`, made on first use.
    mutating func instantiate(_ name: String, _ arguments: [IDLJSON], path: String, bindings: [String: Binding])
        throws(IDLReadError) -> IDLType
    {
        guard let generic = generics[name] else { throw .unresolvedType(name: name, path: path) }
        guard arguments.count == generic.parameters.count else {
            throw .invalidValue(
                path: path, reason: "\(generic.parameters.count) generic arguments expected, \(arguments.count) given")
        }
        var bound: [String: Binding] = [:]
        var shown: [String] = []
        for (index, (argument, parameter)) in zip(arguments, generic.parameters).enumerated() {
            let object = try IDLObject(argument, path: "\(path)[\(index)]")
            switch try object.kind() {
            case "type" where !parameter.isConst:
                let type = try type(try object.value("type"), path: "\(object.path).type", bindings: bindings)
                bound[parameter.name] = .type(type)
                shown.append(Self.describe(type))
            case "const" where parameter.isConst:
                let value: Int?
                switch try object.value("value") {
                case .string(let text): value = Int(text)
                case .integer(let digits): value = Int(digits)
                default: value = nil
                }
                guard let value, (0...limits.maxFixedSize).contains(value) else {
                    throw .invalidValue(
                        path: "\(object.path).value", reason: "expected a length in 0...\(limits.maxFixedSize)")
                }
                bound[parameter.name] = .const(value)
                shown.append(String(value))
            case let kind:
                throw .invalidValue(
                    path: object.path,
                    reason: "a '\(kind)' argument for \(parameter.isConst ? "const" : "type") '\(parameter.name)'")
            }
        }
        let instance = "\(name)<\(shown.joined(separator: ", "))>"
        guard !instanceNames.contains(instance) else { return .defined(instance) }
        guard instances.count < Self.maxGenericInstances else {
            throw .invalidValue(path: path, reason: "more than \(Self.maxGenericInstances) generic instances")
        }
        guard instantiationDepth < 16 else { throw .tooDeep(path: path) }
        // Named before its body is read: an instance that contains itself is a link cycle, refused by the links check.
        instanceNames.insert(instance)
        instantiationDepth += 1
        defer { instantiationDepth -= 1 }
        let body = try typeDefinition(generic.definition, bindings: bound)
        instances.append(IDLDefinedType(name: instance, docs: generic.docs, type: body))
        return .defined(instance)
    }

    /// A type in Anchor's notation (instance names): `u64`, `pubkey`, `Vec<u8>`, `Option<T>`, `[u8; 32]`, `Pair<…>`.
    static func describe(_ type: IDLType) -> String {
        switch type {
        case .number(let format): format.rawValue
        case .boolean: "bool"
        case .publicKey: "pubkey"
        case .string: "string"
        case .bytes: "bytes"
        case .option(let item, _, let fixed): "\(fixed ? "COption" : "Option")<\(describe(item))>"
        case .array(let item, .fixed(let count)): "[\(describe(item)); \(count)]"
        case .array(let item, _): "Vec<\(describe(item))>"
        case .set(let item, _): "Set<\(describe(item))>"
        case .map(let key, let value, _): "Map<\(describe(key)), \(describe(value))>"
        case .structure: "struct"
        case .tuple(let items): "(\(items.map(describe).joined(separator: ", ")))"
        case .enumeration: "enum"
        case .defined(let name): name
        }
    }
}
