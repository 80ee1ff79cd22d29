import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

/// Tokens as people know them, through the binary on localnet: a Token-2022 mint with the metadata extension (written
/// by the real program) is listed by name and sent by its symbol; an NFT with a Metaplex account is listed apart as
/// a collectible; dust of an unnamed mint is hidden by the token-filter rule, said, listed with --all, shown again by
/// `config set token-filter off` or `token unhide`; --wide prints an unnamed token's full mint; Portuguese output
/// carries none of the new English words.
@Suite(.serialized) struct TokenCollectiblesCLITests {
    static let password = "collectibles tests password"
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]

    func run(_ arguments: [String], language: String? = nil) throws -> CLI.Result {
        var environment = environment
        if let language { environment["SOLWALLET_LANG"] = language }
        return try CLI.run(arguments, stdin: "", environment: environment)
    }

    @Test func collectiblesApartDustHiddenByARuleAndToken2022SentBySymbol() async throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let home = NSTemporaryDirectory() + "solwallet-collectibles-" + UUID().uuidString
        let created = try run(["init", "--non-interactive", "--home", home, "--json"])
        let walletJSON = try #require(try created.json()["wallet"] as? [String: Any], "\(created.stderr)")
        let first = try #require((walletJSON["accounts"] as? [[String: Any]])?.first?["address"] as? String)
        let second = try #require(
            try run(["account", "new", "--home", home, "--json"]).json()["address"] as? String)
        let owner = try PublicKey(first)
        _ = try await client.airdrop(owner, lamports: 2_000_000_000, commitment: .confirmed)
        let payer = Keypair.generate()
        _ = try await client.airdrop(payer.publicKey, lamports: 3_000_000_000, commitment: .confirmed)

        let suffix = String(UInt32.random(in: 0...UInt32.max, using: &TestRandom.rng), radix: 36)
        let symbol = "X" + String((0..<4).map { _ in "ABCDEFGHJK".randomElement(using: &TestRandom.rng)! })
        let extended = try await Chain.token2022WithMetadata(
            client, payer: payer, owner: owner, name: "Ext Coin " + suffix, symbol: symbol,
            uri: "https://example.com/\(suffix).png", amount: 50_000)
        let nft = try await Chain.mintTokens(client, payer: payer, to: owner, amount: 1, decimals: 0)
        let picture = "Picture " + suffix
        let account = try TokenMetadataOracle.metaplex([
            .init(mint: nft.base58, updateAuthority: nft.base58, name: picture, symbol: "PIC", uri: "")
        ])[0]
        _ = try await localnet.admin(
            "/admin/set-account",
            [
                "pubkey": account.address, "lamports": 5_616_720, "owner": PublicKey.tokenMetadataProgram.base58,
                "data": Data(account.data).base64EncodedString(),
            ])
        let dust = try await Chain.mintTokens(client, payer: payer, to: owner, amount: 0, decimals: 6)
        let plain = try await Chain.mintTokens(client, payer: payer, to: owner, amount: 700, decimals: 2)
        _ = try await localnet.admin("/admin/advance", ["slots": 40])
        func balance(_ extra: [String], language: String? = nil, of address: String = "") throws -> CLI.Result {
            let result = try run(
                ["balance"] + (address.isEmpty ? [] : [address]) + extra + ["-u", url, "--home", home],
                language: language)
            #expect(result.status == 0, "seed \(TestRandom.seed): \(result.stderr)")
            return result
        }

        // Text: the tokens by name, the NFT in its own section, the dust counted and why.
        let text = try balance(["--no-value"]).stdout
        let lines = text.split(separator: "\n").map(String.init)
        let collectibles = try #require(lines.firstIndex { $0 == "Collectibles" }, "\(text)")
        let nftLine = try #require(lines.firstIndex { $0.contains(picture) }, "\(text)")
        #expect(nftLine > collectibles && lines[nftLine].contains("PIC") && lines[nftLine].contains(nft.base58))
        let extLine = try #require(lines.firstIndex { $0.contains("Ext Coin " + suffix) }, "\(text)")
        #expect(extLine < collectibles && lines[extLine].hasPrefix(symbol) && lines[extLine].contains("5"))
        #expect(!text.contains(dust.base58), "\(text)")
        #expect(text.contains("1 hidden: 1 unknown dust — solwallet balance --all lists them"), "\(text)")
        // The unnamed token is "BsmK…6zxZ" in the token column; --wide gives its full mint there too.
        let short = "\(plain.base58.prefix(4))…\(plain.base58.suffix(4))"
        #expect(lines.contains { $0.hasPrefix(short) }, "\(text)")
        let wide = try balance(["--no-value", "--wide"]).stdout
        #expect(wide.split(separator: "\n").contains { $0.hasPrefix(plain.base58) } && !wide.contains(short))

        // --all lists the hidden one with its reason; --json keeps one shape, collectible and reason as fields.
        let all = try balance(["--no-value", "--all"]).stdout
        let dustLine = try #require(all.split(separator: "\n").first { $0.contains(dust.base58) }, "\(all)")
        #expect(dustLine.contains("unknown dust"), "\(all)")
        let jsonOutput = try balance(["--json", "--no-value", "--all"])
        let json = try jsonOutput.json()
        // The added fields are in the command's schema (docs/json-schema/balance.json), checked by jsonschema.
        let checked = try JSONSchemaCLITests.check([.init(schema: "balance", text: jsonOutput.stdout)])
        #expect(checked.results.first?.errors == [], "\(checked.results)")
        let tokens = try #require(json["tokens"] as? [[String: Any]])
        func token(_ mint: PublicKey) -> [String: Any]? { tokens.first { $0["mint"] as? String == mint.base58 } }
        #expect(token(nft)?["collectible"] as? Bool == true && token(extended)?["collectible"] as? Bool == false)
        #expect(token(dust)?["hiddenReason"] as? String == "unknownDust" && token(plain)?["hiddenReason"] == nil)
        #expect(token(extended)?["logoUri"] as? String == "https://example.com/\(suffix).png")
        #expect(json["hiddenTokens"] as? Int == 1 && json["hiddenByRule"] as? Int == 1)

        // Portuguese: the new words translated, no English left of them.
        let pt = try balance(["--no-value"], language: "pt").stdout
        #expect(pt.contains("Colecionáveis") && pt.contains("Ocultos: 1 (pó desconhecido: 1)"), "\(pt)")
        for english in ["Collectibles", "hidden", "unknown dust", "lists them"] {
            #expect(!pt.contains(english), "\(english) in \(pt)")
        }
        let ptAll = try balance(["--no-value", "--all"], language: "pt").stdout
        #expect(ptAll.contains("pó desconhecido: sem nome") && !ptAll.contains("unknown"), "\(ptAll)")

        // The rule is a setting: shown in config list, off shows the dust, back to the default hides it again.
        let listed = try run(["config", "list", "--home", home]).stdout
        #expect(listed.contains("token-filter") && listed.contains("unknown-dust"), "\(listed)")
        #expect(try run(["config", "set", "token-filter", "sometimes", "--home", home]).status != 0)
        #expect(try run(["config", "set", "token-filter", "off", "--home", home]).status == 0)
        let off = try balance(["--no-value"]).stdout
        #expect(off.contains(dust.base58) && !off.contains("hidden"), "\(off)")
        #expect(try run(["config", "set", "token-filter", "unknown-dust", "--home", home]).status == 0)
        #expect(try !balance(["--no-value"]).stdout.contains(dust.base58))
        // `token unhide` of a mint the rule hides shows it; hiding the named token by hand is counted as the user's.
        #expect(try run(["token", "unhide", dust.base58, "--home", home]).status == 0)
        #expect(try run(["token", "hide", extended.base58, "--home", home]).status == 0)
        let mixed = try balance(["--no-value"]).stdout
        #expect(mixed.contains(dust.base58) && mixed.contains("1 hidden: 1 by you"), "\(mixed)")
        #expect(try run(["token", "unhide", extended.base58, "--home", home]).status == 0)

        // `send --token SYMBOL` sends the Token-2022 token; the recipient's balance lists it by name.
        let sent = try run([
            "send", second, "1.5", "--token", symbol.lowercased(), "--yes", "--json", "-u", url, "--home", home,
        ])
        #expect(sent.status == 0, "seed \(TestRandom.seed): \(sent.stderr)")
        #expect(try sent.json()["amount"] as? String == "15000" && sent.json()["tokenAfter"] as? String == "35000")
        let received = try balance(["--no-value"], of: second).stdout
        let receivedLine = try #require(
            received.split(separator: "\n").first { $0.contains("Ext Coin " + suffix) }, "\(received)")
        #expect(receivedLine.hasPrefix(symbol) && receivedLine.contains(extended.base58), "\(received)")
    }
}
