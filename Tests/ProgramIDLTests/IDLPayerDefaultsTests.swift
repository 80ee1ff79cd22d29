import Borsh
import Foundation
import ProgramIDL
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// Accounts that default to the payer (`payerValueNode`) or the identity (`identityValueNode`): one key fills them all,
/// in the interpreter (`payer:`) and in generated builders (`defaulted(payer:identity:…)`), on
/// Tests/Fixtures/idl/codama-payer-demo.json (two of each in one instruction) and the System and SPL Token IDLs.
@Suite("ProgramIDL payer and identity defaults") struct IDLPayerDefaultsTests {
    static let seeded = "SOLWALLET_TEST_SEED=\(Property.seed)"

    static func key(_ rng: inout SeededGenerator) -> PublicKey { try! PublicKey(bytes: rng.bytes(32)) }

    static func idl(_ name: String) throws -> ProgramIDL {
        try ProgramIDL(json: Array(Oracle.fixture("idl/\(name).json")))
    }

    @Test("the interpreter: one payer fills both payer defaults and both identity defaults; an optional one stays out")
    func interpreter() throws {
        let idl = try Self.idl("codama-payer-demo")
        var rng = SeededGenerator(seed: Property.seed)
        for _ in 0..<10 {
            let (thing, payer, owner) = (Self.key(&rng), Self.key(&rng), Self.key(&rng))
            let amount = UInt64.random(in: 0...UInt64.max, using: &rng)
            let built = try idl.instruction(
                named: "createThing", accounts: ["thing": thing], arguments: ["amount": .uint(amount)], payer: payer)
            #expect(
                built.accounts == [
                    AccountMeta(publicKey: thing, isSigner: true, isWritable: true),
                    AccountMeta(publicKey: payer, isSigner: true, isWritable: true),
                    AccountMeta(publicKey: payer, isSigner: true, isWritable: false),
                    AccountMeta(publicKey: payer, isSigner: false, isWritable: false),
                    AccountMeta(publicKey: payer, isSigner: true, isWritable: true),
                    .readonly(idl.publicKey), .readonly(.systemProgram),
                ], "\(Self.seeded)")
            #expect(built.data == [0] + withUnsafeBytes(of: amount.littleEndian, Array.init))
            // A given account keeps its key.
            let given = try idl.instruction(
                named: "createThing", accounts: ["thing": thing, "owner": owner], arguments: ["amount": .uint(amount)],
                payer: payer)
            #expect(given.accounts[3].publicKey == owner && given.accounts[2].publicKey == payer)
        }
        #expect(throws: IDLInstructionError.missingAccount(instruction: "createThing", account: "payer")) {
            try idl.instruction(named: "createThing", accounts: ["thing": .zero], arguments: ["amount": .uint(1)])
        }
    }

    @Test("generated builders: defaulted(payer:identity:) fills every such account, as the initializer and interpreter")
    func generated() throws {
        let idl = try Self.idl("codama-payer-demo")
        var rng = SeededGenerator(seed: Property.seed &+ 1)
        for _ in 0..<10 {
            let (thing, payer, wallet, delegate) = (Self.key(&rng), Self.key(&rng), Self.key(&rng), Self.key(&rng))
            let amount = UInt64.random(in: 0...UInt64.max, using: &rng)
            // The identity is the payer when not given.
            let one = CreateThingInstruction.defaulted(payer: payer, thing: thing, amount: amount)
            #expect(
                one
                    == CreateThingInstruction(
                        thing: thing, payer: payer, authority: payer, owner: payer, rentPayer: payer, amount: amount))
            #expect(
                try one.instruction()
                    == idl.instruction(
                        named: "createThing", accounts: ["thing": thing], arguments: ["amount": .uint(amount)],
                        payer: payer), "\(Self.seeded)")
            // A wallet that is not the payer: identity defaults take it, payer defaults the payer.
            let two = CreateThingInstruction.defaulted(
                payer: payer, identity: wallet, thing: thing, delegate: delegate, amount: amount)
            #expect(
                two
                    == CreateThingInstruction(
                        thing: thing, payer: payer, authority: wallet, owner: wallet, rentPayer: payer,
                        delegate: delegate, amount: amount))
            #expect(
                try two.instruction()
                    == idl.instruction(
                        named: "createThing",
                        accounts: ["thing": thing, "authority": wallet, "owner": wallet, "delegate": delegate],
                        arguments: ["amount": .uint(amount)], payer: payer), "\(Self.seeded)")
            // Only a payer default; an account named `identity` (no default) leaves the label to `identity_2`.
            #expect(
                FundInstruction.defaulted(payer: payer, target: thing, lamports: amount)
                    == FundInstruction(payer: payer, target: thing, lamports: amount))
            #expect(
                TouchInstruction.defaulted(identity_2: wallet, identity: thing)
                    == TouchInstruction(identity: thing, signer: wallet))
        }
    }

    @Test("the System and SPL Token clients: createAccount's payer and transfer's authority, by one key")
    func fixtures() throws {
        var rng = SeededGenerator(seed: Property.seed &+ 2)
        for _ in 0..<10 {
            let (payer, account, owner) = (Self.key(&rng), Self.key(&rng), Self.key(&rng))
            let (lamports, space) = (
                UInt64.random(in: 0...1 << 40, using: &rng), UInt64.random(in: 0...10_240, using: &rng)
            )
            let create = try CreateAccountInstruction.defaulted(
                payer: payer, newAccount: account, lamports: lamports, space: space, programAddress: owner
            ).instruction()
            #expect(
                create
                    == SystemProgram.createAccount(
                        from: payer, newAccount: account, lamports: lamports, space: space, owner: owner))
            let (source, destination) = (Self.key(&rng), Self.key(&rng))
            let amount = UInt64.random(in: 0...UInt64.max, using: &rng)
            let transfer = try TransferInstruction.defaulted(
                identity: owner, source: source, destination: destination, amount: amount
            ).instruction()
            #expect(
                transfer
                    == TokenProgram.transfer(source: source, destination: destination, owner: owner, amount: amount))
        }
    }
}
