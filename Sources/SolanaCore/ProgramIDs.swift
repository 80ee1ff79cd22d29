/// Well-known program and sysvar addresses.
extension PublicKey {
    public static let systemProgram = PublicKey.zero
    public static let tokenProgram = PublicKey(staticString: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
    public static let token2022Program = PublicKey(staticString: "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")
    public static let associatedTokenProgram = PublicKey(staticString: "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL")
    /// SPL Memo v2 (the current one; signers must sign).
    public static let memoProgram = PublicKey(staticString: "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr")
    /// SPL Memo v1 (legacy).
    public static let memoProgramV1 = PublicKey(staticString: "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo")
    public static let computeBudgetProgram = PublicKey(staticString: "ComputeBudget111111111111111111111111111111")
    public static let addressLookupTableProgram = PublicKey(staticString: "AddressLookupTab1e1111111111111111111111111")
    public static let stakeProgram = PublicKey(staticString: "Stake11111111111111111111111111111111111111")
    public static let stakeConfig = PublicKey(staticString: "StakeConfig11111111111111111111111111111111")
    public static let voteProgram = PublicKey(staticString: "Vote111111111111111111111111111111111111111")
    public static let bpfLoaderUpgradeable = PublicKey(staticString: "BPFLoaderUpgradeab1e11111111111111111111111")
    public static let ed25519Program = PublicKey(staticString: "Ed25519SigVerify111111111111111111111111111")
    public static let secp256k1Program = PublicKey(staticString: "KeccakSecp256k11111111111111111111111111111")
    public static let sysvarRent = PublicKey(staticString: "SysvarRent111111111111111111111111111111111")
    public static let sysvarClock = PublicKey(staticString: "SysvarC1ock11111111111111111111111111111111")
    public static let sysvarRecentBlockhashes = PublicKey(staticString: "SysvarRecentB1ockHashes11111111111111111111")
    public static let sysvarStakeHistory = PublicKey(staticString: "SysvarStakeHistory1111111111111111111111111")
    public static let sysvarInstructions = PublicKey(staticString: "Sysvar1nstructions1111111111111111111111111")
    /// The wrapped SOL mint.
    public static let nativeMint = PublicKey(staticString: "So11111111111111111111111111111111111111112")
}
