import NIOCore
import NIOPosix

/// A JSON-RPC responder fast enough not to be the bottleneck: it answers every POST with a recorded
/// getBalance reply (from Tests/Fixtures/solana/rpc/getBalance-apiVersion.json), echoing the request id.
///
/// It reads HTTP/1.1 at the byte level (request line and headers up to the blank line, `Content-Length`,
/// the body) and answers each request with one write of a prebuilt head and body, so that the time of a
/// round trip is the client's and the kernel's, not the responder's. Keep-alive and pipelined requests work.
enum Responder {
    /// Starts on 127.0.0.1 with one event-loop thread (the other core is the client's); returns the port.
    static func start() throws -> Int {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let channel = try ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(Handler()) }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        return channel.localAddress!.port!
    }

    static let replyPrefix = Array(
        #"{"jsonrpc":"2.0","result":{"context":{"apiVersion":"1.10.34","slot":155451486},"value":114638463277},"id":"#
            .utf8)

    final class Handler: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        typealias OutboundOut = ByteBuffer
        private var pending = ByteBuffer()
        private var out = ByteBuffer()

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var incoming = unwrapInboundIn(data)
            if pending.readableBytes == 0 { pending = incoming } else { pending.writeBuffer(&incoming) }
            var answered = false
            while let request = Self.nextRequest(&pending) {
                let id = Self.id(in: request)
                let length = Responder.replyPrefix.count + id.count + 1
                out.clear()
                out.writeString(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n\r\n")
                out.writeBytes(Responder.replyPrefix)
                out.writeBytes(id)
                out.writeInteger(UInt8(ascii: "}"))
                context.write(wrapOutboundOut(out), promise: nil)
                answered = true
            }
            if answered { context.flush() }
        }

        /// Takes one whole request (its body's bytes) off the front of `buffer`, or nil if it is not all here yet.
        static func nextRequest(_ buffer: inout ByteBuffer) -> [UInt8]? {
            buffer.withUnsafeReadableBytes { raw -> (Int, [UInt8])? in
                let bytes = raw.bindMemory(to: UInt8.self)
                guard bytes.count >= 4 else { return nil }
                var end = -1
                var index = 0
                while index + 3 < bytes.count {
                    if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                        end = index; break
                    }
                    index += 1
                }
                guard end >= 0 else { return nil }
                let contentLength = Self.contentLength(UnsafeBufferPointer(rebasing: bytes[0..<end])) ?? 0
                let bodyStart = end + 4
                guard bytes.count >= bodyStart + contentLength else { return nil }
                return (bodyStart + contentLength, Array(bytes[bodyStart..<(bodyStart + contentLength)]))
            }.map { consumed, body in
                buffer.moveReaderIndex(forwardBy: consumed)
                if buffer.readableBytes == 0 { buffer.clear() }
                return body
            }
        }

        /// The value of the `Content-Length` header (any case) in a request head.
        static func contentLength(_ head: UnsafeBufferPointer<UInt8>) -> Int? {
            let name = Array("content-length:".utf8)
            var index = 0
            while index + name.count <= head.count {
                if index == 0 || head[index - 1] == 10 {
                    var match = true
                    for offset in 0..<name.count where head[index + offset] | 0x20 != name[offset] | 0x20 {
                        match = false
                        break
                    }
                    if match {
                        var cursor = index + name.count
                        while cursor < head.count && head[cursor] == 32 { cursor += 1 }
                        var value = 0
                        while cursor < head.count, (48...57).contains(head[cursor]) {
                            value = value * 10 + Int(head[cursor] - 48)
                            cursor += 1
                        }
                        return value
                    }
                }
                index += 1
            }
            return nil
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
