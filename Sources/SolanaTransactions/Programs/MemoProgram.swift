import SolanaCore

/// Builders for the SPL Memo program (v2): the data is the memo's UTF-8 bytes.
public enum MemoProgram {
    /// The Memo v2 program id.
    public static let programId = PublicKey.memoProgram

    /// A memo, optionally requiring `signers` to sign (v2 fails unless every listed account signed).
    public static func memo(_ text: String, signers: [PublicKey] = [], programId: PublicKey = MemoProgram.programId)
        -> Instruction
    {
        Instruction(programId: programId, accounts: signers.map { .readonly($0, signer: true) }, data: Array(text.utf8))
    }
}

/// A memo read back: its text and the accounts that signed it.
public struct MemoInstruction: Sendable, Hashable {
    /// The memo text.
    public var text: String
    /// The accounts listed as signers.
    public var signers: [PublicKey]

    /// Reads a memo (v1 or v2).
    ///
    /// - Throws: `InstructionDecodingError.invalidValue` when the data is not UTF-8 (the program rejects it too).
    public init(_ instruction: Instruction) throws(InstructionDecodingError) {
        guard instruction.programId == .memoProgram || instruction.programId == .memoProgramV1 else {
            throw .wrongProgram(expected: "Memo", actual: instruction.programId.base58)
        }
        guard let text = String(validating: instruction.data, as: UTF8.self) else {
            throw .invalidValue(program: "Memo", field: "text", detail: "not UTF-8")
        }
        self.text = text
        signers = instruction.accounts.map(\.publicKey)
    }
}
