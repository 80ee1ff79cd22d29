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
        subcommands: [TokenCloseEmpty.self])
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
    var from: PublicKey?
    @Flag(help: "Do not ask for confirmation (for scripts).") var yes = false
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let client = try cluster.client(settings: context.registry)
        let wallet = try context.account(from, consequence: "nothing was closed")
        let language = try output.language(registry: context.registry)
        var flow = TokenCleanupFlow(client: client)
        flow.commitment = cluster.commitment
        let ready = flow
        let empty: [EmptyTokenAccount]
        do {
            empty = try await Spinner.run("Finding empty token accounts…") { () throws(SendError) in
                try await ready.emptyAccounts(of: wallet)
            }
        } catch { throw CLIError(error, cluster: client.cluster) }
        guard !empty.isEmpty else {
            if output.json {
                try Output.printJSON(Result(review: nil, signature: nil, explorer: nil, remaining: 0))
            } else {
                print(Localizer(language)(.closeEmptyNone))
            }
            return
        }
        let batch = Array(empty.prefix(TokenCleanupFlow.maximumPerTransaction))
        let review: TokenCleanupReview
        do {
            review = try await Spinner.run("Preparing…") { () throws(SendError) in
                try await ready.prepare(wallet: wallet, closing: batch)
            }
        } catch { throw CLIError(error, cluster: client.cluster) }
        let view = TokenCleanupViewModel(review, language: language)
        if !output.json || !yes { Output.status(view.terminalText(style: output.style) + "\n", style: output.style) }
        if !yes {
            try SenderOptions.confirm(view.question, doing: "closing token accounts", nothing: "nothing was closed")
        }
        let manager = try context.manager(try password.password())
        let keypair: Keypair
        do { keypair = try await manager.keypair(for: wallet) } catch { throw CLIError(error) }
        let signature: Signature
        do {
            signature = try await flow.send(review, signer: keypair, progress: Output.sendProgress(quiet: output.json))
        } catch { throw CLIError(error, cluster: client.cluster) }
        let explorer = TxCommand.Show.explorerLink(signature, cluster: client.cluster)
        let remaining = empty.count - batch.count
        if output.json {
            try Output.printJSON(
                Result(review: view, signature: signature.base58, explorer: explorer, remaining: remaining))
        } else {
            print(signature.base58)
            print(explorer)
            if remaining > 0 { Output.status("\(remaining) more: run the command again.\n", style: output.style) }
        }
    }

    /// `--json`: the review, the signature and how many empty accounts are left for another run.
    struct Result: Encodable {
        let review: TokenCleanupViewModel?
        let signature: String?
        let explorer: String?
        let remaining: Int
    }
}
