import SolanaCore
import SolanaTransactions

/// The review of an off-chain message before it is signed, localized: its version, format, application domain and
/// signers, and its text exactly — every control or invisible character (C0/C1 controls, DEL, bidirectional and
/// zero-width marks, the BOM) escaped as `\u{…}` and the backslash as `\\`, so the shown text reads back to the
/// signed bytes. `Encodable` for `--json` and the dashboard.
public struct OffchainMessageReviewViewModel: Sendable, Equatable, Encodable {
    /// The language the texts are in.
    public let language: Language
    /// "Sign a message (not a transaction: nothing moves)".
    public let title: String
    /// Version, format, application domain (v0), signers, size.
    public let fields: [LabelledField]
    /// The text, escaped, one element per line (split at `\n`).
    public let lines: [String]
    /// How many characters were escaped (the backslash not counted).
    public let escapedCount: Int
    /// The notice about escaped characters; nil when none was.
    public let notice: String?
    /// "Sign this message?".
    public let question: String

    /// The review of `message`, in `language`.
    public init(_ message: OffchainMessage, language: Language) {
        let l10n = Localizer(language)
        self.language = language
        title = l10n(.offchainReviewTitle)
        var fields: [LabelledField] = []
        let version: String
        switch message.layout {
        case .legacyV0: version = l10n(.offchainLegacyVersion)
        case .v0: version = "v0"
        case .v1: version = "v1"
        }
        fields.append(LabelledField(label: l10n(.offchainFieldVersion), value: version))
        let format: String
        switch message.format {
        case .restrictedASCII: format = l10n(.offchainFormatASCII)
        case .limitedUTF8: format = l10n(.offchainFormatUTF8)
        case .extendedUTF8, nil: format = l10n(.offchainFormatExtended)
        }
        fields.append(LabelledField(label: l10n(.offchainFieldFormat), value: format))
        if message.layout == .v0 {
            fields.append(LabelledField(label: l10n(.offchainFieldDomain), value: message.applicationDomain.base58))
        }
        if !message.signers.isEmpty {
            fields.append(
                LabelledField(
                    label: l10n(.offchainFieldSigners), value: message.signers.map(\.base58).joined(separator: ", ")))
        }
        fields.append(
            LabelledField(
                label: l10n(.offchainFieldSize),
                value: l10n(.offchainBytes, NumberStyle(language).grouped(String(message.content.count)))))
        self.fields = fields
        let (escaped, count) = Self.escape(message.text)
        lines = escaped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        escapedCount = count
        notice = count > 0 ? l10n(.offchainEscapedNotice, String(count)) : nil
        question = l10n(.offchainQuestion)
    }

    /// The text with every control or invisible character as `\u{HEX}` (the newline kept) and `\` as `\\`;
    /// returns the count of characters escaped (backslashes not counted).
    public static func escape(_ text: String) -> (text: String, escaped: Int) {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                out.append("\n")
            } else if scalar == "\\" {
                out.append("\\\\")
            } else if isHidden(scalar) {
                out.append("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}")
                count += 1
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return (out, count)
    }

    /// Controls (C0, DEL, C1), and the format characters that hide or reorder text: zero-width and bidirectional
    /// marks, embeddings, overrides and isolates, the Arabic letter mark, the BOM, line/paragraph separators, and
    /// any other general category Cf/Zl/Zp/Co/Cn scalar.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        default:
            return false
        }
    }

    /// The review as terminal lines: title, fields, the text framed by a rule, the notice, the question.
    public func render(style: TerminalStyle) -> [String] {
        var out = [style.apply(.bold, to: title)]
        out += LabelledField.lines(fields, style: style)
        out.append("  ────")
        out += lines.map { "  │ " + $0 }
        out.append("  ────")
        if let notice { out.append(style.apply(.warning, to: notice)) }
        return out
    }
}
