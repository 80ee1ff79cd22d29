import Foundation
import TestSupport
import Testing

/// Issue 28: help text is wrapped once, by the argument parser at the terminal's width, not also by hand in the
/// source (which gave lines cut short in the middle of a sentence). Every command's discussion, from the parser's
/// own dump, has a line break only between paragraphs, before a list item, an indented or example line, or after
/// an example line.
@Suite struct HelpTextTests {
    @Test func discussionsAreWrappedOnlyByTheParser() throws {
        let dumped = try CLI.run(["--experimental-dump-help"])
        #expect(dumped.status == 0, "\(dumped.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dumped.stdout.utf8)) as? [String: Any])
        var commands = 0
        func walk(_ command: [String: Any], _ path: String) {
            let lines = ((command["discussion"] as? String) ?? "").components(separatedBy: "\n")
            commands += 1
            for (line, next) in zip(lines, lines.dropFirst()) where !line.isEmpty && !next.isEmpty {
                let starts = [" ", "-", "•", "$ ", "solwallet ", "SOLWALLET_", "make ", "Example"]
                let allowed =
                    starts.contains { next.hasPrefix($0) } || next.first?.isNumber == true
                    || line.hasPrefix("Example") || line.hasPrefix(" ")
                #expect(allowed, "\(path): a line broken by hand before \"\(next.prefix(40))…\"")
            }
            for sub in (command["subcommands"] as? [[String: Any]]) ?? [] {
                walk(sub, path + " " + ((sub["commandName"] as? String) ?? "?"))
            }
        }
        walk(try #require(root["command"] as? [String: Any]), "solwallet")
        #expect(commands > 50, "only \(commands) commands in the dump")
    }
}
