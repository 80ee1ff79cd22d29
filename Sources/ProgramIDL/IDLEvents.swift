import Borsh
import SolanaCore
import SolanaTransactions

/// An event a program emits (Anchor's `emit!` and `emit_cpi!`): its name, its 8-byte discriminator (Anchor ≥ 0.30
/// IDLs give it; it is `sha256("event:<Name>")[..8]`) and the layout of the data after it (the defined type of the
/// same name in Anchor IDLs).
public struct IDLEvent: Sendable, Hashable {
    /// The event's name.
    public var name: String
    /// Documentation lines.
    public var docs: [String]
    /// The bytes the event's data starts with.
    public var discriminator: [UInt8]
    /// The layout of the data after the discriminator.
    public var data: IDLType

    /// An event from its parts.
    public init(name: String, docs: [String] = [], discriminator: [UInt8], data: IDLType) {
        self.name = name
        self.docs = docs
        self.discriminator = discriminator
        self.data = data
    }
}

/// An event read back through an IDL: its name and its data's value.
public struct IDLDecodedEvent: Sendable, Hashable {
    /// The event's name in the IDL.
    public var name: String
    /// The data after the discriminator (a struct's fields positional, as `BorshValue` holds them).
    public var value: BorshValue
    /// The data's type (to name a struct's fields).
    public var type: IDLType

    /// A decoded event from its parts.
    public init(name: String, value: BorshValue, type: IDLType) {
        self.name = name
        self.value = value
        self.type = type
    }
}

/// Why bytes could not be read as an event of an IDL, or a log line as an event's data.
public enum IDLEventError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `Program data:` text that is not one standard base64 field (padded, no other character).
    case invalidBase64
    /// More data than `IDLEventLog.maxDataBytes`.
    case tooLarge(size: Int, limit: Int)
    /// No event of the IDL starts with the data's first bytes (the first 8 at most).
    case unknownDiscriminator([UInt8])
    /// The data matched the event's discriminator but the rest does not decode as its type (all of it must).
    case decoding(event: String, BorshError)
    /// A self-CPI instruction (`emit_cpi!`) whose data does not start with Anchor's event tag.
    case notAnEventInstruction

    /// A one-line English description.
    public var description: String {
        switch self {
        case .invalidBase64: "event data is not base64"
        case .tooLarge(let size, let limit): "event data of \(size) bytes, more than the limit of \(limit)"
        case .unknownDiscriminator(let bytes): "no event of the IDL has the discriminator \(Hex.encode(bytes))"
        case .decoding(let event, let error): "\(event): event data does not decode: \(error)"
        case .notAnEventInstruction: "instruction data does not start with Anchor's event tag"
        }
    }
}

extension ProgramIDL {
    /// Anchor's `EVENT_IX_TAG` (`0x1d9acb512ea545e4`) in little-endian: the first bytes of an `emit_cpi!` self-CPI's
    /// data, before the event's discriminator and data.
    public static let eventInstructionTag: [UInt8] = [0xe4, 0x45, 0xa5, 0x2e, 0x51, 0xcb, 0x9a, 0x1d]

    /// The event of that name.
    public func event(named name: String) -> IDLEvent? { events.first { $0.name == name } }

    /// Reads an event's bytes (`emit!`'s `Program data:` payload): the event whose discriminator starts the data (the
    /// longest that matches), the rest decoded as its type, all of it used.
    public func decodeEvent(_ data: [UInt8]) throws(IDLEventError) -> IDLDecodedEvent {
        guard data.count <= IDLEventLog.maxDataBytes else {
            throw .tooLarge(size: data.count, limit: IDLEventLog.maxDataBytes)
        }
        var best: IDLEvent?
        for event in events where !event.discriminator.isEmpty && data.starts(with: event.discriminator) {
            if event.discriminator.count > best?.discriminator.count ?? 0 { best = event }
        }
        guard let event = best else { throw .unknownDiscriminator(Array(data.prefix(8))) }
        let type: BorshType
        do { type = try lower(event.data) } catch {
            throw .decoding(event: event.name, .valueMismatch(path: "", expected: "a type that resolves"))
        }
        do {
            let value = try Borsh.decode(Array(data[event.discriminator.count...]), as: type)
            return IDLDecodedEvent(name: event.name, value: value, type: event.data)
        } catch { throw .decoding(event: event.name, error) }
    }

    /// Reads an `emit_cpi!` event: the data of the program's self-CPI instruction, Anchor's event tag
    /// (`eventInstructionTag`) then the event as `decodeEvent(_:)` reads it.
    public func decodeEventInstruction(_ data: [UInt8]) throws(IDLEventError) -> IDLDecodedEvent {
        guard data.starts(with: Self.eventInstructionTag) else { throw .notAnEventInstruction }
        return try decodeEvent(Array(data.dropFirst(Self.eventInstructionTag.count)))
    }
}

/// The events in a transaction's log messages: each `Program data: <base64>` line attributed to the program on top
/// of the invoke stack (`Program <id> invoke [n]` pushes, `Program <id> success` and `Program <id> failed: …` pop),
/// decoded by that program's IDL when one is given (other programs' data is left out).
///
/// Bounded: at most `maxLines` lines are read (the rest are left out; nodes keep about 10 KB of logs), an invoke
/// stack at most `maxDepth` deep (a deeper push, or a pop of a program not on top, resets the stack: data is then
/// unattributed until the next invoke), each data field at most `maxDataBytes`. Never traps; a line that does not
/// decode is an entry with its typed error.
public enum IDLEventLog {
    /// The most log lines read.
    public static let maxLines = 20_000
    /// The deepest invoke stack followed (the runtime allows 5 levels; the margin is for future runtimes).
    public static let maxDepth = 64
    /// The most bytes of one event's data (decoded).
    public static let maxDataBytes = 64 << 10

