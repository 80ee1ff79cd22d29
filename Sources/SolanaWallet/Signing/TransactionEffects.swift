import SolanaCore
import SolanaTransactions

/// A change of who holds a power over an account (`before` or `after` nil: nobody).
public struct AuthorityChange: Sendable, Equatable, Codable {
    /// The account whose authority changes.
    public let account: PublicKey
    /// Which power.
    public let role: AuthorityRole
    /// Who held it before; nil when nobody (or the account did not exist).
    public let before: PublicKey?
    /// Who holds it after; nil when nobody (or the account was closed).
    public let after: PublicKey?
    /// For `.delegate`: the amount the delegate may move after the transaction (base units).
    public let delegatedAmount: UInt64?

    /// A change from its parts.
    public init(
        account: PublicKey, role: AuthorityRole, before: PublicKey?, after: PublicKey?, delegatedAmount: UInt64? = nil
    ) {
        self.account = account
        self.role = role
        self.before = before
        self.after = after
        self.delegatedAmount = delegatedAmount
    }
}

/// What a transaction does to one account the signer holds a power over, read from the account's state before and
/// after a simulation. Only accounts that change appear.
public struct AccountEffect: Sendable, Equatable {
    /// A change of the account's state other than its balances and authorities.
    public enum StateChange: String, Sendable, Equatable, Codable {
        /// The account did not exist before.
        case created
        /// The account exists no more (no lamports left).
        case closed
        /// Its owning program changed (a System `Assign`, or a close and re-creation).
        case assigned
        /// A durable nonce's stored value changed (the nonce was advanced).
        case nonceAdvanced
        /// A stake account was delegated, or delegated to another vote account.
        case stakeDelegated
        /// A stake account's delegation was deactivated.
        case stakeDeactivated
        /// A token account was frozen.
        case frozen
        /// A token account was thawed.
        case thawed
        /// A mint's supply changed (tokens minted or burnt).
        case supplyChanged
        /// Anything else in the account's data changed.
        case dataChanged
    }

    /// A token balance before and after.
    public struct TokenBalance: Sendable, Equatable {
        /// The mint.
        public let mint: PublicKey
        /// SPL Token or Token-2022.
        public let program: PublicKey
        /// Base units before (0 when the account was not a token account of the mint).
        public let before: UInt64
        /// Base units after (0 when it is a token account no more).
        public let after: UInt64
    }

    /// The account's address.
    public let address: PublicKey
    /// What it was before; nil when it did not exist.
    public let before: AccountKind?
    /// What it is after; nil when it exists no more.
    public let after: AccountKind?
    /// The powers the signer holds over it (before, or after when it is new).
    public let roles: [AuthorityRole]
    /// The program that owned it before; nil when it did not exist.
    public let ownerBefore: PublicKey?
    /// The program that owns it after; nil when it exists no more.
    public let ownerAfter: PublicKey?
    /// Lamports before (0 when it did not exist).
    public let lamportsBefore: UInt64
    /// Lamports after (0 when closed).
    public let lamportsAfter: UInt64
    /// For a token account (before or after): its mint and balances.
    public let token: TokenBalance?
    /// Every authority over the account that changes.
    public let authorityChanges: [AuthorityChange]
    /// The other changes.
    public let changes: [StateChange]

    /// Lamports the account loses (0 when it gains).
    public var lamportsLost: UInt64 { lamportsBefore > lamportsAfter ? lamportsBefore - lamportsAfter : 0 }
    /// Lamports the account gains (0 when it loses).
    public var lamportsGained: UInt64 { lamportsAfter > lamportsBefore ? lamportsAfter - lamportsBefore : 0 }
}

/// An instruction the wallet cannot read that writes an account the signer holds a power over: its effect on that
/// account is named by the chain's state only.
public struct UnreadableWrite: Sendable, Equatable {
    /// The instruction's index in the transaction.
    public let instruction: Int
    /// Its program.
    public let programId: PublicKey
    /// The account it may write.
    public let account: PublicKey
    /// Why it could not be read: nil for a program the wallet does not know, else the decoding error.
    public let reason: String?
    /// What a registered IDL names it (display only: the write stays one the wallet cannot vouch for); nil when no
    /// IDL reads it.
    public var interpreted: InterpretedInstruction? = nil
}

