import Foundation
import SolanaWallet
import TestSupport
import Testing

/// `solwallet doctor` on a real wallet and localnet: all good, then each kind of broken set-up is found and named
/// with its fix, and nothing is created or changed by the check.
@Suite(.serialized) struct DoctorCLITests {
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": "doctor tests password"]

    func checks(_ result: CLI.Result) throws -> [String: [String: Any]] {
        let list = try #require(try result.json()["checks"] as? [[String: Any]], "\(result.stdout)")
        var byName: [String: [String: Any]] = [:]
        for check in list {
            let name = try #require(check["name"] as? String)
            // Several keystore problems come as several lines; keep the worst first.
            if byName[name] == nil || (check["status"] as? String) == "fail" { byName[name] = check }
        }
        return byName
    }

    @Test func aSoundSetUpPassesAndEachBreakageIsNamedWithItsFix() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let home = NSTemporaryDirectory() + "solwallet-doctor-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }

        // Before any wallet: nothing is created by the check.
        let empty = try CLI.run(["doctor", "-u", url, "--home", home, "--json"], environment: environment)
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(try checks(empty)["data directory"]?["status"] as? String == "warn")
        #expect(!FileManager.default.fileExists(atPath: home))

        let created = try CLI.run(["init", "--non-interactive", "--home", home, "--json"], environment: environment)
        #expect(created.status == 0, "\(created.stderr)")
        let sound = try CLI.run(["doctor", "-u", url, "--home", home, "--json"], environment: environment)
        #expect(sound.status == 0, "\(sound.stderr)")
        let good = try checks(sound)
        for name in ["data directory", "keystore", "database", "settings", "cluster", "clock", "QR scanner"] {
            #expect(good[name]?["status"] as? String == "ok", "\(name): \(good[name] ?? [:])")
        }
        #expect((good["keystore"]?["detail"] as? String)?.contains("1 encrypted file") == true, "\(good)")
        #expect((good["clock"]?["detail"] as? String)?.contains("block time") == true)
        #expect(try sound.json()["failed"] as? Int == 0)
        #expect((try sound.json()["version"] as? String)?.hasPrefix("0.1.0 (commit ") == true)

        // A keystore file others can read: a failure with the chmod that mends it, and exit 1.
        let keystore = home + "/data/keystore"
        let secret = try #require(
            try FileManager.default.contentsOfDirectory(atPath: keystore).first { !$0.hasPrefix(".") })
        chmod(keystore + "/" + secret, 0o644)
        let readable = try CLI.run(["doctor", "-u", url, "--home", home], environment: environment)
        #expect(readable.status == 1)
        #expect(readable.stdout.contains("FAIL  keystore: \(keystore)/\(secret) has mode 644"), "\(readable.stdout)")
        #expect(readable.stdout.contains("fix: chmod 600 \(keystore)/\(secret)"), "\(readable.stdout)")
        #expect(readable.stderr.contains("1 check failed"), "\(readable.stderr)")
        chmod(keystore + "/" + secret, 0o600)

        // An open keystore directory, a link in it.
        chmod(keystore, 0o755)
        symlink("/etc/passwd", keystore + "/planted")
        let open = try checks(try CLI.run(["doctor", "-u", url, "--home", home, "--json"], environment: environment))
        #expect(open["keystore"]?["status"] as? String == "fail")
        let openAgain = try CLI.run(["doctor", "-u", url, "--home", home], environment: environment)
        #expect(openAgain.stdout.contains("fix: chmod 700 \(keystore)"), "\(openAgain.stdout)")
        #expect(openAgain.stdout.contains("\(keystore)/planted is a link"), "\(openAgain.stdout)")
        chmod(keystore, 0o700)
        unlink(keystore + "/planted")

        // A stored setting that no longer parses is named (other commands would quietly use the default).
        try SQLiteWalletRegistry(database: try WalletDatabase(path: home + "/data/wallet.sqlite")).setSetting(
            "url", to: "ftp://nowhere")
        let badSetting = try CLI.run(["doctor", "-u", url, "--home", home], environment: environment)
        #expect(badSetting.status == 1)
        #expect(
            badSetting.stdout.contains("FAIL  settings: url: 'ftp://nowhere': use mainnet-beta, devnet"),
            "\(badSetting.stdout)"
        )
        #expect(badSetting.stdout.contains("fix: set it again: solwallet config set"), "\(badSetting.stdout)")
        let reset = try CLI.run(["config", "set", "url", url, "--home", home], environment: environment)
        #expect(reset.status == 0, "\(reset.stderr)")

        // The cluster unreachable: a failure naming it and exit 1; the clock is then not checked.
        let offline = try CLI.run(
            ["doctor", "-u", "http://127.0.0.1:9", "--home", home, "--json"], environment: environment)
        #expect(offline.status == 1)
        let offlineChecks = try checks(offline)
        #expect(offlineChecks["cluster"]?["status"] as? String == "fail")
        #expect((offlineChecks["cluster"]?["fix"] as? String)?.contains("--url") == true)
        #expect(offlineChecks["clock"] == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: keystore).filter { !$0.hasPrefix(".") } == [secret])
    }

    /// A kept previous version (`<id>.swks.prev`, left by an interrupted write or password change) may still open
    /// with an old password: doctor reports it with the command that removes it, and after that command it is gone.
    @Test func aStalePreviousVersionIsReportedWithItsFix() throws {
        let home = NSTemporaryDirectory() + "solwallet-doctor-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        #expect(try CLI.run(["init", "--non-interactive", "--home", home], environment: environment).status == 0)
        let keystore = home + "/data/keystore"
        let entry = try #require(
            try FileManager.default.contentsOfDirectory(atPath: keystore).first { $0.hasSuffix(".swks") })
        #expect(link(keystore + "/" + entry, keystore + "/" + entry + ".prev") == 0)
        let offline = "http://127.0.0.1:9"  // the cluster's check fails either way; the keystore's is what counts
        let stale = try CLI.run(["doctor", "-u", offline, "--home", home, "--json"], environment: environment)
        let keystoreCheck = try #require(try checks(stale)["keystore"])
        #expect(keystoreCheck["status"] as? String == "fail", "\(keystoreCheck)")
        #expect((keystoreCheck["detail"] as? String)?.contains("\(entry).prev is a previous version") == true)
        #expect((keystoreCheck["fix"] as? String)?.hasPrefix("solwallet password change") == true)
        let changed = try CLI.run(
            ["password", "change", "--home", home],
            environment: environment.merging(["SOLWALLET_NEW_PASSWORD": environment["SOLWALLET_PASSWORD"]!]) { $1 })
        #expect(changed.status == 0, "\(changed.stderr)")
        let tidy = try CLI.run(["doctor", "-u", offline, "--home", home, "--json"], environment: environment)
        #expect(try checks(tidy)["keystore"]?["status"] as? String == "ok")
        #expect(try FileManager.default.contentsOfDirectory(atPath: keystore).sorted() == [".lock", entry])
    }
}
