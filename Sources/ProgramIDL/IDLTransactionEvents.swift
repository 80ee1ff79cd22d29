import SolanaCore

/// The events of a transaction from both places programs put them: `emit!`'s `Program data:` log lines
/// (`IDLEventLog`) and `emit_cpi!`'s self-invocations, the inner instructions whose program is a registered one and
/// whose data starts with Anchor's event tag (`ProgramIDL.eventInstructionTag`). Logs can be truncated by the node
/// (about 10 KB kept) and some programs only emit one way; the inner instructions are always complete.
///
/// Entries come in execution order: by top-level instruction, and within one, a log line after the inner
/// instructions whose `invoke` line came before it. Bounded like `IDLEventLog`, and at most `maxInnerInstructions`
/// inner instructions are read.
public enum IDLTransactionEvents {
    /// The most inner instructions read.
    public static let maxInnerInstructions = 4096

    /// One instruction a program invoked (from `getTransaction`'s `meta.innerInstructions`).
    public struct Invocation: Sendable, Hashable {
        /// The program invoked.
        public var program: PublicKey
        /// Its instruction data (nil when the node gave it parsed, without its bytes).
        public var data: [UInt8]?
        /// Its invoke depth (2: invoked by a top-level instruction), when the node reports it.
        public var stackHeight: Int?

        /// An invocation from its parts.
        public init(program: PublicKey, data: [UInt8]?, stackHeight: Int? = nil) {
            self.program = program
            self.data = data
            self.stackHeight = stackHeight
        }
    }

    /// The invocations of one top-level instruction, in execution order.
    public struct InnerInstructions: Sendable, Hashable {
        /// The top-level instruction's index in the message.
        public var instruction: Int
        /// What it invoked, in execution order.
        public var invocations: [Invocation]

        /// A group from its parts.
        public init(instruction: Int, invocations: [Invocation]) {
            self.instruction = instruction
            self.invocations = invocations
        }
    }

    /// Where an event was found.
    public enum Source: Sendable, Hashable {
        /// A `Program data:` line (`emit!`): its index in the logs.
        case log(line: Int)
        /// A self-invocation (`emit_cpi!`): its index among its top-level instruction's inner instructions.
        case innerInstruction(index: Int)
    }

    /// One event of the transaction.
    public struct Entry: Sendable, Hashable {
        /// Where it was found.
        public var source: Source
        /// The top-level instruction it happened in (nil for a log line the walk could not place).
        public var instruction: Int?
        /// The program that emitted it.
        public var program: PublicKey
        /// Its invoke depth (for an inner instruction, that of the self-invocation: the program's depth plus one).
        public var depth: Int
        /// The event, or why its data did not decode under the program's IDL.
        public var result: Result<IDLDecodedEvent, IDLEventError>

        /// An entry from its parts.
        public init(
            source: Source, instruction: Int?, program: PublicKey, depth: Int,
            result: Result<IDLDecodedEvent, IDLEventError>
        ) {
            self.source = source
            self.instruction = instruction
            self.program = program
            self.depth = depth
            self.result = result
        }
    }

    /// The events of `programs` in a transaction: its `logs`, its `innerInstructions` and the programs of its
    /// top-level instructions in order (`instructionPrograms`, to place log lines; empty counts `invoke [1]` lines).
    public static func events(
        logs: [String], innerInstructions: [InnerInstructions], instructionPrograms: [PublicKey] = [],
        programs: [PublicKey: ProgramIDL]
    ) -> [Entry] {
        // (top-level instruction, position, log or not, line): inner instruction k of an instruction sorts before a
        // log line that k + 1 or more inner invokes of that instruction preceded.
        var keyed: [(key: [Int], entry: Entry)] = []
        for found in IDLEventLog.walk(logs, programs: programs, instructionPrograms: instructionPrograms) {
            let entry = Entry(
                source: .log(line: found.entry.line), instruction: found.instruction, program: found.entry.program,
                depth: found.entry.depth, result: found.entry.result)
            keyed.append(
                ([found.instruction ?? -1, found.innerInvokesBefore, 1, found.entry.line, keyed.count], entry))
        }
        var budget = maxInnerInstructions
        for group in innerInstructions {
            for (index, invocation) in group.invocations.prefix(budget).enumerated() {
                guard let idl = programs[invocation.program], let data = invocation.data,
                    data.starts(with: ProgramIDL.eventInstructionTag)
                else { continue }
                let result: Result<IDLDecodedEvent, IDLEventError>
                do { result = .success(try idl.decodeEventInstruction(data)) } catch { result = .failure(error) }
                let entry = Entry(
                    source: .innerInstruction(index: index), instruction: group.instruction,
                    program: invocation.program, depth: invocation.stackHeight ?? 2, result: result)
                keyed.append(([group.instruction, index + 1, 0, 0, keyed.count], entry))
            }
            budget -= min(budget, group.invocations.count)
            if budget == 0 { break }
        }
        // The last key is the order found in: no two keys are equal.
        return keyed.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.entry)
    }
}
