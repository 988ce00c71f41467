import Foundation
import Models

extension CommandLine {
    /// The arguments byte for byte: `CommandLine.arguments` replaces bytes that are not UTF-8
    /// with U+FFFD, so a script named or handed such bytes would read other ones. Here they
    /// become the scalars that stand for raw bytes (`String(losslessBytes:)`), which the runtime
    /// turns back into the same bytes for `arg` and for opening files.
    static var losslessArguments: [String] {
        (0..<Int(argc)).map { index in
            guard let argument = unsafeArgv[index] else { return "" }
            return String(losslessBytes: UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }
}
