/// Makes text from outside (memos, program logs, node error messages, token names, labels) safe to print: a memo is
/// chosen by whoever sent the transaction, and an escape sequence or a bidi override in it could rewrite what the
/// terminal shows (move the cursor, erase a line, set the clipboard with OSC 52, hide a link with OSC 8).
///
/// Nothing is dropped: each control character is shown as a visible escape, so what was there can still be read.
/// ESC is `\e`, newline `\n`, tab `\t`, carriage return `\r`, every other control character (C0, DEL, C1), the
/// line and paragraph separators and the bidirectional marks, overrides and isolates (U+200E, U+200F, U+061C,
/// U+202A–U+202E, U+2066–U+2069) `\u{HEX}`: `"\u{1B}[1A"` prints as `\e[1A`, an RLO as `\u{202E}`.
public enum TerminalText {
    /// `text` as one field on one line: every control character visible, a newline or a tab included (so a memo or
    /// a label cannot fake a line of its own).
    public static func sanitize(_ text: String) -> String { escape(text, keepingLayout: false, style: .plain) }

    /// Multi-line `text` the program composed around outside strings: newlines and tabs are kept, every other
    /// control character is shown as `sanitize` shows it. With `style` colours on, the colour codes
    /// `TerminalStyle.apply` writes (and only those) are kept too.
    public static func sanitizeLines(_ text: String, style: TerminalStyle = .plain) -> String {
        escape(text, keepingLayout: true, style: style)
    }

    /// JSON text (as `JSONEncoder` writes it) made safe for a terminal: the unsafe characters JSON leaves raw (DEL, the
    /// C1 controls, the line and paragraph separators, the bidirectional marks, overrides and isolates) written as
    /// `\uXXXX` escapes. The JSON means the same: those characters can only be inside its strings.
    public static func escapeJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isUnsafe) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            guard isUnsafe(scalar), scalar.value >= 0x20 else {
                result.append(scalar)
                continue
            }
            let hex = String(scalar.value, radix: 16, uppercase: false)
            result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
        }
        return String(result)
    }

    /// Whether `scalar` is shown escaped by `sanitize`.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { visible(scalar) != nil }

    /// The visible form of an unsafe scalar, or nil for one printed as it is.
    static func visible(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x1B: return "\\e"
        case 0x0A: return "\\n"
        case 0x09: return "\\t"
        case 0x0D: return "\\r"
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: return nil
        }
    }

    /// The SGR sequences `TerminalStyle.apply` writes ("ESC[1m" … "ESC[0m"), without their ESC.
    static let styleCodes: Set<String> = Set(
        ([TextColor.positive, .negative, .warning, .dim, .bold].map(\.ansiCode) + ["0"]).map { "[" + $0 + "m" })

    static func escape(_ text: String, keepingLayout: Bool, style: TerminalStyle) -> String {
        // Most text is printable ASCII plus newlines: nothing to do.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) || (keepingLayout && ($0 == 0x0A || $0 == 0x09)) }) {
            return text
        }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if keepingLayout, scalar == "\n" || scalar == "\t" {
                result.append(scalar)
                continue
            }
            if style.colors, scalar == "\u{1B}", let code = styleCode(in: scalars, at: index) {
                result.append(scalar)
                result.append(contentsOf: code.unicodeScalars)
                index += code.unicodeScalars.count
                continue
            }
            if let shown = visible(scalar) {
                result.append(contentsOf: shown.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The colour code of `TerminalStyle` that starts at `index` ("[31m"), if one does.
    private static func styleCode(in scalars: [Unicode.Scalar], at index: Int) -> String? {
        guard index < scalars.count, scalars[index] == "[" else { return nil }
        var code = ""
        for scalar in scalars[index...].prefix(4) {
            code.unicodeScalars.append(scalar)
            if scalar == "m" { return styleCodes.contains(code) ? code : nil }
        }
        return nil
    }
}
