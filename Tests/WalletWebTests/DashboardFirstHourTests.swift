import Foundation
import SolanaRPC
import SolanaWallet
import Testing
import WalletPresentation

@testable import WalletWeb

/// The dashboard's first hour (issue 28): a new wallet's phrase shown once and checked with `PhraseConfirmation`
/// before anything is saved, the session cookie named per port, and the settings' cluster picker that moves the
/// header's network badge.
@Suite struct DashboardFirstHourTests {
    let base = DashboardSecurityTests()

    func html(_ answer: TestAnswer) -> String { String(decoding: answer.bytes, as: UTF8.self) }

    func wallets(_ dashboard: Dashboard) throws -> [String] { try dashboard.summaries().map(\.wallet.name) }

    /// Posts onboarding's create form: the answer.
    func create(
        _ dashboard: Dashboard, _ session: String, _ csrf: String, password: String, words: Int = 12
    ) async -> TestAnswer {
        await dashboard.respond(
            to: base.request(
                "POST", "/onboarding/create", session: session,
                form: ["_csrf": csrf, "name": "main", "password": password, "password2": password, "words": "\(words)"]
            ))
    }

    func answer(_ dashboard: Dashboard, _ session: String, _ csrf: String, _ word: String) async -> TestAnswer {
        await dashboard.respond(
            to: base.request("POST", "/onboarding/confirm", session: session, form: ["_csrf": csrf, "word": word]))
    }

    @Test func creatingAWalletShowsItsPhraseOnceAndSavesItOnlyAfterTheCheck() async throws {
        defer { try? FileManager.default.removeItem(atPath: base.home) }
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "first hour phrase " + UUID().uuidString
        let created = await create(dashboard, session, csrf, password: password, words: 24)
        #expect(created.status == 303)
        #expect(created.header("Location") == "/onboarding/phrase")
        #expect(try wallets(dashboard).isEmpty, "nothing is saved before the check")

        let shown = await dashboard.respond(to: base.request("/onboarding/phrase", session: session))
        #expect(shown.status == 200)
        #expect(shown.header("Cache-Control") == "no-store")
        let page = html(shown)
        #expect(page.contains("id=\"phrase-warning\""))
        #expect(page.contains(Localizer(.en)(.newPhraseWarning)))
        let phrase = DashboardSecurityTests.newPhrase(page)
        #expect(phrase.count == 24)
        // Once: a reload goes on to the check, and no later page carries the words.
        let again = await dashboard.respond(to: base.request("/onboarding/phrase", session: session))
        #expect(again.status == 303)
        #expect(again.header("Location") == "/onboarding/confirm")

        let first = try #require(await base.quizNumber(dashboard, session: session))
        let quiz = html(await dashboard.respond(to: base.request("/onboarding/confirm", session: session)))
        #expect(!quiz.contains(phrase.joined(separator: " ")))
        #expect(!phrase.contains { quiz.contains("<li>\($0)</li>") })
        // A wrong word is refused, the same word asked again with the tries left; nothing is saved.
        let wrongWord = phrase[first - 1] == "zoo" ? "abandon" : "zoo"
        let wrong = await answer(dashboard, session, csrf, wrongWord)
        #expect(wrong.status == 422)
        let expected = Localizer(.en)(.phraseQuizWrong, String(first), String(PhraseConfirmation.triesPerWord - 1))
        #expect(html(wrong).contains(expected), "\(html(wrong))")
        #expect(await base.quizNumber(dashboard, session: session) == first)
        #expect(try wallets(dashboard).isEmpty)

        var asked: [Int] = []
        var last = wrong
        while let number = await base.quizNumber(dashboard, session: session) {
            asked.append(number)
            // Case and spaces around a word do not matter (PhraseConfirmation).
            last = await answer(dashboard, session, csrf, "  " + phrase[number - 1].uppercased() + " ")
        }
        #expect(asked.count == PhraseConfirmation.wordsAsked)
        #expect(asked == asked.sorted() && Set(asked).count == asked.count)
        #expect(last.status == 303)
        #expect(last.header("Location") == "/wallets?created=1")
        #expect(try wallets(dashboard) == ["main"])
        let saved = try await dashboard.manager(password).exportPhrase(wallet: "main")
        #expect(saved.words == phrase)

        // The phrase is no longer held: neither shown nor checked again.
        #expect(await dashboard.sessions.pendingPhrase(session) == nil)
        #expect(await dashboard.respond(to: base.request("/onboarding/phrase", session: session)).status == 409)
        #expect(await answer(dashboard, session, csrf, phrase[0]).status == 409)
        // The backup hint links to where the phrase can be seen again and to the backup file.
        let list = html(
            await dashboard.respond(to: base.request("/wallets", query: ["created": "1"], session: session)))
        #expect(list.contains("id=\"backup-hint-export\" href=\"/export\""))
        #expect(list.contains("id=\"backup-hint-file\" href=\"/backup\""))
        #expect(!list.contains(phrase.joined(separator: " ")))
    }

