import SolanaCore

/// What an account owned by SPL Token or Token-2022 holds: a mint or a token account.
public enum TokenProgramAccount: Sendable, Hashable {
    /// A token mint.
    case mint(TokenMint, program: PublicKey)
    /// A token account (a wallet's balance of one mint).
    case account(TokenAccount, program: PublicKey)

    /// Reads an account's data given its owner program; nil when the owner is not a token program or the data
    /// is neither a mint nor a token account (a multisig, an uninitialized or a malformed account).
    ///
    /// The layouts are told apart as the token programs do: SPL Token by size (a mint is 82 bytes, an account
    /// 165); Token-2022 by the account-type byte at offset 165 (1 mint, 2 account) when there are extensions.
    public init?(owner: PublicKey, data: [UInt8]) {
        guard owner == .tokenProgram || owner == .token2022Program else { return nil }
        let extended = owner == .token2022Program && data.count > TokenAccount.length
        if data.count == TokenMint.length || (extended && data[TokenAccount.length] == 1) {
            guard let mint = try? TokenMint(data: data) else { return nil }
            self = .mint(mint, program: owner)
        } else if data.count == TokenAccount.length || (extended && data[TokenAccount.length] == 2) {
            guard let account = try? TokenAccount(data: data) else { return nil }
            self = .account(account, program: owner)
        } else {
            return nil
        }
    }

    /// The owning program (SPL Token or Token-2022).
    public var program: PublicKey {
        switch self {
        case .mint(_, let program), .account(_, let program): return program
        }
    }

    /// "spl-token" or "spl-token-2022".
    public var programName: String { program == .token2022Program ? "spl-token-2022" : "spl-token" }
}
