import AsyncHTTPClient
import Foundation
import NIOHTTP1
import NIOSSL
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// What a transaction request's GET answers: who is asking (display only).
public struct SolanaPayMerchantInfo: Sendable, Equatable, Codable {
    /// The merchant's name as it gives it (untrusted text: show it sanitized, next to the link's domain).
    public let label: String
    /// An absolute http(s) URL of an SVG, PNG or WebP image.
    public let icon: URL
}

/// What a transaction request's POST answers: the transaction to review and sign, and what to show with it.
public struct SolanaPayMerchantTransaction: Sendable, Equatable {
    /// The transaction as the merchant sent it (untrusted: `SolanaPayTransactionPolicy.prepare` checks it).
    public let transaction: Transaction
    /// The merchant's message about it (display only).
    public let message: String?
    /// SPEC 1.1: where to go once the transaction is confirmed (an https or solana: URL), never before.
    public let redirect: String?
}

/// The bodies of a merchant's answers, parsed strictly: size, JSON shape, types, the icon's kind, base64 and the
/// transaction's wire format. Pure functions (the `solana-pay-merchant` fuzz target runs them).
public enum SolanaPayMerchantResponse {
    /// The largest answer read (a transaction is at most 1,232 bytes; base64 and a message fit easily).
    public static let maxBodyBytes = 64 << 10
    /// The longest label or message kept (longer ones are refused: they are for display next to a payment).
    public static let maxTextLength = 1_024

    struct Metadata: Decodable {
        let label: String
        let icon: String
    }

    struct Post: Decodable {
        let transaction: String?
        let message: String?
        let redirect: String?
    }

    struct ErrorBody: Decodable { let message: String? }

    /// The GET answer `{"label": …, "icon": …}`.
    public static func metadata(_ body: [UInt8]) throws(SolanaPayError) -> SolanaPayMerchantInfo {
        guard body.count <= maxBodyBytes else { throw .merchantMalformed("the answer is larger than 64 KiB") }
        let parsed: Metadata
        do { parsed = try UntrustedJSON.decode(Metadata.self, from: body) } catch {
            throw .merchantMalformed("the GET answer is not {\"label\": text, \"icon\": URL}")
        }
        try checkText(parsed.label, "label")
        guard let icon = URL(string: parsed.icon), let scheme = icon.scheme?.lowercased(),
            scheme == "https" || scheme == "http", icon.host?.isEmpty == false
        else { throw .merchantMalformed("the icon is not an absolute http(s) URL") }
        let kind = icon.pathExtension.lowercased()
        guard ["svg", "png", "webp"].contains(kind) else {
            throw .merchantMalformed("the icon must be an SVG, PNG or WebP image (it is '\(kind)')")
        }
        return SolanaPayMerchantInfo(label: parsed.label, icon: icon)
    }

    /// The POST answer `{"transaction": base64, "message"?: text, "redirect"?: URL}`.
    public static func transaction(_ body: [UInt8]) throws(SolanaPayError) -> SolanaPayMerchantTransaction {
        guard body.count <= maxBodyBytes else { throw .merchantMalformed("the answer is larger than 64 KiB") }
        let parsed: Post
        do { parsed = try UntrustedJSON.decode(Post.self, from: body) } catch {
            throw .merchantMalformed("the POST answer is not a JSON object with a \"transaction\" string")
        }
        guard let text = parsed.transaction else { throw .merchantMalformed("missing transaction") }
        guard let bytes = Data(base64Encoded: text) else { throw .merchantMalformed("invalid base64 in transaction") }
        let transaction: Transaction
        do { transaction = try Transaction(wireBytes: [UInt8](bytes)) } catch {
            throw .merchantMalformed("failed to decode the transaction's wire format: \(error)")
        }
        if let message = parsed.message { try checkText(message, "message") }
        if let redirect = parsed.redirect {
            let lowered = redirect.lowercased()
            guard redirect.utf8.count <= 2_048,
                lowered.hasPrefix("solana:")
                    || (lowered.hasPrefix("https://") && URL(string: redirect)?.host?.isEmpty == false)
            else { throw .merchantMalformed("the redirect is not an https or solana: URL") }
        }
        return SolanaPayMerchantTransaction(
            transaction: transaction, message: parsed.message, redirect: parsed.redirect)
    }

    /// SPEC 1.1's error body `{"message": …}`: its text, when there is one (at most `maxTextLength` characters).
    public static func errorMessage(_ body: [UInt8]) -> String? {
        guard body.count <= maxBodyBytes, let parsed = try? UntrustedJSON.decode(ErrorBody.self, from: body),
            let message = parsed.message, !message.isEmpty
        else { return nil }
        return String(message.prefix(maxTextLength))
    }

    private static func checkText(_ text: String, _ name: String) throws(SolanaPayError) {
        guard text.count <= maxTextLength else {
            throw .merchantMalformed("the \(name) is longer than \(maxTextLength) characters")
        }
    }
}

/// A transaction request's HTTPS side: GET the merchant's label and icon, POST the paying account and read the
/// transaction back. Nothing identifies the wallet or the user beyond the account the POST must send; answers
/// are capped at 64 KiB, each exchange has a deadline, and redirects are followed only to https (at most 3).
public struct SolanaPayMerchantClient: Sendable {
    /// The HTTP client the merchant is asked with.
    public let client: HTTPClient
    /// The deadline of one exchange (a redirect starts a new one).
    public var timeout: Duration

    /// A client over `client` (see `makeHTTPClient`).
    public init(client: HTTPClient, timeout: Duration = .seconds(20)) {
        self.client = client
        self.timeout = timeout
    }

