import Foundation

/// A calendar date and time of day (proleptic Gregorian), computed from seconds without `Calendar` or `Locale`.
public struct CivilDateTime: Sendable, Equatable {
    public let year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int

    /// The date and time `date` shows at `offset` (whole seconds; fractions are dropped).
    public init(_ date: Date, offset: TimeZoneOffset = .utc) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + offset.seconds
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        hour = secondOfDay / 3_600
        minute = secondOfDay % 3_600 / 60
        second = secondOfDay % 60
    }
}

/// Absolute dates and times in a language's order and month names, at a fixed offset from UTC.
public struct DateTimeFormatter: Sendable {
    /// `.short` for table cells ("2025-03-14 09:26", "14/03/2025 09:26"); `.long` for detail views, with seconds,
    /// the month's name and the offset ("Mar 14, 2025, 09:26:53 UTC").
    public enum Style: Sendable {
        case short
        case long
    }

    public let language: Language
    public let offset: TimeZoneOffset

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
        let year = t.year >= 0 && t.year < 10_000 ? String(repeating: "0", count: 4 - String(t.year).count)
            + String(t.year) : String(t.year)
        return "\(year)-\(pad2(t.month))-\(pad2(t.day))T\(pad2(t.hour)):\(pad2(t.minute)):\(pad2(t.second))"
            + offset.iso8601Suffix
    }
}

/// Ages and durations in words with the language's plural forms: "3 days ago", "há 3 dias", "πριν από 3 ημέρες",
/// "3 gün önce"; under a minute is "just now". Whole units, rounded down (a cache 6 days 23 hours old is "6 days").
public struct RelativeTimeFormatter: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    /// How long ago something happened that is `seconds` old (negative ages — clock skew — are "just now").
    public func age(_ seconds: TimeInterval) -> String {
        let l10n = Localizer(language)
        guard seconds.isFinite, seconds >= 60 else { return l10n(.justNow) }
        let whole = seconds >= Double(Int.max) ? Int.max : Int(seconds)
        if whole < 3_600 { return l10n.count(.minutesAgoOne, .minutesAgoOther, whole / 60) }
        if whole < 86_400 { return l10n.count(.hoursAgoOne, .hoursAgoOther, whole / 3_600) }
        return l10n.count(.daysAgoOne, .daysAgoOther, whole / 86_400)
    }

    /// How long something lasts ("7 days", "7 dias", "7 ημέρες", "7 gün"), in the largest whole unit, at least
    /// one minute.
    public func duration(_ seconds: TimeInterval) -> String {
        let l10n = Localizer(language)
        let whole = seconds.isFinite ? Int(max(60, min(seconds, Double(Int.max / 2)))) : Int.max / 2
        if whole < 3_600 { return l10n.count(.minutesOne, .minutesOther, whole / 60) }
        if whole < 86_400 { return l10n.count(.hoursOne, .hoursOther, whole / 3_600) }
        return l10n.count(.daysOne, .daysOther, whole / 86_400)
    }
}
