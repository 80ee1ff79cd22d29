// Text for the terminal from the view models: the same content the dashboard shows, as aligned tables.

extension ErrorViewModel {
    /// "Error: message", the hint, and "Details: …" when there is a detail.
    public func terminalLines(language: Language, style: TerminalStyle = .plain) -> [String] {
        let l10n = Localizer(language)
        var lines = [style.apply(.negative, to: l10n(.error) + ": " + message), hint]
        if let detail { lines.append(style.apply(.dim, to: l10n(.details) + ": " + detail)) }
        return lines
    }

    /// The message, what to do next and the details, without the "Error:" label: for a front-end that labels the
    /// error itself (the CLI's "error: …").
    public func reportLines(language: Language) -> [String] {
        [message, hint] + (detail.map { [Localizer(language)(.details) + ": " + $0] } ?? [])
    }
}

extension BalanceViewModel {
    /// The heading, a table of SOL and token lines (amounts aligned on the decimal separator), and the offline
    /// notice; or "Loading…"; or the error with what to do next.
    public func terminalText(style: TerminalStyle = .plain) -> String {
        terminalText(style: style, value: nil)
    }

    /// The same, with the value of SOL and of each token in the chosen currency in a column ("—" where there is no
    /// price) and the total below the table, when `worth` is given (`AccountValueViewModel`, as the dashboard's
    /// account page shows it).
    public func terminalText(style: TerminalStyle = .plain, value worth: AccountValueViewModel?) -> String {
        terminalText(style: style, value: worth, wide: false)
    }

    /// The same; `wide` shows a token without a name by its full mint instead of "BsmK…6zxZ". Then the
    /// collectibles (name, symbol, mint), the hidden token accounts with their reasons when they are listed, else
    /// how many are hidden and why, with the command that lists them.
    public func terminalText(style: TerminalStyle = .plain, value worth: AccountValueViewModel?, wide: Bool)
        -> String
    {
        let l10n = Localizer(language)
        if let error { return error.terminalLines(language: language, style: style).joined(separator: "\n") }
        guard let value else { return l10n(.loading) }
        let separator = NumberStyle(language).decimalSeparator
        let named = value.tokens.contains { $0.name != nil || $0.nonFungible || $0.imitates != nil }
        func label(_ token: TokenLine) -> String { wide && token.label == token.mintShort ? token.mint : token.label }
        var table = Table(
            columns: [.init(l10n(.token)), .init(l10n(.amount), alignment: .decimal(separator))]
                + (worth == nil ? [] : [.init(l10n(.value), alignment: .right)])
                + (named ? [.init(l10n(.columnTokenName), maxWidth: TokenName.nameWidth + 6)] : [])
                + [.init(l10n(.tokenMint))])
        let dash = "—"
        table.append(
            [Table.Cell("SOL"), Table.Cell(value.sol.text)] + (worth.map { [Table.Cell($0.sol)] } ?? [])
                + (named ? [""] : []) + [""])
        for token in value.tokens {
            var name = token.name ?? ""
            if token.nonFungible { name = name.isEmpty ? "NFT" : name + " · NFT" }
            if let imitated = token.imitates { name = "⚠ " + l10n(.tokenImitates, imitated) }
            table.append(
                [Table.Cell(label(token)), Table.Cell(token.amount.text)]
                    + (worth.map { [Table.Cell($0.tokens[token.mint] ?? dash)] } ?? [])
                    + (named ? [Table.Cell(name, color: token.imitates == nil ? nil : .negative)] : [])
                    + [Table.Cell(token.mint)])
        }
        var lines = [
            style.apply(.bold, to: value.heading) + " · " + value.slotText
                + (value.cluster?.text.map { " " + style.apply(.warning, to: $0) } ?? "")
        ]
        lines += table.render(style: style)
        if let placeholder = value.tokensPlaceholder { lines.append(style.apply(.dim, to: placeholder)) }
        if let worth { lines.append(l10n(.value) + ": " + style.apply(.bold, to: worth.total)) }
        if !value.collectibles.isEmpty {
            lines.append("")
            lines.append(style.apply(.bold, to: value.collectiblesTitle))
            var nfts = Table(columns: [
                .init(l10n(.columnTokenName), maxWidth: TokenName.nameWidth), .init(l10n(.columnSymbol)),
                .init(l10n(.tokenMint)),
            ])
            for nft in value.collectibles {
                let symbol = nft.label == nft.mintShort ? "" : nft.label
                nfts.append([
                    Table.Cell(nft.name ?? "—"),
                    Table.Cell(nft.imitates.map { "⚠ " + l10n(.tokenImitates, $0) } ?? symbol),
                    Table.Cell(nft.mint),
                ])
            }
            lines += nfts.render(style: style).map { "  " + $0 }
        }
        if let summary = value.hiddenSummary {
            lines.append("")
            if value.hidden.isEmpty {
                lines.append(style.apply(.dim, to: l10n(.tokensHiddenSeeAll, summary.text)))
            } else {
                lines.append(style.apply(.bold, to: summary.text))
                var hidden = Table(columns: [
                    .init(l10n(.token)), .init(l10n(.amount), alignment: .decimal(separator)),
                    .init(l10n(.columnHiddenReason)), .init(l10n(.tokenMint)),
                ])
                for token in value.hidden {
                    hidden.append([
                        Table.Cell(label(token)), Table.Cell(token.amount.text), Table.Cell(token.hiddenText ?? ""),
                        Table.Cell(token.mint),
                    ])
                }
                lines += hidden.render(style: style).map { "  " + $0 }
            }
        }
        if let offline = value.offline { lines.append(style.apply(.warning, to: offline.text)) }
        return lines.joined(separator: "\n")
    }
}

