import Foundation
import SolanaCore
import SolanaTransactions
import TestSupport
import Testing

@testable import SolanaWallet

/// The Solana Actions parsers (links, actions.json, GET and POST answers, parameters, href templates) with the
/// spec's examples and fresh random cases (the run's seed is printed by TestRandom), and the bounded HTTPS client
/// against the local Actions server (slow, oversized and http-redirecting answers).
@Suite struct SolanaActionsTests {
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-_")

    static func word(_ length: ClosedRange<Int> = 1...12) -> String {
        String(
            (0..<Int.random(in: length, using: &TestRandom.rng)).map { _ in
                alphabet.randomElement(using: &TestRandom.rng)!
            })
    }

    @Test func linksParseAsTheSpecSays() throws {
        // The spec's examples: a raw link, an encoded link with a query, an interstitial (blink) link.
        #expect(
            try ActionLink.parse("solana-action:https://actions.alice.com/donate")
                == .action(URL(string: "https://actions.alice.com/donate")!))
        #expect(
            try ActionLink.parse("solana-action:https%3A%2F%2Factions.alice.com%2Fdonate%3Famount%3D1")
                == .action(URL(string: "https://actions.alice.com/donate?amount=1")!))
        #expect(
            try ActionLink.parse(
                "https://example.domain/?action=solana-action%3Ahttps%3A%2F%2Factions.alice.com%2Fdonate")
                == .action(URL(string: "https://actions.alice.com/donate")!))
        #expect(
            try ActionLink.parse("https://alice.com/donate/1") == .website(URL(string: "https://alice.com/donate/1")!))
        // HTTPS only, anywhere.
        for bad in [
            "solana-action:http://actions.alice.com/donate", "http://alice.com/donate",
            "https://x.com/?action=solana-action:http://evil.com/a", "solana-action:http%3A%2F%2Fa.com%2Fb",
        ] {
            do {
                _ = try ActionLink.parse(bad)
                Issue.record("\(bad) parsed")
            } catch {
                guard case .notHTTPS = error else { Issue.record("\(bad): \(error)"); continue }
            }
        }
        for bad in [
            "", "solana-action:", "solana-action:https://", "https://user:pw@a.com/x", "https://a.com/x#frag",
            "solana-action:https://a.com/a b", "ftp://a.com", String(repeating: "a", count: 5_000),
            "solana-action:%ZZ", "javascript:alert(1)",
        ] {
            #expect(throws: ActionError.self, "\(bad)") { try ActionLink.parse(bad) }
        }
        // Random round trips: an action URL, encoded or raw, inside an interstitial or not.
        for _ in 0..<200 {
            let path = (0..<Int.random(in: 1...4, using: &TestRandom.rng)).map { _ in Self.word() }.joined(
                separator: "/")
            let query = Bool.random(using: &TestRandom.rng) ? "?\(Self.word())=\(Self.word())" : ""
            let target = "https://\(Self.word(1...8)).example/\(path)\(query)"
            let encoded = target.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            let inner = "solana-action:" + (query.isEmpty && Bool.random(using: &TestRandom.rng) ? target : encoded)
            let text =
                Bool.random(using: &TestRandom.rng)
                ? inner
                : "https://blinks.example/?action=" + inner.addingPercentEncoding(
                    withAllowedCharacters: .alphanumerics)!
            #expect(try ActionLink.parse(text) == .action(URL(string: target)!), "\(text)")
        }
    }

    @Test func actionsJSONRulesMapPathsAndKeepTheQuery() throws {
        let rules = try ActionsJSON(
            Array(
                """
                {"rules": [
                  {"pathPattern": "/", "apiPath": "/api/root"},
                  {"pathPattern": "/trade/*", "apiPath": "/api/trade/*"},
                  {"pathPattern": "/donate/*/to/*", "apiPath": "https://api.other.example/d/*/*"},
                  {"pathPattern": "/api/**", "apiPath": "/api/**"},
                  {"pathPattern": "/x/**", "apiPath": "http://insecure.example/**"}
                ]}
                """.utf8))
        func resolve(_ page: String) throws -> String { try rules.resolve(URL(string: page)!).absoluteString }
        #expect(try resolve("https://s.example/") == "https://s.example/api/root")
        #expect(try resolve("https://s.example/trade/sol-usdc") == "https://s.example/api/trade/sol-usdc")
        #expect(try resolve("https://s.example/trade/sol?x=1&y=2") == "https://s.example/api/trade/sol?x=1&y=2")
        #expect(try resolve("https://s.example/donate/5/to/bob") == "https://api.other.example/d/5/bob")
        #expect(try resolve("https://s.example/api/a/b/c?q=1") == "https://s.example/api/a/b/c?q=1")
        #expect(throws: ActionError.noMatchingRule("/trade/a/b")) { try resolve("https://s.example/trade/a/b") }
        #expect(throws: ActionError.self) { try resolve("https://s.example/x/anything") }
        // `**` must end a pattern; sizes are bounded; the shape is strict.
        for bad in [
            #"{"rules": [{"pathPattern": "/**/a", "apiPath": "/b"}]}"#, #"{"rules": [{"pathPattern": "/a"}]}"#,
            #"{"rules": {}}"#, "[]", "{",
            "{\"rules\": ["
                + Array(repeating: #"{"pathPattern": "/a", "apiPath": "/b"}"#, count: 300).joined(
                    separator: ",") + "]}",
        ] {
            #expect(throws: ActionError.self, "\(bad.prefix(60))") { try ActionsJSON(Array(bad.utf8)) }
        }
        // Random paths against `*` and `**` rules.
        for _ in 0..<200 {
            let segments = (0..<Int.random(in: 1...5, using: &TestRandom.rng)).map { _ in Self.word() }
            let page = URL(string: "https://s.example/p/" + segments.joined(separator: "/"))!
            let one = ActionsJSON(rules: [.init(pathPattern: "/p/*", apiPath: "/one/*")])
            if segments.count == 1 {
                #expect(try one.resolve(page).absoluteString == "https://s.example/one/\(segments[0])")
            } else {
                #expect(throws: ActionError.self) { try one.resolve(page) }
            }
            let many = ActionsJSON(rules: [.init(pathPattern: "/p/**", apiPath: "/many/**")])
            #expect(
                try many.resolve(page).absoluteString == "https://s.example/many/" + segments.joined(separator: "/"))
        }
    }

    static let donate = """
        {"type": "action", "icon": "https://a.example/i.png", "title": "Donate", "description": "Give",
         "label": "Donate", "links": {"actions": [
          {"label": "1 SOL", "href": "/api/donate?amount=1"},
          {"type": "transaction", "label": "Other", "href": "/api/donate?amount={amount}&note={note}",
           "parameters": [
             {"type": "number", "name": "amount", "required": true, "min": 0.001, "max": 10},
             {"name": "note", "pattern": "[a-z ]{0,20}", "patternDescription": "lower-case words"},
             {"type": "checkbox", "name": "tags", "options": [{"label": "A", "value": "a"}, {"label": "B", "value": "b"}],
              "max": 1},
             {"type": "date", "name": "day", "min": "2026-01-01", "max": "2026-12-31"},
             {"type": "email", "name": "mail"}, {"type": "url", "name": "site"},
             {"type": "select", "name": "size", "options": [{"label": "S", "value": "s", "selected": true},
                                                           {"label": "L", "value": "l"}]}
           ]}]}}
        """

    /// The three parameter types with no case above: `datetime-local` (its form and bounds), `radio` (one of the
    /// options) and `textarea` (line breaks allowed, other control characters not; length bounds in characters).
    @Test func datetimeRadioAndTextareaParametersValidate() throws {
        let json = """
            {"type": "action", "icon": "https://a.example/i.png", "title": "Vote", "description": "Pick",
             "label": "Vote", "links": {"actions": [
              {"type": "transaction", "label": "Vote", "href": "/api/vote?at={at}&side={side}&why={why}",
               "parameters": [
                 {"type": "datetime-local", "name": "at", "required": true, "min": "2026-01-01T00:00",
                  "max": "2026-12-31T23:59"},
                 {"type": "radio", "name": "side", "options": [{"label": "Yes", "value": "y"}, {"label": "No", "value": "n"}]},
                 {"type": "textarea", "name": "why", "min": 2, "max": 40}
               ]}]}}
            """
        let action = try ActionResponse.metadata(Array(json.utf8))
        let vote = try #require(action.actions.first)
        let parameter = { (name: String) in vote.parameters.first { $0.name == name }! }
        #expect(parameter("at").type == .datetimeLocal && parameter("side").type == .radio)
        #expect(try parameter("at").validate(["2026-06-01T12:30"]) == ["2026-06-01T12:30"])
        #expect(try parameter("at").validate(["2026-06-01T12:30:15"]) == ["2026-06-01T12:30:15"])
        for bad in ["2025-06-01T12:30", "2026-06-01", "2026-06-01T24:00", "2026-06-01 12:30", "2027-01-01T00:00", ""] {
            #expect(throws: ActionError.self, "\(bad)") { try parameter("at").validate([bad]) }
        }
        #expect(try parameter("side").validate(["n"]) == ["n"])
        #expect(throws: ActionError.self) { try parameter("side").validate(["maybe"]) }
        #expect(throws: ActionError.self) { try parameter("side").validate(["y", "n"]) }
        #expect(try parameter("why").validate(["two\nlines"]) == ["two\nlines"])
        #expect(throws: ActionError.self) { try parameter("why").validate(["bell\u{7}"]) }
        #expect(throws: ActionError.self) { try parameter("why").validate(["x"]) }
        #expect(throws: ActionError.self) { try parameter("why").validate([String(repeating: "é", count: 41)]) }
        let url = try vote.url(
            values: ["at": ["2026-06-01T12:30"], "side": ["y"], "why": ["a b"]],
            base: URL(string: "https://a.example/")!)
        #expect(url.absoluteString == "https://a.example/api/vote?at=2026-06-01T12%3A30&side=y&why=a%20b")
    }

    @Test func getAnswersParseAndParametersValidate() throws {
        let action = try ActionResponse.metadata(Array(Self.donate.utf8))
        #expect(action.title == "Donate" && !action.isCompleted && action.actions.count == 2)
        let other = action.actions[1]
        let parameter = { (name: String) in other.parameters.first { $0.name == name }! }
        #expect(try parameter("amount").validate(["0.5"]) == ["0.5"])
        for bad in ["0", "11", "abc", "1e3", "", "0.0001"] {
            #expect(throws: ActionError.self, "\(bad)") { try parameter("amount").validate([bad]) }
        }
        #expect(throws: ActionError.self) { try parameter("amount").validate(["1", "2"]) }
        #expect(try parameter("note").validate(["hello world"]) == ["hello world"])
        #expect(throws: ActionError.self) { try parameter("note").validate(["Hello"]) }
        #expect(try parameter("tags").validate(["a"]) == ["a"])
        #expect(throws: ActionError.self) { try parameter("tags").validate(["a", "b"]) }
        #expect(throws: ActionError.self) { try parameter("tags").validate(["c"]) }
        #expect(try parameter("day").validate(["2026-06-01"]) == ["2026-06-01"])
        #expect(throws: ActionError.self) { try parameter("day").validate(["2025-06-01"]) }
        #expect(throws: ActionError.self) { try parameter("day").validate(["2026-13-01"]) }
        #expect(throws: ActionError.self) { try parameter("mail").validate(["nobody"]) }
        #expect(throws: ActionError.self) { try parameter("site").validate(["javascript:1"]) }
        #expect(try parameter("size").validate([]) == ["s"])
        // The href template: percent-encoded values, resolved on the action's origin, https only.
        let base = URL(string: "https://a.example/api/donate")!
        let url = try other.url(values: ["amount": ["0.5"], "note": ["a b&c=d/"]], base: base)
        #expect(url.absoluteString == "https://a.example/api/donate?amount=0.5&note=a%20b%26c%3Dd%2F")
        #expect(throws: ActionError.self) { try other.url(values: ["amount": ["1"]], base: base) }
        // Random numbers inside and outside the bounds.
        for _ in 0..<300 {
            let millis = Int.random(in: 0...20_000, using: &TestRandom.rng)
            let text = "\(millis / 1_000).\(String(format: "%03d", millis % 1_000))"
            let inside = millis >= 1 && millis <= 10_000
            #expect(((try? parameter("amount").validate([text])) != nil) == inside, "\(text)")
        }
        // Strictness: a too-long pattern, a pattern that does not compile, unknown types, a bad icon, sizes.
        func refused(_ text: String) -> Bool { (try? ActionResponse.metadata(Array(text.utf8))) == nil }
        let long = String(repeating: "a", count: 300)
        #expect(refused(Self.donate.replacingOccurrences(of: "[a-z ]{0,20}", with: long)))
        #expect(refused(Self.donate.replacingOccurrences(of: "[a-z ]{0,20}", with: "([")))
        #expect(refused(Self.donate.replacingOccurrences(of: "\"email\"", with: "\"phone\"")))
        #expect(refused(Self.donate.replacingOccurrences(of: "i.png", with: "i.gif")))
        #expect(refused(Self.donate.replacingOccurrences(of: "\"action\"", with: "\"other\"")))
        #expect(
            refused("{\"icon\": \"https://a/i.png\", \"title\": \"" + String(repeating: "x", count: 70_000) + "\"}"))
    }

    @Test func postAnswersParseByType() throws {
        let keypair = Keypair.generate()
        let transaction = try Transaction(
            feePayer: keypair.publicKey, blockhash: .zero,
            instructions: [
                SystemProgram.transfer(from: keypair.publicKey, to: Keypair.generate().publicKey, lamports: 5)
            ])
        let base64 = Data(transaction.wireBytes).base64EncodedString()
        func post(_ text: String) throws -> ActionPostResponse { try ActionResponse.post(Array(text.utf8)) }
        guard
            case .transaction(let parsed, "hi", .post("/next"))? = try? post(
                #"{"type": "transaction", "transaction": "\#(base64)", "message": "hi", "links": {"next": {"type": "post", "href": "/next"}}}"#
            )
        else { Issue.record("transaction"); return }
        #expect(parsed == transaction)
        guard case .transaction(_, nil, nil)? = try? post(#"{"transaction": "\#(base64)"}"#) else {
            Issue.record("legacy transaction")
            return
        }
        guard
            case .message(nil, let data?, "s", "/done")? = try? post(
                #"{"type": "message", "data": {"domain": "a.example", "address": "\#(keypair.publicKey)", "statement": "Hi", "nonce": "abcdefgh", "issuedAt": "2026-01-01T00:00:00Z"}, "state": "s", "links": {"next": {"type": "post", "href": "/done"}}}"#
            )
        else { Issue.record("message"); return }
        #expect(
            data.text
                == "a.example wants you to sign a message with your account:\n\(keypair.publicKey)\n\nHi\n\nNonce: abcdefgh\nIssued At: 2026-01-01T00:00:00Z"
        )
        let source = URL(string: "https://a.example/api")!
        #expect(
            try ActionFlow.messageText(text: nil, data: data, account: keypair.publicKey, source: source) == data.text)
        #expect(throws: ActionError.self) {
            try ActionFlow.messageText(text: nil, data: data, account: Keypair.generate().publicKey, source: source)
        }
        #expect(throws: ActionError.self) {
            try ActionFlow.messageText(
                text: nil, data: data, account: keypair.publicKey, source: URL(string: "https://b.example/api")!)
        }
        guard
            case .externalLink(let link, nil)? = try? post(
                #"{"type": "external-link", "externalLink": "https://x.example/a"}"#)
        else { Issue.record("external-link"); return }
        #expect(link.absoluteString == "https://x.example/a")
        guard
            case .post("done", .inline(let next))? = try? post(
                #"{"type": "post", "message": "done", "links": {"next": {"type": "inline", "action": {"type": "completed", "icon": "https://a/i.svg", "title": "T", "description": "D", "label": "L"}}}}"#
            )
        else { Issue.record("post"); return }
        #expect(next.isCompleted)
        for bad in [
            #"{"type": "transaction", "transaction": "%%%"}"#, #"{"type": "transaction"}"#,
            #"{"type": "message", "data": "x"}"#, #"{"type": "external-link", "externalLink": "javascript:1"}"#,
            #"{"type": "nope"}"#, #"{"type": "post", "links": {"next": {"type": "teleport"}}}"#, "[]", "",
        ] {
            #expect(throws: ActionError.self, "\(bad)") { try post(bad) }
        }
        // `next` links stay on the origin.
        #expect(try ActionFlow.nextURL("/n", from: source).absoluteString == "https://a.example/n")
        #expect(throws: ActionError.self) { try ActionFlow.nextURL("https://evil.example/n", from: source) }
        #expect(throws: ActionError.self) { try ActionFlow.nextURL("http://a.example/n", from: source) }
        // Random bytes never trap.
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...200, using: &TestRandom.rng)).map { _ in
                UInt8.random(in: 0...255, using: &TestRandom.rng)
            }
            _ = try? ActionResponse.post(bytes)
            _ = try? ActionResponse.metadata(bytes)
            _ = try? ActionsJSON(bytes)
        }
    }

    /// The bounded client against the local server: an oversized answer, a slow one (a 2 s deadline), an http
    /// redirect, and a website link through actions.json.
    @Test func theClientBoundsWhatItReads() async throws {
        let server = try HTTPSPeer.actionsServer(rpc: URL(string: "http://127.0.0.1:1")!)
        let http = CappedHTTPSClient.makeHTTPClient(additionalTrustRootFiles: [server.ca])
        let client = ActionClient(http: CappedHTTPSClient(client: http, timeout: .seconds(2)))
        func url(_ path: String) -> URL { URL(string: server.url + path)! }
        // A website page mapped by actions.json (query kept), then its GET.
        let resolved = try await client.resolve(.website(url("/donate/0.5?ref=abc")))
        #expect(resolved == url("/api/donate/0.5?ref=abc"))
        let action = try await client.metadata(resolved)
        #expect(action.title == "Donate" && action.actions.first?.parameters.first?.name == "amount")
        await #expect(throws: ActionError.malformed("the answer is larger than 64 KiB")) {
            try await client.metadata(url("/api/big"))
        }
        let started = ContinuousClock.now
        await #expect(throws: ActionError.self) { try await client.metadata(url("/api/slow")) }
        #expect(ContinuousClock.now - started < .seconds(10))
        await #expect(throws: ActionError.malformed("a redirect to something other than an https URL")) {
            try await client.metadata(url("/api/redirect-http"))
        }
        // At most 3 redirects: three are followed to the action, a fourth is refused.
        #expect(try await client.metadata(url("/api/hops/2")).title == "Donate")
        await #expect(throws: ActionError.malformed("more than 3 redirects")) {
            try await client.metadata(url("/api/hops/3"))
        }
        let blocked = ActionClient(
            http: CappedHTTPSClient(client: http), blocklist: HostBlocklist(hosts: ["127.0.0.1"]))
        await #expect(throws: ActionError.blockedHost("127.0.0.1")) { try await blocked.metadata(resolved) }
        await #expect(throws: ActionError.self) {
            try await client.metadata(URL(string: "http://127.0.0.1:1/api/donate")!)
        }
        try await http.shutdown()
    }
}
