import Foundation

/// A language the wallet speaks. The strings live in Swift source (`Strings+<code>.swift`), so a static `solwallet`
/// binary needs no resource bundle beside it.
public enum Language: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// English.
    case en
    /// Portuguese (Brazil).
    case pt
    /// Greek.
    case el
    /// Turkish.
    case tr

    /// The language's name in itself ("Português"), for a language picker.
    public var nativeName: String {
        switch self {
        case .en: return "English"
        case .pt: return "Português (Brasil)"
        case .el: return "Ελληνικά"
        case .tr: return "Türkçe"
        }
    }

    /// The language code (`en`, `pt`, `el`, `tr`).
    public var description: String { rawValue }

    /// Parses a `--lang` value or a locale identifier: `pt`, `pt-BR`, `pt_BR.UTF-8`, `el_GR@euro`, `tr-TR`,
    /// `greek`, `Türkçe`. nil for a language the wallet does not speak (and for `C`/`POSIX`).
    public init?(identifier: String) {
        let trimmed = identifier.trimmingCharacters(in: .whitespaces)
        // "pt_BR.UTF-8@variant" → "pt"; "pt-BR" → "pt".
        let code = trimmed.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }.lowercased()
        switch code {
        case "en", "eng", "english": self = .en
        case "pt", "por", "portuguese", "português", "portugues": self = .pt
        case "el", "ell", "gre", "greek", "ελληνικά": self = .el
        case "tr", "tur", "turkish", "türkçe", "turkce": self = .tr
        default: return nil
        }
    }

    /// The language the environment asks for: `LANGUAGE` (a colon-separated list, first spoken entry wins), then
    /// `LC_ALL`, `LC_MESSAGES`, `LANG`, as gettext reads them; English when none names a language we speak.
    ///
    /// As in gettext, `LANGUAGE` is ignored when the locale is `C`/`POSIX`, and the first non-empty of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` is the only one consulted (a set `LC_ALL=C` means English even if `LANG=pt_BR`).
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let isCLocale = locale.map { $0 == "C" || $0 == "POSIX" || $0.hasPrefix("C.") } ?? false
        if !isCLocale, let list = environment["LANGUAGE"], !list.isEmpty {
            for entry in list.split(separator: ":") {
                if let language = Language(identifier: String(entry)) { return language }
            }
        }
        return locale.flatMap(Language.init(identifier:)) ?? .en
    }

    /// The `--lang` value when given (nil when it is not a language we speak), else the environment's choice.
    public static func resolve(option: String?, environment: [String: String]) -> Language? {
        if let option { return Language(identifier: option) }
        return fromEnvironment(environment)
    }
}
