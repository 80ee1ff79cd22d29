import Foundation
import SolanaWallet
import TestSupport
import Testing

/// Onboarding and wallets through the binary: init, import into a second home gives the same addresses, accounts,
/// seed export, wrong passwords, password change, delete, keys from a file and from Phantom's export, and two
/// processes adding accounts at once.
@Suite(.serialized) struct OnboardingCLITests {
    static let password = "correct horse battery staple"
    /// The keystore at the policy floor (t=2, 64 MiB) so the suite stays quick; the format is the same.
    func env(_ password: String = Self.password) -> [String: String] {
        ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": password]
    }

    func home() -> String { NSTemporaryDirectory() + "solwallet-onboarding-" + UUID().uuidString }

    func run(_ arguments: [String], stdin: String? = nil, password: String = Self.password) throws -> CLI.Result {
        try CLI.run(arguments, stdin: stdin, environment: env(password))
    }

    @Test func initImportAccountsExportAndPasswords() throws {
        let first = home(), second = home()
        let created = try run(["init", "--non-interactive", "--home", first, "--json"])
        #expect(created.status == 0, "\(created.stderr)")
        let json = try created.json()
        let phrase = try #require(json["phrase"] as? String)
        #expect(phrase.split(separator: " ").count == 12)
        let wallet = try #require(json["wallet"] as? [String: Any])
        let account0 = try #require((wallet["accounts"] as? [[String: Any]])?.first?["address"] as? String)
        // The phrase is the secret: only its encrypted form is on disk, 0600, in a 0700 directory.
        let keystore = first + "/data/keystore"
        let files = try FileManager.default.contentsOfDirectory(atPath: keystore).filter { $0.hasSuffix(".swks") }
        #expect(files.count == 1)
        let attributes = try FileManager.default.attributesOfItem(atPath: keystore + "/" + files[0])
        #expect(attributes[.posixPermissions] as? Int == 0o600 && attributes[.size] as? Int == 172)
        let stored = try Data(contentsOf: URL(fileURLWithPath: keystore + "/" + files[0]))
        #expect(!String(decoding: stored, as: UTF8.self).contains(phrase.split(separator: " ")[0]))
        let database = try Data(contentsOf: URL(fileURLWithPath: first + "/data/wallet.sqlite"))
        #expect(database.range(of: Data(phrase.utf8)) == nil)

        // The same phrase imported into another home gives the same addresses (Phantom's derivation).
        let imported = try run(
            ["import", "--phrase-stdin", "--name", "copy", "--accounts", "2", "--home", second, "--json"],
            stdin: phrase + "\n")
        #expect(imported.status == 0, "\(imported.stderr)")
        let importedAccounts = try #require(try imported.json()["accounts"] as? [[String: Any]])
        #expect(importedAccounts.first?["address"] as? String == account0)
        let next = try run(["account", "new", "--home", first, "--label", "savings", "--json"])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(try next.json()["address"] as? String == importedAccounts.last?["address"] as? String)
        let listed = try run(["accounts", "--home", first, "--json"])
        let accounts = try #require(
            ((try listed.json()["wallets"] as? [[String: Any]])?.first?["accounts"]) as? [[String: Any]])
        #expect(accounts.count == 2 && accounts.last?["label"] as? String == "savings")

        // Export gives the phrase back; a wrong password gives a clear error and changes nothing.
        let exported = try run(["seed", "export", "--home", first, "--json"])
        #expect(try exported.json()["phrase"] as? String == phrase)
        let wrong = try run(["seed", "export", "--home", first], password: "not it")
        #expect(wrong.status == 1 && wrong.stdout.isEmpty && wrong.stderr.contains("wrong password"))
        #expect(!wrong.stderr.contains(phrase.split(separator: " ")[0] + " "))

