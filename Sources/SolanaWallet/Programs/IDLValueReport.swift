import Borsh
import ProgramIDL
import SolanaCore
import SolanaTransactions

/// Decoded IDL arguments as `InstructionReport` values: integers as decimal strings (exact, any width), keys as
/// base58, bytes as hex, structs as objects with their field names, enum variants by name, options as the value or
/// null. Bounded in depth (deeper values are shown as "…").
enum IDLValueReport {
    static let maxDepth = 32

    /// A name of the IDL as a JSON key of the format (camelCase, ASCII letters and digits): Anchor's
    /// `system_program` becomes `systemProgram`; a name with nothing usable becomes `field`.
    static func key(_ name: String) -> String {
        let parts = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        var key = ""
        for part in parts {
            guard let first = part.first else { continue }
            key += key.isEmpty ? first.lowercased() + part.dropFirst() : first.uppercased() + part.dropFirst()
        }
        guard let first = key.first, first.isLetter else { return "field" + key }
        return key
    }

    static func value(_ value: BorshValue, type: IDLType, program: ProgramIDL) -> InstructionReport.Value {
        render(value, type, program, depth: 0)
    }

    static func render(_ value: BorshValue, _ type: IDLType, _ program: ProgramIDL, depth: Int)
        -> InstructionReport.Value
    {
        guard depth < maxDepth else { return .string("…") }
        var type = type
        // Follow links to defined types (bounded: a cycle stops at the depth limit).
        var hops = 0
        while case .defined(let name) = type, let defined = program.definedType(named: name), hops < maxDepth {
            type = defined.type
            hops += 1
        }
        func inner(_ item: BorshValue, _ itemType: IDLType) -> InstructionReport.Value {
            render(item, itemType, program, depth: depth + 1)
        }
        switch value {
        case .integer(let integer):
            if case .number(.u8) = type, let byte = integer.uint64, byte <= UInt8.max { return .byte(UInt8(byte)) }
            return .string(integer.description)
        case .bool(let flag): return .boolean(flag)
        case .float(let number): return .string("\(number)")
        case .publicKey(let key): return .key(key)
        case .string(let text): return .string(text)
        case .bytes(let bytes): return .string(Hex.encode(bytes))
        case .option(nil): return .null
        case .option(let item?):
            if case .option(let itemType, _, _) = type { return inner(item, itemType) }
            return inner(item, type)
        case .list(let items):
            let types: [IDLType]
            switch type {
            case .array(let item, _), .set(let item, _): types = Array(repeating: item, count: items.count)
            case .tuple(let parts): types = parts
            default: types = []
            }
            return .list(
                items.enumerated().map { index, item in
                    inner(item, index < types.count ? types[index] : .bytes(.remainder))
                })
        case .structure(let values):
            guard case .structure(let fields) = type else { return .list(values.map { inner($0, .bytes(.remainder)) }) }
            return .object(
                InstructionReport.Info(
                    zip(fields, values).map { field, item in (key(field.name), inner(item, field.type)) })
            )
        case .variant(let index, let payload):
            guard case .enumeration(let variants, _) = type, index >= 0, index < variants.count else {
                return .string("variant \(index)")
            }
            let variant = variants[index]
            guard let payload else { return .string(variant.name) }
            let payloadValue: InstructionReport.Value
            switch variant.payload {
            case .empty: return .string(variant.name)
            case .tuple(let types): payloadValue = inner(payload, .tuple(types))
            case .fields(let fields): payloadValue = inner(payload, .structure(fields))
            }
            return .object(InstructionReport.Info([("variant", .string(variant.name)), ("value", payloadValue)]))
        case .map(let entries):
            var keyType = IDLType.bytes(.remainder)
            var valueType = IDLType.bytes(.remainder)
            if case .map(let k, let v, _) = type { (keyType, valueType) = (k, v) }
            return .list(
                entries.map {
                    .object(
                        InstructionReport.Info([("key", inner($0.key, keyType)), ("value", inner($0.value, valueType))])
                    )
                })
        }
    }
}
