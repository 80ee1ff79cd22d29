import ArgumentParser
import Foundation
import SolanaCore
import SolanaKeys
import SolanaRPC

// The SDK's value types as command-line arguments: an invalid value is an argument-parser error that carries
// the SDK's own message (why it is invalid), and the enums list their allowed values in the help.

extension PublicKey: ExpressibleByArgument {
    public init?(argument: String) {
        guard
            let key = ArgumentFailures.attempt(
                argument,
                { () throws(ValueParseError) in
                    try PublicKey(argument)
                })
        else { return nil }
        self = key
    }

    public var defaultValueDescription: String { base58 }
}

/// An amount of SOL on the command line: exact decimal text (`1.5`, at most 9 decimals), held as lamports.
struct SOLAmount: ExpressibleByArgument {
    let lamports: UInt64

    init?(argument: String) {
        guard
            let lamports = ArgumentFailures.attempt(
                argument,
                { () throws(AmountError) in
                    try Lamports.parse(sol: argument)
                })
        else { return nil }
        self.lamports = lamports
    }

    var defaultValueDescription: String { Lamports.format(lamports) }
}

extension Cluster: ExpressibleByArgument {
    /// A moniker (mainnet-beta, devnet, testnet, localhost, or m, d, t, l) or an http(s) URL.
    public init?(argument: String) {
        guard
            let cluster = ArgumentFailures.attempt(
                argument,
                { () throws(ClusterParseError) in
                    try Cluster(parsing: argument)
                })
        else { return nil }
        self = cluster
    }

    public var defaultValueDescription: String { Redaction.describe(self) }
}

extension Commitment: ExpressibleByArgument {}

extension WalletPreset: ExpressibleByArgument {
    /// A preset by name, or by a wallet's name (`solflare`, `backpack`, `trust-wallet`, `ledger`…).
    public init?(argument: String) {
        guard
            let preset = ArgumentFailures.attempt(
                argument,
                { () throws(DerivationPathError) in
                    try WalletPreset(name: argument)
                })
        else { return nil }
        self = preset
    }

    public static var allValueStrings: [String] { allCases.map(\.name) }
}

extension MnemonicLanguage: ExpressibleByArgument {
    /// A wordlist language by name (`english`, `chinese-simplified`…) or ISO code (`en`, `zh`…).
    public init?(argument: String) {
        guard let language = MnemonicLanguage(name: argument) else { return nil }
        self = language
    }

    public var defaultValueDescription: String { description }
    public static var allValueStrings: [String] { allCases.map(\.description) }
    /// None: the help lists the names (a description per name printed an empty "-" line each).
    public static var allValueDescriptions: [String: String] { [:] }
}

/// Why the last argument conversion failed.
///
/// `ExpressibleByArgument.init?(argument:)` cannot throw, so the conformances above record the SDK's error here,
/// and `message(for:)` adds it to the argument parser's "The value 'x' is invalid for '<y>'".
enum ArgumentFailures {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var failures: [(value: String, reason: String, error: any Error)] = []

    /// Runs a throwing conversion; on failure records the error's message and returns nil.
    static func attempt<T, E: Error & CustomStringConvertible>(_ value: String, _ body: () throws(E) -> T) -> T? {
        do { return try body() } catch {
            lock.withLock { failures.append((value, error.description, error)) }
            return nil
        }
    }

    /// The reason recorded for a value, if a conversion of it failed.
    static func reason(for value: String) -> String? {
        lock.withLock { failures.last { $0.value == value }?.reason }
    }

    /// The argument parser's message for a usage error, plus the SDK's reason when one was recorded for the
    /// rejected value; and the parser's help and usage lines that follow it in text mode.
    static func message(for error: any Error) -> (message: String, usage: String?) {
        let short = SolWallet.message(for: error)
        var full = SolWallet.fullMessage(for: error)
        if full.hasPrefix("Error: ") { full.removeFirst("Error: ".count) }
        let usage = full.hasPrefix(short) ? String(full.dropFirst(short.count)).trimmingCharacters(in: .newlines) : nil
        let recorded = lock.withLock { failures }
        guard let failure = recorded.last(where: { short.contains("'\($0.value)'") }) else {
            return (short, usage?.isEmpty == false ? usage : nil)
        }
        let explained = short.hasSuffix(".") ? "\(short) \(failure.reason)" : "\(short): \(failure.reason)"
        return (explained, usage?.isEmpty == false ? usage : nil)
    }

    /// The SDK error recorded for the value a usage error rejects, with that value (what `ErrorReport` says in the
    /// CLI's language).
    static func cause(of error: any Error) -> (value: String, error: any Error)? {
        let short = SolWallet.message(for: error)
        let recorded = lock.withLock { failures }
        return recorded.last(where: { short.contains("'\($0.value)'") }).map { ($0.value, $0.error) }
    }
}

extension Signature: ExpressibleByArgument {
    public init?(argument: String) {
        guard
            let signature = ArgumentFailures.attempt(
                argument,
                { () throws(ValueParseError) in
                    try Signature(argument)
                })
        else { return nil }
        self = signature
    }

    public var defaultValueDescription: String { base58 }
}

/// The account argument of the commands that read one account (`balance`, `history`, `airdrop`, `account show`,
/// `token hidden`): one help text for all.
enum AccountArgument {
    static let help = ArgumentHelp(
        helpText(
            "An address, an account label, a wallet name or a contact (default: -k's, else the account setting, else the "
                + "first wallet's first account)."))
}
