import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// A SOL or token transfer signed without the network (the Solana CLI's and spl-token's `--sign-only`): everything a
/// node would tell is given, the recent blockhash (or a durable nonce's value) and a token's decimals and program
/// above all. Broadcast it later (`RPCClient.sendAndConfirm` or `solwallet broadcast`). Instructions, in order:
/// AdvanceNonceAccount (with a nonce; it must come first), the compute budget (when priced), the memo, for a token
/// the recipient's associated token account created idempotently (when asked), then the transfer (System Transfer,
/// or TransferChecked between the two associated token accounts).
public struct OfflineTransfer: Sendable, Equatable {
    /// A durable nonce account: the transaction uses its stored value as the blockhash and advances it.
    public struct Nonce: Sendable, Equatable {
        /// The nonce account's address.
        public var account: PublicKey
        /// Who may advance it (signs the transaction too; when it is not the sender, its signature is added later).
        public var authority: PublicKey

        /// The nonce account `account`, advanced by `authority`.
        public init(account: PublicKey, authority: PublicKey) {
            self.account = account
            self.authority = authority
        }
    }

    /// A token sent offline: what `spl-token transfer --sign-only` asks for (`--mint-decimals`, the program).
    public struct Token: Sendable, Equatable {
        /// The token's mint.
        public var mint: PublicKey
        /// The mint's decimals (checked on chain by TransferChecked).
        public var decimals: UInt8
        /// SPL Token or Token-2022.
        public var program: PublicKey
        /// Put a CreateIdempotent of the recipient's associated token account first (the sender pays its rent when
        /// it is missing; a no-op when it exists).
        public var createRecipientAccount: Bool

        /// A token transfer of `mint` with `decimals`, under `program`, optionally creating the recipient's token
        /// account.
        public init(mint: PublicKey, decimals: UInt8, program: PublicKey = .tokenProgram, createRecipientAccount: Bool)
        {
            self.mint = mint
            self.decimals = decimals
            self.program = program
            self.createRecipientAccount = createRecipientAccount
        }
    }

    /// The sender: it signs and pays the fee (for a token, its associated token account is the source).
    public var from: PublicKey
    /// The recipient's wallet address (for a token, its associated token account is derived).
    public var to: PublicKey
    /// Lamports, or the token's base units.
    public var lamports: UInt64
    /// nil for SOL.
    public var token: Token?
    /// A memo put on chain before the transfer (public; at most 566 bytes).
    public var memo: String?
    /// A recent blockhash, or the nonce account's stored value with `nonce`.
    public var blockhash: Hash
    /// A durable nonce to use instead of a recent blockhash (the transaction then does not expire).
    public var nonce: Nonce?
    /// A priority fee: the unit limit and the price in micro-lamports per unit (both, or neither).
    public var computeUnitLimit: UInt32?
    /// The priority fee's price in micro-lamports per compute unit (set with `computeUnitLimit`).
    public var computeUnitPrice: UInt64?

    /// A transfer of `lamports` (SOL, or a token's base units with `token`) from `from` to `to`, built with
    /// `blockhash` (or a nonce account's stored value with `nonce`).
    public init(
        from: PublicKey, to: PublicKey, lamports: UInt64, memo: String? = nil, blockhash: Hash, nonce: Nonce? = nil,
        computeUnitLimit: UInt32? = nil, computeUnitPrice: UInt64? = nil, token: Token? = nil
    ) {
        self.token = token
        self.from = from
        self.to = to
        self.lamports = lamports
        self.memo = memo
        self.blockhash = blockhash
        self.nonce = nonce
        self.computeUnitLimit = computeUnitLimit
        self.computeUnitPrice = computeUnitPrice
    }

    /// The instructions in transaction order: nonce advance, compute budget, memo, token account creation, transfer.
    public var instructions: [Instruction] {
        var instructions: [Instruction] = []
        if let nonce {
            instructions.append(SystemProgram.advanceNonceAccount(nonce: nonce.account, authority: nonce.authority))
        }
        if let computeUnitLimit { instructions.append(ComputeBudgetProgram.setComputeUnitLimit(computeUnitLimit)) }
        if let computeUnitPrice {
            instructions.append(ComputeBudgetProgram.setComputeUnitPrice(microLamports: computeUnitPrice))
        }
        instructions += SendFlow.withMemo(memo, payer: from)
        guard let token else { return instructions + [SystemProgram.transfer(from: from, to: to, lamports: lamports)] }
        if token.createRecipientAccount {
            instructions.append(
                AssociatedTokenProgram.createIdempotent(
                    payer: from, owner: to, mint: token.mint, tokenProgram: token.program))
        }
        let source = PublicKey.associatedTokenAddress(owner: from, mint: token.mint, tokenProgram: token.program)
        let destination = PublicKey.associatedTokenAddress(owner: to, mint: token.mint, tokenProgram: token.program)
        return instructions + [
            TokenProgram.transferChecked(
                source: source, mint: token.mint, destination: destination, owner: from, amount: lamports,
                decimals: token.decimals, programId: token.program)
        ]
    }

