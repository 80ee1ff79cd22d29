import Foundation

/// The one launcher of the tests' helper processes (localnet, the hostile node, the Solana Pay merchant, the market
/// server): each is started with `--ready-file PATH` and writes its addresses there (atomically, by rename) once it
/// listens. `launch` waits for that file, and for nothing else: the process's exit or the 20 s limit end the wait
/// with an error naming the helper.
public enum HelperProcess {
    /// Starts `executable` with `arguments` and `--ready-file`, waits until the helper has written it, and returns
    /// the process, the file's JSON decoded as `Ready`, and the file's path (some helpers write more beside it).
    public static func launch<Ready: Decodable>(
        _ executable: URL, _ arguments: [String], what: String, hint: String, as: Ready.Type,
        standardInput: Pipe? = nil, limit: TimeInterval = 20
    ) throws -> (process: Process, ready: Ready, readyFile: String) {
        let readyFile = NSTemporaryDirectory() + "helper-\(UUID().uuidString).json"
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + ["--ready-file", readyFile]
        if let standardInput { process.standardInput = standardInput }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // The process's end is a signal too: a helper that dies does not make the wait last the whole limit.
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while !FileManager.default.fileExists(atPath: readyFile) {
            guard Date() < deadline else {
                stop(process)
                throw Oracle.Failure(description: "\(what) did not start within \(Int(limit)) s (\(hint))")
            }
            if ended.wait(timeout: .now() + .milliseconds(20)) == .success {
                throw Oracle.Failure(
                    description: "\(what) exited (status \(process.terminationStatus)) before it was ready (\(hint))")
            }
        }
        let ready = try JSONDecoder().decode(Ready.self, from: Data(contentsOf: URL(fileURLWithPath: readyFile)))
        return (process, ready, readyFile)
    }

    /// SIGTERM, then SIGKILL if the process has not exited within 3 s.
    ///
    /// It first lets 50 ms pass: AsyncHTTPClient 1.37 can trap ("A connection that we don't know was released?") when
    /// the server closes a keep-alive connection just after answering. By the backtrace, the caller already had its
    /// answer, the pool had dropped the closed connection, and the write of the request's end then completed and
    /// released it. A test that stops a helper right after its last request can hit that window (seen once, in a
    /// fresh-clone run on a loaded machine).
    public static func stop(_ process: Process) {
        guard process.isRunning else { return }
        Thread.sleep(forTimeInterval: 0.05)
        process.terminate()
        let deadline = Date().addingTimeInterval(3)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
