import Foundation
import SolanaCore
import TestSupport
import Testing

@testable import SolanaRPC

/// The block, leader, supply and node-info methods and the newer subscriptions: every recorded answer decodes
/// exactly, and localnet's answers, which solana-py/solders parse strictly, decode to the same values here.
@Suite struct RPCSurfaceRecordedTests {
    static let directory = Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/solana/rpc/surface")

    static func load(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Decodes with the client's decoder and checks that Foundation's JSONDecoder reads the same.
    static func value<R: Decodable & Equatable>(_ name: String, as: R.Type) throws -> R {
        let bytes = try load(name)
        let ours = try TapeJSONDecoder.decode(RPCEnvelope.Response<R>.self, from: bytes).outcome
        let foundation = try JSONDecoder().decode(RPCEnvelope.Response<R>.self, from: Data(bytes)).outcome
        #expect(ours == foundation, "\(name): TapeJSONDecoder and JSONDecoder disagree")
        return try ours.get()
    }

    static func notification<V: Decodable & Equatable>(_ name: String, as: V.Type) throws -> V {
        let bytes = try load(name)
        let ours = try TapeJSONDecoder.decode(NotificationEnvelope<V>.self, from: bytes).params
        let foundation = try JSONDecoder().decode(NotificationEnvelope<V>.self, from: Data(bytes)).params
        #expect(ours.result == foundation.result && ours.subscription == foundation.subscription)
        return ours.result
    }

    @Test func everyRecordedAnswerDecodes() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(names.count == 30)
        for name in names where !name.contains("invalid") {
            let method = String(name.split(separator: "-")[0].split(separator: ".")[0])
            #expect(throws: Never.self, "\(name)") { try Self.decode(method: method, name) }
        }
    }

    static func decode(method: String, _ name: String) throws {
        switch method {
        case "getBlock": _ = try value(name, as: Block?.self)
        case "getBlocks", "getBlocksWithLimit": _ = try value(name, as: [UInt64].self)
        case "getBlockTime": _ = try value(name, as: Int64?.self)
        case "getBlockCommitment": _ = try value(name, as: BlockCommitment.self)
        case "getBlockProduction": _ = try value(name, as: RPCResponse<BlockProduction>.self)
        case "getClusterNodes": _ = try value(name, as: [ClusterNode].self)
        case "getFirstAvailableBlock", "minimumLedgerSlot", "getMaxRetransmitSlot", "getMaxShredInsertSlot",
            "getTransactionCount":
            _ = try value(name, as: UInt64.self)
        case "getHighestSnapshotSlot": _ = try value(name, as: SnapshotSlots.self)
        case "getIdentity": _ = try value(name, as: NodeIdentity.self)
        case "getLargestAccounts": _ = try value(name, as: RPCResponse<[LargestAccount]>.self)
        case "getLeaderSchedule": _ = try value(name, as: LeaderSchedule?.self)
        case "getRecentPerformanceSamples": _ = try value(name, as: [PerformanceSample].self)
        case "getSlotLeader": _ = try value(name, as: PublicKey.self)
        case "getSlotLeaders": _ = try value(name, as: [PublicKey].self)
        case "getSupply": _ = try value(name, as: RPCResponse<Supply>.self)
        case "getTokenAccountsByDelegate", "getProgramAccounts":
            _ = try value(name, as: RPCResponse<[KeyedAccount]>.self)
        case "getTokenLargestAccounts": _ = try value(name, as: RPCResponse<[TokenAccountBalance]>.self)
        case "blockNotification": _ = try notification(name, as: RPCResponse<BlockUpdate>.self)
        case "programNotification": _ = try notification(name, as: RPCResponse<KeyedAccount>.self)
        case "slotsUpdatesNotification": _ = try notification(name, as: SlotUpdate.self)
        case "voteNotification": _ = try notification(name, as: VoteNotification.self)
        default: throw Oracle.Failure(description: "no decoder for \(name)")
        }
    }

