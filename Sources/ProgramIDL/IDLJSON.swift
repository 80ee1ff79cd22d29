import SolanaCore

/// A JSON value as the readers walk it, built from `JSONTape` with the nesting bounded.
indirect enum IDLJSON: Sendable {
    case object([(String, IDLJSON)])
    case array([IDLJSON])
    case string(String)
    /// An integer's exact digits.
    case integer(String)
    case float(Double)
    case bool(Bool)
    case null

    static func parse(_ bytes: [UInt8], maxDepth: Int) throws(IDLReadError) -> IDLJSON {
        let tape: JSONTape
        do { tape = try JSONTape(bytes) } catch { throw .invalidJSON(offset: error.offset, reason: error.reason) }
        guard !tape.nodes.isEmpty else { throw .invalidJSON(offset: 0, reason: "empty") }
        return try build(tape, 0, depth: 0, maxDepth: maxDepth, path: "$")
    }

    private static func build(_ tape: JSONTape, _ index: Int, depth: Int, maxDepth: Int, path: String)
        throws(IDLReadError) -> IDLJSON
    {
        guard depth < maxDepth else { throw .tooDeep(path: path) }
        let node = tape.nodes[index]
        switch node.kind {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .integer: return .integer(String(tape.text(at: index)))
        case .float:
            guard let value = Double(String(tape.text(at: index))), value.isFinite else {
                throw .invalidValue(path: path, reason: "number out of range")
            }
            return .float(value)
        case .string, .escapedString:
            guard let text = tape.string(at: index) else { throw .invalidValue(path: path, reason: "not UTF-8") }
            return .string(text)
        case .array:
            var items: [IDLJSON] = []
            var position = 0
            for child in tape.children(of: index) {
                items.append(try build(tape, child, depth: depth + 1, maxDepth: maxDepth, path: "\(path)[\(position)]"))
                position += 1
            }
            return .array(items)
        case .object:
            var members: [(String, IDLJSON)] = []
            for name in tape.children(of: index) {
                guard let key = tape.string(at: name) else {
                    throw .invalidValue(path: path, reason: "bad member name")
                }
                members.append(
                    (key, try build(tape, name + 1, depth: depth + 1, maxDepth: maxDepth, path: "\(path).\(key)")))
            }
            return .object(members)
        }
    }

    subscript(key: String) -> IDLJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}

/// A JSON object being read, with its path for errors.
struct IDLObject {
    let json: IDLJSON
    let path: String

    init(_ json: IDLJSON, path: String) throws(IDLReadError) {
        guard case .object = json else { throw .wrongType(path: path, expected: "an object") }
        self.json = json
        self.path = path
    }

    func has(_ key: String) -> Bool {
        if let value = json[key], case .null = value { return false }
        return json[key] != nil
    }

    func value(_ key: String) throws(IDLReadError) -> IDLJSON {
        guard let value = json[key] else { throw .missingField(name: key, path: path) }
        return value
    }

    func object(_ key: String) throws(IDLReadError) -> IDLObject {
        try IDLObject(try value(key), path: "\(path).\(key)")
    }

    func optionalObject(_ key: String) throws(IDLReadError) -> IDLObject? {
        has(key) ? try object(key) : nil
    }

    func string(_ key: String) throws(IDLReadError) -> String {
        guard case .string(let text) = try value(key) else {
            throw .wrongType(path: "\(path).\(key)", expected: "a string")
        }
        return text
    }

    func optionalString(_ key: String) throws(IDLReadError) -> String? { has(key) ? try string(key) : nil }

    func bool(_ key: String, default fallback: Bool) throws(IDLReadError) -> Bool {
        guard has(key) else { return fallback }
        guard case .bool(let flag) = try value(key) else {
            throw .wrongType(path: "\(path).\(key)", expected: "a bool")
        }
        return flag
    }

    func int(_ key: String, in range: ClosedRange<Int>) throws(IDLReadError) -> Int {
        guard case .integer(let digits) = try value(key), let number = Int(digits), range.contains(number) else {
            throw .invalidValue(path: "\(path).\(key)", reason: "expected an integer in \(range)")
        }
        return number
    }

    /// The elements of an array member (an absent member is empty) as objects.
    func objects(_ key: String) throws(IDLReadError) -> [IDLObject] {
        guard has(key) else { return [] }
        guard case .array(let items) = try value(key) else {
            throw .wrongType(path: "\(path).\(key)", expected: "an array")
        }
        var result: [IDLObject] = []
        for (index, item) in items.enumerated() { result.append(try IDLObject(item, path: "\(path).\(key)[\(index)]")) }
        return result
    }

    /// Documentation lines (`docs`: an array of strings; absent is empty).
    func docs() throws(IDLReadError) -> [String] {
        guard has("docs") else { return [] }
        guard case .array(let items) = try value("docs") else {
            throw .wrongType(path: "\(path).docs", expected: "an array of strings")
        }
        var lines: [String] = []
        for item in items {
            guard case .string(let line) = item else {
                throw .wrongType(path: "\(path).docs", expected: "an array of strings")
            }
            lines.append(line)
        }
        return lines
    }

    func kind() throws(IDLReadError) -> String { try string("kind") }

    func publicKey(_ key: String) throws(IDLReadError) -> PublicKey {
        let text = try string(key)
        do { return try PublicKey(text) } catch {
            throw .invalidValue(path: "\(path).\(key)", reason: "not a base58 public key")
        }
    }
}
