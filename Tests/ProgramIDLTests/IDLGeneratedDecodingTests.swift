import Borsh
import ProgramIDL
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// Generated clients read instructions back (`init(decoding:programId:)` and the program's `decode(_:)`): the SDK's
/// hand-written builders' instructions become the generated types with the same fields, and build again to the same
/// bytes; every refusal is a typed error. The Anchor clients' round trips against borsh-construct are in
/// IDLAnchorOracleTests.
@Suite("ProgramIDL generated instruction decoding") struct IDLGeneratedDecodingTests {
    @Test("the SDK's instructions read back as the generated types, with their fields, and build again the same")
    func handWrittenInstructionsReadBack() throws {
        var rng = SeededGenerator(seed: Property.seed)
        let seeded = "SOLWALLET_TEST_SEED=\(Property.seed)"
        func key() -> PublicKey { try! PublicKey(bytes: rng.bytes(32)) }
        for _ in 0..<30 {
            let (a, b, c, d) = (key(), key(), key(), key())
            let amount = UInt64.random(in: 0...UInt64.max, using: &rng)
            let decimals = UInt8.random(in: 0...255, using: &rng)

            let transfer = SystemProgram.transfer(from: a, to: b, lamports: amount)
            let sol = try #require(try SystemIDLProgram.decode(transfer) as? TransferSolInstruction, "\(seeded)")
            #expect(sol == TransferSolInstruction(source: a, destination: b, amount: amount), "\(seeded)")
            #expect(try sol.instruction() == transfer)

            // An optional account of the omitted strategy: present when there are more accounts than the required.
            let seed = String(repeating: "s€", count: Int.random(in: 0...5, using: &rng))
            let withSeed = SystemProgram.createAccountWithSeed(
                from: a, newAccount: b, base: c, seed: seed, lamports: amount, space: 165, owner: d)
            let created = try CreateAccountWithSeedInstruction(decoding: withSeed)
            #expect(
                created.baseAccount == c && created.base == c && created.seed == seed && created.programAddress == d)
            #expect(try created.instruction() == withSeed, "\(seeded)")
            var twoAccounts = withSeed
            twoAccounts.accounts.removeLast()
            #expect(try CreateAccountWithSeedInstruction(decoding: twoAccounts).baseAccount == nil)

            // A multisig authority: `authoritySigns` from the account's flag, the signers as remaining accounts.
            let signers = (0..<Int.random(in: 0...3, using: &rng)).map { _ in key() }
            let checked = TokenProgram.transferChecked(
                source: a, mint: b, destination: c, owner: d, amount: amount, decimals: decimals, signers: signers)
            let token = try #require(try TokenIDLProgram.decode(checked) as? TransferCheckedInstruction)
            #expect(token.authoritySigns == signers.isEmpty && token.remainingAccounts == signers, "\(seeded)")
            #expect(token.amount == amount && token.decimals == decimals && token.authority == d)
            #expect(try token.instruction() == checked, "\(seeded)")

            // No discriminator: the memo's text is the whole data.
            let text = String(repeating: "memo ✓ ", count: Int.random(in: 1...9, using: &rng))
            let memo = try #require(
                try MemoIDLProgram.decode(
                    Instruction(programId: MemoIDLProgram.programId, accounts: [], data: Array(text.utf8)))
                    as? AddMemoInstruction)
            #expect(memo.memo == text)
        }
    }

    @Test("what is not the instruction is refused with a typed error")
    func refusals() throws {
        let (a, b) = (PublicKey(staticString: "11111111111111111111111111111112"), PublicKey.tokenProgram)
        let transfer = SystemProgram.transfer(from: a, to: b, lamports: 5)
        #expect(
            throws: IDLInstructionDecodingError.programMismatch(
                instruction: "transferSol", expected: SystemIDLProgram.programId, found: b)
        ) {
            try TransferSolInstruction(
                decoding: Instruction(programId: b, accounts: transfer.accounts, data: transfer.data))
        }
        #expect(
            throws: IDLInstructionDecodingError.programMismatch(
                instruction: "system", expected: SystemIDLProgram.programId, found: b)
        ) { try SystemIDLProgram.decode(Instruction(programId: b, accounts: [], data: [])) }
        // Another instruction's discriminator (transferSol is 2; assign is 1).
        let assign = SystemProgram.assign(account: a, owner: b)
        #expect(throws: IDLInstructionDecodingError.discriminatorMismatch(instruction: "transferSol")) {
            try TransferSolInstruction(decoding: assign)
        }
        #expect(throws: IDLInstructionDecodingError.unknownInstruction(program: "system")) {
            try SystemIDLProgram.decode(
                Instruction(programId: SystemIDLProgram.programId, accounts: [], data: [99, 0, 0, 0]))
        }
        // Too short for the discriminator is no match either; too short for the arguments is bad data.
        #expect(throws: IDLInstructionDecodingError.discriminatorMismatch(instruction: "transferSol")) {
            try TransferSolInstruction(
                decoding: Instruction(programId: SystemIDLProgram.programId, accounts: [], data: [2]))
        }
        var short = transfer
        short.data.removeLast()
        #expect(
            throws: IDLInstructionDecodingError.invalidData(
                instruction: "transferSol", .unexpectedEnd(offset: 4, needed: 1))
        ) { try TransferSolInstruction(decoding: short) }
        var long = transfer
        long.data.append(0)
        #expect(
            throws: IDLInstructionDecodingError.invalidData(
                instruction: "transferSol", .trailingBytes(offset: 12, count: 1))
        ) { try TransferSolInstruction(decoding: long) }
        var oneAccount = transfer
        oneAccount.accounts.removeLast()
        #expect(
            throws: IDLInstructionDecodingError.notEnoughAccounts(instruction: "transferSol", expected: 2, found: 1)
        ) {
            try TransferSolInstruction(decoding: oneAccount)
        }
        let huge = Instruction(
            programId: MemoIDLProgram.programId, accounts: [], data: [UInt8](repeating: 65, count: 4097))
        #expect(throws: IDLInstructionDecodingError.tooLarge(instruction: "addMemo", size: 4097, limit: 4096)) {
            try AddMemoInstruction(decoding: huge)
        }
        // Accounts after those the IDL names are passed over, as the program does.
        var extra = transfer
        extra.accounts.append(.readonly(b))
        #expect(try TransferSolInstruction(decoding: extra).instruction() == transfer)
    }
}
