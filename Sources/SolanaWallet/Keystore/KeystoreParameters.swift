/// Argon2id cost parameters of a keystore file: passes (t) and memory (m, KiB); lanes are fixed at 1.
///
/// Every file records its own parameters; reading refuses files outside the policy bounds before deriving any
/// key (a weak file is a brute-force target, an enormous one a denial of service).
public struct KeystoreParameters: Sendable, Hashable, CustomStringConvertible {
    /// Argon2 passes (libsodium opslimit).
    public let opsLimit: UInt32
    /// Argon2 memory in KiB (libsodium memlimit / 1024).
    public let memLimitKiB: UInt32

    /// The opslimit values a file may carry.
    public static let opsLimitBounds: ClosedRange<UInt32> = 2...16
    /// The memlimit values (KiB) a file may carry: 64 MiB to 1 GiB.
    public static let memLimitKiBBounds: ClosedRange<UInt32> = 65_536...1_048_576

    /// The default for new files: libsodium MODERATE, t = 3 and 256 MiB (about 0.5 s here).
    public static let moderate = KeystoreParameters(unchecked: 3, 262_144)
    /// The policy floor, libsodium INTERACTIVE: t = 2 and 64 MiB. For tests and CI; real keys get `.moderate`.
    public static let minimum = KeystoreParameters(unchecked: 2, 65_536)

    /// Parameters within the policy bounds.
    /// - Throws: `.parametersOutOfBounds` outside 2...16 passes or 65 536...1 048 576 KiB.
    public init(opsLimit: UInt32, memLimitKiB: UInt32) throws(KeystoreError) {
        guard Self.opsLimitBounds.contains(opsLimit), Self.memLimitKiBBounds.contains(memLimitKiB) else {
            throw .parametersOutOfBounds(opsLimit: opsLimit, memLimitKiB: memLimitKiB)
        }
        self.init(unchecked: opsLimit, memLimitKiB)
    }

    init(unchecked opsLimit: UInt32, _ memLimitKiB: UInt32) {
        self.opsLimit = opsLimit
        self.memLimitKiB = memLimitKiB
    }

    /// The memory limit in bytes, as libsodium takes it.
    public var memLimitBytes: UInt64 { UInt64(memLimitKiB) * 1024 }

    /// Whether a file written with these parameters should be re-encrypted to reach `target` (§1.7): fewer
    /// passes or less memory. Parameters are never lowered automatically.
    public func needsRehash(toReach target: KeystoreParameters) -> Bool {
        opsLimit < target.opsLimit || memLimitKiB < target.memLimitKiB
    }

    /// The larger of each parameter: what a rehash writes, so that neither one goes down.
    func raised(to target: KeystoreParameters) -> KeystoreParameters {
        KeystoreParameters(unchecked: max(opsLimit, target.opsLimit), max(memLimitKiB, target.memLimitKiB))
    }

    /// `t=3/256 MiB`.
    public var description: String {
        memLimitKiB % 1024 == 0 ? "t=\(opsLimit)/\(memLimitKiB / 1024) MiB" : "t=\(opsLimit)/\(memLimitKiB) KiB"
    }
}
