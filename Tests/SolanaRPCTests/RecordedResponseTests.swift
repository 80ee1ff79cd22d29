import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaRPC

/// Every recorded mainnet/devnet/testnet response decodes with our types, u64 values exactly.
@Suite struct RecordedResponseTests {
    static let directory = Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/solana/rpc")

    static func load(_ name: String) throws -> Data { try Data(contentsOf: directory.appendingPathComponent(name)) }

    /// Decodes with the client's decoder (`TapeJSONDecoder`) and checks that Foundation's JSONDecoder reads the same.
    static func result<R: Decodable & Equatable>(_ name: String, as: R.Type) throws -> Result<R, RPCError> {
        let bytes = try load(name)
        let ours = try TapeJSONDecoder.decode(RPCEnvelope.Response<R>.self, from: Array(bytes)).outcome
        let foundation = try JSONDecoder().decode(RPCEnvelope.Response<R>.self, from: bytes).outcome
        #expect(ours == foundation, "\(name): TapeJSONDecoder and JSONDecoder disagree")
        return ours
    }

    static func value<R: Decodable & Equatable>(_ name: String, as: R.Type) throws -> R {
        try result(name, as: R.self).get()
    }

    /// A notification's result, decoded both ways (as `result` does).
    static func notification<V: Decodable & Equatable>(_ name: String, as: V.Type) throws -> V {
        let bytes = try load(name)
        let ours = try TapeJSONDecoder.decode(NotificationEnvelope<V>.self, from: Array(bytes)).params
        let foundation = try JSONDecoder().decode(NotificationEnvelope<V>.self, from: bytes).params
        #expect(
            ours.result == foundation.result && ours.subscription == foundation.subscription,
            "\(name): decoders disagree")
        return ours.result
    }

    /// Decodes one fixture by its method name; returns a short summary to assert on.
    static func decode(_ name: String) throws -> String {
        let method = String(name.split(separator: "-")[0].split(separator: ".")[0])
        switch method {
        case "getVersion": return try value(name, as: NodeVersion.self).solanaCore
        case "getBalance": return String(try value(name, as: RPCResponse<UInt64>.self).value)
        case "getAccountInfo":
            switch try result(name, as: RPCResponse<AccountInfo?>.self) {
            case .success(let response): return response.value.map { "\($0.lamports)" } ?? "null"
            case .failure(let error): return "error \(error.code)"
            }
        case "getMultipleAccounts": return "\(try value(name, as: RPCResponse<[AccountInfo?]>.self).value.count)"
        case "getEpochInfo": return "\(try value(name, as: EpochInfo.self).epoch)"
        case "getLatestBlockhash": return try value(name, as: RPCResponse<LatestBlockhash>.self).value.blockhash.base58
        case "getSignatureStatuses": return "\(try value(name, as: RPCResponse<[SignatureStatus?]>.self).value.count)"
        case "getSignaturesForAddress": return "\(try value(name, as: [SignatureInfo].self).count)"
        case "getTokenAccountsByOwner": return "\(try value(name, as: RPCResponse<[KeyedAccount]>.self).value.count)"
        case "getTransaction": return try value(name, as: TransactionResponse?.self).map { "\($0.slot)" } ?? "null"
        case "sendTransaction":
            switch try result(name, as: Signature.self) {
            case .success(let signature): return signature.base58
            case .failure(let error): return "error \(error.code)"
            }
        case "simulateTransaction":
            let value = try self.value(name, as: RPCResponse<SimulationResult>.self).value
            return "\(value.logs?.count ?? 0) logs"
        case "accountNotification":
            return "\(try notification(name, as: RPCResponse<AccountInfo>.self).value.lamports)"
        case "signatureNotification":
            return "\(try notification(name, as: RPCResponse<SignatureNotification>.self).value.err == nil)"
        case "logsNotification":
            return "\(try notification(name, as: RPCResponse<LogsNotification>.self).value.logs.count)"
        case "getVoteAccounts": return "\(try value(name, as: VoteAccounts.self).current.count) current"
        case "getInflationReward":
            return try value(name, as: [InflationReward?].self).map { $0.map { "\($0.amount)" } ?? "null" }.joined(
                separator: ",")
        case "getInflationRate": return "epoch \(try value(name, as: InflationRate.self).epoch)"
        case "getInflationGovernor": return "\(try value(name, as: InflationGovernor.self).initial)"
        case "subscribe":
            let ours = try TapeJSONDecoder.decode(PubSubProbe.self, from: Array(try load(name)))
            #expect(ours.result == (try JSONDecoder().decode(PubSubProbe.self, from: load(name))).result)
            return "\(ours.result ?? -1)"
        default: throw Oracle.Failure(description: "no decoder for \(name)")
        }
    }

    @Test func everyRecordedResponseDecodes() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter {
            $0.hasSuffix(".json")
        }.sorted()
        // The 40 of issue 8, and the staking methods' 4 (issue 15); the rest of issue 15's are in surface/.
        #expect(names.count == 44)
        for name in names {
            #expect(throws: Never.self, "\(name)") { _ = try Self.decode(name) }
        }
    }

    @Test func valuesAreExact() throws {
        #expect(try Self.decode("getBalance-apiVersion.json") == "114638463277")
        let mint = try Self.value("getAccountInfo-base64-mint-mainnet.json", as: RPCResponse<AccountInfo?>.self)
        #expect(mint.value?.data.bytes?.count == 82)
        #expect(mint.context.apiVersion == "1.16.21")
        // rentEpoch u64::MAX must not pass through Double.
        let json = String(decoding: try Self.load("getAccountInfo-base64-mint-mainnet.json"), as: UTF8.self)
        #expect(json.contains(#""rentEpoch":361"#) && mint.value?.rentEpoch == 361)
        let maxed = Array(
            json.replacingOccurrences(of: #""rentEpoch":361"#, with: #""rentEpoch":18446744073709551615"#).utf8)
        let decoded = try RPCRequest<RPCResponse<AccountInfo?>>.getAccountInfo(.systemProgram).decodeResponse(maxed)
        #expect(decoded.value?.rentEpoch == UInt64.max)
        #expect(try Self.decode("getAccountInfo-null-mainnet.json") == "null")
        #expect(try Self.decode("getAccountInfo-error-base58-too-large.json") == "error -32600")
        #expect(try Self.decode("getTransaction-null-not-found.json") == "null")
        #expect(try Self.decode("sendTransaction-error-node-behind.json") == "error -32005")
        let behind = try Self.result("sendTransaction-error-node-behind.json", as: Signature.self)
        guard case .failure(let behindError) = behind else { Issue.record("expected a node-behind error"); return }
        #expect(behindError.data?["numSlotsBehind"]?.uint64Value == 42 && behindError.isTransient)
        let preflight = try Self.result("sendTransaction-preflight-insufficient-lamports.json", as: Signature.self)
        guard case .failure(let error) = preflight else { Issue.record("expected an error"); return }
        #expect(error.code == RPCError.Code.sendTransactionPreflightFailure)
        #expect((error.simulationLogs ?? []).isEmpty == false)
        #expect(error.description.contains("logs:"))
    }

    @Test func transactionsCarryWireBytesAndMeta() throws {
        let v0 = try #require(
            try Self.value(
                "getTransaction-base64-v0-loadedAddresses-tokenBalances-devnet.json", as: TransactionResponse?.self))
        #expect(v0.version == .v0)
        #expect(v0.transaction.wireBytes?.isEmpty == false)
        #expect(v0.meta?.loadedAddresses?.writable.count == 3 && v0.meta?.loadedAddresses?.readonly.count == 2)
        #expect(v0.meta?.postTokenBalances?.first?.uiTokenAmount.tokenAmount != nil)
        let failed = try #require(
            try Self.value(
                "getTransaction-json-failed-InvalidRentPayingAccount-devnet.json", as: TransactionResponse?.self))
        #expect(failed.meta?.err == .string("InvalidRentPayingAccount"))
        if case .json = failed.transaction {} else { Issue.record("json encoding expected") }
        let returned = try #require(
            try Self.value("getTransaction-base64-returnData-devnet.json", as: TransactionResponse?.self))
        #expect(returned.meta?.returnData?.data.isEmpty == false)
        #expect(returned.version == .legacy)
    }
}

