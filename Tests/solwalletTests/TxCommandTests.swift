import Foundation
import TestSupport
import Testing

/// `solwallet tx decode` on real fixtures, run as the built binary.
@Suite struct TxCommandTests {
    static func fixture(_ name: String) throws -> String {
        let object =
            try JSONSerialization.jsonObject(with: Oracle.fixture("solana/transactions/\(name).json")) as! [String: Any]
        return object["data"] as! String
    }

    @Test func decodesTheDurableNonceMemoFixture() throws {
        let run = try CLI.run(["tx", "decode", Self.fixture("legacy-transfer-memo-durable-nonce-bitgo"), "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(json["version"] as? String == "legacy")
        let signatures = json["signatures"] as! [[String: Any]]
        #expect(signatures.count == 1)
        #expect(signatures[0]["verified"] as? Bool == true)
        let instructions = json["instructions"] as! [[String: Any]]
        #expect(instructions.map { $0["type"] as? String } == ["advanceNonceAccount", "transfer", "memo"])
        #expect((instructions[2]["info"] as? [String: Any])?["text"] as? String == "test memo")
        #expect(instructions[1]["program"] as? String == "system")
    }

    @Test func decodesV0FromStdinWithUnresolvedLookups() throws {
        let run = try CLI.run(["tx", "decode", "-"], stdin: Self.fixture("v0-alt-transferChecked-devnet") + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(json["version"] as? String == "0")
        #expect((json["addressTableLookups"] as! [Any]).count == 2)
        let accounts = json["accounts"] as! [[String: Any]]
        #expect(accounts.contains { $0["source"] as? String == "lookupTable" })
    }

    @Test func garbageFailsWithExitCode1() throws {
        let run = try CLI.run(["tx", "decode", "AAAA"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: "))
    }
}
