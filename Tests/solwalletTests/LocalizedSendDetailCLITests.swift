import Foundation
import SolanaCore
import SolanaRPC
import TestSupport
import Testing
import WalletPresentation

/// A send refused on localnet, reported through the binary in Portuguese (issue 28): the detail line says the
/// amounts in Portuguese, or is left out where the message says it all; no English detail; `--json` keeps it.
@Suite(.serialized) struct LocalizedSendDetailCLITests {
    static let password = "send detail password"

    @Test func aRefusedSendHasNoEnglishDetailInPortuguese() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let home = NSTemporaryDirectory() + "solwallet-send-detail-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = LocalizedErrorReportingTests.environment("pt_BR.UTF-8").merging(
            ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password, "SOLWALLET_LANG": ""]
        ) { $1 }
        func run(_ arguments: [String]) throws -> CLI.Result {
            try CLI.run(arguments + ["--home", home], stdin: "", environment: environment)
        }
        let created = try run(["init", "--non-interactive", "--json"])
        let wallet = try #require(try created.json()["wallet"] as? [String: Any], "\(created.stderr)")
        let first = try #require((wallet["accounts"] as? [[String: Any]])?.first?["address"] as? String)
        let second = try #require(try run(["account", "new", "--json"]).json()["address"] as? String)
        try await client.airdrop(try PublicKey(first), lamports: 1_000_000_000, commitment: .confirmed)
        let pt = Localizer(.pt)

        // Not enough SOL: the message, then the amounts said in Portuguese.
        let tooMuch = try run(["send", second, "3", "--yes", "--allow-unfunded-recipient", "-u", url])
        #expect(tooMuch.status == 1, "\(tooMuch.stderr)")
        #expect(tooMuch.stderr.contains(pt(.errorInsufficientSOL)), "\(tooMuch.stderr)")
        #expect(tooMuch.stderr.contains("necessário: 3"), "\(tooMuch.stderr)")
        for english in ["not enough SOL", "this send needs", "the account holds", "fees and rent"] {
            #expect(!tooMuch.stderr.contains(english), "says \(english): \(tooMuch.stderr)")
        }
        // `--json` keeps the English detail.
        let json = try run(["send", second, "3", "--yes", "--allow-unfunded-recipient", "-u", url, "--json"])
        let object = try LocalizedErrorReportingTests.json(json)
        #expect((object["detail"] as? String)?.hasPrefix("not enough SOL: this send needs 3") == true, "\(object)")

        // A bad amount: the message says the rule it broke (at most 9 decimal places) and the hint how to write one;
        // no detail line, no English.
        let precise = try run(["send", second, "0.0000000001", "--yes", "--allow-unfunded-recipient", "-u", url])
        #expect(precise.status == 1, "\(precise.stderr)")
        #expect(precise.stderr.contains(pt(.errorAmountTooManyDecimals, "9")), "\(precise.stderr)")
        for english in ["invalid amount", "decimal places", "Details"] {
            #expect(!precise.stderr.contains(english), "says \(english): \(precise.stderr)")
        }
    }
}
