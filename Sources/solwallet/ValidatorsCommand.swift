import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// `solwallet validators`: the cluster's validators to stake with.
struct ValidatorsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validators", abstract: helpText("List the cluster's validators (vote accounts) to stake with."),
        discussion: helpText(
            """
            From getVoteAccounts: the vote account (what you delegate to), the validator's identity, its commission \
            (the share of rewards it keeps), its active stake, its last vote and whether it is delinquent (it stopped \
            voting: stake there earns nothing). Stake with 'solwallet stake create AMOUNT --validator VOTE'.
            """))

    @Option(help: helpText("Sort by 'stake' (most first, the default) or 'commission' (lowest first)."))
    var sort: ValidatorSort = .stake
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let client = try cluster.client(home: home)
        var flow = StakingFlow(client: client)
        flow.commitment = cluster.commitment
        let list: [ValidatorSummary]
        do {
            list = try await Spinner.run(.readingValidators) { () throws(StakingError) in
                try await flow.validators(sort: sort)
            }
        } catch { throw CLIError(error, cluster: client.cluster) }
        if output.json {
            try Output.printJSON(Result(validators: list.map(Row.init)))
            return
        }
        let language = try output.language(home: home)
        if list.isEmpty {
            print(Localizer(language)(.cliNoValidators))
            return
        }
        guard language == .en else {
            // The dashboard's columns and words (`ValidatorsViewModel`), amounts with the language's separator.
            let view = ValidatorsViewModel(list, language: language)
            let ok = Localizer(language)(.txShowStatusOk)
            print(
                TextTable.render(
                    header: view.columns,
                    rows: view.rows.map {
                        [$0.voteAccount, $0.identity, $0.commission, $0.activeStake, $0.lastVote, $0.delinquent ?? ok]
                    }, rightAligned: [2, 3, 4]))
            return
        }
        let rows = list.map { v in
            [
                v.info.votePubkey.base58, v.info.nodePubkey.base58,
                v.info.commissionBasisPoints.map { StakeText.percent(bps: $0) } ?? "?",
                Lamports.format(v.info.activatedStake), String(v.info.lastVote), v.delinquent ? "delinquent" : "ok",
            ]
        }
        print(
            TextTable.render(
                header: ["VOTE ACCOUNT", "IDENTITY", "COMMISSION", "ACTIVE STAKE (SOL)", "LAST VOTE", "STATUS"],
                rows: rows,
                rightAligned: [2, 3, 4]))
    }

    struct Result: Encodable { let validators: [Row] }

    struct Row: Encodable {
        let votePubkey: String
        let nodePubkey: String
        let commission: UInt8?
        let commissionBps: UInt16?
        @DecimalString var activatedStake: UInt64
        @DecimalString var lastVote: UInt64
        @OptionalDecimalString var rootSlot: UInt64?
        let delinquent: Bool
        let epochCredits: [[String]]

        init(_ v: ValidatorSummary) {
            votePubkey = v.info.votePubkey.base58
            nodePubkey = v.info.nodePubkey.base58
            commission = v.info.commission
            commissionBps = v.info.commissionBasisPoints
            activatedStake = v.info.activatedStake
            lastVote = v.info.lastVote
            rootSlot = v.info.rootSlot
            delinquent = v.delinquent
            epochCredits = v.info.epochCredits.map { [$0.epoch, $0.credits, $0.previousCredits].map(String.init) }
        }
    }
}

extension ValidatorSort: ExpressibleByArgument {}

extension CLIError {
    /// A staking action that was refused or failed.
    init(_ error: StakingError, cluster: Cluster) {
        switch error {
        case .send(let send): self.init(send, cluster: cluster)
        case .state: self.init(.cluster, error.description, cause: error)
        case .notAStakeAccount: self.init(.notFound, error.description + "; nothing was sent", cause: error)
        default: self.init(.invalidInput, error.description + "; nothing was sent", cause: error)
        }
        cause = error
    }
}
