import SolanaCore

/// Builders for the System program's instructions (bincode data: u32 tag, then fields).
public enum SystemProgram {
    /// The program id (`11111111111111111111111111111111`).
    public static let programId = PublicKey.systemProgram
    /// The size of a nonce account's data.
    public static let nonceAccountLength: UInt64 = 80

    /// Creates `newAccount` with `lamports` and `space` bytes owned by `owner`; both accounts sign.
    public static func createAccount(
        from: PublicKey, newAccount: PublicKey, lamports: UInt64, space: UInt64, owner: PublicKey
    ) -> Instruction {
        var data = DataWriter(capacity: 52)
        data.u32(0); data.u64(lamports); data.u64(space); data.key(owner)
        return Instruction(
            programId: programId, accounts: [.writable(from, signer: true), .writable(newAccount, signer: true)],
            data: data.bytes)
    }

    /// Assigns `account` to a new owner program.
    public static func assign(account: PublicKey, owner: PublicKey) -> Instruction {
        var data = DataWriter(capacity: 36)
        data.u32(1); data.key(owner)
        return Instruction(programId: programId, accounts: [.writable(account, signer: true)], data: data.bytes)
    }

    /// Moves `lamports` from a system account to any account.
    public static func transfer(from: PublicKey, to: PublicKey, lamports: UInt64) -> Instruction {
        var data = DataWriter(capacity: 12)
        data.u32(2); data.u64(lamports)
        return Instruction(
            programId: programId, accounts: [.writable(from, signer: true), .writable(to)], data: data.bytes)
    }

    /// Creates an account at `createWithSeed(base, seed, owner)`; `base` signs.
    public static func createAccountWithSeed(
        from: PublicKey, newAccount: PublicKey, base: PublicKey, seed: String,
        lamports: UInt64, space: UInt64, owner: PublicKey
    ) -> Instruction {
        var data = DataWriter(capacity: 92 + seed.utf8.count)
        data.u32(3); data.key(base); data.bincodeString(seed); data.u64(lamports); data.u64(space); data.key(owner)
        return Instruction(
            programId: programId,
            accounts: [.writable(from, signer: true), .writable(newAccount), .readonly(base, signer: true)],
            data: data.bytes)
    }

    /// Advances a durable nonce; must be a nonce transaction's first instruction.
    public static func advanceNonceAccount(nonce: PublicKey, authority: PublicKey) -> Instruction {
        Instruction(
            programId: programId,
            accounts: [.writable(nonce), .readonly(.sysvarRecentBlockhashes), .readonly(authority, signer: true)],
            data: [4, 0, 0, 0])
    }

    /// Withdraws `lamports` from a nonce account to `to`.
    public static func withdrawNonceAccount(nonce: PublicKey, authority: PublicKey, to: PublicKey, lamports: UInt64)
        -> Instruction
    {
        var data = DataWriter(capacity: 12)
        data.u32(5); data.u64(lamports)
        return Instruction(
            programId: programId,
            accounts: [
                .writable(nonce), .writable(to), .readonly(.sysvarRecentBlockhashes),
                .readonly(.sysvarRent), .readonly(authority, signer: true),
            ],
            data: data.bytes)
    }

    /// Initializes a (created, 80-byte, System-owned) nonce account with its authority.
    public static func initializeNonceAccount(nonce: PublicKey, authority: PublicKey) -> Instruction {
        var data = DataWriter(capacity: 36)
        data.u32(6); data.key(authority)
        return Instruction(
            programId: programId,
            accounts: [.writable(nonce), .readonly(.sysvarRecentBlockhashes), .readonly(.sysvarRent)],
            data: data.bytes)
    }

    /// Gives a nonce account a new authority.
    public static func authorizeNonceAccount(nonce: PublicKey, authority: PublicKey, newAuthority: PublicKey)
        -> Instruction
    {
        var data = DataWriter(capacity: 36)
        data.u32(7); data.key(newAuthority)
        return Instruction(
            programId: programId, accounts: [.writable(nonce), .readonly(authority, signer: true)], data: data.bytes)
    }

    /// Allocates `space` bytes of data for `account`.
    public static func allocate(account: PublicKey, space: UInt64) -> Instruction {
        var data = DataWriter(capacity: 12)
        data.u32(8); data.u64(space)
        return Instruction(programId: programId, accounts: [.writable(account, signer: true)], data: data.bytes)
    }

    /// Transfers from an account derived with `createWithSeed(base, seed, owner)`; `base` signs.
    public static func transferWithSeed(
        from: PublicKey, base: PublicKey, seed: String, owner: PublicKey,
        to: PublicKey, lamports: UInt64
    ) -> Instruction {
        var data = DataWriter(capacity: 56 + seed.utf8.count)
        data.u32(11); data.u64(lamports); data.bincodeString(seed); data.key(owner)
        return Instruction(
            programId: programId,
            accounts: [.writable(from), .readonly(base, signer: true), .writable(to)],
            data: data.bytes)
    }

