import Foundation

/// zbar, loaded with `dlopen` on the first scan rather than linked: libzbar pulls in X11, D-Bus, V4L and a dozen more
/// shared libraries that every `solwallet` start would otherwise map and relocate, although only `--qr` reads images.
/// The functions and constants are zbar 0.2x's stable C API (`zbar.h`).
struct Zbar: @unchecked Sendable {
    // zbar.h: ZBAR_NONE, ZBAR_QRCODE (zbar_symbol_type_e) and ZBAR_CFG_ENABLE (zbar_config_e).
    static let symbolNone: UInt32 = 0
    static let symbolQRCode: UInt32 = 64
    static let configEnable: UInt32 = 0
    /// "Y800": 8-bit grey, as a fourcc.
    static let formatY800: UInt =
        UInt(UInt8(ascii: "Y")) | UInt(UInt8(ascii: "8")) << 8 | UInt(UInt8(ascii: "0")) << 16
        | UInt(UInt8(ascii: "0")) << 24

    typealias Handle = OpaquePointer
    let scannerCreate: @convention(c) () -> Handle?
    let scannerDestroy: @convention(c) (Handle?) -> Void
    let scannerSetConfig: @convention(c) (Handle?, UInt32, UInt32, Int32) -> Int32
    let imageCreate: @convention(c) () -> Handle?
    let imageDestroy: @convention(c) (Handle?) -> Void
    let imageSetFormat: @convention(c) (Handle?, UInt) -> Void
    let imageSetSize: @convention(c) (Handle?, UInt32, UInt32) -> Void
    let imageSetData: @convention(c) (Handle?, UnsafeRawPointer?, UInt, (@convention(c) (Handle?) -> Void)?) -> Void
    let scanImage: @convention(c) (Handle?, Handle?) -> Int32
    let imageFirstSymbol: @convention(c) (Handle?) -> Handle?
    let symbolType: @convention(c) (Handle?) -> UInt32
    let symbolData: @convention(c) (Handle?) -> UnsafePointer<CChar>?
    let symbolDataLength: @convention(c) (Handle?) -> UInt32
    let symbolNext: @convention(c) (Handle?) -> Handle?

    /// The library names tried in order: the runtime package's soname first (Debian `libzbar0`), then the
    /// development symlink, then macOS (Homebrew).
    static let libraryNames = [
        "libzbar.so.0", "libzbar.so", "libzbar.0.dylib", "/opt/homebrew/lib/libzbar.0.dylib",
        "/usr/local/lib/libzbar.0.dylib",
    ]

    /// zbar, loaded once per process; the failure (no library, a missing symbol) is kept and reported on every use.
    static let shared: Result<Zbar, QRDecodeError> = load()

    private static func load() -> Result<Zbar, QRDecodeError> {
        guard let library = libraryNames.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(.scannerUnavailable("zbar could not be loaded (\(reason))"))
        }
        // The handle stays open for the life of the process: the function pointers below point into it.
        struct MissingSymbol: Error { let name: String }
        func symbol<F>(_ name: String, as type: F.Type) throws(MissingSymbol) -> F {
            guard let pointer = dlsym(library, name) else { throw MissingSymbol(name: name) }
            return unsafeBitCast(pointer, to: type)
        }
        do throws(MissingSymbol) {
            return .success(
                try Zbar(
                    scannerCreate: symbol("zbar_image_scanner_create", as: (@convention(c) () -> Handle?).self),
                    scannerDestroy: symbol("zbar_image_scanner_destroy", as: (@convention(c) (Handle?) -> Void).self),
                    scannerSetConfig: symbol(
                        "zbar_image_scanner_set_config",
                        as: (@convention(c) (Handle?, UInt32, UInt32, Int32) -> Int32).self),
                    imageCreate: symbol("zbar_image_create", as: (@convention(c) () -> Handle?).self),
                    imageDestroy: symbol("zbar_image_destroy", as: (@convention(c) (Handle?) -> Void).self),
                    imageSetFormat: symbol("zbar_image_set_format", as: (@convention(c) (Handle?, UInt) -> Void).self),
                    imageSetSize: symbol(
                        "zbar_image_set_size", as: (@convention(c) (Handle?, UInt32, UInt32) -> Void).self),
                    imageSetData: symbol(
                        "zbar_image_set_data",
                        as: (@convention(c) (Handle?, UnsafeRawPointer?, UInt, (@convention(c) (Handle?) -> Void)?) ->
                            Void)
                            .self),
                    scanImage: symbol("zbar_scan_image", as: (@convention(c) (Handle?, Handle?) -> Int32).self),
                    imageFirstSymbol: symbol("zbar_image_first_symbol", as: (@convention(c) (Handle?) -> Handle?).self),
                    symbolType: symbol("zbar_symbol_get_type", as: (@convention(c) (Handle?) -> UInt32).self),
                    symbolData: symbol(
                        "zbar_symbol_get_data", as: (@convention(c) (Handle?) -> UnsafePointer<CChar>?).self),
                    symbolDataLength: symbol(
                        "zbar_symbol_get_data_length", as: (@convention(c) (Handle?) -> UInt32).self),
                    symbolNext: symbol("zbar_symbol_next", as: (@convention(c) (Handle?) -> Handle?).self)))
        } catch {
            return .failure(.scannerUnavailable("the zbar library has no \(error.name)"))
        }
    }
}
