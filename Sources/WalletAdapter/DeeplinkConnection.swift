import Base58
import SolanaCore
import SolanaCrypto

/// An established connection with one wallet: this app's X25519 key pair for it, the wallet's key, the session the
/// wallet issued and the account it shared. The shared key is NaCl's `box.before` (`crypto_box_beforenm`).
public struct DeeplinkConnection: Sendable {
    /// The wallet.
    public let wallet: DeeplinkWalletConfiguration
    /// The cluster asked for on connect ("mainnet-beta", "devnet", "testnet", or a CAIP id for Backpack).
    public let cluster: String
    /// The app's identity (`app_url`), which the wallet embeds in the session.
    public let appURL: String
    /// The account the wallet shared.
    public let publicKey: PublicKey
    /// The wallet's opaque session token.
    public let session: String
    /// The wallet's X25519 public key.
    public let walletEncryptionPublicKey: [UInt8]
    /// This app's X25519 key pair for the connection (its secret half is the one secret of a connection).
    public let dappKeyPair: X25519KeyPair
    let box: NaClBox

    /// Builds a connection, computing the shared key.
    /// - Throws: `.malformedResponse` when the wallet's key is not a usable X25519 key.
    public init(
        wallet: DeeplinkWalletConfiguration, cluster: String, appURL: String, publicKey: PublicKey, session: String,
        walletEncryptionPublicKey: [UInt8], dappKeyPair: X25519KeyPair
    ) throws(WalletAdapterError) {
        do {
            box = try NaClBox(peerPublicKey: walletEncryptionPublicKey, secretKey: dappKeyPair.secretKey)
        } catch { throw .malformedResponse("the wallet's encryption key: \(error)") }
        self.wallet = wallet
        self.cluster = cluster
        self.appURL = appURL
        self.publicKey = publicKey
        self.session = session
        self.walletEncryptionPublicKey = walletEncryptionPublicKey
        self.dappKeyPair = dappKeyPair
    }

    /// The connection's id: hex SHA-256 of wallet type, app identity, cluster and public key (64 characters, a
    /// valid `SecureStorage` id). One per wallet, app, cluster and account, so several can live side by side.
    public var id: String {
        Self.id(wallet: wallet.id, appURL: appURL, cluster: cluster, publicKey: publicKey)
    }

    /// The id of a connection with these fields.
    public static func id(wallet: String, appURL: String, cluster: String, publicKey: PublicKey) -> String {
        let text = ["solana-wallet-adapter/v1", wallet, appURL, cluster, publicKey.base58].joined(separator: "\n")
        return Hex.encode(SHA256Hash.hash(Array(text.utf8)))
    }

    /// Seals a payload under a fresh random nonce: (nonce, ciphertext).
    func seal(_ plaintext: [UInt8]) -> (nonce: [UInt8], ciphertext: [UInt8]) { box.seal(plaintext) }

    /// Opens a sealed answer.
    func open(_ sealed: DeeplinkCallback.Sealed) throws(WalletAdapterError) -> [UInt8] {
        do { return try box.open(sealed.data, nonce: sealed.nonce) } catch { throw .decryptionFailed }
    }
}