    @Test func blocksDecodeExactly() throws {
        let block = try #require(try Self.value("getBlock-json-mainnet.json", as: Block?.self))
        #expect(block.blockhash.base58 == "5idCC85iPqQMHWB9bCwcjbSfHakFgq6YXWFxL6w8xs9t")
        #expect(block.parentSlot == 147_078_734 && block.blockHeight == 139_015_678 && block.blockTime == 1_657_486_664)
        #expect(block.transactions?.count == 25 && block.signatures == nil)
        let rent = try #require(block.rewards?.first)
        #expect(rent.lamports == -125 && rent.rewardType == .rent && rent.postBalance == 2_020_030)
        #expect(block.rewards?.contains { $0.rewardType == .fee } == true)
        if case .json = block.transactions?.first?.transaction {} else { Issue.record("json transaction expected") }
        let binary = try #require(try Self.value("getBlock-base64-mainnet.json", as: Block?.self))
        #expect(binary.blockhash == block.blockhash && binary.transactions?.count == 25)
        #expect(binary.transactions?.allSatisfy { $0.transaction.wireBytes?.isEmpty == false } == true)
        #expect(binary.transactions?.map(\.meta?.fee) == block.transactions?.map(\.meta?.fee))
        // An unknown reward type is an error that names it, not a silent nil.
        let text = String(decoding: try Self.load("getBlock-json-mainnet.json"), as: UTF8.self)
            .replacingOccurrences(of: "\"rewardType\":\"Rent\"", with: "\"rewardType\":\"Bribe\"")
            .replacingOccurrences(of: "\"rewardType\": \"Rent\"", with: "\"rewardType\": \"Bribe\"")
        #expect(text.contains("Bribe"))
        #expect(throws: RPCClientError.self) {
            _ = try RPCRequest<Block?>.getBlock(1, encoding: .json).decodeResponse(Array(text.utf8))
        }
    }

    @Test func nodeAndSupplyAnswersDecodeExactly() throws {
        let production = try Self.value("getBlockProduction-docs.json", as: RPCResponse<BlockProduction>.self)
        let leader = try PublicKey("85iYT5RuzRTDgjyRa3cP8SYhM2j21fj7NhfJ3peu1DPr")
        #expect(production.value.byIdentity[leader] == .init(leaderSlots: 9888, blocksProduced: 9886))
        #expect(production.value.range == .init(firstSlot: 0, lastSlot: 9887))
        let commitment = try Self.value("getBlockCommitment-docs.json", as: BlockCommitment.self)
        #expect(commitment.commitment?.count == 32 && commitment.commitment?.suffix(2) == [10, 32])
        #expect(commitment.totalStake == 42)
        let nodes = try Self.value("getClusterNodes-docs.json", as: [ClusterNode].self)
        #expect(nodes.first?.rpc == "10.239.6.48:8899" && nodes.first?.featureSet == nil)
        #expect(
            try Self.value("getHighestSnapshotSlot-docs.json", as: SnapshotSlots.self)
                == .init(full: 100, incremental: 110))
        let schedule = try #require(try Self.value("getLeaderSchedule-docs.json", as: LeaderSchedule?.self))
        #expect(schedule.slotIndexes.values.first == (0...63).map { UInt64($0) })
        let samples = try Self.value("getRecentPerformanceSamples-docs.json", as: [PerformanceSample].self)
        #expect(samples.count == 4 && samples[0].numSlots == 126 && samples[0].numNonVoteTransactions == nil)
        let supply = try Self.value("getSupply-docs.json", as: RPCResponse<Supply>.self).value
        #expect(supply.total == 1_016_000 && supply.circulating + supply.nonCirculating == supply.total)
        #expect(supply.nonCirculatingAccounts.count == 4)
        let largest = try Self.value("getLargestAccounts-docs.json", as: RPCResponse<[LargestAccount]>.self).value
        #expect(largest.count == 18 && largest[0].lamports == 999_974)
        let tokens = try Self.value("getTokenLargestAccounts-docs.json", as: RPCResponse<[TokenAccountBalance]>.self)
        #expect(tokens.value.map(\.amount.tokenAmount?.baseUnits) == [771, 229])
        #expect(tokens.value[0].address.base58 == "FYjHNoFtSQ5uijKrZFyYAxvEr87hsKXkXcxkcmkBAf4r")
        let delegated = try Self.value(
            "getTokenAccountsByDelegate-jsonParsed-docs.json", as: RPCResponse<[KeyedAccount]>.self)
        guard case .parsed(let program, let parsed, _) = delegated.value.first?.account.data else {
            Issue.record("jsonParsed expected"); return
        }
        #expect(program == "spl-token" && parsed["info"]?["delegate"]?.stringValue != nil)
        #expect(try Self.value("getSlotLeaders-docs.json", as: [PublicKey].self).count == 10)
        #expect(try Self.value("getBlockTime-docs.json", as: Int64?.self) == 1_574_721_591)
    }

    @Test func notificationsDecodeExactly() throws {
        let update = try Self.notification("slotsUpdatesNotification-docs.json", as: SlotUpdate.self)
        #expect(update.kind == .optimisticConfirmation && update.slot == 76 && update.timestamp == 1_625_081_266_243)
        let vote = try Self.notification("voteNotification.json", as: VoteNotification.self)
        #expect(vote.slots.count == 31 && vote.timestamp == 1_664_066_781)
        let program = try Self.notification("programNotification-base58.json", as: RPCResponse<KeyedAccount>.self)
        #expect(program.context.slot == 5_208_469 && program.value.account.lamports == 33_594)
        // The docs' blockNotification example has an owner with an 'l', which base58 lacks: no node sends that, and
        // the decoder refuses it naming the field (solders keeps token-balance owners as text and accepts it).
        let docs = try Self.load("blockNotification-docs-invalid-owner.json")
        do {
            _ = try TapeJSONDecoder.decode(NotificationEnvelope<RPCResponse<BlockUpdate>>.self, from: docs)
            Issue.record("an invalid owner key must not decode")
        } catch {
            #expect("\(error)".contains("preTokenBalances[0].owner"))
        }
        let fixed = Array(
            String(decoding: docs, as: UTF8.self).replacingOccurrences(
                of: "LieKvPRE8XeX3Y2xVNHjKlpAScD12lYySBVQ4HqoJ5op", with: PublicKey.tokenProgram.base58
            ).utf8)
        let block = try TapeJSONDecoder.decode(NotificationEnvelope<RPCResponse<BlockUpdate>>.self, from: fixed)
            .params.result
        #expect(block.value.slot == 112_301_554 && block.value.err == nil)
        #expect(block.value.block?.transactions?.first?.transaction.wireBytes?.isEmpty == false)
        // An unknown slot-update type is an error, not a misread.
        let bad = Array(
            #"{"jsonrpc":"2.0","method":"slotsUpdatesNotification","params":{"result":{"slot":1,"timestamp":2,"type":"exploded"},"subscription":0}}"#
                .utf8)
        #expect(throws: (any Error).self) {
            _ = try TapeJSONDecoder.decode(NotificationEnvelope<SlotUpdate>.self, from: bad)
        }
    }

    @Test func requestsCarryAgaveParams() throws {
        func params(_ request: RPCRequest<some Any>) -> String { JSONValue.array(request.params).description }
        #expect(
            params(RPCRequest<Block?>.getBlock(7, transactionDetails: .signatures, rewards: false))
                == #"[7,{"encoding":"base64","maxSupportedTransactionVersion":1,"rewards":false,"transactionDetails":"signatures"}]"#
        )
        #expect(params(RPCRequest<[UInt64]>.getBlocks(from: 5)) == "[5]")
        #expect(
            params(RPCRequest<[UInt64]>.getBlocks(from: 5, to: 9, commitment: .finalized))
                == #"[5,9,{"commitment":"finalized"}]"#)
        #expect(
            params(RPCRequest<RPCResponse<BlockProduction>>.getBlockProduction(firstSlot: 1, lastSlot: 2))
                == #"[{"range":{"firstSlot":1,"lastSlot":2}}]"#)
        #expect(params(RPCRequest<LeaderSchedule?>.getLeaderSchedule()) == "[null]")
        #expect(params(RPCRequest<[PublicKey]>.getSlotLeaders(from: 3, limit: 4)) == "[3,4]")
        #expect(
            params(RPCRequest<RPCResponse<Supply>>.getSupply(excludeNonCirculatingAccounts: true))
                == #"[{"excludeNonCirculatingAccountsList":true}]"#)
        // getBlock refuses processed: the client's default is raised to confirmed.
        let raised = RPCRequest<Block?>.getBlock(1).applyingDefault(.processed)
        #expect(raised.params[1]["commitment"] == "confirmed")
    }
}

