import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// What a send will do, shown to the user before signing: every amount in lamports or base units.
public struct SendReview: Sendable, Equatable {
    /// The request this review answers.
    public let request: SendRequest
    /// Where the funds go: the recipient for SOL, its token account (or the recipient itself when it is a token
    /// account) for a token.
    public let destination: PublicKey
    /// nil for SOL.
    public let token: SendToken?
    /// Lamports for SOL, base units for a token.
    public let amount: UInt64
    /// The fee for the signatures (lamports).
    public let networkFee: UInt64
    /// The priority fee (lamports): compute unit limit × price, rounded up.
    public let priorityFee: UInt64
    /// The compute unit limit the transaction sets (simulated use plus the margin); nil without a priority fee.
    public let computeUnitLimit: UInt32?
    /// Micro-lamports per compute unit; 0 without a priority fee.
    public let computeUnitPrice: UInt64
    /// The loaded-accounts-data-size limit the transaction sets (simulated size plus the margin): a v1 config's
    /// field, or a legacy or v0 transaction's Compute Budget `SetLoadedAccountsDataSizeLimit` (set with a priority
    /// fee); nil when it sets none (the runtime's 64 MiB applies).
    public var loadedAccountsDataSizeLimit: UInt32? {
        if let config = transaction.message.config { return config.loadedAccountsDataSizeLimit }
        guard let instructions = try? transaction.message.decompiledInstructions() else { return nil }
        for instruction in instructions where instruction.programId == ComputeBudgetProgram.programId {
            if case .setLoadedAccountsDataSizeLimit(let bytes) = try? ComputeBudgetInstruction(instruction) {
                return bytes
            }
        }
        return nil
    }
    /// The recipient's associated token account is created in the same transaction (idempotently).
    public let createsTokenAccount: Bool
    /// Lamports the new token account locks (paid by the sender); 0 when none is created.
    public let tokenAccountRent: UInt64
    /// The sender's SOL before and after (lamports).
    public let solBefore: UInt64
    /// The sender's SOL after the send, in lamports: fees, rent and (for SOL) the amount taken off.
    public let solAfter: UInt64
    /// The sender's token balance before and after (base units); nil for SOL.
    public let tokenBefore: UInt64?
    /// The sender's token balance after the send, in base units; nil for SOL.
    public let tokenAfter: UInt64?
    /// The rent-exempt minimum of a plain account (lamports), the floor a kept account must hold.
    public let rentExemptMinimum: UInt64
    /// Things the user should know before signing; the send is still allowed.
    public let warnings: [SendWarning]
    /// The unsigned transaction and the block height after which its blockhash is no longer valid.
    public let transaction: Transaction
    /// The last block height at which the transaction can land; after it, it can be built and signed again safely.
    /// `.max` with a durable nonce (`SendRequest.nonce`): it does not expire by height.
    public let lastValidBlockHeight: UInt64

    /// Network fee, priority fee and any token account rent.
    public var totalCost: UInt64 { networkFee + priorityFee + tokenAccountRent }

    /// The known addresses the recipient looks like (`SendWarning.recipientLookalike`); empty when none.
    public let lookalikes: [PublicKey]
    /// What the transaction does to the sender's accounts, from its simulation (checked to match this review).
    public var effects: TransactionEffects? = nil
    /// The recipient is one of the user's own accounts (`SendFlow.ownAccounts`) that does not exist on chain yet:
    /// an unfunded account of theirs (0 SOL), sent to without `allowUnfundedRecipient`.
    public var recipientIsOwnUnfunded = false

    /// The warnings each of which must be acknowledged for `SendFlow.send` to sign (funds lost for good, a
    /// look-alike recipient).
    public var acknowledgementsNeeded: [SendWarning] { warnings.filter(\.needsAcknowledgement) }
}

/// Turns a `SendRequest` into a reviewed, unsigned transaction (resolve → build → review), and sends a reviewed one
/// (sign → send → confirm). Refusals come before anything is signed.
public struct SendFlow: Sendable {
    /// The client accounts are read and transactions sent with.
    public let client: RPCClient
    /// The commitment balances are read at and the transfer waits for.
    public var commitment: Commitment = .confirmed
    /// Compute units added to the simulated consumption, in percent (at least 1,000 units more).
    public var computeUnitMargin = 10
    /// Bytes added to the simulated loaded accounts data size, in percent (at least 1 KiB more): the limit of a v1
    /// transaction, and of a legacy or v0 one with a priority fee.
    public var dataSizeMargin = 10
    /// The longest `send` waits for confirmation.
    public var confirmationTimeout: Duration = .seconds(150)
    /// How often the same signed bytes are sent again while the cluster has not seen them (until the blockhash
    /// expires).
    public var resendInterval: Duration = .seconds(2)
    /// Addresses the user knows (own accounts, past counterparties: `AddressPoisoning.knownAddresses`): a recipient
    /// that only looks like one of them is a `.recipientLookalike`.
    public var knownAddresses: [PublicKey] = []
    /// The user's own accounts (the keystore's): one that does not exist on chain yet is a new account of theirs,
    /// sent to as unfunded (0 SOL) rather than refused as an address to check (`SendError.recipientUnfunded`).
    public var ownAccounts: [PublicKey] = []
    /// Reads instructions of programs the SDK does not decode (registered IDLs) to name them in the signing review;
    /// display only: the policy's refusals do not depend on it.
    public var instructionInterpreter: (any InstructionInterpreting)?
    /// Names the custom errors of programs the SDK does not know (registered IDLs: `RegisteredPrograms`) when a
    /// simulation fails, beside the built-in SPL Token and System names; display only.
    public var errorNaming: (any ProgramErrorNaming)?
    /// Where each transaction is written before it is sent and its fate once known (`settlePending` settles what a
    /// process that ended mid-send left); nil: nowhere. A journal that cannot be written refuses the send.
    public var journal: (any SentTransactionJournal)?

