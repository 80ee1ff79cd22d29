import Foundation
import SolanaCore
import SolanaRPC
import SolanaTransactions

/// The kind of a linked action's button: what its POST answers.
public enum LinkedActionKind: String, Sendable, Equatable, Codable {
    /// A transaction to sign (the default).
    case transaction
    /// A message to sign.
    case message
    /// A plain POST (the server acts; nothing is signed).
    case post
    /// A link to show (never opened by the wallet itself).
    case externalLink = "external-link"
}

/// The type of an action parameter's input.
public enum ActionParameterType: String, Sendable, Equatable, Codable, CaseIterable {
    /// Free text (the default).
    case text
    /// An email address.
    case email
    /// An http(s) URL.
    case url
    /// A decimal number.
    case number
    /// A date, `YYYY-MM-DD`.
    case date
    /// A local date and time, `YYYY-MM-DDThh:mm[:ss]`.
    case datetimeLocal = "datetime-local"
    /// Multi-line free text.
    case textarea
    /// One of the options.
    case select
    /// One of the options.
    case radio
    /// Any number of the options.
    case checkbox
}

/// One option of a `select`, `radio` or `checkbox` parameter.
public struct ActionParameterOption: Sendable, Equatable {
    /// What is shown.
    public let label: String
    /// What is sent.
    public let value: String
    /// Whether it is selected unless the user chooses otherwise.
    public let selected: Bool
}

/// One input of a linked action: its `{name}` is filled into the href and sent in the POST's `data`.
public struct ActionParameter: Sendable, Equatable {
    /// The input's type.
    public let type: ActionParameterType
    /// The name (`{name}` in the href).
    public let name: String
    /// The placeholder or label shown.
    public let label: String?
    /// Whether a value is needed.
    public let required: Bool
    /// A regular expression the whole value must match (at most `ActionResponse.maxPatternLength` characters).
    public let pattern: String?
    /// What the pattern means, in words (shown when a value does not match).
    public let patternDescription: String?
    /// The smallest value (number, date), length (text) or number of choices (checkbox), as the server gave it.
    public let min: String?
    /// The largest value, length or number of choices, as the server gave it.
    public let max: String?
    /// The choices of `select`, `radio` and `checkbox`.
    public let options: [ActionParameterOption]

    /// Checks `values` (one value; several only for `checkbox`) and returns them as they will be sent. An empty list
    /// means no value: refused when `required`, otherwise the options the server marked selected.
    public func validate(_ values: [String]) throws(ActionError) -> [String] {
        let values = values.filter { !$0.isEmpty }
        if values.isEmpty {
            let preset = options.filter(\.selected).map(\.value)
            if !preset.isEmpty { return type == .checkbox ? preset : [preset[0]] }
            if required { throw .badParameter(name: name, reason: "a value is required") }
            return []
        }
        if type != .checkbox && values.count > 1 {
            throw .badParameter(name: name, reason: "only one value is allowed")
        }
        for value in values {
            guard value.utf8.count <= ActionResponse.maxValueLength else {
                throw .badParameter(name: name, reason: "longer than \(ActionResponse.maxValueLength) bytes")
            }
            // A textarea may hold line breaks and tabs; no value holds any other control character.
            let allowed: Set<UInt32> = type == .textarea ? [0x09, 0x0A, 0x0D] : []
            guard
                !value.unicodeScalars.contains(where: {
                    ($0.value < 0x20 || $0.value == 0x7F) && !allowed.contains($0.value)
                })
            else { throw .badParameter(name: name, reason: "it has a control character") }
            try checkType(value)
            if let pattern, !ActionResponse.fullMatch(pattern, value) {
                throw .badParameter(
                    name: name,
                    reason: "'\(OneLine.escape(String(value.prefix(80))))' does not match "
                        + (patternDescription.map { OneLine.escape(String($0.prefix(200))) } ?? pattern))
            }
        }
        if type == .checkbox { try checkBounds(Decimal(values.count), "choices") }
        return values
    }

