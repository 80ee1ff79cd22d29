import Foundation
import SolanaCore
import SolanaWallet

/// The history screen's state (`value`, `error`, `isLoading`), localized; `Encodable` for `--json`.
public struct HistoryViewModel: Sendable, Equatable, Encodable {
    /// A loaded page of history, ready to show.
    public struct Content: Sendable, Equatable, Encodable {
        /// "History", "Histórico", "Ιστορικό", "Geçmiş".
        public let title: String
        /// "History of 7xKX…sAsU", "7xKX…sAsU geçmişi".
        public let heading: String
        /// The address in base58.
        public let address: String
        /// The address shortened ("7xKX…sAsU").
        public let addressShort: String
        /// Newest first, as the page came.
        public let rows: [Row]
        /// The number of rows.
        public let count: Int
        /// "3 transactions", "3 transações", "3 συναλλαγές", "3 işlem"; "No transactions yet" for none.
        public let countText: String
        /// "Saved history — offline: reason" when the entries are the stored ones.
        public let offlineNotice: String?
        /// The remote error behind `offlineNotice` (English, one line).
        public let offlineReason: String?
        /// When older entries exist: the signature to page from (`before`) for the next, older page.
        public let olderThan: String?
        /// The offset the rows' dates are at ("UTC", "UTC+05:30"), which the date column's header names.
        public let zone: String
        /// How many look-alike dust transfers (address poisoning) are left out of `rows`.
        public let dustHidden: Int
        /// "2 look-alike dust transfers hidden (--show-dust shows them)"; nil when none is hidden.
        public let dustNotice: String?
    }

    /// One transaction as a table row.
    public struct Row: Sendable, Equatable, Encodable {
        /// The transaction's signature in base58.
        public let signature: String
        /// The signature shortened ("5VERv8NM…NmzKZ1bQ").
        public let signatureShort: String
        /// The slot the transaction was processed in.
        public let slot: UInt64
        /// In the language's short form at the chosen offset ("14/03/2025 09:26"), or "date unknown".
        public let date: String
        /// ISO 8601, nil when the node did not know the block's time.
        public let time: String?
        /// "sent", "received", "other".
        public let direction: HistoryEntry.Direction
        /// "Sent", "Enviado", "Εστάλη", "Gönderildi".
        public let directionLabel: String
        /// The other side in base58, when there is one.
        public let counterparty: String?
        /// The other side shortened, when there is one.
        public let counterpartyShort: String?
        /// SOL moved (signed by direction), or the first token change when no SOL moved.
        public let amount: DisplayAmount
        /// The fee the address paid, in SOL.
        public let fee: DisplayAmount
        /// Whether the transaction succeeded (a failed one still charged its fee).
        public let succeeded: Bool
        /// "Confirmed" / "Failed" in the language.
        public let status: String
        /// The runtime's error (English, one line), when it failed.
        public let error: String?
        /// The memo, on one line with control characters replaced.
        public let memo: String?
        /// Look-alike dust (address poisoning): shown only when asked for, marked, its address never to be used.
        public var lookalikeDust = false
        /// The token's mint in base58 when `amount` is a token change (nil for SOL).
        public var mint: String?
    }

    /// The language the texts are in.
    public let language: Language
    /// The loaded page; nil while loading or after a failure.
    public let value: Content?
    /// The failure, with what to do next; nil otherwise.
    public let error: ErrorViewModel?
    /// Whether the history is still loading.
    public let isLoading: Bool
    /// The cluster the history is of, with its badge (shown beside the heading on a test cluster); nil when unknown.
    public var cluster: ClusterBadge?

    /// A state with every field given.
    public init(language: Language, value: Content?, error: ErrorViewModel?, isLoading: Bool) {
        self.language = language
        self.value = value
        self.error = error
        self.isLoading = isLoading
    }

    /// The state while the history loads.
    public static func loading(_ language: Language) -> HistoryViewModel {
        HistoryViewModel(language: language, value: nil, error: nil, isLoading: true)
    }

    /// A failure, with what to do next.
    public init(_ error: HistoryError, language: Language) {
        self.init(language: language, value: nil, error: ErrorViewModel(error, language: language), isLoading: false)
    }

