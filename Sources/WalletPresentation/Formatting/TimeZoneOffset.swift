import Foundation

/// A fixed offset from UTC for showing times ("UTC", "UTC+03:00"). Fixed rather than a `TimeZone`, so that a view's
/// times are all at the offset its header names; `local(at:)` reads the offset of the local zone (`$TZ` or the
/// system's) at one moment.
public struct TimeZoneOffset: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Seconds east of UTC (−14 h to +14 h).
    public let seconds: Int

    /// UTC itself (offset 0), shown as "UTC".
    public static let utc = TimeZoneOffset(uncheckedSeconds: 0)

    private init(uncheckedSeconds: Int) { seconds = uncheckedSeconds }

    /// nil outside −14:00…+14:00.
    public init?(seconds: Int) {
        guard abs(seconds) <= 14 * 3_600 else { return nil }
        self.seconds = seconds
    }

    /// Parses "UTC", "Z", "+03:00", "-0530", "+3", "UTC+03:00".
    public init?(parsing text: String) {
        var rest = Substring(text.uppercased())
        if rest.hasPrefix("UTC") { rest = rest.dropFirst(3) } else if rest.hasPrefix("GMT") { rest = rest.dropFirst(3) }
        if rest.isEmpty || rest == "Z" { self = .utc; return }
        guard let sign = rest.first, sign == "+" || sign == "-" else { return nil }
        rest = rest.dropFirst()
        let digits = rest.filter { $0 != ":" }
        guard !digits.isEmpty, digits.count <= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let hours: Int, minutes: Int
        if digits.count <= 2 {
            hours = Int(digits)!
            minutes = 0
        } else {
            hours = Int(digits.dropLast(2))!
            minutes = Int(digits.suffix(2))!
        }
        guard minutes < 60 else { return nil }
        self.init(seconds: (sign == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60))
    }

    /// The local time zone's offset (`$TZ`, else the system's) at `date`; UTC where the zone is unknown.
    public static func local(at date: Date = Date()) -> TimeZoneOffset {
        TimeZoneOffset(seconds: TimeZone.current.secondsFromGMT(for: date)) ?? .utc
    }

    /// "UTC" or "UTC+03:00".
    public var description: String { seconds == 0 ? "UTC" : "UTC" + iso8601Suffix }

    /// "Z" or "+03:00", as ISO 8601 writes it.
    public var iso8601Suffix: String {
        if seconds == 0 { return "Z" }
        let magnitude = abs(seconds)
        return (seconds < 0 ? "-" : "+") + pad2(magnitude / 3_600) + ":" + pad2(magnitude % 3_600 / 60)
    }
}

func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
