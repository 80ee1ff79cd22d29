import Foundation
import TestSupport
import Testing

@Suite struct AddressCommandTests {
    @Test func findPDAMatchesSpecVector() throws {
        let result = try CLI.run([
            "address", "find-pda", "BPFLoader1111111111111111111111111111111111", "string:Talking", "string:Squirrels",
            "--json",
        ])
        #expect(result.status == 0)
        let json = try result.json()
        // The spec's vector is for create_program_address (no bump): HwRVBufQ…; find adds the bump, so the CLI's
        // answer is compared with solders' find_program_address for the same seeds.
        struct Case: Encodable { let program: String; let seeds: [String] }
        struct Request: Encodable { let cases: [Case] }
        struct Reply: Decodable { struct Item: Decodable { let address: String?; let bump: Int? }; let results: [Item] }
        let seeds = ["Talking", "Squirrels"].map { Array($0.utf8).hex }
        let reply = try Oracle.ask(
            "pda",
            Request(cases: [
                Case(
                    program: "BPFLoader1111111111111111111111111111111111",
                    seeds: seeds)
            ]), as: Reply.self)
        #expect(json["address"] as? String == reply.results.first?.address)
        #expect(json["bump"] as? Int == reply.results.first?.bump)
        #expect(
            json["address"] as? String == "2zk8CrqYchWk9r6pLafrpKSBovS9Uk69Urk8YebszXAX" && json["bump"] as? Int == 255)
        // Without --json: "ADDRESS BUMP".
        let text = try CLI.run([
            "address", "find-pda", "BPFLoader1111111111111111111111111111111111", "string:Talking", "string:Squirrels",
        ])
        #expect(text.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "\(json["address"]!) \(json["bump"]!)")
    }

    @Test func findPDASeedKinds() throws {
        // hex:, pubkey:, u8: and u64le: produce the documented bytes: the same PDA as the equivalent hex seeds.
        let a = try CLI.run([
            "address", "find-pda", "11111111111111111111111111111111", "u8:7", "u64le:258",
            "pubkey:11111111111111111111111111111111", "--json",
        ]).json()
        let b = try CLI.run([
            "address", "find-pda", "11111111111111111111111111111111", "hex:07", "hex:0201000000000000",
            "hex:" + String(repeating: "00", count: 32), "--json",
        ]).json()
        #expect(a["address"] as? String == b["address"] as? String)
        #expect(a["bump"] as? Int == b["bump"] as? Int)
    }

    @Test func badSeedsAndProgramFailWithExitCode1() throws {
        for args in [
            ["BPFLoader1111111111111111111111111111111111", "nokind"],
            ["BPFLoader1111111111111111111111111111111111", "u8:256"],
            ["BPFLoader1111111111111111111111111111111111", "hex:abc"],
            ["BPFLoader1111111111111111111111111111111111", "hex:\u{FF10}\u{FF11}"],
            ["BPFLoader1111111111111111111111111111111111", "hex:0x01"],
            ["BPFLoader1111111111111111111111111111111111", "string:" + String(repeating: "x", count: 33)],
            ["not-a-key", "string:a"],
        ] {
            let result = try CLI.run(["address", "find-pda"] + args)
            #expect(result.status == 1, "\(args)")
            #expect(result.stderr.hasPrefix("error: "), "\(args): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func ataForTokenAndToken2022() throws {
        let owner = "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk"
        let mint = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"
        let token = try CLI.run(["address", "ata", owner, mint, "--json"]).json()
        #expect(token["address"] as? String == "5N3f1tj9v1vc5TUZ8S7mCAnVmjVKrfnzXWhxLaxyZAgt")
        let token2022 = try CLI.run(["address", "ata", owner, mint, "--token-2022", "--json"]).json()
        #expect(token2022["tokenProgram"] as? String == "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")
        #expect(token2022["address"] as? String != token["address"] as? String)
        let bad = try CLI.run(["address", "ata", owner, "0xdead"])
        #expect(bad.status == 1 && bad.stderr.contains("mint"))
    }

    @Test func checkReportsValidityAndCurve() throws {
        let wallet = try CLI.run(["address", "check", "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk", "--json"])
        #expect(wallet.status == 0)
        #expect(try wallet.json()["valid"] as? Bool == true)
        #expect(try wallet.json()["onCurve"] as? Bool == true)
        let ata = try CLI.run(["address", "check", "5N3f1tj9v1vc5TUZ8S7mCAnVmjVKrfnzXWhxLaxyZAgt", "--json"]).json()
        #expect(ata["onCurve"] as? Bool == false)
        let invalid = try CLI.run(["address", "check", "HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqkX", "--json"])
        #expect(invalid.status == 1)
        #expect(try invalid.json()["valid"] as? Bool == false)
    }

    /// Regression: full-width digits pass `Character.isHexDigit`; they used to reach a force unwrap and trap.
    @Test func fullWidthHexSeedIsAnErrorNamingThePosition() throws {
        let result = try CLI.run(["address", "find-pda", "11111111111111111111111111111111", "hex:\u{FF10}\u{FF11}"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("position 0") && result.stderr.contains("U+FF10"), "\(result.stderr)")
        let json = try CLI.run(["address", "find-pda", "11111111111111111111111111111111", "hex:0\u{FF11}", "--json"])
        #expect(json.status == 1 && json.stdout.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [String: Any])
        #expect((object["error"] as? String)?.contains("position 1") == true)
        #expect(object["code"] as? String == "usage")
        // Upper-case hex is the same seed as lower-case.
        let upper = try CLI.run(["address", "find-pda", "11111111111111111111111111111111", "hex:ABCD", "--json"])
            .json()
        let lower = try CLI.run(["address", "find-pda", "11111111111111111111111111111111", "hex:abcd", "--json"])
            .json()
        #expect(upper["address"] as? String == lower["address"] as? String)
    }
}
