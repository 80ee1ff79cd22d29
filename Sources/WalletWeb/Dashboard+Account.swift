import Foundation
import Hummingbird
import MarketData
import Portfolio
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import WalletPresentation

extension Dashboard {
    // MARK: Wallet detail, airdrop

    func account(_ address: PublicKey, _ context: PageContext, notice: String?) async throws -> Response {
        let client = try client()
        let loader = CachedBalanceLoader(client: client, database: services.database)
        var values: [String: any Sendable] = ["address": address.base58]
        var problem: String?
        var problemDetail: String?
        do {
            let loaded = try await balances.balance(of: address, cluster: client.cluster.url, loader: loader)
            // The value of the SOL and of each priced token in the chosen currency, the total beside the balance
            // (a test cluster's: "—", never valued in fiat).
            let worth = await accountValue(visibleTokens(loaded), context)  // hidden tokens not valued, as the CLI
            // Dashboard+Tokens.swift: tokens and collectibles, the hidden ones left out or listed with their reason.
            if let content = tokenRows(loaded, &values, context, worth: worth) {
                values["sol"] = content.sol.textWithSymbol
                values["offline"] = content.offline?.text
            }
            // A test cluster's SOL has no market value: no fiat figure, and a badge that names the cluster.
            let badge = ClusterBadge(loaded.cluster)
            values["fiat"] = badge?.isValuedInFiat == false ? "—" : worth.total
            values["cluster"] = badge?.name
            values["testCluster"] = badge?.isTestCluster ?? false
        } catch {
            let view = ErrorViewModel(error, language: context.language).inBrowser(context.language)
            values["sol"] = "—"
            values["fiat"] = "—"
            problem = view.line
            problemDetail = view.detail
        }
        values["airdrop"] = client.cluster != .mainnetBeta
        return page(
            "account", title: text("balance", context), context, values: values, status: 200, live: address.base58,
            notice: notice == nil ? nil : text("airdropDone", context), error: problem, errorDetail: problemDetail)
    }

    /// The value of `loaded` in the chosen currency (SOL and each priced token, and the total) through the SDK's
    /// valuation; "—" everywhere without a price service or on a test cluster.
    func accountValue(_ loaded: LoadedBalance, _ context: PageContext) async -> AccountValueViewModel {
        await accountValue(loaded, language: context.language)
    }

    func accountValue(_ loaded: LoadedBalance, language: Language) async -> AccountValueViewModel {
        let currency = currency()
        guard let market = services.market, loaded.cluster?.isValuedInFiat ?? true else {
            return AccountValueViewModel(nil, currency: currency, language: language)
        }
        let report = await PortfolioLoader.value(
            loaded, currency: currency.code.lowercased(), market: market, jupiter: services.jupiter)
        return AccountValueViewModel(report, currency: currency, language: language)
    }

    func airdrop(_ address: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        let flow = AirdropFlow(client: try client())
        guard flow.client.cluster.hasFaucet else {
            throw PageFailure(
                template: "message", title: text("airdrop", context),
                message: Localizer.fill(text("noFaucet", context), [flow.client.cluster.name]))
        }
        let lamports: UInt64
        // "0,5" where the language writes decimals with a comma (NumberStyle.typedAmount), as the send form.
        let typed = NumberStyle(context.language).typedAmount(
            (form["amount"] ?? "2").trimmingCharacters(in: .whitespaces))
        do { lamports = try Lamports.parse(sol: typed) } catch {
            throw PageFailure(
                template: "message", title: text("airdrop", context),
                message: Localizer.fill(text("notAnAmount", context), [form["amount"] ?? ""]))
        }
        do { _ = try await flow.airdrop(lamports, to: address) } catch {
            throw PageFailure(
                template: "message", title: text("airdrop", context), status: 502,
                message: text("airdropFailed", context))
        }
        await balances.forget(address)
        return .redirect("/accounts/\(address.base58)?airdropped=1")
    }

    // MARK: Send

