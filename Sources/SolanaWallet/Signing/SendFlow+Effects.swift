import SolanaCore
import SolanaRPC
import SolanaTransactions

/// A transaction someone asks the wallet to sign, simulated and judged: its effects on the signer's accounts, the
/// decimals of the tokens it moves, and the refusals of the flow's policy. Nothing is signed unless `refusals` is
/// empty and the user approved this review.
public struct SigningReview: Sendable {
    /// The transaction as it will be signed.
    public let transaction: Transaction
    /// What it does to the signer's accounts.
    public let effects: TransactionEffects
    /// Decimals of every mint in `effects` that could be read.
    public let decimals: [PublicKey: UInt8]
    /// The policy it was judged by.
    public let policy: SigningPolicy
    /// Why it may not be signed; empty when it may (after the user's approval).
    public let refusals: [SigningRefusal]
    /// What a `TransactionScanner` warned of (its words); shown in the review.
    public var scannerWarnings: [String] = []

    /// Whether the policy lets the transaction be signed.
    public var isAllowed: Bool { refusals.isEmpty }
}

extension SendFlow {
    /// The most accounts one `getMultipleAccounts` call asks for.
    static let accountsPerCall = 100

    /// Simulates `transaction` (unsigned; its blockhash kept unless `replaceBlockhash`) and works out its effects on
    /// every account `signers` hold a power over, from the writable accounts' states before and after.
    ///
    /// - Throws: `.simulationFailed` when it would fail (nothing should be signed), `.network` when the cluster could
    ///   not be read or answered inconsistently, `.build` for a transaction that cannot be resolved.
    public func effects(
        of transaction: Transaction, signers: [PublicKey], lookupTables: [AddressLookupTableAccount] = [],
        replaceBlockhash: Bool = false
    ) async throws(SendError) -> TransactionEffects {
        let message = transaction.message
        let keys: [PublicKey]
        let instructions: [Instruction]
        do {
            keys = try message.accountKeys(lookupTables: lookupTables)
            instructions = try message.decompiledInstructions(lookupTables: lookupTables)
        } catch { throw .build("\(error)") }
        var writable: [PublicKey] = []
        var seen: Set<PublicKey> = []
        for (index, key) in keys.enumerated() where message.isWritable(index) && seen.insert(key).inserted {
            writable.append(key)
        }
        let before = try await fetchAll(writable)
        let wire: [UInt8]
        do { wire = try transaction.serialize() } catch { throw .build("\(error)") }
        let simulation = try await rpc(
            .simulateTransaction(
                wire, sigVerify: false, replaceRecentBlockhash: replaceBlockhash, commitment: commitment,
                accounts: writable)
        ).value
        if let error = simulation.err {
            throw .simulationFailed(
                error: ProgramErrorExplanation.text(error, logs: simulation.logs ?? [], naming: errorNaming),
                logs: simulation.logs ?? [])
        }
        guard let after = simulation.accounts, after.count == writable.count else {
            throw .network("the node's simulation did not return the state of the transaction's accounts")
        }
        for state in before + after {
            if let state, case .parsed = state.data {
                throw .network("the node answered an account in another encoding than the one asked for")
            }
        }
        let fee = try await fee(of: message)
        let snapshots = zip(writable, zip(before, after)).map { key, states in
            TransactionEffects.Snapshot(
                address: key, before: states.0.map(AccountState.init), after: states.1.map(AccountState.init))
        }
        // The rent-exempt minimum of each size a created account has (for the rent shown apart from a payment).
        var rents: [Int: UInt64] = [:]
        for snapshot in snapshots where snapshot.before == nil {
            guard let size = snapshot.after?.data.count, rents[size] == nil else { continue }
            rents[size] = try await rpc(.getMinimumBalanceForRentExemption(size, commitment: commitment))
        }
        return TransactionEffects.compute(
            signers: signers, feePayer: message.feePayer, fee: fee,
            priorityFee: Self.priorityFee(of: instructions), snapshots: snapshots, instructions: instructions,
            unitsConsumed: simulation.unitsConsumed, interpreter: instructionInterpreter,
            rentExemptMinimum: { rents[$0] ?? 0 })
    }

