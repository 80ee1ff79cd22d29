import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing

/// `solwallet adapter …` through the binary, with the simulated phone wallet (PyNaCl + solders) answering each
/// printed link and localnet receiving the transfer: requests wait in the encrypted store between commands.
@Suite(.serialized) struct AdapterCLITests {
    static let password = "adapter tests password"
    static let redirect = "solwallet-test://adapter"
    let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]
    let home = NSTemporaryDirectory() + "solwallet-adapter-" + UUID().uuidString

    func run(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(["adapter"] + arguments + ["--home", home], stdin: "", environment: environment)
    }

    /// Runs a command that prints a link (`--json`), lets the simulated wallet answer it, returns the redirect.
    func ask(_ wallet: SimulatedWallet, _ arguments: [String]) throws -> String {
        let result = try run(arguments + ["--json"])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        let url = try #require(try result.json()["url"] as? String)
        return try #require(try wallet.open(url), "the wallet did not answer")
    }

    @Test func pairSignAndSendThroughTheBinary() async throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        let wallet = try SimulatedWallet()
        let account = try PublicKey(try wallet.info().publicKey)

        // Connect: the link, then the callback; the connection is stored.
        let text = try run(["connect", "solflare", "--redirect", Self.redirect, "--cluster", "devnet"])
        #expect(text.status == 0 && text.stdout.contains("https://solflare.com/ul/v1/connect?"), "\(text.stderr)")
        #expect(text.stdout.contains("▀") || text.stdout.contains("▄"), "no QR code drawn")
        let connectAnswer = try ask(wallet, ["connect", "phantom", "--redirect", Self.redirect, "--cluster", "devnet"])
        let connected = try run(["callback", connectAnswer, "--json"])
        #expect(connected.status == 0, "\(connected.stderr)")
        #expect(try connected.json()["publicKey"] as? String == account.base58)
        // The same callback again: finished.
        let again = try run(["callback", connectAnswer])
        #expect(again.status == 1 && again.stderr.contains("already finished"), "\(again.stderr)")
        let unknown = try run(["callback", Self.redirect + "?request_id=" + String(repeating: "ab", count: 16)])
        #expect(unknown.status == 1 && unknown.stderr.contains("no request"), "\(unknown.stderr)")

        // Sign a message; the signature verifies under the account.
        let message = "Sign in to solwallet \(UUID().uuidString)"
        let signed = try run(["callback", try ask(wallet, ["sign-message", message]), "--json"])
        #expect(signed.status == 0, "\(signed.stderr)")
        let signature = try Signature(try #require(try signed.json()["signature"] as? String))
        #expect(signature.verify(publicKey: account, message: Array(message.utf8)))

        // Rejected by the user: a clear error, and the request is finished.
        try wallet.setMode("reject")
        let rejected = try run(["callback", try ask(wallet, ["sign-message", "no"])])
        #expect(rejected.status == 1 && rejected.stderr.contains("rejected"), "\(rejected.stderr)")

        // A tampered answer is refused and the request keeps waiting for the genuine one.
        let pending = try run(["sign-message", "tamper test", "--json"])
        let link = try #require(try pending.json()["url"] as? String)
        try wallet.setMode("tamper")
        let tampered = try run(["callback", try #require(try wallet.open(link))])
        #expect(tampered.status == 1 && tampered.stderr.contains("did not decrypt"), "\(tampered.stderr)")
        let genuine = try run(["callback", try #require(try wallet.open(link)), "--json"])
        #expect(genuine.status == 0, "\(genuine.stderr)")

        // A forged refusal (anyone who saw the request id can write one, Phantom's are in clear) proves nothing: it is
        // reported, and the request still takes the wallet's answer.
        let waiting = try run(["sign-message", "forged error test", "--json"]).json()
        let id = try #require(waiting["requestId"] as? String)
        let forged = try run([
            "callback", Self.redirect + "?request_id=\(id)&errorCode=4001&errorMessage=User+rejected",
        ])
        #expect(forged.status == 1 && forged.stderr.contains("does not prove"), "\(forged.stderr)")
        let waitingLink = try #require(waiting["url"] as? String)
        let answered = try run(["callback", try #require(try wallet.open(waitingLink)), "--json"])
        #expect(answered.status == 0, "\(answered.stderr)")

        // Send: the SDK builds the transfer, the wallet signs it, the CLI sends it to localnet.
        let localnet = try Localnet()
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        try await client.airdrop(account, lamports: 2_000_000_000, commitment: .confirmed)
        let recipient = Keypair.generate().publicKey
        let answer = try ask(wallet, ["send", recipient.base58, "0.25", "-u", localnet.httpURL.absoluteString])
        let sent = try run(["callback", answer, "--json"])
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(try await client.send(.getBalance(recipient, commitment: .confirmed)).value == 250_000_000)

        // List: one connection, one request (the unanswered solflare connect) waiting.
        let listed = try run(["list", "--json"]).json()
        #expect((listed["connections"] as? [[String: Any]])?.count == 1)
        #expect((listed["pendingRequests"] as? [String])?.count == 1)

        // Disconnect: the keys are erased at once; the wallet ends the session.
        let ended = try run(["callback", try ask(wallet, ["disconnect"]), "--json"])
        #expect(ended.status == 0, "\(ended.stderr)")
        #expect(try wallet.info().sessions == 0)
        #expect((try run(["list", "--json"]).json()["connections"] as? [[String: Any]])?.isEmpty == true)
        let after = try run(["sign-message", "gone"])
        #expect(after.status == 1 && after.stderr.contains("no wallet is connected"), "\(after.stderr)")
    }
}
