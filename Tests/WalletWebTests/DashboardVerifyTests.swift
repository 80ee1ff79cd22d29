import Foundation
import SolanaCore
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// The verify screens (issue 28): an off-chain message's signature (`/verify/message`, as `solwallet message
/// verify`) and a Sign-In With Solana message against the domain expected (`/verify/sign-in`, each failed check
/// named), in process; the signatures are made by fresh keys, so a wrong one is a real one of another key.
@Suite struct DashboardVerifyTests {
    let base = DashboardSecurityTests()

    func signedIn() async throws -> (Dashboard, session: String, csrf: String) {
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        return (dashboard, session, csrf)
    }

    func post(
        _ dashboard: Dashboard, _ session: String, _ path: String, _ form: [String: String]
    ) async -> (status: Int, html: String) {
        let answer = await dashboard.respond(to: base.request("POST", path, session: session, form: form))
        return (answer.status, String(decoding: answer.bytes, as: UTF8.self))
    }

    /// The text of the element with id `id` (its first text node, unescaped enough for the tests' texts).
    func element(_ html: String, _ id: String) -> String? {
        let pattern = try! Regex<(Substring, Substring)>("id=\"\(id)\"[^>]*>([^<]*)<")
        return html.firstMatch(of: pattern).map {
            String($0.1).replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    /// The class of the check row `check` ("passed" or "failed").
    func check(_ html: String, _ check: String) -> String? {
        let pattern = try! Regex<(Substring, Substring)>("id=\"check-\(check)\" class=\"([a-z]+)\"")
        return html.firstMatch(of: pattern).map { String($0.1) }
    }

    @Test func aMessageSignatureVerifiesAndAnotherKeysDoesNot() async throws {
        let (dashboard, session, csrf) = try await signedIn()
        let signer = Keypair.generate()
        // A control character and a bidirectional override: shown escaped, as the CLI's review shows them.
        let text = "pay 5 to bob\u{7}\u{202E}!"
        let signature = try OffchainMessage.v0(text, signers: [signer.publicKey], applicationDomain: .zero, format: nil)
            .sign(with: signer)
        let form = await dashboard.respond(to: base.request("/verify/message", session: session))
        #expect(form.status == 200)
        let fields = ["signature": signature.base58, "signer": signer.publicKey.base58, "text": text, "_csrf": csrf]
        let valid = await post(dashboard, session, "/verify/message", fields)
        #expect(valid.status == 200, "\(valid.html)")
        #expect(element(valid.html, "verify-answer") == "Signature is valid", "\(valid.html)")
        #expect(valid.html.contains("pay 5 to bob\\u{7}\\u{202E}!"), "\(valid.html)")
        // The text as verified is shown escaped (the form keeps what was typed, in its text area).
        let shown = try #require(valid.html.firstMatch(of: /<pre id="verify-shown-text">([^<]*)<\/pre>/)?.1)
        #expect(shown.contains("\\u{202E}") && !shown.contains("\u{202E}") && !shown.contains("\u{7}"), "\(shown)")

        // The legacy header (the Solana CLI up to 2.x) verifies too.
        let legacy = try OffchainMessage.legacy(text, format: nil).sign(with: signer)
        let old = await post(dashboard, session, "/verify/message", fields.merging(["signature": legacy.base58]) { $1 })
        #expect(old.status == 200, "\(old.html)")

        // Another key's signature of the same text, the same signature of another text: invalid.
        let other = Keypair.generate()
        let otherSignature = try OffchainMessage.v0(
            text, signers: [other.publicKey], applicationDomain: .zero, format: nil
        ).sign(with: other)
        for changed in [["signature": otherSignature.base58], ["text": text + " "]] {
            let invalid = await post(dashboard, session, "/verify/message", fields.merging(changed) { $1 })
            #expect(invalid.status == 422, "\(changed)")
            #expect(
                element(invalid.html, "verify-answer")
                    == Localizer(.en)(.offchainSignatureInvalid, signer.publicKey.base58), "\(invalid.html)")
        }
        // Not a signature, not an address: the SDK's typed error, said on the form, the fields kept.
        let garbage = await post(dashboard, session, "/verify/message", fields.merging(["signature": "0OIl"]) { $1 })
        #expect(garbage.status == 422)
        #expect(garbage.html.contains("id=\"error\"") && garbage.html.contains("value=\"\(signer.publicKey.base58)\""))
        // In Greek: the page's language.
        #expect(
            await dashboard.respond(
                to: base.request("POST", "/language", session: session, form: ["_csrf": csrf, "language": "el"])
            ).status == 303)
        let greek = await post(dashboard, session, "/verify/message", fields)
        #expect(element(greek.html, "verify-answer") == Localizer(.el)(.offchainSignatureValid), "\(greek.html)")
    }

