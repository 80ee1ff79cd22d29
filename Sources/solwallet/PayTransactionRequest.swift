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
    /// `--amount`: the most the transaction may take (SOL with fees, or the one token it takes).
    let maxAmount: String?
    let sender: SenderOptions
    let password: PasswordOptions
    let output: OutputOptions

    /// The merchant client, shared by the process: trusts the system's CAs and `SOLWALLET_CA_FILE`'s.
    static let merchantHTTP = SolanaPayMerchantClient.makeHTTPClient(
        additionalTrustRootFiles: ProcessInfo.processInfo.environment["SOLWALLET_CA_FILE"].map {
            $0.isEmpty ? [] : [$0]
        } ?? [])

    func run(context: WalletContext, client: RPCClient) async throws {
        if sender.yes && maxAmount == nil {
            throw CLIError(
                .invalidInput,
                "a transaction request with --yes needs --amount (the most it may take); nothing was signed")
        }
        if !output.json { Output.status("Asking \(request.link.host ?? "the merchant") for the transaction…\n") }
        let flow = SolanaPayTransactionFlow(
            merchant: SolanaPayMerchantClient(client: Self.merchantHTTP), flow: SendFlow(client: client))
        let review: SolanaPayTransactionReview
        do {
            review = try await Spinner.run("Checking the transaction…") {
                try await flow.prepare(request, account: account)
            }
        } catch let error as SendError {
            throw CLIError(error, cluster: client.cluster)
        } catch let error as SolanaPayError {
            switch error {
            case .merchantUnreachable, .merchantFailed: throw CLIError(.network, error.description)
            default: throw CLIError(.invalidInput, error.description)
            }
        }
        if !output.json || !sender.yes { Output.status(Self.describe(review) + "\n") }
        guard review.preview.risks.isEmpty else {
            throw CLIError(
                .invalidInput,
                "refused: " + review.preview.risks.map(\.description).joined(separator: "; ") + "; nothing was signed")
        }
        try checkLimit(review)
        if !sender.yes {
            try SenderOptions.confirm("Sign and send it?", doing: "paying", nothing: "nothing was signed")
        }
        let manager = try context.manager(try password.password())
        let signer: Keypair
        do { signer = try await manager.keypair(for: account) } catch { throw CLIError(error) }
        let signature: Signature
        do {
            signature = try await flow.send(review, signer: signer, progress: Output.sendProgress(quiet: output.json))
        } catch { throw CLIError(error, cluster: client.cluster) }
        let explorer = TxCommand.Show.explorerLink(signature, cluster: client.cluster)
        if output.json {
            try Output.printJSON(Result(review, signature: signature, explorer: explorer))
        } else {
            print(signature.base58)
            print(explorer)
            if let redirect = review.redirect {
                print("The merchant's next step: \(TerminalText.sanitize(redirect))")
            }
        }
    }

    /// `--amount` against what the transaction takes: one token at most, or SOL (fees included).
    func checkLimit(_ review: SolanaPayTransactionReview) throws(CLIError) {
        guard let maxAmount else { return }
        let tokens = review.tokenOutflows
        if tokens.count > 1 {
            throw CLIError(
                .invalidInput,
                "the transaction takes \(tokens.count) different tokens; --amount cannot cap that; "
                    + "nothing was signed")
        }
        if let (mint, taken) = tokens.first {
            guard let decimals = review.preview.tokenChanges.first(where: { $0.mint == mint })?.decimals else {
                throw CLIError(.invalidInput, "the mint \(mint) could not be read; nothing was signed")
            }
            let limit: UInt64
            do { limit = try DecimalAmount.parse(maxAmount, decimals: Int(decimals)) } catch {
                throw CLIError(.invalidInput, "--amount \(maxAmount): \(error); nothing was signed")
            }
            guard taken <= limit else {
                throw CLIError(
                    .invalidInput,
                    "the transaction takes \(TokenAmount(baseUnits: taken, decimals: decimals)) of \(mint), more than "
                        + "--amount \(maxAmount); nothing was signed")
            }
            return
        }
        let limit: UInt64
        do { limit = try Lamports.parse(sol: maxAmount) } catch {
            throw CLIError(.invalidInput, "--amount \(maxAmount): \(error); nothing was signed")
        }
        guard review.preview.solSpent <= limit else {
            throw CLIError(
                .invalidInput,
                "the transaction takes \(Lamports.formatSOL(review.preview.solSpent)) (fees included), more than "
                    + "--amount \(maxAmount) SOL; nothing was signed")
        }
    }

    /// The review: who asks, what they say, and what the transaction does to the account.
    static func describe(_ review: SolanaPayTransactionReview) -> String {
        let preview = review.preview
        var lines = ["Transaction request from \(review.domain)"]
        if let merchant = review.merchant {
            lines.append("  Label      \(TerminalText.sanitize(merchant.label)) (the merchant's own name for itself)")
            lines.append("  Icon       \(merchant.icon.absoluteString)")
        } else if let error = review.merchantInfoError {
            lines.append("  Label      none (\(error))")
        }
        if let message = review.message { lines.append("  Message    \(TerminalText.sanitize(message))") }
        lines.append("  Account    \(preview.account)")
        lines.append(
            "  Fee payer  \(preview.feePayer == preview.account ? "you" : preview.feePayer.base58 + " (the merchant)")")
        let change =
            preview.solAfter >= preview.solBefore
            ? "+" + Lamports.format(preview.solAfter - preview.solBefore)
            : "−" + Lamports.format(preview.solBefore - preview.solAfter)
        lines.append(
            "  SOL        \(Lamports.format(preview.solBefore)) → \(Lamports.format(preview.solAfter)) (\(change) SOL; "
                + "network fee \(Lamports.format(preview.fee)))")
        for token in preview.tokenChanges {
            let decimals = token.decimals ?? 0
            let delta =
                token.after >= token.before
                ? "+" + TokenAmount(baseUnits: token.after - token.before, decimals: decimals).decimalString
                : "−" + TokenAmount(baseUnits: token.before - token.after, decimals: decimals).decimalString
            lines.append(
                "  Token      \(token.mint): \(TokenAmount(baseUnits: token.before, decimals: decimals).decimalString) → "
                    + "\(TokenAmount(baseUnits: token.after, decimals: decimals).decimalString) (\(delta))")
        }
        let steps = preview.instructions.map { decoded in
            "\(decoded.programName).\(InstructionReport(decoded)?.type ?? "unknown")"
        }
        lines.append("  Does       \(steps.joined(separator: ", "))")
        for risk in preview.risks { lines.append("  REFUSED    \(risk)") }
        if !review.recompiled { lines.append("  Note       signed by the merchant; its blockhash is kept") }
        return lines.joined(separator: "\n")
    }

    struct Result: Encodable {
        struct Token: Encodable { let mint: String, tokenAccount: String, before: String, after: String }
        let signature: String, explorer: String, link: String, domain: String, label: String?, message: String?
        let account: String, solBefore: String, solAfter: String, fee: String, tokens: [Token], redirect: String?

        init(_ review: SolanaPayTransactionReview, signature: Signature, explorer: String) {
            self.signature = signature.base58
            self.explorer = explorer
            link = review.request.link.absoluteString
            domain = review.domain
            label = review.merchant?.label
            message = review.message
            account = review.preview.account.base58
            solBefore = String(review.preview.solBefore)
            solAfter = String(review.preview.solAfter)
            fee = String(review.preview.fee)
            tokens = review.preview.tokenChanges.map {
                Token(
                    mint: $0.mint.base58, tokenAccount: $0.tokenAccount.base58, before: String($0.before),
                    after: String($0.after))
            }
            redirect = review.redirect
        }
    }
}
