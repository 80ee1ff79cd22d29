import Foundation
import Hummingbird
import SolanaCore
import SolanaTransactions
import SolanaWallet
import WalletPresentation

extension Dashboard {
    // MARK: Verify an off-chain message's signature (as `solwallet message verify`)

    /// The verify-a-message screen: signature, signer, text.
    func verifyMessageForm(_ context: PageContext) -> Response {
        page("verifyMessage", title: text("verifyMessagePage", context), context)
    }

    /// The form's fields as the page shows them back.
    private func verifyMessageValues(_ form: [String: String]) -> [String: any Sendable] {
        ["signature": form["signature"] ?? "", "signer": form["signer"] ?? "", "text": form["text"] ?? ""]
    }

    private func verifyMessageRefusal(_ form: [String: String], _ context: PageContext, _ message: String)
        -> PageFailure
    {
        PageFailure(
            template: "verifyMessage", title: text("verifyMessagePage", context), values: verifyMessageValues(form),
            message: message)
    }

    /// Verifies the form's signature of its text by its signer, as the CLI does without `--layout`: the current v0
    /// layout, then the legacy header (the text as typed, then with the browser's CRLF line breaks as LF). The
    /// answer is the CLI's line ("Signature is valid", or invalid for the signer) and the SDK's review of the
    /// message, its text with every hidden character escaped.
    func verifyMessage(_ form: [String: String], _ context: PageContext) throws -> Response {
        let signatureText = (form["signature"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let signerText = (form["signer"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let typed = form["text"] ?? ""
        guard !signatureText.isEmpty, !signerText.isEmpty, !typed.isEmpty else {
            throw verifyMessageRefusal(form, context, text("verifyFieldsNeeded", context))
        }
        let signature: Signature
        let signer: PublicKey
        do {
            signature = try Signature(signatureText)
            signer = try PublicKey(signerText)
        } catch {
            let view = explain(error, context)
            throw verifyMessageRefusal(form, context, view.line).detailing(view)
        }
        let check: OffchainSignatureCheck
        do {
            check = try OffchainMessage.verifyAsCLI(typed, signature: signature, signer: signer, crlfAsLF: true)
        } catch {
            // No layout holds the text: the SDK says why.
            let view = explain(error, context)
            throw verifyMessageRefusal(form, context, view.line).detailing(view)
        }
        let matched = check.valid ? check.message : nil
        let l10n = Localizer(context.language)
        let view = OffchainMessageReviewViewModel(check.message, language: context.language)
        var values = verifyMessageValues(form)
        var result: [String: any Sendable] = [
            "valid": matched != nil,
            "text": matched != nil ? l10n(.offchainSignatureValid) : l10n(.offchainSignatureInvalid, signer.base58),
            "fields": view.fields.map { ["label": $0.label, "value": $0.value] }, "lines": view.lines,
        ]
        if let notice = view.notice { result["notice"] = notice }
        values["result"] = result
        return page(
            "verifyMessage", title: text("verifyMessagePage", context), context, values: values,
            status: matched != nil ? 200 : 422)
    }

    // MARK: Verify a Sign-In With Solana message (the dApp's side, as `solwallet sign-in verify`)

    /// The verify-a-sign-in screen: the SIWS message, its signature, the domain expected.
    func verifySignInForm(_ context: PageContext) -> Response {
        page("verifySignIn", title: text("verifySignInPage", context), context)
    }

    private func verifySignInValues(_ form: [String: String]) -> [String: any Sendable] {
        ["message": form["message"] ?? "", "signature": form["signature"] ?? "", "domain": form["domain"] ?? ""]
    }

    private func verifySignInRefusal(_ form: [String: String], _ context: PageContext, _ message: String)
        -> PageFailure
    {
        PageFailure(
            template: "verifySignIn", title: text("verifySignInPage", context), values: verifySignInValues(form),
            message: message)
    }

    /// Runs the SDK's `SignInVerification`: the message parsed strictly, then the domain, the signature (SIWS 1.0 or
    /// 1.1) and the time window, each check shown passed or failed with the SDK error said in the page's language.
    func verifySignIn(_ form: [String: String], _ context: PageContext) throws -> Response {
        // Browsers send textarea line breaks as CRLF; a SIWS message's are LF.
        let message = (form["message"] ?? "").replacingOccurrences(of: "\r\n", with: "\n")
        let signatureText = (form["signature"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let domain = form["domain"] ?? ""
        guard !message.isEmpty, !signatureText.isEmpty, !domain.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw verifySignInRefusal(form, context, text("verifyFieldsNeeded", context))
        }
        let verification: SignInVerification
        do {
            let signature = try Signature(signatureText)
            verification = try SignInVerification(
                text: message, signature: signature, expectedDomain: domain, now: Int64(Date().timeIntervalSince1970))
        } catch {
            let view = explain(error, context)
            throw verifySignInRefusal(form, context, view.line).detailing(view)
        }
        let l10n = Localizer(context.language)
        let checks: [[String: any Sendable]] = verification.outcomes.map { outcome in
            let name: String
            switch outcome.check {
            case .domain: name = l10n(.verifyCheckDomain)
            case .signature: name = l10n(.verifyCheckSignature)
            case .timeWindow: name = l10n(.verifyCheckTimeWindow)
            }
            var row: [String: any Sendable] = [
                "id": outcome.check.rawValue, "name": name, "passed": outcome.failure == nil,
                "state": l10n(outcome.failure == nil ? .verifyCheckPassed : .verifyCheckFailed),
            ]
            if let failure = outcome.failure {
                let view = ErrorViewModel(failure, language: context.language)
                row["why"] = view.message
                if let detail = view.detail { row["detail"] = detail }
            }
            return row
        }
        let valid = verification.isValid
        var values = verifySignInValues(form)
        values["result"] =
            [
                "valid": valid,
                "text": valid
                    ? l10n(.signInValid, verification.message.address, verification.message.domain)
                    : l10n(.verifySignInFailed),
                "checks": checks,
                "fields": [
                    ["label": l10n(.signInFieldDomain), "value": verification.message.domain],
                    ["label": l10n(.signInFieldAccount), "value": verification.message.address],
                ],
            ] as [String: any Sendable]
        return page(
            "verifySignIn", title: text("verifySignInPage", context), context, values: values,
            status: valid ? 200 : 422)
    }
}
