import Foundation

extension HTTPSPeer {
    /// The HTTPS image host of the image proxy tests (`Tests/Oracles/image_server.py`): a real PNG and GIF, an SVG
    /// labelled image/png, oversized and slow answers, redirects.
    public static func imageServer() throws -> HTTPSPeer {
        try HTTPSPeer(
            script: "image_server.py", keyField: "key", what: "the image server",
            rpc: URL(string: "http://127.0.0.1:9")!)
    }
}
