import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing
import WalletPresentation

/// Solana Actions through the binary (`solwallet action`), against a local HTTPS Actions server whose transactions
/// solders builds (Tests/Oracles/actions_server.py) and localnet: a donation of a random amount, a memo, a signed
/// message the server verifies, a two-step chain to `completed`, each checked on chain; hostile answers (oversized,
/// an http redirect, a `next` to another origin, another signer, a stake-authority change, a non-https link, a cap
/// too small) refused with nothing moved.
@Suite(.serialized) struct ActionCLITests {
    static let password = "actions tests password"

    @Test func actionsRunWhatTheyShowAndRefuseTheRest() async throws {
        let wallet = try LocalnetWallet(
            prefix: "actions", environment: ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password])
        let (client, rpc, home, user) = (wallet.client, wallet.url, wallet.home, wallet.address)
        let server = try HTTPSPeer.actionsServer(rpc: wallet.localnet.httpURL)
        let environment = [
            "SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password, "SOLWALLET_CA_FILE": server.ca,
        ]
        let treasury = try PublicKey(server.treasury)
        try await client.airdrop(user, lamports: 3_000_000_000, commitment: .confirmed)
        try await client.airdrop(treasury, lamports: 10_000_000, commitment: .confirmed)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        func action(_ arguments: [String], stdin: String? = nil) throws -> CLI.Result {
            try CLI.run(["action"] + arguments + ["-u", rpc, "--home", home], stdin: stdin, environment: environment)
        }
        func encoded(_ path: String) -> String {
            "solana-action:" + (server.url + path).addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        }

