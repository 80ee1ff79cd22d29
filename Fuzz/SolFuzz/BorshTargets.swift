import Borsh
import SolanaCore

let borshTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "borsh", maxLen: 4096,
        summary:
            "Borsh decoding under 10 schemas (byte 0 picks): a value or a typed error; canonical schemas re-encode to the input",
        run: fuzzBorsh)
]

/// The schemas the `borsh` target decodes with: every kind of type, size and tag, and one that nests deeper than the
/// decoder's bound. `true` marks those whose decoding is canonical (what decodes re-encodes to the same bytes).
let borshFuzzSchemas: [(BorshType, Bool)] = {
    let token = BorshType.structure([
        BorshField("mint", .publicKey), BorshField("owner", .publicKey), BorshField("amount", .u64),
        BorshField("delegate", .cOption(.publicKey)),
        BorshField("state", .enumeration([BorshVariant("A"), BorshVariant("B")])),
        BorshField("isNative", .cOption(.u64)), BorshField("delegatedAmount", .u64),
        BorshField("closeAuthority", .cOption(.publicKey)),
    ])
    let instruction = BorshType.enumeration([
        BorshVariant(
            "Init",
            .fields([BorshField("name", .string), BorshField("decimals", .u8), BorshField("supply", .option(.u128))])),
        BorshVariant("Move", .tuple([.i64, .f64, .bool])),
        BorshVariant("Batch", .tuple([.vec(.tuple([.u16, .i32]))])),
        BorshVariant("Close"),
    ])
    var deep = BorshType.u8
    for _ in 0..<80 { deep = .option(deep) }
    let everything = BorshType.structure([
        BorshField("ints", .tuple([.u8, .i8, .u16, .i16, .u32, .i32, .u64, .i64, .u128, .i128])),
        BorshField("floats", .tuple([.f32, .f64])),
        BorshField("sets", .set(.string, .prefix(.u8))),
        BorshField("maps", .map(key: .i16, value: .bytes(.shortU16), .prefix(.u16))),
        BorshField(
            "nested",
            .vec(.vec(.option(.enumeration([BorshVariant("X"), BorshVariant("Y", .tuple([.u8]))], tag: .u16))))),
        BorshField("rest", .array(.u32, .remainder)),
    ])
    return [
        (token, false),
        (instruction, true),
        (everything, true),
        (.map(key: .structure([BorshField("a", .option(.u8)), BorshField("b", .string)]), value: .bool, .borsh), true),
        (.set(.tuple([.i64, .publicKey]), .prefix(.u64)), true),
        (.structure([BorshField("label", .string(.fixed(8))), BorshField("data", .bytes(.remainder))]), false),
        (.vec(.array(.i16, .fixed(3))), true),
        (
            .array(
                .enumeration([BorshVariant("A"), BorshVariant("B", .tuple([.string(.prefix(.u64))]))], tag: .u32),
                .shortU16), true
        ),
        (deep, true),
        (.vec(.tuple([])), true),
    ]
}()

func fuzzBorsh(_ input: [UInt8]) {
    guard let first = input.first else { return }
    let (schema, canonical) = borshFuzzSchemas[Int(first) % borshFuzzSchemas.count]
    let body = Array(input.dropFirst())
    let value: BorshValue
    do throws(BorshError) {
        value = try Borsh.decode(body, as: schema)
    } catch {
        return  // a typed error: fine
    }
    let again: [UInt8]
    do throws(BorshError) {
        again = try Borsh.encode(value, as: schema)
    } catch {
        check(false, "a decoded value does not encode: \(error)")
        return
    }
    if canonical { check(again == body, "re-encoding differs from the input") }
    check(again.count == body.count, "re-encoding changed the length")
    check((try? Borsh.decode(again, as: schema)) == value, "decode∘encode differs")
}
