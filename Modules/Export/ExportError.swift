/// Why an export could not be made, in words for the user: "--video: ffmpeg failed: …".
public struct ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence, without the program's name.
    public var description: String
    /// Whether the command line asked for what cannot be (exit status 64), rather than the
    /// system failing to do it (exit status 1).
    public var isUsage: Bool

    public init(_ description: String, isUsage: Bool = false) {
        self.description = description
        self.isUsage = isUsage
    }
}
