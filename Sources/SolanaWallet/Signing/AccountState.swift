import SolanaCore
import SolanaRPC
import SolanaTransactions

/// One account as the chain holds it at a moment: its lamports, owning program and raw data.
///
/// The effects of a transaction are worked out from two of these per account, before and after a simulation.
public struct AccountState: Sendable, Equatable {
    /// The account's balance in lamports.
    public var lamports: UInt64
    /// The program that owns the account.
    public var owner: PublicKey
    /// Whether the account holds a program.
    public var executable: Bool
    /// The account's data.
    public var data: [UInt8]

    /// An account state from its parts.
    public init(lamports: UInt64, owner: PublicKey, executable: Bool = false, data: [UInt8] = []) {
        self.lamports = lamports
        self.owner = owner
        self.executable = executable
        self.data = data
    }

    /// The state the node reported; a parsed (`jsonParsed`) answer counts as empty data.
    public init(_ info: AccountInfo) {
        var bytes: [UInt8] = []
        if case .binary(let raw) = info.data { bytes = raw }
        self.init(lamports: info.lamports, owner: info.owner, executable: info.executable, data: bytes)
    }

    /// What the account is, read from its owner and data.
    public var kind: AccountKind { AccountKind(self) }
}

/// Someone who holds a power over an account: the roles a transaction's signer can hold, and whose changes the
/// effects report.
public enum AuthorityRole: String, Sendable, Codable, CaseIterable {
    /// The account's own key (a wallet's system account).
    case key
    /// The owner of a token account (who may transfer, burn, approve and close).
    case tokenOwner
    /// The delegate of a token account (who may move up to the delegated amount).
    case delegate
    /// Who may close a token account (and take its rent) when it is not the owner.
    case closeAuthority
    /// Who may mint more of a token.
    case mintAuthority
    /// Who may freeze the token accounts of a mint.
    case freezeAuthority
    /// A stake account's staker (delegates, deactivates, splits).
    case staker
    /// A stake account's withdrawer (owns the SOL).
    case withdrawer
    /// A stake account's lockup custodian (may lift the lockup).
    case lockupCustodian
    /// Who may advance or withdraw from a durable nonce account.
    case nonceAuthority
    /// Who may upgrade a program (its program data or buffer account).
    case upgradeAuthority
    /// Who may extend, deactivate and close an address lookup table.
    case lookupTableAuthority
}

/// What an account is: the kinds of account a wallet's key can hold power over, or anything else.
public enum AccountKind: Sendable, Equatable {
    /// A System-owned account without data (a wallet's SOL).
    case system
    /// An initialized durable nonce account.
    case nonce(NonceAccountState)
    /// An SPL Token or Token-2022 account.
    case tokenAccount(TokenAccount, program: PublicKey)
    /// An SPL Token or Token-2022 mint.
    case mint(TokenMint, program: PublicKey)
    /// A stake account (any state).
    case stake(StakeAccountState)
    /// The program data account of an upgradeable program; `authority` nil when it can no longer be upgraded.
    case programData(upgradeAuthority: PublicKey?)
    /// A buffer of the upgradeable loader.
    case programBuffer(authority: PublicKey?)
    /// An address lookup table; `authority` nil when frozen.
    case lookupTable(authority: PublicKey?)
    /// Anything else: owned by `owner`, which the wallet does not read.
    case other(owner: PublicKey)

