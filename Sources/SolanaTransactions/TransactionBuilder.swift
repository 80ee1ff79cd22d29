import SolanaCore

/// Collects instructions for the transaction DSL: plain instructions, arrays of them, `if`, `if/else` and `for`.
///
/// ```swift
/// let tx = try Transaction(feePayer: alice.publicKey, blockhash: hash) {
///     ComputeBudgetProgram.setComputeUnitPrice(microLamports: 1_000)
///     SystemProgram.transfer(from: alice.publicKey, to: bob, lamports: 5_000)
///     if let memo { MemoProgram.memo(memo) }
///     for payee in payees { SystemProgram.transfer(from: alice.publicKey, to: payee, lamports: 1) }
/// }
/// ```
@resultBuilder
public enum InstructionsBuilder {
    /// One instruction.
    public static func buildExpression(_ instruction: Instruction) -> [Instruction] { [instruction] }
    /// Several instructions (e.g. `SystemProgram.createNonceAccount`).
    public static func buildExpression(_ instructions: [Instruction]) -> [Instruction] { instructions }
    /// A block of statements.
    public static func buildBlock(_ parts: [Instruction]...) -> [Instruction] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [Instruction]?) -> [Instruction] { part ?? [] }
    /// The `if` branch.
    public static func buildEither(first part: [Instruction]) -> [Instruction] { part }
    /// The `else` branch.
    public static func buildEither(second part: [Instruction]) -> [Instruction] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[Instruction]]) -> [Instruction] { parts.flatMap { $0 } }
    /// `if #available`.
    public static func buildLimitedAvailability(_ part: [Instruction]) -> [Instruction] { part }
}

extension Transaction {
    /// Compiles an unsigned transaction from the instructions the closure lists.
    public init(
        feePayer: PublicKey, blockhash: Hash, version: TransactionVersion = .legacy,
        addressLookupTables: [AddressLookupTableAccount] = [],
        @InstructionsBuilder _ instructions: () -> [Instruction]
    ) throws(TransactionError) {
        try self.init(
            feePayer: feePayer, lifetime: .blockhash(blockhash), version: version,
            addressLookupTables: addressLookupTables, instructions: instructions())
    }

    /// Compiles an unsigned durable-nonce transaction (AdvanceNonceAccount first) from the closure's instructions.
    public init(
        feePayer: PublicKey, nonce: DurableNonce, version: TransactionVersion = .legacy,
        addressLookupTables: [AddressLookupTableAccount] = [],
        @InstructionsBuilder _ instructions: () -> [Instruction]
    ) throws(TransactionError) {
        try self.init(
            feePayer: feePayer, lifetime: .durableNonce(nonce), version: version,
            addressLookupTables: addressLookupTables, instructions: instructions())
    }

    /// Compiles an unsigned v1 transaction (SIMD-0385) from the instructions the closure lists.
    ///
    /// ```swift
    /// let config = TransactionConfig(computeUnitLimit: 450, loadedAccountsDataSizeLimit: 16_384)
    /// let tx = try Transaction(feePayer: alice.publicKey, blockhash: hash, config: config) {
    ///     SystemProgram.transfer(from: alice.publicKey, to: bob, lamports: 5_000)
    /// }
    /// ```
    public init(
        feePayer: PublicKey, blockhash: Hash, config: TransactionConfig,
        @InstructionsBuilder _ instructions: () -> [Instruction]
    ) throws(TransactionError) {
        try self.init(feePayer: feePayer, lifetime: .blockhash(blockhash), config: config, instructions: instructions())
    }

    /// Compiles an unsigned durable-nonce v1 transaction (AdvanceNonceAccount first) from the closure's instructions.
    public init(
        feePayer: PublicKey, nonce: DurableNonce, config: TransactionConfig,
        @InstructionsBuilder _ instructions: () -> [Instruction]
    ) throws(TransactionError) {
        try self.init(feePayer: feePayer, lifetime: .durableNonce(nonce), config: config, instructions: instructions())
    }
}
