/// A labelled line of a screen (the send review, the receive request), in display order.
public struct LabelledField: Sendable, Equatable, Encodable {
    public let label: String
    public let value: String

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