    /// Creates and initializes a nonce account (CreateAccount of 80 bytes + InitializeNonceAccount).
    public static func createNonceAccount(from: PublicKey, nonce: PublicKey, authority: PublicKey, lamports: UInt64)
        -> [Instruction]
    {
        [
            createAccount(
                from: from, newAccount: nonce, lamports: lamports, space: nonceAccountLength, owner: programId),
            initializeNonceAccount(nonce: nonce, authority: authority),
        ]
    }
}

/// A System program instruction read back from an instruction.
public enum SystemInstruction: Sendable, Hashable {
    /// Tag 0: create an account.
    case createAccount(from: PublicKey, newAccount: PublicKey, lamports: UInt64, space: UInt64, owner: PublicKey)
    /// Tag 1: assign an owner program.
    case assign(account: PublicKey, owner: PublicKey)
    /// Tag 2: move lamports.
    case transfer(from: PublicKey, to: PublicKey, lamports: UInt64)
    /// Tag 3: create an account at a seed-derived address.
    case createAccountWithSeed(
        from: PublicKey, newAccount: PublicKey, base: PublicKey, seed: String, lamports: UInt64, space: UInt64,
        owner: PublicKey)
    /// Tag 4: advance a durable nonce.
    case advanceNonceAccount(nonce: PublicKey, authority: PublicKey)
    /// Tag 5: withdraw from a nonce account.
    case withdrawNonceAccount(nonce: PublicKey, to: PublicKey, authority: PublicKey, lamports: UInt64)
    /// Tag 6: initialize a nonce account.
    case initializeNonceAccount(nonce: PublicKey, authority: PublicKey)
    /// Tag 7: change a nonce account's authority.
    case authorizeNonceAccount(nonce: PublicKey, authority: PublicKey, newAuthority: PublicKey)
    /// Tag 8: allocate account data.
    case allocate(account: PublicKey, space: UInt64)
    /// Tag 11: transfer from a seed-derived account.
    case transferWithSeed(
        from: PublicKey, base: PublicKey, to: PublicKey, lamports: UInt64, seed: String, owner: PublicKey)

    /// Reads a System instruction.
    ///
    /// - Throws: `InstructionDecodingError` for another program, an unknown tag, short data or missing accounts.
    public init(_ instruction: Instruction) throws(InstructionDecodingError) {
        let name = "System"
        var data = try DataReader(instruction, programId: SystemProgram.programId, program: name)
        let tag = try data.u32("tag")
        let a = instruction.accounts
        switch tag {
        case 0:
            data.instruction = "CreateAccount"
            let k = try requireAccounts(a, 2, program: name, instruction: data.instruction)
            self = .createAccount(
                from: k[0], newAccount: k[1], lamports: try data.u64("lamports"), space: try data.u64("space"),
                owner: try data.key("owner"))
        case 1:
            data.instruction = "Assign"
            let k = try requireAccounts(a, 1, program: name, instruction: data.instruction)
            self = .assign(account: k[0], owner: try data.key("owner"))
        case 2:
            data.instruction = "Transfer"
            let k = try requireAccounts(a, 2, program: name, instruction: data.instruction)
            self = .transfer(from: k[0], to: k[1], lamports: try data.u64("lamports"))
        case 3:
            data.instruction = "CreateAccountWithSeed"
            let k = try requireAccounts(a, 2, program: name, instruction: data.instruction)
            let base = try data.key("base"), seed = try data.bincodeString("seed")
            self = .createAccountWithSeed(
                from: k[0], newAccount: k[1], base: base, seed: seed, lamports: try data.u64("lamports"),
                space: try data.u64("space"), owner: try data.key("owner"))
        case 4:
            let k = try requireAccounts(a, 3, program: name, instruction: "AdvanceNonceAccount")
            self = .advanceNonceAccount(nonce: k[0], authority: k[2])
        case 5:
            data.instruction = "WithdrawNonceAccount"
            let k = try requireAccounts(a, 5, program: name, instruction: data.instruction)
            self = .withdrawNonceAccount(nonce: k[0], to: k[1], authority: k[4], lamports: try data.u64("lamports"))
        case 6:
            data.instruction = "InitializeNonceAccount"
            let k = try requireAccounts(a, 1, program: name, instruction: data.instruction)
            self = .initializeNonceAccount(nonce: k[0], authority: try data.key("authority"))
        case 7:
            data.instruction = "AuthorizeNonceAccount"
            let k = try requireAccounts(a, 2, program: name, instruction: data.instruction)
            self = .authorizeNonceAccount(nonce: k[0], authority: k[1], newAuthority: try data.key("new authority"))
        case 8:
            data.instruction = "Allocate"
            let k = try requireAccounts(a, 1, program: name, instruction: data.instruction)
            self = .allocate(account: k[0], space: try data.u64("space"))
        case 11:
            data.instruction = "TransferWithSeed"
            let k = try requireAccounts(a, 3, program: name, instruction: data.instruction)
            let lamports = try data.u64("lamports"), seed = try data.bincodeString("from seed")
            self = .transferWithSeed(
                from: k[0], base: k[1], to: k[2], lamports: lamports, seed: seed, owner: try data.key("from owner"))
        default:
            throw .unknownInstruction(program: name, tag: tag)
        }
    }
}
