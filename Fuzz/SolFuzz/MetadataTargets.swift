import Foundation
import SolanaWallet

let metadataTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "offchain-metadata", maxLen: 8192,
        summary:
            "OffchainTokenMetadata(json:) (the Metaplex JSON a token's metadata uri points to, read by the image proxy "
            + "for a token's logo): a value or a typed error within the size and depth caps; what parses was sniffed "
            + "as JSON, its image is `image` or a file's uri, and rebuilt as a standard document it parses the same",
        run: fuzzOffchainMetadata)
]

func fuzzOffchainMetadata(_ input: [UInt8]) {
    let metadata: OffchainTokenMetadata
    do { metadata = try OffchainTokenMetadata(json: input) } catch {
        if input.count > OffchainTokenMetadata.maximumBytes {
            check(error == .tooLarge(maximum: OffchainTokenMetadata.maximumBytes), "\(error) for a large input")
        }
        return
    }
    check(input.count <= OffchainTokenMetadata.maximumBytes, "\(input.count) bytes parsed")
    check(OffchainTokenMetadata.looksLikeJSON(input), "parsed but not sniffed as JSON")
    check(metadata.files.count <= OffchainTokenMetadata.maximumFiles, "\(metadata.files.count) files kept")
    if let image = metadata.imageURI {
        check(!image.isEmpty, "an empty image chosen")
        check(metadata.image == image || metadata.files.contains { $0.uri == image }, "image \(image) from nowhere")
    }
    // Rebuilt as a standard document, it parses to the same value (when it fits the cap).
    var document: [String: Any] = [:]
    document["name"] = metadata.name
    document["symbol"] = metadata.symbol
    document["description"] = metadata.description
    document["image"] = metadata.image
    document["properties"] = [
        "files": metadata.files.map { file -> [String: String] in
            var entry = ["uri": file.uri]
            entry["type"] = file.type
            return entry
        }
    ]
    guard let data = try? JSONSerialization.data(withJSONObject: document),
        data.count <= OffchainTokenMetadata.maximumBytes
    else { return }
    do {
        let again = try OffchainTokenMetadata(json: Array(data))
        check(again == metadata, "rebuilt \(again) != \(metadata)")
    } catch { check(false, "the rebuilt document is refused: \(error)") }
}
