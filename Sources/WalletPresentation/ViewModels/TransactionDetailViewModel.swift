import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet

/// One history entry in full (signature, time, status, amounts, every token change, fee, memo, explorer link);
/// `value`, `error`, `isLoading` like the other view models.
public struct TransactionDetailViewModel: Sendable, Equatable, Encodable {
    /// A loaded history entry, ready to show.
    public struct Content: Sendable, Equatable, Encodable {
        /// "Transaction", "Transação", "Συναλλαγή", "İşlem".
        public let title: String
        /// The transaction's signature in base58.
        public let signature: String
        /// The slot the transaction was processed in.
        public let slot: UInt64
        /// Long form at the chosen offset ("Mar 14, 2025, 09:26:53 UTC"), nil when the time is unknown.
        public let date: String?
        /// "3 days ago", relative to the `now` given.
        public let age: String?
        /// ISO 8601.
        public let time: String?
        /// Whether the address sent, received, or neither.
        public let direction: HistoryEntry.Direction
        /// The direction in the language ("Sent", "Enviado").
        public let directionLabel: String
        /// Whether the transaction succeeded (a failed one still charged its fee).
        public let succeeded: Bool
        /// "Confirmed" / "Failed" in the language.
        public let status: String
        /// The runtime's error (English, one line), when it failed.
        public let error: String?
        /// The other side in base58, when there is one.
        public let counterparty: String?
        /// SOL moved for the address, signed by direction.
        public let sol: DisplayAmount
        /// Every token balance of the address that changed.
        public let tokenChanges: [TokenChangeLine]
        /// The fee the address paid, in SOL.
        public let fee: DisplayAmount
        /// The memo, on one line with control characters replaced.
        public let memo: String?
        /// Solana Explorer for mainnet, devnet and testnet; nil for other clusters.
        public let explorerURL: String?
    }

    /// A token balance change of the address.
    public struct TokenChangeLine: Sendable, Equatable, Encodable {
        /// The mint in base58.
        public let mint: String
        /// The token's symbol when known, else its shortened mint.
        public let label: String
        /// The change in the token's units, signed.
        public let amount: DisplayAmount
    }

    /// A labelled line of the detail view, in display order.
    public struct Field: Sendable, Equatable {
        /// The label, in the view's language.
        public let label: String
        /// The value as shown.
        public let value: String
        /// The colour of the value: positive for an increase, negative for a decrease or an error, dim for a link;
        /// nil otherwise.
        public let color: TextColor?
    }

    /// The language the texts are in.
    public let language: Language
    /// The loaded entry; nil while loading or after a failure.
    public let value: Content?
    /// The failure, with what to do next; nil otherwise.
    public let error: ErrorViewModel?
    /// Whether the entry is still loading.
    public let isLoading: Bool

    /// A state with every field given.
    public init(language: Language, value: Content?, error: ErrorViewModel?, isLoading: Bool) {
        self.language = language
        self.value = value
        self.error = error
        self.isLoading = isLoading
    }

    /// The state while the entry loads.
    public static func loading(_ language: Language) -> TransactionDetailViewModel {
        TransactionDetailViewModel(language: language, value: nil, error: nil, isLoading: true)
    }

    /// A failure, with what to do next.
    public init(_ error: HistoryError, language: Language) {
        self.init(language: language, value: nil, error: ErrorViewModel(error, language: language), isLoading: false)
    }

    /// A looked-up transaction (`TransactionLookup`) from its side, with its explorer link; a failure's custom
    /// program error named by the built-in tables and `naming` (the registered IDLs), as `solwallet tx show` says it.
    public init(
        _ record: TransactionRecord, language: Language, now: Date, offset: TimeZoneOffset = .utc,
        symbols: [PublicKey: String] = KnownTokens.symbols, naming: (any ProgramErrorNaming)? = nil
    ) {
        self.init(
            record.entry, language: language, now: now, offset: offset, explorerURL: record.explorerURL,
            symbols: symbols, failure: record.failure(naming: naming))
    }

    /// `entry` in full; `cluster` ("mainnet-beta", "devnet", "testnet") picks the explorer link.
    public init(
        _ entry: HistoryEntry, language: Language, now: Date, offset: TimeZoneOffset = .utc,
        cluster: String? = "mainnet-beta", symbols: [PublicKey: String] = KnownTokens.symbols
    ) {
        self.init(
            entry, language: language, now: now, offset: offset,
            explorerURL: Self.explorerURL(entry.signature, cluster: cluster), symbols: symbols)
    }

