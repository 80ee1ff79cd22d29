/// The on-curve test that decides whether a 32-byte value can be an Ed25519 public key.
///
/// Program-derived addresses must be *off* the curve, so this check decides which addresses exist;
/// it must agree exactly with curve25519-dalek's `CompressedEdwardsY::decompress().is_some()`:
/// the top bit (the sign of x) is dropped, y is read modulo p (non-canonical y ≥ p is reduced, not
/// rejected), and the point exists iff (y² − 1)/(d·y² + 1) is a square. No small-order or
/// canonicality checks. Not constant-time (only public values go through it).
public enum Curve25519Point {
    /// Whether the 32 bytes decompress to a point of edwards25519.
    public static func isOnCurve(_ bytes: UnsafeRawBufferPointer) -> Bool {
        precondition(bytes.count == 32, "a compressed point is 32 bytes")
        let y = FieldElement(bytes: bytes)
        let yy = y.squared()
        let u = yy - .one  // y² − 1
        let v = yy * FieldElement.d + .one  // d·y² + 1
        return FieldElement.isSquareRatio(u: u, v: v)
    }

    /// Whether the 32 bytes decompress to a point of edwards25519.
    public static func isOnCurve(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { isOnCurve($0) }
    }
}

/// An element of GF(2^255 − 19) in five 51-bit limbs (the representation of curve25519-dalek's u64 backend).
struct FieldElement: Equatable {
    var l0, l1, l2, l3, l4: UInt64

    static let mask51: UInt64 = (1 << 51) - 1
    static let zero = FieldElement(l0: 0, l1: 0, l2: 0, l3: 0, l4: 0)
    static let one = FieldElement(l0: 1, l1: 0, l2: 0, l3: 0, l4: 0)
    /// d = −121665/121666, the Edwards curve constant.
    static let d: FieldElement = {
        let bytes: [UInt8] = [
            0xa3, 0x78, 0x59, 0x13, 0xca, 0x4d, 0xeb, 0x75, 0xab, 0xd8, 0x41, 0x41, 0x4d, 0x0a, 0x70, 0x00,
            0x98, 0xe8, 0x79, 0x77, 0x79, 0x40, 0xc7, 0x8c, 0x73, 0xfe, 0x6f, 0x2b, 0xee, 0x6c, 0x03, 0x52,
        ]
        return bytes.withUnsafeBytes { FieldElement(bytes: $0) }
    }()

    init(l0: UInt64, l1: UInt64, l2: UInt64, l3: UInt64, l4: UInt64) {
        self.l0 = l0; self.l1 = l1; self.l2 = l2; self.l3 = l3; self.l4 = l4
    }