    private func checkType(_ value: String) throws(ActionError) {
        func refuse(_ reason: String) -> ActionError { .badParameter(name: name, reason: reason) }
        switch type {
        case .text, .textarea:
            try checkBounds(Decimal(value.count), "characters")
        case .email:
            guard ActionResponse.fullMatch(#"[^@\s]+@[^@\s]+\.[^@\s]+"#, value) else {
                throw refuse("not an email address")
            }
        case .url:
            guard let url = URL(string: value), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                url.host?.isEmpty == false
            else { throw refuse("not an http(s) URL") }
        case .number:
            guard ActionResponse.fullMatch(#"-?[0-9]{1,30}(\.[0-9]{1,30})?"#, value),
                let number = Decimal(string: value)
            else { throw refuse("not a number") }
            try checkBounds(number, "")
        case .date:
            guard ActionResponse.fullMatch(#"[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])"#, value) else {
                throw refuse("not a date (YYYY-MM-DD)")
            }
            try checkDateBounds(value)
        case .datetimeLocal:
            guard
                ActionResponse.fullMatch(
                    #"[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?"#,
                    value)
            else { throw refuse("not a local date and time (YYYY-MM-DDThh:mm)") }
            try checkDateBounds(value)
        case .select, .radio, .checkbox:
            guard options.contains(where: { $0.value == value }) else {
                throw refuse("'\(OneLine.escape(String(value.prefix(80))))' is not one of the options")
            }
        }
    }

    private func checkBounds(_ number: Decimal, _ unit: String) throws(ActionError) {
        let suffix = unit.isEmpty ? "" : " " + unit
        if let min, let low = Decimal(string: min), number < low {
            throw .badParameter(name: name, reason: "less than \(min)\(suffix)")
        }
        if let max, let high = Decimal(string: max), number > high {
            throw .badParameter(name: name, reason: "more than \(max)\(suffix)")
        }
    }

    /// ISO dates and times of one form compare as text.
    private func checkDateBounds(_ value: String) throws(ActionError) {
        if let min, value < min { throw .badParameter(name: name, reason: "before \(min)") }
        if let max, value > max { throw .badParameter(name: name, reason: "after \(max)") }
    }
}

/// A button of an action: its POST target and inputs.
public struct LinkedAction: Sendable, Equatable {
    /// What its POST answers.
    public let type: LinkedActionKind
    /// The POST target: a path or an https URL, with `{name}` templates of its parameters.
    public let href: String
    /// The button's text.
    public let label: String
    /// Its inputs.
    public let parameters: [ActionParameter]

    /// The POST URL: `href` with each `{name}` replaced by its percent-encoded value (checkbox values joined with
    /// `,`), resolved against `base` (the action's URL); must be https. A template with no value is refused.
    public func url(values: [String: [String]], base: URL) throws(ActionError) -> URL {
        var result = ""
        var rest = Substring(href)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw .malformed("the href '\(OneLine.escape(String(href.prefix(200))))' has an unclosed '{'")
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = values[name], !value.isEmpty else {
                throw .badParameter(name: name, reason: "the link needs a value")
            }
            result += value.joined(separator: ",").addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? ""
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        guard let url = URL(string: result, relativeTo: base)?.absoluteURL else {
            throw .malformed("the href '\(OneLine.escape(String(href.prefix(200))))' is not a URL")
        }
        return try ActionLink.httpsURL(url.absoluteString)
    }

    static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

/// The GET answer (and an inline `next`): what the action is and its buttons.
public struct ActionMetadata: Sendable, Equatable {
    /// `completed` ends a chain: it is shown, nothing more is asked.
    public let isCompleted: Bool
    /// An absolute http(s) URL of an image (never fetched by the CLI).
    public let icon: URL
    /// The title (untrusted text: show it sanitized, next to the domain).
    public let title: String
    /// The description.
    public let description: String
    /// The root button's text.
    public let label: String
    /// Whether every button is disabled.
    public let disabled: Bool
    /// A non-fatal error to show.
    public let error: String?
    /// The buttons; when the answer has none, one button of `label` that POSTs to the action's own URL.
    public let actions: [LinkedAction]
}

/// Where a chain goes after a step.
public enum ActionNextLink: Sendable, Equatable {
    /// POST `{account, signature}` (or the signed message) to this href (same origin only); it answers the next
    /// action.
    case post(String)
    /// The next action itself.
    case inline(ActionMetadata)
}

/// The `SignMessageData` of a message action: the wallet builds the text from it.
public struct ActionSignMessageData: Sendable, Equatable {
    /// Who asks (must be the action's host).
    public let domain: String
    /// The signing account (must be the wallet's).
    public let address: String
    /// What the user agrees to.
    public let statement: String
    /// At least 8 alphanumerics.
    public let nonce: String
    /// ISO 8601.
    public let issuedAt: String
    /// A CAIP-2 chain id, when given.
    public let chainId: String?

