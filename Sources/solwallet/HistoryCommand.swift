import ArgumentParser
import Foundation
import Portfolio
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// `solwallet history ADDRESS`: past transactions, newest first, synced into the wallet's database.
struct HistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: helpText("Past transactions of an address, newest first (cached for offline use)."),
        discussion: helpText(
            """
            Fetches only what is newer than the stored history (signature pages, then transactions 100 per request), \
            decodes each from the balances the runtime recorded, and stores it; older pages (--before) are fetched when \
            first asked for. After a long pause on a busy address (over 1,000 new transactions) the saved history \
            restarts from the newest instead of downloading everything in between. Offline, the stored entries are \
            shown and the output says so. Look-alike dust (address poisoning: a transfer below the dust threshold, \
            default 0.001 SOL, `config set dust-threshold`, from an address with the same first and last 4 \
            characters as one you know) is hidden; --show-dust lists it, marked, its address in full.
            """))

    @Argument(help: AccountArgument.help)
    var account: String?
    @Option(help: helpText("How many entries to show.")) var limit = 20
    @Option(help: helpText("Show entries older than this signature.")) var before: Signature?
    @Flag(help: helpText("List look-alike dust (address poisoning) too, marked.")) var showDust = false
    @Flag(help: helpText("Print full addresses, mints and signatures instead of shortened ones (BsmK…6zxZ)."))
    var wide = false
    @Flag(
        help: helpText("Times in UTC (default: the local time zone, $TZ or the system's, named in the table's header).")
    )
    var utc = false
    @OptionGroup var keypair: KeypairOptions
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var home: HomeOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (1...100_000).contains(limit) else {
            throw ValidationError.localized(.cliUsageRange, "--limit", "1", "100000")
        }
    }

    func run() async throws {
        let database = try home.database()
        let address = try WalletContext(home: home).resolve(
            account, keypair: try keypair.load(),
            language: try output.language(registry: SQLiteWalletRegistry(database: database))
        ).address
        let client = try cluster.client(settings: SQLiteWalletRegistry(database: database))
        let unscoped = HistorySync(client: client, store: SQLiteHistoryStore(database: database))
        let (sync, page): (HistorySync, HistorySync.Page)
        do {
            (sync, page) = try await Spinner.run(.loadingHistory) { () throws(HistoryError) in
                // The history saved for this URL's cluster only (its genesis hash, read once and remembered).
                let sync = try await unscoped.scopedToCluster()
                return (sync, try await sync.page(address, limit: limit, before: before))
            }
        } catch {
            // Resolving the language makes `ErrorReport` say the SDK error in it, with the English text as the detail.
            _ = try output.language()
            throw CLIError(error, cluster: client.cluster)
        }
        let offline = page.offlineReason.map { Redaction.scrub($0) }
        let context = try WalletContext(home: home)
        let store = sync.store
        // Token transfers from look-alikes are judged by their value: only their mints are priced (cached prices
        // offline; a token without a price is never hidden).
        let mints = AddressPoisoning.mintsToValue(
            for: address, entries: page.entries, own: context.ownAccounts, store: store,
            threshold: context.dustThreshold)
        var values = TokenLamportValues.none
        if !mints.isEmpty, let market = try? MarketServices.loader(home: home, registry: context.registry, timeout: 10)
        {
            let jupiter = try? MarketServices.jupiter(registry: context.registry, timeout: 10)
            values = await PortfolioLoader.tokenLamportValues(of: mints, market: market, jupiter: jupiter)
        }
        let dust = AddressPoisoning.dust(
            for: address, entries: page.entries, own: context.ownAccounts, store: store,
            threshold: context.dustThreshold, tokenValue: values.lamports)
        if output.json {
            try Output.printJSON(
                HistoryResult(
                    address: address.base58,
                    entries: page.entries.map { EntryReport($0, lookalikeDust: dust.contains($0.signature)) },
                    offlineReason: offline,
                    olderThan: page.hasOlder ? page.entries.last?.signature.base58 : nil,
                    cluster: ClusterBadge(sync.cluster)))
            return
        }
        var view = HistoryViewModel(
            page, address: address, language: try output.language(registry: SQLiteWalletRegistry(database: database)),
            offset: utc ? .utc : .local(), dust: dust, showDust: showDust)
        view.cluster = ClusterBadge(sync.cluster)
        Output.print(
            view.terminalText(style: output.style, wide: wide) { older in
                "solwallet history \(address.base58) --limit \(limit) --before \(older)"
            }, style: output.style)
    }

    static func time(_ date: Date?) -> String {
        guard let date else { return "—" }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }

    /// "-1.5 SOL", "+12.5 EPjF…Dt1v", the SOL part first.
    static func amount(_ entry: HistoryEntry) -> String {
        var parts: [String] = []
        if entry.lamports != 0 {
            parts.append((entry.direction == .received ? "+" : "-") + Lamports.formatSOL(entry.lamports))
        }
        for change in entry.tokenChanges {
            parts.append(
                (change.isIncrease ? "+" : "-")
                    + TokenAmount(baseUnits: change.amount, decimals: change.decimals).decimalString + " "
                    + short(change.mint.base58))
        }
        return parts.joined(separator: ", ")
    }

    static func short(_ text: String) -> String { text.count > 10 ? "\(text.prefix(4))…\(text.suffix(4))" : text }

    struct HistoryResult: Encodable {
        let address: String
        let entries: [EntryReport]
        let offlineReason: String?
        /// The signature to pass as `--before` for the next, older page; nil at the address's first transaction.
        let olderThan: String?
        /// The cluster the history is of: name, genesis hash, whether it is a test cluster, its badge.
        let cluster: ClusterBadge?
    }

    /// One entry for `--json`: amounts as exact integer strings of base units.
    struct EntryReport: Encodable {
        struct Token: Encodable { let mint: String; let decimals: UInt8; let amount: String; let increase: Bool }
        let signature: String
        @DecimalString var slot: UInt64
        /// When the block was made (nil when the node does not know).
        let blockTime: JSONTimestamp?
        let status: String, error: String?
        let direction: String, lamports: String, fee: String, counterparty: String?, memo: String?
        let tokenChanges: [Token]
        /// Look-alike dust (address poisoning): never send to `counterparty`.
        let lookalikeDust: Bool

        init(_ entry: HistoryEntry, lookalikeDust: Bool) {
            self.lookalikeDust = lookalikeDust
            signature = entry.signature.base58
            slot = entry.slot
            blockTime = entry.blockTime.map(JSONTimestamp.init)
            status = entry.succeeded ? "ok" : "failed"
            error = entry.error
            direction = entry.direction.rawValue
            lamports = String(entry.lamports)
            fee = String(entry.fee)
            counterparty = entry.counterparty?.base58
            memo = entry.memo
            tokenChanges = entry.tokenChanges.map {
                Token(mint: $0.mint.base58, decimals: $0.decimals, amount: String($0.amount), increase: $0.isIncrease)
            }
        }
    }
}