        // A donation of a random amount through the website link (actions.json), with the cap at the amount.
        let millis = UInt64.random(in: 1...500, using: &TestRandom.rng)
        let amount = "0." + String(format: "%03d", millis)
        let lamports = millis * 1_000_000
        let (userBefore, treasuryBefore) = (try await balance(user), try await balance(treasury))
        let donated = try action([server.url + "/donate/x", "--param", "amount=\(amount)", "--yes", "--amount", amount])
        #expect(donated.status == 0, "\(donated.stderr)")
        #expect(donated.stderr.contains("Action from 127.0.0.1") && donated.stderr.contains("system.transfer"))
        #expect(donated.stderr.contains("(not fetched)") && !donated.stderr.contains("\u{1B}[31m"), "\(donated.stderr)")
        #expect(try await balance(user) == userBefore - lamports - 5_000)
        #expect(try await balance(treasury) == treasuryBefore + lamports)
        let posts = try server.posts().filter { $0["path"] == "/api/donate" }
        #expect(
            posts.last?["body"] == "{\"account\":\"\(user.base58)\",\"data\":{\"amount\":\"\(amount)\"}}", "\(posts)")

        // Parameters are checked before anything is asked of the server: bounds, pattern, unknown names.
        let settled = try await balance(user)
        for (parameter, message) in [
            ("amount=2", "more than 1"), ("amount=abc", "not a number"), ("amount=0.0001", "less than 0.001"),
            ("colour=red", "no parameter of that name"),
        ] {
            let result = try action(
                [encoded("/api/donate"), "--param", parameter]
                    + (parameter.hasPrefix("colour") ? ["--param", "amount=0.01"] : [])
                    + ["--yes", "--amount", "1"])
            #expect(result.status == 1 && result.stderr.contains(message), "\(parameter): \(result.stderr)")
        }
        // A memo through an interstitial (blink) link (JSON output, checked against its schema).
        let memo = "hello " + String((0..<8).map { _ in "abcdefghij".randomElement(using: &TestRandom.rng)! })
        let memoed = try action(
            [
                "https://blinks.example/?action=" + encoded("/api/memo").addingPercentEncoding(
                    withAllowedCharacters: .alphanumerics)!, "--param", "text=\(memo)", "--yes", "--amount", "0.001",
                "--json",
            ])
        #expect(memoed.status == 0, "\(memoed.stderr)")
        let checked = try JSONSchemaCLITests.check([.init(schema: "action", text: memoed.stdout)])
        let failures = checked.results.flatMap(\.errors)
        #expect(!checked.results.isEmpty && failures.isEmpty, "\(failures)")
        let signature = try #require((try memoed.json()["steps"] as? [[String: Any]])?.first?["signature"] as? String)
        let mentions = try await client.send(.getSignaturesForAddress(user, commitment: .confirmed))
        let entry = try #require(mentions.first { $0.signature.base58 == signature })
        #expect(entry.memo == nil || entry.memo?.contains(memo) == true, "\(String(describing: entry.memo))")
        #expect(try await balance(user) == settled - 5_000)
        let badMemo = try action([encoded("/api/memo"), "--param", "text=Hello!", "--yes", "--amount", "1"])
        #expect(badMemo.status == 1 && badMemo.stderr.contains("does not match"), "\(badMemo.stderr)")

        // A message: signed, and verified by the server (solders) before it answers completed.
        let signed = try action([encoded("/api/message"), "--yes", "--amount", "0.001"])
        #expect(signed.status == 0, "\(signed.stderr)")
        #expect(signed.stderr.contains("127.0.0.1 wants you to sign a message with your account:"), "\(signed.stderr)")
        #expect(signed.stderr.contains("Completed: 127.0.0.1") && signed.stderr.contains("Signed in"))

        // Two transactions chained through a post callback and an inline completed action.
        let (chainUser, chainTreasury) = (try await balance(user), try await balance(treasury))
        let chained = try action([encoded("/api/chain"), "--yes", "--amount", "0.00001", "--json"])
        #expect(chained.status == 0, "\(chained.stderr)")
        let steps = try #require(try chained.json()["steps"] as? [[String: Any]])
        let completed = try chained.json()["completed"] as? Bool
        #expect(steps.count == 2 && completed == true, "\(chained.stdout)")
        #expect(try await balance(treasury) == chainTreasury + 3_000)
        #expect(try await balance(user) == chainUser - 3_000 - 10_000)

        // Partially signed by the server (the treasury pays the fee and signs first, with its blockhash): the wallet
        // keeps that signature and blockhash, adds the account's, and exactly the 1,000 lamports leave the account.
        let (cosignUser, cosignTreasury) = (try await balance(user), try await balance(treasury))
        let cosigned = try action([encoded("/api/cosigned"), "--yes", "--amount", "0.00001", "--json"])
        #expect(cosigned.status == 0, "\(cosigned.stderr)")
        #expect(try await balance(user) == cosignUser - 1_000, "the treasury paid the fee")
        #expect(try await balance(treasury) == cosignTreasury + 1_000 - 10_000, "two signatures' fee")
        let cosignedSteps = try #require(try cosigned.json()["steps"] as? [[String: Any]])
        #expect(cosignedSteps.count == 1 && cosignedSteps[0]["signature"] is String, "\(cosigned.stdout)")

        // An external link: nothing to sign; the link is shown, never opened, and given to scripts.
        let linkPosts = try server.posts().filter { $0["path"] == "/api/link" }.count
        let linked = try action([encoded("/api/link"), "--yes", "--amount", "0.001"])
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(linked.stderr.contains("https://127.0.0.1/receipt/42 (not opened)"), "\(linked.stderr)")
        #expect(linked.stderr.contains("Your receipt is ready"), "\(linked.stderr)")
        let linkedJSON = try action([encoded("/api/link"), "--yes", "--amount", "0.001", "--json"])
        let linkSteps = try #require(try linkedJSON.json()["steps"] as? [[String: Any]])
        #expect(linkSteps.count == 1 && linkSteps[0]["type"] as? String == "external-link", "\(linkedJSON.stdout)")
        #expect(linkSteps[0]["externalLink"] as? String == "https://127.0.0.1/receipt/42", "\(linkedJSON.stdout)")
        #expect(try server.posts().filter { $0["path"] == "/api/link" }.count == linkPosts + 2)
        // In Greek: the labels and "(not opened)" from the tables; the Action's own words as they are.
        let greekLink = try action([encoded("/api/link"), "--yes", "--amount", "0,001", "--lang", "el"])
        let el = Localizer(.el)
        #expect(
            greekLink.status == 0 && greekLink.stderr.contains(el(.cliActionNotOpened, "https://127.0.0.1/receipt/42"))
                && greekLink.stderr.contains("  " + el(.cliActionLink) + " ")
                && !greekLink.stderr.contains("(not opened)"),
            "\(greekLink.stderr)")

        // A token donation: the server (solana-py's spl.token) creates the treasury's token account and transfers a
        // random number of base units; the review shows the token leaving, and exactly that moves.
        let minter = Keypair.generate()
        try await client.airdrop(minter.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let decimals = UInt8.random(in: 0...9, using: &TestRandom.rng)
        let minted = UInt64.random(in: 10...1_000_000_000, using: &TestRandom.rng)
        let mint = try await Chain.mintTokens(client, payer: minter, to: user, amount: minted, decimals: decimals)
        let units = UInt64.random(in: 1...minted, using: &TestRandom.rng)
        func tokens(_ owner: PublicKey) async throws -> UInt64? {
            let ata = PublicKey.associatedTokenAddress(owner: owner, mint: mint, tokenProgram: .tokenProgram)
            return UInt64(try await client.send(.getTokenAccountBalance(ata, commitment: .confirmed)).value.amount)
        }
        let tokenUser = try await balance(user)
        // The cap is in the token's units (SOL for rent and fees apart): one base unit less is refused, the exact
        // amount passes.
        let short = try action(
            [
                encoded("/api/token?mint=\(mint.base58)"), "--param", "amount=\(units)", "--yes", "--amount",
                DecimalAmount.format(units - 1, decimals: Int(decimals)),
            ])
        #expect(short.status == 1 && short.stderr.contains("more than the cap"), "\(short.stderr)")
        #expect(try await balance(user) == tokenUser, "nothing was signed")
        let cap = DecimalAmount.format(units, decimals: Int(decimals))
        let sent = try action(
            [encoded("/api/token?mint=\(mint.base58)"), "--param", "amount=\(units)", "--yes", "--amount", cap])
        #expect(sent.status == 0, "seed \(TestRandom.seed): \(sent.stderr)")
        #expect(sent.stderr.contains("spl-token.transferChecked"), "\(sent.stderr)")
        #expect(try await tokens(user) == minted - units, "seed \(TestRandom.seed)")
        #expect(try await tokens(treasury) == units, "seed \(TestRandom.seed)")
        let ataRent = try await client.send(.getMinimumBalanceForRentExemption(165))
        #expect(try await balance(user) == tokenUser - ataRent - 5_000, "seed \(TestRandom.seed)")
        // A transfer of more than is left fails in the review's simulation with custom error 1, named by a registered
        // IDL (the Token program's fixture with that error renamed), which wins over the built-in name.
        let fixture = Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/idl/token.json")
        var idl = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: fixture)) as? [String: Any])
        var program = try #require(idl["program"] as? [String: Any])
        program["errors"] = [
            [
                "kind": "errorNode", "name": "overdrawnForTest", "code": 1, "message": "Registered for the test",
                "docs": [],
            ]
        ]
        idl["program"] = program
        let idlFile = home + "/token-renamed.json"
        try JSONSerialization.data(withJSONObject: idl).write(to: URL(fileURLWithPath: idlFile))
        let added = try CLI.run(["idl", "add", idlFile, "--home", home], environment: environment)
        #expect(added.status == 0, "\(added.stderr)")
        let overdrawn = try action(
            [
                encoded("/api/token?mint=\(mint.base58)"), "--param", "amount=\(minted)", "--yes", "--amount",
                DecimalAmount.format(minted, decimals: Int(decimals)),
            ])
        #expect(overdrawn.status != 0, "\(overdrawn.stderr)")
        #expect(overdrawn.stderr.contains("Registered for the test"), "\(overdrawn.stderr)")
        #expect(try await tokens(user) == minted - units, "nothing moved")
        _ = try CLI.run(["idl", "remove", PublicKey.tokenProgram.base58, "--home", home], environment: environment)

        // Hostile: each refused, nothing signed, nothing moved.
        let stake = Keypair.generate()
        let funder = Keypair.generate()
        try await client.airdrop(funder.publicKey, lamports: 5_000_000_000, commitment: .confirmed)
        let stakeRent = try await client.send(.getMinimumBalanceForRentExemption(200))
        _ = try await Chain.run(
            client, signers: [funder, stake],
            [
                SystemProgram.createAccount(
                    from: funder.publicKey, newAccount: stake.publicKey, lamports: stakeRent + 1_000_000_000,
                    space: 200, owner: .stakeProgram),
                StakeProgram.initialize(
                    stakeAccount: stake.publicKey, authorized: .init(staker: user, withdrawer: user)),
            ])
        let watched = [user, treasury, stake.publicKey]
        func states() async throws -> [AccountInfo?] {
            try await client.send(.getMultipleAccounts(watched, commitment: .confirmed)).value
        }
        let before = try await states()
        let hostile: [(String, String)] = [
            (encoded("/api/big"), "larger than 64 KiB"),
            (encoded("/api/redirect-http"), "redirect"),
            (encoded("/api/next-other"), "another origin"),
            (encoded("/api/other-signer"), "malicious"),
            (encoded("/api/cosigned-bad"), "invalid signature"),
            (
                encoded("/api/stake-authorize?stake=\(stake.publicKey.base58)"),
                "Withdrawer: \(user.base58) → \(treasury)"
            ),
            ("solana-action:http://127.0.0.1:9/api/donate", "https"),
            ("http://127.0.0.1:9/donate/1", "https"),
            (encoded("/api/donate?amount=0.5"), "more than the cap"),
        ]
        for (link, message) in hostile {
            let arguments = link.contains("donate") ? [link, "--param", "amount=0.5"] : [link]
            let result = try action(arguments + ["--yes", "--amount", "0.1"])
            #expect(result.status != 0 && result.stderr.contains(message), "\(link): \(result.stderr)")
            #expect(!result.stderr.contains("Sign and send?"))
        }
        let after = try await states()
        for (key, (old, new)) in zip(watched, zip(before, after)) {
            #expect(old == new, "\(key) changed")
        }
        // --yes needs a cap; a non-terminal run without --yes never signs.
        let settledAgain = try await balance(user)
        let noCap = try action([encoded("/api/donate"), "--param", "amount=0.01", "--yes"])
        #expect(noCap.status == 1 && noCap.stderr.contains("needs --amount"), "\(noCap.stderr)")
        let noTerminal = try action([encoded("/api/donate"), "--param", "amount=0.01"], stdin: "")
        #expect(noTerminal.status != 0 && noTerminal.stderr.contains("needs --yes"), "\(noTerminal.stderr)")
        // The card in the CLI's language.
        let greek = try action([encoded("/api/donate"), "--param", "amount=0.01", "--lang", "el"], stdin: "")
        #expect(greek.status != 0 && greek.stderr.contains("Ενέργεια από 127.0.0.1"), "\(greek.stderr)")
        #expect(greek.stderr.contains("Τίτλος") && !greek.stderr.contains("Title"), "\(greek.stderr)")
        #expect(try await balance(user) == settledAgain)
    }

    /// At a terminal: the parameter is asked (its label as the prompt), the review is shown and asked about, and the
    /// password is read with echo off; declining signs nothing.
    @Test func atATerminalTheParameterAndTheConfirmationAreAsked() async throws {
        let wallet = try LocalnetWallet(
            prefix: "actions-pty", environment: ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password])
        let (client, user) = (wallet.client, wallet.address)
        let server = try HTTPSPeer.actionsServer(rpc: wallet.localnet.httpURL)
        let treasury = try PublicKey(server.treasury)
        try await client.airdrop(user, lamports: 1_000_000_000, commitment: .confirmed)
        try await client.airdrop(treasury, lamports: 10_000_000, commitment: .confirmed)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        let link =
            "solana-action:" + (server.url + "/api/donate").addingPercentEncoding(
                withAllowedCharacters: .alphanumerics)!
        // No password in the environment: the terminal is asked.
        let argv = [
            "/usr/bin/env", "-u", "SOLWALLET_PASSWORD", "SOLWALLET_KDF=minimum", "SOLWALLET_CA_FILE=" + server.ca,
            CLI.binary.path, "action", link, "-u", wallet.url, "--home", wallet.home,
        ]
        let millis = UInt64.random(in: 1...900, using: &TestRandom.rng)
        let amount = "0." + String(format: "%03d", millis)
        let (userBefore, treasuryBefore) = (try await balance(user), try await balance(treasury))

        let declined = try PtySession.run(argv, prompts: ["SOL: ", "[y/N] "], answers: [amount, "n"])
        #expect(declined.returncode == 1 && declined.output.contains("Sign and send?"), "\(declined.output)")
        #expect(try await balance(user) == userBefore && declined.echoAtEnd)

        let signed = try PtySession.run(
            argv, prompts: ["SOL: ", "[y/N] ", "password: "], answers: [amount, "y", Self.password])
        #expect(signed.returncode == 0, "seed \(TestRandom.seed): \(signed.output)")
        #expect(signed.echoAtPrompts == [true, true, false] && signed.echoAtEnd, "\(signed.echoAtPrompts)")
        #expect(!signed.output.contains(Self.password))
        #expect(try await balance(treasury) == treasuryBefore + millis * 1_000_000)
        #expect(try await balance(user) == userBefore - millis * 1_000_000 - 5_000)
    }
}
