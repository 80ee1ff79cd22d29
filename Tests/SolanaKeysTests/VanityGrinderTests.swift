import Foundation
import SolanaCore
import Testing

@testable import SolanaKeys

/// Grinding finds matching keys on several threads, reports progress, and stops when cancelled.
@Suite struct VanityGrinderTests {
    @Test func findsAPrefixOnTwoThreads() async throws {
        let pattern = try VanityPattern(prefix: "A")
        let keypair = try #require(await VanityGrinder(pattern: pattern, threads: 2).find())
        #expect(keypair.publicKey.base58.hasPrefix("A"))
    }

    @Test func findsPrefixAndSuffixIgnoringCase() async throws {
        let pattern = try VanityPattern(prefix: "z", suffix: "x", ignoreCase: true)
        #expect(pattern.expectedAttempts > 29 * 29)  // z and Z are rare first characters (see VanityEstimateTests)
        var sawFound = false
        for await event in VanityGrinder(pattern: pattern, threads: 2).events(interval: .milliseconds(10)) {
            if case .found(let keypair, let progress) = event {
                let address = keypair.publicKey.base58.lowercased()
                #expect(address.hasPrefix("z") && address.hasSuffix("x"))
                #expect(progress.attempts >= 1)
                sawFound = true
            }
        }
        #expect(sawFound)
    }

    @Test func matching() throws {
        let pattern = try VanityPattern(prefix: "So", suffix: "11")
        #expect(pattern.matches("So1111111111111111111111111111111111111111111"))
        #expect(!pattern.matches("so1111111111111111111111111111111111111111111"))
        #expect(try VanityPattern(prefix: "SO", ignoreCase: true).matches("so11"))
        // Lower case starts only 43-character addresses.
        #expect(try VanityPattern(prefix: "abc").expectedAttempts > 58 * 58 * 58)
        // '1' and digits have one case only; a leading '1' is a leading zero byte.
        #expect(abs(try VanityPattern(prefix: "1", ignoreCase: true).expectedAttempts - 256) < 1e-6)
    }

    @Test func progressAndCancellation() async throws {
        // Ten characters: more than 58^10 keys expected (z is a rare first character), never found in a test.
        let pattern = try VanityPattern(prefix: "zzzzzzzzzz")
        var progressEvents = 0
        var last: VanityGrinder.Progress?
        for await event in VanityGrinder(pattern: pattern, threads: 2).events(interval: .milliseconds(50)) {
            if case .progress(let progress) = event {
                progressEvents += 1
                last = progress
                if progressEvents == 3 { break }  // leaving the loop cancels the search
            }
        }
        let progress = try #require(last)
        #expect(progress.attempts > 0 && progress.keysPerSecond > 0)
        #expect(progress.expectedAttempts > pow(58, 10) && progress.expectedAttempts.isFinite)
        #expect(progress.expectedSeconds! > 1_000_000)
        // A cancelled task's search returns nil.
        let task = Task { await VanityGrinder(pattern: pattern, threads: 2).find() }
        task.cancel()
        #expect(await task.value == nil)
    }

    @Test func boundedSearch() throws {
        let result = VanityGrinder(pattern: try VanityPattern(prefix: "zzzzzzzzzz"), threads: 2).search(attempts: 1000)
        #expect(result.keypair == nil && result.attempts >= 1000)
        let found = VanityGrinder(pattern: try VanityPattern(prefix: "B"), threads: 1).search(attempts: 100_000)
        #expect(found.keypair?.publicKey.base58.hasPrefix("B") == true)
    }
}
