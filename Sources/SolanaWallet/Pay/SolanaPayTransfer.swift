import SolanaCore
import SolanaTransactions

extension SolanaPayTransferRequest {
    /// The payer's instructions for this request: a Memo instruction (when the request has a memo) followed by the
    /// transfer, last, with every reference appended as a read-only non-signer key in the URL's order.
    ///
    /// - SOL: a System transfer of the amount in lamports.
    /// - SPL: `TransferChecked` from the payer's associated token account to the recipient's (both derived for the
    ///   mint under `tokenProgram`, the program that owns the mint), of the amount in base units.
    ///
    /// The recipient's token account must exist (as with the reference implementation, it is not created here).
    ///
    /// - Parameters:
    ///   - payer: the wallet that pays and signs.
    ///   - mintDecimals: the mint's decimals (read from the mint account); required for a token request.
    ///   - tokenProgram: the mint's owner, SPL Token or Token-2022.
    ///   - enteredAmount: the amount the user entered, used only when the request has none.
    /// - Throws: `SolanaPayError.badAmount` when the amount has more decimals than the unit or overflows,
    ///   `.missingAmount`, `.missingMintDecimals`, `.unsupportedTokenProgram`, `.payerIsRecipient`.
    public func transferInstructions(
        payer: PublicKey, mintDecimals: UInt8? = nil, tokenProgram: PublicKey = .tokenProgram,
        enteredAmount: SolanaPayAmount? = nil
    ) throws(SolanaPayError) -> [Instruction] {
        guard let amount = amount ?? enteredAmount else { throw .missingAmount }
        guard payer != recipient else { throw .payerIsRecipient }
        let extraKeys = references.map { AccountMeta.readonly($0) }
        var transfer: Instruction
        if let mint = splToken {
            guard let decimals = mintDecimals else { throw .missingMintDecimals }
            guard tokenProgram == .tokenProgram || tokenProgram == .token2022Program else {
                throw .unsupportedTokenProgram(tokenProgram)
            }
            let units: UInt64
            do { units = try amount.baseUnits(decimals: Int(decimals)) } catch { throw .badAmount(amount.text, error) }
            transfer = TokenProgram.transferChecked(
                source: .associatedTokenAddress(owner: payer, mint: mint, tokenProgram: tokenProgram), mint: mint,
                destination: .associatedTokenAddress(owner: recipient, mint: mint, tokenProgram: tokenProgram),
                owner: payer, amount: units, decimals: decimals, programId: tokenProgram)
        } else {
            let lamports: UInt64
            do { lamports = try amount.lamports() } catch { throw .badAmount(amount.text, error) }
            transfer = SystemProgram.transfer(from: payer, to: recipient, lamports: lamports)
        }
        transfer.accounts += extraKeys
        guard let memo else { return [transfer] }
        return [MemoProgram.memo(memo), transfer]
    }
}
