import Foundation

/// A token's logo through its off-chain metadata: most tokens' on-chain metadata `uri` leads to a JSON document
/// (`OffchainTokenMetadata`) naming the image, not to the image itself.
extension RemoteImageFetcher {
    /// The media types asked for when the answer may be a metadata document or an image.
    static let metadataAccept = "application/json, image/png, image/jpeg, image/gif, image/webp"

    /// The logo of a token whose on-chain metadata `uri` is `url`: the image at `url` when the answer is one, else
    /// — when the answer is JSON (sniffed from the bytes, never from the Content-Type) — the image its off-chain
    /// metadata names (`OffchainTokenMetadata.imageURI`), fetched as ONE more hop under the same rules as the first:
    /// an allowed URL (https), every host checked against `blocklist` and the user's own network, `maxBytes`,
    /// sniffed as PNG, JPEG, GIF or WebP, and the same deadline (`timeout`) for both hops together. An image that is
    /// itself JSON is refused (`.metadata(.nestedMetadata)`): never a second document, so no loop. A `data:` image
    /// is accepted only as base64 that decodes within `maxBytes` and sniffs as a raster image.
    ///
    /// The logo is cached (with the hosts of both hops, checked against `blocklist` on every later call), and so is
    /// the metadata (`offchainMetadata`). A refusal is a `RemoteImageError`: the first hop's as `image` reports it,
    /// a refused document or image as `.metadata(_)`.
    public func tokenImage(_ url: URL, blocklist: HostBlocklist? = nil) async throws(RemoteImageError) -> RemoteImage {
        let key = "token " + url.absoluteString
        if let cached = cache[key] {
            if let blocklist, let host = cached.hosts.first(where: blocklist.blocks) { throw .blockedHost(host) }
            order.removeAll { $0 == key }
            order.append(key)
            return cached.image
        }
        guard isAllowed(url) else { throw .notHTTPS(url.absoluteString) }
        let deadline = ContinuousClock().now + timeout
        let metadata: OffchainTokenMetadata
        var hosts: [String]
        if let known = try cachedMetadata(url, blocklist: blocklist) {
            (metadata, hosts) = known
        } else {
            let (body, first) = try await fetchBytes(
                url, blocklist: blocklist, deadline: deadline, accept: Self.metadataAccept)
            if let format = ImageFormat.sniff(body) {
                let image = RemoteImage(bytes: body, format: format)
                remember(image, hosts: first, key)
                return image
            }
            guard OffchainTokenMetadata.looksLikeJSON(body) else {
                throw .notAnImage(svg: Self.looksLikeSVG(body))
            }
            metadata = try Self.parse(body)
            rememberMetadata(metadata, hosts: first, url.absoluteString)
            hosts = first
        }
        let (image, imageHosts) = try await followImage(of: metadata, blocklist: blocklist, deadline: deadline)
        for host in imageHosts where !hosts.contains(host) { hosts.append(host) }
        remember(image, hosts: hosts, key)
        return image
    }

    /// The off-chain metadata at `url` (a token's on-chain metadata `uri`): from the cache (at most
    /// `metadataCacheCapacity` documents, the least recently used forgotten first), else fetched under the rules of
    /// `image` (https, blocklist, the user's own network refused, `maxBytes`, `timeout`) and parsed within
    /// `OffchainTokenMetadata`'s bounds. An answer that is not JSON is `.metadata(.notJSON)`.
    public func offchainMetadata(
        _ url: URL, blocklist: HostBlocklist? = nil
    ) async throws(RemoteImageError) -> OffchainTokenMetadata {
        if let known = try cachedMetadata(url, blocklist: blocklist) { return known.metadata }
        guard isAllowed(url) else { throw .notHTTPS(url.absoluteString) }
        let (body, hosts) = try await fetchBytes(
            url, blocklist: blocklist, deadline: ContinuousClock().now + timeout, accept: Self.metadataAccept)
        guard OffchainTokenMetadata.looksLikeJSON(body) else { throw .metadata(.notJSON) }
        let metadata = try Self.parse(body)
        rememberMetadata(metadata, hosts: hosts, url.absoluteString)
        return metadata
    }