@Suite struct RequestEncodingTests {
    func json(_ request: RPCRequest<some Any>) throws -> [String: Any] {
        let body = RPCEnvelope.encode(.init(id: 7, method: request.method, params: request.params))
        return try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
    }

    @Test func envelopeAndParams() throws {
        let key = PublicKey.tokenProgram
        let body = try json(RPCRequest<RPCResponse<UInt64>>.getBalance(key))
        #expect(
            body["jsonrpc"] as? String == "2.0" && body["id"] as? Int == 7 && body["method"] as? String == "getBalance")
        #expect((body["params"] as? [Any])?.first as? String == key.base58)
        // Strings with quotes, backslashes and control characters survive the hand-written serializer.
        let tricky = RPCRequest<String>(
            method: "m\"x", params: ["a\"b\\c\n\u{1}é", .uint(UInt64.max), .int(-5), .null, true])
        let decoded = try json(tricky)
        #expect(decoded["method"] as? String == "m\"x")
        let params = try #require(decoded["params"] as? [Any])
        #expect(params[0] as? String == "a\"b\\c\n\u{1}é")
        #expect((params[1] as? NSNumber)?.uint64Value == UInt64.max)
    }

    @Test func defaultCommitmentIsFilledInOnlyWhereMissing() throws {
        let key = PublicKey.tokenProgram
        let filled = try json(RPCRequest<RPCResponse<UInt64>>.getBalance(key).applyingDefault(.confirmed))
        #expect(((filled["params"] as? [Any])?[1] as? [String: Any])?["commitment"] as? String == "confirmed")
        let explicit = try json(
            RPCRequest<RPCResponse<UInt64>>.getBalance(key, commitment: .finalized).applyingDefault(.processed))
        #expect(((explicit["params"] as? [Any])?[1] as? [String: Any])?["commitment"] as? String == "finalized")
        // History and getTransaction refuse processed: the default is raised to confirmed for them.
        let history = try json(
            RPCRequest<[SignatureInfo]>.getSignaturesForAddress(key, limit: 5).applyingDefault(.processed))
        let config = try #require((history["params"] as? [Any])?[1] as? [String: Any])
        #expect(config["commitment"] as? String == "confirmed" && config["limit"] as? Int == 5)
        let send = try json(RPCRequest<Signature>.sendTransaction([1, 2, 3]).applyingDefault(.confirmed))
        let sendConfig = try #require((send["params"] as? [Any])?[1] as? [String: Any])
        #expect(
            sendConfig["preflightCommitment"] as? String == "confirmed" && sendConfig["encoding"] as? String == "base64"
        )
        // Methods without a commitment are left alone.
        let version = try json(RPCRequest<NodeVersion>.getVersion().applyingDefault(.confirmed))
        #expect((version["params"] as? [Any])?.isEmpty == true)
    }
}
