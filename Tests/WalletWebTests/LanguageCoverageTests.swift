import Foundation
import SolanaRPC
import SolanaWallet
import Testing
import WalletPresentation

@testable import WalletWeb

/// Every screen in Portuguese, Greek and Turkish shows no English label: no English text of a dashboard or
/// presentation string whose translation differs appears in the page's visible text (its text and the labels of its
/// controls), and a Greek page has no run of Latin words nor an English single-word label. An SDK error's message and
/// hint are in the page's language; only its English description, in the smaller detail line
/// (`<small class="error-detail" lang="en">`), is left out.
@Suite struct DashboardLanguageTests {
    static let signature = "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW"

    /// The English detail lines of SDK errors (`<small class="error-detail" lang="en">…</small>`).
    static var detailLine: Regex<Substring> { /<small[^>]*class="error-detail"[^>]*>[^<]*<\/small>/ }

    /// The text a reader sees: element text and the labels of controls, entities resolved; the English detail line
    /// of an SDK error left out.
    static func visibleText(_ html: String) -> [String] {
        let html = html.replacing(detailLine, with: "")
        let labels = html.matches(of: /(?:aria-label|title|placeholder|alt)="([^"]*)"/).map { String($0.1) }
        let text = html.replacing(/<[^>]*>/, with: "\n").split(separator: "\n").map(String.init)
        return (text + labels).map { line in
            line.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&").trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    /// English texts that `language` translates differently: the fragments between placeholders.
    static func englishOnly(for language: Language) -> (phrases: Set<String>, words: Set<String>) {
        var pairs = WebStrings.all(.en).map { ($0.value, WebStrings.all(language)[$0.key] ?? $0.value) }
        pairs += L10nKey.allCases.map { (Localizer(.en).template($0), Localizer(language).template($0)) }
        var phrases = Set<String>(), words = Set<String>()
        for (english, translated) in pairs where english != translated {
            for fragment in english.split(separator: /\{\d+\}/) {
                let trimmed = fragment.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
                if trimmed.contains(" ") && trimmed.count >= 8 { phrases.insert(trimmed) }
                if !trimmed.contains(" ") && trimmed.count >= 4 && trimmed.allSatisfy(\.isLetter) {
                    words.insert(trimmed)
                }
            }
        }
        return (phrases, words)
    }

    /// The pages of a session locked by idleness, with `language` chosen: the lock screen and the refused stream.
    static func lockedPages(_ language: Language) async throws -> [(String, String)] {
        let base = DashboardSecurityTests()
        let clock = FixedClock(Date())
        let dashboard = try base.dashboard(idleLock: 0.3, now: { clock.now })
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "web locked language test " + UUID().uuidString
        await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password)
        _ = await dashboard.respond(
            to: base.request(
                "POST", "/language", session: session, form: ["_csrf": csrf, "language": language.rawValue]))
        clock.advance(by: 0.6)
        var pages: [(String, String)] = []
        for path in ["/lock", "/events"] {
            let answer = await dashboard.respond(to: base.request(path, session: session))
            pages.append((path, String(decoding: answer.bytes, as: UTF8.self)))
        }
        #expect(pages.count == 2)
        return pages
    }

