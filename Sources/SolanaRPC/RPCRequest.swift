/// One JSON-RPC call with its result type: build them with the static methods (`.getBalance(…)`),
/// send one with `RPCClient.send`, several at once with `RPCClient.batch`.
public struct RPCRequest<Result: Decodable & Sendable>: Sendable {
    /// The JSON-RPC method name (`getBalance`, …).
    public let method: String
    /// The positional parameters, ending with the config object when there is one.
    public let params: [JSONValue]
    /// Whether sending it twice is harmless (reads, re-sending the same signed transaction).
    public let isIdempotent: Bool

    /// The config key that takes a commitment (`commitment`, or `preflightCommitment` for sendTransaction), if any;
    /// the client fills in its default commitment there when the caller set none.
    public let commitmentKey: String?
    /// Positional parameters before the config object.
    public let positionalCount: Int
    /// The weakest commitment the method accepts (getTransaction and history refuse `processed`).
    public let minimumCommitment: Commitment
    /// The largest answer this call accepts; nil: the client's `Configuration.maxResponseBytes`. Calls whose answers
    /// are large by nature (getProgramAccounts, getMultipleAccounts, token accounts by owner) set more.
    public private(set) var maxResponseBytes: Int?
    /// The data encoding asked for (`base64`, `base58`, `jsonParsed`, `json`): an answer in another one is malformed.
    public let dataEncoding: String?

    /// A call of any method; prefer the typed static builders (`.getBalance(…)`, …).
    ///
    /// - Parameters:
    ///   - method: The JSON-RPC method name.
    ///   - params: The parameters, the config object last.
    ///   - isIdempotent: Whether sending it twice is harmless; a non-idempotent call is retried only where the node
    ///     cannot have acted on it.
    ///   - commitmentKey: The config key that takes a commitment, if the method has one.
    ///   - positionalCount: The number of positional parameters before the config object; nil: all of `params`.
    ///   - minimumCommitment: The weakest commitment the method accepts.
    ///   - maxResponseBytes: The largest answer accepted; nil: the client's `Configuration.maxResponseBytes`.
    ///   - dataEncoding: The account data encoding asked for, if any.
    public init(
        method: String, params: [JSONValue] = [], isIdempotent: Bool = true, commitmentKey: String? = nil,
        positionalCount: Int? = nil, minimumCommitment: Commitment = .processed, maxResponseBytes: Int? = nil,
        dataEncoding: String? = nil
    ) {
        self.method = method
        self.params = params
        self.isIdempotent = isIdempotent
        self.commitmentKey = commitmentKey
        self.positionalCount = positionalCount ?? params.count
        self.minimumCommitment = minimumCommitment
        self.maxResponseBytes = maxResponseBytes
        self.dataEncoding = dataEncoding
    }

    /// The same call, accepting an answer of up to `bytes` bytes (for a program with many accounts, say).
    public func allowingResponses(upTo bytes: Int) -> RPCRequest {
        var copy = self
        copy.maxResponseBytes = bytes
        return copy
    }

    /// The largest answer accepted for calls that are large by nature, unless the caller allows more.
    public static var largeResponseBytes: Int { 32 << 20 }

    /// The userInfo the answer is decoded with (the encodings it may use).
    var decodingUserInfo: [CodingUserInfoKey: any Sendable] {
        DataEncodingPolicy.userInfo(dataEncoding.map { [$0] } ?? [])
    }

    /// The request with `commitment` in its config when the caller gave none.
    func applyingDefault(_ commitment: Commitment) -> RPCRequest {
        guard let key = commitmentKey, params.count >= positionalCount else { return self }
        let value = JSONValue.string(max(commitment, minimumCommitment).rawValue)
        var params = self.params
        if params.count == positionalCount {
            params.append(.object([key: value]))
        } else if case .object(var config) = params[positionalCount] {
            if config[key] != nil { return self }
            config[key] = value
            params[positionalCount] = .object(config)
        } else {
            return self
        }
        return RPCRequest(
            method: method, params: params, isIdempotent: isIdempotent, commitmentKey: commitmentKey,
            positionalCount: positionalCount, minimumCommitment: minimumCommitment,
            maxResponseBytes: maxResponseBytes, dataEncoding: dataEncoding)
    }
}

/// A config object for params: drops nil members, so only what the caller set is sent.
func rpcConfig(_ members: [(String, JSONValue?)]) -> JSONValue? {
    var object: [String: JSONValue] = [:]
    for (key, value) in members { if let value { object[key] = value } }
    return object.isEmpty ? nil : .object(object)
}

/// Params with an optional trailing config object.
func rpcParams(_ values: [JSONValue], _ config: JSONValue?) -> [JSONValue] {
    config.map { values + [$0] } ?? values
}

extension RPCRequest {
    /// Decodes an answer to this request that came some other way (a cache of raw answers, a file, a transport of
    /// your own): the typed result; the node's error as `.rpc`; a body that is not a valid answer as
    /// `.malformedResponse`, naming the bad field.
    public func decodeResponse(_ body: [UInt8]) throws(RPCClientError) -> Result {
        let response: RPCEnvelope.Response<Result>
        do {
            response = try TapeJSONDecoder.decode(
                RPCEnvelope.Response<Result>.self, from: body, userInfo: decodingUserInfo)
        } catch {
            throw .malformedResponse("\(method): " + RPCEnvelope.describe(error))
        }
        switch response.outcome {
        case .success(let value): return value
        case .failure(let error): throw .rpc(error)
        }
    }
}
