import SolanaCore
import SolanaTransactions

/// The most a payment may take: one decimal number, read as SOL for the SOL that leaves and as whole tokens for each
/// token that leaves (`--amount 1`: at most 1 SOL and at most 1 of every token).
public struct PaymentCap: Sendable, Equatable {
    /// The number as given ("0.5").
    public let text: String
    /// The integer digits and the fraction digits.
    let whole: String
    let fraction: String

    /// A cap from a decimal number ("2", "0.25"); throws `.invalidCap` for anything else.
    public init(_ text: String) throws(SigningPolicyError) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !text.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            parts.allSatisfy({ $0.allSatisfy(\.isNumber) }),
            !parts[0].isEmpty || (parts.count == 2 && !parts[1].isEmpty),
            text.count <= 64
        else { throw .invalidCap(text) }
        self.text = text
        whole = String(parts[0])
        fraction = parts.count == 2 ? String(parts[1]) : ""
    }

    /// The cap in base units of an asset with `decimals` decimals, rounded down; `.max` when it does not fit.
    public func baseUnits(decimals: UInt8) -> UInt64 {
        let digits =
            whole
            + String(fraction.prefix(Int(decimals))).padding(
                toLength: Int(decimals), withPad: "0", startingAt: 0)
        var value: UInt64 = 0
        for digit in digits.utf8 {
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(UInt64(digit - 48))
            if o1 || o2 { return .max }
            value = sum
        }
        return value
    }

    /// The cap in lamports.
    public var lamports: UInt64 { baseUnits(decimals: 9) }
}

/// Why a policy's input is not usable.
public enum SigningPolicyError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The cap is not a decimal number.
    case invalidCap(String)

    /// The error in one sentence.
    public var description: String {
        switch self {
        case .invalidCap(let text): return "the cap \"\(text)\" is not a decimal number (for example 0.5)"
        }
    }
}

/// A reason not to sign, found by a policy in a transaction's effects or instructions. Each names what was refused.
public enum SigningRefusal: Sendable, Equatable, CustomStringConvertible {
    /// An instruction a payment may not hold (index, program name, instruction name).
    case instructionNotAllowed(index: Int, program: String, instruction: String)
    /// An authority over one of the signer's accounts would change.
    case authorityChanged(AuthorityChange)
    /// One of the signer's accounts would be closed.
    case accountClosed(PublicKey)
    /// One of the signer's accounts would be assigned to another program.
    case accountAssigned(PublicKey, to: PublicKey)
    /// Another change of one of the signer's accounts that a payment does not make.
    case stateChanged(PublicKey, AccountEffect.StateChange)
    /// An instruction the wallet cannot read writes one of the signer's accounts.
    case unreadableWrite(UnreadableWrite)
    /// More SOL leaves than the cap allows (fee and rent apart).
    case solOverCap(paid: UInt64, cap: UInt64)
    /// More of a token leaves than the cap allows.
    case tokenOverCap(mint: PublicKey, paid: UInt64, cap: UInt64, decimals: UInt8)
    /// A token leaves whose mint could not be read, so the cap cannot be applied.
    case unknownDecimals(mint: PublicKey)
    /// The network fee is above the flow's limit.
    case feeOverLimit(fee: UInt64, limit: UInt64)
    /// A `TransactionScanner` blocked it (its reasons).
    case blockedByScanner([String])
    /// What the simulation shows differs from what the flow's own review says (a send): the differences.
    case effectsDifferFromReview(String)

    /// The refusal in one sentence.
    public var description: String {
        switch self {
        case .instructionNotAllowed(let index, let program, let instruction):
            return "instruction \(index + 1) (\(program) \(instruction)) is not part of a payment"
        case .authorityChanged(let change):
            let old = change.before?.base58 ?? "nobody"
            let new = change.after?.base58 ?? "nobody"
            if change.role == .delegate, let amount = change.delegatedAmount, change.after != nil {
                return "\(new) would be allowed to move \(amount) base units from the token account \(change.account)"
            }
            return "the \(change.role.phrase) of \(change.account) would change from \(old) to \(new)"
        case .accountClosed(let account): return "the account \(account) would be closed"
        case .accountAssigned(let account, let owner):
            return "the account \(account) would be assigned to the program \(owner), which then controls its SOL"
        case .stateChanged(let account, let change): return "the account \(account) would be \(change.phrase)"
        case .unreadableWrite(let write):
            var program = DecodedInstruction.programName(of: write.programId)
            if let named = write.interpreted {
                program = "\(named.program) (\(write.programId)) \(named.name) (named by a registered IDL)"
            }
            return
                "instruction \(write.instruction + 1) of \(program), which the wallet cannot read, writes "
                + "your account \(write.account)"
        case .solOverCap(let paid, let cap):
            return "it takes \(Lamports.formatSOL(paid)), more than the cap of \(Lamports.formatSOL(cap))"
        case .tokenOverCap(let mint, let paid, let cap, let decimals):
            return
                "it takes \(TokenAmount(baseUnits: paid, decimals: decimals).decimalString) of \(mint), more than the "
                + "cap of \(TokenAmount(baseUnits: cap, decimals: decimals).decimalString)"
        case .unknownDecimals(let mint):
            return "it takes a token whose mint \(mint) could not be read, so the cap cannot be applied"
        case .feeOverLimit(let fee, let limit):
            return
                "its network fee of \(Lamports.formatSOL(fee)) is above the limit of \(Lamports.formatSOL(limit))"
        case .effectsDifferFromReview(let differences):
            return "what the transaction does differs from its review: \(differences)"
        case .blockedByScanner(let reasons):
            return "the transaction scanner blocks it" + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; "))
        }
    }
}

