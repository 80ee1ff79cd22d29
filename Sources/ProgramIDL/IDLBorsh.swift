import Borsh
import SolanaCore

/// Why an IDL type does not lower to a `BorshType` (internal: the public errors add the JSON path).
enum IDLTypeError: Error {
    case unresolved(String)
    case unsupported(String)
}

extension ProgramIDL {
    /// The deepest a type may nest through its defined-type links.
    static let maxTypeDepth = 64

    /// The Borsh schema of an IDL type, its defined-type links resolved.
    public func borshType(_ type: IDLType) throws(IDLReadError) -> BorshType {
        try resolve(type, path: "$")
    }

    func lower(_ type: IDLType) throws(IDLTypeError) -> BorshType {
        var budget = Self.maxTypeNodes
        return try Self.lower(type, definitions: definedTypes, visiting: [], depth: 0, budget: &budget)
    }

    /// The most type nodes one type may expand to through its links (links can share a type many times over).
    static let maxTypeNodes = 100_000

    /// Lowers a type that links to no defined type (constants read before the program's types are known).
    static func standaloneBorshType(_ type: IDLType) throws(IDLTypeError) -> BorshType {
        var budget = maxTypeNodes
        return try lower(type, definitions: [], visiting: [], depth: 0, budget: &budget)
    }

    static func integer(_ format: IDLNumberFormat) throws(IDLTypeError) -> BorshIntegerKind {
        guard let kind = BorshIntegerKind(rawValue: format.rawValue) else {
            throw .unsupported("\(format.rawValue) as an integer prefix")
        }
        return kind
    }

    static func size(_ count: IDLCount) throws(IDLTypeError) -> BorshSize {
        switch count {
        case .prefixed(.shortU16): return .shortU16
        case .prefixed(let format): return .prefix(try integer(format))
        case .fixed(let n): return .fixed(n)
        case .remainder: return .remainder
        }
    }

    static func lower(
        _ type: IDLType, definitions: [IDLDefinedType], visiting: [String], depth: Int, budget: inout Int
    ) throws(IDLTypeError) -> BorshType {
        guard depth < maxTypeDepth else { throw .unsupported("type nesting deeper than \(maxTypeDepth)") }
        budget -= 1
        guard budget > 0 else { throw .unsupported("a type of more than \(maxTypeNodes) nodes") }
        func inner(_ type: IDLType) throws(IDLTypeError) -> BorshType {
            try lower(type, definitions: definitions, visiting: visiting, depth: depth + 1, budget: &budget)
        }
        switch type {
        case .number(.f32): return .f32
        case .number(.f64): return .f64
        case .number(.shortU16): throw .unsupported("shortU16 number")
        case .number(let format): return .integer(try integer(format))
        case .boolean: return .bool
        case .publicKey: return .publicKey
        case .string(let count): return .string(try size(count))
        case .bytes(let count): return .bytes(try size(count))
        case .option(let item, let prefix, let fixed):
            let lowered = try inner(item)
            if fixed, lowered.fixedSize == nil { throw .unsupported("fixed option of a variable-size item") }
            return .option(lowered, tag: try integer(prefix), fixed: fixed)
        case .array(let item, let count): return .array(try inner(item), try size(count))
        case .set(let item, let count): return .set(try inner(item), try size(count))
        case .map(let key, let value, let count):
            return .map(key: try inner(key), value: try inner(value), try size(count))
        case .structure(let fields):
            var lowered: [BorshField] = []
            for field in fields { lowered.append(BorshField(field.name, try inner(field.type))) }
            return .structure(lowered)
        case .tuple(let items):
            var lowered: [BorshType] = []
            for item in items { lowered.append(try inner(item)) }
            return .tuple(lowered)
        case .enumeration(let variants, let sizeFormat):
            var lowered: [BorshVariant] = []
            for variant in variants {
                switch variant.payload {
                case .empty: lowered.append(BorshVariant(variant.name))
                case .tuple(let items):
                    var types: [BorshType] = []
                    for item in items { types.append(try inner(item)) }
                    lowered.append(BorshVariant(variant.name, .tuple(types)))
                case .fields(let fields):
                    var borshFields: [BorshField] = []
                    for field in fields { borshFields.append(BorshField(field.name, try inner(field.type))) }
                    lowered.append(BorshVariant(variant.name, .fields(borshFields)))
                }
            }
            return .enumeration(lowered, tag: try integer(sizeFormat))
        case .defined(let name):
            guard !visiting.contains(name), let definition = definitions.first(where: { $0.name == name }) else {
                throw .unresolved(name)
            }
            return try lower(
                definition.type, definitions: definitions, visiting: visiting + [name], depth: depth + 1,
                budget: &budget)
        }
    }

