import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// `solwallet token …`: the wallet's token accounts.
struct TokenGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token", abstract: helpText("Manage your token accounts."),
        subcommands: [TokenCloseEmpty.self, TokenHide.self, TokenUnhide.self, TokenHidden.self], aliases: ["tokens"])
}

/// `solwallet token close-empty`: close the account's empty token accounts and get their rent back.
struct TokenCloseEmpty: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "close-empty", abstract: helpText("Close your empty token accounts and get their rent back."),
        discussion: helpText(
            """
            Every token account keeps about 0.002 SOL of rent while it exists, even when it holds nothing. This \
            closes the ones holding 0 tokens (SPL Token and Token-2022) that your account can close alone, at most \
            \(TokenCleanupFlow.maximumPerTransaction) per transaction, after showing what the simulated transaction \
            does. Receiving that token again creates the account again.
            """))

    @Option(help: helpText("Use this address of your wallets (default: the first wallet's first account)."))
    var from: String?
    @Flag(help: helpText("Do not ask for confirmation (for scripts).")) var yes = false
    @OptionGroup var keypair: KeypairOptions
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let client = try cluster.client(settings: context.registry)
        let signer = try keypair.load()
        let wallet = try context.account(from, consequence: .cliNothingClosed, keypair: signer)
        let language = try output.language(registry: context.registry)
        var flow = TokenCleanupFlow(client: client)
        flow.commitment = cluster.commitment
        flow.journal = await SQLiteSentTransactionJournal.of(client, in: context.database)
        let ready = flow
        let empty: [EmptyTokenAccount]
        do {
            empty = try await Spinner.run(.findingEmptyTokenAccounts) { () throws(SendError) in
                try await ready.emptyAccounts(of: wallet)
            }
        } catch { throw CLIError(error, cluster: client.cluster) }
        guard !empty.isEmpty else {
            if output.json {
                try Output.printJSON(Result(review: nil, view: nil, signature: nil, explorer: nil, remaining: 0))
            } else {
                print(Localizer(language)(.closeEmptyNone))
            }
            return
        }
        let batch = Array(empty.prefix(TokenCleanupFlow.maximumPerTransaction))
        let review: TokenCleanupReview
        do {
            review = try await Spinner.run(.preparing) { () throws(SendError) in
                try await ready.prepare(wallet: wallet, closing: batch)
            }
        } catch { throw CLIError(error, cluster: client.cluster) }
        let view = TokenCleanupViewModel(review, language: language)
        if !output.json || !yes { Output.status(view.terminalText(style: output.style) + "\n", style: output.style) }
        if !yes {
            try SenderOptions.confirm(view.question, doing: .cliDoingClosing, nothing: .cliNothingClosed)
        }
        let key: Keypair
        if let signer {
            key = signer
        } else {
            let manager = try context.manager(try password.password())
            do { key = try await manager.keypair(for: wallet) } catch { throw CLIError(error) }
        }
        let signature: Signature
        do {
            signature = try await flow.send(review, signer: key, progress: Output.sendProgress(quiet: output.json))
        } catch { throw CLIError(error, cluster: client.cluster) }
        let explorer = TxCommand.Show.explorerLink(signature, cluster: client.cluster)
        let remaining = empty.count - batch.count
        if output.json {
            try Output.printJSON(
                Result(
                    review: review, view: view, signature: signature.base58, explorer: explorer, remaining: remaining))
        } else {
            print(signature.base58)
            print(explorer)
            if remaining > 0 {
                Output.status(
                    Localizer(language)(.cliCloseEmptyMore, String(remaining)) + "\n", style: output.style)
            }
        }
    }

    /// `--json` (docs/json-output.md): the accounts closed with their rent, the SOL reclaimed, the fee and the wallet's
    /// SOL after (u64s as strings), the signature, how many empty accounts are left for another run, and the review as
    /// shown under `reviewText`. With nothing to close: `remaining` 0 and nothing else.
    struct Result: Encodable {
        let review: TokenCleanupReview?
        let view: TokenCleanupViewModel?
        let signature: String?
        let explorer: String?
        let remaining: Int

        struct Closed: Encodable {
            let account: String
            let mint: String
            let program: String
            let rent: String
        }

        enum CodingKeys: String, CodingKey {
            case closed, reclaimed, fee, walletAfter, signature, explorer, remaining, view = "reviewText"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if let review {
                try container.encode(
                    review.accounts.map {
                        Closed(
                            account: $0.account.base58, mint: $0.mint.base58, program: $0.program.programId.base58,
                            rent: String($0.lamports))
                    }, forKey: .closed)
                try container.encode(String(review.reclaimed), forKey: .reclaimed)
                try container.encode(String(review.fee), forKey: .fee)
                try container.encode(String(review.walletAfter), forKey: .walletAfter)
            }
            try container.encodeIfPresent(signature, forKey: .signature)
            try container.encodeIfPresent(explorer, forKey: .explorer)
            try container.encode(remaining, forKey: .remaining)
            try container.encodeIfPresent(view, forKey: .view)
        }
    }
}

