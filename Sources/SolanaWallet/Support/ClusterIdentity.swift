import Foundation
import SolanaCore
import SolanaCrypto
import SolanaRPC

/// Which cluster an RPC URL serves, known by the cluster's genesis hash (a URL can point at another cluster
/// tomorrow; a genesis hash cannot). Every cache the wallet keeps (balances, history) is keyed by it, and it decides
/// whether amounts are valued in fiat: only mainnet-beta's are. Every other cluster is a test cluster, shown with a
/// badge (`badge`) and never valued.
///
/// The kind follows from the genesis hash alone for the public clusters; any other hash is `.localnet` when the URL
/// it was read from is a loopback address (localhost, 127.0.0.0/8, ::1) and `.custom` otherwise (a private cluster,
/// a fork: a test cluster too, since its SOL is not mainnet's).
public struct ClusterIdentity: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of cluster it is; its raw value is the name shown in badges and JSON.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// mainnet-beta: real SOL, valued in fiat.
        case mainnet = "mainnet-beta"
        /// devnet (genesis hash `EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG`).
        case devnet
        /// testnet (genesis hash `4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY`).
        case testnet
        /// An unknown genesis hash served from this machine (localnet, solana-test-validator).
        case localnet
        /// An unknown genesis hash served from elsewhere (a private cluster or a fork).
        case custom
    }

    /// mainnet-beta's genesis hash.
    public static let mainnetBetaGenesisHash = knownHash("5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d")
    /// devnet's genesis hash.
    public static let devnetGenesisHash = knownHash("EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG")
    /// testnet's genesis hash.
    public static let testnetGenesisHash = knownHash("4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY")

    /// The cluster's genesis hash: what caches are keyed by.
    public let genesisHash: Hash
    /// What kind of cluster it is.
    public let kind: Kind

    /// The identity of the cluster with `genesisHash`, read from `url` (which tells a localnet from a custom
    /// cluster when the hash is not a public cluster's).
    public init(genesisHash: Hash, url: URL) {
        self.genesisHash = genesisHash
        switch genesisHash {
        case Self.mainnetBetaGenesisHash: kind = .mainnet
        case Self.devnetGenesisHash: kind = .devnet
        case Self.testnetGenesisHash: kind = .testnet
        default: kind = Self.isLoopback(url) ? .localnet : .custom
        }
    }

    /// Whether this is mainnet-beta (its SOL and tokens have a market value).
    public var isMainnet: Bool { kind == .mainnet }

    /// Whether amounts on this cluster are valued in fiat: only on mainnet-beta. A test cluster's SOL is free (a
    /// faucet's), so no price is ever applied to it.
    public var isValuedInFiat: Bool { isMainnet }

    /// The cluster's name: "mainnet-beta", "devnet", "testnet", "localnet" or "custom".
    public var name: String { kind.rawValue }

    /// The badge every view shows beside a test cluster's amounts ("devnet", "testnet", "localnet", "custom"); nil
    /// on mainnet-beta.
    public var badge: String? { isMainnet ? nil : name }

    /// `value` when amounts on this cluster are valued in fiat, else nil: the one gate for every fiat figure shown.
    public func fiat<Value>(_ value: Value?) -> Value? { isValuedInFiat ? value : nil }

    /// The name and the genesis hash.
    public var description: String { "\(name) (genesis \(genesisHash.base58))" }

    /// The identity `url` is presumed to have before its genesis hash was ever read: the public clusters' by their
    /// URLs, any other URL with an unknown hash (`Hash.zero`) and so named by the URL (this machine: localnet, else
    /// custom). For a badge shown before the first answer, never for keying caches.
    public static func presumed(for url: URL) -> ClusterIdentity {
        let hash: Hash
        switch url {
        case Cluster.mainnetBeta.url: hash = mainnetBetaGenesisHash
        case Cluster.devnet.url: hash = devnetGenesisHash
        case Cluster.testnet.url: hash = testnetGenesisHash
        default: hash = .zero
        }
        return ClusterIdentity(genesisHash: hash, url: url)
    }

    static func knownHash(_ text: String) -> Hash {
        do { return try Hash(text) } catch { preconditionFailure("a well-known genesis hash does not parse: \(error)") }
    }

    /// Whether `url`'s host is this machine.
    static func isLoopback(_ url: URL) -> Bool {
        guard var host = url.host?.lowercased() else { return false }
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The key an RPC URL is remembered under: the SHA-256 of its text, hex (a URL may carry an API key, and the
    /// wallet database holds no secret).
    public static func urlKey(_ url: URL) -> String {
        SHA256Hash.hash(Array(url.absoluteString.utf8)).map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]])
        }.joined()
    }
}

