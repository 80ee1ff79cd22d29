#if canImport(COpenSSLCrypto)
    import COpenSSLCrypto
#endif

/// SHA-512 (FIPS 180-4) and PBKDF2-HMAC-SHA512 (RFC 8018), written for BIP39 seeds.
///
/// BIP39 turns a phrase into a seed with 2,048 PBKDF2 rounds: 4,096 SHA-512 compressions in a
/// strict chain, so the cost is the compression plus whatever a generic HMAC adds around it.
/// Here the HMAC keys' inner and outer states are computed once, and each round hashes the
/// previous digest as eight words (no buffers, no padding logic: the 64-byte message's padding is a
/// constant). The compression is OpenSSL's block function where libcrypto is linked (Linux: assembly
/// for the CPU, AVX2 + BMI2 on x86-64), else our generated Swift (`SHA512Compress.swift`).
/// Both are checked against hashlib and the BIP39 vectors in the tests.
public enum SHA512Hash {
    /// The size of a digest in bytes.
    public static let digestLength = 64
    static let blockLength = 128

    /// The eight state words; also the digest, as big-endian words.
    @usableFromInline
    struct State: Sendable {
        var h0, h1, h2, h3, h4, h5, h6, h7: UInt64

        static let initial = State(
            h0: 0x6a09e667f3bcc908, h1: 0xbb67ae8584caa73b, h2: 0x3c6ef372fe94f82b, h3: 0xa54ff53a5f1d36f1,
            h4: 0x510e527fade682d1, h5: 0x9b05688c2b3e6c1f, h6: 0x1f83d9abfb41bd6b, h7: 0x5be0cd19137e2179)

        init(h0: UInt64, h1: UInt64, h2: UInt64, h3: UInt64, h4: UInt64, h5: UInt64, h6: UInt64, h7: UInt64) {
            (self.h0, self.h1, self.h2, self.h3, self.h4, self.h5, self.h6, self.h7) = (h0, h1, h2, h3, h4, h5, h6, h7)
        }

        /// The state from eight native words.
        init(loading words: UnsafePointer<UInt64>) {
            self.init(
                h0: words[0], h1: words[1], h2: words[2], h3: words[3], h4: words[4], h5: words[5], h6: words[6],
                h7: words[7])
        }

        /// Stores the eight words (native order).
        func store(to words: UnsafeMutablePointer<UInt64>) {
            words[0] = h0; words[1] = h1; words[2] = h2; words[3] = h3
            words[4] = h4; words[5] = h5; words[6] = h6; words[7] = h7
        }

        /// Overwrites the words with zeros through a call the optimiser cannot drop.
        mutating func wipe() { withUnsafeMutableBytes(of: &self) { secureZero($0) } }

        /// Writes the digest (big-endian words).
        func write(to output: UnsafeMutableRawPointer) {
            for (index, word) in [h0, h1, h2, h3, h4, h5, h6, h7].enumerated() {
                output.storeBytes(of: word.bigEndian, toByteOffset: index * 8, as: UInt64.self)
            }
        }
    }

    @inline(__always)
    static func rotr(_ x: UInt64, _ n: UInt64) -> UInt64 { (x >> n) | (x << (64 &- n)) }

    /// An HMAC key's state after its 128-byte block, with the parts of the next block's first round that
    /// depend on that state alone (every PBKDF2 iteration starts from the same two states).
    struct KeyedState: Sendable {
        private(set) var state: State
        /// h + Σ1(e) + Ch(e, f, g) + K0.
        private(set) var round0T1: UInt64
        /// Σ0(a) + Maj(a, b, c).
        private(set) var round0T2: UInt64

        /// Zeroes the key-derived words.
        mutating func wipe() { withUnsafeMutableBytes(of: &self) { secureZero($0) } }

        init(_ state: State) {
            self.state = state
            let (a, b, c, e, f, g, h) = (state.h0, state.h1, state.h2, state.h4, state.h5, state.h6, state.h7)
            round0T1 = h &+ (rotr(e, 14) ^ rotr(e, 18) ^ rotr(e, 41)) &+ (g ^ (e & (f ^ g))) &+ 0x428a2f98d728ae22
            round0T2 = (rotr(a, 28) ^ rotr(a, 34) ^ rotr(a, 39)) &+ ((a & b) | (c & (a | b)))
        }
    }

