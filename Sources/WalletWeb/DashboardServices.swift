import Foundation
import MarketData
import SolanaRPC
import SolanaWallet

/// What the dashboard reads and writes, opened by `solwallet serve` the way the CLI's commands open them.
public struct DashboardServices: Sendable {
    /// The wallet's files.
    public var paths: WalletPaths
    /// The wallet's database (wallets, settings, balance and history caches).
    public var database: WalletDatabase
    /// The key derivation cost of new keystore files.
    public var keystoreParameters: KeystoreParameters
    /// A client for the cluster the settings name now (called per request: the settings page can change it).
    public var client: @Sendable () throws -> RPCClient
    /// What overrides the cluster setting while the dashboard runs ("-u" or "$SOLWALLET_URL"); nil: nothing.
    public var clusterOverride: String?
    /// Prices through the market cache; nil with the reason in `marketError`.
    public var market: CachedMarketLoader?
    /// Why there are no prices (a bad price service URL); nil when `market` is set.
    public var marketError: String?
    /// Jupiter's prices for the tokens CoinGecko lacks (the portfolio); nil: none.
    public var jupiter: JupiterPriceClient?
    /// The news feed's loader (the CLI's `solwallet news`, cached in the wallet's database); nil: the news screen says
    /// that no feed can be read.
    public var news: NewsLoader?
    /// PEM files trusted besides the system's certificates when the dashboard asks a Solana Action (a company
    /// proxy's CA, a test server's); nil: `$SOLWALLET_CA_FILE`'s, as the CLI reads it.
    public var additionalTrustRootFiles: [String]?
    /// Hosts whose images the dashboard may fetch although they are at a non-public address (loopback, a private
    /// network): a test server, an image host on the user's own network. Empty by default: an Action or a coin that
    /// names an image on the user's network gets no image (`RemoteImageFetcher.privateHosts`).
    public var privateImageHosts: Set<String> = []

    /// The services.
    public init(
        paths: WalletPaths, database: WalletDatabase, keystoreParameters: KeystoreParameters,
        client: @escaping @Sendable () throws -> RPCClient, clusterOverride: String?, market: CachedMarketLoader?,
        marketError: String?, jupiter: JupiterPriceClient?
    ) {
        self.paths = paths
        self.database = database
        self.keystoreParameters = keystoreParameters
        self.client = client
        self.clusterOverride = clusterOverride
        self.market = market
        self.marketError = marketError
        self.jupiter = jupiter
    }
}
