import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// Why a transaction could not be turned into a history entry.
public struct HistoryDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The transaction that could not be read.
    public let signature: Signature
    /// What was wrong with it.
    public let reason: String
    /// The signature and the reason, in one line.
    public var description: String { "transaction \(signature) cannot be read: \(reason)" }
}

/// Turns a `getTransaction` answer (base64 encoding) into a `HistoryEntry` for one address, from the balances the
/// runtime recorded before and after (so what is shown is what happened, whatever the instructions were).
public enum HistoryDecoder {
    /// The history entry of `address` for the transaction `signature`, from the balances before and after it ran.
    ///
    /// - Parameters:
    ///   - address: The address the entry is about (its SOL change, and those of the token accounts it owns).
    ///   - signature: The transaction's signature.
    ///   - response: The `getTransaction` answer in base64 encoding, with its meta.
    /// - Throws: `HistoryDecodingError` when the answer has no meta, its transaction cannot be decoded, or the balances
    ///   do not match its accounts.
    public static func entry(for address: PublicKey, signature: Signature, response: TransactionResponse)
        throws(HistoryDecodingError) -> HistoryEntry
    {
        func fail(_ reason: String) -> HistoryDecodingError {
            HistoryDecodingError(signature: signature, reason: reason)
        }
        guard let meta = response.meta else { throw fail("the node has no metadata for it") }
        guard let wire = response.transaction.wireBytes else {
            throw fail("ask getTransaction with the base64 encoding")
        }
        let transaction: Transaction
        do { transaction = try Transaction(wireBytes: wire) } catch { throw fail("\(error)") }
        let message = transaction.message
        let keys =
            message.staticAccountKeys + (meta.loadedAddresses?.writable ?? []) + (meta.loadedAddresses?.readonly ?? [])
        guard meta.preBalances.count == keys.count, meta.postBalances.count == keys.count else {
            throw fail("\(keys.count) accounts but \(meta.preBalances.count)/\(meta.postBalances.count) balances")
        }
        // Balance changes per account, as signed integers (lamports fit in Int64: the supply is below 2^63).
        var changes: [Int64] = []
        for (pre, post) in zip(meta.preBalances, meta.postBalances) {
            guard let before = Int64(exactly: pre), let after = Int64(exactly: post) else {
                throw fail("balance beyond 2^63")
            }
            changes.append(after - before)
        }
        let feePayer = keys.first
        let fee = feePayer == address ? meta.fee : 0
        let index = keys.firstIndex(of: address)
        // The address's change without the fee it paid: what it sent (negative) or received.
        let solChange: Int64 = index.map { changes[$0] + Int64(clamping: fee) } ?? 0
        let tokenChanges = Self.tokenChanges(of: address, meta: meta)
        let direction: HistoryEntry.Direction
        if solChange < 0 || tokenChanges.contains(where: { !$0.isIncrease }) {
            direction = solChange > 0 || tokenChanges.contains(where: \.isIncrease) ? .other : .sent
        } else if solChange > 0 || tokenChanges.contains(where: \.isIncrease) {
            direction = .received
        } else {
            direction = .other
        }
        let counterparty = Self.counterparty(
            of: address, keys: keys, changes: changes, solChange: solChange,
            feePayer: feePayer, fee: meta.fee, meta: meta, tokenChanges: tokenChanges)
        return HistoryEntry(
            address: address, signature: signature, slot: response.slot,
            blockTime: response.blockTime.map { Date(timeIntervalSince1970: TimeInterval($0)) },
            error: meta.err.map { "\($0)" }, fee: fee, direction: direction, lamports: solChange.magnitude,
            tokenChanges: tokenChanges, counterparty: counterparty, memo: memo(message: message, keys: keys))
    }

