import Base58
import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing

/// The offline-signing flow through the binary on localnet: `send --sign-only` prints, byte for byte, the transaction
/// solders builds and signs from the same inputs (fresh random keys, amounts, memos and fees on every run), and
/// `broadcast` lands it; with a durable nonce too. The chain's balances are checked after each.
@Suite(.serialized) struct SignOnlyCLITests {
    static let password = "sign-only tests password"
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]

    func run(_ arguments: [String], stdin: String = "") throws -> CLI.Result {
        try CLI.run(arguments, stdin: stdin, environment: environment)
    }

    struct Case: Encodable {
        let seed: String, to: String, lamports: UInt64, memo: String?, blockhash: String, nonce: String?
        let computeUnitLimit: UInt32?, computeUnitPrice: UInt64?
        var mint: String? = nil, decimals: UInt8? = nil, tokenProgram: String? = nil, fundRecipient: Bool? = nil
    }
    struct Built: Decodable { let from: String, base64: String }
    struct Reply: Decodable { let results: [Built] }

    static func solders(_ cases: [Case]) throws -> [Built] {
        struct Request: Encodable { let cases: [Case] }
        let data = try Oracle.run(
            script: "tx_oracle.py", arguments: ["offline_transfer"], input: JSONEncoder().encode(Request(cases: cases)))
        return try JSONDecoder().decode(Reply.self, from: data).results
    }

    static func memo(using generator: inout SeededGenerator) -> String? {
        switch Int.random(in: 0...2, using: &generator) {
        case 0: return nil
        case 1: return "invoice \(UInt32.random(in: 0...UInt32.max, using: &generator))"
        default:
            let scalars = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                Unicode.Scalar(UInt32.random(in: 0x391...0x3C9, using: &generator)) ?? "λ"
            }
            return String(String.UnicodeScalarView(scalars))
        }
    }

    /// A random key (its seed drawn from `generator`, for solders) imported into a new temporary home.
    func importedKey(using generator: inout SeededGenerator) throws -> (seed: [UInt8], key: Keypair, home: String) {
        let seed = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let key = try Keypair(seed: seed)
        let home = NSTemporaryDirectory() + "solwallet-offline-" + UUID().uuidString
        let imported = try run(
            ["import", "--secret-stdin", "--name", "offline", "--home", home, "--json"],
            stdin: Base58.encode(key.exportedSecretKey) + "\n")
        #expect(imported.status == 0, "\(imported.stderr)")
        return (seed, key, home)
    }

    @Test func signOnlyMatchesSoldersAndBroadcastLandsIt() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        var generator = SeededGenerator(seed: Property.seed)
        let (seed, key, home) = try importedKey(using: &generator)
        let recipient = Keypair.generate().publicKey
        try await client.airdrop(key.publicKey, lamports: 5_000_000_000, commitment: .confirmed)
        try await client.airdrop(recipient, lamports: 1_000_000_000, commitment: .confirmed)
        func balance(_ key: PublicKey) async throws -> UInt64 {
            try await client.send(.getBalance(key, commitment: .confirmed)).value
        }
        func signOnly(_ arguments: [String]) throws -> CLI.Result {
            try run(["send", recipient.base58] + arguments + ["--sign-only", "--yes", "--json", "--home", home])
        }

        // Random transfers signed offline: ours equal solders' bytes; then each is broadcast and lands.
        let blockhash = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value.blockhash
        var cases: [Case] = [], ours: [String] = []
        for _ in 0..<4 {
            let lamports = UInt64.random(in: 1...200_000_000, using: &generator)
            let memo = Self.memo(using: &generator)
            let priced = Bool.random(using: &generator)
            let limit = priced ? UInt32.random(in: 100_000...400_000, using: &generator) : nil
            let price = priced ? UInt64.random(in: 1...50_000, using: &generator) : nil
            var arguments = [Lamports.format(lamports), "--blockhash", blockhash.description]
            if let memo { arguments += ["--memo", memo] }
            if let limit, let price { arguments += ["--priority-fee", "\(price)", "--compute-unit-limit", "\(limit)"] }
            let signed = try signOnly(arguments)
            #expect(signed.status == 0, "\(signed.stderr)")
            ours.append(try #require(try signed.json()["transaction"] as? String))
            cases.append(
                Case(
                    seed: seed.hex, to: recipient.base58, lamports: lamports, memo: memo,
                    blockhash: blockhash.description, nonce: nil, computeUnitLimit: limit, computeUnitPrice: price))
        }
        let built = try Self.solders(cases)
        #expect(built.map(\.base64) == ours, "SOLWALLET_TEST_SEED=\(Property.seed)")
        #expect(built.allSatisfy { $0.from == key.publicKey.base58 })
        let (senderBefore, recipientBefore) = (try await balance(key.publicKey), try await balance(recipient))
        var fees: UInt64 = 0
        for (transaction, item) in zip(ours, cases) {
            let sent = try run(["broadcast", transaction, "-u", url, "--json", "--yes"])
            #expect(sent.status == 0, "\(sent.stderr)")
            fees += 5_000 + SendFlow.priorityFee(limit: item.computeUnitLimit ?? 0, price: item.computeUnitPrice ?? 0)
        }
        let moved = cases.reduce(0) { $0 + $1.lamports }
        #expect(try await balance(recipient) == recipientBefore + moved)
        #expect(try await balance(key.publicKey) == senderBefore - moved - fees)

        // A durable nonce whose authority is the wallet's key: signed with the nonce read from the cluster.
        let funder = Keypair.generate(), nonce = Keypair.generate()
        try await client.airdrop(funder.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let rent = try await client.send(.getMinimumBalanceForRentExemption(80))
        _ = try await Chain.run(
            client, signers: [funder, nonce],
            SystemProgram.createNonceAccount(
                from: funder.publicKey, nonce: nonce.publicKey, authority: key.publicKey, lamports: rent))
        let flow = SendFlow(client: client)
        let state = try await flow.nonce(nonce.publicKey)
        #expect(state.authority == key.publicKey && state.lamportsPerSignature == 5_000)
        #expect(NonceAccountState(data: [UInt8](repeating: 0, count: 80)) == nil)  // uninitialized
        #expect(NonceAccountState(data: [1, 0, 0, 0, 1, 0, 0, 0] + [UInt8](repeating: 7, count: 71)) == nil)  // short
        await #expect(throws: SendError.build("\(recipient) is not an initialized nonce account")) {
            try await flow.nonce(recipient)
        }
        let memo = Self.memo(using: &generator)
        let withNonce = try signOnly(
            ["0.125", "--nonce", nonce.publicKey.base58, "-u", url] + (memo.map { ["--memo", $0] } ?? []))
        #expect(withNonce.status == 0, "\(withNonce.stderr)")
        let nonceResult = try withNonce.json()
        #expect(nonceResult["blockhash"] as? String == state.nonce.description)
        let nonceBuilt = try Self.solders([
            Case(
                seed: seed.hex, to: recipient.base58, lamports: 125_000_000, memo: memo,
                blockhash: state.nonce.description, nonce: nonce.publicKey.base58, computeUnitLimit: nil,
                computeUnitPrice: nil)
        ])
        let nonceTransaction = try #require(nonceResult["transaction"] as? String)
        #expect(nonceBuilt.map(\.base64) == [nonceTransaction])
        let beforeNonce = try await balance(recipient)
        // The effects come first (from a simulation): the sender's SOL and the nonce it advances; without a terminal
        // nothing is sent without --yes.
        let asked = try run(["broadcast", nonceTransaction, "-u", url])
        #expect(asked.status == 1 && asked.stderr.contains("needs --yes"), "\(asked.stderr)")
        #expect(asked.stderr.contains("What this transaction does to your accounts"), "\(asked.stderr)")
        #expect(asked.stderr.contains("(-0.125005 SOL)") && asked.stderr.contains("its durable nonce is advanced"))
        #expect(try await balance(recipient) == beforeNonce)
        let landed = try run(["broadcast", "-", "-u", url, "--yes"], stdin: nonceTransaction + "\n")
        #expect(landed.status == 0, "\(landed.stderr)")
        #expect(landed.stderr.contains("its durable nonce is advanced"), "\(landed.stderr)")
        #expect(try await balance(recipient) == beforeNonce + 125_000_000)
        // The nonce advanced: the same transaction cannot land twice.
        #expect(try await flow.nonce(nonce.publicKey).nonce != state.nonce)
        let replay = try run(["broadcast", nonceTransaction, "-u", url, "--yes"])
        #expect(replay.status == 2, "\(replay.stderr)")
        #expect(try await balance(recipient) == beforeNonce + 125_000_000)
        // Online with the same nonce: read, advanced first, landed; no expiry by height.
        let advanced = try await flow.nonce(nonce.publicKey).nonce
        let online = try run(
            ["send", recipient.base58, "0.05", "--nonce", nonce.publicKey.base58, "-u", url, "--yes", "--home", home])
        #expect(online.status == 0, "\(online.stderr)")
        #expect(try await balance(recipient) == beforeNonce + 175_000_000)
        #expect(try await flow.nonce(nonce.publicKey).nonce != advanced)

        // Refusals: nothing signed, nothing sent.
        for arguments in [
            ["max", "--blockhash", blockhash.description], ["1", "--token", recipient.base58, "--blockhash", "x"],
            ["1", "--priority-fee", "auto", "--blockhash", blockhash.description], ["1"],
            ["1", "--priority-fee", "5", "--blockhash", blockhash.description],
        ] {
            let refused = try signOnly(arguments)
            #expect(refused.status != 0 && refused.stdout.isEmpty, "\(arguments): \(refused.stderr)")
        }
        let badHash = try signOnly(["1", "--blockhash", "not-a-hash"])
        #expect(badHash.status == 1 && badHash.stderr.contains("--blockhash"), "\(badHash.stderr)")
        var tampered = try #require(Data(base64Encoded: ours[0]))
        tampered[10] ^= 1
        let forged = try run(["broadcast", tampered.base64EncodedString(), "-u", url, "--yes"])
        #expect(forged.status == 1 && forged.stderr.contains("does not verify"), "\(forged.stderr)")
        let garbage = try run(["broadcast", "aGVsbG8=", "-u", url, "--yes"])
        #expect(garbage.status == 1 && garbage.stderr.contains("not a base64 wire transaction"), "\(garbage.stderr)")
    }

    /// Tokens signed offline (`--token --mint-decimals [--token-program] [--fund-recipient]`): equal, byte for byte,
    /// to what solana-py's spl.token builders and solders sign from the same inputs, for SPL Token and Token-2022,
    /// a recipient with and without a token account; broadcast, they move exactly the amount.
    @Test func tokenSignOnlyMatchesSolanaPyAndLands() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        var generator = SeededGenerator(seed: Property.seed &+ 1)
        let (seed, key, home) = try importedKey(using: &generator)
        try await client.airdrop(key.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        for (program, name) in [(PublicKey.tokenProgram, "spl-token"), (.token2022Program, "token-2022")] {
            let decimals = UInt8.random(in: 0...9, using: &generator)
            let supply = UInt64.random(in: 1_000_000...1_000_000_000_000, using: &generator)
            let mint = try await Chain.mintTokens(
                client, payer: key, to: key.publicKey, amount: supply, decimals: decimals, program: program)
            for fund in [true, false] {
                let recipient = Keypair.generate().publicKey
                if !fund {  // the recipient has its token account already
                    _ = try await Chain.run(
                        client, signers: [key],
                        [
                            AssociatedTokenProgram.createIdempotent(
                                payer: key.publicKey, owner: recipient, mint: mint, tokenProgram: program)
                        ])
                }
                let units = UInt64.random(in: 1...supply / 4, using: &generator)
                let memo = Self.memo(using: &generator)
                let blockhash = try await client.send(.getLatestBlockhash(commitment: .confirmed)).value.blockhash
                var arguments = [
                    "send", recipient.base58, DecimalAmount.format(units, decimals: Int(decimals)), "--token",
                    mint.base58, "--mint-decimals", "\(decimals)", "--token-program", name, "--blockhash",
                    blockhash.description, "--sign-only", "--yes", "--json", "--home", home,
                ]
                if fund { arguments.append("--fund-recipient") }
                if let memo { arguments += ["--memo", memo] }
                let signed = try run(arguments)
                #expect(signed.status == 0, "\(signed.stderr)")
                let result = try signed.json()
                let ours = try #require(result["transaction"] as? String)
                #expect(result["mint"] as? String == mint.base58 && result["amount"] as? String == "\(units)")
                var item = Case(
                    seed: seed.hex, to: recipient.base58, lamports: units, memo: memo,
                    blockhash: blockhash.description, nonce: nil, computeUnitLimit: nil, computeUnitPrice: nil)
                item.mint = mint.base58
                item.decimals = decimals
                item.tokenProgram = program.base58
                item.fundRecipient = fund
                #expect(
                    try Self.solders([item]).map(\.base64) == [ours], "SOLWALLET_TEST_SEED=\(Property.seed) \(name)")
                let sent = try run(["broadcast", ours, "-u", url, "--json", "--yes"])
                #expect(sent.status == 0, "\(sent.stderr)")
                let ata = PublicKey.associatedTokenAddress(owner: recipient, mint: mint, tokenProgram: program)
                let balance = try await client.send(.getTokenAccountBalance(ata, commitment: .confirmed)).value
                #expect(balance.amount == "\(units)", "\(name) fund=\(fund)")
            }
        }
        // Offline token sends need the decimals; the extra options need --sign-only --token.
        let noDecimals = try run([
            "send", key.publicKey.base58, "1", "--token", key.publicKey.base58, "--blockhash",
            Hash.zero.description, "--sign-only", "--yes", "--home", home,
        ])
        #expect(noDecimals.status == 1 && noDecimals.stderr.contains("--mint-decimals"), "\(noDecimals.stderr)")
        let stray = try run(["send", key.publicKey.base58, "1", "--fund-recipient", "--yes", "--home", home])
        #expect(stray.status == 1 && stray.stderr.contains("--sign-only"), "\(stray.stderr)")
    }
}
