import Foundation
import SolanaCore

/// Decodes `Decodable` values from JSON through a `JSONTape`: what `JSONDecoder()` (default strategies) does for
/// RPC answers, several times faster. Members are found by comparing bytes, values are converted only when
/// read, and the coding path of an error is worked out only when an error needs it.
///
/// Matches `JSONDecoder`'s defaults where RPC types can notice: integers exact (a number with a fraction or an
/// exponent decodes to an integer type only if it is one exactly), `Data` from base64, `URL` from a string,
/// `Decimal` from the number's text, unknown members ignored, `null` for an optional is nil.
enum TapeJSONDecoder {
    static func decode<T: Decodable>(
        _ type: T.Type, from bytes: [UInt8],
        userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) throws -> T {
        let tape: JSONTape
        do { tape = try JSONTape(bytes) } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [], debugDescription: "The given data was not valid JSON: \(error)",
                    underlyingError: error))
        }
        let storage = TapeStorage(tape: tape, userInfo: userInfo)
        return try TapeDecoderImpl(storage: storage, index: 0).decodeValue(T.self)
    }
}

/// `Decodable` from a JSON document that came from outside (a merchant's server, a price API): the hardened tape
/// parser (bounded depth, exact numbers, strict UTF-8; fuzzed) under `JSONDecoder`'s default semantics.
public enum UntrustedJSON {
    /// Decodes `type` from `bytes`; throws `DecodingError` for anything that is not a valid document of that shape.
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try TapeJSONDecoder.decode(type, from: bytes)
    }
}

/// The tape and what all decoders of one document share.
final class TapeStorage {
    let tape: JSONTape
    let userInfo: [CodingUserInfoKey: any Sendable]

    init(tape: JSONTape, userInfo: [CodingUserInfoKey: any Sendable]) {
        self.tape = tape
        self.userInfo = userInfo
    }

    /// Each node's container and its place there (an element's index; -1 for a member name), built on the first
    /// error: the path of an error then costs its depth, however large the document (decoders that try one type
    /// and then another, like `JSONValue`'s, make errors on purpose).
    private lazy var parents: [(container: Int32, position: Int32)] = {
        let nodes = tape.nodes
        var parents = [(container: Int32, position: Int32)](repeating: (-1, -1), count: nodes.count)
        for index in nodes.indices where nodes[index].kind == .array || nodes[index].kind == .object {
            let isObject = nodes[index].kind == .object
            for (position, child) in tape.children(of: index).enumerated() {
                if isObject { parents[child] = (Int32(index), -1) }  // a member name
                parents[isObject ? child + 1 : child] = (Int32(index), Int32(position))
            }
        }
        return parents
    }()

    /// The coding path from the root to the node at `target` (only errors need it).
    func path(to target: Int) -> [any CodingKey] {
        var reversed: [any CodingKey] = []
        var node = target
        while node > 0 {
            let (container, position) = parents[node]
            if tape.nodes[Int(container)].kind == .object {
                let name = position < 0 ? node : node - 1
                reversed.append(TapeKey(stringValue: tape.string(at: name) ?? "?"))
            } else {
                reversed.append(TapeKey(intValue: Int(position)))
            }
            node = Int(container)
        }
        return reversed.reversed()
    }
}

/// A coding key for paths and `superDecoder()`.
struct TapeKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; self.intValue = nil }
    init(intValue: Int) { self.stringValue = "Index \(intValue)"; self.intValue = intValue }
    static let superKey = TapeKey(stringValue: "super")
}

/// A decoder positioned at one node of the tape.
struct TapeDecoderImpl: Decoder {
    let storage: TapeStorage
    let index: Int

    var codingPath: [any CodingKey] { storage.path(to: index) }
    var userInfo: [CodingUserInfoKey: Any] { storage.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let kind = storage.tape.nodes[index].kind
        guard kind == .object else { throw mismatch([String: Any].self, kind) }
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(storage: storage, object: index))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let kind = storage.tape.nodes[index].kind
        guard kind == .array else { throw mismatch([Any].self, kind) }
        return TapeUnkeyedContainer(storage: storage, array: index)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: Values

