import SolanaCore
import SolanaWallet

/// The review of a Sign-In With Solana message before it is signed, localized: the domain, the origin the request
/// came from, the account, the chain, the time window, what form is signed (the text, or its SIWS 1.1 off-chain
/// envelope), and the exact text — control and invisible characters escaped as in
/// `OffchainMessageReviewViewModel.escape`. The checks (domain against origin, chain, time) ran before: this shows a
/// message that passed them. `Encodable` for `--json` and the dashboard.
public struct SignInReviewViewModel: Sendable, Equatable, Encodable {
    /// The language the texts are in.
    public let language: Language
    /// "Sign in to {domain} (a message, not a transaction: nothing moves)".
    public let title: String
    /// Domain, request origin, account, chain, issued at, valid from, expires, signed as.
    public let fields: [LabelledField]
    /// The text, escaped, one element per line.
    public let lines: [String]
    /// How many characters were escaped (the backslash not counted).
    public let escapedCount: Int
    /// The notice about escaped characters; nil when none was.
    public let notice: String?
    /// "Sign in to {domain}?".
    public let question: String

    /// The review of `message`, asked for by `origin` (the authority checked against its domain), signed as its
    /// envelope when `envelope`, in `language`.
    public init(_ message: SignInMessage, origin: String, envelope: Bool, language: Language) {
        let l10n = Localizer(language)
        self.language = language
        let (domain, _) = OffchainMessageReviewViewModel.escape(message.domain)
        title = l10n(.signInReviewTitle, domain)
        let none = l10n(.signInFieldNone)
        func shown(_ value: String?) -> String {
            value.map { OffchainMessageReviewViewModel.escape($0).text } ?? none
        }
        fields = [
            LabelledField(label: l10n(.signInFieldDomain), value: domain),
            LabelledField(label: l10n(.signInFieldOrigin), value: shown(origin)),
            LabelledField(label: l10n(.signInFieldAccount), value: message.address),
            LabelledField(label: l10n(.signInFieldChain), value: shown(message.chainId)),
            LabelledField(label: l10n(.signInFieldIssuedAt), value: shown(message.issuedAt)),
            LabelledField(label: l10n(.signInFieldNotBefore), value: shown(message.notBefore)),
            LabelledField(label: l10n(.signInFieldExpiration), value: shown(message.expirationTime)),
            LabelledField(
                label: l10n(.signInFieldSigned), value: envelope ? l10n(.signInSignedEnvelope) : l10n(.signInSignedText)
            ),
        ]
        let (escaped, count) = OffchainMessageReviewViewModel.escape(message.text)
        lines = escaped.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        escapedCount = count
        notice = count > 0 ? l10n(.offchainEscapedNotice, String(count)) : nil
        question = l10n(.signInQuestion, domain)
    }

    /// The review as terminal lines: title, fields, the text framed by a rule, the notice.
    public func render(style: TerminalStyle) -> [String] {
        var out = [style.apply(.bold, to: title)]
        out += LabelledField.lines(fields, style: style)
        out.append("  ────")
        out += lines.map { "  │ " + $0 }
        out.append("  ────")
        if let notice { out.append(style.apply(.warning, to: notice)) }
        return out
    }
}
