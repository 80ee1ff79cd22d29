import WalletPresentation

/// The dashboard's texts come from the one localization system the CLI uses too: `L10nKey` and its tables in
/// WalletPresentation (a test fails when a language lacks a key). The templates read them as `{{t.KEY}}`, KEY an
/// `L10nKey` case name.
enum WebStrings {
    /// `key` in `language` (the key's name itself when no `L10nKey` has it: a template's typo shows on the page, and
    /// `DashboardLanguageTests` fails).
    static func text(_ key: String, _ language: Language) -> String {
        L10nKey(rawValue: key).map { Localizer(language).template($0) } ?? key
    }

    /// Every text of `language` by key name, for the templates' `t.KEY`.
    static func all(_ language: Language) -> [String: String] { byLanguage[language] ?? [:] }

    private static let byLanguage: [Language: [String: String]] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { language in
            let localizer = Localizer(language)
            return (
                language,
                Dictionary(uniqueKeysWithValues: L10nKey.allCases.map { ($0.rawValue, localizer.template($0)) })
            )
        })
}
