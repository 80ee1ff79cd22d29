import GRDB

/// Opens a raw GRDB pool (for migration tests).
enum GRDBTestSupport {
    static func pool(_ path: String) throws -> DatabasePool { try DatabasePool(path: path) }
}
