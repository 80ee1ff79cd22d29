import Foundation

/// A Solana cluster's RPC endpoints: the public presets or any URL.
public struct Cluster: Sendable, Hashable, CustomStringConvertible {
    /// The HTTP JSON-RPC endpoint.
    public let url: URL
    /// The WebSocket endpoint for subscriptions.
    public let webSocketURL: URL
    /// A short name for display ("mainnet-beta", "devnet", …, or the host).
    public let name: String

    /// A cluster at `url`.
    ///
    /// - Parameters:
    ///   - url: The HTTP JSON-RPC endpoint.
    ///   - webSocketURL: The WebSocket endpoint; nil derives it from `url` (see `deriveWebSocketURL(from:)`).
    ///   - name: A short display name; nil uses the URL's host (or the whole URL when it has none).
    public init(url: URL, webSocketURL: URL? = nil, name: String? = nil) {
        self.url = url
        self.webSocketURL = webSocketURL ?? Cluster.deriveWebSocketURL(from: url)
        self.name = name ?? url.host ?? url.absoluteString
    }

    /// Mainnet Beta, the production cluster, at its public endpoint (rate limited; use a provider for real traffic).
    public static let mainnetBeta = Cluster(
        url: URL(string: "https://api.mainnet-beta.solana.com")!, name: "mainnet-beta")
    /// Devnet, the public test cluster with a faucet.
    public static let devnet = Cluster(url: URL(string: "https://api.devnet.solana.com")!, name: "devnet")
    /// Testnet, the cluster where validators test new releases.
    public static let testnet = Cluster(url: URL(string: "https://api.testnet.solana.com")!, name: "testnet")
    /// A local test validator (`solana-test-validator`) at `http://127.0.0.1:8899`.
    public static let localhost = Cluster(url: URL(string: "http://127.0.0.1:8899")!, name: "localhost")

    /// Parses a moniker or URL as the Solana CLI's `--url/-u` does: `mainnet-beta` (`m`), `devnet` (`d`),
    /// `testnet` (`t`), `localhost` (`l`), or an http(s) URL.
    public init(parsing text: String) throws(ClusterParseError) {
        switch text.lowercased() {
        case "m", "mainnet", "mainnet-beta": self = .mainnetBeta
        case "d", "devnet": self = .devnet
        case "t", "testnet": self = .testnet
        case "l", "localhost", "localnet": self = .localhost
        default:
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
                ["http", "https"].contains(scheme),
                url.host != nil
            else {
                throw ClusterParseError(text: text)
            }
            self.init(url: url)
        }
    }

    /// http → ws, https → wss; a port is moved up by one (8899 → 8900), as the Solana CLI does.
    public static func deriveWebSocketURL(from url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        components.scheme = components.scheme?.lowercased() == "https" ? "wss" : "ws"
        if let port = components.port { components.port = port + 1 }
        return components.url ?? url
    }

    /// The name and the URL with secrets redacted (see `redacted(_:)`), or just the URL when the name is the URL.
    public var description: String {
        let shown = Cluster.redacted(url)
        return name == url.absoluteString || name == shown ? shown : "\(name) (\(shown))"
    }

    /// What replaces a secret part of a URL.
    public static let redactionPlaceholder = "REDACTED"

    /// The URL as it can be shown or logged: user info, query values and path segments that look like API keys
    /// (16 or more letters, digits, `-` or `_`, as QuickNode and Alchemy put them) become `REDACTED`.
    public static func redacted(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return "<unparseable URL>"
        }
        let placeholder = redactionPlaceholder
        if components.user != nil { components.user = placeholder }
        if components.password != nil { components.password = nil }
        if let items = components.queryItems, !items.isEmpty {
            components.queryItems = items.map {
                URLQueryItem(name: $0.name, value: $0.value == nil ? nil : placeholder)
            }
        }
        if components.fragment != nil { components.fragment = nil }
        let segments = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
        components.percentEncodedPath = segments.map { isKeyLike($0) ? placeholder : String($0) }.joined(separator: "/")
        return components.string ?? "<unparseable URL>"
    }

    /// Whether a URL path segment looks like an API key: 16 or more ASCII letters, digits, `-` or `_`.
    public static func isKeyLike(_ segment: some StringProtocol) -> Bool {
        segment.count >= 16
            && segment.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}

/// The text is neither a cluster name nor an http(s) URL.
public struct ClusterParseError: Error, Sendable, CustomStringConvertible {
    /// The text that was given.
    public let text: String
    /// Why the text was refused and what is accepted.
    public var description: String {
        "'\(text)' is not a cluster: use mainnet-beta, devnet, testnet, localhost (or m, d, t, l) or an http(s) URL"
    }
}
