import Foundation
import TestSupport
import Testing

/// One mapping from errors to messages and exit statuses: 0 ok, 1 the user's error, 2 the network's or cluster's.
@Suite struct ErrorReportingTests {
    @Test func anInvalidAddressExits1WithTheSDKMessage() throws {
        let run = try CLI.run(["balance", "0OIl", "-u", "http://127.0.0.1:1"])
        #expect(run.status == 1 && run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: ") && run.stderr.contains("invalid public key"), "\(run.stderr)")
        #expect(run.stderr.contains("base58"), "\(run.stderr)")
        let json = try CLI.run(["balance", "0OIl", "--json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [String: Any])
        #expect((object["error"] as? String)?.contains("invalid public key") == true)
        // Not an address and no account, wallet or contact of that name (names are accepted: issue 28).
        #expect(object["code"] as? String == "not-found", "\(object)")
    }

    @Test func anUnreachableNodeExits2AndSaysWhatToDo() throws {
        let run = try CLI.run(["balance", "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk", "-u", "http://127.0.0.1:1"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("error: ") && run.stderr.contains("check --url"), "\(run.stderr)")
        let json = try CLI.run(["slot", "-u", "http://127.0.0.1:1", "--json"])
        #expect(json.status == 2 && json.stdout.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [String: Any])
        #expect(object["code"] as? String == "network")
        #expect((object["error"] as? String)?.contains("cannot reach") == true)
    }

    @Test func errorsNeverShowTheURLsSecrets() throws {
        let url = "http://alice:hunter22secret@127.0.0.1:1/rpc?api-key=SECRETKEY12345&x=1"
        let down = try CLI.run(["slot", "-u", url])
        #expect(down.status == 2)
        let bad = try CLI.run(["slot", "-u", "ftp://alice:hunter22secret@example.com/?api-key=SECRETKEY12345"])
        #expect(bad.status == 1 && bad.stderr.contains("not a cluster"), "\(bad.stderr)")
        let environment = try CLI.run(["slot"], environment: ["SOLWALLET_URL": "ftp://h/?api-key=SECRETKEY12345"])
        #expect(environment.status == 1 && environment.stderr.contains("SOLWALLET_URL"), "\(environment.stderr)")
        for run in [down, bad, environment] {
            #expect(!run.stderr.contains("SECRETKEY12345") && !run.stderr.contains("hunter22secret"), "\(run.stderr)")
            #expect(run.stderr.contains("REDACTED"), "\(run.stderr)")
        }
    }

    @Test func usageErrorsExit1AndHelpExits0() throws {
        let commitment = try CLI.run(["slot", "--commitment", "final"])
        #expect(commitment.status == 1)
        #expect(
            commitment.stderr.contains("'processed', 'confirmed' or 'finalized'")
                || commitment.stderr.contains("finalized"),
            "\(commitment.stderr)")
        let unknown = try CLI.run(["no-such-command"])
        #expect(unknown.status == 1 && unknown.stderr.hasPrefix("error: "))
        let help = try CLI.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("USAGE") && help.stderr.isEmpty)
        let version = try CLI.run(["--version"])
        #expect(version.status == 0 && !version.stdout.isEmpty)
        let amount = try CLI.run([
            "airdrop", "1.2.3", "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk", "-u", "http://127.0.0.1:1",
        ])
        #expect(amount.status == 1 && amount.stderr.contains("amount"), "\(amount.stderr)")
    }
}
