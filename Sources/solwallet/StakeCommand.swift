import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// `solwallet stake …`: native staking with one of the wallet's accounts.
struct StakeGroup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stake", abstract: helpText("Stake SOL with a validator, watch it, collect rewards, and unstake."),
        discussion: helpText(
            """
            Stake accounts are created at addresses derived from your account and a seed ("0", "1", …, as the Solana \
            CLI's --seed and solana-stake-accounts do), so nothing new needs backing up. Stake activates at the next \
            epoch boundary, earns rewards every epoch, and after 'deactivate' cools down until the next boundary; \
            then 'withdraw' returns it to your account. Every transaction is shown for review before signing.
            """),
        subcommands: [
            StakeCreate.self, StakeList.self, StakeDeactivate.self, StakeWithdraw.self, StakeSplit.self,
            StakeMerge.self, StakeRewards.self,
        ])
}

/// Options every signing stake command takes: the account, --yes, the cluster, the password, the wallet files and the
/// output.
struct StakeActionOptions: ParsableArguments {
    @Option(help: helpText("Use this address of your wallets (default: the first wallet's first account)."))
    var from: String?
    @Flag(help: helpText("Do not ask for confirmation (for scripts).")) var yes = false
    @Option(
        name: .customLong("tx-version"),
        help: helpText(
            """
            The transaction format: legacy (default), v0, v1 (SIMD-0385: the compute-unit and account-data limits \
            from one simulation in the message's config) or auto (v1 where the cluster takes it, else legacy).
            """))
    var txVersion: SendRequest.VersionChoice = .legacy
    @OptionGroup var keypair: KeypairOptions
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var password: PasswordOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions
}

extension StakeActionOptions {
    /// `text` as the SDK reads a decimal: "0,5" typed in pt/el/tr is 0.5 (a point stays a point in every language).
    func typedAmount(_ text: String) throws -> String {
        NumberStyle(try output.language(registry: try WalletContext(home: home).registry)).typedAmount(text)
    }
}

/// Prepare (with a spinner), review, confirm, unlock, sign, send, confirm: shared by the signing stake commands.
enum StakeRunner {
    static func run(
        _ options: StakeActionOptions, what: String,
        prepare: @escaping @Sendable (StakingFlow, PublicKey) async throws(StakingError) -> StakeReview
    ) async throws {
        let (cluster, output) = (options.cluster, options.output)
        let context = try WalletContext(home: options.home)
        let client = try cluster.client(settings: context.registry)
        let signer = try options.keypair.load()
        let wallet = try context.account(options.from, consequence: .cliNothingSent, keypair: signer)
        var flow = StakingFlow(client: client)
        flow.commitment = cluster.commitment
        flow.version = options.txVersion
        flow.journal = await SQLiteSentTransactionJournal.of(client, in: context.database)
        let ready = flow
        let review: StakeReview
        do {
            review = try await Spinner.run(.preparingStake) { () throws(StakingError) in
                try await prepare(ready, wallet)
            }
        } catch { throw CLIError(error, cluster: client.cluster) }
        let language = try output.language(registry: context.registry)
        let view = StakeReviewViewModel(review, language: language)
        if !output.json || !options.yes {
            Output.status(view.terminalText(style: output.style) + "\n", style: output.style)
        }
        if !options.yes {
            try SenderOptions.confirm(
                view.question, doing: .cliDoingStaking, nothing: .cliNothingSent, englishDoing: what)
        }
        let keypair: Keypair
        if let signer {
            keypair = signer
        } else {
            let manager = try context.manager(try options.password.password())
            do { keypair = try await manager.keypair(for: wallet) } catch { throw CLIError(error) }
        }
        let signature: Signature
        do {
            signature = try await flow.send(review, signer: keypair, progress: Output.sendProgress(quiet: output.json))
        } catch { throw CLIError(error, cluster: client.cluster) }
        let explorer = TxCommand.Show.explorerLink(signature, cluster: client.cluster)
        if output.json {
            try Output.printJSON(
                ReviewJSON(review, effects: view.effects, signature: signature.base58, explorer: explorer))
        } else {
            print(signature.base58)
            print(explorer)
        }
    }

