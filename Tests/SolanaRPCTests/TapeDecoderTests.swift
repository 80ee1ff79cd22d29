import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaRPC

/// `TapeJSONDecoder` (the client's decoder) against Foundation's `JSONDecoder` as the oracle: fresh random
/// documents and mutations of them each run, exact integers, typed errors with their coding paths.
@Suite struct TapeDecoderTests {
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A random JSON text: nested objects and arrays, strings with escapes and non-ASCII text, numbers of every form.
    static func document(_ random: inout Random, depth: Int = 0) -> String {
        let pick = depth > 4 ? Int.random(in: 0..<6, using: &random) : Int.random(in: 0..<8, using: &random)
        let space = [" ", "", "\n", "\t", "\r\n  "].randomElement(using: &random)!
        switch pick {
        case 0: return "null"
        case 1: return Bool.random(using: &random) ? "true" : "false"
        case 2: return number(&random)
        case 3, 4, 5: return "\"" + stringBody(&random) + "\""
        case 6:
            let count = Int.random(in: 0..<6, using: &random)
            return "[" + space
                + (0..<count).map { _ in document(&random, depth: depth + 1) }.joined(separator: "," + space) + space
                + "]"
        default:
            let count = Int.random(in: 0..<6, using: &random)
            let members = (0..<count).map { index in
                "\"k\(index)" + (Bool.random(using: &random) ? stringBody(&random) : "") + "\"" + space + ":" + space
                    + document(&random, depth: depth + 1)
            }
            return "{" + space + members.joined(separator: "," + space) + space + "}"
        }
    }

