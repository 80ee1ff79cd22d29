import Foundation
import Hummingbird
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaWallet
import WalletPresentation

extension Dashboard {
    // MARK: A new wallet: its phrase shown once, then checked (PhraseConfirmation), then saved

    /// Onboarding's create: the name and the password checked first (a keystore holds one password, as `solwallet
    /// init` checks it before it shows a phrase), then a new phrase held in the session (`SessionStore`), shown once
    /// on /onboarding/phrase. Nothing is written until the phrase is confirmed.
    func create(_ form: [String: String], _ context: PageContext) async throws -> Response {
        let name = try walletName(form, template: "onboarding", context)
        let password = try newPassword(form, template: "onboarding", context)
        let words: MnemonicWordCount = form["words"] == "24" ? .twentyFour : .twelve
        func refuse(_ message: String) -> PageFailure {
            PageFailure(template: "onboarding", title: text("welcome", context), message: message)
        }
        let storage: EncryptedFileStorage
        do {
            storage = try EncryptedFileStorage(
                directory: services.paths.keystoreDirectory, password: KeystorePassword(password),
                parameters: services.keystoreParameters)
        } catch {
            let view = explain(error, context)
            throw refuse(view.line).detailing(view)
        }
        do { try await storage.verifyPassword() } catch {
            let view = explain(WalletError.keystore(error), context)
            throw refuse(view.line).detailing(view)
        }
        let mnemonic = Mnemonic.generate(wordCount: words)
        await sessions.holdPhrase(
            name: name, mnemonic: mnemonic,
            manager: WalletManager(registry: registry, storage: PasswordCheckedStorage(base: storage)),
            quiz: PhraseConfirmation(mnemonic), session: context.session.id)
        return .redirect("/onboarding/phrase")
    }

    /// The new phrase, once (a reload goes on to the check), with the warning; never cached (`no-store`, as every
    /// answer of the dashboard).
    func newPhrase(_ context: PageContext) async -> Response {
        let id = context.session.id
        if let words = await sessions.showPhrase(id) {
            return page(
                "newPhrase", title: text("newPhraseTitle", context), context,
                values: ["words": words, "count": words.count])
        }
        if await sessions.pendingPhrase(id) != nil { return .redirect("/onboarding/confirm") }
        return noPendingPhrase(context)
    }

    /// The word check: the word asked now, by its number.
    func phraseQuiz(_ context: PageContext) async -> Response {
        guard let pending = await sessions.pendingPhrase(context.session.id) else { return noPendingPhrase(context) }
        guard pending.shown else { return .redirect("/onboarding/phrase") }
        return quizPage(pending.quiz, context)
    }

    /// An answer of the word check: the next word, the same word again (tries left), the phrase dropped (all tries
    /// used: nothing saved), or the wallet saved.
    func answerPhraseQuiz(_ form: [String: String], _ context: PageContext) async throws -> Response {
        guard let answered = await sessions.answerPhrase(context.session.id, form["word"] ?? "") else {
            return noPendingPhrase(context)
        }
        let number = String(answered.asked + 1)
        switch answered.outcome {
        case .correct:
            return .redirect("/onboarding/confirm")
        case .wrong(let triesLeft):
            return quizPage(
                answered.pending.quiz, context,
                error: triesLeft == 1
                    ? Localizer.fill(text("phraseQuizWrongLast", context), [number])
                    : Localizer.fill(text("phraseQuizWrong", context), [number, String(triesLeft)]),
                status: 422)
        case .failed:
            throw PageFailure(
                template: "onboarding", title: text("welcome", context),
                message: Localizer.fill(
                    text("phraseQuizFailed", context), [number, String(PhraseConfirmation.triesPerWord)]))
        case .done:
            let pending = answered.pending
            do { _ = try await pending.manager.createWallet(name: pending.name, mnemonic: pending.mnemonic) } catch {
                let view = explain(error, context)
                throw PageFailure(
                    template: "onboarding", title: text("welcome", context), message: view.line, detail: view.detail)
            }
            return .redirect("/wallets?created=1")
        }
    }

    /// The check's page for the word `quiz` asks now.
    func quizPage(
        _ quiz: PhraseConfirmation, _ context: PageContext, error: String? = nil, status: Int = 200
    ) -> Response {
        guard let position = quiz.position else { return noPendingPhrase(context) }
        let index = (quiz.positions.firstIndex(of: position) ?? 0) + 1
        return page(
            "phraseQuiz", title: text("phraseQuizTitle", context), context,
            values: [
                "question": Localizer.fill(text("phraseQuizWord", context), [String(position + 1)]),
                "progress": Localizer.fill(
                    text("phraseQuizProgress", context), [String(index), String(quiz.positions.count)]),
                "intro": Localizer.fill(text("phraseQuizIntro", context), [String(quiz.positions.count)]),
            ], status: status, error: error)
    }

    /// No phrase waits (never made, confirmed already, or timed out): the onboarding page says so.
    func noPendingPhrase(_ context: PageContext) -> Response {
        page(
            "onboarding", title: text("welcome", context), context, status: 409,
            error: text("phraseNonePending", context))
    }

    // MARK: The network badge

    /// The header's badge: the cluster the settings name now, as `ClusterBadge` names it from the genesis hash
    /// remembered for its URL; before the URL was ever read, the public clusters by their URLs and any other URL by
    /// `ClusterIdentity`'s rule (this machine: localnet, else custom).
    func headerBadge() -> ClusterBadge? {
        guard let cluster = try? client().cluster else { return nil }
        if let known = try? ClusterIdentities(database: services.database).remembered(cluster) {
            return ClusterBadge(known)
        }
        return ClusterBadge(ClusterIdentity.presumed(for: cluster.url))
    }

    /// The header's badge as the layout reads it.
    func badgeValues() -> [String: Any]? {
        guard let badge = headerBadge() else { return nil }
        return ["name": badge.name, "test": badge.isTestCluster]
    }

    // MARK: The settings' cluster picker

    /// The cluster choices of the settings page: the public clusters and localnet by name, or a custom URL.
    static let clusterChoices = ["mainnet-beta", "devnet", "testnet", "localnet"]

    /// The picker's options for the cluster URL `current` (the one whose URL it is selected, else custom).
    func clusterOptions(_ current: String, _ context: PageContext) -> (options: [[String: any Sendable]], url: String) {
        let chosen = Self.clusterChoices.first { (try? Cluster(parsing: $0).url.absoluteString) == current }
        var options: [[String: any Sendable]] = Self.clusterChoices.map {
            ["value": $0, "name": $0, "selected": $0 == chosen]
        }
        options.append(["value": "custom", "name": text("clusterCustom", context), "selected": chosen == nil])
        return (options, chosen == nil ? current : "")
    }

    /// The cluster the settings form chose: a name, or the custom URL when "custom" is picked (a form of another
    /// shape, with a URL or a moniker as `cluster`, is read as before).
    static func chosenCluster(_ form: [String: String]) -> String {
        let choice = (form["cluster"] ?? "").trimmingCharacters(in: .whitespaces)
        guard choice == "custom" else { return choice }
        return (form["cluster_url"] ?? "").trimmingCharacters(in: .whitespaces)
    }
}
