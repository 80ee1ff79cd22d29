import Base58

/// A wallet's answer, parsed strictly from the URL it redirected to (hostile input: bounded, every parameter
/// checked, typed errors).
///
/// The URL is `<redirect link>?request_id=<32 hex>&request_nonce=<32 hex>&…` where the wallet appended either
/// `errorCode` and `errorMessage`, or `nonce` and `data` (plus its encryption key on connect), or nothing
/// (disconnect). The request nonce is the per-request secret this SDK put in the redirect link: the wallet echoes it,
/// and only the wallet saw it, so it proves that an unencrypted answer (an error, a disconnect) is the wallet's.
public struct DeeplinkCallback: Sendable, Equatable {
    /// The parameter this SDK adds to every redirect link to match the answer with its request.
    public static let requestIDParameter = "request_id"
    /// The parameter this SDK adds to every redirect link beside the request id: a per-request secret that only
    /// the wallet receives, so a callback that carries it back comes from the wallet (see `DeeplinkProtocol.proves`).
    public static let requestNonceParameter = "request_nonce"
    /// The longest callback URL parsed.
    public static let maxLength = 16_384
    /// The longest `errorMessage` kept.
    public static let maxErrorMessageLength = 1_024

    /// An encrypted answer.
    public struct Sealed: Sendable, Equatable {
        /// The 24-byte nonce.
        public let nonce: [UInt8]
        /// The ciphertext (16-byte tag ‖ encrypted JSON).
        public let data: [UInt8]
        /// The wallet's X25519 public key (connect answers only) and the parameter that carried it.
        public let walletKey: (parameter: String, key: [UInt8])?

        /// Whether nonce, ciphertext and wallet key (parameter and bytes) are equal.
        public static func == (lhs: Sealed, rhs: Sealed) -> Bool {
            lhs.nonce == rhs.nonce && lhs.data == rhs.data && lhs.walletKey?.parameter == rhs.walletKey?.parameter
                && lhs.walletKey?.key == rhs.walletKey?.key
        }
    }

    /// What the wallet answered.
    public enum Outcome: Sendable, Equatable {
        /// An encrypted result.
        case sealed(Sealed)
        /// No parameters: the answer of a successful disconnect.
        case empty
        /// `errorCode` and `errorMessage`.
        case failure(code: Int, message: String)
    }

    /// The request this answers.
    public let requestID: String
    /// The request nonce the callback carries back (32 hex digits), or nil when it carries none.
    public let requestNonce: String?
    /// The answer.
    public let outcome: Outcome

    /// The typed error of a failure outcome; nil otherwise.
    public var error: WalletAdapterError? {
        if case .failure(let code, let message) = outcome { return WalletAdapterError(code: code, message: message) }
        return nil
    }

