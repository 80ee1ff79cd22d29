import Foundation
import SolanaWallet
import Testing

@testable import WalletWeb

/// A keystore holds one password, in the dashboard too: onboarding's create with a password other than the one the
/// keystore's wallets are under is refused with the SDK's message, and nothing is written.
@Suite struct DashboardKeystoreTests {
    @Test func aSecondWalletUnderAnotherPasswordIsRefused() async throws {
        let support = DashboardSecurityTests()
        defer { try? FileManager.default.removeItem(atPath: support.home) }
        let dashboard = try support.dashboard()
        let (session, csrf) = try await support.signIn(dashboard)
        let password = "keystore " + UUID().uuidString
        await support.createWallet(dashboard, session: session, csrf: csrf, name: "first", password: password)
        let keystore = support.home + "/data/keystore"
        func files() throws -> [String: Data] {
            var out: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: keystore) {
                out[name] = try Data(contentsOf: URL(fileURLWithPath: keystore + "/" + name))
            }
            return out
        }
        let before = try files()
        #expect(before.keys.filter { $0.hasSuffix(".swks") }.count == 1)

        let refused = await support.createWallet(
            dashboard, session: session, csrf: csrf, name: "second", password: "another password")
        let page = String(decoding: refused.bytes, as: UTF8.self)
        #expect(refused.status != 303, "\(refused.status)")
        #expect(page.contains("under another password"), "\(page)")
        #expect(try dashboard.summaries().map(\.wallet.name) == ["first"])
        #expect(try files() == before)

        let accepted = await support.createWallet(
            dashboard, session: session, csrf: csrf, name: "second", password: password)
        #expect(accepted.status == 303)
        #expect(try dashboard.summaries().map(\.wallet.name) == ["first", "second"])
    }
}
