import SolanaCore

/// Borsh encoding and decoding of `BorshValue`s by a `BorshType` known at run time.
///
/// Decoding is bounded: every length is checked against the bytes left (times the item's smallest size) before
/// anything is allocated, nesting is limited to `maxDepth`, collections of zero-sized items are refused, and every
/// failure is a `BorshError` naming the offset.
public enum Borsh {
    /// The default nesting bound of decoding.
    public static let defaultMaxDepth = 64

    /// The value's bytes under `type`.
    public static func encode(_ value: BorshValue, as type: BorshType) throws(BorshError) -> [UInt8] {
        var writer = BorshWriter(capacity: 64)
        try encode(value, as: type, into: &writer, path: "")
        return writer.bytes
    }

    /// Decodes the whole of `bytes` as one `type` (bytes left over are an error).
    public static func decode(
        _ bytes: [UInt8], as type: BorshType, maxDepth: Int = defaultMaxDepth
    ) throws(BorshError) -> BorshValue {
        var reader = BorshReader(bytes)
        let value = try decode(type, from: &reader, maxDepth: maxDepth)
        guard reader.remaining == 0 else { throw .trailingBytes(offset: reader.offset, count: reader.remaining) }
        return value
    }

    /// Decodes one `type` at the reader's offset, leaving the reader after it.
    public static func decode(
        _ type: BorshType, from reader: inout BorshReader, maxDepth: Int = defaultMaxDepth
    ) throws(BorshError) -> BorshValue {
        try decodeValue(type, &reader, depth: maxDepth)
    }

    // MARK: Decoding

    static func decodeValue(_ type: BorshType, _ reader: inout BorshReader, depth: Int) throws(BorshError)
        -> BorshValue
    {
        guard depth > 0 else { throw .tooDeep(offset: reader.offset) }
        switch type {
        case .integer(let kind): return .integer(try reader.readInteger(kind))
        case .bool: return .bool(try reader.readBool())
        case .f32:
            let at = reader.offset
            let value = Float(bitPattern: UInt32(try reader.readLittleEndian(4)))
            guard !value.isNaN else { throw .notANumber(offset: at) }
            return .float(Double(value))
        case .f64:
            let at = reader.offset
            let value = Double(bitPattern: try reader.readLittleEndian(8))
            guard !value.isNaN else { throw .notANumber(offset: at) }
            return .float(value)
        case .publicKey:
            let slice = try reader.readBytes(32)
            return .publicKey(slice.withUnsafeBytes { PublicKey(buffer: $0) })
        case .string(let size):
            let at = reader.offset
            var data = try readByteString(size, &reader)
            if case .fixed = size { while data.last == 0 { data.removeLast() } }
            guard let text = String(validating: data, as: UTF8.self) else { throw .invalidUTF8(offset: at) }
            return .string(text)
        case .bytes(let size): return .bytes(Array(try readByteString(size, &reader)))
        case .array(let item, let size):
            return .list(
                try readItems(size, itemSize: item.minimumSize, &reader) { (r: inout BorshReader) throws(BorshError) in
                    try decodeValue(item, &r, depth: depth - 1)
                })
        case .option(let item, let tagKind, let fixed):
            let at = reader.offset
            let tag = try reader.readInteger(tagKind)
            switch tag.uint64 {
            case 0:
                if fixed {
                    guard let size = item.fixedSize else { throw .zeroSizedElements(offset: at) }
                    _ = try reader.readBytes(size)
                }
                return .option(nil)
            case 1: return .option(try decodeValue(item, &reader, depth: depth - 1))
            default: throw .invalidOptionTag(offset: at, tag: tag.uint64 ?? UInt64.max)
            }
        case .enumeration(let variants, let tagKind):
            let at = reader.offset
            let tag = try reader.readInteger(tagKind)
            guard let index = tag.uint64, index < UInt64(variants.count) else {
                throw .invalidEnumTag(offset: at, tag: tag.uint64 ?? UInt64.max)
            }
            switch variants[Int(index)].payload {
            case .none: return .variant(Int(index), nil)
            case .tuple(let types): return .variant(Int(index), .list(try decodeAll(types, &reader, depth: depth)))
            case .fields(let fields):
                return .variant(Int(index), .structure(try decodeAll(fields.map(\.type), &reader, depth: depth)))
            }
        case .structure(let fields): return .structure(try decodeAll(fields.map(\.type), &reader, depth: depth))
        case .tuple(let types): return .list(try decodeAll(types, &reader, depth: depth))
        case .map(let keyType, let valueType, let size):
            let itemSize = BorshType.add(keyType.minimumSize, valueType.minimumSize)
            var previous: BorshValue?
            let entries = try readItems(size, itemSize: itemSize, &reader) {
                (r: inout BorshReader) throws(BorshError) in
                let at = r.offset
                let key = try decodeValue(keyType, &r, depth: depth - 1)
                if let last = previous, compare(last, key, as: keyType) >= 0 { throw .notAscending(offset: at) }
                previous = key
                return BorshMapEntry(key, try decodeValue(valueType, &r, depth: depth - 1))
            }
            return .map(entries)
        case .set(let item, let size):
            var previous: BorshValue?
            return .list(
                try readItems(size, itemSize: item.minimumSize, &reader) { (r: inout BorshReader) throws(BorshError) in
                    let at = r.offset
                    let element = try decodeValue(item, &r, depth: depth - 1)
                    if let last = previous, compare(last, element, as: item) >= 0 { throw .notAscending(offset: at) }
                    previous = element
                    return element
                })
        }
    }

