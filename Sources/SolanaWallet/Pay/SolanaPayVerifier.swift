import SolanaCore
import SolanaRPC
import SolanaTransactions

/// Why a payment could not be found or did not pass validation; each case names the check that failed.
public enum SolanaPayValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The node could not be asked (or answered with an error).
    case unavailable(String)
    /// The reference's history has more than `maxPages` full pages; its first transaction was not reached.
    case referenceHistoryTooLong(pages: Int)
    /// The node does not know the transaction (yet, at the commitment asked).
    case transactionNotFound(Signature)
    /// The node returned the transaction without its metadata or in a form that cannot be read.
    case unreadableTransaction(String)
    /// The transaction failed on chain (the runtime's error).
    case transactionFailed(String)
    /// The last instruction is not a System transfer (SOL) or an SPL Token / Token-2022 Transfer(Checked) (token).
    case lastInstructionNotTransfer(String)
    /// The transfer pays another account than the recipient (for a token: the recipient's associated account).
    case wrongRecipient(expected: PublicKey, actual: PublicKey)
    /// The token transfer moves another mint.
    case wrongMint(expected: PublicKey, actual: PublicKey)
    /// The keys after the transfer's own accounts are not exactly the references, in order.
    case referencesMismatch(expected: [PublicKey], actual: [PublicKey])
    /// The sender is the recipient.
    case senderIsRecipient
    /// No balance of the recipient's account was recorded (for a token: no post-token balance of its account).
    case missingBalance(PublicKey)
    /// The requested amount has more decimals than the unit (SOL: 9; a token: its mint's) or overflows.
    case badAmount(String, AmountError)
    /// The recipient's balance grew by less than the amount (both in base units; 0 when it did not grow).
    case amountNotTransferred(expected: UInt64, received: UInt64)
    /// A memo is expected but the instruction before the transfer is missing or not a memo.
    case missingMemo
    /// The memo instruction's data is not the expected memo, or it has accounts.
    case memoMismatch(expected: String, actual: String)

    /// A one-line explanation for the merchant.
    public var description: String {
        switch self {
        case .unavailable(let detail): return "the cluster could not be asked: \(detail)"
        case .referenceHistoryTooLong(let pages):
            return "the reference has more than \(pages) pages of transactions; its first one was not reached"
        case .transactionNotFound(let signature): return "transaction \(signature) was not found"
        case .unreadableTransaction(let detail): return "the transaction cannot be read: \(detail)"
        case .transactionFailed(let error): return "the transaction failed on chain: \(error)"
        case .lastInstructionNotTransfer(let detail): return "the last instruction is not the transfer: \(detail)"
        case .wrongRecipient(let expected, let actual):
            return "the transfer pays \(actual), not the recipient's account \(expected)"
        case .wrongMint(let expected, let actual): return "the transfer moves mint \(actual), not \(expected)"
        case .referencesMismatch(let expected, let actual):
            return
                "the transfer's references are [\(actual.map(\.base58).joined(separator: ", "))], expected [\(expected.map(\.base58).joined(separator: ", "))] in this order"
        case .senderIsRecipient: return "the sender is the recipient"
        case .missingBalance(let account): return "the transaction recorded no balance of \(account)"
        case .badAmount(let text, let error): return "the amount '\(text)' cannot be checked: \(error)"
        case .amountNotTransferred(let expected, let received):
            return "the recipient received \(received) base units; \(expected) were requested"
        case .missingMemo: return "the memo instruction is missing (it must come right before the transfer)"
        case .memoMismatch(let expected, let actual): return "the memo is '\(actual)', expected '\(expected)'"
        }
    }
}

/// The merchant's side of a transfer request: find the payment by its reference and check it strictly
/// (newest rules of the reference implementation: the last instruction is the transfer, its extra keys are the
/// references in order, the memo is the instruction before it, and the recipient's balance grew by the amount).
public struct SolanaPayVerifier: Sendable {
    /// The client transactions are read with.
    public let client: RPCClient
    /// Signatures per getSignaturesForAddress page (the node's maximum is 1,000).
    public var signaturesPerPage = 1_000
    /// How many full pages `findReference` reads before giving up (a node cannot keep it paging forever, and a
    /// griefer who mentions the reference thousands of times cannot make every check list them all).
    public var maxPages = 10
    /// How many transactions one `searchValidTransfer` call reads and validates at most: mentioning a reference is
    /// cheap, so the work of one call is bounded and the search resumes where it stopped.
    public var maxChecksPerCall = 50

    /// A verifier reading through `client`, with the default page size and page limit.
    public init(client: RPCClient) {
        self.client = client
    }

