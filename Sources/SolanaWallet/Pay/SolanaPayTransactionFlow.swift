import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// A transaction request, fetched, checked and simulated: everything to show before the user signs.
public struct SolanaPayTransactionReview: Sendable {
    /// The request the transaction came from.
    public let request: SolanaPayTransactionRequest
    /// The GET answer; nil when the merchant gave none (`merchantInfoError` says why).
    public let merchant: SolanaPayMerchantInfo?
    /// Why the GET for the merchant's label and icon failed; nil when it succeeded.
    public let merchantInfoError: SolanaPayError?
    /// The POST answer's message and SPEC 1.1 redirect.
    public let message: String?
    /// The URL to open after the payment (SPEC 1.1), as the merchant sent it; nil when it sent none.
    public let redirect: String?
    /// The transaction to sign (the merchant's, or compiled again with a fresh blockhash when it was unsigned).
    public let transaction: Transaction
    /// Whether the merchant's fee payer and blockhash were replaced (an unsigned transaction).
    public let recompiled: Bool
    /// The last block height at which the transaction can land.
    public let lastValidBlockHeight: UInt64
    /// The simulation's effects on every account of the payer, the payment policy's refusals and the tokens'
    /// decimals: nothing is signed unless its refusals are empty.
    public let review: SigningReview
    /// The paying account.
    public let account: PublicKey

    /// The link's host, which the wallet shows as who is asking (the label is the merchant's own claim).
    public var domain: String { request.link.host ?? request.link.absoluteString }
}

/// A Solana Pay transaction request from link to signature: GET the merchant, POST the account, check the answer
/// with `SolanaPayTransactionPolicy`, simulate it and judge its effects as a payment (`SigningPolicy.payment`: only
/// transfers, no authority change, the cap over SOL and every token), and after the user's approval sign and send.
public struct SolanaPayTransactionFlow: Sendable {
    /// The client that talks to the merchant.
    public let merchant: SolanaPayMerchantClient
    /// The flow that simulates, signs and sends.
    public let flow: SendFlow

    /// Hosts whose requests are refused before they are contacted.
    public var blocklist: HostBlocklist?
    /// A scanning service asked about every transaction before the review; nil: none.
    public var scanner: (any TransactionScanner)?

    /// A flow asking merchants with `merchant` and sending with `flow`.
    public init(merchant: SolanaPayMerchantClient, flow: SendFlow) {
        self.merchant = merchant
        self.flow = flow
    }

    /// Everything up to the review. Throws `SolanaPayError` (the merchant's side, the spec's checks) or `SendError`
    /// (the cluster, the simulation).
    ///
    /// `cap` bounds what may leave the account (SOL beyond the fee and the rent of accounts created for the merchant,
    /// and each token); nil leaves every effect to the user's review. A payment's other rules apply either way.
    public func prepare(_ request: SolanaPayTransactionRequest, account: PublicKey, cap: PaymentCap? = nil)
        async throws -> SolanaPayTransactionReview
    {
        if let host = request.link.host, let blocklist, blocklist.blocks(host) {
            throw SolanaPayError.blockedHost(host)
        }
        var info: SolanaPayMerchantInfo?
        var infoError: SolanaPayError?
        do { info = try await merchant.metadata(request) } catch { infoError = error }
        let answer = try await merchant.transaction(request, account: account)
        let tables = try await flow.lookupTables(for: answer.transaction.message)
        let latest = try await flow.rpc(.getLatestBlockhash(commitment: flow.commitment)).value
        let prepared = try SolanaPayTransactionPolicy.prepare(
            answer.transaction, account: account, blockhash: latest.blockhash, lookupTables: tables)
        // A merchant-signed transaction keeps its own blockhash, whose age is unknown: it expires at most 150
        // blocks after the newest one, so waiting until then never reports a landed transaction as expired.
        let lastValid =
            prepared.recompiled
            ? latest.lastValidBlockHeight
            : try await flow.rpc(.getBlockHeight(commitment: flow.commitment)) + 151
        var review = try await flow.review(
            prepared.transaction, signer: account, policy: .payment(cap: cap), lookupTables: tables)
        if let scanner {
            let verdict = try await scanner.scan(
                prepared.transaction, effects: review.effects, origin: request.link.host)
            switch verdict.level {
            case .ok: break
            case .warn: review.scannerWarnings = verdict.reasons
            case .block:
                review = SigningReview(
                    transaction: review.transaction, effects: review.effects, decimals: review.decimals,
                    policy: review.policy, refusals: review.refusals + [.blockedByScanner(verdict.reasons)])
            }
        }
        return SolanaPayTransactionReview(
            request: request, merchant: info, merchantInfoError: infoError, message: answer.message,
            redirect: answer.redirect, transaction: prepared.transaction, recompiled: prepared.recompiled,
            lastValidBlockHeight: lastValid, review: review, account: account)
    }

    /// Signs the reviewed transaction with the account's key only, sends it and waits for confirmation; refuses (as
    /// `.refused`) a review with refusals.
    public func send(
        _ review: SolanaPayTransactionReview, signer: Keypair,
        progress: @Sendable (SendFlow.Progress) -> Void = { _ in }
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
}