    func mismatch(_ type: Any.Type, _ kind: JSONTape.Kind) -> DecodingError {
        if kind == .null {
            return .valueNotFound(
                type, .init(codingPath: codingPath, debugDescription: "Expected \(type) value but found null instead."))
        }
        return .typeMismatch(
            type,
            .init(
                codingPath: codingPath,
                debugDescription: "Expected to decode \(type) but found \(Self.describe(kind)) instead."))
    }

    static func describe(_ kind: JSONTape.Kind) -> String {
        switch kind {
        case .null: return "null"
        case .true, .false: return "a boolean"
        case .integer, .float: return "a number"
        case .string, .escapedString: return "a string"
        case .array: return "an array"
        case .object: return "a dictionary"
        }
    }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        // The common scalars without a detour through `init(from:)` (metatype comparisons, no dynamic casts).
        let type: Any.Type = T.self
        if type == String.self { return try decodeString() as! T }
        if type == UInt64.self { return try decodeInteger(UInt64.self) as! T }
        if type == Int.self { return try decodeInteger(Int.self) as! T }
        if type == Bool.self { return try decodeBool() as! T }
        if type == Double.self { return try decodeDouble() as! T }
        if type == JSONValue.self { return try jsonValue() as! T }
        // Addresses and signatures, the most common strings in Solana answers, straight from the bytes.
        if type == PublicKey.self, let key = try base58(PublicKey.init(base58UTF8:)) { return key as! T }
        if type == Signature.self, let signature = try base58(Signature.init(base58UTF8:)) { return signature as! T }
        // JSONDecoder's default strategies for Foundation types.
        if type == Data.self {
            let text = try decodeString(as: Data.self)
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: codingPath, debugDescription: "Encountered Data is not valid Base64."))
            }
            return data as! T
        }
        if type == URL.self {
            let text = try decodeString(as: URL.self)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: codingPath, debugDescription: "Invalid URL string."))
            }
            return url as! T
        }
        if type == Decimal.self {
            let kind = storage.tape.nodes[index].kind
            guard kind == .integer || kind == .float else { throw mismatch(Decimal.self, kind) }
            guard
                let value = Decimal(
                    string: String(storage.tape.text(at: index)), locale: Locale(identifier: "en_US_POSIX"))
            else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: codingPath, debugDescription: "Parsed JSON number is not a valid Decimal."))
            }
            return value as! T
        }
        return try T(from: self)
    }

    /// A base58 value parsed from the string's bytes; nil for a string with escapes (left to the type's decoder).
    private func base58<V>(_ parse: (UnsafeBufferPointer<UInt8>) throws(ValueParseError) -> V) throws -> V? {
        let node = storage.tape.nodes[index]
        guard node.kind == .string else {
            if node.kind == .escapedString { return nil }
            throw mismatch(String.self, node.kind)
        }
        let result = storage.tape.bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(ValueParseError) in
                try parse(UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.end)]))
            }
        }
        switch result {
        case .success(let value): return value
        case .failure(let error):
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: error.description))
        }
    }

    /// The nearest Double, an underflow to zero included (JSONDecoder gives JSONValue 0 there too); too large is an error.
    private func approximateDouble() throws -> Double {
        if let value = Double(storage.tape.text(at: index)), value.isFinite { return value }
        return try decodeDouble()
    }

    /// The value as a `JSONValue`, read straight off the tape: the same result as `JSONValue.init(from:)`, which
    /// tries each type in turn, without the errors it throws on the way.
    func jsonValue() throws -> JSONValue {
        let tape = storage.tape
        let node = tape.nodes[index]
        switch node.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .integer, .float:
            // A non-negative integer is a u64 or nothing; a negative one an i64 or nothing (-0 is the u64 0, as in
            // JSONValue.init(from:)): one parse either way.
            let exact = node.kind == .integer
            if tape.bytes[Int(node.start)] == UInt8(ascii: "-") {
                if let value = exact
                    ? tape.integer(at: index, as: Int64.self) : tape.exactInteger(at: index, as: Int64.self)
                {
                    return value == 0 ? .uint(0) : .int(value)
                }
            } else if let value = exact
                ? tape.integer(at: index, as: UInt64.self) : tape.exactInteger(at: index, as: UInt64.self)
            {
                return .uint(value)
            }
            return .double(try approximateDouble())
        case .string, .escapedString: return .string(try decodeString())
        case .array:
            var values: [JSONValue] = []
            values.reserveCapacity(Int(node.start))
            for child in tape.children(of: index) {
                values.append(try TapeDecoderImpl(storage: storage, index: child).jsonValue())
            }
            return .array(values)
        case .object:
            var members: [String: JSONValue] = [:]
            members.reserveCapacity(Int(node.start))
            for child in tape.children(of: index) {
                let name = try TapeDecoderImpl(storage: storage, index: child).decodeString()
                // Duplicate names: the first one wins, as in JSONDecoder and in the keyed container.
                if members[name] == nil {
                    members[name] = try TapeDecoderImpl(storage: storage, index: child + 1).jsonValue()
                }
            }
            return .object(members)
        }
    }

    /// The string here; `type` is what an error names as expected (a Data or URL is read from a string too).
    func decodeString(as type: Any.Type = String.self) throws -> String {
        let kind = storage.tape.nodes[index].kind
        guard kind == .string || kind == .escapedString else { throw mismatch(type, kind) }
        guard let text = storage.tape.string(at: index) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription: "String is not valid UTF-8 (or has a lone surrogate escape)."))
        }
        return text
    }

    func decodeBool() throws -> Bool {
        switch storage.tape.nodes[index].kind {
        case .true: return true
        case .false: return false
        case let kind: throw mismatch(Bool.self, kind)
        }
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let kind = storage.tape.nodes[index].kind
        switch kind {
        case .integer:
            if let value = storage.tape.integer(at: index, as: T.self) { return value }
        case .float:
            // Like JSONDecoder: 1.0 or 1e3 decodes to an integer when the decimal number is one exactly.
            if let value = storage.tape.exactInteger(at: index, as: T.self) { return value }
        default:
            throw mismatch(T.self, kind)
        }
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: codingPath,
                debugDescription: "Parsed JSON number <\(shortNumber)> does not fit in \(T.self)."))
    }

    /// The number's text for an error message, shortened when long (a hostile answer can send megabytes of digits).
    var shortNumber: String {
        let text = storage.tape.text(at: index)
        return text.count <= 48 ? String(text) : "\(text.prefix(24))…\(text.suffix(16)) (\(text.count) characters)"
    }

    func decodeDouble() throws -> Double { try decodeFloatingPoint(Double.self) { Double($0) } }

    /// The number parsed straight to `F` (one rounding); like JSONDecoder, a value too large for `F`, or too small
    /// to be anything but zero, is an error rather than infinity or 0.
    func decodeFloatingPoint<F: BinaryFloatingPoint>(_ type: F.Type, _ parse: (Substring) -> F?) throws -> F {
        let kind = storage.tape.nodes[index].kind
        guard kind == .integer || kind == .float else { throw mismatch(F.self, kind) }
        let text = storage.tape.text(at: index)
        guard let value = parse(text), value.isFinite, value != 0 || storage.tape.isZeroNumber(at: index) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription: "Parsed JSON number <\(shortNumber)> does not fit in \(F.self)."))
        }
        return value
    }
}

