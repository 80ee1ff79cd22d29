import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import SolanaRPC
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// The IDL registry (files under the wallet's data directory), registered IDLs naming instructions, and custom
/// program errors explained, on the fixtures of Tests/Fixtures/idl and on localnet.
@Suite struct IDLRegistryTests {
    static func fixture(_ name: String) throws -> [UInt8] { Array(try Oracle.fixture("idl/\(name).json")) }

    static func temporaryRegistry(limits: IDLReadLimits = .standard) -> IDLRegistry {
        IDLRegistry(directory: NSTemporaryDirectory() + "idl-registry-" + UUID().uuidString, limits: limits)
    }

    static let vaultId = try! PublicKey("Fg6PaFpoGXkYsidMpWTK6W2BeZ7FEfcYkg476zPFsLnS")

    /// The VaultDemo `initialize` instruction, built from its IDL.
    static func vaultInitialize(user: PublicKey) throws -> Instruction {
        let program = try ProgramIDL(json: fixture("anchor-vault-demo"))
        return try program.instruction(
            named: "initialize", accounts: ["user": user],
            arguments: [
                "amount": .uint(5_000), "label": .string("savings"), "pairs": .list([]),
                "mode": .variant(1, .list([.int(-7), .bool(true)])),
            ])
    }

    @Test func addListLoadRemove() throws {
        let registry = Self.temporaryRegistry()
        defer { try? FileManager.default.removeItem(atPath: registry.directory) }
        #expect(try registry.list().isEmpty)
        let vault = try registry.add(json: Self.fixture("anchor-vault-demo"))
        #expect(vault.publicKey == Self.vaultId)
        let memo = try registry.add(json: Self.fixture("memo"))
        let listed = try registry.list()
        #expect(Set(listed.map(\.name)) == ["vault_demo", memo.name])
        let entry = try #require(listed.first { $0.name == "vault_demo" })
        #expect(entry.programId == Self.vaultId.base58 && entry.format == "anchor" && entry.instructions == 2)
        #expect(entry.errors == 1)
        #expect(try registry.load(Self.vaultId)?.name == "vault_demo")
        #expect(FileManager.default.fileExists(atPath: registry.directory + "/" + Self.vaultId.base58 + ".json"))

        // A second IDL for the same program replaces the first only when asked.
        #expect(throws: IDLRegistryError.alreadyRegistered(programId: Self.vaultId, name: "vault_demo")) {
            try registry.add(json: Self.fixture("anchor-vault-demo"))
        }
        var changed = String(decoding: try Self.fixture("anchor-vault-demo"), as: UTF8.self)
        changed = changed.replacingOccurrences(of: "\"vault_demo\"", with: "\"vault_demo_v2\"")
        try registry.add(json: Array(changed.utf8), replace: true)
        #expect(try registry.load(Self.vaultId)?.name == "vault_demo_v2")

