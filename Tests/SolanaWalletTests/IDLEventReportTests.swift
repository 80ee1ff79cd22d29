import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import SolanaTransactions
import SolanaWallet
import TestSupport
import Testing

/// What `solwallet tx show` lists as events: `RegisteredPrograms.events(inLogs:)` on pump's real IDL.
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
        #expect(Set(json[0].keys) == ["line", "programId", "program", "depth", "name", "info"])
        #expect(Set(json[1].keys) == ["line", "programId", "program", "depth", "error"])
        // No IDL for the program: nothing.
        #expect(RegisteredPrograms([]).events(inLogs: logs).isEmpty)
    }
}
