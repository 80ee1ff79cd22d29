import Borsh
import SolanaCore
import TestSupport

/// Random Borsh schemas and values for the property tests (seeded by the caller's generator).
struct SchemaGenerator {
    var rng: SeededGenerator

    static let prefixKinds: [BorshIntegerKind] = [.u8, .u16, .u32, .u64]

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    mutating func size(allowRemainder: Bool) -> BorshSize {
        switch int(0...(allowRemainder ? 4 : 3)) {
        case 0: .borsh
        case 1: .prefix(Self.prefixKinds[int(0...3)])
        case 2: .shortU16
        case 3: .fixed(int(0...4))
        default: .remainder
        }
    }

    /// A type; `last` when nothing follows it in the input (a remainder size is allowed there).
    mutating func type(depth: Int, last: Bool = false, keyable: Bool = false, fixedOnly: Bool = false) -> BorshType {
        let leaf = depth <= 0 || chance(35)
        if leaf || fixedOnly && chance(50) {
            switch int(0...(keyable ? 5 : 7)) {
            case 0, 1: return .integer(BorshIntegerKind.allCases[int(0...9)])
            case 2: return .bool
            case 3: return .publicKey
            case 4: return fixedOnly ? .bytes(.fixed(int(0...5))) : .string(size(allowRemainder: last))
            case 5: return fixedOnly ? .string(.fixed(int(0...5))) : .bytes(size(allowRemainder: last))
            case 6: return .f32
            default: return .f64
            }
        }
        if fixedOnly {
            switch int(0...2) {
            case 0:
                let item = type(depth: depth - 1, fixedOnly: true)
                return .array(item, .fixed(item.minimumSize == 0 ? 0 : int(0...3)))
            case 1: return .structure(fields(depth: depth - 1, keyable: keyable, fixedOnly: true))
            default: return .cOption(type(depth: depth - 1, fixedOnly: true))
            }
        }
        switch int(0...(keyable ? 4 : 7)) {
        case 0:
            let item = type(depth: depth - 1, keyable: keyable)
            return .array(item, item.minimumSize == 0 ? .borsh : size(allowRemainder: last))
        case 1:
            let tag: BorshIntegerKind = chance(80) ? .u8 : Self.prefixKinds[int(0...3)]
            return chance(20)
                ? .option(type(depth: depth - 1, fixedOnly: true), tag: tag, fixed: true)
                : .option(type(depth: depth - 1, keyable: keyable), tag: tag, fixed: false)
        case 2: return .structure(fields(depth: depth - 1, keyable: keyable))
        case 3: return .tuple((0..<int(0...3)).map { _ in type(depth: depth - 1, keyable: keyable) })
        case 4:
            let variants = (0..<int(1...4)).map { index -> BorshVariant in
                switch int(0...2) {
                case 0: BorshVariant("V\(index)")
                case 1:
                    BorshVariant(
                        "V\(index)", .tuple((0..<int(1...2)).map { _ in type(depth: depth - 1, keyable: keyable) }))
                default: BorshVariant("V\(index)", .fields(fields(depth: depth - 1, keyable: keyable)))
                }
            }
            return .enumeration(variants, tag: chance(80) ? .u8 : Self.prefixKinds[int(0...3)])
        case 5:
            let key = type(depth: depth - 1, keyable: true), value = type(depth: depth - 1)
            return .map(
                key: key, value: value, collectionSize(last: last, itemSize: key.minimumSize + value.minimumSize))
        case 6:
            let item = type(depth: depth - 1, keyable: true)
            return .set(item, collectionSize(last: last, itemSize: item.minimumSize))
        default: return .cOption(type(depth: depth - 1, fixedOnly: true))
        }
    }

    /// A map's or set's size: never fixed (the keys drawn may be fewer), a prefix when the items take no bytes.
    mutating func collectionSize(last: Bool, itemSize: Int) -> BorshSize {
        if itemSize == 0 { return .borsh }
        while true {
            let size = size(allowRemainder: last)
            if case .fixed = size { continue }
            return size
        }
    }

    mutating func fields(depth: Int, keyable: Bool = false, fixedOnly: Bool = false) -> [BorshField] {
        (0..<int(0...3)).map { BorshField("f\($0)", type(depth: depth, keyable: keyable, fixedOnly: fixedOnly)) }
    }

    /// A schema for a whole input: a struct whose last field may run to the end.
    mutating func schema() -> BorshType {
        var fields = self.fields(depth: 3)
        fields.append(BorshField("tail", type(depth: 2, last: true)))
        return .structure(fields)
    }

