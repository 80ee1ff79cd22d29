/// Keystore ids: 1 to 64 ASCII letters, digits, `-` or `_`.
public enum KeystoreIdentifier {
    /// The longest id.
    public static let maximumLength = 64

    /// Whether `id` is a valid keystore id.
    public static func isValid(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        return (1...maximumLength).contains(bytes.count)
            && bytes.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }

    /// `id`, if valid.
    /// - Throws: `.invalidIdentifier`.
    static func validated(_ id: String) throws(KeystoreError) -> String {
        guard isValid(id) else { throw .invalidIdentifier(id) }
        return id
    }
}
