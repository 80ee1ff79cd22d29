import Base58
import Borsh
import Foundation
import SolanaCore

/// The bounds an IDL reader works within.
public struct IDLReadLimits: Sendable, Hashable {
    /// The longest IDL text read, in bytes.
    public var maxBytes: Int
    /// The deepest JSON nesting read.
    public var maxDepth: Int
    /// The largest fixed size or count a type may declare.
    public var maxFixedSize: Int

    /// Limits from their parts.
    public init(maxBytes: Int = 4 << 20, maxDepth: Int = 160, maxFixedSize: Int = 10 << 20) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxFixedSize = maxFixedSize
    }

    /// 4 MiB of JSON, 160 levels of nesting, fixed sizes up to 10 MiB (an account's largest data).
    public static let standard = IDLReadLimits()
}

extension ProgramIDL {
    /// Reads an IDL: a Codama `rootNode` (its main `program`), or an Anchor (≥ 0.30) IDL (`address`, `metadata`,
    /// `instructions[].discriminator`). Bounded by `limits`; every refusal is an `IDLReadError` naming the JSON path.
    public init(json bytes: [UInt8], limits: IDLReadLimits = .standard) throws(IDLReadError) {
        guard bytes.count <= limits.maxBytes else { throw .tooLarge(size: bytes.count, limit: limits.maxBytes) }
        let json = try IDLJSON.parse(bytes, maxDepth: limits.maxDepth)
        let root = try IDLObject(json, path: "$")
        if root.has("kind") {
            let kind = try root.kind()
            guard kind == "rootNode" else { throw .notAnIDL(reason: "root kind is '\(kind)', not 'rootNode'") }
            var reader = CodamaReader(limits: limits)
            self = try reader.program(try root.object("program"))
        } else if root.has("address"), root.has("instructions") {
            var reader = AnchorReader(limits: limits)
            self = try reader.program(root)
        } else {
            throw .notAnIDL(reason: "no 'kind' (Codama) nor 'address' and 'instructions' (Anchor)")
        }
        try validateLinks()
    }

    /// Every defined-type link resolves and no type contains itself (so `borshType` terminates). Paths are the
    /// JSON's: `$.program.…` for Codama, `$.instructions[i].args[j]`/`$.types[i]` for Anchor.
    func validateLinks() throws(IDLReadError) {
        let codama = format == .codama
        let root = codama ? "$.program" : "$"
        // One bound for the whole IDL: many types each just under the per-type bound stay bounded together.
        var budget = Self.maxValidationNodes
        for (index, instruction) in instructions.enumerated() {
            for (position, argument) in instruction.arguments.enumerated() {
                let path =
                    codama
                    ? "\(root).instructions[\(index)].arguments[\(position)].type"
                    : "$.instructions[\(index)].args[\(position - 1)].type"
                _ = try resolve(argument.type, path: path, budget: &budget)
            }
        }
        for (index, account) in accounts.enumerated() {
            _ = try resolve(
                account.data, path: codama ? "\(root).accounts[\(index)].data" : "$.accounts[\(index)]",
                budget: &budget)
        }
        for (index, type) in definedTypes.enumerated() {
            _ = try resolve(
                type.type, path: codama ? "\(root).definedTypes[\(index)].type" : "$.types[\(index)].type",
                budget: &budget)
        }
        for (index, event) in events.enumerated() {
            _ = try resolve(
                event.data, path: codama ? "\(root).events[\(index)]" : "$.events[\(index)]", budget: &budget)
        }
        // PDA seeds too (Anchor's come from instruction arguments, checked above).
        for (index, pda) in pdas.enumerated() {
            for (position, seed) in pda.seeds.enumerated() {
                let type: IDLType
                switch seed {
                case .constant(let constantType, _): type = constantType
                case .variable(_, let variableType, _): type = variableType
                }
                let path = codama ? "\(root).pdas[\(index)].seeds[\(position)].type" : "pda '\(pda.name)'"
                _ = try resolve(type, path: path, budget: &budget)
            }
        }
    }

    /// The most type nodes the reader expands while checking an IDL's links, all types together.
    static let maxValidationNodes = 1_000_000

    func resolve(_ type: IDLType, path: String) throws(IDLReadError) -> BorshType {
        var budget = Self.maxTypeNodes
        return try resolve(type, path: path, budget: &budget)
    }