    /// The node's fee for `message`. The fee does not depend on the blockhash, so a message whose blockhash the node
    /// does not know (a durable nonce's value, an old one) is priced with a recent blockhash in its place.
    func fee(of message: VersionedMessage) async throws(SendError) -> UInt64 {
        if let fee = try await rpc(.getFeeForMessage(message.serialize(), commitment: commitment)).value { return fee }
        var priced = message
        priced.recentBlockhash = try await rpc(.getLatestBlockhash(commitment: commitment)).value.blockhash
        guard let fee = try await rpc(.getFeeForMessage(priced.serialize(), commitment: commitment)).value else {
            throw .network("the node does not price the transaction's message (getFeeForMessage answered null)")
        }
        return fee
    }

    /// Simulates `transaction`, works out its effects on `signer`'s accounts and judges them by `policy`.
    public func review(
        _ transaction: Transaction, signer: PublicKey, policy: SigningPolicy,
        lookupTables: [AddressLookupTableAccount] = [], replaceBlockhash: Bool = false
    ) async throws(SendError) -> SigningReview {
        try await review(
            transaction, signers: [signer], policy: policy, lookupTables: lookupTables,
            replaceBlockhash: replaceBlockhash)
    }

    /// Simulates `transaction`, works out its effects on the accounts of all `signers` and judges them by `policy`
    /// (a transaction signed elsewhere, before it is sent).
    public func review(
        _ transaction: Transaction, signers: [PublicKey], policy: SigningPolicy,
        lookupTables: [AddressLookupTableAccount] = [], replaceBlockhash: Bool = false
    ) async throws(SendError) -> SigningReview {
        let effects = try await effects(
            of: transaction, signers: signers, lookupTables: lookupTables, replaceBlockhash: replaceBlockhash)
        let decimals = try await decimals(of: effects)
        return SigningReview(
            transaction: transaction, effects: effects, decimals: decimals, policy: policy,
            refusals: policy.refusals(effects, decimals: decimals))
    }

    /// The decimals of every mint whose balance changes in `effects` (read from the cluster; a mint that cannot be
    /// read is left out).
    public func decimals(of effects: TransactionEffects) async throws(SendError) -> [PublicKey: UInt8] {
        var decimals: [PublicKey: UInt8] = [:]
        var missing: [PublicKey] = []
        for account in effects.accounts {
            if case .mint(let mint, _)? = account.after ?? account.before { decimals[account.address] = mint.decimals }
        }
        for mint in effects.mints where decimals[mint] == nil { missing.append(mint) }
        for (mint, info) in zip(missing, try await fetchAll(missing)) {
            if let info, case .mint(let state, _) = AccountState(info).kind { decimals[mint] = state.decimals }
        }
        return decimals
    }

    /// `getMultipleAccounts` in calls of at most 100 keys.
    func fetchAll(_ keys: [PublicKey]) async throws(SendError) -> [AccountInfo?] {
        var all: [AccountInfo?] = []
        var start = 0
        while start < keys.count {
            let end = min(keys.count, start + Self.accountsPerCall)
            all += try await fetch(Array(keys[start..<end]))
            start = end
        }
        return all
    }

    /// The priority fee a message's Compute Budget instructions ask for: ⌈limit × price / 10⁶⌉ lamports (the limit
    /// 200,000 per instruction when not set, at most 1,400,000).
    static func priorityFee(of instructions: [Instruction]) -> UInt64 {
        var limit: UInt32?
        var price: UInt64 = 0
        var others: UInt32 = 0
        for instruction in instructions {
            switch InstructionDecoder.decode(instruction) {
            case .computeBudget(.setComputeUnitLimit(let units)): limit = units
            case .computeBudget(.setComputeUnitPrice(let microLamports)): price = microLamports
            case .computeBudget: continue
            default: others += 1
            }
        }
        guard price > 0 else { return 0 }
        return priorityFee(limit: min(limit ?? others * 200_000, 1_400_000), price: price)
    }
}
