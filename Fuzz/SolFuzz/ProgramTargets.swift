import SolanaCore
import SolanaTransactions

let programTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "instruction-decoders", maxLen: 1024,
        summary: "every program decoder: byte 0 picks the program, byte 1 the accounts, the rest is instruction data",
        run: fuzzInstructionDecoders),
    FuzzTarget(
        name: "token-state", maxLen: 1024,
        summary: "SPL Token / Token-2022 Mint and Account layouts with TLV extensions (byte 0 picks which)",
        run: fuzzTokenState),
    FuzzTarget(
        name: "token-metadata", maxLen: 2048,
        summary: "TokenMetadata from a Metaplex account (byte 0 even) or a Token-2022 mint's extension (odd)",
        run: fuzzTokenMetadata),
]

let decoderPrograms: [PublicKey] = [
    .systemProgram, .tokenProgram, .token2022Program, .associatedTokenProgram, .memoProgram, .memoProgramV1,
    .computeBudgetProgram, .stakeProgram, .addressLookupTableProgram,
]

/// Distinct made-up accounts for the instruction (signer and writable flags from the input).
func fuzzAccounts(_ count: Int, flags: UInt8) -> [AccountMeta] {
    (0..<count).map { index in
        let key = ([UInt8](repeating: UInt8(index + 1), count: 31) + [0x5A]).withUnsafeBytes { PublicKey(buffer: $0) }
        return AccountMeta(
            publicKey: key, isSigner: flags >> (index % 8) & 1 == 1, isWritable: flags >> ((index + 3) % 8) & 1 == 1)
    }
}

func fuzzInstructionDecoders(_ input: [UInt8]) {
    var reader = InputReader(input)
    let programId = decoderPrograms[Int(reader.byte()) % decoderPrograms.count]
    let accountCount = Int(reader.byte() % 20)
    let flags = reader.byte()
    let instruction = Instruction(
        programId: programId, accounts: fuzzAccounts(accountCount, flags: flags), data: reader.rest)
    let specific: Bool
    switch programId {
    case .systemProgram:
        specific =
            (try? SystemInstruction(instruction)).map {
                _ = String(describing: $0); return true
            } ?? false
    case .tokenProgram, .token2022Program:
        specific =
            (try? TokenInstruction(instruction)).map {
                _ = String(describing: $0); return true
            } ?? false
    case .associatedTokenProgram:
        specific =
            (try? AssociatedTokenInstruction(instruction)).map {
                _ = String(describing: $0); return true
            } ?? false
    case .memoProgram, .memoProgramV1:
        specific =
            (try? MemoInstruction(instruction)).map {
                _ = String(describing: $0); return true
            } ?? false
    case .computeBudgetProgram:
        specific =
            (try? ComputeBudgetInstruction(instruction)).map {
                _ = String(describing: $0); return true
            } ?? false
    case .stakeProgram:
        specific =
            (try? StakeInstruction(instruction)).map {
                _ = String(describing: $0); return true
            } ?? false
    case .addressLookupTableProgram:
        specific =
            (try? AddressLookupTableInstruction(instruction)).map {
                _ = String(describing: $0); return true
            } ?? false
    default: specific = false
    }
    let decoded = InstructionDecoder.decode(instruction)
    _ = decoded.programName
    if case .unknown(let id, let accounts, let data, let error) = decoded {
        check(!specific, "InstructionDecoder gave .unknown for what the program decoder reads")
        check(
            id == programId && accounts == instruction.accounts.map(\.publicKey) && data == instruction.data,
            ".unknown changed the parts")
        if let error { _ = error.description }
    } else {
        check(specific, "InstructionDecoder read what the program decoder refuses")
    }
    // A program decoder given another program's instruction refuses it.
    let other = decoderPrograms[(decoderPrograms.firstIndex(of: programId)! + 3) % decoderPrograms.count]
    let wrong = Instruction(
        programId: other == programId ? .voteProgram : other, accounts: instruction.accounts, data: instruction.data)
    if programId == .systemProgram {
        check((try? SystemInstruction(wrong)) == nil, "System decoder read another program's instruction")
    }
}

func fuzzTokenState(_ input: [UInt8]) {
    var reader = InputReader(input)
    let selector = reader.byte()
    let data = reader.rest
    if selector & 1 == 0 {
        guard let mint = try? TokenMint(data: data) else { return }
        check(data.count >= TokenMint.length, "a mint from \(data.count) bytes")
        for e in mint.extensions { _ = e.name }
        _ = String(describing: mint)
    } else {
        guard let account = try? TokenAccount(data: data) else { return }
        check(data.count >= TokenAccount.length, "a token account from \(data.count) bytes")
        for e in account.extensions { _ = e.name }
        _ = String(describing: account)
    }
}

/// The metadata readers on arbitrary data; the mint they must name is read from where each layout puts it, so the
/// texts are reached. A text that is read stays within its layout's limit and has no trailing NUL.
func fuzzTokenMetadata(_ input: [UInt8]) {
    var reader = InputReader(input)
    let selector = reader.byte()
    let data = reader.rest
    if selector & 1 == 0 {
        let mint =
            data.count >= 65 ? Array(data[33..<65]).withUnsafeBytes { PublicKey(buffer: $0) } : PublicKey.zero
        guard let read = try? TokenMetadata(metaplexAccount: data, mint: mint) else { return }
        let limits = TokenMetadata.metaplexLimits
        check(
            read.name.utf8.count <= limits.name && read.symbol.utf8.count <= limits.symbol
                && read.uri.utf8.count <= limits.uri, "a Metaplex text over its limit")
        check(!read.name.hasSuffix("\0") && read.mint == mint, "padding kept or another mint")
    } else {
        guard let mint = try? TokenMint(data: data) else { return }
        let value: [UInt8] = mint.extensions.first(where: { $0.type == 19 })?.value ?? []
        let address = value.count >= 64 ? Array(value[32..<64]).withUnsafeBytes { PublicKey(buffer: $0) } : .zero
        guard let read = try? TokenMetadata(token2022Mint: mint, address: address) else { return }
        let limit = TokenMetadata.token2022Limit
        check(
            read.name.utf8.count <= limit && read.symbol.utf8.count <= limit && read.uri.utf8.count <= limit,
            "a Token-2022 metadata text over its limit")
    }
}
