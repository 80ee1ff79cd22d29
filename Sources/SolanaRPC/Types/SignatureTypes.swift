import SolanaCore

/// The status of a signature (getSignatureStatuses).
public struct SignatureStatus: Sendable, Codable, Equatable {
    /// The slot the transaction was processed in.
    public let slot: UInt64
    /// Blocks since; nil once rooted (finalized).
    public let confirmations: UInt64?
    /// The transaction error, or nil when it succeeded.
    public let err: JSONValue?
    /// The commitment the transaction has reached; nil from old nodes (see `confirmations`).
    public let confirmationStatus: Commitment?

    enum CodingKeys: String, CodingKey { case slot, confirmations, err, confirmationStatus }

    /// Decodes the status; a null `err` becomes nil.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        slot = try c.decode(UInt64.self, forKey: .slot)
        confirmations = try c.decodeIfPresent(UInt64.self, forKey: .confirmations)
        let error = try c.decodeIfPresent(JSONValue.self, forKey: .err)
        err = error == .null ? nil : error
        confirmationStatus = try c.decodeIfPresent(Commitment.self, forKey: .confirmationStatus)
    }

    /// Whether the status has reached `commitment`.
    public func satisfies(_ commitment: Commitment) -> Bool {
        if let status = confirmationStatus { return status >= commitment }
        return confirmations == nil  // old nodes: nil confirmations means rooted
    }
}

/// One entry of an address's history (getSignaturesForAddress), newest first.
public struct SignatureInfo: Sendable, Codable, Equatable {
    /// The transaction's signature.
    public let signature: Signature
    /// The slot the transaction was processed in.
    public let slot: UInt64
    /// The transaction error, or nil when it succeeded.
    public let err: JSONValue?
    /// The transaction's memo (the Memo Program's text), if it has one.
    public let memo: String?
    /// Unix time, when the node knows it.
    public let blockTime: Int64?
    /// The commitment the transaction has reached, when the node reports it.
    public let confirmationStatus: Commitment?

    enum CodingKeys: String, CodingKey { case signature, slot, err, memo, blockTime, confirmationStatus }

    /// Decodes the entry; a null `err` becomes nil.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        signature = try c.decode(Signature.self, forKey: .signature)
        slot = try c.decode(UInt64.self, forKey: .slot)
        let error = try c.decodeIfPresent(JSONValue.self, forKey: .err)
        err = error == .null ? nil : error
        memo = try c.decodeIfPresent(String.self, forKey: .memo)
        blockTime = try c.decodeIfPresent(Int64.self, forKey: .blockTime)
        confirmationStatus = try c.decodeIfPresent(Commitment.self, forKey: .confirmationStatus)
    }
}

/// The outcome of simulating a transaction.
public struct SimulationResult: Sendable, Decodable, Equatable {
    /// The transaction error the simulation ended with, or nil when it succeeded.
    public let err: JSONValue?
    /// The program logs, when the node returned them.
    public let logs: [String]?
    /// The accounts asked for in the simulation's `accounts` config, as they would be after it (nil where missing).
    public let accounts: [AccountInfo?]?
    /// The compute units the transaction consumed.
    public let unitsConsumed: UInt64?
    /// Data the last program returned, if any.
    public let returnData: ReturnData?
    /// The bytes of account data the transaction loaded (SIMD-0186: each account's data plus 64, programdata of
    /// upgradeable programs, 8,248 per lookup table), when the node reports it.
    public let loadedAccountsDataSize: UInt32?

    enum CodingKeys: String, CodingKey { case err, logs, accounts, unitsConsumed, returnData, loadedAccountsDataSize }

    /// Decodes the result; a null `err` becomes nil.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let error = try c.decodeIfPresent(JSONValue.self, forKey: .err)
        err = error == .null ? nil : error
        logs = try c.decodeIfPresent([String].self, forKey: .logs)
        accounts = try c.decodeIfPresent([AccountInfo?].self, forKey: .accounts)
        unitsConsumed = try c.decodeIfPresent(UInt64.self, forKey: .unitsConsumed)
        returnData = try c.decodeIfPresent(ReturnData.self, forKey: .returnData)
        loadedAccountsDataSize = try c.decodeIfPresent(UInt32.self, forKey: .loadedAccountsDataSize)
    }
}

/// Data a program returned (`sol_set_return_data`).
public struct ReturnData: Sendable, Decodable, Equatable {
    /// The program that returned the data.
    public let programId: PublicKey
    /// The returned bytes.
    public let data: [UInt8]

    enum CodingKeys: String, CodingKey { case programId, data }

    /// Decodes `{"programId", "data": [text, encoding]}`.
    ///
    /// - Throws: `DecodingError` when `data` is not a pair or its text does not decode (or is oversized).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        programId = try c.decode(PublicKey.self, forKey: .programId)
        let pair = try c.decode([String].self, forKey: .data)
        guard pair.count == 2 else {
            throw DecodingError.dataCorruptedError(forKey: .data, in: c, debugDescription: "expected [data, encoding]")
        }
        data = try AccountData.decode(
            pair[0], encoding: pair[1], maxBase58Bytes: DataEncodingPolicy.maxReturnDataBytes,
            codingPath: c.codingPath)
    }
}
