import Foundation
import SolanaRPC

/// Keeps RPC URL secrets out of what the CLI prints.
///
/// Paid RPC providers put the API key in the query (`?api-key=…`) or the user-info (`https://user:key@host`);
/// messages show a URL with those parts replaced by `REDACTED`, and any message is scrubbed of the secrets of
/// the URLs given on this command line (`--url`, `-u`) or in `$SOLWALLET_URL`.
enum Redaction {
    static let placeholder = Cluster.redactionPlaceholder

    /// The URL with its user-info, query values and key-like path segments replaced (the SDK's one rule).
    static func url(_ url: URL) -> String { Cluster.redacted(url) }

    /// "devnet (https://api.devnet.solana.com)", with the URL redacted.
    static func describe(_ cluster: Cluster) -> String { cluster.description }

    /// The message with every secret of the command line's and environment's RPC URLs replaced.
    static func scrub(
        _ message: String, arguments: [String] = CommandLine.arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        var secrets: [String] = []
        for text in urlTexts(arguments: arguments, environment: environment) {
            guard let components = URLComponents(string: text) else { continue }
            secrets += components.path.split(separator: "/").filter { Cluster.isKeyLike($0) }.map(String.init)
            if let query = components.percentEncodedQuery, !query.isEmpty { secrets.append(query) }
            if let user = components.percentEncodedUser, !user.isEmpty { secrets.append(user) }
            if let password = components.percentEncodedPassword, !password.isEmpty { secrets.append(password) }
            for item in components.queryItems ?? [] {
                if let value = item.value, value.count >= 4 { secrets.append(value) }
            }
            if let user = components.user, user.count >= 4 { secrets.append(user) }
            if let password = components.password, password.count >= 4 { secrets.append(password) }
        }
        var result = message
        for secret in secrets.sorted(by: { $0.count > $1.count }) where !secret.isEmpty {
            result = result.replacingOccurrences(of: secret, with: placeholder)
        }
        return result
    }

    /// The values of `-u`/`--url` (also `--url=…`, `-uVALUE`) and `$SOLWALLET_URL`.
    static func urlTexts(arguments: [String], environment: [String: String]) -> [String] {
        var texts: [String] = []
        if let fromEnvironment = environment["SOLWALLET_URL"] { texts.append(fromEnvironment) }
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            if argument == "-u" || argument == "--url" {
                if let value = iterator.next() { texts.append(value) }
            } else if argument.hasPrefix("--url=") {
                texts.append(String(argument.dropFirst("--url=".count)))
            } else if argument.hasPrefix("-u"), argument.count > 2, !argument.hasPrefix("--") {
                texts.append(String(argument.dropFirst(2)))
            }
        }
        return texts
    }
}
