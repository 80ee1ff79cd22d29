// The help texts of `solwallet` in Turkish, keyed by their English text (see `HelpText`). Written by hand; the
// keys of a new or changed text: `scripts/help-strings --missing tr`.

extension HelpStrings {
    /// Turkish.
    static let tr: [String: String] = [:]
}
