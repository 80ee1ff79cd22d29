import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// The dashboard's receive page builds its request with the SDK's `SolanaPayTransferRequest.receiving`, as `solwallet
/// receive` does (token, amount in its units, references, memo, label, message; the SDK's errors in the page's
/// language), and the transaction page links to the cluster's explorer. In process, on localnet.
@Suite(.serialized) struct DashboardReceiveTests {
    let features = DashboardFeaturesTests()

    func receive(_ setup: DashboardFeaturesTests.Setup, _ query: [String: String]) async -> (Int, String) {
        await features.get(setup, "/accounts/\(setup.from.base58)/receive", query: query)
    }

    func link(_ html: String) throws -> String {
        features.unescape(String(try #require(html.firstMatch(of: /<code id="pay-url">([^<]*)<\/code>/)?.1)))
    }

    func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    @Test func aTokenRequestIsTheSDKsRequestForTheSameInputs() async throws {
        let setup = try await features.setUp(sol: 2)
        let payer = Keypair.generate()
        _ = try await setup.client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let mint = try await Chain.mintTokens(setup.client, payer: payer, to: setup.from, amount: 1_000, decimals: 6)
        let reference = Keypair.generate().publicKey
        let whole = Int.random(in: 1...99, using: &TestRandom.rng)
        let fraction = Int.random(in: 1...999_999, using: &TestRandom.rng)
        // Portuguese writes decimals with a comma: "12,000345" is 12.000345 of the token, as the CLI takes it.
        #expect(await features.post(setup, "/language", ["language": "pt", "next": "/"]).status == 303)
        let typed = "\(whole),\(String(format: "%06d", fraction))"
        let (status, html) = await receive(
            setup,
            [
                "token": mint.base58, "amount": typed, "reference": reference.base58, "memo": "pedido 7",
                "label": "Café & Co", "message": "mesa 4",
            ])
        #expect(status == 200, "seed \(TestRandom.seed): \(html)")
        let expected = try SolanaPayTransferRequest.receiving(
            to: setup.from, amount: "\(whole).\(String(format: "%06d", fraction))", token: (mint, 6),
            references: [reference.base58], label: "Café & Co", message: "mesa 4", memo: "pedido 7")
        #expect(try link(html) == expected.url, "seed \(TestRandom.seed)")
        #expect(try SolanaPayRequest.parse(try link(html)) == .transfer(expected))

        // "new": a fresh reference each time, in the link.
        let (_, fresh) = await receive(setup, ["reference": "new"])
        let parsed = try SolanaPayRequest.parse(try link(fresh))
        guard case .transfer(let request) = parsed else {
            Issue.record("not a transfer request: \(parsed)")
            return
        }
        #expect(request.references.count == 1)
    }

    @Test func aBadAmountOrTokenGivesTheSDKsErrorInThePagesLanguage() async throws {
        let setup = try await features.setUp(sol: 2)
        let payer = Keypair.generate()
        _ = try await setup.client.airdrop(payer.publicKey, lamports: 1_000_000_000, commitment: .confirmed)
        let mint = try await Chain.mintTokens(setup.client, payer: payer, to: setup.from, amount: 1_000, decimals: 2)
        #expect(await features.post(setup, "/language", ["language": "el", "next": "/"]).status == 303)
        // Three decimals of a two-decimal token: the SDK's refusal, in Greek, and no such request shown.
        let (status, html) = await receive(setup, ["token": mint.base58, "amount": "1,005"])
        #expect(status == 422, "\(html)")
        var refusal: SolanaPayInputError?
        do {
            _ = try SolanaPayTransferRequest.receiving(to: setup.from, amount: "1.005", token: (mint, 2))
        } catch { refusal = error }
        let error = try #require(refusal)
        #expect(html.contains(escaped(ErrorViewModel(error, language: .el).message)), "\(html)")
        #expect(try link(html) == "solana:\(setup.from.base58)")
        // A memo longer than a transaction holds, the SDK's limit.
        let memo = String(repeating: "m", count: SendRequest.maxMemoBytes + 1)
        let (memoStatus, memoPage) = await receive(setup, ["memo": memo])
        #expect(memoStatus == 422)
        let tooLong = ErrorViewModel(SolanaPayInputError.memoTooLong(bytes: memo.utf8.count), language: .el)
        #expect(memoPage.contains(escaped(tooLong.message)), "\(memoPage)")
        // A symbol no held token goes by: TokenChoice's error, in Greek.
        let (symbolStatus, symbolPage) = await receive(setup, ["token": "NOPE"])
        #expect(symbolStatus == 422)
        #expect(symbolPage.contains(escaped(Localizer(.el)(.errorTokenNotHeld, "NOPE"))), "\(symbolPage)")
    }

    @Test func theTransactionPageLinksToTheClustersExplorer() async throws {
        let setup = try await features.setUp(sol: 1)
        let signature = try await setup.client.airdrop(
            setup.from, lamports: 1_000_000, commitment: .confirmed)
        let (status, html) = await features.get(setup, "/tx/\(signature.base58)")
        #expect(status == 200, "\(html)")
        let anchor = String(try #require(html.firstMatch(of: /<a id="tx-explorer"[^>]*>/)?.0, "\(html)"))
        let href = features.unescape(String(try #require(anchor.firstMatch(of: /href="([^"]*)"/)?.1)))
        #expect(href == setup.client.cluster.explorerURL(transaction: signature))
        #expect(anchor.contains("rel=\"noopener noreferrer\"") && anchor.contains("target=\"_blank\""))
    }
}
