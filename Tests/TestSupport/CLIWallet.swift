import Foundation
import SolanaCore
import SolanaRPC

/// A wallet made through the binary (`init --non-interactive`) on a fresh localnet, for the CLI tests.
public struct LocalnetWallet: Sendable {
    /// The cluster (stopped when the last copy of this value is gone).
    public let localnet: Localnet
    /// A client of the cluster at `confirmed`.
    public let client: RPCClient
    /// The wallet's `--home`.
    public let home: String
    /// The wallet's first account.
    public let address: PublicKey

    /// The cluster's URL for `-u`.
    public var url: String { localnet.httpURL.absoluteString }

    /// Starts localnet and creates a wallet in a new home named after `prefix`, with `environment` (its password).
    public init(prefix: String, environment: [String: String], localnetArguments: [String] = []) throws {
        localnet = try Localnet(extraArguments: localnetArguments)
        client = RPCClient(
            cluster: Cluster(url: localnet.httpURL, name: "localnet"), configuration: .init(commitment: .confirmed))
        home = NSTemporaryDirectory() + "solwallet-\(prefix)-" + UUID().uuidString
        let created = try CLI.run(["init", "--non-interactive", "--home", home, "--json"], environment: environment)
        guard let wallet = try created.json()["wallet"] as? [String: Any],
            let first = (wallet["accounts"] as? [[String: Any]])?.first?["address"] as? String
        else { throw Oracle.Failure(description: "init failed: \(created.stderr)") }
        address = try PublicKey(first)
    }

    /// The SOL balance of `key`, in lamports, at `confirmed`.
    public func balance(_ key: PublicKey) async throws -> UInt64 {
        try await client.send(.getBalance(key, commitment: .confirmed)).value
    }
}

/// A command run on a pseudo-terminal as a user at a terminal would (`Tests/Oracles/pty_session.py`): it answers
/// `prompts` with `answers` (or presses Ctrl-C at the last one with `interrupt`).
public enum PtySession {
    /// What the terminal showed, the exit status and whether it echoed at each prompt and at the end.
    public struct Reply: Decodable, Sendable {
        /// Everything the terminal showed.
        public let output: String
        /// The exit status.
        public let returncode: Int
        /// Whether the terminal echoed at each prompt.
        public let echoAtPrompts: [Bool]
        /// Whether it echoes after the command ended.
        public let echoAtEnd: Bool
    }

    struct Request: Encodable { let argv: [String]; let prompts: [String]; let answers: [String]; let interrupt: Bool }

    /// Runs `argv` on a pseudo-terminal.
    public static func run(_ argv: [String], prompts: [String], answers: [String], interrupt: Bool = false) throws
        -> Reply
    {
        let request = Request(argv: argv, prompts: prompts, answers: answers, interrupt: interrupt)
        let data = try Oracle.run(script: "pty_session.py", input: JSONEncoder().encode(request))
        return try JSONDecoder().decode(Reply.self, from: data)
    }
}

/// Address poisoning's look-alikes for tests.
public enum Lookalike {
    /// An address with `model`'s first and last 4 base58 characters and a random middle (from `generator`): a string
    /// of the same length that decodes to 32 bytes and encodes back to itself.
    public static func address(of model: PublicKey, using generator: inout SeededGenerator) -> PublicKey {
        let text = model.base58
        let alphabet = Array("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz")
        while true {
            let middle = String((0..<(text.count - 8)).map { _ in alphabet.randomElement(using: &generator)! })
            let candidate = String(text.prefix(4)) + middle + String(text.suffix(4))
            if let key = try? PublicKey(candidate), key.base58 == candidate, key != model { return key }
        }
    }
}
