import SolanaCore

/// Why a wallet's Solana Pay input was refused: a scanned image, the amount to pay, or a request being built.
public enum SolanaPayInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The image holds no `solana:` code (only `otherCodes` other codes).
    case noPaymentCode(otherCodes: Int)
    /// The image holds several `solana:` codes: which one is meant is not known.
    case severalPaymentCodes(Int)
    /// The request asks for one amount and the payer gave another.
    case amountMismatch(requested: String, entered: String)
    /// The request leaves the amount to the payer, who gave none.
    case amountMissing
    /// A reference that is not an address (nor "new"), and why.
    case invalidReference(String, ValueParseError)
    /// An amount that is not a positive decimal within the asset's decimals, and the rule it breaks.
    case invalidAmount(String, AmountError)
    /// A memo too long for a transfer's transaction.
    case memoTooLong(bytes: Int)
    /// The request does not come back from its own link (too long, or a part that cannot be written in it).
    case doesNotRoundTrip

    /// What was wrong and what to do, in one sentence.
    public var description: String {
        switch self {
        case .noPaymentCode(let others): return "the image holds no Solana Pay QR code (\(others) other code(s))"
        case .severalPaymentCodes(let count): return "the image holds \(count) Solana Pay codes; crop it to one"
        case .amountMismatch(let requested, let entered):
            return "the request asks for \(requested), not \(entered); pay the amount it asks for"
        case .amountMissing: return "the request has no amount; give the amount to pay"
        case .invalidReference(let text, let reason): return "reference \(text): not an address (\(reason))"
        case .invalidAmount(let text, let reason): return "amount \(text): \(reason)"
        case .memoTooLong(let bytes):
            return "the memo is \(bytes) bytes; a memo fits at most \(SendRequest.maxMemoBytes) bytes in a transaction"
        case .doesNotRoundTrip: return "the request does not survive as a Solana Pay link (too long?); shorten it"
        }
    }
}

extension SolanaPayRequest {
    /// The one Solana Pay link among the codes a QR image holds (other codes are ignored; several `solana:` codes
    /// are refused, as which one is meant is not known); `parse` reads it next.
    public static func paymentLink(among texts: [String]) throws(SolanaPayInputError) -> String {
        let links = texts.filter { $0.lowercased().hasPrefix("solana:") }
        guard links.count == 1, let link = links.first else {
            throw links.isEmpty ? .noPaymentCode(otherCodes: texts.count) : .severalPaymentCodes(links.count)
        }
        return link
    }
}

extension SolanaPayTransferRequest {
    /// The amount to pay (as the user writes it): the request's, or `entered` when the request leaves it to the
    /// payer; both given must be the same text.
    public func amountToPay(entered: String?) throws(SolanaPayInputError) -> String {
        switch (amount, entered) {
        case (let asked?, nil): return asked.text
        case (nil, let entered?): return entered
        case (let asked?, let entered?):
            guard asked.text == entered else { throw .amountMismatch(requested: asked.text, entered: entered) }
            return entered
        case (nil, nil): throw .amountMissing
        }
    }

    /// The send that pays this request from `from`: the amount (`amountToPay`), the token, the memo right before the
    /// transfer and the references on it, in order.
    public func sendRequest(
        from: PublicKey, entered: String?, priorityFee: SendRequest.PriorityFee = .none,
        allowUnfundedRecipient: Bool = false
    ) throws(SolanaPayInputError) -> SendRequest {
        SendRequest(
            from: from, to: recipient, amount: .exact(try amountToPay(entered: entered)), mint: splToken, memo: memo,
            priorityFee: priorityFee, allowUnfundedRecipient: allowUnfundedRecipient, references: references)
    }

    /// A request to receive a payment, every part checked as a wallet's receive screen does: `references` are
    /// addresses, or "new" for a fresh one; the amount fits the asset's decimals (`decimals` of the token, 9 for
    /// SOL); the memo fits a transaction; and the link parses back to the same request.
    public static func receiving(
        to recipient: PublicKey, amount: String? = nil, token: (mint: PublicKey, decimals: UInt8)? = nil,
        references: [String] = [], label: String? = nil, message: String? = nil, memo: String? = nil
    ) throws(SolanaPayInputError) -> SolanaPayTransferRequest {
        var keys: [PublicKey] = []
        for text in references {
            if text.lowercased() == "new" {
                keys.append(Keypair.generate().publicKey)
            } else {
                do throws(ValueParseError) { keys.append(try PublicKey(text)) } catch {
                    throw .invalidReference(text, error)
                }
            }
        }
        var payAmount: SolanaPayAmount?
        if let amount {
            do throws(AmountError) {
                let parsed = try SolanaPayAmount(amount)
                if let token {
                    _ = try parsed.baseUnits(decimals: Int(token.decimals))
                } else {
                    _ = try parsed.lamports()
                }
                payAmount = parsed
            } catch { throw .invalidAmount(amount, error) }
        }
        if let memo, memo.utf8.count > SendRequest.maxMemoBytes { throw .memoTooLong(bytes: memo.utf8.count) }
        let request = SolanaPayTransferRequest(
            recipient: recipient, amount: payAmount, splToken: token?.mint, references: keys, label: label,
            message: message, memo: memo)
        guard (try? SolanaPayRequest.parse(request.url)) == .transfer(request) else { throw .doesNotRoundTrip }
        return request
    }
}