    @Test func threeWrongWordsDropThePhraseAndSaveNothing() async throws {
        defer { try? FileManager.default.removeItem(atPath: base.home) }
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        #expect(await create(dashboard, session, csrf, password: "first hour fail " + UUID().uuidString).status == 303)
        let phrase = DashboardSecurityTests.newPhrase(
            html(await dashboard.respond(to: base.request("/onboarding/phrase", session: session))))
        let number = try #require(await base.quizNumber(dashboard, session: session))
        // Another word of the phrase, but not the one asked.
        let other = try #require(
            phrase.enumerated().first { $0.offset != number - 1 && $0.element != phrase[number - 1] })
        var answers: [TestAnswer] = []
        for _ in 0..<PhraseConfirmation.triesPerWord {
            answers.append(await answer(dashboard, session, csrf, other.element))
        }
        #expect(answers.dropLast().allSatisfy { $0.status == 422 })
        let failed = try #require(answers.last)
        #expect(failed.status == 422)
        #expect(
            html(failed).contains(
                Localizer(.en)(.phraseQuizFailed, String(number), String(PhraseConfirmation.triesPerWord))))
        #expect(try wallets(dashboard).isEmpty)
        #expect(await dashboard.sessions.pendingPhrase(session) == nil)
        #expect(await base.quizNumber(dashboard, session: session) == nil)
        #expect(await answer(dashboard, session, csrf, phrase[number - 1]).status == 409)
        #expect(try wallets(dashboard).isEmpty)
    }

    @Test func aPhraseNotCheckedWithinItsLifetimeIsDropped() async throws {
        defer { try? FileManager.default.removeItem(atPath: base.home) }
        // The sessions' clock is the test's: the lifetime passes without waiting for it.
        let clock = FixedClock(Date())
        let dashboard = try base.dashboard(idleLock: 24 * 3600, now: { clock.now })
        let (session, csrf) = try await base.signIn(dashboard)
        #expect(await create(dashboard, session, csrf, password: "first hour late " + UUID().uuidString).status == 303)
        let phrase = DashboardSecurityTests.newPhrase(
            html(await dashboard.respond(to: base.request("/onboarding/phrase", session: session))))
        let number = try #require(await base.quizNumber(dashboard, session: session))
        clock.advance(by: SessionStore.pendingPhraseLifetime + 1)
        #expect(await base.quizNumber(dashboard, session: session) == nil)
        let late = await answer(dashboard, session, csrf, phrase[number - 1])
        #expect(late.status == 409)
        #expect(html(late).contains(Localizer(.en)(.phraseNonePending)))
        #expect(try wallets(dashboard).isEmpty)
    }

    @Test func aWrongKeystorePasswordIsRefusedBeforeAnyPhraseIsShown() async throws {
        defer { try? FileManager.default.removeItem(atPath: base.home) }
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        let password = "first hour keystore " + UUID().uuidString
        #expect(
            await base.createWallet(dashboard, session: session, csrf: csrf, name: "first", password: password).status
                == 303)
        let refused = await dashboard.respond(
            to: base.request(
                "POST", "/onboarding/create", session: session,
                form: [
                    "_csrf": csrf, "name": "second", "password": "another long password here",
                    "password2": "another long password here", "words": "12",
                ]))
        #expect(refused.status == 422)
        #expect(html(refused).contains("under another password"))
        #expect(await dashboard.sessions.pendingPhrase(session) == nil)
    }

    @Test func thePhraseAndItsCheckAreInThePagesLanguage() async throws {
        defer { try? FileManager.default.removeItem(atPath: base.home) }
        let dashboard = try base.dashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        for language in Language.allCases {
            _ = await dashboard.respond(
                to: base.request(
                    "POST", "/language", session: session, form: ["_csrf": csrf, "language": language.rawValue]))
            let text = Localizer(language)
            #expect(
                await create(dashboard, session, csrf, password: "first hour words " + UUID().uuidString).status == 303)
            let shown = html(await dashboard.respond(to: base.request("/onboarding/phrase", session: session)))
            #expect(shown.contains("<html lang=\"\(language.rawValue)\">"))
            #expect(shown.contains(text(.newPhraseTitle)) && shown.contains(text(.newPhraseWarning)))
            #expect(shown.contains(text(.phraseWrittenDown)))
            let number = try #require(await base.quizNumber(dashboard, session: session))
            let quiz = html(await dashboard.respond(to: base.request("/onboarding/confirm", session: session)))
            #expect(quiz.contains(text(.phraseQuizWord, String(number))), "\(language)")
            #expect(quiz.contains(text(.phraseQuizCheck)))
            let wrong = await answer(dashboard, session, csrf, "notaword")
            #expect(html(wrong).contains(text(.phraseQuizWrong, String(number), "2")), "\(language)")
            if language != .en {
                #expect(text(.newPhraseWarning) != Localizer(.en)(.newPhraseWarning))
                #expect(text(.phraseQuizWrong) != Localizer(.en)(.phraseQuizWrong))
            }
        }
    }

    // MARK: Two dashboards

    @Test func twoDashboardsOnTwoPortsKeepTheirOwnSessions() async throws {
        defer { try? FileManager.default.removeItem(atPath: base.home) }
        let first = try base.dashboard()
        let second = try base.dashboard()
        second.port = DashboardSecurityTests.port + 1
        #expect(first.sessionCookieName != second.sessionCookieName)
        #expect(first.sessionCookieName == "solwallet_session_\(DashboardSecurityTests.port)")
        func signIn(_ dashboard: Dashboard) async throws -> String {
            let answer = await dashboard.respond(
                to: TestRequest(
                    method: "GET", path: "/", query: ["token": dashboard.sessions.oneTimeToken],
                    headers: ["Host": "127.0.0.1:\(dashboard.port)"]))
            let cookie = try #require(answer.header("Set-Cookie"))
            #expect(cookie.hasPrefix(dashboard.sessionCookieName + "="))
            return String(try #require(cookie.split(separator: ";").first))
        }
        let one = try await signIn(first)
        let two = try await signIn(second)
        // A browser keeps one jar for 127.0.0.1 whatever the port: both cookies go to both servers.
        let jar = "\(one); \(two)"
        for dashboard in [first, second] {
            let page = await dashboard.respond(
                to: TestRequest(
                    method: "GET", path: "/onboarding",
                    headers: ["Host": "127.0.0.1:\(dashboard.port)", "Cookie": jar]))
            #expect(page.status == 200, "\(dashboard.port)")
        }
        // One server's cookie does not open the other.
        let crossed = await first.respond(
            to: TestRequest(
                method: "GET", path: "/onboarding", headers: ["Host": "127.0.0.1:\(first.port)", "Cookie": two]))
        #expect(crossed.status == 401)
    }

    // MARK: The cluster picker and the badge

    /// A dashboard whose client follows the cluster setting (as `solwallet serve` without -u).
    func followingDashboard() throws -> Dashboard {
        let paths = WalletPaths(home: base.home)
        let database = try WalletDatabase(path: paths.databasePath)
        let services = DashboardServices(
            paths: paths, database: database, keystoreParameters: .minimum,
            client: {
                let cluster = try WalletSettings(registry: SQLiteWalletRegistry(database: database), environment: [:])
                    .cluster().value
                return RPCClient(cluster: cluster, configuration: .init(retry: .none))
            }, clusterOverride: nil, market: nil, marketError: "no price service in this test", jupiter: nil)
        let dashboard = Dashboard(services: services, idleLock: 600)
        dashboard.port = DashboardSecurityTests.port
        return dashboard
    }

    /// The header badge's cluster name and class.
    func badge(_ page: String) -> (name: String, kind: String)? {
        guard
            let match = page.firstMatch(
                of: /<span id="cluster-badge" class="badge cluster-badge (main|test)" data-cluster="([a-z-]+)">/)
        else { return nil }
        return (String(match.2), String(match.1))
    }

    @Test func theClusterPickerChangesTheClusterAndTheBadge() async throws {
        defer { try? FileManager.default.removeItem(atPath: base.home) }
        let dashboard = try followingDashboard()
        let (session, csrf) = try await base.signIn(dashboard)
        let settings = html(await dashboard.respond(to: base.request("/settings", session: session)))
        let options = settings.matches(of: /<option value="([a-z-]+)"/).map { String($0.1) }
        for choice in ["mainnet-beta", "devnet", "testnet", "localnet", "custom"] {
            #expect(options.contains(choice), "\(choice)")
        }
        // Nothing stored: mainnet-beta, no test badge.
        #expect(badge(settings)?.name == "mainnet-beta" && badge(settings)?.kind == "main")
        func save(_ fields: [String: String]) async -> TestAnswer {
            await dashboard.respond(
                to: base.request(
                    "POST", "/settings", session: session,
                    form: fields.merging(["_csrf": csrf, "language": "en", "currency": "usd"]) { $1 }))
        }
        for (choice, name) in [("devnet", "devnet"), ("testnet", "testnet"), ("localnet", "localnet")] {
            let saved = await save(["cluster": choice, "cluster_url": ""])
            #expect(saved.status == 200)
            #expect(badge(html(saved))?.name == name && badge(html(saved))?.kind == "test", "\(choice)")
            #expect(try dashboard.client().cluster.url == Cluster(parsing: choice).url)
            let page = html(await dashboard.respond(to: base.request("/onboarding", session: session)))
            #expect(badge(page)?.name == name)
            #expect(html(saved).contains("<option value=\"\(choice)\" selected>"))
        }
        let custom = await save(["cluster": "custom", "cluster_url": "https://rpc.example.com/solana"])
        #expect(custom.status == 200)
        #expect(badge(html(custom))?.name == "custom" && badge(html(custom))?.kind == "test")
        #expect(html(custom).contains("<option value=\"custom\" selected>"))
        #expect(html(custom).contains("value=\"https://rpc.example.com/solana\""))
        // Not a cluster: refused, the setting unchanged.
        for bad in ["ftp://rpc.example.com", "", "not a url"] {
            let refused = await save(["cluster": "custom", "cluster_url": bad])
            #expect(refused.status == 422, "\(bad)")
            #expect(html(refused).contains(Localizer(.en)(.invalidCluster)))
            #expect(try dashboard.client().cluster.url.absoluteString == "https://rpc.example.com/solana")
        }
        // In Portuguese the refusal's reason is said in Portuguese (issue 28), never in English.
        _ = await dashboard.respond(
            to: base.request(
                "POST", "/settings", session: session,
                form: ["_csrf": csrf, "language": "pt", "currency": "usd", "cluster": "devnet"]))
        let portuguese = html(await save(["cluster": "custom", "cluster_url": "ftp://rpc.example.com"]))
        #expect(portuguese.contains(Localizer(.pt)(.settingNotACluster)), "\(portuguese)")
        #expect(!portuguese.contains(WalletSettingRefusal.notACluster.description))
        let back = await save(["cluster": "mainnet-beta"])
        #expect(badge(html(back))?.name == "mainnet-beta" && badge(html(back))?.kind == "main")
    }
}