    static func decodeAll(_ types: [BorshType], _ reader: inout BorshReader, depth: Int) throws(BorshError)
        -> [BorshValue]
    {
        guard depth > 1 || types.isEmpty else { throw .tooDeep(offset: reader.offset) }
        var values: [BorshValue] = []
        values.reserveCapacity(types.count)
        for type in types { values.append(try decodeValue(type, &reader, depth: depth - 1)) }
        return values
    }

    static func readByteString(_ size: BorshSize, _ reader: inout BorshReader) throws(BorshError) -> ArraySlice<UInt8> {
        let at = reader.offset
        let length = try reader.readLength(size)
        guard length <= UInt64(reader.remaining) else {
            throw .lengthExceedsInput(offset: at, length: length, remaining: reader.remaining)
        }
        return try reader.readBytes(Int(length))
    }

    /// Reads a count (or runs to the end for `.remainder`), checked against the bytes left, then the items.
    static func readItems<T>(
        _ size: BorshSize, itemSize: Int, _ reader: inout BorshReader,
        _ item: (inout BorshReader) throws(BorshError) -> T
    ) throws(BorshError) -> [T] {
        let at = reader.offset
        if case .remainder = size {
            guard itemSize > 0 else { throw .zeroSizedElements(offset: at) }
            var items: [T] = []
            while reader.remaining > 0 { items.append(try item(&reader)) }
            return items
        }
        let count = try reader.readLength(size)
        guard count > 0 else { return [] }
        guard itemSize > 0 else { throw .zeroSizedElements(offset: at) }
        guard count <= UInt64(reader.remaining / itemSize) else {
            throw .lengthExceedsInput(offset: at, length: count, remaining: reader.remaining)
        }
        var items: [T] = []
        items.reserveCapacity(Int(count))
        for _ in 0..<count { items.append(try item(&reader)) }
        return items
    }

    // MARK: Encoding