    func resolve(_ type: IDLType, path: String, budget: inout Int) throws(IDLReadError) -> BorshType {
        var local = min(budget, Self.maxTypeNodes)
        let start = local
        defer { budget -= start - local }
        do {
            return try Self.lower(type, definitions: definedTypes, visiting: [], depth: 0, budget: &local)
        } catch {
            switch error {
            case .unresolved(let name): throw .unresolvedType(name: name, path: path)
            case .unsupported(let feature): throw .unsupported(feature: feature, path: path)
            }
        }
    }
}

/// Reads Codama's node JSON into the model.
struct CodamaReader {
    let limits: IDLReadLimits
    /// PDAs declared inline in `pdaValueNode`s, added to the program's list.
    var inlinePDAs: [IDLPDA] = []

    init(limits: IDLReadLimits) { self.limits = limits }

    mutating func program(_ node: IDLObject) throws(IDLReadError) -> ProgramIDL {
        try expect(node, "programNode")
        var instructions: [IDLInstruction] = []
        for item in try node.objects("instructions") { instructions.append(try instruction(item)) }
        var accounts: [IDLAccount] = []
        for item in try node.objects("accounts") { accounts.append(try account(item)) }
        var definedTypes: [IDLDefinedType] = []
        for item in try node.objects("definedTypes") {
            try expect(item, "definedTypeNode")
            definedTypes.append(
                IDLDefinedType(
                    name: try item.string("name"), docs: try item.docs(), type: try type(try item.object("type"))))
        }
        var pdas: [IDLPDA] = []
        for item in try node.objects("pdas") { pdas.append(try pda(item)) }
        for inline in inlinePDAs where !pdas.contains(where: { $0.name == inline.name }) { pdas.append(inline) }
        var errors: [IDLErrorCode] = []
        for item in try node.objects("errors") {
            try expect(item, "errorNode")
            errors.append(
                IDLErrorCode(
                    code: UInt32(try item.int("code", in: 0...Int(UInt32.max))), name: try item.string("name"),
                    message: try item.optionalString("message") ?? "", docs: try item.docs()))
        }
        // Events: an event whose data is written out (not a link) gets a defined type of its name, as Anchor IDLs
        // give one, so the generated client has a type for it (unless a different type already has that name).
        var events: [IDLEvent] = []
        for item in try node.objects("events") {
            var event = try self.event(item)
            if case .defined = event.data {
                events.append(event)
                continue
            }
            if let existing = definedTypes.first(where: { $0.name == event.name }) {
                if existing.type == event.data { event.data = .defined(event.name) }
            } else {
                definedTypes.append(IDLDefinedType(name: event.name, docs: event.docs, type: event.data))
                event.data = .defined(event.name)
            }
            events.append(event)
        }
        var program = ProgramIDL(
            format: .codama, name: try node.string("name"), publicKey: try node.publicKey("publicKey"),
            version: try node.optionalString("version"), docs: try node.docs(), instructions: instructions,
            accounts: accounts, definedTypes: definedTypes, pdas: pdas, errors: errors)
        program.events = events
        return program
    }

    /// An `eventNode` as the model holds events: the bytes its data starts with, then the rest's type. Codama writes
    /// Anchor's events (`nodes-from-anchor`) as a `hiddenPrefixTypeNode` of the discriminator's constant around the
    /// data, with a `constantDiscriminatorNode` of the same bytes; an event may also start with a field whose default
    /// value a `fieldDiscriminatorNode` at offset 0 names. Other discriminators must agree with the prefix; a
    /// discriminator inside data the model cannot split off is refused.
    mutating func event(_ node: IDLObject) throws(IDLReadError) -> IDLEvent {
        try expect(node, "eventNode")
        let dataNode = try node.object("data")
        var prefix: [UInt8] = []
        var data: IDLType
        if try dataNode.kind() == "hiddenPrefixTypeNode" {
            for constant in try dataNode.objects("prefix") { prefix += try constantBytes(constant) }
            data = try type(try dataNode.object("type"))
        } else {
            data = try type(dataNode)
        }
        for discriminator in try discriminators(node) {
            let path = "\(node.path).discriminators"
            switch discriminator {
            case .constant(let bytes, let offset):
                guard offset <= prefix.count, prefix.count - offset >= bytes.count,
                    Array(prefix[offset..<offset + bytes.count]) == bytes
                else { throw .unsupported(feature: "an event discriminator inside its data", path: path) }
            case .field(let name, let offset):
                guard prefix.isEmpty, offset == 0, case .structure(var fields) = data, let first = fields.first,
                    first.name == name, let value = first.defaultValue
                else { throw .unsupported(feature: "an event discriminator inside its data", path: path) }
                do {
                    let borsh = try ProgramIDL.standaloneBorshType(first.type)
                    prefix = try Borsh.encode(try ProgramIDL.borshValue(value, as: first.type, borsh), as: borsh)
                } catch {
                    throw .invalidValue(path: path, reason: "the discriminator field's value does not encode")
                }
                fields.removeFirst()
                data = .structure(fields)
            case .size: break  // the data's own size: decoding checks it uses all of the data
            }
        }
        return IDLEvent(name: try node.string("name"), docs: try node.docs(), discriminator: prefix, data: data)
    }

