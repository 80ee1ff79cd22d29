import Foundation
import SolanaCore
import SolanaRPC

/// What the user asked to send: SOL or a token, to an address, with an optional memo and priority fee.
public struct SendRequest: Sendable, Equatable {
    /// How much: an exact decimal in SOL or in the token's units (checked against the decimals once they are known),
    /// or everything that can be sent.
    public enum Amount: Sendable, Equatable {
        /// An exact decimal amount, in SOL or in the token's units.
        case exact(String)
        /// Everything that can be sent: for SOL the balance minus the fee (the account is emptied), for a token all
        /// of it.
        case max

        /// "max" and "ALL" (any case) are `.max`; anything else is an exact decimal, checked when the send is planned.
        public init(_ text: String) {
            let lowered = text.lowercased()
            self = lowered == "max" || lowered == "all" ? .max : .exact(text)
        }
    }

    /// The priority fee: none, from the cluster's recent fees for the accounts the transfer locks, or a price.
    public enum PriorityFee: Sendable, Equatable {
        /// No priority fee.
        case none
        /// A price from the cluster's recent prioritization fees for the accounts the transfer locks.
        case auto
        /// This price, in micro-lamports per compute unit.
        case microLamportsPerUnit(UInt64)
        /// A percentile of the cluster's recent prioritization fees for the accounts the transfer locks (those paid,
        /// non-zero): low the 25th, medium the 50th, high the 90th (`.auto` is the 75th).
        case level(PriorityLevel)

        /// The percentile of the recent fees this choice takes; nil for none and a fixed price.
        public var percentile: Int? {
            switch self {
            case .none, .microLamportsPerUnit: return nil
            case .auto: return 75
            case .level(let level): return level.percentile
            }
        }

        /// Parses what a user types: "" or "none" (none), "auto", "low", "medium", "high" (any case), or a whole
        /// number of micro-lamports per compute unit (0 is none).
        ///
        /// - Throws: `SendError.invalidPriorityFee` for anything else.
        public init(parsing text: String) throws(SendError) {
            let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
            switch lowered {
            case "", "none": self = .none
            case "auto": self = .auto
            default:
                if let level = PriorityLevel(rawValue: lowered) {
                    self = .level(level)
                } else if lowered.count <= 20, lowered.allSatisfy(\.isASCII), let price = UInt64(lowered) {
                    self = price == 0 ? .none : .microLamportsPerUnit(price)
                } else {
                    throw .invalidPriorityFee(String(text.prefix(40)))
                }
            }
        }
    }

    /// A named priority: a percentile of the cluster's recent prioritization fees.
    public enum PriorityLevel: String, Sendable, Equatable, CaseIterable {
        /// The 25th percentile of the recent fees paid.
        case low
        /// The 50th percentile (the median).
        case medium
        /// The 90th percentile.
        case high

        /// The percentile of the recent fees paid this level takes.
        public var percentile: Int {
            switch self {
            case .low: return 25
            case .medium: return 50
            case .high: return 90
            }
        }
    }

    /// The transaction format a send is built in.
    public enum VersionChoice: String, Sendable, Equatable, CaseIterable {
        /// A legacy transaction (every cluster takes it); the limits and the price as Compute Budget instructions.
        case legacy
        /// A version-0 transaction without lookup tables; the limits and the price as Compute Budget instructions.
        case v0
        /// A version-1 transaction (SIMD-0385): the compute-unit and loaded-accounts-data-size limits from one
        /// simulation and the priority fee (in lamports) in the message's config, no Compute Budget instruction.
        case v1
        /// v1 where the cluster takes it (its simulation of the v1 draft answers), else legacy.
        case auto
    }

    /// The sender's address (a wallet address; for a token its associated token account is the source).
    public var from: PublicKey
    /// The recipient's address (a wallet address, or for a token also a token account).
    public var to: PublicKey
    /// How much to send.
    public var amount: Amount
    /// The token's mint; nil for SOL.
    public var mint: PublicKey?
    /// A memo put on chain with the transfer (public).
    public var memo: String?
    /// The priority fee to pay.
    public var priorityFee: PriorityFee
    /// Send SOL to an address that does not exist on chain yet (the Solana CLI's `--allow-unfunded-recipient`).
    public var allowUnfundedRecipient: Bool
    /// Extra read-only keys appended to the transfer instruction (Solana Pay references), in order.
    public var references: [PublicKey]
    /// A durable nonce account whose authority is the sender: the transaction carries the nonce's value instead of a
    /// recent blockhash and advances it first, so it does not expire after about a minute (a slow signer, a long
    /// review). Nil: a recent blockhash.
    public var nonce: PublicKey?
    /// The transaction format (legacy by default).
    public var version: VersionChoice = .legacy
    /// The most the priority fee may cost in all, in lamports: a price (from a level, auto or given) that would cost
    /// more for the transaction's compute-unit limit is lowered to fit. Nil: no cap.
    public var maxPriorityFee: UInt64?

