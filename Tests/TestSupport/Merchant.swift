import Foundation

/// A Python HTTPS peer of the tests that builds its transactions with solders — the Solana Pay merchant of the
/// transaction-request tests (`Tests/Oracles/pay_merchant.py`) or the Solana Actions server of the `solwallet action`
/// tests (`Tests/Oracles/actions_server.py`) — with a self-signed certificate (`ca`, for `SOLWALLET_CA_FILE`). Stopped
/// on deinit.
public final class HTTPSPeer: @unchecked Sendable {
    /// `https://127.0.0.1:PORT`.
    public let url: String
    /// The PEM file of the server's certificate.
    public let ca: String
    /// The peer's own key: the merchant's (it pays the fee of `/cosigned` transactions: fund it), or the Actions
    /// server's treasury (where donations and chained transfers go).
    public let key: String
    private let readyFile: String
    private let process: Process
    private let input = Pipe()

    /// The Solana Pay merchant, against the cluster at `rpc`.
    public static func payMerchant(rpc: URL) throws -> HTTPSPeer {
        try HTTPSPeer(script: "pay_merchant.py", keyField: "merchant", what: "the merchant", rpc: rpc)
    }

    /// The Solana Actions server, against the cluster at `rpc`.
    public static func actionsServer(rpc: URL) throws -> HTTPSPeer {
        try HTTPSPeer(script: "actions_server.py", keyField: "treasury", what: "the actions server", rpc: rpc)
    }

    /// Starts `Tests/Oracles/SCRIPT --rpc RPC` and waits (20 s at most) until it listens; its ready file names the
    /// url, the certificate and its key under `keyField`.
    init(script: String, keyField: String, what: String, rpc: URL) throws {
        let ready: [String: String]
        (process, ready, readyFile) = try HelperProcess.launch(
            Oracle.python,
            [
                Oracle.repositoryRoot.appendingPathComponent("Tests/Oracles/" + script).path, "--rpc",
                rpc.absoluteString,
            ],
            what: what, hint: "is openssl installed?", as: [String: String].self, standardInput: input)
        guard let url = ready["url"], let ca = ready["ca"], let key = ready[keyField] else {
            throw Oracle.Failure(description: "\(what) is ready without url, ca and \(keyField): \(ready)")
        }
        (self.url, self.ca, self.key) = (url, ca, key)
    }

    /// The merchant's key (`payMerchant`).
    public var merchant: String { key }
    /// The treasury's key (`actionsServer`).
    public var treasury: String { key }

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
