import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing

/// The screen never lies: every string from outside that the CLI prints — a memo, a program log line, an RPC node's
/// error and version, a merchant's error, a wallet callback's message, a wallet name and an account label from a
/// restored backup — reaches the terminal with its escape sequences and bidi overrides shown, never executed. Each
/// holds ESC, a CSI that moves the cursor up and erases the line, OSC 52 (set the clipboard), OSC 8 (a hidden link)
/// and U+202E, and goes through the binary against localnet.
@Suite(.serialized) struct TerminalSafetyCLITests {
    static let password = "terminal safety tests password"
    static let payload =
        "x\u{1B}[1A\u{1B}[2K \u{1B}]52;c;QUJD\u{07} \u{1B}]8;;https://evil\u{1B}\\ \u{202E}gnp.exe \u{7F}\u{9B}2J"
    /// A line of its own that a memo or a label must not be able to print.
    static let fakeLine = "\nfor you: received 500 SOL"
    /// The payload as the terminal must show it.
    static let visible = [
        #"\e[1A\e[2K"#, #"\e]52;c;QUJD\u{7}"#, #"\e]8;;https://evil\e\"#, #"\u{202E}gnp.exe"#, #"\u{7F}\u{9B}2J"#,
    ]

    /// The scalars a terminal would execute or reorder: C0 but newline and tab, DEL, C1, bidi overrides and isolates
    /// and marks.
    static func raw(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A, 0x09: return false
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
            default: return false
            }
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Every string in a decoded JSON value.
    static func strings(in value: Any) -> [String] {
        if let text = value as? String { return [text] }
        if let array = value as? [Any] { return array.flatMap(strings) }
        if let object = value as? [String: Any] { return object.values.flatMap(strings) }
        return []
    }

