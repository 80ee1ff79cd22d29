import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal settings to put back if a signal ends the process during a no-echo read.
nonisolated(unsafe) private var savedTerminal = termios()

/// Restores the terminal, then lets the signal do what it would have done (Ctrl-C: exit status 130 in the shell).
private func restoreAndReraise(_ signalNumber: Int32) {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
    _ = write(STDERR_FILENO, "\n", 1)
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

/// Turns terminal echo off around a read of a secret, and back on afterwards, even when the user presses Ctrl-C
/// (or the process gets SIGTERM, SIGHUP or SIGQUIT) at the prompt.
enum TerminalEcho {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Runs `body` with echo off when stdin is a terminal (else just runs it).
    static func withEchoOff<T>(_ body: () -> T) -> T {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return body() }
        savedTerminal = original
        let previous = signals.map { signal($0, restoreAndReraise) }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        let result = body()
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        for (signalNumber, handler) in zip(signals, previous) { signal(signalNumber, handler) }
        FileHandle.standardError.write(Data("\n".utf8))
        return result
    }
}
