import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

/// Signing, partial signing, external signatures, verification, size limits, the DSL and durable nonces.
@Suite struct TransactionTests {
    let alice = try! Keypair(seed: [UInt8](repeating: 1, count: 32))
    let bob = try! Keypair(seed: [UInt8](repeating: 2, count: 32))
    let carol = try! Keypair(seed: [UInt8](repeating: 3, count: 32))
    let hash = try! Hash(bytes: [UInt8](repeating: 9, count: 32))

    func threeSignerTransaction(version: TransactionVersion = .legacy) throws -> Transaction {
        try Transaction(feePayer: alice.publicKey, blockhash: hash, version: version) {
            SystemProgram.transfer(from: bob.publicKey, to: alice.publicKey, lamports: 10)
            MemoProgram.memo("hi", signers: [carol.publicKey])
        }
    }

    @Test func headerAndOrder() throws {
        let tx = try threeSignerTransaction()
        let header = tx.message.header
        #expect(header.numRequiredSignatures == 3)
        #expect(header.numReadonlySignedAccounts == 1)  // carol signs the memo read-only
        #expect(header.numReadonlyUnsignedAccounts == 2)  // the two programs
        #expect(tx.signers[0] == alice.publicKey)
        #expect(tx.signers[2] == carol.publicKey)
        #expect(tx.signatures == [.zero, .zero, .zero])
        #expect(Set(tx.missingSigners) == Set([alice.publicKey, bob.publicKey, carol.publicKey]))
    }

    @Test(arguments: [TransactionVersion.legacy, .v0])
    func signInAnyOrderAndPartially(version: TransactionVersion) throws {
        var tx = try threeSignerTransaction(version: version)
        try tx.sign(carol)
        #expect(tx.verifySignatures() == [false, false, true])
        #expect(!tx.isFullySignedAndValid)
        try tx.sign([bob, alice])
        #expect(tx.verifySignatures() == [true, true, true])
        #expect(tx.isFullySignedAndValid)
        let again = try threeSignerTransaction(version: version).signed(alice, carol, bob)
        #expect(again == tx)  // Ed25519 is deterministic: order does not matter
    }

