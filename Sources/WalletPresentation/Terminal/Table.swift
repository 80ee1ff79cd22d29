/// A table for the terminal: columns aligned by display width (so Greek, CJK, combining marks and emoji line up),
/// amounts aligned on their decimal separator, optional colour, and no trailing spaces.
///
/// ```swift
/// var table = Table(columns: [.init("Token"), .init("Amount", alignment: .decimal(","))])
/// table.append(["SOL", "1,5"])
/// print(table.render())
/// ```
public struct Table: Sendable {
    /// How a column's cells sit in it.
    public enum Alignment: Sendable, Equatable {
        /// Left-aligned (text).
        case left
        /// Right-aligned (numbers without a common separator).
        case right
        /// Right-aligned on the whole part, left on the fraction: the separators form one column.
        case decimal(Character)
    }

    /// A column: its header, how its cells are aligned, and how wide they may be.
    public struct Column: Sendable {
        /// The header text.
        public var header: String
        /// How the column's cells are aligned.
        public var alignment: Alignment
        /// Cells wider than this many columns are cut with "…" (nil: no limit).
        public var maxWidth: Int?

        /// A column headed `header`, aligned by `alignment`, cut at `maxWidth` terminal columns when given.
        public init(_ header: String, alignment: Alignment = .left, maxWidth: Int? = nil) {
            self.header = header
            self.alignment = alignment
            self.maxWidth = maxWidth
        }
    }

    /// A cell's text and its colour (applied only when the terminal style has colours).
    public struct Cell: Sendable, Equatable, ExpressibleByStringLiteral {
        /// The text, measured in terminal columns (wide characters count two).
        public var text: String
        /// The colour, or nil for the terminal's default.
        public var color: TextColor?

        /// A cell with `text`, coloured with `color` when given.
        public init(_ text: String, color: TextColor? = nil) {
            self.text = text
            self.color = color
        }

        /// An uncoloured cell.
        public init(stringLiteral value: String) { self.init(value) }
    }

    /// The columns, in order.
    public var columns: [Column]
    /// The rows appended so far, in order.
    public private(set) var rows: [[Cell]] = []
    /// Between columns.
    public var gap = "  "
    /// Whether the first line is the headers.
    public var showsHeader = true

    /// A table with `columns` and no rows yet.
    public init(columns: [Column]) { self.columns = columns }

    /// Adds a row; missing cells are empty, extra cells are dropped.
    public mutating func append(_ cells: [Cell]) {
        var row = Array(cells.prefix(columns.count))
        while row.count < columns.count { row.append(Cell("")) }
        rows.append(row.map { Cell(TerminalText.sanitize($0.text), color: $0.color) })
    }

    /// The lines of the table, without trailing spaces and without a final newline.
    public func render(style: TerminalStyle = .plain) -> [String] {
        var body = rows.map { row in
            zip(row, columns).map { cell, column in
                Cell(column.maxWidth.map { DisplayWidth.truncate(cell.text, to: $0) } ?? cell.text, color: cell.color)
            }
        }
        // Decimal columns: pad each cell's whole part and fraction to the column's widest.
        for (index, column) in columns.enumerated() {
            guard case .decimal(let separator) = column.alignment else { continue }
            let parts = body.map { Self.split($0[index].text, at: separator) }
            let wholeWidth = parts.map { DisplayWidth.of($0.whole) }.max() ?? 0
            let fractionWidth = parts.map { DisplayWidth.of($0.fraction) }.max() ?? 0
            for (rowIndex, part) in parts.enumerated() where !body[rowIndex][index].text.isEmpty {
                body[rowIndex][index].text =
                    Self.pad(part.whole, to: wholeWidth, left: true)
                    + Self.pad(part.fraction, to: fractionWidth, left: false)
            }
        }
        let headers = columns.map { Cell($0.header, color: .bold) }
        let all = showsHeader ? [headers] + body : body
        let widths = columns.indices.map { index in all.map { DisplayWidth.of($0[index].text) }.max() ?? 0 }
        return all.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                if index > 0 { line += gap }
                let padding = String(repeating: " ", count: widths[index] - DisplayWidth.of(cell.text))
                // Colour the text only, not the padding of a decimal cell, so trailing spaces can be trimmed.
                let core = cell.text.drop { $0 == " " }
                let trailing = core.reversed().prefix { $0 == " " }.count
                let leading = String(repeating: " ", count: cell.text.count - core.count)
                let colored =
                    leading + style.apply(cell.color, to: String(core.dropLast(trailing)))
                    + String(repeating: " ", count: trailing)
                line += columns[index].alignment == .left ? colored + padding : padding + colored
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The table as one string, lines joined by "\n".
    public func renderText(style: TerminalStyle = .plain) -> String { render(style: style).joined(separator: "\n") }

    static func split(_ text: String, at separator: Character) -> (whole: String, fraction: String) {
        guard let index = text.lastIndex(of: separator) else { return (text, "") }
        return (String(text[..<index]), String(text[index...]))
    }

    static func pad(_ text: String, to width: Int, left: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
        return left ? padding + text : text + padding
    }
}
