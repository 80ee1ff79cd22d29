import NIOCore
import NIOHTTP1
import NIOPosix

/// A JSON-RPC responder fast enough not to be the bottleneck: it answers every POST with a recorded
/// getBalance reply (from Tests/Fixtures/solana/rpc/getBalance-apiVersion.json), echoing the request id.
enum Responder {
    /// Starts on 127.0.0.1 with one event-loop thread (the other core is the client's); returns the port.
    static func start() throws -> Int {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let channel = try ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMap { channel.pipeline.addHandler(Handler()) }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        return channel.localAddress!.port!
    }

    final class Handler: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart
        private var body: [UInt8] = []

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head: body.removeAll(keepingCapacity: true)
            case .body(var buffer): body += buffer.readBytes(length: buffer.readableBytes) ?? []
            case .end:
                let reply = Array(#"{"jsonrpc":"2.0","result":{"context":{"apiVersion":"1.10.34","slot":155451486},"value":114638463277},"id":"#.utf8)
                    + Self.id(in: body) + [UInt8(ascii: "}")]
                var head = HTTPResponseHead(version: .http1_1, status: .ok)
                head.headers.add(name: "Content-Type", value: "application/json")
                head.headers.add(name: "Content-Length", value: String(reply.count))
                context.write(wrapOutboundOut(.head(head)), promise: nil)
                context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: reply)))), promise: nil)
                context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            }
        }

        /// The bytes of the request's `"id":` value (a number or a string), or `1`.
        static func id(in body: [UInt8]) -> [UInt8] {
            let key = Array(#""id":"#.utf8)
            guard body.count > key.count else { return [49] }
            var index = 0
            while index + key.count <= body.count {
                if body[index] == key[0], Array(body[index..<(index + key.count)]) == key {
                    var end = index + key.count
                    while end < body.count && body[end] == 32 { end += 1 }
                    let start = end
                    if end < body.count && body[end] == 34 {  // a string id
                        end += 1
                        while end < body.count && body[end] != 34 { end += 1 }
                        return Array(body[start...min(end, body.count - 1)])
                    }
                    while end < body.count && (48...57).contains(body[end]) { end += 1 }
                    return end > start ? Array(body[start..<end]) : [49]
                }
                index += 1
            }
            return [49]
        }
    }
}
