import Foundation
import SolanaCore

/// An amount as a Solana Pay URL writes it: exact decimal text in user units (SOL, or the token's UI amount), kept
/// as written so that it re-encodes to the same text. Converting it to base units needs the unit's decimals.
public struct SolanaPayAmount: Sendable, Hashable, CustomStringConvertible {
    /// The decimal text, `^\d+(\.\d+)?$`.
    public let text: String

    /// Checks the syntax only (`^\d+(\.\d+)?$`: no sign, exponent, separators or bare point; at most 255 decimals,
    /// as no mint has more). Whether it fits a unit is checked by `baseUnits(decimals:)`.
    public init(_ text: String) throws(AmountError) {
        do {
            _ = try DecimalAmount.parse(text, decimals: 255)
        } catch {
            // Any text of valid syntax overflows at 255 decimals unless it is zero: only syntax errors count here.
            if case .overflow = error {} else { throw error }
        }
        self.text = text
    }

    /// The amount of `baseUnits` with `decimals` decimals, written without trailing zeros.
    public init(baseUnits: UInt64, decimals: Int) {
        text = DecimalAmount.format(baseUnits, decimals: decimals)
    }

    /// The amount in base units of a unit with `decimals` decimals, exactly (more decimals than the unit has, or
    /// more than 2^64 − 1 base units, is an error; nothing is rounded).
    public func baseUnits(decimals: Int) throws(AmountError) -> UInt64 {
        try DecimalAmount.parse(text, decimals: decimals)
    }

    /// The amount in lamports, for a SOL request.
    public func lamports() throws(AmountError) -> UInt64 { try Lamports.parse(sol: text) }

    /// The amount as it appears in the URL.
    public var description: String { text }
}

/// A Solana Pay transfer request: `solana:<recipient>?amount=…&spl-token=…&reference=…&label=…&message=…&memo=…`.
public struct SolanaPayTransferRequest: Sendable, Hashable {
    /// The wallet (system account) to pay; for a token, its associated token account is derived.
    public var recipient: PublicKey
    /// The amount in user units; nil: the wallet asks the user.
    public var amount: SolanaPayAmount?
    /// The mint, for a token payment; nil for SOL.
    public var splToken: PublicKey?
    /// Keys added read-only to the transfer instruction, in this order, so the merchant can find the payment.
    public var references: [PublicKey]
    /// Who is asking (display only).
    public var label: String?
    /// What the payment is for (display only).
    public var message: String?
    /// Put on chain in a Memo instruction just before the transfer (public).
    public var memo: String?

    /// A transfer request; amount, token, references, label, message and memo are optional.
    public init(
        recipient: PublicKey, amount: SolanaPayAmount? = nil, splToken: PublicKey? = nil, references: [PublicKey] = [],
        label: String? = nil, message: String? = nil, memo: String? = nil
    ) {
        self.recipient = recipient
        self.amount = amount
        self.splToken = splToken
        self.references = references
        self.label = label
        self.message = message
        self.memo = memo
    }
}

/// A Solana Pay transaction request: `solana:<https link>`; the wallet fetches the transaction from the link.
public struct SolanaPayTransactionRequest: Sendable, Hashable {
    /// The absolute https URL to GET (label, icon) and POST (`{"account": …}`) to.
    public var link: URL
    /// The `label` parameter of the `solana:` URL, which the reference parser reads (display only).
    public var label: String?
    /// The `message` parameter of the `solana:` URL (display only).
    public var message: String?

    /// A request for `link`, which must be an absolute https URL.
    public init(link: URL, label: String? = nil, message: String? = nil) throws(SolanaPayError) {
        try SolanaPayRequest.checkLink(link)
        self.link = link
        self.label = label
        self.message = message
    }
}

