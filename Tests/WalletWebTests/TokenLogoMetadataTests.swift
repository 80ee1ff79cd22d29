import Foundation
import SolanaCore
import SolanaRPC
import SolanaWallet
import TestSupport
import Testing
import WalletPresentation

@testable import WalletWeb

/// Issue 28 (tokens' logos): a token's on-chain metadata `uri` almost always leads to an off-chain JSON document
/// (Metaplex token standard) naming the image. `RemoteImageFetcher.tokenImage` follows that document's image as one
/// more hop under the first hop's rules, against the local HTTPS image host (Tests/Oracles/image_server.py) serving
/// recorded real documents (Tests/Fixtures/token-metadata) and hostile ones; and the dashboard's `/img/ID` of a
/// Token-2022 mint on localnet whose metadata extension's uri is such a document shows the PNG it names.
@Suite(.serialized) struct TokenLogoMetadataTests {
    @Test func theFetcherFollowsTheDocumentsImageOnceAndRefusesHostileOnesWithTypedErrors() async throws {
        let server = try HTTPSPeer.imageServer()
        let client = CappedHTTPSClient.makeHTTPClient(additionalTrustRootFiles: [server.ca])
        try await withShutdown(client) {
            let fetcher = RemoteImageFetcher(client: client, timeout: .seconds(3), privateHosts: ["127.0.0.1"])
            let port = try #require(URL(string: server.url)?.port)
            func url(_ path: String) -> URL { URL(string: server.url + path)! }
            func logo(_ path: String) async -> Result<RemoteImage, RemoteImageError> {
                do { return .success(try await fetcher.tokenImage(url(path))) } catch { return .failure(error) }
            }
            // The PNG itself, through the fetcher's plain image path (no metadata involved): what the documents name.
            let png = try await fetcher.image(url("/logo.png"))
            #expect(png.format == .png && png.bytes.starts(with: DashboardImageTests.pngHead))
            let gif = try await fetcher.image(url("/logo.gif"))

            // The recorded Bonk document (labelled text/plain: the bytes decide) → its image, the PNG.
            #expect(try await logo("/meta/bonk.json").get() == png)
            let bonk = try await fetcher.offchainMetadata(url("/meta/bonk.json"))
            #expect(bonk.name == "Bonk" && bonk.symbol == "Bonk" && bonk.description == "The Official Bonk Inu token")
            #expect(bonk.image == server.url + "/logo.png")
            // The recorded NFT document without `image`: its first image file (a GIF).
            #expect(try await logo("/meta/nft.json").get() == gif)
            // An image URL is an image: served as it is; a redirect on the second hop is followed like on the first.
            #expect(try await logo("/logo.png").get() == png)
            #expect(try await logo("/meta/redirect.json").get() == png)
            // A data: URI image, base64, decoded and sniffed.
            #expect(try await logo("/meta/data-png.json").get() == png)

            // Hostile documents: each a typed error.
            let refusals: [(String, RemoteImageError)] = [
                ("/meta/json-to-json.json", .metadata(.nestedMetadata)),
                ("/meta/loopback.json", .privateAddress(host: "localhost")),
                ("/meta/private.json", .privateAddress(host: "10.0.0.1")),
                ("/meta/http-image.json", .notHTTPS("http://127.0.0.1:\(port)/logo.png")),
                ("/meta/html-image.json", .notAnImage(svg: false)),
                ("/meta/data-svg.json", .notAnImage(svg: true)),
                ("/meta/data-plain.json", .metadata(.badDataURI)),
                ("/meta/no-image.json", .metadata(.noImage)),
                ("/meta/huge.json", .tooLarge(maximum: 256 << 10)),
                ("/meta/big.json", .metadata(.tooLarge(maximum: 64 << 10))),
                ("/meta/deep.json", .metadata(.tooDeep(maximum: 32))),
                ("/meta/malformed.json", .metadata(.malformed)),
                ("/meta/image-number.json", .metadata(.wrongType(field: "image"))),
                ("/meta/array.json", .metadata(.notAnObject)),
                ("/html", .notAnImage(svg: false)),
                ("/svg-as-png", .notAnImage(svg: true)),
                ("/missing", .httpStatus(404)),
            ]
            for (path, expected) in refusals {
                let answer = await logo(path)
                #expect(answer == .failure(expected), "\(path): \(answer)")
            }
            // The metadata of a URI that is an image is not metadata.
            await #expect(throws: RemoteImageError.metadata(.notJSON)) {
                try await fetcher.offchainMetadata(url("/logo.png"))
            }
            // A slow image behind a document: the deadline. One deadline for both hops: a document sent after 2 s whose
            // image never comes fails at the 3 s deadline, not 2 s + 3 s.
            let clock = ContinuousClock()
            var start = clock.now
            #expect(await logo("/meta/slow-image.json") == .failure(.timeout(host: "127.0.0.1")))
            #expect(clock.now - start < .seconds(6))
            start = clock.now
            #expect(await logo("/meta/delayed.json") == .failure(.timeout(host: "127.0.0.1")))
            let elapsed = clock.now - start
            #expect(elapsed >= .seconds(2) && elapsed < .milliseconds(4_500), "\(elapsed)")

            // A cached logo is not served once a host it came through is blocked.
            let blocklist = HostBlocklist(hosts: ["127.0.0.1"])
            await #expect(throws: RemoteImageError.blockedHost("127.0.0.1")) {
                try await fetcher.tokenImage(url("/meta/bonk.json"), blocklist: blocklist)
            }
            await #expect(throws: RemoteImageError.blockedHost("127.0.0.1")) {
                try await fetcher.offchainMetadata(url("/meta/bonk.json"), blocklist: blocklist)
            }
            // A strict fetcher (this host not allowed) refuses the document itself before connecting.
            let strict = RemoteImageFetcher(client: client, timeout: .seconds(3))
            await #expect(throws: RemoteImageError.privateAddress(host: "127.0.0.1")) {
                try await strict.tokenImage(url("/meta/bonk.json"))
            }
            // The metadata cache is bounded (distinct URIs by their query).
            let capacity = fetcher.metadataCacheCapacity
            for index in 0..<(capacity + 4) {
                _ = try await fetcher.offchainMetadata(url("/meta/nft.json?n=\(index)"))
            }
            #expect(await fetcher.metadataCacheCount == capacity)
        }
    }

    /// Over localnet: a Token-2022 mint whose metadata extension's uri is the recorded Bonk document on the image
    /// host; the account page shows its logo through `/img/ID`, which answers the PNG the document names. A mint
    /// whose document names another document shows the transparent pixel (a quiet logo), not an error.
    @Test func theDashboardShowsTheImageAJSONMetadataURINames() async throws {
        let server = try HTTPSPeer.imageServer()
        let localnet = try Localnet()
        let base = DashboardSecurityTests()
        let (client, plain) = try DashboardSendOnceTests().dashboard(on: localnet, base: base)
        var services = plain.services
        services.additionalTrustRootFiles = [server.ca]
        services.privateImageHosts = ["127.0.0.1"]
        let dashboard = Dashboard(services: services, idleLock: 600)
        dashboard.port = DashboardSecurityTests.port
        let (session, csrf) = try await base.signIn(dashboard)
        let created = await base.createWallet(
            dashboard, session: session, csrf: csrf, name: "main", password: "logos " + UUID().uuidString)
        #expect(created.status == 303)
        let owner = try #require(try dashboard.summaries().first?.accounts.first?.address)
        let payer = Keypair.generate()
        _ = try await client.airdrop(owner, lamports: 1_000_000_000, commitment: .confirmed)
        _ = try await client.airdrop(payer.publicKey, lamports: 2_000_000_000, commitment: .confirmed)
        let suffix = String(UInt32.random(in: 0...UInt32.max, using: &TestRandom.rng), radix: 36)
        _ = try await Chain.token2022WithMetadata(
            client, payer: payer, owner: owner, name: "Bonk " + suffix, symbol: "BONK",
            uri: server.url + "/meta/bonk.json", amount: 42_000)
        _ = try await Chain.token2022WithMetadata(
            client, payer: payer, owner: owner, name: "Loop " + suffix, symbol: "LOOP",
            uri: server.url + "/meta/json-to-json.json", amount: 7_000)
        _ = try await localnet.admin("/admin/advance", ["slots": 40])

        let page = await dashboard.respond(to: base.request("/accounts/\(owner.base58)", session: session))
        let html = String(decoding: page.bytes, as: UTF8.self)
        #expect(page.status == 200, "\(html)")
        #expect(!html.contains(server.url), "the image host's URL is on the page: \(html)")
        func imageID(of name: String) throws -> String {
            let alt = Localizer(.en)(.tokenLogoAlt, name)
            let logos = html.matches(of: /<img class="logo" src="\/img\/([0-9a-f]{32})" alt="([^"]*)"/)
            return String(try #require(logos.first { String($0.2) == alt }, "no logo for \(name): \(html)").1)
        }
        let bonk = await dashboard.respond(
            to: base.request("/img/\(try imageID(of: "Bonk " + suffix))", session: session))
        #expect(bonk.status == 200 && bonk.header("Content-Type") == "image/png")
        // The bytes the image host serves at /logo.png (fetched without any metadata).
        let imageClient = CappedHTTPSClient.makeHTTPClient(additionalTrustRootFiles: [server.ca])
        let expected = try await withShutdown(imageClient) {
            try await RemoteImageFetcher(client: imageClient, privateHosts: ["127.0.0.1"])
                .image(URL(string: server.url + "/logo.png")!)
        }
        #expect(bonk.bytes == expected.bytes)

        let loop = await dashboard.respond(
            to: base.request("/img/\(try imageID(of: "Loop " + suffix))", session: session))
        #expect(loop.status == 200 && loop.header("Content-Type") == "image/gif")
        #expect(loop.bytes == ImageLinks.transparentPixel)
    }
}