    mutating func count(_ size: BorshSize, itemSize: Int) -> Int {
        if case .fixed(let n) = size { return n }
        if itemSize == 0 { return 0 }
        return int(0...5)
    }

    mutating func integer(_ kind: BorshIntegerKind) -> BorshInteger {
        let bits = kind.byteCount * 8
        let low = rng.next(), high = rng.next()
        // Edge values often: 0, the extremes.
        switch int(0...5) {
        case 0: return BorshInteger(0 as UInt64)
        case 1:
            if kind.isSigned {
                return bits == 128
                    ? BorshInteger(negative: true, low: 0, high: 1 << 63)
                    : bits == 64
                        ? BorshInteger(negative: true, low: 1 << 63, high: 0)
                        : BorshInteger(negative: true, low: 1 << (bits - 1), high: 0)
            }
            return bits == 128
                ? BorshInteger(negative: false, low: .max, high: .max)
                : BorshInteger(negative: false, low: bits == 64 ? .max : (1 << bits) - 1, high: 0)
        default:
            let magnitudeBits = kind.isSigned ? bits - 1 : bits
            let maskedLow = magnitudeBits >= 64 ? low : low & ((1 << magnitudeBits) - 1)
            let maskedHigh =
                magnitudeBits > 64 ? high & (magnitudeBits == 128 ? .max : (1 << (magnitudeBits - 64)) - 1) : 0
            return BorshInteger(negative: kind.isSigned && chance(50), low: maskedLow, high: maskedHigh)
        }
    }

    mutating func text(maxBytes: Int) -> String {
        let pool: [Character] = ["a", "Z", "0", " ", "é", "Ω", "ş", "€", "😀", "\u{301}", "\n", "\""]
        var result = ""
        for _ in 0..<int(0...6) {
            let next = pool[int(0...(pool.count - 1))]
            if result.utf8.count + String(next).utf8.count > maxBytes { break }
            result.append(next)
        }
        return result
    }

    mutating func value(_ type: BorshType) -> BorshValue {
        switch type {
        case .integer(let kind): return .integer(integer(kind))
        case .bool: return .bool(chance(50))
        case .f32:
            var x: Float
            repeat { x = Float(bitPattern: UInt32(truncatingIfNeeded: rng.next())) } while x.isNaN
            return .float(Double(x))
        case .f64:
            var x: Double
            repeat { x = Double(bitPattern: rng.next()) } while x.isNaN
            return .float(x)
        case .publicKey:
            return .publicKey(try! PublicKey(bytes: (0..<32).map { _ in UInt8.random(in: 0...255, using: &rng) }))
        case .string(let size):
            if case .fixed(let n) = size { return .string(text(maxBytes: n)) }
            return .string(text(maxBytes: 40))
        case .bytes(let size):
            let n = size == .fixed(0) ? 0 : { if case .fixed(let n) = size { return n } else { return int(0...9) } }()
            return .bytes((0..<n).map { _ in UInt8.random(in: 0...255, using: &rng) })
        case .array(let item, let size):
            return .list((0..<count(size, itemSize: item.minimumSize)).map { _ in value(item) })
        case .option(let item, _, _): return .option(chance(50) ? value(item) : nil)
        case .enumeration(let variants, _):
            let index = int(0...(variants.count - 1))
            switch variants[index].payload {
            case .none: return .variant(index, nil)
            case .tuple(let types): return .variant(index, .list(types.map { value($0) }))
            case .fields(let fields): return .variant(index, .structure(fields.map { value($0.type) }))
            }
        case .structure(let fields): return .structure(fields.map { value($0.type) })
        case .tuple(let types): return .list(types.map { value($0) })
        case .map(let key, let valueType, let size):
            let keys = uniqueKeys(key, size)
            return .map(keys.map { BorshMapEntry($0, value(valueType)) })
        case .set(let item, let size): return .list(uniqueKeys(item, size))
        }
    }

    /// Distinct keys (shuffled: the encoder sorts them).
    mutating func uniqueKeys(_ type: BorshType, _ size: BorshSize) -> [BorshValue] {
        let wanted = count(size, itemSize: type.minimumSize)
        var seen: Set<BorshValue> = []
        var keys: [BorshValue] = []
        for _ in 0..<(wanted * 3) where keys.count < wanted {
            let key = value(type)
            if seen.insert(key).inserted { keys.append(key) }
        }
        return keys.shuffled(using: &rng)
    }
}
