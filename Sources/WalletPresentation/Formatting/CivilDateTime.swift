import Foundation

/// A calendar date and time of day (proleptic Gregorian), computed from seconds without `Calendar` or `Locale`.
public struct CivilDateTime: Sendable, Equatable {
    /// The year, month (1–12), day (1–31), hour (0–23), minute (0–59) and second (0–59).
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
