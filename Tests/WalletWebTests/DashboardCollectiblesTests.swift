import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// Issue 28, tokens as people know them, on the dashboard's account page over localnet: an NFT in a Collectibles
/// section of its own; a token's logo through the image proxy only (never the outside URL), with its alt text, and
/// a logo that cannot be fetched served as a transparent pixel (nothing broken); dust of an unnamed mint hidden by
/// the token-filter rule, counted with its reason, listed on demand and shown again by "Show".
@Suite(.serialized) struct DashboardCollectiblesTests {
    @Test func collectiblesApartLogosProxiedAndDustHiddenWithItsReason() async throws {
        let features = DashboardFeaturesTests()
        let setup = try await features.setUp(sol: 2)
        let payer = Keypair.generate()
        _ = try await setup.client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let suffix = String(UInt32.random(in: 0...UInt32.max, using: &TestRandom.rng), radix: 36)
        // A logo on a host the proxy refuses (a loopback address): its fetch fails at once.
        let logo = "https://127.0.0.1/logo-\(suffix).png"
        let named = try await Chain.token2022WithMetadata(
            setup.client, payer: payer, owner: setup.from, name: "Ext Coin " + suffix, symbol: "EXT", uri: logo,
            amount: 25_000)
        let nft = try await Chain.mintTokens(setup.client, payer: payer, to: setup.from, amount: 1, decimals: 0)
        let metadata = try TokenMetadataOracle.metaplex([
            .init(mint: nft.base58, updateAuthority: nft.base58, name: "Picture " + suffix, symbol: "PIC", uri: "")
        ])[0]
        _ = try await setup.localnet.admin(
            "/admin/set-account",
            [
                "pubkey": metadata.address, "lamports": 5_616_720, "owner": PublicKey.tokenMetadataProgram.base58,
                "data": Data(metadata.data).base64EncodedString(),
            ])
        let dust = try await Chain.mintTokens(setup.client, payer: payer, to: setup.from, amount: 0, decimals: 6)
        _ = try await setup.localnet.admin("/admin/advance", ["slots": 40])
        let page = "/accounts/\(setup.from.base58)"

        let shown = await features.get(setup, page)
        #expect(shown.status == 200)
        let html = shown.html
        // The NFT in its own table, after the tokens' one; the named token in the tokens' table.
        let tokensTable = try #require(html.range(of: "<table id=\"tokens\">"), "\(html)")
        let collectibles = try #require(html.range(of: "<table id=\"collectibles\">"), "\(html)")
        let nftRow = try #require(html.range(of: "Picture " + suffix), "\(html)")
        let namedRow = try #require(html.range(of: "Ext Coin " + suffix), "\(html)")
        #expect(nftRow.lowerBound > collectibles.lowerBound && namedRow.lowerBound > tokensTable.lowerBound)
        #expect(namedRow.lowerBound < collectibles.lowerBound && html.contains(">PIC<"), "\(html)")
        // Nothing absent is shown as "nil" (no logo, no imitation): exactly one logo, the named token's.
        #expect(!html.contains("nil<") && !html.contains("/img/nil") && !html.contains("⚠"), "\(html)")
        // The logo: through /img/ID, with its alt text; the outside URL is nowhere on the page.
        let alt = Localizer(.en)(.tokenLogoAlt, "Ext Coin " + suffix)
        let imageID = try #require(
            html.firstMatch(of: /<img class="logo" src="\/img\/([0-9a-f]{32})" alt="([^"]*)"/), "\(html)")
        #expect(String(imageID.2) == alt)
        #expect(!html.contains("127.0.0.1/logo") && !html.contains("src=\"https:"), "\(html)")
        // The proxy could not fetch it: a transparent GIF, not an error the browser would draw as broken.
        let image = await setup.dashboard.respond(
            to: features.base.request("/img/\(imageID.1)", session: setup.session))
        #expect(image.status == 200 && image.header("Content-Type") == "image/gif")
        #expect(ImageFormat.sniff(image.bytes) == .gif && image.bytes == ImageLinks.transparentPixel)

        // The dust: left out, counted with its reason, listed on demand with the reason in words.
        #expect(!html.contains(dust.base58) && html.contains("id=\"link-show-hidden\""), "\(html)")
        #expect(html.contains("1 hidden: 1 unknown dust"), "\(html)")
        let all = await features.get(setup, page, query: ["hidden": "1"])
        #expect(all.html.contains(dust.base58), "\(all.html)")
        #expect(all.html.contains(Localizer(.en)(.hiddenReasonUnknownDust)), "\(all.html)")
        // "Show" overrides the rule (the CLI's `token unhide`): the dust is on the page, nothing counted.
        let unhidden = await features.post(setup, page + "/tokens/unhide", ["mint": dust.base58])
        #expect(unhidden.status == 303)
        #expect(try HiddenTokens(registry: setup.dashboard.registry).shownMints() == [dust])
        let back = await features.get(setup, page)
        #expect(back.html.contains(dust.base58) && !back.html.contains("id=\"hidden-count\""), "\(back.html)")
        _ = named
    }
}
