import ArgumentParser
import Foundation
import QRCode
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletAdapter

/// What `adapter callback` needs besides the protocol's pending request: how to finish the command that sent it.
struct AdapterPending: Codable {
    /// A SOL transfer to send after the wallet signed it (`adapter send`).
    struct Send: Codable {
        let rpcURL: String
        let lastValidBlockHeight: UInt64
        let to: String
        let lamports: UInt64
    }

    let request: PendingDeeplinkRequest
    let send: Send?
}

/// The redirect link given at connect time, reused by later requests of the connection.
struct AdapterConnectionExtras: Codable {
    let redirectLink: String
}

/// The adapter's stores for a CLI command: its own encrypted keystore (`<data>/adapter/keystore`) and records
/// (`<data>/adapter/records`), both under the keystore password.
struct AdapterContext {
    static let defaultAppURL = "https://solwallet.invalid"
    let storage: EncryptedFileStorage
    let manager: WalletConnectionManager
    var records: AdapterRecordStore { manager.records }

    init(home: HomeOptions, password: PasswordOptions, appURL: String = Self.defaultAppURL) throws(CLIError) {
        let base = home.paths.dataDirectory + "/adapter"
        do {
            storage = try EncryptedFileStorage(
                directory: base + "/keystore", password: try password.password(), parameters: WalletContext.parameters)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError(.file, "\(error)")
        }
        for warning in storage.warnings { Output.status("warning: \(warning)\n") }
        do {
            manager = try WalletConnectionManager(
                storage: storage, recordDirectory: base + "/records", appURL: appURL,
                redirectLink: "solwallet://adapter", fetcher: DeeplinkFetcher(opener: NoOpener()))
        } catch { throw CLIError(error) }
    }

    /// Saves a pending request (encrypted) until `adapter callback` completes it.
    func savePending(_ pending: AdapterPending) async throws(CLIError) {
        do { try await records.put(pending, name: "pending-" + pending.request.id) } catch { throw CLIError(error) }
    }

    /// The connection chosen by `--connection` (an id or its prefix), or the only one.
    func connection(_ choice: String?) async throws(CLIError) -> DeeplinkConnection {
        let all: [DeeplinkConnection]
        do { all = try await manager.recover() } catch { throw CLIError(error) }
        let matching = all.filter { connection in
            guard let choice else { return true }
            return connection.id.hasPrefix(choice.lowercased()) || connection.wallet.id == choice.lowercased()
        }
        guard let first = matching.first else {
            throw CLIError(
                .notFound,
                all.isEmpty
                    ? "no wallet is connected; run solwallet adapter connect phantom|solflare|backpack --redirect URL"
                    : "no connection matches '\(choice ?? "")'; see solwallet adapter list")
        }
        guard matching.count == 1 else {
            throw CLIError(
                .invalidInput,
                "\(matching.count) connections match; choose one with --connection ID (see solwallet adapter list)")
        }
        return first
    }

    /// The redirect link to use for a connection's requests: `--redirect`, else the one given at connect.
    func redirect(_ explicit: String?, for connection: DeeplinkConnection) async throws(CLIError) -> String {
        if let explicit { return explicit }
        do {
            if let extras = try await records.get(AdapterConnectionExtras.self, name: "extras-" + connection.id) {
                return extras.redirectLink
            }
        } catch { throw CLIError(error) }
        throw CLIError(.invalidInput, "no redirect link is stored for this connection; give --redirect URL")
    }

    /// Prints the link to open in the wallet, with its QR code (or one JSON object).
    static func show(
        _ request: PendingDeeplinkRequest, wallet: String, what: String, output: OutputOptions, qr: Bool
    ) throws {
        if output.json {
            struct Result: Encodable { let requestId: String; let method: String; let wallet: String; let url: String }
            try Output.printJSON(
                Result(requestId: request.id, method: request.method.rawValue, wallet: wallet, url: request.url))
            return
        }
        print("Open this link on the phone with \(wallet) to \(what):")
        print(request.url)
        if qr {
            do {
                let matrix = try QREncoder.encode(request.url, correction: .low)
                print("")
                print(try matrix.terminalText(quietZone: 2, inverted: true), terminator: "")
            } catch {
                Output.status("(no QR code: \(error))\n")
            }
        }
        print(
            "Then run: solwallet adapter callback 'URL' with the URL the wallet redirects to (request \(request.id)).")
    }
}

/// The CLI never opens links itself: it prints them.
struct NoOpener: URLOpener {
    func open(_ url: String) async throws { throw WalletAdapterError.openFailed("the CLI prints links instead") }
}

extension CLIError {
    /// A wallet-adapter failure: the wallet's refusal, a bad callback, a local limit or the store.
    init(_ error: WalletAdapterError) {
        switch error {
        case .storage: self.init(.file, error.description)
        case .unknownRequest, .notConnected: self.init(.notFound, error.description)
        case .userRejected, .cancelled: self.init(.cancelled, error.description)
        case .timeout, .openFailed: self.init(.network, error.description)
        default: self.init(.invalidInput, error.description)
        }
    }
}
