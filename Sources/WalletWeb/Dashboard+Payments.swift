import Foundation
import HTTPTypes
import Hummingbird
import SolanaCore
import SolanaTransactions
import SolanaWallet
import WalletPresentation

extension Dashboard {
    // MARK: One payment, one SendSession

    /// The registered IDLs (`IDLRegistry`), as the CLI reads them: a registered program's instructions are named.
    var registeredPrograms: RegisteredPrograms { IDLRegistry(paths: services.paths).programs() }

    /// A send flow whose signing review names the instructions and custom errors of registered programs (display
    /// only), as the CLI's.
    func registeredFlow() throws -> SendFlow {
        var flow = SendFlow(client: try client())
        flow.name(with: registeredPrograms)
        return flow
    }

    /// The flow a payment from `from` is prepared and sent with: a recipient that only looks like a known address
    /// needs its own box ticked (address poisoning); what it sends is journaled in the wallet database, as the CLI's
    /// sends are (`SendFlow.keepJournal`).
    func paymentFlow(from: PublicKey) async throws -> SendFlow {
        var flow = try registeredFlow()
        await flow.keepJournal(in: services.database)
        flow.knownAddresses = AddressPoisoning.knownAddresses(
            for: from, own: ownAccounts, store: await historyStore(flow.client), threshold: dustThreshold)
        return flow
    }

    /// Starts a payment of `request` (one `SendSession`, kept in `payments`) and shows the review of its first
    /// attempt; `refuse` shows a refusal on the screen the request came from.
    ///
    /// What an earlier run left in flight from this account (the dashboard was stopped mid-send) is settled first
    /// (`SendFlow.settlePending`) and said above the review: the payment is never made on top of an unknown one.
    /// Settling may send the earlier transaction again and wait for it, so it runs in the payment's task, as a send
    /// does: a quick one shows the review at once, a slower one the payment's page with its steps, which shows the
    /// review when it is done.
    func startPayment(
        _ request: SendRequest, presentation: Payments.Presentation, _ context: PageContext,
        refuse: @escaping (_ message: String, _ status: Int) -> PageFailure
    ) async throws -> Response {
        let flow = try await paymentFlow(from: request.from)
        let pending = (try? flow.journal?.pending(feePayer: request.from)) ?? []
        let id = await payments.open(
            SendSession(flow: flow, request: request), owner: context.session.id, presentation: presentation)
        if pending.isEmpty {
            let (review, reviewId) = try await prepareAttempt(id, context, refuse: refuse)
            guard let payment = await payments.payment(id, owner: context.session.id) else {
                throw refuse(SendReviewLedger.Refusal.unknown.description, 409)
            }
            return paymentReview(payment, review, reviewId: reviewId, context)
        }
        await payments.startSettling(id)
        guard let log = await payments.payment(id, owner: context.session.id)?.progress else {
            throw refuse(SendReviewLedger.Refusal.unknown.description, 409)
        }
        let (language, label) = (context.language, text("settledHeading", context))
        Task {
            let earlier = (try? await flow.settlePending(of: request.from) { log.append($0) }) ?? []
            await payments.settled(id, said: earlier.map { (label, $0.message(language: language)) })
            _ = try? await prepareNext(id)  // a failure ends the payment, which its page says
        }
        await payments.waitForSend(id)
        if let payment = await payments.payment(id, owner: context.session.id),
            case .reviewing(let review, let reviewId) = payment.phase
        {
            return paymentReview(payment, review, reviewId: reviewId, context)
        }
        return .redirect("/accounts/\(request.from.base58)/send/payment/\(id)")
    }