    @Test func noEnglishLabelInPortugueseGreekOrTurkish() async throws {
        let base = DashboardSecurityTests()
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "web language test " + UUID().uuidString
        await base.createWallet(dashboard, session: session, csrf: csrf, name: "main", password: password)
        let list = String(
            decoding: await dashboard.respond(to: base.request("/wallets", session: session)).bytes, as: UTF8.self)
        let address = String(try #require(list.firstMatch(of: /\/accounts\/([1-9A-HJ-NP-Za-km-z]{32,44})/)).1)
        let paths = [
            "/wallets", "/settings", "/export", "/onboarding", "/portfolio", "/market", "/market/bitcoin",
            "/accounts/\(address)", "/accounts/\(address)/receive", "/accounts/\(address)/send",
            "/accounts/\(address)/history", "/tx/\(Self.signature)", "/tx/nonsense", "/accounts/nonsense", "/nope",
            "/news", "/backup", "/accounts/\(address)/pay", "/accounts/\(address)/stake",
            "/accounts/\(address)/stake/rewards", "/validators", "/accounts/\(address)/action", "/wallets/manage",
            "/wallets/delete?wallet=main", "/contacts",
        ]
        for language in [Language.pt, .el, .tr] {
            _ = await dashboard.respond(
                to: base.request(
                    "POST", "/language", session: session, form: ["_csrf": csrf, "language": language.rawValue]))
            var pages: [(String, String)] = []
            for path in paths {
                let page = await dashboard.respond(to: base.request(path, session: session))
                pages.append((path, String(decoding: page.bytes, as: UTF8.self)))
            }
            let review = await dashboard.respond(
                to: base.request(
                    "POST", "/accounts/\(address)/send/review", session: session,
                    form: ["_csrf": csrf, "to": address, "amount": "1"]))
            pages.append(("send review", String(decoding: review.bytes, as: UTF8.self)))
            // The new screens' forms refused or failing (no cluster here): the refusal in the page's language.
            for (path, form) in [
                ("/accounts/\(address)/pay/review", ["link": "solana:\(address)?amount=0.1&label=Shop"]),
                ("/accounts/\(address)/pay/review", ["link": "https://example.com"]),
                ("/accounts/\(address)/pay/review", ["link": "solana:\(address)"]),
                ("/accounts/\(address)/stake/review", ["action": "create", "amount": "1", "validator": address]),
                ("/backup", ["path": "relative", "password": password]),
            ] {
                let answer = await dashboard.respond(
                    to: base.request("POST", path, session: session, form: form.merging(["_csrf": csrf]) { $1 }))
                pages.append(("POST \(path) \(form)", String(decoding: answer.bytes, as: UTF8.self)))
            }
            // The gate's refusals, in the language setting's language: a form with a stale security token, and a
            // locked session (its lock page, and the live-update stream refused).
            let stale = await dashboard.respond(
                to: base.request(
                    "POST", "/settings", session: session, form: ["_csrf": String(repeating: "0", count: 64)]))
            #expect(stale.status == 403)
            pages.append(("POST with a stale CSRF token", String(decoding: stale.bytes, as: UTF8.self)))
            for (path, html) in try await Self.lockedPages(language) { pages.append(("locked \(path)", html)) }
            // Before a session: the page that says the browser is not signed in.
            let outside = await dashboard.respond(to: base.request("/wallets"))
            #expect(outside.status == 401)
            pages.append(("not signed in", String(decoding: outside.bytes, as: UTF8.self)))
            let (phrases, words) = Self.englishOnly(for: language)
            #expect(phrases.count > 100, "the check would have nothing to look for")
            // The SDK's errors say what happened in the page's language; their English text is only in the detail line.
            let details = pages.map { $0.1.matches(of: Self.detailLine).count }.reduce(0, +)
            #expect(details > 5, "the SDK errors of these pages show their English text apart")
            for (path, html) in pages {
                let main = Self.visibleText(html).joined(separator: "\n")
                for english in ["cannot reach the RPC node", "invalid public key", "invalid signature"] {
                    #expect(!main.contains(english), "\(language) \(path): the SDK's \"\(english)\" as main text")
                }
            }
            // Data, not labels: this test's own price-service error, and a Solana Pay link.
            let data = [
                "no price service in this test", "solana:", "Solana Pay", "Solana Action",
                // A command's name, in the not-signed-in page's text.
                "solwallet serve",
                // The link this test pasted into the pay form, shown again in its field.
                "https://example.com",
            ]
            for (path, html) in pages {
                #expect(html.contains("<html lang=\"\(language.rawValue)\">"), "\(path)")
                let visible = Self.visibleText(html).filter { line in !data.contains(where: { line.contains($0) }) }
                for line in visible {
                    for phrase in phrases where line.contains(phrase) {
                        Issue.record("\(language) \(path): English \"\(phrase)\" in \"\(line)\"")
                    }
                }
                guard language == .el else { continue }
                // Greek is not written in Latin letters: a run of Latin words there is an English label.
                for line in visible {
                    for match in line.matches(of: /[A-Za-z]{2,}(?:[ ,.:;]+[A-Za-z]{2,})+/) {
                        Issue.record("el \(path): Latin words \"\(match.0)\" in \"\(line)\"")
                    }
                    for word in line.split(whereSeparator: { !$0.isLetter }) where words.contains(String(word)) {
                        Issue.record("el \(path): the English label \"\(word)\" in \"\(line)\"")
                    }
                }
            }
        }
    }

    @Test func theNotSignedInPageIsInEachOfTheFourLanguages() async throws {
        let base = DashboardSecurityTests()
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        var seen: Set<String> = []
        for language in Language.allCases {
            _ = await dashboard.respond(
                to: base.request(
                    "POST", "/language", session: session, form: ["_csrf": csrf, "language": language.rawValue]))
            let answer = await dashboard.respond(to: base.request("/wallets"))
            #expect(answer.status == 401)
            let html = String(decoding: answer.bytes, as: UTF8.self)
            #expect(html.contains("<html lang=\"\(language.rawValue)\">"), "\(language)")
            let expected = Localizer(language)(.gateNotSignedIn)
            #expect(Self.visibleText(html).contains(expected), "\(language): \(html)")
            seen.insert(expected)
        }
        #expect(seen.count == 4, "four different texts")
    }
}
