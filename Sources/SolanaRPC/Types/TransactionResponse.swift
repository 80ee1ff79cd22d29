import SolanaCore
import SolanaTransactions

/// A confirmed transaction (getTransaction).
public struct TransactionResponse: Sendable, Decodable, Equatable {
    public let slot: UInt64
    public let blockTime: Int64?
    /// nil for nodes that omit it (legacy-only answers).
    public let version: TransactionVersion?
    public let transaction: EncodedTransaction
    public let meta: TransactionMeta?
}

/// The transaction in the encoding asked for: wire bytes (base64/base58) or the node's JSON view.
public enum EncodedTransaction: Sendable, Decodable, Equatable {
    case binary([UInt8])
    case json(JSONValue)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let pair = try? container.decode([String].self), pair.count == 2 {
            try DataEncodingPolicy.check(pair[1], userInfo: decoder.userInfo, codingPath: decoder.codingPath)
            self = .binary(
                try AccountData.decode(
                    pair[0], encoding: pair[1], maxBase58Bytes: DataEncodingPolicy.maxTransactionBytes,
                    codingPath: decoder.codingPath))
        } else {
            let value = try container.decode(JSONValue.self)
            // The JSON view comes for "json" and "jsonParsed"; either is what was asked when one of them was.
            if let accepted = decoder.userInfo[DataEncodingPolicy.key] as? Set<String>,
                accepted.isDisjoint(with: ["json", "jsonParsed"])
            {
                try DataEncodingPolicy.check("json", userInfo: decoder.userInfo, codingPath: decoder.codingPath)
            }
            self = .json(value)
        }
    }

    /// The wire bytes, when the transaction came as binary.
    public var wireBytes: [UInt8]? { if case .binary(let bytes) = self { return bytes } else { return nil } }
}

/// What running the transaction did.
public struct TransactionMeta: Sendable, Decodable, Equatable {
    /// The transaction error, nil on success.
    public let err: JSONValue?
    public let fee: UInt64
    public let preBalances: [UInt64]
    public let postBalances: [UInt64]
    public let preTokenBalances: [TokenBalance]?
    public let postTokenBalances: [TokenBalance]?
    public let innerInstructions: JSONValue?
    public let logMessages: [String]?
    public let loadedAddresses: LoadedAddresses?
    public let computeUnitsConsumed: UInt64?
    public let returnData: ReturnData?

    enum CodingKeys: String, CodingKey {
        case err, fee, preBalances, postBalances, preTokenBalances, postTokenBalances, innerInstructions, logMessages,
            loadedAddresses, computeUnitsConsumed, returnData
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let error = try c.decodeIfPresent(JSONValue.self, forKey: .err)
        err = error == .null ? nil : error
        fee = try c.decode(UInt64.self, forKey: .fee)
        preBalances = try c.decode([UInt64].self, forKey: .preBalances)
        postBalances = try c.decode([UInt64].self, forKey: .postBalances)
        preTokenBalances = try c.decodeIfPresent([TokenBalance].self, forKey: .preTokenBalances)
        postTokenBalances = try c.decodeIfPresent([TokenBalance].self, forKey: .postTokenBalances)
        innerInstructions = try c.decodeIfPresent(JSONValue.self, forKey: .innerInstructions)
        logMessages = try c.decodeIfPresent([String].self, forKey: .logMessages)
        loadedAddresses = try c.decodeIfPresent(LoadedAddresses.self, forKey: .loadedAddresses)
        computeUnitsConsumed = try c.decodeIfPresent(UInt64.self, forKey: .computeUnitsConsumed)
        returnData = try c.decodeIfPresent(ReturnData.self, forKey: .returnData)
    }
}

/// Accounts a v0 transaction loaded from lookup tables.
public struct LoadedAddresses: Sendable, Codable, Equatable {
    public let writable: [PublicKey]
    public let readonly: [PublicKey]
}
