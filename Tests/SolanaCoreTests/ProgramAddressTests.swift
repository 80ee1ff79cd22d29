import TestSupport
import Testing

@testable import SolanaCore

@Suite struct ProgramAddressTests {
    let bpfLoader = PublicKey(staticString: "BPFLoader1111111111111111111111111111111111")

    @Test func specVectors() throws {
        #expect(
            try PublicKey.createProgramAddress(seeds: [[], [1]], programId: bpfLoader).base58
                == "3gF2KMe9KiC6FNVBmfg9i267aMPvK37FewCip4eGBFcT")
        #expect(
            try PublicKey.createProgramAddress(seeds: [Array("☉".utf8)], programId: bpfLoader).base58
                == "7ytmC1nT1xY4RfxCV2ZgyA7UakC93do5ZdyhdF3EtPj7")
        #expect(
            try PublicKey.createProgramAddress(
                seeds: [Array("Talking".utf8), Array("Squirrels".utf8)], programId: bpfLoader
            ).base58
                == "HwRVBufQ4haG5XSgpspwKtNd3PC9GM9m1196uJW36vds")
        // Seeds concatenate without delimiters.
        #expect(
            try PublicKey.createProgramAddress(
                seeds: [Array("Talking".utf8), Array("Squirrels".utf8)], programId: bpfLoader)
                == PublicKey.createProgramAddress(seeds: [Array("TalkingSquirrels".utf8)], programId: bpfLoader))
        let wallet = try PublicKey("HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk")
        let mint = try PublicKey(bytes: [UInt8](repeating: 0x44, count: 32))
        #expect(
            PublicKey.associatedTokenAddress(owner: wallet, mint: mint).base58
                == "FF2BjgeRK2LgK8Lj4wY2CTJrmJAKV5ZPCdHqfq1tJLGi")
        #expect(
            PublicKey.associatedTokenAddress(owner: wallet, mint: mint, tokenProgram: .token2022Program).base58
                == "Hzvpgx8hB4wZewvsYXSedgrgSb4yNycQRhufYeMaKuRM")
        #expect(
            PublicKey.associatedTokenAddress(
                owner: wallet, mint: try PublicKey("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v")
            ).base58
                == "5N3f1tj9v1vc5TUZ8S7mCAnVmjVKrfnzXWhxLaxyZAgt")
        let (_, bump) = try PublicKey.findProgramAddress(
            seeds: [wallet.bytes, PublicKey.tokenProgram.bytes, mint.bytes], programId: .associatedTokenProgram)
        #expect(bump == 255)
        #expect(
            try PublicKey.createWithSeed(base: .zero, seed: "limber chicken: 4/45", owner: .zero).base58
                == "9h1HyLCW5dZnBVap8C5egQ9Z6pHyjsh5MNy83iPqqRuq")
    }

    @Test func typedErrors() throws {
        #expect(throws: ProgramAddressError.tooManySeeds(count: 17, maximum: 16)) {
            try PublicKey.createProgramAddress(seeds: Array(repeating: [1], count: 17), programId: bpfLoader)
        }
        #expect(throws: ProgramAddressError.tooManySeeds(count: 17, maximum: 16)) {
            try PublicKey.findProgramAddress(seeds: Array(repeating: [1], count: 16), programId: bpfLoader)
        }
        #expect(throws: ProgramAddressError.seedTooLong(index: 1, length: 33, maximum: 32)) {
            try PublicKey.createProgramAddress(seeds: [[], Random.bytes(33)], programId: bpfLoader)
        }
        #expect(throws: ProgramAddressError.createWithSeedTooLong(length: 33, maximum: 32)) {
            try PublicKey.createWithSeed(base: .zero, seed: String(repeating: "a", count: 33), owner: .zero)
        }
        // Find a bump that lands on the curve; createProgramAddress with it must refuse.
        var onCurveBump: UInt8?
        for bump in stride(from: 255, through: 1, by: -1) where onCurveBump == nil {
            let seeds: [[UInt8]] = [Array("Talking".utf8), [UInt8(bump)]]
            if case .failure(.onCurve) = Result(catching: { () throws(ProgramAddressError) in
                try PublicKey.createProgramAddress(seeds: seeds, programId: bpfLoader)
            }) {
                onCurveBump = UInt8(bump)
            }
        }
        #expect(onCurveBump != nil)
        #expect(ProgramAddressError.onCurve.description.contains("curve"))
    }

    struct PDACase: Codable { let program: String; let seeds: [String] }
    struct PDARequest: Codable { let cases: [PDACase] }
    struct PDAResult: Codable { let address: String?; let bump: Int?; let error: String? }
    struct PDAReply: Codable { let results: [PDAResult] }

    @Test func findProgramAddressMatchesSoldersOnRandomSeeds() throws {
        var cases: [PDACase] = []
        var inputs: [([[UInt8]], PublicKey)] = []
        for _ in 0..<2500 {
            let program = try PublicKey(bytes: Random.bytes(32))
            let seeds = (0..<Random.int(0...5)).map { _ in Random.bytes(Random.int(0...32)) }
            inputs.append((seeds, program))
            cases.append(PDACase(program: program.base58, seeds: seeds.map(\.hex)))
        }
        let reply = try Oracle.ask("pda", PDARequest(cases: cases), as: PDAReply.self)
        #expect(reply.results.count == cases.count)
        var bumpsBelow255 = 0
        for ((seeds, program), expected) in zip(inputs, reply.results) {
            let (address, bump) = try PublicKey.findProgramAddress(seeds: seeds, programId: program)
            #expect(address.base58 == expected.address)
            #expect(Int(bump) == expected.bump)
            if bump < 255 { bumpsBelow255 += 1 }
        }
        // About half of first candidates fall on the curve, so the bump search is exercised.
        #expect(bumpsBelow255 > 800)
    }

    struct ATACase: Codable { let owner: String; let mint: String }
    struct ATARequest: Codable { let cases: [ATACase] }
    struct ATAResult: Codable { let token: String; let token2022: String }
    struct ATAReply: Codable { let results: [ATAResult] }

    @Test func associatedTokenAddressesMatchSolders() throws {
        let pairs = (0..<2000).map { _ in
            (try! PublicKey(bytes: Random.bytes(32)), try! PublicKey(bytes: Random.bytes(32)))
        }
        let reply = try Oracle.ask(
            "ata", ATARequest(cases: pairs.map { ATACase(owner: $0.0.base58, mint: $0.1.base58) }), as: ATAReply.self)
        for ((owner, mint), expected) in zip(pairs, reply.results) {
            #expect(PublicKey.associatedTokenAddress(owner: owner, mint: mint).base58 == expected.token)
            #expect(
                PublicKey.associatedTokenAddress(owner: owner, mint: mint, tokenProgram: .token2022Program).base58
                    == expected.token2022)
        }
    }
}