    /// A `constantValueNode`'s bytes: its value encoded as its type.
    mutating func constantBytes(_ constant: IDLObject) throws(IDLReadError) -> [UInt8] {
        try expect(constant, "constantValueNode")
        let constantType = try type(try constant.object("type"))
        let constantValue = try value(try constant.object("value"))
        do {
            let borsh = try ProgramIDL.standaloneBorshType(constantType)
            return try Borsh.encode(try ProgramIDL.borshValue(constantValue, as: constantType, borsh), as: borsh)
        } catch {
            throw .invalidValue(path: constant.path, reason: "constant does not encode under its type")
        }
    }

    func expect(_ node: IDLObject, _ kinds: String...) throws(IDLReadError) {
        let kind = try node.kind()
        guard kinds.contains(kind) else { throw .unknownKind(kind: kind, path: node.path) }
    }

    mutating func instruction(_ node: IDLObject) throws(IDLReadError) -> IDLInstruction {
        try expect(node, "instructionNode")
        var accounts: [IDLInstructionAccount] = []
        for item in try node.objects("accounts") {
            try expect(item, "instructionAccountNode")
            accounts.append(
                IDLInstructionAccount(
                    name: try item.string("name"), isWritable: try item.bool("isWritable", default: false),
                    isSigner: try signer(item), isOptional: try item.bool("isOptional", default: false),
                    docs: try item.docs(), defaultValue: try optionalValue(item, "defaultValue")))
        }
        var arguments: [IDLField] = []
        for item in try node.objects("arguments") {
            try expect(item, "instructionArgumentNode")
            arguments.append(try field(item))
        }
        var remaining: [IDLRemainingAccounts] = []
        for item in try node.objects("remainingAccounts") {
            try expect(item, "instructionRemainingAccountsNode")
            let source = try item.object("value")
            let name: String
            switch try source.kind() {
            case "argumentValueNode": name = try source.string("name")
            case "resolverValueNode": name = try source.string("name")
            case let other: throw .unknownKind(kind: other, path: source.path)
            }
            remaining.append(
                IDLRemainingAccounts(
                    name: name, isSigner: try signer(item), isWritable: try item.bool("isWritable", default: false),
                    isOptional: try item.bool("isOptional", default: false)))
        }
        var strategy = IDLInstruction.OptionalAccountStrategy.programId
        if let text = try node.optionalString("optionalAccountStrategy") {
            guard let parsed = IDLInstruction.OptionalAccountStrategy(rawValue: text) else {
                throw .invalidValue(path: "\(node.path).optionalAccountStrategy", reason: "'\(text)'")
            }
            strategy = parsed
        }
        return IDLInstruction(
            name: try node.string("name"), docs: try node.docs(), accounts: accounts, arguments: arguments,
            remainingAccounts: remaining, discriminators: try discriminators(node),
            optionalAccountStrategy: strategy)
    }

    func signer(_ node: IDLObject) throws(IDLReadError) -> IDLSigner {
        guard node.has("isSigner") else { return .no }
        switch try node.value("isSigner") {
        case .bool(let flag): return flag ? .yes : .no
        case .string("either"): return .either
        default: throw .wrongType(path: "\(node.path).isSigner", expected: "true, false or \"either\"")
        }
    }

