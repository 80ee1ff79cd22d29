/// The integer widths of Borsh (little-endian, two's complement for the signed ones).
public enum BorshIntegerKind: String, Sendable, Hashable, CaseIterable {
    /// An unsigned 8-bit integer (1 byte).
    case u8
    /// An unsigned 16-bit integer (2 bytes).
    case u16
    /// An unsigned 32-bit integer (4 bytes).
    case u32
    /// An unsigned 64-bit integer (8 bytes).
    case u64
    /// An unsigned 128-bit integer (16 bytes).
    case u128
    /// A signed 8-bit integer (1 byte).
    case i8
    /// A signed 16-bit integer (2 bytes).
    case i16
    /// A signed 32-bit integer (4 bytes).
    case i32
    /// A signed 64-bit integer (8 bytes).
    case i64
    /// A signed 128-bit integer (16 bytes).
    case i128

    /// How many bytes a value of this width takes: 1, 2, 4, 8 or 16.
    public var byteCount: Int {
        switch self {
        case .u8, .i8: 1
        case .u16, .i16: 2
        case .u32, .i32: 4
        case .u64, .i64: 8
        case .u128, .i128: 16
        }
    }

    /// True for the signed (two's complement) widths, `i8` to `i128`.
    public var isSigned: Bool {
        switch self {
        case .i8, .i16, .i32, .i64, .i128: true
        default: false
        }
    }
}

/// How a string, byte string, array, map or set says how many items it holds (Codama's size nodes).
public enum BorshSize: Sendable, Hashable {
    /// A little-endian unsigned prefix (Borsh's own is `.u32`).
    case prefix(BorshIntegerKind)
    /// Solana's compact-u16 (1–3 bytes, 7 bits each).
    case shortU16
    /// A fixed count known from the schema (bytes for strings and byte strings; items otherwise).
    case fixed(Int)
    /// Everything left in the input.
    case remainder

    /// Borsh's default: a u32 prefix.
    public static let borsh = BorshSize.prefix(.u32)
}

/// One named field of a struct or of an enum variant.
public struct BorshField: Sendable, Hashable {
    /// The field's name.
    public var name: String
    /// The field's type.
    public var type: BorshType

    /// A field named `name` of type `type`.
    public init(_ name: String, _ type: BorshType) {
        self.name = name
        self.type = type
    }
}

/// One variant of an enum: its name and its payload (none, a tuple or a struct).
public struct BorshVariant: Sendable, Hashable {
    /// What follows a variant's tag.
    public enum Payload: Sendable, Hashable {
        /// Nothing: the tag alone.
        case none
        /// Unnamed values of these types, in order.
        case tuple([BorshType])
        /// Named fields, encoded in order like a struct.
        case fields([BorshField])
    }

    /// The variant's name.
    public var name: String
    /// What follows the variant's tag.
    public var payload: Payload

    /// A variant named `name` with `payload` (none by default).
    public init(_ name: String, _ payload: Payload = .none) {
        self.name = name
        self.payload = payload
    }
}

