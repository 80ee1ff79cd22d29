import Foundation

/// The Solana Actions server of the `solwallet action` tests (`Tests/Oracles/actions_server.py`): an HTTPS server with
/// a self-signed certificate (`ca`, for `SOLWALLET_CA_FILE`) that builds its transactions with solders. Stopped on
/// deinit.
public final class ActionsServer: @unchecked Sendable {
    /// `https://127.0.0.1:PORT`.
    public let url: String
    /// The PEM file of the server's certificate.
    public let ca: String
    /// Where the donations and the chained transfers go.
    public let treasury: String
    private let readyFile: String
    private let process: Process
    private let input = Pipe()

    /// Starts the server against the cluster at `rpc` and waits (20 s at most) until it listens.
    public init(rpc: URL) throws {
        struct Ready: Decodable { let url: String, ca: String, treasury: String }
        let ready: Ready
        (process, ready, readyFile) = try HelperProcess.launch(
            Oracle.python,
            [
                Oracle.repositoryRoot.appendingPathComponent("Tests/Oracles/actions_server.py").path, "--rpc",
                rpc.absoluteString,
            ],
            what: "the actions server", hint: "is openssl installed?", as: Ready.self, standardInput: input)
        (url, ca, treasury) = (ready.url, ready.ca, ready.treasury)
    }

    /// The POSTs received so far: path, body and content type of each.
    public func posts() throws -> [[String: String]] {
        guard let text = try? String(contentsOfFile: readyFile + ".posts", encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String] ?? [:]
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        Localnet.stop(process)
        try? FileManager.default.removeItem(atPath: readyFile)
        try? FileManager.default.removeItem(atPath: readyFile + ".posts")
    }
}
