import TestSupport
import Testing

@testable import SolanaCrypto

@Suite struct Curve25519PointTests {
    /// Edge cases of curve25519-dalek's decompression: non-canonical y, x = 0 with the sign bit, torsion points.
    static func edgeCases() -> [[UInt8]] {
        var cases: [[UInt8]] = []
        func le(_ hex: String) -> [UInt8] { [UInt8](hex: hex) }
        // p + k for k in 0..<19 (non-canonical y ≥ p) and 2^255 − 1, each with and without the sign bit.
        for k in 0..<19 {
            var bytes = [UInt8](repeating: 0xFF, count: 32)
            bytes[0] = 0xED + UInt8(k)
            bytes[31] = 0x7F
            cases.append(bytes)
            var signed = bytes; signed[31] |= 0x80
            cases.append(signed)
        }
        cases.append([UInt8](repeating: 0xFF, count: 32))
        // y = 0, 1, −1 with both signs (x = 0 when y = ±1).
        for y in ["00", "01"] {
            var bytes = le(y + String(repeating: "00", count: 31)); cases.append(bytes)
            bytes[31] |= 0x80; cases.append(bytes)
        }
        var minusOne = le("ec" + String(repeating: "ff", count: 30) + "7f"); cases.append(minusOne)
        minusOne[31] |= 0x80; cases.append(minusOne)
        // The eight small-order (torsion) points.
        for hex in [
            "0100000000000000000000000000000000000000000000000000000000000000",
            "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
            "0000000000000000000000000000000000000000000000000000000000000080",
            "0000000000000000000000000000000000000000000000000000000000000000",
            "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
            "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",
            "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
            "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",
        ] { cases.append(le(hex)) }
        return cases
    }

    @Test func knownPoints() throws {
        // The ed25519 base point is on the curve; real public keys are too.
        #expect(
            Curve25519Point.isOnCurve([UInt8](hex: "5866666666666666666666666666666666666666666666666666666666666666")))
        for _ in 0..<200 { #expect(Curve25519Point.isOnCurve(try Ed25519.publicKey(seed: Random.bytes(32)))) }
        // x = 0 is accepted whatever the sign bit.
        #expect(
            Curve25519Point.isOnCurve([UInt8](hex: "0100000000000000000000000000000000000000000000000000000000000080")))
    }

    struct Request: Codable { let points: [String] }
    struct Reply: Codable { let results: [Bool] }

    @Test func agreesWithSoldersOnRandomAndEdgeInputs() throws {
        var points = Self.edgeCases()
        // Random bytes, random real public keys, and random values just below/above p.
        for index in 0..<6000 {
            switch index % 3 {
            case 0: points.append(Random.bytes(32))
            case 1: points.append(try Ed25519.publicKey(seed: Random.bytes(32)))
            default:
                var bytes = Random.bytes(32)
                for i in 4..<31 { bytes[i] = 0xFF }
                bytes[31] = 0x7F | (Random.int(0...1) == 0 ? 0 : 0x80)
                points.append(bytes)
            }
        }
        let reply = try Oracle.ask("onCurve", Request(points: points.map(\.hex)), as: Reply.self)
        #expect(reply.results.count == points.count)
        var onCurve = 0
        for (point, expected) in zip(points, reply.results) {
            #expect(Curve25519Point.isOnCurve(point) == expected, "isOnCurve(\(point.hex)) should be \(expected)")
            if expected { onCurve += 1 }
        }
        // Both answers must occur plentifully, or the comparison proves little.
        #expect(onCurve > 2500 && onCurve < points.count - 1000)
    }
}