    /// A flow reading and sending through `client`, with the default commitment, margin and timeout.
    public init(client: RPCClient) { self.client = client }

    /// Resolves the accounts, builds the transaction, simulates it, and checks every rule before signing.
    public func prepare(_ request: SendRequest) async throws(SendError) -> SendReview {
        try SendRequest.check(memo: request.memo)
        if let mint = request.mint { return try await prepareToken(request, mint: mint) }
        return try await prepareSOL(request)
    }

    // MARK: SOL

    func prepareSOL(_ request: SendRequest) async throws(SendError) -> SendReview {
        let accounts = try await fetch([request.from, request.to])
        guard let sender = accounts[0] else { throw .senderUnfunded(request.from) }
        let recipient = accounts[1]
        let rentMinimum = try await rpc(.getMinimumBalanceForRentExemption(0, commitment: commitment))
        var warnings = Self.warnings(for: request.to, account: recipient, sender: request.from)
        let lookalikes = AddressPoisoning.lookalikes(of: request.to, among: knownAddresses)
        if !lookalikes.isEmpty { warnings.append(.recipientLookalike) }
        let ownUnfunded = recipient == nil && ownAccounts.contains(request.to)
        if recipient == nil && !request.allowUnfundedRecipient && !ownUnfunded { throw .recipientUnfunded(request.to) }
        if let recipient, recipient.owner == .tokenProgram || recipient.owner == .token2022Program,
            Self.data(recipient).count >= TokenAccount.length, Self.data(recipient).count != TokenMint.length
        {
            warnings.append(.recipientIsTokenAccount)
        }

        var amount: UInt64 = 0
        switch request.amount {
        case .exact(let text):
            do throws(AmountError) { amount = try Lamports.parse(sol: text) } catch { throw .invalidAmount(error) }
            if amount == 0 { throw .zeroAmount }
        case .max: amount = 1  // a placeholder: the fee does not depend on the amount
        }
        let priced = try await price(request, locking: [request.from, request.to])
        var draft = try await build(request, instructions: transfer(request, lamports: amount), price: priced)
        if case .max = request.amount {
            guard sender.lamports > draft.fee else {
                throw .insufficientFunds(needed: draft.fee + 1, available: sender.lamports)
            }
            amount = sender.lamports - draft.fee
            draft = try await build(request, instructions: transfer(request, lamports: amount), price: priced)
        }
        let (needed, overflow) = amount.addingReportingOverflow(draft.fee)
        if overflow || needed > sender.lamports {
            throw .insufficientFunds(needed: overflow ? .max : needed, available: sender.lamports)
        }
        let remaining = sender.lamports - needed
        if remaining > 0 && remaining < rentMinimum && request.to != request.from {
            throw .senderBelowRent(remaining: remaining, minimum: rentMinimum)
        }
        if recipient == nil && amount < rentMinimum { throw .recipientBelowRent(amount: amount, minimum: rentMinimum) }
        let effects = try await verify(
            draft, sender: request.from, sol: request.to == request.from ? 0 : amount, token: nil)
        var review = SendReview(
            request: request, destination: request.to, token: nil, amount: amount,
            networkFee: draft.fee - draft.priorityFee, priorityFee: draft.priorityFee, computeUnitLimit: draft.limit,
            computeUnitPrice: draft.price ?? 0, createsTokenAccount: false, tokenAccountRent: 0,
            solBefore: sender.lamports,
            solAfter: request.to == request.from ? sender.lamports - draft.fee : remaining, tokenBefore: nil,
            tokenAfter: nil, rentExemptMinimum: rentMinimum, warnings: warnings, transaction: draft.transaction,
            lastValidBlockHeight: draft.lastValidBlockHeight, lookalikes: lookalikes, effects: effects)
        review.recipientIsOwnUnfunded = ownUnfunded
        return review
    }

    func transfer(_ request: SendRequest, lamports: UInt64) -> [Instruction] {
        var transfer = SystemProgram.transfer(from: request.from, to: request.to, lamports: lamports)
        transfer.accounts += request.references.map { .readonly($0) }
        return Self.withMemo(request.memo, payer: request.from) + [transfer]
    }

