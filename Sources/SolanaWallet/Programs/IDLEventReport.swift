import ProgramIDL
import SolanaCore
import SolanaTransactions

/// One Anchor event of a transaction's logs (a `Program data:` line), read through a registered IDL.
public struct InterpretedEvent: Sendable, Hashable, Encodable {
    /// The index of its log line.
    public let line: Int
    /// The program that emitted it (base58).
    public let programId: String
    /// The program's name in its IDL.
    public let program: String
    /// Its invoke depth (1: an instruction of the transaction; more: a cross-program invocation).
    public let depth: Int
    /// The event's name; nil when its data did not decode.
    public let name: String?
    /// Its fields (JSON keys camelCase); nil when its data did not decode.
    public let info: InstructionReport.Info?
    /// Why its data did not decode; nil when it did.
    public let error: String?
}

extension RegisteredPrograms {
    /// The events of the registered programs in a transaction's `logs` (`IDLEventLog.events`), in log order: each
    /// decoded through its program's IDL, or with the reason it did not decode. Other programs' data is left out.
    public func events(inLogs logs: [String]) -> [InterpretedEvent] {
        IDLEventLog.events(in: logs, programs: programs).map { entry in
            let program = programs[entry.program]
            let name = program?.name ?? entry.program.base58
            switch entry.result {
            case .success(let event):
                var info = InstructionReport.Info([])
                if let program,
                    case .object(let fields) = IDLValueReport.value(
                        event.value, type: event.type, program: program)
                {
                    info = fields
                }
                return InterpretedEvent(
                    line: entry.line, programId: entry.program.base58, program: name, depth: entry.depth,
                    name: event.name, info: info, error: nil)
            case .failure(let error):
                return InterpretedEvent(
                    line: entry.line, programId: entry.program.base58, program: name, depth: entry.depth, name: nil,
                    info: nil, error: error.description)
            }
        }
    }
}
