// The help texts of `solwallet` in Greek, keyed by their English text (see `HelpText`). Written by hand; the
// keys of a new or changed text: `scripts/help-strings --missing el`.

extension HelpStrings {
    /// Greek.
    static let el: [String: String] = [:]
}