extension HistoryViewModel {
    /// The heading, one row per transaction (date at the offset the header names, type, counterparty, signed amount,
    /// token, fee, status, memo, the signature shortened),
    /// the offline notice, the count, and how to see older entries (`olderCommand` given the signature to page from
    /// returns the command that shows them).
    public func terminalText(
        style: TerminalStyle = .plain, memoWidth: Int = 32, olderCommand: ((String) -> String)? = nil
    ) -> String {
        terminalText(style: style, memoWidth: memoWidth, wide: false, olderCommand: olderCommand)
    }

    /// The same; `wide` prints the full counterparty, token mint (for a token without a name) and signature
    /// instead of their shortened forms, so they can be pasted.
    public func terminalText(
        style: TerminalStyle = .plain, memoWidth: Int = 32, wide: Bool, olderCommand: ((String) -> String)? = nil
    ) -> String {
        let l10n = Localizer(language)
        if let error { return error.terminalLines(language: language, style: style).joined(separator: "\n") }
        guard let value else { return l10n(.loading) }
        let separator = NumberStyle(language).decimalSeparator
        var table = Table(columns: [
            .init(l10n(.columnDate) + " (\(value.zone))"), .init(l10n(.columnType)), .init(l10n(.columnCounterparty)),
            .init(l10n(.amount), alignment: .decimal(separator)), .init(l10n(.token)),
            .init(l10n(.fee) + " (SOL)", alignment: .decimal(separator)), .init(l10n(.columnStatus)),
            .init(l10n(.columnMemo), maxWidth: memoWidth), .init(l10n(.signature)),
        ])
        for row in value.rows {
            let amountColor: TextColor? = row.amount.sign == "+" ? .positive : row.amount.sign == "-" ? .negative : nil
            table.append([
                Table.Cell(row.date), Table.Cell(row.directionLabel),
                row.lookalikeDust
                    ? Table.Cell("⚠ " + (row.counterparty ?? "—"), color: .negative)
                    : Table.Cell((wide ? row.counterparty : row.counterpartyShort) ?? "—"),
                Table.Cell(row.amount.text, color: amountColor),
                Table.Cell(
                    wide && row.mint.map { row.amount.symbol == ShortText.middle($0, head: 4, tail: 4) } == true
                        ? row.mint ?? "" : row.amount.symbol),
                Table.Cell(row.fee.text), Table.Cell(row.status, color: row.succeeded ? nil : .negative),
                Table.Cell(row.memo ?? ""), Table.Cell(wide ? row.signature : row.signatureShort),
            ])
        }
        var lines = [
            style.apply(.bold, to: value.heading) + (cluster?.text.map { " " + style.apply(.warning, to: $0) } ?? "")
        ]
        if !value.rows.isEmpty { lines += table.render(style: style) }
        if let notice = value.offlineNotice { lines.append(style.apply(.warning, to: notice)) }
        if value.rows.contains(where: \.lookalikeDust) {
            lines.append(style.apply(.warning, to: "⚠ " + l10n(.dustMark)))
        }
        if let notice = value.dustNotice { lines.append(style.apply(.dim, to: notice)) }
        lines.append(style.apply(.dim, to: value.countText))
        if let older = value.olderThan, let olderCommand {
            lines.append(style.apply(.dim, to: l10n(.historyOlderHint, olderCommand(older))))
        }
        return lines.joined(separator: "\n")
    }
}

extension TransactionDetailViewModel {
    /// The title and a label/value table of `fields`.
    public func terminalText(style: TerminalStyle = .plain) -> String {
        let l10n = Localizer(language)
        if let error { return error.terminalLines(language: language, style: style).joined(separator: "\n") }
        guard let value else { return l10n(.loading) }
        var table = Table(columns: [.init(""), .init("")])
        table.showsHeader = false
        for field in fields {
            table.append([Table.Cell(field.label + ":"), Table.Cell(field.value, color: field.color)])
        }
        return ([style.apply(.bold, to: value.title)] + table.render(style: style)).joined(separator: "\n")
    }
}