    /// The request of the send form: the recipient, what is sent (SOL, or the token of the `token` field's mint),
    /// the amount as typed (`NumberStyle.typedAmount`: "0,5" where the language writes decimals with a comma), the
    /// memo (the SDK's limit) and the priority fee. A refusal shows the form again with `values`.
    func sendRequest(
        _ from: PublicKey, _ form: [String: String], _ context: PageContext, values: [String: any Sendable]
    ) throws -> SendRequest {
        let to = (form["to"] ?? "").trimmingCharacters(in: .whitespaces)
        let amount = NumberStyle(context.language).typedAmount(
            (form["amount"] ?? "").trimmingCharacters(in: .whitespaces))
        func refuse(_ message: String, status: Int = 422) -> PageFailure {
            PageFailure(
                template: "send", title: text("send", context), values: values, status: status, message: message)
        }
        let recipient: PublicKey
        do { recipient = try PublicKey(to) } catch {
            // A contact's name, as `solwallet send NAME AMOUNT` takes it (the SDK's resolver: a name that means
            // two addresses is refused, never guessed).
            guard
                let resolver = try? WalletManager(registry: registry, storage: NoSecretStorage()).resolver(
                    contacts: (try? addressBook.contacts()) ?? [])
            else { throw refuse(Localizer.fill(text("notAnAddressNothingSent", context), [to])) }
            do { recipient = try resolver.resolve(to, scope: .any).address } catch {
                if case .unknown = error {
                    throw refuse(Localizer.fill(text("notAnAddressNothingSent", context), [to]))
                }
                let view = explain(error, context)
                throw refuse(view.line).detailing(view)
            }
        }
        guard !amount.isEmpty else { throw refuse(text("enterAmount", context)) }
        let mintText = (form["token"] ?? "").trimmingCharacters(in: .whitespaces)
        var mint: PublicKey?
        if !mintText.isEmpty {
            do { mint = try PublicKey(mintText) } catch {
                throw refuse(Localizer.fill(text("notAnAddressNothingSent", context), [mintText]))
            }
        }
        let memo = (form["memo"] ?? "").isEmpty ? nil : form["memo"]
        do { try SendRequest.check(memo: memo) } catch {
            let view = explain(error, context)
            throw refuse(view.line).detailing(view)
        }
        let priorityFee = try priorityFee(form) { refuse($0) }
        let version = try versionChoice(form, context) { refuse($0) }
        do { _ = try WalletManager(registry: registry, storage: NoSecretStorage()).account(from) } catch {
            if case .noWallet = error {
                throw refuse(Localizer.fill(text("accountNotHere", context), [from.base58]), status: 404)
            }
            let view = explain(error, context)
            throw refuse(view.line, status: 404).detailing(view)
        }
        // The review is the consent: a new recipient is shown there as a warning, as the CLI's --yes would not.
        var request = SendRequest(
            from: from, to: recipient, amount: .init(amount), mint: mint, memo: memo, priorityFee: priorityFee,
            allowUnfundedRecipient: true)
        request.version = version
        return request
    }

    /// The `dust-threshold` setting, else 0.001 SOL.
    var dustThreshold: UInt64 { AddressPoisoning.threshold(in: SQLiteWalletRegistry(database: services.database)) }

    /// The wallets' own accounts.
    /// The stored history of `client`'s cluster (the look-alike check reads only that cluster's counterparties); a
    /// store that finds nothing when the cluster was never reached.
    func historyStore(_ client: RPCClient) async -> SQLiteHistoryStore {
        guard let cluster = try? await ClusterIdentities(database: services.database).identity(of: client) else {
            return SQLiteHistoryStore(database: services.database)
        }
        return SQLiteHistoryStore(database: services.database, cluster: cluster)
    }

    var ownAccounts: [PublicKey] {
        WalletManager(registry: SQLiteWalletRegistry(database: services.database), storage: NoSecretStorage())
            .ownAccounts()
    }

    func review(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        let values = await sendFormValues(from, form, context)
        let request = try sendRequest(from, form, context, values: values)
        // One payment, one session: an attempt that expires with no record is reviewed again within it.
        let presentation = Payments.Presentation(
            confirmAction: "/accounts/\(from.base58)/send/confirm", backLink: "/accounts/\(from.base58)/send",
            hidden: (Self.sendFields + ["version"]).map { ($0, form[$0] ?? "") }, said: [])
        return try await startPayment(request, presentation: presentation, context) { message, status in
            PageFailure(
                template: "send", title: self.text("send", context), values: values, status: status, message: message)
        }
    }

    /// A send review as the review templates show it: its fields, the simulation's effects, the warnings, the boxes
    /// for a recipient that loses the funds, and the question.
    func reviewValues(_ review: SendReview, _ context: PageContext) -> [String: any Sendable] {
        // The recipient's contact name beside its full address, as the CLI's review shows it.
        let view = SendReviewViewModel(
            review, language: context.language, contactName: contactName(for: review.request.to))
        let losses: [[String: any Sendable]] = review.acknowledgementsNeeded.map {
            ["name": "ack_" + $0.rawValue, "text": SendReviewViewModel.warning($0, language: context.language)]
        }
        return [
            "fields": view.fields.map { ["label": $0.label, "value": $0.value] as [String: any Sendable] },
            "warnings": view.warnings, "question": view.question, "losses": losses,
            "acknowledge": text("acknowledgeLoss", context),
            "effects": (view.effects.map { [$0] } ?? []).map { effects in
                [
                    "title": effects.title,
                    "accounts": effects.accounts.map {
                        ["account": $0.account, "kind": $0.kind, "lines": $0.lines] as [String: any Sendable]
                    },
                ] as [String: any Sendable]
            },
        ]
    }

