import Foundation
import Hummingbird
import SolanaCore
import SolanaWallet
import WalletPresentation

extension Dashboard {
    // MARK: Pay a Solana Pay link

    /// The pay screen: a `solana:` link pasted, as `solwallet pay URL` takes it.
    func payForm(_ address: PublicKey, _ context: PageContext) throws -> Response {
        try ownAccount(address, context)
        return page("pay", title: text("pay", context), context, values: ["address": address.base58])
    }

    /// A refusal on the pay screen, the form filled again.
    func payRefusal(
        _ from: PublicKey, _ form: [String: String], _ context: PageContext, _ message: String, status: Int = 422
    ) -> PageFailure {
        PageFailure(
            template: "pay", title: text("pay", context),
            values: ["address": from.base58, "link": form["link"] ?? "", "amount": form["amount"] ?? ""],
            status: status, message: message)
    }

    /// `address` is one of the wallets' accounts (else a 404: nothing is paid from an address we cannot sign for).
    func ownAccount(_ address: PublicKey, _ context: PageContext) throws {
        do { _ = try WalletManager(registry: registry, storage: NoSecretStorage()).account(address) } catch {
            let view = explain(error, context)
            throw PageFailure(
                template: "message", title: "404", values: ["text": text("noSuchPage", context)], status: 404,
                message: view.line, detail: view.detail)
        }
    }

