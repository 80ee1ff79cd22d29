/// Whether QR codes can be read from images on this machine.
public enum QRScanner {
    /// nil when the zbar library loads and has every function the decoder uses; else the reason it cannot be used
    /// (reading QR images then fails with `QRDecodeError.scannerUnavailable`; drawing QR codes does not need zbar).
    public static var unavailableReason: String? {
        switch Zbar.shared {
        case .success: return nil
        case .failure(let error): return error.description
        }
    }
}