/// An account that the transaction creates with the signer's SOL, owned by someone else: its rent is shown apart
/// from a payment (an associated token account created for the merchant).
public struct FundedAccount: Sendable, Equatable {
    /// The new account.
    public let address: PublicKey
    /// Its lamports after the transaction.
    public let lamports: UInt64
    /// The rent-exempt minimum of an account of its size: the part shown as rent (the rest counts as paid).
    public let rentExemptMinimum: UInt64
}

/// Everything a transaction does to the accounts its signers hold a power over, from a simulation: SOL and token
/// balances, accounts created, closed or assigned, and every authority that changes; plus the fee and the writes of
/// instructions the wallet cannot read.
///
/// Computed from the chain's states, never from the instructions alone: the instructions only name what happens.
public struct TransactionEffects: Sendable, Equatable {
    /// The keys that sign (for a wallet, its one account).
    public let signers: [PublicKey]
    /// The account that pays the fee.
    public let feePayer: PublicKey
    /// The whole network fee of the message (lamports), priority fee included.
    public let fee: UInt64
    /// The priority part of `fee` (compute unit limit × price), as the message's Compute Budget asks.
    public let priorityFee: UInt64
    /// Every account the signers hold a power over that changes, in the transaction's account order.
    public let accounts: [AccountEffect]
    /// Instructions the wallet cannot read that write accounts of the signers.
    public let unreadableWrites: [UnreadableWrite]
    /// Accounts created with the signers' SOL for someone else (their rent).
    public let funded: [FundedAccount]
    /// The transaction's instructions, decoded where the program is known.
    public let instructions: [DecodedInstruction]
    /// The compute units the simulation consumed, when the node reports it.
    public let unitsConsumed: UInt64?
    /// Per instruction, what a registered IDL names it (nil where none does, or the SDK decodes it natively).
    /// Display only: the policy never reads it.
    public var interpreted: [InterpretedInstruction?] = []

    /// Each instruction as "program.instruction" ("spl-token.transfer"); one a registered IDL names as
    /// "name (program id).instruction" (display only).
    public var steps: [String] {
        instructions.enumerated().map { index, decoded in
            if index < interpreted.count, let named = interpreted[index],
                case .unknown(let id, _, _, _) = decoded
            {
                return "\(named.program) (\(id.base58)).\(named.name)"
            }
            return "\(decoded.knownProgramName).\(InstructionReport(decoded)?.type ?? decoded.instructionName)"
        }
    }

    /// Every authority change over the signers' accounts.
    public var authorityChanges: [AuthorityChange] { accounts.flatMap(\.authorityChanges) }

    /// Whether the fee comes out of an account of the signers.
    public var signersPayFee: Bool { signers.contains(feePayer) }

    /// The SOL that leaves the signers' accounts, net of what comes back to them (lamports; saturating): fees and
    /// rent included.
    public var solLeaving: UInt64 {
        var lost: UInt64 = 0
        var gained: UInt64 = 0
        for account in accounts {
            lost = lost.addingSaturating(account.lamportsLost)
            gained = gained.addingSaturating(account.lamportsGained)
        }
        return lost > gained ? lost - gained : 0
    }

    /// The rent of the accounts created for others, as shown apart (each at most its rent-exempt minimum).
    public var rentPaid: UInt64 {
        funded.reduce(0) { $0.addingSaturating(min($1.lamports, $1.rentExemptMinimum)) }
    }

    /// The SOL that leaves beyond the network fee and the rent of created accounts: what a payment cap limits.
    public var solPaid: UInt64 {
        let fee = signersPayFee ? fee : 0
        let apart = fee.addingSaturating(rentPaid)
        return solLeaving > apart ? solLeaving - apart : 0
    }