    /// One event found in the logs.
    public struct Entry: Sendable, Hashable {
        /// The index of its `Program data:` line in the logs.
        public var line: Int
        /// The program that logged it (the top of the invoke stack).
        public var program: PublicKey
        /// Its invoke depth (1: an instruction of the transaction; 2 and more: a cross-program invocation).
        public var depth: Int
        /// The event, or why its data did not decode under the program's IDL.
        public var result: Result<IDLDecodedEvent, IDLEventError>

        /// An entry from its parts.
        public init(line: Int, program: PublicKey, depth: Int, result: Result<IDLDecodedEvent, IDLEventError>) {
            self.line = line
            self.program = program
            self.depth = depth
            self.result = result
        }
    }

    /// The events of `programs` (by program id) in `logs`, in log order.
    public static func events(in logs: [String], programs: [PublicKey: ProgramIDL]) -> [Entry] {
        walk(logs, programs: programs).map(\.entry)
    }

    /// A `Program data:` line found by `walk`: the entry, the top-level instruction it was logged in (counting
    /// `invoke [1]` lines, matched to `instructionPrograms` when given) and how many inner invokes of that
    /// instruction started before it.
    struct Found {
        var entry: Entry
        var instruction: Int?
        var innerInvokesBefore: Int
    }

    static func walk(_ logs: [String], programs: [PublicKey: ProgramIDL], instructionPrograms: [PublicKey] = [])
        -> [Found]
    {
        var stack: [PublicKey] = []
        var found: [Found] = []
        // The top-level instruction being run (-1 before the first) and the inner invokes seen in it.
        var instruction = -1
        var innerInvokes = 0
        for (index, line) in logs.prefix(maxLines).enumerated() {
            let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard words.count == 3, words[0] == "Program" else { continue }
            if words[1] == "data:" {
                guard let program = stack.last, let idl = programs[program] else { continue }
                let result: Result<IDLDecodedEvent, IDLEventError>
                let text = words[2]
                if text.utf8.count / 4 * 3 > maxDataBytes + 2 {
                    result = .failure(.tooLarge(size: text.utf8.count / 4 * 3, limit: maxDataBytes))
                } else if let data = base64(text) {
                    do { result = .success(try idl.decodeEvent(data)) } catch { result = .failure(error) }
                } else {
                    result = .failure(.invalidBase64)
                }
                found.append(
                    Found(
                        entry: Entry(line: index, program: program, depth: stack.count, result: result),
                        instruction: instruction >= 0 ? instruction : nil, innerInvokesBefore: innerInvokes))
                continue
            }
            guard let program = programKey(words[1]) else { continue }
            let rest = words[2]
            if rest.hasPrefix("invoke") {
                // `invoke [n]`: the stack below is n - 1 deep (a missing `success` line cannot shift the rest).
                var stated: Int?
                if rest.hasPrefix("invoke ["), rest.hasSuffix("]"), rest.utf8.count <= 12,
                    let depth = Int(rest.dropFirst(8).dropLast()), depth >= 1
                {
                    stated = depth
                    if depth - 1 < stack.count { stack.removeLast(stack.count - (depth - 1)) }
                }
                if stack.count >= maxDepth { stack.removeAll() }
                stack.append(program)
                if (stated ?? stack.count) == 1 {
                    // A new top-level instruction: the next one of this program (instructions that log nothing,
                    // as precompiles may not, are skipped), else simply the next.
                    let later = instructionPrograms.indices.dropFirst(instruction + 1)
                    let next = later.first { instructionPrograms[$0] == program }
                    instruction = next ?? instruction + 1
                    innerInvokes = 0
                } else {
                    innerInvokes += 1
                }
            } else if rest == "success" || rest.hasPrefix("failed") {
                if stack.last == program { stack.removeLast() } else { stack.removeAll() }
            }
        }
        return found
    }

    static func programKey(_ word: Substring) -> PublicKey? {
        guard word.utf8.count <= PublicKey.maxBase58Length else { return nil }
        return try? PublicKey(String(word))
    }

    /// Standard base64 (RFC 4648 §4, padded, as the runtime logs it); nil for anything else.
    static func base64(_ text: Substring) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count % 4 == 0, utf8.count / 4 * 3 <= maxDataBytes + 2 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count / 4 * 3)
        var position = 0
        while position < utf8.count {
            var quad: UInt32 = 0
            var padding = 0
            for offset in 0..<4 {
                let character = utf8[position + offset]
                let value: UInt32
                switch character {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(character - UInt8(ascii: "A"))
                case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(character - UInt8(ascii: "a")) + 26
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(character - UInt8(ascii: "0")) + 52
                case UInt8(ascii: "+"): value = 62
                case UInt8(ascii: "/"): value = 63
                case UInt8(ascii: "="):
                    // Padding: only the last one or two characters of the last quad.
                    guard position + 4 == utf8.count, offset >= 2 else { return nil }
                    padding += 1
                    value = 0
                default: return nil
                }
                // A character after padding is not base64.
                if padding > 0, character != UInt8(ascii: "=") { return nil }
                quad = quad << 6 | value
            }
            let group = [UInt8(quad >> 16 & 0xff), UInt8(quad >> 8 & 0xff), UInt8(quad & 0xff)]
            // Canonical: the bits padding drops are zero.
            if padding == 1, group[2] != 0 { return nil }
            if padding == 2, group[1] != 0 || group[2] != 0 { return nil }
            bytes += group.prefix(3 - padding)
            position += 4
        }
        guard bytes.count <= maxDataBytes else { return nil }
        return bytes
    }
}
