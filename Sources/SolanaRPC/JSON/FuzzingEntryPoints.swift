/// Entry points for the fuzz targets in `Fuzz/SolFuzz` (the fuzz binary is built in release, where
/// `@testable import` is unavailable). Not API: import with `@_spi(Fuzzing) import SolanaRPC`.
@_spi(Fuzzing) public enum FuzzingEntryPoints {
    /// `TapeJSONDecoder.decode`: the client's JSON decoder.
    public static func tapeDecode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try TapeJSONDecoder.decode(type, from: bytes)
    }

    /// A subscription notification's `params.result`, decoded as the subscription client decodes it.
    public static func notificationResult<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try TapeJSONDecoder.decode(NotificationEnvelope<T>.self, from: bytes).params.result
    }
}