    /// Incremental hashing of arbitrary bytes (key set-up, the first PBKDF2 block, one-shot hashes).
    struct Hasher {
        var state: State
        var buffer = [UInt8](repeating: 0, count: SHA512Hash.blockLength)
        var buffered = 0
        var totalBytes: UInt64 = 0

        init(state: State = .initial, alreadyHashed: UInt64 = 0) {
            self.state = state
            self.totalBytes = alreadyHashed
        }

        /// Zeroes the buffer and the state (a keyed hasher's buffer still holds the key block after compressing it).
        mutating func wipe() {
            buffer.withUnsafeMutableBytes { secureZero($0) }
            state.wipe()
        }

        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            var remaining = bytes[...]
            totalBytes &+= UInt64(remaining.count)
            while !remaining.isEmpty {
                let take = min(SHA512Hash.blockLength - buffered, remaining.count)
                buffer.withUnsafeMutableBytes {
                    $0.baseAddress!.advanced(by: buffered).copyMemory(
                        from: UnsafeRawBufferPointer(rebasing: remaining.prefix(take)).baseAddress!, byteCount: take)
                }
                buffered += take
                remaining = remaining.dropFirst(take)
                if buffered == SHA512Hash.blockLength { compressBuffer(); buffered = 0 }
            }
        }

        mutating func compressBuffer() {
            var words = [UInt64](repeating: 0, count: 16)
            buffer.withUnsafeBytes { block in
                for t in 0..<16 {
                    words[t] = UInt64(bigEndian: block.loadUnaligned(fromByteOffset: t * 8, as: UInt64.self))
                }
            }
            var next = state
            words.withUnsafeMutableBufferPointer { SHA512Hash.compress(&next, words: $0.baseAddress!) }
            state = next
            words.withUnsafeMutableBytes { secureZero($0) }
        }