    static func encode(_ value: BorshValue, as type: BorshType, into writer: inout BorshWriter, path: String)
        throws(BorshError)
    {
        func mismatch(_ expected: String) -> BorshError {
            .valueMismatch(path: path.isEmpty ? "." : path, expected: expected)
        }
        switch (type, value) {
        case (.integer(let kind), .integer(let integer)):
            guard integer.fits(kind) else { throw .outOfRange(path: path.isEmpty ? "." : path) }
            writer.writeInteger(integer, kind)
        case (.bool, .bool(let flag)): writer.writeBool(flag)
        case (.f32, .float(let number)):
            guard !number.isNaN else { throw .outOfRange(path: path.isEmpty ? "." : path) }
            writer.writeLittleEndian(UInt64(Float(number).bitPattern), count: 4)
        case (.f64, .float(let number)):
            guard !number.isNaN else { throw .outOfRange(path: path.isEmpty ? "." : path) }
            writer.writeLittleEndian(number.bitPattern, count: 8)
        case (.publicKey, .publicKey(let key)): key.withUnsafeBytes { writer.writeBytes($0) }
        case (.string(let size), .string(let text)):
            try writeByteString(Array(text.utf8), size, padded: true, &writer, path: path)
        case (.bytes(let size), .bytes(let data)):
            try writeByteString(data, size, padded: false, &writer, path: path)
        case (.array(let item, let size), .list(let items)):
            guard items.isEmpty || item.minimumSize > 0 else { throw .zeroSizedElements(offset: writer.bytes.count) }
            try writeCount(items.count, size, &writer, path: path)
            for (index, element) in items.enumerated() {
                try encode(element, as: item, into: &writer, path: path + "[\(index)]")
            }
        case (.option(let item, let tag, let fixed), .option(let inner)):
            if let inner {
                writer.writeInteger(BorshInteger(1 as UInt64), tag)
                try encode(inner, as: item, into: &writer, path: path + "?")
            } else {
                writer.writeInteger(BorshInteger(0 as UInt64), tag)
                if fixed {
                    guard let size = item.fixedSize else { throw mismatch("an item of fixed size (fixed option)") }
                    writer.writeBytes(repeatElement(0 as UInt8, count: size))
                }
            }
        case (.enumeration(let variants, let tag), .variant(let index, let payload)):
            guard index >= 0 && index < variants.count else {
                throw mismatch("a variant index below \(variants.count)")
            }
            let variantTag = BorshInteger(UInt64(index))
            guard variantTag.fits(tag) else { throw .outOfRange(path: path.isEmpty ? "." : path) }
            writer.writeInteger(variantTag, tag)
            let variant = variants[index]
            let subpath = path + "." + variant.name
            switch (variant.payload, payload) {
            case (.none, nil): break
            case (.tuple(let types), .list(let values)?), (.tuple(let types), .structure(let values)?):
                try encodeAll(values, types, &writer, path: subpath, names: nil)
            case (.fields(let fields), .structure(let values)?), (.fields(let fields), .list(let values)?):
                try encodeAll(values, fields.map(\.type), &writer, path: subpath, names: fields.map(\.name))
            default: throw mismatch("the payload of variant \(variant.name)")
            }
        case (.structure(let fields), .structure(let values)):
            try encodeAll(values, fields.map(\.type), &writer, path: path, names: fields.map(\.name))
        case (.tuple(let types), .list(let values)):
            try encodeAll(values, types, &writer, path: path, names: nil)
        case (.map(let keyType, let valueType, let size), .map(let entries)):
            guard entries.isEmpty || BorshType.add(keyType.minimumSize, valueType.minimumSize) > 0 else {
                throw .zeroSizedElements(offset: writer.bytes.count)
            }
            let sorted = try sortedUnique(entries, by: \.key, as: keyType, path: path)
            try writeCount(sorted.count, size, &writer, path: path)
            for (index, entry) in sorted.enumerated() {
                try encode(entry.key, as: keyType, into: &writer, path: path + "{\(index)}")
                try encode(entry.value, as: valueType, into: &writer, path: path + "[\(index)]")
            }
        case (.set(let item, let size), .list(let elements)):
            guard elements.isEmpty || item.minimumSize > 0 else { throw .zeroSizedElements(offset: writer.bytes.count) }
            let sorted = try sortedUnique(elements, by: \.self, as: item, path: path)
            try writeCount(sorted.count, size, &writer, path: path)
            for (index, element) in sorted.enumerated() {
                try encode(element, as: item, into: &writer, path: path + "[\(index)]")
            }
        default:
            throw mismatch("\(type)".prefix(80).description)
        }
    }

    static func encodeAll(
        _ values: [BorshValue], _ types: [BorshType], _ writer: inout BorshWriter, path: String, names: [String]?
    ) throws(BorshError) {
        guard values.count == types.count else {
            throw .valueMismatch(path: path.isEmpty ? "." : path, expected: "\(types.count) items")
        }
        for index in types.indices {
            let subpath = path + (names.map { "." + $0[index] } ?? "[\(index)]")
            try encode(values[index], as: types[index], into: &writer, path: subpath)
        }
    }

    static func writeCount(_ count: Int, _ size: BorshSize, _ writer: inout BorshWriter, path: String)
        throws(BorshError)
    {
        let where_ = path.isEmpty ? "." : path
        switch size {
        case .prefix(let kind):
            let value = BorshInteger(UInt64(count))
            guard value.fits(kind) else { throw .outOfRange(path: where_) }
            writer.writeInteger(value, kind)
        case .shortU16:
            guard count <= 0xFFFF else { throw .outOfRange(path: where_) }
            writer.writeShortU16(count)
        case .fixed(let n): guard count == n else { throw .outOfRange(path: where_) }
        case .remainder: break
        }
    }

