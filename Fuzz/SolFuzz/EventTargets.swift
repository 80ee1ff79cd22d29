import ProgramIDL
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// A `getTransaction` answer's inner instructions (`TransactionMeta.innerInstructionGroups`) and the transaction's
/// events from them and its logs (`IDLTransactionEvents`) under the fuzz event IDL: groups or a typed error, within
/// the bounds; every event entry is a log line of the IDL's program or one of its self-invocations with the event tag.
func fuzzInnerInstructionEvents(_ response: TransactionResponse) {
    guard let meta = response.meta else { return }
    var keys: [PublicKey] = []
    if let wire = response.transaction.wireBytes, let transaction = try? Transaction(wireBytes: wire) {
        keys =
            transaction.message.staticAccountKeys + (meta.loadedAddresses?.writable ?? [])
            + (meta.loadedAddresses?.readonly ?? [])
    }
    // The fuzz IDL's program among the accounts, so that self-invocations can be found.
    keys.append(fuzzEventIDL.publicKey)
    let groups: [InnerInstructionGroup]
    do throws(InnerInstructionsError) {
        groups = try meta.innerInstructionGroups(accountKeys: keys) ?? []
    } catch {
        check(!error.description.isEmpty, "empty error description")
        return
    }
    let count = groups.reduce(0) { $0 + $1.instructions.count }
    check(count <= TransactionMeta.maxInnerInstructions, "\(count) inner instructions read")
    check(groups.allSatisfy { $0.index <= Int(UInt8.max) }, "an instruction index past 255")
    let invocations = groups.map { group in
        IDLTransactionEvents.InnerInstructions(
            instruction: group.index,
            invocations: group.instructions.map {
                .init(program: $0.programId, data: $0.data, stackHeight: $0.stackHeight)
            })
    }
    let logs = meta.logMessages ?? []
    let entries = IDLTransactionEvents.events(
        logs: logs, innerInstructions: invocations, programs: [fuzzEventIDL.publicKey: fuzzEventIDL])
    for entry in entries {
        check(entry.program == fuzzEventIDL.publicKey, "an event of a program without an IDL")
        switch entry.source {
        case .log(let line):
            check(line < logs.count && logs[line].hasPrefix("Program data: "), "an event for a line not Program data")
        case .innerInstruction(let index):
            // Hostile answers may repeat a group's index: one of those groups has the tagged data there.
            let candidates = invocations.filter { $0.instruction == entry.instruction }.compactMap {
                index < $0.invocations.count ? $0.invocations[index].data : nil
            }.filter { $0.starts(with: ProgramIDL.eventInstructionTag) }
            check(!candidates.isEmpty, "an event without the event tag")
            if candidates.count == 1 {
                checkEvent(entry.result, data: Array(candidates[0].dropFirst(8)), idl: fuzzEventIDL)
            }
        }
    }
}