    /// Per mint, the base units that leave the signers' token accounts net of what comes back (only mints that lose).
    public var tokensLeaving: [(mint: PublicKey, program: PublicKey, amount: UInt64)] {
        var order: [PublicKey] = []
        var lost: [PublicKey: UInt64] = [:]
        var gained: [PublicKey: UInt64] = [:]
        var programs: [PublicKey: PublicKey] = [:]
        for case let token? in accounts.map(\.token) {
            if lost[token.mint] == nil {
                order.append(token.mint)
                lost[token.mint] = 0
                gained[token.mint] = 0
                programs[token.mint] = token.program
            }
            if token.before > token.after {
                lost[token.mint] = lost[token.mint]!.addingSaturating(token.before - token.after)
            } else {
                gained[token.mint] = gained[token.mint]!.addingSaturating(token.after - token.before)
            }
        }
        return order.compactMap { mint in
            let (out, back) = (lost[mint]!, gained[mint]!)
            return out > back ? (mint, programs[mint]!, out - back) : nil
        }
    }

    /// The mints whose balances change in the signers' token accounts, in order.
    public var mints: [PublicKey] {
        var seen: [PublicKey] = []
        for case let token? in accounts.map(\.token) where !seen.contains(token.mint) { seen.append(token.mint) }
        return seen
    }
}

extension TransactionEffects {
    /// One account of the transaction: its address, whether the message writes it, and its states around the
    /// simulation (nil: it does not exist).
    public struct Snapshot: Sendable, Equatable {
        /// The account's address.
        public let address: PublicKey
        /// Before the transaction.
        public let before: AccountState?
        /// After the simulated transaction.
        public let after: AccountState?

        /// A snapshot from its parts.
        public init(address: PublicKey, before: AccountState?, after: AccountState?) {
            self.address = address
            self.before = before
            self.after = after
        }
    }

    /// Works out the effects from the writable accounts' states around a simulation: a pure function of its inputs
    /// (what `SendFlow.effects` and the fuzz target call).
    ///
    /// - Parameters:
    ///   - signers: the keys that sign.
    ///   - feePayer: the message's fee payer.
    ///   - fee: the node's whole fee for the message (lamports).
    ///   - priorityFee: the priority part of `fee`.
    ///   - snapshots: every writable account of the message, before and after (duplicates are ignored).
    ///   - instructions: the message's instructions, decompiled (their account flags as in the message).
    ///   - unitsConsumed: the compute units the simulation consumed, when known.
    ///   - rentExemptMinimum: the rent-exempt minimum of an account of a given data size (for created accounts).
    public static func compute(
        signers: [PublicKey], feePayer: PublicKey, fee: UInt64, priorityFee: UInt64 = 0, snapshots: [Snapshot],
        instructions: [Instruction], unitsConsumed: UInt64? = nil, rentExemptMinimum: (Int) -> UInt64
    ) -> TransactionEffects {
        compute(
            signers: signers, feePayer: feePayer, fee: fee, priorityFee: priorityFee, snapshots: snapshots,
            instructions: instructions, unitsConsumed: unitsConsumed, interpreter: nil,
            rentExemptMinimum: rentExemptMinimum)
    }

