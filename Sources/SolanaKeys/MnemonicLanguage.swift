/// A language with an official BIP39 wordlist.
///
/// The raw value is the wordlist's file name in the `mnemonic` and `bip-utils` packages.
public enum MnemonicLanguage: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    /// English.
    case english
    /// Czech.
    case czech
    /// French.
    case french
    /// Italian.
    case italian
    /// Japanese (words joined with an ideographic space, U+3000).
    case japanese
    /// Korean.
    case korean
    /// Portuguese.
    case portuguese
    /// Spanish.
    case spanish
    /// Chinese, simplified characters.
    case chineseSimplified = "chinese_simplified"
    /// Chinese, traditional characters.
    case chineseTraditional = "chinese_traditional"

    /// A language from a user's spelling: `english`, `en`, `chinese-simplified`, `zh-hans`, `ja`…
    ///
    /// Returns nil for anything else; callers list `MnemonicLanguage.allCases` in their error message.
    public init?(name: String) {
        let key = name.lowercased().replacingOccurrences(of: "-", with: "_").replacingOccurrences(of: " ", with: "_")
        if let exact = MnemonicLanguage(rawValue: key) { self = exact; return }
        switch key {
        case "en": self = .english
        case "cs", "cz": self = .czech
        case "fr": self = .french
        case "it": self = .italian
        case "ja", "jp": self = .japanese
        case "ko", "kr": self = .korean
        case "pt": self = .portuguese
        case "es": self = .spanish
        case "zh", "zh_hans", "zh_cn", "chinese", "simplified_chinese": self = .chineseSimplified
        case "zh_hant", "zh_tw", "traditional_chinese": self = .chineseTraditional
        default: return nil
        }
    }

    /// The separator between words when a phrase is shown: U+3000 (ideographic space) for Japanese, as
    /// BIP39 specifies, an ASCII space otherwise. Seeds are computed after NFKD, which maps U+3000 to a space.
    public var separator: String { self == .japanese ? "\u{3000}" : " " }

    /// The name of the language with hyphens (`chinese-simplified`), as the CLI accepts and prints it.
    public var description: String { rawValue.replacingOccurrences(of: "_", with: "-") }
}
