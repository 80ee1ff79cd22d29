import ProgramIDL
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// One Anchor event of a transaction, read through a registered IDL: a `Program data:` line of its logs (`emit!`)
/// or a program's invocation of itself with Anchor's event tag (`emit_cpi!`, in `meta.innerInstructions`).
public struct InterpretedEvent: Sendable, Hashable, Encodable {
    /// Where it was found: `log` (a `Program data:` line) or `innerInstruction` (an `emit_cpi!` self-invocation).
    public let source: String
    /// The index of its log line (`log` events).
    public let line: Int?
    /// The index of the top-level instruction it happened in (nil for a log line that could not be placed).
    public let instruction: Int?
    /// Its index among that instruction's inner instructions (`innerInstruction` events).
    public let innerInstruction: Int?
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
    /// The events of the registered programs in a transaction's `logs` only (`IDLEventLog.events`), in log order:
    /// each decoded through its program's IDL, or with the reason it did not decode. Other programs' data is left out.
    public func events(inLogs logs: [String]) -> [InterpretedEvent] {
        events(logs: logs, innerInstructions: [], instructionPrograms: [])
    }

    /// The events of the registered programs in a looked-up transaction, from its logs and its inner instructions
    /// (`IDLTransactionEvents`), in execution order.
    public func events(in record: TransactionRecord) -> [InterpretedEvent] {
        events(logs: record.logs, innerInstructions: record.innerInstructions, instructionPrograms: record.programIds)
    }

    /// The events of the registered programs in a transaction's `logs` and `innerInstructions`
    /// (`IDLTransactionEvents.events`), in execution order; `instructionPrograms` are the programs of its top-level
    /// instructions in order (they place the log lines; empty counts `invoke [1]` lines).
    public func events(
        logs: [String], innerInstructions: [InnerInstructionGroup], instructionPrograms: [PublicKey]
    ) -> [InterpretedEvent] {
        let groups = innerInstructions.map { group in
            IDLTransactionEvents.InnerInstructions(
                instruction: group.index,
                invocations: group.instructions.map {
                    .init(program: $0.programId, data: $0.data, stackHeight: $0.stackHeight)
                })
        }
        let entries = IDLTransactionEvents.events(
            logs: logs, innerInstructions: groups, instructionPrograms: instructionPrograms, programs: programs)
        return entries.map { entry in
            let program = programs[entry.program]
            let name = program?.name ?? entry.program.base58
            var source = "log"
            var line: Int?
            var inner: Int?
            switch entry.source {
            case .log(let index): line = index
            case .innerInstruction(let index):
                source = "innerInstruction"
                inner = index
            }
            switch entry.result {
            case .success(let event):
                var info = InstructionReport.Info([])
                if let program,
                    case .object(let fields) = IDLValueReport.value(event.value, type: event.type, program: program)
                {
                    info = fields
                }
                return InterpretedEvent(
                    source: source, line: line, instruction: entry.instruction, innerInstruction: inner,
                    programId: entry.program.base58, program: name, depth: entry.depth, name: event.name, info: info,
                    error: nil)
            case .failure(let error):
                return InterpretedEvent(
                    source: source, line: line, instruction: entry.instruction, innerInstruction: inner,
                    programId: entry.program.base58, program: name, depth: entry.depth, name: nil, info: nil,
                    error: error.description)
            }
        }
    }
}
