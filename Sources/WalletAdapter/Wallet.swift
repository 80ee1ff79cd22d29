import SolanaCore
import SolanaTransactions

/// A wallet that holds the user's key and signs for this app: connect once, then ask it to sign.
public protocol Wallet: Sendable {
    /// The connected account, or nil.
    var publicKey: PublicKey? { get async }
    /// Asks the wallet to connect; returns the account it shares.
    func connect() async throws(WalletAdapterError) -> PublicKey
    /// Ends the connection; the wallet forgets the session and this app erases its keys.
    func disconnect() async throws(WalletAdapterError)
    /// The transaction, signed by the account (same message, signature verified).
    func signTransaction(_ transaction: Transaction) async throws(WalletAdapterError) -> Transaction
    /// Every transaction, signed by the account, in order.
    func signAllTransactions(_ transactions: [Transaction]) async throws(WalletAdapterError) -> [Transaction]
    /// The account's signature of `message` (verified).
    func signMessage(_ message: [UInt8], display: MessageDisplay) async throws(WalletAdapterError) -> Signature
    /// The wallet signs and sends the transaction; returns its signature (only where the wallet still offers it).
    func signAndSendTransaction(_ transaction: Transaction) async throws(WalletAdapterError) -> Signature
}
