import Foundation
import SolanaCore
import SolanaTransactions

/// A dApp's sign-in request as a wallet receives it: the Wallet Standard's `SolanaSignInInput` (every field
/// optional) and, when the request says so, the origin (the page) that asked.
///
/// The JSON is either the input itself (`{"domain": …, "nonce": …}`) or `{"origin": URL, "input": {…}}`. It is read
/// within `maximumBytes`; a field of the wrong type, an unknown top-level shape or an oversized file is
/// `SignInError.invalidRequest`.
public struct SignInRequest: Sendable, Hashable {
    /// The largest request read (a sign-in message is at most `SignInMessage.maximumLength` bytes).
    public static let maximumBytes = 64 * 1024

    /// The dApp's input.
    public var input: SignInMessageInput
    /// The origin the request came from (`https://app.example`), when it names one.
    public var origin: String?

    /// A request of `input` from `origin`.
    public init(input: SignInMessageInput, origin: String? = nil) {
        self.input = input
        self.origin = origin
    }

    private struct Wrapped: Decodable {
        let origin: String?
        let input: SignInMessageInput?
    }

    /// Parses the request's JSON (bounded; typed errors).
    public init(json: [UInt8]) throws(SignInError) {
        guard json.count <= Self.maximumBytes else {
            throw .invalidRequest("\(json.count) bytes (at most \(Self.maximumBytes))")
        }
        let data = Data(json)
        guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else {
            throw .invalidRequest("not a JSON object")
        }
        do {
            let wrapped = try JSONDecoder().decode(Wrapped.self, from: data)
            let input = try wrapped.input ?? JSONDecoder().decode(SignInMessageInput.self, from: data)
            self.init(input: input, origin: wrapped.origin)
        } catch {
            throw .invalidRequest(Self.describe(error))
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not valid JSON" }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "not valid JSON" : "field \(path) is not of its type"
        @unknown default: return "not valid JSON"
        }
    }

    /// The authority (`host[:port]`, lowercased, the scheme's default port left out) of an origin: an `https` URL,
    /// or `http` for this machine (localhost, 127.0.0.0/8, ::1), with no user info.
    public static func authority(ofOrigin origin: String) throws(SignInError) -> String {
        guard origin.utf8.count <= 2048, let components = URLComponents(string: origin),
            let scheme = components.scheme?.lowercased(), let host = components.host?.lowercased(), !host.isEmpty
        else { throw .invalidOrigin("\(origin.prefix(200)) is not a URL with a host") }
        guard components.user == nil, components.password == nil else {
            throw .invalidOrigin("an origin holds no user name or password")
        }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let shownHost = bare.contains(":") ? "[\(bare)]" : bare
        let loopback = URL(string: "http://" + shownHost).map(ClusterIdentity.isLoopback) ?? false
        guard scheme == "https" || (scheme == "http" && loopback) else {
            throw .invalidOrigin("\(scheme.prefix(40)): only https (http for this machine)")
        }
        if let port = components.port, port != (scheme == "https" ? 443 : 80) { return "\(shownHost):\(port)" }
        return shownHost
    }

    /// The origin to check the domain against: `override` (the user's `--origin`) or the request's; both given and
    /// naming different authorities is `wrongDomain`, neither is `noOrigin`.
    public func originAuthority(override: String?) throws(SignInError) -> String {
        switch (override, origin) {
        case (nil, nil): throw .noOrigin
        case (let given?, nil), (nil, let given?): return try Self.authority(ofOrigin: given)
        case (let given?, let claimed?):
            let mine = try Self.authority(ofOrigin: given)
            let theirs = try Self.authority(ofOrigin: claimed)
            guard mine == theirs else { throw .wrongDomain(expected: mine, actual: theirs) }
            return mine
        }
    }

    /// The cluster a SIWS chain id names (`mainnet`, `solana:mainnet`, `mainnet-beta`, `devnet`, `testnet`,
    /// `localnet`, each with or without `solana:`), or nil for any other chain.
    public static func clusterKind(ofChain chainId: String) -> ClusterIdentity.Kind? {
        var name = chainId.lowercased()
        if name.hasPrefix("solana:") { name.removeFirst("solana:".count) }
        switch name {
        case "mainnet", "mainnet-beta": return .mainnet
        case "devnet": return .devnet
        case "testnet": return .testnet
        case "localnet": return .localnet
        default: return nil
        }
    }

    /// Wallet side, everything checked: the domain against the origin (`origin` overrides the request's), the
    /// chain against the cluster the wallet is on (a chain id is optional; one that names another cluster, or no
    /// cluster this wallet knows, is refused), then `SignIn.prepare`'s checks (address, fields, issued-at within 10
    /// minutes, not-before ≤ now < expiration). Returns the message to sign, domain and address filled (and no
    /// issued-at the input did not have).
    public func prepare(origin override: String?, account: PublicKey, cluster: ClusterIdentity.Kind, now: Int64)
        throws(SignInError) -> SignInMessage
    {
        let authority = try originAuthority(override: override)
        if let chain = input.chainId {
            guard let kind = Self.clusterKind(ofChain: chain), kind == cluster else {
                throw .wrongChain(expected: "solana:" + Self.chainName(cluster), actual: chain)
            }
        }
        var message = try SignIn.prepare(input, origin: authority, account: account, chainId: nil, now: now)
        // Only what the dApp asked for: `verifySignIn` compares issued-at exactly, so one the wallet adds would
        // fail the dApp's check.
        if input.issuedAt == nil { message.issuedAt = nil }
        return message
    }

