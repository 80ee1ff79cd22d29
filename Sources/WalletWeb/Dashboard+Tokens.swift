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

    /// The user's hidden and shown tokens with the `token-filter` rule, as `solwallet balance` applies them (the
    /// rule alone when the lists cannot be read).
    func tokenVisibility() -> TokenVisibility {
        (try? settings.tokenVisibility())
            ?? TokenVisibility(
                filter: .default, hidden: [], shown: [], known: Set(KnownTokens.symbols.keys))
    }

    /// The account page's token and collectible rows (`BalanceViewModel` with the user's `TokenVisibility`): the
    /// hidden ones left out, or listed with their reason when the page asks for them (`?hidden=1`); a logo through
    /// the image proxy (`/img/ID`) when the creator published an https one. Sets the hidden count and the toggle.
    func tokenRows(
        _ loaded: LoadedBalance, _ values: inout [String: any Sendable], _ context: PageContext,
        worth: AccountValueViewModel
    ) -> BalanceViewModel.Content? {
        let showHidden = context.query["hidden"] != nil
        values["showHidden"] = showHidden
        let view = BalanceViewModel(
            loaded, language: context.language, visibility: tokenVisibility(), listHidden: showHidden)
        guard let content = view.value else { return nil }
        let l10n = Localizer(context.language)
        // A key left out when there is nothing (the template engine shows a nil Optional as "nil", and truthy).
        func row(_ line: BalanceViewModel.TokenLine) -> [String: any Sendable] {
            var row: [String: any Sendable] = [
                "label": line.label, "amount": line.amount.textWithSymbol, "name": line.name ?? "",
                "mint": line.mint, "nft": line.nonFungible, "value": worth.tokens[line.mint] ?? "—",
                "hidden": line.hiddenReason != nil, "hiddenText": line.hiddenText ?? "",
                "symbol": line.label == line.mintShort ? "" : line.label,
                "logoAlt": l10n(.tokenLogoAlt, line.name ?? line.label),
            ]
            if let imitated = line.imitates { row["imitates"] = l10n(.tokenImitates, imitated) }
            // The metadata URI: an image, or (most often) an off-chain JSON document naming one (Dashboard+Images).
            if let uri = line.logoURI, let logo = imageLink(uri, quiet: true, tokenLogo: true) { row["logo"] = logo }
            return row
        }
        values["tokens"] = (content.tokens + content.hidden).map(row)
        values["collectibles"] = content.collectibles.map(row)
        values["hasCollectibles"] = !content.collectibles.isEmpty
        values["placeholder"] = content.tokensPlaceholder ?? ""
        if let summary = content.hiddenSummary {
            values["hiddenCount"] = summary.text
            if content.tokens.isEmpty && content.collectibles.isEmpty && !showHidden {
                values["placeholder"] = summary.text
            }
        }
        return content
    }

    /// `loaded` without the token accounts the user or the rule hides (`TokenVisibility`): what the account's
    /// value is computed from, as `solwallet balance` values only what it shows.
    func visibleTokens(_ loaded: LoadedBalance) -> LoadedBalance {
        LoadedBalance(
            balance: tokenVisibility().split(loaded.balance).visible, source: loaded.source, cluster: loaded.cluster)
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
