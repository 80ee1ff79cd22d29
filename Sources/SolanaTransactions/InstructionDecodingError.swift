/// Why instruction data (or account data) could not be read as a known program's instruction (or state).
public enum InstructionDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The instruction tag is not one this SDK knows for the program.
    case unknownInstruction(program: String, tag: UInt32)
    /// The data ended before `field` of `instruction`.
    case dataTooShort(program: String, instruction: String, field: String)
    /// The instruction has fewer accounts than the program requires.
    case notEnoughAccounts(program: String, instruction: String, expected: Int, actual: Int)
    /// A field holds a value the layout does not allow (a bad option tag, non-UTF-8 text…).
    case invalidValue(program: String, field: String, detail: String)
    /// The instruction belongs to another program.
    case wrongProgram(expected: String, actual: String)

    /// A one-line explanation, naming the program and the instruction or field.
    public var description: String {
        switch self {
        case .unknownInstruction(let program, let tag):
            return "\(program): unknown instruction tag \(tag)"
        case .dataTooShort(let program, let instruction, let field):
            return "\(program) \(instruction): data ends before \(field)"
        case .notEnoughAccounts(let program, let instruction, let expected, let actual):
            return "\(program) \(instruction): \(actual) accounts, at least \(expected) expected"
        case .invalidValue(let program, let field, let detail):
            return "\(program): invalid \(field): \(detail)"
        case .wrongProgram(let expected, let actual):
            return "instruction is for program \(actual), not \(expected)"
        }
    }
}
