import Foundation
import GRDB

/// The wallet's SQLite file (`wallet.sqlite`), opened the one way every module that keeps tables in it must open it:
/// the wallet core, the market cache and the portfolio share the file, each with migrations of its own.
public enum SQLiteFile {
    /// Opens (creating the directory 0700 and the file when needed) the database at `path` in WAL mode, waiting up
    /// to 10 s for another process's write lock instead of failing, and runs `migrator` on it.
    ///
    /// - Parameters:
    ///   - path: the database file.
    ///   - migrator: the caller's own migrations (named apart from the other modules', which it skips).
    /// - Returns: the pool, migrated.
    /// - Throws: the file system's or GRDB's error; callers wrap it in their own typed error with the path.
    public static func open(path: String, migrator: DatabaseMigrator) throws -> DatabasePool {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        var configuration = Configuration()
        // Another process may hold the write lock for a moment: wait for it instead of failing.
        configuration.busyMode = .timeout(10)
        let pool = try DatabasePool(path: path, configuration: configuration)
        try migrator.migrate(pool)
        return pool
    }
}