    struct ReviewJSON: Encodable {
        let action: String
        let wallet: String
        let stakeAccount: String
        let seed: String?
        let otherAccount: String?
        let validator: String?
        @DecimalString var amount: UInt64
        @DecimalString var rent: UInt64
        @DecimalString var minimumDelegation: UInt64
        @DecimalString var fee: UInt64
        @DecimalString var epoch: UInt64
        @OptionalDecimalString var effectiveEpoch: UInt64?
        @OptionalDecimalString var estimatedSeconds: UInt64?
        @DecimalString var walletBefore: UInt64
        @DecimalString var walletAfter: UInt64
        let warnings: [String]
        /// legacy, v0 or v1.
        let transactionVersion: String
        let effects: SigningReviewViewModel
        let signature: String
        let explorer: String

        enum CodingKeys: String, CodingKey {
            case action, wallet, stakeAccount, seed, otherAccount, validator, amount, rent, minimumDelegation, fee
            case epoch, effectiveEpoch, estimatedSeconds, walletBefore, walletAfter, warnings, transactionVersion
            case effects = "effectsText", signature, explorer
        }

        init(_ r: StakeReview, effects: SigningReviewViewModel, signature: String, explorer: String) {
            self.effects = effects
            action = r.action.rawValue
            wallet = r.wallet.base58
            stakeAccount = r.stakeAccount.base58
            seed = r.seed
            otherAccount = r.otherAccount?.base58
            validator = r.validator?.base58
            amount = r.amount
            rent = r.rent
            minimumDelegation = r.minimumDelegation
            fee = r.fee
            epoch = r.epoch
            effectiveEpoch = r.effectiveEpoch
            estimatedSeconds = r.estimatedSeconds
            walletBefore = r.walletBefore
            walletAfter = r.walletAfter
            warnings = r.warnings
            switch r.transaction.message.version {  // as `send --json` names it
            case .legacy: transactionVersion = "legacy"
            case .v0: transactionVersion = "v0"
            case .v1: transactionVersion = "v1"
            }
            self.signature = signature
            self.explorer = explorer
        }
    }
}

struct StakeCreate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: helpText("Create a stake account with AMOUNT SOL and delegate it to a validator."),
        discussion: helpText(
            """
            Refuses an amount below the cluster's minimum delegation, a wallet that cannot pay the amount, the \
            rent-exempt reserve (kept in the stake account) and the fee, an unknown vote account, and a delinquent \
            validator (unless --allow-delinquent). The review shows the rent, the minimum delegation and the epoch \
            the stake becomes active, with an estimated time.
            """))

    @Argument(help: helpText("The SOL to stake (a decimal, e.g. 2.5).")) var amount: String
    @Option(help: helpText("The validator's vote account (see solwallet validators).")) var validator: PublicKey
    @Flag(help: helpText("Stake with a delinquent validator anyway.")) var allowDelinquent = false
    @OptionGroup var options: StakeActionOptions

    func run() async throws {
        let (amount, validator, allow) = (try options.typedAmount(amount), validator, allowDelinquent)
        try await StakeRunner.run(options, what: "staking") { (flow, wallet) throws(StakingError) in
            try await flow.prepareCreate(wallet: wallet, amount: amount, validator: validator, allowDelinquent: allow)
        }
    }
}

struct StakeDeactivate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deactivate",
        abstract: helpText("Deactivate (unstake) a stake account; withdraw it after the cooldown."),
        discussion: helpText("Deactivation is all or nothing per account: split first to unstake a part."))

    @Argument(help: helpText("The stake account.")) var stakeAccount: PublicKey
    @OptionGroup var options: StakeActionOptions

    func run() async throws {
        let account = stakeAccount
        try await StakeRunner.run(options, what: "deactivating") { (flow, wallet) throws(StakingError) in
            try await flow.prepareDeactivate(wallet: wallet, stakeAccount: account)
        }
    }
}

