import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

/// The rest of the CLI in the user's language (issue 28, item 7): `tx show` of a real transfer on localnet, the
/// other lines commands print, and `token hidden` with what the token-filter rule hides and why; English unchanged.
@Suite(.serialized) struct CLILanguageRestTests {
    static let password = "language rest password"

    func run(_ arguments: [String], home: String? = nil, extra: [String: String] = [:]) throws -> CLI.Result {
        var environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]
        if let home { environment["SOLWALLET_HOME"] = home }
        return try CLI.run(arguments, environment: environment.merging(extra) { $1 })
    }

    static func client(_ localnet: Localnet) -> RPCClient {
        RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
    }

    /// `tx show` of a transfer with a memo: every label in Portuguese, Greek and Turkish (amounts with the
    /// language's decimal comma), none of the English ones; English byte for byte as before.
    @Test func txShowSpeaksTheLanguage() async throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let url = localnet.httpURL.absoluteString
        let client = Self.client(localnet)
        let payer = Keypair.generate()
        let recipient = Keypair.generate().publicKey
        try await client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let signature = try await Chain.run(
            client, signers: [payer],
            [
                SystemProgram.transfer(from: payer.publicKey, to: recipient, lamports: 250_000_000),
                MemoProgram.memo("language rest", signers: [payer.publicKey]),
            ])
        let english = try run(["tx", "show", signature.base58, "-u", url, "--lang", "en"])
        #expect(english.status == 0, "\(english.stderr)")
        let englishLines = [
            "Signature: \(signature.base58)", "Status: ok   Fee: 0.000005 SOL (paid by \(payer.publicKey.base58))",
            "For \(payer.publicKey.base58): sent -0.25 SOL with \(recipient.base58)", "Memo: language rest",
            "Instructions:", "Logs:",
        ]
        for line in englishLines { #expect(english.stdout.contains(line), "\(line) in \(english.stdout)") }
        #expect(english.stdout.contains("   Time: ") && english.stdout.contains(" UTC   Version: legacy"))
        let header = try #require(english.stdout.split(separator: "\n").first { $0.hasPrefix("Account") })
        #expect(header.contains("Before (SOL)") && header.contains("After (SOL)") && header.hasSuffix("Change"))
        let englishWords = [
            "Signature:", "Slot:", "Time:", "Version:", "Status:", "Fee:", "paid by", "For ", " with ", "Memo:",
            "Before (SOL)", "After (SOL)", "Change", "Instructions:", "Logs:", "sent",
        ]
        for language in [Language.pt, .el, .tr] {
            let l10n = Localizer(language)
            let shown = try run(["tx", "show", signature.base58, "-u", url, "--lang", language.rawValue])
            #expect(shown.status == 0, "\(language): \(shown.stderr)")
            let out = shown.stdout
            // The words a language's table borrows from English ("Slot", pt "Status", "Memo") are its own.
            let borrowed = [L10nKey.slot, .columnStatus, .columnMemo].map { l10n($0) + ":" }
            for words in englishWords where !borrowed.contains(words) {
                #expect(!out.contains(words), "\(language): \(words) in \(out)")
            }
            for key in [L10nKey.signature, .slot, .blockTime, .txShowVersion, .columnStatus, .fee, .columnMemo] {
                #expect(out.contains(l10n(key) + ": "), "\(language) \(key): \(out)")
            }
            for key in [L10nKey.txInstructions, .txShowLogs] { #expect(out.contains(l10n(key) + ":\n")) }
            #expect(out.contains(l10n(.txShowBefore)) && out.contains(l10n(.txShowChange)), "\(out)")
            #expect(out.contains(l10n(.txShowPaidBy, payer.publicKey.base58)), "\(out)")
            #expect(
                out.contains(l10n(.txShowFor, payer.publicKey.base58, l10n(.txShowSent), "-0,25 SOL")),
                "\(language): \(out)")
            #expect(out.contains("0,000005 SOL") && out.contains(l10n(.txShowStatusOk)), "\(out)")
            // The data stays as it is: the JSON is the same in every language.
            let json = try run(["tx", "show", signature.base58, "-u", url, "--lang", language.rawValue, "--json"])
            #expect(try json.json()["direction"] as? String == "sent" && json.json()["status"] as? String == "ok")
        }
    }

    /// `token hidden ADDRESS` lists the mints the user hid ("by you", held or not) and the token accounts the
    /// token-filter rule hides right now (a 0 balance of an unnamed mint: "unknown dust"); a real amount stays out.
    @Test func tokenHiddenListsWhatTheRuleHides() async throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let url = localnet.httpURL.absoluteString
        let client = Self.client(localnet)
        let home = NSTemporaryDirectory() + "solwallet-hidden-rule-" + UUID().uuidString
        let (payer, owner) = (Keypair.generate(), Keypair.generate().publicKey)
        try await client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let dust = try await Chain.mintTokens(client, payer: payer, to: owner, amount: 0, decimals: 6)
        let real = try await Chain.mintTokens(client, payer: payer, to: owner, amount: 5_000_000, decimals: 6)
        let mine = try await Chain.mintTokens(client, payer: payer, to: owner, amount: 7_000_000, decimals: 6)
        let notHeld = Keypair.generate().publicKey
        for mint in [mine, notHeld] { #expect(try run(["token", "hide", mint.base58], home: home).status == 0) }

        let listed = try run(["token", "hidden", owner.base58, "-u", url, "--json"], home: home)
        #expect(listed.status == 0, "\(listed.stderr)")
        let result = try listed.json()
        #expect(result["address"] as? String == owner.base58 && result["tokenFilter"] as? String == "unknown-dust")
        #expect(Set(result["hidden"] as? [String] ?? []) == [mine.base58, notHeld.base58], "\(result)")
        let tokens = try #require(result["tokens"] as? [[String: Any]])
        func row(_ mint: PublicKey) -> [String: Any]? { tokens.first { $0["mint"] as? String == mint.base58 } }
        #expect(row(dust)?["reason"] as? String == "unknownDust" && row(dust)?["amount"] as? String == "0")
        #expect(row(dust)?["account"] as? String != nil, "\(tokens)")
        #expect(row(mine)?["reason"] as? String == "byYou" && row(mine)?["uiAmount"] as? String == "7")
        #expect(row(notHeld)?["reason"] as? String == "byYou" && row(notHeld)?["account"] == nil)
        #expect(row(real) == nil && tokens.count == 3, "a real amount of a mint is not hidden: \(tokens)")

        for language in [Language.en, .pt, .el, .tr] {
            let l10n = Localizer(language)
            let text = try run(
                ["token", "hidden", owner.base58, "-u", url, "--lang", language.rawValue], home: home)
            #expect(text.status == 0, "\(text.stderr)")
            func line(_ mint: PublicKey) -> String {
                text.stdout.split(separator: "\n").first { $0.hasPrefix(mint.base58) }.map(String.init) ?? ""
            }
            #expect(line(dust).contains(l10n(.hiddenReasonUnknownDust)), "\(language): \(text.stdout)")
            #expect(line(mine).contains(l10n(.hiddenReasonByYou)), "\(language): \(text.stdout)")
            #expect(line(notHeld).contains(l10n(.hiddenReasonByYou)) && line(real).isEmpty, "\(text.stdout)")
            #expect(text.stdout.contains(l10n(.columnHiddenReason)), "\(text.stdout)")
            if language == .en {
                #expect(line(dust).contains("unknown dust") && line(mine).contains("by you"))
            } else {
                #expect(!text.stdout.contains("unknown dust") && !text.stdout.contains("by you"), "\(text.stdout)")
            }
        }
        // Without an account and without a wallet: the hand list only, as before.
        let plain = try run(["token", "hidden", "--json"], home: home)
        let plainTokens = try plain.json()["tokens"] as? [Any]
        #expect(plain.status == 0 && plainTokens?.count == 2, "\(plain.stdout)")
        // The cluster cannot be reached: the hand list, and why the rest is missing, in the language.
        let offline = try run(
            ["token", "hidden", Keypair.generate().publicKey.base58, "-u", "http://127.0.0.1:9", "--lang", "pt"],
            home: home)
        #expect(offline.status == 0 && offline.stdout.contains(mine.base58), "\(offline.stderr)")
        #expect(offline.stderr.contains(String(Localizer(.pt).template(.hiddenRuleUnavailable).prefix(20))))
    }

    /// `token hide|unhide`, `validators`, `adapter list`: their lines in the language, the English ones unchanged.
    @Test func otherLinesSpeakTheLanguage() throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let url = localnet.httpURL.absoluteString
        let mint = Keypair.generate().publicKey.base58
        let english = [
            "Hidden from balances", "Already hidden", "Shown in balances again", "Not hidden", "No validators",
            "VOTE ACCOUNT", "No wallet is connected",
        ]
        for language in [Language.en, .pt, .el, .tr] {
            let (l10n, lang) = (Localizer(language), ["--lang", language.rawValue])
            let home = NSTemporaryDirectory() + "solwallet-rest-lines-" + UUID().uuidString
            let steps = [
                ["token", "hide", mint], ["token", "hide", mint], ["token", "unhide", mint], ["token", "unhide", mint],
                ["validators", "-u", url], ["adapter", "list"],
            ]
            var out = ""
            for step in steps {
                let result = try run(step + lang, home: home)
                #expect(result.status == 0, "\(language) \(step): \(result.stderr)")
                out += result.stdout
            }
            for key in [L10nKey.cliTokenHidden, .cliTokenAlreadyHidden, .cliTokenShownAgain, .cliTokenNotHidden] {
                #expect(out.contains(l10n(key, mint)), "\(language) \(key): \(out)")
            }
            #expect(out.contains(l10n(.cliAdapterNoConnection)), "\(language): \(out)")
            for words in english where language != .en {
                #expect(!out.contains(words), "\(language): \(words) in \(out)")
            }
        }
    }

    /// Error paths through the binary in Portuguese, Greek and Turkish (`LANG`): a bad amount, a bad address, an
    /// account that is not the wallet's, no wallet at all, a bad `--url`, merchants that refuse, a bad payment link, a
    /// bad mint. No English sentence reaches the user (the English text only as the detail line; a merchant's own
    /// words are shown as they are), the `--json` `message` is in the language, the exit status and `code` are
    /// English's.
    @Test func errorsSpeakTheLanguage() async throws {
        let wallet = try LocalnetWallet(
            prefix: "l10n-errors", environment: ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password])
        let shop = try HTTPSPeer.payMerchant(rpc: wallet.localnet.httpURL)
        let (url, home, address) = (wallet.url, wallet.home, wallet.address.base58)
        let empty = NSTemporaryDirectory() + "solwallet-l10n-errors-empty-" + UUID().uuidString
        func link(_ path: String) -> String {
            "solana:" + (shop.url + path).addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        }
        let merchantWords = "Out of stock: order 42 cannot be paid"
        let failing: [[String]] = [
            ["receive", "--amount", "abc", "--no-qr", "--home", home],
            ["airdrop", "abc", address, "-u", url],
            ["send", "notanaddress", "0.1", "-u", url, "--yes", "--home", home],
            ["send", address, "0.1", "--from", "nobody", "-u", url, "--yes", "--home", home],
            ["receive", "--no-qr", "--home", empty],
            ["backup", empty + "/backup.swbk", "--home", empty],
            ["slot", "-u", "ftp://x"],
            ["config", "set", "url", "ftp://x", "--home", home],
            ["pay", link("/refuse"), "--yes", "--amount", "1", "-u", url, "--home", home],
            ["pay", link("/notx"), "--yes", "--amount", "1", "-u", url, "--home", home],
            ["pay", link("/refuse"), "--yes", "-u", url, "--home", home],
            ["pay", "solana:\(address)?amount=abc", "--yes", "-u", url, "--home", home],
            ["token", "hide", "not-a-mint", "--home", home],
            ["token", "hidden", "nobody", "--home", home],
            ["news", "--url", "notaurl", "--home", home],
        ]
        let environment = [
            "SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password, "SOLWALLET_CA_FILE": shop.ca,
        ]
        func run(_ arguments: [String], lang: String) throws -> CLI.Result {
            try CLI.run(
                arguments,
                environment: environment.merging(LocalizedErrorReportingTests.environment(lang)) { $1 })
        }
        for arguments in failing {
            let english = try run(arguments, lang: "en_US.UTF-8")
            #expect(english.status != 0, "\(arguments): \(english.stderr)")
            let englishJSON = try LocalizedErrorReportingTests.json(
                try run(arguments + ["--json"], lang: "en_US.UTF-8"))
            for (lang, details) in LocalizedErrorReportingTests.guardedLanguages {
                let said = try run(arguments, lang: lang)
                #expect(said.status == english.status, "\(lang) \(arguments): \(said.stderr)")
                let shown = said.stderr.replacingOccurrences(of: merchantWords, with: "")
                let found = LocalizedErrorReportingTests.englishLines(shown, detailPrefix: details)
                #expect(found.isEmpty, "\(lang) \(arguments): English reaches the user: \(found)")
                #expect(said.stderr != english.stderr, "\(lang) \(arguments): the English message: \(said.stderr)")
                let json = try LocalizedErrorReportingTests.json(try run(arguments + ["--json"], lang: lang))
                #expect(json["code"] as? String == englishJSON["code"] as? String, "\(lang) \(arguments)")
                #expect(json["error"] as? String == englishJSON["error"] as? String, "`error` stays the English text")
                if json["code"] as? String != "usage" {
                    let message = (json["message"] as? String ?? "").replacingOccurrences(of: merchantWords, with: "")
                    #expect(!message.isEmpty, "\(lang) \(arguments): no message in the language: \(json)")
                    #expect(
                        LocalizedErrorReportingTests.englishLines(message, detailPrefix: details).isEmpty,
                        "\(lang) \(arguments): English in --json: \(message)")
                }
            }
        }
        // A value given on the command line is fixed there (not with `config set`), in the language.
        let flag = try LocalizedErrorReportingTests.json(
            try run(["news", "--url", "notaurl", "--home", home, "--json"], lang: "pt_BR.UTF-8"))
        #expect(flag["message"] as? String == Localizer(.pt)(.errorInvalidFlagValue, "notaurl", "news-url"), "\(flag)")
        #expect(flag["hint"] as? String == Localizer(.pt)(.hintSeeHelpValues), "\(flag)")
        // Issue 28, item 7: `wallets` under a Turkish locale has Turkish headers.
        let turkish = try run(["wallets", "--home", home], lang: "tr_TR.UTF-8")
        let header = turkish.stdout.split(separator: "\n").first.map(String.init) ?? ""
        let l10n = Localizer(.tr)
        #expect(header.contains(l10n(.wallet)) && header.contains(l10n(.address)), "\(turkish.stdout)")
        #expect(!header.contains("Wallet") && !header.contains("Address"), "\(turkish.stdout)")
    }
}
