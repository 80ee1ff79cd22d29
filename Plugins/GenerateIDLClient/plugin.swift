// The `generate-idl-client` command plugin: runs the idl-codegen tool on an IDL and writes the Swift client into the
// package (after asking for permission to write there).
//
//     swift package --allow-writing-to-package-directory generate-idl-client IDL.json --module NAME --out DIR
import Foundation
import PackagePlugin

@main
struct GenerateIDLClient: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "idl-codegen")
        let root = context.package.directoryURL
        // Relative paths are the package's, whatever directory the plugin runs in.
        var resolved: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--out", index + 1 < arguments.count {
                resolved += [argument, Self.absolute(arguments[index + 1], in: root)]
                index += 2
                continue
            }
            if argument == "--module", index + 1 < arguments.count {
                resolved += [argument, arguments[index + 1]]
                index += 2
                continue
            }
            resolved.append(argument.hasPrefix("-") ? argument : Self.absolute(argument, in: root))
            index += 1
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = resolved
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("idl-codegen failed (status \(process.terminationStatus))")
            throw PluginFailure()
        }
    }

    static func absolute(_ path: String, in root: URL) -> String {
        path.hasPrefix("/") ? path : root.appendingPathComponent(path).path
    }

    struct PluginFailure: Error {}
}
