import Base58
import SolanaCore
import SolanaCrypto

/// Issue 2: base58, Ed25519, keypairs, PDAs.
enum CoreBenchmarks {
    static var all: [Benchmark] {
        let key32 = PublicKey(staticString: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
        let text32 = key32.base58
        let keypair = try! Keypair(seed: [UInt8](repeating: 7, count: 32))
        let message = [UInt8](repeating: 0xAB, count: 200)
        let signature = keypair.sign(message)
        let seed = [UInt8](repeating: 9, count: 32)
        let program = PublicKey(staticString: "BPFLoader1111111111111111111111111111111111")
        // Seeds whose first bump (255) is off the curve, as solders' peer uses the same ones.
        let pdaSeeds: [[UInt8]] = [Array("Talking".utf8), Array("Squirrels".utf8)]
        return [
            Benchmark(name: "base58_encode_32") { n in
                var total = 0
                for _ in 0..<n { total &+= key32.base58.utf8.count }
                return total
            },
            Benchmark(name: "base58_decode_32") { n in
                var total = 0
                for _ in 0..<n { total &+= (try? PublicKey(text32))?.withUnsafeBytes { Int($0[7]) } ?? 0 }
                return total
            },
            Benchmark(name: "ed25519_sign_200") { n in
                var total = 0
                message.withUnsafeBytes { m in for _ in 0..<n { total &+= keypair.sign(m).hashValue } }
                return total
            },
            Benchmark(name: "ed25519_verify_200") { n in
                var total = 0
                message.withUnsafeBytes { m in
                    for _ in 0..<n { total &+= signature.verify(publicKey: keypair.publicKey, message: m) ? 1 : 0 }
                }
                return total
            },
            Benchmark(name: "keypair_from_seed") { n in
                var total = 0
                for _ in 0..<n { total &+= (try! Keypair(seed: seed)).publicKey.hashValue }
                return total
            },
            Benchmark(name: "find_program_address") { n in
                var total = 0
                for _ in 0..<n {
                    total &+= Int((try! PublicKey.findProgramAddress(seeds: pdaSeeds, programId: program)).bump)
                }
                return total
            },
        ]
    }
}
