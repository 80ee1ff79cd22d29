/// Bytes kept inside a larger array that other values share — for a decoded transaction, its wire
/// bytes — and indexed from 0 like an array of their own.
///
/// Decoding a message used to allocate one array per instruction's accounts and data and per lookup's
/// index lists (about ten small arrays for a typical v0 transaction), which was most of the decode time.
/// Decoded values now point into the one array the transaction was read from; a value made from an
/// array (e.g. by compiling instructions) simply holds that array, so converting it back costs nothing.
///
/// Compares and hashes by content, whatever array holds the bytes.
public struct SharedBytes: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The array that holds the bytes (possibly more than these).
    @usableFromInline let storage: [UInt8]
    /// Where the bytes start in `storage`.
    @usableFromInline let offset: Int
    /// How many bytes there are.
    public let count: Int

    /// Bytes `offset..<offset + count` of `storage` (the caller has checked the range).
    @inlinable @inline(__always)
    init(storage: [UInt8], offset: Int, count: Int) {
        self.storage = storage
        self.offset = offset
        self.count = count
    }

    /// All the bytes of an array, without copying it.
    @inlinable
    public init(_ bytes: [UInt8]) { self.init(storage: bytes, offset: 0, count: bytes.count) }

    /// The bytes of an array literal.
    public init(arrayLiteral elements: UInt8...) { self.init(elements) }

    /// The bytes as an array: free when they are a whole array, else one copy.
    @inlinable
    public var array: [UInt8] {
        if offset == 0 && count == storage.count { return storage }
        return withUnsafeBytes { Array($0) }
    }

    /// Always 0: the bytes are indexed from 0 whatever their place in the shared array.
    @inlinable public var startIndex: Int { 0 }
    /// The number of bytes.
    @inlinable public var endIndex: Int { count }

    /// The byte at `position` (0 ..< `count`); traps when out of range.
    @inlinable
    public subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < count, "index out of range")
        return storage.withUnsafeBufferPointer { $0[offset &+ position] }
    }

    /// Read access to the bytes without copying.
    @inlinable
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count])) }
    }

    /// Calls `body` with the bytes, without copying them; never nil.
    @inlinable
    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[offset..<offset + count])) }
    }

    /// Whether the bytes are equal (whatever arrays hold them).
    public static func == (lhs: SharedBytes, rhs: SharedBytes) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { a in rhs.withUnsafeBytes { b in a.elementsEqual(b) } }
    }

    /// Hashes the count and the bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}

extension SharedBytes: CustomStringConvertible, CustomDebugStringConvertible {
    /// The bytes as an array's description.
    public var description: String { array.description }
    /// The bytes as an array's debug description.
    public var debugDescription: String { array.debugDescription }
}

/// Two byte strings in one array, so a value holding both (an instruction's account indexes and data,
/// a lookup's writable and read-only indexes) keeps one reference instead of two: half the reference
/// counting when decoded values are made and destroyed.
///
/// Compares and hashes by the two strings' contents.
struct SharedBytePair: Sendable, Hashable {
    /// Holds both strings (decoded: the wire bytes; built: the first then the second).
    let storage: [UInt8]
    let firstStart: Int
    let secondStart: Int
    let firstCount: UInt32
    let secondCount: UInt32

    /// Two ranges of `storage` (the caller has checked them).
    @inline(__always)
    init(storage: [UInt8], first: Range<Int>, second: Range<Int>) {
        self.storage = storage
        firstStart = first.lowerBound
        firstCount = UInt32(truncatingIfNeeded: first.count)
        secondStart = second.lowerBound
        secondCount = UInt32(truncatingIfNeeded: second.count)
    }

    /// `first` and `second` copied into one array.
    init(_ first: some Collection<UInt8>, _ second: some Collection<UInt8>) {
        var storage: [UInt8] = []
        storage.reserveCapacity(first.count + second.count)
        storage += first
        storage += second
        self.init(storage: storage, first: 0..<first.count, second: first.count..<storage.count)
    }

    var first: SharedBytes { SharedBytes(storage: storage, offset: firstStart, count: Int(firstCount)) }
    var second: SharedBytes { SharedBytes(storage: storage, offset: secondStart, count: Int(secondCount)) }

    @inline(__always)
    func withFirst<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes {
            try body(UnsafeRawBufferPointer(rebasing: $0[firstStart..<firstStart + Int(firstCount)]))
        }
    }

    @inline(__always)
    func withSecond<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.withUnsafeBytes {
            try body(UnsafeRawBufferPointer(rebasing: $0[secondStart..<secondStart + Int(secondCount)]))
        }
    }

    static func == (lhs: SharedBytePair, rhs: SharedBytePair) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
    }

    func hash(into hasher: inout Hasher) {
        first.hash(into: &hasher)
        second.hash(into: &hasher)
    }
}
