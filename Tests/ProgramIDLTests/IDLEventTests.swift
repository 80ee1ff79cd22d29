import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import TestSupport
import Testing

/// Anchor events (`emit!` as `Program data:` log lines, `emit_cpi!` as self-CPI instruction data) of the real Anchor
/// IDLs (pump, pump_amm, Meteora DLMM), checked against borsh-construct layouts built from the IDL JSON
/// (Tests/Oracles/anchor_event_oracle.py) on fresh random values per run, and Anchor's discriminators computed by
/// Python's hashlib.
@Suite("ProgramIDL Anchor events") struct IDLEventTests {
    static let seeded = "SOLWALLET_TEST_SEED=\(Property.seed)"
    static let fixtures = ["anchor-pump", "anchor-pump-amm", "anchor-meteora-dlmm"]

    /// Random values of a Borsh schema (full-width integers, keys, multi-byte text, short vectors, options both ways,
    /// every enum variant), as the instruction and account oracle tests draw them.
    typealias Draw = IDLAnchorOracleTests.Draw

    static func path(_ fixture: String) -> String { IDLAnchorOracleTests.path(fixture) }

    static func oracle(_ command: String, _ request: [String: Any]) throws -> Any {
        let data = try Oracle.run(
            script: "anchor_event_oracle.py", arguments: [command],
            input: try JSONSerialization.data(withJSONObject: request))
        let reply = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(reply["results"])
    }

    static func canonical(_ value: Any) throws -> String { try IDLAnchorOracleTests.canonical(value) }

    static func idl(_ fixture: String) throws -> ProgramIDL {
        try ProgramIDL(json: Array(Oracle.fixture("idl/\(fixture).json")))
    }

    static func seed(_ fixture: String) -> UInt64 {
        fixture.utf8.reduce(Property.seed ^ 0xE7E7) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    @Test("every event's discriminator is the IDL's and Anchor's sha256(\"event:<Name>\")[..8]", arguments: fixtures)
    func discriminators(fixture: String) throws {
        let idl = try Self.idl(fixture)
        let theirs = try #require(try Self.oracle("discriminators", ["idl": Self.path(fixture)]) as? [String: Any])
        #expect(idl.events.count == theirs.count && !idl.events.isEmpty)
        for event in idl.events {
            let pair = try #require(theirs[event.name] as? [String: String], "\(event.name)")
            #expect(
                event.discriminator.hex == pair["idl"] && event.discriminator.hex == pair["anchor"], "\(event.name)")
            #expect(event.data == .defined(event.name))
        }
    }