    /// How many off-chain metadata documents the cache holds.
    public var metadataCacheCount: Int { metadataCache.count }

    static func parse(_ body: [UInt8]) throws(RemoteImageError) -> OffchainTokenMetadata {
        do { return try OffchainTokenMetadata(json: body) } catch { throw .metadata(error) }
    }

    private func cachedMetadata(
        _ url: URL, blocklist: HostBlocklist?
    ) throws(RemoteImageError) -> (metadata: OffchainTokenMetadata, hosts: [String])? {
        let key = url.absoluteString
        guard let cached = metadataCache[key] else { return nil }
        if let blocklist, let host = cached.hosts.first(where: blocklist.blocks) { throw .blockedHost(host) }
        metadataOrder.removeAll { $0 == key }
        metadataOrder.append(key)
        return cached
    }

    private func rememberMetadata(_ metadata: OffchainTokenMetadata, hosts: [String], _ key: String) {
        if metadataCache[key] == nil { metadataOrder.append(key) }
        metadataCache[key] = (metadata, hosts)
        while metadataOrder.count > metadataCacheCapacity, let oldest = metadataOrder.first {
            metadataOrder.removeFirst()
            metadataCache[oldest] = nil
        }
    }

    /// The image `metadata` names, as the second and last hop: a `data:` URI decoded under the same bounds, or an
    /// allowed URL fetched by `fetchBytes` before `deadline`; JSON there is refused, never followed.
    private func followImage(
        of metadata: OffchainTokenMetadata, blocklist: HostBlocklist?, deadline: ContinuousClock.Instant
    ) async throws(RemoteImageError) -> (RemoteImage, hosts: [String]) {
        guard let text = metadata.imageURI else { throw .metadata(.noImage) }
        if text.utf8.prefix(5).map({ $0 | 0x20 }) == Array("data:".utf8) {
            return (try decodeDataImage(text), [])
        }
        guard text.utf8.count <= 4096, let next = URL(string: text), isAllowed(next) else {
            throw .notHTTPS(String(text.prefix(200)))
        }
        let (body, hosts) = try await fetchBytes(next, blocklist: blocklist, deadline: deadline)
        if let format = ImageFormat.sniff(body) { return (RemoteImage(bytes: body, format: format), hosts) }
        if OffchainTokenMetadata.looksLikeJSON(body) { throw .metadata(.nestedMetadata) }
        throw .notAnImage(svg: Self.looksLikeSVG(body))
    }

    /// A `data:[type][;params];base64,PAYLOAD` image: the payload decoded (at most `maxBytes`) and sniffed; the
    /// declared type is ignored. A data URI that is not base64 is refused.
    func decodeDataImage(_ text: String) throws(RemoteImageError) -> RemoteImage {
        guard let comma = text.firstIndex(of: ",") else { throw .metadata(.badDataURI) }
        let header = text[..<comma].lowercased()
        guard header.hasSuffix(";base64") else { throw .metadata(.badDataURI) }
        let payload = text[text.index(after: comma)...]
        guard payload.utf8.count <= (maxBytes / 3 + 1) * 4 else { throw .tooLarge(maximum: maxBytes) }
        guard let data = Data(base64Encoded: String(payload)) else { throw .metadata(.badDataURI) }
        guard data.count <= maxBytes else { throw .tooLarge(maximum: maxBytes) }
        let bytes = [UInt8](data)
        guard let format = ImageFormat.sniff(bytes) else {
            if OffchainTokenMetadata.looksLikeJSON(bytes) { throw .metadata(.nestedMetadata) }
            throw .notAnImage(svg: Self.looksLikeSVG(bytes))
        }
        return RemoteImage(bytes: bytes, format: format)
    }
}
