import Foundation
import Hummingbird
import SolanaCore
import SolanaWallet
import WalletPresentation

/// What a stake review asks for, as its form gave it: its confirmation must ask for the same.
struct StakeOrder: Sendable, Hashable {
    enum Action: String, Sendable { case create, deactivate, withdraw, split, merge }
    let action: Action
    let wallet: PublicKey
    /// The account acted on (for a merge: the destination, which remains).
    let stakeAccount: PublicKey?
    let amount: String?
    let validator: PublicKey?
    /// A merge's source (merged and closed).
    var source: PublicKey? = nil
}

/// A stake review shown: the order and the stake account it reviewed (a confirmation that would now act on another
/// account, a create whose next seed changed meanwhile, is refused).
struct StakeReviewed: Sendable {
    let order: StakeOrder
    let stakeAccount: PublicKey
}

extension Dashboard {
    // MARK: Stake

    func stakingFlow() throws -> StakingFlow { StakingFlow(client: try client()) }

    /// The stake screen: the account's stake accounts (`StakingFlow.stakeAccounts`, as `solwallet stake list`) with
    /// their actions, and the form that creates and delegates a new one.
    func stake(_ address: PublicKey, _ context: PageContext) async throws -> Response {
        try ownAccount(address, context)
        var values: [String: any Sendable] = ["address": address.base58, "wallet": address.base58]
        var problem: String?
        var problemDetail: String?
        do {
            let view = StakeAccountsViewModel(
                try await stakingFlow().stakeAccounts(of: address), language: context.language)
            values["columns"] = view.columns
            values["rows"] = view.rows.map { row -> [String: any Sendable] in
                [
                    "address": row.address, "state": row.state, "balance": row.balance, "active": row.active,
                    "activating": row.activating, "inactive": row.inactive, "validator": row.validator ?? "—",
                    "canDeactivate": row.canDeactivate, "canWithdraw": row.canWithdraw,
                ]
            }
            values["placeholder"] = view.placeholder ?? ""
            // Split and merge (as `solwallet stake split` and `merge`) choose among the accounts listed.
            values["canSplit"] = !view.rows.isEmpty
            values["canMerge"] = view.rows.count >= 2
        } catch {
            values["columns"] = [String]()
            let view = explain(error, context)
            problem = text("stakeUnreadable", context) + " " + view.line
            problemDetail = view.detail
        }
        values["validator"] = context.query["validator"] ?? ""
        var notice: String?
        if let signature = context.query["signature"].flatMap({ try? Signature($0) }) {
            values["signature"] = signature.base58
            notice = text("stakeSent", context)
        }
        return page(
            "stake", title: Localizer(context.language)(.stakeTitle), context, values: values,
            status: problem == nil ? 200 : 502, notice: notice, error: problem, errorDetail: problemDetail)
    }

    /// The validators to stake with (`StakingFlow.validators`, as `solwallet validators`), each with a link that
    /// fills the stake form of `for` when given.
    func validators(_ context: PageContext) async throws -> Response {
        let title = Localizer(context.language)(.validatorsTitle)
        let sort = context.query["sort"].flatMap(ValidatorSort.init(rawValue:)) ?? .stake
        let list: [ValidatorSummary]
        do { list = try await stakingFlow().validators(sort: sort) } catch {
            let view = explain(error, context)
            throw PageFailure(
                template: "message", title: title, values: ["text": text("stakeUnreadable", context)], status: 502,
                message: view.line, detail: view.detail)
        }
        let view = ValidatorsViewModel(list, language: context.language)
        let account = context.query["for"].flatMap { try? PublicKey($0) }
        return page(
            "validators", title: view.title, context,
            values: [
                "columns": view.columns, "account": account?.base58 ?? "",
                "rows": view.rows.map { row -> [String: any Sendable] in
                    var values: [String: any Sendable] = [
                        "vote": row.voteAccount, "identity": row.identity, "commission": row.commission,
                        "stake": row.activeStake, "lastVote": row.lastVote, "status": row.delinquent ?? "—",
                    ]
                    if let account { values["link"] = "/accounts/\(account.base58)/stake?validator=\(row.voteAccount)" }
                    return values
                },
            ])
    }