    /// Reads 32 little-endian bytes, ignoring the top bit; the value is not reduced (as in dalek).
    @inline(__always)
    init(bytes: UnsafeRawBufferPointer) {
        func load(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        l0 = load(0) & Self.mask51
        l1 = (load(6) >> 3) & Self.mask51
        l2 = (load(12) >> 6) & Self.mask51
        l3 = (load(19) >> 1) & Self.mask51
        l4 = (load(24) >> 12) & Self.mask51
    }

    // MARK: Arithmetic

    @inline(__always)
    static func + (a: FieldElement, b: FieldElement) -> FieldElement {
        FieldElement(l0: a.l0 &+ b.l0, l1: a.l1 &+ b.l1, l2: a.l2 &+ b.l2, l3: a.l3 &+ b.l3, l4: a.l4 &+ b.l4)
            .weakReduced()
    }

    /// a − b, computed as a + 16p − b so limbs never underflow (inputs must have limbs < 2^54).
    @inline(__always)
    static func - (a: FieldElement, b: FieldElement) -> FieldElement {
        FieldElement(
            l0: (a.l0 &+ 36_028_797_018_963_664) &- b.l0,
            l1: (a.l1 &+ 36_028_797_018_963_952) &- b.l1,
            l2: (a.l2 &+ 36_028_797_018_963_952) &- b.l2,
            l3: (a.l3 &+ 36_028_797_018_963_952) &- b.l3,
            l4: (a.l4 &+ 36_028_797_018_963_952) &- b.l4
        ).weakReduced()
    }

    @inline(__always)
    static prefix func - (a: FieldElement) -> FieldElement { zero - a }

    /// Carries each limb into the next so all limbs are below 2^52.
    @inline(__always)
    func weakReduced() -> FieldElement {
        let c0 = l0 >> 51, c1 = l1 >> 51, c2 = l2 >> 51, c3 = l3 >> 51, c4 = l4 >> 51
        return FieldElement(
            l0: (l0 & Self.mask51) &+ c4 &* 19,
            l1: (l1 & Self.mask51) &+ c0,
            l2: (l2 & Self.mask51) &+ c1,
            l3: (l3 & Self.mask51) &+ c2,
            l4: (l4 & Self.mask51) &+ c3)
    }

    /// A 128-bit accumulator.
    struct Wide {
        var high: UInt64 = 0
        var low: UInt64 = 0

        @inline(__always)
        init(_ a: UInt64, _ b: UInt64) { (high, low) = a.multipliedFullWidth(by: b) }

        @inline(__always)
        mutating func add(_ a: UInt64, _ b: UInt64) {
            let (h, l) = a.multipliedFullWidth(by: b)
            let (sum, overflow) = low.addingReportingOverflow(l)
            low = sum
            high = high &+ h &+ (overflow ? 1 : 0)
        }

        @inline(__always)
        mutating func add(_ value: UInt64) {
            let (sum, overflow) = low.addingReportingOverflow(value)
            low = sum
            high = high &+ (overflow ? 1 : 0)
        }

        /// The bits above 51 (the carry), as a 64-bit value.
        @inline(__always)
        var carry: UInt64 { (high << 13) | (low >> 51) }
    }

    @inline(__always)
    static func reduce(_ c0: Wide, _ c1: Wide, _ c2: Wide, _ c3: Wide, _ c4: Wide) -> FieldElement {
        var c1 = c1, c2 = c2, c3 = c3, c4 = c4
        c1.add(c0.carry); let o0 = c0.low & mask51
        c2.add(c1.carry); let o1 = c1.low & mask51
        c3.add(c2.carry); let o2 = c2.low & mask51
        c4.add(c3.carry); let o3 = c3.low & mask51
        let carry = c4.carry; let o4 = c4.low & mask51
        var r0 = o0 &+ carry &* 19
        let r1 = o1 &+ (r0 >> 51)
        r0 &= mask51
        return FieldElement(l0: r0, l1: r1, l2: o2, l3: o3, l4: o4)
    }

    @inline(__always)
    static func * (a: FieldElement, b: FieldElement) -> FieldElement {
        let b1 = b.l1 &* 19, b2 = b.l2 &* 19, b3 = b.l3 &* 19, b4 = b.l4 &* 19
        var c0 = Wide(a.l0, b.l0); c0.add(a.l4, b1); c0.add(a.l3, b2); c0.add(a.l2, b3); c0.add(a.l1, b4)
        var c1 = Wide(a.l1, b.l0); c1.add(a.l0, b.l1); c1.add(a.l4, b2); c1.add(a.l3, b3); c1.add(a.l2, b4)
        var c2 = Wide(a.l2, b.l0); c2.add(a.l1, b.l1); c2.add(a.l0, b.l2); c2.add(a.l4, b3); c2.add(a.l3, b4)
        var c3 = Wide(a.l3, b.l0); c3.add(a.l2, b.l1); c3.add(a.l1, b.l2); c3.add(a.l0, b.l3); c3.add(a.l4, b4)
        var c4 = Wide(a.l4, b.l0); c4.add(a.l3, b.l1); c4.add(a.l2, b.l2); c4.add(a.l1, b.l3); c4.add(a.l0, b.l4)
        return reduce(c0, c1, c2, c3, c4)
    }

    @inline(__always)
    func squared() -> FieldElement {
        let a0 = l0, a1 = l1, a2 = l2, a3 = l3, a4 = l4
        let a3_19 = a3 &* 19, a4_19 = a4 &* 19
        let d0 = a0 &* 2, d1 = a1 &* 2, d2 = a2 &* 2, d4 = a4 &* 2
        var c0 = Wide(a0, a0); c0.add(d1, a4_19); c0.add(d2, a3_19)
        var c1 = Wide(a3, a3_19); c1.add(d0, a1); c1.add(d2, a4_19)
        var c2 = Wide(a1, a1); c2.add(d0, a2); c2.add(d4, a3_19)
        var c3 = Wide(a4, a4_19); c3.add(d0, a3); c3.add(d1, a2)
        var c4 = Wide(a2, a2); c4.add(d0, a4); c4.add(d1, a3)
        return Self.reduce(c0, c1, c2, c3, c4)
    }

    @inline(__always)
    func squared(times k: Int) -> FieldElement {
        var result = self
        for _ in 0..<k { result = result.squared() }
        return result
    }

    /// self^((p − 5)/8) = self^(2^252 − 3), by dalek's addition chain.
    func powP58() -> FieldElement {
        let t0 = squared()  // 2
        let t1 = t0.squared().squared()  // 8
        let t2 = self * t1  // 9
        let t3 = t0 * t2  // 11
        let t4 = t3.squared()  // 22
        let t5 = t2 * t4  // 2^5 − 1
        let t6 = t5.squared(times: 5)
        let t7 = t6 * t5  // 2^10 − 1
        let t8 = t7.squared(times: 10)
        let t9 = t8 * t7  // 2^20 − 1
        let t10 = t9.squared(times: 20)
        let t11 = t10 * t9  // 2^40 − 1
        let t12 = t11.squared(times: 10)
        let t13 = t12 * t7  // 2^50 − 1
        let t14 = t13.squared(times: 50)
        let t15 = t14 * t13  // 2^100 − 1
        let t16 = t15.squared(times: 100)
        let t17 = t16 * t15  // 2^200 − 1
        let t18 = t17.squared(times: 50)
        let t19 = t18 * t13  // 2^250 − 1
        let t20 = t19.squared(times: 2)  // 2^252 − 4
        return self * t20  // 2^252 − 3
    }

    /// Whether u/v is a square (dalek's `sqrt_ratio_i(u, v).0`): v·r² equals u or −u,
    /// where r = u·v³·(u·v⁷)^((p−5)/8).
    static func isSquareRatio(u: FieldElement, v: FieldElement) -> Bool {
        let v3 = v.squared() * v
        let v7 = v3.squared() * v
        let r = (u * v3) * (u * v7).powP58()
        let check = (v * r.squared()).canonical()
        let uCanonical = u.canonical()
        return check == uCanonical || check == (-u).canonical()
    }

    /// The unique representative below p, limb by limb.
    func canonical() -> FieldElement {
        var h = weakReduced()
        // q = 1 iff h ≥ p: compute the carry of h + 19 through all limbs.
        var q = (h.l0 &+ 19) >> 51
        q = (h.l1 &+ q) >> 51
        q = (h.l2 &+ q) >> 51
        q = (h.l3 &+ q) >> 51
        q = (h.l4 &+ q) >> 51
        h.l0 = h.l0 &+ 19 &* q
        h.l1 = h.l1 &+ (h.l0 >> 51); h.l0 &= Self.mask51
        h.l2 = h.l2 &+ (h.l1 >> 51); h.l1 &= Self.mask51
        h.l3 = h.l3 &+ (h.l2 >> 51); h.l2 &= Self.mask51
        h.l4 = h.l4 &+ (h.l3 >> 51); h.l3 &= Self.mask51
        h.l4 &= Self.mask51
        return h
    }
}
