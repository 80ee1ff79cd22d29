import Base58
import Foundation
import SolanaCore
import SolanaCrypto
import SolanaTransactions

/// How `signMessage` asks the wallet to show the message.
public enum MessageDisplay: String, Sendable, Codable {
    /// `utf8`: show the message as text; `hex`: show its bytes in hexadecimal.
    case utf8, hex
}

/// A request that was sent and waits for its callback: everything needed to check and decode the answer, even in
/// another process (the CLI keeps it in the encrypted store between `adapter connect` and `adapter callback`).
public struct PendingDeeplinkRequest: Sendable, Codable {
    /// The per-request id (32 hex digits) carried in the redirect link.
    public let id: String
    /// The method asked.
    public let method: DeeplinkMethod
    /// The wallet's configuration id.
    public let walletID: String
    /// The cluster.
    public let cluster: String
    /// The app identity.
    public let appURL: String
    /// The redirect link, without the request id.
    public let redirectLink: String
    /// When it was sent (seconds since 1970).
    public let createdAt: Int64
    /// connect only: this app's new X25519 secret key (secret; kept only in the encrypted store).
    public let dappSecretKey: [UInt8]?
    /// The connection it goes through (every method but connect).
    public let connectionID: String?
    /// The messages whose signatures are asked for: transaction messages (sign methods) or the message bytes.
    public let messages: [[UInt8]]
    /// The full URL that was sent.
    public let url: String
    /// The per-request secret in the redirect link (32 hex digits), which the wallet echoes in every answer (see
    /// `DeeplinkProtocol.proves`); nil in a request stored by a version that did not send one.
    public let requestNonce: String?
}

/// What a completed request gave.
public enum DeeplinkResult: Sendable {
    /// The wallet connected and shared this session.
    case connected(DeeplinkConnection)
    /// The wallet ended the session.
    case disconnected
    /// The transactions the wallet signed, in the order they were asked for.
    case signedTransactions([Transaction])
    /// The signature of a signed message, or of a transaction the wallet signed and sent.
    case signature(Signature)
}

/// The deeplink protocol itself, as pure functions: build a request's URL (sealed payload, size limit) and check
/// and decode its answer. `DeeplinkWallet` runs them through a `DeeplinkFetcher`; the CLI runs them in two steps.
public enum DeeplinkProtocol {
    /// A fresh request id: 16 random bytes as 32 hex digits.
    public static func newRequestID() -> String { Hex.encode(SecureRandom.bytes(16)) }

    /// The connect request: a new X25519 key pair, plaintext parameters.
    public static func connect(
        wallet: DeeplinkWalletConfiguration, appURL: String, redirectLink: String, cluster: String,
        requestID: String = newRequestID(), now: Date = Date()
    ) throws(WalletAdapterError) -> PendingDeeplinkRequest {
        try checkRedirect(redirectLink)
        try checkAppURL(appURL)
        guard !cluster.isEmpty, cluster.utf8.count <= 128 else {
            throw .invalidArgument("the cluster name must be 1 to 128 characters")
        }
        let keyPair = X25519KeyPair.generate()
        let requestNonce = newRequestID()
        let url = try build(
            wallet: wallet, method: .connect,
            [
                ("app_url", appURL), ("dapp_encryption_public_key", Base58.encode(keyPair.publicKey)),
                ("redirect_link", callbackLink(redirectLink, requestID, requestNonce)), ("cluster", cluster),
            ])
        return PendingDeeplinkRequest(
            id: requestID, method: .connect, walletID: wallet.id, cluster: cluster, appURL: appURL,
            redirectLink: redirectLink, createdAt: Int64(now.timeIntervalSince1970),
            dappSecretKey: keyPair.secretKey.exposedBytes, connectionID: nil, messages: [], url: url,
            requestNonce: requestNonce)
    }

    /// disconnect: `{session}`.
    public static func disconnect(
        _ connection: DeeplinkConnection, redirectLink: String, requestID: String = newRequestID()
    ) throws(WalletAdapterError) -> PendingDeeplinkRequest {
        struct Payload: Encodable { let session: String }
        return try sealed(
            .disconnect, Payload(session: connection.session), connection, redirectLink, requestID, messages: [])
    }

    /// signTransaction: `{transaction, session}`; the answer must be this transaction, signed by the account.
    public static func signTransaction(
        _ transaction: Transaction, _ connection: DeeplinkConnection, redirectLink: String,
        requestID: String = newRequestID()
    ) throws(WalletAdapterError) -> PendingDeeplinkRequest {
        struct Payload: Encodable { let transaction: String, session: String }
        let wire = try wireText(transaction)
        return try sealed(
            .signTransaction, Payload(transaction: wire, session: connection.session), connection, redirectLink,
            requestID, messages: [transaction.message.serialize()])
    }