    /// Parses a callback URL.
    ///
    /// - Parameters:
    ///   - url: the redirect link the wallet opened, as received.
    ///   - walletKeyParameters: the names a wallet's encryption key may come under (all known wallets').
    /// - Throws: `.malformedCallback` naming the first problem: too long, not printable ASCII, no query, a
    ///   fragment, a parameter without `=`, an unknown, empty or repeated parameter, bad percent-encoding or UTF-8,
    ///   a request id or request nonce that is not 32 lowercase hex digits, a nonce that is not 24 bytes of base58, a key that is
    ///   not 32, an error code that is not an integer, or a mix of success and error parameters.
    public init(
        parsing url: String,
        walletKeyParameters: Set<String> = Set(DeeplinkWalletConfiguration.known.map(\.walletKeyParameter))
    ) throws(WalletAdapterError) {
        let bytes = Array(url.utf8)
        guard bytes.count <= Self.maxLength else {
            throw .malformedCallback("\(bytes.count) bytes, longer than the \(Self.maxLength) accepted")
        }
        guard bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .malformedCallback("it contains spaces, control or non-ASCII characters")
        }
        guard !bytes.contains(UInt8(ascii: "#")) else { throw .malformedCallback("it has a fragment ('#')") }
        guard let question = bytes.firstIndex(of: UInt8(ascii: "?")) else {
            throw .malformedCallback("it has no query (no request_id)")
        }
        guard question > 0 else { throw .malformedCallback("it has no scheme or path before the query") }
        var parameters: [String: String] = [:]
        for field in bytes[(question + 1)...].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
            guard let equals = field.firstIndex(of: UInt8(ascii: "=")) else {
                throw .malformedCallback("a parameter without '=' (\(Self.excerpt(field)))")
            }
            let name = try Self.percentDecoded(field[field.startIndex..<equals], plusIsSpace: false, what: "a name")
            guard
                name == Self.requestIDParameter || name == Self.requestNonceParameter
                    || Self.protocolParameters.contains(name)
                    || walletKeyParameters.contains(name)
            else {
                throw .malformedCallback("unexpected parameter '\(Self.excerpt(Array(name.utf8)))'")
            }
            let value = try Self.percentDecoded(
                field[(equals + 1)...], plusIsSpace: name == "errorMessage", what: "the value of \(name)")
            guard !value.isEmpty || name == "errorMessage" else { throw .malformedCallback("\(name) is empty") }
            guard parameters.updateValue(value, forKey: name) == nil else {
                throw .malformedCallback("\(name) appears twice")
            }
        }
        guard let id = parameters.removeValue(forKey: Self.requestIDParameter) else {
            throw .malformedCallback("no request_id")
        }
        guard Self.isRequestID(id) else { throw .malformedCallback("request_id is not 32 lowercase hex digits") }
        requestID = id
        requestNonce = parameters.removeValue(forKey: Self.requestNonceParameter)
        if let requestNonce, !Self.isRequestID(requestNonce) {
            throw .malformedCallback("request_nonce is not 32 lowercase hex digits")
        }
        let code = parameters.removeValue(forKey: "errorCode")
        let message = parameters.removeValue(forKey: "errorMessage")
        if let code {
            guard parameters.isEmpty else {
                throw .malformedCallback("errorCode together with \(parameters.keys.sorted().joined(separator: ", "))")
            }
            guard code.utf8.count <= 11, let number = Int32(code) else {
                throw .malformedCallback("errorCode is not an integer")
            }
            let text = message ?? ""
            guard text.count <= Self.maxErrorMessageLength else {
                throw .malformedCallback("errorMessage is longer than \(Self.maxErrorMessageLength) characters")
            }
            outcome = .failure(code: Int(number), message: text)
            return
        }
        guard message == nil else { throw .malformedCallback("errorMessage without errorCode") }
        let nonceText = parameters.removeValue(forKey: "nonce")
        let dataText = parameters.removeValue(forKey: "data")
        var walletKey: (parameter: String, key: [UInt8])?
        if let entry = parameters.first {
            guard parameters.count == 1 else { throw .malformedCallback("more than one wallet key parameter") }
            walletKey = (entry.key, try Self.base58(entry.value, count: 32, what: entry.key))
        }
        switch (nonceText, dataText) {
        case (nil, nil):
            guard walletKey == nil else { throw .malformedCallback("a wallet key without nonce and data") }
            outcome = .empty
        case (let nonceText?, let dataText?):
            let nonce = try Self.base58(nonceText, count: 24, what: "nonce")
            let data: [UInt8]
            do { data = try Base58.decode(dataText) } catch { throw .malformedCallback("data is not base58") }
            guard data.count >= 16 else {
                throw .malformedCallback("data is \(data.count) bytes, shorter than the 16-byte tag")
            }
            outcome = .sealed(Sealed(nonce: nonce, data: data, walletKey: walletKey))
        case (nil, _?): throw .malformedCallback("data without nonce")
        case (_?, nil): throw .malformedCallback("nonce without data")
        }
    }

    /// The parameters the wallets append.
    static let protocolParameters: Set<String> = ["nonce", "data", "errorCode", "errorMessage"]

    /// Whether `text` is a request id: 32 lowercase hex digits.
    public static func isRequestID(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    private static func base58(_ text: String, count: Int, what: String) throws(WalletAdapterError) -> [UInt8] {
        guard text.utf8.count <= Base58.maxEncodedLength(forByteCount: count) else {
            throw .malformedCallback("\(what) is too long for \(count) bytes")
        }
        do { return try Base58.decode(text, count: count) } catch {
            throw .malformedCallback("\(what) is not \(count) bytes of base58")
        }
    }

    /// Strict percent-decoding: `%` must be followed by two hex digits; the result must be UTF-8.
    private static func percentDecoded(
        _ field: ArraySlice<UInt8>, plusIsSpace: Bool, what: String
    ) throws(WalletAdapterError) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(field.count)
        var index = field.startIndex
        while index < field.endIndex {
            let byte = field[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < field.endIndex,
                    let high = hexValue(field[index + 1]), let low = hexValue(field[index + 2])
                else { throw .malformedCallback("bad percent-encoding in \(what)") }
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        guard let text = String(validating: out, as: UTF8.self) else {
            throw .malformedCallback("\(what) is not UTF-8")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }

    private static func excerpt<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        String(decoding: bytes.prefix(40), as: UTF8.self)
    }
}
