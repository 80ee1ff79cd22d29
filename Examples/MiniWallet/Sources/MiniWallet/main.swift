// MiniWallet: the seed wallet app's ten features, built on the SDK's public library products only (no `@testable`,
// no `package` API, nothing from the `solwallet` target). Run by `Examples/MiniWallet/run-on-localnet` in `make test`:
//
//     MiniWallet --rpc http://127.0.0.1:8899 --ws ws://127.0.0.1:8900 --coingecko http://127.0.0.1:PORT/s/ok
//
// 1 create a phrase, 2 import it, 3 keys, 4 balance with the offline cache, 5 history, 6 send, 7 receive (a Solana
// Pay request, paid and found on chain), 8 assets, 9 asset detail with the trend line, 10 portfolio.
import Foundation
import MarketData
import Portfolio
import SolanaCore
import SolanaKeys
import SolanaRPC
import SolanaWallet
import WalletPresentation

struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func option(_ name: String) throws -> String {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
        throw Failure("usage: MiniWallet --rpc URL --ws URL --coingecko URL")
    }
    return arguments[index + 1]
}

func section(_ number: Int, _ title: String) { print("\n== \(number). \(title)") }

func check(_ condition: Bool, _ what: String) throws {
    guard condition else { throw Failure("check failed: \(what)") }
}

