import SolanaCore

/// A decoded instruction as JSON (what `tx decode` shows, the SDK's analogue of the node's `jsonParsed`): its type
/// (the case name) and its fields as an `info` object.
///
/// Written out per instruction, not reflected: the keys are the SDK's argument labels, addresses are base58,
/// amounts and other 64-bit integers are JSON strings of decimal digits (`"18446744073709551615"`: a JSON number that
/// large is rounded by jq and JavaScript), one-byte numbers (decimals, a bump) are JSON numbers, and an absent
/// optional address is `null`.
public struct InstructionReport: Sendable, Encodable {
    /// A field value of `info`.
    public indirect enum Value: Sendable, Hashable, Encodable {
        /// An address (base58).
        case key(PublicKey)
        /// An address or `null`.
        case optionalKey(PublicKey?)
        /// Addresses (base58).
        case keys([PublicKey])
        /// An unsigned number, written as a string of decimal digits.
        case unsigned(UInt64)
        /// A signed number, written as a string of decimal digits (with "-" when negative).
        case signed(Int64)
        /// A one-byte number (a mint's decimals, a bump seed), written as a JSON number.
        case byte(UInt8)
        /// Text.
        case string(String)
        /// A nested object.
        case object(Info)
        /// A boolean.
        case boolean(Bool)
        /// A list of values.
        case list([Value])
        /// JSON `null` (an absent optional value).
        case null

        /// Encodes the value as its JSON form.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .key(let key): try container.encode(key.base58)
            case .optionalKey(let key?): try container.encode(key.base58)
            case .optionalKey(nil): try container.encodeNil()
            case .keys(let keys): try container.encode(keys.map(\.base58))
            case .unsigned(let number): try container.encode(String(number))
            case .signed(let number): try container.encode(String(number))
            case .byte(let number): try container.encode(number)
            case .string(let text): try container.encode(text)
            case .object(let info): try container.encode(info)
            case .boolean(let flag): try container.encode(flag)
            case .list(let values): try container.encode(values)
            case .null: try container.encodeNil()
            }
        }
    }

    /// The `info` object: fields in the order the SDK declares them (JSON output sorts them).
    public struct Info: Sendable, Hashable, Encodable {
        /// The fields: name and value.
        public let fields: [(String, Value)]

        /// An object of `fields`.
        public init(_ fields: [(String, Value)]) { self.fields = fields }

        /// Whether both hold the same fields in the same order.
        public static func == (lhs: Info, rhs: Info) -> Bool {
            lhs.fields.count == rhs.fields.count
                && zip(lhs.fields, rhs.fields).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        }

        /// Hashes the fields in order.
        public func hash(into hasher: inout Hasher) {
            for (name, value) in fields {
                hasher.combine(name)
                hasher.combine(value)
            }
        }

        /// The value of the field `name`, if any.
        public subscript(name: String) -> Value? { fields.first { $0.0 == name }?.1 }

        /// Encodes the fields as a JSON object.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (name, value) in fields { try container.encode(value, forKey: Key(name)) }
        }

        private struct Key: CodingKey {
            let stringValue: String
            init(_ name: String) { stringValue = name }
            init?(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }
    }

    /// The instruction's name ("transfer", "transferChecked", "withdraw").
    public let type: String
    /// Its fields.
    public let info: Info

    init(_ type: String, _ fields: [(String, Value)]) {
        self.type = type
        info = Info(fields)
    }

    /// The report of a decoded instruction; nil for an unknown program or an instruction that did not decode.
    public init?(_ decoded: DecodedInstruction) {
        switch decoded {
        case .system(let instruction): self = Self.system(instruction)
        case .token(let instruction, _): self = Self.token(instruction)
        case .associatedToken(let instruction): self = Self.associatedToken(instruction)
        case .memo(let memo): self.init("memo", [("text", .string(memo.text)), ("signers", .keys(memo.signers))])
        case .computeBudget(let instruction): self = Self.computeBudget(instruction)
        case .stake(let instruction): self = Self.stake(instruction)
        case .addressLookupTable(let instruction): self = Self.addressLookupTable(instruction)
        case .unknown: return nil
        }
    }

    static func system(_ instruction: SystemInstruction) -> InstructionReport {
        switch instruction {
        case .createAccount(let from, let newAccount, let lamports, let space, let owner):
            return .init(
                "createAccount",
                [
                    ("from", .key(from)), ("newAccount", .key(newAccount)),
                    ("lamports", .unsigned(lamports)), ("space", .unsigned(space)),
                    ("owner", .key(owner)),
                ])
        case .assign(let account, let owner):
            return .init("assign", [("account", .key(account)), ("owner", .key(owner))])
        case .transfer(let from, let to, let lamports):
            return .init("transfer", [("from", .key(from)), ("to", .key(to)), ("lamports", .unsigned(lamports))])
        case .createAccountWithSeed(let from, let newAccount, let base, let seed, let lamports, let space, let owner):
            return .init(
                "createAccountWithSeed",
                [
                    ("from", .key(from)), ("newAccount", .key(newAccount)),
                    ("base", .key(base)), ("seed", .string(seed)),
                    ("lamports", .unsigned(lamports)), ("space", .unsigned(space)),
                    ("owner", .key(owner)),
                ])
        case .advanceNonceAccount(let nonce, let authority):
            return .init("advanceNonceAccount", [("nonce", .key(nonce)), ("authority", .key(authority))])
        case .withdrawNonceAccount(let nonce, let to, let authority, let lamports):
            return .init(
                "withdrawNonceAccount",
                [
                    ("nonce", .key(nonce)), ("to", .key(to)),
                    ("authority", .key(authority)), ("lamports", .unsigned(lamports)),
                ])
        case .initializeNonceAccount(let nonce, let authority):
            return .init("initializeNonceAccount", [("nonce", .key(nonce)), ("authority", .key(authority))])
        case .authorizeNonceAccount(let nonce, let authority, let newAuthority):
            return .init(
                "authorizeNonceAccount",
                [
                    ("nonce", .key(nonce)), ("authority", .key(authority)),
                    ("newAuthority", .key(newAuthority)),
                ])
        case .allocate(let account, let space):
            return .init("allocate", [("account", .key(account)), ("space", .unsigned(space))])
        case .transferWithSeed(let from, let base, let to, let lamports, let seed, let owner):
            return .init(
                "transferWithSeed",
                [
                    ("from", .key(from)), ("base", .key(base)), ("to", .key(to)),
                    ("lamports", .unsigned(lamports)), ("seed", .string(seed)),
                    ("owner", .key(owner)),
                ])
        }
    }

    static func token(_ instruction: TokenInstruction) -> InstructionReport {
        switch instruction {
        case .initializeMint2(let mint, let decimals, let mintAuthority, let freezeAuthority):
            return .init(
                "initializeMint2",
                [
                    ("mint", .key(mint)), ("decimals", .byte(decimals)),
                    ("mintAuthority", .key(mintAuthority)),
                    ("freezeAuthority", .optionalKey(freezeAuthority)),
                ])
        case .initializeAccount3(let account, let mint, let owner):
            return .init(
                "initializeAccount3",
                [
                    ("account", .key(account)), ("mint", .key(mint)),
                    ("owner", .key(owner)),
                ])
        case .transfer(let source, let destination, let owner, let amount, let signers):
            return .init(
                "transfer",
                [
                    ("source", .key(source)), ("destination", .key(destination)),
                    ("owner", .key(owner)), ("amount", .unsigned(amount)),
                    ("signers", .keys(signers)),
                ])
        case .approve(let source, let delegate, let owner, let amount, let signers):
            return .init(
                "approve",
                [
                    ("source", .key(source)), ("delegate", .key(delegate)), ("owner", .key(owner)),
                    ("amount", .unsigned(amount)), ("signers", .keys(signers)),
                ])
        case .revoke(let source, let owner, let signers):
            return .init("revoke", [("source", .key(source)), ("owner", .key(owner)), ("signers", .keys(signers))])
        case .mintTo(let mint, let destination, let authority, let amount, let signers):
            return .init(
                "mintTo",
                [
                    ("mint", .key(mint)), ("destination", .key(destination)),
                    ("authority", .key(authority)), ("amount", .unsigned(amount)),
                    ("signers", .keys(signers)),
                ])
        case .burn(let account, let mint, let owner, let amount, let signers):
            return .init(
                "burn",
                [
                    ("account", .key(account)), ("mint", .key(mint)), ("owner", .key(owner)),
                    ("amount", .unsigned(amount)), ("signers", .keys(signers)),
                ])
        case .closeAccount(let account, let destination, let owner, let signers):
            return .init(
                "closeAccount",
                [
                    ("account", .key(account)), ("destination", .key(destination)),
                    ("owner", .key(owner)), ("signers", .keys(signers)),
                ])
        case .transferChecked(let source, let mint, let destination, let owner, let amount, let decimals, let signers):
            return .init(
                "transferChecked",
                [
                    ("source", .key(source)), ("mint", .key(mint)),
                    ("destination", .key(destination)), ("owner", .key(owner)),
                    ("amount", .unsigned(amount)), ("decimals", .byte(decimals)),
                    ("signers", .keys(signers)),
                ])
        case .mintToChecked(let mint, let destination, let authority, let amount, let decimals, let signers):
            return .init(
                "mintToChecked",
                [
                    ("mint", .key(mint)), ("destination", .key(destination)),
                    ("authority", .key(authority)), ("amount", .unsigned(amount)),
                    ("decimals", .byte(decimals)), ("signers", .keys(signers)),
                ])
        case .burnChecked(let account, let mint, let owner, let amount, let decimals, let signers):
            return .init(
                "burnChecked",
                [
                    ("account", .key(account)), ("mint", .key(mint)), ("owner", .key(owner)),
                    ("amount", .unsigned(amount)), ("decimals", .byte(decimals)),
                    ("signers", .keys(signers)),
                ])
        case .syncNative(let account):
            return .init("syncNative", [("account", .key(account))])
        }
    }

    static func associatedToken(_ instruction: AssociatedTokenInstruction) -> InstructionReport {
        switch instruction {
        case .create(let payer, let account, let owner, let mint, let tokenProgram):
            return .init(
                "create",
                [
                    ("payer", .key(payer)), ("account", .key(account)), ("owner", .key(owner)),
                    ("mint", .key(mint)), ("tokenProgram", .key(tokenProgram)),
                ])
        case .createIdempotent(let payer, let account, let owner, let mint, let tokenProgram):
            return .init(
                "createIdempotent",
                [
                    ("payer", .key(payer)), ("account", .key(account)),
                    ("owner", .key(owner)), ("mint", .key(mint)),
                    ("tokenProgram", .key(tokenProgram)),
                ])
        case .recoverNested(
            let nestedAccount, let nestedMint, let destination, let ownerAccount, let ownerMint,
            let wallet, let tokenProgram):
            return .init(
                "recoverNested",
                [
                    ("nestedAccount", .key(nestedAccount)), ("nestedMint", .key(nestedMint)),
                    ("destination", .key(destination)), ("ownerAccount", .key(ownerAccount)),
                    ("ownerMint", .key(ownerMint)), ("wallet", .key(wallet)),
                    ("tokenProgram", .key(tokenProgram)),
                ])
        }
    }

    static func computeBudget(_ instruction: ComputeBudgetInstruction) -> InstructionReport {
        switch instruction {
        case .requestHeapFrame(let bytes):
            return .init("requestHeapFrame", [("bytes", .unsigned(UInt64(bytes)))])
        case .setComputeUnitLimit(let units):
            return .init("setComputeUnitLimit", [("units", .unsigned(UInt64(units)))])
        case .setComputeUnitPrice(let microLamports):
            return .init("setComputeUnitPrice", [("microLamports", .unsigned(microLamports))])
        case .setLoadedAccountsDataSizeLimit(let bytes):
            return .init("setLoadedAccountsDataSizeLimit", [("bytes", .unsigned(UInt64(bytes)))])
        }
    }

    static func stake(_ instruction: StakeInstruction) -> InstructionReport {
        switch instruction {
        case .initialize(let stakeAccount, let authorized, let lockup):
            let authorizedInfo = Info([
                ("staker", .key(authorized.staker)),
                ("withdrawer", .key(authorized.withdrawer)),
            ])
            let lockupInfo = Info([
                ("unixTimestamp", .signed(lockup.unixTimestamp)), ("epoch", .unsigned(lockup.epoch)),
                ("custodian", .key(lockup.custodian)),
            ])
            return .init(
                "initialize",
                [
                    ("stakeAccount", .key(stakeAccount)), ("authorized", .object(authorizedInfo)),
                    ("lockup", .object(lockupInfo)),
                ])
        case .delegateStake(let stakeAccount, let voteAccount, let staker):
            return .init(
                "delegateStake",
                [
                    ("stakeAccount", .key(stakeAccount)), ("voteAccount", .key(voteAccount)),
                    ("staker", .key(staker)),
                ])
        case .withdraw(let stakeAccount, let to, let withdrawer, let lamports, let custodian):
            return .init(
                "withdraw",
                [
                    ("stakeAccount", .key(stakeAccount)), ("to", .key(to)),
                    ("withdrawer", .key(withdrawer)), ("lamports", .unsigned(lamports)),
                    ("custodian", .optionalKey(custodian)),
                ])
        case .deactivate(let stakeAccount, let staker):
            return .init("deactivate", [("stakeAccount", .key(stakeAccount)), ("staker", .key(staker))])
        case .split(let stakeAccount, let destination, let staker, let lamports):
            return .init(
                "split",
                [
                    ("stakeAccount", .key(stakeAccount)), ("destination", .key(destination)),
                    ("staker", .key(staker)), ("lamports", .unsigned(lamports)),
                ])
        case .merge(let destination, let source, let staker):
            return .init(
                "merge", [("destination", .key(destination)), ("source", .key(source)), ("staker", .key(staker))])
        }
    }

    static func addressLookupTable(_ instruction: AddressLookupTableInstruction) -> InstructionReport {
        switch instruction {
        case .create(let table, let authority, let payer, let recentSlot, let bump):
            return .init(
                "create",
                [
                    ("table", .key(table)), ("authority", .key(authority)), ("payer", .key(payer)),
                    ("recentSlot", .unsigned(recentSlot)), ("bump", .byte(bump)),
                ])
        case .freeze(let table, let authority):
            return .init("freeze", [("table", .key(table)), ("authority", .key(authority))])
        case .extend(let table, let authority, let payer, let addresses):
            return .init(
                "extend",
                [
                    ("table", .key(table)), ("authority", .key(authority)),
                    ("payer", .optionalKey(payer)), ("addresses", .keys(addresses)),
                ])
        case .deactivate(let table, let authority):
            return .init("deactivate", [("table", .key(table)), ("authority", .key(authority))])
        case .close(let table, let authority, let recipient):
            return .init(
                "close",
                [
                    ("table", .key(table)), ("authority", .key(authority)),
                    ("recipient", .key(recipient)),
                ])
        }
    }
}
