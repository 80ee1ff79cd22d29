#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A parsed JSON text as a flat list of nodes in document order (a "tape"): one node per value, object
/// members as a key node followed by the value's nodes. Containers record where their subtree ends, so a
/// reader skips a member in one step. Scalars keep the byte range of their text and are converted only when
/// asked for, so the fields a caller does not read cost one scan and nothing more.
///
/// The parser is strict RFC 8259 JSON (no trailing commas, comments, leading zeros or bare words); any other
/// text is rejected with the byte offset of the first error. Nesting is limited to `maxDepth`.
package struct JSONTape {
    package enum Kind: UInt8 {
        case null, `true`, `false`
        /// An integer in plain form (`-?[0-9]+`).
        case integer
        /// A number with a fraction or an exponent.
        case float
        /// A string without escapes: its bytes are the text.
        case string
        /// A string with backslash escapes to resolve.
        case escapedString
        case array
        case object
    }

    package struct Node {
        package var kind: Kind
        /// Scalars: the first byte of the text (inside the quotes for strings). Containers: the number of
        /// elements (arrays) or members (objects).
        package var start: UInt32
        /// Scalars: one past the last byte. Containers: the index of the first node after the subtree.
        package var end: UInt32
    }

    package static let maxDepth = 512

    package let bytes: [UInt8]
    package private(set) var nodes: [Node]

    package struct SyntaxError: Error, CustomStringConvertible {
        package let offset: Int
        package let reason: String
        package var description: String { "invalid JSON at byte \(offset): \(reason)" }
    }

    package init(_ bytes: [UInt8]) throws(SyntaxError) {
        self.bytes = bytes
        self.nodes = []
        nodes.reserveCapacity(bytes.count / 8 + 4)
        let count = bytes.count
        guard count < Int(UInt32.max) else { throw SyntaxError(offset: 0, reason: "text longer than 4 GiB") }
        var parser = Parser(count: count)
        // A UTF-8 byte order mark is skipped, as JSONDecoder does (RFC 8259 §8.1 lets a parser ignore it).
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.position = 3 }
        try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
            try parser.parse(buffer, into: &nodes)
        }
        // Member names must be text: a name that is not valid UTF-8 (or has a lone surrogate escape) would otherwise be
        // skipped silently by lookups. Values are checked when they are read.
        for index in nodes.indices where nodes[index].kind == .object {
            for name in children(of: index) where !isText(at: name) {
                throw SyntaxError(
                    offset: Int(nodes[name].start),
                    reason: "member name is not valid UTF-8 (or has a lone surrogate escape)")
            }
        }
    }

    /// The children of a container, in document order: an array's elements, or an object's member names (each
    /// name's value is the node right after it).
    package func children(of container: Int) -> Children {
        Children(
            tape: self, cursor: container + 1, left: Int(nodes[container].start),
            step: nodes[container].kind == .object ? 1 : 0)
    }

    package struct Children: Sequence, IteratorProtocol {
        package let tape: JSONTape
        package var cursor: Int
        package var left: Int
        /// 1 for objects: a member's value follows its name.
        package let step: Int

        package mutating func next() -> Int? {
            guard left > 0 else { return nil }
            left -= 1
            let child = cursor
            cursor = tape.next(after: child + step)
            return child
        }
    }

    /// Whether a string node is valid text, without making a String for the usual (unescaped) case.
    package func isText(at index: Int) -> Bool {
        let node = nodes[index]
        guard node.kind == .string else { return string(at: index) != nil }
        return bytes.withUnsafeBufferPointer { buffer in
            JSONTape.isUTF8(UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.end)]))
        }
    }

    /// Whether a number's digits (before any exponent) are all zero: `0`, `-0.000`, `0e5`.
    package func isZeroNumber(at index: Int) -> Bool {
        let node = nodes[index]
        for position in Int(node.start)..<Int(node.end) {
            let byte = bytes[position]
            if byte | 0x20 == UInt8(ascii: "e") { break }
            if byte >= UInt8(ascii: "1") && byte <= UInt8(ascii: "9") { return false }
        }
        return true
    }

    /// The index of the node after `index`'s subtree.
    @inline(__always)
    package func next(after index: Int) -> Int {
        let node = nodes[index]
        switch node.kind {
        case .array, .object: return Int(node.end)
        default: return index + 1
        }
    }

    // MARK: Parsing

    private struct Parser {
        let count: Int
        var position = 0
        var depth = 0

        init(count: Int) { self.count = count }

        mutating func parse(_ text: UnsafeBufferPointer<UInt8>, into nodes: inout [Node]) throws(SyntaxError) {
            skipWhitespace(text)
            try value(text, into: &nodes)
            skipWhitespace(text)
            if position != count { throw SyntaxError(offset: position, reason: "unexpected text after the value") }
        }

        @inline(__always)
        mutating func skipWhitespace(_ text: UnsafeBufferPointer<UInt8>) {
            while position < count {
                switch text[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }

        mutating func value(_ text: UnsafeBufferPointer<UInt8>, into nodes: inout [Node]) throws(SyntaxError) {
            guard position < count else { throw SyntaxError(offset: position, reason: "unexpected end of text") }
            switch text[position] {
            case UInt8(ascii: "{"): try object(text, into: &nodes)
            case UInt8(ascii: "["): try array(text, into: &nodes)
            case UInt8(ascii: "\""): try string(text, into: &nodes)
            case UInt8(ascii: "t"): try literal(text, "true", .true, into: &nodes)
            case UInt8(ascii: "f"): try literal(text, "false", .false, into: &nodes)
            case UInt8(ascii: "n"): try literal(text, "null", .null, into: &nodes)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number(text, into: &nodes)
            default: throw SyntaxError(offset: position, reason: "unexpected character \(Self.show(text[position]))")
            }
        }

        mutating func object(_ text: UnsafeBufferPointer<UInt8>, into nodes: inout [Node]) throws(SyntaxError) {
            try container(text, isObject: true, into: &nodes)
        }

        mutating func array(_ text: UnsafeBufferPointer<UInt8>, into nodes: inout [Node]) throws(SyntaxError) {
            try container(text, isObject: false, into: &nodes)
        }

        /// An object (members: a name, ':', a value) or an array (elements: a value), separated by commas.
        mutating func container(_ text: UnsafeBufferPointer<UInt8>, isObject: Bool, into nodes: inout [Node])
            throws(SyntaxError)
        {
            let (what, close) = isObject ? ("object", UInt8(ascii: "}")) : ("array", UInt8(ascii: "]"))
            depth += 1
            if depth > JSONTape.maxDepth {
                throw SyntaxError(offset: position, reason: "nested deeper than \(JSONTape.maxDepth)")
            }
            let index = nodes.count
            nodes.append(Node(kind: isObject ? .object : .array, start: 0, end: 0))
            position += 1
            var elements: UInt32 = 0
            skipWhitespace(text)
            if position < count, text[position] == close {
                position += 1
            } else {
                while true {
                    skipWhitespace(text)
                    if isObject {
                        guard position < count, text[position] == UInt8(ascii: "\"") else {
                            throw SyntaxError(offset: position, reason: "expected a member name in quotes")
                        }
                        try string(text, into: &nodes)
                        skipWhitespace(text)
                        guard position < count, text[position] == UInt8(ascii: ":") else {
                            throw SyntaxError(offset: position, reason: "expected ':' after a member name")
                        }
                        position += 1
                        skipWhitespace(text)
                    }
                    try value(text, into: &nodes)
                    elements += 1
                    skipWhitespace(text)
                    guard position < count else { throw SyntaxError(offset: position, reason: "unterminated \(what)") }
                    if text[position] == UInt8(ascii: ",") { position += 1; continue }
                    if text[position] == close { position += 1; break }
                    throw SyntaxError(
                        offset: position, reason: "expected ',' or '\(Character(Unicode.Scalar(close)))' in an \(what)")
                }
            }
            nodes[index].start = elements
            nodes[index].end = UInt32(nodes.count)
            depth -= 1
        }

        mutating func string(_ text: UnsafeBufferPointer<UInt8>, into nodes: inout [Node]) throws(SyntaxError) {
            let open = position
            position += 1
            let start = position
            var escaped = false
            while true {
                // Eight bytes at a time while none is a quote, a backslash or a control character.
                while position + 8 <= count {
                    let word = UnsafeRawPointer(text.baseAddress!).loadUnaligned(
                        fromByteOffset: position, as: UInt64.self)
                    let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
                    let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
                    let special =
                        ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
                        | ((word &- ones &* 0x20) & ~word)
                    if special & highs != 0 { break }
                    position += 8
                }
                guard position < count else { throw SyntaxError(offset: open, reason: "unterminated string") }
                let byte = text[position]
                if byte == UInt8(ascii: "\"") { break }
                if byte < 0x20 { throw SyntaxError(offset: position, reason: "control character in a string") }
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    position += 1
                    guard position < count else { throw SyntaxError(offset: open, reason: "unterminated string") }
                    switch text[position] {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"),
                        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        break
                    case UInt8(ascii: "u"):
                        guard position + 4 < count else {
                            throw SyntaxError(offset: position, reason: "short \\u escape")
                        }
                        for offset in 1...4 where JSONTape.hexValue(text[position + offset]) == nil {
                            throw SyntaxError(offset: position + offset, reason: "bad hex digit in a \\u escape")
                        }
                        position += 4
                    default:
                        throw SyntaxError(offset: position, reason: "unknown escape \\\(Self.show(text[position]))")
                    }
                }
                position += 1
            }
            nodes.append(Node(kind: escaped ? .escapedString : .string, start: UInt32(start), end: UInt32(position)))
            position += 1
        }

        mutating func number(_ text: UnsafeBufferPointer<UInt8>, into nodes: inout [Node]) throws(SyntaxError) {
            let start = position
            var integer = true
            if text[position] == UInt8(ascii: "-") { position += 1 }
            guard position < count, Self.isDigit(text[position]) else {
                throw SyntaxError(offset: position, reason: "expected a digit")
            }
            if text[position] == UInt8(ascii: "0") {
                position += 1
                if position < count, Self.isDigit(text[position]) {
                    throw SyntaxError(offset: position, reason: "leading zero in a number")
                }
            } else {
                while position < count, Self.isDigit(text[position]) { position += 1 }
            }
            if position < count, text[position] == UInt8(ascii: ".") {
                integer = false
                position += 1
                guard position < count, Self.isDigit(text[position]) else {
                    throw SyntaxError(offset: position, reason: "expected a digit after '.'")
                }
                while position < count, Self.isDigit(text[position]) { position += 1 }
            }
            if position < count, text[position] | 0x20 == UInt8(ascii: "e") {
                integer = false
                position += 1
                if position < count, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-") {
                    position += 1
                }
                guard position < count, Self.isDigit(text[position]) else {
                    throw SyntaxError(offset: position, reason: "expected a digit in the exponent")
                }
                while position < count, Self.isDigit(text[position]) { position += 1 }
            }
            nodes.append(Node(kind: integer ? .integer : .float, start: UInt32(start), end: UInt32(position)))
        }

        mutating func literal(
            _ text: UnsafeBufferPointer<UInt8>, _ word: StaticString, _ kind: Kind,
            into nodes: inout [Node]
        ) throws(SyntaxError) {
            let length = word.utf8CodeUnitCount
            guard position + length <= count else {
                throw SyntaxError(offset: position, reason: "unexpected end of text")
            }
            let expected = UnsafeBufferPointer(start: word.utf8Start, count: length)
            for offset in 0..<length where text[position + offset] != expected[offset] {
                throw SyntaxError(offset: position, reason: "unexpected character \(Self.show(text[position]))")
            }
            nodes.append(Node(kind: kind, start: UInt32(position), end: UInt32(position + length)))
            position += length
        }

        @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

        static func show(_ byte: UInt8) -> String {
            (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16)
        }
    }

    @inline(__always)
    package static func hexValue(_ byte: UInt8) -> UInt8? { Hex.value(of: byte) }

    // MARK: Reading scalars

    /// The string at a string node, escapes resolved; nil if the bytes are not valid UTF-8 (or a `\u` escape is
    /// a lone surrogate).
    package func string(at index: Int) -> String? {
        let node = nodes[index]
        let start = Int(node.start), end = Int(node.end)
        if node.kind == .string {
            return bytes.withUnsafeBufferPointer { Self.utf8String(UnsafeBufferPointer(rebasing: $0[start..<end])) }
        }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var position = start
        while position < end {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\") else { out.append(byte); position += 1; continue }
            let escape = bytes[position + 1]
            position += 2
            switch escape {
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var unit = hex4(at: position)
                position += 4
                if (0xD800..<0xDC00).contains(unit) {
                    // A high surrogate must be followed by an escaped low one.
                    guard position + 6 <= end, bytes[position] == UInt8(ascii: "\\"),
                        bytes[position + 1] == UInt8(ascii: "u")
                    else { return nil }
                    let low = hex4(at: position + 2)
                    guard (0xDC00..<0xE000).contains(low) else { return nil }
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    position += 6
                } else if (0xDC00..<0xE000).contains(unit) {
                    return nil
                }
                guard let scalar = Unicode.Scalar(unit) else { return nil }
                out.append(contentsOf: UTF8.encode(scalar)!)
            default: out.append(escape)  // \" \\ \/
            }
        }
        return out.withUnsafeBufferPointer { Self.utf8String($0) }
    }

    /// A String of UTF-8 bytes, or nil if they are not valid UTF-8.
    package static func utf8String(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        isUTF8(text) ? String(decoding: text, as: UTF8.self) : nil
    }

    /// Whether bytes are valid UTF-8 (ASCII, the usual case, is checked 8 bytes at a time).
    package static func isUTF8(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        var high: UInt64 = 0
        if let base = text.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= text.count {
                high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
        }
        while index < text.count { high |= UInt64(text[index]); index += 1 }
        return high & 0x8080_8080_8080_8080 == 0 || validUTF8(text)
    }

    /// Strict UTF-8 validation (no overlong forms, surrogates or values above U+10FFFF).
    package static func validUTF8(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = text.count
        while index < count {
            let lead = text[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int, lower: UInt8, upper: UInt8
            switch lead {
            case 0xC2...0xDF: length = 2; lower = 0x80; upper = 0xBF
            case 0xE0: length = 3; lower = 0xA0; upper = 0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3; lower = 0x80; upper = 0xBF
            case 0xED: length = 3; lower = 0x80; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90; upper = 0xBF
            case 0xF1...0xF3: length = 4; lower = 0x80; upper = 0xBF
            case 0xF4: length = 4; lower = 0x80; upper = 0x8F
            default: return false
            }
            guard index + length <= count, (lower...upper).contains(text[index + 1]) else { return false }
            for offset in 2..<max(2, length) where text[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }

    private func hex4(at position: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 { value = value << 4 | UInt32(JSONTape.hexValue(bytes[position + offset])!) }
        return value
    }

    /// Whether the string at a string node equals `key` (as UTF-8), without building a String when it has no escapes.
    package func stringEquals(_ index: Int, _ key: inout String) -> Bool {
        let node = nodes[index]
        if node.kind == .escapedString { return string(at: index).map { $0.utf8.elementsEqual(key.utf8) } ?? false }
        let start = Int(node.start), length = Int(node.end) - start
        return key.withUTF8 { keyBytes in
            guard keyBytes.count == length else { return false }
            return bytes.withUnsafeBufferPointer { buffer in
                length == 0 || memcmp(buffer.baseAddress! + start, keyBytes.baseAddress!, length) == 0
            }
        }
    }

    /// The text of a scalar node.
    package func text(at index: Int) -> Substring {
        let node = nodes[index]
        return Substring(decoding: bytes[Int(node.start)..<Int(node.end)], as: UTF8.self)
    }

    /// The integer a number with a fraction or an exponent denotes (`1.0`, `25e-1` is not one, `2.5e1` is), exactly
    /// by its decimal digits (not through a Double), or nil if it is not an integer or does not fit `T`.
    package func exactInteger<T: FixedWidthInteger>(at index: Int, as: T.Type) -> T? {
        let node = nodes[index]
        var position = Int(node.start)
        let end = Int(node.end)
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var digits: [UInt8] = []
        var fractionDigits = 0
        var inFraction = false
        while position < end, bytes[position] | 0x20 != UInt8(ascii: "e") {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else {
                if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte &- UInt8(ascii: "0")) }
                if inFraction { fractionDigits += 1 }
            }
            position += 1
        }
        var exponent = 0
        if position < end {
            position += 1
            var exponentNegative = false
            if bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            while position < end {
                // Capped far beyond any digit count a text can have, so that `scale` below stays exact.
                exponent = min(exponent * 10 + Int(bytes[position] &- UInt8(ascii: "0")), 1_000_000_000_000)
                position += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        // The value is digits × 10^scale (leading zeros were dropped; a fraction digit lowers the scale).
        var scale = exponent - fractionDigits
        while scale < 0, let last = digits.last, last == 0 { digits.removeLast(); scale += 1 }
        if digits.isEmpty { return 0 }
        guard scale >= 0, digits.count + scale <= 40 else { return nil }
        if negative && !T.isSigned { return nil }
        var value: T = 0
        for digit in digits + [UInt8](repeating: 0, count: scale) {
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative ? times10.subtractingReportingOverflow(T(digit)) : times10.addingReportingOverflow(T(digit))
            if overflow1 || overflow2 { return nil }
            value = next
        }
        return value
    }

    /// The exact integer at an integer node, or nil if it does not fit `T`.
    package func integer<T: FixedWidthInteger>(at index: Int, as: T.Type) -> T? {
        let node = nodes[index]
        var position = Int(node.start)
        let end = Int(node.end)
        let negative = bytes[position] == UInt8(ascii: "-")
        if negative {
            guard T.isSigned else { return bytes[position + 1] == UInt8(ascii: "0") && end - position == 2 ? 0 : nil }
            position += 1
        }
        var value: T = 0
        while position < end {
            let digit = T(bytes[position] &- UInt8(ascii: "0"))
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative ? times10.subtractingReportingOverflow(digit) : times10.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            value = next
            position += 1
        }
        return value
    }
}
