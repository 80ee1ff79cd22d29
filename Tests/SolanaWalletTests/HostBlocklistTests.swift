import Foundation
import Testing

@testable import SolanaWallet

/// The blocklist file in Phantom's blocklist.yaml format: entries and their metadata, quotes, subdomains, and the
/// typed errors for what is not such a list.
@Suite struct HostBlocklistTests {
    @Test func entriesQuotesMetadataAndSubdomains() throws {
        let text = """
            ---
              - url: evil.example
              - url: "Pay.Phish.example"
                description: a look-alike checkout
              - url: 0120tt.test.
                versionTag: "0.13.0"
            # a comment

            """
        let list = try HostBlocklist(yaml: Array(text.utf8))
        #expect(list.hosts == ["evil.example", "pay.phish.example", "0120tt.test"])
        #expect(list.blocks("evil.example") && list.blocks("checkout.EVIL.example") && list.blocks("evil.example."))
        #expect(list.blocks("pay.phish.example") && !list.blocks("phish.example") && !list.blocks("notevil.example"))
        #expect(!list.blocks("example") && !list.blocks(""))
    }

    @Test func whatIsNotAListIsATypedErrorNamingTheLine() {
        let cases: [(String, Int)] = [
            ("- url: a.example\n- url:\n", 2), ("- url: https://a.example/x\n", 1), ("hello\n", 1),
            ("- host: a.example\n", 1), ("- url: a.example\nnot indented: x\n", 2), ("- url: a b\n", 1),
            // Found by the host-blocklist fuzz target: "." read as a host that blocked nothing.
            ("- url:.\n", 1), ("- url: a..example\n", 1), ("- url: .example\n", 1),
        ]
        for (text, line) in cases {
            #expect(throws: HostBlocklistError.self) { try HostBlocklist(yaml: Array(text.utf8)) }
            do { _ = try HostBlocklist(yaml: Array(text.utf8)) } catch {
                if case .malformed(let found, _) = error {
                    #expect(found == line, "\(text)")
                } else {
                    Issue.record("\(text): \(error)")
                }
            }
        }
        #expect(throws: HostBlocklistError.notUTF8) { try HostBlocklist(yaml: [0x2D, 0x20, 0xFF]) }
        #expect(throws: HostBlocklistError.tooLarge(HostBlocklist.maximumBytes + 1)) {
            try HostBlocklist(yaml: [UInt8](repeating: 0x0A, count: HostBlocklist.maximumBytes + 1))
        }
        #expect(throws: HostBlocklistError.unreadable("/nonexistent/blocklist.yaml")) {
            try HostBlocklist(contentsOfFile: "/nonexistent/blocklist.yaml")
        }
    }
}
