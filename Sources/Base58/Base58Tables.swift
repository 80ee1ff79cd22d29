/// Lookup tables as string literals: constant data in the binary, so the hot paths read them
/// without the lazy-initialisation check that a `static let` costs on every call.
enum Base58Tables {
    /// The alphabet, by digit value.
    @inline(__always)
    static var alphabet: UnsafePointer<UInt8> {
        ("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz" as StaticString).utf8Start
    }

    /// Digit value of each ASCII byte (index 0–127); 0x7F for a character outside the alphabet.
    /// Look up `table[c & 0x7F]` and OR the value and `c & 0x80` into a flag: a flag with 0xC0 set
    /// means some character was invalid (0x80: not ASCII, 0x40: not a digit).
    @inline(__always)
    static var digitValues: UnsafePointer<UInt8> {
        ("\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{0}\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{9}\u{A}\u{B}\u{C}\u{D}\u{E}\u{F}\u{10}\u{7F}\u{11}\u{12}\u{13}\u{14}\u{15}\u{7F}\u{16}\u{17}\u{18}\u{19}\u{1A}\u{1B}\u{1C}\u{1D}\u{1E}\u{1F}\u{20}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{21}\u{22}\u{23}\u{24}\u{25}\u{26}\u{27}\u{28}\u{29}\u{2A}\u{2B}\u{7F}\u{2C}\u{2D}\u{2E}\u{2F}\u{30}\u{31}\u{32}\u{33}\u{34}\u{35}\u{36}\u{37}\u{38}\u{39}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}"
            as StaticString).utf8Start
    }

    static let invalidMask: UInt8 = 0xC0
}
