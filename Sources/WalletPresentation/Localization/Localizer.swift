/// The string tables, one per language other than English (whose text is `L10nKey.english`).
enum Strings {
    /// The table of `language`; nil for English, the base.
    static func table(_ language: Language) -> [L10nKey: String]? {
        switch language {
        case .en: return nil
        case .pt: return pt
        case .el: return el
        case .tr: return tr
        }
    }
}

/// A CLDR plural category. The four languages need two: Portuguese (Brazil) uses "one" for 0 and 1, English, Greek
/// and Turkish for 1 only (Turkish nouns after a number do not change, but the category still exists).
public enum PluralCategory: String, Sendable {
    /// The singular form (English, Greek, Turkish: 1; Portuguese (Brazil): 0 and 1).
    case one
    /// Every other count.
    case other
}

extension Language {
    /// The plural category of the whole number `count` (CLDR rules for integers).
    public func pluralCategory(_ count: UInt64) -> PluralCategory {
        switch self {
        case .pt: return count <= 1 ? .one : .other
        case .en, .el, .tr: return count == 1 ? .one : .other
        }
    }
}

/// Looks up and fills in the strings of one language.
///
/// ```swift
/// let l10n = Localizer(.tr)
/// l10n(.balanceOf, "7xKX…sAsU")      // "7xKX…sAsU bakiyesi"
/// l10n.count(.daysAgoOne, .daysAgoOther, 3) // "3 gün önce"
/// ```
public struct Localizer: Sendable {
    /// The language whose strings are used.
    public let language: Language

    /// A localizer for `language`.
    public init(_ language: Language) { self.language = language }

    /// The template of `key` in this language (English when the table lacks it; the tests forbid that).
    public func template(_ key: L10nKey) -> String {
        Strings.table(language)?[key] ?? key.english
    }

    /// The text of `key` with `{1}`, `{2}`… replaced by `arguments` in order.
    public func callAsFunction(_ key: L10nKey, _ arguments: String...) -> String {
        Self.fill(template(key), arguments)
    }

    /// The plural form of `one`/`other` for `count`, with the count (grouped as the language writes numbers) as
    /// `{1}` and `arguments` as `{2}`, `{3}`….
    public func count(_ one: L10nKey, _ other: L10nKey, _ count: Int, _ arguments: String...) -> String {
        let magnitude = UInt64(count.magnitude)
        let key = language.pluralCategory(magnitude) == .one ? one : other
        let number = (count < 0 ? "-" : "") + NumberStyle(language).grouped(String(magnitude))
        return Self.fill(template(key), [number] + arguments)
    }

    /// Replaces each `{n}` (n from 1) in `template` by `arguments[n - 1]` in one pass: an argument that itself
    /// contains `{1}` (a memo, say) is inserted as it is, never filled again. A placeholder without an argument
    /// stays as written.
    public static func fill(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            let digits = rest[afterOpen...].prefix { $0.isASCII && $0.isNumber }
            let close = digits.endIndex
            if !digits.isEmpty, close < rest.endIndex, rest[close] == "}", let n = Int(digits), n >= 1,
                n <= arguments.count
            {
                result += arguments[n - 1]
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("{")
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    /// The placeholder numbers in `template`, sorted, each once ("{2} of {1}" → [1, 2]).
    public static func placeholders(in template: String) -> [Int] {
        var found = Set<Int>()
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            let digits = rest[afterOpen...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, digits.endIndex < rest.endIndex, rest[digits.endIndex] == "}", let n = Int(digits) {
                found.insert(n)
            }
            rest = rest[afterOpen...]
        }
        return found.sorted()
    }

    /// Keys the table of `language` lacks (always empty for English, whose text is an exhaustive switch).
    public static func missingKeys(in language: Language) -> [L10nKey] {
        guard let table = Strings.table(language) else { return [] }
        return L10nKey.allCases.filter { table[$0] == nil }
    }

    /// Keys whose translation in `language` has other placeholders than the English text.
    public static func placeholderMismatches(in language: Language) -> [L10nKey] {
        guard let table = Strings.table(language) else { return [] }
        return L10nKey.allCases.filter { key in
            table[key].map { placeholders(in: $0) != placeholders(in: key.english) } ?? false
        }
    }
}
