/// A labelled line of a screen (the send review, the receive request), in display order.
public struct LabelledField: Sendable, Equatable, Encodable {
    /// The label, in the screen's language ("Amount").
    public let label: String
    /// The value as shown.
    public let value: String

    /// A field with `label` and `value`.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }

    /// The fields as a two-column table without a header, indented by two spaces.
    static func lines(_ fields: [LabelledField], style: TerminalStyle) -> [String] {
        var table = Table(columns: [.init(""), .init("")])
        table.showsHeader = false
        for field in fields { table.append([Table.Cell(field.label), Table.Cell(field.value)]) }
        return table.render(style: style).map { "  " + $0 }
    }
}
