import ArgumentParser
import Foundation

/// `solwallet`: the Solana wallet and SDK tools for the terminal.
@main
struct SolWallet: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solwallet",
        abstract: "A Solana wallet and toolbox for the terminal.",
        discussion: "Every command takes --json for one JSON object on stdout; errors go to stderr with exit code 1.",
        version: "0.1.0",
        subcommands: [AddressCommand.self, KeygenCommand.self, TxCommand.self, BalanceCommand.self, AirdropCommand.self, AccountCommand.self, SlotCommand.self, ClusterVersionCommand.self]
    )
}
