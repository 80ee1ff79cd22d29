import SolanaCore
import SolanaTransactions
import SolanaWallet

/// The review of a transfer signed without the network (`send --sign-only`), localized: what is signed, with which
/// blockhash or durable nonce, before the key is unlocked. `Encodable` for `--json`.
public struct OfflineTransferViewModel: Sendable, Equatable, Encodable {
    /// The language the texts are in.
    public let language: Language
    /// "Sign a transfer (not sent)".
    public let title: String
    /// From, to, amount, blockhash, the nonce, the recipient's new token account, the memo, the priority fee.
    public let fields: [LabelledField]
    /// "Sign it?".
    public let question: String

    /// The review of `transfer` in `language`; `symbols` names known mints (their address follows).
    public init(_ transfer: OfflineTransfer, language: Language, symbols: [PublicKey: String] = KnownTokens.symbols) {
        let l10n = Localizer(language)
        self.language = language
        title = l10n(.offlineTitle)
        question = l10n(.confirmSignOnly)
        let amount: String
        if let token = transfer.token {
            let label = symbols[token.mint].map { TerminalText.sanitize($0) + " (" + token.mint.base58 + ")" }
            amount =
                DisplayAmount(
                    baseUnits: transfer.lamports, decimals: token.decimals, symbol: "", language: language
                ).text + " " + (label ?? token.mint.base58)
        } else {
            amount = DisplayAmount.sol(transfer.lamports, language: language).textWithSymbol
        }
        var fields = [
            LabelledField(label: l10n(.fieldFrom), value: transfer.from.base58),
            LabelledField(label: l10n(.fieldTo), value: transfer.to.base58),
            LabelledField(label: l10n(.amount), value: amount),
            LabelledField(label: l10n(.fieldBlockhash), value: transfer.blockhash.description),
        ]
        if transfer.token?.createRecipientAccount == true {
            fields.append(LabelledField(label: l10n(.newTokenAccount), value: l10n(.offlineCreatesAccount)))
        }
        if let nonce = transfer.nonce {
            fields.append(
                LabelledField(label: l10n(.fieldNonce), value: l10n(.offlineNonceAdvanced, nonce.account.base58)))
        }
        if let memo = transfer.memo {
            fields.append(LabelledField(label: l10n(.columnMemo), value: TerminalText.sanitize(memo)))
        }
        if let limit = transfer.computeUnitLimit, let price = transfer.computeUnitPrice {
            let number = NumberStyle(language)
            fields.append(
                LabelledField(
                    label: l10n(.priorityFee),
                    value: l10n(.priorityFeeDetail, number.integer(Int(limit)), number.integer(price))))
        }
        self.fields = fields
    }

    /// The title, then the fields as a two-column table.
    public func terminalText(style: TerminalStyle = .plain) -> String {
        ([style.apply(.bold, to: title)] + LabelledField.lines(fields, style: style)).joined(separator: "\n")
    }
}
