import SolanaCore

/// A token mint's state (SPL Token: 82 bytes; Token-2022: the same base, then extensions).
public struct TokenMint: Sendable, Hashable {
    /// Size of the base mint layout.
    public static let length = 82
    /// Who may mint; nil once minting is disabled for good.
    public var mintAuthority: PublicKey?
    /// Base units in circulation.
    public var supply: UInt64
    /// Decimal places of the UI amount.
    public var decimals: UInt8
    /// Whether the mint was initialized.
    public var isInitialized: Bool
    /// Who may freeze token accounts, if anyone.
    public var freezeAuthority: PublicKey?
    /// Token-2022 extensions (empty for SPL Token).
    public var extensions: [TokenExtension]

    /// Reads mint account data.
    ///
    /// - Throws: `InstructionDecodingError` when shorter than 82 bytes or an option tag is not 0/1.
    public init(data: [UInt8]) throws(InstructionDecodingError) {
        var reader = DataReader(data, program: "Token mint", instruction: "state")
        mintAuthority = try reader.stateOptionKey("mint authority")
        supply = try reader.u64("supply")
        decimals = try reader.u8("decimals")
        let initialized = try reader.u8("is_initialized")
        guard initialized <= 1 else {
            throw .invalidValue(program: "Token mint", field: "is_initialized", detail: "\(initialized)")
        }
        isInitialized = initialized == 1
        freezeAuthority = try reader.stateOptionKey("freeze authority")
        extensions = try TokenExtension.parse(data, expectedType: 1)
    }
}

/// A token account's state (SPL Token: 165 bytes; Token-2022: the same base, then extensions).
public struct TokenAccount: Sendable, Hashable {
    /// Size of the base account layout.
    public static let length = 165

    /// Whether the account can be used.
    public enum State: UInt8, Sendable, Hashable {
        /// Not yet initialized.
        case uninitialized = 0
        /// Usable.
        case initialized = 1
        /// Frozen by the mint's freeze authority.
        case frozen = 2
    }

    /// The token mint.
    public var mint: PublicKey
    /// The wallet that owns the tokens.
    public var owner: PublicKey
    /// Balance in base units.
    public var amount: UInt64
    /// A delegate allowed to move `delegatedAmount`.
    public var delegate: PublicKey?
    /// Initialized, frozen…
    public var state: State
    /// For wrapped SOL: the rent-exempt reserve in lamports.
    public var isNative: UInt64?
    /// How much the delegate may still move.
    public var delegatedAmount: UInt64
    /// Who may close the account besides the owner.
    public var closeAuthority: PublicKey?
    /// Token-2022 extensions (empty for SPL Token).
    public var extensions: [TokenExtension]

    /// Reads token account data.
    ///
    /// - Throws: `InstructionDecodingError` when shorter than 165 bytes or a tag/state is out of range.
    public init(data: [UInt8]) throws(InstructionDecodingError) {
        var reader = DataReader(data, program: "Token account", instruction: "state")
        mint = try reader.key("mint")
        owner = try reader.key("owner")
        amount = try reader.u64("amount")
        delegate = try reader.stateOptionKey("delegate")
        let stateByte = try reader.u8("state")
        guard let state = State(rawValue: stateByte) else {
            throw .invalidValue(program: "Token account", field: "state", detail: "\(stateByte)")
        }
        self.state = state
        isNative = try reader.stateOptionU64("is_native")
        delegatedAmount = try reader.u64("delegated amount")
        closeAuthority = try reader.stateOptionKey("close authority")
        extensions = try TokenExtension.parse(data, expectedType: 2)
    }
}

/// One Token-2022 extension from the TLV area after the base layout; unknown types are kept, not rejected.
public struct TokenExtension: Sendable, Hashable {
    /// The extension type number (`ExtensionType` in spl-token-2022).
    public var type: UInt16
    /// The extension's raw value.
    public var value: [UInt8]

    /// The extension's name, or "unknown(N)".
    public var name: String {
        let names = [
            "uninitialized", "transferFeeConfig", "transferFeeAmount", "mintCloseAuthority", "confidentialTransferMint",
            "confidentialTransferAccount", "defaultAccountState", "immutableOwner", "memoTransfer", "nonTransferable",
            "interestBearingConfig", "cpiGuard", "permanentDelegate", "nonTransferableAccount", "transferHook",
            "transferHookAccount", "confidentialTransferFeeConfig", "confidentialTransferFeeAmount", "metadataPointer",
            "tokenMetadata", "groupPointer", "tokenGroup", "groupMemberPointer", "tokenGroupMember",
            "confidentialMintBurn", "scaledUiAmount", "pausable", "pausableAccount",
        ]
        return Int(type) < names.count ? names[Int(type)] : "unknown(\(type))"
    }

    /// A TLV entry.
    public init(type: UInt16, value: [UInt8]) {
        self.type = type
        self.value = value
    }

    /// Reads the TLV entries after byte 165 (account type byte at 165, entries from 166).
    static func parse(_ data: [UInt8], expectedType: UInt8) throws(InstructionDecodingError) -> [TokenExtension] {
        guard data.count > TokenAccount.length else { return [] }
        let program = "Token-2022 extensions"
        // A Token-2022 mint pads its 82-byte base with zeros up to 165.
        if expectedType == 1, data[TokenMint.length..<TokenAccount.length].contains(where: { $0 != 0 }) {
            throw .invalidValue(program: program, field: "mint padding", detail: "non-zero bytes between 82 and 165")
        }
        let accountType = data[TokenAccount.length]
        guard accountType == expectedType else {
            throw .invalidValue(
                program: program, field: "account type", detail: "\(accountType), expected \(expectedType)")
        }
        var reader = DataReader(data, program: program, instruction: "TLV", offset: TokenAccount.length + 1)
        var extensions: [TokenExtension] = []
        while reader.remaining >= 4 {
            let type = try reader.u16("extension type")
            let length = try reader.u16("extension length")
            if type == 0 && length == 0 { break }  // Uninitialized: the rest is padding.
            extensions.append(TokenExtension(type: type, value: try reader.raw(Int(length), "extension value")))
        }
        return extensions
    }
}