    /// A request to send `amount` from `from` to `to`: SOL, or the token `mint`.
    public init(
        from: PublicKey, to: PublicKey, amount: Amount, mint: PublicKey? = nil, memo: String? = nil,
        priorityFee: PriorityFee = .none, allowUnfundedRecipient: Bool = false, references: [PublicKey] = []
    ) {
        self.from = from
        self.to = to
        self.amount = amount
        self.mint = mint
        self.memo = memo
        self.priorityFee = priorityFee
        self.allowUnfundedRecipient = allowUnfundedRecipient
        self.references = references
    }
}

/// Something the user should know before signing; the send is still allowed.
public enum SendWarning: String, Sendable, Equatable, Codable, CaseIterable {
    /// SOL sent to a token account: the tokens' owner does not get it as spendable SOL.
    case recipientIsTokenAccount
    /// SOL or tokens sent to a mint account.
    case recipientIsMint
    /// Sent to a program (an executable account).
    case recipientIsProgram
    /// The recipient is off the Ed25519 curve (a program-derived address): no private key can sign for it.
    case recipientOffCurve
    /// The recipient is the sender.
    case recipientIsSender
    /// The recipient is owned by a program other than the System program (not a plain wallet).
    case recipientOwnedByProgram
    /// Tokens sent to an off-curve address that does not exist on chain: its token account belongs to an address
    /// nobody may be able to sign for.
    case recipientOffCurveWithoutAccount

    /// The recipient looks like another address the user knows (same first and last 4 characters: address
    /// poisoning); `SendReview.lookalikes` names them.
    case recipientLookalike

    /// The cases where the funds are lost for good (a mint, a program, tokens to an unfunded off-curve address).
    public var losesFunds: Bool {
        switch self {
        case .recipientIsMint, .recipientIsProgram, .recipientOffCurveWithoutAccount: return true
        default: return false
        }
    }

    /// The cases a send refuses unless the user acknowledged that exact case: funds lost for good, and a recipient
    /// that looks like another known address.
    public var needsAcknowledgement: Bool { losesFunds || self == .recipientLookalike }
}

extension SendError {
    /// Whether the send was refused by a rule before anything was signed (the user's to change), rather than failed
    /// at the cluster.
    public var isRefusal: Bool {
        switch self {
        case .network, .simulationFailed, .failed, .expired, .unconfirmed: return false
        default: return true
        }
    }
}

extension SendWarning {
    /// Why the funds would be lost, in one sentence.
    public var lossDescription: String {
        switch self {
        case .recipientIsMint: return "the recipient is a token mint: what is sent to it can never be moved again"
        case .recipientIsProgram: return "the recipient is a program: what is sent to it can never be moved again"
        case .recipientOffCurveWithoutAccount:
            return "the recipient is an off-curve address with no account: nobody may be able to sign for its tokens"
        case .recipientLookalike:
            return "the recipient looks like another address you know (the same first and last 4 characters)"
        default: return rawValue
        }
    }
}

/// The token being sent.
public struct SendToken: Sendable, Equatable {
    /// The token's mint.
    public let mint: PublicKey
    /// The mint's decimals.
    public let decimals: UInt8
    /// Token or Token-2022.
    public let program: PublicKey
}

