import TestSupport
import Testing

@testable import WalletPresentation

@Suite struct DisplayWidthTests {
    @Test func widths() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("Υπόλοιπο") == 8)
        #expect(DisplayWidth.of("中文") == 4)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ｓｏｌ") == 6)  // fullwidth Latin
        #expect(DisplayWidth.of("ﾊ") == 1)  // halfwidth katakana
        #expect(DisplayWidth.of("e\u{301}") == 1)  // e + combining acute
        #expect(DisplayWidth.of("Α\u{308}\u{301}") == 1)  // stacked combining marks
        #expect(DisplayWidth.of("🙂") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("\u{1F1E7}\u{1F1F7}") == 2)  // flag
        #expect(DisplayWidth.of("a\u{200B}b") == 2)  // zero-width space
    }

    /// The ASCII shortcut gives what the grapheme-by-grapheme sum gives, on printable ASCII and on text with controls.
    @Test func asciiShortcutAgreesWithTheGraphemeSum() {
        let alphabet = (0...0x7F).map { Character(Unicode.Scalar(UInt8($0))) } + ["é", "中", "\r\n"]
        for _ in 0..<500 {
            let text = String(
                (0..<Int.random(in: 0...40, using: &TestRandom.rng)).map { _ in
                    alphabet.randomElement(using: &TestRandom.rng)!
                })
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text.debugDescription)")
        }
        #expect(DisplayWidth.of("a\u{7F}b\tc") == 3)
    }

    @Test func truncation() {
        #expect(DisplayWidth.truncate("中文中文", to: 5) == "中文…")
        #expect(DisplayWidth.truncate("abcdef", to: 6) == "abcdef")
        #expect(DisplayWidth.truncate("abcdef", to: 4) == "abc…")
    }

    @Test func sanitizeShowsEscapesAndBidiOverrides() {
        #expect(TerminalText.sanitize("a\u{1B}[31mb") == #"a\e[31mb"#)
        #expect(TerminalText.sanitize("line1\nline2\ttab\r") == #"line1\nline2\ttab\r"#)
        #expect(TerminalText.sanitize("pay \u{202E}gnp.exe") == #"pay \u{202E}gnp.exe"#)
        #expect(TerminalText.sanitize("\u{9B}2J\u{7F}\u{0}\u{7}") == #"\u{9B}2J\u{7F}\u{0}\u{7}"#)
        #expect(TerminalText.sanitize("Υπόλοιπο 中文 e\u{301}") == "Υπόλοιπο 中文 e\u{301}")
        // OSC 52 (the clipboard) and OSC 8 (a hidden link) are shown whole, terminator included.
        #expect(TerminalText.sanitize("\u{1B}]52;c;QUJD\u{07}") == #"\e]52;c;QUJD\u{7}"#)
        #expect(TerminalText.sanitize("\u{1B}]8;;https://evil\u{1B}\\x") == #"\e]8;;https://evil\e\x"#)
        for scalar in [0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028] {
            let text = String(Unicode.Scalar(UInt32(scalar))!)
            #expect(TerminalText.sanitize(text) == "\\u{\(String(scalar, radix: 16, uppercase: true))}")
        }
        // Whatever goes in, nothing unsafe comes out.
        let leaks = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            TerminalText.sanitize(String(scalar)).unicodeScalars.contains(where: TerminalText.isUnsafe)
        }
        #expect(leaks.isEmpty)
    }

    @Test func sanitizeLinesKeepsLayoutAndOnlyTheStylesOwnColours() {
        let text = "a\tb\nc \u{1B}[1A\u{1B}[2K\r\u{202E}"
        #expect(TerminalText.sanitizeLines(text) == "a\tb\nc " + #"\e[1A\e[2K\r\u{202E}"#)
        let colored = TerminalStyle(colors: true)
        let styled =
            colored.apply(.negative, to: "no") + " \u{1B}[8m\u{1B}[31;1m\u{1B}[2K" + colored.apply(.bold, to: "b")
        #expect(
            TerminalText.sanitizeLines(styled, style: colored)
                == "\u{1B}[31mno\u{1B}[0m \\e[8m\\e[31;1m\\e[2K\u{1B}[1mb\u{1B}[0m")
        // Without colours no escape is kept, not even a colour code.
        #expect(TerminalText.sanitizeLines(styled) == styled.replacingOccurrences(of: "\u{1B}", with: #"\e"#))
    }
}

