import Foundation
import HTTPTypes
import Hummingbird
import SolanaWallet
import Synchronization

/// The outside images the dashboard's pages show (an Action's icon, a coin's logo), each under an id of its own:
/// `/img/ID` serves the image through the SDK's `RemoteImageFetcher`, so the browser never contacts the image's
/// host, and a page can only show an image the dashboard itself registered (no URL comes from the browser).
/// Bounded: the oldest ids are forgotten past `capacity`.
final class ImageLinks: Sendable {
    let capacity: Int
    private let state = Mutex<
        (urls: [String: URL], ids: [URL: String], order: [String], quiet: Set<String>, tokenLogos: Set<String>)
    >(([:], [:], [], [], []))

    init(capacity: Int = 1024) { self.capacity = capacity }

    /// The id `url` is served under (the same id while it is remembered).
    /// `quiet`: a decoration (a token's logo) whose failure serves a transparent pixel instead of an error, so a
    /// missing logo shows nothing broken. `tokenLogo`: a token's on-chain metadata URI, which may lead to an
    /// off-chain metadata document naming the image (`RemoteImageFetcher.tokenImage`).
    func id(for url: URL, quiet: Bool = false, tokenLogo: Bool = false) -> String {
        state.withLock { state in
            if let id = state.ids[url] {
                if quiet { state.quiet.insert(id) }
                if tokenLogo { state.tokenLogos.insert(id) }
                return id
            }
            let id = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
            state.urls[id] = url
            state.ids[url] = id
            state.order.append(id)
            if quiet { state.quiet.insert(id) }
            if tokenLogo { state.tokenLogos.insert(id) }
            while state.order.count > capacity {
                let oldest = state.order.removeFirst()
                state.quiet.remove(oldest)
                state.tokenLogos.remove(oldest)
                if let forgotten = state.urls.removeValue(forKey: oldest) { state.ids[forgotten] = nil }
            }
            return id
        }
    }

    /// The URL registered under `id`; nil when none is (or it was forgotten).
    func url(_ id: String) -> URL? { state.withLock { $0.urls[id] } }

    /// Whether `id` was registered as a decoration whose failure shows nothing.
    func isQuiet(_ id: String) -> Bool { state.withLock { $0.quiet.contains(id) } }

    /// Whether `id` was registered as a token's metadata URI (its JSON document's image is followed).
    func isTokenLogo(_ id: String) -> Bool { state.withLock { $0.tokenLogos.contains(id) } }

    /// A 1×1 transparent GIF: what a quiet image's failure serves.
    static let transparentPixel: [UInt8] = [
        0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF,
        0xFF, 0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
        0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B,
    ]
}

extension Dashboard {
    /// The image fetchers, one per set of extra trusted certificates and private hosts, kept for the process (their
    /// caches too).
    static let imageFetchers = Mutex<[[String]: RemoteImageFetcher]>([:])

    /// The SDK's image fetcher, trusting what the Actions client trusts (`SOLWALLET_CA_FILE` or the services'), and
    /// refusing hosts at non-public addresses except the services' `privateImageHosts`.
    var imageFetcher: RemoteImageFetcher {
        let files =
            services.additionalTrustRootFiles
            ?? environment["SOLWALLET_CA_FILE"].map { $0.isEmpty ? [] : [$0] } ?? []
        let privateHosts = services.privateImageHosts.sorted()
        let key = files + ["\u{0}"] + privateHosts
        return Self.imageFetchers.withLock { fetchers in
            if let fetcher = fetchers[key] { return fetcher }
            let fetcher = RemoteImageFetcher(
                client: CappedHTTPSClient.makeHTTPClient(additionalTrustRootFiles: files),
                privateHosts: Set(privateHosts))
            fetchers[key] = fetcher
            return fetcher
        }
    }

    /// The id under which a page shows the image at `text` (`/img/ID`); nil when it is not an URL the SDK would
    /// fetch (not https): then the page shows no image at all. A `quiet` image (a token's logo, a decoration) that
    /// cannot be fetched is served as a transparent pixel: nothing broken shows. A `tokenLogo` is a token's on-chain
    /// metadata URI: when it leads to an off-chain metadata document (JSON), the image that document names is served
    /// (`RemoteImageFetcher.tokenImage`: one more hop, under the same rules).
    func imageLink(_ text: String, quiet: Bool = false, tokenLogo: Bool = false) -> String? {
        guard text.utf8.count <= 2048, let url = URL(string: text), imageFetcher.isAllowed(url) else { return nil }
        return images.id(for: url, quiet: quiet, tokenLogo: tokenLogo)
    }

    /// `/img/ID`: the image's bytes with the Content-Type of the format they were sniffed as (PNG, JPEG, GIF or
    /// WebP; never the server's), under the security headers of every answer (`nosniff`, and a CSP whose `img-src`
    /// is the dashboard itself). 404 for an id no page registered; 403 for a host on the `blocklist` (the one
    /// Actions and merchants are checked against), the first or a redirect's — a blocklist set but unreadable
    /// refuses every image; 502 with the SDK's reason when the fetch failed, a host on the user's own network
    /// included (`RemoteImageError.privateAddress`). A token's logo id follows the off-chain metadata document its
    /// URI may lead to (`RemoteImageFetcher.tokenImage`), under the same rules and with the same answers.
    func image(_ id: String) async -> Response {
        guard let url = images.url(id) else { return Response.with(404) }
        var blocklist: HostBlocklist?
        if let path = settings.blocklistPath() {
            guard let list = try? HostBlocklist(contentsOfFile: path) else { return Response.with(403) }
            blocklist = list
        }
        do {
            let fetcher = imageFetcher
            let image: RemoteImage
            if images.isTokenLogo(id) {
                image = try await fetcher.tokenImage(url, blocklist: blocklist)
            } else {
                image = try await fetcher.image(url, blocklist: blocklist)
            }
            return Response.with(200, [(.contentType, image.format.contentType)], bytes: image.bytes)
        } catch .blockedHost {
            return Response.with(403)
        } catch {
            if images.isQuiet(id) {
                return Response.with(200, [(.contentType, "image/gif")], bytes: ImageLinks.transparentPixel)
            }
            return Response.with(
                502, [(.contentType, "text/plain; charset=utf-8")], bytes: Array(error.description.utf8))
        }
    }
}
