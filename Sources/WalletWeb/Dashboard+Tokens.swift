import Foundation
import Hummingbird
import SolanaCore
import SolanaWallet
import WalletPresentation

extension Dashboard {
    // MARK: The default account (the CLI's `account` setting)

    /// The account the CLI uses when a command names none (`$SOLWALLET_ACCOUNT`, the `account` setting, else the
    /// default wallet's first account), resolved by the SDK's `AccountResolver`; nil when it does not resolve.
    func defaultAccount(_ summaries: [WalletSummary]) -> PublicKey? {
        let configured = try? settings.account()?.value
        return try? AccountResolver(wallets: summaries).defaultAccount(configured: configured, scope: .own).address
    }

    /// Makes `address` (one of the wallets' accounts) the default account: the `account` setting the CLI reads.
    /// Nothing secret: no password, but a POST behind the CSRF check like every form.
    func makeDefault(_ address: PublicKey, _ form: [String: String], _ context: PageContext) throws -> Response {
        try ownAccount(address, context)
        do { _ = try settings.set(.account, to: address.base58) } catch {
            let view = explain(error, context)
            throw failure(message: view.line, status: 422).detailing(view)
        }
        return try walletList(context, notice: Localizer(context.language)(.defaultAccountSet, address.base58))
    }

    // MARK: Hidden tokens (the CLI's `token hide` / `token unhide`)

    /// The account page's token rows without those of hidden mints (`HiddenTokens`, the list the CLI keeps), unless
    /// the page asks for them (`?hidden=1`): then each hidden row is marked. Sets the hidden count and the toggle.
    func markHiddenTokens(_ values: inout [String: any Sendable], _ context: PageContext) {
        let showHidden = context.query["hidden"] != nil
        values["showHidden"] = showHidden
        guard let hidden = try? HiddenTokens(registry: registry).mints().map(\.base58),
            let rows = values["tokens"] as? [[String: any Sendable]]
        else { return }
        let set = Set(hidden)
        var kept: [[String: any Sendable]] = []
        var count = 0
        for var row in rows {
            let isHidden = (row["mint"] as? String).map(set.contains) ?? false
            if isHidden { count += 1 }
            row["hidden"] = isHidden
            if showHidden || !isHidden { kept.append(row) }
        }
        values["tokens"] = kept
        if count > 0 {
            values["hiddenCount"] = Localizer(context.language)(.tokensHiddenCount, String(count))
            if kept.isEmpty { values["placeholder"] = values["hiddenCount"] }
        }
    }

    /// `loaded` without the token accounts of hidden mints (`HiddenTokens.visible`): what the account's value is
    /// computed from, as `solwallet balance` values only what it shows. Unchanged when the list cannot be read.
    func visibleTokens(_ loaded: LoadedBalance) -> LoadedBalance {
        guard let visible = try? HiddenTokens(registry: registry).visible(loaded.balance) else { return loaded }
        return LoadedBalance(balance: visible.balance, source: loaded.source, cluster: loaded.cluster)
    }

    /// Hides (or shows again) the form's token mint for every account, as `solwallet token hide|unhide`, and goes
    /// back to the account page (with the hidden tokens listed when they were).
    func hideToken(_ address: PublicKey, _ form: [String: String], _ context: PageContext, hide: Bool) throws
        -> Response
    {
        try ownAccount(address, context)
        let mint = try key((form["mint"] ?? "").trimmingCharacters(in: .whitespaces), context)
        do {
            let list = HiddenTokens(registry: registry)
            _ = try hide ? list.hide(mint) : list.unhide(mint)
        } catch {
            let view = explain(error, context)
            throw failure(message: view.line, status: 422).detailing(view)
        }
        return .redirect("/accounts/\(address.base58)" + (form["show"] == nil ? "" : "?hidden=1"))
    }
}