struct StakeWithdraw: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "withdraw", abstract: helpText("Withdraw inactive SOL from a stake account to your account."),
        discussion: helpText(
            """
            Without AMOUNT, everything withdrawable: the whole balance of an inactive account (which closes it). \
            Refuses while the stake is active, activating or cooling down: deactivate it and wait for the boundary.
            """))

    @Argument(help: helpText("The stake account.")) var stakeAccount: PublicKey
    @Argument(help: helpText("SOL to withdraw (default: everything withdrawable).")) var amount: String?
    @OptionGroup var options: StakeActionOptions

    func run() async throws {
        let (account, amount) = (stakeAccount, try amount.map(options.typedAmount))
        try await StakeRunner.run(options, what: "withdrawing") { (flow, wallet) throws(StakingError) in
            try await flow.prepareWithdraw(wallet: wallet, stakeAccount: account, amount: amount)
        }
    }
}

struct StakeSplit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "split", abstract: helpText("Move AMOUNT SOL of a stake account into a new one (same validator)."),
        discussion: helpText("Both parts must stay at or above the minimum delegation. Use it to unstake a part."))

    @Argument(help: helpText("The stake account to split.")) var stakeAccount: PublicKey
    @Argument(help: helpText("The SOL to move into the new account.")) var amount: String
    @OptionGroup var options: StakeActionOptions

    func run() async throws {
        let (account, amount) = (stakeAccount, try options.typedAmount(amount))
        try await StakeRunner.run(options, what: "splitting") { (flow, wallet) throws(StakingError) in
            try await flow.prepareSplit(wallet: wallet, stakeAccount: account, amount: amount)
        }
    }
}

struct StakeMerge: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: helpText("Merge SOURCE into DESTINATION (SOURCE is closed)."),
        discussion: helpText(
            """
            Both must be inactive, both activating in the same epoch, or both fully active, to the same validator, \
            with the same authorities; an account that is partly activating or deactivating cannot be merged.
            """))

    @Argument(help: helpText("The account that remains.")) var destination: PublicKey
    @Argument(help: helpText("The account merged and closed.")) var source: PublicKey
    @OptionGroup var options: StakeActionOptions

    func run() async throws {
        let (destination, source) = (destination, source)
        try await StakeRunner.run(options, what: "merging") { (flow, wallet) throws(StakingError) in
            try await flow.prepareMerge(wallet: wallet, destination: destination, source: source)
        }
    }
}

struct StakeList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: helpText("Your stake accounts: state, active and inactive amounts."),
        discussion: helpText(
            """
            States: activating (until the next epoch boundary), active (earning), deactivating (cooling down until \
            the next boundary), inactive (withdrawable). Amounts are computed from the cluster's stake history as \
            the runtime does.
            """))

    @Option(help: helpText("List the stake accounts of this address of your wallets (default: the first account)."))
    var account: String?
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let client = try cluster.client(settings: context.registry)
        let wallet = try context.account(account, consequence: .cliChooseAccount)
        var flow = StakingFlow(client: client)
        flow.commitment = cluster.commitment
        let ready = flow
        let accounts: [StakeAccount]
        do {
            accounts = try await Spinner.run(.readingStakeAccounts) { () throws(StakingError) in
                try await ready.stakeAccounts(of: wallet)
            }
        } catch { throw CLIError(error, cluster: client.cluster) }
        if output.json {
            try Output.printJSON(Result(wallet: wallet.base58, accounts: accounts.map(Row.init)))
            return
        }
        let l10n = Localizer(try output.language(registry: context.registry))
        if accounts.isEmpty {
            print(l10n(.noStakeAccounts) + " solwallet stake create AMOUNT --validator VOTE")
            return
        }
        let rows = accounts.map { a in
            [
                a.address.base58, StakeText.phase(a.phase, language: l10n.language), Lamports.format(a.lamports),
                Lamports.format(a.activation.effective), Lamports.format(a.activation.activating),
                Lamports.format(a.inactive), a.state.delegation?.voter.base58 ?? "-",
            ]
        }
        print(
            TextTable.render(
                header: [
                    l10n(.fieldStakeAccount), l10n(.columnStatus), l10n(.balance) + " (SOL)",
                    l10n(.stakeStateActive), l10n(.stakeStateActivating), l10n(.stakeStateInactive),
                    l10n(.fieldValidator),
                ], rows: rows, rightAligned: [2, 3, 4, 5]))
    }

    struct Result: Encodable {
        let wallet: String
        let accounts: [Row]
    }

    struct Row: Encodable {
        let address: String
        let state: String
        @DecimalString var lamports: UInt64
        @DecimalString var rentReserve: UInt64
        @DecimalString var active: UInt64
        @DecimalString var activating: UInt64
        @DecimalString var deactivating: UInt64
        @DecimalString var inactive: UInt64
        @DecimalString var withdrawable: UInt64
        @DecimalString var epoch: UInt64
        let validator: String?
        @OptionalDecimalString var delegatedStake: UInt64?
        @OptionalDecimalString var activationEpoch: UInt64?
        @OptionalDecimalString var deactivationEpoch: UInt64?
        let staker: String?
        let withdrawer: String?

        init(_ a: StakeAccount) {
            address = a.address.base58
            state = a.phase.rawValue
            lamports = a.lamports
            rentReserve = a.rentReserve
            active = a.activation.effective
            activating = a.activation.activating
            deactivating = a.activation.deactivating
            inactive = a.inactive
            withdrawable = a.withdrawable
            epoch = a.epoch
            let d = a.state.delegation
            validator = d?.voter.base58
            delegatedStake = d?.stake
            activationEpoch = d?.activationEpoch
            deactivationEpoch = d.flatMap { $0.deactivationEpoch == .max ? nil : $0.deactivationEpoch }
            staker = a.state.meta?.authorized.staker.base58
            withdrawer = a.state.meta?.authorized.withdrawer.base58
        }
    }
}

