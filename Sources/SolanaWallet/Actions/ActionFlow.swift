import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// An action's transaction, checked and simulated: everything to show before the user signs.
public struct ActionTransactionReview: Sendable {
    /// The URL the transaction came from (its POST target).
    public let source: URL
    /// The transaction to sign (the action's, or compiled again with the account paying and a fresh blockhash when
    /// it was unsigned).
    public let transaction: Transaction
    /// Whether the action's fee payer and blockhash were replaced (an unsigned transaction).
    public let recompiled: Bool
    /// The last block height at which the transaction can land.
    public let lastValidBlockHeight: UInt64
    /// The simulation's effects, the payment policy's refusals and the tokens' decimals: nothing is signed unless
    /// its refusals are empty.
    public let review: SigningReview
    /// The signing account.
    public let account: PublicKey
    /// The action's message about it (display only).
    public let message: String?
    /// Where the chain goes once the transaction is sent.
    public let next: ActionNextLink?

    /// The host that asks (shown as who is asking).
    public var domain: String { source.host ?? source.absoluteString }
}

/// A Solana Action from button to signature, with the same signing safety as a Solana Pay transaction request: the
/// transaction is checked by `SolanaPayTransactionPolicy`'s rules (only the account signs; present signatures must
/// verify), simulated and judged as a payment (`SigningPolicy.payment`: transfers only, no authority change, the
/// cap over SOL and every token); nothing is signed that the review does not show. Chains stay on their origin.
public struct ActionFlow: Sendable {
    /// The client that talks to the action.
    public let client: ActionClient
    /// The flow that simulates, signs and sends.
    public let flow: SendFlow
    /// A scanning service asked about every transaction before the review; nil: none.
    public var scanner: (any TransactionScanner)?
    /// The most steps a chain may take.
    public static let maxSteps = 8

    /// A flow asking actions with `client` and sending with `flow`.
    public init(client: ActionClient, flow: SendFlow) {
        self.client = client
        self.flow = flow
    }

    /// The buttons of `action` fetched from `url`: its linked actions, or one button of its label that POSTs to
    /// `url` itself when it lists none.
    public static func buttons(_ action: ActionMetadata, url: URL) -> [LinkedAction] {
        action.actions.isEmpty
            ? [LinkedAction(type: .transaction, href: url.absoluteString, label: action.label, parameters: [])]
            : action.actions
    }

    /// Checks and simulates an action's transaction for `account`. `cap` bounds what may leave the account (nil
    /// leaves every effect to the user's review; a payment's other rules apply either way). A `post` next link on
    /// another origin is refused first. Throws `ActionError` (the spec's checks) or `SendError` (the cluster, the
    /// simulation).
    public func review(
        _ transaction: Transaction, from source: URL, account: PublicKey, cap: PaymentCap?, message: String?,
        next: ActionNextLink?
    ) async throws -> ActionTransactionReview {
        // A chain that would leave the origin is refused before anything is signed.
        if case .post(let href)? = next { _ = try Self.nextURL(href, from: source) }
        let tables = try await flow.lookupTables(for: transaction.message)
        let latest = try await flow.rpc(.getLatestBlockhash(commitment: flow.commitment)).value
        let prepared: (transaction: Transaction, recompiled: Bool)
        do {
            prepared = try SolanaPayTransactionPolicy.prepare(
                transaction, account: account, blockhash: latest.blockhash, lookupTables: tables)
        } catch {
            switch error {
            case .merchantMalicious(let detail): throw ActionError.malicious(detail)
            case .notAskedToSign(let key): throw ActionError.notAskedToSign(key)
            case .merchantMalformed(let detail): throw ActionError.malformed(detail)
            default: throw ActionError.malformed(error.description)
            }
        }
        let lastValid =
            prepared.recompiled
            ? latest.lastValidBlockHeight
            : try await flow.rpc(.getBlockHeight(commitment: flow.commitment)) + 151
        var review = try await flow.review(
            prepared.transaction, signer: account, policy: .payment(cap: cap), lookupTables: tables)
        if let scanner {
            let verdict = try await scanner.scan(prepared.transaction, effects: review.effects, origin: source.host)
            switch verdict.level {
            case .ok: break
            case .warn: review.scannerWarnings = verdict.reasons
            case .block:
                review = SigningReview(
                    transaction: review.transaction, effects: review.effects, decimals: review.decimals,
                    policy: review.policy, refusals: review.refusals + [.blockedByScanner(verdict.reasons)])
            }
        }
        return ActionTransactionReview(
            source: source, transaction: prepared.transaction, recompiled: prepared.recompiled,
            lastValidBlockHeight: lastValid, review: review, account: account, message: message, next: next)
    }