    /// A page from `HistorySync.page`; `dust` (`AddressPoisoning.dust`) is left out unless `showDust`, then marked.
    public init(
        _ page: HistorySync.Page, address: PublicKey, language: Language, offset: TimeZoneOffset = .utc,
        symbols: [PublicKey: String] = KnownTokens.symbols, dust: Set<Signature> = [], showDust: Bool = false
    ) {
        self.init(
            entries: page.entries, offlineReason: page.offlineReason, address: address, language: language,
            olderThan: page.hasOlder ? page.entries.last?.signature : nil, offset: offset, symbols: symbols,
            dust: dust, showDust: showDust)
    }

    /// Entries of `address` (newest first); `offlineReason` when they are the stored ones and the cluster failed;
    /// `olderThan` when older entries exist below these; `dust` (look-alike dust) left out unless `showDust`, then
    /// marked.
    public init(
        entries: [HistoryEntry], offlineReason: String?, address: PublicKey, language: Language,
        olderThan: Signature? = nil, offset: TimeZoneOffset = .utc, symbols: [PublicKey: String] = KnownTokens.symbols,
        dust: Set<Signature> = [], showDust: Bool = false
    ) {
        let l10n = Localizer(language)
        let shown = showDust ? entries : entries.filter { !dust.contains($0.signature) }
        let hidden = entries.count - shown.count
        let rows = shown.map { entry in
            var row = Self.row(entry, language: language, offset: offset, symbols: symbols)
            row.lookalikeDust = dust.contains(entry.signature)
            return row
        }
        let reason = offlineReason.map(TerminalText.sanitize)
        let short = ShortText.address(address)
        let content = Content(
            title: l10n(.history), heading: l10n(.historyOf, short), address: address.base58, addressShort: short,
            rows: rows, count: rows.count,
            countText: rows.isEmpty
                ? l10n(.noTransactions)
                : l10n.count(.transactionCountOne, .transactionCountOther, rows.count),
            offlineNotice: reason.map { l10n(.historyOfflineNotice, $0) }, offlineReason: reason,
            olderThan: olderThan?.base58, zone: offset.description, dustHidden: hidden,
            dustNotice: hidden == 0 ? nil : l10n.count(.dustHiddenOne, .dustHiddenOther, hidden))
        self.init(language: language, value: content, error: nil, isLoading: false)
    }

    static func row(
        _ entry: HistoryEntry, language: Language, offset: TimeZoneOffset,
        symbols: [PublicKey: String]
    ) -> Row {
        let l10n = Localizer(language)
        let dates = DateTimeFormatter(language, offset: offset)
        var row = Row(
            signature: entry.signature.base58, signatureShort: ShortText.signature(entry.signature), slot: entry.slot,
            date: entry.blockTime.map { dates.format($0) } ?? l10n(.unknownDate),
            time: entry.blockTime.map { dates.iso8601($0) },
            direction: entry.direction, directionLabel: directionLabel(entry.direction, language: language),
            counterparty: entry.counterparty?.base58, counterpartyShort: entry.counterparty.map(ShortText.address),
            amount: primaryAmount(entry, language: language, symbols: symbols),
            fee: .sol(entry.fee, language: language), succeeded: entry.succeeded,
            status: l10n(entry.succeeded ? .statusConfirmed : .statusFailed),
            error: entry.error.map(TerminalText.sanitize), memo: entry.memo.map(TerminalText.sanitize))
        row.mint = entry.tokenChanges.first?.mint.base58
        return row
    }

    static func directionLabel(_ direction: HistoryEntry.Direction, language: Language) -> String {
        let l10n = Localizer(language)
        switch direction {
        case .sent: return l10n(.directionSent)
        case .received: return l10n(.directionReceived)
        case .other: return l10n(.directionOther)
        }
    }

    /// The first token change when tokens moved (the SOL that moved with them is a new token account's rent or the
    /// other side of a swap, shown in the transaction's detail); otherwise SOL.
    static func primaryAmount(
        _ entry: HistoryEntry, language: Language,
        symbols: [PublicKey: String]
    ) -> DisplayAmount {
        if entry.tokenChanges.isEmpty {
            let isIncrease: Bool? = entry.direction == .other ? nil : entry.direction == .received
            return .sol(entry.lamports, isIncrease: isIncrease, language: language)
        }
        let change = entry.tokenChanges[0]
        return DisplayAmount(
            baseUnits: change.amount, decimals: change.decimals,
            symbol: KnownTokens.label(change.mint, symbols: symbols), isIncrease: change.isIncrease,
            language: language)
    }
}