    init(
        _ entry: HistoryEntry, language: Language, now: Date, offset: TimeZoneOffset, explorerURL: String?,
        symbols: [PublicKey: String], failure: String? = nil
    ) {
        let l10n = Localizer(language)
        let dates = DateTimeFormatter(language, offset: offset)
        let isIncrease: Bool? = entry.direction == .other ? nil : entry.direction == .received
        let content = Content(
            title: l10n(.transaction), signature: entry.signature.base58, slot: entry.slot,
            date: entry.blockTime.map { dates.format($0, style: .long) },
            age: entry.blockTime.map { RelativeTimeFormatter(language).age(now.timeIntervalSince($0)) },
            time: entry.blockTime.map { dates.iso8601($0) },
            direction: entry.direction,
            directionLabel: HistoryViewModel.directionLabel(entry.direction, language: language),
            succeeded: entry.succeeded, status: l10n(entry.succeeded ? .statusConfirmed : .statusFailed),
            error: (failure ?? entry.error).map(TerminalText.sanitize), counterparty: entry.counterparty?.base58,
            sol: .sol(entry.lamports, isIncrease: isIncrease, language: language),
            tokenChanges: entry.tokenChanges.map { change in
                let label = KnownTokens.label(change.mint, symbols: symbols)
                return TokenChangeLine(
                    mint: change.mint.base58, label: label,
                    amount: DisplayAmount(
                        baseUnits: change.amount, decimals: change.decimals, symbol: label,
                        isIncrease: change.isIncrease, language: language))
            },
            fee: .sol(entry.fee, language: language), memo: entry.memo.map(TerminalText.sanitize),
            explorerURL: explorerURL)
        self.init(language: language, value: content, error: nil, isLoading: false)
    }

    /// The explorer link of a public cluster named `cluster` (`Cluster.explorerURL(transaction:)`); nil for any
    /// other name (its URL is not known here).
    static func explorerURL(_ signature: Signature, cluster: String?) -> String? {
        switch cluster {
        case "mainnet-beta", "mainnet": return Cluster.mainnetBeta.explorerURL(transaction: signature)
        case "devnet": return Cluster.devnet.explorerURL(transaction: signature)
        case "testnet": return Cluster.testnet.explorerURL(transaction: signature)
        default: return nil
        }
    }

    /// The labelled lines to show, in order (empty while loading or on error).
    public var fields: [Field] {
        guard let value else { return [] }
        let l10n = Localizer(language)
        var fields = [Field(label: l10n(.signature), value: value.signature, color: nil)]
        fields.append(
            Field(
                label: l10n(.columnStatus), value: value.status,
                color: value.succeeded ? .positive : .negative))
        if let error = value.error { fields.append(Field(label: l10n(.error), value: error, color: .negative)) }
        let time = [value.date, value.age.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
        fields.append(Field(label: l10n(.blockTime), value: time.isEmpty ? l10n(.unknownDate) : time, color: nil))
        fields.append(Field(label: l10n(.slot), value: NumberStyle(language).integer(value.slot), color: nil))
        fields.append(Field(label: l10n(.columnType), value: value.directionLabel, color: nil))
        if let counterparty = value.counterparty {
            fields.append(Field(label: l10n(.counterparty), value: counterparty, color: nil))
        }
        fields.append(Field(label: l10n(.amount), value: value.sol.textWithSymbol, color: Self.color(value.sol)))
        for change in value.tokenChanges {
            fields.append(
                Field(
                    label: l10n(.token), value: change.amount.textWithSymbol + " (\(change.mint))",
                    color: Self.color(change.amount)))
        }
        fields.append(Field(label: l10n(.fee), value: value.fee.textWithSymbol, color: nil))
        if let memo = value.memo { fields.append(Field(label: l10n(.columnMemo), value: memo, color: nil)) }
        if let url = value.explorerURL { fields.append(Field(label: l10n(.explorer), value: url, color: .dim)) }
        return fields
    }

    static func color(_ amount: DisplayAmount) -> TextColor? {
        switch amount.sign {
        case "+": return .positive
        case "-": return .negative
        default: return nil
        }
    }
}