    mutating func field(_ node: IDLObject) throws(IDLReadError) -> IDLField {
        var strategy = IDLField.DefaultStrategy.optional
        if let text = try node.optionalString("defaultValueStrategy") {
            guard let parsed = IDLField.DefaultStrategy(rawValue: text) else {
                throw .invalidValue(path: "\(node.path).defaultValueStrategy", reason: "'\(text)'")
            }
            strategy = parsed
        }
        return IDLField(
            name: try node.string("name"), type: try type(try node.object("type")), docs: try node.docs(),
            defaultValue: try optionalValue(node, "defaultValue"), defaultStrategy: strategy)
    }

    mutating func discriminators(_ node: IDLObject) throws(IDLReadError) -> [IDLDiscriminator] {
        var result: [IDLDiscriminator] = []
        for item in try node.objects("discriminators") {
            switch try item.kind() {
            case "fieldDiscriminatorNode":
                result.append(
                    .field(name: try item.string("name"), offset: try item.int("offset", in: 0...limits.maxFixedSize)))
            case "sizeDiscriminatorNode":
                result.append(.size(try item.int("size", in: 0...limits.maxFixedSize)))
            case "constantDiscriminatorNode":
                let bytes = try constantBytes(try item.object("constant"))
                result.append(.constant(bytes: bytes, offset: try item.int("offset", in: 0...limits.maxFixedSize)))
            case let other: throw .unknownKind(kind: other, path: item.path)
            }
        }
        return result
    }

    mutating func account(_ node: IDLObject) throws(IDLReadError) -> IDLAccount {
        try expect(node, "accountNode")
        var pdaName: String?
        if let link = try node.optionalObject("pda") {
            try expect(link, "pdaLinkNode")
            pdaName = try link.string("name")
        }
        return IDLAccount(
            name: try node.string("name"), docs: try node.docs(), data: try type(try node.object("data")),
            discriminators: try discriminators(node), pda: pdaName)
    }

    mutating func pda(_ node: IDLObject) throws(IDLReadError) -> IDLPDA {
        try expect(node, "pdaNode")
        var seeds: [IDLPDASeed] = []
        for item in try node.objects("seeds") {
            switch try item.kind() {
            case "constantPdaSeedNode":
                seeds.append(
                    .constant(type: try type(try item.object("type")), value: try value(try item.object("value"))))
            case "variablePdaSeedNode":
                seeds.append(
                    .variable(
                        name: try item.string("name"), type: try type(try item.object("type")), docs: try item.docs()))
            case let other: throw .unknownKind(kind: other, path: item.path)
            }
        }
        return IDLPDA(
            name: try node.string("name"), docs: try node.docs(),
            programId: node.has("programId") ? try node.publicKey("programId") : nil, seeds: seeds)
    }

    // MARK: Types

    func numberFormat(_ node: IDLObject) throws(IDLReadError) -> IDLNumberFormat {
        try expect(node, "numberTypeNode")
        let text = try node.string("format")
        guard let format = IDLNumberFormat(rawValue: text) else {
            throw .invalidValue(path: "\(node.path).format", reason: "unknown number format '\(text)'")
        }
        if let endian = try node.optionalString("endian"), endian != "le" {
            guard endian == "be" else { throw .invalidValue(path: "\(node.path).endian", reason: "'\(endian)'") }
            if format != .u8, format != .i8 { throw .unsupported(feature: "big-endian number", path: node.path) }
        }
        return format
    }

    func count(_ node: IDLObject) throws(IDLReadError) -> IDLCount {
        switch try node.kind() {
        case "prefixedCountNode": return .prefixed(try numberFormat(try node.object("prefix")))
        case "fixedCountNode": return .fixed(try node.int("value", in: 0...limits.maxFixedSize))
        case "remainderCountNode": return .remainder
        case let other: throw .unknownKind(kind: other, path: node.path)
        }
    }

