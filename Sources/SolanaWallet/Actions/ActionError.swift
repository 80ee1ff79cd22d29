import Foundation
import SolanaCore
import SolanaTransactions

/// Why a Solana Action link, answer or parameter was refused, or why an Action could not be run. One case per cause;
/// the texts name the offending part.
public enum ActionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The link is not a `solana-action:` URL, an interstitial link carrying one, or an https website URL.
    case badLink(String, reason: String)
    /// The link (or a URL an answer gives) is not https: refused as malformed.
    case notHTTPS(String)
    /// The website's `actions.json` maps no rule to the link's path.
    case noMatchingRule(String)
    /// The service answered something that breaks the spec (JSON shape, types, sizes, base64, wire format).
    case malformed(String)
    /// The transaction needs a signature the wallet must never give, or a `next` link leaves the action's origin.
    case malicious(String)
    /// The service answered an HTTP error, with its `{"message": …}` when it sent one.
    case failed(status: Int, message: String?)
    /// The service could not be reached, or did not answer in time.
    case unreachable(String)
    /// A parameter's value is refused (missing, wrong type, pattern, bounds, not an option).
    case badParameter(name: String, reason: String)
    /// The action is disabled: it cannot be run.
    case disabled
    /// The host is on the wallet's blocklist: it was not contacted.
    case blockedHost(String)
    /// The message to sign is not what the wallet may sign (another address, another domain, a transaction).
    case badMessage(String)
    /// The transaction does not ask the account to sign.
    case notAskedToSign(PublicKey)
    /// More chained steps than the wallet follows.
    case tooManySteps(Int)

    /// A one-line explanation for a user.
    public var description: String {
        switch self {
        case .badLink(let link, let reason):
            return "the action link '\(OneLine.escape(String(link.prefix(200))))' is not valid: \(reason)"
        case .notHTTPS(let link):
            return
                "'\(OneLine.escape(String(link.prefix(200))))' is not an https URL; actions are reached over https only"
        case .noMatchingRule(let path):
            return "the website's actions.json has no rule for '\(OneLine.escape(String(path.prefix(200))))'"
        case .malformed(let detail): return "the action's answer is malformed: \(detail); nothing was signed"
        case .malicious(let detail): return "the action is refused as malicious: \(detail); nothing was signed"
        case .failed(let status, let message):
            return "the action's server refused the request (HTTP \(status))"
                + (message.map { ": " + OneLine.escape(String($0.prefix(200))) } ?? "") + "; nothing was signed"
        case .unreachable(let detail): return "the action's server could not be reached: \(detail); try again later"
        case .badParameter(let name, let reason):
            return "the parameter '\(OneLine.escape(String(name.prefix(100))))' is refused: \(reason)"
        case .disabled: return "the action is disabled; nothing was signed"
        case .blockedHost(let host):
            return "\(host) is on your blocklist (config get blocklist); it was not contacted and nothing was signed"
        case .badMessage(let detail): return "the message to sign is refused: \(detail); nothing was signed"
        case .notAskedToSign(let account):
            return "the action's transaction does not ask \(account) to sign; nothing was signed"
        case .tooManySteps(let count): return "the action chains more than \(count) steps; stopped"
        }
    }

    init(_ error: CappedHTTPSError) {
        switch error {
        case .badURL(let link, let reason): self = .badLink(link, reason: reason)
        case .timeout(let host, let timeout): self = .unreachable("\(host) did not answer within \(timeout)")
        case .tooLarge(let maximum): self = .malformed("the answer is larger than \(maximum >> 10) KiB")
        case .unreachable(let host, let reason): self = .unreachable("\(host): \(reason)")
        case .badRedirect: self = .malformed("a redirect to something other than an https URL")
        case .tooManyRedirects(let maximum): self = .malformed("more than \(maximum) redirects")
        }
    }
}
