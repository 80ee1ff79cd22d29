import Foundation
import SolanaWallet
import Testing
import WalletPresentation

@testable import WalletWeb

/// The onboarding form judges a new password by the SDK's `NewPasswordRules`, as the CLI does: a short or a common
/// one is refused in the page's language and no wallet is created.
@Suite struct DashboardNewPasswordTests {
    @Test(arguments: ["short1", "password123", "Qwertyuiop"])
    func aShortOrCommonPasswordIsRefusedOnOnboardingAndNothingIsCreated(_ password: String) async throws {
        let base = DashboardSecurityTests()
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        #expect(throws: NewPasswordProblem.self) { try NewPasswordRules.check(password) }
        _ = await dashboard.respond(
            to: base.request("POST", "/language", session: session, form: ["_csrf": csrf, "language": "pt"]))
        let answer = await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password)
        #expect(answer.status == 422)
        let html = String(decoding: answer.bytes, as: UTF8.self)
        let expected =
            password.count < NewPasswordRules.minimumLength
            ? Localizer(.pt)(.passwordTooShort, String(password.count), String(NewPasswordRules.minimumLength))
            : Localizer(.pt)(.passwordTooCommon)
        #expect(html.contains(expected), "\(html)")
        let wallets = try WalletManager(registry: dashboard.registry, storage: NoSecretStorage()).summaries()
        #expect(wallets.isEmpty)
        let keystore = WalletPaths(home: base.home).keystoreDirectory
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: keystore)) ?? []).isEmpty)
    }

    @Test func aLongUncommonPasswordCreatesTheWallet() async throws {
        let base = DashboardSecurityTests()
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        let answer = await base.createWallet(
            dashboard, session: session, csrf: csrf, name: "main", password: "new password rules " + UUID().uuidString)
        #expect(answer.status == 303)
        #expect(try WalletManager(registry: dashboard.registry, storage: NoSecretStorage()).summaries().count == 1)
    }
}