/// `solwallet token hide MINT`: leave a token out of balances (spam, dust); nothing changes on chain.
struct TokenHide: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hide", abstract: helpText("Leave a token out of your balances (nothing changes on chain)."),
        discussion: helpText(
            "The balance says how many tokens it leaves out; 'solwallet token unhide MINT' shows one again."))

    @Argument(help: helpText("The token's mint (the full address the balance shows).")) var mint: PublicKey
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let changed: Bool
        do { changed = try HiddenTokens(registry: context.registry).hide(mint) } catch {
            throw CLIError(.file, error.description, cause: error)
        }
        try TokenHidden.report(
            mint: mint, hidden: true, changed: changed, output: output,
            language: try output.language(registry: context.registry))
    }
}

/// `solwallet token unhide MINT`: show a hidden token in balances again.
struct TokenUnhide: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unhide", abstract: helpText("Show a hidden token in your balances again."),
        discussion: helpText(
            """
            Also shows a token the token-filter rule hides (dust of a mint without a name): your choice wins over the \
            rule. 'solwallet balance --all' lists the hidden tokens with why each is hidden.
            """))

    @Argument(help: helpText("The token's mint.")) var mint: PublicKey
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let changed: Bool
        do { changed = try HiddenTokens(registry: context.registry).unhide(mint) } catch {
            throw CLIError(.file, error.description, cause: error)
        }
        try TokenHidden.report(
            mint: mint, hidden: false, changed: changed, output: output,
            language: try output.language(registry: context.registry))
    }
}

/// `solwallet token hidden [ACCOUNT]`: the tokens left out of balances and why: the mints you hid, and the token
/// accounts the token-filter rule hides for the account right now (as `balance --all` lists them).
struct TokenHidden: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hidden",
        abstract: helpText("List the tokens left out of your balances, with why each is hidden."),
        discussion: helpText(
            """
            The mints you hid ('solwallet token hide'), and the token accounts of the account that the token-filter \
            rule hides right now (read from the cluster, else the cached balance), each with its reason. Without an \
            account and without a wallet, only the mints you hid.
            """))

    @Argument(help: AccountArgument.help)
    var account: String?
    @OptionGroup var keypair: KeypairOptions
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    /// `--json`: the mints you hid (`hidden`, as before), and every hidden token with its reason.
    struct Result: Encodable {
        struct Token: Encodable {
            let mint: String
            let account: String?
            let amount: String?
            let decimals: UInt8?
            let uiAmount: String?
            let reason: String
        }
        let hidden: [String]
        let address: String?
        let tokenFilter: String
        let tokens: [Token]
    }

    func run() async throws {
        let context = try WalletContext(home: home)
        let language = try output.language(registry: context.registry)
        let mints: Set<PublicKey>
        let visibility: TokenVisibility
        do { mints = try HiddenTokens(registry: context.registry).mints() } catch {
            throw CLIError(.file, error.description, cause: error)
        }
        do { visibility = try WalletSettings(registry: context.registry).tokenVisibility() } catch {
            throw CLIError(.invalidInput, error.description, cause: error)
        }
        // The account: given, else the default one; none (no wallet, no account setting) lists the hand list only.
        let signer = try keypair.load()
        var address: PublicKey?
        let configured = try context.configuredAccount()
        if account != nil || signer != nil || !context.ownAccounts.isEmpty || configured != nil {
            address = try context.resolve(account, keypair: signer, language: language).address
        }
        var split: TokenSplit?
        if let address {
            let client = try cluster.client(settings: context.registry)
            let loader = CachedBalanceLoader(client: client, database: context.database)
            do {
                let loaded = try await Spinner.run(.loadingBalance) { () throws(BalanceError) in
                    try await loader.loadBalance(of: address)
                }
                split = visibility.split(loaded.balance)
            } catch {
                // The hand list still holds: said on stderr, with why in the user's language.
                let view = ErrorViewModel(error, language: language)
                Output.status(
                    Localizer(language)(.hiddenRuleUnavailable, address.base58) + " " + view.message + "\n")
            }
        }
        let view = HiddenTokensViewModel(hidden: mints, split: split, language: language)
        if output.json {
            try Output.printJSON(
                Result(
                    hidden: mints.map(\.base58).sorted(), address: address?.base58,
                    tokenFilter: visibility.filter.rawValue,
                    tokens: view.rows.map {
                        .init(
                            mint: $0.mint, account: $0.account, amount: $0.amount.map { String($0.baseUnits) },
                            decimals: $0.amount?.decimals, uiAmount: $0.amount?.amount, reason: $0.reason.rawValue)
                    }))
        } else if !view.rows.isEmpty {
            print(TextTable.render(header: view.columns, rows: view.cells, rightAligned: [1]))
        }
    }

    /// What `hide` and `unhide` print: the mint and whether it is hidden now (`changed`: false when it already was).
    static func report(mint: PublicKey, hidden: Bool, changed: Bool, output: OutputOptions, language: Language) throws {
        let l10n = Localizer(language)
        struct Result: Encodable {
            let mint: String
            let hidden: Bool
            let changed: Bool
        }
        if output.json {
            try Output.printJSON(Result(mint: mint.base58, hidden: hidden, changed: changed))
        } else if hidden {
            print(l10n(changed ? .cliTokenHidden : .cliTokenAlreadyHidden, mint.base58))
        } else {
            print(l10n(changed ? .cliTokenShownAgain : .cliTokenNotHidden, mint.base58))
        }
    }
}