    /// Signs the reviewed transaction with the account's key only, sends it and waits for confirmation; refuses (as
    /// `.refused`) a review with refusals.
    public func send(
        _ review: ActionTransactionReview, signer: Keypair, progress: @Sendable (SendFlow.Progress) -> Void = { _ in }
    ) async throws(SendError) -> Signature {
        guard signer.publicKey == review.account else {
            throw .build("the key given does not sign for \(review.account)")
        }
        guard review.review.isAllowed, review.review.transaction == review.transaction else {
            throw .refused(review.review.refusals)
        }
        return try await flow.send(
            review.transaction, signer: signer, lastValidBlockHeight: review.lastValidBlockHeight, progress: progress)
    }

    /// The URL of a `post` next link: `href` resolved against `source`; refused as malicious when it leaves the
    /// source's origin.
    public static func nextURL(_ href: String, from source: URL) throws(ActionError) -> URL {
        guard let resolved = URL(string: href, relativeTo: source)?.absoluteURL else {
            throw .malformed("links.next's href is not a URL")
        }
        let url = try ActionLink.httpsURL(resolved.absoluteString)
        guard ActionLink.origin(url) == ActionLink.origin(source) else {
            throw .malicious("links.next leads to another origin (\(ActionLink.origin(url)))")
        }
        return url
    }

    /// The text a message action asks to sign, checked: structured data must name `account` and the action's
    /// host; text that parses as a transaction is refused.
    public static func messageText(
        text: String?, data: ActionSignMessageData?, account: PublicKey, source: URL
    ) throws(ActionError) -> String {
        let message: String
        if let data {
            guard data.address == account.base58 else {
                throw .badMessage(
                    "it names the account \(OneLine.escape(String(data.address.prefix(64)))), not \(account)")
            }
            guard data.domain.lowercased() == source.host?.lowercased() else {
                throw .badMessage(
                    "it names the domain \(OneLine.escape(String(data.domain.prefix(64)))), not \(source.host ?? "")")
            }
            message = data.text
        } else if let text {
            message = text
        } else {
            throw .malformed("a message answer needs data")
        }
        do { try OffchainMessage.refuseTransactionShaped(Array(message.utf8)) } catch {
            throw .badMessage("it is a Solana transaction")
        }
        return message
    }

    /// The callback body after a message is signed: `{account, signature, data, state?}` (`data` as received).
    public static func messageCallback(
        account: PublicKey, signature: Signature, text: String?, data: ActionSignMessageData?, state: String?
    ) -> [String: ActionJSON] {
        var body: [String: ActionJSON] = ["account": .text(account.base58), "signature": .text(signature.base58)]
        if let data {
            var members: [String: ActionJSON] = [
                "domain": .text(data.domain), "address": .text(data.address), "statement": .text(data.statement),
                "nonce": .text(data.nonce), "issuedAt": .text(data.issuedAt),
            ]
            if let chainId = data.chainId { members["chainId"] = .text(chainId) }
            body["data"] = .object(members)
        } else if let text {
            body["data"] = .text(text)
        }
        if let state { body["state"] = .text(state) }
        return body
    }
}
