import Testing
import WalletPresentation

@testable import WalletWeb

/// The dashboard has no string table of its own: every `{{t.KEY}}` of its templates is an `L10nKey`, so the
/// completeness test of the four tables (WalletPresentation's) covers the dashboard too.
@Suite struct WebStringsTests {
    @Test func everyTemplateLabelIsAnL10nKey() {
        var seen = 0
        for (name, source) in Templates.sources {
            for match in source.matches(of: /\{\{[#^\/]?t\.([A-Za-z0-9]+)\}\}/) {
                seen += 1
                #expect(L10nKey(rawValue: String(match.1)) != nil, "template \(name): t.\(match.1) is no L10nKey")
            }
        }
        #expect(seen > 100, "the templates' labels were not found")
    }

    @Test func labelsFollowTheLanguage() {
        #expect(WebStrings.text("keystorePassword", .en) == "Keystore password")
        #expect(WebStrings.text("keystorePassword", .tr) == "Anahtar deposu parolası")
        #expect(WebStrings.all(.pt)["wallets"] == "Carteiras")
        #expect(WebStrings.all(.el).count == L10nKey.allCases.count)
        #expect(WebStrings.text("noSuchKey", .el) == "noSuchKey")
    }
}
