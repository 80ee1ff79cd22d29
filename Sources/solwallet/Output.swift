import ArgumentParser
import Foundation

/// Options every command shares.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print one JSON object (camelCase keys) instead of text.")
    var json = false
}

/// Prints results as text or JSON, and errors to stderr with exit code 1.
enum Output {
    static func printJSON<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        print(String(decoding: data, as: UTF8.self))
    }

    /// Writes "error: …" to stderr and exits with status 1 (or prints a JSON error object to stderr when `json`).
    static func fail(_ message: String, json: Bool = false) -> Never {
        let text: String
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            let escaped = String(decoding: (try? encoder.encode(["error": message])) ?? Data(), as: UTF8.self)
            text = escaped + "\n"
        } else {
            text = "error: \(message)\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
        Foundation.exit(1)
    }
}

