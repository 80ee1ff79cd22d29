import SolanaCore

/// One account an instruction reads or writes, with whether it must sign and whether it is written.
public struct AccountMeta: Sendable, Hashable, CustomStringConvertible {
    /// The account's address.
    public var publicKey: PublicKey
    /// Whether the transaction must carry this account's signature.
    public var isSigner: Bool
    /// Whether the instruction may change the account (its lamports or data).
    public var isWritable: Bool

    /// An account with explicit flags.
    public init(publicKey: PublicKey, isSigner: Bool, isWritable: Bool) {
        self.publicKey = publicKey
        self.isSigner = isSigner
        self.isWritable = isWritable
    }

    /// A writable account (`AccountMeta::new` in the Rust SDK).
    public static func writable(_ key: PublicKey, signer: Bool = false) -> AccountMeta {
        AccountMeta(publicKey: key, isSigner: signer, isWritable: true)
    }

    /// A read-only account (`AccountMeta::new_readonly` in the Rust SDK).
    public static func readonly(_ key: PublicKey, signer: Bool = false) -> AccountMeta {
        AccountMeta(publicKey: key, isSigner: signer, isWritable: false)
    }

    /// The base58 key, then `signer` when it signs, then `writable` or `readonly`.
    public var description: String {
        "\(publicKey.base58)\(isSigner ? " signer" : "")\(isWritable ? " writable" : " readonly")"
    }
}
