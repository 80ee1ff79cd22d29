import SolanaCore
import SolanaRPC
import SolanaTransactions

/// A token account holding nothing, which can be closed to get its rent back.
public struct EmptyTokenAccount: Sendable, Equatable {
    /// The token account.
    public let account: PublicKey
    /// Its mint.
    public let mint: PublicKey
    /// The token program that owns it.
    public let program: TokenProgramKind
    /// Its lamports: the rent returned to the wallet when it is closed.
    public let lamports: UInt64
}

/// What closing empty token accounts will do, shown before signing.
public struct TokenCleanupReview: Sendable, Equatable {
    /// The wallet: the accounts' owner, the fee payer, and where the rent goes.
    public let wallet: PublicKey
    /// The accounts the transaction closes.
    public let accounts: [EmptyTokenAccount]
    /// The rent returned, in lamports (the sum of the accounts' lamports).
    public let reclaimed: UInt64
    /// The network fee.
    public let fee: UInt64
    /// The wallet's balance before, in lamports.
    public let walletBefore: UInt64
    /// The wallet's balance after the rent comes back and the fee is paid.
    public let walletAfter: UInt64
    /// The unsigned transaction.
    public let transaction: Transaction
    /// The last block height at which it can land.
    public let lastValidBlockHeight: UInt64
    /// What the transaction does, from its simulation; checked to be exactly this review (each listed account
    /// closed, its lamports to the wallet, nothing else changing) before the review is returned.
    public let effects: TransactionEffects
}

/// Closing a wallet's empty token accounts (SPL Token and Token-2022) to get their rent back, through the same
/// simulate / compare / sign / confirm path as a send.
///
/// Only accounts the wallet can close alone are listed: owned by the wallet, holding 0 tokens, not frozen, with no
/// other close authority, and no Token-2022 fees withheld in them.
public struct TokenCleanupFlow: Sendable {
    /// The cluster it reads and sends through.
    public let client: RPCClient
    /// The commitment reads and confirmation use.
    public var commitment: Commitment = .confirmed
    /// Where the cleanup transactions sent are journaled (`SendFlow.journal`); nil: nowhere.
    public var journal: (any SentTransactionJournal)?
    /// The most accounts one transaction closes (each adds a 32-byte key and an instruction).
    public static let maximumPerTransaction = 20

    /// A flow on `client`'s cluster, reading and confirming at `confirmed`.
    public init(client: RPCClient) { self.client = client }

    /// The wallet's token accounts that hold nothing and that it can close alone, by mint then address.
    ///
    /// - Throws: `SendError.network` when the cluster cannot be read.
    public func emptyAccounts(of wallet: PublicKey) async throws(SendError) -> [EmptyTokenAccount] {
        var found: [EmptyTokenAccount] = []
        for kind in TokenProgramKind.allCases {
            let listed = try await rpc(
                .getTokenAccountsByOwner(
                    wallet, filter: .programId(kind.programId), encoding: .base64, commitment: commitment)
            ).value
            for keyed in listed {
                guard keyed.account.owner == kind.programId, let data = keyed.account.data.bytes,
                    let state = try? TokenAccount(data: data), state.owner == wallet, state.amount == 0,
                    state.state == .initialized, state.closeAuthority == nil || state.closeAuthority == wallet,
                    !Self.withholdsFees(state)
                else { continue }
                found.append(
                    EmptyTokenAccount(
                        account: keyed.pubkey, mint: state.mint, program: kind, lamports: keyed.account.lamports))
            }
        }
        return found.sorted { ($0.mint.base58, $0.account.base58) < ($1.mint.base58, $1.account.base58) }
    }

