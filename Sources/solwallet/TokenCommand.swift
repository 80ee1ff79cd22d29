import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// `solwallet token …`: the wallet's token accounts.
struct TokenGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token", abstract: "Manage your token accounts.",
        subcommands: [TokenCloseEmpty.self, TokenHide.self, TokenUnhide.self, TokenHidden.self], aliases: ["tokens"])
}

/// `solwallet token close-empty`: close the account's empty token accounts and get their rent back.
struct TokenCloseEmpty: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "close-empty", abstract: "Close your empty token accounts and get their rent back.",
        discussion: """
            Every token account keeps about 0.002 SOL of rent while it exists, even when it holds nothing. This \
            closes the ones holding 0 tokens (SPL Token and Token-2022) that your account can close alone, at most \
            \(TokenCleanupFlow.maximumPerTransaction) per transaction, after showing what the simulated transaction \
            does. Receiving that token again creates the account again.
            """)

    @Option(help: "Use this address of your wallets (default: the first wallet's first account).")
    var from: String?
    @Flag(help: "Do not ask for confirmation (for scripts).") var yes = false
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
        commandName: "hide", abstract: "Leave a token out of your balances (nothing changes on chain).",
        discussion: "The balance says how many tokens it leaves out; 'solwallet token unhide MINT' shows one again.")

    @Argument(help: "The token's mint (the full address the balance shows).") var mint: PublicKey
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let changed: Bool
        do { changed = try HiddenTokens(registry: context.registry).hide(mint) } catch {
            throw CLIError(.file, error.description, cause: error)
        }
        try TokenHidden.report(mint: mint, hidden: true, changed: changed, output: output)
    }
}

/// `solwallet token unhide MINT`: show a hidden token in balances again.
struct TokenUnhide: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unhide", abstract: "Show a hidden token in your balances again.",
        discussion: """
            Also shows a token the token-filter rule hides (dust of a mint without a name): your choice wins over the \
            rule. 'solwallet balance --all' lists the hidden tokens with why each is hidden.
            """)

    @Argument(help: "The token's mint.") var mint: PublicKey
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let changed: Bool
        do { changed = try HiddenTokens(registry: context.registry).unhide(mint) } catch {
            throw CLIError(.file, error.description, cause: error)
        }
        try TokenHidden.report(mint: mint, hidden: false, changed: changed, output: output)
    }
}

/// `solwallet token hidden`: the hidden mints.
struct TokenHidden: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hidden", abstract: "List the tokens left out of your balances.")

    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let mints: [String]
        do { mints = try HiddenTokens(registry: context.registry).mints().map(\.base58).sorted() } catch {
            throw CLIError(.file, error.description, cause: error)
        }
        if output.json {
            try Output.printJSON(["hidden": mints])
        } else {
            for mint in mints { print(mint) }
        }
    }

    /// What `hide` and `unhide` print: the mint and whether it is hidden now (`changed`: false when it already was).
    static func report(mint: PublicKey, hidden: Bool, changed: Bool, output: OutputOptions) throws {
        struct Result: Encodable {
            let mint: String
            let hidden: Bool
            let changed: Bool
        }
        if output.json {
            try Output.printJSON(Result(mint: mint.base58, hidden: hidden, changed: changed))
        } else if hidden {
            print(changed ? "Hidden from balances: \(mint.base58)" : "Already hidden: \(mint.base58)")
        } else {
            print(changed ? "Shown in balances again: \(mint.base58)" : "Not hidden: \(mint.base58)")
        }
    }
}
