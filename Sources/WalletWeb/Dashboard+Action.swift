import Foundation
import Hummingbird
import SolanaCore
import SolanaTransactions
import SolanaWallet
import Synchronization
import WalletPresentation

extension Dashboard {
    // MARK: Solana Actions (blinks), as `solwallet action` runs them

    /// The HTTP clients the actions are asked with, one per set of extra trusted certificates, kept for the process
    /// (as the CLI's merchant client).
    static let actionHTTPClients = Mutex<[[String]: CappedHTTPSClient]>([:])

    /// The SDK's flow for actions (`ActionFlow`: the capped HTTPS client, the `blocklist` setting as the CLI reads
    /// it, the cluster's `SendFlow`). A blocklist that is set but cannot be read stops the action.
    func actionFlow(_ refuse: (String) -> PageFailure, _ context: PageContext) throws -> ActionFlow {
        let files =
            services.additionalTrustRootFiles
            ?? environment["SOLWALLET_CA_FILE"].map { $0.isEmpty ? [] : [$0] } ?? []
        let http = Self.actionHTTPClients.withLock { clients in
            if let client = clients[files] { return client }
            let client = CappedHTTPSClient(
                client: CappedHTTPSClient.makeHTTPClient(additionalTrustRootFiles: files),
                maxResponseBytes: ActionResponse.maxBodyBytes)
            clients[files] = client
            return client
        }
        var actions = ActionClient(http: http)
        if let path = settings.blocklistPath() {
            do { actions.blocklist = try HostBlocklist(contentsOfFile: path) } catch {
                let view = explain(error, context)
                throw refuse(text("nothingSigned", context) + " " + view.line).detailing(view)
            }
        }
        return ActionFlow(client: actions, flow: try registeredFlow())
    }

    /// A refusal on the action screen: the link form again (and the card, when one is given), with the message.
    func actionRefusal(
        _ from: PublicKey, _ link: String, _ context: PageContext, _ message: String, status: Int = 422,
        card: (id: String, card: ActionCard)? = nil
    ) -> PageFailure {
        var values: [String: any Sendable] = ["address": from.base58, "link": link]
        if let card { values["card"] = cardValues(card.id, card.card, context) }
        return PageFailure(
            template: "action", title: text("actionPage", context), values: values, status: status, message: message)
    }

    /// An SDK error of an action on the action screen: the SDK's checks are the user's input (422), the service or
    /// the cluster out of reach a 502.
    func actionFailure(
        _ error: any Error, _ from: PublicKey, _ link: String, _ context: PageContext,
        card: (id: String, card: ActionCard)? = nil
    ) -> PageFailure {
        let view = explain(error, context)
        let status: Int
        switch error {
        case ActionError.unreachable, ActionError.failed: status = 502
        case let error as SendError: status = error.isRefusal ? 422 : 502
        default: status = 422
        }
        // The SDK's Actions errors have no translated view yet: their own text names the offending part.
        let line = (error as? ActionError).map { $0.description.capitalizedFirst + "." } ?? view.line
        return actionRefusal(
            from, link, context, text("nothingSigned", context) + " " + line, status: status, card: card
        )
        .detailing(view)
    }

