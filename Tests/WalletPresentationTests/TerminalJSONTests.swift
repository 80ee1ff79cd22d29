import Foundation
import SolanaCore
import TestSupport
import Testing
import WalletPresentation

/// JSON for a terminal and one-line error text: every character a terminal acts on or reorders, drawn at random,
/// is escaped, and the JSON still decodes to exactly the strings that were encoded.
@Suite struct TerminalJSONTests {
    /// Characters JSONEncoder leaves raw that a terminal may act on, and plain ones around them.
    static let risky: [Unicode.Scalar] =
        [0x7F, 0x80, 0x85, 0x9B, 0x9D, 0x9F, 0x200E, 0x200F, 0x061C, 0x2028, 0x2029]
        .map { Unicode.Scalar($0)! } + (0x202A...0x202E).map { Unicode.Scalar($0)! }
        + (0x2066...0x2069).map { Unicode.Scalar($0)! }
    static let plain: [Unicode.Scalar] = ["a", "é", "€", "😀", "\"", "\\", "\n", "\u{1B}", " "]

    @Test func escapedJSONDecodesToTheSameStrings() throws {
        var generator = SeededGenerator(seed: Property.seed)
        for _ in 0..<300 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                let pool = Bool.random(using: &generator) ? Self.risky : Self.plain
                scalars.append(pool[Int.random(in: 0..<pool.count, using: &generator)])
            }
            let text = String(scalars)
            let json = String(decoding: try JSONEncoder().encode(["memo": text, "key": "value"]), as: UTF8.self)
            let escaped = TerminalText.escapeJSON(json)
            let unsafe = escaped.unicodeScalars.filter { TerminalText.isUnsafe($0) }
            #expect(unsafe.isEmpty, "seed \(Property.seed): \(text.debugDescription) left \(Array(unsafe))")
            let decoded = try JSONDecoder().decode([String: String].self, from: Data(escaped.utf8))
            #expect(decoded["memo"] == text, "seed \(Property.seed): \(text.debugDescription)")
        }
    }

    @Test func oneLineShowsEveryLineBreakAndKeepsTheRest() {
        #expect(OneLine.escape("out of stock\nfor you: 500 SOL") == #"out of stock\nfor you: 500 SOL"#)
        #expect(OneLine.escape("a\r\nb\u{85}c\u{2028}d\u{2029}e") == #"a\r\nb\u{85}c\u{2028}d\u{2029}e"#)
        #expect(OneLine.escape("no break \u{1B}[1A €") == "no break \u{1B}[1A €")
    }
}