    /// Prepares payment `id`'s next attempt (`SendSession.prepare`: a fresh blockhash, the balances as of now) and
    /// issues the single-use review id its confirmation consumes.
    func prepareAttempt(
        _ id: String, _ context: PageContext, refuse: (_ message: String, _ status: Int) -> PageFailure
    ) async throws -> (SendReview, String) {
        let prepared: (SendReview, String)?
        do { prepared = try await prepareNext(id) } catch {
            let view = explain(error, context)
            throw refuse(view.line, 422).detailing(view)
        }
        guard let prepared else { throw refuse(SendReviewLedger.Refusal.inProgress.description, 409) }
        return prepared
    }

    /// Payment `id`'s next attempt prepared by its session, with its review id; nil while an attempt is in flight. A
    /// failed preparation is recorded in the payment (`Payments.preparationFailed`) and thrown.
    func prepareNext(_ id: String) async throws(SendError) -> (SendReview, String)? {
        guard var session = await payments.takeSession(id) else { return nil }
        let review: SendReview
        do { review = try await session.prepare() } catch {
            await payments.preparationFailed(id, session: session, error: error)
            throw error
        }
        let reviewId = await reviews.issue(for: session.request)
        await payments.prepared(id, session: session, review: review, reviewId: reviewId)
        return (review, reviewId)
    }

    /// The review page of one attempt of `payment`: its fields, what the payment's screen says before them, and the
    /// confirmation form with the attempt's review id.
    func paymentReview(
        _ payment: Payments.Payment, _ review: SendReview, reviewId: String, _ context: PageContext
    ) -> Response {
        var values = reviewValues(review, context)
        let said = payment.presentation.said.map { ["label": $0.label, "value": $0.value] as [String: any Sendable] }
        values["fields"] = said + ((values["fields"] as? [[String: any Sendable]]) ?? [])
        values["address"] = payment.session.request.from.base58
        values["reviewId"] = reviewId
        values["confirmAction"] = payment.presentation.confirmAction
        values["backLink"] = payment.presentation.backLink
        values["hidden"] = payment.presentation.hidden.map {
            ["name": $0.name, "value": $0.value] as [String: any Sendable]
        }
        return page(
            "review", title: SendReviewViewModel(review, language: context.language).title, context, values: values)
    }

    /// The confirmation of a reviewed attempt (the send screen's, or a Solana Pay transfer's): the review id
    /// consumed once, the password, then the attempt the review showed is signed and sent by the payment's session
    /// in a task that records its progress. A quick send redirects to its result; a slower one to the payment's
    /// page, which shows the steps until it ends. `refuse` shows a refusal on the screen the review came from;
    /// nothing is signed after one.
    func signAndSend(
        _ request: SendRequest, _ form: [String: String], _ context: PageContext,
        refuse: @escaping (_ message: String, _ status: Int) -> PageFailure
    ) async throws -> Response {
        let from = request.from
        let id = form["review_id"] ?? ""
        // Consumed before anything is signed: a second submit of the same review waits for nothing and sends nothing.
        do { try await reviews.begin(id, for: request) } catch {
            if case .alreadySent(let signature) = error {
                return .redirect("/accounts/\(from.base58)/send/sent/\(signature.base58)?replay=1")
            }
            throw refuse(error.description, 409)
        }
        let signer: Keypair
        do { signer = try await manager(form["password"] ?? "").keypair(for: from) } catch {
            await reviews.release(id)  // nothing was signed: the same review may be confirmed again
            let wrong: Bool
            if case .keystore(.authenticationFailed) = error as? WalletError { wrong = true } else { wrong = false }
            if wrong { throw refuse(text("wrongPassword", context), 403) }
            let view = explain(error, context)
            throw refuse(view.line, 422).detailing(view)
        }
        guard let payment = await payments.payment(review: id, owner: context.session.id) else {
            await reviews.fail(id, reason: SendReviewLedger.Refusal.unknown.description)
            throw refuse(SendReviewLedger.Refusal.unknown.description, 409)
        }
        guard let started = await payments.startSending(payment.id, reviewId: id) else {
            await reviews.fail(id, reason: SendReviewLedger.Refusal.mismatch.description)
            throw refuse(SendReviewLedger.Refusal.mismatch.description, 409)
        }
        let (review, session, log) = started
        // A recipient that loses the funds is sent to only when its own box was ticked; unticked, nothing is signed
        // and the same review may be confirmed again with it.
        let acknowledged = Set(review.acknowledgementsNeeded.filter { form["ack_" + $0.rawValue] == "on" })
        let missing = review.acknowledgementsNeeded.filter { !acknowledged.contains($0) }
        guard missing.isEmpty else {
            await payments.cancelSending(payment.id, review: review, reviewId: id)
            await reviews.release(id)
            let view = explain(SendError.recipientLosesFunds(missing), context)
            throw refuse(view.line, 422).detailing(view)
        }
        let paymentId = payment.id
        Task {
            var session = session
            let result: Result<SendSession.Outcome, SendError>
            do throws(SendError) {
                result = .success(
                    try await session.send(review, signer: signer, acknowledged: acknowledged) { log.append($0) })
            } catch { result = .failure(error) }
            switch result {
            case .success(.landed(let signature)): await reviews.complete(id, review: review, signature: signature)
            case .success(.expired(let known)): await reviews.fail(id, reason: known.description)
            case .failure(let error): await reviews.fail(id, reason: error.description)
            }
            await payments.finish(paymentId, session: session, result: result)
            await balances.forget(from)
        }
        await payments.waitForSend(paymentId)
        // POST-redirect-GET: reloading the result page shows it again and sends nothing.
        if let done = await payments.payment(paymentId, owner: context.session.id),
            case .landed(let signature) = done.phase
        {
            return .redirect("/accounts/\(from.base58)/send/sent/\(signature.base58)")
        }
        return .redirect("/accounts/\(from.base58)/send/payment/\(paymentId)")
    }

