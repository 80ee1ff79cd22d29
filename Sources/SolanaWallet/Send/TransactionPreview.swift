import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// What a transaction someone else built (a Solana Pay merchant, a dapp) would do to one account, worked out
/// before signing: the account's SOL and token balances before and after a simulation, the fee, the instructions,
/// and the changes that hand over control of the account or its tokens.
public struct TransactionPreview: Sendable, Equatable {
    /// A token account of `account` whose balance changes (or that is created or closed).
    public struct TokenChange: Sendable, Equatable, Codable {
        /// The token account's address.
        public let tokenAccount: PublicKey
        /// The token's mint.
        public let mint: PublicKey
        /// Base units before; 0 when the account does not exist yet.
        public let before: UInt64
        /// Base units after; 0 when the account is closed.
        public let after: UInt64
        /// The mint's decimals, when the mint could be read.
        public let decimals: UInt8?
    }

    /// A change that gives someone else power over the account or its tokens. A wallet refuses to sign these for a
    /// payment.
    public enum Risk: Sendable, Equatable, CustomStringConvertible {
        /// The account is assigned to a program: that program then controls its SOL.
        case accountAssigned(newOwner: PublicKey)
        /// A token account of the user gets another owner.
        case tokenOwnerChanged(tokenAccount: PublicKey, newOwner: PublicKey)
        /// A delegate may move tokens of a token account of the user.
        case delegateApproved(tokenAccount: PublicKey, delegate: PublicKey, amount: UInt64)
        /// Someone else may close a token account of the user (and take its rent).
        case closeAuthoritySet(tokenAccount: PublicKey, authority: PublicKey)

        /// The risk in one sentence, naming the accounts involved.
        public var description: String {
            switch self {
            case .accountAssigned(let owner):
                return "the account would be assigned to the program \(owner), which then controls its SOL"
            case .tokenOwnerChanged(let account, let owner):
                return "the token account \(account) would belong to \(owner)"
            case .delegateApproved(let account, let delegate, let amount):
                return "\(delegate) would be allowed to move \(amount) base units from the token account \(account)"
            case .closeAuthoritySet(let account, let authority):
                return "\(authority) would be allowed to close the token account \(account)"
            }
        }
    }

    /// The account the preview is for (the one asked to sign).
    public let account: PublicKey
    /// The account's SOL before the transaction, in lamports.
    public let solBefore: UInt64
    /// After the simulation (the fee included when the account pays it).
    public let solAfter: UInt64
    /// The network fee of the message (`getFeeForMessage`), paid by the fee payer.
    public let fee: UInt64
    /// The account that pays the fee (not always the account the preview is for).
    public let feePayer: PublicKey
    /// The account's token accounts whose balances change, or that are created or closed.
    public let tokenChanges: [TokenChange]
    /// Changes that hand over control of the account or its tokens; empty when there are none.
    public let risks: [Risk]
    /// The transaction's instructions, decoded where the program is known.
    public let instructions: [DecodedInstruction]
    /// The compute units the simulation consumed, when the node reports it.
    public let unitsConsumed: UInt64?

    /// The SOL the account loses (0 when it gains).
    public var solSpent: UInt64 { solBefore > solAfter ? solBefore - solAfter : 0 }
}

