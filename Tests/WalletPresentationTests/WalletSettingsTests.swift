import Foundation
import MarketData
import SolanaCore
import SolanaRPC
import SolanaWallet
import Testing

@testable import WalletPresentation

/// Issue 27, item 7: the settings are typed, checked once, and resolved with one precedence for every front-end:
/// flag > environment > stored > default; a bad value is an error naming where it came from, never the default.
@Suite struct WalletSettingsTests {
    static func registry() throws -> SQLiteWalletRegistry {
        let path = NSTemporaryDirectory() + "settings-tests-" + UUID().uuidString + "/wallet.sqlite"
        return SQLiteWalletRegistry(database: try WalletDatabase(path: path))
    }

    @Test func theFlagThenTheEnvironmentThenTheStoredValueThenTheDefault() throws {
        let registry = try Self.registry()
        let none = WalletSettings(registry: registry, environment: [:])
        #expect(try none.cluster().value.url == Cluster.mainnetBeta.url && none.cluster().source == .default)
        #expect(try none.commitment().value == .confirmed)
        #expect(try none.currency().value == "usd")
        #expect(try none.language().value == .en)
        #expect(try none.newsURL().value == NewsLoader.defaultURL)
        #expect(try none.dustThreshold().value == AddressPoisoning.defaultDustThreshold)

        try none.set(.url, to: "devnet")
        try none.set(.commitment, to: "finalized")
        try none.set(.currency, to: "EUR")
        try none.set(.lang, to: "pt_BR.UTF-8")
        try none.set(.newsURL, to: " https://example.org/feed.xml ")
        try none.set(.dustThreshold, to: "0.5")
        // The stored forms: the moniker resolved, the code lowered, the locale reduced, the URL trimmed.
        #expect(try none.stored(.url) == Cluster.devnet.url.absoluteString)
        #expect(try none.stored(.currency) == "eur" && none.stored(.lang) == "pt")
        #expect(try none.stored(.newsURL) == "https://example.org/feed.xml")
        #expect(try none.cluster().value.url == Cluster.devnet.url && none.cluster().source == .stored)
        #expect(try none.commitment().value == .finalized && none.currency().value == "eur")
        #expect(try none.language().value == .pt && none.dustThreshold().value == 500_000_000)

        let environment = [
            "SOLWALLET_URL": "localhost", "SOLWALLET_COMMITMENT": "processed", "SOLWALLET_CURRENCY": "brl",
            "SOLWALLET_LANG": "el", "SOLWALLET_NEWS_URL": "http://127.0.0.1:9/news.xml", "LANG": "tr_TR.UTF-8",
        ]
        let overridden = WalletSettings(registry: registry, environment: environment)
        #expect(try overridden.cluster().value.url == Cluster.localhost.url)
        #expect(try overridden.cluster().source == .environment)
        #expect(try overridden.commitment().value == .processed && overridden.currency().value == "brl")
        #expect(try overridden.language().value == .el)
        #expect(try overridden.newsURL().value.absoluteString == "http://127.0.0.1:9/news.xml")

        #expect(try overridden.cluster(flag: "testnet").value.url == Cluster.testnet.url)
        #expect(try overridden.cluster(flag: "testnet").source == .flag)
        #expect(try overridden.commitment(flag: .confirmed).value == .confirmed)
        #expect(try overridden.currency(flag: "TRY").value == "try" && overridden.language(flag: "en").value == .en)

        // effective(): each value with its source.
        let effective = Dictionary(uniqueKeysWithValues: overridden.effective().map { ($0.setting, $0) })
        #expect(effective[.url]?.source == .environment && effective[.dustThreshold]?.source == .stored)
        #expect(effective[.jupiterURL]?.source == .default && effective[.blocklist]?.text == nil)

        // Removing a setting falls back to the default; the locale decides the language only below the setting.
        try none.set(.lang, to: nil)
        #expect(try WalletSettings(registry: registry, environment: ["LANG": "tr_TR.UTF-8"]).language().value == .tr)
        #expect(
            try WalletSettings(registry: registry, environment: ["LANG": "tr_TR.UTF-8"]).language().source == .default)
    }

    @Test func aBadValueIsAnErrorNamingItsSourceAndNothingIsStored() throws {
        let registry = try Self.registry()
        let settings = WalletSettings(registry: registry, environment: ["SOLWALLET_URL": "ftp://nope"])
        try settings.set(.currency, to: "usd")
        for (setting, value) in [
            (WalletSetting.url, "gopher://x"), (.commitment, "final"), (.lang, "klingon"), (.currency, "us dollar"),
            (.coingeckoURL, "ftp://x"), (.newsURL, "javascript:alert(1)"), (.dustThreshold, "lots"),
            (.blocklist, "/nonexistent/blocklist.yaml"),
        ] {
            var failure: WalletSettingsError?
            do { try settings.set(setting, to: value) } catch { failure = error }
            guard case .invalid(let invalid) = failure else {
                Issue.record("\(setting) \(value) was stored: \(String(describing: failure))")
                continue
            }
            #expect(invalid.setting == setting)
        }
        #expect(try settings.stored(.currency) == "usd")
        #expect(try settings.stored(.url) == nil)

        // From the environment: the error names the variable, not the default's value.
        var environmentFailure: WalletSettingError?
        do { _ = try settings.cluster() } catch { environmentFailure = error }
        #expect(environmentFailure?.source == .environment)
        #expect(environmentFailure?.description.contains("$SOLWALLET_URL") == true)

        // A stored value that does not pass (written behind the SDK's back) is an error and a problem, not ignored.
        try registry.setSetting("commitment", to: "sometimes")
        try registry.setSetting("lang", to: "xx")
        let plain = WalletSettings(registry: registry, environment: [:])
        var storedFailure: WalletSettingError?
        do { _ = try plain.commitment() } catch { storedFailure = error }
        #expect(storedFailure?.source == .stored && storedFailure?.setting == .commitment)
        #expect(Set(plain.problems().map(\.setting)) == [.commitment, .lang])
        // The flag wins over a bad stored value.
        #expect(try plain.commitment(flag: .processed).value == .processed)
    }
}

/// The CLI's spinner ticks through WalletPresentation's `SpinnerFrames` (no sleep in the front-end).
@Suite struct SpinnerFramesTests {
    @Test func framesCycleAfterTheDelayAndStopWhenCancelled() async throws {
        var frames: [String] = []
        for await frame in SpinnerFrames(delay: .milliseconds(1), interval: .milliseconds(1)) {
            frames.append(frame)
            if frames.count == 12 { break }
        }
        #expect(frames == Array(SpinnerFrames.frames + SpinnerFrames.frames.prefix(2)))
        // Cancelled before its delay: no frame at all.
        let task = Task { () -> Int in
            var count = 0
            for await _ in SpinnerFrames(delay: .seconds(3_600)) { count += 1 }
            return count
        }
        task.cancel()
        #expect(await task.value == 0)
    }
}
