import ArgumentParser
import Foundation
import QRCode
import SolanaCore
import SolanaRPC
import SolanaWallet
import WalletAdapter
import WalletPresentation

/// The adapter's stores for a CLI command: its own encrypted keystore (`<data>/adapter/keystore`) and records
/// (`<data>/adapter/records`), both under the keystore password.
struct AdapterContext {
    static let defaultAppURL = "https://solwallet.invalid"
    let storage: EncryptedFileStorage
    let manager: WalletConnectionManager

    init(home: HomeOptions, password: PasswordOptions, appURL: String = Self.defaultAppURL) throws(CLIError) {
        let base = home.paths.dataDirectory + "/adapter"
        do {
            storage = try EncryptedFileStorage(
                directory: base + "/keystore", password: try password.password(), parameters: WalletContext.parameters)
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError(.file, "\(error)", cause: error)
        }
        for warning in storage.warnings { Output.status(warning.message(ErrorReport.language()) + "\n") }
        do {
            manager = try WalletConnectionManager(
                storage: storage, recordDirectory: base + "/records", appURL: appURL,
                redirectLink: "solwallet://adapter", fetcher: DeeplinkFetcher(opener: NoOpener()))
        } catch { throw CLIError(error) }
    }

    /// The request lifecycle (WalletAdapter's `DeeplinkRequests`) over this context's stores.
    var requests: DeeplinkRequests { DeeplinkRequests(manager: manager) }

    /// The connection chosen by `--connection` (an id or its prefix), or the only one.
    func connection(_ choice: String?) async throws(CLIError) -> DeeplinkConnection {
        do { return try await requests.connection(matching: choice) } catch {
            guard case .notConnected = error else {
                throw CLIError(.invalidInput, "\(error.description); see solwallet adapter list", cause: error)
            }
            throw CLIError(.notFound, .cliAdapterNotConnected)
        }
    }

    /// Prints the link to open in the wallet, with its QR code (or one JSON object).
    static func show(
        _ request: PendingDeeplinkRequest, wallet: String, what: L10nKey, output: OutputOptions, home: HomeOptions,
        qr: Bool
    ) throws {
        if output.json {
            struct Result: Encodable { let requestId: String; let method: String; let wallet: String; let url: String }
            try Output.printJSON(
                Result(requestId: request.id, method: request.method.rawValue, wallet: wallet, url: request.url))
            return
        }
        let l10n = Localizer(try output.language(home: home))
        print(l10n(what, wallet))
        print(request.url)
        if qr {
            do {
                let matrix = try QREncoder.encode(request.url, correction: .low)
                print("")
                print(try matrix.terminalText(quietZone: 2, inverted: true), terminator: "")
            } catch {
                Output.status(l10n(.cliAdapterNoQR, "\(error)") + "\n")
            }
        }
        print(l10n(.cliAdapterThenRun, request.id))
    }
}

/// The CLI never opens links itself: it prints them.
struct NoOpener: URLOpener {
    func open(_ url: String) async throws { throw WalletAdapterError.openFailed("the CLI prints links instead") }
}

extension CLIError {
    /// A deeplink transfer's failure: the adapter's, the cluster's, or a damaged stored plan.
    init(_ error: DeeplinkTransferError, cluster: Cluster? = nil) {
        switch error {
        case .adapter(let failure): self.init(failure)
        case .rpc(let failure):
            if let cluster {
                self.init(failure, cluster: cluster)
            } else {
                self.init(.network, failure.description, cause: failure)
            }
        case .invalidPlan: self.init(.file, error.description, cause: error)
        }
    }

    /// A wallet-adapter failure: the wallet's refusal, a bad callback, a local limit or the store.
    init(_ error: WalletAdapterError) {
        switch error {
        case .storage: self.init(.file, error.description, cause: error)
        case .unknownRequest, .notConnected: self.init(.notFound, error.description, cause: error)
        case .userRejected, .cancelled: self.init(.cancelled, error.description, cause: error)
        case .timeout, .openFailed: self.init(.network, error.description, cause: error)
        default: self.init(.invalidInput, error.description, cause: error)
        }
    }
}
