import Foundation
import SolanaCore
import SolanaKeys

/// Issue 3: seed phrase → keypair, and vanity grinding throughput (ns per key; lower is better).
enum KeysBenchmarks {
    static var all: [Benchmark] {
        let phrase = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
        // Ten characters: never found, so every attempt is a full keypair + base58 + compare.
        let never = try! VanityPattern(prefix: "zzzzzzzzzz")
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return [
            // Validate the phrase, PBKDF2 (2048 rounds of HMAC-SHA512), keypair of seed[0..32]: what
            // solders' Keypair.from_seed_phrase_and_passphrase does (minus the validation).
            Benchmark(name: "phrase_to_keypair") { n in
                var total = 0
                for _ in 0..<n {
                    total &+=
                        (try! Keypair(phrase: phrase, passphrase: "", derivation: .seedPrefix)).publicKey.hashValue
                }
                return total
            },
            Benchmark(name: "grind_key_1core") { n in
                Int(VanityGrinder(pattern: never, threads: 1).search(attempts: n).attempts)
            },
            // Aggregate throughput of every core, as ns per key.
            Benchmark(name: "grind_key_allcores") { n in
                Int(VanityGrinder(pattern: never, threads: cores).search(attempts: n).attempts)
            },
        ]
    }
}
