import Foundation
import SolanaCore
import SolanaWallet
import Testing

@testable import WalletPresentation

/// Hand-made balances and history entries (no node), shown in each language.
enum Sample {
    static let owner = try! PublicKey("7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU")
    static let usdc = try! PublicKey("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")
    static let friend = try! PublicKey(bytes: [UInt8](repeating: 7, count: 32))
    static let otherMint = try! PublicKey(bytes: [UInt8](repeating: 9, count: 32))
    static let emptyMint = try! PublicKey(bytes: [UInt8](repeating: 3, count: 32))
    /// 2025-03-14T09:26:53Z.
    static let now = Date(timeIntervalSince1970: 1_741_944_413)

    static func key(_ byte: UInt8) -> PublicKey { try! PublicKey(bytes: [UInt8](repeating: byte, count: 32)) }
    static func signature(_ byte: UInt8) -> Signature { try! Signature(bytes: [UInt8](repeating: byte, count: 64)) }

    static let balance = AccountBalance(
        address: owner, lamports: 1_500_000_000,
        tokens: [
            TokenHolding(account: key(20), mint: emptyMint, amount: 0, decimals: 6, program: .token),
            TokenHolding(account: key(21), mint: otherMint, amount: 42, decimals: 0, program: .token2022),
            TokenHolding(account: key(22), mint: usdc, amount: 1_234_560_000, decimals: 6, program: .token),
        ],
        slot: 123_456_789, fetchedAt: now.addingTimeInterval(-3 * 86_400 - 600))

    static let entries: [HistoryEntry] = [
        HistoryEntry(
            address: owner, signature: signature(1), slot: 300, blockTime: now.addingTimeInterval(-3_600),
            error: nil, fee: 0, direction: .received, lamports: 1_500_000_000, tokenChanges: [],
            counterparty: friend, memo: "rent\u{1B}[2J for March"),
        HistoryEntry(
            address: owner, signature: signature(2), slot: 200, blockTime: now.addingTimeInterval(-86_400),
            error: nil, fee: 5_000, direction: .sent, lamports: 250_000_000, tokenChanges: [],
            counterparty: friend, memo: nil),
        HistoryEntry(
            address: owner, signature: signature(3), slot: 150, blockTime: now.addingTimeInterval(-2 * 86_400),
            error: nil, fee: 0, direction: .received, lamports: 0,
            tokenChanges: [.init(mint: usdc, decimals: 6, amount: 12_500_000, isIncrease: true)],
            counterparty: key(30), memo: "café ☕"),
        HistoryEntry(
            address: owner, signature: signature(4), slot: 100, blockTime: nil,
            error: "InstructionError(0, Custom(1))", fee: 5_000, direction: .other, lamports: 0,
            tokenChanges: [], counterparty: nil, memo: nil),
    ]
}

