import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// Reads SOL and token balances from a cluster: one batch of getBalance and getTokenAccountsByOwner for both token
/// programs, then one getMultipleAccounts for the mints' decimals.
public struct RemoteBalanceLoader: Sendable {
    /// The client the balances are read with.
    public let client: RPCClient
    /// The clock that stamps `AccountBalance.fetchedAt`.
    public let clock: any WalletClock

    /// A loader reading through `client`, stamping balances with `clock`.
    public init(client: RPCClient, clock: any WalletClock = SystemClock()) {
        self.client = client
        self.clock = clock
    }

    /// The balances now, or the RPC error.
    public func fetch(_ address: PublicKey) async throws(RPCClientError) -> AccountBalance {
        let (sol, classic, extended) = try await client.batch(
            .getBalance(address),
            .getTokenAccountsByOwner(address, filter: .programId(.tokenProgram), encoding: .base64),
            .getTokenAccountsByOwner(address, filter: .programId(.token2022Program), encoding: .base64))
        let lamports: RPCResponse<UInt64>
        switch sol {
        case .success(let value): lamports = value
        case .failure(let error): throw .rpc(error)
        }
        var accounts: [(KeyedAccount, TokenProgramKind, TokenAccount)] = []
        for (result, kind) in [(classic, TokenProgramKind.token), (extended, .token2022)] {
            let listed: [KeyedAccount]
            switch result {
            case .success(let response): listed = response.value
            case .failure(let error): throw .rpc(error)
            }
            for keyed in listed {
                guard let data = keyed.account.data.bytes else {
                    throw .malformedResponse("token account \(keyed.pubkey) came without binary data")
                }
                do { accounts.append((keyed, kind, try TokenAccount(data: data))) } catch {
                    throw .malformedResponse("token account \(keyed.pubkey): \(error)")
                }
            }
        }
        let mints = Array(Set(accounts.map(\.2.mint))).sorted { $0.base58 < $1.base58 }
        var decimals: [PublicKey: UInt8] = [:]
        for chunk in stride(from: 0, to: mints.count, by: 100).map({ Array(mints[$0..<min($0 + 100, mints.count)]) }) {
            let infos = try await client.send(.getMultipleAccounts(chunk, encoding: .base64)).value
            for (mint, info) in zip(chunk, infos) {
                guard let data = info?.data.bytes, let parsed = try? TokenMint(data: data) else {
                    throw .malformedResponse("mint \(mint) is missing or not a mint")
                }
                decimals[mint] = parsed.decimals
            }
        }
        let tokens = accounts.map { keyed, kind, account in
            TokenHolding(
                account: keyed.pubkey, mint: account.mint, amount: account.amount,
                decimals: decimals[account.mint] ?? 0, program: kind)
        }
        return AccountBalance(
            address: address, lamports: lamports.value, tokens: tokens, slot: lamports.context.slot,
            fetchedAt: clock.now)
    }
}

extension RemoteBalanceLoader: BalanceLoader {
    /// The balance read from the cluster just now (`source` `.remote`); nothing is cached.
    ///
    /// - Throws: `BalanceError.malformed` for an answer that cannot be read, `.unavailable` for any other RPC failure.
    public func loadBalance(of address: PublicKey) async throws(BalanceError) -> LoadedBalance {
        do { return LoadedBalance(balance: try await fetch(address), source: .remote) } catch {
            if case .malformedResponse(let detail) = error { throw .malformed(detail) }
            throw .unavailable(remoteError: error.description)
        }
    }
}
