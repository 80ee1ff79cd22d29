import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import WalletPresentation

/// `--url/-u`, like the Solana CLI's: a cluster moniker or an http(s) URL.
struct ClusterOptions: ParsableArguments {
    @Option(
        name: [.customShort("u"), .customLong("url")],
        help:
            helpText(
                "Cluster: mainnet-beta, devnet, testnet, localhost (m/d/t/l) or an RPC URL. Default: $SOLWALLET_URL or mainnet-beta."
            )
    )
    var url: Cluster?

    @Option(name: .long, help: helpText("Commitment to read and wait at."))
    var commitment: Commitment = .confirmed

    /// `--url`, else `$SOLWALLET_URL`, else mainnet-beta.
    func cluster() throws(CLIError) -> Cluster {
        if let url { return url }
        guard let text = ProcessInfo.processInfo.environment["SOLWALLET_URL"] else { return .mainnetBeta }
        do { return try Cluster(parsing: text) } catch {
            throw CLIError(.invalidInput, "$SOLWALLET_URL: \(error)", cause: error)
        }
    }

}

/// Runs an RPC call for a command; a failure becomes a `CLIError` naming the cluster (network or cluster kind).
func rpc<T>(_ client: RPCClient, _ body: () async throws(RPCClientError) -> T) async throws(CLIError) -> T {
    do { return try await Spinner.run(.waitingFor(cluster: Redaction.describe(client.cluster)), body) } catch {
        throw CLIError(error, cluster: client.cluster)
    }
}

struct ClusterVersionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cluster-version", abstract: helpText("The software version of the cluster's RPC node."))

    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let client = try cluster.client(home: home)
        let version = try await rpc(client) { () throws(RPCClientError) in
            try await ClusterCheck(client: client).version()
        }
        if output.json {
            try Output.printJSON(
                VersionResult(
                    solanaCore: version.solanaCore, featureSet: version.featureSet,
                    cluster: Redaction.url(client.cluster.url)))
        } else {
            print(TerminalText.sanitize(version.solanaCore))
        }
    }

    struct VersionResult: Encodable { let solanaCore: String; let featureSet: UInt32?; let cluster: String }
}

struct SlotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slot", abstract: helpText("The cluster's current slot."))

    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let client = try cluster.client(home: home)
        let commitment = cluster.commitment
        let slot = try await rpc(client) { () throws(RPCClientError) in
            try await ClusterCheck(client: client).slot(commitment: commitment)
        }
        if output.json { try Output.printJSON(["slot": String(slot)]) } else { print(slot) }
    }
}

/// `solwallet account ADDRESS` shows an on-chain account; `solwallet account new` derives a wallet's next account.
struct AccountGroupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: helpText("Show an on-chain account, or derive a wallet's next account (account new)."),
        subcommands: [AccountCommand.self, AccountNewCommand.self], defaultSubcommand: AccountCommand.self)
}

