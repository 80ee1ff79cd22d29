import Foundation
import SolanaCore
import SolanaWallet

let imageTargets: [FuzzTarget] = [
    FuzzTarget(
        name: "image-sniff", maxLen: 512,
        summary:
            "ImageFormat.sniff (the image proxy's check of an outside image's bytes): PNG, JPEG, GIF or WebP only "
            + "by their magic bytes, decided by the first 16 bytes; SVG, XML and HTML are never an image",
        run: fuzzImageSniff),
    FuzzTarget(
        name: "siws-verify", maxLen: 4096,
        summary:
            "SignInVerification (the dashboard's sign-in verify screen) on the input as text with a signature and "
            + "a domain from its first bytes: a typed refusal or every check run, in order, the failures named",
        run: fuzzSignInVerification),
    FuzzTarget(
        name: "address-literal", maxLen: 128,
        summary:
            "PublicAddress (the image proxy's refusal of the user's own network): the input as a host literal, and "
            + "its first bytes as addresses; an IPv6 address embedding IPv4 is as public as the IPv4 address",
        run: fuzzAddressLiteral),
]

func fuzzAddressLiteral(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    if let bytes = PublicAddress.literal(text) {
        check(bytes.count == 4 || bytes.count == 16, "a literal of \(bytes.count) bytes")
        if !text.hasPrefix("[") { check(PublicAddress.literal("[" + text + "]") == bytes, "brackets change \(text)") }
    }
    _ = PublicAddress.isPublic(input)  // any count: false unless 4 or 16
    guard input.count >= 4 else { return }
    let v4 = Array(input.prefix(4))
    let public4 = PublicAddress.isPublic(v4)
    let zeros = [UInt8](repeating: 0, count: 10)
    check(PublicAddress.isPublic(zeros + [0xFF, 0xFF] + v4) == public4, "mapped \(v4)")
    check(
        PublicAddress.isPublic([0, 0x64, 0xFF, 0x9B] + [UInt8](repeating: 0, count: 8) + v4) == public4, "NAT64 \(v4)")
    check(PublicAddress.isPublic([0x20, 0x02] + v4 + [UInt8](repeating: 0, count: 10)) == public4, "6to4 \(v4)")
    check(!PublicAddress.isPublic([127] + v4.suffix(3)) && !PublicAddress.isPublic([10] + v4.suffix(3)), "private")
    if input.count >= 16 { _ = PublicAddress.isPublic(Array(input.prefix(16))) }
}

func fuzzImageSniff(_ input: [UInt8]) {
    let format = ImageFormat.sniff(input)
    check(format == ImageFormat.sniff(input.prefix(16)), "the sniff reads past 16 bytes for \(input.prefix(32))")
    guard let format else { return }
    switch format {
    case .png: check(input.starts(with: [0x89, 0x50, 0x4E, 0x47]) && input.count >= 16, "png without signature")
    case .jpeg: check(input.starts(with: [0xFF, 0xD8, 0xFF]), "jpeg without SOI")
    case .gif: check(input.starts(with: Array("GIF8".utf8)), "gif without GIF8")
    case .webp: check(input.starts(with: Array("RIFF".utf8)) && input.count >= 16, "webp without RIFF")
    }
    // Markup never sniffs as an image: it starts with none of the four signatures.
    let text = String(decoding: input.prefix(8), as: UTF8.self).lowercased()
    check(!text.hasPrefix("<"), "markup sniffed as \(format)")
    check(!format.contentType.isEmpty && format.contentType.hasPrefix("image/"), "content type of \(format)")
}

func fuzzSignInVerification(_ input: [UInt8]) {
    guard input.count >= 2 else { return }
    let domains = ["example.com", "https://example.com/login", "localhost:3000", " ", "a"]
    let domain = domains[Int(input[0]) % domains.count]
    guard let key = try? Keypair(seed: Array(repeating: input[1], count: 32)) else { return }
    let text = String(decoding: input.dropFirst(2), as: UTF8.self)
    let signature = key.sign(Array(text.utf8))
    let verification: SignInVerification
    do throws(SignInError) {
        verification = try SignInVerification(
            text: text, signature: signature, expectedDomain: domain, now: Int64(input[1]) * 10_000_000)
    } catch {
        return
    }
    check(verification.message.text == text, "what verifies is not the text it parsed")
    check(verification.outcomes.map(\.check) == SignInVerification.Check.allCases, "checks out of order")
    check(verification.isValid == verification.failures.isEmpty, "isValid disagrees with failures")
    // Signed by the message's account only when that is the key's address.
    let signedByKey = verification.message.address == key.publicKey.base58
    let signatureFailed = verification.failures.contains { $0.check == .signature }
    check(signatureFailed != signedByKey, "signature check \(signatureFailed) for signer match \(signedByKey)")
}