@Suite struct TableTests {
    static let cells: [[Table.Cell]] = [
        ["SOL", "Υπόλοιπο", "1,5"],
        ["中文代币", "e\u{301}te\u{301}", "1.234,56"],
        ["🙂 emoji", "Ελληνικά", "12"],
        ["한국어", "İşlem", "0,000000001"],
        ["x", "", "7"],
    ]

    @Test func everyRowHasTheSameDisplayWidth() {
        var table = Table(columns: [.init("Token"), .init("Σημείωση"), .init("Quantia", alignment: .right)])
        for row in Self.cells { table.append(row) }
        let lines = table.render()
        #expect(lines.count == Self.cells.count + 1)
        let widths = Set(lines.map { DisplayWidth.of($0) })
        #expect(widths.count == 1, "\(lines.map { ($0, DisplayWidth.of($0)) })")
        // The columns start at the same display column on every line.
        for line in lines {
            #expect(!line.hasSuffix(" "))
        }
        let secondColumnStarts = zip(lines.dropFirst(), Self.cells).map { line, row -> Int in
            let text = String(line)
            let index = text.range(of: "  " + row[1].text)?.lowerBound ?? text.endIndex
            return row[1].text.isEmpty ? -1 : DisplayWidth.of(text[..<index]) + 2
        }.filter { $0 >= 0 }
        #expect(Set(secondColumnStarts).count == 1, "\(secondColumnStarts)")
    }

    /// Amounts last, aligned on the decimal comma after CJK, Greek, emoji and combining marks: the commas sit in one
    /// display column (lines then differ in width only by the fraction, since trailing spaces are trimmed).
    @Test func decimalSeparatorsLineUp() {
        var table = Table(columns: [.init("Token"), .init("Σημείωση"), .init("Quantia", alignment: .decimal(","))])
        for row in Self.cells { table.append(row) }
        let lines = table.render()
        let commaColumns = Set(
            lines.dropFirst().compactMap { line -> Int? in
                line.lastIndex(of: ",").map { DisplayWidth.of(line[..<$0]) }
            })
        #expect(commaColumns.count == 1, "\(lines)")
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test func leftAlignedLastColumnHasNoTrailingSpaces() {
        var table = Table(columns: [.init("Amount", alignment: .right), .init("Memo")])
        table.append(["1", "short"])
        table.append(["1000", "a much longer memo"])
        table.append(["5", ""])
        let lines = table.render()
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") }, "\(lines)")
        #expect(lines[1] == "     1  short")
        #expect(lines[3] == "     5")
    }

    @Test func maxWidthCutsByDisplayWidth() {
        var table = Table(columns: [.init("M", maxWidth: 5)])
        table.append(["中文中文中文"])
        #expect(table.render()[1] == "中文…")
    }

    @Test func colourOnlyWhenAskedAndAllowed() {
        #expect(TerminalStyle.decide(colorRequested: false, environment: [:]).colors == false)
        #expect(TerminalStyle.decide(colorRequested: true, environment: [:]).colors == true)
        #expect(TerminalStyle.decide(colorRequested: true, environment: ["NO_COLOR": "1"]).colors == false)
        #expect(TerminalStyle.decide(colorRequested: true, environment: ["NO_COLOR": ""]).colors == true)
        #expect(TerminalStyle.decide(colorRequested: true, environment: ["TERM": "dumb"]).colors == false)

        var table = Table(columns: [.init("Type"), .init("Amount", alignment: .decimal("."))])
        table.append([Table.Cell("Received", color: .positive), Table.Cell("+1.5", color: .positive)])
        table.append([Table.Cell("Sent", color: .negative), Table.Cell("-12", color: .negative)])
        let plain = table.render()
        let colored = table.render(style: TerminalStyle(colors: true))
        #expect(colored[1].contains("\u{1B}[32m"))
        #expect(!plain.joined().contains("\u{1B}"))
        // Colour codes wrap the text only; padding stays outside, so stripping them gives the plain table.
        #expect(colored.map(stripANSI) == plain)
        #expect(colored.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test func cellsAreSanitized() {
        var table = Table(columns: [.init("Memo")])
        table.append(["evil\u{1B}[2Jmemo\nsecond line"])
        #expect(table.render()[1] == #"evil\e[2Jmemo\nsecond line"#)
    }
}

func stripANSI(_ text: String) -> String {
    var result = ""
    var iterator = text.makeIterator()
    while let character = iterator.next() {
        if character == "\u{1B}" {
            while let next = iterator.next(), next != "m" {}
            continue
        }
        result.append(character)
    }
    return result
}
