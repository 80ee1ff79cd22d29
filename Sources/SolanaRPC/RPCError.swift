import SolanaCore

/// A JSON-RPC error object returned by the node: code, message and optional data.
///
/// Known Solana codes are named in `Code`; `simulationLogs` reads the logs that preflight failures
/// (-32002) carry in `data`.
public struct RPCError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    /// The error code: JSON-RPC's (-32700…-32600) or Solana's (-32001…-32016, see `Code`), or an HTTP-like one (429).
    public let code: Int
    /// The node's message.
    public let message: String
    /// Extra data: for a preflight failure (-32002) the simulation's `err`, `logs` and more.
    public let data: JSONValue?

    /// An error with the given code, message and data.
    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    /// Codes from JSON-RPC 2.0 and Agave's `rpc-client-api/src/custom_error.rs`.
    public enum Code {
        /// The answer was not valid JSON.
        public static let parseError = -32700
        /// The request was not a valid JSON-RPC request.
        public static let invalidRequest = -32600
        /// The node does not know the method.
        public static let methodNotFound = -32601
        /// The parameters are invalid.
        public static let invalidParams = -32602
        /// The node failed internally.
        public static let internalError = -32603
        /// The block was cleaned up (no longer in the ledger of this node).
        public static let blockCleanedUp = -32001
        /// Preflight simulation of a sent transaction failed; `data` holds its error and logs.
        public static let sendTransactionPreflightFailure = -32002
        /// A signature of the sent transaction did not verify.
        public static let transactionSignatureVerificationFailure = -32003
        /// The block is not available (yet, or on this node).
        public static let blockNotAvailable = -32004
        /// The node is behind the cluster (unhealthy); try again later or elsewhere.
        public static let nodeUnhealthy = -32005
        /// A precompile (ed25519, secp256k1) instruction of the sent transaction did not verify.
        public static let transactionPrecompileVerificationFailure = -32006
        /// The slot was skipped: no block was produced.
        public static let slotSkipped = -32007
        /// The node has no snapshot.
        public static let noSnapshot = -32008
        /// The slot was skipped, or is missing from long-term storage.
        public static let longTermStorageSlotSkipped = -32009
        /// The key is excluded from the node's account secondary indexes.
        public static let keyExcludedFromSecondaryIndex = -32010
        /// The node keeps no transaction history (started without `--enable-rpc-transaction-history`).
        public static let transactionHistoryNotAvailable = -32011
        /// A scan of the node's accounts failed.
        public static let scanError = -32012
        /// The number of signatures does not match the number of signers.
        public static let transactionSignatureLengthMismatch = -32013
        /// The block's status is not available yet; try again shortly.
        public static let blockStatusNotAvailableYet = -32014
        /// The transaction's version is newer than the `maxSupportedTransactionVersion` asked for.
        public static let unsupportedTransactionVersion = -32015
        /// The node has not reached the `minContextSlot` asked for; try again shortly.
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

    /// The code and message, then the simulation logs if any.
    public var description: String {
        var text = "RPC error \(code): \(OneLine.escape(message))"
        if let logs = simulationLogs, !logs.isEmpty {
            text += "\n  logs:\n    " + logs.map(OneLine.escape).joined(separator: "\n    ")
        }
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

    /// A one-line explanation for a user, with a hint at what to do where there is one.
    public var description: String {
        switch self {
        case .rpc(let error): return error.description
        case .httpStatus(let status, let body):
            return "HTTP \(status) from the RPC node"
                + (body.isEmpty ? "" : ": \(OneLine.escape(String(body.prefix(300))))")
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