    @Test func theVerifyFormsRefuseAPostWithoutItsCSRFToken() async throws {
        let (dashboard, session, _) = try await signedIn()
        let signer = Keypair.generate()
        let signature = try OffchainMessage.v0("hi", signers: [signer.publicKey], applicationDomain: .zero, format: nil)
            .sign(with: signer)
        let fields = ["signature": signature.base58, "signer": signer.publicKey.base58, "text": "hi"]
        for path in ["/verify/message", "/verify/sign-in"] {
            let refused = await post(dashboard, session, path, fields)
            #expect(refused.status == 403, "\(path)")
            #expect(!refused.html.contains("verify-answer"))
            let forged = await post(
                dashboard, session, path, fields.merging(["_csrf": String(repeating: "0", count: 64)]) { $1 })
            #expect(forged.status == 403, "\(path)")
        }
    }

    /// A SIWS message for `domain` by `signer`, issued `issuedAgo` seconds ago, expiring `expiresIn` seconds from now.
    func signIn(_ signer: Keypair, domain: String, issuedAgo: Int64 = 5, expiresIn: Int64 = 600) -> SignInMessage {
        let now = Int64(Date().timeIntervalSince1970)
        return SignInMessage(
            domain: domain, address: signer.publicKey.base58, statement: "Sign in to the shop",
            uri: "https://\(domain)",
            version: "1", chainId: "devnet",
            nonce: "n0nce" + String(UInt32.random(in: 100_000...999_999, using: &TestRandom.rng)),
            issuedAt: RFC3339.format(now - issuedAgo), expirationTime: RFC3339.format(now + expiresIn))
    }

    @Test func aSignInIsValidOnlyForItsDomainItsSignerAndItsTimeWindow() async throws {
        let (dashboard, session, csrf) = try await signedIn()
        let signer = Keypair.generate()
        let message = signIn(signer, domain: "shop.example")
        for envelope in [false, true] {
            let output = try SignInOutput.sign(message, envelope: envelope, with: signer)
            let fields = [
                "message": message.text.replacingOccurrences(of: "\n", with: "\r\n"), "signature": output.signature,
                "domain": "https://shop.example/login", "_csrf": csrf,
            ]
            let valid = await post(dashboard, session, "/verify/sign-in", fields)
            #expect(valid.status == 200, "\(valid.html)")
            #expect(
                element(valid.html, "verify-answer")
                    == Localizer(.en)(.signInValid, signer.publicKey.base58, "shop.example"), "\(valid.html)")
            for name in ["domain", "signature", "timeWindow"] { #expect(check(valid.html, name) == "passed") }
        }
        let output = try SignInOutput.sign(message, envelope: false, with: signer)
        let fields = ["message": message.text, "signature": output.signature, "domain": "shop.example", "_csrf": csrf]

        // Another site: the domain check fails, named, the others pass.
        let phished = await post(
            dashboard, session, "/verify/sign-in", fields.merging(["domain": "bank.example"]) { $1 })
        #expect(phished.status == 422)
        #expect(check(phished.html, "domain") == "failed" && check(phished.html, "signature") == "passed")
        #expect(phished.html.contains(Localizer(.en)(.errorSignInWrongDomain, "shop.example", "bank.example")))

        // Another key's signature: the signature check fails.
        let other = Keypair.generate()
        let forged = other.sign(Array(message.text.utf8))
        let wrong = await post(
            dashboard, session, "/verify/sign-in", fields.merging(["signature": forged.base58]) { $1 })
        #expect(wrong.status == 422)
        #expect(check(wrong.html, "signature") == "failed" && check(wrong.html, "domain") == "passed")

        // Expired, and for another site: both checks named.
        let expired = signIn(signer, domain: "shop.example", issuedAgo: 3_600, expiresIn: -60)
        let stale = try SignInOutput.sign(expired, envelope: false, with: signer)
        let late = await post(
            dashboard, session, "/verify/sign-in",
            ["message": expired.text, "signature": stale.signature, "domain": "bank.example", "_csrf": csrf])
        #expect(late.status == 422)
        #expect(check(late.html, "timeWindow") == "failed" && check(late.html, "domain") == "failed")
        #expect(check(late.html, "signature") == "passed")
        #expect(late.html.contains(Localizer(.en)(.errorSignInExpired)), "\(late.html)")

        // Not a SIWS message: the parse error, nothing checked.
        let junk = await post(dashboard, session, "/verify/sign-in", fields.merging(["message": "hello"]) { $1 })
        #expect(junk.status == 422 && junk.html.contains("id=\"error\"") && !junk.html.contains("verify-checks"))
    }

    @Test func theSDKNamesEveryFailedCheck() throws {
        let signer = Keypair.generate()
        let message = signIn(signer, domain: "shop.example", issuedAgo: 3_600, expiresIn: -60)
        let other = Keypair.generate()
        let verification = try SignInVerification(
            text: message.text, signature: other.sign(Array(message.text.utf8)), expectedDomain: "x.example",
            now: Int64(Date().timeIntervalSince1970))
        #expect(!verification.isValid)
        #expect(verification.failures.map(\.check) == [.domain, .signature, .timeWindow])
        #expect(
            verification.failures.map(\.failure) == [
                .wrongDomain(expected: "x.example", actual: "shop.example"), .badSignature, .expired,
            ])
        #expect(throws: SignInError.self) {
            try SignInVerification(
                text: message.text, signature: other.sign([1]), expectedDomain: "  ", now: 0)
        }
    }
}
