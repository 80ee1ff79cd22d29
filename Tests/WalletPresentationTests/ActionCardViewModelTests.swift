import Foundation
import SolanaWallet
import Testing
import WalletPresentation

/// The action card a terminal shows: who asks by the link's domain, the action's texts sanitized, its icon as an
/// address, the buttons with their parameters; the heading and labels in each language.
@Suite struct ActionCardViewModelTests {
    static let json = #"""
        {"type": "action", "icon": "https://cdn.example/i.png", "title": "Donate \u001b[31m now",
         "description": "Give \u202e to us", "label": "Donate",
         "links": {"actions": [
           {"label": "Give", "href": "/api/donate?amount={amount}",
            "parameters": [{"type": "number", "name": "amount", "label": "SOL", "required": true, "min": 0.1, "max": 5,
                            "patternDescription": "a SOL amount"}]},
           {"label": "Say hi", "href": "/api/hi"}]}}
        """#

    @Test func theCardSaysWhoAsksAndSanitizesWhatTheActionSent() throws {
        let action = try ActionResponse.metadata(Array(Self.json.utf8))
        let url = try #require(URL(string: "https://donate.example/api/donate"))
        let card = ActionCardViewModel(action, url: url, language: .en)
        #expect(card.heading == "Action from donate.example")
        #expect(card.fields.map(\.label) == ["Title", "Description", "Icon (not fetched)"])
        #expect(card.fields.allSatisfy { !$0.value.contains("\u{1B}") && !$0.value.contains("\u{202E}") })
        #expect(card.fields[2].value == "https://cdn.example/i.png")
        #expect(card.buttons.map(\.label) == ["Give", "Say hi"])
        let amount = try #require(card.buttons.first?.parameters.first)
        #expect(amount.label == "SOL" && amount.required && amount.hint == "number · 0.1–5 · a SOL amount")
        let text = card.terminalText(style: .plain)
        #expect(text.contains("[1] Give: amount (number, required)") && text.contains("[2] Say hi"), "\(text)")
    }

    @Test func theHeadingAndLabelsFollowTheLanguage() throws {
        let action = try ActionResponse.metadata(Array(Self.json.utf8))
        let url = try #require(URL(string: "https://donate.example/api/donate"))
        var headings: Set<String> = []
        for language in Language.allCases {
            let card = ActionCardViewModel(action, url: url, language: language)
            #expect(card.heading.contains("donate.example"))
            headings.insert(card.heading)
            if language != .en {
                #expect(card.fields[0].label != "Title" && !card.terminalText(style: .plain).contains("required"))
            }
        }
        #expect(headings.count == Language.allCases.count)
        #expect(ActionCardViewModel(action, url: url, language: .pt).heading == "Ação de donate.example")
    }
}