extension SendFlow {
    /// Simulates `transaction` (unsigned; its blockhash kept unless `replaceBlockhash`) and reports what it does to
    /// `account`: SOL and token balances of `account` before and after, the fee, the risks.
    ///
    /// - Throws: `.simulationFailed` when it would fail (nothing should be signed), `.network` when the cluster could
    ///   not be read, `.build` for a transaction that cannot be resolved (a missing lookup table).
    public func preview(
        _ transaction: Transaction, for account: PublicKey, lookupTables: [AddressLookupTableAccount] = [],
        replaceBlockhash: Bool = false
    ) async throws(SendError) -> TransactionPreview {
        let message = transaction.message
        let keys: [PublicKey]
        let instructions: [DecodedInstruction]
        do {
            keys = try message.accountKeys(lookupTables: lookupTables)
            instructions = try InstructionDecoder.decode(message, lookupTables: lookupTables)
        } catch { throw .build("\(error)") }
        var writable: [PublicKey] = []
        for (index, key) in keys.enumerated() where message.isWritable(index) && !writable.contains(key) {
            writable.append(key)
        }
        if !writable.contains(account) { writable.insert(account, at: 0) }
        let before = try await fetch(writable)
        let wire = transaction.wireBytes
        let simulation = try await rpc(
            .simulateTransaction(
                wire, sigVerify: false, replaceRecentBlockhash: replaceBlockhash, commitment: commitment,
                accounts: writable)
        ).value
        if let error = simulation.err {
            throw .simulationFailed(error: "\(error)", logs: simulation.logs ?? [])
        }
        guard let after = simulation.accounts, after.count == writable.count else {
            throw .network("the node's simulation did not return the accounts' state")
        }
        let fee = try await rpc(.getFeeForMessage(message.serialize(), commitment: commitment)).value ?? 0

        var changes: [TransactionPreview.TokenChange] = []
        var risks: [TransactionPreview.Risk] = []
        var mints: [PublicKey] = []
        let solIndex = writable.firstIndex(of: account)!
        if let post = after[solIndex], let pre = before[solIndex], pre.owner == .systemProgram,
            post.owner != .systemProgram
        {
            risks.append(.accountAssigned(newOwner: post.owner))
        } else if before[solIndex] == nil, let post = after[solIndex], post.owner != .systemProgram {
            risks.append(.accountAssigned(newOwner: post.owner))
        }
        for (index, key) in writable.enumerated() {
            let pre = before[index].flatMap(Self.tokenAccount)
            let post = after[index].flatMap(Self.tokenAccount)
            guard pre?.owner == account || post?.owner == account, let state = pre ?? post else { continue }
            if let pre, pre.owner == account, let post, post.owner != account {
                risks.append(.tokenOwnerChanged(tokenAccount: key, newOwner: post.owner))
            }
            if let post, post.owner == account || pre?.owner == account {
                if let delegate = post.delegate, post.delegatedAmount > 0,
                    pre?.delegate != delegate || post.delegatedAmount > (pre?.delegatedAmount ?? 0)
                {
                    risks.append(
                        .delegateApproved(tokenAccount: key, delegate: delegate, amount: post.delegatedAmount))
                }
                if let authority = post.closeAuthority, authority != account, pre?.closeAuthority != authority {
                    risks.append(.closeAuthoritySet(tokenAccount: key, authority: authority))
                }
            }
            let amountBefore = pre?.amount ?? 0, amountAfter = post?.amount ?? 0
            guard amountBefore != amountAfter || (pre == nil) != (post == nil) else { continue }
            if !mints.contains(state.mint) { mints.append(state.mint) }
            changes.append(
                .init(tokenAccount: key, mint: state.mint, before: amountBefore, after: amountAfter, decimals: nil))
        }
        if !mints.isEmpty {
            let mintAccounts = try await fetch(mints)
            var decimals: [PublicKey: UInt8] = [:]
            for (mint, info) in zip(mints, mintAccounts) {
                if let info, let state = try? TokenMint(data: Self.data(info)) { decimals[mint] = state.decimals }
            }
            changes = changes.map {
                .init(
                    tokenAccount: $0.tokenAccount, mint: $0.mint, before: $0.before, after: $0.after,
                    decimals: decimals[$0.mint])
            }
        }
        return TransactionPreview(
            account: account, solBefore: before[solIndex]?.lamports ?? 0, solAfter: after[solIndex]?.lamports ?? 0,
            fee: fee, feePayer: message.feePayer, tokenChanges: changes, risks: risks, instructions: instructions,
            unitsConsumed: simulation.unitsConsumed)
    }

    /// The token account state of an account owned by a token program, nil for anything else.
    static func tokenAccount(_ info: AccountInfo) -> TokenAccount? {
        guard info.owner == .tokenProgram || info.owner == .token2022Program else { return nil }
        let bytes = data(info)
        guard bytes.count >= TokenAccount.length, bytes.count != TokenMint.length else { return nil }
        return try? TokenAccount(data: bytes)
    }

    /// The address lookup tables a v0 message loads through, read from the cluster.
    public func lookupTables(for message: VersionedMessage) async throws(SendError) -> [AddressLookupTableAccount] {
        let keys = message.addressTableLookups.map(\.accountKey)
        guard !keys.isEmpty else { return [] }
        let accounts = try await fetch(keys)
        var tables: [AddressLookupTableAccount] = []
        for (key, info) in zip(keys, accounts) {
            guard let info else { throw .build("the address lookup table \(key) does not exist") }
            do { tables.append(try AddressLookupTableAccount(key: key, accountData: Self.data(info))) } catch {
                throw .build("the address lookup table \(key) cannot be read: \(error)")
            }
        }
        return tables
    }
}