/// A Solana Pay URL (`solana:…`), parsed strictly or built: a transfer request or a transaction request.
///
/// Parsing follows the spec and the reference parser: at most 2,048 characters; `solana:` (any case); a path with
/// `:` or `%` is a percent-encoded or plain https link (a transaction request), otherwise a base58 recipient; query
/// values are percent-decoded with `+` read as a space (as URLSearchParams does); `amount`, `spl-token`, `label`,
/// `message` and `memo` may appear once; unknown parameters are ignored. The encoder writes `%20` and `%2B`, never
/// `+`, so that any decoder reads the same text, and `parse(request.url) == request`.
public enum SolanaPayRequest: Sendable, Hashable {
    /// A transfer request: pay a recipient directly.
    case transfer(SolanaPayTransferRequest)
    /// A transaction request: ask a merchant's https link for the transaction to sign.
    case transaction(SolanaPayTransactionRequest)

    /// The reference parser's cap on a URL's length.
    public static let maxLength = 2_048

    /// Parses a `solana:` URL.
    public static func parse(_ text: String) throws(SolanaPayError) -> SolanaPayRequest {
        let bytes = Array(text.utf8)
        guard bytes.count <= maxLength else { throw .tooLong(length: bytes.count, maximum: maxLength) }
        let scheme = Array("solana:".utf8)
        guard bytes.count >= scheme.count, zip(bytes, scheme).allSatisfy({ lowercased($0) == $1 }) else {
            let start = bytes.prefix(while: { $0 != UInt8(ascii: ":") }).prefix(16)
            throw .badScheme(String(decoding: start, as: UTF8.self))
        }
        for (position, byte) in bytes.enumerated() {
            if byte <= 0x20 || byte == 0x7F { throw .invalidCharacter(position: position) }
            if byte == UInt8(ascii: "#") { throw .fragmentNotAllowed }
        }
        let rest = bytes[scheme.count...]
        let pathEnd = rest.firstIndex(of: UInt8(ascii: "?")) ?? rest.endIndex
        let path = rest[..<pathEnd]
        if path.contains(UInt8(ascii: ":")) || path.contains(UInt8(ascii: "%")) {
            let query = pathEnd < rest.endIndex ? rest[(pathEnd + 1)...] : []
            return .transaction(try parseTransactionRequest(path: path, query: query))
        }
        // The spec's own example writes `solana:<recipient>&label=…`: the recipient also ends at a `&`.
        let recipientEnd = rest.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "&") } ?? rest.endIndex
        let query = recipientEnd < rest.endIndex ? rest[(recipientEnd + 1)...] : []
        return .transfer(try parseTransferRequest(recipient: rest[..<recipientEnd], query: query))
    }

    /// The URL, encoded: `parse(url)` gives this request back.
    public var url: String {
        switch self {
        case .transfer(let request): return request.url
        case .transaction(let request): return request.url
        }
    }

    // MARK: Parsing

    static func parseTransferRequest(recipient: ArraySlice<UInt8>, query: ArraySlice<UInt8>) throws(SolanaPayError)
        -> SolanaPayTransferRequest
    {
        guard !recipient.isEmpty else { throw .missingRecipient }
        let recipientText = String(decoding: recipient, as: UTF8.self)
        let recipientKey: PublicKey
        do { recipientKey = try PublicKey(recipientText) } catch {
            throw .badRecipient(recipientText, reason: error.description)
        }
        var request = SolanaPayTransferRequest(recipient: recipientKey)
        var seen: Set<SolanaPayParameter> = []
        for (name, value) in try parameters(query) {
            if let parameter = SolanaPayParameter(rawValue: name) {
                guard seen.insert(parameter).inserted else { throw .duplicateParameter(parameter) }
            }
            switch name {
            case "amount":
                do { request.amount = try SolanaPayAmount(value) } catch { throw .badAmount(value, error) }
            case "spl-token":
                do { request.splToken = try PublicKey(value) } catch {
                    throw .badSPLToken(value, reason: error.description)
                }
            case "reference":
                do { request.references.append(try PublicKey(value)) } catch {
                    throw .badReference(value, index: request.references.count, reason: error.description)
                }
            case "label": request.label = value
            case "message": request.message = value
            case "memo": request.memo = value
            default: break  // unknown parameters are ignored (the spec's rule); `redirect` among them
            }
        }
        // A SOL amount has at most 9 decimals and fits in lamports; a token's is checked against its mint later.
        if request.splToken == nil, let amount = request.amount {
            do { _ = try amount.lamports() } catch { throw .badAmount(amount.text, error) }
        }
        return request
    }

    static func parseTransactionRequest(path: ArraySlice<UInt8>, query: ArraySlice<UInt8>) throws(SolanaPayError)
        -> SolanaPayTransactionRequest
    {
        let linkText = try percentDecode(path, plusIsSpace: false, part: "the link")
        guard let link = URL(string: linkText) else { throw .badLink(linkText, reason: "it is not a URL") }
        try checkLink(link, text: linkText)
        var label: String?
        var message: String?
        for (name, value) in try parameters(query) {
            switch name {
            case "label":
                guard label == nil else { throw .duplicateParameter(.label) }
                label = value
            case "message":
                guard message == nil else { throw .duplicateParameter(.message) }
                message = value
            default: break
            }
        }
        return SolanaPayTransactionRequest(uncheckedLink: link, label: label, message: message)
    }

    static func checkLink(_ link: URL, text: String? = nil) throws(SolanaPayError) {
        let text = text ?? link.absoluteString
        if text.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) {
            throw .badLink(text, reason: "it has a space or control character")
        }
        guard link.scheme?.lowercased() == "https" else {
            throw .badLink(text, reason: "only absolute https links are allowed")
        }
        guard let host = link.host, !host.isEmpty else { throw .badLink(text, reason: "it has no host") }
    }

    /// `name=value` pairs of a query, both percent-decoded with `+` as a space; empty pairs (`&&`) are skipped.
    static func parameters(_ query: ArraySlice<UInt8>) throws(SolanaPayError) -> [(String, String)] {
        var result: [(String, String)] = []
        for pair in query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
            let name = try percentDecode(pair[..<equals], plusIsSpace: true, part: "a parameter name")
            let part =
                SolanaPayParameter(rawValue: name).map { "the \($0.rawValue) parameter" } ?? "parameter '\(name)'"
            let value =
                equals < pair.endIndex ? try percentDecode(pair[(equals + 1)...], plusIsSpace: true, part: part) : ""
            result.append((name, value))
        }
        return result
    }

    static func percentDecode(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool, part: String) throws(SolanaPayError)
        -> String
    {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                    let high = Hex.value(of: bytes[index + 1]), let low = Hex.value(of: bytes[index + 2])
                else { throw .badPercentEncoding(part: part) }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        guard let text = String(validating: output, as: UTF8.self) else { throw .invalidUTF8(part: part) }
        return text
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    // MARK: Encoding

    /// Percent-encodes everything but ASCII letters, digits and `-._~` (so a space is `%20` and `+` is `%2B`).
    static func percentEncode(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                output.unicodeScalars.append("%")
                output.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                output.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 15)]))
            }
        }
        return output
    }

    static func query(_ pairs: [(String, String?)]) -> String {
        let present = pairs.compactMap { name, value in value.map { "\(name)=\(percentEncode($0))" } }
        return present.isEmpty ? "" : "?" + present.joined(separator: "&")
    }
}

extension SolanaPayTransferRequest {
    /// The URL, encoded: parameters in the order amount, spl-token, references, label, message, memo.
    public var url: String {
        var pairs: [(String, String?)] = [("amount", amount?.text), ("spl-token", splToken?.base58)]
        pairs += references.map { ("reference", $0.base58) }
        pairs += [("label", label), ("message", message), ("memo", memo)]
        return "solana:" + recipient.base58 + SolanaPayRequest.query(pairs)
    }
}

extension SolanaPayTransactionRequest {
    init(uncheckedLink link: URL, label: String?, message: String?) {
        self.link = link
        self.label = label
        self.message = message
    }

    /// The URL: the link as it is when it has no query and nothing to escape, else percent-encoded (a `+` too, so
    /// that no decoder can read it as a space); then the label and message.
    public var url: String {
        let text = link.absoluteString
        let needsEncoding = text.utf8.contains { "?%&#+".utf8.contains($0) }
        let path = needsEncoding ? SolanaPayRequest.percentEncode(text) : text
        return "solana:" + path + SolanaPayRequest.query([("label", label), ("message", message)])
    }
}