/// A random sample of the new methods against localnet: solana-py's AsyncClient calls them and solders parses
/// each answer strictly; the very same bytes decode here to the same values; our own client's calls decode too.
@Suite(.serialized) struct RPCSurfaceLocalnetTests {
    static let methods = [
        "getBlock", "getBlocks", "getBlocksWithLimit", "getBlockTime", "getBlockCommitment", "getBlockProduction",
        "getClusterNodes", "getFirstAvailableBlock", "getIdentity", "getLargestAccounts", "getLeaderSchedule",
        "getRecentPerformanceSamples", "getSlotLeader", "getSlotLeaders", "getSupply", "getTransactionCount",
        "minimumLedgerSlot", "getMaxRetransmitSlot", "getMaxShredInsertSlot",
    ]

    struct OracleRequest: Encodable {
        let url: String
        let slot: UInt64
        let calls: [String]
    }

    struct OracleReply: Decodable {
        struct Item: Decodable {
            let method: String
            let raw: String
            let solders: JSONValue
        }
        let results: [Item]
    }

    @Test func solanaPyAnswersDecodeToTheSameValues() async throws {
        let localnet = try Localnet(slotMilliseconds: 50, extraArguments: ["--perf-sample-secs", "0.2"])
        defer { localnet.stop() }
        let client = LocalnetSupport.client(localnet)
        let account = Keypair.generate().publicKey
        try await LocalnetSupport.fund(client, account, lamports: 3_000_000_000)
        let history = try await client.send(.getSignaturesForAddress(account, limit: 1, commitment: .confirmed))
        let slot = try #require(history.first?.slot)
        let sample = Array(Self.methods.shuffled(using: &TestRandom.rng).prefix(8))
        let output = try Oracle.run(
            script: "rpc_surface_oracle.py",
            input: JSONEncoder().encode(
                OracleRequest(url: localnet.httpURL.absoluteString, slot: slot, calls: sample)))
        // The client's decoder keeps integers exact (JSONValue.uint), as the comparisons below expect.
        let reply = try TapeJSONDecoder.decode(OracleReply.self, from: Array(output))
        #expect(reply.results.map(\.method) == sample)
        for item in reply.results {
            let theirs = try #require(item.solders["result"], "\(item.method): solders gave no result")
            try Self.check(item.method, raw: Array(item.raw.utf8), solders: theirs, slot: slot)
        }
        // Our own client calls the same methods live; each answer decodes.
        for method in sample { try await Self.callLive(method, client: client, slot: slot) }
    }

