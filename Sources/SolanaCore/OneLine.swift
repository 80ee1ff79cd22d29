/// Outside text (an RPC node's, a merchant's or a wallet's words) placed in an error message stays on its line: its
/// line breaks are shown as escapes, so it cannot start a line that looks like the program's own. Front-ends still
/// pass the whole message through their terminal sanitizer (WalletPresentation's `TerminalText`) for the other
/// control characters.
public enum OneLine {
    /// `text` with every line break visible: LF `\n`, CR `\r`, and NEL, LS, PS (U+0085, U+2028, U+2029) as
    /// `\u{HEX}`; nothing else changes.
    public static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isBreak) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: result.append(contentsOf: "\\n".unicodeScalars)
            case 0x0D: result.append(contentsOf: "\\r".unicodeScalars)
            case 0x85, 0x2028, 0x2029:
                result.append(
                    contentsOf: ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        [0x0A, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    }
}