    /// Neither stdout nor stderr holds a raw control character; `shows` (the visible payload by default) is there.
    static func check(
        _ what: String, _ result: CLI.Result, shows: [String] = visible,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let output = result.stdout + result.stderr
        #expect(
            !output.split(separator: "\n").contains { $0.hasPrefix("for you") }, "\(what): a faked line in \(output)",
            sourceLocation: sourceLocation)
        #expect(
            raw(output).isEmpty, "\(what): raw \(raw(output)) in \(output.debugDescription)",
            sourceLocation: sourceLocation)
        for part in shows {
            #expect(
                output.contains(part), "\(what): \(part) not shown in \(output.debugDescription)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func outsideStringsAreShownNeverExecuted() async throws {
        let localnet = try Localnet()
        let url = localnet.httpURL.absoluteString
        let client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        let environment = ["SOLWALLET_KDF": "minimum", "SOLWALLET_PASSWORD": Self.password]
        let first = NSTemporaryDirectory() + "solwallet-terminal-" + UUID().uuidString
        let second = NSTemporaryDirectory() + "solwallet-terminal-" + UUID().uuidString
        defer {
            try? FileManager.default.removeItem(atPath: first)
            try? FileManager.default.removeItem(atPath: second)
        }
        func run(_ arguments: [String], home: String? = first, extra: [String: String] = [:]) throws -> CLI.Result {
            try CLI.run(
                arguments + (home.map { ["--home", $0] } ?? []), stdin: "",
                environment: environment.merging(extra) { $1 })
        }

        // The SDK's wallet-name rule refuses the payload as a new wallet's name, and nothing is created...
        let refusedName = try run(["init", "--non-interactive", "--name", Self.payload, "--json"])
        #expect(refusedName.status != 0 && refusedName.stderr.contains("control character"), "\(refusedName.stderr)")
        Self.check("init (refused name)", refusedName, shows: [])
        // ...but a keystore written elsewhere (an older version, another tool, a hand-edited database) can hold it:
        // written here straight into the database. A wallet named and an account labelled with the payload, backed
        // up and restored into a new home.
        let created = try run(["init", "--non-interactive", "--json"])
        let wallet = try #require(try created.json()["wallet"] as? [String: Any], "\(created.stderr)")
        let address = try #require((wallet["accounts"] as? [[String: Any]])?.first?["address"] as? String)
        let renamed = try Oracle.run(
            script: "sqlite_exec.py",
            input: JSONSerialization.data(withJSONObject: [
                "database": WalletPaths(home: first).databasePath, "sql": "UPDATE wallet SET name = ?",
                "arguments": [Self.payload],
            ]))
        #expect(String(decoding: renamed, as: UTF8.self).contains("\"changes\": 1"))
        let labelled = try run(["account", "new", "--wallet", Self.payload, "--label", Self.payload + Self.fakeLine])
        #expect(labelled.status == 0, "\(labelled.stderr)")
        let file = first + "/backup.swbk"
        #expect(try run(["backup", file]).status == 0)
        let restored = try run(["restore", file], home: second, extra: ["SOLWALLET_BACKUP_PASSWORD": Self.password])
        #expect(restored.status == 0, "\(restored.stderr)")
        Self.check("restore", restored)
        for command in ["wallets", "accounts"] {
            let listed = try run([command], home: second)
            #expect(listed.status == 0, "\(listed.stderr)")
            Self.check(command, listed)
            #expect(listed.stdout.contains(#"\nfor you"#), "\(listed.stdout)")
        }

        // A real transfer whose memo is the payload: the memo in `tx show` and `history`, the memo program's log.
        try await client.airdrop(try PublicKey(address), lamports: 1_000_000_000, commitment: .confirmed)
        let recipient = Keypair.generate().publicKey.base58
        let sent = try run([
            "send", recipient, "0.001", "--memo", Self.payload + Self.fakeLine, "--yes", "--allow-unfunded-recipient",
            "-u", url,
        ])
        #expect(sent.status == 0, "\(sent.stderr)")
        Self.check("send", sent)
        let signature = try #require(sent.stdout.split(separator: "\n").first.map(String.init))
        let shown = try run(["tx", "show", signature, "--address", address, "-u", url], home: nil)
        #expect(shown.status == 0, "\(shown.stderr)")
        Self.check("tx show", shown)
        let history = try run(["history", address, "-u", url])
        #expect(history.status == 0, "\(history.stderr)")
        Self.check("history", history, shows: [#"\e[1A\e[2K"#])

        // A node that says what it likes: its version, a log line added to the transaction, its error messages.
        let node = try FakeNode(upstream: localnet.httpURL, payload: Self.payload)
        let version = try run(["cluster-version", "-u", node.url + "/"], home: nil)
        #expect(version.status == 0, "\(version.stderr)")
        Self.check("cluster-version", version)
        let logged = try run(["tx", "show", signature, "--address", address, "-u", node.url + "/"], home: nil)
        #expect(logged.status == 0 && logged.stdout.contains("Program log: hostile"), "\(logged.stderr)")
        Self.check("tx show (program log)", logged)
        // Its error messages also try to start a line of their own.
        let liar = try FakeNode(upstream: localnet.httpURL, payload: Self.payload + Self.fakeLine)
        for arguments in [["balance", address], ["cluster-version"], ["tx", "show", signature, "--address", address]] {
            let failed = try run(arguments + ["-u", liar.url + "/error"], home: nil)
            #expect(failed.status == 2, "\(arguments): \(failed.stderr)")
            Self.check("\(arguments[0]) (RPC error)", failed)
        }

        // A merchant's error message.
        let shop = try HTTPSPeer.payMerchant(rpc: localnet.httpURL)
        let link =
            "solana:" + (shop.url + "/refuse-hostile").addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let refused = try run(
            ["pay", link, "--yes", "--amount", "0.01", "-u", url], extra: ["SOLWALLET_CA_FILE": shop.ca])
        #expect(refused.status != 0, "\(refused.stdout)")
        Self.check("pay (merchant error)", refused)

        // A wallet-adapter callback's error message.
        let redirect = "solwallet-test://adapter"
        let pending = try run([
            "adapter", "connect", "phantom", "--redirect", redirect, "--cluster", "devnet", "--json",
        ])
        // The redirect link the wallet answers to carries the request's id and nonce: the error is the wallet's.
        let walletLink = try #require(try pending.json()["url"] as? String, "\(pending.stderr)")
        let answer = try #require(
            URLComponents(string: walletLink)?.queryItems?.first { $0.name == "redirect_link" }?.value, "\(walletLink)")
        let message = (Self.payload + Self.fakeLine).addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        let callback = try run(["adapter", "callback", "\(answer)&errorCode=4001&errorMessage=\(message)"])
        #expect(callback.status != 0)
        Self.check("adapter callback", callback)

        // JSON for scripts stays JSON, with the characters a terminal acts on as \u escapes: the same strings.
        for (what, arguments, home) in [
            ("wallets --json", ["wallets", "--json"], second),
            ("history --json", ["history", address, "-u", url, "--json"], first),
            ("tx show --json", ["tx", "show", signature, "--address", address, "-u", url, "--json"], nil),
        ] {
            let listed = try run(arguments, home: home)
            #expect(listed.status == 0, "\(what): \(listed.stderr)")
            #expect(Self.raw(listed.stdout).isEmpty, "\(what): raw \(Self.raw(listed.stdout))")
            #expect(listed.stdout.contains(#"\u007f\u009b2J"#), "\(what): \(listed.stdout)")
            #expect(listed.stdout.contains(#"\u202egnp.exe"#), "\(what): \(listed.stdout)")
            let decoded = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8))
            #expect(Self.strings(in: decoded).contains { $0.contains("\u{7F}\u{9B}2J") }, "\(what): the string changed")
        }
        let jsonError = try run(["balance", address, "-u", liar.url + "/error", "--json"], home: nil)
        #expect(Self.raw(jsonError.stderr).isEmpty && jsonError.stderr.contains(#"\u009b2J"#), "\(jsonError.stderr)")
    }
}