extension AuthorityRole {
    /// The role in words ("withdrawer", "mint authority").
    public var phrase: String {
        switch self {
        case .key: return "key"
        case .tokenOwner: return "owner"
        case .delegate: return "delegate"
        case .closeAuthority: return "close authority"
        case .mintAuthority: return "mint authority"
        case .freezeAuthority: return "freeze authority"
        case .staker: return "staker"
        case .withdrawer: return "withdrawer"
        case .lockupCustodian: return "lockup custodian"
        case .nonceAuthority: return "nonce authority"
        case .upgradeAuthority: return "upgrade authority"
        case .lookupTableAuthority: return "lookup table authority"
        }
    }
}

extension AccountEffect.StateChange {
    /// The change in words, after "would be" ("closed", "advanced (durable nonce)").
    public var phrase: String {
        switch self {
        case .created: return "created"
        case .closed: return "closed"
        case .assigned: return "assigned to another program"
        case .nonceAdvanced: return "advanced (its durable nonce)"
        case .stakeDelegated: return "delegated (its stake)"
        case .stakeDeactivated: return "deactivated (its stake)"
        case .frozen: return "frozen"
        case .thawed: return "thawed"
        case .supplyChanged: return "minted or burnt (its supply changes)"
        case .dataChanged: return "changed in its data"
        }
    }
}

/// What a flow lets a transaction do before the wallet signs it, applied to the effects from a simulation.
///
/// A merchant's transaction request (and any link-borne transaction) is a `payment`: only transfers, associated
/// token account creation, memos and compute budget instructions; no change of any authority, no close, assign,
/// delegation, nonce advance or unreadable write on the signer's accounts; a cap bounds the SOL (beyond the fee and
/// the rent of accounts created for others) and each token that leaves. A `general` flow refuses only what is over
/// its cap or fee limit; its review shows every effect.
public struct SigningPolicy: Sendable, Equatable {
    /// Which rules apply.
    public enum Flow: String, Sendable, Equatable {
        /// A payment asked for by someone else (Solana Pay transaction request, Action).
        case payment
        /// The user's own transaction (send, stake, a transaction signed elsewhere): every effect shown, none refused.
        case general
    }

    /// Which rules apply.
    public var flow: Flow
    /// The most that may leave; nil: no cap (the review shows every effect and asks).
    public var cap: PaymentCap?
    /// The highest network fee the signer may pay (lamports); nil: no limit.
    public var maxNetworkFee: UInt64?

    /// The default fee limit of a payment: 0.005 SOL (a priority fee a hundred times the usual one).
    public static let defaultMaxPaymentFee: UInt64 = 5_000_000

    /// A policy from its parts.
    public init(flow: Flow, cap: PaymentCap? = nil, maxNetworkFee: UInt64? = nil) {
        self.flow = flow
        self.cap = cap
        self.maxNetworkFee = maxNetworkFee
    }

    /// A payment's rules, with `cap` and the default fee limit.
    public static func payment(cap: PaymentCap?) -> SigningPolicy {
        SigningPolicy(flow: .payment, cap: cap, maxNetworkFee: defaultMaxPaymentFee)
    }

    /// The user's own transaction: nothing refused but what the cap or fee limit says.
    public static let general = SigningPolicy(flow: .general)

    /// Whether a payment may hold this instruction.
    public static func allowedInPayment(_ instruction: DecodedInstruction) -> Bool {
        switch instruction {
        case .system(.transfer): return true
        case .token(.transfer, _), .token(.transferChecked, _): return true
        case .associatedToken(.create), .associatedToken(.createIdempotent): return true
        case .memo: return true
        case .computeBudget(.setComputeUnitLimit), .computeBudget(.setComputeUnitPrice): return true
        default: return false
        }
    }

