import Foundation
import ArgumentParser
import SolanaKeys

/// How `solwallet keygen` reads secrets: from stdin or a prompt with echo off, never from argv unless asked.
///
/// With both `--phrase-stdin` and `--passphrase-stdin`, line 1 of stdin is the phrase and line 2 the passphrase.
enum KeygenInput {
    /// The lines of stdin, read once.
    nonisolated(unsafe) private static var cachedLines: [String]?

    private static func stdinLines() -> [String] {
        if let cachedLines { return cachedLines }
        var lines: [String] = []
        while let line = readLine(strippingNewline: true) {
            lines.append(line.hasSuffix("\r") ? String(line.dropLast()) : line)
        }
        cachedLines = lines
        return lines
    }

    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// The seed phrase: `--phrase` (with a warning), stdin, or a prompt when stdin is a terminal.
    static func phrase(explicit: String?, fromStdin: Bool, passphraseAlsoFromStdin: Bool, json: Bool) -> String {
        if let explicit {
            warn("--phrase puts your seed phrase in the process list and shell history, where other users and "
                 + "programs can read it; prefer --phrase-stdin")
            return explicit
        }
        if fromStdin || !stdinIsTerminal {
            let lines = stdinLines()
            let text = passphraseAlsoFromStdin ? (lines.first ?? "") : lines.joined(separator: " ")
            if text.allSatisfy(\.isWhitespace) { Output.fail("no seed phrase on standard input", json: json) }
            return text
        }
        return prompt("Seed phrase: ")
    }

    /// The BIP39 passphrase: "" unless `--passphrase-stdin` (line 2 of stdin after a phrase, else line 1).
    static func passphrase(fromStdin: Bool, afterPhrase: Bool) -> String {
        guard fromStdin else { return "" }
        let lines = stdinLines()
        let index = afterPhrase ? 1 : 0
        return lines.count > index ? lines[index] : ""
    }

    /// Reads one line from the terminal with echo off.
    static func prompt(_ label: String) -> String {
        FileHandle.standardError.write(Data(label.utf8))
        var original = termios()
        let hasTerminal = tcgetattr(STDIN_FILENO, &original) == 0
        if hasTerminal {
            var silent = original
            silent.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        }
        let line = readLine(strippingNewline: true) ?? ""
        if hasTerminal {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return line
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }
}