    @Test(
        "every event: borsh-construct's bytes of random values decode to the same values, and ours read back",
        arguments: fixtures)
    func eventsAgreeWithBorshConstruct(fixture: String) throws {
        let idl = try Self.idl(fixture)
        var draw = Draw(rng: SeededGenerator(seed: Self.seed(fixture)))
        var cases: [[String: Any]] = []
        var drawn: [(IDLEvent, BorshValue)] = []
        for _ in 0..<3 {
            for event in idl.events {
                let value = draw.value(try idl.borshType(event.data))
                cases.append(["event": event.name, "value": IDLGeneratedTypesTests.json(value)])
                drawn.append((event, value))
            }
        }
        let theirs = try #require(
            try Self.oracle("encode", ["idl": Self.path(fixture), "cases": cases]) as? [String])
        try #require(theirs.count == drawn.count)
        var decodeCases: [[String: Any]] = []
        for ((event, value), hex) in zip(drawn, theirs) {
            let data = [UInt8](hex: hex)
            let decoded = try idl.decodeEvent(data)
            #expect(decoded.name == event.name && decoded.value == value, "\(Self.seeded): \(event.name)")
            // emit_cpi!: the same bytes after Anchor's event tag.
            #expect(try idl.decodeEventInstruction(ProgramIDL.eventInstructionTag + data) == decoded)
            // Ours: the discriminator then the Borsh value are borsh-construct's bytes.
            let ours = event.discriminator + (try Borsh.encode(value, as: idl.borshType(event.data)))
            #expect(ours == data, "\(Self.seeded): \(event.name)")
            // A byte more, or one less, is refused with a typed error.
            #expect(throws: IDLEventError.self) { try idl.decodeEvent(data + [0]) }
            #expect(throws: IDLEventError.self) { try idl.decodeEvent(Array(data.dropLast())) }
            decodeCases.append(["event": event.name, "hex": ours.hex])
        }
        // borsh-construct reads our bytes back to the values drawn.
        let read = try #require(
            try Self.oracle("decode", ["idl": Self.path(fixture), "cases": decodeCases]) as? [Any])
        for (index, (event, value)) in drawn.enumerated() {
            #expect(
                try Self.canonical(read[index]) == Self.canonical(IDLGeneratedTypesTests.json(value)),
                "\(Self.seeded): \(event.name)")
        }
    }

    @Test("the comparison can fail: pump's TradeEvent read with one u64 as a u32 no longer decodes the oracle's bytes")
    func controlDisagrees() throws {
        var idl = try Self.idl("anchor-pump")
        var draw = Draw(rng: SeededGenerator(seed: Self.seed("control")))
        let value = draw.value(try idl.borshType(.defined("TradeEvent")))
        let theirs = try #require(
            try Self.oracle(
                "encode",
                [
                    "idl": Self.path("anchor-pump"),
                    "cases": [["event": "TradeEvent", "value": IDLGeneratedTypesTests.json(value)]],
                ])
                as? [String])
        let data = [UInt8](hex: theirs[0])
        #expect(try idl.decodeEvent(data).value == value)
        let index = try #require(idl.definedTypes.firstIndex { $0.name == "TradeEvent" })
        guard case .structure(var fields) = idl.definedTypes[index].type else {
            throw Oracle.Failure(description: "struct")
        }
        fields[1].type = .number(.u32)
        idl.definedTypes[index].type = .structure(fields)
        #expect((try? idl.decodeEvent(data))?.value != value, "\(Self.seeded)")
    }

    @Test("emit_cpi!: data without Anchor's event tag, or with an unknown discriminator, is a typed error")
    func eventInstruction() throws {
        let idl = try Self.idl("anchor-pump-amm")
        let event = try #require(idl.event(named: "BuyEvent"))
        #expect(throws: IDLEventError.notAnEventInstruction) {
            try idl.decodeEventInstruction(event.discriminator + [UInt8](repeating: 0, count: 400))
        }
        #expect(throws: IDLEventError.unknownDiscriminator([1, 2, 3, 4, 5, 6, 7, 8])) {
            try idl.decodeEventInstruction(ProgramIDL.eventInstructionTag + [1, 2, 3, 4, 5, 6, 7, 8, 9])
        }
        #expect(throws: IDLEventError.tooLarge(size: IDLEventLog.maxDataBytes + 1, limit: IDLEventLog.maxDataBytes)) {
            try idl.decodeEvent(event.discriminator + [UInt8](repeating: 0, count: IDLEventLog.maxDataBytes - 7))
        }
    }

    // MARK: Logs

    static let computeBudget = "ComputeBudget111111111111111111111111111111"
    static let token = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"

    /// An event of `fixture` with random values: its bytes and value.
    static func event(_ fixture: String, _ name: String, _ draw: inout Draw) throws -> ([UInt8], BorshValue) {
        let idl = try Self.idl(fixture)
        let event = try #require(idl.event(named: name))
        let value = draw.value(try idl.borshType(event.data))
        return (event.discriminator + (try Borsh.encode(value, as: idl.borshType(event.data))), value)
    }

    @Test("log lines: Program data is the event of the program on top of the invoke stack; others' are left out")
    func logStack() throws {
        let pump = try Self.idl("anchor-pump")
        let amm = try Self.idl("anchor-pump-amm")
        let (p, a) = (pump.publicKey.base58, amm.publicKey.base58)
        var draw = Draw(rng: SeededGenerator(seed: Self.seed("logs")))
        let (trade, tradeValue) = try Self.event("anchor-pump", "TradeEvent", &draw)
        let (buy, buyValue) = try Self.event("anchor-pump-amm", "BuyEvent", &draw)
        let tradeText = Data(trade).base64EncodedString()
        let logs = [
            "Program \(Self.computeBudget) invoke [1]",
            "Program \(Self.computeBudget) success",
            "Program data: \(tradeText)",  // 0: no program invoked: left out
            "Program \(p) invoke [1]",
            "Program log: Instruction: Buy",
            "Program \(Self.token) invoke [2]",
            "Program data: \(tradeText)",  // the token program's (no IDL): left out
            "Program \(Self.token) consumed 4645 of 180000 compute units",
            "Program \(Self.token) success",
            "Program data: \(tradeText)",  // pump at depth 1: TradeEvent
            "Program \(a) invoke [2]",
            "Program data: \(Data(buy).base64EncodedString())",  // pump_amm at depth 2: BuyEvent
            "Program data: \(tradeText)",  // pump's event under pump_amm: unknown discriminator
            "Program \(a) success",
            "Program data: \(tradeText.dropLast(4))",  // truncated at a quad: does not decode
            "Program data: \(tradeText.dropLast(1))",  // not base64
            "Program data: \(tradeText) \(tradeText)",  // two fields: not one base64 field
            "Program data: ",  // empty: no event has an empty discriminator
            "Program \(p) consumed 40000 of 200000 compute units",
            "Program \(p) success",
            "Program data: \(tradeText)",  // after the instruction: left out
        ]
        let programs = [pump.publicKey: pump, amm.publicKey: amm]
        let entries = IDLEventLog.events(in: logs, programs: programs)
        #expect(entries.map(\.line) == [9, 11, 12, 14, 15, 16, 17])
        #expect(
            entries.map(\.program) == [pump.publicKey, amm.publicKey, amm.publicKey]
                + Array(repeating: pump.publicKey, count: 4))
        #expect(entries.map(\.depth) == [1, 2, 2, 1, 1, 1, 1])
        #expect(
            try entries[0].result.get()
                == IDLDecodedEvent(name: "TradeEvent", value: tradeValue, type: .defined("TradeEvent")))
        #expect(
            try entries[1].result.get()
                == IDLDecodedEvent(name: "BuyEvent", value: buyValue, type: .defined("BuyEvent")))
        #expect(entries[2].result == .failure(.unknownDiscriminator(Array(trade.prefix(8)))))
        guard case .failure(.decoding(event: "TradeEvent", _)) = entries[3].result else {
            Issue.record("truncated data: \(entries[3].result)")
            return
        }
        #expect(entries[4].result == .failure(.invalidBase64))
        #expect(entries[5].result == .failure(.invalidBase64))
        #expect(entries[6].result == .failure(.unknownDiscriminator([])))
        // Only the IDLs given count: without pump_amm's, its lines are left out.
        #expect(IDLEventLog.events(in: logs, programs: [pump.publicKey: pump]).map(\.line) == [9, 14, 15, 16, 17])
    }

    @Test("the invoke stack follows `invoke [n]` after a missing success line, and resets on a mismatched pop")
    func logStackRecovers() throws {
        let pump = try Self.idl("anchor-pump")
        let p = pump.publicKey.base58
        var draw = Draw(rng: SeededGenerator(seed: Self.seed("recover")))
        let (trade, _) = try Self.event("anchor-pump", "TradeEvent", &draw)
        let text = Data(trade).base64EncodedString()
        let logs = [
            "Program \(p) invoke [1]",
            "Program \(Self.token) invoke [2]",
            // The token program's success line is missing: pump's next invoke is at depth 1 again.
            "Program \(p) invoke [1]",
            "Program data: \(text)",
            "Program \(Self.token) success",  // not on top: the stack resets
            "Program data: \(text)",
            "Program \(p) failed: custom program error: 0x1",
        ]
        let entries = IDLEventLog.events(in: logs, programs: [pump.publicKey: pump])
        #expect(entries.map(\.line) == [3] && entries.map(\.depth) == [1])
        // Deep stacks stay bounded: 10,000 invokes deep and a data line at the bottom.
        var deep = (0..<10_000).map { "Program \(p) invoke [\($0 + 1)]" }
        deep.append("Program data: \(text)")
        let bounded = IDLEventLog.events(in: deep, programs: [pump.publicKey: pump])
        #expect(bounded.count == 1 && bounded[0].depth <= IDLEventLog.maxDepth)
    }

    @Test("base64: what Foundation encodes decodes to the same bytes; non-canonical and malformed text is refused")
    func base64() throws {
        let pump = try Self.idl("anchor-pump")
        let event = try #require(pump.event(named: "CompleteEvent"))
        var draw = Draw(rng: SeededGenerator(seed: Self.seed("base64")))
        let p = pump.publicKey.base58
        for _ in 0..<200 {
            // CompleteEvent is 3 keys and an i64: pad random tails so every length mod 3 shows up.
            let value = draw.value(try pump.borshType(event.data))
            let bytes = event.discriminator + (try Borsh.encode(value, as: pump.borshType(event.data)))
            let extra = draw.rng.bytes(Int.random(in: 0...2, using: &draw.rng))
            let logs = ["Program \(p) invoke [1]", "Program data: \(Data(bytes + extra).base64EncodedString())"]
            let entries = IDLEventLog.events(in: logs, programs: [pump.publicKey: pump])
            if extra.isEmpty {
                #expect(try entries.first?.result.get().value == value, "\(Self.seeded)")
            } else {
                guard case .failure(.decoding)? = entries.first?.result else {
                    Issue.record("\(Self.seeded): \(entries)")
                    continue
                }
            }
        }
        for bad in ["QQ", "QR==", "QUI=A===", "Q===", "QUJD\u{0}", "QU I=", "QUI==", "====", "Q$I="] {
            let logs = ["Program \(p) invoke [1]", "Program data: \(bad)"]
            #expect(
                IDLEventLog.events(in: logs, programs: [pump.publicKey: pump]).map(\.result) == [
                    .failure(.invalidBase64)
                ],
                "\(bad)")
        }
    }

    // MARK: The generated pump_amm client

    typealias EventDecoder = (name: String, discriminator: [UInt8], decode: @Sendable ([UInt8]) throws -> BorshValue)

    /// Every event of pump_amm's generated client (Generated/PumpAmmIDL/Events).
    static let pumpAmmEvents: [EventDecoder] = [
        (
            "AdminSetCoinCreatorEvent", AdminSetCoinCreatorEvent.eventDiscriminator,
            { try AdminSetCoinCreatorEvent.decode($0).borshValue }
        ),
        (
            "AdminUpdateTokenIncentivesEvent", AdminUpdateTokenIncentivesEvent.eventDiscriminator,
            { try AdminUpdateTokenIncentivesEvent.decode($0).borshValue }
        ),
        ("BuyEvent", BuyEvent.eventDiscriminator, { try BuyEvent.decode($0).borshValue }),
        ("ClaimCashbackEvent", ClaimCashbackEvent.eventDiscriminator, { try ClaimCashbackEvent.decode($0).borshValue }),
        (
            "ClaimTokenIncentivesEvent", ClaimTokenIncentivesEvent.eventDiscriminator,
            { try ClaimTokenIncentivesEvent.decode($0).borshValue }
        ),
        (
            "CloseUserVolumeAccumulatorEvent", CloseUserVolumeAccumulatorEvent.eventDiscriminator,
            { try CloseUserVolumeAccumulatorEvent.decode($0).borshValue }
        ),
        (
            "CollectCoinCreatorFeeEvent", CollectCoinCreatorFeeEvent.eventDiscriminator,
            { try CollectCoinCreatorFeeEvent.decode($0).borshValue }
        ),
        ("CreateConfigEvent", CreateConfigEvent.eventDiscriminator, { try CreateConfigEvent.decode($0).borshValue }),
        ("CreatePoolEvent", CreatePoolEvent.eventDiscriminator, { try CreatePoolEvent.decode($0).borshValue }),
        ("DepositEvent", DepositEvent.eventDiscriminator, { try DepositEvent.decode($0).borshValue }),
        ("DisableEvent", DisableEvent.eventDiscriminator, { try DisableEvent.decode($0).borshValue }),
        ("ExtendAccountEvent", ExtendAccountEvent.eventDiscriminator, { try ExtendAccountEvent.decode($0).borshValue }),
        (
            "InitUserVolumeAccumulatorEvent", InitUserVolumeAccumulatorEvent.eventDiscriminator,
            { try InitUserVolumeAccumulatorEvent.decode($0).borshValue }
        ),
        (
            "MigratePoolCoinCreatorEvent", MigratePoolCoinCreatorEvent.eventDiscriminator,
            { try MigratePoolCoinCreatorEvent.decode($0).borshValue }
        ),
        (
            "ReservedFeeRecipientsEvent", ReservedFeeRecipientsEvent.eventDiscriminator,
            { try ReservedFeeRecipientsEvent.decode($0).borshValue }
        ),
        ("SellEvent", SellEvent.eventDiscriminator, { try SellEvent.decode($0).borshValue }),
        (
            "SetBondingCurveCoinCreatorEvent", SetBondingCurveCoinCreatorEvent.eventDiscriminator,
            { try SetBondingCurveCoinCreatorEvent.decode($0).borshValue }
        ),
        (
            "SetMetaplexCoinCreatorEvent", SetMetaplexCoinCreatorEvent.eventDiscriminator,
            { try SetMetaplexCoinCreatorEvent.decode($0).borshValue }
        ),
        (
            "SyncUserVolumeAccumulatorEvent", SyncUserVolumeAccumulatorEvent.eventDiscriminator,
            { try SyncUserVolumeAccumulatorEvent.decode($0).borshValue }
        ),
        ("UpdateAdminEvent", UpdateAdminEvent.eventDiscriminator, { try UpdateAdminEvent.decode($0).borshValue }),
        (
            "UpdateFeeConfigEvent", UpdateFeeConfigEvent.eventDiscriminator,
            { try UpdateFeeConfigEvent.decode($0).borshValue }
        ),
        ("WithdrawEvent", WithdrawEvent.eventDiscriminator, { try WithdrawEvent.decode($0).borshValue }),
    ]

    @Test("the generated pump_amm client: every event type decodes borsh-construct's bytes, checking the discriminator")
    func generatedPumpAmmEvents() throws {
        let idl = try Self.idl("anchor-pump-amm")
        #expect(Self.pumpAmmEvents.map(\.name) == idl.events.map(\.name))
        var draw = Draw(rng: SeededGenerator(seed: Self.seed("generated events")))
        var cases: [[String: Any]] = []
        var drawn: [(EventDecoder, BorshValue)] = []
        for _ in 0..<2 {
            for decoder in Self.pumpAmmEvents {
                let event = try #require(idl.event(named: decoder.name))
                #expect(decoder.discriminator == event.discriminator, "\(decoder.name)")
                let value = draw.value(try idl.borshType(event.data))
                cases.append(["event": event.name, "value": IDLGeneratedTypesTests.json(value)])
                drawn.append((decoder, value))
            }
        }
        let theirs = try #require(
            try Self.oracle("encode", ["idl": Self.path("anchor-pump-amm"), "cases": cases]) as? [String])
        for ((decoder, value), hex) in zip(drawn, theirs) {
            let data = [UInt8](hex: hex)
            #expect(try decoder.decode(data) == value, "\(Self.seeded): \(decoder.name)")
            var wrong = data
            wrong[0] ^= 0x80
            #expect(throws: IDLEventError.unknownDiscriminator(Array(wrong.prefix(8)))) { try decoder.decode(wrong) }
            #expect(throws: IDLEventError.self) { try decoder.decode(data + [7]) }
        }
        // emit_cpi!: the self-CPI's data, Anchor's event tag first.
        let (buy, buyValue) = try Self.event("anchor-pump-amm", "BuyEvent", &draw)
        #expect(try BuyEvent.decode(eventInstruction: ProgramIDL.eventInstructionTag + buy).borshValue == buyValue)
        #expect(throws: IDLEventError.notAnEventInstruction) { try BuyEvent.decode(eventInstruction: buy) }
    }
}
