import SolanaCore

/// A parameter of a Solana Pay URL that may appear at most once.
public enum SolanaPayParameter: String, Sendable, Hashable, CaseIterable {
    /// `amount`: the amount in whole SOL or tokens.
    case amount
    /// `spl-token`: the mint of the token to pay in.
    case splToken = "spl-token"
    /// `label`, `message` and `memo`.
    case label, message, memo
}

/// Why a `solana:` URL was rejected, or why a payment could not be built from it. One case per malformed part.
public enum SolanaPayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Longer than the reference parser's cap (2,048; counted in UTF-8 bytes, which for a URL are its characters).
    case tooLong(length: Int, maximum: Int)
    /// The URL does not start with `solana:`.
    case badScheme(String)
    /// `solana:` with nothing before the parameters.
    case missingRecipient
    /// The recipient is not a base58 32-byte address.
    case badRecipient(String, reason: String)
    /// The amount is not `^\d+(\.\d+)?$`, has more decimals than its unit, or does not fit in 64 bits.
    case badAmount(String, AmountError)
    /// `spl-token` is not a base58 32-byte address.
    case badSPLToken(String, reason: String)
    /// The `index`th `reference` (from 0) is not a base58 32-byte value.
    case badReference(String, index: Int, reason: String)
    /// A parameter that may appear once appears again.
    case duplicateParameter(SolanaPayParameter)
    /// A `%` not followed by two hex digits in the part named.
    case badPercentEncoding(part: String)
    /// The part named percent-decodes to bytes that are not UTF-8.
    case invalidUTF8(part: String)
    /// A raw `#`: a fragment has no meaning in a payment request (percent-encode it as %23).
    case fragmentNotAllowed
    /// A raw character a URL cannot hold (a space or control character), at a character offset.
    case invalidCharacter(position: Int)
    /// A transaction request's link is not an absolute https URL.
    case badLink(String, reason: String)
    /// Building a payment: the request has no amount and none was entered.
    case missingAmount
    /// Building an SPL payment: the mint's decimals are needed (read them from the mint account).
    case missingMintDecimals
    /// Building an SPL payment: the token program is neither SPL Token nor Token-2022.
    case unsupportedTokenProgram(PublicKey)
    /// Building a payment: the payer is the recipient.
    case payerIsRecipient
    /// A transaction request's merchant answered something that breaks the spec (bad JSON, icon, base64, wire
    /// format, signature, blockhash).
    case merchantMalformed(String)
    /// The merchant's transaction needs a signature the wallet must never give (another key than the account).
    case merchantMalicious(String)
    /// The merchant answered an HTTP error; SPEC 1.1's `{"message": …}` when it sent one.
    case merchantFailed(status: Int, message: String?)
    /// The merchant could not be reached, or did not answer in time.
    case merchantUnreachable(String)
    /// The merchant's transaction does not ask the paying account to sign: there is nothing to sign.
    case notAskedToSign(PublicKey)
    /// The request's host is on the wallet's blocklist: the merchant was not contacted.
    case blockedHost(String)

    /// A one-line explanation for a user, naming the offending part.
    public var description: String { OneLine.escape(words) }

    var words: String {
        switch self {
        case .tooLong(let length, let maximum):
            return "the Solana Pay URL is \(length) bytes long; at most \(maximum) are allowed"
        case .badScheme(let start):
            return "not a Solana Pay URL: it must start with 'solana:' (it starts with '\(start)')"
        case .missingRecipient: return "the Solana Pay URL has no recipient after 'solana:'"
        case .badRecipient(let text, let reason):
            return "the recipient '\(text)' is not a valid address: \(reason)"
        case .badAmount(let text, let error): return "the amount '\(text)' is not valid: \(error)"
        case .badSPLToken(let text, let reason): return "spl-token '\(text)' is not a valid mint address: \(reason)"
        case .badReference(let text, let index, let reason):
            return "reference \(index + 1) '\(text)' is not a valid 32-byte base58 value: \(reason)"
        case .duplicateParameter(let parameter):
            return "the parameter '\(parameter.rawValue)' appears more than once; it may appear only once"
        case .badPercentEncoding(let part):
            return "\(part) has a '%' that is not followed by two hex digits"
        case .invalidUTF8(let part): return "\(part) does not decode to UTF-8 text"
        case .fragmentNotAllowed:
            return "the URL has a raw '#' (a fragment), which a payment request cannot have; encode it as %23"
        case .invalidCharacter(let position):
            return "the URL has a space or control character at position \(position); percent-encode it"
        case .badLink(let link, let reason):
            return "the transaction request link '\(link)' is not valid: \(reason)"
        case .missingAmount: return "the request has no amount; enter the amount to pay"
        case .missingMintDecimals:
            return "the token's decimals are needed to pay in spl-token (read them from the mint account)"
        case .unsupportedTokenProgram(let program):
            return "\(program) is not a token program (SPL Token or Token-2022)"
        case .payerIsRecipient: return "the payer is the recipient of the request; a payment to oneself is refused"
        case .merchantMalformed(let detail): return "the merchant's answer is malformed: \(detail); nothing was signed"
        case .merchantMalicious(let detail):
            return "the merchant's transaction is refused as malicious: \(detail); nothing was signed"
        case .merchantFailed(let status, let message):
            return "the merchant refused the request (HTTP \(status))"
                + (message.map { ": " + OneLine.escape(String($0.prefix(200))) } ?? "") + "; nothing was signed"
        case .merchantUnreachable(let detail): return "the merchant could not be reached: \(detail); try again later"
        case .notAskedToSign(let account):
            return "the merchant's transaction does not ask \(account) to sign; nothing was signed"
        case .blockedHost(let host):
            return "\(host) is on your blocklist (config get blocklist); it was not contacted and nothing was signed"
        }
    }
}