    /// The action screen: a link pasted (`?url=`), or the link's action card: who asks (the link's domain), its
    /// title, description and icon address (never fetched), and each button's form with its parameters.
    func actionPage(_ from: PublicKey, _ context: PageContext) async throws -> Response {
        try ownAccount(from, context)
        let link = (context.query["url"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !link.isEmpty else {
            return page("action", title: text("actionPage", context), context, values: ["address": from.base58])
        }
        let parsed: ActionLink
        do { parsed = try ActionLink.parse(link) } catch {
            let view = explain(error, context)
            throw actionRefusal(from, link, context, text("actionNotALink", context) + " " + error.description)
                .detailing(view)
        }
        let flow = try actionFlow({ actionRefusal(from, link, context, $0) }, context)
        let url: URL
        let action: ActionMetadata
        do {
            url = try await flow.client.resolve(parsed)
            action = try await flow.client.metadata(url)
        } catch { throw actionFailure(error, from, link, context) }
        let card = ActionCard(account: from, url: url, action: action, step: 1)
        let id = actionCards.keep(card)
        return page(
            "action", title: text("actionPage", context), context,
            values: ["address": from.base58, "link": link, "card": cardValues(id, card, context)])
    }

    /// A card as the `actionCard` template shows it (every text the action sent sanitized; the template escapes
    /// it).
    func cardValues(_ id: String, _ card: ActionCard, _ context: PageContext) -> [String: any Sendable] {
        let action = card.action
        var values: [String: any Sendable] = [
            "cardId": id, "domain": card.url.host ?? card.url.absoluteString,
            "title": TerminalText.sanitize(action.title), "description": TerminalText.sanitize(action.description),
            "icon": TerminalText.sanitize(action.icon.absoluteString), "disabled": action.disabled,
            "completed": action.isCompleted,
        ]
        if let error = action.error { values["error"] = TerminalText.sanitize(error) }
        if let image = imageLink(action.icon.absoluteString) { values["iconImage"] = image }  // Dashboard+Images
        guard !action.isCompleted, !action.disabled else { return values }
        values["buttons"] = ActionFlow.buttons(action, url: card.url).enumerated().map { index, button in
            [
                "index": String(index), "label": TerminalText.sanitize(button.label),
                "parameters": button.parameters.enumerated().map { parameterValues($0, $1, button: index, context) },
            ] as [String: any Sendable]
        }
        return values
    }

    /// One parameter's input: its label, its HTML control by type, its options, and a hint with its type, bounds
    /// and pattern's description (checked again by the SDK when the form comes back: the browser's checks are a
    /// convenience).
    func parameterValues(
        _ number: Int, _ parameter: ActionParameter, button: Int, _ context: PageContext
    ) -> [String: any Sendable] {
        let field = "param_\(number)"
        let id = "action-\(button)-\(number)"
        var values: [String: any Sendable] = [
            "id": id, "field": field, "label": TerminalText.sanitize(parameter.label ?? parameter.name),
            "required": parameter.required, "hint": ActionCardViewModel.hint(for: parameter),
        ]
        switch parameter.type {
        case .text, .email, .url, .number, .date, .datetimeLocal:
            values["isInput"] = true
            let inputType: String =
                switch parameter.type {
                case .email: "email"
                case .url: "url"
                case .date: "date"
                case .datetimeLocal: "datetime-local"
                default: "text"
                }
            values["inputType"] = inputType
            if parameter.type == .number { values["inputMode"] = "decimal" }
        case .textarea:
            values["isTextarea"] = true
        case .select:
            values["isSelect"] = true
        case .radio, .checkbox:
            values["isChoice"] = true
        }
        values["options"] = parameter.options.enumerated().map { index, option in
            [
                "id": "\(id)-\(index)",
                "field": parameter.type == .checkbox ? "\(field)_\(index)" : field,
                "kind": parameter.type == .checkbox ? "checkbox" : "radio",
                "value": option.value, "label": TerminalText.sanitize(option.label), "selected": option.selected,
            ] as [String: any Sendable]
        }
        return values
    }

    /// A button pressed: the card found (never read back from the form), each parameter checked by the SDK, the
    /// POST made, and its answer handled: a transaction reviewed as a Solana Pay transaction request is, a message
    /// shown to sign, a plain answer or a link shown, the next action of a chain shown as a new card.
    func actionRun(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        try ownAccount(from, context)
        let link = form["link"] ?? ""
        guard let id = form["card"], let card = actionCards.card(id, account: from) else {
            throw actionRefusal(from, link, context, text("actionUnknownCard", context), status: 410)
        }
        let shown = (id: id, card: card)
        guard card.step <= ActionFlow.maxSteps else {
            throw actionFailure(ActionError.tooManySteps(ActionFlow.maxSteps), from, link, context)
        }
        guard !card.action.isCompleted, !card.action.disabled else {
            throw actionFailure(ActionError.disabled, from, link, context, card: shown)
        }
        let buttons = ActionFlow.buttons(card.action, url: card.url)
        guard let index = form["button"].flatMap(Int.init), buttons.indices.contains(index) else {
            throw actionRefusal(from, link, context, text("actionNoSuchButton", context), card: shown)
        }
        let button = buttons[index]
        let flow = try actionFlow({ actionRefusal(from, link, context, $0, card: shown) }, context)
        var filled: [String: [String]] = [:]
        let answer: ActionPostResponse
        let target: URL
        do {
            for (number, parameter) in button.parameters.enumerated() {
                let given: [String]
                if parameter.type == .checkbox {
                    given = parameter.options.indices.compactMap { form["param_\(number)_\($0)"] }
                } else {
                    given = form["param_\(number)"].map { $0.isEmpty ? [] : [$0] } ?? []
                }
                let checked = try parameter.validate(given)
                if !checked.isEmpty { filled[parameter.name] = checked }
            }
            target = try button.url(values: filled, base: card.url)
            let multiple = Set(button.parameters.filter { $0.type == .checkbox }.map(\.name))
            answer = try await flow.client.post(target, account: from, data: filled, multiple: multiple)
        } catch { throw actionFailure(error, from, link, context, card: shown) }
        return try await actionAnswer(
            answer, source: target, step: card.step, flow: flow, from: from, link: link, form: form, context,
            card: shown)
    }

    /// What a button's POST answered, shown.
    func actionAnswer(
        _ answer: ActionPostResponse, source: URL, step: Int, flow: ActionFlow, from: PublicKey, link: String,
        form: [String: String], _ context: PageContext, card: (id: String, card: ActionCard)
    ) async throws -> Response {
        switch answer {
        case .transaction(let transaction, let message, let next):
            return try await actionTransactionReview(
                transaction, message: message, next: next, source: source, step: step, flow: flow, from: from,
                link: link, form: form, context, card: card)
        case .message(let messageText, let data, let state, let href):
            let review: ActionMessageReview
            do {
                let callback = try ActionFlow.nextURL(href, from: source)
                let message = try ActionFlow.messageText(text: messageText, data: data, account: from, source: source)
                review = ActionMessageReview(
                    account: from, source: source, callback: callback, message: message, text: messageText, data: data,
                    state: state, step: step)
            } catch { throw actionFailure(error, from, link, context, card: card) }
            let id = await actionMessages.issue(review)
            return page(
                "actionMessage", title: text("actionSignMessage", context), context,
                values: [
                    "address": from.base58, "link": link, "reviewId": id,
                    "heading": Localizer.fill(
                        text("actionMessageToSign", context), [source.host ?? source.absoluteString]),
                    "message": TerminalText.sanitize(review.message),
                ])
        case .post(let message, let next):
            return try await actionNext(
                next, source: source, step: step, flow: flow, from: from, link: link, context,
                said: message.map { TerminalText.sanitize($0) }, body: ["account": .text(from.base58)])
        case .externalLink(let url, let message):
            var values: [String: any Sendable] = [
                "address": from.base58, "link": link, "external": TerminalText.sanitize(url.absoluteString),
            ]
            if let message { values["says"] = TerminalText.sanitize(message) }
            return page("action", title: text("actionPage", context), context, values: values)
        }
    }

    /// The next step of a chain: nothing (the answer's message shown), an inline action, or the action a `post`
    /// callback (same origin only) answers; shown as a new card, one step further.
    func actionNext(
        _ next: ActionNextLink?, source: URL, step: Int, flow: ActionFlow, from: PublicKey, link: String,
        _ context: PageContext, said: String?, signature: Signature? = nil, notice: String? = nil,
        body: [String: ActionJSON]
    ) async throws -> Response {
        var values: [String: any Sendable] = ["address": from.base58, "link": link]
        if let said { values["says"] = said }
        if let signature {
            values["signature"] = signature.base58
            values["sentText"] = Localizer.fill(text("actionTransactionSent", context), [""])
                .trimmingCharacters(in: .whitespaces)
        }
        let nextCard: ActionCard?
        switch next {
        case nil: nextCard = nil
        case .inline(let action)?: nextCard = ActionCard(account: from, url: source, action: action, step: step + 1)
        case .post(let href)?:
            do {
                let url = try ActionFlow.nextURL(href, from: source)
                let action = try await flow.client.callback(url, body: body)
                nextCard = ActionCard(account: from, url: url, action: action, step: step + 1)
            } catch {
                let view = explain(error, context)
                return page(
                    "action", title: text("actionPage", context), context, values: values, status: 502,
                    notice: notice, error: error.description.capitalizedFirst + ".",
                    errorDetail: view.detail)
            }
        }
        if let nextCard {
            values["card"] = cardValues(actionCards.keep(nextCard), nextCard, context)
        }
        return page("action", title: text("actionPage", context), context, values: values, notice: notice)
    }

    /// An action's transaction: checked, simulated and judged by the SDK (`ActionFlow.review`: only this account
    /// signs, a payment may only transfer, at most the form's cap when one is given), shown with its effects and
    /// refusals as a Solana Pay transaction request is, and its instructions (a registered IDL's named with their
    /// arguments, as `solwallet action` and `tx show` name them); a review without refusals gets a single-use id
    /// that keeps the very transaction reviewed.
    func actionTransactionReview(
        _ transaction: Transaction, message: String?, next: ActionNextLink?, source: URL, step: Int, flow: ActionFlow,
        from: PublicKey, link: String, form: [String: String], _ context: PageContext,
        card: (id: String, card: ActionCard)
    ) async throws -> Response {
        let capText = NumberStyle(context.language).typedAmount(
            (form["amount"] ?? "").trimmingCharacters(in: .whitespaces))
        var cap: PaymentCap?
        if !capText.isEmpty {
            do { cap = try PaymentCap(capText) } catch {
                let view = explain(error, context)
                throw actionRefusal(from, link, context, "\(capText): " + view.line, card: card).detailing(view)
            }
        }
        let reviewed: ActionTransactionReview
        do {
            reviewed = try await flow.review(
                transaction, from: source, account: from, cap: cap, message: message, next: next)
        } catch { throw actionFailure(error, from, link, context, card: card) }
        let view = SigningReviewViewModel(reviewed.review, language: context.language)
        var said: [[String: any Sendable]] = [["label": text("actionFrom", context), "value": reviewed.domain]]
        if let message = reviewed.message {
            said.append(["label": text("actionSays", context), "value": TerminalText.sanitize(message)])
        }
        return await signingReviewPage(
            view, allowed: reviewed.review.isAllowed, said: said, from: from,
            back: "/accounts/\(from.base58)/action", confirm: "/accounts/\(from.base58)/action/confirm", link: link,
            instructions: Self.instructionSteps(reviewed.review.effects), context
        ) { await actionReviews.issue(ActionReviewed(review: reviewed, step: step)) }
    }

    /// The keypair of `from` with the form's password; a wrong one (counted by the gate) or another failure gives
    /// review `id` back first (nothing was signed).
    func actionSigner(
        _ from: PublicKey, _ form: [String: String], _ context: PageContext, release: () async -> Void
    ) async throws -> Keypair {
        let link = form["link"] ?? ""
        do { return try await manager(form["password"] ?? "").keypair(for: from) } catch {
            await release()
            if case .keystore(.authenticationFailed) = error as? WalletError {
                throw actionRefusal(from, link, context, text("wrongPassword", context), status: 403)
            }
            let view = explain(error, context)
            throw actionRefusal(from, link, context, view.line).detailing(view)
        }
    }

    /// Signs the action's transaction that was reviewed (kept by `actionReviews`, never asked for again), once;
    /// then the chain's next step.
    func actionConfirm(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        try ownAccount(from, context)
        let id = form["review_id"] ?? ""
        let link = form["link"] ?? ""
        let reviewed: ActionReviewed
        do { reviewed = try await actionReviews.begin(id, matches: { $0.review.account == from }) } catch {
            if case .alreadySent(let signature) = error { return .redirect("/tx/\(signature.base58)") }
            throw actionRefusal(from, link, context, error.description, status: 409)
        }
        let signer = try await actionSigner(from, form, context) { await actionReviews.release(id) }
        let flow: ActionFlow
        do { flow = try actionFlow({ actionRefusal(from, link, context, $0) }, context) } catch {
            await actionReviews.release(id)
            throw error
        }
        let signature: Signature
        do { signature = try await flow.send(reviewed.review, signer: signer) } catch {
            await actionReviews.fail(id, reason: error.description)
            let view = explain(error, context)
            throw actionRefusal(from, link, context, view.line, status: error.isRefusal ? 422 : 502).detailing(view)
        }
        await actionReviews.complete(id, signature: signature)
        await balances.forget(from)
        guard reviewed.review.next != nil else { return .redirect("/tx/\(signature.base58)") }
        return try await actionNext(
            reviewed.review.next, source: reviewed.review.source, step: reviewed.step, flow: flow, from: from,
            link: link, context, said: reviewed.review.message.map { TerminalText.sanitize($0) },
            signature: signature,
            body: ["account": .text(from.base58), "signature": .text(signature.base58)])
    }

    /// Signs the message an action asked for (kept by `actionMessages`), once, and sends the signature to its
    /// callback (same origin); the action it answers is shown.
    func actionSign(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        try ownAccount(from, context)
        let id = form["review_id"] ?? ""
        let link = form["link"] ?? ""
        let review: ActionMessageReview
        do { review = try await actionMessages.begin(id, matches: { $0.account == from }) } catch {
            throw actionRefusal(from, link, context, error.description, status: 409)
        }
        let signer = try await actionSigner(from, form, context) { await actionMessages.release(id) }
        let signature = signer.sign(Array(review.message.utf8))
        await actionMessages.complete(id, signature: signature)
        let flow = try actionFlow({ actionRefusal(from, link, context, $0) }, context)
        let body = ActionFlow.messageCallback(
            account: from, signature: signature, text: review.text, data: review.data, state: review.state)
        return try await actionNext(
            .post(review.callback.absoluteString), source: review.source, step: review.step, flow: flow, from: from,
            link: link, context, said: nil, notice: text("actionMessageSigned", context), body: body)
    }
}

extension String {
    /// The text with its first letter upper-cased (an SDK error's description as a sentence).
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
