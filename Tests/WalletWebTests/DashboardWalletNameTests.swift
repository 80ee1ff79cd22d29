import Foundation
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// The dashboard's onboarding applies the SDK's wallet-name rule (`WalletManager.newWalletName`), as `solwallet
/// init` does, and says each refusal with `ErrorViewModel` in the page's language. In process, no cluster.
@Suite struct DashboardWalletNameTests {
    let base = DashboardSecurityTests()

    func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    @Test func aRefusedNameShowsTheSDKsErrorInThePagesLanguage() async throws {
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "wallet name web " + UUID().uuidString
        let created = await base.createWallet(
            dashboard, session: session, csrf: csrf, name: "  Main ", password: password)
        #expect(created.status == 303, "\(String(decoding: created.bytes, as: UTF8.self))")
        #expect(try dashboard.summaries().map(\.wallet.name) == ["Main"])
        let language = [Language.pt, .el, .tr].randomElement(using: &TestRandom.rng)!
        let switched = await dashboard.respond(
            to: base.request(
                "POST", "/language", session: session,
                form: ["_csrf": csrf, "language": language.rawValue, "next": "/"]))
        #expect(switched.status == 303)
        let long = String(repeating: "ş", count: WalletName.maximumLength + 1)
        let refusals: [(String, WalletNameError)] = [
            ("MAIN", .taken(existing: "Main")), ("a\u{202E}b", .controlCharacter), ("   ", .empty),
            (long, .tooLong(characters: long.count, maximum: WalletName.maximumLength)),
        ]
        for (name, error) in refusals {
            let answer = await base.createWallet(
                dashboard, session: session, csrf: csrf, name: name, password: password)
            let html = String(decoding: answer.bytes, as: UTF8.self)
            let expected = ErrorViewModel(error, language: language).message
            #expect(
                answer.status != 303 && html.contains(escaped(expected)), "seed \(TestRandom.seed) \(language): \(html)"
            )
        }
        #expect(try dashboard.summaries().map(\.wallet.name) == ["Main"])
    }
}
