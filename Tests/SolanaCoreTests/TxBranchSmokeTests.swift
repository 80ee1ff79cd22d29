import SolanaCore
import Testing

/// The short-vec lengths transactions rely on (spec §2.1 vectors), as the tx branch uses them.
@Suite struct ShortVecTransactionSmokeTests {
    @Test func specVectors() throws {
        let vectors: [(Int, [UInt8])] = [(0, [0]), (0x7f, [0x7f]), (0x80, [0x80, 1]), (0x3fff, [0xff, 0x7f]),
                                          (0x4000, [0x80, 0x80, 1]), (0xffff, [0xff, 0xff, 3])]
        for (value, bytes) in vectors {
            #expect(ShortVec.encode(value) == bytes)
            #expect(try ShortVec.decode(bytes).value == value)
        }
    }
}
