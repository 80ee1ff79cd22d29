import Foundation

/// Absolute dates and times in a language's order and month names, at a fixed offset from UTC.
public struct DateTimeFormatter: Sendable {
    /// `.short` for table cells ("2025-03-14 09:26", "14/03/2025 09:26"); `.long` for detail views, with seconds,
    /// the month's name and the offset ("Mar 14, 2025, 09:26:53 UTC").
    public enum Style: Sendable {
        /// For table cells: numeric date and hours:minutes ("2025-03-14 09:26", "14/03/2025 09:26").
        case short
        /// For detail views: the month's name, seconds and the offset ("Mar 14, 2025, 09:26:53 UTC").
        case long
    }

    /// The language whose date order and month names are used.
    public let language: Language
    /// The offset from UTC times are shown at.
    public let offset: TimeZoneOffset

    /// A formatter for `language`, showing times at `offset` (UTC by default).
    public init(_ language: Language, offset: TimeZoneOffset = .utc) {
        self.language = language
        self.offset = offset
    }

    /// Abbreviated month names, January first (CLDR "format abbreviated"; Greek in the genitive, as after a day).
    static func monthAbbreviations(_ language: Language) -> [String] {
        switch language {
        case .en: return ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        case .pt:
            return ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."]
        case .el: return ["Ιαν", "Φεβ", "Μαρ", "Απρ", "Μαΐ", "Ιουν", "Ιουλ", "Αυγ", "Σεπ", "Οκτ", "Νοε", "Δεκ"]
        case .tr: return ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"]
        }
    }

    /// `date` as the language writes it, at `offset`, in `style`.
    public func format(_ date: Date, style: Style = .short) -> String {
        let t = CivilDateTime(date, offset: offset)
        let time = pad2(t.hour) + ":" + pad2(t.minute)
        switch style {
        case .short:
            let (d, m, y) = (pad2(t.day), pad2(t.month), String(t.year))
            switch language {
            case .en: return "\(y)-\(m)-\(d) \(time)"
            case .pt, .el: return "\(d)/\(m)/\(y) \(time)"
            case .tr: return "\(d).\(m).\(y) \(time)"
            }
        case .long:
            let month = Self.monthAbbreviations(language)[t.month - 1]
            let clock = time + ":" + pad2(t.second) + " " + offset.description
            switch language {
            case .en: return "\(month) \(t.day), \(t.year), \(clock)"
            case .pt: return "\(t.day) de \(month) de \(t.year), \(clock)"
            case .el: return "\(t.day) \(month) \(t.year), \(clock)"
            case .tr: return "\(t.day) \(month) \(t.year) \(clock)"
            }
        }
    }

    /// ISO 8601 at this offset ("2025-03-14T09:26:53Z", "2025-03-14T12:26:53+03:00"), for JSON.
    public func iso8601(_ date: Date) -> String {
        let t = CivilDateTime(date, offset: offset)
        let year =
            t.year >= 0 && t.year < 10_000
            ? String(repeating: "0", count: 4 - String(t.year).count)
                + String(t.year) : String(t.year)
        return "\(year)-\(pad2(t.month))-\(pad2(t.day))T\(pad2(t.hour)):\(pad2(t.minute)):\(pad2(t.second))"
            + offset.iso8601Suffix
    }
}