    mutating func type(_ node: IDLObject) throws(IDLReadError) -> IDLType {
        let kind = try node.kind()
        switch kind {
        case "numberTypeNode": return .number(try numberFormat(node))
        case "amountTypeNode", "solAmountTypeNode", "dateTimeTypeNode":
            return .number(try numberFormat(try node.object("number")))
        case "booleanTypeNode":
            if let size = try node.optionalObject("size"), try numberFormat(size) != .u8 {
                throw .unsupported(feature: "boolean wider than a byte", path: size.path)
            }
            return .boolean
        case "publicKeyTypeNode": return .publicKey
        case "stringTypeNode":
            if let encoding = try node.optionalString("encoding"), encoding != "utf8" {
                throw .unsupported(feature: "\(encoding) string", path: node.path)
            }
            return .string(.remainder)
        case "bytesTypeNode": return .bytes(.remainder)
        case "sizePrefixTypeNode", "fixedSizeTypeNode":
            let inner = try type(try node.object("type"))
            let size: IDLCount =
                kind == "fixedSizeTypeNode"
                ? .fixed(try node.int("size", in: 0...limits.maxFixedSize))
                : .prefixed(try numberFormat(try node.object("prefix")))
            switch inner {
            case .string(.remainder): return .string(size)
            case .bytes(.remainder): return .bytes(size)
            default: throw .unsupported(feature: "\(kind) around a non-string type", path: node.path)
            }
        case "optionTypeNode":
            let prefix = try node.optionalObject("prefix").map(numberFormat) ?? .u8
            return .option(
                try type(try node.object("item")), prefix: prefix, fixed: try node.bool("fixed", default: false))
        case "arrayTypeNode", "setTypeNode":
            let item = try type(try node.object("item"))
            let itemCount = try count(try node.object("count"))
            return kind == "arrayTypeNode" ? .array(item, itemCount) : .set(item, itemCount)
        case "mapTypeNode":
            return .map(
                key: try type(try node.object("key")), value: try type(try node.object("value")),
                try count(try node.object("count")))
        case "structTypeNode":
            var fields: [IDLStructField] = []
            for item in try node.objects("fields") {
                try expect(item, "structFieldTypeNode")
                fields.append(
                    IDLStructField(
                        name: try item.string("name"), type: try type(try item.object("type")), docs: try item.docs(),
                        defaultValue: try optionalValue(item, "defaultValue")))
            }
            return .structure(fields)
        case "tupleTypeNode":
            var items: [IDLType] = []
            for item in try node.objects("items") { items.append(try type(item)) }
            return .tuple(items)
        case "enumTypeNode":
            var variants: [IDLEnumVariant] = []
            for (index, item) in try node.objects("variants").enumerated() {
                if item.has("discriminator"), try item.int("discriminator", in: 0...Int(UInt32.max)) != index {
                    throw .unsupported(feature: "enum variant discriminator other than its index", path: item.path)
                }
                let name = try item.string("name")
                switch try item.kind() {
                case "enumEmptyVariantTypeNode": variants.append(IDLEnumVariant(name: name))
                case "enumTupleVariantTypeNode":
                    guard case .tuple(let items) = try type(try item.object("tuple")) else {
                        throw .wrongType(path: "\(item.path).tuple", expected: "a tupleTypeNode")
                    }
                    variants.append(IDLEnumVariant(name: name, payload: .tuple(items)))
                case "enumStructVariantTypeNode":
                    guard case .structure(let fields) = try type(try item.object("struct")) else {
                        throw .wrongType(path: "\(item.path).struct", expected: "a structTypeNode")
                    }
                    variants.append(IDLEnumVariant(name: name, payload: .fields(fields)))
                case let other: throw .unknownKind(kind: other, path: item.path)
                }
            }
            let size = try node.optionalObject("size").map(numberFormat) ?? .u8
            return .enumeration(variants, size: size)
        case "definedTypeLinkNode": return .defined(try node.string("name"))
        case "zeroableOptionTypeNode", "remainderOptionTypeNode", "hiddenPrefixTypeNode", "hiddenSuffixTypeNode",
            "preOffsetTypeNode", "postOffsetTypeNode", "sentinelTypeNode":
            throw .unsupported(feature: kind, path: node.path)
        default: throw .unknownKind(kind: kind, path: node.path)
        }
    }

    // MARK: Values

    mutating func optionalValue(_ node: IDLObject, _ key: String) throws(IDLReadError) -> IDLValue? {
        guard let object = try node.optionalObject(key) else { return nil }
        return try value(object)
    }

