import SolanaCore

/// Builders for SPL Token and Token-2022 instructions (same layouts; the caller picks the program id).
///
/// Data is SPL's hand packing: a u8 tag, then little-endian fields. With multisig `signers`, the
/// authority is passed read-only and each signer follows as a read-only signer.
public enum TokenProgram {
    private static func authority(_ authority: PublicKey, _ signers: [PublicKey]) -> [AccountMeta] {
        signers.isEmpty
            ? [.readonly(authority, signer: true)]
            : [.readonly(authority)] + signers.map { .readonly($0, signer: true) }
    }

    private static func amountData(_ tag: UInt8, _ amount: UInt64, decimals: UInt8? = nil) -> [UInt8] {
        var data = DataWriter(capacity: 10)
        data.u8(tag); data.u64(amount)
        if let decimals { data.u8(decimals) }
        return data.bytes
    }

    /// Initializes a mint (no Rent sysvar account needed): decimals, mint authority, optional freeze authority.
    public static func initializeMint2(
        mint: PublicKey, decimals: UInt8, mintAuthority: PublicKey, freezeAuthority: PublicKey? = nil,
        programId: PublicKey = .tokenProgram
    ) -> Instruction {
        var data = DataWriter(capacity: 67)
        data.u8(20); data.u8(decimals); data.key(mintAuthority); data.optionKey(freezeAuthority)
        return Instruction(programId: programId, accounts: [.writable(mint)], data: data.bytes)
    }

    /// Initializes a token account for `mint` owned by `owner` (no Rent sysvar account needed).
    public static func initializeAccount3(
        account: PublicKey, mint: PublicKey, owner: PublicKey, programId: PublicKey = .tokenProgram
    ) -> Instruction {
        var data = DataWriter(capacity: 33)
        data.u8(18); data.key(owner)
        return Instruction(programId: programId, accounts: [.writable(account), .readonly(mint)], data: data.bytes)
    }

    /// Moves `amount` base units between token accounts (prefer `transferChecked`).
    public static func transfer(
        source: PublicKey, destination: PublicKey, owner: PublicKey, amount: UInt64,
        signers: [PublicKey] = [], programId: PublicKey = .tokenProgram
    ) -> Instruction {
        Instruction(
            programId: programId, accounts: [.writable(source), .writable(destination)] + authority(owner, signers),
            data: amountData(3, amount))
    }

    /// Lets `delegate` move up to `amount` from `source`.
    public static func approve(
        source: PublicKey, delegate: PublicKey, owner: PublicKey, amount: UInt64,
        signers: [PublicKey] = [], programId: PublicKey = .tokenProgram
    ) -> Instruction {
        Instruction(
            programId: programId, accounts: [.writable(source), .readonly(delegate)] + authority(owner, signers),
            data: amountData(4, amount))
    }

    /// Removes the delegate of `source`.
    public static func revoke(
        source: PublicKey, owner: PublicKey, signers: [PublicKey] = [], programId: PublicKey = .tokenProgram
    ) -> Instruction {
        Instruction(programId: programId, accounts: [.writable(source)] + authority(owner, signers), data: [5])
    }

    /// Mints `amount` base units to `destination`.
    public static func mintTo(
        mint: PublicKey, destination: PublicKey, authority mintAuthority: PublicKey, amount: UInt64,
        signers: [PublicKey] = [], programId: PublicKey = .tokenProgram
    ) -> Instruction {
        Instruction(
            programId: programId,
            accounts: [.writable(mint), .writable(destination)] + authority(mintAuthority, signers),
            data: amountData(7, amount))
    }

    /// Burns `amount` base units from `account`.
    public static func burn(
        account: PublicKey, mint: PublicKey, owner: PublicKey, amount: UInt64,
        signers: [PublicKey] = [], programId: PublicKey = .tokenProgram
    ) -> Instruction {
        Instruction(
            programId: programId, accounts: [.writable(account), .writable(mint)] + authority(owner, signers),
            data: amountData(8, amount))
    }

    /// Closes a token account (zero balance, or any wrapped-SOL balance), sending its lamports to `destination`.
    public static func closeAccount(
        account: PublicKey, destination: PublicKey, owner: PublicKey,
        signers: [PublicKey] = [], programId: PublicKey = .tokenProgram
    ) -> Instruction {
        Instruction(
            programId: programId, accounts: [.writable(account), .writable(destination)] + authority(owner, signers),
            data: [9])
    }