    /// The text signed (the spec's template).
    public var text: String {
        var lines = ["\(domain) wants you to sign a message with your account:", address, "", statement, ""]
        if let chainId { lines.append("Chain ID: \(chainId)") }
        lines += ["Nonce: \(nonce)", "Issued At: \(issuedAt)"]
        return lines.joined(separator: "\n")
    }
}

/// A POST answer, by its type.
public enum ActionPostResponse: Sendable, Equatable {
    /// A transaction to review and sign, then `next`.
    case transaction(Transaction, message: String?, next: ActionNextLink?)
    /// A message to sign: plain text, or the structured data; `state` goes back with the signature to `next`.
    case message(text: String?, data: ActionSignMessageData?, state: String?, next: String)
    /// The server acted; nothing to sign.
    case post(message: String?, next: ActionNextLink?)
    /// A link to show the user.
    case externalLink(URL, message: String?)
}

/// The Solana Actions answers, parsed strictly: size, JSON shape, types, text lengths, icon kind, base64 and wire
/// format, parameter patterns. Pure functions (the `actions-response` fuzz target runs them).
public enum ActionResponse {
    /// The largest answer read.
    public static let maxBodyBytes = 64 << 10
    /// The longest title, label or message kept.
    public static let maxTextLength = 1_024
    /// The longest description kept.
    public static let maxDescriptionLength = 4_096
    /// The longest parameter pattern compiled (longer ones are refused: bounded regular expressions only).
    public static let maxPatternLength = 256
    /// The longest parameter value checked.
    public static let maxValueLength = 1_024
    /// The most buttons, parameters per button or options per parameter read.
    public static let maxItems = 32

    struct RawParameter: Decodable {
        let type: String?
        let name: String
        let label: String?
        let required: Bool?
        let pattern: String?
        let patternDescription: String?
        let min: Bound?
        let max: Bound?
        let options: [RawOption]?
    }

    struct RawOption: Decodable {
        let label: String
        let value: String
        let selected: Bool?
    }

