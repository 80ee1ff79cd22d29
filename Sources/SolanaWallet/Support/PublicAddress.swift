import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells an address on the public internet from one a fetch made on the user's behalf must never reach: loopback,
/// private networks (RFC 1918, unique-local IPv6), link-local (cloud metadata services live at 169.254.169.254),
/// carrier-grade NAT, multicast, reserved and documentation ranges, and IPv6 forms that embed such an IPv4 address
/// (mapped, compatible, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`).
///
/// An outside party (a Solana Action's icon, a coin's logo URL) names a URL; a wallet that fetched it from the user's
/// machine could otherwise be made to probe the user's router, a local service or a cloud metadata endpoint.
public enum PublicAddress {
    /// Whether `address` (4 bytes for IPv4, 16 for IPv6, network order) is a public unicast address; anything else,
    /// including a byte count that is neither, is not.
    public static func isPublic(_ address: [UInt8]) -> Bool {
        switch address.count {
        case 4: return isPublicV4(address[0], address[1], address[2], address[3])
        case 16: return isPublicV6(address)
        default: return false
        }
    }

    /// The bytes of `host` when it is an IP address literal (`203.0.113.7`, `::1`, `[::1]`); nil for a name.
    /// Only the dotted-quad IPv4 form is read as IPv4, as `inet_pton` reads it (no `0x7f.1`, no `2130706433`):
    /// other spellings are names here, and go to the resolver, which sees through them.
    public static func literal(_ host: String) -> [UInt8]? {
        var text = host
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        if let zone = text.firstIndex(of: "%") { text = String(text[..<zone]) }  // fe80::1%eth0
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return withUnsafeBytes(of: &v4) { Array($0) } }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return withUnsafeBytes(of: &v6) { Array($0) } }
        return nil
    }

    /// The addresses `host` resolves to (IPv4 and IPv6), through the system's resolver on a dispatch queue: the
    /// caller's task is not blocked, and the answer is awaited at most `timeout` (a resolver that hangs is left to
    /// finish on its own). Throws `.timeout` or `.unresolved`.
    public static func resolve(_ host: String, timeout: Duration) async throws(AddressResolutionError) -> [[UInt8]] {
        let once = ResumeOnce()
        let result: Result<[[UInt8]], AddressResolutionError> = await withCheckedContinuation { continuation in
            once.set(continuation)
            DispatchQueue.global().async { once.resume(lookUp(host)) }
            let (seconds, attoseconds) = timeout.components
            let nanoseconds = max(0, seconds) * 1_000_000_000 + max(0, attoseconds) / 1_000_000_000
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(min(nanoseconds, 3_600_000_000_000))))
            {
                once.resume(.failure(.timeout))
            }
        }
        return try result.get()
    }

    private static func lookUp(_ host: String) -> Result<[[UInt8]], AddressResolutionError> {
        var hints = addrinfo()
        #if canImport(Glibc) || canImport(Musl)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, nil, &hints, &list)
        guard status == 0, let first = list else {
            return .failure(.unresolved(String(cString: gai_strerror(status))))
        }
        defer { freeaddrinfo(first) }
        var addresses: [[UInt8]] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let entry = cursor, addresses.count < 64 {
            if let socketAddress = entry.pointee.ai_addr {
                switch entry.pointee.ai_family {
                case AF_INET:
                    var v4 = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                    addresses.append(withUnsafeBytes(of: &v4) { Array($0) })
                case AF_INET6:
                    var v6 = socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                        $0.pointee.sin6_addr
                    }
                    addresses.append(withUnsafeBytes(of: &v6) { Array($0) })
                default: break
                }
            }
            cursor = entry.pointee.ai_next
        }
        return addresses.isEmpty ? .failure(.unresolved("no IPv4 or IPv6 address")) : .success(addresses)
    }

    private static func isPublicV4(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> Bool {
        switch a {
        case 0, 10, 127: return false  // "this network", RFC 1918, loopback
        case 100 where b & 0xC0 == 64: return false  // 100.64.0.0/10, carrier-grade NAT
        case 169 where b == 254: return false  // link-local, cloud metadata
        case 172 where b & 0xF0 == 16: return false  // RFC 1918
        case 192 where b == 168: return false  // RFC 1918
        case 192 where b == 0 && (c == 0 || c == 2): return false  // IETF protocol assignments, TEST-NET-1
        case 198 where b & 0xFE == 18: return false  // benchmarking
        case 198 where b == 51 && c == 100, 203 where b == 0 && c == 113: return false  // TEST-NET-2, -3
        case 224...: return false  // multicast, reserved, broadcast
        default: return true
        }
    }

    private static func isPublicV6(_ bytes: [UInt8]) -> Bool {
        let head = Array(bytes[0..<12])
        if head.allSatisfy({ $0 == 0 }) { return false }  // ::, ::1, the deprecated IPv4-compatible ::a.b.c.d
        if head == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF, 0xFF] {  // ::ffff:a.b.c.d
            return isPublicV4(bytes[12], bytes[13], bytes[14], bytes[15])
        }
        if Array(bytes[0..<12]) == [0, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0] {  // NAT64 64:ff9b::/96
            return isPublicV4(bytes[12], bytes[13], bytes[14], bytes[15])
        }
        if bytes[0] == 0 && bytes[1] == 0x64 && bytes[2] == 0xFF && bytes[3] == 0x9B && bytes[4] == 0 && bytes[5] == 1 {
            return false  // 64:ff9b:1::/48, local-use NAT64
        }
        if bytes[0] == 0x20 && bytes[1] == 0x02 {  // 6to4 2002:a.b.c.d::/48
            return isPublicV4(bytes[2], bytes[3], bytes[4], bytes[5])
        }
        if bytes[0] & 0xFE == 0xFC { return false }  // fc00::/7, unique local
        if bytes[0] == 0xFE && bytes[1] & 0x80 == 0x80 { return false }  // fe80::/10 link-local, fec0::/10 site-local
        if bytes[0] == 0xFF { return false }  // multicast
        // 2001:db8::/32, documentation; 100::/64, discard.
        if bytes[0] == 0x20 && bytes[1] == 0x01 && bytes[2] == 0x0D && bytes[3] == 0xB8 { return false }
        if bytes[0] == 0x01 && bytes[1] == 0 && bytes[2..<8].allSatisfy({ $0 == 0 }) { return false }
        return bytes[0] & 0xE0 == 0x20  // 2000::/3, global unicast; the rest is reserved
    }
}

/// Why a host name's addresses are not known.
public enum AddressResolutionError: Error, Sendable, Equatable {
    /// The resolver did not answer in time.
    case timeout
    /// The resolver answered with no address; its reason.
    case unresolved(String)
}

/// Resumes a continuation once, whichever of the resolver and the deadline comes first.
private final class ResumeOnce: Sendable {
    private let state = Mutex<(CheckedContinuation<Result<[[UInt8]], AddressResolutionError>, Never>?, Bool)>(
        (nil, false))

    func set(_ continuation: CheckedContinuation<Result<[[UInt8]], AddressResolutionError>, Never>) {
        state.withLock { $0.0 = continuation }
    }

    func resume(_ result: Result<[[UInt8]], AddressResolutionError>) {
        let continuation = state.withLock {
            state -> CheckedContinuation<Result<[[UInt8]], AddressResolutionError>, Never>? in
            guard !state.1, let continuation = state.0 else { return nil }
            state.1 = true
            state.0 = nil
            return continuation
        }
        continuation?.resume(returning: result)
    }
}
