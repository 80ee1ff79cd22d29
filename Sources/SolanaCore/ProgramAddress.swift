import SolanaCrypto

/// Why a program-derived address could not be made.
public enum ProgramAddressError: Error, Equatable, Sendable, CustomStringConvertible {
    /// More than 16 seeds (the bump counts as one).
    case tooManySeeds(count: Int, maximum: Int)
    /// A seed longer than 32 bytes.
    case seedTooLong(index: Int, length: Int, maximum: Int)
    /// The hash of these seeds lies on the curve, so it is not a valid PDA; try another bump.
    case onCurve
    /// No bump from 255 down to 1 gives an off-curve address (astronomically unlikely).
    case noViableBump
    /// A `createWithSeed` seed longer than 32 bytes.
    case createWithSeedTooLong(length: Int, maximum: Int)

    /// A one-line explanation, with the limit that was passed.
    public var description: String {
        switch self {
        case .tooManySeeds(let count, let maximum):
            return "\(count) seeds given; a program address takes at most \(maximum) (including the bump)"
        case .seedTooLong(let index, let length, let maximum):
            return "seed \(index) is \(length) bytes; a seed is at most \(maximum) bytes"
        case .onCurve: return "the derived address lies on the ed25519 curve, so it is not a valid program address"
        case .noViableBump: return "no bump seed from 255 down to 1 gives a valid program address"
        case .createWithSeedTooLong(let length, let maximum):
            return "seed is \(length) bytes; createWithSeed takes at most \(maximum)"
        }
    }
}

extension PublicKey {
    /// The most seeds a program address takes, the bump seed included.
    public static let maxSeeds = 16
    /// The longest seed of a program address, in bytes.
    public static let maxSeedLength = 32
    private static let pdaMarker: [UInt8] = Array("ProgramDerivedAddress".utf8)

    /// SHA-256(seeds ‖ program id ‖ "ProgramDerivedAddress"), which must be off the curve
    /// (`Pubkey::create_program_address`).
    public static func createProgramAddress(seeds: [[UInt8]], programId: PublicKey) throws(ProgramAddressError)
        -> PublicKey
    {
        try validate(seeds: seeds, extra: 0)
        var hasher = SHA256Hasher()
        for seed in seeds { hasher.update(seed) }
        let candidate = finish(hasher, programId: programId)
        if candidate.isOnCurve { throw .onCurve }
        return candidate
    }

    /// The first off-curve address for bumps 255, 254, … 1, with its bump (`Pubkey::find_program_address`).
    public static func findProgramAddress(seeds: [[UInt8]], programId: PublicKey) throws(ProgramAddressError) -> (
        address: PublicKey, bump: UInt8
    ) {
        try validate(seeds: seeds, extra: 1)
        var prefix = SHA256Hasher()
        for seed in seeds { prefix.update(seed) }
        var bump: UInt8 = 255
        while bump >= 1 {
            var hasher = prefix
            var bumpByte = bump
            Swift.withUnsafeBytes(of: &bumpByte) { hasher.update($0) }
            let candidate = finish(hasher, programId: programId)
            if !candidate.isOnCurve { return (candidate, bump) }
            bump -= 1
        }
        throw .noViableBump
    }

    @inline(__always)
    private static func finish(_ hasher: SHA256Hasher, programId: PublicKey) -> PublicKey {
        var hasher = hasher
        programId.withUnsafeBytes { hasher.update($0) }
        pdaMarker.withUnsafeBytes { hasher.update($0) }
        var storage: Storage = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &storage) { hasher.finalize(into: $0) }
        return PublicKey(storage: storage)
    }

    private static func validate(seeds: [[UInt8]], extra: Int) throws(ProgramAddressError) {
        if seeds.count + extra > maxSeeds { throw .tooManySeeds(count: seeds.count + extra, maximum: maxSeeds) }
        for (index, seed) in seeds.enumerated() where seed.count > maxSeedLength {
            throw .seedTooLong(index: index, length: seed.count, maximum: maxSeedLength)
        }
    }

    /// The associated token account of `owner` for `mint` under a token program (Token or Token-2022).
    public static func associatedTokenAddress(
        owner: PublicKey, mint: PublicKey, tokenProgram: PublicKey = .tokenProgram
    ) -> PublicKey {
        // Three 32-byte seeds always validate and a bump is found with overwhelming probability.
        do {
            return try findProgramAddress(
                seeds: [owner.bytes, tokenProgram.bytes, mint.bytes], programId: .associatedTokenProgram
            ).address
        } catch {
            preconditionFailure("associated token address: \(error)")
        }
    }

    /// SHA-256(base ‖ seed ‖ owner): the address `CreateAccountWithSeed` makes (no curve check).
    public static func createWithSeed(base: PublicKey, seed: String, owner: PublicKey) throws(ProgramAddressError)
        -> PublicKey
    {
        let seedBytes = Array(seed.utf8)
        guard seedBytes.count <= maxSeedLength else {
            throw .createWithSeedTooLong(length: seedBytes.count, maximum: maxSeedLength)
        }
        var hasher = SHA256Hasher()
        base.withUnsafeBytes { hasher.update($0) }
        hasher.update(seedBytes)
        owner.withUnsafeBytes { hasher.update($0) }
        var storage: Storage = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &storage) { hasher.finalize(into: $0) }
        return PublicKey(storage: storage)
    }
}
