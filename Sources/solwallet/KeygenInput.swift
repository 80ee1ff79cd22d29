import Foundation
import SolanaCrypto
import SolanaKeys
import WalletPresentation

/// How `solwallet keygen` reads secrets: from stdin or a prompt with echo off, never from argv unless asked.
///
/// The seed phrase comes from `--phrase`, or stdin (line 1 when a passphrase follows, else all of it), or a
/// prompt. The BIP39 passphrase (`--passphrase-stdin`) is line 1 of stdin, or line 2 when the phrase is line 1;
/// a missing line is an error, never an empty passphrase. On a terminal both are prompted for with echo off.
enum KeygenInput {
    /// Standard input's bytes, read once (up to 1 MiB) and kept in a buffer that `wipe()` zeroes: lines are made into
    /// Strings only when asked for, so no copy of a phrase outlives the command in this cache.
    nonisolated(unsafe) private static var cachedInput: [UInt8]?

    /// The most standard input read for a phrase, passphrase or secret.
    static let maximumInput = 1 << 20

    private static func stdinLines() -> [String] {
        if cachedInput == nil {
            var buffer = [UInt8](repeating: 0, count: maximumInput)
            var total = 0
            while total < buffer.count {
                let got = buffer.withUnsafeMutableBytes {
                    read(STDIN_FILENO, $0.baseAddress! + total, $0.count - total)
                }
                if got < 0 && errno == EINTR { continue }
                if got <= 0 { break }
                total += got
            }
            buffer.removeSubrange(total...)
            cachedInput = buffer
        }
        let input = cachedInput ?? []
        var lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
        // As readLine: the newline that ends the last line does not start another one.
        if input.last == UInt8(ascii: "\n") || input.isEmpty { lines.removeLast() }
        return lines
    }

    /// Zeroes what was read from standard input (called when a command ends).
    static func wipe() {
        cachedInput?.withUnsafeMutableBytes { secureZero($0) }
        cachedInput = nil
    }

    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Where the phrase came from; it decides which stdin line holds the passphrase.
    enum PhraseSource { case argument, stdin, prompt }

    /// The seed phrase: `--phrase` (with a warning), stdin, or a prompt when stdin is a terminal.
    static func phrase(
        explicit: String?, fromStdin: Bool, passphraseAlsoFromStdin: Bool, prompt label: String = "Seed phrase: "
    ) throws(CLIError) -> (text: String, source: PhraseSource) {
        if let explicit {
            warn(
                "--phrase puts your seed phrase in the process list and shell history, where other users and "
                    + "programs can read it; prefer --phrase-stdin")
            return (explicit, .argument)
        }
        // Standard input on a terminal is a person typing: a prompt, echo off, one line (reading to the end would
        // show the phrase and swallow the password typed next).
        if stdinIsTerminal { return (try prompt(label), .prompt) }
        let lines = stdinLines()
        let text = passphraseAlsoFromStdin ? (lines.first ?? "") : lines.joined(separator: " ")
        if text.allSatisfy(\.isWhitespace) { throw .invalidInput(.cliNoPhraseOnStdin) }
        return (text, .stdin)
    }

    /// The BIP39 passphrase when `requested` (`--passphrase-stdin`), else "".
    ///
    /// - Parameters:
    ///   - afterPhraseOnStdin: the phrase took line 1 of stdin, so the passphrase is line 2.
    ///   - confirm: on a terminal, ask twice and compare (for a new phrase, where a typo would lose the funds).
    static func passphrase(requested: Bool, afterPhraseOnStdin: Bool, confirm: Bool = false)
        throws(CLIError) -> String
    {
        guard requested else { return "" }
        if stdinIsTerminal {
            let l10n = Localizer(ErrorReport.language())
            let first = try prompt(l10n(.cliPromptPassphrase) + ": ")
            if confirm {
                let second = try prompt(l10n(.cliPromptRepeatPassphrase) + ": ")
                guard first == second else { throw .invalidInput(.cliPassphrasesDiffer) }
            }
            return first
        }
        let lines = stdinLines()
        let index = afterPhraseOnStdin ? 1 : 0
        guard index < lines.count else {
            throw .invalidInput(
                afterPhraseOnStdin ? .cliNoPassphraseLineAfterPhrase : .cliNoPassphraseLine, String(index + 1))
        }
        return lines[index]
    }

    /// Reads one line from the terminal with echo off; Ctrl-C restores the echo before the process ends.
    static func prompt(_ label: String) throws(CLIError) -> String {
        FileHandle.standardError.write(Data(label.utf8))
        let line = TerminalEcho.withEchoOff { readLine(strippingNewline: true) }
        guard let line else {
            throw .cancelled(.cliNoInputAtPrompt, label.trimmingCharacters(in: .whitespaces))
        }
        return line
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}