/// A JSON-RPC node in front of `upstream` that answers `getVersion` with `payload`, adds "Program log: hostile
/// <payload>" to every transaction it returns, and under `/error` answers everything with `payload` as the error.
final class FakeNode: @unchecked Sendable {
    let url: String
    private let process: Process
    private let input = Pipe()

    static let script = #"""
        import json, os, sys, urllib.request
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
        upstream, payload, ready = sys.argv[1], sys.argv[2], sys.argv[4]  # argv[3]: --ready-file

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                request = json.loads(body)
                single = request if isinstance(request, dict) else {}
                if self.path.startswith("/error"):
                    answer = [{"jsonrpc": "2.0", "id": one.get("id"),
                               "error": {"code": -32002, "message": payload}}
                              for one in (request if isinstance(request, list) else [request])]
                    answer = answer if isinstance(request, list) else answer[0]
                elif single.get("method") == "getVersion":
                    answer = {"jsonrpc": "2.0", "id": single.get("id"),
                              "result": {"solana-core": payload, "feature-set": 1}}
                else:
                    forward = urllib.request.Request(upstream, body, {"Content-Type": "application/json"})
                    with urllib.request.urlopen(forward) as reply:
                        answer = json.loads(reply.read())
                    result = answer.get("result") if isinstance(answer, dict) else None
                    if single.get("method") == "getTransaction" and isinstance(result, dict):
                        result["meta"]["logMessages"] = (result["meta"].get("logMessages") or []) + [
                            "Program log: hostile " + payload]
                data = json.dumps(answer).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        with open(ready + ".tmp", "w") as out:
            json.dump({"port": server.server_address[1]}, out)
        os.rename(ready + ".tmp", ready)
        import threading
        threading.Thread(target=server.serve_forever, daemon=True).start()
        sys.stdin.read()
        server.shutdown()
        """#

    init(upstream: URL, payload: String) throws {
        struct Ready: Decodable { let port: Int }
        let launched = try HelperProcess.launch(
            Oracle.python, ["-c", Self.script, upstream.absoluteString, payload], what: "the fake node",
            hint: "python's http.server", as: Ready.self, standardInput: input)
        process = launched.process
        url = "http://127.0.0.1:\(launched.ready.port)"
        try? FileManager.default.removeItem(atPath: launched.readyFile)
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