    /// Transfers with the mint and its decimals checked (required by Token-2022 mints with fees or hooks).
    public static func transferChecked(
        source: PublicKey, mint: PublicKey, destination: PublicKey, owner: PublicKey,
        amount: UInt64, decimals: UInt8, signers: [PublicKey] = [],
        programId: PublicKey = .tokenProgram
    ) -> Instruction {
        Instruction(
            programId: programId,
            accounts: [.writable(source), .readonly(mint), .writable(destination)] + authority(owner, signers),
            data: amountData(12, amount, decimals: decimals))
    }

    /// Mints with the decimals checked.
    public static func mintToChecked(
        mint: PublicKey, destination: PublicKey, authority mintAuthority: PublicKey, amount: UInt64,
        decimals: UInt8, signers: [PublicKey] = [], programId: PublicKey = .tokenProgram
    ) -> Instruction {
        Instruction(
            programId: programId,
            accounts: [.writable(mint), .writable(destination)] + authority(mintAuthority, signers),
            data: amountData(14, amount, decimals: decimals))
    }

    /// Burns with the decimals checked.
    public static func burnChecked(
        account: PublicKey, mint: PublicKey, owner: PublicKey, amount: UInt64, decimals: UInt8,
        signers: [PublicKey] = [], programId: PublicKey = .tokenProgram
    ) -> Instruction {
        Instruction(
            programId: programId, accounts: [.writable(account), .writable(mint)] + authority(owner, signers),
            data: amountData(15, amount, decimals: decimals))
    }

    /// Makes a wrapped-SOL account's token amount match its lamports.
    public static func syncNative(account: PublicKey, programId: PublicKey = .tokenProgram) -> Instruction {
        Instruction(programId: programId, accounts: [.writable(account)], data: [17])
    }
}

/// An SPL Token / Token-2022 instruction read back from an instruction.
///
/// `signers` are the multisig signer accounts (empty for a single authority).
public enum TokenInstruction: Sendable, Hashable {
    /// Tag 20.
    case initializeMint2(mint: PublicKey, decimals: UInt8, mintAuthority: PublicKey, freezeAuthority: PublicKey?)
    /// Tag 18.
    case initializeAccount3(account: PublicKey, mint: PublicKey, owner: PublicKey)
    /// Tag 3.
    case transfer(source: PublicKey, destination: PublicKey, owner: PublicKey, amount: UInt64, signers: [PublicKey])
    /// Tag 4.
    case approve(source: PublicKey, delegate: PublicKey, owner: PublicKey, amount: UInt64, signers: [PublicKey])
    /// Tag 5.
    case revoke(source: PublicKey, owner: PublicKey, signers: [PublicKey])
    /// Tag 7.
    case mintTo(mint: PublicKey, destination: PublicKey, authority: PublicKey, amount: UInt64, signers: [PublicKey])
    /// Tag 8.
    case burn(account: PublicKey, mint: PublicKey, owner: PublicKey, amount: UInt64, signers: [PublicKey])
    /// Tag 9.
    case closeAccount(account: PublicKey, destination: PublicKey, owner: PublicKey, signers: [PublicKey])
    /// Tag 12.
    case transferChecked(
        source: PublicKey, mint: PublicKey, destination: PublicKey, owner: PublicKey, amount: UInt64, decimals: UInt8,
        signers: [PublicKey])
    /// Tag 14.
    case mintToChecked(
        mint: PublicKey, destination: PublicKey, authority: PublicKey, amount: UInt64, decimals: UInt8,
        signers: [PublicKey])
    /// Tag 15.
    case burnChecked(
        account: PublicKey, mint: PublicKey, owner: PublicKey, amount: UInt64, decimals: UInt8, signers: [PublicKey])
    /// Tag 17.
    case syncNative(account: PublicKey)

