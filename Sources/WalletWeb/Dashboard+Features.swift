import Foundation
import Hummingbird
import QRCode
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletPresentation

extension Dashboard {
    // MARK: Send: SOL or a token, a memo, a priority fee (as `solwallet send --token --memo --priority-fee`)

    /// The send form's fields, carried by its review to the confirmation (which builds the same request again).
    static let sendFields = ["to", "amount", "token", "memo", "priority_fee", "priority_price"]

    /// The send screen: what to send (SOL, or a token the account holds), to whom, how much, a memo, a priority fee.
    func sendForm(_ from: PublicKey, _ context: PageContext) async throws -> Response {
        try ownAccount(from, context)
        return page("send", title: text("send", context), context, values: await sendValues(from, [:], context))
    }

    /// The balance of `address` as the account page reads it (shared, cached for a second).
    func loadedBalance(_ address: PublicKey) async throws -> LoadedBalance {
        let client = try client()
        let loader = CachedBalanceLoader(client: client, database: services.database)
        return try await balances.balance(of: address, cluster: client.cluster.url, loader: loader)
    }

    /// The send form's values: the fields as `form` gave them, and the choice of what to send — SOL, then each token
    /// the account holds (its label, full mint and balance; its associated account's when it has several).
    func sendValues(_ from: PublicKey, _ form: [String: String], _ context: PageContext) async
        -> [String: any Sendable]
    {
        let chosen = (form["token"] ?? "").trimmingCharacters(in: .whitespaces)
        var sol = "SOL"
        var assets: [[String: any Sendable]] = []
        if let loaded = try? await loadedBalance(from),
            let content = BalanceViewModel(
                loaded, language: context.language
            ).value
        {
            sol = Localizer(context.language)(.sendSolOption, content.sol.textWithSymbol)
            var seen: [String: Int] = [:]
            for line in content.tokens {
                let program = TokenProgramKind(rawValue: line.program)?.programId ?? .tokenProgram
                let associated = (try? PublicKey(line.mint)).map {
                    PublicKey.associatedTokenAddress(owner: from, mint: $0, tokenProgram: program).base58
                }
                let option: [String: any Sendable] = [
                    "value": line.mint, "selected": line.mint == chosen,
                    "text": Localizer(context.language)(
                        .sendTokenOption, line.label, line.mint, line.amount.textWithSymbol),
                ]
                if let index = seen[line.mint] {
                    // The SDK sends from the associated token account: its balance is the one shown.
                    if line.account == associated { assets[index] = option }
                } else {
                    seen[line.mint] = assets.count
                    assets.append(option)
                }
            }
        }
        if !chosen.isEmpty, !assets.contains(where: { ($0["value"] as? String) == chosen }) {
            assets.append(["value": chosen, "selected": true, "text": chosen])
        }
        assets.insert(["value": "", "selected": chosen.isEmpty, "text": sol], at: 0)
        let fee = form["priority_fee"] ?? ""
        let l10n = Localizer(context.language)
        let levels: [(String, String)] = SendRequest.PriorityLevel.allCases.map { level in
            (
                level.rawValue,
                l10n(.priorityLevelDetail, level.rawValue, NumberStyle(context.language).integer(level.percentile))
            )
        }
        let feeChoices: [(String, String)] = [("", l10n(.priorityNone)), ("auto", l10n(.priorityAuto))] + levels
        return [
            "address": from.base58, "to": form["to"] ?? "", "amount": form["amount"] ?? "",
            "memo": form["memo"] ?? "", "assets": assets, "priorityPrice": form["priority_price"] ?? "",
            "memoLimit": SendRequest.maxMemoBytes,
            "fees": feeChoices.map { value, text in
                ["value": value, "text": text, "selected": fee == value] as [String: any Sendable]
            },
        ]
    }

    /// The priority fee of the form, as the CLI's `--priority-fee` takes it: a price in micro-lamports per compute
    /// unit when one is typed (0 is none), else none or `auto` as chosen.
    func priorityFee(_ form: [String: String], refuse: (String) -> PageFailure) throws -> SendRequest.PriorityFee {
        let price = (form["priority_price"] ?? "").trimmingCharacters(in: .whitespaces)
        // A typed price wins; it must be a number (a level is chosen in the list).
        let text = price.isEmpty ? form["priority_fee"] ?? "" : price
        guard price.isEmpty || price.allSatisfy(\.isNumber), let fee = try? SendRequest.PriorityFee(parsing: text)
        else {
            throw refuse(Localizer.fill(WebStrings.text("notAPriorityFee", language()), [text]))
        }
        return fee
    }

    // MARK: Receive: the request's QR code

    /// The QR code of `url` as an inline SVG element with an accessible name (`role="img"`, `aria-label`): drawn by
    /// the dashboard itself (`QRMatrix.svg`), no script and no external image, so the Content-Security-Policy holds.
    static func qrSVG(_ url: String, label: String) throws -> String {
        let svg = inlineSVG(try QREncoder.encode(url).svg(scale: 6))
        let escaped = label.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        guard svg.hasPrefix("<svg ") else { return svg }
        return "<svg role=\"img\" aria-label=\"\(escaped)\" " + svg.dropFirst("<svg ".count)
    }