    // MARK: Tokens

    /// The mint's token program and decimals, read from the cluster; `.notAMint` when it is not an initialized mint
    /// of SPL Token or Token-2022.
    public func token(_ mint: PublicKey) async throws(SendError) -> SendToken {
        try Self.token(mint, account: try await fetch([mint])[0])
    }

    static func token(_ mint: PublicKey, account: AccountInfo?) throws(SendError) -> SendToken {
        guard let account, account.owner == .tokenProgram || account.owner == .token2022Program,
            let state = try? TokenMint(data: Self.data(account)), state.isInitialized
        else { throw .notAMint(mint) }
        return SendToken(mint: mint, decimals: state.decimals, program: account.owner)
    }

    func prepareToken(_ request: SendRequest, mint: PublicKey) async throws(SendError) -> SendReview {
        let accounts = try await fetch([request.from, request.to, mint])
        guard let sender = accounts[0] else { throw .senderUnfunded(request.from) }
        let recipient = accounts[1]
        let token = try Self.token(mint, account: accounts[2])
        let program = token.program
        var warnings = Self.warnings(for: request.to, account: recipient, sender: request.from)
        let lookalikes = AddressPoisoning.lookalikes(of: request.to, among: knownAddresses)
        if !lookalikes.isEmpty { warnings.append(.recipientLookalike) }

        // The recipient: a token account of this mint as given, else the wallet's associated token account.
        var destination = PublicKey.associatedTokenAddress(owner: request.to, mint: mint, tokenProgram: program)
        var recipientIsTokenAccount = false
        if let recipient, recipient.owner == program, Self.data(recipient).count >= TokenAccount.length,
            Self.data(recipient).count != TokenMint.length,
            let state = try? TokenAccount(data: Self.data(recipient))
        {
            guard state.mint == mint else {
                throw .recipientTokenAccountMismatch(account: request.to, mint: state.mint)
            }
            destination = request.to
            recipientIsTokenAccount = true
            warnings.removeAll { $0 == .recipientOwnedByProgram }
            warnings.append(.recipientIsTokenAccount)
        }
        let source = PublicKey.associatedTokenAddress(owner: request.from, mint: mint, tokenProgram: program)
        let tokenAccounts = try await fetch(recipientIsTokenAccount ? [source] : [source, destination])
        guard let sourceAccount = tokenAccounts[0], let sourceState = try? TokenAccount(data: Self.data(sourceAccount))
        else { throw .noTokenAccount(owner: request.from, mint: mint) }
        if sourceState.state == .frozen { throw .frozen(source) }
        let destinationAccount = recipientIsTokenAccount ? recipient : tokenAccounts[1]
        if let destinationAccount, let state = try? TokenAccount(data: Self.data(destinationAccount)),
            state.state == .frozen
        {
            throw .frozen(destination)
        }
        let createsAccount = destinationAccount == nil
        if !recipientIsTokenAccount, recipient == nil, !request.to.isOnCurve {
            warnings.append(.recipientOffCurveWithoutAccount)
        }
        let rentMinimum = try await rpc(.getMinimumBalanceForRentExemption(0, commitment: commitment))
        // An associated token account: 165 bytes for Token; Token-2022 adds the account type and ImmutableOwner.
        let accountRent =
            createsAccount
            ? try await rpc(
                .getMinimumBalanceForRentExemption(program == .token2022Program ? 170 : 165, commitment: commitment))
            : 0

        var amount: UInt64
        switch request.amount {
        case .exact(let text):
            do throws(AmountError) { amount = try TokenAmount(text, decimals: token.decimals).baseUnits } catch {
                throw .invalidAmount(error)
            }
            if amount == 0 { throw .zeroAmount }
        case .max:
            amount = sourceState.amount
            if amount == 0 { throw .insufficientTokens(needed: 1, available: 0, decimals: token.decimals) }
        }
        if amount > sourceState.amount {
            throw .insufficientTokens(needed: amount, available: sourceState.amount, decimals: token.decimals)
        }
        var instructions: [Instruction] = []
        if createsAccount {
            instructions.append(
                AssociatedTokenProgram.createIdempotent(
                    payer: request.from, owner: request.to, mint: mint, tokenProgram: program))
        }
        var transfer = TokenProgram.transferChecked(
            source: source, mint: mint, destination: destination, owner: request.from, amount: amount,
            decimals: token.decimals, programId: program)
        transfer.accounts += request.references.map { .readonly($0) }
        instructions += Self.withMemo(request.memo, payer: request.from) + [transfer]
        let priced = try await price(request, locking: [request.from, source, destination])
        let draft = try await build(request, instructions: instructions, price: priced)
        let (needed, overflow) = draft.fee.addingReportingOverflow(accountRent)
        if overflow || needed > sender.lamports {
            throw .insufficientFunds(needed: overflow ? .max : needed, available: sender.lamports)
        }
        let remaining = sender.lamports - needed
        if remaining > 0 && remaining < rentMinimum {
            throw .senderBelowRent(remaining: remaining, minimum: rentMinimum)
        }
        let selfTransfer = destination == source
        let effects = try await verify(
            draft, sender: request.from, sol: 0, token: selfTransfer ? nil : (mint, amount))
        return SendReview(
            request: request, destination: destination, token: token, amount: amount,
            networkFee: draft.fee - draft.priorityFee, priorityFee: draft.priorityFee, computeUnitLimit: draft.limit,
            computeUnitPrice: draft.price ?? 0, createsTokenAccount: createsAccount, tokenAccountRent: accountRent,
            solBefore: sender.lamports, solAfter: remaining, tokenBefore: sourceState.amount,
            tokenAfter: selfTransfer ? sourceState.amount : sourceState.amount - amount,
            rentExemptMinimum: rentMinimum, warnings: warnings, transaction: draft.transaction,
            lastValidBlockHeight: draft.lastValidBlockHeight, lookalikes: lookalikes, effects: effects)
    }