    /// A bound is a number or a string.
    struct Bound: Decodable {
        let text: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else {
                let number = try container.decode(Double.self)
                guard number.isFinite else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "")
                }
                text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
            }
        }
    }

    struct RawLinked: Decodable {
        let type: String?
        let href: String
        let label: String
        let parameters: [RawParameter]?
    }

    struct RawLinks: Decodable { let actions: [RawLinked]? }
    struct RawError: Decodable { let message: String? }

    struct RawGet: Decodable {
        let type: String?
        let icon: String
        let title: String
        let description: String
        let label: String
        let disabled: Bool?
        let links: RawLinks?
        let error: RawError?
    }

    struct RawNext: Decodable {
        let type: String
        let href: String?
        let action: RawGet?
    }

    struct RawPostLinks: Decodable { let next: RawNext? }

    struct RawSignData: Decodable {
        let domain: String
        let address: String
        let statement: String
        let nonce: String
        let issuedAt: String
        let chainId: String?
    }

    enum RawData: Decodable {
        case text(String)
        case data(RawSignData)
        init(from decoder: any Decoder) throws {
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                self = .text(text)
            } else {
                self = .data(try RawSignData(from: decoder))
            }
        }
    }

    struct RawPost: Decodable {
        let type: String?
        let transaction: String?
        let message: String?
        let externalLink: String?
        let data: RawData?
        let state: String?
        let links: RawPostLinks?
    }

    /// The GET answer (`type` action or completed).
    public static func metadata(_ body: [UInt8]) throws(ActionError) -> ActionMetadata {
        guard body.count <= maxBodyBytes else { throw .malformed("the answer is larger than 64 KiB") }
        let raw: RawGet
        do { raw = try UntrustedJSON.decode(RawGet.self, from: body) } catch {
            throw .malformed("the GET answer is not {icon, title, description, label, …}")
        }
        return try metadata(raw)
    }

    static func metadata(_ raw: RawGet) throws(ActionError) -> ActionMetadata {
        let kind = raw.type ?? "action"
        guard kind == "action" || kind == "completed" else {
            throw .malformed(
                "the action's type '\(OneLine.escape(String(kind.prefix(40))))' is not action or completed")
        }
        try text(raw.title, "title")
        try text(raw.label, "label")
        try text(raw.description, "description", maximum: maxDescriptionLength)
        if let message = raw.error?.message { try text(message, "error") }
        guard let icon = URL(string: raw.icon), let scheme = icon.scheme?.lowercased(),
            scheme == "https" || scheme == "http", icon.host?.isEmpty == false
        else { throw .malformed("the icon is not an absolute http(s) URL") }
        let extensionKind = icon.pathExtension.lowercased()
        guard ["svg", "png", "webp"].contains(extensionKind) else {
            throw .malformed("the icon must be an SVG, PNG or WebP image (it is '\(extensionKind)')")
        }
        let linked = raw.links?.actions ?? []
        guard linked.count <= maxItems else { throw .malformed("more than \(maxItems) linked actions") }
        var actions: [LinkedAction] = []
        for action in linked { actions.append(try linkedAction(action)) }
        return ActionMetadata(
            isCompleted: kind == "completed", icon: icon, title: raw.title, description: raw.description,
            label: raw.label, disabled: raw.disabled ?? false, error: raw.error?.message, actions: actions)
    }

    static func linkedAction(_ raw: RawLinked) throws(ActionError) -> LinkedAction {
        let kind: LinkedActionKind
        if let type = raw.type {
            guard let parsed = LinkedActionKind(rawValue: type) else {
                throw .malformed("the linked action type '\(OneLine.escape(String(type.prefix(40))))' is unknown")
            }
            kind = parsed
        } else {
            kind = .transaction
        }
        try text(raw.label, "label")
        guard raw.href.utf8.count <= 2_048 else { throw .malformed("an href is longer than 2,048 bytes") }
        let rawParameters = raw.parameters ?? []
        guard rawParameters.count <= maxItems else { throw .malformed("more than \(maxItems) parameters") }
        var parameters: [ActionParameter] = []
        var names = Set<String>()
        for parameter in rawParameters {
            guard !parameter.name.isEmpty, parameter.name.utf8.count <= 64,
                !parameter.name.contains(where: { "{}".contains($0) })
            else { throw .malformed("a parameter name is empty, longer than 64 bytes or has braces") }
            guard names.insert(parameter.name).inserted else {
                throw .malformed("the parameter '\(parameter.name)' appears twice")
            }
            let type: ActionParameterType
            if let name = parameter.type {
                guard let parsed = ActionParameterType(rawValue: name) else {
                    throw .malformed("the parameter type '\(OneLine.escape(String(name.prefix(40))))' is unknown")
                }
                type = parsed
            } else {
                type = .text
            }
            if let label = parameter.label { try text(label, "parameter label") }
            if let description = parameter.patternDescription { try text(description, "pattern description") }
            if let pattern = parameter.pattern {
                guard pattern.count <= maxPatternLength else {
                    throw .malformed("the pattern of '\(parameter.name)' is longer than \(maxPatternLength) characters")
                }
                guard (try? NSRegularExpression(pattern: pattern)) != nil else {
                    throw .malformed("the pattern of '\(parameter.name)' is not a regular expression")
                }
            }
            let options = parameter.options ?? []
            guard options.count <= maxItems else { throw .malformed("more than \(maxItems) options") }
            for option in options {
                try text(option.label, "option label")
                try text(option.value, "option value")
            }
            if [.select, .radio, .checkbox].contains(type) && options.isEmpty {
                throw .malformed("the \(type.rawValue) parameter '\(parameter.name)' has no options")
            }
            for bound in [parameter.min?.text, parameter.max?.text].compactMap({ $0 }) {
                guard bound.utf8.count <= 64 else { throw .malformed("a parameter bound is longer than 64 bytes") }
            }
            parameters.append(
                ActionParameter(
                    type: type, name: parameter.name, label: parameter.label, required: parameter.required ?? false,
                    pattern: parameter.pattern, patternDescription: parameter.patternDescription,
                    min: parameter.min?.text, max: parameter.max?.text,
                    options: options.map {
                        ActionParameterOption(label: $0.label, value: $0.value, selected: $0.selected ?? false)
                    }))
        }
        return LinkedAction(type: kind, href: raw.href, label: raw.label, parameters: parameters)
    }

    /// The POST answer, by its `type` (a missing type with a `transaction` is a transaction).
    public static func post(_ body: [UInt8]) throws(ActionError) -> ActionPostResponse {
        guard body.count <= maxBodyBytes else { throw .malformed("the answer is larger than 64 KiB") }
        let raw: RawPost
        do { raw = try UntrustedJSON.decode(RawPost.self, from: body) } catch {
            throw .malformed("the POST answer is not a JSON object of a known shape")
        }
        if let message = raw.message { try text(message, "message") }
        let next = try raw.links?.next.map { (next) throws(ActionError) in try nextLink(next) }
        switch raw.type ?? (raw.transaction != nil ? "transaction" : "") {
        case "transaction":
            guard let text = raw.transaction else { throw .malformed("missing transaction") }
            guard text.utf8.count <= 4_096, let bytes = Data(base64Encoded: text) else {
                throw .malformed("invalid base64 in transaction")
            }
            let transaction: Transaction
            do { transaction = try Transaction(wireBytes: [UInt8](bytes)) } catch {
                throw .malformed("failed to decode the transaction's wire format: \(error)")
            }
            return .transaction(transaction, message: raw.message, next: next)
        case "message":
            guard case .post(let href) = next else {
                throw .malformed("a message answer needs links.next of type post")
            }
            if let state = raw.state, state.utf8.count > maxTextLength {
                throw .malformed("the state is longer than \(maxTextLength) bytes")
            }
            switch raw.data {
            case .text(let text)?:
                guard text.utf8.count <= maxTextLength else {
                    throw .malformed("the message is longer than \(maxTextLength) bytes")
                }
                return .message(text: text, data: nil, state: raw.state, next: href)
            case .data(let data)?:
                for field in [data.domain, data.address, data.statement, data.nonce, data.issuedAt, data.chainId ?? ""]
                {
                    try Self.text(field, "message field")
                }
                guard data.nonce.count >= 8, data.nonce.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
                else { throw .malformed("the nonce is not at least 8 alphanumerics") }
                guard !data.statement.contains("\n") else { throw .malformed("the statement has a line break") }
                return .message(
                    text: nil,
                    data: ActionSignMessageData(
                        domain: data.domain, address: data.address, statement: data.statement, nonce: data.nonce,
                        issuedAt: data.issuedAt, chainId: data.chainId),
                    state: raw.state, next: href)
            case nil: throw .malformed("a message answer needs data")
            }
        case "post":
            return .post(message: raw.message, next: next)
        case "external-link":
            guard let link = raw.externalLink, link.utf8.count <= 2_048, let url = URL(string: link),
                ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false
            else { throw .malformed("the external link is not an absolute http(s) URL") }
            return .externalLink(url, message: raw.message)
        case let other:
            throw .malformed("the answer's type '\(OneLine.escape(String(other.prefix(40))))' is unknown")
        }
    }

    /// A `post` callback's answer: the next action (`action` or `completed`).
    public static func next(_ body: [UInt8]) throws(ActionError) -> ActionMetadata { try metadata(body) }

    static func nextLink(_ raw: RawNext) throws(ActionError) -> ActionNextLink {
        switch raw.type {
        case "post":
            guard let href = raw.href, href.utf8.count <= 2_048 else { throw .malformed("links.next has no href") }
            return .post(href)
        case "inline":
            guard let action = raw.action else { throw .malformed("links.next has no action") }
            return .inline(try metadata(action))
        default: throw .malformed("links.next's type is neither post nor inline")
        }
    }

    /// `{"message": …}` of an error answer, when there is one.
    public static func errorMessage(_ body: [UInt8]) -> String? {
        guard body.count <= maxBodyBytes, let parsed = try? UntrustedJSON.decode(RawError.self, from: body),
            let message = parsed.message, !message.isEmpty
        else { return nil }
        return String(message.prefix(maxTextLength))
    }

    /// Whether the whole of `value` matches `pattern` (patterns longer than `maxPatternLength` never match).
    public static func fullMatch(_ pattern: String, _ value: String) -> Bool {
        guard pattern.count <= maxPatternLength, value.utf8.count <= maxValueLength,
            let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$")
        else { return false }
        return regex.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
    }

    static func text(_ value: String, _ name: String, maximum: Int = maxTextLength) throws(ActionError) {
        guard value.count <= maximum else { throw .malformed("the \(name) is longer than \(maximum) characters") }
    }
}
