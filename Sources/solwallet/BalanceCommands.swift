import ArgumentParser
import Foundation
import SolanaCore
import SolanaRPC

struct BalanceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "balance", abstract: "The SOL balance of an address.")

    @Argument(help: "The address.") var address: String
    @Flag(name: .long, help: "Print lamports instead of SOL.") var lamports = false
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let key = parseAddress(address, json: output.json)
        let client = cluster.client(json: output.json)
        let response = await rpc(output.json, client.cluster) { () throws(RPCClientError) in try await client.send(.getBalance(key)) }
        let amount = response.value
        if output.json {
            try Output.printJSON(BalanceResult(address: key.base58, lamports: amount, sol: Lamports.format(amount), slot: response.context.slot))
        } else {
            print(lamports ? "\(amount) lamports" : Lamports.formatSOL(amount))
        }
    }

    struct BalanceResult: Encodable { let address: String; let lamports: UInt64; let sol: String; let slot: UInt64 }
}

struct AirdropCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "airdrop", abstract: "Ask a test cluster (devnet, testnet, localhost) for SOL and wait until it is confirmed.")

    @Argument(help: "Amount of SOL, e.g. 1.5 (exact; at most 9 decimals).") var amount: String
    @Argument(help: "The recipient address.") var address: String
    @OptionGroup var cluster: ClusterOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
        let lamports: UInt64
        do { lamports = try Lamports.parse(sol: amount) } catch { Output.fail("amount: \(error)", json: output.json) }
        let key = parseAddress(address, json: output.json)
        let client = cluster.client(json: output.json)
        if client.cluster == .mainnetBeta { Output.fail("mainnet-beta has no faucet; use -u devnet, testnet or localhost", json: output.json) }
        let commitment = cluster.commitment
        let signature = await rpc(output.json, client.cluster) { () throws(RPCClientError) in
            try await client.send(.requestAirdrop(key, lamports: lamports))
        }
        if !output.json { FileHandle.standardError.write(Data("Requested \(Lamports.formatSOL(lamports)); waiting for \(commitment.rawValue) (\(signature))…\n".utf8)) }
        // Wait for the airdrop to reach the commitment (at most ~60 s), then report the new balance.
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)
        while true {
            let status = await rpc(output.json, client.cluster) { () throws(RPCClientError) in
                try await client.send(.getSignatureStatuses([signature])).value.first ?? nil
            }
            if let status, let err = status.err { Output.fail("the airdrop transaction failed: \(err)", json: output.json) }
            if let status, status.satisfies(commitment) { break }
            if clock.now > deadline { Output.fail("the airdrop \(signature) was not \(commitment.rawValue) within 60 s", json: output.json) }
            try await Task.sleep(for: .milliseconds(300))
        }
        let balance = await rpc(output.json, client.cluster) { () throws(RPCClientError) in try await client.send(.getBalance(key)) }
        if output.json {
            try Output.printJSON(AirdropResult(signature: signature.base58, lamports: lamports, balance: balance.value))
        } else {
            print(signature.base58)
            print("Balance: \(Lamports.formatSOL(balance.value))")
        }
    }

    struct AirdropResult: Encodable { let signature: String; let lamports: UInt64; let balance: UInt64 }
}
