import Foundation
import SolanaCore
import SolanaWallet

/// What a receive screen shows: the address, what is asked (amount, token, label, message, memo, references) and
/// the Solana Pay link a payer's wallet reads from the QR code. Localized; `Encodable` for `--json` and the
/// dashboard.
public struct ReceiveViewModel: Sendable, Equatable, Encodable {
    /// One labelled line of the request, in display order.
    public typealias Field = LabelledField

    /// The language the texts are in.
    public let language: Language
    /// "Receive to 7xKX…sAsU".
    public let title: String
    /// The receiving address in base58.
    public let address: String
    /// The amount asked, when one is.
    public let amount: DisplayAmount?
    /// What the request asks for, one labelled line each (address, amount, token, label, message, memo, references).
    public let fields: [Field]
    /// The `solana:` URL (what the QR code holds).
    public let url: String
    /// "Scan the code with a Solana wallet…".
    public let hint: String
    /// "Share the payment link with the payer…": the hint where no code is shown.
    public let shareHint: String

    /// `decimals`: the token's (ignored for SOL, 9); needed to show a token amount; `symbols` names known mints.
    public init(
        _ request: SolanaPayTransferRequest, decimals: UInt8? = nil, language: Language,
        symbols: [PublicKey: String] = KnownTokens.symbols
    ) {
        let l10n = Localizer(language)
        self.language = language
        address = request.recipient.base58
        title = l10n(.receiveTitle, ShortText.address(request.recipient))
        url = request.url
        hint = l10n(.receiveScanHint)
        shareHint = l10n(.receiveShareHint)
        var fields = [Field(label: l10n(.address), value: request.recipient.base58)]
        var shown: DisplayAmount?
        if let mint = request.splToken {
            let symbol = symbols[mint] ?? ShortText.address(mint)
            if let decimals, let units = try? request.amount?.baseUnits(decimals: Int(decimals)) {
                shown = DisplayAmount(baseUnits: units, decimals: decimals, symbol: symbol, language: language)
            }
            fields.append(Field(label: l10n(.token), value: symbols[mint].map { "\($0) (\(mint))" } ?? mint.base58))
        } else if let lamports = try? request.amount?.lamports() {
            shown = .sol(lamports, language: language)
        }
        amount = shown
        if let amount = request.amount {
            fields.append(Field(label: l10n(.amount), value: shown?.textWithSymbol ?? amount.text))
        }
        if let label = request.label {
            fields.append(Field(label: l10n(.fieldLabel), value: TerminalText.sanitize(label)))
        }
        if let message = request.message {
            fields.append(Field(label: l10n(.fieldMessage), value: TerminalText.sanitize(message)))
        }
        if let memo = request.memo {
            fields.append(Field(label: l10n(.columnMemo), value: TerminalText.sanitize(memo)))
        }
        for reference in request.references {
            fields.append(Field(label: l10n(.fieldReference), value: reference.base58))
        }
        fields.append(Field(label: l10n(.fieldPaymentLink), value: url))
        self.fields = fields
    }

    /// The title and the fields as a two-column table (the QR code is drawn by the caller, under it).
    public func terminalText(style: TerminalStyle = .plain) -> String {
        ([style.apply(.bold, to: title)] + LabelledField.lines(fields, style: style)).joined(separator: "\n")
    }
}