    /// A transfer that passed validation.
    public struct ValidatedTransfer: Sendable, Equatable {
        /// The transfer's signature.
        public let signature: Signature
        /// Who paid (the System transfer's source or the token transfer's owner).
        public let sender: PublicKey
        /// What the recipient's balance grew by, in lamports or token base units.
        public let received: UInt64
        /// The slot the transfer was processed in.
        public let slot: UInt64
    }

    /// The first (oldest) transaction that mentions `reference`, or nil when there is none yet (poll again).
    public func findReference(_ reference: PublicKey, commitment: Commitment = .confirmed)
        async throws(SolanaPayValidationError) -> SignatureInfo?
    {
        try await signatures(mentioning: reference, commitment: commitment).first
    }

    /// Every transaction that mentions `reference`, oldest first. Anyone can mention a reference, so a merchant that
    /// wants to ignore such transactions validates these in turn (see `findValidTransfer`).
    public func signatures(mentioning reference: PublicKey, commitment: Commitment = .confirmed)
        async throws(SolanaPayValidationError) -> [SignatureInfo]
    {
        let (all, truncated) = try await boundedSignatures(mentioning: reference, commitment: commitment)
        if truncated { throw .referenceHistoryTooLong(pages: maxPages) }
        return all
    }

    /// The oldest transaction mentioning `request`'s first reference that passes `validateTransfer` among the first
    /// `maxChecksPerCall` checked, or nil (`searchValidTransfer` says how far it looked and resumes). The error of one
    /// that failed is not reported: a griefer's transaction that mentions the reference must not hide the payment.
    public func findValidTransfer(_ request: SolanaPayTransferRequest, commitment: Commitment = .confirmed)
        async throws(SolanaPayValidationError) -> ValidatedTransfer?
    {
        try await searchValidTransfer(request, commitment: commitment).transfer
    }

    /// How far a search for a payment looked.
    public struct TransferSearch: Sendable, Equatable {
        /// The payment, when one passed.
        public let transfer: ValidatedTransfer?
        /// The transactions listed that mention the reference.
        public let mentions: Int
        /// The transactions read and validated by this call.
        public let checked: Int
        /// The mentions skipped unread because they failed on chain.
        public let failed: Int
        /// Where the next call resumes (pass it as `after`); nil when every listed mention was looked at.
        public let resumeAfter: Signature?
        /// The reference had more than `maxPages` full pages: the oldest mentions were not listed.
        public let truncated: Bool
    }

    /// Looks for the payment of `request` among the transactions that mention its first reference, oldest first,
    /// starting after `after` (a previous search's `resumeAfter`), reading at most `maxChecksPerCall` of them.
    public func searchValidTransfer(
        _ request: SolanaPayTransferRequest, commitment: Commitment = .confirmed, after: Signature? = nil
    ) async throws(SolanaPayValidationError) -> TransferSearch {
        guard let reference = request.references.first else {
            return TransferSearch(transfer: nil, mentions: 0, checked: 0, failed: 0, resumeAfter: nil, truncated: false)
        }
        let (listed, truncated) = try await boundedSignatures(mentioning: reference, commitment: commitment)
        var start = 0
        if let after, let index = listed.firstIndex(where: { $0.signature == after }) { start = index + 1 }
        var checked = 0
        var failed = 0
        var last: Signature?
        for info in listed[start...] {
            guard checked < max(1, maxChecksPerCall) else {
                return TransferSearch(
                    transfer: nil, mentions: listed.count, checked: checked, failed: failed, resumeAfter: last,
                    truncated: truncated)
            }
            last = info.signature
            guard info.err == nil else {
                failed += 1
                continue
            }
            checked += 1
            do {
                let transfer = try await validateTransfer(
                    signature: info.signature, request: request, commitment: commitment)
                return TransferSearch(
                    transfer: transfer, mentions: listed.count, checked: checked, failed: failed, resumeAfter: nil,
                    truncated: truncated)
            } catch {
                if case .unavailable = error { throw error }
            }
        }
        // Everything listed was looked at: new mentions come after the last one.
        return TransferSearch(
            transfer: nil, mentions: listed.count, checked: checked, failed: failed, resumeAfter: last ?? after,
            truncated: truncated)
    }

    /// What `waitForPayment` found, and how far it looked.
    public struct PaymentWait: Sendable, Equatable {
        /// The payment, when one passed.
        public let transfer: ValidatedTransfer?
        /// The transactions read and validated in all.
        public let checked: Int
        /// The last search (its mentions, failures, truncation); nil when none ran.
        public let lastSearch: TransferSearch?
    }

