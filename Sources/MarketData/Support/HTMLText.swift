import Foundation

/// Plain text from CoinGecko's HTML descriptions, as the market app shows them: tags removed (the seed's
/// `<[^>]+>`, so a lone "<" stays), the common entities decoded, runs of blank lines folded.
public enum HTMLText {
    /// `html` as plain text: tags removed, the common entities decoded, runs of blank lines folded, trimmed.
    public static func plain(_ html: String) -> String {
        let text = html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        return decodeEntities(text).replacingOccurrences(of: "\r\n", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .reduce(into: [String]()) { lines, line in
                if line.isEmpty, lines.last?.isEmpty ?? true { return }
                lines.append(line)
            }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "#39": "'",
    ]

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;`, `&#NNN;`, `&#xHH;`; anything else stays as written.
    public static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.prefix(10).firstIndex(of: ";") {
                let name = String(after[..<semi])
                var replacement: String?
                if let known = named[name] {
                    replacement = known
                } else if name.hasPrefix("#x") || name.hasPrefix("#X"), let code = UInt32(name.dropFirst(2), radix: 16),
                    let scalar = Unicode.Scalar(code)
                {
                    replacement = String(Character(scalar))
                } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                    replacement = String(Character(scalar))
                }
                if let replacement {
                    result += replacement
                    rest = after[after.index(after: semi)...]
                    continue
                }
            }
            result.append("&")
            rest = after
        }
        return result + rest
    }
}
