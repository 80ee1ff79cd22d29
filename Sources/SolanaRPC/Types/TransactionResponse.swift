import SolanaCore
import SolanaTransactions

/// A confirmed transaction (getTransaction).
public struct TransactionResponse: Sendable, Decodable, Equatable {
    /// The slot the transaction was processed in.
    public let slot: UInt64
    /// The block's estimated production time in Unix seconds, when the node knows it.
    public let blockTime: Int64?
    /// nil for nodes that omit it (legacy-only answers).
    public let version: TransactionVersion?
    /// The transaction, in the encoding asked for.
    public let transaction: EncodedTransaction
    /// What running the transaction did; nil when the node does not have it.
    public let meta: TransactionMeta?
}

/// The transaction in the encoding asked for: wire bytes (base64/base58) or the node's JSON view.
public enum EncodedTransaction: Sendable, Decodable, Equatable {
    /// The wire bytes of the transaction (from base64 or base58).
    case binary([UInt8])
    /// The node's JSON view of the transaction (`json` or `jsonParsed`).
    case json(JSONValue)

    /// Decodes `[text, encoding]` into wire bytes or a JSON object into `.json`.
    ///
    /// - Throws: `DecodingError` for invalid or oversized data, or an encoding other than the one asked for.
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
    /// The fee charged, in lamports (charged even when the transaction failed).
    public let fee: UInt64
    /// The lamport balances of the transaction's accounts before it ran, in account order.
    public let preBalances: [UInt64]
    /// The lamport balances of the transaction's accounts after it ran, in account order.
    public let postBalances: [UInt64]
    /// The token balances before it ran, when the node reports them.
    public let preTokenBalances: [TokenBalance]?
    /// The token balances after it ran, when the node reports them.
    public let postTokenBalances: [TokenBalance]?
    /// The instructions the programs invoked (CPI), in the node's JSON form.
    public let innerInstructions: JSONValue?
    /// The program logs, when the node keeps them.
    public let logMessages: [String]?
    /// The accounts loaded from address lookup tables (v0 transactions).
    public let loadedAddresses: LoadedAddresses?
    /// The compute units the transaction consumed, when the node reports it.
    public let computeUnitsConsumed: UInt64?
    /// Data the last program returned, if any.
    public let returnData: ReturnData?

    enum CodingKeys: String, CodingKey {
        case err, fee, preBalances, postBalances, preTokenBalances, postTokenBalances, innerInstructions, logMessages,
            loadedAddresses, computeUnitsConsumed, returnData
    }

    /// Decodes the meta; a null `err` becomes nil.
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
    /// The writable accounts loaded from lookup tables, in order.
    public let writable: [PublicKey]
    /// The read-only accounts loaded from lookup tables, in order.
    public let readonly: [PublicKey]
}