    // MARK: Building

    struct Draft {
        let transaction: Transaction
        let lastValidBlockHeight: UInt64
        /// The whole fee the node asks for this message (lamports), priority fee included.
        let fee: UInt64
        let priorityFee: UInt64
        let limit: UInt32?
        /// The loaded-accounts-data-size limit (v1 only).
        let dataSizeLimit: UInt32?
        /// The price per compute unit set (after `SendRequest.maxPriorityFee`); nil without a priority fee.
        var price: UInt64? = nil
        /// The simulation that measures compute units failed: reported if no rule explains why.
        let probeFailure: SendError?
    }

    /// The price per compute unit asked for, nil without a priority fee.
    func price(_ request: SendRequest, locking accounts: [PublicKey]) async throws(SendError) -> UInt64? {
        switch request.priorityFee {
        case .none: return nil
        case .microLamportsPerUnit(let price): return price
        case .auto, .level:
            let fees = try await rpc(.getRecentPrioritizationFees(accounts))
            return Self.percentilePrice(fees.map(\.prioritizationFee), percentile: request.priorityFee.percentile ?? 75)
        }
    }

    /// The 75th percentile of the recent fees that were paid (`.auto`).
    static func autoPrice(_ fees: [UInt64]) -> UInt64 { percentilePrice(fees, percentile: 75) }

    /// The `percentile`th (nearest rank, 0–100) of the recent fees that were paid (non-zero), at least 1
    /// micro-lamport so the transaction has a priority; 1 when none was paid.
    static func percentilePrice(_ fees: [UInt64], percentile: Int) -> UInt64 {
        let paid = fees.filter { $0 > 0 }.sorted()
        guard !paid.isEmpty else { return 1 }
        return paid[min(paid.count - 1, (paid.count * min(100, max(0, percentile))) / 100)]
    }

    /// `price` lowered so that `units` at it cost at most `cap` lamports (⌈units × price / 10⁶⌉ ≤ cap); unchanged
    /// without a cap or when it fits.
    static func capped(price: UInt64, units: UInt32, cap: UInt64?) -> UInt64 {
        guard let cap, units > 0, priorityFee(limit: units, price: price) > cap else { return price }
        let (high, low) = cap.multipliedFullWidth(by: 1_000_000)
        guard high < UInt64(units) else { return price }  // the cap is above any price that fits 64 bits
        return min(price, UInt64(units).dividingFullWidth((high: high, low: low)).quotient)
    }

    /// Builds the transaction in the request's format: the limits from one simulation (plus the margins), the price,
    /// and the fee from the node (getFeeForMessage). Legacy and v0 set a compute unit limit only with a priority fee
    /// (as Compute Budget instructions); v1 always carries both limits in its config. The rules are checked on the
    /// draft before `verify` simulates it, so a refusal says why in the user's terms rather than as a simulation
    /// error.
    func build(
        _ request: SendRequest, instructions: [Instruction], price: UInt64?
    ) async throws(SendError) -> Draft {
        let latest = try await rpc(.getLatestBlockhash(commitment: commitment)).value
        // With a durable nonce: its value instead of the blockhash, and advancing it first (the runtime's rule).
        var lifetime = latest.blockhash
        var instructions = instructions
        if let nonce = request.nonce {
            let state = try await self.nonce(nonce)
            guard state.authority == request.from else {
                throw .build(
                    "\(request.from) is not the authority of the nonce account \(nonce) (\(state.authority) is)")
            }
            lifetime = state.nonce
            instructions.insert(SystemProgram.advanceNonceAccount(nonce: nonce, authority: request.from), at: 0)
        }
        let lastValid = request.nonce == nil ? latest.lastValidBlockHeight : UInt64.max
        switch request.version {
        case .legacy:
            return try await buildWithBudget(
                request, instructions, version: .legacy, price: price, lifetime: lifetime, latest: latest.blockhash,
                lastValid: lastValid)
        case .v0:
            return try await buildWithBudget(
                request, instructions, version: .v0, price: price, lifetime: lifetime, latest: latest.blockhash,
                lastValid: lastValid)
        case .v1:
            return try await buildV1(
                request, instructions, price: price, lifetime: lifetime, latest: latest.blockhash,
                lastValid: lastValid, fallBack: false)!
        case .auto:
            if let draft = try await buildV1(
                request, instructions, price: price, lifetime: lifetime, latest: latest.blockhash,
                lastValid: lastValid, fallBack: true)
            {
                return draft
            }
            return try await buildWithBudget(
                request, instructions, version: .legacy, price: price, lifetime: lifetime, latest: latest.blockhash,
                lastValid: lastValid)
        }
    }