    /// signAllTransactions: `{transactions, session}`.
    public static func signAllTransactions(
        _ transactions: [Transaction], _ connection: DeeplinkConnection, redirectLink: String,
        requestID: String = newRequestID()
    ) throws(WalletAdapterError) -> PendingDeeplinkRequest {
        guard !transactions.isEmpty else { throw .invalidArgument("signAllTransactions needs a transaction") }
        struct Payload: Encodable { let transactions: [String], session: String }
        var wires: [String] = []
        for transaction in transactions { wires.append(try wireText(transaction)) }
        return try sealed(
            .signAllTransactions, Payload(transactions: wires, session: connection.session), connection,
            redirectLink, requestID, messages: transactions.map { $0.message.serialize() })
    }

    /// signMessage: `{message, session, display}`; the answer's signature must verify.
    public static func signMessage(
        _ message: [UInt8], display: MessageDisplay, _ connection: DeeplinkConnection, redirectLink: String,
        requestID: String = newRequestID()
    ) throws(WalletAdapterError) -> PendingDeeplinkRequest {
        guard !message.isEmpty else { throw .invalidArgument("the message to sign is empty") }
        struct Payload: Encodable { let message: String, session: String, display: MessageDisplay }
        return try sealed(
            .signMessage, Payload(message: Base58.encode(message), session: connection.session, display: display),
            connection, redirectLink, requestID, messages: [message])
    }

    /// signAndSendTransaction (Solflare, Backpack): `{transaction, session}`; the answer is the signature.
    public static func signAndSendTransaction(
        _ transaction: Transaction, _ connection: DeeplinkConnection, redirectLink: String,
        requestID: String = newRequestID()
    ) throws(WalletAdapterError) -> PendingDeeplinkRequest {
        struct Payload: Encodable { let transaction: String, session: String }
        let wire = try wireText(transaction)
        return try sealed(
            .signAndSendTransaction, Payload(transaction: wire, session: connection.session), connection,
            redirectLink, requestID, messages: [transaction.message.serialize()])
    }

    // MARK: Answers

    /// Whether `callback` proves that it comes from the wallet `request` was sent to: only such a callback may close
    /// the request. Anything else (a forged error or disconnect, an answer that does not decrypt) is to be reported
    /// and the request kept waiting for the wallet's answer until its timeout.
    ///
    /// Wallets of the Phantom family answer a refusal with `errorCode` and `errorMessage` in clear, appended to the
    /// redirect link, so a callback cannot prove itself by encryption alone. The redirect link of every request
    /// therefore carries a fresh 128-bit request nonce beside the request id; the request's URL goes to the wallet
    /// only, and the wallet opens the redirect link with everything in it, so a callback that carries the nonce
    /// back is the wallet's. A callback without it proves itself only as an answer does: sealed to the connection's
    /// session and opening under it (a connect answer cannot: anyone may seal one to the key in the request).
    /// A request stored without a nonce (by an older version) accepts sealed answers as before and nothing else.
    ///
    /// - Parameters:
    ///   - callback: the parsed redirect.
    ///   - request: the request as it was sent.
    ///   - connection: the connection it went through (nil for connect).
    public static func proves(
        _ callback: DeeplinkCallback, _ request: PendingDeeplinkRequest, connection: DeeplinkConnection?
    ) -> Bool {
        guard callback.requestID == request.id else { return false }
        if let expected = request.requestNonce, let carried = callback.requestNonce,
            constantTimeEqual(expected, carried)
        {
            return true
        }
        guard case .sealed(let sealed) = callback.outcome else { return false }
        if request.method == .connect { return request.requestNonce == nil }
        guard let connection, connection.id == request.connectionID, sealed.walletKey == nil else { return false }
        do { _ = try connection.open(sealed) } catch { return false }
        return true
    }

    /// Compares without stopping at the first difference.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }

