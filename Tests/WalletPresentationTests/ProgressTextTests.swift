import SolanaCore
import SolanaWallet
import Testing
import WalletPresentation

/// A send's progress and the spinner's activities in the four languages (`ProgressText`).
@Suite struct ProgressTextTests {
    static let signature = Sample.signature(7)

    @Test func aSendsProgressIsSaidInEachLanguage() {
        let expected: [Language: (sending: String, resent: String, confirmed: String)] = [
            .en: ("Sending \(Self.signature.base58)…", "Not seen by the cluster yet: sent again (2)…", "Confirmed."),
            .pt: (
                "Enviando \(Self.signature.base58)…", "Ainda não visto pela rede: enviado de novo (2)…", "Confirmado."
            ),
            .el: (
                "Αποστολή \(Self.signature.base58)…", "Δεν έχει εμφανιστεί ακόμη στο δίκτυο: στάλθηκε ξανά (2)…",
                "Επιβεβαιώθηκε."
            ),
            .tr: ("\(Self.signature.base58) gönderiliyor…", "Ağ henüz görmedi: yeniden gönderildi (2)…", "Onaylandı."),
        ]
        for language in Language.allCases {
            let lines = expected[language]
            #expect(ProgressText.line(.signing, language: language) == nil)
            #expect(ProgressText.line(.sending(Self.signature), language: language) == lines?.sending)
            #expect(ProgressText.line(.resent(Self.signature, count: 2), language: language) == lines?.resent)
            #expect(ProgressText.line(.confirmed(Self.signature), language: language) == lines?.confirmed)
        }
        // A count is grouped as the language writes numbers.
        #expect(ProgressText.line(.resent(Self.signature, count: 12_345), language: .pt)?.contains("12.345") == true)
    }

    @Test func everyActivityIsTranslatedAndNamesItsValue() {
        for activity in ProgressText.Activity.allCases {
            let english = ProgressText.line(activity, language: .en)
            #expect(english.hasSuffix("…"), "\(activity)")
            var seen: Set<String> = [english]
            for language in Language.allCases where language != .en {
                let line = ProgressText.line(activity, language: language)
                #expect(!line.isEmpty && !line.contains("{"), "\(language) \(activity)")
                #expect(line != english, "\(language) \(activity): \(line)")
                seen.insert(line)
            }
            #expect(seen.count == 4, "\(activity): \(seen)")
        }
        #expect(ProgressText.line(.preparingTransfer, language: .en) == "Preparing the transfer…")
        #expect(ProgressText.line(.preparingTransfer, language: .tr) == "Transfer hazırlanıyor…")
        #expect(ProgressText.line(.waitingFor(cluster: "devnet"), language: .pt) == "Aguardando devnet…")
        #expect(ProgressText.line(.loadingCoin("bit\u{1B}[2Jcoin"), language: .el) == #"Φόρτωση bit\e[2Jcoin…"#)
    }
}
