import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC

struct BalanceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "balance", abstract: "The SOL balance of an address.")

    @Argument(help: "The address.") var address: PublicKey
    @Flag(name: .long, help: "Print lamports instead of SOL.") var lamports = false
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let key = address
        let client = try cluster.client()
        let response = try await rpc(client) { () throws(RPCClientError) in
            try await client.send(.getBalance(key))
        }
        let amount = response.value
        if output.json {
            try Output.printJSON(BalanceResult(
                address: key.base58, lamports: amount, sol: Lamports.format(amount), slot: response.context.slot))
        } else {
            print(lamports ? "\(amount) lamports" : Lamports.formatSOL(amount))
        }
    }

    struct BalanceResult: Encodable { let address: String; let lamports: UInt64; let sol: String; let slot: UInt64 }
}

struct AirdropCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "airdrop", abstract: "Ask a test cluster (devnet, testnet, localhost) for SOL and wait until it is confirmed.")

    @Argument(help: "Amount of SOL, e.g. 1.5 (exact; at most 9 decimals).") var amount: SOLAmount
    @Argument(help: "The recipient address.") var address: PublicKey
    @Option(help: "Seconds to wait for the airdrop to reach the commitment.") var timeout: Int = 60
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (1...3600).contains(timeout) else { throw ValidationError("--timeout must be from 1 to 3600 seconds") }
    }

    func run() async throws {
        let lamports = amount.lamports, key = address
        let client = try cluster.client()
        if client.cluster == .mainnetBeta {
            throw CLIError.invalidInput("mainnet-beta has no faucet; use -u devnet, testnet or localhost")
        }
        let commitment = cluster.commitment
        let signature = try await rpc(client) { () throws(RPCClientError) in
            try await client.send(.requestAirdrop(key, lamports: lamports))
        }
        if !output.json {
            Output.status("Requested \(Lamports.formatSOL(lamports)); waiting for \(commitment.rawValue) (\(signature))…\n")
        }
        do throws(AirdropError) {
            try await client.waitForAirdrop(signature, commitment: commitment, timeout: .seconds(timeout))
        } catch {
            throw CLIError(error, cluster: client.cluster)
        }
        let balance = try await rpc(client) { () throws(RPCClientError) in
            try await client.send(.getBalance(key, commitment: commitment))
        }
        if output.json {
            try Output.printJSON(AirdropResult(signature: signature.base58, lamports: lamports, balance: balance.value))
        } else {
            print(signature.base58)
            print("Balance: \(Lamports.formatSOL(balance.value))")
        }
    }

    struct AirdropResult: Encodable { let signature: String; let lamports: UInt64; let balance: UInt64 }
}
