import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

/// Token names on a balance, from the chain: a Token-2022 mint whose metadata the real Token-2022 program wrote,
/// Metaplex accounts written as `solana-test-validator --account` would load them (the independent encoder in
/// Tests/Oracles/token_metadata_oracle.py), an NFT, and a token whose symbol imitates USDC.
@Suite(.serialized) struct TokenMetadataLocalnetTests {
    /// Writes `mint`'s Metaplex metadata account on `localnet`, owned by the Token Metadata program.
    static func publishMetaplex(
        _ localnet: Localnet, mint: PublicKey, name: String, symbol: String, uri: String = "https://example.com/t.json"
    ) async throws {
        let account = try TokenMetadataOracle.metaplex([
            .init(mint: mint.base58, updateAuthority: mint.base58, name: name, symbol: symbol, uri: uri)
        ])[0]
        let bytes = account.data
        _ = try await localnet.admin(
            "/admin/set-account",
            [
                "pubkey": account.address, "lamports": 5_616_720,
                "owner": PublicKey.tokenMetadataProgram.base58,
                "data": Data(bytes).base64EncodedString(),
            ])
        // The loader reads at `confirmed`: let the write's slot be confirmed.
        _ = try await localnet.admin("/admin/advance", ["slots": 40])
    }

    /// A Token-2022 mint carrying its own metadata (`Chain.token2022WithMetadata`), with `amount` minted to `owner`.
    static func token2022WithMetadata(
        _ client: RPCClient, payer: Keypair, owner: PublicKey, name: String, symbol: String, uri: String,
        amount: UInt64
    ) async throws -> PublicKey {
        try await Chain.token2022WithMetadata(
            client, payer: payer, owner: owner, name: name, symbol: symbol, uri: uri, amount: amount)
    }

    @Test func balancesCarryTheNamesTheChainPublishesAndNeverTrustAnImitation() async throws {
        let localnet = try Localnet()
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, webSocketURL: localnet.webSocketURL, name: "localnet"),
            configuration: .init(commitment: .confirmed, requestTimeout: .seconds(10), overallTimeout: .seconds(30)))
        let owner = Keypair.generate()
        _ = try await client.airdrop(owner.publicKey, lamports: 3_000_000_000, commitment: .confirmed)
        let suffix = String(UInt32.random(in: 0...UInt32.max, using: &TestRandom.rng), radix: 36)
        let extended = try await Self.token2022WithMetadata(
            client, payer: owner, owner: owner.publicKey, name: "Ext Coin " + suffix, symbol: "EXT",
            uri: "https://example.com/" + suffix, amount: 12_345)
        let named = try await Chain.mintTokens(
            client, payer: owner, to: owner.publicKey, amount: 2_500_000, decimals: 6)
        try await Self.publishMetaplex(localnet, mint: named, name: "Bonk " + suffix, symbol: "BONK")
        let fake = try await Chain.mintTokens(
            client, payer: owner, to: owner.publicKey, amount: 1_000_000, decimals: 6)
        try await Self.publishMetaplex(localnet, mint: fake, name: "USD Coin", symbol: "UЅDC")  // Cyrillic S
        let nft = try await Chain.mintTokens(
            client, payer: owner, to: owner.publicKey, amount: 1, decimals: 0)
        try await Self.publishMetaplex(localnet, mint: nft, name: "Picture #" + suffix, symbol: "PIC")
        let plain = try await Chain.mintTokens(
            client, payer: owner, to: owner.publicKey, amount: 5, decimals: 2)
        // A "metadata account" not owned by the Token Metadata program is not read.
        let spoofed = TokenMetadata.metaplexAddress(of: plain)
        _ = try await localnet.admin(
            "/admin/set-account",
            ["pubkey": spoofed.base58, "lamports": 1_000_000, "owner": owner.publicKey.base58, "data": "BA=="])
        _ = try await localnet.admin("/admin/advance", ["slots": 40])

        let balance = try await RemoteBalanceLoader(client: client).fetch(owner.publicKey)
        func holding(_ mint: PublicKey) throws -> TokenHolding {
            try #require(balance.tokens.first { $0.mint == mint }, "seed \(TestRandom.seed)")
        }
        let ext = try holding(extended)
        #expect(ext.metadata?.name == "Ext Coin " + suffix && ext.metadata?.source == .token2022)
        #expect(ext.metadata?.uri == "https://example.com/" + suffix && ext.supply == 12_345 && !ext.isNonFungible)
        #expect(try holding(named).metadata?.symbol == "BONK" && holding(named).metadata?.source == .metaplex)
        #expect(try holding(nft).isNonFungible && holding(nft).metadata?.name == "Picture #" + suffix)
        #expect(try holding(plain).metadata == nil && holding(plain).supply == 5)

        let view = BalanceViewModel(LoadedBalance(balance: balance, source: .remote), language: .en)
        let content = try #require(view.value)
        let lines = content.tokens + content.collectibles
        func line(_ mint: PublicKey) throws -> BalanceViewModel.TokenLine {
            try #require(lines.first { $0.mint == mint.base58 })
        }
        // The NFT (with metadata) is listed apart, as a collectible; the fungible tokens are not.
        #expect(content.collectibles.map(\.mint) == [nft.base58] && !content.tokens.contains { $0.collectible })
        #expect(try line(named).label == "BONK" && line(named).name == "Bonk " + suffix && !line(named).verified)
        #expect(try line(fake).label == ShortText.address(fake) && line(fake).imitates == "USDC")
        #expect(try line(nft).nonFungible && line(extended).label == "EXT")
        let text = view.terminalText()
        for mint in [extended, named, fake, nft, plain] { #expect(text.contains(mint.base58), "\(text)") }
        #expect(text.contains("calls itself USDC") && text.contains("Collectibles"), "\(text)")
        #expect(text.contains("Picture #" + suffix) && text.contains("PIC"), "\(text)")

        // The cache keeps the names: a balance written and read back is the same.
        let encoded = try JSONEncoder().encode(balance)
        #expect(try JSONDecoder().decode(AccountBalance.self, from: encoded) == balance)
        // A balance cached before names existed (no metadata, no supply) still reads.
        let old = Data(
            #"{"account":"\#(plain.base58)","mint":"\#(plain.base58)","amount":5,"decimals":2,"program":"token"}"#.utf8)
        let legacy = try JSONDecoder().decode(TokenHolding.self, from: old)
        #expect(legacy.metadata == nil && legacy.supply == nil && !legacy.isNonFungible)
    }
}
