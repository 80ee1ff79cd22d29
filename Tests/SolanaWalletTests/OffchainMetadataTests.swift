import Foundation
import SolanaWallet
import TestSupport
import Testing

/// Issue 28 (tokens' logos): the off-chain metadata document a token's on-chain `uri` points to, parsed from
/// recorded real documents (Tests/Fixtures/token-metadata, provenance in its README) and from hostile bytes: a value
/// or a typed `OffchainMetadataError`, within the size and depth bounds, never a trap.
struct OffchainMetadataTests {
    @Test func recordedDocumentsParseToTheirNameSymbolDescriptionAndImage() throws {
        let bonk = try OffchainTokenMetadata(json: Array(Oracle.fixture("token-metadata/bonk.json")))
        #expect(bonk.name == "Bonk" && bonk.symbol == "Bonk")
        #expect(bonk.description == "The Official Bonk Inu token")
        #expect(bonk.imageURI == "https://arweave.net/hQiPZOsRZXGXBJd_82PhVdlM_hACsT_q6wqwf5cSY7I")
        #expect(bonk.files.isEmpty)

        let nft = try OffchainTokenMetadata(json: Array(Oracle.fixture("token-metadata/candy-machine-nft.json")))
        #expect(nft.name == "Test #00" && nft.symbol == "TEST")
        #expect(nft.files.count == 1 && nft.files[0].type == "image/png")
        #expect(nft.imageURI == nft.image && nft.image?.hasSuffix("?ext=png") == true)
        // Without `image`, the first file of an image type is the image; a file of another type never is.
        let listed =
            #"{"properties":{"files":[{"uri":"https://a/clip.mp4","type":"video/mp4"},"#
            + #"{"uri":"https://a/pic.png","type":"IMAGE/PNG"},{"uri":"https://a/b.png","type":"image/png"}]}}"#
        let files = try OffchainTokenMetadata(json: Array(listed.utf8))
        #expect(files.image == nil && files.imageURI == "https://a/pic.png" && files.files.count == 3)
        let video = try OffchainTokenMetadata(
            json: Array(#"{"image":"","properties":{"files":[{"uri":"https://a/v.mp4","type":"video/mp4"}]}}"#.utf8))
        #expect(video.imageURI == nil)
        // Null is absent; a byte order mark and white space before the object are accepted.
        let nulls = try OffchainTokenMetadata(json: [0xEF, 0xBB, 0xBF] + Array(" \n{\"name\":null}".utf8))
        #expect(nulls == OffchainTokenMetadata(name: nil, symbol: nil, description: nil, image: nil))
        // The value round-trips through Codable (an app may store it).
        let data = try JSONEncoder().encode(nft)
        #expect(try JSONDecoder().decode(OffchainTokenMetadata.self, from: data) == nft)
    }

    @Test func hostileDocumentsAreTypedErrors() {
        func refusal(_ text: String) -> OffchainMetadataError? {
            refusal(Array(text.utf8))
        }
        func refusal(_ bytes: [UInt8]) -> OffchainMetadataError? {
            do {
                _ = try OffchainTokenMetadata(json: bytes)
                return nil
            } catch { return error }
        }
        #expect(refusal(#"{"name":"x","image":42}"#) == .wrongType(field: "image"))
        #expect(refusal(#"{"name":["x"]}"#) == .wrongType(field: "name"))
        #expect(refusal(#"{"symbol":{"a":1}}"#) == .wrongType(field: "symbol"))
        #expect(refusal(#"{"description":true}"#) == .wrongType(field: "description"))
        #expect(
            refusal(#"{"properties":{"files":[{"uri":"https://a","type":7}]}}"#)
                == .wrongType(field: "properties.files[0].type"))
        #expect(refusal(#"{"name": "Broken", "image": "https://a/lo"#) == .malformed)
        #expect(refusal("") == .malformed)
        #expect(refusal([0xFF, 0xFE, 0x7B, 0x7D]) == .malformed)
        #expect(refusal("[1, 2]") == .notAnObject)
        #expect(refusal("\"text\"") == .notAnObject)
        // Depth: 32 levels are read, 33 are not; brackets inside strings do not count.
        let ok = "{\"a\":" + String(repeating: "[", count: 31) + String(repeating: "]", count: 31) + "}"
        #expect(refusal(ok) == nil)
        let deep = "{\"a\":" + String(repeating: "[", count: 32) + String(repeating: "]", count: 32) + "}"
        #expect(refusal(deep) == .tooDeep(maximum: 32))
        #expect(refusal(Array(repeating: UInt8(ascii: "["), count: 200_000)) == .tooLarge(maximum: 64 << 10))
        #expect(refusal(Array(repeating: UInt8(ascii: "["), count: 60_000)) == .tooDeep(maximum: 32))
        let quoted = "{\"name\":\"" + String(repeating: "[{", count: 100) + "\\\"\"}"
        #expect(refusal(quoted) == nil)
        // Size: the cap is exact.
        let filler = "{\"description\":\"\"}"
        let fits = "{\"description\":\"" + String(repeating: "x", count: (64 << 10) - filler.utf8.count) + "\"}"
        #expect(fits.utf8.count == 64 << 10 && refusal(fits) == nil)
        #expect(refusal(fits + " ") == .tooLarge(maximum: 64 << 10))
        // Sniffing: JSON by its first significant byte only.
        #expect(OffchainTokenMetadata.looksLikeJSON(Array(" \t\r\n{".utf8)))
        #expect(OffchainTokenMetadata.looksLikeJSON([0xEF, 0xBB, 0xBF, UInt8(ascii: "[")]))
        #expect(!OffchainTokenMetadata.looksLikeJSON(Array("<svg>{}".utf8)))
        #expect(!OffchainTokenMetadata.looksLikeJSON([0x89, 0x50, 0x4E, 0x47]))
        #expect(!OffchainTokenMetadata.looksLikeJSON([]))
    }

    /// Seeded mutations of the recorded documents (bytes flipped, cut, duplicated): always a value or a typed
    /// error; what parses has the fields as strings the document held.
    @Test func mutatedRecordedDocumentsNeverTrap() throws {
        let documents = try ["bonk.json", "candy-machine-nft.json"].map {
            Array(try Oracle.fixture("token-metadata/" + $0))
        }
        var rng = TestRandom.rng
        var parsed = 0
        var refused = 0
        for round in 0..<3_000 {
            var bytes = documents[round % documents.count]
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
                }
            case 1: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &rng)))
            case 2:
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                bytes.insert(contentsOf: ["[", "{", "\"", "\\", "]"].map { UInt8(ascii: $0) }, at: at)
            default:
                let at = Int.random(in: 0..<bytes.count, using: &rng)
                bytes.insert(contentsOf: bytes[at...].prefix(64), at: at)
            }
            do {
                let metadata = try OffchainTokenMetadata(json: bytes)
                parsed += 1
                if let image = metadata.imageURI {
                    let named = metadata.image == image || metadata.files.contains { $0.uri == image }
                    #expect(named, "\(image)")
                }
            } catch { refused += 1 }
        }
        #expect(parsed > 0 && refused > 0, "parsed \(parsed), refused \(refused)")
    }
}
