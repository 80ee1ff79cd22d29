/// Why a password chosen for the keystore or a backup is refused.
public enum NewPasswordProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// Fewer characters than `NewPasswordRules.minimumLength`.
    case tooShort(length: Int, minimum: Int)
    /// One of the 10,000 most common passwords (compared without case): the first guesses of anyone who finds the
    /// file.
    case tooCommon

    /// A one-line explanation for a user.
    public var description: String {
        switch self {
        case .tooShort(let length, let minimum):
            return "the password has \(length) characters; choose one of at least \(minimum)"
        case .tooCommon:
            return "the password is among the 10,000 most common ones; choose another (a few unrelated words are good)"
        }
    }
}

/// The rules for a password being chosen (a new keystore, a password change, a backup file's password); a password
/// being typed to unlock is never judged. Every front-end checks a new password here, so the CLI, the dashboard and
/// an app refuse the same ones.
///
/// ```swift
/// try NewPasswordRules.check("correct horse battery staple")  // fine
/// try NewPasswordRules.check("password1")                     // .tooCommon
/// ```
public enum NewPasswordRules {
    /// The fewest characters (as a reader counts them: "é" is one however it is encoded) a new password may have.
    public static let minimumLength = 8

    /// Refuses a password shorter than `minimumLength` or among the 10,000 most common ones (zxcvbn's list from a
    /// public leak of 10 million passwords; `Tests/Fixtures/passwords` has it with its provenance).
    public static func check(_ password: String) throws(NewPasswordProblem) {
        let length = password.count
        guard length >= minimumLength else { throw .tooShort(length: length, minimum: minimumLength) }
        if common.contains(password.lowercased()) { throw .tooCommon }
    }
}

extension NewPasswordRules {
    /// `check(_:)` of a password read as bytes (a file, a terminal): it is decoded only for the check.
    public static func check(_ password: KeystorePassword) throws(NewPasswordProblem) {
        try check(password.bytes.withUnsafeBytes { String(decoding: $0, as: UTF8.self) })
    }
}