    /// Searches for the payment of `request` until one passes or `timeout` has passed, each search resuming where the
    /// last stopped (a bounded one follows at once; an exhausted one waits `pollInterval` for new mentions), reading
    /// at most `maxChecks` transactions in all: spam that mentions the reference slows the wait, never stops it.
    public func waitForPayment(
        _ request: SolanaPayTransferRequest, commitment: Commitment = .confirmed, timeout: Duration,
        pollInterval: Duration = .seconds(2), maxChecks: Int = 1_000
    ) async throws(SolanaPayValidationError) -> PaymentWait {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var search: TransferSearch?
        var checked = 0
        while true {
            let next = try await searchValidTransfer(request, commitment: commitment, after: search?.resumeAfter)
            search = next
            checked += next.checked
            if let transfer = next.transfer {
                return PaymentWait(transfer: transfer, checked: checked, lastSearch: next)
            }
            let more = next.checked >= maxChecksPerCall
            if (clock.now >= deadline && !more) || checked >= maxChecks || Task.isCancelled {
                return PaymentWait(transfer: nil, checked: checked, lastSearch: next)
            }
            if !more { try? await Task.sleep(for: pollInterval) }
        }
    }

    /// The mentions of `reference`, oldest first, at most `maxPages` full pages (the newest ones when there are
    /// more), and whether there were more.
    func boundedSignatures(mentioning reference: PublicKey, commitment: Commitment)
        async throws(SolanaPayValidationError) -> (signatures: [SignatureInfo], truncated: Bool)
    {
        let limit = max(1, min(signaturesPerPage, 1_000))
        var all: [SignatureInfo] = []
        var before: Signature?
        for _ in 0..<maxPages {
            let page: [SignatureInfo]
            do {
                page = try await client.send(
                    .getSignaturesForAddress(reference, limit: limit, before: before, commitment: commitment))
            } catch { throw .unavailable(error.description) }
            all += page
            // A page shorter than asked is the last; a node repeating its cursor is not followed.
            guard page.count >= limit, let oldest = page.last, oldest.signature != before else {
                return (all.reversed(), false)
            }
            before = oldest.signature
        }
        return (all.reversed(), true)
    }

    /// Validates `signature` against a transfer request (its amount is required).
    public func validateTransfer(
        signature: Signature, request: SolanaPayTransferRequest, commitment: Commitment = .confirmed
    ) async throws(SolanaPayValidationError) -> ValidatedTransfer {
        guard let amount = request.amount else { throw .badAmount("", .empty) }
        return try await validateTransfer(
            signature: signature, recipient: request.recipient, amount: amount, splToken: request.splToken,
            references: request.references, memo: request.memo, commitment: commitment)
    }