extension TapeDecoderImpl: SingleValueDecodingContainer {
    func decodeNil() -> Bool { storage.tape.nodes[index].kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decodeDouble() }
    func decode(_ type: Float.Type) throws -> Float { try decodeFloatingPoint(Float.self) { Float($0) } }
    func decode(_ type: Int.Type) throws -> Int { try decodeInteger(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(UInt64.self) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try decodeInteger(Int128.self) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try decodeInteger(UInt128.self) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(T.self) }
}

/// An object's members, found by comparing the key's UTF-8 bytes with each member name (RPC objects are small;
/// large ones get an index on first use).
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let storage: TapeStorage
    let object: Int
    private let index: [String: Int]?

    static var indexThreshold: Int { 24 }

    init(storage: TapeStorage, object: Int) {
        self.storage = storage
        self.object = object
        let tape = storage.tape
        let count = Int(tape.nodes[object].start)
        if count > Self.indexThreshold {
            var index: [String: Int] = [:]
            index.reserveCapacity(count)
            for child in tape.children(of: object) {
                // The first of duplicate names wins, as in the linear search.
                if let name = tape.string(at: child), index[name] == nil { index[name] = child + 1 }
            }
            self.index = index
        } else {
            self.index = nil
        }
    }

    var codingPath: [any CodingKey] { storage.path(to: object) }

