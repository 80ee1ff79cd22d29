/// The translations of the CLI's help texts, one table per language other than English (`HelpStrings+pt.swift`…),
/// each keyed by the English text (see `HelpText`).
enum HelpStrings {}