@Suite struct BalanceViewModelTests {
    @Test(arguments: [(Language.en, "Balance"), (.pt, "Saldo"), (.el, "Υπόλοιπο"), (.tr, "Bakiye")])
    func remoteBalance(language: Language, title: String) throws {
        let model = BalanceViewModel(LoadedBalance(balance: Sample.balance, source: .remote), language: language)
        let value = try #require(model.value)
        #expect(model.error == nil && !model.isLoading)
        #expect(value.title == title)
        #expect(value.sol.text == (language == .en ? "1.5" : "1,5"))
        #expect(value.sol.amount == "1.5" && value.sol.baseUnits == 1_500_000_000)
        // Non-zero holdings first; the empty one last.
        #expect(value.tokens.map(\.amount.baseUnits).last == 0)
        #expect(value.tokens.first { $0.mint == Sample.usdc.base58 }?.label == "USDC")
        #expect(
            value.tokens.first { $0.mint == Sample.usdc.base58 }?.amount.text
                == (language == .en ? "1,234.56" : "1.234,56"))
        #expect(value.offline == nil && value.tokensPlaceholder == nil)
        #expect(value.slotText == (language == .en ? "slot 123,456,789" : "slot 123.456.789"))
    }

    @Test(arguments: [
        (Language.en, "Saved 3 days ago — offline: connection refused (http://x)"),
        // The node's reason is English: another language leaves it to `reason` (issue 28).
        (.pt, "Salvo há 3 dias — sem conexão"), (.el, "Αποθηκεύτηκε πριν από 3 ημέρες — εκτός σύνδεσης"),
        (.tr, "3 gün önce kaydedildi — çevrimdışı"),
    ])
    func cachedBalanceSaysHowOldAndWhy(language: Language, notice: String) throws {
        let source = LoadedBalance.Source.cache(age: 3 * 86_400 + 600, remoteError: "connection refused (http://x)")
        let model = BalanceViewModel(LoadedBalance(balance: Sample.balance, source: source), language: language)
        let offline = try #require(model.value?.offline)
        #expect(offline.text == notice)
        #expect(offline.ageSeconds == 3 * 86_400 + 600)
        #expect(offline.reason == "connection refused (http://x)")
        #expect(model.terminalText().hasSuffix(notice))
    }

    @Test func errorsSayWhatToDoNext() throws {
        let expired = BalanceError.cacheExpired(age: 9 * 86_400, maximum: 7 * 86_400, remoteError: "timeout")
        let pt = ErrorViewModel(expired, language: .pt)
        #expect(pt.code == "cache-expired")
        #expect(
            pt.message == "O saldo salvo foi atualizado há 9 dias; saldos com mais de 7 dias não são exibidos "
                + "sem conexão.")
        #expect(pt.hint == "Conecte-se à rede e tente novamente.")
        // The node's English reason is the English detail only; the message says the rest.
        #expect(pt.detail == nil && ErrorViewModel(expired, language: .en).detail == "timeout")
        #expect(
            ErrorViewModel(expired, language: .tr).message
                == "Kayıtlı bakiye 9 gün önce güncellendi; çevrimdışı gösterim sınırı: 7 gün.")
        #expect(ErrorViewModel(expired, language: .el).message.contains("πριν από 9 ημέρες"))

        let unavailable = BalanceViewModel(.unavailable(remoteError: "connection refused"), language: .el)
        #expect(unavailable.value == nil && unavailable.error?.code == "unavailable")
        #expect(unavailable.error?.hint.contains("--url") == true)
        #expect(unavailable.terminalText().hasPrefix("Σφάλμα: Το υπόλοιπο δεν είναι διαθέσιμο"))

        let invalid = ErrorViewModel(BalanceError.invalidAddress("abc\u{1B}[31m"), language: .en)
        #expect(invalid.message == #"“abc\e[31m” is not a Solana address."#)
        for language in Language.allCases {
            for error in [BalanceError.malformed("x"), .store("disk full"), expired, .invalidAddress("0OIl")] {
                let model = ErrorViewModel(error, language: language)
                #expect(!model.message.isEmpty && !model.hint.isEmpty)
                #expect(!model.message.contains("{"), "\(language) \(error)")
            }
        }
    }

    @Test func theBrowserVariantNamesTheSettingsPageNotTheCLIOption() throws {
        for language in Language.allCases {
            let errors = [
                ErrorViewModel(BalanceError.unavailable(remoteError: "connection refused"), language: language),
                ErrorViewModel(BalanceError.malformed("x"), language: language),
                ErrorViewModel(HistoryError.decoding("x"), language: language),
            ]
            for cli in errors {
                #expect(cli.hint.contains("--url"), "\(language): the CLI's hint is unchanged")
                let browser = cli.inBrowser(language)
                #expect(!browser.hint.contains("--url") && !browser.hint.isEmpty, "\(language) \(browser.hint)")
                #expect(browser.message == cli.message && browser.code == cli.code && browser.detail == cli.detail)
            }
            let store = ErrorViewModel(BalanceError.store("disk full"), language: language)
            #expect(store.inBrowser(language) == store)
        }
        #expect(
            ErrorViewModel(BalanceError.unavailable(remoteError: "timeout"), language: .en).inBrowser(.en).hint
                == "Check your connection, or choose another RPC node on the Settings page, and try again.")
    }

    @Test func loadingAndNoTokens() throws {
        #expect(BalanceViewModel.loading(.tr).terminalText() == "Yükleniyor…")
        let bare = AccountBalance(address: Sample.owner, lamports: 0, tokens: [], slot: 1, fetchedAt: Sample.now)
        let model = BalanceViewModel(LoadedBalance(balance: bare, source: .remote), language: .pt)
        #expect(model.value?.tokensPlaceholder == "Nenhum token")
        #expect(model.terminalText().contains("Nenhum token"))
    }

    @Test func encodesToJSONWithExactAmounts() throws {
        let model = BalanceViewModel(LoadedBalance(balance: Sample.balance, source: .remote), language: .pt)
        let json = try jsonObject(model)
        #expect(json["isLoading"] as? Bool == false)
        #expect(json["language"] as? String == "pt")
        let value = try #require(json["value"] as? [String: Any])
        let sol = try #require(value["sol"] as? [String: Any])
        #expect(sol["amount"] as? String == "1.5")
        #expect(sol["baseUnits"] as? String == "1500000000")  // docs/json-output.md: a u64 is a string
        #expect(value["fetchedAt"] as? String == "2025-03-11T09:16:53Z")
        #expect(value["addressShort"] as? String == "7xKX…gAsU")
    }
}

