import Foundation
import Hummingbird
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import WalletPresentation

extension Dashboard {
    // MARK: Sign an off-chain message (as `solwallet message sign`)

    /// The largest text the message form takes (an off-chain message holds at most this much).
    static let maxMessageBytes = OffchainMessage.extendedMaximum

    /// The message screen: the text to sign.
    func messageForm(_ address: PublicKey, _ context: PageContext) throws -> Response {
        try ownAccount(address, context)
        return page("signMessage", title: text("signMessage", context), context, values: ["address": address.base58])
    }

    func messageRefusal(
        _ from: PublicKey, _ form: [String: String], _ context: PageContext, _ message: String, status: Int = 422
    ) -> PageFailure {
        PageFailure(
            template: "signMessage", title: text("signMessage", context),
            values: ["address": from.base58, "text": form["text"] ?? ""], status: status, message: message)
    }

    /// The form's text as the SDK's off-chain message (v0, the first format that holds it, as the CLI's default),
    /// refused when it is empty, too long, or shaped as a transaction.
    func offchainMessage(_ from: PublicKey, _ form: [String: String], _ context: PageContext) throws -> OffchainMessage
    {
        // Browsers send textarea line breaks as CRLF: the text is signed as typed, with LF.
        let content = (form["text"] ?? "").replacingOccurrences(of: "\r\n", with: "\n")
        guard !content.isEmpty else { throw messageRefusal(from, form, context, text("signMessageNeeded", context)) }
        do {
            let message = try OffchainMessage.v0(content, signers: [from], applicationDomain: .zero, format: nil)
            try OffchainMessage.refuseTransactionShaped(message.content)
            return message
        } catch {
            let view = explain(error, context)
            throw messageRefusal(from, form, context, view.line).detailing(view)
        }
    }

    /// The review: the SDK's `OffchainMessageReviewViewModel` (the text escaped), and the password to sign.
    func messageReview(_ from: PublicKey, _ form: [String: String], _ context: PageContext) throws -> Response {
        try ownAccount(from, context)
        let message = try offchainMessage(from, form, context)
        let view = OffchainMessageReviewViewModel(message, language: context.language)
        return page(
            "signReview", title: view.title, context,
            values: [
                "address": from.base58, "fields": view.fields.map { ["label": $0.label, "value": $0.value] },
                "lines": view.lines, "warnings": [view.notice].compactMap { $0 }, "question": view.question,
                "confirmAction": "/accounts/\(from.base58)/message/sign",
                "backLink": "/accounts/\(from.base58)/message",
                "hidden": [["name": "text", "value": form["text"] ?? ""]],
            ])
    }

    /// Signs the message reviewed (rebuilt from the same text: the same bytes), and shows the signature.
    func messageSign(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        try ownAccount(from, context)
        let message = try offchainMessage(from, form, context)
        let signer = try await signingKey(from, form, context) {
            self.messageRefusal(from, form, context, $0, status: $1)
        }
        let signature: Signature
        do { signature = try message.sign(with: signer) } catch {
            let view = explain(error, context)
            throw messageRefusal(from, form, context, view.line).detailing(view)
        }
        return page(
            "signed", title: text("signMessageDone", context), context,
            values: [
                "address": from.base58, "signature": signature.base58,
                "fields": [
                    ["label": text("offchainFieldSigners", context), "value": from.base58],
                    ["label": text("offchainFieldVersion", context), "value": "v0"],
                ],
                "output": Data(message.serialized).base64EncodedString(),
                "outputLabel": text("signMessageBytes", context),
            ])
    }

    /// The account's key, opened with the form's password (a wrong password is a 403 and counts as one).
    func signingKey(
        _ from: PublicKey, _ form: [String: String], _ context: PageContext,
        refusal: (String, Int) -> PageFailure
    ) async throws -> Keypair {
        do { return try await manager(form["password"] ?? "").keypair(for: from) } catch {
            if case .keystore(.authenticationFailed) = error as? WalletError {
                throw refusal(text("wrongPassword", context), 403)
            }
            let view = explain(error, context)
            throw refusal(view.line, 422).detailing(view)
        }
    }

