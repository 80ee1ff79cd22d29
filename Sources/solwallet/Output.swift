import ArgumentParser
import Foundation

/// Options every command shares.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print one JSON object (camelCase keys) instead of text; errors as JSON on stderr.")
    var json = false
}

/// Prints results as text or JSON; errors are thrown and reported by `SolWalletMain` (see `ErrorReport`).
enum Output {
    static func printJSON<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        print(String(decoding: data, as: UTF8.self))
    }

    /// Writes a line to stderr (progress, warnings).
    static func status(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