    /// Checks and decodes the answer to `request`.
    ///
    /// - Parameters:
    ///   - request: the request as it was sent (kept while the wallet answers).
    ///   - callback: the parsed redirect the wallet opened.
    ///   - connection: the connection the request went through (nil for connect).
    /// - Throws: `.unprovenCallback` for a callback that does not prove it comes from the wallet (`proves`): the
    ///   request is still waiting; the wallet's error (`userRejected`, …), `.responseMismatch` for an answer to
    ///   another request or one that does not match what was asked, `.decryptionFailed`, `.malformedResponse`.
    public static func complete(
        _ request: PendingDeeplinkRequest, callback: DeeplinkCallback, connection: DeeplinkConnection?
    ) throws(WalletAdapterError) -> DeeplinkResult {
        guard callback.requestID == request.id else {
            throw .responseMismatch("the callback answers request \(callback.requestID), not \(request.id)")
        }
        guard proves(callback, request, connection: connection) else { throw .unprovenCallback(id: request.id) }
        if let error = callback.error { throw error }
        if request.method == .connect { return .connected(try completeConnect(request, callback)) }
        guard let connection, connection.id == request.connectionID else {
            throw .responseMismatch("the request's connection is not the one given")
        }
        if request.method == .disconnect {
            guard callback.outcome == .empty else {
                throw .malformedResponse("a disconnect answer has no data, but this one has")
            }
            return .disconnected
        }
        guard case .sealed(let sealed) = callback.outcome else {
            throw .malformedResponse("the answer has no nonce and data")
        }
        guard sealed.walletKey == nil else { throw .malformedResponse("only a connect answer carries a wallet key") }
        let json = try connection.open(sealed)
        switch request.method {
        case .signTransaction:
            struct Answer: Decodable { let transaction: String }
            let answer = try decode(Answer.self, json)
            return .signedTransactions([try checkSigned(answer.transaction, request.messages[0], connection)])
        case .signAllTransactions:
            struct Answer: Decodable { let transactions: [String] }
            let answer = try decode(Answer.self, json)
            guard answer.transactions.count == request.messages.count else {
                throw .responseMismatch(
                    "\(answer.transactions.count) transactions came back for \(request.messages.count) asked")
            }
            var signed: [Transaction] = []
            for (text, message) in zip(answer.transactions, request.messages) {
                signed.append(try checkSigned(text, message, connection))
            }
            return .signedTransactions(signed)
        case .signMessage, .signAndSendTransaction:
            struct Answer: Decodable { let signature: String }
            let answer = try decode(Answer.self, json)
            let signature: Signature
            do { signature = try Signature(answer.signature) } catch {
                throw .malformedResponse("signature: \(error)")
            }
            guard signature.verify(publicKey: connection.publicKey, message: request.messages[0]) else {
                throw .responseMismatch("the signature does not verify under \(connection.publicKey)")
            }
            return .signature(signature)
        case .connect, .disconnect:
            // Answered above; a stored request that reaches here is refused, never a trap.
            throw .responseMismatch("a \(request.method) answer cannot carry sealed data")
        }
    }

    private static func completeConnect(
        _ request: PendingDeeplinkRequest, _ callback: DeeplinkCallback
    ) throws(WalletAdapterError) -> DeeplinkConnection {
        guard let wallet = DeeplinkWalletConfiguration.named(request.walletID) else {
            throw .invalidArgument("unknown wallet '\(request.walletID)'")
        }
        guard case .sealed(let sealed) = callback.outcome, let walletKey = sealed.walletKey else {
            throw .malformedResponse("a connect answer needs the wallet's key, nonce and data")
        }
        guard walletKey.parameter == wallet.walletKeyParameter else {
            throw .malformedResponse(
                "\(wallet.name) sends its key as \(wallet.walletKeyParameter), not \(walletKey.parameter)")
        }
        guard let secret = request.dappSecretKey else { throw .malformedResponse("the pending connect has no key") }
        let keyPair: X25519KeyPair
        do { keyPair = try X25519KeyPair(secretKey: secret) } catch { throw .storage("the pending connect's key") }
        // A first box with a placeholder account opens the answer; the real connection is built from it.
        let box: NaClBox
        do { box = try NaClBox(peerPublicKey: walletKey.key, secretKey: keyPair.secretKey) } catch {
            throw .malformedResponse("the wallet's encryption key: \(error)")
        }
        let json: [UInt8]
        do { json = try box.open(sealed.data, nonce: sealed.nonce) } catch { throw .decryptionFailed }
        struct Answer: Decodable {
            let publicKey: String
            let session: String
            enum CodingKeys: String, CodingKey {
                case publicKey = "public_key"
                case session
            }
        }
        let answer = try decode(Answer.self, json)
        let publicKey: PublicKey
        do { publicKey = try PublicKey(answer.publicKey) } catch { throw .malformedResponse("public_key: \(error)") }
        guard !answer.session.isEmpty, answer.session.utf8.count <= 2_048 else {
            throw .malformedResponse("the session must be 1 to 2048 characters")
        }
        return try DeeplinkConnection(
            wallet: wallet, cluster: request.cluster, appURL: request.appURL, publicKey: publicKey,
            session: answer.session, walletEncryptionPublicKey: walletKey.key, dappKeyPair: keyPair)
    }

