import Foundation

/// A Solana cluster's RPC endpoints: the public presets or any URL.
public struct Cluster: Sendable, Hashable, CustomStringConvertible {
    /// The HTTP JSON-RPC endpoint.
    public let url: URL
    /// The WebSocket endpoint for subscriptions.
    public let webSocketURL: URL
    /// A short name for display ("mainnet-beta", "devnet", …, or the host).
    public let name: String

    public init(url: URL, webSocketURL: URL? = nil, name: String? = nil) {
        self.url = url
        self.webSocketURL = webSocketURL ?? Cluster.deriveWebSocketURL(from: url)
        self.name = name ?? url.host ?? url.absoluteString
    }

    public static let mainnetBeta = Cluster(url: URL(string: "https://api.mainnet-beta.solana.com")!, name: "mainnet-beta")
    public static let devnet = Cluster(url: URL(string: "https://api.devnet.solana.com")!, name: "devnet")
    public static let testnet = Cluster(url: URL(string: "https://api.testnet.solana.com")!, name: "testnet")
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
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  url.host != nil else {
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

    public var description: String { name == url.absoluteString ? name : "\(name) (\(url.absoluteString))" }
}

/// The text is neither a cluster name nor an http(s) URL.
public struct ClusterParseError: Error, Sendable, CustomStringConvertible {
    public let text: String
    public var description: String {
        "'\(text)' is not a cluster: use mainnet-beta, devnet, testnet, localhost (or m, d, t, l) or an http(s) URL"
    }
}
