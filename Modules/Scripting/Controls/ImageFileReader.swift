import Foundation
import Models

/// Reads an image a script names from the script's folder, for a puzzle's picture and a
/// canvas's `image`: the same names, the same confinement to the folder (no absolute names,
/// no `..`, no link out of it), through the run's one input reader (a regular file only,
/// refused unread when larger than `byteLimit`), with the same messages.
struct ImageFileReader {
    /// Why an image could not be read, as a message for the script's author.
    struct Failure: Error {
        var message: String
    }

    /// The script's folder; nil for a run without one (`-e`, standard input).
    let directory: String?
    let files: RunFiles

    init(_ configuration: LuaRuntime.Configuration) {
        directory = configuration.moduleDirectory
        files = configuration.files
    }

    /// The bytes of the image file `name`, at most `byteLimit` of them (`limitMessage` says
    /// why a larger file is refused, given its size).
    func read(named name: String, byteLimit: Int, limitMessage: (Int) -> String) throws(Failure) -> Data {
        guard let directory else {
            throw Failure(message: "image '\(name)' cannot be loaded: this run has no script folder to load it from")
        }
        let loader = FileFrameLoader(directory: directory, byteLimit: byteLimit, files: files)
        if let path = try? loader.path(forFrame: name), let size = InputFile.size(at: path), size > byteLimit {
            throw Failure(message: limitMessage(size))
        }
        do throws(FrameLoaderError) {
            return try loader.load(named: name, role: "an image")
        } catch {
            switch error {
            case .invalidName:
                throw Failure(
                    message: "'\(name)' is not a valid image name (use a path inside the script's folder, without '..')"
                )
            case .outsideFolder:
                throw Failure(
                    message:
                        "image '\(name)' leads outside the script's folder through a symbolic link (files are read from the script's folder only)"
                )
            case .notFound:
                throw Failure(message: "image '\(name)' not found (no file \(name) in the script's folder)")
            case .unreadable(_, _, let reason):
                throw Failure(message: "image '\(name)' could not be read (\(reason))")
            }
        }
    }
}
