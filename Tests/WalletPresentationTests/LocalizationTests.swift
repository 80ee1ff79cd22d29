import Foundation
import Testing

@testable import WalletPresentation

@Suite struct LocalizationTests {
    @Test(arguments: Language.allCases)
    func everyKeyIsTranslated(language: Language) {
        #expect(Localizer.missingKeys(in: language) == [], "\(language) lacks keys")
    }

    @Test(arguments: Language.allCases)
    func placeholdersMatchEnglish(language: Language) {
        #expect(Localizer.placeholderMismatches(in: language) == [], "\(language) has other placeholders")
    }

    @Test(arguments: Language.allCases)
    func noTranslationIsEmptyOrLeftInEnglishByMistake(language: Language) {
        let l10n = Localizer(language)
        for key in L10nKey.allCases {
            #expect(!l10n.template(key).trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key)")
        }
        guard language != .en else { return }
        // Sentences (errors, hints) must be translated; short terms like "Token" and "Slot" may stay.
        let sentences = L10nKey.allCases.filter { "\($0)".hasPrefix("error") || "\($0)".hasPrefix("hint") }
        for key in sentences { #expect(l10n.template(key) != key.english, "\(language) \(key) is English") }
    }

    @Test func placeholderCheckCatchesAMismatch() {
        #expect(Localizer.placeholders(in: "{2} of {1}, {1}") == [1, 2])
        #expect(Localizer.placeholders(in: "no {x} {} {1") == [])
        #expect(Localizer.placeholders(in: "{12}") == [12])
    }

    @Test func fillIsPositionalAndSinglePass() {
        #expect(Localizer.fill("{2} before {1}", ["a", "b"]) == "b before a")
        // An argument containing a placeholder is inserted as written, never filled again.
        #expect(Localizer.fill("memo: {1} / {2}", ["{2}", "x"]) == "memo: {2} / x")
        #expect(Localizer.fill("{3} {", ["a"]) == "{3} {")
    }

    @Test func walletTermsAreTheWalletsOwn() {
        #expect(Localizer(.pt)(.balance) == "Saldo")
        #expect(Localizer(.el)(.balance) == "Υπόλοιπο")
        #expect(Localizer(.tr)(.balance) == "Bakiye")
        #expect(Localizer(.pt)(.seedPhrase) == "Frase de recuperação")
        #expect(Localizer(.el)(.fee) == "Χρέωση")
        #expect(Localizer(.tr)(.send) == "Gönder")
        for language in Language.allCases {
            let all = L10nKey.allCases.map { Localizer(language).template($0).lowercased() }.joined(separator: " ")
            for wrong in ["equilibrium", "equilíbrio", "ισορροπία", "denge"] {
                #expect(!all.contains(wrong), "\(language) says \(wrong)")
            }
        }
    }

    @Test func wordOrderDiffersPerLanguage() {
        #expect(Localizer(.en)(.balanceOf, "7xKX…sAsU") == "Balance of 7xKX…sAsU")
        #expect(Localizer(.tr)(.balanceOf, "7xKX…sAsU") == "7xKX…sAsU bakiyesi")
        #expect(Localizer(.pt)(.balanceOf, "7xKX…sAsU") == "Saldo de 7xKX…sAsU")
    }

    @Test func languageFromIdentifiers() {
        #expect(Language(identifier: "pt_BR.UTF-8") == .pt)
        #expect(Language(identifier: "pt-BR") == .pt)
        #expect(Language(identifier: "el_GR") == .el)
        #expect(Language(identifier: "el_GR.UTF-8@euro") == .el)
        #expect(Language(identifier: "tr-TR") == .tr)
        #expect(Language(identifier: "TR") == .tr)
        #expect(Language(identifier: "en_US.UTF-8") == .en)
        #expect(Language(identifier: "de_DE") == nil)
        #expect(Language(identifier: "C") == nil)
        #expect(Language(identifier: "") == nil)
    }

    @Test func languageFromEnvironment() {
        #expect(Language.fromEnvironment([:]) == .en)
        #expect(Language.fromEnvironment(["LANG": "pt_BR.UTF-8"]) == .pt)
        #expect(Language.fromEnvironment(["LANG": "pt_BR.UTF-8", "LC_MESSAGES": "el_GR.UTF-8"]) == .el)
        #expect(Language.fromEnvironment(["LANG": "pt_BR.UTF-8", "LC_ALL": "tr_TR.UTF-8"]) == .tr)
        #expect(Language.fromEnvironment(["LANGUAGE": "de:el:pt", "LANG": "tr_TR.UTF-8"]) == .el)
        // gettext: LANGUAGE is ignored under the C locale; an unknown language falls back to English.
        #expect(Language.fromEnvironment(["LANGUAGE": "pt", "LC_ALL": "C"]) == .en)
        #expect(Language.fromEnvironment(["LANG": "de_DE.UTF-8"]) == .en)
        #expect(Language.fromEnvironment(["LC_ALL": "", "LANG": "el_GR"]) == .el)
        #expect(Language.resolve(option: "pt", environment: ["LANG": "el_GR"]) == .pt)
        #expect(Language.resolve(option: "xx", environment: [:]) == nil)
        #expect(Language.resolve(option: nil, environment: ["LANG": "el_GR"]) == .el)
    }

    @Test func pluralCategories() {
        #expect(Language.en.pluralCategory(1) == .one)
        #expect(Language.en.pluralCategory(0) == .other)
        #expect(Language.pt.pluralCategory(0) == .one)
        #expect(Language.pt.pluralCategory(2) == .other)
        #expect(Language.el.pluralCategory(1) == .one)
        #expect(Language.tr.pluralCategory(21) == .other)
    }
}
