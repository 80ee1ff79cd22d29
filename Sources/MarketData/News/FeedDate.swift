import Foundation

/// The dates feeds carry, read without `DateFormatter` (whose behaviour depends on installed locales): RFC 822 /
/// RFC 2822 as RSS writes them ("Mon, 06 Oct 2026 14:03:00 GMT", "6 Oct 26 14:03 +0200", US zone names) and
/// RFC 3339 as Atom writes them ("2026-10-06T14:03:00.5Z", "2026-10-06T16:03:00+02:00", "2026-10-06").
public enum FeedDate {
    /// nil for text in neither form, or an impossible date.
    public static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 64 else { return nil }
        if let first = trimmed.first, first.isNumber, trimmed.count >= 10,
            trimmed[trimmed.index(trimmed.startIndex, offsetBy: 4)] == "-"
        {
            return rfc3339(trimmed)
        }
        return rfc822(trimmed)
    }

    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    static let zones: [String: Int] = [
        "gmt": 0, "ut": 0, "utc": 0, "z": 0, "est": -5 * 3600, "edt": -4 * 3600, "cst": -6 * 3600, "cdt": -5 * 3600,
        "mst": -7 * 3600, "mdt": -6 * 3600, "pst": -8 * 3600, "pdt": -7 * 3600,
    ]

    static func rfc822(_ text: String) -> Date? {
        var tokens = text.replacingOccurrences(of: ",", with: " ").split(separator: " ").map(String.init)
        if let first = tokens.first, first.first?.isLetter == true { tokens.removeFirst() }  // the weekday
        guard tokens.count >= 4, let day = Int(tokens[0]), (1...31).contains(day),
            let month = months.firstIndex(of: String(tokens[1].lowercased().prefix(3))),
            var year = Int(tokens[2])
        else { return nil }
        if tokens[2].count == 2 { year += year < 50 ? 2000 : 1900 }
        let clock = tokens[3].split(separator: ":").map { Int($0) }
        guard (2...3).contains(clock.count), clock.allSatisfy({ $0 != nil }) else { return nil }
        let hour = clock[0]!, minute = clock[1]!, second = clock.count == 3 ? clock[2]! : 0
        var offset = 0
        if tokens.count >= 5 {
            let zone = tokens[4]
            if let sign = zone.first, sign == "+" || sign == "-", zone.count == 5, let value = Int(zone.dropFirst()) {
                offset = (value / 100 * 3600 + value % 100 * 60) * (sign == "-" ? -1 : 1)
            } else if let known = zones[zone.lowercased()] {
                offset = known
            } else {
                return nil
            }
        }
        return make(year, month + 1, day, hour, minute, second, 0, offset: offset)
    }

    static func rfc3339(_ text: String) -> Date? {
        let scalars = Array(text.unicodeScalars)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= scalars.count else { return nil }
            var value = 0
            for scalar in scalars[from..<from + count] {
                guard ("0"..."9").contains(scalar) else { return nil }
                value = value * 10 + Int(scalar.value - 48)
            }
            return value
        }
        guard let year = number(0, 4), scalars[4] == "-", let month = number(5, 2), scalars.count >= 10,
            scalars[7] == "-", let day = number(8, 2)
        else { return nil }
        if scalars.count == 10 { return make(year, month, day, 0, 0, 0, 0, offset: 0) }
        guard scalars.count >= 19, scalars[10] == "T" || scalars[10] == "t" || scalars[10] == " ",
            let hour = number(11, 2), scalars[13] == ":", let minute = number(14, 2), scalars[16] == ":",
            let second = number(17, 2)
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < scalars.count, scalars[index] == "." {
            index += 1
            var scale = 0.1
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                fraction += Double(scalars[index].value - 48) * scale
                scale /= 10
                index += 1
            }
        }
        var offset = 0
        if index < scalars.count {
            let sign = scalars[index]
            if sign == "Z" || sign == "z" {
                index += 1
            } else if sign == "+" || sign == "-", let h = number(index + 1, 2), index + 3 < scalars.count,
                scalars[index + 3] == ":", let m = number(index + 4, 2)
            {
                offset = (h * 3600 + m * 60) * (sign == "-" ? -1 : 1)
                index += 6
            } else {
                return nil
            }
        }
        guard index == scalars.count else { return nil }
        return make(year, month, day, hour, minute, second, fraction, offset: offset)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func make(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int, _ fraction: Double,
        offset: Int
    ) -> Date? {
        guard (1...9999).contains(year), (1...12).contains(month), (0...23).contains(hour), (0...59).contains(minute),
            (0...60).contains(second)
        else { return nil }
        let lengths = [
            31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31,
            30, 31, 30, 31,
        ]
        guard (1...lengths[month - 1]).contains(day) else { return nil }
        let seconds = days(year, month, day) * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }
}
