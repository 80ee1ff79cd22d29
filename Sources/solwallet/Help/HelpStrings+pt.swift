// The help texts of `solwallet` in Portuguese (Brazil), keyed by their English text (see `HelpText`). Written by hand; the
// keys of a new or changed text: `scripts/help-strings --missing pt`.

extension HelpStrings {
    /// Portuguese (Brazil).
    static let pt: [String: String] = [:]
}
