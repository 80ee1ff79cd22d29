import Foundation

/// Hosts a wallet refuses transaction requests (and later Actions) from, read from a file in the format of Phantom's
/// public blocklist (`blocklist.yaml`): a YAML list of entries, each `- url: host` (no protocol), optionally quoted
/// and followed by metadata lines such as `description: …`, which are ignored.
///
/// A listed host blocks itself and its subdomains (`evil.example` blocks `pay.evil.example`). Reading is bounded:
/// at most `maximumBytes`, lines of at most `maximumLineLength`; anything that is not such a list is a typed error
/// naming the line.
public struct HostBlocklist: Sendable, Equatable {
    /// The largest file read (16 MiB: Phantom's list is well under 1 MiB).
    public static let maximumBytes = 16 << 20
    /// The longest line accepted.
    public static let maximumLineLength = 4_096

    /// The listed hosts, lowercased.
    public let hosts: Set<String>

    /// A blocklist of `hosts`.
    public init(hosts: [String]) { self.hosts = Set(hosts.map { $0.lowercased() }) }

    /// Reads the list from the bytes of a blocklist file.
    public init(yaml bytes: [UInt8]) throws(HostBlocklistError) {
        guard bytes.count <= Self.maximumBytes else { throw .tooLarge(bytes.count) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        var hosts: Set<String> = []
        var number = 0
        var inEntry = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            guard raw.utf8.count <= Self.maximumLineLength else {
                throw .malformed(line: number, "the line is too long")
            }
            var line = Substring(raw)
            if line.hasSuffix("\r") { line = line.dropLast() }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || (trimmed == "---" && hosts.isEmpty && !inEntry) { continue }
            if trimmed.hasPrefix("- ") || trimmed == "-" {
                let body = trimmed.dropFirst(1).trimmingCharacters(in: .whitespaces)
                guard let host = try Self.url(in: body, line: number) else {
                    throw .malformed(line: number, "an entry must start with 'url: HOST'")
                }
                hosts.insert(host)
                inEntry = true
                continue
            }
            // A metadata line of the entry above (`description: …`, `versionTag: "0.13.0"`).
            guard inEntry, line.first == " ", trimmed.contains(":") else {
                throw .malformed(line: number, "expected '- url: HOST' or a 'key: value' line of an entry")
            }
        }
        self.hosts = hosts
    }

    /// Reads the blocklist file at `path`.
    public init(contentsOfFile path: String) throws(HostBlocklistError) {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path) }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: Self.maximumBytes + 1) ?? Data() } catch { throw .unreadable(path) }
        try self.init(yaml: [UInt8](data))
    }

    /// Whether `host` or one of its parent domains is listed.
    public func blocks(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        while !name.isEmpty {
            if hosts.contains(name) { return true }
            guard let dot = name.firstIndex(of: ".") else { return false }
            name = String(name[name.index(after: dot)...])
        }
        return false
    }

    /// The host of `url: HOST` (quotes removed, lowercased); nil when the text is not a url entry.
    static func url(in text: String, line: Int) throws(HostBlocklistError) -> String? {
        guard text.hasPrefix("url:") else { return nil }
        var value = text.dropFirst(4).trimmingCharacters(in: .whitespaces)
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        var host = value.lowercased()
        if host.hasSuffix(".") { host.removeLast() }  // the root's dot: "evil.example." is "evil.example"
        // A name of labels: no empty label (".", "a..b", ".a"), printable ASCII without '/'.
        guard !host.isEmpty, host.count <= 253, !host.hasPrefix("."), !host.hasSuffix("."), !host.contains(".."),
            host.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value != 0x7F }),
            !host.contains("/")
        else { throw .malformed(line: line, "'\(value.prefix(80))' is not a host name") }
        return host
    }
}

/// Why a blocklist file could not be read.
public enum HostBlocklistError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(String)
    /// Larger than `HostBlocklist.maximumBytes`.
    case tooLarge(Int)
    /// Not UTF-8 text.
    case notUTF8
    /// Not a list of `- url: HOST` entries (the line, why).
    case malformed(line: Int, String)

    /// The error in one sentence, saying what to do.
    public var description: String {
        switch self {
        case .unreadable(let path): return "the blocklist \(path) cannot be read; check the path (config set blocklist)"
        case .tooLarge(let size):
            return "the blocklist is \(size) bytes; at most \(HostBlocklist.maximumBytes) are read"
        case .notUTF8: return "the blocklist is not UTF-8 text"
        case .malformed(let line, let why): return "the blocklist's line \(line) is not valid: \(why)"
        }
    }
}
