import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

@Suite("ProgramIDL reader") struct IDLReaderTests {
    static func fixture(_ name: String) throws -> [UInt8] { Array(try Oracle.fixture("idl/\(name).json")) }

    static func edited(_ name: String, _ edit: (inout [String: Any]) -> Void) throws -> [UInt8] {
        var root = try JSONSerialization.jsonObject(with: Data(try fixture(name))) as! [String: Any]
        edit(&root)
        return Array(try JSONSerialization.data(withJSONObject: root))
    }

    static func reads(_ bytes: [UInt8]) -> IDLReadError? {
        do {
            _ = try ProgramIDL(json: bytes)
            return nil
        } catch { return error }
    }

    @Test("an Anchor 0.30 IDL: discriminator, PDA and fixed-address accounts, defined structs and enums, round trip")
    func anchor() throws {
        let idl = try ProgramIDL(json: try Self.fixture("anchor-vault-demo"))
        #expect(idl.format == .anchor && idl.name == "vault_demo" && idl.errors.first?.code == 6000)
        var rng = SeededGenerator(seed: Property.seed)
        for _ in 0..<20 {
            let user = try PublicKey(bytes: rng.bytes(32))
            let (b0, b1) = (try PublicKey(bytes: rng.bytes(32)), try PublicKey(bytes: rng.bytes(32)))
            let amount = UInt64.random(in: 0...UInt64.max, using: &rng)
            let label = String(repeating: "é", count: Int.random(in: 0...20, using: &rng))
            let pair = BorshValue.structure([
                .option(Bool.random(using: &rng) ? .uint(7) : nil), .list([.publicKey(b0), .publicKey(b1)]),
            ])
            let mode = BorshValue.variant(1, .list([.int(-5), .bool(true)]))
            let arguments: [String: BorshValue] = [
                "amount": .uint(amount), "label": .string(label), "pairs": .list([pair, pair]), "mode": mode,
            ]
            let built = try idl.instruction(named: "initialize", accounts: ["user": user], arguments: arguments)
            let vault = try PublicKey.findProgramAddress(
                seeds: [Array("vault".utf8), user.bytes], programId: idl.publicKey)
            #expect(
                built.accounts == [
                    .writable(user, signer: true), .writable(vault.address), .readonly(.systemProgram),
                ])
            // The layout written by hand from the Anchor/Borsh rules, independent of the IDL's types.
            let pairType = BorshType.structure([
                BorshField("a", .option(.u8)), BorshField("b", .array(.publicKey, .fixed(2))),
            ])
            let modeType = BorshType.enumeration([
                BorshVariant("Open"), BorshVariant("Locked", .tuple([.i64, .bool])),
                BorshVariant("Shared", .fields([BorshField("with", .publicKey)])),
            ])
            let body = try Borsh.encode(
                .structure([.uint(amount), .string(label), .list([pair, pair]), mode]),
                as: .structure([
                    BorshField("amount", .u64), BorshField("label", .string), BorshField("pairs", .vec(pairType)),
                    BorshField("mode", modeType),
                ]))
            #expect(built.data == [175, 175, 109, 31, 13, 152, 155, 237] + body)
            let decoded = try idl.decode(built)
            #expect(decoded.name == "initialize" && decoded.account("vault") == vault.address)
            for (name, value) in arguments { #expect(decoded.argument(name) == value) }
        }
        // An absent optional account is the program id (Anchor's convention), and decodes as absent.
        let (user, vault) = (PublicKey.tokenProgram, PublicKey.memoProgram)
        let close = try idl.instruction(named: "close", accounts: ["user": user, "vault": vault])
        #expect(close.accounts.last == .readonly(idl.publicKey) && close.data == [98, 165, 201, 177, 108, 65, 206, 96])
        let decoded = try idl.decode(close)
        #expect(decoded.name == "close" && decoded.account("extra") == nil && decoded.accounts.count == 2)
        let vaultType = try idl.borshType(idl.accounts[0].data)
        #expect(vaultType.fixedSize == 41)
    }

