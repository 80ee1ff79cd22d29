import Foundation
import TestSupport
import Testing

/// The CLI's refusals of its options (`validate()`'s usage errors) in the user's language (`--lang`, `LANG`): the
/// translated sentence first, no English line (the English text, which the sentence translates, is `--json`'s
/// `detail`), the same exit status and `--json` code and `error` as in English.
@Suite struct LocalizedUsageCLITests {
    static func environment(_ lang: String) -> [String: String] {
        ["LANG": lang, "LC_ALL": "", "LC_MESSAGES": "", "LANGUAGE": "", "SOLWALLET_LANG": ""]
    }

    /// (arguments, the English message, LANG, the translated message, the word before a detail line)
    static let cases: [(arguments: [String], english: String, lang: String, translated: String, details: String)] = [
        (
            ["news", "--limit", "0"], "--limit must be from 1 to 100", "pt_BR.UTF-8", "--limit deve ser de 1 a 100",
            "Detalhes: "
        ),
        (
            ["serve", "--port", "70000"], "--port 70000: use 0 to 65535", "tr_TR.UTF-8",
            "--port 70000: 0 ile 65535 arasında bir değer kullanın", "Ayrıntılar: "
        ),
        (
            ["history", "--limit", "0"], "--limit must be from 1 to 100000", "el_GR.UTF-8",
            "το --limit πρέπει να είναι από 1 έως 100000", "Λεπτομέρειες: "
        ),
        (
            ["pay", "verify"], "give the request's URL, or --reference, --recipient and --amount", "pt_BR.UTF-8",
            "informe a URL do pedido, ou --reference, --recipient e --amount", "Detalhes: "
        ),
    ]

    @Test(arguments: 0..<cases.count)
    func aUsageErrorIsSaidInTheUsersLanguage(_ index: Int) throws {
        let (arguments, englishText, lang, translated, details) = Self.cases[index]
        let english = try CLI.run(arguments, environment: Self.environment("en_US.UTF-8"))
        #expect(english.status == 1, "\(english.stderr)")
        #expect(english.stderr.hasPrefix("error: \(englishText)\n"), "English is unchanged: \(english.stderr)")
        let run = try CLI.run(arguments, environment: Self.environment(lang))
        #expect(run.status == english.status, "\(lang): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "error: \(translated)", "\(lang): \(run.stderr)")
        #expect(!lines.contains { $0.hasPrefix(details) }, "\(lang): no English detail line: \(run.stderr)")
        #expect(!run.stderr.contains(englishText), "\(lang): \(run.stderr)")
        // --lang wins over LANG.
        let flag = try CLI.run(arguments + ["--lang", "en"], environment: Self.environment(lang))
        #expect(flag.stderr.hasPrefix("error: \(englishText)\n"), "\(flag.stderr)")
        // --json: the same code and English `error`; the translated `message`.
        let json = try LocalizedErrorReportingTests.json(
            try CLI.run(arguments + ["--json"], environment: Self.environment(lang)))
        let englishJSON = try LocalizedErrorReportingTests.json(
            try CLI.run(arguments + ["--json"], environment: Self.environment("en_US.UTF-8")))
        #expect(json["code"] as? String == "usage" && englishJSON["code"] as? String == "usage", "\(json)")
        #expect(json["error"] as? String == englishJSON["error"] as? String, "`error` stays English: \(json)")
        #expect(json["message"] as? String == translated, "\(json)")
        #expect(json["detail"] as? String == englishText, "\(json)")
    }

    /// `validate()` refuses options with `ValidationError.localized` (a key of the localization tables): no bare
    /// English `ValidationError("…")` is left in `Sources/solwallet` (but for the files other work owns).
    @Test func noBareEnglishValidationErrorIsLeft() throws {
        let directory = Oracle.repositoryRoot.appendingPathComponent("Sources/solwallet")
        let excluded: Set<String> = ["IDLCommand.swift", "TxCommand.swift", "TxShowCommand.swift"]
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".swift") && !excluded.contains($0)
        }
        #expect(files.count > 20)
        var bare: [String] = []
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("ValidationError(\"") || line.hasSuffix("ValidationError(") {
                bare.append("\(file):\(number + 1): \(line)")
            }
        }
        #expect(bare.isEmpty, "English-only usage errors: \(bare)")
    }
}
