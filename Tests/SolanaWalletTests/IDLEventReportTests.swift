import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import SolanaRPC
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing

/// What `solwallet tx show` lists as events: `RegisteredPrograms.events(inLogs:)` on pump's real IDL, and
/// `events(in:)` on a real recorded PumpSwap transaction read by `TransactionLookup` (logs and `emit_cpi!` inner
/// instructions).
@Suite("Registered IDLs: events of a transaction's logs") struct IDLEventReportTests {
    @Test("a TradeEvent's fields named in camelCase, amounts as decimal text; a refused line gives its reason")
    func events() throws {
        let pump = try ProgramIDL(json: Array(Oracle.fixture("idl/anchor-pump.json")))
        let event = try #require(pump.event(named: "CompleteEvent"))
        var rng = SeededGenerator(seed: Property.seed)
        let keys = (0..<4).map { _ in try! PublicKey(bytes: rng.bytes(32)) }
        let timestamp = Int64.random(in: Int64.min...Int64.max, using: &rng)
        let value = BorshValue.structure(
            keys.prefix(3).map(BorshValue.publicKey) + [.int(timestamp), .publicKey(keys[3])])
        let data = event.discriminator + (try Borsh.encode(value, as: pump.borshType(event.data)))
        let p = pump.publicKey.base58
        let logs = [
            "Program \(p) invoke [1]", "Program data: \(Data(data).base64EncodedString())",
            "Program data: AAAA", "Program \(p) success",
        ]
        let events = RegisteredPrograms([pump]).events(inLogs: logs)
        #expect(events.count == 2)
        #expect(events[0].name == "CompleteEvent" && events[0].program == "pump" && events[0].depth == 1)
        #expect(events[0].line == 1 && events[0].programId == p && events[0].error == nil)
        let fields = try #require(events[0].info?.fields)
        #expect(fields.map(\.0) == ["user", "mint", "bondingCurve", "timestamp", "quoteMint"])
        #expect(fields[0].1 == .key(keys[0]) && fields[3].1 == .string(String(timestamp)), "\(Property.seed)")
        #expect(events[1].name == nil && events[1].info == nil)
        #expect(events[1].error == "no event of the IDL has the discriminator 000000")
        // JSON: the keys `tx show --json` writes.
        let json = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(events)) as? [[String: Any]])
        #expect(
            Set(json[0].keys) == ["source", "line", "instruction", "programId", "program", "depth", "name", "info"])
        #expect(Set(json[1].keys) == ["source", "line", "instruction", "programId", "program", "depth", "error"])
        #expect(json[0]["source"] as? String == "log" && json[0]["instruction"] as? Int == 0)
        // No IDL for the program: nothing.
        #expect(RegisteredPrograms([]).events(inLogs: logs).isEmpty)
    }

    struct Envelope: Decodable { let result: TransactionResponse }

    @Test("a recorded PumpSwap sell and buy: TransactionLookup keeps the inner instructions; four events in order")
    func recordedTransaction() throws {
        let bytes = try Oracle.fixture("events/getTransaction-base64-v0-pump-amm-sell-buy-mainnet.json")
        let response = try JSONDecoder().decode(Envelope.self, from: bytes).result
        let object = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let signature = try Signature(try #require(object["signature"] as? String))
        let record = try TransactionLookup.record(signature, response: response, cluster: .mainnetBeta)
        #expect(record.innerInstructions.map(\.index) == [2, 5, 7, 8])
        #expect(record.innerInstructions.map(\.instructions.count) == [4, 5, 4, 5])
        let amm = try ProgramIDL(json: Array(Oracle.fixture("events/anchor-pump-amm-2025-11-16.json")))
        let events = RegisteredPrograms([amm]).events(in: record)
        #expect(events.map(\.source) == ["log", "innerInstruction", "log", "innerInstruction"])
        #expect(events.map(\.instruction) == [5, 5, 8, 8] && events.map(\.innerInstruction) == [nil, 4, nil, 4])
        #expect(events.map(\.line) == [50, nil, 100, nil])
        #expect(events.map(\.name) == ["SellEvent", "SellEvent", "BuyEvent", "BuyEvent"])
        #expect(events[0].info == events[1].info && events[2].info == events[3].info)
        let fields = try #require(events[0].info?.fields)
        #expect(fields.first?.0 == "timestamp" && fields.first?.1 == .string("1765864230"))
        #expect(fields.contains { $0.0 == "baseAmountIn" && $0.1 == .string("4130787582") })
        // Only the logs (what `events(inLogs:)` reads): the two log events.
        #expect(RegisteredPrograms([amm]).events(inLogs: record.logs).map(\.source) == ["log", "log"])
    }
}
