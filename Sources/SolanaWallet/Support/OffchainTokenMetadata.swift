import Foundation
import SolanaRPC

/// Why an off-chain token metadata document (the JSON a token's on-chain metadata `uri` points to) was not read, or
/// why its image was not taken.
public enum OffchainMetadataError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The document is larger than the cap (`OffchainTokenMetadata.maximumBytes`).
    case tooLarge(maximum: Int)
    /// The document nests arrays and objects deeper than the cap (`OffchainTokenMetadata.maximumDepth`).
    case tooDeep(maximum: Int)
    /// The document is not valid JSON (or not UTF-8).
    case malformed
    /// The document is JSON, but not a JSON object.
    case notAnObject
    /// The document is not JSON at all (an image, HTML, text): there is no metadata in it.
    case notJSON
    /// A field the standard gives as a string (`name`, `symbol`, `description`, `image`, a file's `uri` or `type`)
    /// holds something else.
    case wrongType(field: String)
    /// The document names no image: no `image`, and no `properties.files[]` entry of an `image/*` type.
    case noImage
    /// The image the document names is itself a JSON document: never followed (one hop only, so no loops).
    case nestedMetadata
    /// The image is a `data:` URI that is not base64 or does not decode.
    case badDataURI

    /// What went wrong, in English.
    public var description: String {
        switch self {
        case .tooLarge(let maximum): return "the token's metadata document is larger than \(maximum) bytes"
        case .tooDeep(let maximum): return "the token's metadata document nests more than \(maximum) levels"
        case .malformed: return "the token's metadata document is not valid JSON"
        case .notAnObject: return "the token's metadata document is not a JSON object"
        case .notJSON: return "the token's metadata URI does not lead to a JSON document"
        case .wrongType(let field): return "the token's metadata field \(field.prefix(64)) is not a string"
        case .noImage: return "the token's metadata names no image"
        case .nestedMetadata: return "the token's image is another metadata document, which is not followed"
        case .badDataURI: return "the token's image is a data: URI that is not valid base64"
        }
    }
}

/// A token's off-chain metadata: the JSON document its on-chain metadata `uri` (Metaplex Token Metadata or the
/// Token-2022 metadata extension) points to, in the Metaplex token standard's shape
/// (`{"name","symbol","description","image","properties":{"files":[{"uri","type"}]}}`). Only these fields are
/// read; every other member is ignored. Parsing is bounded (`maximumBytes`, `maximumDepth`) and refuses with a typed
/// `OffchainMetadataError`, whatever the bytes. The texts are the publisher's claims: an app shows them as
/// untrusted text (escaped), and never instead of the on-chain name and symbol without saying so.
///
/// `RemoteImageFetcher.offchainMetadata(_:blocklist:)` fetches and caches it; `RemoteImageFetcher.tokenImage`
/// follows its image.
public struct OffchainTokenMetadata: Sendable, Equatable, Codable {
    /// An entry of `properties.files`: a URI and its declared media type.
    public struct File: Sendable, Equatable, Codable {
        /// Where the file is.
        public let uri: String
        /// Its media type as the publisher declared it ("image/png"), nil when absent.
        public let type: String?

        /// A file entry.
        public init(uri: String, type: String?) {
            self.uri = uri
            self.type = type
        }
    }

    /// The largest document read: 64 KiB (real token metadata is a few hundred bytes to a few KiB).
    public static let maximumBytes = 64 << 10
    /// The deepest nesting of arrays and objects read.
    public static let maximumDepth = 32
    /// The most `properties.files` entries kept (the rest are ignored).
    public static let maximumFiles = 16

    /// `name`, nil when absent or null.
    public let name: String?
    /// `symbol`, nil when absent or null.
    public let symbol: String?
    /// `description`, nil when absent or null.
    public let description: String?
    /// `image`, nil when absent or null.
    public let image: String?
    /// `properties.files` entries that have a string `uri` (at most `maximumFiles`).
    public let files: [File]

    /// A metadata value from its parts.
    public init(name: String?, symbol: String?, description: String?, image: String?, files: [File] = []) {
        self.name = name
        self.symbol = symbol
        self.description = description
        self.image = image
        self.files = files
    }

    /// The image to show: `image` when it is not empty, else the first file whose declared type is `image/*`;
    /// nil when there is none.
    public var imageURI: String? {
        if let image, !image.isEmpty { return image }
        return files.first { $0.type?.lowercased().hasPrefix("image/") == true && !$0.uri.isEmpty }?.uri
    }

    /// Whether `bytes` look like a JSON document: after an optional UTF-8 byte order mark and white space, `{` or
    /// `[`. Sniffed from the bytes, never from a server's Content-Type; reads at most the first 1,024 bytes.
    public static func looksLikeJSON(_ bytes: some Collection<UInt8>) -> Bool {
        var head = bytes.prefix(1024)[...]
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
        guard let first = head.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return false }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// The metadata in `json`: at most `maximumBytes`, nested at most `maximumDepth` levels, a JSON object whose
    /// `name`, `symbol`, `description` and `image` are strings (or null, or absent) and whose `properties.files`
    /// entries with a string `uri` have a string `type` (or none). Anything else is a typed error.
    public init(json bytes: some Collection<UInt8>) throws(OffchainMetadataError) {
        guard bytes.count <= Self.maximumBytes else { throw .tooLarge(maximum: Self.maximumBytes) }
        var data = Array(bytes)
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
        try Self.checkDepth(data)
        let value: JSONValue
        do { value = try JSONDecoder().decode(JSONValue.self, from: Data(data)) } catch { throw .malformed }
        guard case .object(let object) = value else { throw .notAnObject }
        func text(_ field: String, in object: [String: JSONValue], path: String? = nil) throws(OffchainMetadataError)
            -> String?
        {
            switch object[field] {
            case nil, .null?: return nil
            case .string(let text)?: return text
            default: throw .wrongType(field: path ?? field)
            }
        }
        name = try text("name", in: object)
        symbol = try text("symbol", in: object)
        description = try text("description", in: object)
        image = try text("image", in: object)
        var files: [File] = []
        if case .object(let properties)? = object["properties"], case .array(let entries)? = properties["files"] {
            for (index, entry) in entries.enumerated() where files.count < Self.maximumFiles {
                guard case .object(let file) = entry else { continue }
                let path = "properties.files[\(index)]"
                guard let uri = try text("uri", in: file, path: path + ".uri") else { continue }
                files.append(File(uri: uri, type: try text("type", in: file, path: path + ".type")))
            }
        }
        self.files = files
    }

    /// Refuses `bytes` when arrays and objects nest deeper than `maximumDepth` (brackets inside strings do not
    /// count): one pass, before any decoder sees the bytes.
    static func checkDepth(_ bytes: [UInt8]) throws(OffchainMetadataError) {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > maximumDepth { throw .tooDeep(maximum: maximumDepth) }
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
        }
    }
}