    /// A legacy or v0 transaction of `instructions` paid by `payer`, or a v1 one with `config`.
    static func compile(
        _ instructions: [Instruction], payer: PublicKey, blockhash: Hash, version: TransactionVersion,
        config: TransactionConfig? = nil
    ) throws(SendError) -> Transaction {
        do {
            if version == .v1 {
                return try Transaction(
                    feePayer: payer, lifetime: .blockhash(blockhash), config: config ?? TransactionConfig(),
                    instructions: instructions)
            }
            return try Transaction(feePayer: payer, blockhash: blockhash, version: version, instructions: instructions)
        } catch {
            throw .build("\(error)")
        }
    }

    /// Legacy or v0: with a priority fee, Compute Budget instructions with the limits from one simulation at the
    /// maximum (plus the margins) and the price: the compute units, and the loaded accounts data size where the node
    /// reports it (none is set otherwise: the runtime's 64 MiB, never a guess below what is loaded).
    func buildWithBudget(
        _ request: SendRequest, _ instructions: [Instruction], version: TransactionVersion, price: UInt64?,
        lifetime: Hash, latest: Hash, lastValid: UInt64
    ) async throws(SendError) -> Draft {
        var limit: UInt32?
        var dataSizeLimit: UInt32?
        var all = instructions
        var probeFailure: SendError?
        var finalPrice = price
        if let price {
            // Simulate at the maximum limit to learn the consumption, then ask for that plus the margin.
            let budget = { (units: UInt32, price: UInt64, bytes: UInt32?) in
                [
                    ComputeBudgetProgram.setComputeUnitLimit(units),
                    ComputeBudgetProgram.setComputeUnitPrice(microLamports: price),
                ] + (bytes.map { [ComputeBudgetProgram.setLoadedAccountsDataSizeLimit(bytes: $0)] } ?? [])
            }
            do {
                // The probe carries every instruction the final transaction will (the same accounts are loaded).
                let probe = try Self.compile(
                    budget(Self.maxComputeUnits, price, Self.maxLoadedAccountsDataSize) + instructions,
                    payer: request.from, blockhash: lifetime, version: version)
                let result = try await simulate(probe)
                let units = Self.withMargin(
                    result.unitsConsumed ?? 200_000, percent: computeUnitMargin, atLeast: 1_000,
                    cap: Self.maxComputeUnits)
                dataSizeLimit = result.loadedAccountsDataSize.map {
                    Self.withMargin(
                        UInt64($0), percent: dataSizeMargin, atLeast: 1_024, cap: Self.maxLoadedAccountsDataSize)
                }
                limit = units
                finalPrice = Self.capped(price: price, units: units, cap: request.maxPriorityFee)
                all = budget(units, finalPrice ?? price, dataSizeLimit) + instructions
            } catch {
                probeFailure = error
            }
        }
        let transaction = try Self.compile(all, payer: request.from, blockhash: lifetime, version: version)
        // The fee of the same message with the blockhash the node just gave (a nonce's value may be one it no longer
        // prices; the fee does not depend on it).
        let priced = try Self.compile(all, payer: request.from, blockhash: latest, version: version)
        let fee = try await fee(of: priced)
        // The node's fee is the whole fee; the priority part is ours to show (a node saturates huge prices).
        let priorityFee = min(fee, limit.map { Self.priorityFee(limit: $0, price: finalPrice ?? 0) } ?? 0)
        return Draft(
            transaction: transaction, lastValidBlockHeight: lastValid, fee: fee, priorityFee: priorityFee,
            limit: limit, dataSizeLimit: dataSizeLimit, price: finalPrice, probeFailure: probeFailure)
    }