    /// Reads `state`. Never fails: what cannot be read is `.other`.
    public init(_ state: AccountState) {
        let data = state.data
        switch state.owner {
        case .systemProgram:
            if data.isEmpty {
                self = .system
            } else if let nonce = NonceAccountState(data: data) {
                self = .nonce(nonce)
            } else {
                self = .other(owner: state.owner)
            }
        case .tokenProgram, .token2022Program:
            switch TokenProgramAccount(owner: state.owner, data: data) {
            case .mint(let mint, let program): self = .mint(mint, program: program)
            case .account(let account, let program): self = .tokenAccount(account, program: program)
            case nil: self = .other(owner: state.owner)
            }
        case .stakeProgram:
            if let stake = try? StakeAccountState(bytes: data) {
                self = .stake(stake)
            } else {
                self = .other(owner: state.owner)
            }
        case .bpfLoaderUpgradeable:
            self = Self.upgradeable(data) ?? .other(owner: state.owner)
        case .addressLookupTableProgram:
            // Type (u32: 1 = lookup table), deactivation slot, last extended slot, start index, then the authority
            // as an option (tag byte, key), padding: 56 bytes of metadata.
            guard data.count >= AddressLookupTableAccount.metadataLength, Self.u32(data, 0) == 1,
                (data.count - AddressLookupTableAccount.metadataLength) % 32 == 0, data[21] <= 1
            else {
                self = .other(owner: state.owner)
                return
            }
            self = .lookupTable(authority: data[21] == 1 ? Self.key(data, 22) : nil)
        default:
            self = .other(owner: state.owner)
        }
    }

    /// The upgradeable loader's states: Buffer (1: option authority) and ProgramData (3: slot, option authority).
    static func upgradeable(_ data: [UInt8]) -> AccountKind? {
        guard data.count >= 4 else { return nil }
        switch Self.u32(data, 0) {
        case 1:
            guard data.count >= 5, data[4] <= 1, data[4] == 0 || data.count >= 37 else { return nil }
            return .programBuffer(authority: data[4] == 1 ? Self.key(data, 5) : nil)
        case 3:
            guard data.count >= 13, data[12] <= 1, data[12] == 0 || data.count >= 45 else { return nil }
            return .programData(upgradeAuthority: data[12] == 1 ? Self.key(data, 13) : nil)
        default: return nil
        }
    }

    /// Every power over the account and who holds it (nil: nobody), in a fixed order per kind.
    public var authorities: [(role: AuthorityRole, holder: PublicKey?)] {
        switch self {
        case .system, .other: return []
        case .nonce(let nonce): return [(.nonceAuthority, nonce.authority)]
        case .tokenAccount(let account, _):
            return [
                (.tokenOwner, account.owner), (.delegate, account.delegate), (.closeAuthority, account.closeAuthority),
            ]
        case .mint(let mint, _):
            return [(.mintAuthority, mint.mintAuthority), (.freezeAuthority, mint.freezeAuthority)]
        case .stake(let stake):
            guard let meta = stake.meta else { return [] }
            return [
                (.staker, meta.authorized.staker), (.withdrawer, meta.authorized.withdrawer),
                // The zero key is the program's "no custodian".
                (.lockupCustodian, meta.lockup.custodian == .systemProgram ? nil : meta.lockup.custodian),
            ]
        case .programData(let authority), .programBuffer(let authority): return [(.upgradeAuthority, authority)]
        case .lookupTable(let authority): return [(.lookupTableAuthority, authority)]
        }
    }

    /// The roles among `authorities` held by one of `signers`. A lockup custodian alone moves nothing, so it is not a
    /// role of control.
    public func roles(of signers: Set<PublicKey>) -> [AuthorityRole] {
        authorities.compactMap { entry in
            guard entry.role != .lockupCustodian, let holder = entry.holder, signers.contains(holder) else {
                return nil
            }
            return entry.role
        }
    }

    /// A short name of the kind for reviews and JSON: "system", "token-account", "stake", …
    public var name: String {
        switch self {
        case .system: return "system"
        case .nonce: return "nonce"
        case .tokenAccount: return "token-account"
        case .mint: return "mint"
        case .stake: return "stake"
        case .programData: return "program-data"
        case .programBuffer: return "program-buffer"
        case .lookupTable: return "lookup-table"
        case .other: return "other"
        }
    }

    static func u32(_ b: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(b[at + $1]) << (8 * UInt32($1)) }
    }

    static func key(_ b: [UInt8], _ at: Int) -> PublicKey {
        b.withUnsafeBytes { PublicKey(buffer: UnsafeRawBufferPointer(rebasing: $0[at..<at + 32])) }
    }
}
