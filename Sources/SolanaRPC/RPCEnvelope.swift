import Foundation

/// Encodes requests and decodes answers of JSON-RPC 2.0.
enum RPCEnvelope {
    struct Request: Encodable {
        let jsonrpc = "2.0"
        let id: Int
        let method: String
        let params: [JSONValue]
    }

    /// One answer: its id and either the result or the error.
    struct Response<R: Decodable>: Decodable {
        let id: Int?
        let outcome: Result<R, RPCError>

        enum CodingKeys: String, CodingKey { case id, result, error }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try? container.decodeIfPresent(Int.self, forKey: .id)
            if container.contains(.error), try !container.decodeNil(forKey: .error) {
                outcome = .failure(try container.decode(RPCError.self, forKey: .error))
            } else if container.contains(.result) {
                outcome = .success(try container.decode(R.self, forKey: .result))
            } else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "neither result nor error"))
            }
        }
    }

    /// Just the id and the error, if any (to route batch answers and find retryable errors).
    struct Probe: Decodable {
        let id: Int?
        let error: RPCError?
    }

    static func encode(_ requests: [Request]) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "[")]
        out.reserveCapacity(128 * requests.count)
        for (index, request) in requests.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONWriter.request(id: request.id, method: request.method, params: request.params, into: &out)
        }
        out.append(UInt8(ascii: "]"))
        return out
    }

    static func encode(_ request: Request) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(160)
        JSONWriter.request(id: request.id, method: request.method, params: request.params, into: &out)
        return out
    }

    /// Describes a decoding failure in one line, naming the path of the bad field.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context)): expected \(type), \(context.debugDescription)"
        case .valueNotFound(let type, let context): return "\(path(context)): missing \(type)"
        case .keyNotFound(let key, let context): return "\(path(context)): missing key '\(key.stringValue)'"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
