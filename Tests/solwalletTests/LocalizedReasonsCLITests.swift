import Foundation
import SolanaCore
import TestSupport
import Testing
import WalletPresentation

/// The last English reasons (issue 28) through the binary, in Portuguese, Greek and Turkish: the keystore's own
/// warnings, a setting's refusal (`config set`, an environment variable), and doctor's system and SQLite failures;
/// each said in the language, none of the English words left; English and `--json` as before.
@Suite(.serialized) struct LocalizedReasonsCLITests {
    static let password = "localized reasons password"
    static let languages: [(lang: String, language: Language)] = [
        ("pt_BR.UTF-8", .pt), ("el_GR.UTF-8", .el), ("tr_TR.UTF-8", .tr),
    ]

    func environment(_ lang: String, _ extra: [String: String] = [:]) -> [String: String] {
        LocalizedErrorReportingTests.environment(lang).merging(
            ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password, "SOLWALLET_LANG": ""]
        ) { $1 }.merging(extra) { $1 }
    }

    func temporaryHome() -> String { NSTemporaryDirectory() + "solwallet-reasons-" + UUID().uuidString }

    @Test func theKeystoresWarningIsSaidInTheUsersLanguage() throws {
        let home = temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let created = try CLI.run(["init", "--non-interactive", "--home", home], environment: environment("C"))
        #expect(created.status == 0, "\(created.stderr)")
        let keystore = home + "/data/keystore"
        for (lang, language) in Self.languages {
            #expect(chmod(keystore, 0o755) == 0)
            let run = try CLI.run(["account", "new", "--home", home], environment: environment(lang))
            #expect(run.status == 0, "\(lang): \(run.stderr)")
            let said = Localizer(language)(.warningKeystoreDirectoryFixed, keystore, "755")
            #expect(run.stderr.contains(said + "\n"), "\(lang): \(run.stderr)")
            for english in ["warning:", "had mode", "it is now"] {
                #expect(!run.stderr.contains(english), "\(lang) says \(english): \(run.stderr)")
            }
        }
        #expect(chmod(keystore, 0o755) == 0)
        let english = try CLI.run(["account", "new", "--home", home], environment: environment("C"))
        #expect(english.status == 0, "\(english.stderr)")
        #expect(
            english.stderr.contains("warning: keystore directory \(keystore) had mode 755; it is now 700\n"),
            "\(english.stderr)")
    }

    @Test func aRefusedSettingSaysWhyInTheUsersLanguage() throws {
        let home = temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(try CLI.run(["config", "list", "--home", home], environment: environment("C")).status == 0)
        // (arguments, extra environment, the refusal, its English words)
        let cases: [([String], [String: String], L10nKey, String)] = [
            (["config", "set", "currency", "xyz1", "--home", home], [:], .settingNotACurrency, "such as"),
            (["config", "set", "commitment", "fast", "--home", home], [:], .settingNotACommitment, "or finalized"),
            (["config", "set", "token-filter", "most", "--home", home], [:], .settingNotATokenFilter, "or unknown"),
            (
                ["slot", "--home", home], ["SOLWALLET_URL": "notacluster"], .settingNotACluster,
                "or an http(s) URL"
            ),
            (
                ["balance", "11111111111111111111111111111111", "-u", "http://127.0.0.1:9", "--home", home],
                ["SOLWALLET_COMMITMENT": "fast"], .settingNotACommitment, "or finalized"
            ),
        ]
        for (arguments, extra, key, englishWords) in cases {
            let english = try CLI.run(arguments, environment: environment("C", extra))
            #expect(english.status == 1, "\(arguments): \(english.stderr)")
            #expect(english.stderr.contains(englishWords), "\(arguments): \(english.stderr)")
            for (lang, language) in Self.languages {
                let run = try CLI.run(arguments, environment: environment(lang, extra))
                #expect(run.status == 1, "\(lang) \(arguments): \(run.stderr)")
                let said = Localizer(language)(key)
                #expect(run.stderr.contains(said), "\(lang) \(arguments): \(run.stderr)")
                #expect(!run.stderr.contains(englishWords), "\(lang) \(arguments): \(run.stderr)")
                // --json keeps the English detail.
                let json = try LocalizedErrorReportingTests.json(
                    try CLI.run(arguments + ["--json"], environment: environment(lang, extra)))
                #expect((json["detail"] as? String)?.contains(englishWords) == true, "\(lang) \(arguments): \(json)")
            }
        }
    }

    @Test func doctorSaysADamagedDatabaseInTheUsersLanguage() throws {
        let home = temporaryHome()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/data", withIntermediateDirectories: true)
        chmod(home + "/data", 0o700)
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: home + "/data/wallet.sqlite"))
        let arguments = ["doctor", "-u", "http://127.0.0.1:9", "--home", home]
        for (lang, language) in Self.languages {
            let run = try CLI.run(arguments, environment: environment(lang))
            #expect(run.status == 1, "\(lang): \(run.stderr)")
            let said = Localizer(language)(.systemNotADatabase)
            #expect(run.stdout.contains(said + " ("), "\(lang): \(run.stdout)")
        }
        let english = try CLI.run(arguments, environment: environment("C"))
        #expect(english.stdout.contains("the file is not a database ("), "\(english.stdout)")
    }

    @Test func aKeypairFilesWarningAndRefusalAreSaidInTheUsersLanguage() throws {
        let home = temporaryHome()
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let open = home + "/open.json"
        let secret = "[" + Keypair.generate().exportedSecretKey.map(String.init).joined(separator: ",") + "]"
        try Data(secret.utf8).write(to: URL(fileURLWithPath: open))
        #expect(chmod(open, 0o644) == 0)
        let short = home + "/short.json"
        try Data("[1, 2, 3]".utf8).write(to: URL(fileURLWithPath: short))
        for (lang, language) in Self.languages {
            let pubkey = try CLI.run(["keygen", "pubkey", open], environment: environment(lang))
            #expect(pubkey.status == 0, "\(lang): \(pubkey.stderr)")
            #expect(
                pubkey.stderr.contains(Localizer(language)(.warningKeypairFileOpen, open, "644") + "\n"),
                "\(lang): \(pubkey.stderr)")
            #expect(!pubkey.stderr.contains("other users can read"), "\(lang): \(pubkey.stderr)")
            let refused = try CLI.run(["keygen", "pubkey", short], environment: environment(lang))
            #expect(refused.status == 1, "\(lang): \(refused.stderr)")
            #expect(
                refused.stderr.contains(Localizer(language)(.keypairDetailWrongLength, short, "3")),
                "\(lang): \(refused.stderr)")
            #expect(!refused.stderr.contains("holds 3 numbers"), "\(lang): \(refused.stderr)")
        }
        let english = try CLI.run(["keygen", "pubkey", open], environment: environment("C"))
        #expect(english.stderr.contains("warning: keypair file \(open) has mode 644, so other users can read it"))
        let refused = try CLI.run(["keygen", "pubkey", short], environment: environment("C"))
        #expect(refused.stderr.contains("holds 3 numbers"), "\(refused.stderr)")
    }
}
