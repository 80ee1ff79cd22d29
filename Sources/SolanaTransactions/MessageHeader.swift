/// The three counts that tell which account keys sign and which are read-only.
///
/// Keys are ordered writable signers, read-only signers, writable non-signers, read-only non-signers.
public struct MessageHeader: Sendable, Hashable, Codable {
    /// How many signatures the transaction needs (the first keys).
    public var numRequiredSignatures: UInt8
    /// How many of the signers are read-only (the last of the signers).
    public var numReadonlySignedAccounts: UInt8
    /// How many of the non-signers are read-only (the last static keys).
    public var numReadonlyUnsignedAccounts: UInt8

    /// A header from its three counts.
    public init(numRequiredSignatures: UInt8, numReadonlySignedAccounts: UInt8, numReadonlyUnsignedAccounts: UInt8) {
        self.numRequiredSignatures = numRequiredSignatures
        self.numReadonlySignedAccounts = numReadonlySignedAccounts
        self.numReadonlyUnsignedAccounts = numReadonlyUnsignedAccounts
    }
}
