import Foundation
import SolanaCore

/// The dApp's check of a Sign-In With Solana message it holds (its text and the wallet's signature) against the
/// domain it expects, every check run and named: the domain, the signature (over the text, SIWS 1.0, or its
/// off-chain message v1 envelope, SIWS 1.1) and the time window. Unlike `SignIn.verify`, which stops at the first
/// failure, it reports each failed check, for a screen that lists them.
public struct SignInVerification: Sendable, Equatable {
    /// One check of the verification.
    public enum Check: String, Sendable, CaseIterable, Codable {
        /// The message's domain is the one expected.
        case domain
        /// The signature is the message's account's, over the text or its v1 envelope.
        case signature
        /// Now is within issued-at's skew, not-before and expiration.
        case timeWindow
    }

    /// A check and, when it failed, why.
    public struct Outcome: Sendable, Equatable {
        /// Which check.
        public let check: Check
        /// Why it failed; nil when it passed.
        public let failure: SignInError?
    }

    /// The message, parsed strictly from the text.
    public let message: SignInMessage
    /// Every check, in `Check.allCases` order.
    public let outcomes: [Outcome]
    /// Whether the signature is over the v1 envelope (SIWS 1.1) rather than the text; false when it verified over
    /// neither.
    public let envelope: Bool

    /// The checks that failed, each with its error.
    public var failures: [Outcome] { outcomes.filter { $0.failure != nil } }
    /// Whether every check passed.
    public var isValid: Bool { failures.isEmpty }

    /// Checks `text` (a SIWS message, in its canonical layout) signed with `signature` against `expectedDomain`
    /// (an authority such as `example.com` or `localhost:3000`; a URL's authority is taken from it) at `now` (Unix
    /// seconds).
    ///
    /// - Throws: `SignInError` when the text is not a SIWS message (nothing to check) or the expected domain is empty.
    public init(text: String, signature: Signature, expectedDomain: String, now: Int64) throws(SignInError) {
        let message = try SignInMessage(parsing: text)
        let expected = Self.authority(expectedDomain)
        guard !expected.isEmpty else { throw .invalidField("the expected domain is empty") }
        var outcomes: [Outcome] = []
        outcomes.append(
            Outcome(
                check: .domain,
                failure: message.domain == expected ? nil : .wrongDomain(expected: expected, actual: message.domain)))
        // The address parses: `SignInMessage(parsing:)` validated it.
        var envelope = false
        var signed = false
        if let key = try? PublicKey(message.address) {
            if signature.verify(publicKey: key, message: Array(text.utf8)) {
                signed = true
            } else if let wrapped = try? message.envelope().serialized,
                signature.verify(publicKey: key, message: wrapped)
            {
                signed = true
                envelope = true
            }
        }
        outcomes.append(Outcome(check: .signature, failure: signed ? nil : .badSignature))
        var window: SignInError?
        do throws(SignInError) { try SignIn.checkTimes(message, now: now) } catch { window = error }
        outcomes.append(Outcome(check: .timeWindow, failure: window))
        self.message = message
        self.outcomes = outcomes
        self.envelope = envelope
    }

    /// The authority of `text`: itself, or a URL's `host[:port]` (scheme, path, query and fragment dropped),
    /// trimmed of white space.
    static func authority(_ text: String) -> String {
        var rest = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        if let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        return String(rest)
    }
}