    /// The refusals of `effects` under this policy; `decimals` gives each leaving token's decimals (a token without
    /// them is refused under a cap). Empty: the transaction may be signed after the review.
    public func refusals(_ effects: TransactionEffects, decimals: [PublicKey: UInt8]) -> [SigningRefusal] {
        var refusals: [SigningRefusal] = []
        if flow == .payment {
            for (index, instruction) in effects.instructions.enumerated() where !Self.allowedInPayment(instruction) {
                // A registered IDL only names the instruction: it is refused all the same.
                let named = index < effects.interpreted.count ? effects.interpreted[index] : nil
                refusals.append(
                    .instructionNotAllowed(
                        index: index,
                        program: named.map { Self.programLabel($0, instruction) }
                            ?? instruction.knownProgramName,
                        instruction: named?.name ?? instruction.instructionName))
            }
            for account in effects.accounts {
                for change in account.changes {
                    switch change {
                    case .created: continue
                    case .closed: refusals.append(.accountClosed(account.address))
                    case .assigned:
                        refusals.append(.accountAssigned(account.address, to: account.ownerAfter ?? .systemProgram))
                    default: refusals.append(.stateChanged(account.address, change))
                    }
                }
                for change in account.authorityChanges where !Self.isSpentAllowance(change, account) {
                    refusals.append(.authorityChanged(change))
                }
            }
            refusals += effects.unreadableWrites.map(SigningRefusal.unreadableWrite)
        }
        if let limit = maxNetworkFee, effects.signersPayFee, effects.fee > limit {
            refusals.append(.feeOverLimit(fee: effects.fee, limit: limit))
        }
        if let cap {
            let paid = effects.solPaid
            if paid > cap.lamports { refusals.append(.solOverCap(paid: paid, cap: cap.lamports)) }
            for (mint, _, amount) in effects.tokensLeaving {
                guard let places = decimals[mint] else {
                    refusals.append(.unknownDecimals(mint: mint))
                    continue
                }
                let limit = cap.baseUnits(decimals: places)
                if amount > limit {
                    refusals.append(.tokenOverCap(mint: mint, paid: amount, cap: limit, decimals: places))
                }
            }
        }
        return refusals
    }

    /// A program named by a registered IDL, with its address: "vault_demo (Vau1t…)".
    static func programLabel(_ named: InterpretedInstruction, _ instruction: DecodedInstruction) -> String {
        guard case .unknown(let id, _, _, _) = instruction else { return named.program }
        return named.program + " (" + id.base58 + ")"
    }

    /// A delegate that spends part of its allowance (same delegate, less allowance): the effect of a transfer by a
    /// delegate, not a grant.
    static func isSpentAllowance(_ change: AuthorityChange, _ account: AccountEffect) -> Bool {
        guard change.role == .delegate, let old = change.before else { return false }
        let before: UInt64
        if case .tokenAccount(let state, _)? = account.before { before = state.delegatedAmount } else { return false }
        let token = account.token
        let spent = token.map { $0.before > $0.after } ?? false
        if change.after == nil { return spent }  // the whole allowance spent: the program clears the delegate
        return change.after == old && (change.delegatedAmount ?? .max) < before
    }
}

extension DecodedInstruction {
    /// The program's name, also for an instruction of a known program that could not be read ("spl-token"); the
    /// address for a program the SDK does not know.
    public var knownProgramName: String {
        guard case .unknown(let id, _, _, _) = self else { return programName }
        return Self.programName(of: id)
    }

    /// The name of a program the SDK knows ("stake"), else its address.
    public static func programName(of id: PublicKey) -> String { programNames[id] ?? id.base58 }

    /// Names of the programs whose instructions the SDK reads, by address.
    static let programNames: [PublicKey: String] = [
        .systemProgram: "system", .tokenProgram: "spl-token", .token2022Program: "spl-token-2022",
        .associatedTokenProgram: "spl-associated-token-account", .memoProgram: "spl-memo", .memoProgramV1: "spl-memo",
        .computeBudgetProgram: "compute-budget", .stakeProgram: "stake",
        .addressLookupTableProgram: "address-lookup-table",
        .voteProgram: "vote", .bpfLoaderUpgradeable: "bpf-upgradeable-loader",
    ]

    /// The instruction's name in the program's terms ("transfer", "withdraw", "unknown").
    public var instructionName: String {
        let inner: Any
        switch self {
        case .system(let i): inner = i
        case .token(let i, _): inner = i
        case .associatedToken(let i): inner = i
        case .memo: return "memo"
        case .computeBudget(let i): inner = i
        case .stake(let i): inner = i
        case .addressLookupTable(let i): inner = i
        case .unknown(_, _, let data, let error):
            return error == nil ? "unknown" : "unreadable instruction" + (data.first.map { " (tag \($0))" } ?? "")
        }
        return Mirror(reflecting: inner).children.first?.label ?? String(describing: inner)
    }
}
