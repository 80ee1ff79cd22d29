/// What a written backup says, in the user's language: `solwallet backup`'s line and the dashboard's notice.
public enum BackupText {
    /// "Backed up 2 wallets (3 accounts) to FILE." in `language`, each count in its plural form.
    public static func written(wallets: Int, accounts: Int, file: String, language: Language) -> String {
        let l10n = Localizer(language)
        return l10n(
            .backupDone, l10n.count(.cliWalletCountOne, .cliWalletCountOther, wallets),
            l10n.count(.cliAccountCountOne, .cliAccountCountOther, accounts), file)
    }
}
