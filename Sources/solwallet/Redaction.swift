import Foundation
import SolanaRPC

/// Keeps RPC URL secrets out of what the CLI prints.
///
/// Paid RPC providers put the API key in the query (`?api-key=…`) or the user-info (`https://user:key@host`);
/// messages show a URL with those parts replaced by `REDACTED`, and any message is scrubbed of the secrets of
/// the URLs given on this command line (`--url`, `-u`) or in `$SOLWALLET_URL`.
enum Redaction {
    static let placeholder = "REDACTED"

    /// The URL with its user-info and query values replaced.
    static func url(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return placeholder }
        if components.user != nil { components.user = placeholder }
        if components.password != nil { components.password = nil }
        if let items = components.queryItems, !items.isEmpty {
            components.queryItems = items.map {
                URLQueryItem(name: $0.name, value: $0.value == nil ? nil : placeholder)
            }
        }
        components.fragment = nil
        return components.string ?? placeholder
    }

    /// "devnet (https://api.devnet.solana.com)", with the URL redacted.
    static func describe(_ cluster: Cluster) -> String {
        let shown = url(cluster.url)
        let unnamed = cluster.name == cluster.url.absoluteString || cluster.name == shown
        return unnamed ? shown : "\(cluster.name) (\(shown))"
    }

    /// The message with every secret of the command line's and environment's RPC URLs replaced.
    static func scrub(_ message: String, arguments: [String] = CommandLine.arguments,
                      environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        var secrets: [String] = []
        for text in urlTexts(arguments: arguments, environment: environment) {
            guard let components = URLComponents(string: text) else { continue }
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
