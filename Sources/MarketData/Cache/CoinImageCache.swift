import Foundation

/// Coin logos on disk (`<cache>/coin_images/<id>.<ext>`), kept for a time-to-live (7 days by default): the disk
/// first, the network on a miss or when the file is older than the TTL. Accepts logos from CoinGecko's old and new
/// image hosts (`assets.coingecko.com`, `coin-images.coingecko.com`) and any host the caller adds; only PNG,
/// JPEG, GIF and WebP bytes are stored, at most 1 MiB each, written atomically.
public struct CoinImageCache: Sendable {
    /// CoinGecko's image hosts, old and new.
    public static let coinGeckoHosts: Set<String> = ["assets.coingecko.com", "coin-images.coingecko.com"]

    /// The directory the logos are stored in (`<cache>/coin_images`).
    public let directory: String
    /// How long a stored logo is used before it is downloaded again, in seconds (7 days by default).
    public let timeToLive: TimeInterval
    /// The hosts logos may be downloaded from.
    public let allowedHosts: Set<String>
    /// The largest logo stored, in bytes (1 MiB by default).
    public let maxBytes: Int
    private let transport: any MarketHTTPTransport
    private let now: @Sendable () -> Date

    /// A cache in `directory`; `transport` downloads and `now` gives the time (both injected by tests).
    public init(
        directory: String, timeToLive: TimeInterval = 7 * 86_400,
        allowedHosts: Set<String> = CoinImageCache.coinGeckoHosts, maxBytes: Int = 1 << 20,
        transport: any MarketHTTPTransport = AsyncHTTPMarketTransport(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.directory = directory
        self.timeToLive = timeToLive
        self.allowedHosts = allowedHosts
        self.maxBytes = maxBytes
        self.transport = transport
        self.now = now
    }

    /// The image formats stored, by their first bytes.
    public enum Format: String, Sendable, CaseIterable {
        /// PNG, JPEG, GIF and WebP.
        case png, jpg, gif, webp

        /// The format of an image from its first bytes, nil when it is none of the four.
        public static func sniff(_ bytes: [UInt8]) -> Format? {
            if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
            if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpg }
            if bytes.starts(with: Array("GIF8".utf8)) { return .gif }
            if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
                return .webp
            }
            return nil
        }
    }

    /// The logo of `coinID` from `url`: the cached file while it is younger than the TTL, else downloaded and
    /// stored. When the download fails, an older cached file is returned rather than nothing.
    public func image(coinID: String, url: String) async throws(MarketDataError) -> String {
        guard !coinID.isEmpty, coinID.count <= 200, coinID != ".", coinID != "..",
            coinID.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
        else { throw .invalidRequest("'\(coinID)' is not a coin id") }
        let existing = cachedFile(coinID)
        if let existing, let age = modificationAge(existing), age < timeToLive { return existing }
        do {
            return try await download(coinID: coinID, url: url)
        } catch {
            if let existing { return existing }
            throw error
        }
    }

    /// The stored file of `coinID`, any age.
    public func cachedFile(_ coinID: String) -> String? {
        for format in Format.allCases {
            let path = directory + "/" + coinID + "." + format.rawValue
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    private func modificationAge(_ path: String) -> TimeInterval? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let date = attributes[.modificationDate] as? Date
        else { return nil }
        return now().timeIntervalSince(date)
    }

    private func download(coinID: String, url text: String) async throws(MarketDataError) -> String {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let host = url.host?.lowercased(), allowedHosts.contains(host)
        else { throw .invalidRequest("the image URL \(text.prefix(200)) is not on an allowed host") }
        let response: MarketHTTPResponse
        do {
            response = try await transport.get(url, headers: [], timeout: .seconds(10), maxResponseBytes: maxBytes)
        } catch let error as MarketDataError {
            throw error
        } catch is CancellationError {
            throw .cancelled
        } catch {
            throw .connection("\(error)")
        }
        guard (200..<300).contains(response.status) else {
            throw response.status == 429
                ? .rateLimited(retryAfter: RetryAfter.seconds(response.headers["retry-after"]))
                : .httpStatus(response.status, message: nil)
        }
        guard let format = Format.sniff(response.body) else {
            throw .malformed("the image of \(coinID) is not PNG, JPEG, GIF or WebP")
        }
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            for other in Format.allCases where other != format {
                try? FileManager.default.removeItem(atPath: directory + "/" + coinID + "." + other.rawValue)
            }
            let path = directory + "/" + coinID + "." + format.rawValue
            try Data(response.body).write(to: URL(fileURLWithPath: path), options: .atomic)
            return path
        } catch {
            throw .cache("writing the image of \(coinID): \(error)")
        }
    }
}
