import Foundation

/// The Solana Pay merchant of the transaction-request tests (`Tests/Oracles/pay_merchant.py`): an HTTPS server with
/// a self-signed certificate (`ca`, for `SOLWALLET_CA_FILE`) that builds its transactions with solders. Stopped on
/// deinit.
public final class PayMerchant: @unchecked Sendable {
    /// `https://127.0.0.1:PORT`.
    public let url: String
    /// The PEM file of the server's certificate.
    public let ca: String
    /// The merchant's own key (it pays the fee of `/cosigned` transactions: fund it).
    public let merchant: String
    private let readyFile: String
    private let process: Process
    private let input = Pipe()

    /// Starts the merchant against the cluster at `rpc` and waits (20 s at most) until it listens.
    public init(rpc: URL) throws {
        struct Ready: Decodable { let url: String, ca: String, merchant: String }
        let ready: Ready
        (process, ready, readyFile) = try HelperProcess.launch(
            Oracle.python,
            [
                Oracle.repositoryRoot.appendingPathComponent("Tests/Oracles/pay_merchant.py").path, "--rpc",
                rpc.absoluteString,
            ],
            what: "the merchant", hint: "is openssl installed?", as: Ready.self, standardInput: input)
        (url, ca, merchant) = (ready.url, ready.ca, ready.merchant)
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
