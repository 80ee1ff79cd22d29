import Foundation
import TestSupport
import Testing

/// `solwallet doctor` in the user's language (issue 28) through the binary, on a real wallet and localnet: the
/// failing keystore line and its fix, the cluster's line, the summary, in Portuguese, Turkish and Greek; English as it
/// always was; `--json` unchanged (English names and texts, what scripts match).
@Suite(.serialized) struct DoctorLocalizedCLITests {
    func environment(_ lang: String) -> [String: String] {
        [
            "SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": "doctor tests password", "LANG": lang, "LC_ALL": "",
            "LC_MESSAGES": "", "LANGUAGE": "", "SOLWALLET_LANG": "",
        ]
    }

    @Test func aReadableKeystoreFileIsReportedInTheUsersLanguage() throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let home = NSTemporaryDirectory() + "solwallet-doctor-l10n-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        let created = try CLI.run(["init", "--non-interactive", "--home", home], environment: environment("C"))
        #expect(created.status == 0, "\(created.stderr)")
        let keystore = home + "/data/keystore"
        let secret = try #require(
            try FileManager.default.contentsOfDirectory(atPath: keystore).first { !$0.hasPrefix(".") })
        let path = keystore + "/" + secret
        #expect(chmod(path, 0o644) == 0)

        let pt = try CLI.run(["doctor", "-u", url, "--home", home], environment: environment("pt_BR.UTF-8"))
        #expect(pt.status == 1)
        #expect(
            pt.stdout.contains("FAIL  cofre de chaves: \(path) tem o modo 644: outros usuários podem lê-lo"),
            "\(pt.stdout)")
        #expect(pt.stdout.contains("      correção: execute chmod 600 \(path)\n"), "\(pt.stdout)")
        #expect(pt.stdout.contains("ok    cluster: "), "\(pt.stdout)")
        #expect(pt.stdout.contains(", saudável, "), "\(pt.stdout)")
        #expect(pt.stdout.contains("ok    relógio: "), "\(pt.stdout)")
        #expect(pt.stdout.contains("ok    banco de dados: \(home)/data/wallet.sqlite: integridade ok"), "\(pt.stdout)")
        #expect(pt.stdout.contains("1 falhou, "), "\(pt.stdout)")
        for english in ["fix:", "has mode", "healthy", "Everything", "failed", "warning", "block time", "integrity"] {
            #expect(!pt.stdout.contains(english), "pt output says \(english): \(pt.stdout)")
        }

        let tr = try CLI.run(["doctor", "-u", url, "--home", home, "--lang", "tr"], environment: environment("C"))
        #expect(tr.status == 1)
        #expect(
            tr.stdout.contains("FAIL  anahtar deposu: \(path) izinleri 644: başkaları onu okuyabilir"), "\(tr.stdout)")
        #expect(tr.stdout.contains("çözüm: chmod 600 \(path) komutunu çalıştırın"), "\(tr.stdout)")
        #expect(tr.stdout.contains("ok    küme: "), "\(tr.stdout)")
        let el = try CLI.run(["doctor", "-u", url, "--home", home], environment: environment("el_GR.UTF-8"))
        #expect(el.stdout.contains("FAIL  χώρος κλειδιών: το \(path) έχει δικαιώματα 644"), "\(el.stdout)")
        #expect(el.stdout.contains("διόρθωση: εκτελέστε chmod 600 \(path)"), "\(el.stdout)")
        #expect(el.stdout.contains("1 απέτυχε, "), "\(el.stdout)")

        // English as it always was.
        let en = try CLI.run(["doctor", "-u", url, "--home", home], environment: environment("C"))
        #expect(en.status == 1)
        #expect(en.stdout.contains("FAIL  keystore: \(path) has mode 644: others can read it\n"), "\(en.stdout)")
        #expect(en.stdout.contains("      fix: chmod 600 \(path)\n"), "\(en.stdout)")
        #expect(en.stdout.contains("ok    cluster: "), "\(en.stdout)")
        #expect(en.stdout.contains(", healthy, "), "\(en.stdout)")
        #expect(en.stdout.contains("1 failed, "), "\(en.stdout)")

        // --json keeps its shape and its English whatever the language.
        let json = try CLI.run(
            ["doctor", "-u", url, "--home", home, "--json"], environment: environment("pt_BR.UTF-8"))
        #expect(json.status == 1)
        let checks = try #require(try json.json()["checks"] as? [[String: Any]], "\(json.stdout)")
        let failing = try #require(checks.first { $0["status"] as? String == "fail" })
        #expect(failing["name"] as? String == "keystore")
        #expect(failing["detail"] as? String == "\(path) has mode 644: others can read it")
        #expect(failing["fix"] as? String == "chmod 600 \(path)")
        #expect(Set(checks.flatMap { $0.keys }).isSubset(of: ["name", "status", "detail", "fix"]))
        #expect(try json.json()["failed"] as? Int == 1)
        chmod(path, 0o600)

        // An unreachable cluster: the RPC failure said in Portuguese too (in English, the error's own words).
        let offline = ["doctor", "-u", "http://127.0.0.1:9", "--home", home]
        let ptOffline = try CLI.run(offline, environment: environment("pt_BR.UTF-8"))
        #expect(ptOffline.status == 1)
        #expect(ptOffline.stdout.contains(": Não foi possível conectar ao nó RPC.\n"), "\(ptOffline.stdout)")
        #expect(!ptOffline.stdout.contains("cannot reach"), "\(ptOffline.stdout)")
        let enOffline = try CLI.run(offline, environment: environment("C"))
        #expect(enOffline.stdout.contains("(http://127.0.0.1:9): cannot reach the RPC node"), "\(enOffline.stdout)")
    }
}