    /// A reviewed transaction closing `accounts` (at most `maximumPerTransaction`), the rent to the wallet.
    ///
    /// - Throws: `SendError.build` for no account or too many; `.network`; `.insufficientFunds` when the wallet
    ///   cannot pay the fee; `.simulationFailed`; `.refused` when the simulated effects are not exactly the review's.
    public func prepare(wallet: PublicKey, closing accounts: [EmptyTokenAccount]) async throws(SendError)
        -> TokenCleanupReview
    {
        guard !accounts.isEmpty else { throw .build("no empty token account to close") }
        guard accounts.count <= Self.maximumPerTransaction else {
            throw .build("at most \(Self.maximumPerTransaction) accounts in one transaction, not \(accounts.count)")
        }
        let instructions = accounts.map {
            TokenProgram.closeAccount(
                account: $0.account, destination: wallet, owner: wallet, programId: $0.program.programId)
        }
        let latest = try await rpc(.getLatestBlockhash(commitment: commitment)).value
        let transaction: Transaction
        do {
            transaction = try Transaction(feePayer: wallet, blockhash: latest.blockhash, instructions: instructions)
        } catch {
            throw .build("\(error)")
        }
        guard let fee = try await rpc(.getFeeForMessage(transaction.message.serialize(), commitment: commitment)).value
        else { throw .network("the node does not know the blockhash it just gave; try again") }
        let balance = try await rpc(.getBalance(wallet, commitment: commitment)).value
        guard balance >= fee else { throw .insufficientFunds(needed: fee, available: balance) }
        var reclaimed: UInt64 = 0
        for account in accounts {
            let (sum, overflow) = reclaimed.addingReportingOverflow(account.lamports)
            guard !overflow else { throw .build("the accounts' lamports overflow") }
            reclaimed = sum
        }
        var flow = SendFlow(client: client)
        flow.commitment = commitment
        let effects = try await flow.effects(of: transaction, signers: [wallet], replaceBlockhash: true)
        let differences = Self.differences(effects, wallet: wallet, closing: accounts, fee: fee)
        guard differences.isEmpty else {
            throw .refused([.effectsDifferFromReview(differences.joined(separator: "; "))])
        }
        return TokenCleanupReview(
            wallet: wallet, accounts: accounts, reclaimed: reclaimed, fee: fee, walletBefore: balance,
            walletAfter: balance - fee + reclaimed, transaction: transaction,
            lastValidBlockHeight: latest.lastValidBlockHeight, effects: effects)
    }

    /// Signs the reviewed transaction with the wallet's key, sends it and waits for confirmation (as a send does).
    ///
    /// - Throws: `SendError.build` when `signer` is not the review's wallet; what `SendFlow.send` throws.
    public func send(
        _ review: TokenCleanupReview, signer: Keypair, progress: @Sendable (SendFlow.Progress) -> Void = { _ in }
    ) async throws(SendError) -> Signature {
        guard signer.publicKey == review.wallet else {
            throw .build("the key given does not sign for \(review.wallet)")
        }
        var flow = SendFlow(client: client)
        flow.commitment = commitment
        flow.journal = journal
        return try await flow.send(
            review.transaction, signer: signer, lastValidBlockHeight: review.lastValidBlockHeight, progress: progress)
    }

    /// How `effects` differ from closing `accounts`: each closes and gives its lamports to the wallet, which pays
    /// `fee`; no other account changes, no authority changes, no write that cannot be read. Empty: they match.
    static func differences(
        _ effects: TransactionEffects, wallet: PublicKey, closing accounts: [EmptyTokenAccount], fee: UInt64
    ) -> [String] {
        var expected: [PublicKey: Int128] = [:]
        for account in accounts { expected[account.account] = -Int128(account.lamports) }
        expected[wallet] = accounts.reduce(Int128(0)) { $0 + Int128($1.lamports) } - Int128(fee)
        var differences: [String] = []
        for effect in effects.accounts {
            let delta = Int128(effect.lamportsAfter) - Int128(effect.lamportsBefore)
            guard let want = expected[effect.address] else {
                differences.append("\(effect.address) would change by \(delta) lamports")
                continue
            }
            if delta != want { differences.append("\(effect.address) would change by \(delta), not \(want)") }
            let closing = effect.address != wallet
            if closing && effect.after != nil { differences.append("\(effect.address) would not be closed") }
            if !closing && !effect.changes.isEmpty {
                differences.append("\(wallet) would be " + effect.changes.map(\.rawValue).joined(separator: ", "))
            }
            if !effect.authorityChanges.isEmpty { differences.append("an authority of \(effect.address) would change") }
        }
        for account in accounts where !effects.accounts.contains(where: { $0.address == account.account }) {
            differences.append("\(account.account) would not be closed")
        }
        differences += effects.unreadableWrites.map { "instruction \($0.instruction + 1) writes \($0.account)" }
        return differences
    }

    /// Whether a Token-2022 account holds withheld transfer fees (extension 2), which keep it from closing.
    static func withholdsFees(_ account: TokenAccount) -> Bool {
        guard let value = account.extensions.first(where: { $0.type == 2 })?.value, value.count >= 8 else {
            return false
        }
        return value.prefix(8).contains { $0 != 0 }
    }

    func rpc<R>(_ request: RPCRequest<R>) async throws(SendError) -> R {
        do { return try await client.send(request) } catch { throw .network(error.description) }
    }
}