    /// The member names as keys, each once (a duplicate name is one key, whose value is its first occurrence's).
    var allKeys: [Key] {
        let tape = storage.tape
        var keys: [Key] = []
        var seen = Set<String>()
        for child in tape.children(of: object) {
            if let name = tape.string(at: child), seen.insert(name).inserted, let key = Key(stringValue: name) {
                keys.append(key)
            }
        }
        return keys
    }

    /// The node index of the value of `key`, or nil.
    func find(_ key: Key) -> Int? { find(name: key.stringValue) }

    func find(name: String) -> Int? {
        var name = name
        // Names compare by their code points (RFC 8259 §8.3), not by String's canonical equivalence: the index's hit
        // is confirmed on the bytes, as the linear search compares them.
        if let index {
            if let value = index[name], storage.tape.stringEquals(value - 1, &name) { return value }
            if index[name] == nil { return nil }
        }
        // The hot path of every decode, written out (no iterator holding a copy of the tape).
        let tape = storage.tape
        var child = object + 1
        for _ in 0..<tape.nodes[object].start {
            if tape.stringEquals(child, &name) { return child + 1 }
            child = tape.next(after: child + 1)
        }
        return nil
    }

    func value(_ key: Key) throws -> TapeDecoderImpl {
        guard let found = find(key) else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue).")
            )
        }
        return TapeDecoderImpl(storage: storage, index: found)
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try value(key).decodeNil() }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).decodeDouble() }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key).decode(Float.self) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).decodeInteger(Int.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).decodeInteger(Int8.self) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).decodeInteger(Int16.self) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).decodeInteger(Int32.self) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).decodeInteger(Int64.self) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).decodeInteger(UInt.self) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).decodeInteger(UInt8.self) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key).decodeInteger(UInt16.self) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key).decodeInteger(UInt32.self) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key).decodeInteger(UInt64.self) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try value(key).decodeInteger(Int128.self) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try value(key).decodeInteger(UInt128.self) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(key).decodeValue(T.self) }

    /// One lookup for "absent or null → nil" (the default implementations look the key up three times).
    func present(_ key: Key) -> TapeDecoderImpl? {
        guard let found = find(key), storage.tape.nodes[found].kind != .null else { return nil }
        return TapeDecoderImpl(storage: storage, index: found)
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key)?.decodeBool() }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try present(key)?.decodeString() }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try present(key)?.decodeDouble() }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try present(key)?.decode(Float.self) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(key)?.decodeInteger(Int.self) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try present(key)?.decodeInteger(Int8.self)
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try present(key)?.decodeInteger(Int16.self)
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try present(key)?.decodeInteger(Int32.self)
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try present(key)?.decodeInteger(Int64.self)
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try present(key)?.decodeInteger(UInt.self)
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try present(key)?.decodeInteger(UInt8.self)
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try present(key)?.decodeInteger(UInt16.self)
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try present(key)?.decodeInteger(UInt32.self)
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try present(key)?.decodeInteger(UInt64.self)
    }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
        try present(key)?.decodeInteger(Int128.self)
    }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
        try present(key)?.decodeInteger(UInt128.self)
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key)?.decodeValue(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try value(key).container(keyedBy: NestedKey.self)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try value(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder(named: TapeKey.superKey) }

    func superDecoder(forKey key: Key) throws -> any Decoder { decoder(named: key) }

    /// Like JSONDecoder: a missing member gives a decoder of null.
    private func decoder(named key: any CodingKey) -> any Decoder {
        if let found = find(name: key.stringValue) { return TapeDecoderImpl(storage: storage, index: found) }
        return NullDecoder(codingPath: codingPath + [key], userInfo: storage.userInfo)
    }
}