    /// The link of the form, parsed strictly by the SDK (`SolanaPayRequest.parse`).
    func payLink(_ from: PublicKey, _ form: [String: String], _ context: PageContext) throws -> SolanaPayRequest {
        let link = (form["link"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !link.isEmpty else { throw payRefusal(from, form, context, text("payLinkNeeded", context)) }
        do { return try SolanaPayRequest.parse(link) } catch {
            let view = explain(error, context)
            throw payRefusal(from, form, context, text("payNotALink", context) + " " + view.hint).detailing(view)
        }
    }

    /// The send that pays a transfer request (`SolanaPayTransferRequest.sendRequest`, as `solwallet pay` builds it:
    /// the amount, the token, the memo and the references), from the form's link and amount.
    func paySendRequest(
        _ from: PublicKey, _ request: SolanaPayTransferRequest, _ form: [String: String], _ context: PageContext
    ) throws -> SendRequest {
        let entered = NumberStyle(context.language).typedAmount(
            (form["amount"] ?? "").trimmingCharacters(in: .whitespaces))
        do {
            // The review is the consent: a new recipient is shown there as a warning.
            return try request.sendRequest(
                from: from, entered: entered.isEmpty ? nil : entered, allowUnfundedRecipient: true)
        } catch {
            if case .amountMissing = error { throw payRefusal(from, form, context, text("payAmountNeeded", context)) }
            let view = explain(error, context)
            throw payRefusal(from, form, context, view.line).detailing(view)
        }
    }

    func payReview(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        try ownAccount(from, context)
        switch try payLink(from, form, context) {
        case .transaction(let request):
            return try await payTransactionReview(from, request, form, context)
        case .transfer(let request):
            let send = try paySendRequest(from, request, form, context)
            let l10n = Localizer(context.language)
            // What the merchant says of itself, as the CLI prints it before the review.
            let said = [(l10n(.fieldLabel), request.label), (l10n(.fieldMessage), request.message)].compactMap {
                pair in pair.1.map { (label: pair.0, value: $0) }
            }
            // One payment, one session: an attempt that expires with no record is reviewed again within it.
            let presentation = Payments.Presentation(
                confirmAction: "/accounts/\(from.base58)/pay/confirm", backLink: "/accounts/\(from.base58)/pay",
                hidden: [("link", request.url), ("amount", form["amount"] ?? "")], said: said)
            return try await startPayment(send, presentation: presentation, context) { message, status in
                self.payRefusal(from, form, context, message, status: status)
            }
        }
    }

    func payConfirm(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        try ownAccount(from, context)
        switch try payLink(from, form, context) {
        case .transaction(let request):
            return try await payTransactionConfirm(from, request, form, context)
        case .transfer(let request):
            let send = try paySendRequest(from, request, form, context)
            return try await signAndSend(send, form, context) { message, status in
                self.payRefusal(from, form, context, message, status: status)
            }
        }
    }
}

extension Dashboard {
    // MARK: A Solana Pay transaction request: hostile input, reviewed as `solwallet pay` reviews it

    /// The merchant client of the process, as the CLI's: the system's CAs and `SOLWALLET_CA_FILE`'s.
    static let merchant = SolanaPayMerchantClient(
        client: SolanaPayMerchantClient.makeHTTPClient(
            additionalTrustRootFiles: ProcessInfo.processInfo.environment["SOLWALLET_CA_FILE"].map {
                $0.isEmpty ? [] : [$0]
            } ?? []))

    /// The SDK's flow for a transaction request (`SolanaPayTransactionFlow`), with the `blocklist` setting as the CLI
    /// reads it: a blocklist that is set but cannot be read stops the payment.
    func transactionFlow(_ from: PublicKey, _ form: [String: String], _ context: PageContext) throws
        -> SolanaPayTransactionFlow
    {
        var flow = SolanaPayTransactionFlow(merchant: Self.merchant, flow: try registeredFlow())
        if let path = (try? registry.setting("blocklist")) ?? nil {
            do { flow.blocklist = try HostBlocklist(contentsOfFile: path) } catch {
                let view = explain(error, context)
                throw payRefusal(from, form, context, text("nothingSigned", context) + " " + view.line).detailing(view)
            }
        }
        return flow
    }

    /// Asks the merchant for the transaction, has the SDK check, simulate and judge it (`prepare`: only this account
    /// signs, a payment may only transfer, at most the form's amount when one is given), and shows its effects and
    /// refusals; a review without refusals gets a single-use id that keeps the very transaction reviewed.
    func payTransactionReview(
        _ from: PublicKey, _ request: SolanaPayTransactionRequest, _ form: [String: String], _ context: PageContext
    ) async throws -> Response {
        let capText = NumberStyle(context.language).typedAmount(
            (form["amount"] ?? "").trimmingCharacters(in: .whitespaces))
        var cap: PaymentCap?
        if !capText.isEmpty {
            do { cap = try PaymentCap(capText) } catch {
                let view = explain(error, context)
                throw payRefusal(from, form, context, "\(capText): " + view.line).detailing(view)
            }
        }
        let flow = try transactionFlow(from, form, context)
        let review: SolanaPayTransactionReview
        do { review = try await flow.prepare(request, account: from, cap: cap) } catch {
            let view = explain(error, context)
            throw payRefusal(
                from, form, context, text("nothingSigned", context) + " " + view.line,
                status: error is SolanaPayError ? 422 : 502
            ).detailing(view)
        }
        let view = SigningReviewViewModel(review.review, language: context.language)
        let l10n = Localizer(context.language)
        // Who asks: the link's domain (the only name checked), then what the merchant says of itself.
        var said: [[String: any Sendable]] = [["label": text("payDomain", context), "value": review.domain]]
        if let merchant = review.merchant {
            said.append(["label": l10n(.fieldLabel), "value": TerminalText.sanitize(merchant.label)])
        }
        if let message = review.message {
            said.append(["label": l10n(.fieldMessage), "value": TerminalText.sanitize(message)])
        }
        return await signingReviewPage(
            view, allowed: review.review.isAllowed, said: said, from: from, back: "/accounts/\(from.base58)/pay",
            confirm: "/accounts/\(from.base58)/pay/confirm", link: request.url, context
        ) { await payReviews.issue(review) }
    }

    /// The review page of a transaction someone else built (a Solana Pay transaction request, an Action's): who asks
    /// (`said`), the review's fields and effects; a refused one shows its refusals and no form can sign it, else the
    /// confirmation form carries the single-use id `issue` gives and the link.
    func signingReviewPage(
        _ view: SigningReviewViewModel, allowed: Bool, said: [[String: any Sendable]], from: PublicKey, back: String,
        confirm: String, link: String, instructions: [String] = [], _ context: PageContext,
        issue: () async -> String
    ) async -> Response {
        var values: [String: any Sendable] = [
            "address": from.base58, "instructions": instructions, "hasInstructions": !instructions.isEmpty,
            "fields": said + view.fields.map { ["label": $0.label, "value": $0.value] as [String: any Sendable] },
            "warnings": [view.notice].compactMap { $0 } + view.unreadable, "question": view.question,
            "effects": [
                [
                    "title": view.title,
                    "accounts": view.accounts.map {
                        ["account": $0.account, "kind": $0.kind, "lines": $0.lines] as [String: any Sendable]
                    },
                ] as [String: any Sendable]
            ],
            "backLink": back,
        ]
        guard allowed else {
            // Refused: the refusals are shown, and no form can sign it.
            values["refused"] = true
            values["refusedHeading"] = view.refusedHeading ?? text("nothingSigned", context)
            values["refusals"] = view.refusals
            return page("review", title: view.title, context, values: values, status: 422)
        }
        values["reviewId"] = await issue()
        values["confirmAction"] = confirm
        values["hidden"] = [["name": "link", "value": link] as [String: any Sendable]]
        return page("review", title: view.title, context, values: values)
    }

    /// Signs the transaction that was reviewed (kept by `payReviews`, never asked for again), once.
    func payTransactionConfirm(
        _ from: PublicKey, _ request: SolanaPayTransactionRequest, _ form: [String: String], _ context: PageContext
    ) async throws -> Response {
        let id = form["review_id"] ?? ""
        let review: SolanaPayTransactionReview
        do { review = try await payReviews.begin(id, matches: { $0.account == from && $0.request == request }) } catch {
            if case .alreadySent(let signature) = error { return .redirect("/tx/\(signature.base58)") }
            throw payRefusal(from, form, context, error.description, status: 409)
        }
        let signer: Keypair
        do { signer = try await manager(form["password"] ?? "").keypair(for: from) } catch {
            await payReviews.release(id)  // nothing was signed
            let wrong: Bool
            if case .keystore(.authenticationFailed) = error as? WalletError { wrong = true } else { wrong = false }
            if wrong { throw payRefusal(from, form, context, text("wrongPassword", context), status: 403) }
            let view = explain(error, context)
            throw payRefusal(from, form, context, view.line, status: 422).detailing(view)
        }
        let signature: Signature
        let flow: SolanaPayTransactionFlow
        do { flow = SolanaPayTransactionFlow(merchant: Self.merchant, flow: try registeredFlow()) } catch {
            await payReviews.release(id)
            throw error
        }
        do { signature = try await flow.send(review, signer: signer) } catch {
            await payReviews.fail(id, reason: error.description)
            let view = explain(error, context)
            throw payRefusal(from, form, context, view.line, status: error.isRefusal ? 422 : 502).detailing(view)
        }
        await payReviews.complete(id, signature: signature)
        await balances.forget(from)
        // POST-redirect-GET: the transaction's page; a replayed confirmation lands there too and signs nothing.
        return .redirect("/tx/\(signature.base58)")
    }
}