    /// Decodes `raw` with our request type and compares with what solders parsed.
    static func check(_ method: String, raw: [UInt8], solders: JSONValue, slot: UInt64) throws {
        func same(_ ours: JSONValue, _ theirs: JSONValue?, _ what: String = "") {
            #expect(ours == theirs, "\(method)\(what): ours \(ours) solders \(String(describing: theirs))")
        }
        func uints(_ values: [UInt64]) -> JSONValue { .array(values.map { .uint($0) }) }
        switch method {
        case "getBlock":
            let block = try #require(try RPCRequest<Block?>.getBlock(slot).decodeResponse(raw))
            same(.string(block.blockhash.base58), solders["blockhash"])
            same(.string(block.previousBlockhash.base58), solders["previousBlockhash"])
            same(.uint(block.parentSlot), solders["parentSlot"])
            same(.uint(block.blockHeight ?? 0), solders["blockHeight"])
            same(
                .int(block.blockTime ?? 0),
                solders["blockTime"].flatMap { $0.uint64Value.map { JSONValue.int(Int64($0)) } })
            same(
                .int(Int64(block.transactions?.count ?? -1)),
                .int(Int64(solders["transactions"]?.arrayValue?.count ?? -2)))
            let fees = block.transactions?.compactMap { $0.meta?.fee }.map { JSONValue.uint($0) } ?? []
            same(.array(fees), .array(solders["transactions"]?.arrayValue?.compactMap { $0["meta"]?["fee"] } ?? []))
        case "getBlocks":
            same(uints(try RPCRequest<[UInt64]>.getBlocks(from: 0).decodeResponse(raw)), solders)
        case "getBlocksWithLimit":
            same(uints(try RPCRequest<[UInt64]>.getBlocksWithLimit(from: 0, limit: 1).decodeResponse(raw)), solders)
        case "getBlockTime":
            let time = try RPCRequest<Int64?>.getBlockTime(slot).decodeResponse(raw)
            same(time.map { .uint(UInt64(clamping: $0)) } ?? .null, solders)
        case "getBlockCommitment":
            let value = try RPCRequest<BlockCommitment>.getBlockCommitment(slot).decodeResponse(raw)
            same(.uint(value.totalStake), solders["totalStake"])
            same(value.commitment.map(uints) ?? .null, solders["commitment"])
        case "getBlockProduction":
            let value = try RPCRequest<RPCResponse<BlockProduction>>.getBlockProduction().decodeResponse(raw).value
            same(.uint(value.range.firstSlot), solders["value"]?["range"]?["firstSlot"])
            same(.uint(value.range.lastSlot), solders["value"]?["range"]?["lastSlot"])
            let byIdentity = JSONValue.object(
                Dictionary(
                    uniqueKeysWithValues: value.byIdentity.map {
                        ($0.key.base58, uints([$0.value.leaderSlots, $0.value.blocksProduced]))
                    }))
            same(byIdentity, solders["value"]?["byIdentity"])
        case "getClusterNodes":
            let nodes = try RPCRequest<[ClusterNode]>.getClusterNodes().decodeResponse(raw)
            same(
                .array(nodes.map { .string($0.pubkey.base58) }),
                .array(solders.arrayValue?.compactMap { $0["pubkey"] } ?? []))
            same(
                .array(nodes.map { $0.rpc.map(JSONValue.string) ?? .null }),
                .array(solders.arrayValue?.compactMap { $0["rpc"] } ?? []))
        case "getFirstAvailableBlock":
            same(.uint(try RPCRequest<UInt64>.getFirstAvailableBlock().decodeResponse(raw)), solders)
        case "minimumLedgerSlot":
            same(.uint(try RPCRequest<UInt64>.minimumLedgerSlot().decodeResponse(raw)), solders)
        case "getMaxRetransmitSlot":
            same(.uint(try RPCRequest<UInt64>.getMaxRetransmitSlot().decodeResponse(raw)), solders)
        case "getMaxShredInsertSlot":
            same(.uint(try RPCRequest<UInt64>.getMaxShredInsertSlot().decodeResponse(raw)), solders)
        case "getTransactionCount":
            same(.uint(try RPCRequest<UInt64>.getTransactionCount().decodeResponse(raw)), solders)
        case "getIdentity":
            same(
                .string(try RPCRequest<NodeIdentity>.getIdentity().decodeResponse(raw).identity.base58),
                solders["identity"])
        case "getLargestAccounts":
            let value = try RPCRequest<RPCResponse<[LargestAccount]>>.getLargestAccounts().decodeResponse(raw).value
            let theirs = solders["value"]?.arrayValue ?? []
            same(.array(value.map { .string($0.address.base58) }), .array(theirs.compactMap { $0["address"] }))
            same(.array(value.map { .uint($0.lamports) }), .array(theirs.compactMap { $0["lamports"] }))
        case "getLeaderSchedule":
            let schedule = try #require(try RPCRequest<LeaderSchedule?>.getLeaderSchedule().decodeResponse(raw))
            let ours = JSONValue.object(
                Dictionary(uniqueKeysWithValues: schedule.slotIndexes.map { ($0.key.base58, uints($0.value)) }))
            same(ours, solders)
        case "getRecentPerformanceSamples":
            let samples = try RPCRequest<[PerformanceSample]>.getRecentPerformanceSamples().decodeResponse(raw)
            let theirs = solders.arrayValue ?? []
            same(.array(samples.map { .uint($0.slot) }), .array(theirs.compactMap { $0["slot"] }))
            same(.array(samples.map { .uint($0.numTransactions) }), .array(theirs.compactMap { $0["numTransactions"] }))
            same(.array(samples.map { .uint($0.numSlots) }), .array(theirs.compactMap { $0["numSlots"] }))
        case "getSlotLeader":
            same(.string(try RPCRequest<PublicKey>.getSlotLeader().decodeResponse(raw).base58), solders)
        case "getSlotLeaders":
            let leaders = try RPCRequest<[PublicKey]>.getSlotLeaders(from: slot, limit: 5).decodeResponse(raw)
            same(.array(leaders.map { .string($0.base58) }), solders)
        case "getSupply":
            let supply = try RPCRequest<RPCResponse<Supply>>.getSupply().decodeResponse(raw).value
            same(.uint(supply.total), solders["value"]?["total"])
            same(.uint(supply.circulating), solders["value"]?["circulating"])
            same(.uint(supply.nonCirculating), solders["value"]?["nonCirculating"])
        default:
            throw Oracle.Failure(description: "no check for \(method)")
        }
    }