    /// The rewards of the account's stake accounts over the last five finished epochs (`StakingFlow.rewards`).
    func stakeRewards(_ address: PublicKey, _ context: PageContext) async throws -> Response {
        try ownAccount(address, context)
        let title = Localizer(context.language)(.rewardsTitle)
        let rewards: [StakeReward]
        do { rewards = try await stakingFlow().rewards(of: address, epochs: 5) } catch {
            let view = explain(error, context)
            throw PageFailure(
                template: "message", title: title, values: ["text": text("stakeUnreadable", context)], status: 502,
                message: view.line, detail: view.detail)
        }
        let view = StakeRewardsViewModel(rewards, epochs: 5, language: context.language)
        return page(
            "rewards", title: view.title, context,
            values: [
                "address": address.base58, "columns": view.columns, "placeholder": view.placeholder ?? "",
                "rows": view.rows.map { row -> [String: any Sendable] in
                    [
                        "epoch": row.epoch, "account": row.account, "amount": row.amount,
                        "balanceAfter": row.balanceAfter, "commission": row.commission,
                    ]
                },
            ])
    }

    /// The order a stake form asks for.
    func stakeOrder(_ wallet: PublicKey, _ form: [String: String], _ context: PageContext) throws -> StakeOrder {
        func refuse(_ message: String) -> PageFailure {
            PageFailure(
                template: "message", title: Localizer(context.language)(.stakeTitle), values: ["text": message],
                message: message)
        }
        func key(_ name: String) throws -> PublicKey {
            let value = (form[name] ?? "").trimmingCharacters(in: .whitespaces)
            do { return try PublicKey(value) } catch {
                throw refuse(Localizer.fill(text("notAnAddress", context), [value.isEmpty ? "—" : value]))
            }
        }
        // "0,5" where the language writes decimals with a comma (NumberStyle.typedAmount), as the send form.
        let amount = NumberStyle(context.language).typedAmount(
            (form["amount"] ?? "").trimmingCharacters(in: .whitespaces))
        switch form["action"] {
        case "create":
            guard !amount.isEmpty else { throw refuse(text("enterAmount", context)) }
            return StakeOrder(
                action: .create, wallet: wallet, stakeAccount: nil, amount: amount, validator: try key("validator"))
        case "deactivate":
            return StakeOrder(
                action: .deactivate, wallet: wallet, stakeAccount: try key("stake_account"), amount: nil,
                validator: nil)
        case "withdraw":
            return StakeOrder(
                action: .withdraw, wallet: wallet, stakeAccount: try key("stake_account"),
                amount: amount.isEmpty ? nil : amount, validator: nil)
        case "split":
            guard !amount.isEmpty else { throw refuse(text("enterAmount", context)) }
            return StakeOrder(
                action: .split, wallet: wallet, stakeAccount: try key("stake_account"), amount: amount, validator: nil)
        case "merge":
            return StakeOrder(
                action: .merge, wallet: wallet, stakeAccount: try key("stake_account"), amount: nil, validator: nil,
                source: try key("source"))
        default: throw refuse(text("noSuchPage", context))
        }
    }

    /// The SDK's review of `order` (`StakingFlow.prepare…`: the minimum delegation, the rent, the validator's state,
    /// the authorities, the simulation's effects checked against what the action may do).
    func preparedStake(_ order: StakeOrder, flow: StakingFlow) async throws(StakingError) -> StakeReview {
        switch order.action {
        case .create:
            return try await flow.prepareCreate(
                wallet: order.wallet, amount: order.amount ?? "", validator: order.validator ?? order.wallet)
        case .deactivate:
            return try await flow.prepareDeactivate(
                wallet: order.wallet, stakeAccount: order.stakeAccount ?? order.wallet)
        case .withdraw:
            return try await flow.prepareWithdraw(
                wallet: order.wallet, stakeAccount: order.stakeAccount ?? order.wallet, amount: order.amount)
        case .split:
            return try await flow.prepareSplit(
                wallet: order.wallet, stakeAccount: order.stakeAccount ?? order.wallet, amount: order.amount ?? "")
        case .merge:
            return try await flow.prepareMerge(
                wallet: order.wallet, destination: order.stakeAccount ?? order.wallet,
                source: order.source ?? order.wallet)
        }
    }

    func stakeRefusal(_ wallet: PublicKey, _ context: PageContext, _ message: String, status: Int = 422) -> PageFailure
    {
        PageFailure(
            template: "message", title: Localizer(context.language)(.stakeTitle),
            values: ["text": text("nothingSigned", context)], status: status, message: message)
    }

