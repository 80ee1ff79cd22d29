import ArgumentParser
import Base58
import Dispatch
import Foundation
import SolanaCore
import SolanaKeys
import WalletPresentation

/// `solwallet keygen grind`: a vanity address on all cores, with live progress on stderr; Ctrl-C cancels.
struct KeygenGrind: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grind",
        abstract: helpText("Grind for a keypair whose address starts and/or ends with given text."),
        discussion: helpText(
            """
            Writes <ADDRESS>.json in the current directory (or --outfile). Each extra character makes the search \
            58 times longer (about 29 times with --ignore-case for letters).
            """))

    @Option(name: .customLong("starts-with"), help: helpText("The address prefix.")) var startsWith: String?
    @Option(name: .customLong("ends-with"), help: helpText("The address suffix.")) var endsWith: String?
    @Flag(name: .customLong("ignore-case"), help: helpText("Match upper and lower case alike.")) var ignoreCase = false
    @Option(help: helpText("Worker threads, 1 to \(KeygenGrind.maximumThreads) (default: one per core).")) var threads:
        Int?
    @Option(name: [.short, .long], help: helpText("Where to write the keypair file (default: ./<ADDRESS>.json)."))
    var outfile: String?
    @Flag(
        name: .customLong("no-outfile"), help: helpText("Write no file; print the base58 secret key instead (unsafe)."))
    var noOutfile = false
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let threads, !(1...Self.maximumThreads).contains(threads) {
            throw ValidationError.localized(.cliUsageThreads, String(Self.maximumThreads), String(threads))
        }
        if startsWith == nil && endsWith == nil { throw ValidationError.localized(.cliUsageStartsOrEnds) }
    }

    /// More threads than 4 per core only add scheduling overhead; the bound also stops a typo from starting
    /// thousands of threads.
    static var maximumThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) * 4 }

    func run() async throws {
        let pattern = try VanityPattern(prefix: startsWith ?? "", suffix: endsWith ?? "", ignoreCase: ignoreCase)
        let grinder = VanityGrinder(pattern: pattern, threads: threads)
        let interactive = isatty(STDERR_FILENO) == 1
        let l10n = Localizer(try output.language())
        let count: @Sendable (Double) -> String = { formatCount($0, l10n) }
        let duration: @Sendable (Double?) -> String = { formatDuration($0, l10n) }
        status(
            l10n(
                .grindSearching, Self.describe(pattern, l10n), NumberStyle(l10n.language).integer(grinder.threads),
                count(pattern.expectedAttempts)) + "\n")
        // Ctrl-C cancels the search cleanly (the workers stop, nothing is written).
        signal(SIGINT, SIG_IGN)
        let search = Task { () -> (Keypair, VanityGrinder.Progress)? in
            for await event in grinder.events(interval: .seconds(1)) {
                switch event {
                case .progress(let progress):
                    let line = l10n(
                        .grindProgress, count(Double(progress.attempts)), count(progress.keysPerSecond),
                        duration(progress.expectedSeconds), duration(progress.elapsedSeconds))
                    status(interactive ? "\r\u{1B}[K" + line : line + "\n")
                case .found(let keypair, let progress):
                    return (keypair, progress)
                }
            }
            return nil
        }
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT)
        interrupt.setEventHandler { search.cancel() }
        interrupt.resume()
        let result = await search.value
        interrupt.cancel()
        if interactive { status("\r\u{1B}[K") }
        guard let (keypair, progress) = result else {
            throw CLIError.cancelled(.cliGrindCancelled)
        }
        var path: String?
        if !noOutfile {
            let target = outfile ?? "\(keypair.publicKey.base58).json"
            try KeypairFile.write(keypair, to: target)
            path = target
        }
        if output.json {
            try Output.printJSON(
                GrindResult(
                    publicKey: keypair.publicKey.base58, outfile: path, attempts: progress.attempts,
                    seconds: (progress.elapsedSeconds * 1000).rounded() / 1000,
                    secretKey: noOutfile ? Base58Secret.encode(keypair) : nil))
        } else {
            print(
                l10n(
                    .grindFound, keypair.publicKey.base58, count(Double(progress.attempts)),
                    duration(progress.elapsedSeconds)))
            if let path {
                print(l10n(.keygenWrote, path))
            } else {
                print(l10n(.keygenSecretBase58, Base58Secret.encode(keypair)))
            }
        }
    }

    struct GrindResult: Encodable {
        let publicKey: String
        let outfile: String?
        @DecimalString var attempts: UInt64
        let seconds: Double
        let secretKey: String?
    }

    private func status(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }

    /// "starts with ab and ends with z (any case)" in the user's language.
    static func describe(_ pattern: VanityPattern, _ l10n: Localizer) -> String {
        let text: String
        switch (pattern.prefix.isEmpty, pattern.suffix.isEmpty) {
        case (false, false): text = l10n(.grindStartsAndEnds, pattern.prefix, pattern.suffix)
        case (false, true): text = l10n(.grindStartsWith, pattern.prefix)
        default: text = l10n(.grindEndsWith, pattern.suffix)
        }
        return pattern.ignoreCase ? l10n(.grindAnyCase, text) : text
    }
}

/// The Phantom import format of a keypair: its 64 secret bytes in base58.
enum Base58Secret {
    static func encode(_ keypair: Keypair) -> String { Base58.encode(keypair.exportedSecretKey) }
}

/// 1234567 → "1.23M" ("1,23M" where the language writes a decimal comma).
func formatCount(_ value: Double, _ l10n: Localizer = Localizer(.en)) -> String {
    let style = NumberStyle(l10n.language)
    func scaled(_ format: String, _ divisor: Double, _ unit: String) -> String {
        style.localize(decimal: String(format: format, value / divisor), grouping: false) + unit
    }
    switch value {
    case ..<1_000: return String(format: "%.0f", value)
    case ..<1_000_000: return scaled("%.1f", 1_000, "k")
    case ..<1_000_000_000: return scaled("%.2f", 1_000_000, "M")
    case ..<1e12: return scaled("%.2f", 1e9, "G")
    default: return String(format: "%.2e", value)
    }
}

/// Seconds → "42s", "3m 20s", "5h 02m", "12 days", "3.2e+04 years" (days, years and "unknown" in the language).
func formatDuration(_ seconds: Double?, _ l10n: Localizer = Localizer(.en)) -> String {
    guard let seconds, seconds.isFinite else { return l10n(.durationUnknown) }
    switch seconds {
    case ..<60: return String(format: "%.0fs", seconds)
    case ..<3600:
        return String(
            format: "%.0fm %02.0fs", (seconds / 60).rounded(.down), seconds.truncatingRemainder(dividingBy: 60))
    case ..<86400:
        return String(
            format: "%.0fh %02.0fm", (seconds / 3600).rounded(.down),
            (seconds.truncatingRemainder(dividingBy: 3600) / 60).rounded(.down))
    case ..<(365 * 86400): return l10n(.durationDays, String(format: "%.0f", seconds / 86400))
    default:
        let years = String(format: "%.3g", seconds / (365.25 * 86400))
        return l10n(
            .durationYears,
            years.contains("e") ? years : NumberStyle(l10n.language).localize(decimal: years, grouping: false))
    }
}