        try registry.remove(Self.vaultId)
        #expect(try registry.load(Self.vaultId) == nil)
        #expect(throws: IDLRegistryError.notRegistered(Self.vaultId)) { try registry.remove(Self.vaultId) }
        #expect(try registry.list().map(\.name) == [memo.name])
    }

    @Test func refusesWhatIsNotAnIDL() throws {
        let registry = Self.temporaryRegistry()
        defer { try? FileManager.default.removeItem(atPath: registry.directory) }
        for text in ["", "{", "[]", "{\"kind\":\"rootNode\"}", "{\"address\":\"x\",\"instructions\":[]}"] {
            do {
                try registry.add(json: Array(text.utf8))
                Issue.record("accepted \(text)")
            } catch {
                guard case .invalidIDL = error else {
                    Issue.record("\(text): \(error)")
                    continue
                }
            }
        }
        let small = Self.temporaryRegistry(limits: IDLReadLimits(maxBytes: 100))
        #expect(throws: IDLRegistryError.invalidIDL(.tooLarge(size: try Self.fixture("memo").count, limit: 100))) {
            try small.add(json: Self.fixture("memo"))
        }
        #expect(try registry.list().isEmpty)
    }

    @Test func aCorruptStoredFileIsATypedErrorNamingIt() throws {
        let registry = Self.temporaryRegistry()
        defer { try? FileManager.default.removeItem(atPath: registry.directory) }
        try registry.add(json: Self.fixture("memo"))
        try registry.add(json: Self.fixture("anchor-vault-demo"))
        let path = registry.path(of: Self.vaultId)

        // Truncated, another program's IDL under this id, and too large for the limits: each names the file.
        let vault = try Self.fixture("anchor-vault-demo")
        let memo = try Self.fixture("memo")
        for bytes in [Array(vault.prefix(vault.count / 2)), memo, [UInt8](repeating: 0x20, count: 5 << 20)] {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            do {
                _ = try registry.load(Self.vaultId)
                Issue.record("a corrupt file loaded")
            } catch {
                guard case .corrupt(let named, _) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(named == path)
                #expect(error.description.contains(path))
            }
            #expect(throws: IDLRegistryError.self) { try registry.list() }
            // Decoding still works with the others; the corrupt file is reported.
            let programs = registry.programs()
            #expect(programs.programs.count == 1 && programs.problems.count == 1)
        }
        // A file whose name is not a program id.
        try registry.remove(Self.vaultId)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: registry.directory + "/notakey.json"))
        #expect(registry.programs().problems.count == 1)
    }

    @Test func registeredIDLsNameInstructionsAndTheNativeDecoderWins() throws {
        let user = Keypair.generate().publicKey
        let instruction = try Self.vaultInitialize(user: user)
        let programs = RegisteredPrograms([
            try ProgramIDL(json: Self.fixture("anchor-vault-demo")), try ProgramIDL(json: Self.fixture("token")),
        ])
        let named = try #require(programs.interpret(instruction))
        #expect(named.program == "vault_demo" && named.name == "initialize")
        #expect(named.info["user"] == .key(user))
        #expect(named.info["amount"] == .string("5000"))
        #expect(named.info["label"] == .string("savings"))
        #expect(named.info["pairs"] == .list([]))
        #expect(
            named.info["mode"]
                == .object(
                    InstructionReport.Info([
                        ("variant", .string("Locked")), ("value", .list([.string("-7"), .boolean(true)])),
                    ])))
        #expect(named.info["systemProgram"] == .key(.systemProgram))
        #expect(named.info.fields.map(\.0) == ["user", "vault", "systemProgram", "amount", "label", "pairs", "mode"])

        // Without the interpreter the instruction is unknown; with it, the report names it.
        let payer = Keypair.generate()
        let transfer = TokenProgram.transfer(
            source: Keypair.generate().publicKey, destination: Keypair.generate().publicKey, owner: payer.publicKey,
            amount: 9)
        let tx = try Transaction(
            feePayer: payer.publicKey, blockhash: try Hash(bytes: [UInt8](repeating: 7, count: 32)),
            instructions: [instruction, transfer])
        let plain = TransactionReport(tx)
        #expect(plain.instructions[0].type == nil && plain.instructions[0].program == Self.vaultId.base58)
        let report = TransactionReport(tx, interpreter: programs)
        #expect(report.instructions[0].program == "vault_demo" && report.instructions[0].type == "initialize")
        #expect(report.instructions[0].info?["amount"] == .string("5000"))
        // The token program has a registered IDL, but its native decoding wins.
        #expect(report.instructions[1].program == "spl-token" && report.instructions[1].type == "transfer")
        #expect(InstructionDecoder.decode(transfer, interpreter: programs).interpreted == nil)

        // Data the IDL does not read stays unknown.
        let garbage = Instruction(programId: Self.vaultId, accounts: [], data: [1, 2, 3])
        #expect(programs.interpret(garbage) == nil)
    }

    @Test func idlNamesBecomeCamelCaseKeys() {
        let cases = [
            ("system_program", "systemProgram"), ("amount", "amount"), ("Locked", "locked"), ("a__b", "aB"),
            ("", "field"), ("9lives", "field9lives"), ("\u{1b}[31mred", "field31mred"), ("naïve_name", "naVeName"),
        ]
        for (name, key) in cases { #expect(IDLValueReport.key(name) == key, "\(name)") }
    }

    @Test func namingDoesNotChangeThePolicy() throws {
        let signer = Keypair.generate().publicKey
        let instruction = try Self.vaultInitialize(user: signer)
        let state = AccountState(lamports: 1_000_000_000, owner: .systemProgram)
        let after = AccountState(lamports: 900_000_000, owner: .systemProgram)
        let snapshots = [TransactionEffects.Snapshot(address: signer, before: state, after: after)]
        let programs = RegisteredPrograms([try ProgramIDL(json: Self.fixture("anchor-vault-demo"))])
        func effects(_ interpreter: (any InstructionInterpreting)?) -> TransactionEffects {
            TransactionEffects.compute(
                signers: [signer], feePayer: signer, fee: 5_000, snapshots: snapshots, instructions: [instruction],
                interpreter: interpreter, rentExemptMinimum: { _ in 0 })
        }
        let plain = effects(nil)
        let named = effects(programs)
        #expect(named.unreadableWrites.count == plain.unreadableWrites.count && plain.unreadableWrites.count == 1)
        #expect(named.unreadableWrites[0].interpreted?.name == "initialize")
        #expect(plain.steps == ["\(Self.vaultId.base58).unknown"])
        #expect(named.steps == ["vault_demo (\(Self.vaultId.base58)).initialize"])
        for policy in [SigningPolicy.payment(cap: try PaymentCap("0.01")), .general] {
            let before = policy.refusals(plain, decimals: [:])
            let withIDL = policy.refusals(named, decimals: [:])
            #expect(before.count == withIDL.count, "\(before) vs \(withIDL)")
            for (a, b) in zip(before, withIDL) {
                switch (a, b) {
                case (
                    .instructionNotAllowed(let i, _, let unnamed), .instructionNotAllowed(let j, let program, let name)
                ):
                    #expect(i == j && unnamed == "unknown" && name == "initialize")
                    #expect(program == "vault_demo (\(Self.vaultId.base58))")
                case (.unreadableWrite, .unreadableWrite):
                    #expect(b.description.contains("vault_demo") && b.description.contains("initialize"))
                default: #expect(a == b)
                }
            }
        }
        #expect(SigningPolicy.payment(cap: nil).refusals(named, decimals: [:]).count >= 2)
    }

    @Test func customErrorsAreExplained() throws {
        let error = JSONValue.object(["InstructionError": .array([.uint(0), .object(["Custom": .uint(1)])])])
        #expect(ProgramErrorExplanation.customError(in: error)! == (0, 1))
        #expect(
            ProgramErrorExplanation.explain(error, programIds: [.tokenProgram])
                == "instruction 1 (spl-token): custom program error 0x1 (InsufficientFunds: Insufficient funds)")
        #expect(
            ProgramErrorExplanation.describe(code: 17, program: .token2022Program)
                == "custom program error 0x11 (AccountFrozen: Account is frozen)")
        #expect(
            ProgramErrorExplanation.describe(code: 1, program: .systemProgram)
                == "custom program error 0x1 (ResultWithNegativeLamports: account does not have enough SOL to "
                + "perform the operation)")
        #expect(ProgramErrorExplanation.describe(code: 99, program: .tokenProgram) == "custom program error 0x63")
        #expect(ProgramErrorExplanation.describe(code: 1, program: nil) == "custom program error 0x1")

        // A registered IDL's errors, the program found from the logs when the message is not at hand.
        let programs = RegisteredPrograms([try ProgramIDL(json: Self.fixture("anchor-vault-demo"))])
        let vaultError = JSONValue.object(["InstructionError": .array([.uint(1), .object(["Custom": .uint(6000)])])])
        let logs = [
            "Program \(Self.vaultId.base58) invoke [1]",
            "Program \(Self.vaultId.base58) failed: custom program error: 0x1770",
        ]
        #expect(
            ProgramErrorExplanation.explain(vaultError, logs: logs, naming: programs)
                == "instruction 2 (vault_demo): custom program error 0x1770 (Locked: The vault is locked)")
        #expect(
            ProgramErrorExplanation.explain(vaultError, logs: logs)
                == "instruction 2 (\(Self.vaultId.base58)): custom program error 0x1770")

        // Not custom errors, and hostile shapes: nil, never a trap.
        for other: JSONValue in [
            .string("AccountNotFound"), .null, .object(["InstructionError": .array([.uint(0), .string("Foo")])]),
            .object(["InstructionError": .array([.int(-1), .object(["Custom": .uint(1)])])]),
            .object(["InstructionError": .array([.uint(0), .object(["Custom": .uint(1 << 40)])])]),
            .object(["InstructionError": .array([.uint(0)])]),
        ] {
            #expect(ProgramErrorExplanation.explain(other, programIds: [.tokenProgram]) == nil, "\(other)")
            #expect(ProgramErrorExplanation.text(other) == "\(other)")
        }
    }

    /// A real failed transaction: an SPL Token transfer of more than the balance fails with custom error 1 in the
    /// node's simulation and on chain; both are explained as InsufficientFunds.
    @Test func aFailedTokenTransferOnLocalnetIsNamed() async throws {
        let localnet = try Localnet()
        defer { localnet.stop() }
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let owner = Keypair.generate()
        try await client.airdrop(owner.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let (tx, lastValidBlockHeight) = try await Chain.overdrawnTokenTransfer(client, owner: owner)
        let programIds = try tx.message.decompiledInstructions().map(\.programId)

        let simulation = try await client.send(
            .simulateTransaction(try tx.serialize(), sigVerify: false, replaceRecentBlockhash: true)
        ).value
        let error = try #require(simulation.err)
        let expected = "instruction 2 (spl-token): custom program error 0x1 (InsufficientFunds: Insufficient funds)"
        #expect(ProgramErrorExplanation.explain(error, programIds: programIds) == expected, "\(error)")
        #expect(
            ProgramErrorExplanation.explain(error, logs: simulation.logs ?? []) == expected, "\(simulation.logs ?? [])")

        let outcome = try await client.sendAndConfirm(
            tx, lastValidBlockHeight: lastValidBlockHeight, options: .init(skipPreflight: true))
        guard case .failed(let failure) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(failure.stage == .onChain)
        let text = SendError.failed(failure).description
        #expect(text.contains("— " + expected), "\(text)")
    }
}
