import Foundation
import TestSupport
import Testing

/// `solwallet keygen` end to end, through the built binary (`.build/debug/solwallet`).
@Suite struct KeygenCLITests {
    static let abandon = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"

    struct Run { let status: Int32; let stdout: String; let stderr: String }

    func solwallet(_ arguments: [String], stdin: String = "", directory: String? = nil) throws -> Run {
        let binary = Oracle.repositoryRoot.appendingPathComponent(".build/debug/solwallet")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "keygen-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func recoverWritesA0600FileWithTheSpecAddress() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/id.json"
        let run = try solwallet(
            ["keygen", "recover", "--phrase-stdin", "--outfile", file, "--json"], stdin: Self.abandon + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        let object = try json(run.stdout)
        #expect(object["publicKey"] as? String == "EHqmfkN89RJ7Y33CXM6uCzhVeuywHoJXZZLszBHHZy7o")
        #expect(object["derivationPath"] is NSNull || object["derivationPath"] == nil)
        #expect(object["outfile"] as? String == file)
        let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(!run.stdout.contains("abandon") && !run.stderr.contains("abandon"))
        // pubkey and verify read it back.
        #expect(try solwallet(["keygen", "pubkey", file]).stdout == "EHqmfkN89RJ7Y33CXM6uCzhVeuywHoJXZZLszBHHZy7o\n")
        #expect(try solwallet(["keygen", "verify", "EHqmfkN89RJ7Y33CXM6uCzhVeuywHoJXZZLszBHHZy7o", file]).status == 0)
        #expect(try solwallet(["keygen", "verify", "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk", file]).status == 1)
        // A second recover refuses to overwrite.
        let again = try solwallet(["keygen", "recover", "--phrase-stdin", "--outfile", file], stdin: Self.abandon)
        #expect(again.status == 1 && again.stderr.contains("refusing to overwrite"))
        // A world-readable file gets a warning.
        chmod(file, 0o644)
        #expect(try solwallet(["keygen", "pubkey", file]).stderr.contains("chmod 600"))
    }

    @Test func presetsAndPathsGiveTheSpecTable() throws {
        let cases: [([String], String)] = [
            (["--preset", "phantom"], "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk"),
            (["--preset", "solflare", "--account", "1"], "Hh8QwFUA6MtVu1qAoq12ucvFHNwCcVTV7hpWjeY1Hztb"),
            (["--preset", "ledger-live"], "GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL"),
            (["--derivation-path", "m/44'/501'"], "D2PPQSYFe83nDzk96FqGumVU8JA7J8vj2Rhjc2oXzEi5"),
            (["--derivation-path", "m/44h/501h/0h/0h"], "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk"),
        ]
        for (options, address) in cases {
            let run = try solwallet(
                ["keygen", "recover", "--phrase-stdin", "--no-outfile", "--json"] + options, stdin: Self.abandon)
            #expect(run.status == 0, "\(options): \(run.stderr)")
            #expect(try json(run.stdout)["publicKey"] as? String == address, "\(options)")
        }
    }

    @Test func deriveListsEverySchemeInOneTable() throws {
        let run = try solwallet(
            ["keygen", "derive", "--phrase-stdin", "--accounts", "2", "--json"], stdin: Self.abandon)
        #expect(run.status == 0, "\(run.stderr)")
        let rows = try #require(try json(run.stdout)["accounts"] as? [[String: Any]])
        #expect(rows.count == 6)  // 2 phantom + 2 ledger-live + root + CLI
        let addresses = Set(rows.compactMap { $0["publicKey"] as? String })
        #expect(
            addresses.isSuperset(of: [
                "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk", "Hh8QwFUA6MtVu1qAoq12ucvFHNwCcVTV7hpWjeY1Hztb",
                "GjJyeC1r2RgkuoCWMyPYkCWSGSGLcz266EaAkLA27AhL", "D2PPQSYFe83nDzk96FqGumVU8JA7J8vj2Rhjc2oXzEi5",
                "EHqmfkN89RJ7Y33CXM6uCzhVeuywHoJXZZLszBHHZy7o",
            ]))
        #expect(rows.contains { $0["derivationPath"] as? String == "m/44'/501'/1'/0'" })
        // With a passphrase on line 2 the addresses change.
        let withPassphrase = try solwallet(
            ["keygen", "derive", "--phrase-stdin", "--passphrase-stdin", "--accounts", "1"],
            stdin: Self.abandon + "\nTREZOR\n")
        #expect(
            withPassphrase.status == 0
                && !withPassphrase.stdout.contains("HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk"))
    }

    @Test func badInputsExitWithTheErrorOnStderr() throws {
        let badWord = try solwallet(
            ["keygen", "recover", "--phrase-stdin", "--no-outfile"],
            stdin: Self.abandon.replacingOccurrences(of: "about", with: "abuot"))
        #expect(badWord.status == 1 && badWord.stdout.isEmpty)
        // The position, never the word or words near it (they would leak part of the phrase into logs).
        #expect(
            badWord.stderr.contains("word 12") && !badWord.stderr.contains("abuot") && !badWord.stderr.contains("about")
        )
        let checksum = try solwallet(
            ["keygen", "recover", "--phrase-stdin", "--no-outfile"],
            stdin: Array(repeating: "abandon", count: 12).joined(separator: " "))
        #expect(checksum.status == 1 && checksum.stderr.contains("checksum"))
        let path = try solwallet(
            ["keygen", "recover", "--phrase-stdin", "--no-outfile", "--derivation-path", "m/44'/501'/0"],
            stdin: Self.abandon)
        #expect(path.status == 1 && path.stderr.contains("not hardened"))
        let sollet = try solwallet(
            ["keygen", "recover", "--phrase-stdin", "--no-outfile", "--preset", "sollet"], stdin: Self.abandon)
        #expect(sollet.status == 1 && sollet.stderr.contains("secp256k1"))
        let grind = try solwallet(["keygen", "grind", "--starts-with", "0l"])
        #expect(grind.status == 1 && grind.stderr.contains("base58"))
        let argv = try solwallet(["keygen", "recover", "--phrase", Self.abandon, "--no-outfile"])
        #expect(argv.status == 0 && argv.stderr.contains("warning: --phrase"))
    }

    @Test func newAndGrind() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let new = try solwallet([
            "keygen", "new", "--words", "24", "--language", "spanish", "--preset", "phantom",
            "--outfile", directory + "/new.json", "--json",
        ])
        #expect(new.status == 0, "\(new.stderr)")
        let object = try json(new.stdout)
        let phrase = try #require(object["mnemonic"] as? String)
        #expect(phrase.split(separator: " ").count == 24 && object["language"] as? String == "spanish")
        #expect(object["derivationPath"] as? String == "m/44'/501'/0'/0'")
        // Recovering the printed phrase gives the same key.
        let recovered = try solwallet(
            ["keygen", "recover", "--phrase-stdin", "--preset", "phantom", "--no-outfile", "--json"], stdin: phrase)
        #expect(try json(recovered.stdout)["publicKey"] as? String == object["publicKey"] as? String)
        let grind = try solwallet(
            ["keygen", "grind", "--starts-with", "a", "--ignore-case", "--threads", "2", "--json"],
            directory: directory)
        #expect(grind.status == 0, "\(grind.stderr)")
        let found = try #require(try json(grind.stdout)["publicKey"] as? String)
        #expect(found.lowercased().hasPrefix("a"))
        #expect(FileManager.default.fileExists(atPath: directory + "/\(found).json"))
        // --no-outfile prints the base58 secret (Phantom's format); import turns it into a 0600 file.
        let printed = try solwallet(["keygen", "grind", "--ends-with", "b", "--no-outfile", "--json"])
        let secret = try #require(try json(printed.stdout)["secretKey"] as? String)
        let imported = try solwallet(
            ["keygen", "import", "--outfile", directory + "/imported.json", "--json"], stdin: secret + "\n")
        #expect(try json(imported.stdout)["publicKey"] as? String == json(printed.stdout)["publicKey"] as? String)
        let mode =
            try FileManager.default.attributesOfItem(atPath: directory + "/imported.json")[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let bad = try solwallet(["keygen", "import", "--no-outfile"], stdin: "0OIl\n")
        #expect(bad.status == 1 && bad.stderr.contains("secret key"))
    }

    /// Oracle: the address bip-utils (seed) and solders (keypair) give for a phrase, passphrase and path.
    func oracleAddress(_ phrase: String, passphrase: String, path: String?) throws -> String {
        struct Case: Encodable { let phrase: String; let passphrase: String; let language: String; let path: String? }
        struct Reply: Decodable { struct Result: Decodable { let publicKey: String }; let results: [Result] }
        let reply = try Oracle.ask(
            "derive", ["cases": [Case(phrase: phrase, passphrase: passphrase, language: "english", path: path)]],
            as: Reply.self, script: "keys_oracle.py")
        return try #require(reply.results.first?.publicKey)
    }

    /// Regression: with the phrase from --phrase, the passphrase is line 1 of stdin (it used to be ignored).
    @Test func passphraseStdinWithPhraseArgument() throws {
        let expected = try oracleAddress(Self.abandon, passphrase: "mypass", path: "m/44'/501'/0'/0'")
        #expect(expected.hasPrefix("DWw56w"))
        let run = try solwallet(
            [
                "keygen", "recover", "--phrase", Self.abandon, "--passphrase-stdin", "--preset", "phantom",
                "--no-outfile", "--json",
            ], stdin: "mypass\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try json(run.stdout)["publicKey"] as? String == expected)
        // derive: the same rule.
        let derive = try solwallet(
            [
                "keygen", "derive", "--phrase", Self.abandon, "--passphrase-stdin", "--accounts", "1",
                "--json",
            ], stdin: "mypass\n")
        #expect(derive.status == 0, "\(derive.stderr)")
        let rows = try #require(try json(derive.stdout)["accounts"] as? [[String: Any]])
        #expect(rows.contains { $0["publicKey"] as? String == expected })
    }

    @Test func passphraseStdinAfterThePhraseMatchesTheOracle() throws {
        let passphrase = "pässwörd \(Int.random(in: 0...1_000_000, using: &TestRandom.rng))"
        let expectedCLI = try oracleAddress(Self.abandon, passphrase: passphrase, path: nil)
        let run = try solwallet(
            ["keygen", "recover", "--phrase-stdin", "--passphrase-stdin", "--no-outfile", "--json"],
            stdin: Self.abandon + "\n" + passphrase + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try json(run.stdout)["publicKey"] as? String == expectedCLI)
        // An explicit empty line is the empty passphrase.
        let empty = try solwallet(
            ["keygen", "recover", "--phrase-stdin", "--passphrase-stdin", "--no-outfile", "--json"],
            stdin: Self.abandon + "\n\n")
        #expect(try json(empty.stdout)["publicKey"] as? String == "EHqmfkN89RJ7Y33CXM6uCzhVeuywHoJXZZLszBHHZy7o")
    }

    @Test func aMissingPassphraseLineIsAnError() throws {
        let recover = try solwallet(
            ["keygen", "recover", "--phrase-stdin", "--passphrase-stdin", "--no-outfile"],
            stdin: Self.abandon + "\n")
        #expect(recover.status == 1 && recover.stdout.isEmpty)
        #expect(recover.stderr.contains("line 2"), "\(recover.stderr)")
        let argument = try solwallet([
            "keygen", "recover", "--phrase", Self.abandon, "--passphrase-stdin", "--no-outfile",
        ])
        #expect(argument.status == 1 && argument.stderr.contains("line 1"), "\(argument.stderr)")
        let derive = try solwallet(["keygen", "derive", "--phrase", Self.abandon, "--passphrase-stdin"])
        #expect(derive.status == 1 && derive.stderr.contains("no passphrase"), "\(derive.stderr)")
        let new = try solwallet(["keygen", "new", "--passphrase-stdin", "--no-outfile", "--json"])
        #expect(new.status == 1 && new.stdout.isEmpty && new.stderr.contains("line 1"), "\(new.stderr)")
    }

    @Test func newWithPassphraseRecoversWithTheSamePassphrase() throws {
        let new = try solwallet(
            ["keygen", "new", "--passphrase-stdin", "--no-outfile", "--json"], stdin: "correct horse\n")
        #expect(new.status == 0, "\(new.stderr)")
        let object = try json(new.stdout)
        #expect(object["passphrase"] as? Bool == true)
        let phrase = try #require(object["mnemonic"] as? String)
        let expected = try oracleAddress(phrase, passphrase: "correct horse", path: nil)
        #expect(object["publicKey"] as? String == expected)
    }

    @Test func grindThreadsAreBounded() throws {
        for threads in ["0", "-1", "100000"] {
            let run = try solwallet(["keygen", "grind", "--starts-with", "a", "--threads=\(threads)"])
            #expect(run.status == 1, "\(threads): \(run.stderr)")
            #expect(run.stderr.contains("--threads must be from 1 to"), "\(threads): \(run.stderr)")
        }
    }

    @Test func enumOptionsListTheirValues() throws {
        let help = try solwallet(["keygen", "new", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("chinese-traditional") && help.stdout.contains("ledger-live"), "\(help.stdout)")
        let language = try solwallet(["keygen", "new", "--language", "klingon", "--no-outfile"])
        #expect(language.status == 1 && language.stderr.contains("klingon") && language.stderr.contains("english"))
        let sollet = try solwallet([
            "keygen", "recover", "--phrase", Self.abandon, "--preset", "sollet", "--no-outfile",
        ])
        #expect(sollet.status == 1 && sollet.stderr.contains("secp256k1") && sollet.stderr.contains("--preset"))
        // Aliases still work.
        let solflare = try solwallet(
            ["keygen", "recover", "--phrase-stdin", "--preset", "solflare", "--no-outfile", "--json"],
            stdin: Self.abandon)
        #expect(try json(solflare.stdout)["publicKey"] as? String == "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk")
    }
}

/// What a Solana CLI user types (issue 28): solana-keygen's spellings are taken, and `transfer` is `send`.
@Suite struct SolanaCLISpellingsTests {
    let keygen = KeygenCLITests()

    @Test func solanaKeygenSpellingsAreTaken() throws {
        let directory = try keygen.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let made = try keygen.solwallet([
            "keygen", "new", "--word-count", "24", "--no-bip39-passphrase", "-o", directory + "/id.json", "--json",
        ])
        #expect(made.status == 0, "\(made.stderr)")
        let object = try keygen.json(made.stdout)
        #expect(object["wordCount"] as? Int == 24 && object["passphrase"] as? Bool == false)
        #expect(try keygen.solwallet(["keygen", "new", "--no-passphrase", "--no-outfile"]).status == 0)
        let both = try keygen.solwallet([
            "keygen", "new", "--no-bip39-passphrase", "--passphrase-stdin", "--no-outfile",
        ])
        #expect(both.status == 1 && both.stderr.contains("--passphrase-stdin or --no-bip39-passphrase, not both"))
        // The wordlist languages are listed once, without an empty description line per name.
        let help = try keygen.solwallet(["keygen", "new", "--help"]).stdout
        #expect(help.contains("chinese-traditional") && !help.contains("- \n"), "\(help)")
        // `transfer` is `send`.
        let transfer = try keygen.solwallet(["transfer", "--help"]).stdout
        #expect(transfer.contains("USAGE: solwallet send [<options>] <to> <amount>"), "\(transfer.prefix(600))")
    }
}
