import AsyncHTTPClient
import Foundation
import NIOHTTP1
import SolanaRPC

/// The raster formats a remote image may be, told by its first bytes (never by the server's Content-Type).
public enum ImageFormat: String, Sendable, CaseIterable, Codable {
    /// PNG: the 8-byte signature, then an `IHDR` chunk.
    case png
    /// JPEG: SOI then a marker (`FF D8 FF`).
    case jpeg
    /// GIF87a or GIF89a.
    case gif
    /// WebP: a RIFF container of form `WEBP` with a `VP8 `, `VP8L` or `VP8X` chunk.
    case webp

    /// The media type to serve the bytes with.
    public var contentType: String {
        switch self {
        case .png: return "image/png"
        case .jpeg: return "image/jpeg"
        case .gif: return "image/gif"
        case .webp: return "image/webp"
        }
    }

    /// The format of `bytes` from their magic bytes; nil for anything else (SVG, HTML, text, truncated headers).
    /// Reads at most the first 16 bytes: constant time whatever the input.
    public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat? {
        let head = Array(bytes.prefix(16))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), head.count >= 16,
            Array(head[12..<16]) == Array("IHDR".utf8)
        {
            return .png
        }
        if head.count >= 4, head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.count >= 6, head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) {
            return .gif
        }
        if head.count >= 16, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8),
            ["VP8 ", "VP8L", "VP8X"].contains(where: { Array(head[12..<16]) == Array($0.utf8) })
        {
            return .webp
        }
        return nil
    }
}

/// Why a remote image was not fetched.
public enum RemoteImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The URL is not an absolute `https` URL with a host (`http` is accepted only for a loopback host, and only
    /// when the fetcher allows it: tests).
    case notHTTPS(String)
    /// The host did not answer within the deadline.
    case timeout(host: String)
    /// The answer is larger than the cap.
    case tooLarge(maximum: Int)
    /// The host could not be reached.
    case unreachable(host: String, reason: String)
    /// A redirect to something other than an allowed URL.
    case badRedirect
    /// More redirects than allowed.
    case tooManyRedirects(maximum: Int)
    /// The server answered with this status.
    case httpStatus(Int)
    /// The bytes are not PNG, JPEG, GIF or WebP (`svg` when they are SVG, which can carry scripts).
    case notAnImage(svg: Bool)
    /// The host (the first, or a redirect's) is on the blocklist.
    case blockedHost(String)
    /// The host is, or resolves to, an address that is not on the public internet (loopback, a private network,
    /// link-local, …: see `PublicAddress`), and is not one of the fetcher's `privateHosts`.
    case privateAddress(host: String)
    /// The URL led to a token's off-chain metadata document (JSON) that was refused, or whose image was not taken
    /// (`RemoteImageFetcher.tokenImage`, `offchainMetadata`).
    case metadata(OffchainMetadataError)

    /// What went wrong, in English, naming the bad input.
    public var description: String {
        switch self {
        case .notHTTPS(let url): return "the image URL \(url.prefix(200)) is not an https URL"
        case .timeout(let host): return "\(host) did not send the image in time"
        case .tooLarge(let maximum): return "the image is larger than \(maximum) bytes"
        case .unreachable(let host, let reason): return "\(host) could not be reached: \(reason.prefix(200))"
        case .badRedirect: return "the image's server redirected to a URL that is not https"
        case .tooManyRedirects(let maximum): return "the image's server redirected more than \(maximum) times"
        case .httpStatus(let status): return "the image's server answered HTTP \(status)"
        case .blockedHost(let host): return "\(host.prefix(200)) is on the blocklist"
        case .privateAddress(let host):
            return "\(host.prefix(200)) is not on the public internet (a local or private address), so it is not asked"
        case .metadata(let error): return error.description
        case .notAnImage(let svg):
            return svg
                ? "the image is SVG, which is refused (it can hold scripts)"
                : "the answer is not a PNG, JPEG, GIF or WebP image"
        }
    }
}

/// An image fetched from outside: its bytes and the format they were sniffed as.
public struct RemoteImage: Sendable, Equatable {
    /// The bytes, as received.
    public let bytes: [UInt8]
    /// Their format, from their magic bytes.
    public let format: ImageFormat
}