struct AccountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: helpText(
            "Show an account: owner, balance, size, and its token state when it is a mint or token account."))

    @Argument(help: AccountArgument.help)
    var account: String?
    @OptionGroup var keypair: KeypairOptions
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let context = try WalletContext(home: home)
        let language = try output.language(registry: context.registry)
        let resolved = try context.resolve(account, keypair: try keypair.load(), language: language)
        let key = resolved.address
        let client = try cluster.client(home: home)
        let commitment = cluster.commitment
        let response = try await rpc(client) { () throws(RPCClientError) in
            try await ClusterCheck(client: client).account(key, commitment: commitment)
        }
        guard let account = response.value else {
            // One's own new account is not an address to check: it is unfunded (0 SOL).
            if resolved.isOwn {
                if output.json {
                    try Output.printJSON(UnfundedResult(address: key.base58, lamports: 0, sol: "0", unfunded: true))
                } else {
                    print(Localizer(language)(.ownAccountUnfunded, key.base58))
                }
                return
            }
            throw CLIError(.notFound, .cliAccountMissing, key.base58, Redaction.describe(client.cluster))
        }
        let data = account.data.bytes ?? []
        let token = TokenProgramAccount(owner: account.owner, data: data).map(TokenView.init)
        if output.json {
            try Output.printJSON(
                AccountResult(
                    address: key.base58, owner: account.owner.base58, lamports: account.lamports,
                    sol: Lamports.format(account.lamports), space: account.space ?? UInt64(data.count),
                    executable: account.executable, rentEpoch: account.rentEpoch,
                    data: Data(data).base64EncodedString(),
                    token: token, slot: response.context.slot))
        } else {
            // The Solana CLI's `solana account` layout, its labels in the user's language.
            let (l10n, style) = (Localizer(language), NumberStyle(language))
            let sol = style.localize(decimal: Lamports.format(account.lamports)) + " SOL"
            print("\(l10n(.accountPublicKey)): \(key)")
            print("\(l10n(.accountBalanceLabel)): \(sol)")
            print("\(l10n(.accountOwnerLabel)): \(account.owner)")
            print("\(l10n(.accountExecutableLabel)): \(l10n(account.executable ? .booleanTrue : .booleanFalse))")
            print("\(l10n(.accountRentEpochLabel)): \(account.rentEpoch)")
            let length = l10n(.accountLengthBytes, String(data.count), "0x" + String(data.count, radix: 16))
            print("\(l10n(.accountLengthLabel)): \(length)")
            if let token { print(token.text(language)) }
        }
    }

    /// `--json` for one's own account that is not on chain yet.
    struct UnfundedResult: Encodable { let address: String, lamports: UInt64, sol: String, unfunded: Bool }

    struct AccountResult: Encodable {
        let address: String, owner: String
        @DecimalString var lamports: UInt64
        let sol: String
        @DecimalString var space: UInt64
        let executable: Bool
        @DecimalString var rentEpoch: UInt64
        let data: String, token: TokenView?
        @DecimalString var slot: UInt64
    }
}

/// How `account` shows a mint or token account (SPL Token or Token-2022), decoded by the SDK.
struct TokenView: Encodable {
    let kind: String
    let program: String
    let mint: String?
    let owner: String?
    let amount: String?
    let decimals: UInt8?
    let supply: String?
    let mintAuthority: String?
    let freezeAuthority: String?
    let delegate: String?
    let state: String?
    let extensions: [String]

    init(_ decoded: TokenProgramAccount) {
        switch decoded {
        case .mint(let mint, _):
            self.init(
                kind: "mint", program: decoded.programName, mint: nil, owner: nil, amount: nil,
                decimals: mint.decimals, supply: String(mint.supply), mintAuthority: mint.mintAuthority?.base58,
                freezeAuthority: mint.freezeAuthority?.base58, delegate: nil, state: nil,
                extensions: mint.extensions.map(\.name))
        case .account(let account, _):
            self.init(
                kind: "account", program: decoded.programName, mint: account.mint.base58,
                owner: account.owner.base58, amount: String(account.amount), decimals: nil, supply: nil,
                mintAuthority: nil, freezeAuthority: nil, delegate: account.delegate?.base58,
                state: "\(account.state)", extensions: account.extensions.map(\.name))
        }
    }

    private init(
        kind: String, program: String, mint: String?, owner: String?, amount: String?, decimals: UInt8?,
        supply: String?, mintAuthority: String?, freezeAuthority: String?, delegate: String?, state: String?,
        extensions: [String]
    ) {
        self.kind = kind; self.program = program; self.mint = mint; self.owner = owner; self.amount = amount
        self.decimals = decimals; self.supply = supply; self.mintAuthority = mintAuthority
        self.freezeAuthority = freezeAuthority; self.delegate = delegate; self.state = state;
        self.extensions = extensions
    }

    /// The token fields under the account's, labelled in `language`.
    func text(_ language: Language) -> String {
        let l10n = Localizer(language)
        var lines = [l10n(kind == "mint" ? .tokenMintKind : .tokenAccountKind, program)]
        func add(_ key: L10nKey, _ value: String?) { if let value { lines.append("  \(l10n(key)): \(value)") } }
        add(.tokenFieldMint, mint)
        add(.tokenFieldOwner, owner)
        add(.tokenFieldAmount, amount)
        add(.tokenFieldDecimals, decimals.map { String($0) })
        add(.tokenFieldSupply, supply)
        add(.tokenFieldMintAuthority, mintAuthority)
        add(.tokenFieldFreezeAuthority, freezeAuthority)
        add(.tokenFieldDelegate, delegate)
        add(.tokenFieldState, state)
        add(.tokenFieldExtensions, extensions.isEmpty ? nil : extensions.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }
}