        // Password change: the old one stops working, the new one works.
        let changed = try CLI.run(
            ["password", "change", "--home", first, "--json"],
            environment: env().merging(["SOLWALLET_NEW_PASSWORD": "a new password"]) { $1 })
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(try run(["seed", "export", "--home", first]).status == 1)
        #expect(
            try run(["seed", "export", "--home", first, "--json"], password: "a new password").json()["phrase"]
                as? String == phrase)

        // A second wallet name must be new; deleting one wallet leaves the others.
        let duplicate = try run(["import", "--phrase-stdin", "--name", "copy", "--home", second], stdin: phrase + "\n")
        #expect(duplicate.status == 1 && duplicate.stderr.contains("exists already"))
    }

    /// Issue 28: `LANG=tr_TR.UTF-8 solwallet wallets` speaks Turkish, headers and all.
    @Test func theWalletListSpeaksTheLanguage() throws {
        let home = home()
        let none = try CLI.run(["wallets", "--home", home], environment: ["LANG": "tr_TR.UTF-8"])
        #expect(none.status == 0 && none.stdout.contains("Henüz cüzdan yok"), "\(none.stdout)")
        #expect(try run(["init", "--non-interactive", "--home", home]).status == 0)
        let listed = try CLI.run(["wallets", "--home", home], environment: ["LANG": "tr_TR.UTF-8"])
        #expect(listed.stdout.contains("Cüzdan") && listed.stdout.contains("Türetme"), "\(listed.stdout)")
        #expect(!listed.stdout.contains("Derivation") && !listed.stdout.contains("Wallet"), "\(listed.stdout)")
    }

    /// `backup FILE` → `restore FILE` into an empty home reproduces every wallet, address and label; the file is
    /// 0600 and never overwritten without --force; a wrong backup password restores nothing.
    @Test func backupThenRestoreIntoANewHome() throws {
        let first = home(), second = home()
        #expect(try run(["init", "--non-interactive", "--home", first]).status == 0)
        #expect(try run(["account", "new", "--home", first, "--label", "savings"]).status == 0)
        let phrase = try #require(try run(["seed", "export", "--home", first, "--json"]).json()["phrase"] as? String)
        // The same phrase again, under another preset: refused by the name of the wallet that holds it (issue 28).
        let twice = try run(
            ["import", "--phrase-stdin", "--name", "ledger", "--preset", "ledger-live", "--home", first],
            stdin: phrase + "\n")
        #expect(twice.status == 1 && twice.stderr.contains("already the wallet 'main'"), "\(twice.stderr)")
        #expect(
            try run(["init", "--non-interactive", "--name", "ledger", "--preset", "ledger-live", "--home", first])
                .status == 0)
        let file = first + "/backup.swbk"
        let made = try run(["backup", file, "--home", first, "--json"])
        #expect(made.status == 0, "\(made.stderr)")
        #expect(try made.json()["wallets"] as? Int == 2 && made.json()["accounts"] as? Int == 3)
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let again = try run(["backup", file, "--home", first])
        #expect(again.status == 1 && again.stderr.contains("--force"))
        #expect(try run(["backup", file, "--force", "--home", first]).status == 0)

        // Another password for the new home; the backup's own password is the first home's.
        let wrong = try CLI.run(
            ["restore", file, "--home", second],
            environment: env("new home password").merging(["SOLWALLET_BACKUP_PASSWORD": "not it"]) { $1 })
        #expect(wrong.status == 1 && wrong.stderr.contains("wrong backup password"))
        let restored = try CLI.run(
            ["restore", file, "--home", second, "--json"],
            environment: env("new home password").merging(["SOLWALLET_BACKUP_PASSWORD": Self.password]) { $1 })
        #expect(restored.status == 0, "\(restored.stderr)")
        func listing(_ home: String, _ password: String) throws -> [String] {
            let wallets = try run(["wallets", "--home", home, "--json"], password: password).json()["wallets"]
            return ((wallets as? [[String: Any]]) ?? []).flatMap { wallet in
                ((wallet["accounts"] as? [[String: Any]]) ?? []).map { account in
                    "\(wallet["name"] ?? "") \(account["address"] ?? "") \(account["label"] ?? "-")"
                }
            }
        }
        let before = try listing(first, Self.password)
        #expect(before.count == 3)
        #expect(try listing(second, "new home password") == before)
        // The restored secrets open with the new home's password.
        #expect(
            try run(["seed", "export", "--home", second, "--json"], password: "new home password").json()["phrase"]
                as? String == phrase)
    }

    /// `import --qr FILE`: a QR image (drawn by segno) of a seed phrase, of Phantom's base58 secret and of a keypair
    /// file's JSON each gives the address the other import paths give; an image without a code is a clear error.
    @Test func importFromQRCodeImages() throws {
        let home = home()
        let directory = NSTemporaryDirectory() + "solwallet-qr-" + UUID().uuidString + "/"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        struct Reply: Decodable { let secret: String; let address: String }
        let phantom = try JSONDecoder().decode(
            Reply.self,
            from: Oracle.run(script: "oracle.py", arguments: ["phantomSecret"], input: Data("{}".utf8)))
        let phrase = "legal winner thank year wave sausage worth useful legal winner thank yellow"
        let keyFile = directory + "id.json"
        let made = try CLI.run(["keygen", "new", "-o", keyFile, "--json"], stdin: "")
        let fileAddress = try #require(try made.json()["publicKey"] as? String)
        let keyJSON = try String(contentsOfFile: keyFile, encoding: .utf8)
        let images: [[String: Any]] = [
            ["text": phrase, "path": directory + "phrase.png", "format": "png", "scale": 4],
            ["text": phantom.secret, "path": directory + "secret.png", "format": "png", "scale": 3],
            ["text": keyJSON, "path": directory + "key.pgm", "format": "pgm", "scale": 3],
        ]
        _ = try Oracle.run(
            script: "qr_oracle.py", input: try JSONSerialization.data(withJSONObject: ["images": images]))
        let phraseImport = try run(
            ["import", "--phrase-stdin", "--name", "typed", "--home", home, "--json"], stdin: phrase + "\n")
        let typedAddress = (try phraseImport.json()["accounts"] as? [[String: Any]])?.first?["address"] as? String
        for (file, name, expected) in [
            ("phrase.png", "qr-phrase", typedAddress), ("secret.png", "qr-secret", phantom.address),
            ("key.pgm", "qr-key", fileAddress),
        ] {
            let other = home + "-" + name
            let result = try run(["import", "--qr", directory + file, "--name", name, "--home", other, "--json"])
            #expect(result.status == 0, "\(file): \(result.stderr)")
            #expect(
                (try result.json()["accounts"] as? [[String: Any]])?.first?["address"] as? String == expected, "\(file)"
            )
        }
        // Not an image, or an image without a code: exit 1, and the message never echoes a secret.
        try Data("hello".utf8).write(to: URL(fileURLWithPath: directory + "not.png"))
        let bad = try run(["import", "--qr", directory + "not.png", "--home", home])
        #expect(bad.status == 1 && bad.stderr.contains("not a readable PNG"))
        #expect(try run(["import", "--qr", directory + "phrase.png", "--phrase-stdin", "--home", home]).status == 1)
    }

    @Test func keysFromAFileAndFromPhantomsExportAndDeletion() throws {
        let home = home()
        let directory = NSTemporaryDirectory() + "solwallet-keys-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let keyFile = directory + "/id.json"
        let made = try CLI.run(["keygen", "new", "-o", keyFile, "--json"], stdin: "")
        #expect(made.status == 0, "\(made.stderr)")
        let fileAddress = try #require(try made.json()["publicKey"] as? String)
        let fromFile = try run(["import", "--keypair-file", keyFile, "--name", "cli-key", "--home", home, "--json"])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        #expect((try fromFile.json()["accounts"] as? [[String: Any]])?.first?["address"] as? String == fileAddress)
        // Phantom's export: the 64-byte secret in base58 (the oracle makes one).
        struct Reply: Decodable { let secret: String; let address: String }
        let phantom = try #require(
            try? JSONDecoder().decode(
                Reply.self,
                from: Oracle.run(
                    script: "oracle.py", arguments: ["phantomSecret"], input: Data("{}".utf8))))
        let fromSecret = try run(
            ["import", "--secret-stdin", "--name", "phantom", "--home", home, "--json"],
            stdin: phantom.secret + "\n")
        #expect(fromSecret.status == 0, "\(fromSecret.stderr)")
        #expect(
            (try fromSecret.json()["accounts"] as? [[String: Any]])?.first?["address"] as? String == phantom.address)
        // A key wallet has no phrase and no further accounts.
        #expect(try run(["seed", "export", "--wallet", "cli-key", "--home", home]).status == 1)
        #expect(try run(["account", "new", "--wallet", "cli-key", "--home", home]).status == 1)
        // A wrong password deletes nothing (issue 27/28: deleting proves the secret is the user's).
        // (Offline its balance is unknown, so --yes needs --force: issue 28.)
        let offline = "http://127.0.0.1:1"
        let wrong = try run(
            ["wallet", "delete", "cli-key", "--yes", "--force", "-u", offline, "--home", home],
            password: "not the password")
        #expect(wrong.status != 0 && wrong.stderr.lowercased().contains("password"), "\(wrong.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: home + "/data/keystore").filter {
                $0.hasSuffix(".swks")
            }.count == 2)
        // Delete one: the other stays, and its secret still opens.
        let unforced = try run(["wallet", "delete", "cli-key", "--yes", "-u", offline, "--home", home])
        #expect(unforced.status == 1 && unforced.stderr.contains("--force"), "\(unforced.stderr)")
        let deleted = try run(["wallet", "delete", "cli-key", "--yes", "--force", "-u", offline, "--home", home])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        let left = try run(["wallets", "--home", home, "--json"])
        #expect(((try left.json()["wallets"] as? [[String: Any]])?.map { $0["name"] as? String }) == ["phantom"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: home + "/data/keystore").filter {
                $0.hasSuffix(".swks")
            }.count == 1)
        #expect(
            try run(["wallet", "delete", "cli-key", "--yes", "--force", "-u", offline, "--home", home]).status == 1)
    }

    /// Discovery: a phrase whose used account is Ledger Live's account 1 (not Phantom's first) is imported with that
    /// preset and that account, found through batched requests.
    @Test func discoveryFindsAFundedNonDefaultAccount() throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let phrase = try #require(
            try run(["init", "--non-interactive", "--home", home(), "--json"]).json()["phrase"] as? String)
        let derived = try CLI.run(
            ["keygen", "derive", "--phrase-stdin", "--accounts", "3", "--json"], stdin: phrase + "\n")
        let accounts = try #require(try derived.json()["accounts"] as? [[String: Any]])
        let target = try #require(
            accounts.first { $0["preset"] as? String == "ledger-live" && $0["account"] as? Int == 1 })
        let address = try #require(target["publicKey"] as? String)
        #expect(try CLI.run(["airdrop", "0.25", address, "-u", url]).status == 0)
        let imported = try run(
            [
                "import", "--phrase-stdin", "--discover", "--discover-accounts", "3", "-u", url,
                "--home", home(), "--json",
            ], stdin: phrase + "\n")
        #expect(imported.status == 0, "\(imported.stderr)")
        let wallet = try imported.json()
        #expect(wallet["preset"] as? String == "ledger-live")
        let found = (wallet["accounts"] as? [[String: Any]])?.map { $0["address"] as? String }
        #expect(found?.count == 2 && found?.last == address, "\(wallet)")
        // Nothing used: Phantom's first account.
        let fresh = try #require(
            try run(["init", "--non-interactive", "--home", home(), "--json"]).json()["phrase"] as? String)
        let plain = try run(
            ["import", "--phrase-stdin", "--discover", "-u", url, "--home", home(), "--json"],
            stdin: fresh + "\n")
        #expect(try plain.json()["preset"] as? String == "phantom")
        #expect((try plain.json()["accounts"] as? [Any])?.count == 1)
    }

    @Test func twoProcessesAddingAccountsAtOnceBothSucceed() throws {
        let home = home()
        #expect(try run(["init", "--non-interactive", "--home", home]).status == 0)
        let group = DispatchGroup()
        let results = LockedResults()
        for _ in 0..<2 {
            group.enter()
            DispatchQueue.global().async {
                defer { group.leave() }
                results.append(try? self.run(["account", "new", "--home", home, "--json"]))
            }
        }
        group.wait()
        let outcomes = results.values
        #expect(
            outcomes.count == 2 && outcomes.allSatisfy { $0?.status == 0 }, "\(outcomes.map { $0?.stderr ?? "nil" })")
        let numbers = Set(outcomes.compactMap { try? $0?.json()["number"] as? Int })
        #expect(numbers == [1, 2])
    }

    final class LockedResults: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [CLI.Result?] = []
        func append(_ result: CLI.Result?) { lock.withLock { stored.append(result) } }
        var values: [CLI.Result?] { lock.withLock { stored } }
    }
}

