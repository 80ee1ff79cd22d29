import SolanaCore

/// Builders for the Address Lookup Table program (bincode data: u32 tag, then fields).
public enum AddressLookupTableProgram {
    /// The program id.
    public static let programId = PublicKey.addressLookupTableProgram

    /// The table address for an authority and a recent slot: PDA of [authority, slot (u64 LE)].
    public static func tableAddress(authority: PublicKey, recentSlot: UInt64) -> (address: PublicKey, bump: UInt8) {
        let slot = withUnsafeBytes(of: recentSlot.littleEndian) { Array($0) }
        // Two seeds of ≤ 32 bytes never fail; a miss on every bump is astronomically unlikely.
        return try! PublicKey.findProgramAddress(seeds: [authority.bytes, slot], programId: programId)
    }

    /// Creates a table (authority need not sign, as the Rust SDK's `create_lookup_table`); returns it and its address.
    public static func createLookupTable(
        authority: PublicKey, payer: PublicKey, recentSlot: UInt64,
        authoritySigns: Bool = false
    ) -> (instruction: Instruction, table: PublicKey) {
        let (table, bump) = tableAddress(authority: authority, recentSlot: recentSlot)
        var data = DataWriter(capacity: 13)
        data.u32(0); data.u64(recentSlot); data.u8(bump)
        let instruction = Instruction(
            programId: programId,
            accounts: [
                .writable(table), .readonly(authority, signer: authoritySigns),
                .writable(payer, signer: true), .readonly(.systemProgram),
            ],
            data: data.bytes)
        return (instruction, table)
    }

    /// Appends addresses to a table; `payer` funds the extra rent when given.
    public static func extendLookupTable(
        table: PublicKey, authority: PublicKey, payer: PublicKey?, addresses: [PublicKey]
    ) -> Instruction {
        var data = DataWriter(capacity: 12 + 32 * addresses.count)
        data.u32(2); data.u64(UInt64(addresses.count))
        for address in addresses { data.key(address) }
        var accounts: [AccountMeta] = [.writable(table), .readonly(authority, signer: true)]
        if let payer { accounts += [.writable(payer, signer: true), .readonly(.systemProgram)] }
        return Instruction(programId: programId, accounts: accounts, data: data.bytes)
    }

    /// Starts a table's deactivation (it can be closed once the cool-down passes).
    public static func deactivateLookupTable(table: PublicKey, authority: PublicKey) -> Instruction {
        Instruction(
            programId: programId, accounts: [.writable(table), .readonly(authority, signer: true)], data: [3, 0, 0, 0])
    }

    /// Closes a deactivated table, sending its lamports to `recipient`.
    public static func closeLookupTable(table: PublicKey, authority: PublicKey, recipient: PublicKey) -> Instruction {
        Instruction(
            programId: programId,
            accounts: [.writable(table), .readonly(authority, signer: true), .writable(recipient)],
            data: [4, 0, 0, 0])
    }
}

/// An Address Lookup Table instruction read back.
public enum AddressLookupTableInstruction: Sendable, Hashable {
    /// Tag 0.
    case create(table: PublicKey, authority: PublicKey, payer: PublicKey, recentSlot: UInt64, bump: UInt8)
    /// Tag 1.
    case freeze(table: PublicKey, authority: PublicKey)
    /// Tag 2.
    case extend(table: PublicKey, authority: PublicKey, payer: PublicKey?, addresses: [PublicKey])
    /// Tag 3.
    case deactivate(table: PublicKey, authority: PublicKey)
    /// Tag 4.
    case close(table: PublicKey, authority: PublicKey, recipient: PublicKey)

    /// Reads an Address Lookup Table instruction.
    public init(_ instruction: Instruction) throws(InstructionDecodingError) {
        let name = "Address Lookup Table"
        var data = try DataReader(instruction, programId: AddressLookupTableProgram.programId, program: name)
        let tag = try data.u32("tag")
        let a = instruction.accounts
        switch tag {
        case 0:
            data.instruction = "CreateLookupTable"
            let k = try requireAccounts(a, 3, program: name, instruction: data.instruction)
            self = .create(
                table: k[0], authority: k[1], payer: k[2], recentSlot: try data.u64("recent slot"),
                bump: try data.u8("bump"))
        case 1:
            let k = try requireAccounts(a, 2, program: name, instruction: "FreezeLookupTable")
            self = .freeze(table: k[0], authority: k[1])
        case 2:
            data.instruction = "ExtendLookupTable"
            let k = try requireAccounts(a, 2, program: name, instruction: data.instruction)
            let count = try data.u64("address count")
            guard count <= UInt64(data.remaining / 32) else {
                throw .dataTooShort(program: name, instruction: data.instruction, field: "addresses")
            }
            var addresses: [PublicKey] = []
            for _ in 0..<count { addresses.append(try data.key("address")) }
            self = .extend(table: k[0], authority: k[1], payer: k.count > 2 ? k[2] : nil, addresses: addresses)
        case 3:
            let k = try requireAccounts(a, 2, program: name, instruction: "DeactivateLookupTable")
            self = .deactivate(table: k[0], authority: k[1])
        case 4:
            let k = try requireAccounts(a, 3, program: name, instruction: "CloseLookupTable")
            self = .close(table: k[0], authority: k[1], recipient: k[2])
        default:
            throw .unknownInstruction(program: name, tag: tag)
        }
    }
}
