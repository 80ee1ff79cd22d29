import SolanaCore

/// A JSON-RPC error object returned by the node: code, message and optional data.
///
/// Known Solana codes are named in `Code`; `simulationLogs` reads the logs that preflight failures
/// (-32002) carry in `data`.
public struct RPCError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    public let code: Int
    public let message: String
    public let data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// Codes from JSON-RPC 2.0 and Agave's `rpc-client-api/src/custom_error.rs`.
    public enum Code {
        public static let parseError = -32700
        public static let invalidRequest = -32600
        public static let methodNotFound = -32601
        public static let invalidParams = -32602
        public static let internalError = -32603
        public static let blockCleanedUp = -32001
        public static let sendTransactionPreflightFailure = -32002
        public static let transactionSignatureVerificationFailure = -32003
        public static let blockNotAvailable = -32004
        public static let nodeUnhealthy = -32005
        public static let transactionPrecompileVerificationFailure = -32006
        public static let slotSkipped = -32007
        public static let noSnapshot = -32008
        public static let longTermStorageSlotSkipped = -32009
        public static let keyExcludedFromSecondaryIndex = -32010
        public static let transactionHistoryNotAvailable = -32011
        public static let scanError = -32012
        public static let transactionSignatureLengthMismatch = -32013
        public static let blockStatusNotAvailableYet = -32014
        public static let unsupportedTransactionVersion = -32015
        public static let minContextSlotNotReached = -32016
    }

    /// Whether waiting and asking again can succeed (node behind, slot not reached yet, status not yet available).
    public var isTransient: Bool {
        [Code.nodeUnhealthy, Code.minContextSlotNotReached, Code.blockStatusNotAvailableYet, 429].contains(code)
    }

    /// The program logs of a failed preflight simulation (`data.logs`), if any.
    public var simulationLogs: [String]? {
        data?["logs"]?.arrayValue?.compactMap(\.stringValue)
    }

    /// The transaction error of a failed preflight simulation (`data.err`), if any.
    public var simulationError: JSONValue? {
        guard let err = data?["err"], err != .null else { return nil }
        return err
    }

    public var description: String {
        var text = "RPC error \(code): \(message)"
        if let logs = simulationLogs, !logs.isEmpty { text += "\n  logs:\n    " + logs.joined(separator: "\n    ") }
        return text
    }
}

/// Why an RPC call did not produce a result.
public enum RPCClientError: Error, Sendable, CustomStringConvertible {
    /// The node answered with a JSON-RPC error.
    case rpc(RPCError)
    /// The node answered with an HTTP status other than 200 (after retries, where they apply).
    case httpStatus(Int, body: String)
    /// HTTP 429 persisted through every retry; `retryAfter` is the server's last hint.
    case rateLimited(retryAfter: Duration?)
    /// The body was not the JSON-RPC answer expected (not JSON, wrong shape, missing id).
    case malformedResponse(String)
    /// No answer within the time limit.
    case timeout(Duration)
    /// The connection failed or dropped.
    case transport(String)
    /// The calling task was cancelled.
    case cancelled
    /// The request could not be built (e.g. a parameter that cannot be encoded).
    case invalidRequest(String)
    /// The answer was larger than the call allows (`RPCClient.Configuration.maxResponseBytes`,
    /// `RPCRequest.allowingResponses(upTo:)`); it was not read further.
    case responseTooLarge(limit: Int)
    /// `sendAndConfirm` gave up waiting before the transaction was confirmed, failed or expired: it may still land
    /// until the block height passes `lastValidBlockHeight`. Re-signing before that can pay twice.
    case confirmationTimeout(signature: Signature, lastValidBlockHeight: UInt64, waited: Duration)

    /// At most 300 characters of an answer's body, for an error message (a hostile body can be megabytes).
    static func excerpt(_ body: [UInt8]) -> String {
        String(decoding: body.prefix(1_200), as: UTF8.self).prefix(300).description
    }

    public var description: String {
        switch self {
        case .rpc(let error): return error.description
        case .httpStatus(let status, let body):
            return "HTTP \(status) from the RPC node" + (body.isEmpty ? "" : ": \(body.prefix(300))")
        case .rateLimited(let retryAfter):
            return "the RPC node is rate limiting (HTTP 429)"
                + (retryAfter.map { "; it asks to retry after \($0)" } ?? "")
                + "; wait, or use a dedicated RPC endpoint with --url"
        case .malformedResponse(let detail): return "malformed RPC response: \(detail)"
        case .timeout(let limit): return "no answer from the RPC node within \(limit); check --url or the network"
        case .transport(let detail): return "cannot reach the RPC node: \(detail); check --url or the network"
        case .cancelled: return "cancelled"
        case .invalidRequest(let detail): return "invalid request: \(detail)"
        case .responseTooLarge(let limit):
            return
                "the RPC node's answer is larger than \(limit) bytes, the limit for this call; ask for less (a data slice, "
                + "filters) or allow more with RPCRequest.allowingResponses(upTo:)"
        case .confirmationTimeout(let signature, let lastValid, let waited):
            return "transaction \(signature) was not confirmed within \(waited); it can still land until block height "
                + "\(lastValid): check its status before signing again"
        }
    }

    /// The JSON-RPC error, if the node sent one.
    public var rpcError: RPCError? { if case .rpc(let error) = self { return error } else { return nil } }
}
