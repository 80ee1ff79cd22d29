import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

/// Solana Pay transaction requests through the binary, against a merchant that builds its transactions with solders
/// over HTTPS (Tests/Oracles/pay_merchant.py) and localnet: the honest and the merchant-signed payment land with
/// exactly the amounts and references asked; every refusal (malicious signer, bad signature, a transaction that
/// hands over the account, a merchant error, a missing transaction, an http redirect, an untrusted certificate,
/// more than --amount) exits non-zero with nothing signed, checked against the chain's balances.
@Suite(.serialized) struct PayTransactionRequestCLITests {
    static let password = "transaction request tests password"

    @Test func transactionRequestsPayWhatTheyShowAndRefuseTheRest() async throws {
        let wallet = try LocalnetWallet(
            prefix: "txreq", environment: ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password])
        let (client, rpc, home, customer) = (wallet.client, wallet.url, wallet.home, wallet.address)
        let shop = try HTTPSPeer.payMerchant(rpc: wallet.localnet.httpURL)
        let environment = [
            "SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password, "SOLWALLET_CA_FILE": shop.ca,
        ]
        let merchant = try PublicKey(shop.merchant)
        try await client.airdrop(customer, lamports: 2_000_000_000, commitment: .confirmed)
        try await client.airdrop(merchant, lamports: 100_000_000, commitment: .confirmed)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        func link(_ path: String, _ query: [(String, String)] = []) -> String {
            let url = shop.url + path + (query.isEmpty ? "" : "?" + query.map { "\($0)=\($1)" }.joined(separator: "&"))
            return "solana:" + url.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        }
        func pay(_ arguments: [String], environment extra: [String: String] = [:]) throws -> CLI.Result {
            try CLI.run(
                ["pay"] + arguments + ["-u", rpc, "--home", home],
                environment: environment.merging(extra) { $1 })
        }

        // The honest request: unsigned, zero blockhash; the wallet pays the fee with a fresh blockhash.
        let lamports = UInt64.random(in: 1_000_000...50_000_000, using: &TestRandom.rng)
        let reference = Keypair.generate().publicKey
        let memo = "order-\(UInt32.random(in: 0...UInt32.max, using: &TestRandom.rng))"
        let honest = link("/honest", [("lamports", "\(lamports)"), ("reference", reference.base58), ("memo", memo)])
        let (customerBefore, merchantBefore) = (try await balance(customer), try await balance(merchant))
        let tooLittle = try pay([honest, "--yes", "--amount", Lamports.format(lamports - 1)])
        #expect(tooLittle.status == 1 && tooLittle.stderr.contains("more than the cap"), "\(tooLittle.stderr)")
        let noLimit = try pay([honest, "--yes"])
        #expect(noLimit.status == 1 && noLimit.stderr.contains("needs --amount"), "\(noLimit.stderr)")
        #expect(try await balance(customer) == customerBefore)

        // The cap is the payment; the network fee is shown apart.
        let paid = try pay([honest, "--yes", "--amount", Lamports.format(lamports)])
        #expect(paid.status == 0, "\(paid.stderr)")
        #expect(paid.stderr.contains("Transaction request from 127.0.0.1"), "\(paid.stderr)")
        #expect(paid.stderr.contains("Café Ωμέγα") && !paid.stderr.contains("\u{1B}[31m"), "\(paid.stderr)")
        #expect(paid.stderr.contains("Thanks for all the fish") && paid.stderr.contains("system.transfer"))
        #expect(paid.stderr.contains("(-\(Lamports.format(lamports + 5_000)) SOL)"), "\(paid.stderr)")
        #expect(paid.stderr.contains("Leaves your accounts  \(Lamports.format(lamports)) SOL"), "\(paid.stderr)")
        #expect(try await balance(customer) == customerBefore - lamports - 5_000)
        #expect(try await balance(merchant) == merchantBefore + lamports)
        let signature = try #require(paid.stdout.split(separator: "\n").first.map(String.init))
        let mentions = try await client.send(.getSignaturesForAddress(reference, commitment: .confirmed))
        #expect(mentions.map(\.signature.base58) == [signature])
        // The POST carried exactly {"account": …} as JSON (two POSTs so far: one refused after its review, one paid;
        // --yes without --amount is refused before the merchant is asked).
        let posts = try shop.posts()
        #expect(posts.count == 2)
        #expect(posts.allSatisfy { $0["body"] == "{\"account\":\"\(customer.base58)\"}" })
        #expect(posts.allSatisfy { $0["contentType"] == "application/json" })

