import Foundation
import MarketData
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// Issue 30: the default account and the hidden tokens on the dashboard, through the settings the CLI reads and
/// writes (`WalletSettings`' `account`, `HiddenTokens`): a default set on one side shows on the other; a token
/// hidden on localnet leaves the account page, is counted, listed on demand, and comes back.
@Suite(.serialized) struct DashboardTokenSettingsTests {
    let base = DashboardSecurityTests()

    func html(_ answer: TestAnswer) -> String { String(decoding: answer.bytes, as: UTF8.self) }

    /// The address of the row marked default on the wallet list, if any.
    func markedDefault(_ html: String) -> String? {
        let pattern = /href="\/accounts\/([1-9A-HJ-NP-Za-km-z]+)">[^<]*<\/a><\/td><td><span id="default-account"/
        return html.firstMatch(of: pattern).map { String($0.1) }
    }

    @Test func theDefaultAccountIsTheCLIsSettingBothWays() async throws {
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "default " + UUID().uuidString
        #expect(
            await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password).status
                == 303)
        let added = await dashboard.respond(
            to: base.request(
                "POST", "/wallets/account", session: session, form: ["_csrf": csrf, "password": password]))
        #expect(added.status == 303)
        let accounts = try #require(try dashboard.summaries().first?.accounts.map(\.address))
        #expect(accounts.count == 2)
        let cli = WalletSettings(registry: dashboard.registry, environment: [:])

        // Nothing set: the first account of the default wallet, as the CLI picks.
        var list = html(await dashboard.respond(to: base.request("/wallets", session: session)))
        #expect(markedDefault(list) == accounts[0].base58, "\(list)")

        // Set by the CLI itself (the built binary, the same home): the dashboard marks it.
        let set = try CLI.run(["config", "set", "account", accounts[1].base58, "--home", base.home])
        #expect(set.status == 0, "\(set.stderr)")
        list = html(await dashboard.respond(to: base.request("/wallets", session: session)))
        #expect(markedDefault(list) == accounts[1].base58, "\(list)")

        // Set on the dashboard: the CLI's setting holds it.
        let path = "/accounts/\(accounts[0].base58)/default"
        let made = await dashboard.respond(to: base.request("POST", path, session: session, form: ["_csrf": csrf]))
        #expect(made.status == 200)
        #expect(html(made).contains(Localizer(.en)(.defaultAccountSet, accounts[0].base58)))
        #expect(markedDefault(html(made)) == accounts[0].base58)
        #expect(try cli.account()?.value == accounts[0].base58)
        let got = try CLI.run(["config", "get", "account", "--home", base.home])
        #expect(got.status == 0 && got.stdout.contains(accounts[0].base58), "\(got.stdout) \(got.stderr)")

        // Without the CSRF token, or for an address that is not one of the wallets': refused, nothing changed.
        let forged = await dashboard.respond(
            to: base.request("POST", "/accounts/\(accounts[1].base58)/default", session: session))
        #expect(forged.status == 403)
        let stranger = Keypair.generate().publicKey.base58
        let foreign = await dashboard.respond(
            to: base.request("POST", "/accounts/\(stranger)/default", session: session, form: ["_csrf": csrf]))
        #expect(foreign.status == 404)
        #expect(try cli.account()?.value == accounts[0].base58)
    }

    @Test func aHiddenTokenLeavesTheAccountPageAndComesBack() async throws {
        let features = DashboardFeaturesTests()
        let setup = try await features.setUp(sol: 2)
        let payer = Keypair.generate()
        _ = try await setup.client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let kept = try await Chain.mintTokens(setup.client, payer: payer, to: setup.from, amount: 7, decimals: 0)
        let spam = try await Chain.mintTokens(setup.client, payer: payer, to: setup.from, amount: 1_000, decimals: 0)
        let page = "/accounts/\(setup.from.base58)"
        var shown = await features.get(setup, page)
        #expect(shown.html.contains(spam.base58) && shown.html.contains(kept.base58), "\(shown.html)")
        #expect(!shown.html.contains("id=\"hidden-count\""))

        let hidden = await features.post(setup, page + "/tokens/hide", ["mint": spam.base58])
        #expect(hidden.status == 303 && hidden.header("Location") == page)
        // The CLI's list holds it (`solwallet token hidden` reads this).
        let registry = setup.dashboard.registry
        #expect(try HiddenTokens(registry: registry).mints() == [spam])
        let listed = try CLI.run(["token", "hidden", "--home", features.base.home])
        #expect(listed.status == 0 && listed.stdout.contains(spam.base58), "\(listed.stdout) \(listed.stderr)")

        shown = await features.get(setup, page)
        #expect(!shown.html.contains(spam.base58) && shown.html.contains(kept.base58), "\(shown.html)")
        let l10n = Localizer(.en)
        #expect(shown.html.contains(l10n(.tokensHiddenSummary, "1", l10n(.tokensHiddenByYou, "1"))), "\(shown.html)")
        #expect(shown.html.contains("id=\"link-show-hidden\""))

        // Listed on demand, marked, with the form that shows it again.
        shown = await features.get(setup, page, query: ["hidden": "1"])
        #expect(shown.html.contains(spam.base58) && shown.html.contains("/tokens/unhide"), "\(shown.html)")

        // Without the CSRF token: refused, still hidden.
        let forged = await setup.dashboard.respond(
            to: base.request("POST", page + "/tokens/unhide", session: setup.session, form: ["mint": spam.base58]))
        #expect(forged.status == 403)
        #expect(try HiddenTokens(registry: registry).mints() == [spam])

        let back = await features.post(setup, page + "/tokens/unhide", ["mint": spam.base58, "show": "1"])
        #expect(back.status == 303 && back.header("Location") == page + "?hidden=1")
        #expect(try HiddenTokens(registry: registry).mints().isEmpty)
        shown = await features.get(setup, page)
        #expect(shown.html.contains(spam.base58) && !shown.html.contains("id=\"hidden-count\""), "\(shown.html)")
        _ = setup.localnet
    }

    @Test func aHiddenTokenIsNotValuedOnTheAccountPageNorInItsLiveUpdates() async throws {
        let fiat = DashboardFiatTests()
        let localnet = try Localnet(extraArguments: ["--genesis-hash", ClusterIdentity.mainnetBetaGenesisHash.base58])
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let solPrice = Double(Int.random(in: 1_000...30_000, using: &TestRandom.rng)) / 100
        let tokenPrice = Double(Int.random(in: 1...2_000_000, using: &TestRandom.rng)) / 1_000_000
        let server = try MarketTestServer()
        try server.put(
            "coins_markets.json",
            JSONSerialization.data(withJSONObject: [DashboardFiatTests.coin("solana", "sol", price: solPrice)]))
        try server.serve(fixture: "global.json", as: "global.json")
        let dashboard = try fiat.dashboard(localnet, server)
        let (session, csrf) = try await fiat.base.signIn(dashboard)
        _ = await fiat.base.createWallet(
            dashboard, session: session, csrf: csrf, name: "main", password: "hide 1 2 3 4")
        let owner = try #require(try dashboard.summaries().first?.accounts.first?.address)
        let payer = Keypair.generate()
        let lamports = UInt64.random(in: 1_000_000...5_000_000_000, using: &TestRandom.rng)
        try await client.airdrop(owner, lamports: lamports, commitment: .confirmed)
        try await client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let units = UInt64.random(in: 1...1_000_000_000_000, using: &TestRandom.rng)
        let priced = try await Chain.mintTokens(client, payer: payer, to: owner, amount: units, decimals: 6)
        try server.put(
            "token_price.json",
            JSONSerialization.data(withJSONObject: [priced.base58: ["usd": tokenPrice, "usd_24h_change": 2.0]]))
        let money = MarketNumberFormatter(.en)
        let solValue = Double(lamports) / 1e9 * solPrice
        let tokenValue = Double(units) / 1e6 * tokenPrice
        let page = "/accounts/\(owner.base58)"
        func total() async -> String? {
            let answer = await dashboard.respond(to: fiat.base.request(page, session: session))
            return fiat.element("balance-fiat", in: String(decoding: answer.bytes, as: UTF8.self))
        }
        #expect(await total() == money.money(solValue + tokenValue, currency: .usd))
        let hide = await dashboard.respond(
            to: fiat.base.request(
                "POST", page + "/tokens/hide", session: session, form: ["_csrf": csrf, "mint": priced.base58]))
        #expect(hide.status == 303)
        #expect(await total() == money.money(solValue, currency: .usd))
        // A live update says the same total: the hidden token stays out.
        let shown = await dashboard.shownBalance(owner, try dashboard.client())
        let event = await dashboard.liveBalanceEvent(lamports, of: owner, shown: shown, language: .en)
        #expect(event.contains("\"fiat\":\"\(money.money(solValue, currency: .usd))\""), "\(event)")
    }
}