    /// The `BorshValue` of an IDL value (a default, a constant) under a lowered type.
    static func borshValue(_ value: IDLValue, as type: IDLType, _ borsh: BorshType) throws(IDLTypeError) -> BorshValue {
        try borshValue(value, borsh, depth: 0)
    }

    static func borshValue(_ value: IDLValue, _ borsh: BorshType, depth: Int) throws(IDLTypeError) -> BorshValue {
        guard depth < maxTypeDepth else { throw .unsupported("value nesting deeper than \(maxTypeDepth)") }
        let mismatch = IDLTypeError.unsupported("a value that does not fit its type")
        switch (value, borsh) {
        case (.integer(let integer), .integer): return .integer(integer)
        case (.integer(let integer), .f32), (.integer(let integer), .f64):
            guard let number = integer.int64 else { throw mismatch }
            return .float(Double(number))
        case (.float(let number), .f32), (.float(let number), .f64): return .float(number)
        case (.boolean(let flag), .bool): return .bool(flag)
        case (.string(let text), .string): return .string(text)
        case (.string(let text), .bytes): return .bytes(Array(text.utf8))
        case (.bytes(let bytes), .bytes): return .bytes(bytes)
        case (.bytes(let bytes), .array(.integer(.u8), _)): return .list(bytes.map { .uint(UInt64($0)) })
        case (.publicKey(let key), .publicKey): return .publicKey(key)
        case (.none, .option): return .option(nil)
        case (.some(let inner), .option(let item, _, _)): return .option(try borshValue(inner, item, depth: depth + 1))
        case (_, .option(let item, _, _)): return .option(try borshValue(value, item, depth: depth + 1))
        case (.list(let items), .array(let item, _)), (.list(let items), .set(let item, _)):
            var values: [BorshValue] = []
            for element in items { values.append(try borshValue(element, item, depth: depth + 1)) }
            return .list(values)
        case (.list(let items), .tuple(let types)):
            guard items.count == types.count else { throw mismatch }
            var values: [BorshValue] = []
            for (element, type) in zip(items, types) { values.append(try borshValue(element, type, depth: depth + 1)) }
            return .list(values)
        case (.structure(let named), .structure(let fields)):
            var values: [BorshValue] = []
            for field in fields {
                guard let entry = named.first(where: { $0.name == field.name }) else { throw mismatch }
                values.append(try borshValue(entry.value, field.type, depth: depth + 1))
            }
            return .structure(values)
        case (.variant(_, let name, let payload), .enumeration(let variants, _)):
            guard let index = variants.firstIndex(where: { $0.name == name }) else { throw mismatch }
            switch (variants[index].payload, payload) {
            case (.none, nil): return .variant(index, nil)
            case (.tuple(let types), let payload?):
                return .variant(index, try borshValue(payload, .tuple(types), depth: depth + 1))
            case (.fields(let fields), let payload?):
                return .variant(index, try borshValue(payload, .structure(fields), depth: depth + 1))
            default: throw mismatch
            }
        default: throw mismatch
        }
    }
}