    /// The token balances of accounts owned by `address` that changed, one per mint (summed over its accounts).
    static func tokenChanges(of address: PublicKey, meta: TransactionMeta) -> [HistoryEntry.TokenChange] {
        var net: [PublicKey: (change: Int128Value, decimals: UInt8)] = [:]
        func add(_ balances: [TokenBalance]?, sign: Int) {
            for balance in balances ?? [] where balance.owner == address {
                guard let amount = UInt64(balance.uiTokenAmount.amount) else { continue }
                var entry = net[balance.mint] ?? (Int128Value(), balance.uiTokenAmount.decimals)
                entry.change.add(amount, negative: sign < 0)
                net[balance.mint] = entry
            }
        }
        add(meta.postTokenBalances, sign: 1)
        add(meta.preTokenBalances, sign: -1)
        return net.compactMap { mint, value in
            guard !value.change.isZero, let amount = value.change.magnitude else { return nil }
            return HistoryEntry.TokenChange(
                mint: mint, decimals: value.decimals, amount: amount, isIncrease: !value.change.negative)
        }.sorted { $0.mint.base58 < $1.mint.base58 }
    }

    /// The other side: for tokens the owner whose balance of the same mint moved the other way; for SOL the account
    /// whose change mirrors the address's most closely.
    static func counterparty(
        of address: PublicKey, keys: [PublicKey], changes: [Int64], solChange: Int64,
        feePayer: PublicKey?, fee: UInt64, meta: TransactionMeta,
        tokenChanges: [HistoryEntry.TokenChange]
    ) -> PublicKey? {
        if let token = tokenChanges.first {
            var others: [PublicKey: Int128Value] = [:]
            for (balances, negative) in [(meta.postTokenBalances, false), (meta.preTokenBalances, true)] {
                for balance in balances ?? [] where balance.mint == token.mint {
                    guard let owner = balance.owner, owner != address, let amount = UInt64(balance.uiTokenAmount.amount)
                    else { continue }
                    others[owner, default: Int128Value()].add(amount, negative: negative)
                }
            }
            // The owner whose balance moved the opposite way.
            if let match = others.first(where: { !$0.value.isZero && $0.value.negative == token.isIncrease }) {
                return match.key
            }
        }
        guard solChange != 0 else { return nil }
        var best: (key: PublicKey, distance: UInt64)?
        for (key, change) in zip(keys, changes) where key != address {
            var adjusted = change
            if key == feePayer { adjusted += Int64(clamping: fee) }
            guard adjusted != 0, (adjusted > 0) != (solChange > 0) else { continue }
            let distance =
                (adjusted.magnitude > solChange.magnitude
                    ? adjusted.magnitude - solChange.magnitude
                    : solChange.magnitude - adjusted.magnitude)
            if best == nil || distance < best!.distance { best = (key, distance) }
        }
        return best?.key
    }

    /// The text of the transaction's memo instructions (SPL Memo v1 or v2), joined by "; ".
    static func memo(message: VersionedMessage, keys: [PublicKey]) -> String? {
        let texts = message.instructions.compactMap { instruction -> String? in
            let index = Int(instruction.programIdIndex)
            guard index < keys.count, keys[index] == .memoProgram || keys[index] == .memoProgramV1 else { return nil }
            return String(bytes: instruction.data, encoding: .utf8)
        }
        return texts.isEmpty ? nil : texts.joined(separator: "; ")
    }
}

/// A signed sum of u64 amounts without overflow (a sign and a 128-bit magnitude in two words).
struct Int128Value: Sendable {
    private(set) var negative = false
    private var high: UInt64 = 0
    private var low: UInt64 = 0

    var isZero: Bool { high == 0 && low == 0 }

    /// The magnitude, when it fits in 64 bits.
    var magnitude: UInt64? { high == 0 ? low : nil }

    mutating func add(_ amount: UInt64, negative subtract: Bool) {
        if subtract == negative || isZero {
            if isZero { negative = subtract }
            let (sum, carry) = low.addingReportingOverflow(amount)
            low = sum
            if carry { high += 1 }
        } else if high > 0 || low >= amount {
            let (difference, borrow) = low.subtractingReportingOverflow(amount)
            low = difference
            if borrow { high -= 1 }
        } else {
            low = amount - low
            negative = subtract
        }
    }
}
