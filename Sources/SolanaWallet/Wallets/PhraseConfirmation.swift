import Foundation
import SolanaKeys

/// The check that a new seed phrase was written down: a few of its words asked by position, each with a few tries,
/// so one slip of the pen does not throw the phrase away (the CLI's `init` and the dashboard's onboarding ask the
/// same way).
///
/// ```swift
/// var quiz = PhraseConfirmation(mnemonic)
/// while let position = quiz.position {              // 0-based: ask for word #(position + 1)
///     switch quiz.answer(readLine() ?? "") {
///     case .wrong(let triesLeft): print("not word #\(position + 1); \(triesLeft) tries left")
///     case .failed: print("not written down: make a new phrase"); return
///     case .correct, .done: break
///     }
/// }
/// ```
public struct PhraseConfirmation: Sendable {
    /// How many words are asked.
    public static let wordsAsked = 3
    /// How many answers each word gets before the check fails.
    public static let triesPerWord = 3

    /// What an answer did.
    public enum Outcome: Sendable, Equatable {
        /// Right; the next word is asked (`position`).
        case correct
        /// Right, and it was the last word: the phrase was written down.
        case done
        /// Wrong; the same word is asked again, `triesLeft` more times.
        case wrong(triesLeft: Int)
        /// Wrong for the last time: the check failed (`position` is nil from now on).
        case failed
    }

    private let words: [String]
    /// The positions asked (0-based, ascending).
    public let positions: [Int]
    private var asked = 0
    /// The tries left for the word asked now.
    public private(set) var triesLeft = PhraseConfirmation.triesPerWord
    /// Whether the check failed.
    public private(set) var failed = false

    /// A check of `mnemonic` asking `wordsAsked` positions drawn at random (or `positions`, 0-based, for a test).
    public init(_ mnemonic: Mnemonic, positions: [Int]? = nil) {
        var generator = SystemRandomNumberGenerator()
        self.init(mnemonic, positions: positions, using: &generator)
    }

    /// A check of `mnemonic` whose positions are drawn with `generator` (unless `positions` are given).
    public init<G: RandomNumberGenerator>(_ mnemonic: Mnemonic, positions: [Int]? = nil, using generator: inout G) {
        words = mnemonic.words
        let drawn =
            positions ?? Array(Array(0..<mnemonic.words.count).shuffled(using: &generator).prefix(Self.wordsAsked))
        self.positions = drawn.filter { mnemonic.words.indices.contains($0) }.sorted()
    }

    /// The position (0-based) asked now; nil once done or failed.
    public var position: Int? { failed || asked >= positions.count ? nil : positions[asked] }

    /// Whether every word was answered right.
    public var isDone: Bool { !failed && asked >= positions.count }

    /// Judges `answer` for the word asked now: spaces around it and case do not matter, nor the Unicode form of an
    /// accented word (a French or Spanish list typed on another keyboard).
    public mutating func answer(_ answer: String) -> Outcome {
        guard let position else { return failed ? .failed : .done }
        if Self.normalized(answer) == Self.normalized(words[position]) {
            asked += 1
            triesLeft = Self.triesPerWord
            return asked >= positions.count ? .done : .correct
        }
        triesLeft -= 1
        if triesLeft > 0 { return .wrong(triesLeft: triesLeft) }
        failed = true
        return .failed
    }

    static func normalized(_ word: String) -> String {
        word.trimmingCharacters(in: .whitespacesAndNewlines).decomposedStringWithCompatibilityMapping.lowercased()
    }
}