    /// Why `payment` takes no further attempt, in the page's language; nil while it may.
    func closure(_ payment: Payments.Payment, _ context: PageContext) -> String? {
        let l10n = Localizer(context.language)
        switch payment.phase {
        case .landed(let signature):
            return l10n(.paymentLanded, signature.base58)
        case .expired(let known):
            if payment.session.maySendAgain { return nil }
            if known.maySendAgain {
                let attempts = NumberStyle(context.language).grouped(String(payment.session.attempts))
                return l10n(.paymentAttemptsUsed, attempts)
            }
            return l10n(.paymentNoMore, known.message(language: context.language))
        case .failed(let error):
            return l10n(.paymentNoMore, explain(error, context).line)
        case .reviewing, .sending, .settling, nil:
            return nil
        }
    }

    /// A payment this browser session does not know: 404.
    func unknownPayment(_ context: PageContext) -> PageFailure {
        PageFailure(
            template: "message", title: "404", values: ["text": text("noSuchPage", context)], status: 404,
            message: SendReviewLedger.Refusal.unknown.description)
    }

    /// A payment's page: the steps while its attempt is in flight (the page reloads itself every second, no script
    /// needed), then its result; an expired attempt the session may send again says what happened and offers a new
    /// review within the same payment; a payment that takes no further attempt says why (409).
    func paymentPage(_ from: PublicKey, _ id: String, _ context: PageContext) async throws -> Response {
        guard let payment = await payments.payment(id, owner: context.session.id),
            payment.session.request.from == from
        else { throw unknownPayment(context) }
        var values: [String: any Sendable] = ["address": from.base58, "payment": id]
        values["steps"] = payment.progress.all.compactMap { ProgressText.line($0, language: context.language) }
        switch payment.phase {
        case .landed(let signature):
            return .redirect("/accounts/\(from.base58)/send/sent/\(signature.base58)")
        case .reviewing(let review, let reviewId):
            return paymentReview(payment, review, reviewId: reviewId, context)
        case nil:
            throw unknownPayment(context)  // its first attempt could not be prepared: nothing to show
        case .settling:
            values["settling"] = text("settlingEarlier", context)
            return page(
                "payment", title: text("settledHeading", context), context, values: values,
                livePayment: Self.paymentStatePath(from, id), refresh: 1)
        case .sending:
            values["inFlight"] = true
            // With script, live.js follows the payment's state in place (`paymentState`); without, the page reloads
            // itself every second (a refresh inside `noscript`, which a browser running script ignores).
            return page(
                "payment", title: text("sendInFlight", context), context, values: values,
                livePayment: Self.paymentStatePath(from, id), refresh: 1)
        case .expired(let known) where payment.session.maySendAgain:
            values["expired"] = known.message(language: context.language)
            values["question"] = text("resendQuestion", context)
            return page("payment", title: text("send", context), context, values: values)
        case .expired, .failed:
            let reason = closure(payment, context) ?? ""
            values["closed"] = reason
            return page("payment", title: text("send", context), context, values: values, status: 409)
        }
    }

