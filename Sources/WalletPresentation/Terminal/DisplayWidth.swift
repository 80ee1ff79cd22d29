/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji take two, combining
/// marks, zero-width joiners and variation selectors none, everything else one (as `wcwidth` counts, per grapheme).
public enum DisplayWidth {
    /// The columns `text` takes.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        // Printable ASCII, most of what a table holds, is one column a byte (no Unicode property lookups).
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns one grapheme takes: its first visible scalar's width (2 when it is wide or shown as emoji).
    public static func of(_ character: Character) -> Int {
        var width = 0
        var isEmojiSequence = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { isEmojiSequence = true }
            if width == 0 { width = of(scalar) }
        }
        if isEmojiSequence, width == 1, character.unicodeScalars.first?.properties.isEmoji == true { return 2 }
        return width
    }

    /// The columns one scalar takes on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .format, .lineSeparator, .paragraphSeparator:
            return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants.
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges (Unicode 15, EastAsianWidth.txt, folded).
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B16F, 0x1F200...0x1F2FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` cut to at most `width` columns, ending in "…" when cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width >= 1 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        return result + "…"
    }
}