/// Why a send was refused or did not complete. Each says what to do next.
public enum SendError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The amount text is not a valid amount for the token (too many decimals, too large, not a number).
    case invalidAmount(AmountError)
    /// The amount is zero.
    case zeroAmount
    /// Not enough SOL for the amount, the fees and any account to create.
    case insufficientFunds(needed: UInt64, available: UInt64)
    /// Not enough tokens for the amount (both in base units).
    case insufficientTokens(needed: UInt64, available: UInt64, decimals: UInt8)
    /// The sender does not exist on chain (no SOL at all).
    case senderUnfunded(PublicKey)
    /// The recipient does not exist on chain; sending SOL there needs an explicit choice.
    case recipientUnfunded(PublicKey)
    /// The recipient would hold less than the rent-exempt minimum (the runtime refuses that).
    case recipientBelowRent(amount: UInt64, minimum: UInt64)
    /// The sender would be left with a balance below the rent-exempt minimum, neither kept nor emptied.
    case senderBelowRent(remaining: UInt64, minimum: UInt64)
    /// The mint is not a Token or Token-2022 mint.
    case notAMint(PublicKey)
    /// The sender has no token account for the mint.
    case noTokenAccount(owner: PublicKey, mint: PublicKey)
    /// A token account involved is frozen by the mint's freeze authority.
    case frozen(PublicKey)
    /// The recipient is a token account of another mint.
    case recipientTokenAccountMismatch(account: PublicKey, mint: PublicKey)
    /// The cluster could not be read or did not answer as expected.
    case network(String)
    /// The transaction could not be built (too large, invalid memo…).
    case build(String)
    /// The priority fee is not none, auto, low, medium, high or a whole number of micro-lamports per compute unit.
    case invalidPriorityFee(String)
    /// The transaction fails in simulation: nothing was sent.
    case simulationFailed(error: String, logs: [String])
    /// It was sent and failed: the fee was charged, nothing else moved.
    case failed(TransactionFailure)
    /// Its blockhash expired before it landed: it can never land now, so building and signing again is safe.
    case expired(Signature)
    /// No answer within the wait: it may still land until its blockhash expires. Check the signature before retrying.
    case unconfirmed(Signature)
    /// The signing policy refuses the transaction (each refusal names what): nothing was signed.
    case refused([SigningRefusal])
    /// The recipient loses the funds (a mint, a program, an unfunded off-curve address for tokens) or looks like
    /// another known address, and the user did not acknowledge that case: nothing was signed.
    case recipientLosesFunds([SendWarning])

    /// A one-line explanation for a user, saying what to do next.
    public var description: String {
        switch self {
        case .invalidAmount(let detail): return "invalid amount: \(detail)"
        case .zeroAmount: return "the amount is zero; give an amount above zero"
        case .insufficientFunds(let needed, let available):
            return "not enough SOL: this send needs \(Lamports.formatSOL(needed)) (amount, fees and rent) and the "
                + "account holds \(Lamports.formatSOL(available))"
        case .insufficientTokens(let needed, let available, let decimals):
            return "not enough tokens: the amount is \(TokenAmount(baseUnits: needed, decimals: decimals)) and the "
                + "account holds \(TokenAmount(baseUnits: available, decimals: decimals))"
        case .senderUnfunded(let key):
            return "the sending account \(key) does not exist on this cluster (it holds no SOL)"
        case .recipientUnfunded(let key):
            return "the recipient \(key) does not exist on this cluster (no SOL, never used); check the address, or "
                + "pass --allow-unfunded-recipient if it is right"
        case .recipientBelowRent(let amount, let minimum):
            return "the recipient would hold \(Lamports.formatSOL(amount)), below the rent-exempt minimum of "
                + "\(Lamports.formatSOL(minimum)) for a new account; send at least that much"
        case .senderBelowRent(let remaining, let minimum):
            return "the sending account would keep \(Lamports.formatSOL(remaining)), below the rent-exempt minimum of "
                + "\(Lamports.formatSOL(minimum)); send less, or send everything with 'max'"
        case .notAMint(let key): return "\(key) is not a token mint (Token or Token-2022) on this cluster"
        case .noTokenAccount(let owner, let mint): return "\(owner) holds no token account for the mint \(mint)"
        case .frozen(let account): return "the token account \(account) is frozen by the mint's freeze authority"
        case .recipientTokenAccountMismatch(let account, let mint):
            return "the recipient \(account) is a token account for another mint (\(mint))"
        case .network(let detail): return detail
        case .build(let detail): return "the transaction could not be built: \(detail)"
        case .invalidPriorityFee(let text):
            return
                "'\(text)' is not a priority fee: use none, auto, low, medium, high or micro-lamports per compute unit"
        case .simulationFailed(let error, let logs):
            return "the transaction fails in simulation (nothing was sent): \(error)"
                + (logs.isEmpty ? "" : "\n  " + logs.joined(separator: "\n  "))
        case .failed(let failure):
            var lines = failure.description.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
                .map(String.init)
            if let explanation = ProgramErrorExplanation.explain(failure.error, logs: failure.logs) {
                lines[0] += " — " + explanation
            }
            return lines.joined(separator: "\n") + "\n(the fee was charged; nothing else moved)"
        case .expired(let signature):
            return "transaction \(signature) expired before it landed (its blockhash is too old); it can never land "
                + "now, so sending again is safe"
        case .unconfirmed(let signature):
            return "no confirmation for \(signature) yet; it may still land, so check it (solwallet tx show) before "
                + "sending again"
        case .refused(let refusals):
            return "refused: " + refusals.map(\.description).joined(separator: "; ") + "; nothing was signed"
        case .recipientLosesFunds(let cases):
            return "refused: " + cases.map(\.lossDescription).joined(separator: "; ")
                + "; nothing was signed (acknowledge the case to send anyway)"
        }
    }
}

extension SendRequest {
    /// The longest memo that fits in a transfer's transaction, in UTF-8 bytes.
    public static let maxMemoBytes = 566

    /// Checks that `memo` fits in a transaction (`maxMemoBytes`); `SendFlow.prepare` checks it too.
    ///
    /// - Throws: `.build` naming its size and the limit.
    public static func check(memo: String?) throws(SendError) {
        if let memo, memo.utf8.count > maxMemoBytes {
            throw .build(
                "the memo is \(memo.utf8.count) bytes; a memo fits at most \(maxMemoBytes) bytes in a transaction")
        }
    }
}