    /// Calls `method` through our client and checks an invariant of the answer.
    static func callLive(_ method: String, client: RPCClient, slot: UInt64) async throws {
        switch method {
        case "getBlock":
            let block = try #require(try await client.send(.getBlock(slot, transactionDetails: .signatures)))
            #expect(block.parentSlot == slot - 1 && (block.signatures?.isEmpty == false))
        case "getBlocks": #expect(try await client.send(.getBlocks(from: slot, to: slot)) == [slot])
        case "getBlocksWithLimit":
            #expect(try await client.send(.getBlocksWithLimit(from: slot, limit: 2)) == [slot, slot + 1])
        case "getBlockTime": #expect(try await client.send(.getBlockTime(slot)) != nil)
        case "getBlockCommitment": #expect(try await client.send(.getBlockCommitment(slot)).totalStake == 0)
        case "getBlockProduction":
            let production = try await client.send(.getBlockProduction(firstSlot: slot, lastSlot: slot)).value
            #expect(production.byIdentity.values.first == .init(leaderSlots: 1, blocksProduced: 1))
        case "getClusterNodes": #expect(try await client.send(.getClusterNodes()).count == 1)
        case "getFirstAvailableBlock": #expect(try await client.send(.getFirstAvailableBlock()) <= slot)
        case "minimumLedgerSlot": #expect(try await client.send(.minimumLedgerSlot()) <= slot)
        case "getIdentity", "getSlotLeader":
            let identity = try await client.send(.getIdentity()).identity
            #expect(try await client.send(.getSlotLeader()) == identity)
        case "getLargestAccounts": #expect(try await client.send(.getLargestAccounts()).value.isEmpty == false)
        case "getLeaderSchedule": #expect(try await client.send(.getLeaderSchedule())?.slotIndexes.count == 1)
        case "getRecentPerformanceSamples":
            #expect(try await client.send(.getRecentPerformanceSamples(limit: 2)).count <= 2)
        case "getSlotLeaders": #expect(try await client.send(.getSlotLeaders(from: slot, limit: 3)).count == 3)
        case "getSupply": #expect(try await client.send(.getSupply()).value.total >= 3_000_000_000)
        case "getTransactionCount": #expect(try await client.send(.getTransactionCount()) >= 1)
        case "getMaxRetransmitSlot": #expect(try await client.send(.getMaxRetransmitSlot()) >= slot)
        case "getMaxShredInsertSlot": #expect(try await client.send(.getMaxShredInsertSlot()) >= slot)
        default: throw Oracle.Failure(description: "no live call for \(method)")
        }
    }

