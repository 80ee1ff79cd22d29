import SolanaCore

/// Reads an Anchor (≥ 0.30) IDL into the model: 8-byte discriminators become an omitted `discriminator` argument
/// (as Codama's Anchor import does), `types` become defined types, `pubkey`/`vec`/`option`/`coption`/`array`/
/// `defined` their Codama counterparts, account PDAs (constant, account and argument seeds) become PDAs.
struct AnchorReader {
    let limits: IDLReadLimits
    var pdas: [IDLPDA] = []

    init(limits: IDLReadLimits) { self.limits = limits }

    mutating func program(_ root: IDLObject) throws(IDLReadError) -> ProgramIDL {
        let metadata = try root.optionalObject("metadata")
        var name = "program"
        if let named = try metadata?.optionalString("name") {
            name = named
        } else if let named = try root.optionalString("name") {
            name = named
        }
        var definedTypes: [IDLDefinedType] = []
        for item in try root.objects("types") {
            definedTypes.append(
                IDLDefinedType(
                    name: try item.string("name"), docs: try item.docs(),
                    type: try typeDefinition(try item.object("type"))))
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
        return ProgramIDL(
            format: .anchor, name: name, publicKey: try root.publicKey("address"),
            version: try metadata?.optionalString("version"), docs: try root.docs(), instructions: instructions,
            accounts: accounts, definedTypes: definedTypes, pdas: pdas, errors: errors)
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
                    name: try item.string("name"), type: try type(try item.value("type"), path: "\(item.path).type"),
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

    func typeDefinition(_ node: IDLObject) throws(IDLReadError) -> IDLType {
        switch try node.kind() {
        case "struct": return try fields(node)
        case "enum":
            var variants: [IDLEnumVariant] = []
            for variant in try node.objects("variants") {
                let name = try variant.string("name")
                guard variant.has("fields") else {
                    variants.append(IDLEnumVariant(name: name))
                    continue
                }
                switch try fields(variant) {
                case .structure(let named): variants.append(IDLEnumVariant(name: name, payload: .fields(named)))
                case .tuple(let items): variants.append(IDLEnumVariant(name: name, payload: .tuple(items)))
                default: variants.append(IDLEnumVariant(name: name))
                }
            }
            return .enumeration(variants, size: .u8)
        case "type": return try type(try node.value("alias"), path: "\(node.path).alias")
        case let other: throw .unknownKind(kind: other, path: node.path)
        }
    }

    /// `fields`: named (`[{"name", "type"}]`) or positional (`[type, …]`); absent is an empty struct.
    func fields(_ node: IDLObject) throws(IDLReadError) -> IDLType {
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
                        name: try field.string("name"), type: try type(try field.value("type"), path: "\(path).type"),
                        docs: try field.docs()))
            } else {
                positional.append(try type(item, path: path))
            }
        }
        guard named.isEmpty || positional.isEmpty else {
            throw .wrongType(path: "\(node.path).fields", expected: "all named or all positional fields")
        }
        return positional.isEmpty ? .structure(named) : .tuple(positional)
    }

    func type(_ json: IDLJSON, path: String) throws(IDLReadError) -> IDLType {
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
            case "vec": return .array(try type(inner, path: innerPath), .prefixed(.u32))
            case "option": return .option(try type(inner, path: innerPath), prefix: .u8, fixed: false)
            case "coption": return .option(try type(inner, path: innerPath), prefix: .u32, fixed: true)
            case "array":
                guard case .array(let pair) = inner, pair.count == 2, case .integer(let digits) = pair[1],
                    let count = Int(digits), (0...limits.maxFixedSize).contains(count)
                else { throw .wrongType(path: innerPath, expected: "[type, count]") }
                return .array(try type(pair[0], path: "\(innerPath)[0]"), .fixed(count))
            case "defined":
                if case .string(let name) = inner { return .defined(name) }
                let link = try IDLObject(inner, path: innerPath)
                if link.has("generics"), case .array(let generics) = try link.value("generics"), !generics.isEmpty {
                    throw .unsupported(feature: "generic defined type", path: innerPath)
                }
                return .defined(try link.string("name"))
            default: throw .unknownKind(kind: key, path: path)
            }
        default: throw .wrongType(path: path, expected: "a type")
        }
    }
}