        /// Pads, compresses the last block(s) and returns the final state (the digest words).
        mutating func finish() -> State {
            let bitLength = totalBytes &* 8
            buffer[buffered] = 0x80
            for i in (buffered + 1)..<SHA512Hash.blockLength { buffer[i] = 0 }
            if buffered >= SHA512Hash.blockLength - 16 {
                compressBuffer()
                for i in 0..<SHA512Hash.blockLength { buffer[i] = 0 }
            }
            // 128-bit length; the high half is 0 below 2^61 bytes.
            buffer.withUnsafeMutableBytes { $0.storeBytes(of: bitLength.bigEndian, toByteOffset: 120, as: UInt64.self) }
            compressBuffer()
            buffer.withUnsafeMutableBytes { $0.initializeMemory(as: UInt8.self, repeating: 0) }
            return state
        }
    }

    /// The SHA-512 digest of `bytes`.
    public static func hash(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var hasher = Hasher()
        hasher.update(bytes)
        let state = hasher.finish()
        return [UInt8](unsafeUninitializedCapacity: digestLength) { out, count in
            state.write(to: out.baseAddress!)
            count = digestLength
        }
    }

    /// PBKDF2-HMAC-SHA512: `output.count` bytes from `password`, `salt` and `rounds` (≥ 1) iterations.
    public static func pbkdf2(
        password: UnsafeRawBufferPointer, salt: UnsafeRawBufferPointer, rounds: Int,
        into output: UnsafeMutableRawBufferPointer
    ) {
        pbkdf2(password: password, salt: salt, rounds: rounds, into: output, portable: false)
    }

    /// `portable`: the Swift compression even where OpenSSL's is available (tests compare the two).
    static func pbkdf2(
        password: UnsafeRawBufferPointer, salt: UnsafeRawBufferPointer, rounds: Int,
        into output: UnsafeMutableRawBufferPointer, portable: Bool
    ) {
        precondition(rounds >= 1, "PBKDF2 needs at least one round")
        // HMAC key: hashed when longer than a block, zero-padded to a block.
        var key = [UInt8](repeating: 0, count: blockLength)
        defer { key.withUnsafeMutableBytes { secureZero($0) } }
        if password.count > blockLength {
            var digest = hash(password)
            key.replaceSubrange(0..<digestLength, with: digest)
            digest.withUnsafeMutableBytes { secureZero($0) }
        } else if password.count > 0 {
            key.withUnsafeMutableBytes { $0.copyMemory(from: password) }
        }
        var innerHasher = Hasher(), outerHasher = Hasher()
        for i in 0..<blockLength { key[i] ^= 0x36 }
        key.withUnsafeBytes { innerHasher.update($0) }
        for i in 0..<blockLength { key[i] ^= 0x36 ^ 0x5c }
        key.withUnsafeBytes { outerHasher.update($0) }
        var inner = KeyedState(innerHasher.state), outer = KeyedState(outerHasher.state)
        innerHasher.wipe()
        outerHasher.wipe()
        defer {
            inner.wipe()
            outer.wipe()
        }

        var blockIndex: UInt32 = 1
        var offset = 0
        while offset < output.count {
            // U1 = HMAC(password, salt ‖ INT(blockIndex)).
            var first = Hasher(state: inner.state, alreadyHashed: UInt64(blockLength))
            first.update(salt)
            withUnsafeBytes(of: blockIndex.bigEndian) { first.update($0) }
            var firstInner = first.finish()
            first.wipe()
            var u = hmacOuter(firstInner, outer: outer)
            firstInner.wipe()
            var t = u
            defer {
                u.wipe()
                t.wipe()
            }
            // U_j = HMAC(password, U_{j-1}): a 64-byte message after the 128-byte key block, so one
            // compression each for the inner and the outer hash, with a constant padding half.
            if rounds > 1 {
                #if canImport(COpenSSLCrypto)
                    let useOpenSSL = !portable
                #else
                    let useOpenSSL = false
                #endif
                if useOpenSSL {
                    openSSLIterate(&t, u: u, rounds: rounds - 1, inner: inner.state, outer: outer.state)
                } else {
                    iterate(&u, &t, rounds: rounds - 1, inner: inner, outer: outer)
                }
            }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: digestLength) { digest in
                t.write(to: digest.baseAddress!)
                let take = min(digestLength, output.count - offset)
                (output.baseAddress! + offset).copyMemory(from: digest.baseAddress!, byteCount: take)
                secureZero(UnsafeMutableRawBufferPointer(digest))
            }
            offset += digestLength
            blockIndex += 1
        }
    }

    /// PBKDF2's iterations in Swift: u = HMAC(u), t ^= u, `rounds` times.
    static func iterate(_ u: inout State, _ t: inout State, rounds: Int, inner: KeyedState, outer: KeyedState) {
        for _ in 0..<rounds {
            u = hmacRound(u, inner: inner, outer: outer)
            t.h0 ^= u.h0; t.h1 ^= u.h1; t.h2 ^= u.h2; t.h3 ^= u.h3
            t.h4 ^= u.h4; t.h5 ^= u.h5; t.h6 ^= u.h6; t.h7 ^= u.h7
        }
    }

    /// PBKDF2's iterations on OpenSSL's block function: assembly for this CPU (AVX2/BMI2), about a third faster here.
    static func openSSLIterate(_ t: inout State, u: State, rounds: Int, inner: State, outer: State) {
        #if canImport(COpenSSLCrypto)
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 32) { words in
                let w = words.baseAddress!
                inner.store(to: w); outer.store(to: w + 8); u.store(to: w + 16); t.store(to: w + 24)
                solana_pbkdf2_sha512_iterate(w, w + 8, w + 16, w + 24, UInt32(rounds))
                t = State(loading: w + 24)
                secureZero(UnsafeMutableRawBufferPointer(words))
            }
        #else
            preconditionFailure("OpenSSL is not linked on this platform")
        #endif
    }

    /// The outer hash of HMAC over a 64-byte inner digest.
    @inline(__always)
    static func hmacOuter(_ innerDigest: State, outer: KeyedState) -> State {
        compressDigestBlock(from: outer, message: innerDigest)
    }

    /// HMAC of a 64-byte message given as the digest words of the previous round.
    @inline(__always)
    static func hmacRound(_ message: State, inner: KeyedState, outer: KeyedState) -> State {
        hmacOuter(compressDigestBlock(from: inner, message: message), outer: outer)
    }
}
