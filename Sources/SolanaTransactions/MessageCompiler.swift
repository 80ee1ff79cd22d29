import SolanaCore

/// Turns instructions and a fee payer into ordered account keys, a header and compiled instructions,
/// exactly as the Rust SDK's `CompiledKeys` does.
///
/// Accounts are merged by key (signer and writable flags OR-ed; program ids marked invoked), the fee
/// payer is the first writable signer, and each of the four groups is sorted by key bytes.
struct MessageCompiler {
    struct Meta {
        var isSigner = false
        var isWritable = false
        var isInvoked = false
    }

    let payer: PublicKey
    var metas: [PublicKey: Meta]

    init(instructions: [Instruction], payer: PublicKey) {
        self.payer = payer
        var metas: [PublicKey: Meta] = [:]
        metas.reserveCapacity(instructions.count * 4 + 1)
        for instruction in instructions {
            metas[instruction.programId, default: Meta()].isInvoked = true
            for account in instruction.accounts {
                let key = account.publicKey
                if var meta = metas[key] {
                    meta.isSigner = meta.isSigner || account.isSigner
                    meta.isWritable = meta.isWritable || account.isWritable
                    metas[key] = meta
                } else {
                    metas[key] = Meta(isSigner: account.isSigner, isWritable: account.isWritable)
                }
            }
        }
        metas[payer, default: Meta()].isSigner = true
        metas[payer]!.isWritable = true
        self.metas = metas
    }

    /// The durable nonce account when the first instruction is AdvanceNonceAccount: the Rust SDK keeps it
    /// static (the runtime reads it before loading lookup tables). Checked against solders: System program,
    /// data starting with the u32 tag 4 (trailing bytes allowed), the instruction's first account.
    static func nonceAccount(of instructions: [Instruction]) -> PublicKey? {
        guard let first = instructions.first, first.programId == .systemProgram,
            first.data.count >= 4, first.data[0] == 4, first.data[1] == 0, first.data[2] == 0, first.data[3] == 0
        else { return nil }
        return first.accounts.first?.publicKey
    }

    /// Moves eligible keys (not signers, not invoked programs, not the durable nonce account) found in
    /// `table` into a lookup. Returns nil when the table holds none of them (the Rust SDK then omits the table).
    mutating func extractLookup(_ table: AddressLookupTableAccount, keepingStatic pinned: PublicKey? = nil)
        throws(TransactionError)
        -> (lookup: MessageAddressTableLookup, writable: [PublicKey], readonly: [PublicKey])?
    {
        // Index of each address's first occurrence in the table.
        var positions: [PublicKey: Int] = [:]
        positions.reserveCapacity(table.addresses.count)
        for (index, address) in table.addresses.enumerated() where positions[address] == nil {
            positions[address] = index
        }
        var writableKeys: [(PublicKey, Int)] = [], readonlyKeys: [(PublicKey, Int)] = []
        for (key, meta) in metas where !meta.isSigner && !meta.isInvoked && key != pinned {
            guard let index = positions[key] else { continue }
            if meta.isWritable { writableKeys.append((key, index)) } else { readonlyKeys.append((key, index)) }
        }
        if writableKeys.isEmpty && readonlyKeys.isEmpty { return nil }
        // The Rust SDK walks its BTreeMap: keys in byte order.
        writableKeys.sort { $0.0 < $1.0 }
        readonlyKeys.sort { $0.0 < $1.0 }
        for (key, index) in writableKeys + readonlyKeys {
            guard index <= 255 else { throw .lookupIndexOverflow(table: table.key, index: index) }
            metas[key] = nil
        }
        let lookup = MessageAddressTableLookup(
            accountKey: table.key,
            writableIndexes: writableKeys.map { UInt8($0.1) },
            readonlyIndexes: readonlyKeys.map { UInt8($0.1) })
        return (lookup, writableKeys.map(\.0), readonlyKeys.map(\.0))
    }

    /// The header and the static keys in their four groups.
    func messageComponents() throws(TransactionError) -> (MessageHeader, [PublicKey]) {
        var writableSigners: [PublicKey] = [], readonlySigners: [PublicKey] = []
        var writableNonSigners: [PublicKey] = [], readonlyNonSigners: [PublicKey] = []
        for (key, meta) in metas where key != payer {
            switch (meta.isSigner, meta.isWritable) {
            case (true, true): writableSigners.append(key)
            case (true, false): readonlySigners.append(key)
            case (false, true): writableNonSigners.append(key)
            case (false, false): readonlyNonSigners.append(key)
            }
        }
        writableSigners.sort()
        readonlySigners.sort()
        writableNonSigners.sort()
        readonlyNonSigners.sort()
        let signers = 1 + writableSigners.count + readonlySigners.count
        guard signers <= 255, readonlyNonSigners.count <= 255 else {
            throw .headerOverflow(
                signers: signers, readonlySigners: readonlySigners.count,
                readonlyNonSigners: readonlyNonSigners.count)
        }
        var keys: [PublicKey] = []
        keys.reserveCapacity(metas.count)
        keys.append(payer)
        keys += writableSigners
        keys += readonlySigners
        keys += writableNonSigners
        keys += readonlyNonSigners
        let header = MessageHeader(
            numRequiredSignatures: UInt8(signers),
            numReadonlySignedAccounts: UInt8(readonlySigners.count),
            numReadonlyUnsignedAccounts: UInt8(readonlyNonSigners.count))
        return (header, keys)
    }

    /// Replaces keys by their indexes in `accountKeys` (first occurrence).
    static func compileInstructions(_ instructions: [Instruction], accountKeys: [PublicKey]) throws(TransactionError)
        -> [CompiledInstruction]
    {
        guard accountKeys.count <= 256 else { throw .tooManyAccounts(count: accountKeys.count) }
        var indexes: [PublicKey: UInt8] = [:]
        indexes.reserveCapacity(accountKeys.count)
        for (index, key) in accountKeys.enumerated() where indexes[key] == nil { indexes[key] = UInt8(index) }
        var compiled: [CompiledInstruction] = []
        compiled.reserveCapacity(instructions.count)
        for instruction in instructions {
            guard let program = indexes[instruction.programId] else {
                throw .unknownInstructionKey(instruction.programId)
            }
            // Account indexes then data, in the one array the compiled instruction keeps.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(instruction.accounts.count + instruction.data.count)
            for account in instruction.accounts {
                guard let index = indexes[account.publicKey] else { throw .unknownInstructionKey(account.publicKey) }
                bytes.append(index)
            }
            let accountCount = bytes.count
            bytes += instruction.data
            compiled.append(
                CompiledInstruction(
                    programIdIndex: program,
                    bytes: SharedBytePair(storage: bytes, first: 0..<accountCount, second: accountCount..<bytes.count)))
        }
        return compiled
    }
}