    /// v1: one simulation at the maximum limits gives the compute units and the loaded accounts data size; the config
    /// asks for each plus its margin, and the priority fee (lamports) for that many units at the price. A node that
    /// cannot read v1 (it refuses the simulation's parameters) gives nil when `fallBack` (the caller builds legacy),
    /// else `.network` saying so.
    func buildV1(
        _ request: SendRequest, _ instructions: [Instruction], price: UInt64?, lifetime: Hash, latest: Hash,
        lastValid: UInt64, fallBack: Bool
    ) async throws(SendError) -> Draft? {
        let probe = TransactionConfig(
            computeUnitLimit: Self.maxComputeUnits, loadedAccountsDataSizeLimit: Self.maxLoadedAccountsDataSize)
        var config = probe
        var probeFailure: SendError?
        var finalPrice = price
        let wire: [UInt8]
        do {
            wire = try Self.compile(
                instructions, payer: request.from, blockhash: lifetime, version: .v1, config: probe
            ).serialize()
        } catch {
            throw .build("\(error)")
        }
        let result: SimulationResult
        do {
            result = try await client.send(
                .simulateTransaction(wire, sigVerify: false, replaceRecentBlockhash: true, commitment: commitment)
            ).value
        } catch {
            if Self.refusesVersion(error) {
                if fallBack { return nil }
                throw .network(
                    "the node does not take version 1 transactions (\(error)); build it as legacy")
            }
            throw .network(error.description)
        }
        if let error = result.err {
            probeFailure = .simulationFailed(
                error: ProgramErrorExplanation.text(error, logs: result.logs ?? [], naming: errorNaming),
                logs: result.logs ?? [])
        } else {
            let units = Self.withMargin(
                result.unitsConsumed ?? 200_000, percent: computeUnitMargin, atLeast: 1_000, cap: Self.maxComputeUnits)
            // A node that does not report the data size: the runtime's default (64 MiB) rather than a guess below it.
            let dataSize = result.loadedAccountsDataSize.map {
                Self.withMargin(
                    UInt64($0), percent: dataSizeMargin, atLeast: 1_024, cap: Self.maxLoadedAccountsDataSize)
            }
            finalPrice = price.map { Self.capped(price: $0, units: units, cap: request.maxPriorityFee) }
            config = TransactionConfig(
                priorityFee: finalPrice.map { Self.priorityFee(limit: units, price: $0) }, computeUnitLimit: units,
                loadedAccountsDataSizeLimit: dataSize ?? Self.maxLoadedAccountsDataSize)
        }
        let transaction = try Self.compile(
            instructions, payer: request.from, blockhash: lifetime, version: .v1, config: config)
        let priced = try Self.compile(
            instructions, payer: request.from, blockhash: latest, version: .v1, config: config)
        let fee = try await fee(of: priced)
        // The priority part is what the node charges beyond the signatures, at most the config's fee: a cluster that
        // does not charge v1 priority fees (LiteSVM) shows 0.
        let signatureFees = Self.lamportsPerSignature * UInt64(priced.message.header.numRequiredSignatures)
        let priorityFee = min(config.priorityFee ?? 0, fee > signatureFees ? fee - signatureFees : 0)
        return Draft(
            transaction: transaction, lastValidBlockHeight: lastValid, fee: fee, priorityFee: priorityFee,
            limit: config.computeUnitLimit, dataSizeLimit: config.loadedAccountsDataSizeLimit, price: finalPrice,
            probeFailure: probeFailure)
    }

    /// The whole fee the node asks for `transaction`'s message.
    func fee(of transaction: Transaction) async throws(SendError) -> UInt64 {
        guard let fee = try await rpc(.getFeeForMessage(transaction.message.serialize(), commitment: commitment)).value
        else { throw .network("the node does not know the blockhash it just gave; try again") }
        return fee
    }

    /// Whether a node's answer refuses a transaction's format (it cannot deserialize it: invalid params), as a
    /// node without SIMD-0385 answers a v1 transaction.
    static func refusesVersion(_ error: RPCClientError) -> Bool {
        guard case .rpc(let rpcError) = error, rpcError.code == -32602 else { return false }
        let message = rpcError.message.lowercased()
        return message.contains("deserialize") || message.contains("version")
    }

    /// `used` plus `percent` of it (at least `atLeast`), at most `cap`.
    static func withMargin(_ used: UInt64, percent: Int, atLeast: UInt64, cap: UInt32) -> UInt32 {
        let margin = max(atLeast, used.multipliedReportingOverflow(by: UInt64(max(0, percent))).partialValue / 100)
        let (total, overflow) = used.addingReportingOverflow(margin)
        return overflow ? cap : UInt32(min(UInt64(cap), total))
    }

    /// The most compute units a transaction may ask for.
    static let maxComputeUnits: UInt32 = 1_400_000
    /// The largest loaded-accounts-data-size limit (64 MiB, the runtime's default).
    static let maxLoadedAccountsDataSize: UInt32 = 64 * 1024 * 1024
    /// The fee per signature on every Solana cluster (lamports).
    static let lamportsPerSignature: UInt64 = 5_000