@Suite struct HistoryViewModelTests {
    static let expectedLabels: [Language: (received: String, sent: String, failed: String, count: String)] = [
        .en: ("Received", "Sent", "Failed", "4 transactions"),
        .pt: ("Recebido", "Enviado", "Falhou", "4 transações"),
        .el: ("Ελήφθη", "Εστάλη", "Απέτυχε", "4 συναλλαγές"),
        .tr: ("Alındı", "Gönderildi", "Başarısız", "4 işlem"),
    ]

    @Test(arguments: Language.allCases)
    func rowsInEachLanguage(language: Language) throws {
        let model = HistoryViewModel(
            entries: Sample.entries, offlineReason: nil, address: Sample.owner,
            language: language)
        let value = try #require(model.value)
        let labels = try #require(Self.expectedLabels[language])
        let comma = language == .en ? "." : ","
        #expect(value.count == 4 && value.countText == labels.count)
        #expect(value.rows[0].directionLabel == labels.received)
        #expect(value.rows[0].amount.text == "+1\(comma)5")
        #expect(value.rows[0].memo == #"rent\e[2J for March"#)
        #expect(value.rows[1].directionLabel == labels.sent)
        #expect(value.rows[1].amount.text == "-0\(comma)25")
        #expect(value.rows[1].fee.text == "0\(comma)000005")
        #expect(value.rows[2].amount.text == "+12\(comma)5" && value.rows[2].amount.symbol == "USDC")
        #expect(value.rows[3].status == labels.failed && value.rows[3].amount.sign == nil)
        #expect(value.rows[3].date == Localizer(language)(.unknownDate) && value.rows[3].time == nil)
        #expect(value.offlineNotice == nil)
        let text = model.terminalText()
        #expect(!text.contains("\u{1B}"))
        #expect(text.split(separator: "\n").allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test func aTokenSendThatPaidRentShowsTheTokens() throws {
        // Sending USDC to a wallet without a token account: 0.00203928 SOL of rent left too, but the row is the tokens.
        let entry = HistoryEntry(
            address: Sample.owner, signature: Sample.signature(5), slot: 400, blockTime: nil, error: nil, fee: 5_000,
            direction: .sent, lamports: 2_039_280,
            tokenChanges: [.init(mint: Sample.usdc, decimals: 6, amount: 12_500_000, isIncrease: false)],
            counterparty: Sample.friend, memo: nil)
        let row = try #require(
            HistoryViewModel(entries: [entry], offlineReason: nil, address: Sample.owner, language: .en).value?.rows
                .first)
        #expect(row.amount.text == "-12.5" && row.amount.symbol == "USDC" && row.amount.baseUnits == 12_500_000)
    }

    @Test func datesUseTheLanguageAndOffset() throws {
        let istanbul = try #require(TimeZoneOffset(parsing: "+03:00"))
        let model = HistoryViewModel(
            entries: Sample.entries, offlineReason: nil, address: Sample.owner, language: .tr,
            offset: istanbul)
        #expect(model.value?.rows[0].date == "14.03.2025 11:26")
        #expect(model.value?.rows[0].time == "2025-03-14T11:26:53+03:00")
        let pt = HistoryViewModel(entries: Sample.entries, offlineReason: nil, address: Sample.owner, language: .pt)
        #expect(pt.value?.rows[1].date == "13/03/2025 09:26")
    }

    @Test func countsUsePluralForms() {
        let one = [Sample.entries[0]]
        let expected: [Language: String] = [
            .en: "1 transaction", .pt: "1 transação", .el: "1 συναλλαγή", .tr: "1 işlem",
        ]
        for (language, text) in expected {
            let model = HistoryViewModel(entries: one, offlineReason: nil, address: Sample.owner, language: language)
            #expect(model.value?.countText == text)
        }
        let none = HistoryViewModel(entries: [], offlineReason: nil, address: Sample.owner, language: .el)
        #expect(none.value?.countText == "Δεν υπάρχουν ακόμη συναλλαγές")
        #expect(none.terminalText() == "Ιστορικό του 7xKX…gAsU\nΔεν υπάρχουν ακόμη συναλλαγές")
    }

    @Test func offlinePagesSaySo() {
        let model = HistoryViewModel(
            entries: Sample.entries, offlineReason: "timeout\nretry", address: Sample.owner,
            language: .pt)
        // The reason is one field: its newline is shown, it does not start a line of its own.
        #expect(model.value?.offlineNotice == #"Histórico salvo — sem conexão: timeout\nretry"#)
        #expect(model.terminalText().contains(#"Histórico salvo — sem conexão: timeout\nretry"#))
    }

    @Test func errors() {
        let model = HistoryViewModel(.unavailable(remoteError: "refused"), language: .tr)
        #expect(model.error?.message == "Geçmiş kullanılamıyor: ağa bağlanılamadı ve bu cihazda kayıtlı geçmiş yok.")
        #expect(HistoryViewModel(.decoding("bad"), language: .en).error?.code == "decoding")
        #expect(HistoryViewModel.loading(.el).terminalText() == "Φόρτωση…")
    }

    @Test func tableRowsAlign() throws {
        for language in Language.allCases {
            let model = HistoryViewModel(
                entries: Sample.entries, offlineReason: nil, address: Sample.owner,
                language: language)
            let lines = model.terminalText().split(separator: "\n").map(String.init)
            // Heading, header, 4 rows, count: the "Status" column starts at the same display column in each row.
            let rows = Array(lines[1...5])
            let statuses = [Localizer(language)(.columnStatus)] + (try #require(model.value)).rows.map(\.status)
            let starts = zip(rows, statuses).map { line, status -> Int in
                let prefix = line.range(of: "  " + status).map { line[..<$0.lowerBound] } ?? ""
                return DisplayWidth.of(prefix)
            }
            #expect(Set(starts).count == 1, "\(language): \(lines)")
        }
    }

    @Test func encodesToJSON() throws {
        let model = HistoryViewModel(
            entries: Sample.entries, offlineReason: "refused", address: Sample.owner,
            language: .el)
        let json = try jsonObject(model)
        let value = try #require(json["value"] as? [String: Any])
        let rows = try #require(value["rows"] as? [[String: Any]])
        #expect(rows.count == 4)
        #expect(rows[0]["direction"] as? String == "received")
        #expect(rows[0]["directionLabel"] as? String == "Ελήφθη")
        let amount = try #require(rows[0]["amount"] as? [String: Any])
        #expect(amount["amount"] as? String == "1.5" && amount["sign"] as? String == "+")
        #expect(amount["baseUnits"] as? String == "1500000000")
        #expect(value["offlineReason"] as? String == "refused")
        #expect(rows[3]["time"] == nil)
    }
}

