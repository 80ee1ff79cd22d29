import Foundation
import MarketData
import TestSupport
import Testing

/// CoinGecko's timestamps, parsed by hand (ICU's date parser traps on hostile input on Linux), against Python's
/// `datetime.fromisoformat` on fresh random timestamps, and refusals of what is not one.
@Suite struct ISO8601ParsingTests {
    @Test func randomTimestampsMatchPythonsDatetime() throws {
        var texts: [String] = []
        for _ in 0..<300 {
            let year = Int.random(in: 1900...2200, using: &TestRandom.rng),
                month = Int.random(in: 1...12, using: &TestRandom.rng)
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            var text = String(
                format: "%04d-%02d-%02dT%02d:%02d:%02d", year, month, Int.random(in: 1...days, using: &TestRandom.rng),
                Int.random(in: 0...23, using: &TestRandom.rng),
                Int.random(in: 0...59, using: &TestRandom.rng), Int.random(in: 0...59, using: &TestRandom.rng))
            switch Int.random(in: 0...2, using: &TestRandom.rng) {
            case 1: text += String(format: ".%03d", Int.random(in: 0...999, using: &TestRandom.rng))
            case 2: text += String(format: ".%06d", Int.random(in: 0...999_999, using: &TestRandom.rng))
            default: break
            }
            if Bool.random(using: &TestRandom.rng) {
                text += "Z"
            } else {
                text += String(
                    format: "%@%02d:%02d", Bool.random(using: &TestRandom.rng) ? "+" : "-",
                    Int.random(in: 0...23, using: &TestRandom.rng), Int.random(in: 0...59, using: &TestRandom.rng))
            }
            texts.append(text)
        }
        let reply = try Oracle.run(script: "iso_time_oracle.py", input: try JSONEncoder().encode(texts))
        let expected = try JSONDecoder().decode([Double?].self, from: reply)
        for (text, seconds) in zip(texts, expected) {
            let parsed = try #require(ISO8601Milliseconds.parse(text), "\(text)")
            let oracle = try #require(seconds, "\(text)")
            #expect(abs(parsed - oracle) < 1e-5, "\(text): \(parsed) vs \(oracle)")
        }
    }

    @Test func whatIsNotATimestampIsRefused() {
        let refused = [
            // The fuzz input that trapped ICU: a fraction of ~100 digits.
            "2021-05-09T04:06:09." + String(repeating: "4", count: 100) + "6Z",
            "2021-05-09T04:06:09.1234567890Z", "2021-05-09T04:06:09.Z", "2023-02-29T00:00:00Z",
            "2021-13-01T00:00:00Z", "2021-05-09T24:00:00Z", "2021-05-09T04:06:09", "2021-05-09 04:06:09Z",
            "2021-05-09T04:06:09+2:00", "2021-05-09T04:06:09Zjunk", "", "２０２１-05-09T04:06:09Z",
        ]
        for text in refused { #expect(ISO8601Milliseconds.parse(text) == nil, "\(text)") }
        #expect(ISO8601Milliseconds.parse("1970-01-01T00:00:00Z") == 0)
        #expect(ISO8601Milliseconds.parse("2024-02-29T12:00:00.500+01:00") == 1_709_204_400.5)
    }
}
