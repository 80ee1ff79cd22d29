/// Whether terminal output is coloured, and the ANSI codes when it is.
public struct TerminalStyle: Sendable, Equatable {
    /// Colour on or off.
    public let colors: Bool

    /// A style with colours on or off.
    public init(colors: Bool) { self.colors = colors }

    /// No colours: plain text.
    public static let plain = TerminalStyle(colors: false)

    /// Colour only when asked for (`--color`) and the environment does not forbid it: a non-empty `NO_COLOR`
    /// (no-color.org) or `TERM=dumb` keeps it off.
    public static func decide(colorRequested: Bool, environment: [String: String]) -> TerminalStyle {
        guard colorRequested else { return .plain }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
        if environment["TERM"] == "dumb" { return .plain }
        return TerminalStyle(colors: true)
    }

    /// `text` wrapped in the colour's codes when colour is on.
    public func apply(_ color: TextColor?, to text: String) -> String {
        guard colors, let color, !text.isEmpty else { return text }
        return "\u{1B}[\(color.ansiCode)m" + text + "\u{1B}[0m"
    }
}

/// The few colours the wallet uses, by meaning.
public enum TextColor: String, Sendable, Codable {
    /// Money in, success.
    case positive
    /// Money out, failure, errors.
    case negative
    /// Warnings (offline, cached).
    case warning
    /// Secondary text (hints, counts).
    case dim
    /// Titles.
    case bold

    var ansiCode: String {
        switch self {
        case .positive: return "32"
        case .negative: return "31"
        case .warning: return "33"
        case .dim: return "2"
        case .bold: return "1"
        }
    }
}