    /// A returned transaction: base58 wire bytes, the same message as asked, signed by the account.
    private static func checkSigned(
        _ text: String, _ message: [UInt8], _ connection: DeeplinkConnection
    ) throws(WalletAdapterError) -> Transaction {
        let transaction: Transaction
        do { transaction = try Transaction(base58: text) } catch { throw .malformedResponse("transaction: \(error)") }
        guard transaction.message.serialize() == message else {
            throw .responseMismatch("the wallet returned a different transaction than the one asked")
        }
        guard let slot = transaction.signers.firstIndex(of: connection.publicKey) else {
            throw .responseMismatch("\(connection.publicKey) is not a signer of the transaction")
        }
        guard transaction.signatures[slot].verify(publicKey: connection.publicKey, message: message) else {
            throw .responseMismatch("the signature of \(connection.publicKey) does not verify")
        }
        return transaction
    }

    // MARK: Building

    private static func sealed<Payload: Encodable>(
        _ method: DeeplinkMethod, _ payload: Payload, _ connection: DeeplinkConnection, _ redirectLink: String,
        _ requestID: String, messages: [[UInt8]]
    ) throws(WalletAdapterError) -> PendingDeeplinkRequest {
        try checkRedirect(redirectLink)
        guard connection.wallet.supportedMethods.contains(method) else {
            throw .unsupportedMethod(wallet: connection.wallet.name, method: method.rawValue)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let json: [UInt8]
        do { json = Array(try encoder.encode(payload)) } catch { throw .invalidArgument("payload: \(error)") }
        let (nonce, ciphertext) = connection.seal(json)
        let requestNonce = newRequestID()
        let url = try build(
            wallet: connection.wallet, method: method,
            [
                ("dapp_encryption_public_key", Base58.encode(connection.dappKeyPair.publicKey)),
                ("nonce", Base58.encode(nonce)),
                ("redirect_link", callbackLink(redirectLink, requestID, requestNonce)),
                ("payload", Base58.encode(ciphertext)),
            ])
        return PendingDeeplinkRequest(
            id: requestID, method: method, walletID: connection.wallet.id, cluster: connection.cluster,
            appURL: connection.appURL, redirectLink: redirectLink, createdAt: Int64(Date().timeIntervalSince1970),
            dappSecretKey: nil, connectionID: connection.id, messages: messages, url: url, requestNonce: requestNonce)
    }

    /// `<base>/<method>?k=v&…`, refused when longer than the wallet accepts.
    static func build(
        wallet: DeeplinkWalletConfiguration, method: DeeplinkMethod, _ parameters: [(String, String)]
    ) throws(WalletAdapterError) -> String {
        let query = parameters.map { "\($0.0)=\(percentEncoded($0.1))" }.joined(separator: "&")
        let url = wallet.methodURL(method) + "?" + query
        guard url.utf8.count <= wallet.maxURLLength else {
            throw .urlTooLong(length: url.utf8.count, limit: wallet.maxURLLength)
        }
        return url
    }

    /// The redirect link with the request id and the request nonce the answer must carry.
    static func callbackLink(_ redirectLink: String, _ requestID: String, _ requestNonce: String) -> String {
        redirectLink + "?" + DeeplinkCallback.requestIDParameter + "=" + requestID + "&"
            + DeeplinkCallback.requestNonceParameter + "=" + requestNonce
    }

    /// A redirect link: `scheme:…`, printable ASCII, no query or fragment (the wallet appends its own query).
    public static func checkRedirect(_ link: String) throws(WalletAdapterError) {
        let bytes = Array(link.utf8)
        guard (3...512).contains(bytes.count), bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .invalidArgument("the redirect link must be 3 to 512 printable ASCII characters")
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            bytes[..<colon].allSatisfy({
                (0x61...0x7A).contains($0) || (0x41...0x5A).contains($0) || (0x30...0x39).contains($0)
                    || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else { throw .invalidArgument("the redirect link must start with a scheme (myapp://… or https://…)") }
        guard !bytes.contains(UInt8(ascii: "?")), !bytes.contains(UInt8(ascii: "#")) else {
            throw .invalidArgument("the redirect link must have no query or fragment (the wallet adds its own)")
        }
    }

    /// An app identity: an https URL (the wallet shows its metadata).
    static func checkAppURL(_ url: String) throws(WalletAdapterError) {
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), (10...512).contains(url.utf8.count),
            url.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        else { throw .invalidArgument("the app URL must be an http(s) URL of at most 512 characters") }
    }

    /// RFC 3986 percent-encoding of everything but the unreserved characters.
    public static func percentEncoded(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            }
        }
        return out
    }

    private static func wireText(_ transaction: Transaction) throws(WalletAdapterError) -> String {
        do { return try transaction.base58() } catch { throw .invalidArgument("transaction: \(error)") }
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ json: [UInt8]) throws(WalletAdapterError) -> T {
        do { return try JSONDecoder().decode(T.self, from: Data(json)) } catch {
            throw .malformedResponse("\(T.self) JSON: \(error)")
        }
    }
}