    // MARK: Sign in with Solana (as `solwallet sign-in`)

    /// The sign-in screen: the dApp's request (JSON), the page's origin, SIWS 1.1's envelope.
    func signInForm(_ address: PublicKey, _ context: PageContext) throws -> Response {
        try ownAccount(address, context)
        return page("signIn", title: text("signInPage", context), context, values: ["address": address.base58])
    }

    func signInRefusal(
        _ from: PublicKey, _ form: [String: String], _ context: PageContext, _ message: String, status: Int = 422
    ) -> PageFailure {
        PageFailure(
            template: "signIn", title: text("signInPage", context),
            values: [
                "address": from.base58, "request": form["request"] ?? "", "origin": form["origin"] ?? "",
                "envelope": form["envelope"] != nil,
            ], status: status, message: message)
    }

    /// The message the form's request asks for, after every wallet-side check of the SDK (`SignInRequest.prepare`:
    /// the domain against the origin, the chain against the dashboard's cluster, the time window).
    func signInMessage(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> (
        SignInMessage, origin: String
    ) {
        let json = Array((form["request"] ?? "").utf8)
        guard !json.isEmpty else { throw signInRefusal(from, form, context, text("signInRequestNeeded", context)) }
        let origin = (form["origin"] ?? "").trimmingCharacters(in: .whitespaces)
        do {
            let request = try SignInRequest(json: json)
            let client = try client()
            var kind = SignInRequest.clusterKind(ofURL: client.cluster.url)
            if kind == nil, request.input.chainId != nil {
                kind = try await ClusterIdentities(database: services.database).identity(of: client).kind
            }
            let override = origin.isEmpty ? nil : origin
            let authority = try request.originAuthority(override: override)
            let message = try request.prepare(
                origin: override, account: from, cluster: kind ?? .custom, now: Int64(Date().timeIntervalSince1970))
            return (message, authority)
        } catch {
            let view = explain(error, context)
            throw signInRefusal(from, form, context, text("nothingSigned", context) + " " + view.line).detailing(view)
        }
    }

    /// The review: the SDK's `SignInReviewViewModel` (domain, origin, chain, time window, the text escaped).
    func signInReview(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        try ownAccount(from, context)
        let (message, origin) = try await signInMessage(from, form, context)
        let envelope = form["envelope"] != nil
        let view = SignInReviewViewModel(message, origin: origin, envelope: envelope, language: context.language)
        var hidden: [[String: any Sendable]] = [
            ["name": "request", "value": form["request"] ?? ""], ["name": "origin", "value": form["origin"] ?? ""],
        ]
        if envelope { hidden.append(["name": "envelope", "value": "on"]) }
        return page(
            "signReview", title: view.title, context,
            values: [
                "address": from.base58, "fields": view.fields.map { ["label": $0.label, "value": $0.value] },
                "lines": view.lines, "warnings": [view.notice].compactMap { $0 }, "question": view.question,
                "confirmAction": "/accounts/\(from.base58)/sign-in/sign",
                "backLink": "/accounts/\(from.base58)/sign-in", "hidden": hidden,
            ])
    }

    /// Checks the request again (now may have moved past its window), signs, and shows the SolanaSignInOutput JSON.
    func signInSign(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async throws -> Response {
        try ownAccount(from, context)
        let (message, _) = try await signInMessage(from, form, context)
        let signer = try await signingKey(from, form, context) {
            self.signInRefusal(from, form, context, $0, status: $1)
        }
        let output: SignInOutput
        do { output = try SignInOutput.sign(message, envelope: form["envelope"] != nil, with: signer) } catch {
            let view = explain(error, context)
            throw signInRefusal(from, form, context, view.line).detailing(view)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: (try? encoder.encode(output)) ?? Data(), as: UTF8.self)
        return page(
            "signed", title: text("signInDone", context), context,
            values: [
                "address": from.base58, "signature": output.signature,
                "fields": [
                    ["label": text("signInFieldDomain", context), "value": message.domain],
                    ["label": text("signInFieldAccount", context), "value": from.base58],
                ],
                "output": json, "outputLabel": text("signInOutput", context),
            ])
    }
}