    /// The transaction, signed by `signer` (the sender; also the nonce authority when it is the same key).
    public func signed(by signer: Keypair) throws(SendError) -> Transaction {
        guard signer.publicKey == from else { throw .build("the key given does not sign for \(from)") }
        if lamports == 0 { throw .zeroAmount }
        if let token, token.program != .tokenProgram && token.program != .token2022Program {
            throw .build("\(token.program) is not a token program (SPL Token or Token-2022)")
        }
        if (computeUnitLimit == nil) != (computeUnitPrice == nil) {
            throw .build("a priority fee offline needs both the compute unit limit and the price")
        }
        if let memo, memo.utf8.count > 566 { throw .build("the memo is \(memo.utf8.count) bytes; at most 566 fit") }
        do {
            var transaction = try Transaction(feePayer: from, blockhash: blockhash, instructions: instructions)
            try transaction.sign(signer)
            return transaction
        } catch {
            throw .build("\(error)")
        }
    }
}

/// A durable nonce account's state (System program, 80 bytes): version, state, authority, the nonce value (the
/// blockhash a transaction uses) and the fee per signature recorded with it.
public struct NonceAccountState: Sendable, Equatable {
    /// The size of a nonce account's data, in bytes.
    public static let length = 80
    /// Who may advance the nonce (and must sign transactions that use it).
    public let authority: PublicKey
    /// The stored nonce value: the blockhash a transaction using this account carries.
    public let nonce: Hash
    /// The fee per signature recorded with the nonce, in lamports.
    public let lamportsPerSignature: UInt64

    /// `nil` when the data is not an initialized nonce account (wrong size, version or state).
    public init?(data: [UInt8]) {
        guard data.count == Self.length else { return nil }
        func u32(_ at: Int) -> UInt32 { data[at..<at + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) } }
        guard u32(0) == 1, u32(4) == 1, let authority = try? PublicKey(bytes: data[8..<40]),
            let nonce = try? Hash(bytes: data[40..<72])
        else { return nil }
        self.authority = authority
        self.nonce = nonce
        lamportsPerSignature = data[72..<80].reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
}

extension SendFlow {
    /// The nonce account's state, read from the cluster: `.build` when it is not an initialized nonce account of
    /// the System program.
    public func nonce(_ account: PublicKey) async throws(SendError) -> NonceAccountState {
        guard let info = try await fetch([account])[0] else {
            throw .build("the nonce account \(account) does not exist")
        }
        guard info.owner == .systemProgram, let state = NonceAccountState(data: Self.data(info)) else {
            throw .build("\(account) is not an initialized nonce account")
        }
        return state
    }
}

/// Why an offline transfer could not be prepared; nothing was signed.
public enum OfflineTransferError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The amount is not a positive decimal within the asset's decimals.
    case invalidAmount(AmountError)
    /// The signer is not the durable nonce's authority: the transaction could never advance it.
    case nonceAuthority(nonce: PublicKey, authority: PublicKey, signer: PublicKey)
    /// The nonce account could not be read (or is not one).
    case nonce(SendError)

    /// What was wrong, in one sentence.
    public var description: String {
        switch self {
        case .invalidAmount(let detail): return "invalid amount: \(detail)"
        case .nonceAuthority(let nonce, let authority, let signer):
            return "the authority of the nonce \(nonce) is \(authority), not the sender \(signer)"
        case .nonce(let error): return error.description
        }
    }
}

extension OfflineTransfer {
    /// `text` in base units of the asset: a token's decimals with `token`, else SOL's 9.
    public static func amount(_ text: String, token: Token?) throws(OfflineTransferError) -> UInt64 {
        do throws(AmountError) {
            if let token { return try DecimalAmount.parse(text, decimals: Int(token.decimals)) }
            return try Lamports.parse(sol: text)
        } catch { throw .invalidAmount(error) }
    }

    /// The stored value of the durable nonce `account`, to sign with instead of a recent blockhash (read through
    /// `flow`, the one time the network is needed), after checking that `signer` is its authority.
    public static func nonceValue(of account: PublicKey, signer: PublicKey, flow: SendFlow)
        async throws(OfflineTransferError) -> Hash
    {
        let state: NonceAccountState
        do { state = try await flow.nonce(account) } catch { throw .nonce(error) }
        guard state.authority == signer else {
            throw .nonceAuthority(nonce: account, authority: state.authority, signer: signer)
        }
        return state.nonce
    }
}