    /// `compute(signers:feePayer:fee:priorityFee:snapshots:instructions:unitsConsumed:rentExemptMinimum:)`, the
    /// instructions the SDK does not decode named by `interpreter` (registered IDLs) for display: what is refused or
    /// counted as an unreadable write does not change.
    public static func compute(
        signers: [PublicKey], feePayer: PublicKey, fee: UInt64, priorityFee: UInt64 = 0, snapshots: [Snapshot],
        instructions: [Instruction], unitsConsumed: UInt64? = nil, interpreter: (any InstructionInterpreting)?,
        rentExemptMinimum: (Int) -> UInt64
    ) -> TransactionEffects {
        let signerSet = Set(signers)
        var seen: Set<PublicKey> = []
        var effects: [AccountEffect] = []
        var controlled: Set<PublicKey> = []
        var states: [PublicKey: Snapshot] = [:]
        for snapshot in snapshots where seen.insert(snapshot.address).inserted {
            states[snapshot.address] = snapshot
            guard let effect = accountEffect(snapshot, signers: signerSet) else { continue }
            controlled.insert(snapshot.address)
            if effect.isChange { effects.append(effect.effect) }
        }
        let readings = instructions.map { InstructionDecoder.decode($0, interpreter: interpreter) }
        let decoded = readings.map(\.decoded)
        var unreadable: [UnreadableWrite] = []
        var funded: [FundedAccount] = []
        for (index, (instruction, reading)) in zip(instructions, decoded).enumerated() {
            if case .unknown(let program, _, _, let error) = reading {
                for meta in instruction.accounts where meta.isWritable && controlled.contains(meta.publicKey) {
                    guard
                        !unreadable.contains(where: {
                            $0.instruction == index && $0.account == meta.publicKey
                        })
                    else { continue }
                    unreadable.append(
                        UnreadableWrite(
                            instruction: index, programId: program, account: meta.publicKey,
                            reason: error.map { "\($0)" }, interpreted: readings[index].interpreted))
                }
            }
            // Rent shown apart: an associated token account created for someone else with a signer paying.
            if case .associatedToken(let ata) = reading {
                let (payer, account): (PublicKey, PublicKey)
                switch ata {
                case .create(let p, let a, _, _, _), .createIdempotent(let p, let a, _, _, _): (payer, account) = (p, a)
                default: continue
                }
                guard signerSet.contains(payer), !controlled.contains(account), let state = states[account],
                    state.before == nil || state.before?.lamports == 0, let after = state.after, after.lamports > 0,
                    !funded.contains(where: { $0.address == account })
                else { continue }
                funded.append(
                    FundedAccount(
                        address: account, lamports: after.lamports,
                        rentExemptMinimum: rentExemptMinimum(after.data.count)))
            }
        }
        var result = TransactionEffects(
            signers: signers, feePayer: feePayer, fee: fee, priorityFee: min(priorityFee, fee), accounts: effects,
            unreadableWrites: unreadable, funded: funded, instructions: decoded, unitsConsumed: unitsConsumed)
        result.interpreted = readings.map(\.interpreted)
        return result
    }

    /// The effect on one account when the signers hold a power over it (before or after), with whether anything
    /// changed; nil when they hold none.
    static func accountEffect(_ snapshot: Snapshot, signers: Set<PublicKey>) -> (effect: AccountEffect, isChange: Bool)?
    {
        // An account with no lamports does not exist (the runtime deletes it).
        let before = snapshot.before.flatMap { $0.lamports == 0 ? nil : $0 }
        let after = snapshot.after.flatMap { $0.lamports == 0 ? nil : $0 }
        let kindBefore = before?.kind
        let kindAfter = after?.kind
        var roles = kindBefore?.roles(of: signers) ?? []
        if roles.isEmpty { roles = kindAfter?.roles(of: signers) ?? [] }
        if signers.contains(snapshot.address) { roles.insert(.key, at: 0) }
        guard !roles.isEmpty else { return nil }

        var changes: [AccountEffect.StateChange] = []
        if before == nil && after != nil { changes.append(.created) }
        if before != nil && after == nil { changes.append(.closed) }
        if let before, let after, before.owner != after.owner { changes.append(.assigned) }

        // Authorities: every role of either kind whose holder differs.
        var authorityChanges: [AuthorityChange] = []
        let rolesBefore = kindBefore?.authorities ?? []
        let rolesAfter = kindAfter?.authorities ?? []
        var order: [AuthorityRole] = []
        for entry in rolesBefore + rolesAfter where !order.contains(entry.role) { order.append(entry.role) }
        let delegatedBefore = kindBefore.flatMap(delegatedAmount)
        let delegatedAfter = kindAfter.flatMap(delegatedAmount)
        for role in order {
            let old = rolesBefore.first { $0.role == role }?.holder
            let new = rolesAfter.first { $0.role == role }?.holder
            // A closed account's authorities end with it: the close is the effect.
            if after == nil { continue }
            if role == .delegate {
                // The delegate or its allowance: more allowance to the same delegate is a change too.
                let amountBefore = old == nil ? 0 : delegatedBefore ?? 0
                let amountAfter = new == nil ? 0 : delegatedAfter ?? 0
                guard old != new || amountBefore != amountAfter else { continue }
                authorityChanges.append(
                    AuthorityChange(
                        account: snapshot.address, role: role, before: old, after: new,
                        delegatedAmount: new == nil ? nil : amountAfter))
                continue
            }
            guard old != new else { continue }
            // A created account's authorities are set, not changed, unless they name someone else than the signers.
            if before == nil, let new, signers.contains(new) { continue }
            authorityChanges.append(AuthorityChange(account: snapshot.address, role: role, before: old, after: new))
        }

        let token = tokenBalance(kindBefore, kindAfter)
        if let before, let after, before.owner == after.owner, before.data != after.data {
            changes += stateChanges(kindBefore!, kindAfter!)
            let explained =
                !changes.isEmpty || !authorityChanges.isEmpty || (token.map { $0.before != $0.after } ?? false)
            if !explained { changes.append(.dataChanged) }
        }
        let effect = AccountEffect(
            address: snapshot.address, before: kindBefore, after: kindAfter, roles: roles, ownerBefore: before?.owner,
            ownerAfter: after?.owner, lamportsBefore: before?.lamports ?? 0, lamportsAfter: after?.lamports ?? 0,
            token: token, authorityChanges: authorityChanges, changes: changes)
        let isChange =
            effect.lamportsBefore != effect.lamportsAfter || !changes.isEmpty || !authorityChanges.isEmpty
            || (token.map { $0.before != $0.after } ?? false)
        return (effect, isChange)
    }