    mutating func value(_ node: IDLObject) throws(IDLReadError) -> IDLValue {
        let kind = try node.kind()
        switch kind {
        case "numberValueNode":
            switch try node.value("number") {
            case .integer(let digits):
                guard let integer = BorshInteger(digits) else {
                    throw .invalidValue(path: "\(node.path).number", reason: "integer out of range")
                }
                return .integer(integer)
            case .float(let number): return .float(number)
            default: throw .wrongType(path: "\(node.path).number", expected: "a number")
            }
        case "booleanValueNode": return .boolean(try node.bool("boolean", default: false))
        case "stringValueNode": return .string(try node.string("string"))
        case "publicKeyValueNode": return .publicKey(try node.publicKey("publicKey"))
        case "noneValueNode": return .none
        case "someValueNode": return .some(try value(try node.object("value")))
        case "constantValueNode": return try value(try node.object("value"))
        case "bytesValueNode":
            let data = try node.string("data")
            let encoding = try node.string("encoding")
            guard let bytes = IDLBytes.decode(data, encoding: encoding) else {
                throw .invalidValue(path: "\(node.path).data", reason: "not \(encoding)")
            }
            return .bytes(bytes)
        case "arrayValueNode", "setValueNode", "tupleValueNode":
            var items: [IDLValue] = []
            for item in try node.objects("items") { items.append(try value(item)) }
            return .list(items)
        case "structValueNode":
            var fields: [IDLNamedValue] = []
            for item in try node.objects("fields") {
                try expect(item, "structFieldValueNode")
                fields.append(IDLNamedValue(name: try item.string("name"), value: try value(try item.object("value"))))
            }
            return .structure(fields)
        case "enumValueNode":
            let link = try node.object("enum")
            try expect(link, "definedTypeLinkNode")
            return .variant(
                enum: try link.string("name"), variant: try node.string("variant"),
                payload: try optionalValue(node, "value"))
        case "programIdValueNode": return .programId
        case "payerValueNode": return .payer
        case "identityValueNode": return .identity
        case "accountValueNode": return .account(try node.string("name"))
        case "argumentValueNode": return .argument(try node.string("name"))
        case "pdaValueNode":
            let target = try node.object("pda")
            let name: String
            switch try target.kind() {
            case "pdaLinkNode": name = try target.string("name")
            case "pdaNode":
                let inline = try pda(target)
                name = inline.name
                if !inlinePDAs.contains(where: { $0.name == name }) { inlinePDAs.append(inline) }
            case let other: throw .unknownKind(kind: other, path: target.path)
            }
            var seeds: [IDLNamedValue] = []
            for item in try node.objects("seeds") {
                try expect(item, "pdaSeedValueNode")
                seeds.append(IDLNamedValue(name: try item.string("name"), value: try value(try item.object("value"))))
            }
            return .pda(name: name, seeds: seeds)
        case "conditionalValueNode":
            let condition = try value(try node.object("condition"))
            switch condition {
            case .account, .argument, .resolver: break
            default:
                throw .invalidValue(
                    path: "\(node.path).condition", reason: "an account, argument or resolver value node expected")
            }
            return .conditional(
                condition: condition, value: try optionalValue(node, "value"),
                ifTrue: try optionalValue(node, "ifTrue"),
                ifFalse: try optionalValue(node, "ifFalse"))
        case "resolverValueNode":
            var dependencies: [IDLValue] = []
            for item in try node.objects("dependsOn") { dependencies.append(try value(item)) }
            return .resolver(name: try node.string("name"), dependsOn: dependencies)
        case "mapValueNode", "accountBumpValueNode", "programLinkNode", "accountFieldValueNode":
            return .unevaluated(kind: kind)
        default: throw .unknownKind(kind: kind, path: node.path)
        }
    }
}

/// Text encodings of bytes in IDLs.
enum IDLBytes {
    static func decode(_ text: String, encoding: String) -> [UInt8]? {
        switch encoding {
        case "utf8": return Array(text.utf8)
        case "base58": return try? Base58.decode(text)
        case "base16":
            let digits = Array(text.utf8)
            guard digits.count % 2 == 0 else { return nil }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(digits.count / 2)
            var index = 0
            while index < digits.count {
                guard let high = JSONTape.hexValue(digits[index]), let low = JSONTape.hexValue(digits[index + 1]) else {
                    return nil
                }
                bytes.append(high << 4 | low)
                index += 2
            }
            return bytes
        case "base64":
            guard let data = Data(base64Encoded: text) else { return nil }
            return Array(data)
        default: return nil
        }
    }
}
