import Foundation

/// Ages and durations in words with the language's plural forms: "3 days ago", "há 3 dias", "πριν από 3 ημέρες",
/// "3 gün önce"; under a minute is "just now". Whole units, rounded down (a cache 6 days 23 hours old is "6 days").
public struct RelativeTimeFormatter: Sendable {
    /// The language whose words and plural forms are used.
    public let language: Language

    /// A formatter for `language`.
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