    func stakeReview(_ wallet: PublicKey, _ form: [String: String], _ context: PageContext) async throws
        -> Response
    {
        try ownAccount(wallet, context)
        let order = try stakeOrder(wallet, form, context)
        let flow = try stakingFlow()
        let review: StakeReview
        do { review = try await preparedStake(order, flow: flow) } catch {
            throw stakeRefusal(wallet, context, explain(error, context).line, status: Self.status(error))
                .detailing(explain(error, context))
        }
        let view = StakeReviewViewModel(review, language: context.language)
        // A single-use id bound to this order and the stake account reviewed: its confirmation signs once.
        let id = await stakeReviews.issue(StakeReviewed(order: order, stakeAccount: review.stakeAccount))
        var hidden: [[String: any Sendable]] = [["name": "action", "value": order.action.rawValue]]
        if let account = order.stakeAccount { hidden.append(["name": "stake_account", "value": account.base58]) }
        if let amount = order.amount { hidden.append(["name": "amount", "value": amount]) }
        if let validator = order.validator { hidden.append(["name": "validator", "value": validator.base58]) }
        if let source = order.source { hidden.append(["name": "source", "value": source.base58]) }
        return page(
            "review", title: view.title, context,
            values: [
                "address": wallet.base58, "reviewId": id, "hidden": hidden,
                "confirmAction": "/accounts/\(wallet.base58)/stake/confirm",
                "backLink": "/accounts/\(wallet.base58)/stake",
                "fields": view.fields.map { ["label": $0.label, "value": $0.value] as [String: any Sendable] },
                "warnings": view.notes + view.warnings, "question": view.question,
                "effects": [
                    [
                        "title": view.effects.title,
                        "accounts": view.effects.accounts.map {
                            ["account": $0.account, "kind": $0.kind, "lines": $0.lines] as [String: any Sendable]
                        },
                    ] as [String: any Sendable]
                ],
            ])
    }

    func stakeConfirm(_ wallet: PublicKey, _ form: [String: String], _ context: PageContext) async throws
        -> Response
    {
        try ownAccount(wallet, context)
        let order = try stakeOrder(wallet, form, context)
        let id = form["review_id"] ?? ""
        // Consumed before anything is signed: a second submit of the same review signs nothing.
        let reviewed: StakeReviewed
        do { reviewed = try await stakeReviews.begin(id, matches: { $0.order == order }) } catch {
            if case .alreadySent(let signature) = error {
                return .redirect("/accounts/\(wallet.base58)/stake?signature=\(signature.base58)")
            }
            throw stakeRefusal(wallet, context, error.description, status: 409)
        }
        let signer: Keypair
        do { signer = try await manager(form["password"] ?? "").keypair(for: wallet) } catch {
            await stakeReviews.release(id)  // nothing was signed
            let wrong: Bool
            if case .keystore(.authenticationFailed) = error as? WalletError { wrong = true } else { wrong = false }
            if wrong { throw stakeRefusal(wallet, context, text("wrongPassword", context), status: 403) }
            let view = explain(error, context)
            throw stakeRefusal(wallet, context, view.line, status: 422).detailing(view)
        }
        // Prepared again (a fresh blockhash, the checks as of now), for the same stake account.
        var flow: StakingFlow
        do { flow = try stakingFlow() } catch {
            await stakeReviews.release(id)
            throw error
        }
        flow.journal = await SQLiteSentTransactionJournal.of(flow.client, in: services.database)
        let review: StakeReview
        do { review = try await preparedStake(order, flow: flow) } catch {
            await stakeReviews.release(id)
            throw stakeRefusal(wallet, context, explain(error, context).line, status: Self.status(error))
                .detailing(explain(error, context))
        }
        guard review.stakeAccount == reviewed.stakeAccount else {
            await stakeReviews.release(id)
            throw stakeRefusal(wallet, context, SendReviewLedger.Refusal.mismatch.description, status: 409)
        }
        let signature: Signature
        do { signature = try await flow.send(review, signer: signer) } catch {
            await stakeReviews.fail(id, reason: "\(error)")
            let view = explain(error, context)
            throw stakeRefusal(wallet, context, view.line, status: 502).detailing(view)
        }
        await stakeReviews.complete(id, signature: signature)
        await balances.forget(wallet)
        // POST-redirect-GET: the list again, with what was sent.
        return .redirect("/accounts/\(wallet.base58)/stake?signature=\(signature.base58)")
    }

    /// 502 when the cluster failed, else 422 (the request is refused).
    static func status(_ error: StakingError) -> Int {
        switch error {
        case .send(let send): return send.isRefusal ? 422 : 502
        case .state: return 502
        default: return 422
        }
    }
}