    /// After the rules passed: the transaction must succeed in simulation (nothing is signed before).
    /// Its effects on every account of the sender (one simulation with their states before and after) must be
    /// exactly what the review shows: `sol` lamports and `token` base units of a mint leaving, beyond the fee and the
    /// rent of a token account created for the recipient, and no authority changing; else `.refused`.
    func verify(_ draft: Draft, sender: PublicKey, sol: UInt64, token: (PublicKey, UInt64)?)
        async throws(SendError) -> TransactionEffects
    {
        if let failure = draft.probeFailure { throw failure }
        let effects = try await effects(of: draft.transaction, signers: [sender], replaceBlockhash: true)
        var differences: [String] = []
        if effects.solPaid != sol {
            differences.append("\(Lamports.formatSOL(effects.solPaid)) would leave, not \(Lamports.formatSOL(sol))")
        }
        let leaving = effects.tokensLeaving.map { "\($0.amount) of \($0.mint)" }
        let expected = token.map { ["\($0.1) of \($0.0)"] } ?? []
        if leaving != expected {
            differences.append(
                "[\(leaving.joined(separator: ", "))] would leave in tokens, not [\(expected.joined(separator: ", "))]")
        }
        differences += effects.authorityChanges.map { "the \($0.role.phrase) of \($0.account) would change" }
        guard differences.isEmpty else {
            throw .refused([.effectsDifferFromReview(differences.joined(separator: "; "))])
        }
        return effects
    }

    /// ⌈limit × price / 1,000,000⌉ lamports.
    public static func priorityFee(limit: UInt32, price: UInt64) -> UInt64 {
        let (high, low) = UInt64(limit).multipliedFullWidth(by: price)
        guard high < 1_000_000 else { return .max }  // the quotient would not fit: more lamports than exist
        let (quotient, remainder) = UInt64(1_000_000).dividingFullWidth((high: high, low: low))
        return quotient + (remainder > 0 ? 1 : 0)
    }

    func simulate(_ transaction: Transaction) async throws(SendError) -> SimulationResult {
        let wire: [UInt8]
        do { wire = try transaction.serialize() } catch { throw .build("\(error)") }
        let result = try await rpc(
            .simulateTransaction(wire, sigVerify: false, replaceRecentBlockhash: true, commitment: commitment)
        ).value
        if let error = result.err {
            throw .simulationFailed(
                error: ProgramErrorExplanation.text(error, logs: result.logs ?? [], naming: errorNaming),
                logs: result.logs ?? [])
        }
        return result
    }

    // MARK: Sending

    /// Where a send is.
    public enum Progress: Sendable, Equatable {
        /// Signing the transaction.
        case signing
        /// Sending the signed transaction with this signature.
        case sending(Signature)
        /// Not seen by the cluster yet: the same bytes were sent again, `count` times so far.
        case resent(Signature, count: Int)
        /// The transaction with this signature was confirmed.
        case confirmed(Signature)
    }

    /// Signs the reviewed transaction with `signer` (the sender), sends it and waits for confirmation.
    ///
    /// A recipient that loses the funds or looks like a known address (`SendWarning.needsAcknowledgement`) is refused
    /// unless its case is in `acknowledged` (the user confirmed that exact case): `.recipientLosesFunds`, nothing
    /// signed.
    public func send(
        _ review: SendReview, signer: Keypair, acknowledged: Set<SendWarning> = [],
        progress: @Sendable (Progress) -> Void = { _ in }
    ) async throws(SendError) -> Signature {
        guard signer.publicKey == review.request.from else {
            throw .build("the key given does not sign for \(review.request.from)")
        }
        let unacknowledged = review.acknowledgementsNeeded.filter { !acknowledged.contains($0) }
        guard unacknowledged.isEmpty else { throw .recipientLosesFunds(unacknowledged) }
        return try await send(
            review.transaction, signer: signer, lastValidBlockHeight: review.lastValidBlockHeight, progress: progress)
    }

    /// Signs `transaction` with `signer` (other slots are kept: a merchant's signature stays), sends it and waits for
    /// confirmation until `lastValidBlockHeight` has passed.
    public func send(
        _ transaction: Transaction, signer: Keypair, lastValidBlockHeight: UInt64,
        progress: @Sendable (Progress) -> Void = { _ in }
    ) async throws(SendError) -> Signature {
        progress(.signing)
        var transaction = transaction
        do { try transaction.sign(signer) } catch { throw .build("\(error)") }
        return try await submit(transaction, lastValidBlockHeight: lastValidBlockHeight, progress: progress).signature
    }

    /// Sends a transaction signed elsewhere (`solwallet broadcast`, an offline signature) after its review, and waits
    /// for confirmation until `lastValidBlockHeight` (`.max` for a durable nonce: until `confirmationTimeout`).
    /// Refused (`.build`, nothing sent) unless every signature is there and verifies. Returns the signature and the
    /// slot it was confirmed in.
    public func broadcast(
        _ transaction: Transaction, lastValidBlockHeight: UInt64 = .max,
        progress: @Sendable (Progress) -> Void = { _ in }
    ) async throws(SendError) -> (signature: Signature, slot: UInt64) {
        guard transaction.isFullySignedAndValid else {
            let missing = transaction.missingSigners.map(\.base58).joined(separator: ", ")
            throw .build(missing.isEmpty ? "a signature does not verify" : "signatures missing: \(missing)")
        }
        return try await submit(transaction, lastValidBlockHeight: lastValidBlockHeight, progress: progress)
    }

