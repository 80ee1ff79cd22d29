import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import WalletPresentation

/// `solwallet pay solana:https://…`: a Solana Pay transaction request, reviewed as what it does to the account.
struct PayTransactionRequest {
    let request: SolanaPayTransactionRequest
    let account: PublicKey
    /// `--amount`: the most the transaction may take: SOL beyond the network fee and the rent of accounts it creates
    /// for others, and each token.
    let maxAmount: String?
    let sender: SenderOptions
    let password: PasswordOptions
    let output: OutputOptions
    /// The `-k` keypair that signs, when given (else the wallet's key of `account`, unlocked by the password).
    var signer: Keypair? = nil

    /// The merchant client, shared by the process: trusts the system's CAs and `SOLWALLET_CA_FILE`'s.
    static let merchantHTTP = SolanaPayMerchantClient.makeHTTPClient(
        additionalTrustRootFiles: ProcessInfo.processInfo.environment["SOLWALLET_CA_FILE"].map {
            $0.isEmpty ? [] : [$0]
        } ?? [])

    func run(context: WalletContext, client: RPCClient) async throws {
        if sender.yes && maxAmount == nil {
            throw CLIError(.invalidInput, .cliTxRequestNeedsAmount)
        }
        var cap: PaymentCap?
        if let maxAmount {
            do { cap = try PaymentCap(maxAmount) } catch {
                throw CLIError(.invalidInput, "--amount: \(error); nothing was signed", cause: error)
            }
        }
        let language = try output.language(registry: context.registry)
        if !output.json {
            let host = TerminalText.sanitize(request.link.host ?? request.link.absoluteString)
            Output.status(Localizer(language)(.cliAskingTransaction, host) + "\n")
        }
        var flow = SolanaPayTransactionFlow(
            merchant: SolanaPayMerchantClient(client: Self.merchantHTTP),
            flow: await RegisteredIDLs.flow(client, context))
        // A blocklist that is set but cannot be read stops the payment: it is never skipped silently.
        if let path = WalletSettings(registry: context.registry).blocklistPath() {
            do { flow.blocklist = try HostBlocklist(contentsOfFile: path) } catch {
                throw CLIError(.file, error.description + "; nothing was signed", cause: error)
            }
        }
        let review: SolanaPayTransactionReview
        do {
            review = try await Spinner.run(.checkingTransaction) {
                try await flow.prepare(request, account: account, cap: cap)
            }
        } catch let error as SendError {
            throw CLIError(error, cluster: client.cluster)
        } catch let error as SolanaPayError {
            switch error {
            case .merchantUnreachable, .merchantFailed: throw CLIError(.network, error.description, cause: error)
            default: throw CLIError(.invalidInput, error.description, cause: error)
            }
        }
        let view = SigningReviewViewModel(review.review, language: language)
        if !output.json || !sender.yes || !review.review.isAllowed {
            Output.status(
                Self.describe(review) + "\n" + view.terminalText(style: output.style) + "\n", style: output.style)
        }
        guard review.review.isAllowed else {
            throw CLIError(SendError.refused(review.review.refusals), cluster: client.cluster)
        }
        if !sender.yes {
            try SenderOptions.confirm(view.question, doing: .cliDoingPaying, nothing: .cliNothingSigned)
        }
        let signer: Keypair
        if let given = self.signer {
            signer = given
        } else {
            let manager = try context.manager(try password.password())
            do { signer = try await manager.keypair(for: account) } catch { throw CLIError(error) }
        }
        let signature: Signature
        do {
            signature = try await flow.send(review, signer: signer, progress: Output.sendProgress(quiet: output.json))
        } catch { throw CLIError(error, cluster: client.cluster) }
        let explorer = TxCommand.Show.explorerLink(signature, cluster: client.cluster)
        if output.json {
            try Output.printJSON(Result(review, view: view, signature: signature, explorer: explorer))
        } else {
            print(signature.base58)
            print(explorer)
            if let redirect = review.redirect {
                print(Localizer(language)(.cliMerchantNextStep, TerminalText.sanitize(redirect)))
            }
        }
    }

    /// Who asks, what they say, and the transaction's steps (its effects follow, from `SigningReviewViewModel`).
    static func describe(_ review: SolanaPayTransactionReview) -> String {
        var lines = ["Transaction request from \(TerminalText.sanitize(review.domain))"]
        if let merchant = review.merchant {
            lines.append("  Label      \(TerminalText.sanitize(merchant.label)) (the merchant's own name for itself)")
            lines.append("  Icon       \(TerminalText.sanitize(merchant.icon.absoluteString))")
        } else if let error = review.merchantInfoError {
            lines.append("  Label      none (\(TerminalText.sanitize(error.description)))")
        }
        if let message = review.message { lines.append("  Message    \(TerminalText.sanitize(message))") }
        lines.append("  Account    \(review.account)")
        let effects = review.review.effects
        lines.append(
            "  Fee payer  \(effects.signersPayFee ? "you" : effects.feePayer.base58 + " (the merchant)")")
        lines.append("  Does       \(TerminalText.sanitize(effects.steps.joined(separator: ", ")))")
        if !review.recompiled { lines.append("  Note       signed by the merchant; its blockhash is kept") }
        return lines.joined(separator: "\n")
    }

    struct Result: Encodable {
        let signature: String, explorer: String, link: String, domain: String, label: String?, message: String?
        let account: String, solPaid: String, rent: String, fee: String, redirect: String?
        let review: SigningReviewViewModel

        enum CodingKeys: String, CodingKey {
            case signature, explorer, link, domain, label, message, account, solPaid, rent, fee, redirect
            case review = "reviewText"
        }

        init(_ review: SolanaPayTransactionReview, view: SigningReviewViewModel, signature: Signature, explorer: String)
        {
            self.signature = signature.base58
            self.explorer = explorer
            link = review.request.link.absoluteString
            domain = review.domain
            label = review.merchant?.label
            message = review.message
            account = review.account.base58
            solPaid = String(review.review.effects.solPaid)
            rent = String(review.review.effects.rentPaid)
            fee = String(review.review.effects.fee)
            redirect = review.redirect
            self.review = view
        }
    }
}
