import SolanaCore
import SolanaWallet

/// Why a wallet-adapter operation failed: the wallet's own refusal (`errorCode`/`errorMessage`), a hostile or
/// broken callback, a local limit, or the connection's storage.
public enum WalletAdapterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 4001: the user declined the request in the wallet.
    case userRejected(message: String)
    /// 4100: the wallet does not recognise this app's session or key (connect again).
    case unauthorized(message: String)
    /// 4900: the wallet is not connected to this app.
    case disconnected(message: String)
    /// -32000: the wallet found the request invalid.
    case invalidInput(message: String)
    /// -32002: the wallet is busy with another request.
    case resourceUnavailable(message: String)
    /// -32003: the wallet refused to sign or send the transaction.
    case transactionRejected(message: String)
    /// -32601: the wallet does not know the method.
    case methodNotFound(message: String)
    /// -32603: the wallet failed internally.
    case internalError(message: String)
    /// Any other `errorCode` the wallet sent.
    case walletError(code: Int, message: String)

    /// The request's URL is longer than the wallet accepts; nothing was sent.
    case urlTooLong(length: Int, limit: Int)
    /// The callback URL is not a valid answer of this protocol (the reason names the bad part).
    case malformedCallback(String)
    /// The answer did not decrypt under the session's shared key and its nonce (tampered, or not for this session).
    case decryptionFailed
    /// The answer decrypted but its JSON is not what the method returns.
    case malformedResponse(String)
    /// The wallet's answer does not match what was asked (another transaction, a bad signature, another key).
    case responseMismatch(String)
    /// A callback for a request id that this app never sent (or that it forgot).
    case unknownRequest(id: String)
    /// A callback that does not prove it comes from the wallet (it lacks the request's nonce and does not decrypt
    /// under the session): ignored, the request keeps waiting for the wallet's answer.
    case unprovenCallback(id: String)
    /// A callback for a request that has already completed, failed, timed out or been cancelled (a duplicate).
    case requestAlreadyFinished(id: String)
    /// No callback arrived in time.
    case timeout(seconds: Double)
    /// The caller cancelled the request.
    case cancelled
    /// The URL could not be opened (no wallet app installed, or the opener failed).
    case openFailed(String)
    /// A method that needs a connection was called before connect (or after disconnect).
    case notConnected
    /// The wallet does not offer this method (Phantom no longer documents signAndSendTransaction).
    case unsupportedMethod(wallet: String, method: String)
    /// A bad argument from the app itself (an empty transaction list, a redirect link with a query string…).
    case invalidArgument(String)
    /// The connection store failed.
    case storage(String)
    /// A request id that is already waiting for its callback.
    case duplicateRequest(id: String)

    /// The typed error of a wallet's `errorCode` and `errorMessage`.
    public init(code: Int, message: String) {
        switch code {
        case 4001: self = .userRejected(message: message)
        case 4100: self = .unauthorized(message: message)
        case 4900: self = .disconnected(message: message)
        case -32000: self = .invalidInput(message: message)
        case -32002: self = .resourceUnavailable(message: message)
        case -32003: self = .transactionRejected(message: message)
        case -32601: self = .methodNotFound(message: message)
        case -32603: self = .internalError(message: message)
        default: self = .walletError(code: code, message: message)
        }
    }

    /// The storage error in words.
    init(_ error: KeystoreError) { self = .storage(error.description) }

    /// A one-line explanation for a user, with the wallet's own message where there is one (its line breaks shown
    /// as escapes: `OneLine`).
    public var description: String { OneLine.escape(words) }

    var words: String {
        switch self {
        case .userRejected(let message): return "the user rejected the request in the wallet (4001: \(message))"
        case .unauthorized(let message):
            return "the wallet did not authorize this app's request (4100: \(message)); connect again"
        case .disconnected(let message): return "the wallet is not connected to this app (4900: \(message))"
        case .invalidInput(let message): return "the wallet found the request invalid (-32000: \(message))"
        case .resourceUnavailable(let message):
            return "the wallet is busy with another request (-32002: \(message)); try again"
        case .transactionRejected(let message): return "the wallet rejected the transaction (-32003: \(message))"
        case .methodNotFound(let message): return "the wallet does not know this method (-32601: \(message))"
        case .internalError(let message): return "the wallet failed internally (-32603: \(message))"
        case .walletError(let code, let message): return "the wallet answered with error \(code): \(message)"
        case .urlTooLong(let length, let limit):
            return "the request's URL is \(length) characters, longer than the \(limit) the wallet accepts; "
                + "nothing was sent (split the transactions or make them smaller)"
        case .malformedCallback(let reason): return "not a valid wallet callback: \(reason)"
        case .decryptionFailed:
            return "the wallet's answer did not decrypt with this session's key and nonce (tampered, or not for us)"
        case .malformedResponse(let reason): return "the wallet's decrypted answer is malformed: \(reason)"
        case .responseMismatch(let reason): return "the wallet's answer does not match the request: \(reason)"
        case .unknownRequest(let id): return "no request with id \(id) is waiting for a callback"
        case .unprovenCallback(let id):
            return "a callback for request \(id) does not prove it comes from the wallet (no request nonce, and it "
                + "does not decrypt under the session); it is ignored and the request keeps waiting"
        case .requestAlreadyFinished(let id): return "request \(id) has already finished; this callback is ignored"
        case .timeout(let seconds): return "the wallet did not answer within \(seconds) s"
        case .cancelled: return "the request was cancelled"
        case .openFailed(let reason): return "the wallet link could not be opened: \(reason)"
        case .notConnected: return "not connected to the wallet; connect first"
        case .unsupportedMethod(let wallet, let method): return "\(wallet) does not offer \(method)"
        case .invalidArgument(let reason): return "invalid argument: \(reason)"
        case .storage(let reason): return "the wallet connection store failed: \(reason)"
        case .duplicateRequest(let id): return "a request with id \(id) is already waiting"
        }
    }
}
