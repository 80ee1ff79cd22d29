import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

/// Recipients that lose the funds, through the binary on localnet: SOL to a mint or to the Token program, tokens to
/// an off-curve address with no account. With --yes each is refused (exit 1, naming the flag that acknowledges it)
/// and nothing moves; the flag lets it through; at a terminal the user must type the words of that exact case.
@Suite(.serialized) struct LosingRecipientCLITests {
    static let password = "losing recipient tests password"
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]

    @Test func fundLosingRecipientsNeedTheirOwnAcknowledgement() async throws {
        let wallet = try LocalnetWallet(prefix: "losing", environment: environment)
        let (client, url, home, user) = (wallet.client, wallet.url, wallet.home, wallet.address)
        let funder = Keypair.generate()
        try await client.airdrop(user, lamports: 2_000_000_000, commitment: .confirmed)
        try await client.airdrop(funder.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let mint = try await Chain.mintTokens(client, payer: funder, to: user, amount: 5_000_000, decimals: 6)
        let (pda, _) = try PublicKey.findProgramAddress(
            seeds: [Array("vault".utf8), Keypair.generate().publicKey.bytes], programId: .memoProgram)
        func balance(_ key: PublicKey) async throws -> UInt64 { try await wallet.balance(key) }
        func send(_ arguments: [String]) throws -> CLI.Result {
            try CLI.run(["send"] + arguments + ["-u", url, "--home", home], stdin: "", environment: environment)
        }
        let before = try await balance(user)
        let refusals: [([String], String)] = [
            ([mint.base58, "0.01", "--yes"], "--allow-mint-recipient"),
            ([PublicKey.tokenProgram.base58, "0.01", "--yes"], "--allow-program-recipient"),
            ([pda.base58, "1", "--token", mint.base58, "--yes"], "--allow-off-curve-recipient"),
            // Another case's flag does not acknowledge this one.
            ([mint.base58, "0.01", "--yes", "--allow-program-recipient"], "--allow-mint-recipient"),
        ]
        for (arguments, flag) in refusals {
            let refused = try send(arguments)
            #expect(refused.status == 1 && refused.stderr.contains(flag), "\(arguments): \(refused.stderr)")
            #expect(refused.stderr.contains("nothing was sent"), "\(refused.stderr)")
        }
        #expect(try await balance(user) == before)

        // Acknowledged by its flag, the send lands.
        let mintBefore = try await balance(mint)
        let allowed = try send([mint.base58, "0.01", "--yes", "--allow-mint-recipient"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(try await balance(mint) == mintBefore + 10_000_000)

        // At a terminal: the warning, then the exact words; anything else sends nothing.
        func session(_ answers: [String], prompts: [String]) throws -> PtySession.Reply {
            try PtySession.run(
                [
                    "/usr/bin/env", "SOLWALLET_PASSWORD=\(Self.password)", CLI.binary.path, "send", mint.base58, "0.02",
                    "-u", url, "--home", home,
                ], prompts: prompts, answers: answers)
        }
        let typePrompt = "Type \"send to a mint\" to send anyway: "
        let wrong = try session(["yes"], prompts: [typePrompt])
        #expect(wrong.returncode == 1 && wrong.output.contains("not confirmed"), "\(wrong.output)")
        // Declining is the user's choice: said as such, not as an error (issue 28).
        #expect(wrong.output.contains("cancelled: ") && !wrong.output.contains("error: "), "\(wrong.output)")
        #expect(wrong.output.contains("mint"), "\(wrong.output)")
        #expect(try await balance(mint) == mintBefore + 10_000_000)
        let typed = try session(["send to a mint", "y"], prompts: [typePrompt, "Send it? [y/N] "])
        #expect(typed.returncode == 0, "\(typed.output)")
        #expect(try await balance(mint) == mintBefore + 30_000_000)
    }
}
