import Base58
import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing
import WalletPresentation

/// The CLI's success lines in the user's language (issue 28 audit): a wallet created, imported, an account added,
/// a backup restored, the password changed and a wallet deleted say so in Portuguese, Greek and Turkish, with no
/// English line left; English is unchanged.
@Suite(.serialized) struct CLILanguageLinesTests {
    static let password = "language lines password"
    static let english = [
        "Created wallet", "Imported wallet", "Account 1:", "Restored wallet", "Skipped wallet", "Password changed",
        "Deleted wallet", "Backed up",
    ]

    func run(_ arguments: [String], stdin: String? = nil, extra: [String: String] = [:]) throws -> CLI.Result {
        try CLI.run(
            arguments, stdin: stdin,
            environment: ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password].merging(extra) { $1 })
    }

    /// Every command's stdout, in `language` (`--lang`).
    func lines(_ language: Language) throws -> String {
        let home = NSTemporaryDirectory() + "solwallet-lines-" + UUID().uuidString
        let other = NSTemporaryDirectory() + "solwallet-lines-" + UUID().uuidString
        let lang = ["--lang", language.rawValue]
        var out = ""
        func step(_ arguments: [String], stdin: String? = nil, extra: [String: String] = [:]) throws {
            let result = try run(arguments + lang, stdin: stdin, extra: extra)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            out += result.stdout
        }
        try step(["init", "--non-interactive", "--home", home])
        try step(["account", "new", "--home", home])
        // A Solana CLI keypair file (a JSON array of the 64 secret bytes, the owner's only).
        let keyFile = home + "/key.json"
        let json = "[" + Keypair.generate().exportedSecretKey.map(String.init).joined(separator: ",") + "]"
        #expect(
            FileManager.default.createFile(
                atPath: keyFile, contents: Data(json.utf8), attributes: [.posixPermissions: 0o600]))
        try step(["import", "--keypair-file", keyFile, "--name", "key", "--home", home])
        let backup = home + "/backup.swbk"
        try step(["backup", backup, "--home", home])
        try step(["restore", backup, "--home", other], extra: ["SOLWALLET_BACKUP_PASSWORD": Self.password])
        try step(["restore", backup, "--home", other], extra: ["SOLWALLET_BACKUP_PASSWORD": Self.password])
        try step(
            ["password", "change", "--home", other],
            extra: ["SOLWALLET_NEW_PASSWORD": "another language lines password"])
        // No cluster answers here: --force deletes a wallet whose balance cannot be read.
        try step(["wallet", "delete", "key", "--yes", "--force", "--home", home, "-u", "http://127.0.0.1:9"])
        return out
    }

    @Test(arguments: [Language.pt, .el, .tr]) func successLinesSpeakTheLanguage(_ language: Language) throws {
        let out = try lines(language)
        let l10n = Localizer(language)
        for english in Self.english { #expect(!out.contains(english), "\(language): \(english) in \(out)") }
        #expect(out.contains(l10n(.cliCreatedWallet, "main", "")), "\(out)")
        #expect(out.contains(l10n(.cliImportedWallet, "key")), "\(out)")
        #expect(out.contains(l10n(.cliRestoredWallet, "main")) && out.contains(l10n(.cliSkippedWallet, "key")))
        // "{1} entries": the count around which the sentence is written.
        let changed = l10n.template(.cliPasswordChanged).components(separatedBy: "{1}")
        #expect(changed.allSatisfy { out.contains($0) }, "\(out)")
        #expect(out.contains(l10n(.cliDeletedWallet, "key")), "\(out)")
        let backedUp = BackupText.written(
            wallets: 2, accounts: 3, file: NSTemporaryDirectory() + "x", language: language)
        #expect(out.contains(String(backedUp.prefix(while: { $0 != "/" }))), "\(backedUp) in \(out)")
    }

    /// `keygen new|recover|import|verify|grind` (the solana-keygen layout) label their lines in the user's language;
    /// English keeps solana-keygen's words.
    @Test func keygenSpeaksTheLanguage() throws {
        let directory = NSTemporaryDirectory() + "solwallet-keygen-lines-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let english = [
            "Wrote new keypair", "pubkey:", "derivation:", "Save this seed phrase", "Wrote recovered keypair",
            "Wrote imported keypair", "Verification for public key", "Found ", "keys expected", "secret key (base58)",
        ]
        for language in [Language.pt, .el, .tr, .en] {
            let (l10n, lang) = (Localizer(language), ["--lang", language.rawValue])
            let file = directory + "/\(language.rawValue).json"
            let made = try run(["keygen", "new", "--outfile", file] + lang)
            let phrase = try #require(
                made.stdout.split(separator: "\n").first { $0.split(separator: " ").count == 12 }.map(String.init))
            let recovered = try run(
                ["keygen", "recover", "--phrase-stdin", "--outfile", file + ".recovered"] + lang, stdin: phrase + "\n")
            let secret = Base58.encode(Keypair.generate().exportedSecretKey)
            let imported = try run(
                ["keygen", "import", "--outfile", file + ".imported"] + lang, stdin: secret + "\n")
            let key =
                try #require(
                    made.stdout.split(separator: "\n").first { $0.contains(l10n(.keygenPubkeyLabel) + ": ") }
                )
                .split(separator: " ").last.map(String.init) ?? ""
            let verified = try run(["keygen", "verify", key, file] + lang)
            let ground = try run(["keygen", "grind", "--ends-with", "b", "--no-outfile", "--threads", "1"] + lang)
            let out = [made, recovered, imported, verified, ground].map { $0.stdout + $0.stderr }.joined()
            for result in [made, recovered, imported, verified, ground] {
                #expect(result.status == 0, "\(language): \(result.stderr)")
            }
            #expect(out.contains(l10n(.keygenWroteNew, file)) && out.contains(l10n(.keygenSavePhrase)), "\(out)")
            #expect(out.contains(l10n(.keygenWroteRecovered, file + ".recovered")), "\(out)")
            #expect(out.contains(l10n(.keygenWroteImported, file + ".imported")), "\(out)")
            #expect(out.contains(l10n(.keygenVerification, key, l10n(.keygenVerifySuccess))), "\(out)")
            #expect(out.contains(l10n(.grindEndsWith, "b")) && out.contains(l10n(.keygenSecretBase58, "")), "\(out)")
            for words in english where language != .en {
                #expect(!out.contains(words), "\(language): \(words) in \(out)")
            }
        }
    }

    /// `solwallet account` (the Solana CLI's layout) and `airdrop` label their lines in the user's language: a
    /// system account and a token mint, on localnet.
    @Test func accountLabelsSpeakTheLanguage() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let payer = Keypair.generate()
        try await client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let mint = try await Chain.mintTokens(client, payer: payer, to: payer.publicKey, amount: 5, decimals: 2)
        let englishLabels = ["Public Key:", "Balance:", "Owner:", "Executable:", "Rent Epoch:", "Length:", "Decimals:"]
        for language in [Language.pt, .el, .tr, .en] {
            let l10n = Localizer(language)
            let lang = ["--lang", language.rawValue, "-u", url]
            let system = try run(["account", payer.publicKey.base58] + lang)
            let token = try run(["account", mint.base58] + lang)
            let airdrop = try run(["airdrop", "0.5", Keypair.generate().publicKey.base58] + lang)
            let out = system.stdout + token.stdout + airdrop.stdout
            #expect(system.status == 0 && token.status == 0 && airdrop.status == 0, "\(language): \(out)")
            for key in [L10nKey.accountPublicKey, .accountBalanceLabel, .accountOwnerLabel, .tokenFieldDecimals] {
                #expect(out.contains(l10n(key) + ": "), "\(language) \(key): \(out)")
            }
            #expect(out.contains(l10n(.accountExecutableLabel) + ": " + l10n(.booleanFalse)), "\(out)")
            // A new account's 0.5 SOL, with the decimal separator of the language.
            #expect(out.contains(NumberStyle(language).localize(decimal: "0.5") + " SOL"), "\(language): \(out)")
            for english in englishLabels {
                #expect(out.contains(english) == (language == .en), "\(language): \(english) in \(out)")
            }
        }
    }

    @Test func englishIsUnchanged() throws {
        let out = try lines(.en)
        for english in Self.english { #expect(out.contains(english), "\(english) in \(out)") }
    }
}