/// An array's elements in order. A failed decode leaves the position where it was, as JSONDecoder does.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let storage: TapeStorage
    let array: Int
    private(set) var currentIndex = 0
    private var cursor: Int

    init(storage: TapeStorage, array: Int) {
        self.storage = storage
        self.array = array
        self.cursor = array + 1
    }

    var codingPath: [any CodingKey] { storage.path(to: array) }
    var count: Int? { Int(storage.tape.nodes[array].start) }
    var isAtEnd: Bool { currentIndex >= Int(storage.tape.nodes[array].start) }

    private func element(_ type: Any.Type) throws -> TapeDecoderImpl {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: codingPath + [TapeKey(intValue: currentIndex)],
                    debugDescription: "Unkeyed container is at end."))
        }
        return TapeDecoderImpl(storage: storage, index: cursor)
    }

    private mutating func advance() {
        cursor = storage.tape.next(after: cursor)
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        guard try element(Never.self).decodeNil() else { return false }
        advance()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try take { try $0.decodeBool() } }
    mutating func decode(_ type: String.Type) throws -> String { try take { try $0.decodeString() } }
    mutating func decode(_ type: Double.Type) throws -> Double { try take { try $0.decodeDouble() } }
    mutating func decode(_ type: Float.Type) throws -> Float { try take { try $0.decode(Float.self) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try take { try $0.decodeInteger(Int.self) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try take { try $0.decodeInteger(Int8.self) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try take { try $0.decodeInteger(Int16.self) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try take { try $0.decodeInteger(Int32.self) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try take { try $0.decodeInteger(Int64.self) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try take { try $0.decodeInteger(UInt.self) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try take { try $0.decodeInteger(UInt8.self) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try take { try $0.decodeInteger(UInt16.self) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try take { try $0.decodeInteger(UInt32.self) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try take { try $0.decodeInteger(UInt64.self) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try take { try $0.decodeInteger(Int128.self) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try take { try $0.decodeInteger(UInt128.self) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try take { try $0.decodeValue(T.self) } }

    private mutating func take<T>(_ read: (TapeDecoderImpl) throws -> T) throws -> T {
        let value = try read(try element(T.self))
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        try take { try $0.container(keyedBy: NestedKey.self) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try take { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try element((any Decoder).self)
        advance()
        return decoder
    }
}

/// The decoder `superDecoder(forKey:)` hands out for a missing key: a null value.
private struct NullDecoder: Decoder, SingleValueDecodingContainer {
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    init(codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    private func missing(_ type: Any.Type) -> DecodingError {
        .valueNotFound(
            type, .init(codingPath: codingPath, debugDescription: "Expected \(type) value but found null instead."))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw missing([String: Any].self)
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw missing([Any].self) }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }
    func decodeNil() -> Bool { true }
    func decode(_ type: Bool.Type) throws -> Bool { throw missing(type) }
    func decode(_ type: String.Type) throws -> String { throw missing(type) }
    func decode(_ type: Double.Type) throws -> Double { throw missing(type) }
    func decode(_ type: Float.Type) throws -> Float { throw missing(type) }
    func decode(_ type: Int.Type) throws -> Int { throw missing(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { throw missing(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { throw missing(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { throw missing(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { throw missing(type) }
    func decode(_ type: UInt.Type) throws -> UInt { throw missing(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { throw missing(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { throw missing(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { throw missing(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { throw missing(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let type: Any.Type = T.self
        if type == Data.self || type == URL.self || type == Decimal.self { throw missing(T.self) }
        return try T(from: self)
    }
}
