/// Makes text from outside (memos, node error messages, token names) safe to print: a memo is chosen by whoever
/// sent the transaction, and an escape sequence or a bidi override in it could rewrite what the terminal shows.
public enum TerminalText {
    /// `text` on one line with control characters (C0, C1, DEL, including ESC), line and paragraph separators and
    /// bidirectional overrides/isolates replaced by "�" (tabs and newlines by a space).
    public static func sanitize(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: result.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F,
                0x061C:
                result.append("\u{FFFD}")
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