/// A Borsh schema known at run time (what an IDL describes): encodes and decodes `BorshValue`s.
public indirect enum BorshType: Sendable, Hashable {
    /// A little-endian integer of the given width.
    case integer(BorshIntegerKind)
    /// One byte, 0 for false and 1 for true.
    case bool
    /// An IEEE 754 single-precision float, 4 bytes little-endian (NaN refused).
    case f32
    /// An IEEE 754 double-precision float, 8 bytes little-endian (NaN refused).
    case f64
    /// A 32-byte public key.
    case publicKey
    /// UTF-8 text (a fixed size pads with zero bytes, which decoding strips).
    case string(BorshSize)
    /// A byte string (`Vec<u8>` with a u32 prefix in plain Borsh).
    case bytes(BorshSize)
    /// A sequence: `.fixed(n)` is Rust's `[T; n]`, `.prefix(.u32)` is `Vec<T>`.
    case array(BorshType, BorshSize)
    /// An option with a tag of the given width (Borsh: u8). `fixed` keeps the item's bytes (zeros) when absent:
    /// Solana's `COption` is `.option(T, tag: .u32, fixed: true)`.
    case option(BorshType, tag: BorshIntegerKind, fixed: Bool)
    /// Variants, chosen by a tag of the given width (Borsh: u8).
    case enumeration([BorshVariant], tag: BorshIntegerKind)
    /// The fields' encodings, in order, with no prefix.
    case structure([BorshField])
    /// The items' encodings, in order, with no prefix.
    case tuple([BorshType])
    /// Key-value pairs, keys in strictly ascending order.
    case map(key: BorshType, value: BorshType, BorshSize)
    /// Elements in strictly ascending order.
    case set(BorshType, BorshSize)

    // The plain-Borsh shorthands.
    /// A u8 (1 byte).
    public static let u8 = BorshType.integer(.u8)
    /// A little-endian u16 (2 bytes).
    public static let u16 = BorshType.integer(.u16)
    /// A little-endian u32 (4 bytes).
    public static let u32 = BorshType.integer(.u32)
    /// A little-endian u64 (8 bytes).
    public static let u64 = BorshType.integer(.u64)
    /// A little-endian u128 (16 bytes).
    public static let u128 = BorshType.integer(.u128)
    /// An i8 (1 byte, two's complement).
    public static let i8 = BorshType.integer(.i8)
    /// A little-endian i16 (2 bytes, two's complement).
    public static let i16 = BorshType.integer(.i16)
    /// A little-endian i32 (4 bytes, two's complement).
    public static let i32 = BorshType.integer(.i32)
    /// A little-endian i64 (8 bytes, two's complement).
    public static let i64 = BorshType.integer(.i64)
    /// A little-endian i128 (16 bytes, two's complement).
    public static let i128 = BorshType.integer(.i128)
    /// Plain Borsh `String`: a u32 length prefix, then the UTF-8 bytes.
    public static let string = BorshType.string(.borsh)
    /// Plain Borsh `Vec<u8>`: a u32 length prefix, then the bytes.
    public static let bytes = BorshType.bytes(.borsh)
    /// Plain Borsh `Vec<T>`: a u32 count prefix, then the items.
    public static func vec(_ item: BorshType) -> BorshType { .array(item, .borsh) }
    /// Plain Borsh `Option<T>`: a u8 tag (0 none, 1 some), then the item if present.
    public static func option(_ item: BorshType) -> BorshType { .option(item, tag: .u8, fixed: false) }
    /// Solana's `COption<T>`: a u32 tag, and the item's bytes always present.
    public static func cOption(_ item: BorshType) -> BorshType { .option(item, tag: .u32, fixed: true) }
    /// Plain Borsh enum: a u8 variant index, then the variant's payload.
    public static func enumeration(_ variants: [BorshVariant]) -> BorshType { .enumeration(variants, tag: .u8) }

    /// The fewest bytes a value of this type takes (saturating): what a length prefix is checked against.
    public var minimumSize: Int {
        switch self {
        case .integer(let kind): return kind.byteCount
        case .bool: return 1
        case .f32: return 4
        case .f64: return 8
        case .publicKey: return 32
        case .string(let size), .bytes(let size):
            return size.minimumBytes(itemSize: 1)
        case .array(let item, let size): return size.minimumBytes(itemSize: item.minimumSize)
        case .option(let item, let tag, let fixed):
            return fixed ? Self.add(tag.byteCount, item.minimumSize) : tag.byteCount
        case .enumeration(let variants, let tag):
            let payloads = variants.map { variant -> Int in
                switch variant.payload {
                case .none: 0
                case .tuple(let types): types.reduce(0) { Self.add($0, $1.minimumSize) }
                case .fields(let fields): fields.reduce(0) { Self.add($0, $1.type.minimumSize) }
                }
            }
            return Self.add(tag.byteCount, payloads.min() ?? 0)
        case .structure(let fields): return fields.reduce(0) { Self.add($0, $1.type.minimumSize) }
        case .tuple(let types): return types.reduce(0) { Self.add($0, $1.minimumSize) }
        case .map(_, _, let size), .set(_, let size): return size.minimumBytes(itemSize: 0)
        }
    }

    /// The size of every value of this type, when it is the same for all (what `fixed` options need).
    public var fixedSize: Int? {
        switch self {
        case .integer(let kind): return kind.byteCount
        case .bool: return 1
        case .f32: return 4
        case .f64: return 8
        case .publicKey: return 32
        case .string(.fixed(let n)), .bytes(.fixed(let n)): return n
        case .array(let item, .fixed(let n)):
            guard let size = item.fixedSize else { return nil }
            let (product, overflow) = size.multipliedReportingOverflow(by: n)
            return overflow ? nil : product
        case .option(let item, let tag, true): return item.fixedSize.map { Self.add($0, tag.byteCount) }
        case .structure(let fields): return Self.sum(fields.map(\.type))
        case .tuple(let types): return Self.sum(types)
        case .enumeration(let variants, let tag):
            guard variants.allSatisfy({ if case .none = $0.payload { true } else { false } }) else { return nil }
            return tag.byteCount
        default: return nil
        }
    }

    static func sum(_ types: [BorshType]) -> Int? {
        var total = 0
        for type in types {
            guard let size = type.fixedSize else { return nil }
            total = add(total, size)
        }
        return total
    }

    static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }
}

extension BorshSize {
    func minimumBytes(itemSize: Int) -> Int {
        switch self {
        case .prefix(let kind): kind.byteCount
        case .shortU16: 1
        case .fixed(let n):
            n <= 0 ? 0 : (itemSize > Int.max / n ? Int.max : itemSize * n)
        case .remainder: 0
        }
    }
}