/// A keystore holds one password, and a password change leaves nothing under the old one.
extension OnboardingCLITests {
    /// The keystore's files with their bytes, and the wallets' listing.
    func state(_ home: String) throws -> [String] {
        let keystore = home + "/data/keystore"
        let files = try FileManager.default.contentsOfDirectory(atPath: keystore).sorted().map { name in
            "\(name) " + (try Data(contentsOf: URL(fileURLWithPath: keystore + "/" + name))).base64EncodedString()
        }
        return files + [try run(["wallets", "--home", home, "--json"]).stdout]
    }

    /// `import`, `init` and `restore` with a password other than the keystore's are refused with a clear error and
    /// change nothing; with the keystore's password they work, and `backup` and `password change` still do.
    @Test func aSecondPasswordIsRefusedWhereverAWalletIsAdded() throws {
        let home = self.home(), other = self.home()
        defer { for path in [home, other] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try run(["init", "--non-interactive", "--home", home]).status == 0)
        #expect(try run(["init", "--non-interactive", "--name", "elsewhere", "--home", other]).status == 0)
        let file = other + "/backup.swbk"
        #expect(try run(["backup", file, "--home", other]).status == 0)
        let before = try state(home)
        let phrase = "legal winner thank year wave sausage worth useful legal winner thank yellow"
        let attempts: [([String], String?)] = [
            (["import", "--phrase-stdin", "--name", "second", "--home", home], phrase + "\n"),
            (["init", "--non-interactive", "--name", "second", "--home", home], nil),
            (["restore", file, "--home", home], nil),
        ]
        for (arguments, stdin) in attempts {
            let refused = try CLI.run(
                arguments, stdin: stdin,
                environment: env("another password").merging(["SOLWALLET_BACKUP_PASSWORD": Self.password]) { $1 })
            #expect(refused.status == 1, "\(arguments): \(refused.stdout)")
            #expect(refused.stderr.contains("under another password"), "\(arguments): \(refused.stderr)")
            #expect(refused.stderr.contains("nothing was written"), "\(arguments): \(refused.stderr)")
            #expect(refused.stdout.isEmpty, "\(arguments): \(refused.stdout)")  // init printed no phrase
            #expect(try state(home) == before, "\(arguments)")
        }
        // The keystore's own password: each works, and the keystore stays whole.
        #expect(
            try run(["import", "--phrase-stdin", "--name", "second", "--home", home], stdin: phrase + "\n").status == 0)
        #expect(try run(["restore", file, "--home", home]).status == 0)
        #expect(try run(["backup", home + "/all.swbk", "--home", home]).status == 0)
        let changed = try CLI.run(
            ["password", "change", "--home", home, "--json"],
            environment: env().merging(["SOLWALLET_NEW_PASSWORD": "a new password"]) { $1 })
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(try changed.json()["reencrypted"] as? Int == 3)
    }

    /// `password change` killed (strace fault injection: SIGKILL at the Nth unlink, then at the Nth rename, N = 1,
    /// 2, … until a run finishes; strace counts per thread), then run again to completion: no file of the keystore
    /// opens with the old password, and `doctor` finds no `.prev`. Before that second run, `doctor` names a stale
    /// `.prev` with the command that fixes it.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")))
    func passwordChangeKilledAtEachUnlinkAndRenameThenFinishedLeavesNothingUnderTheOldPassword() throws {
        let template = home()
        defer { try? FileManager.default.removeItem(atPath: template) }
        #expect(try run(["init", "--non-interactive", "--home", template]).status == 0)
        let phrase = "legal winner thank year wave sausage worth useful legal winner thank yellow"
        let second = try run(
            ["import", "--phrase-stdin", "--name", "second", "--home", template], stdin: phrase + "\n")
        #expect(second.status == 0, "\(second.stderr)")
        let newPassword = "the new password"
        let environment = env().merging(["SOLWALLET_NEW_PASSWORD": newPassword]) { $1 }
        var kills = 0, prevSeen = 0
        for call in ["unlink", "rename"] {
            for n in 1...40 {
                let home = self.home()
                defer { try? FileManager.default.removeItem(atPath: home) }
                try FileManager.default.copyItem(atPath: template, toPath: home)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
                process.arguments = [
                    "-f", "-qq", "-o", "/dev/null", "-e", "trace=\(call)", "-e",
                    "inject=\(call):signal=SIGKILL:when=\(n)", CLI.binary.path, "password", "change", "--home", home,
                    "--json",
                ]
                var processEnvironment = ProcessInfo.processInfo.environment
                for (key, value) in environment { processEnvironment[key] = value }
                process.environment = processEnvironment
                let output = Pipe()
                process.standardOutput = output
                process.standardError = FileHandle.nullDevice
                try process.run()
                let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                if printed.contains("reencrypted") { break }  // no Nth call: the run finished
                kills += 1
                let keystore = home + "/data/keystore"
                if try FileManager.default.contentsOfDirectory(atPath: keystore).contains(where: {
                    $0.hasSuffix(".prev")
                }) {
                    prevSeen += 1
                    let doctor = try run(["doctor", "-u", "http://127.0.0.1:9", "--home", home])
                    #expect(doctor.stdout.contains(".swks.prev is a previous version"), "\(doctor.stdout)")
                    #expect(doctor.stdout.contains("fix: solwallet password change"), "\(doctor.stdout)")
                }
                // Run again, to completion.
                let again = try CLI.run(["password", "change", "--home", home, "--json"], environment: environment)
                #expect(again.status == 0, "\(call) #\(n): \(again.stderr)")
                for name in try FileManager.default.contentsOfDirectory(atPath: keystore) where name != ".lock" {
                    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: keystore + "/" + name)))
                    let opensWithOld =
                        (try? KeystoreFile.decrypt(bytes, password: KeystorePassword(Self.password))) != nil
                    #expect(!opensWithOld, "\(call) #\(n): \(name) opens with the old password")
                }
                #expect(
                    try FileManager.default.contentsOfDirectory(atPath: keystore).filter { $0.hasSuffix(".swks") }
                        .count == 2)
                #expect(try run(["seed", "export", "--home", home], password: newPassword).status == 0)
                let doctor = try run(["doctor", "-u", "http://127.0.0.1:9", "--home", home])
                #expect(!doctor.stdout.contains(".prev"), "\(call) #\(n): \(doctor.stdout)")
            }
        }
        #expect(kills >= 8, "\(kills) kills")  // at least each keystore unlink and rename (the calls of one thread)
        print("password change under strace: \(kills) kills (\(prevSeen) left a .prev), each finished by a second run")
    }
}