    @Test("malformed IDLs are typed errors naming the kind and the JSON path")
    func malformed() throws {
        #expect(
            try Self.reads(
                Self.edited("compute-budget") { root in
                    var program = root["program"] as! [String: Any]
                    var instructions = program["instructions"] as! [[String: Any]]
                    var arguments = instructions[2]["arguments"] as! [[String: Any]]
                    arguments[1]["type"] = ["kind": "float128TypeNode"]
                    instructions[2]["arguments"] = arguments
                    program["instructions"] = instructions
                    root["program"] = program
                })
                == .unknownKind(kind: "float128TypeNode", path: "$.program.instructions[2].arguments[1].type"))
        #expect(
            try Self.reads(Self.edited("memo") { $0["kind"] = "programNode" })
                == .notAnIDL(reason: "root kind is 'programNode', not 'rootNode'"))
        #expect(
            try Self.reads(
                Self.edited("memo") { root in
                    var program = root["program"] as! [String: Any]
                    program["publicKey"] = "not-a-key"
                    root["program"] = program
                }) == .invalidValue(path: "$.program.publicKey", reason: "not a base58 public key"))
        #expect(
            try Self.reads(
                Self.edited("memo") { root in
                    var program = root["program"] as! [String: Any]
                    program.removeValue(forKey: "name")
                    root["program"] = program
                }) == .missingField(name: "name", path: "$.program"))
        // A link to nothing, a type that contains itself, a big-endian number.
        func withType(_ type: [String: Any], defined: [[String: Any]] = []) throws -> IDLReadError? {
            try Self.reads(
                Self.edited("memo") { root in
                    var program = root["program"] as! [String: Any]
                    var instructions = program["instructions"] as! [[String: Any]]
                    var arguments = instructions[0]["arguments"] as! [[String: Any]]
                    arguments[0]["type"] = type
                    instructions[0]["arguments"] = arguments
                    program["instructions"] = instructions
                    program["definedTypes"] = defined
                    root["program"] = program
                })
        }
        #expect(
            try withType(["kind": "definedTypeLinkNode", "name": "ghost"])
                == .unresolvedType(name: "ghost", path: "$.program.instructions[0].arguments[0].type"))
        let loop: [String: Any] = [
            "kind": "definedTypeNode", "name": "loop",
            "type": [
                "kind": "structTypeNode",
                "fields": [
                    [
                        "kind": "structFieldTypeNode", "name": "next",
                        "type": ["kind": "definedTypeLinkNode", "name": "loop"],
                    ]
                ],
            ],
        ]
        #expect(
            try withType(["kind": "definedTypeLinkNode", "name": "loop"], defined: [loop])
                == .unresolvedType(name: "loop", path: "$.program.instructions[0].arguments[0].type"))
        #expect(
            try withType(["kind": "numberTypeNode", "format": "u64", "endian": "be"])
                == .unsupported(feature: "big-endian number", path: "$.program.instructions[0].arguments[0].type"))
        // Types that share each other (t_i = {a: t_{i-1}, b: t_{i-1}}) would expand to 2^25 nodes: refused at a bound.
        var shared: [[String: Any]] = [["kind": "definedTypeNode", "name": "t0", "type": ["kind": "booleanTypeNode"]]]
        for level in 1...25 {
            let link: [String: Any] = ["kind": "definedTypeLinkNode", "name": "t\(level - 1)"]
            let fields: [[String: Any]] = ["a", "b"].map { ["kind": "structFieldTypeNode", "name": $0, "type": link] }
            shared.append(
                ["kind": "definedTypeNode", "name": "t\(level)", "type": ["kind": "structTypeNode", "fields": fields]])
        }
        let started = Date()
        guard
            case .unsupported(let feature, _) = try withType(
                ["kind": "definedTypeLinkNode", "name": "t25"], defined: shared), feature.contains("100000 nodes")
        else {
            Issue.record("a 2^25-node type was not refused by the node bound")
            return
        }
        #expect(Date().timeIntervalSince(started) < 5)
        // Too large, too deep, not JSON.
        let memo = try Self.fixture("memo")
        #expect(
            (try? ProgramIDL(json: memo, limits: IDLReadLimits(maxBytes: 100))) == nil
                && Self.readsWith(memo, IDLReadLimits(maxBytes: 100)) == .tooLarge(size: memo.count, limit: 100))
        let deep = Array(String(repeating: "[", count: 400).utf8) + Array(String(repeating: "]", count: 400).utf8)
        #expect({ if case .tooDeep = Self.reads(deep) { true } else { false } }())
        #expect({ if case .invalidJSON = Self.reads(Array("{\"kind\": ".utf8)) { true } else { false } }())
    }

    static func readsWith(_ bytes: [UInt8], _ limits: IDLReadLimits) -> IDLReadError? {
        do {
            _ = try ProgramIDL(json: bytes, limits: limits)
            return nil
        } catch { return error }
    }

    @Test("every truncation and random byte edits of the fixtures: a model or a typed error, never a trap")
    func truncatedAndMutated() throws {
        let failures = try Property.check("idl mutations", iterations: 60) { rng in
            let name = ["system", "token", "associated-token-account", "memo", "compute-budget", "anchor-vault-demo"][
                Int.random(in: 0..<6, using: &rng)]
            let bytes = try Self.fixture(name)
            let cut = Int.random(in: 0..<bytes.lastIndex(of: UInt8(ascii: "}"))!, using: &rng)
            guard case .invalidJSON = Self.reads(Array(bytes[..<cut])) else { return "\(name) cut at \(cut) read" }
            var mutated = bytes
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                mutated[Int.random(in: 0..<mutated.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            if let error = Self.reads(mutated), error.description.isEmpty { return "empty description" }
            return nil
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
