import Foundation
import SolanaCore
import SolanaTransactions
import SolanaWallet

let actionsTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "actions-url", maxLen: 8192,
        summary:
            "ActionLink.parse (solana-action:, interstitial and website links) and ActionsJSON (a site's rules, then "
            + "resolve on a page built from the input): a value or a typed error; whatever resolves is https",
        run: fuzzActionsURL),
    FuzzTarget(
        name: "actions-response", maxLen: 70_000,
        summary:
            "ActionResponse (the GET action, the POST answer by type, an error body; byte 0 picks), then every "
            + "parameter of what parses validates the input's text and every href fills: a value or a typed error",
        run: fuzzActionsResponse),
]

func fuzzActionsURL(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    if let link = try? ActionLink.parse(text) {
        switch link {
        case .action(let url), .website(let url):
            check(url.scheme?.lowercased() == "https" && url.host?.isEmpty == false, "a non-https link parsed: \(text)")
        }
    }
    guard let rules = try? ActionsJSON(input) else { return }
    check(rules.rules.count <= ActionsJSON.maxRules, "more rules than the cap")
    for rule in rules.rules {
        guard
            let page = URL(
                string: "https://site.example" + (rule.pathPattern.hasPrefix("/") ? "" : "/")
                    + rule.pathPattern.replacingOccurrences(of: "*", with: "x") + "?q=1")
        else { continue }
        if let resolved = try? rules.resolve(page) {
            check(resolved.scheme?.lowercased() == "https", "a rule resolved to a non-https URL: \(resolved)")
        }
    }
}

func fuzzActionsResponse(_ input: [UInt8]) {
    guard let selector = input.first else { return }
    let body = Array(input.dropFirst())
    let base = URL(string: "https://site.example/api/action")!
    switch selector % 3 {
    case 0:
        guard let action = try? ActionResponse.metadata(body) else { return }
        let value = String(decoding: body.prefix(64), as: UTF8.self)
        for button in action.actions {
            var values: [String: [String]] = [:]
            for parameter in button.parameters {
                if let checked = try? parameter.validate([value]) { values[parameter.name] = checked }
                _ = try? parameter.validate([])
            }
            if let url = try? button.url(values: values, base: base) {
                check(url.scheme?.lowercased() == "https", "an href filled to a non-https URL: \(url)")
            }
        }
    case 1:
        guard let answer = try? ActionResponse.post(body) else { return }
        switch answer {
        case .transaction(let transaction, _, let next):
            check(
                (try? Transaction(wireBytes: transaction.wireBytes)) == transaction, "a transaction does not round-trip"
            )
            if case .post(let href)? = next, let url = try? ActionFlow.nextURL(href, from: base) {
                check(ActionLink.origin(url) == ActionLink.origin(base), "a next link left the origin")
            }
        case .message(let text, let data, _, _):
            check(text != nil || data != nil, "a message without text or data")
        case .externalLink(let url, _):
            check(["http", "https"].contains(url.scheme?.lowercased() ?? ""), "an external link not http(s)")
        case .post: break
        }
    default:
        if let message = ActionResponse.errorMessage(body) {
            check(message.count <= ActionResponse.maxTextLength, "an error message longer than the cap")
        }
    }
}