func run() async throws {
    guard let rpc = URL(string: try option("--rpc")), let ws = URL(string: try option("--ws")),
        let coinGeckoURL = URL(string: try option("--coingecko"))
    else { throw Failure("the URLs do not parse") }
    let cluster = Cluster(url: rpc, webSocketURL: ws, name: "localnet")
    let client = RPCClient(cluster: cluster, configuration: .init(commitment: .confirmed))
    let home = NSTemporaryDirectory() + "miniwallet-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: home) }

    // The app's stores: public data in SQLite, secrets in the encrypted keystore under the user's password.
    let opened = try WalletHome.open(
        WalletPaths(home: home), password: KeystorePassword("mini wallet password"), parameters: .minimum)
    let (paths, database, wallets) = (opened.paths, opened.database, opened.wallets)

    section(1, "Create a wallet")
    let mnemonic = Mnemonic.generate(wordCount: .twelve)
    let created = try await wallets.createWallet(name: "Main", mnemonic: mnemonic, accounts: 2)
    let main = created.accounts[0].address, savings = created.accounts[1].address
    print("12 words written down; first account \(main)")

    section(2, "Import the phrase")
    let other = WalletManager(
        registry: SQLiteWalletRegistry(database: try WalletDatabase(path: home + "/import/wallet.sqlite")),
        storage: try EncryptedFileStorage(
            directory: home + "/import/keystore", password: KeystorePassword("another"), parameters: .minimum))
    let imported = try await other.createWallet(name: "Imported", mnemonic: try Mnemonic(phrase: mnemonic.phrase))
    try check(imported.accounts[0].address == main, "the imported phrase gives the same first account")
    print("imported: \(imported.accounts[0].address) (the same account)")

    section(3, "Keys")
    let signer = try await wallets.keypair(for: main)
    let message = Array("MiniWallet says hello".utf8)
    let signature = try signer.sign(message)
    try check(signature.verify(publicKey: main, message: message), "the signature verifies")
    print("account 0 \(main), account 1 \(savings); a message signed and verified")

    section(4, "Balance, kept for offline use")
    let airdrop = try await AirdropFlow(client: client).airdrop(2_000_000_000, to: main)
    print("airdrop \(airdrop.signature): \(Lamports.formatSOL(airdrop.balance))")
    let balances = CachedBalanceLoader(client: client, database: database)
    let online = try await balances.loadBalance(of: main)
    print(BalanceViewModel(online, language: .en).terminalText(style: .plain))
    // The same cluster with the network gone (the cache is kept per cluster, known by its genesis hash: another URL
    // never reached has nothing cached).
    struct NoNetwork: RPCTransport {
        func post(_ body: [UInt8], headers: [(String, String)], timeout: Duration) async throws -> RPCHTTPResponse {
            throw RPCTransportError.connection("offline")
        }
    }
    let unreachable = RPCClient(
        cluster: client.cluster, transport: NoNetwork(), configuration: .init(retry: .none))
    let offline = try await CachedBalanceLoader(client: unreachable, database: database).loadBalance(of: main)
    guard case .cache = offline.source else { throw Failure("offline, the balance should come from the cache") }
    try check(offline.balance.lamports == online.balance.lamports, "the cached balance is the last one read")
    print("offline: \(Lamports.formatSOL(offline.balance.lamports)) from the cache")

    section(5, "Send")
    let flow = SendFlow(client: client)
    let review = try await flow.prepare(
        SendRequest(from: main, to: savings, amount: .exact("0.25"), allowUnfundedRecipient: true))
    print(SendReviewViewModel(review, language: .en).terminalText(style: .plain))
    let sent = try await flow.send(review, signer: signer)
    print("sent: \(sent)")

    section(6, "History")
    let history = HistorySync(client: client, store: SQLiteHistoryStore(database: database))
    let page = try await history.page(main, limit: 10)
    try check(page.entries.contains { $0.signature == sent }, "the send is in the history")
    print(HistoryViewModel(page, address: main, language: .en).terminalText(style: .plain))

    section(7, "Receive with Solana Pay, and pay it")
    let request = try SolanaPayTransferRequest.receiving(
        to: savings, amount: "0.1", references: ["new"], label: "MiniWallet", memo: "order 7")
    print(ReceiveViewModel(request, decimals: 9, language: .en).terminalText(style: .plain))
    guard case .transfer(let link) = try SolanaPayRequest.parse(request.url) else { throw Failure("not a transfer") }
    let payment = try await flow.prepare(try link.sendRequest(from: main, entered: nil))
    let paid = try await flow.send(payment, signer: signer)
    let wait = try await SolanaPayVerifier(client: client).waitForPayment(request, timeout: .seconds(60))
    try check(wait.transfer?.signature == paid, "the verifier finds the payment on chain")
    print("paid \(paid); found on chain by its reference")

    section(8, "Assets")
    let market = CachedMarketLoader(
        client: CoinGeckoClient(configuration: .init(baseURL: coinGeckoURL)),
        cache: try SQLiteMarketCache(path: paths.databasePath))
    let coins = try await market.markets(currency: "usd")
    let usd = FiatCurrency(code: "USD", fractionDigits: 2)
    for coin in coins.value.prefix(5) {
        print("\(coin.symbol.uppercased())\t\(MarketNumberFormatter(.en).money(coin.currentPrice ?? 0, currency: usd))")
    }

    section(9, "Asset detail with the trend line")
    let detail = try await market.coin(id: "bitconnect")
    print(AssetViewModel(detail, currency: usd, language: .en).terminalText(style: .plain))
    let chart = try await market.marketChart(id: "bitconnect", currency: "usd", days: 30)
    let trend = try TrendLine.compute(chart.value.prices)
    print("trend: \(trend.signal.position) over \(chart.value.prices.count) prices")

    section(10, "Portfolio")
    let portfolioStore = try SQLitePortfolioStore(path: paths.databasePath)
    _ = try await ManualHoldingEditor(store: portfolioStore, market: market).set("bitconnect", amount: "12.5")
    let report = try await PortfolioLoader(balances: balances, store: portfolioStore, market: market, jupiter: nil)
        .load(addresses: [main, savings], currency: "usd")
    print(PortfolioViewModel(report, currency: usd, language: .en).terminalText(style: .plain))
    try check(!report.summary.isEmpty, "the portfolio holds SOL and the manual holding")
    print("\nMiniWallet: all ten features ran.")
}

do { try await run() } catch {
    FileHandle.standardError.write(Data("MiniWallet failed: \(error)\n".utf8))
    exit(1)
}
