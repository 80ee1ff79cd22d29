/// One JSON-RPC call with its result type: build them with the static methods (`.getBalance(…)`),
/// send one with `RPCClient.send`, several at once with `RPCClient.batch`.
public struct RPCRequest<Result: Decodable & Sendable>: Sendable {
    public let method: String
    public let params: [JSONValue]
    /// Whether sending it twice is harmless (reads, re-sending the same signed transaction).
    public let isIdempotent: Bool

    public init(method: String, params: [JSONValue] = [], isIdempotent: Bool = true) {
        self.method = method
        self.params = params
        self.isIdempotent = isIdempotent
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
