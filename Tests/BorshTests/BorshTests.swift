import Borsh
import Foundation
import SolanaCore
import TestSupport
import Testing

@Suite("Borsh") struct BorshTests {
    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test("fresh random values of random schemas round-trip: decode(encode(v)) == v, re-encoding gives the same bytes")
    func roundTrips() throws {
        let failures = Property.check("borsh round trip", iterations: 400) { rng in
            var generator = SchemaGenerator(rng: rng)
            let schema = generator.schema()
            let value = generator.value(schema)
            rng = generator.rng
            let bytes: [UInt8]
            do { bytes = try Borsh.encode(value, as: schema) } catch { return "encode \(schema): \(error)" }
            guard bytes.count >= schema.minimumSize else { return "shorter than the minimum size" }
            if let fixed = schema.fixedSize, fixed != bytes.count { return "fixed size \(fixed) != \(bytes.count)" }
            let decoded: BorshValue
            do { decoded = try Borsh.decode(bytes, as: schema) } catch {
                return "decode \(schema) \(Self.hex(bytes)): \(error)"
            }
            guard let again = try? Borsh.encode(decoded, as: schema), again == bytes else {
                return "re-encoding differs for \(schema)"
            }
            // Maps and sets come back sorted; everything else as drawn.
            if !Self.hasCollections(schema) && decoded != value { return "decoded \(decoded) != \(value)" }
            // Every strict prefix is too short: a typed error, never a trap.
            if !bytes.isEmpty, !Self.hasRemainder(schema) {
                let cut = Int.random(in: 0..<bytes.count, using: &rng)
                if (try? Borsh.decode(Array(bytes[..<cut]), as: schema)) != nil {
                    return "a \(cut)-byte prefix decoded"
                }
            }
            return nil
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("the Python encoder written from borsh.io encodes the same random values byte for byte")
    func oracleAgrees() throws {
        var cases: [(BorshType, BorshValue, [UInt8])] = []
        _ = Property.check("borsh oracle cases", iterations: 300) { rng in
            var generator = SchemaGenerator(rng: rng)
            let schema = generator.schema()
            let value = generator.value(schema)
            rng = generator.rng
            if let bytes = try? Borsh.encode(value, as: schema) { cases.append((schema, value, bytes)) }
            return nil
        }
        #expect(cases.count == 300)
        let request =
            "{\"cases\": ["
            + cases.map {
                "{\"schema\": \(Self.schemaJSON($0.0)), \"value\": \(Self.valueJSON($0.1, $0.0))}"
            }.joined(separator: ",") + "]}"
        struct Reply: Decodable { let results: [String] }
        let reply = try JSONDecoder().decode(
            Reply.self, from: Oracle.run(script: "borsh_oracle.py", arguments: ["encode"], input: Data(request.utf8)))
        try #require(reply.results.count == cases.count)
        var mismatches: [String] = []
        for (index, (schema, _, bytes)) in cases.enumerated() where Self.hex(bytes) != reply.results[index] {
            mismatches.append("\(schema): ours \(Self.hex(bytes)) oracle \(reply.results[index])")
        }
        #expect(mismatches.isEmpty, "SOLWALLET_TEST_SEED=\(Property.seed): \(mismatches.prefix(3))")
    }

    @Test("known encodings: the spec's primitives, COption, shortU16, u128/i128 extremes")
    func knownVectors() throws {
        func bytes(_ value: BorshValue, _ type: BorshType) throws -> String {
            Self.hex(try Borsh.encode(value, as: type))
        }
        #expect(try bytes(.string("hello"), .string) == "0500000068656c6c6f")
        #expect(try bytes(.option(.uint(5)), .option(.u8)) == "0105")
        #expect(try bytes(.option(nil), .cOption(.publicKey)) == "00000000" + String(repeating: "00", count: 32))
        #expect(try bytes(.option(.uint(7)), .cOption(.u64)) == "010000000700000000000000")
        #expect(try bytes(.int(-1), .i8) == "ff")
        #expect(try bytes(.int(-2), .i128) == "fe" + String(repeating: "ff", count: 15))
        #expect(
            try bytes(.integer(BorshInteger(negative: false, low: .max, high: .max)), .u128)
                == String(repeating: "ff", count: 16))
        #expect(try bytes(.bytes(Array(repeating: 1, count: 128)), .bytes(.shortU16)).hasPrefix("8001"))
        #expect(try bytes(.list([.uint(2), .uint(1)]), .set(.u16, .borsh)) == "0200000001000200")
        #expect(
            try bytes(
                .variant(1, .list([.bool(true)])),
                .enumeration([BorshVariant("A"), BorshVariant("B", .tuple([.bool]))])) == "0101")
        #expect(try bytes(.string("ab"), .string(.fixed(4))) == "61620000")
        #expect(try Borsh.decode([0x61, 0x62, 0, 0], as: .string(.fixed(4))) == .string("ab"))
        #expect(
            BorshInteger("-170141183460469231731687303715884105728")?.description
                == "-170141183460469231731687303715884105728")
        #expect(
            BorshInteger("340282366920938463463374607431768211455")
                == BorshInteger(negative: false, low: .max, high: .max))
        #expect(BorshInteger("340282366920938463463374607431768211456") == nil)
    }

    @Test("values outside their type are typed encoding errors")
    func encodingErrors() {
        #expect(throws: BorshError.outOfRange(path: ".")) { try Borsh.encode(.uint(256), as: .u8) }
        #expect(throws: BorshError.outOfRange(path: ".")) { try Borsh.encode(.int(-129), as: .i8) }
        #expect(throws: BorshError.outOfRange(path: ".")) { try Borsh.encode(.int(-1), as: .u64) }
        #expect(throws: BorshError.outOfRange(path: ".")) { try Borsh.encode(.float(.nan), as: .f64) }
        #expect(throws: BorshError.outOfRange(path: ".")) {
            try Borsh.encode(.bytes(Array(repeating: 0, count: 256)), as: .bytes(.prefix(.u8)))
        }
        #expect(throws: BorshError.duplicateKey(path: ".")) {
            try Borsh.encode(.list([.uint(1), .uint(1)]), as: .set(.u8, .borsh))
        }
        #expect(throws: BorshError.valueMismatch(path: ".a", expected: "bool")) {
            try Borsh.encode(.structure([.uint(1)]), as: .structure([BorshField("a", .bool)]))
        }
        #expect(throws: BorshError.zeroSizedElements(offset: 4)) {
            try Borsh.encode(
                .structure([.uint(0), .list([.list([])])]),
                as: .structure([BorshField("a", .u32), BorshField("b", .vec(.tuple([])))]))
        }
    }

    @Test("hostile inputs: huge prefixes, deep nesting, truncation, bad tags, bad UTF-8, unsorted keys, trailing bytes")
    func hostileInputs() {
        func fails(_ bytes: [UInt8], _ type: BorshType, _ expected: BorshError, line: Int = #line) {
            do {
                let value = try Borsh.decode(bytes, as: type)
                Issue.record("decoded \(value) (line \(line))")
            } catch {
                #expect(error == expected, "line \(line)")
            }
        }
        fails([0xFF, 0xFF, 0xFF, 0xFF], .bytes, .lengthExceedsInput(offset: 0, length: 0xFFFF_FFFF, remaining: 0))
        fails(
            [0xFF, 0xFF, 0xFF, 0xFF, 1], .vec(.u64), .lengthExceedsInput(offset: 0, length: 0xFFFF_FFFF, remaining: 1))
        fails(
            Array(repeating: 0xFF, count: 8) + [0], .array(.u8, .prefix(.u64)),
            .lengthExceedsInput(offset: 0, length: .max, remaining: 1))
        fails([1, 0, 0, 0], .vec(.tuple([])), .zeroSizedElements(offset: 0))
        fails([2], .bool, .invalidBool(offset: 0, byte: 2))
        fails([2, 0], .option(.u8), .invalidOptionTag(offset: 0, tag: 2))
        fails([1, 0, 0, 0], .cOption(.u8), .unexpectedEnd(offset: 4, needed: 1))
        fails([2, 0, 0, 0, 9], .cOption(.u8), .invalidOptionTag(offset: 0, tag: 2))
        fails([3], .enumeration([BorshVariant("A")]), .invalidEnumTag(offset: 0, tag: 3))
        fails([2, 0, 0, 0, 0xC3, 0x28], .string, .invalidUTF8(offset: 0))
        fails([0, 0, 0xC0, 0x7F], .f32, .notANumber(offset: 0))
        fails([2, 0, 0, 0, 5, 4], .set(.u8, .borsh), .notAscending(offset: 5))
        fails([2, 0, 0, 0, 4, 4], .set(.u8, .borsh), .notAscending(offset: 5))
        fails([2, 0, 0, 0, 5, 1, 4, 1], .map(key: .u8, value: .u8, .borsh), .notAscending(offset: 6))
        fails([1, 2], .u8, .trailingBytes(offset: 1, count: 1))
        fails([1, 0, 0], .u32, .unexpectedEnd(offset: 0, needed: 1))
        fails([0x80, 0x00], .bytes(.shortU16), .invalidShortU16(offset: 0))
        fails([0xFF, 0xFF, 0x04], .bytes(.shortU16), .invalidShortU16(offset: 0))
        // Deep nesting: 100 000 nested options in 100 000 bytes stop at the bound, not the stack.
        var deep: BorshType = .u8
        for _ in 0..<100 { deep = .option(deep) }
        fails(Array(repeating: 1, count: 101), deep, .tooDeep(offset: 64))
        #expect((try? Borsh.decode(Array(repeating: 1, count: 101), as: deep, maxDepth: 200)) != nil)
    }

    @Test("random bytes under random schemas: a value or a typed error, quickly")
    func randomBytes() {
        let start = ContinuousClock.now
        let failures = Property.check("borsh random bytes", iterations: 2000) { rng in
            var generator = SchemaGenerator(rng: rng)
            let schema = generator.schema()
            rng = generator.rng
            let input = rng.bytes(Int.random(in: 0...64, using: &rng))
            if let value = try? Borsh.decode(input, as: schema) {
                // Whatever decodes is canonical: it re-encodes to the input.
                guard let again = try? Borsh.encode(value, as: schema) else { return "decoded value does not encode" }
                if again != input && !Self.hasFixedString(schema) {
                    return "\(Self.hex(input)) re-encodes as \(Self.hex(again))"
                }
            }
            return nil
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    // MARK: Helpers

    static func walk(_ type: BorshType, _ predicate: (BorshType) -> Bool) -> Bool {
        if predicate(type) { return true }
        switch type {
        case .array(let item, _), .option(let item, _, _), .set(let item, _): return walk(item, predicate)
        case .map(let key, let value, _): return walk(key, predicate) || walk(value, predicate)
        case .structure(let fields): return fields.contains { walk($0.type, predicate) }
        case .tuple(let types): return types.contains { walk($0, predicate) }
        case .enumeration(let variants, _):
            return variants.contains {
                switch $0.payload {
                case .none: false
                case .tuple(let types): types.contains { walk($0, predicate) }
                case .fields(let fields): fields.contains { walk($0.type, predicate) }
                }
            }
        default: return false
        }
    }

    static func hasCollections(_ type: BorshType) -> Bool {
        walk(type) { if case .map = $0 { true } else if case .set = $0 { true } else { false } }
    }

    static func hasRemainder(_ type: BorshType) -> Bool {
        walk(type) {
            switch $0 {
            case .string(.remainder), .bytes(.remainder), .array(_, .remainder), .map(_, _, .remainder),
                .set(_, .remainder):
                true
            default: false
            }
        }
    }

    /// Fixed strings decode with trailing NULs stripped, and fixed options skip the absent item's bytes.
    static func hasFixedString(_ type: BorshType) -> Bool {
        walk(type) {
            switch $0 {
            case .string(.fixed), .option(_, _, true), .f32, .f64: true
            default: false
            }
        }
    }

    static func sizeJSON(_ size: BorshSize) -> String {
        switch size {
        case .prefix(let kind): "{\"kind\": \"prefix\", \"int\": \"\(kind.rawValue)\"}"
        case .shortU16: "{\"kind\": \"shortU16\"}"
        case .fixed(let n): "{\"kind\": \"fixed\", \"n\": \(n)}"
        case .remainder: "{\"kind\": \"remainder\"}"
        }
    }

    static func schemaJSON(_ type: BorshType) -> String {
        switch type {
        case .integer(let kind): return "{\"t\": \"int\", \"int\": \"\(kind.rawValue)\"}"
        case .bool: return "{\"t\": \"bool\"}"
        case .f32: return "{\"t\": \"f32\"}"
        case .f64: return "{\"t\": \"f64\"}"
        case .publicKey: return "{\"t\": \"publicKey\"}"
        case .string(let size): return "{\"t\": \"string\", \"size\": \(sizeJSON(size))}"
        case .bytes(let size): return "{\"t\": \"bytes\", \"size\": \(sizeJSON(size))}"
        case .array(let item, let size):
            return "{\"t\": \"array\", \"item\": \(schemaJSON(item)), \"size\": \(sizeJSON(size))}"
        case .set(let item, let size):
            return "{\"t\": \"set\", \"item\": \(schemaJSON(item)), \"size\": \(sizeJSON(size))}"
        case .map(let key, let value, let size):
            return
                "{\"t\": \"map\", \"key\": \(schemaJSON(key)), \"value\": \(schemaJSON(value)), \"size\": \(sizeJSON(size))}"
        case .option(let item, let tag, let fixed):
            return
                "{\"t\": \"option\", \"item\": \(schemaJSON(item)), \"tag\": \"\(tag.rawValue)\", \"fixed\": \(fixed)}"
        case .structure(let fields):
            return "{\"t\": \"struct\", \"items\": [\(fields.map { schemaJSON($0.type) }.joined(separator: ","))]}"
        case .tuple(let types):
            return "{\"t\": \"tuple\", \"items\": [\(types.map(schemaJSON).joined(separator: ","))]}"
        case .enumeration(let variants, let tag):
            let payloads = variants.map { variant -> String in
                switch variant.payload {
                case .none: "null"
                case .tuple(let types): "[" + types.map(schemaJSON).joined(separator: ",") + "]"
                case .fields(let fields): "[" + fields.map { schemaJSON($0.type) }.joined(separator: ",") + "]"
                }
            }
            return "{\"t\": \"enum\", \"tag\": \"\(tag.rawValue)\", \"variants\": [\(payloads.joined(separator: ","))]}"
        }
    }

    static func valueJSON(_ value: BorshValue, _ type: BorshType) -> String {
        switch (value, type) {
        case (.integer(let integer), _): return "\"\(integer)\""
        case (.bool(let flag), _): return "\(flag)"
        case (.float(let number), _): return "\"\(number.bitPattern)\""
        case (.publicKey(let key), _): return "\"\(hex(key.bytes))\""
        case (.string(let text), _): return "\"\(hex(Array(text.utf8)))\""
        case (.bytes(let data), _): return "\"\(hex(data))\""
        case (.option(nil), _): return "null"
        case (.option(let inner?), .option(let item, _, _)): return "{\"some\": \(valueJSON(inner, item))}"
        case (.variant(let index, let payload), .enumeration(let variants, _)):
            let types: [BorshType]
            switch variants[index].payload {
            case .none: types = []
            case .tuple(let list): types = list
            case .fields(let fields): types = fields.map(\.type)
            }
            let items: [BorshValue]
            switch payload {
            case .list(let list)?, .structure(let list)?: items = list
            default: items = []
            }
            let payloadJSON =
                payload == nil ? "null" : "[" + zip(items, types).map { valueJSON($0, $1) }.joined(separator: ",") + "]"
            return "{\"index\": \(index), \"payload\": \(payloadJSON)}"
        case (.structure(let items), .structure(let fields)):
            return "[" + zip(items, fields).map { valueJSON($0, $1.type) }.joined(separator: ",") + "]"
        case (.list(let items), .tuple(let types)):
            return "[" + zip(items, types).map { valueJSON($0, $1) }.joined(separator: ",") + "]"
        case (.list(let items), .array(let item, _)), (.list(let items), .set(let item, _)):
            return "[" + items.map { valueJSON($0, item) }.joined(separator: ",") + "]"
        case (.map(let entries), .map(let key, let valueType, _)):
            return "["
                + entries.map { "[\(valueJSON($0.key, key)), \(valueJSON($0.value, valueType))]" }.joined(
                    separator: ",") + "]"
        default: return "\"mismatch\""
        }
    }
}
