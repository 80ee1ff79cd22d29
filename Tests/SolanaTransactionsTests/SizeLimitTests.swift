import Foundation
import SolanaCore
import SolanaTransactions
import Testing

/// A transaction over one packet is refused when compiled and when signed; huge instruction data never traps.
@Suite struct SizeLimitTests {
    let payer = Keypair.generate()
    let hash = try! Hash(bytes: [UInt8](repeating: 9, count: 32))

    func instruction(dataBytes: Int) -> Instruction {
        Instruction(programId: MemoProgram.programId, accounts: [], data: [UInt8](repeating: 0x41, count: dataBytes))
    }

    /// Regression: instruction data of 2 MiB or more trapped in `WireWriter` ("serialized size mismatch").
    @Test(arguments: [1_233, 1 << 16, 2 << 20, (2 << 20) + 1, 5 << 20])
    func hugeInstructionDataIsATypedError(bytes: Int) throws {
        #expect(throws: TransactionError.self) {
            try Transaction(feePayer: payer.publicKey, blockhash: hash, instructions: [instruction(dataBytes: bytes)])
        }
        // A message built anyway (decoded or assembled by hand) still serializes without trapping.
        let message = try LegacyMessage(
            instructions: [instruction(dataBytes: bytes)], feePayer: payer.publicKey,
            recentBlockhash: hash)
        let tx = Transaction(message: .legacy(message))
        #expect(tx.wireBytes.count == tx.serializedSize)
        #expect(throws: TransactionError.self) { try tx.serialize() }
    }

    /// Regression: `sign()` signed transactions that can never be sent.
    @Test func signingAnOversizedTransactionIsRefused() throws {
        let message = try LegacyMessage(
            instructions: [instruction(dataBytes: 1_200)], feePayer: payer.publicKey,
            recentBlockhash: hash)
        var tx = Transaction(message: .legacy(message))
        #expect(tx.serializedSize > Transaction.maxSize)
        let size = tx.serializedSize
        #expect(throws: TransactionError.tooLarge(size: size, limit: Transaction.maxSize)) { try tx.sign(payer) }
        let unsigned = tx.signatures.allSatisfy { $0.isZero }
        #expect(unsigned)
    }

    /// The largest transaction that fits compiles, signs and serializes; one byte more does not compile.
    @Test func exactlyOnePacketIsFine() throws {
        let base = try Transaction(
            feePayer: payer.publicKey, blockhash: hash, instructions: [instruction(dataBytes: 0)])
        let room = Transaction.maxSize - base.serializedSize
        // Data past 127 bytes needs a 2-byte length prefix: one byte of the room goes to it.
        let fits = room - 1
        var tx = try Transaction(
            feePayer: payer.publicKey, blockhash: hash, instructions: [instruction(dataBytes: fits)])
        try tx.sign(payer)
        #expect(try tx.serialize().count == Transaction.maxSize)
        #expect(throws: TransactionError.tooLarge(size: Transaction.maxSize + 1, limit: Transaction.maxSize)) {
            try Transaction(
                feePayer: payer.publicKey, blockhash: hash, instructions: [instruction(dataBytes: fits + 1)])
        }
    }

    @Test func lookupTablesNeedV0() {
        let table = AddressLookupTableAccount(
            key: Keypair.generate().publicKey, addresses: [Keypair.generate().publicKey])
        #expect(throws: TransactionError.self) {
            try Transaction(
                feePayer: payer.publicKey, blockhash: hash, version: .legacy, addressLookupTables: [table],
                instructions: [instruction(dataBytes: 1)])
        }
    }

    @Test func shortVecLengthsAgreeWithTheWriterForAnyValue() {
        for value in [0, 127, 128, 16_383, 16_384, (1 << 21) - 1, 1 << 21, 1 << 28, 1 << 35, Int.max] {
            var expected = 0
            var rest = value
            repeat {
                expected += 1
                rest >>= 7
            } while rest != 0
            #expect(ShortVec.encodedLength(value) == expected, "\(value)")
        }
    }
}
