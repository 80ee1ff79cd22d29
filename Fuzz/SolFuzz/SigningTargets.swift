import SolanaCore
import SolanaTransactions
import SolanaWallet

let signingTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "transaction-effects", maxLen: 4096,
        summary:
            "random pre/post account states (owner, lamports, data shaped like system, token, mint, stake, nonce, program data and lookup table accounts) and instructions: TransactionEffects.compute and the payment policy never trap; every reported account is the signer's, really changes, and every authority change differs; SOL leaving is at most the sum of losses",
        run: fuzzTransactionEffects),
    FuzzTarget(
        name: "host-blocklist", maxLen: 8192,
        summary:
            "a blocklist file (Phantom's blocklist.yaml format): a list of hosts or a typed error naming the line; every host read is non-empty ASCII without '/', and a listed host blocks itself and its subdomains",
        run: fuzzHostBlocklist),
]

func fuzzHostBlocklist(_ input: [UInt8]) {
    guard let list = try? HostBlocklist(yaml: input) else { return }
    for host in list.hosts.prefix(64) {
        check(!host.isEmpty && host.utf8.count <= 253 && !host.contains("/"), "a bad host was read: \(host)")
        check(list.blocks(host) && list.blocks("sub." + host) && list.blocks(host.uppercased()), "\(host) not blocked")
    }
}

/// Reads the input as a little stream of choices.
private struct Bytes {
    var data: [UInt8]
    var at = 0
    mutating func byte() -> UInt8 {
        defer { at += 1 }
        return at < data.count ? data[at] : 0
    }
    mutating func u64() -> UInt64 { (0..<8).reduce(UInt64(0)) { acc, i in acc | UInt64(byte()) << (8 * UInt64(i)) } }
    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in byte() } }
}

func fuzzTransactionEffects(_ input: [UInt8]) {
    var stream = Bytes(data: input)
    // A small pool of keys, so states name the signer and each other often.
    let pool: [PublicKey] = (0..<6).map { i in
        [UInt8](repeating: UInt8(i + 1), count: 32).withUnsafeBytes { PublicKey(buffer: $0) }
    }
    let signer = pool[0]
    let owners: [PublicKey] = [
        .systemProgram, .tokenProgram, .token2022Program, .stakeProgram, .bpfLoaderUpgradeable,
        .addressLookupTableProgram, pool[5],
    ]
    func key() -> PublicKey { pool[Int(stream.byte()) % pool.count] }
    func state() -> AccountState? {
        let shape = stream.byte()
        if shape % 5 == 0 { return nil }
        let owner = owners[Int(stream.byte()) % owners.count]
        let sizes = [0, 80, 82, 165, 200, 45, 56 + 32, 170, Int(stream.byte())]
        var data = stream.bytes(sizes[Int(stream.byte()) % sizes.count])
        // Plant keys of the pool where authorities live, so the signer holds powers.
        for offset in [0, 4, 8, 12, 13, 22, 32, 44, 46, 92, 124]
        where offset + 32 <= data.count && stream.byte() % 2 == 0 {
            let k = key()
            data.replaceSubrange(offset..<offset + 32, with: k.bytes)
        }
        if data.count >= 8, stream.byte() % 2 == 0 { data[0] = stream.byte() % 4; data[1...3] = [0, 0, 0] }
        return AccountState(lamports: stream.u64() % 4 == 0 ? 0 : stream.u64(), owner: owner, data: data)
    }
    var snapshots: [TransactionEffects.Snapshot] = []
    for _ in 0..<(Int(stream.byte()) % 6 + 1) {
        let address = key()
        let before = state()
        // Often the same state with one change, so small differences are explored.
        var after = stream.byte() % 2 == 0 ? before : state()
        if var changed = after, stream.byte() % 2 == 0, !changed.data.isEmpty {
            changed.data[Int(stream.byte()) % changed.data.count] ^= stream.byte() | 1
            after = changed
        }
        snapshots.append(.init(address: address, before: before, after: after))
    }
    var instructions: [Instruction] = []
    for _ in 0..<(Int(stream.byte()) % 4) {
        let programs: [PublicKey] = [.systemProgram, .tokenProgram, .associatedTokenProgram, .stakeProgram, pool[4]]
        let accounts = (0..<(Int(stream.byte()) % 7)).map { _ in
            AccountMeta(publicKey: key(), isSigner: stream.byte() % 2 == 0, isWritable: stream.byte() % 2 == 0)
        }
        instructions.append(
            Instruction(
                programId: programs[Int(stream.byte()) % programs.count], accounts: accounts,
                data: stream.bytes(Int(stream.byte()) % 48)))
    }
    let fee = stream.u64() % 1_000_000
    let effects = TransactionEffects.compute(
        signers: [signer], feePayer: key(), fee: fee, snapshots: snapshots, instructions: instructions,
        rentExemptMinimum: { UInt64($0) * 6_960 + 890_880 })
    var losses: UInt64 = 0
    for account in effects.accounts {
        check(!account.roles.isEmpty, "an account without a role of the signer was reported")
        let changed =
            account.lamportsBefore != account.lamportsAfter || !account.changes.isEmpty
            || !account.authorityChanges.isEmpty || (account.token.map { $0.before != $0.after } ?? false)
        check(changed, "an account that does not change was reported")
        for change in account.authorityChanges {
            check(
                change.before != change.after || change.role == .delegate, "an authority change that changes nothing")
        }
        losses = losses.addingReportingOverflow(account.lamportsLost).overflow ? .max : losses + account.lamportsLost
    }
    check(effects.solLeaving <= losses, "more SOL leaving than the accounts lose")
    check(effects.solPaid <= effects.solLeaving, "the paid part is above what leaves")
    for policy in [SigningPolicy.payment(cap: try? PaymentCap("1.5")), .general] {
        _ = policy.refusals(effects, decimals: [pool[1]: 6])
    }
}