    @Test func everyDetailLevelOfABlockDecodes() async throws {
        let localnet = try Localnet(slotMilliseconds: 50)
        defer { localnet.stop() }
        let client = LocalnetSupport.client(localnet)
        let account = Keypair.generate().publicKey
        try await LocalnetSupport.fund(client, account, lamports: 1_000_000)
        let history = try await client.send(.getSignaturesForAddress(account, limit: 1, commitment: .confirmed))
        let info = try #require(history.first)
        let full = try #require(try await client.send(.getBlock(info.slot, encoding: .jsonParsed)))
        let accounts = try #require(try await client.send(.getBlock(info.slot, transactionDetails: .accounts)))
        let signatures = try #require(
            try await client.send(.getBlock(info.slot, transactionDetails: .signatures, rewards: false)))
        let none = try #require(try await client.send(.getBlock(info.slot, transactionDetails: .none)))
        #expect(full.transactions?.count == 1 && full.transactions?.first?.meta?.logMessages?.isEmpty == false)
        #expect(full.transactions?.first?.version == .legacy)
        let keys = accounts.transactions?.first.flatMap { transaction -> JSONValue? in
            if case .json(let value) = transaction.transaction { return value["accountKeys"] }
            return nil
        }
        #expect(keys?.arrayValue?.contains { $0["pubkey"]?.stringValue == account.base58 } == true)
        #expect(accounts.transactions?.first?.meta?.logMessages == nil)
        #expect(
            signatures.signatures == [info.signature] && signatures.rewards == nil && signatures.transactions == nil)
        #expect(none.transactions == nil && none.signatures == nil && none.rewards == [])
        #expect(Set([full.blockhash, accounts.blockhash, signatures.blockhash, none.blockhash]).count == 1)
    }

    @Test func nodeWithoutTheDataAnswersAsAgave() async throws {
        let localnet = try Localnet(slotMilliseconds: 50)
        defer { localnet.stop() }
        let client = LocalnetSupport.client(localnet, retry: .none)
        do {
            _ = try await client.send(.getHighestSnapshotSlot())
            Issue.record("a node without snapshots must answer -32008")
        } catch {
            guard case .rpc(let rpc) = error else { Issue.record("\(error)"); return }
            #expect(rpc.code == -32008 && rpc.message == "No snapshot")
        }
        let future = try await client.send(.getSlot(commitment: .processed)) + 10_000
        do {
            _ = try await client.send(.getBlock(future))
            Issue.record("a future block must be -32004")
        } catch {
            guard case .rpc(let rpc) = error else { Issue.record("\(error)"); return }
            #expect(rpc.code == -32004 && rpc.message == "Block not available for slot \(future)")
        }
    }

    @Test func newSubscriptionsDeliver() async throws {
        let localnet = try Localnet(slotMilliseconds: 50, extraArguments: ["--rpc-pubsub-enable-block-subscription"])
        defer { localnet.stop() }
        let client = LocalnetSupport.client(localnet)
        let pubsub = SubscriptionClient(url: localnet.webSocketURL)
        defer { Task { await pubsub.close() } }
        try await withDeadline(.seconds(60), "the subscriptions") {
            var updates = await pubsub.slotUpdates().makeAsyncIterator()
            var kinds: Set<SlotUpdate.Kind> = []
            while kinds.count < 4, let update = try await updates.next() { kinds.insert(update.kind) }
            #expect(kinds == [.completed, .createdBank, .optimisticConfirmation, .root])
            var roots = await pubsub.roots().makeAsyncIterator()
            let root = try #require(try await roots.next())
            #expect(root <= (try await client.send(.getSlot(commitment: .processed))))
            let account = Keypair.generate().publicKey
            var program = await pubsub.program(.systemProgram, filters: [.dataSize(0)], commitment: .confirmed)
                .makeAsyncIterator()
            var blocks = await pubsub.blocks(mentioning: account, transactionDetails: .signatures)
                .makeAsyncIterator()
            try await LocalnetSupport.fund(client, account, lamports: 1_000_000_000)
            var sawAccount = false
            while !sawAccount, let change = try await program.next() {
                sawAccount = change.value.pubkey == account && change.value.account.lamports == 1_000_000_000
            }
            #expect(sawAccount)
            let block = try #require(try await blocks.next())
            #expect(block.value.block?.signatures?.count == 1 && block.context.slot == block.value.slot)
            // Votes are off (as on Agave by default): the node answers -32601 and the stream ends with that error.
            var votes = await pubsub.votes().makeAsyncIterator()
            do {
                _ = try await votes.next()
                Issue.record("voteSubscribe must be refused without the flag")
            } catch let error as RPCClientError {
                guard case .rpc(let rpc) = error else { Issue.record("\(error)"); return }
                #expect(rpc.code == -32601)
            }
        }
    }
}