    /// The cluster an RPC URL serves when the URL alone says it (the public clusters' endpoints, or this machine:
    /// localnet); nil when only the node's genesis hash can tell (`ClusterIdentities`).
    public static func clusterKind(ofURL url: URL) -> ClusterIdentity.Kind? {
        if ClusterIdentity.isLoopback(url) { return .localnet }
        guard url.scheme?.lowercased() == "https" else { return nil }
        switch url.host?.lowercased() {
        case "api.mainnet-beta.solana.com": return .mainnet
        case "api.devnet.solana.com": return .devnet
        case "api.testnet.solana.com": return .testnet
        default: return nil
        }
    }

    /// The SIWS chain name of a cluster kind (`mainnet`, `devnet`, `testnet`, `localnet`; `custom` for another).
    public static func chainName(_ kind: ClusterIdentity.Kind) -> String {
        kind == .mainnet ? "mainnet" : kind.rawValue
    }
}

/// The Wallet Standard's `SolanaSignInOutput` as JSON: the account (address and public key, base58), the signed
/// bytes (base64: the SIWS text, or its off-chain message v1 envelope under SIWS 1.1), the ed25519 signature
/// (base58) and `signatureType` "ed25519". What a dApp's server gets and checks with `verify(input:now:)`.
public struct SignInOutput: Sendable, Hashable, Codable {
    /// The signing account.
    public struct Account: Sendable, Hashable, Codable {
        /// The address, base58.
        public var address: String
        /// The public key, base58 (the address's bytes).
        public var publicKey: String

        /// The account of `key`.
        public init(_ key: PublicKey) {
            address = key.base58
            publicKey = key.base58
        }
    }

    /// The signing account.
    public var account: Account
    /// The signed bytes, base64.
    public var signedMessage: String
    /// The signature, base58.
    public var signature: String
    /// Always "ed25519".
    public var signatureType: String

    /// The output for `signed` bytes and their `signature` by `key`.
    public init(key: PublicKey, signed: [UInt8], signature: Signature) {
        account = Account(key)
        signedMessage = Data(signed).base64EncodedString()
        self.signature = signature.base58
        signatureType = "ed25519"
    }

    /// The bytes a wallet signs for `message`: its text (SIWS 1.0), or its off-chain message v1 envelope with the
    /// account as signer (SIWS 1.1, `envelope`).
    public static func signedBytes(_ message: SignInMessage, envelope: Bool) throws(SignInError) -> [UInt8] {
        envelope ? try message.envelope().serialized : Array(try message.validatedText().utf8)
    }

    /// Signs `message` with `keypair` (which must be the message's address).
    public static func sign(_ message: SignInMessage, envelope: Bool, with keypair: Keypair) throws(SignInError)
        -> SignInOutput
    {
        guard message.address == keypair.publicKey.base58 else {
            throw .wrongAddress(expected: keypair.publicKey.base58, actual: message.address)
        }
        let bytes = try signedBytes(message, envelope: envelope)
        return SignInOutput(key: keypair.publicKey, signed: bytes, signature: keypair.sign(bytes))
    }

    /// Parses an output's JSON (bounded; typed errors).
    public init(json: [UInt8]) throws(SignInError) {
        guard json.count <= SignInRequest.maximumBytes * 2 else {
            throw .invalidOutput("\(json.count) bytes (at most \(SignInRequest.maximumBytes * 2))")
        }
        do { self = try JSONDecoder().decode(SignInOutput.self, from: Data(json)) } catch {
            throw .invalidOutput("not a sign-in output (account, signedMessage, signature, signatureType)")
        }
    }

    /// dApp side: decodes the fields and runs `SignIn.verify` (the signed message against `input`, the signature,
    /// and the time window when `now` is given). The account's address and public key must agree.
    public func verify(input: SignInMessageInput, now: Int64?) throws(SignInError) -> SignInMessage {
        guard signatureType == "ed25519" else { throw .invalidOutput("signatureType \(signatureType.prefix(40))") }
        guard let key = try? PublicKey(account.publicKey) else { throw .invalidOutput("account.publicKey") }
        guard account.address == key.base58 else {
            throw .wrongAddress(expected: key.base58, actual: account.address)
        }
        guard let signature = try? Signature(signature) else { throw .invalidOutput("signature") }
        guard let bytes = Data(base64Encoded: signedMessage) else { throw .invalidOutput("signedMessage") }
        return try SignIn.verify(
            input: input, signedMessage: Array(bytes), signature: signature, publicKey: key, now: now)
    }
}