    static func delegatedAmount(_ kind: AccountKind) -> UInt64? {
        if case .tokenAccount(let account, _) = kind { return account.delegate == nil ? 0 : account.delegatedAmount }
        return nil
    }

    /// The token balance of a token account before and after (a mint change counts as one account leaving and
    /// another arriving: the balance of the old mint goes to 0).
    static func tokenBalance(_ before: AccountKind?, _ after: AccountKind?) -> AccountEffect.TokenBalance? {
        var old: (TokenAccount, PublicKey)?
        var new: (TokenAccount, PublicKey)?
        if case .tokenAccount(let account, let program)? = before { old = (account, program) }
        if case .tokenAccount(let account, let program)? = after { new = (account, program) }
        switch (old, new) {
        case (nil, nil): return nil
        case (let (account, program)?, nil):
            return .init(mint: account.mint, program: program, before: account.amount, after: 0)
        case (nil, let (account, program)?):
            return .init(mint: account.mint, program: program, before: 0, after: account.amount)
        case (let (a, program)?, let (b, _)?):
            guard a.mint == b.mint else { return .init(mint: a.mint, program: program, before: a.amount, after: 0) }
            return .init(mint: a.mint, program: program, before: a.amount, after: b.amount)
        }
    }

    /// The named changes between two states of one account of the same owner.
    static func stateChanges(_ before: AccountKind, _ after: AccountKind) -> [AccountEffect.StateChange] {
        switch (before, after) {
        case (.nonce(let a), .nonce(let b)):
            return a.nonce != b.nonce || a.lamportsPerSignature != b.lamportsPerSignature ? [.nonceAdvanced] : []
        case (.stake(let a), .stake(let b)):
            var changes: [AccountEffect.StateChange] = []
            let (old, new) = (a.delegation, b.delegation)
            // Delegated for the first time, to another vote account, or again after a deactivation.
            let redelegated = old.map { $0.deactivationEpoch != .max } ?? false
            if let new, new.voter != old?.voter || (redelegated && new.deactivationEpoch == .max) {
                changes.append(.stakeDelegated)
            }
            if let new, new.deactivationEpoch != UInt64.max, old?.deactivationEpoch != new.deactivationEpoch {
                changes.append(.stakeDeactivated)
            }
            return changes
        case (.tokenAccount(let a, _), .tokenAccount(let b, _)):
            if a.state != .frozen && b.state == .frozen { return [.frozen] }
            if a.state == .frozen && b.state != .frozen { return [.thawed] }
            return []
        case (.mint(let a, _), .mint(let b, _)):
            return a.supply != b.supply ? [.supplyChanged] : []
        default:
            return []
        }
    }
}

extension UInt64 {
    /// `self + other`, at most `.max`.
    func addingSaturating(_ other: UInt64) -> UInt64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
