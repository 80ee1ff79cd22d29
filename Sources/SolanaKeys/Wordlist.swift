import Foundation

/// One official BIP39 wordlist: 2048 words, loaded once from the package's resources.
///
/// Lookups compare NFKD-normalised words, as BIP39 seeds are computed from NFKD text, so a phrase typed
/// with precomposed or decomposed accents (French, Spanish, Czech) or Korean jamo finds the same word.
public struct Wordlist: Sendable {
    /// The language of this list.
    public let language: MnemonicLanguage
    /// The 2048 words in order, exactly as the official list spells them.
    public let words: [String]
    /// NFKD form of each word → its index.
    private let indexByNormalizedWord: [String: Int]
    /// NFKD form of each word, in order (for suggestions).
    let normalizedWords: [String]

    /// Number of words in every BIP39 list.
    public static let count = 2048

    /// The wordlist of `language`; loaded from the package resources on first use.
    public static func of(_ language: MnemonicLanguage) -> Wordlist {
        switch language {
        case .english: return english
        case .czech: return czech
        case .french: return french
        case .italian: return italian
        case .japanese: return japanese
        case .korean: return korean
        case .portuguese: return portuguese
        case .spanish: return spanish
        case .chineseSimplified: return chineseSimplified
        case .chineseTraditional: return chineseTraditional
        }
    }

    // Lazily initialised, thread-safe globals: one per list so that only the lists in use are loaded.
    private static let english = load(.english)
    private static let czech = load(.czech)
    private static let french = load(.french)
    private static let italian = load(.italian)
    private static let japanese = load(.japanese)
    private static let korean = load(.korean)
    private static let portuguese = load(.portuguese)
    private static let spanish = load(.spanish)
    private static let chineseSimplified = load(.chineseSimplified)
    private static let chineseTraditional = load(.chineseTraditional)

    /// The resource file of `language` (`wordlists/<language>.txt` in the module bundle).
    public static func resourceURL(_ language: MnemonicLanguage) -> URL? {
        Bundle.module.url(forResource: language.rawValue, withExtension: "txt", subdirectory: "wordlists")
    }

    private static func load(_ language: MnemonicLanguage) -> Wordlist {
        // The lists ship inside the package; a missing or damaged one is a broken installation, not user input.
        guard let url = resourceURL(language), let text = try? String(contentsOf: url, encoding: .utf8) else {
            fatalError("SolanaKeys: the BIP39 wordlist \(language.rawValue).txt is missing from the resources bundle")
        }
        let words = text.split(whereSeparator: \.isNewline).map { String($0).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        precondition(
            words.count == count, "SolanaKeys: wordlist \(language.rawValue) has \(words.count) words, not 2048")
        return Wordlist(language: language, words: words)
    }

    init(language: MnemonicLanguage, words: [String]) {
        self.language = language
        self.words = words
        let normalized = words.map(\.nfkd)
        self.normalizedWords = normalized
        var index: [String: Int] = [:]
        index.reserveCapacity(normalized.count)
        for (i, word) in normalized.enumerated() { index[word] = i }
        self.indexByNormalizedWord = index
    }

    /// The index (0–2047) of a word, compared after NFKD normalisation; nil when it is not in the list.
    public func index(of word: String) -> Int? { indexByNormalizedWord[word.nfkd] }

    /// The index of a word that is already NFKD-normalised.
    func index(normalized word: String) -> Int? { indexByNormalizedWord[word] }

    /// Up to `limit` words of this list closest to `word`: words it begins (a truncated word), then by edit distance.
    public func closestWords(to word: String, limit: Int = 3) -> [String] {
        let target = Array(word.nfkd.lowercased().unicodeScalars)
        var scored: [(score: Int, index: Int)] = []
        scored.reserveCapacity(normalizedWords.count)
        for (i, candidate) in normalizedWords.enumerated() {
            let scalars = Array(candidate.unicodeScalars)
            // BIP39 lists are unique in their first four letters: a prefix match is the strongest hint.
            let isPrefix = target.count >= 3 && scalars.starts(with: target)
            let distance = isPrefix ? 0 : editDistance(target, scalars)
            scored.append((distance, i))
        }
        scored.sort { $0.score != $1.score ? $0.score < $1.score : $0.index < $1.index }
        return scored.prefix(limit).map { words[$0.index] }
    }
}

/// Levenshtein distance between two scalar sequences.
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

extension String {
    /// Unicode compatibility decomposition (NFKD), as BIP39 requires for phrases and passphrases.
    /// ASCII text is its own NFKD form, so it skips Foundation's normaliser (most phrases are English).
    var nfkd: String {
        if utf8.allSatisfy({ $0 < 0x80 }) { return self }
        return decomposedStringWithCompatibilityMapping
    }
}
