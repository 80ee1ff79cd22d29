import Foundation
import Hummingbird
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

/// A close-empty review shown: the wallet and the very accounts listed, which its confirmation closes (once).
struct CleanupReviewed: Sendable, Equatable {
    let wallet: PublicKey
    let accounts: [EmptyTokenAccount]
}

extension Dashboard {
    // MARK: Close empty token accounts (as `solwallet token close-empty`)

    func cleanupRefusal(_ wallet: PublicKey, _ context: PageContext, _ message: String, status: Int) -> PageFailure {
        PageFailure(
            template: "message", title: text("closeEmptyLink", context),
            values: ["text": text("nothingSigned", context)], status: status, message: message)
    }

    /// The review: the SDK's `TokenCleanupFlow` finds the empty token accounts the wallet can close alone, and
    /// prepares (and simulates, checking the effects are exactly these closes) a transaction closing the first
    /// `TokenCleanupFlow.maximumPerTransaction`; the page lists them with their rent (`TokenCleanupViewModel`),
    /// the effects, and asks for the password. A single-use id binds the confirmation to these accounts.
    func closeEmptyReview(_ wallet: PublicKey, _ context: PageContext) async throws -> Response {
        try ownAccount(wallet, context)
        let flow = TokenCleanupFlow(client: try client())
        var values: [String: any Sendable] = ["address": wallet.base58]
        if let signature = context.query["signature"], (try? Signature(signature)) != nil {
            values["signature"] = signature
            values["done"] = text("closeEmptyDone", context)
        }
        let review: TokenCleanupReview
        do {
            let empty = try await flow.emptyAccounts(of: wallet)
            guard !empty.isEmpty else {
                values["none"] = text("closeEmptyNone", context)
                return page("closeEmpty", title: text("closeEmptyLink", context), context, values: values)
            }
            review = try await flow.prepare(
                wallet: wallet, closing: Array(empty.prefix(TokenCleanupFlow.maximumPerTransaction)))
        } catch {
            let view = explain(error, context)
            throw cleanupRefusal(wallet, context, view.line, status: error.isRefusal ? 422 : 502).detailing(view)
        }
        let view = TokenCleanupViewModel(review, language: context.language)
        values["reviewId"] = await cleanupReviews.issue(CleanupReviewed(wallet: wallet, accounts: review.accounts))
        values["rows"] = view.rows.map {
            ["account": $0.account, "mint": $0.mint, "label": $0.label, "rent": $0.rent.textWithSymbol]
                as [String: any Sendable]
        }
        values["fields"] = view.fields.map { ["label": $0.label, "value": $0.value] as [String: any Sendable] }
        values["question"] = view.question
        values["heading"] = view.title
        values["effects"] = [
            [
                "title": view.effects.title,
                "accounts": view.effects.accounts.map {
                    ["account": $0.account, "kind": $0.kind, "lines": $0.lines] as [String: any Sendable]
                },
            ] as [String: any Sendable]
        ]
        return page("closeEmpty", title: text("closeEmptyLink", context), context, values: values)
    }

    /// Closes the accounts of the review once: the id is consumed before anything is signed, the transaction
    /// prepared again (a fresh blockhash, simulated and checked again) for exactly the accounts reviewed, signed
    /// with the password's key and sent; then back to the page, with the signature.
    func closeEmptyConfirm(_ wallet: PublicKey, _ form: [String: String], _ context: PageContext) async throws
        -> Response
    {
        try ownAccount(wallet, context)
        let id = form["review_id"] ?? ""
        let back = "/accounts/\(wallet.base58)/tokens/close-empty"
        let reviewed: CleanupReviewed
        do { reviewed = try await cleanupReviews.begin(id, matches: { $0.wallet == wallet }) } catch {
            if case .alreadySent(let signature) = error { return .redirect(back + "?signature=\(signature.base58)") }
            throw cleanupRefusal(wallet, context, error.description, status: 409)
        }
        let signer: Keypair
        do { signer = try await manager(form["password"] ?? "").keypair(for: wallet) } catch {
            await cleanupReviews.release(id)  // nothing was signed
            if case .keystore(.authenticationFailed) = error as? WalletError {
                throw cleanupRefusal(wallet, context, text("wrongPassword", context), status: 403)
            }
            let view = explain(error, context)
            throw cleanupRefusal(wallet, context, view.line, status: 422).detailing(view)
        }
        let flow: TokenCleanupFlow
        let review: TokenCleanupReview
        do {
            var cleanup = TokenCleanupFlow(client: try client())
            cleanup.journal = await SQLiteSentTransactionJournal.of(cleanup.client, in: services.database)
            flow = cleanup
            review = try await flow.prepare(wallet: wallet, closing: reviewed.accounts)
        } catch {
            await cleanupReviews.release(id)
            let view = explain(error, context)
            let status = (error as? SendError).map { $0.isRefusal ? 422 : 502 } ?? 422
            throw cleanupRefusal(wallet, context, view.line, status: status).detailing(view)
        }
        let signature: Signature
        do { signature = try await flow.send(review, signer: signer) } catch {
            await cleanupReviews.fail(id, reason: "\(error)")
            let view = explain(error, context)
            throw cleanupRefusal(wallet, context, view.line, status: 502).detailing(view)
        }
        await cleanupReviews.complete(id, signature: signature)
        await balances.forget(wallet)
        return .redirect(back + "?signature=\(signature.base58)")
    }
}