    /// Where the state of payment `id` of `from` is read (`paymentState`).
    static func paymentStatePath(_ from: PublicKey, _ id: String) -> String {
        "/accounts/\(from.base58)/send/payment/\(id)/state"
    }

    /// The state of a payment as JSON, for live.js to update its page in place while it is in flight: the same
    /// steps as the page (`ProgressText`, in the page's language), the attempts, the last signature, and once the
    /// attempt ended the page to go to (the result, or the payment's page saying what happened). Only for the
    /// browser session that owns the payment (404 otherwise, as its page), only for the dashboard's own pages
    /// (a `Sec-Fetch-Site` of another site is refused), never cached.
    func paymentState(
        _ from: PublicKey, _ id: String, fetchSite: String?, _ context: PageContext
    ) async -> Response {
        if let fetchSite, fetchSite != "same-origin" { return plain(403, .gateCrossSite) }
        guard let payment = await payments.payment(id, owner: context.session.id),
            payment.session.request.from == from
        else { return Self.json(404, LivePayment(state: "unknown")) }
        let steps = payment.progress.all
        var state = LivePayment(state: "sending")
        state.steps = steps.compactMap { ProgressText.line($0, language: context.language) }
        state.attempts = payment.session.attempts
        state.signature = steps.last.flatMap(\.signature)?.base58
        let page = "/accounts/\(from.base58)/send/payment/\(id)"
        switch payment.phase {
        case .sending:
            state.inFlight = text("sendInFlight", context) + "…"
        case .settling:
            state.state = "settling"
            state.inFlight = text("settlingEarlier", context)
        case .landed(let signature):
            state.state = "landed"
            state.signature = signature.base58
            state.next = "/accounts/\(from.base58)/send/sent/\(signature.base58)"
        case .expired:
            state.state = "expired"
            state.next = page
        case .failed:
            state.state = "failed"
            state.next = page
        case .reviewing, nil:
            state.state = "reviewing"
            state.next = page
        }
        return Self.json(200, state)
    }

