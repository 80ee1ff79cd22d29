import Foundation
import MarketData
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// Issue 30: the image proxy. The SDK's `RemoteImageFetcher` against a local HTTPS image host
/// (Tests/Oracles/image_server.py): a PNG and a GIF served with their sniffed type; an SVG (labelled image/png), an
/// HTML page, an oversized body (declared or chunked), a slow server, an http URL or redirect, a redirect loop and a
/// 404 refused with their typed errors; and the dashboard's `/img/ID`, which serves only what a page registered.
@Suite(.serialized) struct DashboardImageTests {
    /// The PNG the image host serves (a 2×2 image made with zlib by the host, not by us): its signature and IHDR.
    static let pngHead: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)

    @Test func theSnifferTellsTheFourFormatsAndNothingElse() {
        #expect(ImageFormat.sniff(Self.pngHead + [0, 0, 0, 2]) == .png)
        #expect(ImageFormat.sniff([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageFormat.sniff(Array("GIF89a".utf8) + [1, 0]) == .gif)
        #expect(ImageFormat.sniff(Array("GIF87a".utf8)) == .gif)
        #expect(ImageFormat.sniff(Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8L".utf8)) == .webp)
        #expect(ImageFormat.sniff(Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WAVEfmt ".utf8)) == nil)
        #expect(ImageFormat.sniff(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) == nil)
        #expect(ImageFormat.sniff(Array(Self.pngHead.prefix(8))) == nil)  // truncated before IHDR
        #expect(ImageFormat.sniff([]) == nil)
        // Any prefix of the formats' headers, and random bytes (seeded), never trap.
        var rng = TestRandom.rng
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            _ = ImageFormat.sniff(bytes)
        }
    }

    @Test func theFetcherServesImagesAndRefusesEverythingElseWithTypedErrors() async throws {
        let server = try HTTPSPeer.imageServer()
        let client = CappedHTTPSClient.makeHTTPClient(additionalTrustRootFiles: [server.ca])
        let fetcher = RemoteImageFetcher(client: client, timeout: .seconds(3))
        func fetch(_ path: String) async -> Result<RemoteImage, RemoteImageError> {
            do { return .success(try await fetcher.image(URL(string: server.url + path)!)) } catch {
                return .failure(error)
            }
        }
        let png = try await fetch("/logo.png").get()
        #expect(png.format == .png && png.bytes.starts(with: Self.pngHead))
        #expect(try await fetch("/logo.gif").get().format == .gif)
        #expect(try await fetch("/redirect").get() == png)
        #expect(await fetcher.cacheUsage.count == 3)

        #expect(await fetch("/svg-as-png") == .failure(.notAnImage(svg: true)))
        #expect(await fetch("/html") == .failure(.notAnImage(svg: false)))
        #expect(await fetch("/big.png") == .failure(.tooLarge(maximum: 256 << 10)))
        #expect(await fetch("/big-chunked.png") == .failure(.tooLarge(maximum: 256 << 10)))
        #expect(await fetch("/missing") == .failure(.httpStatus(404)))
        #expect(await fetch("/redirect-http") == .failure(.badRedirect))
        #expect(await fetch("/loop") == .failure(.tooManyRedirects(maximum: 3)))
        let clock = ContinuousClock()
        let start = clock.now
        #expect(await fetch("/slow.png") == .failure(.timeout(host: "127.0.0.1")))
        #expect(clock.now - start < .seconds(10))
        // Not https: refused before any connection.
        let http = server.url.replacingOccurrences(of: "https://", with: "http://") + "/logo.png"
        for text in [http, "ftp://127.0.0.1/logo.png", "file:///etc/passwd", "data:image/png;base64,AAAA"] {
            await #expect(throws: RemoteImageError.notHTTPS(text)) { try await fetcher.image(URL(string: text)!) }
        }
        // Refusals are not cached; the cache stays bounded.
        #expect(await fetcher.cacheUsage.count == 3)
        let small = RemoteImageFetcher(client: client, cacheCapacity: (1, 1 << 20))
        _ = try await small.image(URL(string: server.url + "/logo.png")!)
        _ = try await small.image(URL(string: server.url + "/logo.gif")!)
        #expect(await small.cacheUsage.count == 1)
        try await client.shutdown()
    }

    @Test func theDashboardServesOnlyTheImagesItsPagesRegistered() async throws {
        let server = try HTTPSPeer.imageServer()
        let base = DashboardSecurityTests()
        var services = try base.dashboard().services
        services.additionalTrustRootFiles = [server.ca]
        let dashboard = Dashboard(services: services, idleLock: 600)
        dashboard.port = DashboardSecurityTests.port
        let (session, _) = try await base.signIn(dashboard)

        let id = try #require(dashboard.imageLink(server.url + "/logo.png"))
        #expect(dashboard.imageLink(server.url + "/logo.png") == id)
        let answer = await dashboard.respond(to: base.request("/img/\(id)", session: session))
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "image/png")
        #expect(answer.header("X-Content-Type-Options") == "nosniff")
        let policy = try #require(answer.header("Content-Security-Policy"))
        #expect(policy.contains("img-src 'self' data:") && !policy.contains("https:"))
        #expect(answer.bytes.starts(with: Self.pngHead))

        // An SVG labelled image/png is not served, whatever its label.
        let svg = try #require(dashboard.imageLink(server.url + "/svg-as-png"))
        let refused = await dashboard.respond(to: base.request("/img/\(svg)", session: session))
        #expect(refused.status == 502 && refused.header("Content-Type") != "image/png")
        #expect(!refused.bytes.starts(with: Array("<?xml".utf8)))
        // Not https: no id, no image on the page.
        #expect(dashboard.imageLink("http://example.com/a.png") == nil)
        #expect(dashboard.imageLink("javascript:alert(1)") == nil)
        // A host on the blocklist (the setting Actions are checked against): refused, nothing fetched.
        let blocklist = base.home + "/blocklist.yaml"
        try Data("- url: \"127.0.0.1\"\n".utf8).write(to: URL(fileURLWithPath: blocklist))
        _ = try WalletSettings(registry: dashboard.registry, environment: [:]).set(.blocklist, to: blocklist)
        let blocked = await dashboard.respond(to: base.request("/img/\(id)", session: session))
        #expect(blocked.status == 403 && !blocked.bytes.starts(with: Self.pngHead))
        // An id no page registered, and no session: nothing fetched.
        #expect(await dashboard.respond(to: base.request("/img/0123", session: session)).status == 404)
        let anonymous = await dashboard.respond(to: base.request("/img/\(id)"))
        #expect(anonymous.status != 200 && !anonymous.bytes.starts(with: Self.pngHead))
    }

    @Test func theMarketListsCoinLogosOnlyThroughTheProxy() async throws {
        let images = try HTTPSPeer.imageServer()
        let server = try MarketTestServer()
        var coin = DashboardFiatTests.coin("solana", "sol", price: 150)
        coin["image"] = images.url + "/logo.png"
        var other = DashboardFiatTests.coin("bitcoin", "btc", price: 90_000)
        other["image"] = "http://plain.example/logo.png"  // not https: no logo at all
        try server.put("coins_markets.json", JSONSerialization.data(withJSONObject: [coin, other]))
        try server.serve(fixture: "global.json", as: "global.json")
        let base = DashboardSecurityTests()
        let paths = WalletPaths(home: base.home)
        let market = CachedMarketLoader(
            client: CoinGeckoClient(
                configuration: .init(baseURL: server.base(), timeout: .seconds(5)),
                limiter: RateLimiter(requestsPerMinute: 6_000, burst: 100)),
            cache: try SQLiteMarketCache(path: paths.databasePath))
        var services = DashboardServices(
            paths: paths, database: try WalletDatabase(path: paths.databasePath), keystoreParameters: .minimum,
            client: { RPCClient(cluster: Cluster(url: ClosedPort.url(), name: "closed")) }, clusterOverride: nil,
            market: market, marketError: nil, jupiter: nil)
        services.additionalTrustRootFiles = [images.ca]
        let dashboard = Dashboard(services: services, idleLock: 600)
        dashboard.port = DashboardSecurityTests.port
        let (session, _) = try await base.signIn(dashboard)
        let page = await dashboard.respond(to: base.request("/market", session: session))
        let html = String(decoding: page.bytes, as: UTF8.self)
        #expect(page.status == 200, "\(html)")
        let sources = html.matches(of: /<img[^>]* src="([^"]*)"/).map { String($0.1) }
        #expect(sources.count == 1, "\(html)")
        #expect(!html.contains(images.url) && !html.contains("plain.example"))
        let source = try #require(sources.first)
        #expect(source.wholeMatch(of: /\/img\/[0-9a-f]{32}/) != nil, "\(source)")
        let logo = await dashboard.respond(to: base.request(source, session: session))
        #expect(logo.status == 200 && logo.header("Content-Type") == "image/png")
        #expect(logo.bytes.starts(with: Self.pngHead))
    }
}