    func submit(
        _ transaction: Transaction, lastValidBlockHeight: UInt64, progress: @Sendable (Progress) -> Void,
        journaled: Bool = true
    ) async throws(SendError) -> (signature: Signature, slot: UInt64) {
        guard let signature = transaction.id else { throw .build("the transaction has no signature") }
        let journal = journaled ? journal : nil
        if let journal {
            let entry: SentTransaction
            do { entry = try SentTransaction(transaction, lastValidBlockHeight: lastValidBlockHeight) } catch {
                throw .build("\(error)")
            }
            do {
                try journal.record(entry)
            } catch {
                throw .build("the wallet database could not record the send (\(error.description)); nothing was sent")
            }
        }
        do {
            let result = try await submitRecorded(
                transaction, signature: signature, lastValidBlockHeight: lastValidBlockHeight, progress: progress)
            try? journal?.settle(signature, as: .landed)
            return result
        } catch {
            switch error {
            case .failed: try? journal?.settle(signature, as: .failed)
            case .expired: try? journal?.settle(signature, as: .expired)
            case .simulationFailed: try? journal?.settle(signature, as: .refused)
            default: break  // unconfirmed, network: its fate is unknown, it stays pending
            }
            throw error
        }
    }

    private func submitRecorded(
        _ transaction: Transaction, signature: Signature, lastValidBlockHeight: UInt64,
        progress: @Sendable (Progress) -> Void
    ) async throws(SendError) -> (signature: Signature, slot: UInt64) {
        progress(.sending(signature))
        let outcome: ConfirmationOutcome
        do {
            outcome = try await withoutActuallyEscaping(progress) { (progress) async throws(RPCClientError) in
                // The options hold `progress`: they live inside this closure only (nothing keeps it afterwards).
                var options = ConfirmationOptions(commitment: commitment, timeout: confirmationTimeout)
                options.resendInterval = resendInterval
                options.onEvent = { event in
                    if case .resent(let signature, let count) = event { progress(.resent(signature, count: count)) }
                }
                if let account = Self.durableNonceAccount(of: transaction) {
                    // Another transaction that advanced the nonce means this one can never land: expired.
                    let value = transaction.message.recentBlockhash
                    let flow = self
                    options.stillLandable = {
                        guard let state = try? await flow.nonce(account) else { return true }
                        return state.nonce == value
                    }
                }
                return try await client.sendAndConfirm(
                    transaction, lastValidBlockHeight: lastValidBlockHeight, options: options)
            }
        } catch {
            if case .confirmationTimeout = error { throw .unconfirmed(signature) }
            throw .network(error.description)
        }
        switch outcome {
        case .confirmed(let signature, let slot, _):
            progress(.confirmed(signature))
            return (signature, slot)
        case .failed(let failure):
            if failure.stage == .preflight {
                throw .simulationFailed(
                    error: ProgramErrorExplanation.text(failure.error, logs: failure.logs, naming: errorNaming),
                    logs: failure.logs)
            }
            throw .failed(failure)
        case .expired(let signature, _, _): throw .expired(signature)
        }
    }

    /// The nonce account of a durable-nonce transaction (its first instruction advances it), else nil.
    static func durableNonceAccount(of transaction: Transaction) -> PublicKey? {
        guard let first = try? transaction.message.decompiledInstructions().first,
            first.programId == .systemProgram, first.data.count == 4,
            first.data == [4, 0, 0, 0], let account = first.accounts.first
        else { return nil }
        return account.publicKey
    }

    // MARK: Helpers

    func rpc<R>(_ request: RPCRequest<R>) async throws(SendError) -> R {
        do { return try await client.send(request) } catch { throw .network(error.description) }
    }

    func fetch(_ keys: [PublicKey]) async throws(SendError) -> [AccountInfo?] {
        let accounts = try await rpc(.getMultipleAccounts(keys, commitment: commitment)).value
        guard accounts.count == keys.count else {
            throw .network("the node answered \(accounts.count) accounts for \(keys.count)")
        }
        return accounts
    }

    static func data(_ account: AccountInfo) -> [UInt8] {
        if case .binary(let bytes) = account.data { return bytes }
        return []
    }

    static func withMemo(_ memo: String?, payer: PublicKey) -> [Instruction] {
        guard let memo, !memo.isEmpty else { return [] }
        return [MemoProgram.memo(memo)]
    }

    /// What is unusual about the recipient (for any send).
    static func warnings(for recipient: PublicKey, account: AccountInfo?, sender: PublicKey) -> [SendWarning] {
        var warnings: [SendWarning] = []
        if recipient == sender { warnings.append(.recipientIsSender) }
        if !recipient.isOnCurve { warnings.append(.recipientOffCurve) }
        guard let account else { return warnings }
        if account.executable {
            warnings.append(.recipientIsProgram)
        } else if account.owner == .tokenProgram || account.owner == .token2022Program,
            data(account).count == TokenMint.length
        {
            warnings.append(.recipientIsMint)
        } else if account.owner != .systemProgram,
            !(account.owner == .tokenProgram || account.owner == .token2022Program)
        {
            warnings.append(.recipientOwnedByProgram)
        }
        return warnings
    }
}