    /// `value` as a JSON answer with `status`.
    static func json(_ status: Int, _ value: some Encodable) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes: [UInt8] = (try? encoder.encode(value)).map { Array($0) } ?? Array("{}".utf8)
        return .with(status, [(.contentType, "application/json; charset=utf-8")], bytes: bytes)
    }

    /// "Review again" on a payment whose attempt expired with no record on the cluster: its session prepares the next
    /// attempt and its review is shown; a payment that takes no further attempt is refused (409, with the reason).
    func paymentAgain(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        let id = form["payment"] ?? ""
        guard let payment = await payments.payment(id, owner: context.session.id),
            payment.session.request.from == from
        else { throw unknownPayment(context) }
        let refuse = { (message: String, status: Int) in
            PageFailure(
                template: "payment", title: self.text("send", context),
                values: ["address": from.base58, "payment": id], status: status, message: message)
        }
        switch payment.phase {
        case .reviewing(let review, let reviewId):
            return paymentReview(payment, review, reviewId: reviewId, context)
        case nil:
            throw unknownPayment(context)
        case .sending, .settling:
            return .redirect("/accounts/\(from.base58)/send/payment/\(id)")
        case .landed, .expired, .failed:
            if let reason = closure(payment, context) { throw refuse(reason, 409) }
        }
        let (review, reviewId) = try await prepareAttempt(id, context, refuse: refuse)
        guard let prepared = await payments.payment(id, owner: context.session.id) else {
            throw unknownPayment(context)
        }
        return paymentReview(prepared, review, reviewId: reviewId, context)
    }

    // MARK: The transaction format

    /// The send form's `version` field (`SendRequest.VersionChoice`: legacy when absent).
    func versionChoice(
        _ form: [String: String], _ context: PageContext, refuse: (_ message: String) -> PageFailure
    ) throws -> SendRequest.VersionChoice {
        let raw = (form["version"] ?? "").trimmingCharacters(in: .whitespaces)
        if raw.isEmpty { return .legacy }
        guard let choice = SendRequest.VersionChoice(rawValue: raw) else {
            let offered = SendRequest.VersionChoice.allCases.map(\.rawValue).joined(separator: ", ")
            throw refuse(text("fieldTransactionFormat", context) + ": " + offered)
        }
        return choice
    }

    /// The send form's values (`sendValues`) with the transaction format chosen.
    func sendFormValues(
        _ from: PublicKey, _ form: [String: String], _ context: PageContext
    ) async -> [String: any Sendable] {
        var values = await sendValues(from, form, context)
        if let choice = SendRequest.VersionChoice(rawValue: form["version"] ?? ""), choice != .legacy {
            values["version_" + choice.rawValue] = true
        }
        return values
    }

    // MARK: The transaction page's instructions

    /// "vault_demo deposit  amount=5 owner=…": the program, the instruction's name and its fields, as `solwallet tx
    /// show` lists them (the instructions of registered programs named by their IDLs).
    static func instructionLine(_ entry: TransactionReport.DecodedEntry, unknown: String) -> String {
        "\(entry.program) \(entry.type ?? unknown)" + (entry.info.map(fieldsText) ?? "")
    }

    /// "  amount=5 owner=…": an instruction's fields as `solwallet tx show` lists them (each value in JSON).
    static func fieldsText(_ info: InstructionReport.Info) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return info.fields.map { name, value in
            let text = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
            return "  \(name)=\(text)"
        }.joined()
    }

    /// Each instruction of a reviewed transaction as the CLI's review names it (`TransactionEffects.steps`: the
    /// native program and instruction, or a registered IDL's program and instruction), one a registered IDL reads
    /// with its fields after it, as `solwallet tx show` lists them. Display only: the policy never reads the names.
    static func instructionSteps(_ effects: TransactionEffects) -> [String] {
        effects.steps.enumerated().map { index, step in
            guard index < effects.interpreted.count, let named = effects.interpreted[index] else {
                return TerminalText.sanitize(step)
            }
            return TerminalText.sanitize(step + fieldsText(named.info))
        }
    }
}

/// A payment's state as live.js reads it (`Dashboard.paymentState`): `settling`, `sending`, `landed`, `expired`, `failed`,
/// `reviewing` (its attempt did not start) or `unknown`; the steps as the page shows them; `next`, the page to go to
/// once the attempt ended.
struct LivePayment: Encodable {
    var state: String
    var inFlight: String?
    var steps: [String] = []
    var attempts = 0
    var signature: String?
    var next: String?
}

extension SendFlow.Progress {
    /// The signature this step names (nil while signing).
    var signature: Signature? {
        switch self {
        case .signing: nil
        case .sending(let signature), .resent(let signature, _), .confirmed(let signature): signature
        }
    }
}