    /// Reads an SPL Token or Token-2022 instruction.
    ///
    /// - Throws: `InstructionDecodingError` for another program, an unknown tag, short data or missing accounts.
    public init(_ instruction: Instruction) throws(InstructionDecodingError) {
        let name = instruction.programId == .token2022Program ? "Token-2022" : "SPL Token"
        guard instruction.programId == .tokenProgram || instruction.programId == .token2022Program else {
            throw .wrongProgram(expected: "SPL Token", actual: instruction.programId.base58)
        }
        var data = DataReader(instruction.data, program: name)
        let tag = try data.u8("tag")
        let a = instruction.accounts
        func keys(_ count: Int, _ what: String) throws(InstructionDecodingError) -> [PublicKey] {
            try requireAccounts(a, count, program: name, instruction: what)
        }
        func signers(after count: Int) -> [PublicKey] { a.count > count ? a[count...].map(\.publicKey) : [] }
        switch tag {
        case 20:
            data.instruction = "InitializeMint2"
            let k = try keys(1, data.instruction)
            let decimals = try data.u8("decimals"), authority = try data.key("mint authority")
            self = .initializeMint2(
                mint: k[0], decimals: decimals, mintAuthority: authority,
                freezeAuthority: try data.optionKey("freeze authority"))
        case 18:
            data.instruction = "InitializeAccount3"
            let k = try keys(2, data.instruction)
            self = .initializeAccount3(account: k[0], mint: k[1], owner: try data.key("owner"))
        case 3:
            data.instruction = "Transfer"
            let k = try keys(3, data.instruction)
            self = .transfer(
                source: k[0], destination: k[1], owner: k[2], amount: try data.u64("amount"), signers: signers(after: 3)
            )
        case 4:
            data.instruction = "Approve"
            let k = try keys(3, data.instruction)
            self = .approve(
                source: k[0], delegate: k[1], owner: k[2], amount: try data.u64("amount"), signers: signers(after: 3))
        case 5:
            let k = try keys(2, "Revoke")
            self = .revoke(source: k[0], owner: k[1], signers: signers(after: 2))
        case 7:
            data.instruction = "MintTo"
            let k = try keys(3, data.instruction)
            self = .mintTo(
                mint: k[0], destination: k[1], authority: k[2], amount: try data.u64("amount"),
                signers: signers(after: 3))
        case 8:
            data.instruction = "Burn"
            let k = try keys(3, data.instruction)
            self = .burn(
                account: k[0], mint: k[1], owner: k[2], amount: try data.u64("amount"), signers: signers(after: 3))
        case 9:
            let k = try keys(3, "CloseAccount")
            self = .closeAccount(account: k[0], destination: k[1], owner: k[2], signers: signers(after: 3))
        case 12:
            data.instruction = "TransferChecked"
            let k = try keys(4, data.instruction)
            let amount = try data.u64("amount")
            self = .transferChecked(
                source: k[0], mint: k[1], destination: k[2], owner: k[3], amount: amount,
                decimals: try data.u8("decimals"), signers: signers(after: 4))
        case 14:
            data.instruction = "MintToChecked"
            let k = try keys(3, data.instruction)
            let amount = try data.u64("amount")
            self = .mintToChecked(
                mint: k[0], destination: k[1], authority: k[2], amount: amount, decimals: try data.u8("decimals"),
                signers: signers(after: 3))
        case 15:
            data.instruction = "BurnChecked"
            let k = try keys(3, data.instruction)
            let amount = try data.u64("amount")
            self = .burnChecked(
                account: k[0], mint: k[1], owner: k[2], amount: amount, decimals: try data.u8("decimals"),
                signers: signers(after: 3))
        case 17:
            let k = try keys(1, "SyncNative")
            self = .syncNative(account: k[0])
        default:
            throw .unknownInstruction(program: name, tag: UInt32(tag))
        }
    }
}

extension TokenProgram {
    /// The token program a user names: "spl-token" or "token" (SPL Token), "token-2022", "spl-token-2022" or
    /// "token2022" (Token-2022), in any case, or either program's address; nil for anything else.
    public static func named(_ text: String) -> PublicKey? {
        switch text.lowercased() {
        case "spl-token", "token": return .tokenProgram
        case "token-2022", "spl-token-2022", "token2022": return .token2022Program
        default:
            guard let key = try? PublicKey(text), key == .tokenProgram || key == .token2022Program else { return nil }
            return key
        }
    }
}
