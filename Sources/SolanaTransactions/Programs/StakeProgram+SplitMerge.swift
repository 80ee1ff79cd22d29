import SolanaCore

extension StakeProgram {
    /// Moves `lamports` of the source's stake into `destination`, which must be an uninitialized 200-byte account
    /// owned by the Stake program (pre-funded with rent when the source is delegated).
    public static func split(
        stakeAccount: PublicKey, destination: PublicKey, staker: PublicKey, lamports: UInt64
    ) -> Instruction {
        var data = DataWriter(capacity: 12)
        data.u32(3); data.u64(lamports)
        return Instruction(
            programId: programId,
            accounts: [.writable(stakeAccount), .writable(destination), .readonly(staker, signer: true)],
            data: data.bytes)
    }

    /// Merges `source` into `destination` (same authorities and lockup; both inactive, both activating in the same
    /// epoch, or both fully active to the same validator); the source is drained and closed.
    public static func merge(destination: PublicKey, source: PublicKey, staker: PublicKey) -> Instruction {
        Instruction(
            programId: programId,
            accounts: [
                .writable(destination), .writable(source), .readonly(.sysvarClock), .readonly(.sysvarStakeHistory),
                .readonly(staker, signer: true),
            ],
            data: [7, 0, 0, 0])
    }

    /// The instruction that asks the program for its minimum delegation (answer in the return data, u64 LE).
    public static func getMinimumDelegation() -> Instruction {
        Instruction(programId: programId, accounts: [], data: [13, 0, 0, 0])
    }
}
