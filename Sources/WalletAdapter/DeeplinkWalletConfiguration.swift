/// A method of the deeplink protocol (the last path component of the wallet's URL).
public enum DeeplinkMethod: String, Sendable, CaseIterable, Codable {
    /// The six methods: `connect`, `disconnect`, `signTransaction`, `signAllTransactions`, `signMessage`,
    /// `signAndSendTransaction`.
    case connect, disconnect, signTransaction, signAllTransactions, signMessage, signAndSendTransaction
}

/// One wallet of the Phantom deeplink family: where its links go, what its connect answer calls its key, and which
/// methods it offers (docs/solana-spec.md §4).
public struct DeeplinkWalletConfiguration: Sendable, Hashable {
    /// A short id: "phantom", "solflare", "backpack" (stored with connections).
    public let id: String
    /// The name shown to the user.
    public let name: String
    /// The universal-link base; a method's URL is `<baseURL>/<method>`.
    public let baseURL: String
    /// The query parameter of the connect answer that holds the wallet's X25519 public key.
    public let walletKeyParameter: String
    /// The methods the wallet documents.
    public let supportedMethods: Set<DeeplinkMethod>
    /// The longest request URL sent (iOS drops longer links in practice; spec §4.1 says keep them short).
    public let maxURLLength: Int

    /// A wallet's configuration; `maxURLLength` defaults to `defaultMaxURLLength`.
    public init(
        id: String, name: String, baseURL: String, walletKeyParameter: String, supportedMethods: Set<DeeplinkMethod>,
        maxURLLength: Int = DeeplinkWalletConfiguration.defaultMaxURLLength
    ) {
        self.id = id
        self.name = name
        self.baseURL = baseURL
        self.walletKeyParameter = walletKeyParameter
        self.supportedMethods = supportedMethods
        self.maxURLLength = maxURLLength
    }

    /// 2,000 characters: iOS's practical limit for a link (phantom/docs discussion #448).
    public static let defaultMaxURLLength = 2_000

    /// Phantom: signAndSendTransaction is deprecated (phantom/docs discussion #449), so it is not offered.
    public static let phantom = DeeplinkWalletConfiguration(
        id: "phantom", name: "Phantom", baseURL: "https://phantom.app/ul/v1",
        walletKeyParameter: "phantom_encryption_public_key",
        supportedMethods: [.connect, .disconnect, .signTransaction, .signAllTransactions, .signMessage])

    /// Solflare: the same protocol, its key under `solflare_encryption_public_key`.
    public static let solflare = DeeplinkWalletConfiguration(
        id: "solflare", name: "Solflare", baseURL: "https://solflare.com/ul/v1",
        walletKeyParameter: "solflare_encryption_public_key", supportedMethods: Set(DeeplinkMethod.allCases))

    /// Backpack: the same protocol, its key under `wallet_encryption_public_key` (its encryption page's name).
    public static let backpack = DeeplinkWalletConfiguration(
        id: "backpack", name: "Backpack", baseURL: "https://backpack.app/ul/v1",
        walletKeyParameter: "wallet_encryption_public_key", supportedMethods: Set(DeeplinkMethod.allCases))

    /// The three known wallets.
    public static let known: [DeeplinkWalletConfiguration] = [.phantom, .solflare, .backpack]

    /// The known wallet with this id.
    public static func named(_ id: String) -> DeeplinkWalletConfiguration? { known.first { $0.id == id } }

    /// The URL of a method, without its query.
    public func methodURL(_ method: DeeplinkMethod) -> String { baseURL + "/" + method.rawValue }
}