    @Test func externalSignatures() throws {
        var tx = try threeSignerTransaction()
        let message = tx.message.serialize()
        try tx.addSignature(bob.sign(message), publicKey: bob.publicKey)
        #expect(tx.verifySignatures() == [false, true, false])
        #expect(throws: TransactionError.invalidSignature(signer: carol.publicKey)) {
            try tx.addSignature(alice.sign(message), publicKey: carol.publicKey)
        }
        let stranger = Keypair.generate()
        #expect(throws: TransactionError.notASigner(stranger.publicKey)) {
            try tx.addSignature(stranger.sign(message), publicKey: stranger.publicKey)
        }
        #expect(throws: TransactionError.notASigner(stranger.publicKey)) { try tx.sign([alice, stranger]) }
        #expect(tx.signatures[0] == .zero, "a failed sign changes nothing")
    }

    @Test func tamperingBreaksVerification() throws {
        let tx = try threeSignerTransaction().signed(alice, bob, carol)
        var bytes = tx.wireBytes
        bytes[bytes.count - 1] ^= 1  // the memo text
        let tampered = try Transaction(wireBytes: bytes)
        #expect(tampered.verifySignatures() == [false, false, false])
    }

    @Test func tooLargeStatesTheSize() throws {
        // Refused when compiled: a transaction over one packet can never be sent.
        let memo = MemoProgram.memo(String(repeating: "x", count: 1100))
        let message = try LegacyMessage(instructions: [memo], feePayer: alice.publicKey, recentBlockhash: hash)
        let size = Transaction(message: .legacy(message)).serializedSize
        #expect(size > Transaction.maxSize)
        #expect(throws: TransactionError.tooLarge(size: size, limit: 1232)) {
            try Transaction(feePayer: alice.publicKey, blockhash: hash) { memo }
        }
        #expect(TransactionError.tooLarge(size: size, limit: 1232).description.contains("\(size) bytes"))
        // Built from a message anyway, it still reports its size and refuses to serialize.
        let tx = Transaction(message: .legacy(message))
        #expect(throws: TransactionError.tooLarge(size: size, limit: 1232)) { try tx.serialize() }
        #expect(tx.wireBytes.count == size)
    }

    @Test func dslWithIfAndFor() throws {
        let payees = (0..<3).map { _ in Keys.random() }
        let memo: String? = "rent"
        let withBudget = true
        let tx = try Transaction(feePayer: alice.publicKey, blockhash: hash) {
            if withBudget {
                ComputeBudgetProgram.setComputeUnitLimit(10_000)
            } else {
                ComputeBudgetProgram.setComputeUnitPrice(microLamports: 1)
            }
            for payee in payees { SystemProgram.transfer(from: alice.publicKey, to: payee, lamports: 1) }
            if let memo { MemoProgram.memo(memo) }
        }
        let decoded = try InstructionDecoder.decode(tx.message)
        #expect(decoded.count == 5)
        #expect(decoded[0] == .computeBudget(.setComputeUnitLimit(units: 10_000)))
        #expect(decoded[3] == .system(.transfer(from: alice.publicKey, to: payees[2], lamports: 1)))
        guard case .memo(let note) = decoded[4] else { Issue.record("no memo"); return }
        #expect(note.text == "rent")
    }

    @Test func durableNoncePutsAdvanceFirst() throws {
        let nonceAccount = Keys.random(), nonceValue = Keys.hash()
        let tx = try Transaction(
            feePayer: alice.publicKey,
            nonce: DurableNonce(account: nonceAccount, authority: bob.publicKey, value: nonceValue)
        ) {
            SystemProgram.transfer(from: alice.publicKey, to: carol.publicKey, lamports: 5)
        }
        #expect(tx.message.recentBlockhash == nonceValue)
        let decoded = try InstructionDecoder.decode(tx.message)
        #expect(decoded[0] == .system(.advanceNonceAccount(nonce: nonceAccount, authority: bob.publicKey)))
        #expect(tx.signers.contains(bob.publicKey))
    }

    @Test func v0WithoutTablesIsLegacyBodyPlusPrefix() throws {
        let instructions = [SystemProgram.transfer(from: alice.publicKey, to: bob.publicKey, lamports: 1_000_000)]
        let legacy = try LegacyMessage(instructions: instructions, feePayer: alice.publicKey, recentBlockhash: hash)
            .serialize()
        let v0 = try MessageV0(instructions: instructions, feePayer: alice.publicKey, recentBlockhash: hash).serialize()
        #expect(v0 == [0x80] + legacy + [0])
        // The spec §2.5 layout: header 01 00 01, 3 keys, System program = 32 zero bytes, transfer data.
        #expect(Array(legacy.prefix(4)) == [1, 0, 1, 3])
        #expect(Array(legacy.suffix(18)) == [1, 2, 2, 0, 1, 12, 2, 0, 0, 0, 0x40, 0x42, 0x0f, 0, 0, 0, 0, 0])
        #expect(legacy.count == 150)
    }

    @Test func decodingErrorsAreTyped() throws {
        let tx = try threeSignerTransaction(version: .v0).signed(alice, bob, carol)
        var bytes = tx.wireBytes
        let prefixAt = 1 + 3 * 64
        #expect(bytes[prefixAt] == 0x80)
        bytes[prefixAt] = 0x82
        #expect(throws: TransactionDecodingError.unsupportedVersion(2)) { try Transaction(wireBytes: bytes) }
        bytes[prefixAt] = 0xFF
        #expect(throws: TransactionDecodingError.unsupportedVersion(127)) { try Transaction(wireBytes: bytes) }
        #expect(throws: TransactionDecodingError.trailingBytes(count: 1)) {
            try Transaction(wireBytes: tx.wireBytes + [0])
        }
        #expect(throws: TransactionDecodingError.self) { try Transaction(wireBytes: Array(tx.wireBytes.dropLast())) }
        #expect(throws: TransactionDecodingError.self) { try Transaction(wireBytes: []) }
        #expect(throws: TransactionDecodingError.invalidBase64) { try Transaction(base64: "not base64!") }
        #expect(throws: TransactionDecodingError.invalidBase58) { try Transaction(base58: "0OIl") }
        // Two signatures where the header asks for three.
        var short = tx.wireBytes
        short[0] = 2
        short.removeSubrange(1..<65)
        #expect(throws: TransactionDecodingError.signatureCountMismatch(signatures: 2, required: 3)) {
            try Transaction(wireBytes: short)
        }
    }

    @Test func decompileRestoresFlags() throws {
        let tx = try threeSignerTransaction()
        let instructions = try tx.message.decompiledInstructions()
        #expect(
            instructions[0].accounts == [
                .writable(bob.publicKey, signer: true), .writable(alice.publicKey, signer: true),
            ])
        #expect(instructions[1].accounts == [.readonly(carol.publicKey, signer: true)])
    }

    @Test func lookupTableAccountData() throws {
        let addresses = (0..<3).map { _ in Keys.random() }
        let data = [UInt8](repeating: 0, count: 56) + addresses.flatMap(\.bytes)
        let key = Keys.random()
        #expect(try AddressLookupTableAccount(key: key, accountData: data).addresses == addresses)
        #expect(throws: TransactionError.invalidLookupTableData(table: key, length: 57)) {
            try AddressLookupTableAccount(key: key, accountData: [UInt8](repeating: 0, count: 57))
        }
    }

    @Test func v0LookupsMoveOnlyEligibleKeys() throws {
        let program = Keys.random(), writable = Keys.random(), readonly = Keys.random(), missing = Keys.random()
        let instruction = Instruction(
            programId: program,
            accounts: [
                .writable(writable), .readonly(readonly), .readonly(bob.publicKey, signer: true), .writable(missing),
            ], data: [1])
        let table = AddressLookupTableAccount(
            key: Keys.random(), addresses: [program, bob.publicKey, readonly, writable])
        let message = try MessageV0(
            instructions: [instruction], feePayer: alice.publicKey, recentBlockhash: hash,
            addressLookupTables: [table])
        #expect(
            message.addressTableLookups == [
                MessageAddressTableLookup(accountKey: table.key, writableIndexes: [3], readonlyIndexes: [2])
            ])
        #expect(Set(message.staticAccountKeys) == Set([alice.publicKey, bob.publicKey, missing, program]))
        let resolved = try VersionedMessage.v0(message).decompiledInstructions(lookupTables: [table])
        #expect(resolved == [instruction])
    }

    @Test func v0KeepsLeadingNonceAccountStatic() throws {
        // As solders (Rust SDK) does: the account of a first AdvanceNonceAccount is never loaded from a table.
        let nonceAccount = Keys.random(), payee = Keys.random()
        let table = AddressLookupTableAccount(key: Keys.random(), addresses: [nonceAccount, payee])
        let nonce = DurableNonce(account: nonceAccount, authority: alice.publicKey, value: hash)
        let tx = try Transaction(feePayer: alice.publicKey, nonce: nonce, version: .v0, addressLookupTables: [table]) {
            SystemProgram.transfer(from: alice.publicKey, to: payee, lamports: 1)
        }
        #expect(tx.message.staticAccountKeys.contains(nonceAccount))
        #expect(tx.message.addressTableLookups.map(\.writableIndexes) == [[1]])
        // When the advance is not first, the nonce account is an ordinary lookup candidate.
        let later = try Transaction(
            feePayer: alice.publicKey, blockhash: hash, version: .v0, addressLookupTables: [table]
        ) {
            SystemProgram.transfer(from: alice.publicKey, to: payee, lamports: 1)
            SystemProgram.advanceNonceAccount(nonce: nonceAccount, authority: alice.publicKey)
        }
        #expect(!later.message.staticAccountKeys.contains(nonceAccount))
    }
}