@Suite struct TransactionDetailViewModelTests {
    @Test func fullEntry() throws {
        let entry = Sample.entries[2]
        let model = TransactionDetailViewModel(entry, language: .pt, now: Sample.now, cluster: "devnet")
        let value = try #require(model.value)
        #expect(value.title == "Transação")
        #expect(value.date == "12 de mar. de 2025, 09:26:53 UTC")
        #expect(value.age == "há 2 dias")
        #expect(value.tokenChanges.map(\.amount.text) == ["+12,5"])
        #expect(value.explorerURL == "https://explorer.solana.com/tx/\(entry.signature.base58)?cluster=devnet")
        let labels = model.fields.map(\.label)
        #expect(labels.contains("Assinatura") && labels.contains("Taxa") && labels.contains("Memo"))
        let text = model.terminalText()
        #expect(text.contains("Taxa:"))
        #expect(text.contains("café ☕"))

        let failed = TransactionDetailViewModel(Sample.entries[3], language: .el, now: Sample.now, cluster: "localnet")
        #expect(failed.value?.explorerURL == nil)
        #expect(failed.value?.status == "Απέτυχε")
        #expect(failed.fields.contains { $0.label == "Σφάλμα" && $0.value == "InstructionError(0, Custom(1))" })
        #expect(failed.fields.contains { $0.value == "άγνωστη ημερομηνία" })
        let json = try jsonObject(failed)
        #expect((json["value"] as? [String: Any])?["succeeded"] as? Bool == false)
    }
}

@Suite struct RenderedExamples {
    /// Prints what the CLI will show, in each language (run with `--filter RenderedExamples` to look).
    @Test func printExamples() {
        for language in Language.allCases {
            let source = LoadedBalance.Source.cache(age: 3 * 86_400 + 600, remoteError: "connection refused")
            let balance = BalanceViewModel(LoadedBalance(balance: Sample.balance, source: source), language: language)
            let history = HistoryViewModel(
                entries: Sample.entries, offlineReason: nil, address: Sample.owner,
                language: language)
            let detail = TransactionDetailViewModel(Sample.entries[0], language: language, now: Sample.now)
            print(
                "=== \(language.nativeName)\n\(balance.terminalText())\n\n\(history.terminalText())\n\n"
                    + detail.terminalText() + "\n")
        }
    }
}

func jsonObject<T: Encodable>(_ value: T) throws -> [String: Any] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(value)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}