/// Fetches images from untrusted hosts (a Solana Action's icon, a token's logo) so that a page can show them
/// without the browser contacting the host: https only, a deadline for the whole fetch (redirects included), at
/// most `maxRedirects` redirects (each to https), at most `maxBytes` read, and only PNG, JPEG, GIF or WebP bytes
/// accepted (SVG refused: it can carry scripts). Successful fetches are kept in a bounded in-memory cache.
///
/// Every host of a fetch, the first and each redirect's, is checked before it is contacted: against the blocklist
/// the caller passes, and against the user's own network — a host that is, or resolves to, an address that is not
/// public (`PublicAddress`) is refused unless it is one of `privateHosts`. The check resolves the name itself just
/// before the HTTP client does; a name whose answer changes between the two lookups (DNS rebinding with a zero TTL)
/// is not caught by it, which is why the answer is also never shown unless it is a raster image.
public actor RemoteImageFetcher {
    /// The HTTP client requests go through (`CappedHTTPSClient.makeHTTPClient`, redirects disallowed in it).
    public let client: HTTPClient
    /// The largest image read, in bytes.
    public let maxBytes: Int
    /// The deadline of one fetch, redirects included.
    public let timeout: Duration
    /// The most redirects followed.
    public let maxRedirects: Int
    /// Whether `http` is accepted for a loopback host (127.0.0.1, ::1, localhost): for tests only.
    public let allowLoopbackHTTP: Bool
    /// Hosts (exactly as they appear in URLs, lowercased) that may be at a non-public address: a test server, an
    /// image host on the user's own network that the user chose. Empty by default.
    public let privateHosts: Set<String>
    /// The most images kept in memory, and the most bytes they take together.
    public let cacheCapacity: (count: Int, bytes: Int)

    var cache: [String: (image: RemoteImage, hosts: [String])] = [:]
    var order: [String] = []
    var cachedBytes = 0
    /// Off-chain token metadata by URI, with the hosts it came through (`offchainMetadata`); oldest first out.
    var metadataCache: [String: (metadata: OffchainTokenMetadata, hosts: [String])] = [:]
    var metadataOrder: [String] = []
    /// The most off-chain metadata documents kept in memory (each at most `OffchainTokenMetadata.maximumBytes`).
    public nonisolated let metadataCacheCapacity = 256

    /// A fetcher over `client`, with the given bounds (256 KiB, 10 s, 3 redirects, 64 images / 4 MiB by default)
    /// and no host allowed at a private address unless listed in `privateHosts`.
    public init(
        client: HTTPClient, maxBytes: Int = 256 << 10, timeout: Duration = .seconds(10), maxRedirects: Int = 3,
        cacheCapacity: (count: Int, bytes: Int) = (64, 4 << 20), allowLoopbackHTTP: Bool = false,
        privateHosts: Set<String> = []
    ) {
        self.privateHosts = Set(privateHosts.map { $0.lowercased() })
        self.client = client
        self.maxBytes = maxBytes
        self.timeout = timeout
        self.maxRedirects = maxRedirects
        self.cacheCapacity = cacheCapacity
        self.allowLoopbackHTTP = allowLoopbackHTTP
    }

    /// Whether `url` may be fetched: an absolute https URL with a host (or http to a loopback host when allowed).
    public nonisolated func isAllowed(_ url: URL) -> Bool {
        guard let host = url.host, !host.isEmpty else { return false }
        switch url.scheme?.lowercased() {
        case "https": return true
        case "http": return allowLoopbackHTTP && ["127.0.0.1", "::1", "[::1]", "localhost"].contains(host.lowercased())
        default: return false
        }
    }

    /// The image at `url`: from the cache, else fetched within the bounds and sniffed. A host on `blocklist` — the
    /// first or any redirect's, also for an image already cached — is refused with `.blockedHost`.
    public func image(_ url: URL, blocklist: HostBlocklist? = nil) async throws(RemoteImageError) -> RemoteImage {
        let key = url.absoluteString
        if let cached = cache[key] {
            if let blocklist, let host = cached.hosts.first(where: blocklist.blocks) { throw .blockedHost(host) }
            order.removeAll { $0 == key }
            order.append(key)
            return cached.image
        }
        let (image, hosts) = try await fetch(url, blocklist: blocklist)
        remember(image, hosts: hosts, key)
        return image
    }

    func remember(_ image: RemoteImage, hosts: [String], _ key: String) {
        guard image.bytes.count <= cacheCapacity.bytes, cacheCapacity.count > 0 else { return }
        if let old = cache[key] {
            cachedBytes -= old.image.bytes.count
        } else {
            order.append(key)
        }
        cachedBytes += image.bytes.count
        cache[key] = (image, hosts)
        while order.count > cacheCapacity.count || cachedBytes > cacheCapacity.bytes, let oldest = order.first {
            order.removeFirst()
            cachedBytes -= cache.removeValue(forKey: oldest)?.image.bytes.count ?? 0
        }
    }

    /// Refuses `host` when it is blocked, or (unless it is one of `privateHosts`) when it is, or resolves to, any
    /// address that is not public; waits for the resolver at most until `deadline`.
    func check(
        _ host: String, blocklist: HostBlocklist?, deadline: ContinuousClock.Instant
    ) async throws(RemoteImageError) {
        let name = host.lowercased()
        if let blocklist, blocklist.blocks(name) { throw .blockedHost(name) }
        let bare = name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name
        guard !privateHosts.contains(name), !privateHosts.contains(bare) else { return }
        if let literal = PublicAddress.literal(bare) {
            guard PublicAddress.isPublic(literal) else { throw .privateAddress(host: name) }
            return
        }
        let remaining = deadline - ContinuousClock().now
        guard remaining > .zero else { throw .timeout(host: name) }
        let addresses: [[UInt8]]
        do { addresses = try await PublicAddress.resolve(bare, timeout: remaining) } catch {
            switch error {
            case .timeout: throw .timeout(host: name)
            case .unresolved(let reason):
                throw .unreachable(host: name, reason: "its name could not be resolved: \(reason)")
            }
        }
        guard addresses.allSatisfy(PublicAddress.isPublic) else { throw .privateAddress(host: name) }
    }

    /// How many images the cache holds, and their bytes.
    public var cacheUsage: (count: Int, bytes: Int) { (cache.count, cachedBytes) }

    private func fetch(
        _ start: URL, blocklist: HostBlocklist?
    ) async throws(RemoteImageError) -> (RemoteImage, hosts: [String]) {
        guard isAllowed(start) else { throw .notHTTPS(start.absoluteString) }
        let (body, hosts) = try await fetchBytes(start, blocklist: blocklist, deadline: ContinuousClock().now + timeout)
        guard let format = ImageFormat.sniff(body) else { throw .notAnImage(svg: Self.looksLikeSVG(body)) }
        return (RemoteImage(bytes: body, format: format), hosts)
    }

    /// The body at `start` (a 2xx answer), following at most `maxRedirects` redirects, each host checked
    /// (`check`) before it is contacted, at most `maxBytes` read, everything before `deadline`; and the hosts it
    /// came through, in order. The bytes are not judged here.
    func fetchBytes(
        _ start: URL, blocklist: HostBlocklist?, deadline: ContinuousClock.Instant,
        accept: String = "image/png, image/jpeg, image/gif, image/webp"
    ) async throws(RemoteImageError) -> (body: [UInt8], hosts: [String]) {
        guard isAllowed(start) else { throw .notHTTPS(start.absoluteString) }
        let clock = ContinuousClock()
        var url = start
        var hosts: [String] = []
        for _ in 0...maxRedirects {
            let host = url.host ?? url.absoluteString
            try await check(host, blocklist: blocklist, deadline: deadline)
            if !hosts.contains(host.lowercased()) { hosts.append(host.lowercased()) }
            let remaining = deadline - clock.now
            guard remaining > .zero else { throw .timeout(host: host) }
            var request: HTTPClient.Request
            do { request = try HTTPClient.Request(url: url, method: .GET) } catch {
                throw .notHTTPS(url.absoluteString)
            }
            request.headers.add(name: "Accept", value: accept)
            let response: RPCHTTPResponse
            do {
                response = try await HTTPExchange.perform(
                    request, client: client, timeout: remaining, maxResponseBytes: maxBytes)
            } catch RPCTransportError.timeout {
                throw .timeout(host: host)
            } catch RPCTransportError.responseTooLarge {
                throw .tooLarge(maximum: maxBytes)
            } catch {
                throw .unreachable(host: host, reason: "\(error)")
            }
            if [301, 302, 303, 307, 308].contains(response.status) {
                guard let location = response.headers["location"],
                    let next = URL(string: location, relativeTo: url)?.absoluteURL, isAllowed(next)
                else { throw .badRedirect }
                url = next
                continue
            }
            guard (200..<300).contains(response.status) else { throw .httpStatus(response.status) }
            return (response.body, hosts)
        }
        throw .tooManyRedirects(maximum: maxRedirects)
    }

    /// Whether `bytes` start (after white space, a BOM, an XML declaration or comments) like an SVG document: only
    /// to name the refusal; anything not sniffed as a raster image is refused either way.
    static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self).lowercased()
        return head.contains("<svg")
    }
}