        // Merchant-signed: the merchant pays the fee and keeps its blockhash; the customer pays exactly the amount.
        let (customerMid, merchantMid) = (try await balance(customer), try await balance(merchant))
        let cosigned = try pay([link("/cosigned", [("lamports", "\(lamports)")]), "--yes", "--amount", "1"])
        #expect(cosigned.status == 0, "\(cosigned.stderr)")
        #expect(cosigned.stderr.contains("signed by the merchant") && cosigned.stderr.contains("(the merchant)"))
        #expect(try await balance(customer) == customerMid - lamports)
        #expect(try await balance(merchant) == merchantMid + lamports - 10_000)

        // Transaction v1 (SIMD-0385), built by solders: unsigned, the wallet recompiles it as v1 with the merchant's
        // config (it pays the fee); merchant-signed, its signatures after the message, kept as they are. What lands is
        // v1, and exactly the amount leaves the customer (with the fee when it pays it).
        let (customerV1, merchantV1) = (try await balance(customer), try await balance(merchant))
        let v1 = try pay([link("/v1", [("lamports", "\(lamports)")]), "--yes", "--amount", "1", "--json"])
        #expect(v1.status == 0, "\(v1.stderr)")
        let v1Cosigned = try pay([link("/v1-cosigned", [("lamports", "\(lamports)")]), "--yes", "--amount", "1"])
        #expect(v1Cosigned.status == 0, "\(v1Cosigned.stderr)")
        #expect(try await balance(customer) == customerV1 - 2 * lamports - 5_000, "seed \(TestRandom.seed)")
        #expect(try await balance(merchant) == merchantV1 + 2 * lamports - 10_000, "seed \(TestRandom.seed)")
        let v1Signature = try Signature(try #require(try v1.json()["signature"] as? String))
        let landed = try await client.send(.getTransaction(v1Signature, commitment: .confirmed))
        #expect(landed?.version == .v1, "\(String(describing: landed?.version))")
        let v1NoLimit = try pay([link("/v1-nolimit", [("lamports", "\(lamports)")]), "--yes", "--amount", "1"])
        #expect(
            v1NoLimit.status == 1 && v1NoLimit.stderr.contains("loaded-accounts-data-size limit"), "\(v1NoLimit.stderr)"
        )

