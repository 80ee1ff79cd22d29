import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import TestSupport
import Testing

@testable import SolanaRPC

/// A transaction's events from both places: `Program data:` log lines (`emit!`) and the programs' self-invocations
/// with Anchor's event tag (`emit_cpi!`, `meta.innerInstructions`). Two real mainnet transactions
/// (Tests/Fixtures/events, provenance there) read through the RPC client's decoder, their events checked against
/// borsh-construct decoding the same bytes from the same IDL (Tests/Oracles/anchor_event_oracle.py), under the Anchor
/// IDL and under the Codama IDL converted from it.
@Suite("ProgramIDL events of a transaction (logs and inner instructions)") struct IDLTransactionEventsTests {
    static let seeded = "SOLWALLET_TEST_SEED=\(Property.seed)"

    static func path(_ name: String) -> String {
        Oracle.repositoryRoot.appendingPathComponent("Tests/Fixtures/events/\(name)").path
    }

    static func idl(_ name: String) throws -> ProgramIDL {
        try ProgramIDL(json: Array(Oracle.fixture("events/\(name)")))
    }

    /// A recorded `getTransaction` answer read as the client reads it (`TapeJSONDecoder`), and its signature.
    static func response(_ name: String) throws -> (TransactionResponse, Signature) {
        let bytes = Array(try Oracle.fixture("events/\(name)"))
        let envelope = try TapeJSONDecoder.decode(RPCEnvelope.Response<TransactionResponse?>.self, from: bytes)
        let response = try #require(try envelope.outcome.get())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        return (response, try Signature(try #require(object["signature"] as? String)))
    }

    /// The transaction's accounts (message then loaded) and its top-level instructions' programs.
    static func accounts(_ response: TransactionResponse) throws -> (keys: [PublicKey], programs: [PublicKey]) {
        let keys: [PublicKey]
        let indexes: [Int]
        switch response.transaction {
        case .binary:
            let transaction = try #require(try response.decodedTransaction())
            keys =
                transaction.message.staticAccountKeys + (response.meta?.loadedAddresses?.writable ?? [])
                + (response.meta?.loadedAddresses?.readonly ?? [])
            indexes = transaction.message.instructions.map { Int($0.programIdIndex) }
        case .json(let json):
            let message = try #require(json["message"])
            keys = try (message["accountKeys"]?.arrayValue ?? []).map { try PublicKey(#require($0.stringValue)) }
            indexes = (message["instructions"]?.arrayValue ?? []).compactMap { $0["programIdIndex"]?.uint64Value }
                .map { Int($0) }
        }
        return (keys, indexes.map { keys[$0] })
    }

    static func events(_ fixture: String, idls: [ProgramIDL]) throws -> [IDLTransactionEvents.Entry] {
        let (response, _) = try Self.response(fixture)
        let meta = try #require(response.meta)
        let (keys, programs) = try Self.accounts(response)
        let groups = try #require(try meta.innerInstructionGroups(accountKeys: keys))
        return IDLTransactionEvents.events(
            logs: meta.logMessages ?? [],
            innerInstructions: groups.map { group in
                .init(
                    instruction: group.index,
                    invocations: group.instructions.map {
                        .init(program: $0.programId, data: $0.data, stackHeight: $0.stackHeight)
                    })
            },
            instructionPrograms: programs, programs: Dictionary(uniqueKeysWithValues: idls.map { ($0.publicKey, $0) }))
    }

    /// borsh-construct's reading of `data` (an event's bytes, discriminator first) under the Anchor IDL at `idl`.
    static func oracle(_ idl: String, _ cases: [(event: String, data: [UInt8])]) throws -> [String] {
        let request: [String: Any] = [
            "idl": Self.path(idl), "cases": cases.map { ["event": $0.event, "hex": $0.data.hex] },
        ]
        let reply = try Oracle.run(
            script: "anchor_event_oracle.py", arguments: ["decode"],
            input: try JSONSerialization.data(withJSONObject: request))
        let object = try #require(try JSONSerialization.jsonObject(with: reply) as? [String: Any])
        let results = try #require(object["results"] as? [Any])
        return try results.map { try IDLAnchorOracleTests.canonical($0) }
    }

    /// The `Program data:` payloads of `logs` (the recorded bytes, independent of our walk).
    static func logged(_ logs: [String]) -> [[UInt8]] {
        logs.filter { $0.hasPrefix("Program data: ") }.map {
            Array(Data(base64Encoded: String($0.dropFirst("Program data: ".count)))!)
        }
    }

    @Test("PumpSwap sell and buy (v0, base64): each event from its log line and its self-CPI, in execution order")
    func pumpAmmRecorded() throws {
        let fixture = "getTransaction-base64-v0-pump-amm-sell-buy-mainnet.json"
        let anchor = try Self.idl("anchor-pump-amm-2025-11-16.json")
        let entries = try Self.events(fixture, idls: [anchor])
        #expect(
            entries.map(\.source) == [
                .log(line: 50), .innerInstruction(index: 4), .log(line: 100),
                .innerInstruction(index: 4),
            ])
        #expect(entries.map(\.instruction) == [5, 5, 8, 8])
        #expect(entries.map(\.depth) == [1, 2, 1, 2])
        #expect(entries.allSatisfy { $0.program == anchor.publicKey })
        let decoded = try entries.map { try $0.result.get() }
        #expect(decoded.map(\.name) == ["SellEvent", "SellEvent", "BuyEvent", "BuyEvent"])
        // Both paths give the same event; borsh-construct reads the logged bytes to the same values.
        #expect(decoded[0] == decoded[1] && decoded[2] == decoded[3])
        let (response, _) = try Self.response(fixture)
        let logged = Self.logged(response.meta?.logMessages ?? [])
        #expect(logged.count == 2)
        let theirs = try Self.oracle(
            "anchor-pump-amm-2025-11-16.json", [("SellEvent", logged[0]), ("BuyEvent", logged[1])])
        #expect(try IDLAnchorOracleTests.canonical(IDLGeneratedTypesTests.json(decoded[0].value)) == theirs[0])
        #expect(try IDLAnchorOracleTests.canonical(IDLGeneratedTypesTests.json(decoded[2].value)) == theirs[1])
        // Values a reader can check on an explorer: the buy's timestamp and the sold base amount.
        guard case .structure(let sell) = decoded[0].value, case .structure(let buy) = decoded[2].value else {
            Issue.record("not structs")
            return
        }
        #expect(
            sell[0] == .integer(BorshInteger(Int64(1_765_864_230)))
                && sell[1] == .integer(BorshInteger(UInt64(4_130_787_582))))
        #expect(buy[0] == .integer(BorshInteger(Int64(1_765_864_230))))
        // The current IDL (later fields added) reads these events short: a typed error on both paths.
        let current = try ProgramIDL(json: Array(Oracle.fixture("idl/anchor-pump-amm.json")))
        for entry in try Self.events(fixture, idls: [current]) {
            guard case .failure(.decoding) = entry.result else {
                Issue.record("\(entry.source): \(entry.result)")
                continue
            }
        }
    }

    @Test("pump.fun buy (json encoding): TradeEvent from the log and from inner instruction 4 of instruction 3")
    func pumpRecorded() throws {
        let fixture = "getTransaction-json-pump-buy-mainnet.json"
        let pump = try Self.idl("anchor-pump-2025-04-04.json")
        let entries = try Self.events(fixture, idls: [pump])
        #expect(entries.map(\.source) == [.innerInstruction(index: 3), .log(line: 38)])
        #expect(entries.map(\.instruction) == [3, 3])
        let decoded = try entries.map { try $0.result.get() }
        #expect(decoded.map(\.name) == ["TradeEvent", "TradeEvent"] && decoded[0] == decoded[1])
        let (response, _) = try Self.response(fixture)
        let logged = Self.logged(response.meta?.logMessages ?? [])
        let theirs = try Self.oracle("anchor-pump-2025-04-04.json", [("TradeEvent", logged[0])])
        #expect(try IDLAnchorOracleTests.canonical(IDLGeneratedTypesTests.json(decoded[0].value)) == theirs[0])
        guard case .structure(let trade) = decoded[0].value else { throw Oracle.Failure(description: "struct") }
        // mint, sol_amount, token_amount, is_buy, user: the buyer and the mint of the transaction's accounts.
        #expect(trade[0] == .publicKey(try PublicKey("8suSDnKVFRyAsTpZ7e2J2seofy6fVhL3cerTfyYppump")))
        #expect(trade[2] == .integer(BorshInteger(UInt64(10_000_000_000))) && trade[3] == .bool(true))
        #expect(trade[4] == .publicKey(try PublicKey("H9m6fFpfGupwiJAY2aKd9d2MQe1StYSwxRNPcx2NHQuX")))
    }

    @Test("Codama eventNodes (hidden discriminator prefix, as nodes-from-anchor writes them) decode as the Anchor IDL")
    func codamaEvents() throws {
        let anchor = try Self.idl("anchor-pump-amm-2025-11-16.json")
        let codama = try Self.idl("codama-pump-amm-events-2025-11-16.json")
        #expect(codama.format == .codama && codama.events.count == anchor.events.count)
        for (theirs, ours) in zip(anchor.events, codama.events) {
            #expect(ours.discriminator == theirs.discriminator, "\(ours.name)")
            // Codama's names are camelCase ("buyEvent", "baseAmountOut"); the layouts are checked on values below.
            #expect(ours.name == theirs.name.prefix(1).lowercased() + theirs.name.dropFirst(), "\(ours.name)")
        }
        // The recorded transaction through the Codama IDL: the same values on both paths.
        let fixture = "getTransaction-base64-v0-pump-amm-sell-buy-mainnet.json"
        let viaAnchor = try Self.events(fixture, idls: [anchor]).map { try $0.result.get().value }
        let viaCodama = try Self.events(fixture, idls: [codama])
        #expect(try viaCodama.map { try $0.result.get().value } == viaAnchor)
        #expect(try viaCodama.map { try $0.result.get().name } == ["sellEvent", "sellEvent", "buyEvent", "buyEvent"])
        // Random values of every event: borsh-construct's bytes (from the Anchor IDL) read by the Codama IDL.
        var draw = IDLAnchorOracleTests.Draw(rng: SeededGenerator(seed: Property.seed ^ 0xC0DA))
        var cases: [[String: Any]] = []
        var drawn: [BorshValue] = []
        for event in anchor.events {
            let value = draw.value(try anchor.borshType(event.data))
            cases.append(["event": event.name, "value": IDLGeneratedTypesTests.json(value)])
            drawn.append(value)
        }
        let reply = try Oracle.run(
            script: "anchor_event_oracle.py", arguments: ["encode"],
            input: try JSONSerialization.data(
                withJSONObject: ["idl": Self.path("anchor-pump-amm-2025-11-16.json"), "cases": cases]))
        let object = try #require(try JSONSerialization.jsonObject(with: reply) as? [String: Any])
        let hexes = try #require(object["results"] as? [String])
        for ((event, value), hex) in zip(zip(codama.events, drawn), hexes) {
            #expect(
                try codama.decodeEvent([UInt8](hex: hex))
                    == IDLDecodedEvent(
                        name: event.name, value: value, type: event.data), "\(Self.seeded): \(event.name)")
        }
    }

    @Test("Codama events get generated event types: the same bytes twice, each with its discriminator; they type-check")
    func codamaGeneratedEvents() throws {
        let codama = try Self.idl("codama-pump-amm-events-2025-11-16.json")
        let files = try IDLSwiftGenerator.generate(codama, module: "PumpAmmEventsIDL")
        #expect(try IDLSwiftGenerator.generate(codama, module: "PumpAmmEventsIDL") == files)
        for event in codama.events {
            let name = event.name.prefix(1).uppercased() + event.name.dropFirst()
            let file = try #require(files.first { $0.path == "Types/\(name).swift" }, "\(name)")
            let bytes = event.discriminator.map(String.init).joined(separator: ", ")
            #expect(file.contents.contains("public static let eventDiscriminator: [UInt8] = [\(bytes)]"), "\(name)")
        }
        let result = try GeneratedSourceCheck.check([("PumpAmmEventsIDL", files.map { ($0.path, $0.contents) })])
        #expect(
            result.status == 0, "swiftc \(result.typechecked ? "-typecheck" : "-parse"):\n\(result.output.prefix(4000))"
        )
    }

    @Test("Codama: a field discriminator at offset 0 is split off; one inside the data is a typed refusal")
    func codamaDiscriminatorForms() throws {
        func idl(_ event: String) -> [UInt8] {
            Array(
                """
                {"kind":"rootNode","standard":"codama","version":"1.0.0","additionalPrograms":[],
                 "program":{"kind":"programNode","name":"demo","publicKey":"11111111111111111111111111111111",
                  "version":"1.0.0","accounts":[],"instructions":[],"definedTypes":[],"pdas":[],"errors":[],
                  "events":[\(event)]}}
                """.utf8)
        }
        let u8 = #"{"kind":"numberTypeNode","format":"u8","endian":"le"}"#
        let u32 = #"{"kind":"numberTypeNode","format":"u32","endian":"le"}"#
        let field = """
            {"kind":"eventNode","name":"tagged","data":{"kind":"structTypeNode","fields":[
              {"kind":"structFieldTypeNode","name":"tag","type":\(u8),
               "defaultValue":{"kind":"numberValueNode","number":7}},
              {"kind":"structFieldTypeNode","name":"amount","type":\(u32)}]},
             "discriminators":[{"kind":"fieldDiscriminatorNode","name":"tag","offset":0}]}
            """
        let tagged = try ProgramIDL(json: idl(field))
        #expect(tagged.events.map(\.discriminator) == [[7]])
        #expect(try tagged.decodeEvent([7, 1, 0, 0, 0]).value == .structure([.integer(BorshInteger(UInt64(1)))]))
        // The generated client gets a type for it (the event's data became a defined type of its name).
        #expect(tagged.events[0].data == .defined("tagged") && tagged.definedTypes.map(\.name) == ["tagged"])
        let inside = """
            {"kind":"eventNode","name":"inside","data":\(u32),
             "discriminators":[{"kind":"constantDiscriminatorNode","offset":0,"constant":{"kind":"constantValueNode",
               "type":\(u8),"value":{"kind":"numberValueNode","number":1}}}]}
            """
        #expect(
            throws: IDLReadError.unsupported(
                feature: "an event discriminator inside its data",
                path: "$.program.events[0].discriminators")
        ) { try ProgramIDL(json: idl(inside)) }
    }

    // MARK: Order and bounds (constructed)

    static let token = try! PublicKey("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")

    @Test("order: a log line after the self-CPIs whose invoke came before it; instructions placed by their programs")
    func order() throws {
        let amm = try Self.idl("anchor-pump-amm-2025-11-16.json")
        var draw = IDLAnchorOracleTests.Draw(rng: SeededGenerator(seed: Property.seed ^ 0x0DE7))
        func event(_ name: String) throws -> [UInt8] {
            let event = try #require(amm.event(named: name))
            return event.discriminator
                + (try Borsh.encode(draw.value(try amm.borshType(event.data)), as: amm.borshType(event.data)))
        }
        let (sell, buy, deposit) = (try event("SellEvent"), try event("BuyEvent"), try event("DepositEvent"))
        let a = amm.publicKey.base58
        let logs = [
            "Program \(a) invoke [1]",  // instruction 1 (0 is the Ed25519 precompile, which logs nothing here)
            "Program \(a) invoke [2]",  // inner 0: a self-CPI with BuyEvent
            "Program \(a) success",
            "Program data: \(Data(sell).base64EncodedString())",  // after inner 0
            "Program \(Self.token.base58) invoke [2]",  // inner 1
            "Program \(Self.token.base58) success",
            "Program \(a) success",
        ]
        let groups = [
            IDLTransactionEvents.InnerInstructions(
                instruction: 1,
                invocations: [
                    .init(program: amm.publicKey, data: ProgramIDL.eventInstructionTag + buy, stackHeight: 2),
                    .init(program: Self.token, data: ProgramIDL.eventInstructionTag + deposit, stackHeight: 2),
                    // Registered program, but not the event tag: not an event.
                    .init(program: amm.publicKey, data: buy, stackHeight: 2),
                    // Parsed (no bytes): not an event.
                    .init(program: amm.publicKey, data: nil, stackHeight: 2),
                    .init(program: amm.publicKey, data: ProgramIDL.eventInstructionTag + [9, 9, 9], stackHeight: 3),
                ])
        ]
        let precompile = try PublicKey("Ed25519SigVerify111111111111111111111111111")
        let entries = IDLTransactionEvents.events(
            logs: logs, innerInstructions: groups, instructionPrograms: [precompile, amm.publicKey],
            programs: [amm.publicKey: amm])
        #expect(entries.map(\.source) == [.innerInstruction(index: 0), .log(line: 3), .innerInstruction(index: 4)])
        #expect(entries.map(\.instruction) == [1, 1, 1] && entries.map(\.depth) == [2, 1, 3])
        #expect(try entries[0].result.get().name == "BuyEvent" && entries[1].result.get().name == "SellEvent")
        #expect(entries[2].result == .failure(.unknownDiscriminator([9, 9, 9])))
        // Without the programs, `invoke [1]` lines count: the log line is placed at instruction 0.
        let counted = IDLTransactionEvents.events(logs: logs, innerInstructions: [], programs: [amm.publicKey: amm])
        #expect(counted.map(\.instruction) == [0])
        // No logs at all (a node that keeps none): the self-CPIs alone, in order.
        let innerOnly = IDLTransactionEvents.events(logs: [], innerInstructions: groups, programs: [amm.publicKey: amm])
        #expect(innerOnly.map(\.source) == [.innerInstruction(index: 0), .innerInstruction(index: 4)])
    }

    @Test("bounded: at most maxInnerInstructions inner instructions are read, however many groups")
    func bounded() throws {
        let amm = try Self.idl("anchor-pump-amm-2025-11-16.json")
        let event = try #require(amm.event(named: "DisableEvent"))
        var draw = IDLAnchorOracleTests.Draw(rng: SeededGenerator(seed: Property.seed ^ 0xB0B))
        let data =
            ProgramIDL.eventInstructionTag + event.discriminator
            + (try Borsh.encode(draw.value(try amm.borshType(event.data)), as: amm.borshType(event.data)))
        let invocation = IDLTransactionEvents.Invocation(program: amm.publicKey, data: data)
        let groups = (0..<3).map {
            IDLTransactionEvents.InnerInstructions(
                instruction: $0,
                invocations: Array(repeating: invocation, count: IDLTransactionEvents.maxInnerInstructions / 2 + 1))
        }
        let entries = IDLTransactionEvents.events(logs: [], innerInstructions: groups, programs: [amm.publicKey: amm])
        #expect(entries.count == IDLTransactionEvents.maxInnerInstructions)
    }

    // MARK: The RPC's innerInstructions

    static func meta(_ inner: String) throws -> TransactionMeta {
        let json = #"{"err":null,"fee":5000,"preBalances":[],"postBalances":[],"innerInstructions":\#(inner)}"#
        return try JSONDecoder().decode(TransactionMeta.self, from: Data(json.utf8))
    }

    @Test("innerInstructions of a recorded jsonParsed answer: the unparsed one keeps its bytes, parsed ones have none")
    func recordedJsonParsed() throws {
        let bytes = Array(try Oracle.fixture("solana/rpc/getTransaction-jsonParsed-nameservice-mainnet.json"))
        let envelope = try TapeJSONDecoder.decode(RPCEnvelope.Response<TransactionResponse?>.self, from: bytes)
        let meta = try #require(try envelope.outcome.get()?.meta)
        let groups = try #require(try meta.innerInstructionGroups(accountKeys: []))
        #expect(groups.map(\.index) == [0] && groups[0].instructions.count == 7)
        let names = try PublicKey("namesLPneVptA9Z5rqUDD9tMTWEJwofgaYwp8cawRkX")
        #expect(groups[0].instructions[0].programId == names && groups[0].instructions[0].accounts.count == 7)
        #expect(groups[0].instructions[0].data?.isEmpty == false)
        #expect(groups[0].instructions.dropFirst().allSatisfy { $0.programId == .systemProgram && $0.data == nil })
    }

    @Test("innerInstructions: the compiled and jsonParsed forms read; malformed or oversized ones are typed errors")
    func rpcInnerInstructions() throws {
        let keys = [Self.token, PublicKey.systemProgram]
        let compiled = try Self.meta(
            #"[{"index":2,"instructions":[{"programIdIndex":0,"accounts":[1,0],"data":"3Bxs","stackHeight":2}]}]"#)
        let groups = try #require(try compiled.innerInstructionGroups(accountKeys: keys))
        #expect(
            groups == [
                InnerInstructionGroup(
                    index: 2,
                    instructions: [
                        InnerInstruction(
                            programId: Self.token, accounts: [.systemProgram, Self.token],
                            data: [6, 132, 96], stackHeight: 2)
                    ])
            ])
        let parsed = try Self.meta(
            #"[{"index":0,"instructions":[{"programId":"11111111111111111111111111111111","#
                + #""accounts":["TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA"],"parsed":{"type":"x"},"stackHeight":null}]}]"#
        )
        #expect(
            try parsed.innerInstructionGroups(accountKeys: [])?.first?.instructions
                == [InnerInstruction(programId: .systemProgram, accounts: [Self.token], data: nil, stackHeight: nil)])
        #expect(try Self.meta("null").innerInstructionGroups(accountKeys: keys) == nil)
        // Malformed: a typed error naming where.
        let bad: [(String, String)] = [
            (#"{}"#, ""),
            (#"[{"index":-1,"instructions":[]}]"#, "[0].index"),
            (
                #"[{"index":0,"instructions":[{"programIdIndex":2,"accounts":[],"data":""}]}]"#,
                "[0].instructions[0].programIdIndex"
            ),
            (
                #"[{"index":0,"instructions":[{"programIdIndex":0,"accounts":[],"data":"0OIl"}]}]"#,
                "[0].instructions[0].data"
            ),
            (#"[{"index":0,"instructions":[{"programIdIndex":0,"accounts":[7]}]}]"#, "[0].instructions[0].accounts[0]"),
            (#"[{"index":0,"instructions":[{"programIdIndex":0,"accounts":[]}]}]"#, "[0].instructions[0]"),
            (#"[{"index":0,"instructions":[{"programId":"0x","data":""}]}]"#, "[0].instructions[0].programId"),
        ]
        for (json, path) in bad {
            let meta = try Self.meta(json)
            do {
                _ = try meta.innerInstructionGroups(accountKeys: keys)
                Issue.record("taken: \(json)")
            } catch {
                guard case .malformed(let where_, _) = error else {
                    Issue.record("\(json): \(error)")
                    continue
                }
                #expect(where_ == path, "\(json): \(error)")
            }
        }
        let long = String(repeating: "1", count: TransactionMeta.maxInnerInstructionDataLength + 1)
        #expect(throws: InnerInstructionsError.tooLarge(path: "[0].instructions[0].data", limit: 16384)) {
            try Self.meta(#"[{"index":0,"instructions":[{"programIdIndex":0,"data":"\#(long)"}]}]"#)
                .innerInstructionGroups(accountKeys: keys)
        }
        let many = Array(repeating: #"{"programIdIndex":0,"data":""}"#, count: TransactionMeta.maxInnerInstructions + 1)
        #expect(throws: InnerInstructionsError.tooLarge(path: "[0].instructions", limit: 4096)) {
            try Self.meta(#"[{"index":0,"instructions":[\#(many.joined(separator: ","))]}]"#)
                .innerInstructionGroups(accountKeys: keys)
        }
    }
}
