/// Well-known program and sysvar addresses.
extension PublicKey {
    /// The System Program (all zero bytes): creates accounts, transfers SOL, manages nonce accounts.
    public static let systemProgram = PublicKey.zero
    /// The SPL Token program.
    public static let tokenProgram = PublicKey(staticString: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA")
    /// The SPL Token-2022 program (token extensions).
    public static let token2022Program = PublicKey(staticString: "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb")
    /// The SPL Associated Token Account program.
    public static let associatedTokenProgram = PublicKey(staticString: "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL")
    /// SPL Memo v2 (the current one; signers must sign).
    public static let memoProgram = PublicKey(staticString: "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr")
    /// SPL Memo v1 (legacy).
    public static let memoProgramV1 = PublicKey(staticString: "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo")
    /// The Compute Budget program (compute unit limit and price).
    public static let computeBudgetProgram = PublicKey(staticString: "ComputeBudget111111111111111111111111111111")
    /// The Address Lookup Table program.
    public static let addressLookupTableProgram = PublicKey(staticString: "AddressLookupTab1e1111111111111111111111111")
    /// The Stake program.
    public static let stakeProgram = PublicKey(staticString: "Stake11111111111111111111111111111111111111")
    /// The stake config account (used by legacy stake delegation).
    public static let stakeConfig = PublicKey(staticString: "StakeConfig11111111111111111111111111111111")
    /// The Vote program.
    public static let voteProgram = PublicKey(staticString: "Vote111111111111111111111111111111111111111")
    /// The upgradeable BPF loader (deploys and upgrades programs).
    public static let bpfLoaderUpgradeable = PublicKey(staticString: "BPFLoaderUpgradeab1e11111111111111111111111")
    /// The Ed25519 signature verification precompile.
    public static let ed25519Program = PublicKey(staticString: "Ed25519SigVerify111111111111111111111111111")
    /// The secp256k1 signature recovery precompile.
    public static let secp256k1Program = PublicKey(staticString: "KeccakSecp256k11111111111111111111111111111")
    /// The Rent sysvar.
    public static let sysvarRent = PublicKey(staticString: "SysvarRent111111111111111111111111111111111")
    /// The Clock sysvar.
    public static let sysvarClock = PublicKey(staticString: "SysvarC1ock11111111111111111111111111111111")
    /// The RecentBlockhashes sysvar (deprecated).
    public static let sysvarRecentBlockhashes = PublicKey(staticString: "SysvarRecentB1ockHashes11111111111111111111")
    /// The StakeHistory sysvar.
    public static let sysvarStakeHistory = PublicKey(staticString: "SysvarStakeHistory1111111111111111111111111")
    /// The Instructions sysvar (the current transaction's instructions).
    public static let sysvarInstructions = PublicKey(staticString: "Sysvar1nstructions1111111111111111111111111")
    /// The wrapped SOL mint.
    public static let nativeMint = PublicKey(staticString: "So11111111111111111111111111111111111111112")
}