    // MARK: Solana Pay: verify a payment (as `solwallet pay verify`), one search, no polling

    /// The verify screen: the form (the request's link, or its reference, recipient — this account by default —,
    /// amount, token and memo) and, once asked, what the SDK's verifier found: the payment, nothing yet, or
    /// transactions that mention the reference and are not this payment.
    func payVerify(_ address: PublicKey, _ context: PageContext) async throws -> Response {
        try ownAccount(address, context)
        let query = context.query
        var values: [String: any Sendable] = [
            "address": address.base58, "link": query["link"] ?? "", "reference": query["reference"] ?? "",
            "recipient": query["recipient"] ?? address.base58, "amount": query["amount"] ?? "",
            "token": query["token"] ?? "", "memo": query["memo"] ?? "",
        ]
        let title = text("payVerify", context)
        let asked = ["link", "reference", "amount"].contains { !(query[$0] ?? "").isEmpty }
        guard asked else { return page("verify", title: title, context, values: values) }
        func refuse(_ message: String, status: Int = 422) -> PageFailure {
            PageFailure(template: "verify", title: title, values: values, status: status, message: message)
        }
        let request = try verifyRequest(query, recipient: address, context: context, refuse: { refuse($0) })
        let client = try client()
        let verifier = SolanaPayVerifier(client: client)
        let result: SolanaPayVerifier.PaymentWait
        // One search (resumed while it is bounded, never waiting for new mentions): the page answers now.
        do { result = try await verifier.waitForPayment(request, timeout: .zero, maxChecks: 200) } catch {
            let view = explain(error, context)
            if case .unavailable = error { throw refuse(view.line, status: 502).detailing(view) }
            throw refuse(view.line).detailing(view)
        }
        let l10n = Localizer(context.language)
        if let found = result.transfer {
            var received = DisplayAmount.sol(found.received, language: context.language).textWithSymbol
            if let mint = request.splToken {
                if let decimals = try? await SendFlow(client: client).token(mint).decimals {
                    received =
                        DisplayAmount(
                            baseUnits: found.received, decimals: decimals, symbol: KnownTokens.label(mint),
                            language: context.language
                        ).textWithSymbol + " (\(mint.base58))"
                } else {
                    received = "\(found.received) (\(mint.base58))"
                }
            }
            values["outcome"] = "found"
            values["found"] =
                [
                    "signature": found.signature.base58, "text": l10n(.payVerified),
                    "fields": [
                        ["label": l10n(.amount), "value": received],
                        ["label": l10n(.payFrom), "value": found.sender.base58],
                        ["label": l10n(.slot), "value": NumberStyle(context.language).integer(found.slot)],
                    ] as [[String: any Sendable]],
                ] as [String: any Sendable]
            return page("verify", title: title, context, values: values)
        }
        let mentions = result.lastSearch?.mentions ?? 0
        let message: String
        if mentions == 0 {
            values["outcome"] = "none"
            message = l10n(.payNotYetFound)
        } else {
            values["outcome"] = "mismatch"
            let integers = NumberStyle(context.language)
            message = l10n(.payMismatch, integers.integer(mentions), integers.integer(result.checked))
        }
        values["result"] = message
        return page("verify", title: title, context, values: values)
    }

    /// The transfer request the verify form describes, parsed by the SDK (`PayLink`'s rules as the CLI: a link with
    /// a reference and an amount, or the reference, recipient and amount given apart).
    func verifyRequest(
        _ query: [String: String], recipient defaultRecipient: PublicKey, context: PageContext,
        refuse: (String) -> PageFailure
    ) throws -> SolanaPayTransferRequest {
        func field(_ name: String) -> String { (query[name] ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
        let link = field("link")
        if !link.isEmpty {
            let parsed: SolanaPayRequest
            do { parsed = try SolanaPayRequest.parse(link) } catch {
                let view = explain(error, context)
                throw refuse(text("payNotALink", context) + " " + view.line).detailing(view)
            }
            guard case .transfer(let request) = parsed, !request.references.isEmpty, request.amount != nil else {
                throw refuse(text("payVerifyIncomplete", context))
            }
            return request
        }
        func key(_ name: String) throws -> PublicKey {
            do { return try PublicKey(field(name)) } catch {
                throw refuse(Localizer.fill(text("notAnAddress", context), [field(name).isEmpty ? "—" : field(name)]))
            }
        }
        guard !field("reference").isEmpty, !field("amount").isEmpty else {
            throw refuse(text("payVerifyIncomplete", context))
        }
        let reference = try key("reference")
        let recipient = try field("recipient").isEmpty ? defaultRecipient : key("recipient")
        let token = try field("token").isEmpty ? nil : key("token")
        let amountText = NumberStyle(context.language).typedAmount(field("amount"))
        let amount: SolanaPayAmount
        do { amount = try SolanaPayAmount(amountText) } catch { throw refuse("\(amountText): \(error)") }
        let memo = query["memo"].flatMap { $0.isEmpty ? nil : $0 }
        return SolanaPayTransferRequest(
            recipient: recipient, amount: amount, splToken: token, references: [reference], memo: memo)
    }
}