    static func number(_ random: inout Random) -> String {
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return String(UInt64.random(in: 0...UInt64.max, using: &random))
        case 1: return String(Int64.random(in: Int64.min...0, using: &random))
        case 2:
            return [
                "18446744073709551615", "18446744073709551616", "-9223372036854775808", "-9223372036854775809", "0",
                "-0",
            ]
            .randomElement(using: &random)!
        case 3: return String(Int.random(in: -1000...1000, using: &random)) + ".0"
        case 4: return String(Double.random(in: -1e6...1e6, using: &random))
        case 5: return "\(Int.random(in: 1...9, using: &random))e\(Int.random(in: -30...30, using: &random))"
        case 6:
            return
                "\(Int.random(in: -99...99, using: &random)).\(Int.random(in: 0...999, using: &random))E+\(Int.random(in: 0...5, using: &random))"
        case 7: return String(Int.random(in: 0...9, using: &random))
        default: return "123456789012345678901234567890"  // beyond u64 and i64: a Double for JSONValue
        }
    }

    static func stringBody(_ random: inout Random) -> String {
        let pieces = [
            "a", "Z", "0", " ", "é", "€", "😀", "日本", "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t",
            "\\u0041", "\\u00e9", "\\u20AC", "\\ud83d\\ude00", "\\u0000", "lamports", "base64",
        ]
        return (0..<Int.random(in: 0..<12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    static func both(_ text: [UInt8]) -> (ours: Result<JSONValue, any Error>, foundation: Result<JSONValue, any Error>)
    {
        (
            Result { try TapeJSONDecoder.decode(JSONValue.self, from: text) },
            Result { try JSONDecoder().decode(JSONValue.self, from: Data(text)) }
        )
    }

    @Test func randomDocumentsDecodeAsJSONDecoderDoes() throws {
        let seed = UInt64.random(in: 0...UInt64.max, using: &TestRandom.rng)
        var random = Random(state: seed)
        for _ in 0..<3_000 {
            let text = Self.document(&random)
            let (ours, foundation) = Self.both(Array(text.utf8))
            switch (ours, foundation) {
            case (.success(let a), .success(let b)): #expect(a == b, "seed \(seed): \(text)")
            case (.failure(let error), .success):
                Issue.record("seed \(seed): we reject what JSONDecoder reads: \(text) — \(error)")
            case (.success, .failure(let error)):
                Issue.record("seed \(seed): JSONDecoder rejects what we read: \(text) — \(error)")
            case (.failure, .failure): break  // e.g. \u0000 inside a key JSONDecoder rejects too
            }
        }
    }

    /// One-byte edits of valid documents: both decoders accept or both reject, and agree on what they accept.
    @Test func mutatedDocumentsAreAcceptedOrRejectedAlike() throws {
        let seed = UInt64.random(in: 0...UInt64.max, using: &TestRandom.rng)
        var random = Random(state: seed)
        let alphabet = Array("{}[]\",:\\ 0123456789-+.eEtrufalsn\u{01}".utf8) + [0xC3, 0xA9, 0xFF, 0x80]
        var rejected = 0
        for _ in 0..<4_000 {
            var bytes = Array(Self.document(&random).utf8)
            let position = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where position < bytes.count: bytes.remove(at: position)
            case 1 where position < bytes.count: bytes[position] = alphabet.randomElement(using: &random)!
            default: bytes.insert(alphabet.randomElement(using: &random)!, at: position)
            }
            let (ours, foundation) = Self.both(bytes)
            let text = String(decoding: bytes, as: UTF8.self).debugDescription
            switch (ours, foundation) {
            case (.success(let a), .success(let b)): #expect(Self.agree(a, b), "seed \(seed): \(text)")
            case (.failure, .failure): rejected += 1
            case (.failure, .success) where Self.hasTrailingComma(bytes):
                // JSONDecoder tolerates `[1,]` and `{"a":1,}`; RFC 8259's grammar (and Python's json) do not, nor do we.
                rejected += 1
            case (.failure(let error), .success):
                Issue.record("seed \(seed): we reject what JSONDecoder reads: \(text) — \(error)")
            case (.success, .failure(let error)):
                Issue.record("seed \(seed): JSONDecoder rejects what we read: \(text) — \(error)")
            }
        }
        #expect(rejected > 1_000)  // the edits do break documents
    }

    /// Equal, except where JSONDecoder reads a non-integer in float form as an integer because it decides through a
    /// Double, whose rounding makes it one (`6185500040909925.909`, `34335088291399485.1`, `4e-720` → 0). We decide by
    /// the decimal digits, so those stay Doubles (of the same value). Its integer is then the truncated digits, which
    /// need not be the Double's value: `10836839486816929.787` is the Double 10836839486816930 to us and the integer
    /// 10836839486816929 to it, so the two agree when they lie within one step of the Double apart.
    static func agree(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { agree($0, $1) }
        case (.object(let x), .object(let y)): return x.keys == y.keys && x.allSatisfy { agree($0.value, y[$0.key]!) }
        case (.double(let x), .uint(let n)), (.uint(let n), .double(let x)): return a == b || near(x, Double(n))
        case (.double(let x), .int(let n)), (.int(let n), .double(let x)): return a == b || near(x, Double(n))
        default: return a == b
        }
    }

    static func near(_ x: Double, _ y: Double) -> Bool { x == y || abs(x - y) <= x.ulp }

    static func hasTrailingComma(_ bytes: [UInt8]) -> Bool {
        bytes.indices.contains { index in
            guard bytes[index] == UInt8(ascii: ",") else { return false }
            let rest = bytes[(index + 1)...].drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
            return rest.first == UInt8(ascii: "]") || rest.first == UInt8(ascii: "}")
        }
    }

    @Test func integersAreExact() throws {
        #expect(try TapeJSONDecoder.decode(UInt64.self, from: Array("18446744073709551615".utf8)) == UInt64.max)
        #expect(try TapeJSONDecoder.decode(Int64.self, from: Array("-9223372036854775808".utf8)) == Int64.min)
        // Numbers in float form decode to integers when the decimal number is one, as JSONDecoder does.
        let floatForms = "[1.0, 2e3, 0, 2.50e1, 1.2345678901234568e+17, -0.0, 0.000e5, 1.8e19]"
        #expect(
            try TapeJSONDecoder.decode([UInt64].self, from: Array(floatForms.utf8))
                == (try JSONDecoder().decode([UInt64].self, from: Data(floatForms.utf8))))
        #expect(
            try TapeJSONDecoder.decode([Int64].self, from: Array("[-1.0e3, -922337203685477580.8e1]".utf8)) == [
                -1000, Int64.min,
            ])
        // JSONDecoder refuses this one as "not valid JSON"; it is valid, and exactly u64::MAX.
        #expect(try TapeJSONDecoder.decode(UInt64.self, from: Array("18446744073709551615.000".utf8)) == UInt64.max)
        for bad in ["18446744073709551616", "-1", "1.5", "1e20", "\"5\"", "true", "25e-1", "1e400"] {
            #expect(throws: DecodingError.self, "\(bad)") {
                try TapeJSONDecoder.decode(UInt64.self, from: Array(bad.utf8))
            }
            #expect(throws: DecodingError.self, "\(bad)") {
                try JSONDecoder().decode(UInt64.self, from: Data(bad.utf8))
            }
        }
        // Not integers, though JSONDecoder truncates the first two (it decides through a Double) and reads the third as 0.
        for bad in ["123456789012345678.9", "34335088291399485.1", "4e-720", "18446744073709551615.5"] {
            #expect(throws: DecodingError.self, "\(bad)") {
                try TapeJSONDecoder.decode(UInt64.self, from: Array(bad.utf8))
            }
        }
        // A lamport amount beyond 2^53 survives (a Double would round it).
        let response = try TapeJSONDecoder.decode(
            RPCResponse<UInt64>.self,
            from: Array(#"{"context":{"slot":1},"value":9007199254740993}"#.utf8))
        #expect(response.value == 9_007_199_254_740_993)
    }

    struct Inner: Decodable, Equatable { let amount: UInt64; let owner: PublicKey }
    struct Outer: Decodable, Equatable { let items: [Inner] }

    /// Errors name the same path JSONDecoder names.
    @Test func errorsCarryTheCodingPath() throws {
        let key = PublicKey.tokenProgram.base58
        let cases: [(String, String)] = [
            (#"{"items":[{"amount":1,"owner":"\#(key)"},{"owner":"\#(key)"}]}"#, "items[1]: missing key 'amount'"),
            (#"{"items":[{"amount":"1","owner":"\#(key)"}]}"#, "items[0].amount"),
            (#"{"items":[{"amount":1,"owner":"nope0"}]}"#, "items[0].owner"),
            (#"{"items":{}}"#, "items"),
        ]
        func path(_ error: any Error) -> String {
            guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
            let context: DecodingError.Context
            var suffix = ""
            switch error {
            case .keyNotFound(let key, let c): context = c; suffix = ": missing key '\(key.stringValue)'"
            case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c): context = c
            @unknown default: return "?"
            }
            let rendered = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return String(rendered.drop(while: { $0 == "." })) + suffix
        }
        for (text, expected) in cases {
            var ours = "", theirs = ""
            do { _ = try TapeJSONDecoder.decode(Outer.self, from: Array(text.utf8)); ours = "decoded" } catch {
                ours = path(error)
            }
            do { _ = try JSONDecoder().decode(Outer.self, from: Data(text.utf8)); theirs = "decoded" } catch {
                theirs = path(error)
            }
            #expect(ours == expected, "\(text)")
            #expect(ours == theirs, "\(text)")
        }
    }

    @Test func malformedTextIsATypedErrorWithThePlace() throws {
        for (text, offset) in [
            ("{\"a\":1,}", 7), ("[1 2]", 3), ("{\"a\" 1}", 5), ("01", 1), ("\"abc", 0), ("[1] x", 4), ("", 0),
        ] {
            do {
                _ = try TapeJSONDecoder.decode(JSONValue.self, from: Array(text.utf8))
                Issue.record("accepted \(text.debugDescription)")
            } catch let DecodingError.dataCorrupted(context) {
                #expect(
                    context.debugDescription.contains("at byte \(offset)"),
                    "\(text.debugDescription): \(context.debugDescription)")
            }
        }
        // Nesting far beyond any RPC answer is refused, not a stack overflow.
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: DecodingError.self) { try TapeJSONDecoder.decode(JSONValue.self, from: Array(deep.utf8)) }
        // Invalid UTF-8 in a string the caller reads is an error, never a replacement character.
        #expect(throws: DecodingError.self) { try TapeJSONDecoder.decode(String.self, from: [0x22, 0xC3, 0x28, 0x22]) }
        #expect(throws: DecodingError.self) { try TapeJSONDecoder.decode(String.self, from: Array(#""\ud800""#.utf8)) }
    }

    @Test func foundationTypesFollowJSONDecoderDefaults() throws {
        struct Mixed: Decodable, Equatable {
            let data: Data; let url: URL; let decimal: Decimal; let optional: Int?; let missing: Int?
        }
        let text = Array(#"{"data":"AQID","url":"https://api.devnet.solana.com","decimal":0.1,"optional":null}"#.utf8)
        let ours = try TapeJSONDecoder.decode(Mixed.self, from: text)
        #expect(ours == (try JSONDecoder().decode(Mixed.self, from: Data(text))))
        #expect(ours.data == Data([1, 2, 3]) && ours.optional == nil && ours.missing == nil)
        #expect(ours.decimal == Decimal(string: "0.1"))
    }

    /// `RPCRequest.decodeResponse`: answers that arrive some other way (a cache, a file) decode as `send` decodes them.
    @Test func decodeResponseGivesTheValueTheNodesErrorOrWhatIsMalformed() throws {
        let directory = RecordedResponseTests.directory
        let balance = Array(try Data(contentsOf: directory.appendingPathComponent("getBalance-apiVersion.json")))
        #expect(
            try RPCRequest<RPCResponse<UInt64>>.getBalance(.tokenProgram).decodeResponse(balance).value
                == 114_638_463_277)
        let behind = Array(
            try Data(contentsOf: directory.appendingPathComponent("sendTransaction-error-node-behind.json")))
        do {
            _ = try RPCRequest<Signature>.sendTransaction([1]).decodeResponse(behind)
            Issue.record("expected the node's error")
        } catch {
            guard case .rpc(let rpcError) = error else { Issue.record("expected .rpc, got \(error)"); return }
            #expect(rpcError.code == -32005)
        }
        let wrong = Array(#"{"jsonrpc":"2.0","id":1,"result":{"context":{"slot":1},"value":"lots"}}"#.utf8)
        do {
            _ = try RPCRequest<RPCResponse<UInt64>>.getBalance(.tokenProgram).decodeResponse(wrong)
            Issue.record("expected a malformed answer")
        } catch {
            guard case .malformedResponse(let detail) = error else {
                Issue.record("expected .malformedResponse, got \(error)"); return
            }
            #expect(detail.hasPrefix("getBalance: ") && detail.contains("result.value"), "\(detail)")
        }
    }

    /// Cases a review found (each failed before its fix).
    @Test func reviewedEdgeCases() throws {
        func ours<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
            try TapeJSONDecoder.decode(T.self, from: Array(text.utf8))
        }
        func theirs<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
            try JSONDecoder().decode(T.self, from: Data(text.utf8))
        }
        // Long digit strings with exponents past any cap: the scale stays exact.
        let tiny = "0." + String(repeating: "0", count: 99_990) + "5e100005"
        #expect(try ours(Int.self, tiny) == 500_000_000_000_000)
        let long = "5" + String(repeating: "0", count: 100_010) + "e-100005"
        #expect(try ours(UInt64.self, long) == 500_000)
        #expect(try ours(Int.self, "0." + String(repeating: "0", count: 200_000) + "1e200004") == 1_000)
        // Floats parsed once, straight to Float: the largest finite one, and correct rounding.
        for text in ["3.4028235e+38", "1.00000005960464477539062500001", "-1.5e-45", "0.1"] {
            #expect(try ours(Float.self, text) == (try theirs(Float.self, text)), "\(text)")
        }
        // Too small to be anything but zero is an error, as too large is; a zero is a zero.
        for text in ["1e-400", "-2.5e-330"] {
            #expect(throws: DecodingError.self, "\(text)") { try ours(Double.self, text) }
        }
        #expect(throws: DecodingError.self) { try ours(Float.self, "1e-50") }
        #expect(try ours(Double.self, "0e-400") == 0 && ours(Float.self, "-0.000e-99") == 0)
        // A member name that is not text makes the document invalid (it is not skipped).
        #expect(throws: DecodingError.self) {
            try TapeJSONDecoder.decode(
                [String: Int].self, from: Array(#"{"a":1,""#.utf8) + [0xFF] + Array(#"":2}"#.utf8))
        }
        #expect(throws: DecodingError.self) { try ours([String: Int].self, #"{"a":1,"\ud800":2}"#) }
        // A duplicate name is one key; its first value wins.
        #expect(
            try ours([String: Int].self, #"{"a":1,"b":3,"a":2}"#)
                == (try theirs([String: Int].self, #"{"a":1,"b":3,"a":2}"#)))
        // A UTF-8 byte order mark is skipped.
        #expect(try TapeJSONDecoder.decode([Int].self, from: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
        // 128-bit integers, exactly.
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            #expect(try ours(Int128.self, "-170141183460469231731687303715884105728") == Int128.min)
            #expect(try ours([UInt128].self, "[340282366920938463463374607431768211455]") == [UInt128.max])
        }
        // Errors name the type asked for.
        do {
            _ = try ours(Data.self, "null")
            Issue.record("decoded null as Data")
        } catch DecodingError.valueNotFound(let type, _) {
            #expect(ObjectIdentifier(type) == ObjectIdentifier(Data.self))
        }
    }

    @Test func largeObjectsUseAnIndexAndStillFindEveryMember() throws {
        let members = (0..<200).map { "\"key\($0)\":\($0)" }.joined(separator: ",")
        let decoded = try TapeJSONDecoder.decode([String: UInt64].self, from: Array("{\(members)}".utf8))
        #expect(decoded.count == 200 && decoded["key0"] == 0 && decoded["key199"] == 199)
    }
}
