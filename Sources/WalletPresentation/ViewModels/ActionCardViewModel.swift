import Foundation
import SolanaWallet

/// A Solana Action as a wallet shows it before anything is asked: who asks (the link's domain, the only thing in
/// it the wallet vouches for), the action's own texts, its icon as an address (never fetched here), and its buttons
/// with their parameters. Every text the action sent is sanitized (`TerminalText.sanitize`): control characters and
/// bidirectional marks shown escaped.
public struct ActionCardViewModel: Sendable, Equatable {
    /// One parameter of a button.
    public struct Parameter: Sendable, Equatable {
        /// The name the action's URL template uses.
        public let name: String
        /// Its label (the name when the action gave none).
        public let label: String
        /// Its type as the spec names it ("number", "select"…).
        public let type: String
        /// Whether it must be given.
        public let required: Bool
        /// The type, the bounds and the pattern's description (or the pattern), joined by " · ".
        public let hint: String
    }

    /// One button.
    public struct Button: Sendable, Equatable {
        /// Its label.
        public let label: String
        /// Its parameters, in order.
        public let parameters: [Parameter]
    }

    /// "Action from example.com", or "Completed: example.com" for the end of a chain.
    public let heading: String
    /// Title, description, icon (with "not fetched"), the action's error: labelled, in the language.
    public let fields: [LabelledField]
    /// Whether the action says it is disabled (nothing may be run).
    public let disabled: Bool
    /// "This action is disabled." when it is, in the language.
    public let disabledNotice: String?
    /// The buttons (none for a completed or disabled action).
    public let buttons: [Button]
    /// "required", in the language.
    let requiredWord: String

    /// The card of `action`, which came from `url`, in `language`.
    public init(_ action: ActionMetadata, url: URL, language: Language) {
        let l10n = Localizer(language)
        let domain = TerminalText.sanitize(url.host ?? url.absoluteString)
        heading = l10n(action.isCompleted ? .actionCompletedDomain : .actionFromDomain, domain)
        var fields = [
            LabelledField(label: l10n(.actionFieldTitle), value: TerminalText.sanitize(action.title)),
            LabelledField(label: l10n(.actionFieldDescription), value: TerminalText.sanitize(action.description)),
            LabelledField(
                label: l10n(.actionIconNotFetched), value: TerminalText.sanitize(action.icon.absoluteString)),
        ]
        if let error = action.error {
            fields.append(LabelledField(label: l10n(.actionFieldError), value: TerminalText.sanitize(error)))
        }
        self.fields = fields
        disabled = action.disabled
        disabledNotice = action.disabled ? l10n(.actionDisabled) : nil
        requiredWord = l10n(.actionRequired)
        guard !action.isCompleted, !action.disabled else {
            buttons = []
            return
        }
        buttons = ActionFlow.buttons(action, url: url).map { button in
            Button(
                label: TerminalText.sanitize(button.label),
                parameters: button.parameters.map { parameter in
                    Parameter(
                        name: TerminalText.sanitize(parameter.name),
                        label: TerminalText.sanitize(parameter.label ?? parameter.name),
                        type: parameter.type.rawValue, required: parameter.required, hint: Self.hint(for: parameter))
                })
        }
    }

    /// A parameter's hint: its type, its bounds and its pattern's description (else the pattern), joined by " · ",
    /// sanitized ("number · 0.1–5 · a SOL amount").
    public static func hint(for parameter: ActionParameter) -> String {
        var hint = [parameter.type.rawValue]
        if parameter.min != nil || parameter.max != nil {
            hint.append("\(parameter.min ?? "…")–\(parameter.max ?? "…")")
        }
        if let description = parameter.patternDescription {
            hint.append(description)
        } else if let pattern = parameter.pattern {
            hint.append(pattern)
        }
        return TerminalText.sanitize(hint.joined(separator: " · "))
    }

    /// The card for a terminal: the heading, the fields as a table, the disabled notice, then the numbered buttons
    /// with their parameters ("[1] Donate: amount (number, required)").
    public func terminalText(style: TerminalStyle) -> String {
        var lines = [style.apply(.bold, to: heading)] + LabelledField.lines(fields, style: style)
        if let disabledNotice { lines.append("  " + disabledNotice) }
        for (index, button) in buttons.enumerated() {
            let inputs = button.parameters.map { "\($0.name) (\($0.type)\($0.required ? ", " + requiredWord : ""))" }
            lines.append(
                "  [\(index + 1)] \(button.label)" + (inputs.isEmpty ? "" : ": " + inputs.joined(separator: ", ")))
        }
        return lines.joined(separator: "\n")
    }
}
