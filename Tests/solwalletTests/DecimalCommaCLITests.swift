import Foundation
import TestSupport
import Testing

/// Issue 28: `solwallet airdrop` takes the amount as the user's language writes it ("0,5" in pt, el and tr, whose
/// display writes "0,5"), as `send`, `pay` and `stake` do; a point stays a decimal point everywhere, and in English a
/// comma is no decimal separator.
@Suite(.serialized) struct DecimalCommaCLITests {
    static func language(_ lang: String, home: String) -> [String: String] {
        ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "", "SOLWALLET_HOME": home]
    }

    @Test func airdropTakesTheDecimalCommaWhereTheLanguageWritesIt() throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let url = localnet.httpURL.absoluteString
        let home = NSTemporaryDirectory() + "decimal-comma-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        let address = "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk"
        var expected: UInt64 = 0
        for lang in ["pt_BR.UTF-8", "el_GR.UTF-8", "tr_TR.UTF-8"] {
            let tenths = UInt64.random(in: 1...9, using: &TestRandom.rng)
            let run = try CLI.run(
                ["airdrop", "0,\(tenths)", address, "-u", url, "--json"], environment: Self.language(lang, home: home))
            #expect(run.status == 0, "\(lang): \(run.stderr)")
            expected += tenths * 100_000_000
            #expect(try run.json()["balance"] as? String == String(expected), "\(lang): \(run.stdout)")
        }
        // A point is a decimal point in every language.
        let point = try CLI.run(
            ["airdrop", "0.5", address, "-u", url, "--json"], environment: Self.language("pt_BR.UTF-8", home: home))
        #expect(point.status == 0, "\(point.stderr)")
        expected += 500_000_000
        #expect(try point.json()["balance"] as? String == String(expected))
        // In English "0,5" is no amount: refused before anything is asked.
        let english = try CLI.run(
            ["airdrop", "0,5", address, "-u", url], environment: Self.language("en_US.UTF-8", home: home))
        #expect(english.status == 1, "\(english.stdout)\(english.stderr)")
        #expect(english.stderr.contains("0,5"), "\(english.stderr)")
        let balance = try CLI.run(["balance", address, "-u", url, "--json"], environment: ["SOLWALLET_HOME": home])
        #expect(try balance.json()["lamports"] as? String == String(expected))
    }
}