struct StakeRewards: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rewards", abstract: helpText("Staking rewards of your stake accounts, per epoch."),
        discussion: helpText("From getInflationReward, for the last N finished epochs (newest first)."))

    @Option(help: helpText("How many finished epochs to show (1…50).")) var epochs = 5
    @Option(help: helpText("The rewards of this address of your wallets (default: the first account)."))
    var account: String?
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (1...50).contains(epochs) else { throw ValidationError.localized(.cliUsageWithin, "--epochs", "1", "50") }
    }

    func run() async throws {
        let context = try WalletContext(home: home)
        let client = try cluster.client(settings: context.registry)
        let wallet = try context.account(account, consequence: .cliChooseAccount)
        var flow = StakingFlow(client: client)
        flow.commitment = cluster.commitment
        let (ready, count) = (flow, epochs)
        let rewards: [StakeReward]
        do {
            rewards = try await Spinner.run(.readingRewards) { () throws(StakingError) in
                try await ready.rewards(of: wallet, epochs: count)
            }
        } catch { throw CLIError(error, cluster: client.cluster) }
        if output.json {
            try Output.printJSON(Result(wallet: wallet.base58, rewards: rewards.map(Row.init)))
            return
        }
        let l10n = Localizer(try output.language(registry: context.registry))
        if rewards.isEmpty {
            print(l10n.count(.noRewardsOne, .noRewardsOther, epochs))
            return
        }
        let rows = rewards.map { r in
            [
                String(r.reward.epoch), r.account.base58, Lamports.format(r.reward.amount),
                Lamports.format(r.reward.postBalance), r.reward.commission.map { "\($0)%" } ?? "-",
            ]
        }
        print(
            TextTable.render(
                header: [
                    l10n(.columnEpoch), l10n(.fieldStakeAccount), l10n(.columnReward) + " (SOL)",
                    l10n(.columnBalanceAfter), l10n(.columnCommission),
                ], rows: rows,
                rightAligned: [0, 2, 3, 4]))
    }

    struct Result: Encodable {
        let wallet: String
        let rewards: [Row]
    }

    struct Row: Encodable {
        @DecimalString var epoch: UInt64
        let account: String
        @DecimalString var amount: UInt64
        @DecimalString var postBalance: UInt64
        @DecimalString var effectiveSlot: UInt64
        let commission: UInt8?

        init(_ r: StakeReward) {
            epoch = r.reward.epoch
            account = r.account.base58
            amount = r.reward.amount
            postBalance = r.reward.postBalance
            effectiveSlot = r.reward.effectiveSlot
            commission = r.reward.commission
        }
    }
}
