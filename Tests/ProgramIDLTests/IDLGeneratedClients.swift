import DlmmIDL
import ProgramIDL
import PumpIDL
import SolanaTransactions

/// The generated clients compiled into the tests, by fixture: each program's typed instruction reader and account
/// types. Apart from the other test files, which import TestSupport: DLMM's `Oracle` type meets TestSupport's.
enum IDLGeneratedClients {
    struct Client: Sendable {
        let decode:
            @Sendable (SolanaTransactions.Instruction) throws(IDLInstructionDecodingError) ->
                any IDLGeneratedInstruction
        let instructionTypes: [any IDLGeneratedInstruction.Type]
        let accountTypes: [any IDLGeneratedAccount.Type]
    }

    static func client(_ fixture: String) -> Client? {
        switch fixture {
        case "anchor-pump":
            Client(
                decode: { (instruction) throws(IDLInstructionDecodingError) in try PumpIDLProgram.decode(instruction) },
                instructionTypes: PumpIDLProgram.instructionTypes, accountTypes: PumpIDLProgram.accountTypes)
        case "anchor-pump-amm":
            Client(
                decode: { (instruction) throws(IDLInstructionDecodingError) in try PumpAmmIDLProgram.decode(instruction)
                },
                instructionTypes: PumpAmmIDLProgram.instructionTypes, accountTypes: PumpAmmIDLProgram.accountTypes)
        case "anchor-meteora-dlmm":
            Client(
                decode: { (instruction) throws(IDLInstructionDecodingError) in try DlmmIDLProgram.decode(instruction) },
                instructionTypes: DlmmIDLProgram.instructionTypes, accountTypes: DlmmIDLProgram.accountTypes)
        default: nil
        }
    }
}