    func confirm(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        let values = await sendFormValues(from, form, context)
        let request = try sendRequest(from, form, context, values: values)
        return try await signAndSend(request, form, context) { message, status in
            PageFailure(
                template: "send", title: self.text("send", context), values: values, status: status, message: message)
        }
    }

    /// The result of a send (after the confirmation's redirect), from the ledger; a replayed confirmation says that
    /// nothing more was sent.
    func sent(_ from: PublicKey, _ text: String, replay: Bool, _ context: PageContext) async throws -> Response {
        let signature: Signature
        do { signature = try Signature(text) } catch { return .redirect("/accounts/\(from.base58)") }
        guard let review = await reviews.sentReview(signature), review.request.from == from else {
            return .redirect("/tx/\(signature.base58)")
        }
        let view = SendReviewViewModel(review, language: context.language)
        return page(
            "sent", title: self.text("sent", context), context,
            values: [
                "address": from.base58, "signature": signature.base58,
                "fields": view.fields.map { ["label": $0.label, "value": $0.value] as [String: any Sendable] },
                "replay": replay ? self.text("alreadySent", context) : "",
            ])
    }

    // MARK: History

    func history(_ address: PublicKey, _ context: PageContext) async throws -> Response {
        let sync = HistorySync(client: try client(), store: SQLiteHistoryStore(database: services.database))
        let loaded: HistorySync.Page
        do { loaded = try await sync.page(address, limit: 25) } catch {
            let view = ErrorViewModel(error, language: context.language).inBrowser(context.language)
            throw PageFailure(
                template: "history", title: text("history", context), values: ["address": address.base58],
                status: 502, message: view.line, detail: view.detail)
        }
        // Look-alike dust (address poisoning) is never listed: its address is not offered for copying or sending.
        let store = await historyStore(sync.client)
        let mints = AddressPoisoning.mintsToValue(
            for: address, entries: loaded.entries, own: ownAccounts, store: store, threshold: dustThreshold)
        var worth = TokenLamportValues.none
        if !mints.isEmpty, let market = services.market {
            worth = await PortfolioLoader.tokenLamportValues(of: mints, market: market, jupiter: services.jupiter)
        }
        let dust = AddressPoisoning.dust(
            for: address, entries: loaded.entries, own: ownAccounts, store: store, threshold: dustThreshold,
            tokenValue: worth.lamports)
        let view = HistoryViewModel(loaded, address: address, language: context.language, dust: dust)
        let rows: [[String: any Sendable]] = (view.value?.rows ?? []).map { row in
            [
                "date": [row.date, row.time].compactMap { $0 }.joined(separator: " "),
                "direction": row.directionLabel, "amount": row.amount.textWithSymbol,
                "counterparty": row.counterpartyShort ?? "", "status": row.status, "signature": row.signature,
                "signatureShort": row.signatureShort,
            ]
        }
        var values: [String: any Sendable] = ["address": address.base58, "rows": rows]
        if let offline = loaded.offlineReason { values["offline"] = offline }
        return page(
            "history", title: view.value?.title ?? text("history", context), context, values: values,
            live: address.base58, liveReload: true)
    }

    func transaction(_ text: String, _ context: PageContext) async throws -> Response {
        let signature: Signature
        do { signature = try Signature(text) } catch {
            let view = explain(error, context)
            throw PageFailure(
                template: "message", title: "400", values: ["text": self.text("notASignature", context)], status: 400,
                message: view.hint, detail: view.detail)
        }
        let mine = (try summaries()).flatMap { $0.accounts.map(\.address) }
        let record: TransactionRecord
        let lookup = TransactionLookup(client: try client())
        do { record = try await lookup.record(signature, own: mine) } catch {
            let missing: Bool
            if case .notFound = error { missing = true } else { missing = false }
            let view = explain(error, context)
            throw PageFailure(
                template: "message", title: self.text("history", context), status: missing ? 404 : 502,
                message: view.line, detail: view.detail)
        }
        // As `solwallet tx show` says it: a registered program's instructions and custom errors named by its IDL,
        // the accounts a v0 transaction loaded through lookup tables resolved.
        let programs = registeredPrograms
        let view = TransactionDetailViewModel(record, language: context.language, now: Date(), naming: programs)
        let decoded = TransactionReport(record.transaction, lookupTables: record.lookupTables, interpreter: programs)
        let unknown = self.text("instructionUnknown", context)
        // The explorer's page of the transaction on this cluster (`Cluster.explorerURL`), a link of its own.
        let explorer = view.value?.explorerURL
        var values: [String: any Sendable] = [
            "fields": view.fields.filter { explorer == nil || $0.value != explorer }.map {
                ["label": $0.label, "value": $0.value] as [String: any Sendable]
            },
            "instructions": decoded.instructions.map { Self.instructionLine($0, unknown: unknown) },
            "hasInstructions": !decoded.instructions.isEmpty,
        ]
        if let explorer { values["explorer"] = explorer }
        return page("tx", title: view.value?.title ?? signature.base58, context, values: values)
    }
}