        // A 307 to https is followed (method and body kept).
        // Its --json is checked against docs/json-schema/pay-transaction-request.json (issue 28: this is where the
        // command runs; JSONSchemaCLITests has no merchant).
        let redirected = try pay([link("/redirect", [("lamports", "1000000")]), "--yes", "--amount", "0.01", "--json"])
        #expect(redirected.status == 0, "\(redirected.stderr)")
        let checked = try JSONSchemaCLITests.check([.init(schema: "pay-transaction-request", text: redirected.stdout)])
        #expect(
            checked.results.count == 1 && checked.results.allSatisfy(\.errors.isEmpty),
            "\(checked.results.map(\.errors))")
        #expect(CLI.u64(try redirected.json()["fee"]) != nil, "\(redirected.stdout)")

        // Refusals: nothing signed, nothing moved.
        let settled = try await balance(customer)
        let refusals: [(String, Int32, String)] = [
            (link("/other-signer"), 1, "malicious"),
            (link("/badsig"), 1, "invalid signature"),
            (link("/assign"), 1, "would be assigned to the program"),
            (link("/not-signer"), 1, "does not ask"),
            (link("/refuse"), 2, "Out of stock: order 42 cannot be paid"),
            (link("/notx"), 1, "missing transaction"),
            (link("/redirect-http"), 1, "redirect"),
        ]
        for (request, status, message) in refusals {
            let result = try pay([request, "--yes", "--amount", "1"])
            #expect(result.status == status && result.stderr.contains(message), "\(request): \(result.stderr)")
        }
        // A bad icon is reported, the payment itself still reviewed (and here capped below its cost).
        let badIcon = try pay([link("/label-bad-icon"), "--yes", "--amount", "0.000001"])
        #expect(badIcon.status == 1 && badIcon.stderr.contains("SVG, PNG or WebP"), "\(badIcon.stderr)")
        #expect(badIcon.stderr.contains("more than the cap"), "\(badIcon.stderr)")
        // Without the test CA, the merchant's certificate is not trusted.
        let untrusted = try pay([honest, "--yes", "--amount", "1"], environment: ["SOLWALLET_CA_FILE": ""])
        #expect(untrusted.status == 2 && untrusted.stderr.contains("could not be reached"), "\(untrusted.stderr)")
        #expect(try await balance(customer) == settled)
    }

    /// The attacks of issue 26 (a merchant's transaction that takes staked SOL, hands over a stake account, takes SOL
    /// over a token cap, closes a token account to the merchant, approves a delegate, takes a mint's authority,
    /// advances a durable nonce, uses an instruction the wallet cannot read, or calls a program that does not exist):
    /// each refused with what was refused named, and nothing moved on chain (balances, token amounts, stake and mint
    /// authorities, the nonce). The merchant builds every transaction with solders, from the programs' layouts.
    @Test func hostilePaymentsAreRefusedAndNothingMoves() async throws {
        // A program the wallet does not know that really runs: the associated token account program's code, loaded
        // at a fresh address (its Create pays a new account's rent from the payer: the user's SOL).
        struct Written: Decodable { let size: Int }
        let unknownProgram = Keypair.generate().publicKey
        let elf = NSTemporaryDirectory() + "unknown-program-\(UUID().uuidString).so"
        defer { try? FileManager.default.removeItem(atPath: elf) }
        let written = try Oracle.ask(
            "program_elf", ["program": PublicKey.associatedTokenProgram.base58, "path": elf], as: Written.self,
            script: "tx_oracle.py")
        #expect(written.size > 10_000)
        let wallet = try LocalnetWallet(
            prefix: "hostile", environment: ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password],
            localnetArguments: ["--bpf-program", unknownProgram.base58, elf])
        let (client, rpc, home, user) = (wallet.client, wallet.url, wallet.home, wallet.address)
        let shop = try HTTPSPeer.payMerchant(rpc: wallet.localnet.httpURL)
        let environment = [
            "SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password, "SOLWALLET_CA_FILE": shop.ca,
        ]
        let funder = Keypair.generate()
        try await client.airdrop(user, lamports: 5_000_000_000, commitment: .confirmed)
        try await client.airdrop(funder.publicKey, lamports: 10_000_000_000, commitment: .confirmed)
        try await client.airdrop(try PublicKey(shop.merchant), lamports: 10_000_000, commitment: .confirmed)

        // The user's stake account (staker and withdrawer), a token it holds, a mint it controls (mint and freeze
        // authority) with an empty token account, and a nonce account it is the authority of: all set up by a
        // funder, none needing the user's signature.
        let stake = Keypair.generate()
        let stakeRent = try await client.send(.getMinimumBalanceForRentExemption(200))
        _ = try await Chain.run(
            client, signers: [funder, stake],
            [
                SystemProgram.createAccount(
                    from: funder.publicKey, newAccount: stake.publicKey, lamports: stakeRent + 2_000_000_000,
                    space: 200, owner: .stakeProgram),
                StakeProgram.initialize(
                    stakeAccount: stake.publicKey, authorized: .init(staker: user, withdrawer: user)),
            ])
        let token = try await Chain.mintTokens(client, payer: funder, to: user, amount: 50_000_000, decimals: 6)
        let owned = Keypair.generate()
        let mintRent = try await client.send(.getMinimumBalanceForRentExemption(82))
        _ = try await Chain.run(
            client, signers: [funder, owned],
            [
                SystemProgram.createAccount(
                    from: funder.publicKey, newAccount: owned.publicKey, lamports: mintRent, space: 82,
                    owner: .tokenProgram),
                TokenProgram.initializeMint2(
                    mint: owned.publicKey, decimals: 2, mintAuthority: user, freezeAuthority: user),
                AssociatedTokenProgram.createIdempotent(
                    payer: funder.publicKey, owner: user, mint: owned.publicKey, tokenProgram: .tokenProgram),
            ])
        let nonce = Keypair.generate()
        let nonceRent = try await client.send(.getMinimumBalanceForRentExemption(80))
        _ = try await Chain.run(
            client, signers: [funder, nonce],
            SystemProgram.createNonceAccount(
                from: funder.publicKey, nonce: nonce.publicKey, authority: user, lamports: nonceRent))

        let tokenAccount = PublicKey.associatedTokenAddress(owner: user, mint: token, tokenProgram: .tokenProgram)
        let emptyAccount = PublicKey.associatedTokenAddress(
            owner: user, mint: owned.publicKey, tokenProgram: .tokenProgram)
        let watched = [user, stake.publicKey, tokenAccount, owned.publicKey, emptyAccount, nonce.publicKey]
        func states() async throws -> [AccountInfo?] {
            try await client.send(.getMultipleAccounts(watched, commitment: .confirmed)).value
        }
        func link(_ path: String, _ query: [(String, String)]) -> String {
            let url = shop.url + path + "?" + query.map { "\($0)=\($1)" }.joined(separator: "&")
            return "solana:" + url.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        }
        let before = try await states()
        let cases: [(String, [(String, String)], String, [String])] = [
            (
                "/stake-withdraw", [("stake", stake.publicKey.base58)], "0.01",
                ["stake withdraw", "not part of a payment"]
            ),
            (
                "/stake-authorize", [("stake", stake.publicKey.base58)], "0.01",
                ["Withdrawer: \(user.base58) → \(shop.merchant)"]
            ),
            (
                "/token-and-sol",
                [("mint", token.base58), ("decimals", "6"), ("tokens", "1000000"), ("sol", "3000000000")], "1",
                ["more than the cap of 1 SOL"]
            ),
            ("/close", [("mint", owned.publicKey.base58)], "0.001", ["would be closed", "spl-token closeAccount"]),
            (
                "/approve", [("mint", token.base58), ("tokens", "5000000")], "1",
                ["\(shop.merchant) would be allowed to move"]
            ),
            (
                "/set-authority", [("mint", owned.publicKey.base58)], "1",
                ["mint authority of \(owned.publicKey.base58)"]
            ),
            (
                "/nonce", [("nonce", nonce.publicKey.base58)], "1",
                ["advanced (its durable nonce)", "system advanceNonceAccount"]
            ),
            ("/freeze", [("mint", owned.publicKey.base58)], "1", ["which the wallet cannot read", "would be frozen"]),
            ("/unknown-program", [], "1", ["fails in simulation"]),
            (
                "/unknown-program", [("program", unknownProgram.base58), ("mint", token.base58)], "1",
                ["instruction 1 of \(unknownProgram.base58), which the wallet cannot read, writes your account"]
            ),
        ]
        for (path, query, cap, messages) in cases {
            let result = try CLI.run(
                ["pay", link(path, query), "--yes", "--amount", cap, "-u", rpc, "--home", home],
                environment: environment)
            #expect(result.status != 0, "\(path) was paid: \(result.stdout)")
            #expect(
                result.stderr.contains("nothing was signed") || result.stderr.contains("nothing was sent"),
                "\(path): \(result.stderr)")
            for message in messages {
                #expect(result.stderr.contains(message), "\(path) lacks \(message): \(result.stderr)")
            }
            // Interactive use applies the same rules: refused before any question.
            let asked = try CLI.run(
                ["pay", link(path, query), "-u", rpc, "--home", home], stdin: "y\n", environment: environment)
            #expect(asked.status != 0 && !asked.stderr.contains("Sign and send?"), "\(path): \(asked.stderr)")
        }
        let after = try await states()
        for (key, (old, new)) in zip(watched, zip(before, after)) {
            #expect(old == new, "\(key) changed: \(String(describing: old)) → \(String(describing: new))")
        }
        // What the refused instruction does when someone signs it: the payer's SOL pays a new account's rent.
        let merchant = try PublicKey(shop.merchant)
        let created = try PublicKey.findProgramAddress(
            seeds: [merchant.bytes, PublicKey.tokenProgram.bytes, token.bytes], programId: unknownProgram
        ).0
        let funded = try await client.send(.getBalance(funder.publicKey, commitment: .confirmed)).value
        _ = try await Chain.run(
            client, signers: [funder],
            [
                Instruction(
                    programId: unknownProgram,
                    accounts: [
                        .writable(funder.publicKey, signer: true), .writable(created), .readonly(merchant),
                        .readonly(token), .readonly(.systemProgram), .readonly(.tokenProgram),
                    ], data: [0])
            ])
        let rent = try #require(try await client.send(.getMultipleAccounts([created], commitment: .confirmed)).value[0])
        #expect(
            try await client.send(.getBalance(funder.publicKey, commitment: .confirmed)).value < funded - rent.lamports)

        // A host on the blocklist (Phantom's format) is refused before it is contacted.
        let blocklist = home + "-blocklist.yaml"
        try "---\n  - url: 127.0.0.1\n    description: test merchant\n".write(
            toFile: blocklist, atomically: true, encoding: .utf8)
        let posted = try shop.posts().count
        let set = try CLI.run(["config", "set", "blocklist", blocklist, "--home", home], environment: environment)
        #expect(set.status == 0, "\(set.stderr)")
        let blocked = try CLI.run(
            ["pay", link("/honest", [("lamports", "1000")]), "--yes", "--amount", "1", "-u", rpc, "--home", home],
            environment: environment)
        #expect(blocked.status == 1 && blocked.stderr.contains("blocklist"), "\(blocked.stderr)")
        #expect(try shop.posts().count == posted)
        let unset = try CLI.run(["config", "set", "blocklist", "--home", home], environment: environment)
        #expect(unset.status == 0, "\(unset.stderr)")

        // An honest payment of the same wallet still lands.
        let honest = try CLI.run(
            [
                "pay", link("/honest", [("lamports", "1000000")]), "--yes", "--amount", "0.001", "-u", rpc, "--home",
                home,
            ],
            environment: environment)
        #expect(honest.status == 0, "\(honest.stderr)")
        #expect(
            try await client.send(.getBalance(user, commitment: .confirmed)).value == before[0]!.lamports - 1_005_000)
    }
}