    static func writeByteString(
        _ data: [UInt8], _ size: BorshSize, padded: Bool, _ writer: inout BorshWriter, path: String
    ) throws(BorshError) {
        if case .fixed(let n) = size {
            guard data.count == n || (padded && data.count < n) else {
                throw .outOfRange(path: path.isEmpty ? "." : path)
            }
            writer.writeBytes(data)
            writer.writeBytes(repeatElement(0 as UInt8, count: n - data.count))
            return
        }
        try writeCount(data.count, size, &writer, path: path)
        writer.writeBytes(data)
    }

    static func sortedUnique<T>(_ items: [T], by key: (T) -> BorshValue, as type: BorshType, path: String)
        throws(BorshError) -> [T]
    {
        let sorted = items.sorted { compare(key($0), key($1), as: type) < 0 }
        for index in sorted.indices.dropFirst() where compare(key(sorted[index - 1]), key(sorted[index]), as: type) == 0
        {
            throw .duplicateKey(path: path.isEmpty ? "." : path)
        }
        return sorted
    }

    // MARK: Order

    /// Rust's `Ord` of the value's type (what Borsh sorts map keys and set elements by): numbers by value, strings
    /// and bytes lexicographically, `None` first, variants by index then payload, structs and lists field by field.
    public static func compare(_ a: BorshValue, _ b: BorshValue, as type: BorshType) -> Int {
        switch (a, b) {
        case (.integer(let x), .integer(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.bool(let x), .bool(let y)): return x == y ? 0 : (x ? 1 : -1)
        case (.float(let x), .float(let y)): return x < y ? -1 : (x == y ? 0 : 1)
        case (.publicKey(let x), .publicKey(let y)): return lexicographic(x.bytes, y.bytes)
        case (.string(let x), .string(let y)): return lexicographic(Array(x.utf8), Array(y.utf8))
        case (.bytes(let x), .bytes(let y)): return lexicographic(x, y)
        case (.option(let x), .option(let y)):
            switch (x, y) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let x?, let y?):
                if case .option(let item, _, _) = type { return compare(x, y, as: item) }
                return 0
            }
        case (.variant(let i, let x), .variant(let j, let y)):
            if i != j { return i < j ? -1 : 1 }
            guard let x, let y, case .enumeration(let variants, _) = type, i >= 0, i < variants.count else { return 0 }
            switch variants[i].payload {
            case .none: return 0
            case .tuple(let types): return compare(x, y, as: .tuple(types))
            case .fields(let fields): return compare(x, y, as: .structure(fields))
            }
        case (.list(let x), .list(let y)), (.structure(let x), .structure(let y)), (.list(let x), .structure(let y)),
            (.structure(let x), .list(let y)):
            for index in 0..<min(x.count, y.count) {
                let itemType = elementType(type, index)
                let order = compare(x[index], y[index], as: itemType)
                if order != 0 { return order }
            }
            return x.count == y.count ? 0 : (x.count < y.count ? -1 : 1)
        case (.map(let x), .map(let y)):
            guard case .map(let keyType, let valueType, _) = type else { return 0 }
            for index in 0..<min(x.count, y.count) {
                let order = compare(x[index].key, y[index].key, as: keyType)
                if order != 0 { return order }
                let valueOrder = compare(x[index].value, y[index].value, as: valueType)
                if valueOrder != 0 { return valueOrder }
            }
            return x.count == y.count ? 0 : (x.count < y.count ? -1 : 1)
        default: return 0
        }
    }

    static func elementType(_ type: BorshType, _ index: Int) -> BorshType {
        switch type {
        case .array(let item, _), .set(let item, _): item
        case .tuple(let types): index < types.count ? types[index] : .bool
        case .structure(let fields): index < fields.count ? fields[index].type : .bool
        default: .bool
        }
    }

    static func lexicographic(_ x: [UInt8], _ y: [UInt8]) -> Int {
        for index in 0..<min(x.count, y.count) where x[index] != y[index] { return x[index] < y[index] ? -1 : 1 }
        return x.count == y.count ? 0 : (x.count < y.count ? -1 : 1)
    }
}
