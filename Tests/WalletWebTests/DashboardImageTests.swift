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
        try await withShutdown(client) {
            let fetcher = RemoteImageFetcher(client: client, timeout: .seconds(3), privateHosts: ["127.0.0.1"])
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
            let small = RemoteImageFetcher(client: client, cacheCapacity: (1, 1 << 20), privateHosts: ["127.0.0.1"])
            _ = try await small.image(URL(string: server.url + "/logo.png")!)
            _ = try await small.image(URL(string: server.url + "/logo.gif")!)
            #expect(await small.cacheUsage.count == 1)
        }
    }

    @Test func theDashboardServesOnlyTheImagesItsPagesRegistered() async throws {
        let server = try HTTPSPeer.imageServer()
        let base = DashboardSecurityTests()
        var services = try base.dashboard().services
        services.additionalTrustRootFiles = [server.ca]
        services.privateImageHosts = ["127.0.0.1"]
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
        // A redirect to a host on the blocklist: refused too, although the first host is not on it.
        try Data("- url: \"localhost\"\n".utf8).write(to: URL(fileURLWithPath: blocklist))
        let hop = try #require(dashboard.imageLink(server.url + "/redirect-localhost"))
        #expect(await dashboard.respond(to: base.request("/img/\(hop)", session: session)).status == 403)
        #expect(await dashboard.respond(to: base.request("/img/\(id)", session: session)).status == 200)
        // An id no page registered, and no session: nothing fetched.
        #expect(await dashboard.respond(to: base.request("/img/0123", session: session)).status == 404)
        let anonymous = await dashboard.respond(to: base.request("/img/\(id)"))
        #expect(anonymous.status != 200 && !anonymous.bytes.starts(with: Self.pngHead))
    }

    /// The image host is on this machine, as a host on the user's own network would be: a fetcher (and a dashboard)
    /// that was not told it may reach it refuses it, and every other non-public address, before connecting — a
    /// connection to 10.0.0.1 would end in a timeout, not in `.privateAddress` — also when a redirect leads there.
    @Test func hostsOnTheUsersNetworkAreRefusedBeforeAnyConnection() async throws {
        let server = try HTTPSPeer.imageServer()
        let client = CappedHTTPSClient.makeHTTPClient(additionalTrustRootFiles: [server.ca])
        try await withShutdown(client) {
            let port = try #require(URL(string: server.url)?.port)
            let strict = RemoteImageFetcher(client: client, timeout: .seconds(3))
            func refusal(_ fetcher: RemoteImageFetcher, _ url: String, blocklist: HostBlocklist? = nil) async
                -> RemoteImageError?
            {
                do {
                    _ = try await fetcher.image(URL(string: url)!, blocklist: blocklist)
                    return nil
                } catch { return error }
            }
            let privateURLs: [(String, String)] = [
                (server.url + "/logo.png", "127.0.0.1"), ("https://localhost:\(port)/logo.png", "localhost"),
                ("https://10.0.0.1/logo.png", "10.0.0.1"),
                ("https://169.254.169.254/latest/meta-data", "169.254.169.254"),
                ("https://192.168.1.1/a.png", "192.168.1.1"), ("https://[::1]:\(port)/logo.png", "::1"),
                ("https://[::ffff:127.0.0.1]/a.png", "::ffff:127.0.0.1"), ("https://[fd00::1]/a.png", "fd00::1"),
                ("https://[fe80::1]/a.png", "fe80::1"), ("https://0.0.0.0/a.png", "0.0.0.0"),
                // Spellings the resolver reads as loopback although they are not dotted quads.
                ("https://2130706433/a.png", "2130706433"), ("https://0x7f.1/a.png", "0x7f.1"),
            ]
            for (url, host) in privateURLs {
                let error = await refusal(strict, url)
                #expect(error == .privateAddress(host: host), "\(url): \(String(describing: error))")
            }
            // Told it may reach 127.0.0.1 only: a redirect to a name resolving to loopback, or to a private network, is
            // refused; so is a redirect to a host on the blocklist, checked before the address.
            let excepted = RemoteImageFetcher(client: client, timeout: .seconds(3), privateHosts: ["127.0.0.1"])
            #expect(await refusal(excepted, server.url + "/redirect-localhost") == .privateAddress(host: "localhost"))
            #expect(await refusal(excepted, server.url + "/redirect-private") == .privateAddress(host: "10.0.0.1"))
            let blocklist = HostBlocklist(hosts: ["localhost"])
            #expect(
                await refusal(excepted, server.url + "/redirect-localhost", blocklist: blocklist)
                    == .blockedHost("localhost"))
            // The first host blocked; and an image cached before its host was blocked is not served from the cache.
            #expect(await refusal(excepted, server.url + "/redirect") == nil)
            let blocked = HostBlocklist(hosts: ["127.0.0.1"])
            #expect(await refusal(excepted, server.url + "/redirect", blocklist: blocked) == .blockedHost("127.0.0.1"))
            #expect(await refusal(excepted, server.url + "/logo.gif", blocklist: blocked) == .blockedHost("127.0.0.1"))
            // A public address passes the check (and then cannot be reached from this machine).
            let quick = RemoteImageFetcher(client: client, timeout: .milliseconds(500))
            let outside = await refusal(quick, "https://1.1.1.1/a.png")
            #expect(outside != nil && outside != .privateAddress(host: "1.1.1.1"), "\(String(describing: outside))")

            // The dashboard, not told about this host, shows no image from it: 502 with the reason, no PNG.
            let base = DashboardSecurityTests()
            var services = try base.dashboard().services
            services.additionalTrustRootFiles = [server.ca]
            let dashboard = Dashboard(services: services, idleLock: 600)
            dashboard.port = DashboardSecurityTests.port
            let (session, _) = try await base.signIn(dashboard)
            let id = try #require(dashboard.imageLink(server.url + "/logo.png"))
            let answer = await dashboard.respond(to: base.request("/img/\(id)", session: session))
            #expect(answer.status == 502 && !answer.bytes.starts(with: Self.pngHead))
            #expect(String(decoding: answer.bytes, as: UTF8.self).contains("not on the public internet"))
        }
    }

    /// `PublicAddress` against Python's `ipaddress` (the IANA special-purpose registries) on addresses drawn from
    /// every special range and at random: where Python calls an address global, so do we, except multicast, all of
    /// 192.0.0.0/24, local-use NAT64, site-local and reserved IPv6, and NAT64/6to4 addresses embedding a non-public
    /// IPv4 address, which we refuse too; where Python calls it not global, so do we.
    @Test func publicAddressesAgreeWithPythonsIPAddressModule() throws {
        var rng = TestRandom.rng
        func byte() -> Int { Int.random(in: 0...255, using: &rng) }
        let prefixes = [
            "0", "10", "100.64", "100.127", "100.128", "127", "169.254", "172.15", "172.16", "172.31", "172.32",
            "192.0.0", "192.0.2", "192.88.99", "192.168", "198.17", "198.18", "198.19", "198.20", "198.51.100",
            "203.0.113", "224", "239", "240", "255", "1", "8", "100", "169", "172", "192", "198", "203", "223",
        ]
        var texts: [String] = []
        for prefix in prefixes {
            for _ in 0..<6 {
                var parts = prefix.split(separator: ".").map(String.init)
                while parts.count < 4 { parts.append(String(byte())) }
                texts.append(parts.joined(separator: "."))
            }
        }
        for _ in 0..<200 { texts.append((0..<4).map { _ in String(byte()) }.joined(separator: ".")) }
        let v6Prefixes = [
            "::", "::1", "::ffff:", "64:ff9b::", "64:ff9b:1::", "100::", "2001:db8:", "2002:", "fc00:", "fd12:",
            "fe80:", "fec0:", "ff02:", "2600:", "2a00:", "3fff:", "4000:", "2001:4860:",
        ]
        for prefix in v6Prefixes {
            for _ in 0..<6 {
                let tail = (0..<2).map { _ in String(format: "%x", byte() << 8 | byte()) }.joined(separator: ":")
                let v4 = (0..<4).map { _ in String(byte()) }.joined(separator: ".")
                switch prefix {
                case "::", "::1": texts.append(prefix)
                case "::ffff:", "64:ff9b::": texts.append(prefix + v4)
                case "2002:":
                    texts.append("2002:" + String(format: "%x:%x", byte() << 8 | byte(), byte() << 8 | byte()) + "::1")
                default: texts.append(prefix + (prefix.hasSuffix("::") ? "" : ":") + tail)
                }
            }
        }
        texts = texts.map { $0.replacingOccurrences(of: ":::", with: "::") }
        struct Answer: Decodable {
            let packed: String
            let global: Bool
            let multicast: Bool
            let mapped: String?
            let sixToFour: String?
        }
        let reply = try Oracle.run(script: "address_oracle.py", input: JSONEncoder().encode(texts))
        let answers = try JSONDecoder().decode([Answer].self, from: reply)
        #expect(answers.count == texts.count)
        for (text, answer) in zip(texts, answers) {
            let bytes = try #require(PublicAddress.literal(text), "\(text)")
            #expect(bytes.map { String(format: "%02x", $0) }.joined() == answer.packed, "\(text)")
            let ours = PublicAddress.isPublic(bytes)
            let embedded =
                answer.mapped ?? answer.sixToFour ?? (text.hasPrefix("64:ff9b::") ? String(text.dropFirst(9)) : nil)
            if let embedded {
                // An IPv6 address carrying an IPv4 one (mapped, NAT64, 6to4) is as public as the IPv4 address,
                // which Python 3.11 does not read inside NAT64 and 6to4 addresses.
                let inner = try #require(PublicAddress.literal(embedded))
                #expect(ours == PublicAddress.isPublic(inner), "\(text) embeds \(embedded)")
            } else if !answer.global {
                #expect(!ours, "\(text) is not global for Python, public for us")
            } else if answer.multicast || text.hasPrefix("192.0.0.") || text.hasPrefix("64:ff9b:1:")
                || text.hasPrefix("fec0:") || (bytes.count == 16 && bytes[0] & 0xE0 != 0x20)
            {
                // Stricter than Python 3.11: multicast, all of 192.0.0.0/24, local-use NAT64 (RFC 8215), the
                // deprecated site-local fec0::/10, and IPv6 outside global unicast 2000::/3 (reserved).
                #expect(!ours, "\(text) is refused by our stricter rule")
            } else {
                #expect(ours, "\(text) is global for Python, not public for us")
            }
        }
        // Not IP literals: names and other spellings go to the resolver.
        for name in ["example.com", "0x7f.1", "2130706433", "127.1", "[::1", ""] {
            #expect(PublicAddress.literal(name) == nil, "\(name)")
        }
        #expect(PublicAddress.literal("[::1]") == Array(repeating: 0, count: 15) + [1])
        #expect(!PublicAddress.isPublic([1, 2, 3]))
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
        services.privateImageHosts = ["127.0.0.1"]
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