    /// Checks that `signature` is a successful payment of at least `amount` to `recipient` (in SOL, or in
    /// `splToken` to the recipient's associated token account of the mint's program) whose last instruction is the
    /// transfer with exactly `references` after its accounts, preceded by a memo instruction of exactly `memo`.
    public func validateTransfer(
        signature: Signature, recipient: PublicKey, amount: SolanaPayAmount, splToken: PublicKey?,
        references: [PublicKey], memo: String?, commitment: Commitment = .confirmed
    ) async throws(SolanaPayValidationError) -> ValidatedTransfer {
        let found: TransactionResponse?
        do {
            found = try await client.send(
                RPCRequest<TransactionResponse?>.getTransaction(signature, encoding: .base64, commitment: commitment)
                    .allowingResponses(upTo: RPCRequest<TransactionResponse?>.largeResponseBytes))
        } catch {
            throw .unavailable(error.description)
        }
        guard let response = found else { throw .transactionNotFound(signature) }
        guard let meta = response.meta else { throw .unreadableTransaction("the node sent no metadata") }
        if let error = meta.err { throw .transactionFailed("\(error)") }
        guard let wire = response.transaction.wireBytes else {
            throw .unreadableTransaction("the transaction did not come as wire bytes")
        }
        let message: VersionedMessage
        do { message = try Transaction(wireBytes: wire).message } catch {
            throw .unreadableTransaction("\(error)")
        }
        let keys =
            message.staticAccountKeys + (meta.loadedAddresses?.writable ?? []) + (meta.loadedAddresses?.readonly ?? [])
        let instructions = try Self.instructions(of: message, keys: keys)
        guard let transfer = instructions.last else { throw .lastInstructionNotTransfer("there are no instructions") }

        let sender: PublicKey
        let received: UInt64
        if let mint = splToken {
            let (owner, destination, extra) = try Self.tokenTransfer(transfer, mint: mint)
            let ata = PublicKey.associatedTokenAddress(owner: recipient, mint: mint, tokenProgram: transfer.programId)
            guard destination == ata else { throw .wrongRecipient(expected: ata, actual: destination) }
            guard extra == references else { throw .referencesMismatch(expected: references, actual: extra) }
            guard owner != recipient else { throw .senderIsRecipient }
            sender = owner
            func balance(_ balances: [TokenBalance]?) -> UITokenAmount? {
                balances?.first {
                    $0.mint == mint && $0.accountIndex >= 0 && $0.accountIndex < keys.count
                        && keys[$0.accountIndex] == ata
                }?.uiTokenAmount
            }
            guard let post = balance(meta.postTokenBalances), let postUnits = UInt64(post.amount) else {
                throw .missingBalance(ata)
            }
            // No balance before: the account was created in this transaction.
            let preUnits = balance(meta.preTokenBalances).flatMap { UInt64($0.amount) } ?? 0
            let expected: UInt64
            do { expected = try amount.baseUnits(decimals: Int(post.decimals)) } catch {
                throw .badAmount(amount.text, error)
            }
            received = postUnits > preUnits ? postUnits - preUnits : 0
            guard received >= expected else { throw .amountNotTransferred(expected: expected, received: received) }
        } else {
            guard transfer.programId == .systemProgram,
                case .transfer(let from, let to, _)? = try? SystemInstruction(transfer)
            else {
                throw .lastInstructionNotTransfer("expected a System transfer, found \(Self.name(transfer))")
            }
            guard to == recipient else { throw .wrongRecipient(expected: recipient, actual: to) }
            let extra = transfer.accounts.dropFirst(2).map(\.publicKey)
            guard extra == references else { throw .referencesMismatch(expected: references, actual: extra) }
            guard from != recipient else { throw .senderIsRecipient }
            sender = from
            guard let index = keys.firstIndex(of: recipient), index < meta.preBalances.count,
                index < meta.postBalances.count
            else { throw .missingBalance(recipient) }
            let expected: UInt64
            do { expected = try amount.lamports() } catch { throw .badAmount(amount.text, error) }
            let pre = meta.preBalances[index], post = meta.postBalances[index]
            received = post > pre ? post - pre : 0
            guard received >= expected else { throw .amountNotTransferred(expected: expected, received: received) }
        }

        if let memo {
            guard instructions.count >= 2 else { throw .missingMemo }
            let memoInstruction = instructions[instructions.count - 2]
            guard memoInstruction.programId == .memoProgram else { throw .missingMemo }
            let actual = String(decoding: memoInstruction.data, as: UTF8.self)
            guard memoInstruction.data == Array(memo.utf8), memoInstruction.accounts.isEmpty else {
                throw .memoMismatch(expected: memo, actual: actual)
            }
        }
        return ValidatedTransfer(signature: signature, sender: sender, received: received, slot: response.slot)
    }

    /// The instructions with their keys resolved (static keys, then the addresses the node loaded for a v0 message).
    static func instructions(of message: VersionedMessage, keys: [PublicKey]) throws(SolanaPayValidationError)
        -> [Instruction]
    {
        var result: [Instruction] = []
        for compiled in message.instructions {
            let indexes = [compiled.programIdIndex] + compiled.accounts
            guard indexes.allSatisfy({ Int($0) < keys.count }) else {
                throw .unreadableTransaction("an instruction refers to an account the transaction does not list")
            }
            result.append(
                Instruction(
                    programId: keys[Int(compiled.programIdIndex)],
                    accounts: compiled.accounts.map { index in
                        AccountMeta(
                            publicKey: keys[Int(index)], isSigner: message.isSigner(Int(index)),
                            isWritable: message.isWritable(Int(index)))
                    },
                    data: compiled.data))
        }
        return result
    }

    /// The owner, destination and the keys after the required accounts of an SPL Token / Token-2022 Transfer or
    /// TransferChecked of `mint`.
    static func tokenTransfer(_ instruction: Instruction, mint: PublicKey) throws(SolanaPayValidationError) -> (
        owner: PublicKey, destination: PublicKey, extra: [PublicKey]
    ) {
        guard instruction.programId == .tokenProgram || instruction.programId == .token2022Program,
            let decoded = try? TokenInstruction(instruction)
        else {
            throw .lastInstructionNotTransfer("expected a token TransferChecked, found \(name(instruction))")
        }
        switch decoded {
        case .transferChecked(_, let actualMint, let destination, let owner, _, _, let extra):
            guard actualMint == mint else { throw .wrongMint(expected: mint, actual: actualMint) }
            return (owner, destination, extra)
        case .transfer(_, let destination, let owner, _, let extra):
            return (owner, destination, extra)
        default:
            throw .lastInstructionNotTransfer("expected a token TransferChecked, found another token instruction")
        }
    }

    static func name(_ instruction: Instruction) -> String {
        let decoded = InstructionDecoder.decode(instruction)
        if case .unknown = decoded { return "an instruction of \(instruction.programId)" }
        return "a \(decoded.programName) instruction"
    }
}