    /// An HTTP client for merchants (`CappedHTTPSClient.makeHTTPClient`): the system's trusted certificates plus
    /// those in `additionalTrustRootFiles`, redirects handled by the client itself.
    public static func makeHTTPClient(additionalTrustRootFiles: [String] = []) -> HTTPClient {
        CappedHTTPSClient.makeHTTPClient(additionalTrustRootFiles: additionalTrustRootFiles)
    }

    /// GET the link: the merchant's label and icon.
    public func metadata(_ request: SolanaPayTransactionRequest) async throws(SolanaPayError) -> SolanaPayMerchantInfo {
        let response = try await exchange(.GET, request.link, body: nil)
        guard response.status == 200 else { throw Self.failure(response) }
        return try SolanaPayMerchantResponse.metadata(response.body)
    }

    /// POST `{"account": …}` to the link: the transaction the merchant wants `account` to sign.
    public func transaction(_ request: SolanaPayTransactionRequest, account: PublicKey) async throws(SolanaPayError)
        -> SolanaPayMerchantTransaction
    {
        let body = Array("{\"account\":\"\(account.base58)\"}".utf8)
        let response = try await exchange(.POST, request.link, body: body)
        guard response.status == 200 else { throw Self.failure(response) }
        return try SolanaPayMerchantResponse.transaction(response.body)
    }

    static func failure(_ response: RPCHTTPResponse) -> SolanaPayError {
        .merchantFailed(status: response.status, message: SolanaPayMerchantResponse.errorMessage(response.body))
    }

    /// One request, following up to 3 redirects to https URLs (the method and body kept).
    func exchange(_ method: HTTPMethod, _ url: URL, body: [UInt8]?) async throws(SolanaPayError) -> RPCHTTPResponse {
        let capped = CappedHTTPSClient(
            client: client, timeout: timeout, maxResponseBytes: SolanaPayMerchantResponse.maxBodyBytes)
        do { return try await capped.exchange(method, url, body: body).response } catch {
            switch error {
            case .badURL(let link, let reason): throw .badLink(link, reason: reason)
            case .timeout(let host, let timeout): throw .merchantUnreachable("\(host) did not answer within \(timeout)")
            case .tooLarge: throw .merchantMalformed("the answer is larger than 64 KiB")
            case .unreachable(let host, let reason): throw .merchantUnreachable("\(host): \(reason)")
            case .badRedirect: throw .merchantMalformed("a redirect to something other than an https URL")
            case .tooManyRedirects: throw .merchantMalformed("more than 3 redirects")
            }
        }
    }
}

/// The spec's rules for the transaction a merchant returns (SPEC "Wallet-side" and the reference client's checks):
/// sign only for the requested account, and only when a signature of it is expected.
public enum SolanaPayTransactionPolicy {
    /// Checks `transaction` and returns the one to sign for `account`.
    ///
    /// - With no signature at all, the merchant's fee payer and blockhash are ignored: the message is compiled
    ///   again with `account` paying and `blockhash` (fetch a fresh one) — `lookupTables` resolve a v0 message.
    /// - With signatures, the fee payer and blockhash are kept, every present signature must verify, and the
    ///   only empty slot may be `account`'s.
    /// - Throws: `.merchantMalicious` when a signature other than `account`'s is expected, `.merchantMalformed`
    ///   for a bad signature or a zero blockhash, `.notAskedToSign` when `account` is not a required signer.
    public static func prepare(
        _ transaction: Transaction, account: PublicKey, blockhash: Hash,
        lookupTables: [AddressLookupTableAccount] = []
    ) throws(SolanaPayError) -> (transaction: Transaction, recompiled: Bool) {
        let signers = Array(transaction.message.signers)
        guard signers.contains(account) else { throw .notAskedToSign(account) }
        if transaction.signatures.allSatisfy(\.isZero) {
            let instructions: [Instruction]
            do { instructions = try transaction.message.decompiledInstructions(lookupTables: lookupTables) } catch {
                throw .merchantMalformed("\(error)")
            }
            let rebuilt: Transaction
            do {
                if let config = transaction.message.config {
                    // v1 keeps the merchant's resource settings; one without a data-size limit (it would fail and
                    // still pay) is refused as malformed.
                    rebuilt = try Transaction(
                        feePayer: account, lifetime: .blockhash(blockhash), config: config, instructions: instructions)
                } else {
                    rebuilt = try Transaction(
                        feePayer: account, blockhash: blockhash, version: transaction.message.version,
                        addressLookupTables: lookupTables, instructions: instructions)
                }
            } catch { throw .merchantMalformed("\(error)") }
            let others = rebuilt.signers.filter { $0 != account }
            guard others.isEmpty else {
                throw .merchantMalicious(
                    "it also needs the signature of \(others.map(\.base58).joined(separator: ", "))")
            }
            return (rebuilt, true)
        }
        guard transaction.message.recentBlockhash != .zero else {
            throw .merchantMalformed("missing recent blockhash")
        }
        let valid = transaction.verifySignatures()
        for (index, signer) in signers.enumerated() {
            let signature = index < transaction.signatures.count ? transaction.signatures[index] : .zero
            if signer == account {
                guard signature.isZero else { throw .merchantMalformed("the account's slot is already signed") }
            } else if signature.isZero {
                throw .merchantMalicious("it also needs the signature of \(signer)")
            } else if !valid[index] {
                throw .merchantMalformed("invalid signature of \(signer)")
            }
        }
        return (transaction, false)
    }
}