/// Why a cluster's identity could not be told.
public enum ClusterIdentityError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL was never read online and cannot be read now: which cluster it serves is unknown.
    case unknown(remoteError: String)
    /// The node's answer to getGenesisHash is not a hash.
    case malformed(String)
    /// The local database failed.
    case store(String)

    /// A one-line explanation for a user.
    public var description: String {
        switch self {
        case .unknown(let remote):
            return "which cluster this URL serves is not known yet (it has never been reached) and it cannot be "
                + "reached now (\(remote))"
        case .malformed(let detail): return "the node's genesis hash could not be read: \(detail)"
        case .store(let detail): return "the local database failed: \(detail)"
        }
    }
}

/// Remembers each RPC URL's genesis hash, so that offline the URL still maps to its cluster.
public protocol ClusterIdentityStore: Sendable {
    /// The genesis hash remembered for the URL with key `urlKey` (`ClusterIdentity.urlKey`), nil when none is.
    func genesisHash(forURLKey urlKey: String) throws(WalletStoreError) -> Hash?
    /// Remembers `genesisHash` for the URL with key `urlKey`.
    func remember(_ genesisHash: Hash, forURLKey urlKey: String) throws(WalletStoreError)
}

/// Tells which cluster an `RPCClient` reads: the genesis hash is read once per URL (getGenesisHash) and remembered
/// in `store`, so later (and offline) the URL maps to its cluster without asking. With no store, it is read on every
/// call and unknown offline.
///
/// A URL is bound to the genesis hash last read from it. A node that answers is asked again (`confirmed`) before
/// cached data is shown for it: a localnet restarted on the same port with a fresh genesis is another cluster, and
/// the first successful answer moves the URL to it (the old cluster's caches are never shown for the new one).
public struct ClusterIdentities: Sendable {
    /// Where each URL's genesis hash is remembered; nil: nowhere.
    public let store: (any ClusterIdentityStore)?

    /// Identities remembered in `store`.
    public init(store: (any ClusterIdentityStore)?) { self.store = store }

    /// Identities remembered in `database`.
    public init(database: WalletDatabase) { store = SQLiteClusterIdentityStore(database: database) }

    /// The identity of `client`'s cluster: the remembered one, else read from the node and remembered.
    ///
    /// - Throws: `ClusterIdentityError.unknown` when nothing is remembered for the URL and the node cannot be
    ///   reached, `.malformed` when its answer is not a hash, `.store` when the database fails.
    public func identity(of client: RPCClient) async throws(ClusterIdentityError) -> ClusterIdentity {
        if let known = try remembered(client.cluster) { return known }
        return try await relearn(client)
    }

    /// The remembered identity of `cluster`'s URL, nil when it was never read (no network).
    ///
    /// - Throws: `ClusterIdentityError.store` when the database fails.
    public func remembered(_ cluster: Cluster) throws(ClusterIdentityError) -> ClusterIdentity? {
        guard let store else { return nil }
        do {
            return try store.genesisHash(forURLKey: ClusterIdentity.urlKey(cluster.url)).map {
                ClusterIdentity(genesisHash: $0, url: cluster.url)
            }
        } catch {
            throw .store(error.description)
        }
    }

    /// The identity of `client`'s cluster as its node tells it now (getGenesisHash), remembered for the URL when it
    /// differs from the remembered one (a node restarted with a new genesis is another cluster); the remembered
    /// identity when the node does not answer (offline). For when the node has just answered another request:
    /// cached data is shown under the identity this returns.
    ///
    /// - Throws: `ClusterIdentityError.unknown` when the node does not answer and nothing is remembered, `.malformed`
    ///   when its answer is not a hash and nothing is remembered, `.store` when the database fails.
    public func confirmed(_ client: RPCClient) async throws(ClusterIdentityError) -> ClusterIdentity {
        let known = try remembered(client.cluster)
        let hash: Hash
        do { hash = try await client.getGenesisHash() } catch {
            if let known { return known }
            if case .malformedResponse(let detail) = error { throw .malformed(detail) }
            throw .unknown(remoteError: error.description)
        }
        if known?.genesisHash != hash, let store {
            do { try store.remember(hash, forURLKey: ClusterIdentity.urlKey(client.cluster.url)) } catch {
                throw .store(error.description)
            }
        }
        return ClusterIdentity(genesisHash: hash, url: client.cluster.url)
    }

    /// Reads the genesis hash of `client`'s cluster from the node and remembers it for the URL (replacing what was
    /// remembered).
    ///
    /// - Throws: `ClusterIdentityError.unknown` when the node cannot be reached, `.malformed` when its answer is not
    ///   a hash, `.store` when the database fails.
    public func relearn(_ client: RPCClient) async throws(ClusterIdentityError) -> ClusterIdentity {
        let hash: Hash
        do { hash = try await client.getGenesisHash() } catch {
            if case .malformedResponse(let detail) = error { throw .malformed(detail) }
            throw .unknown(remoteError: error.description)
        }
        if let store {
            do { try store.remember(hash, forURLKey: ClusterIdentity.urlKey(client.cluster.url)) } catch {
                throw .store(error.description)
            }
        }
        return ClusterIdentity(genesisHash: hash, url: client.cluster.url)
    }
}
