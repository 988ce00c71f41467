import ArgumentParser
import Files
import Foundation
import Specs

/// `playground test --from-touches FILE [FOLDER]`: a spec made from what `playground serve
/// --save-touches` saved, written to FOLDER (default `spec/`, made if missing) as
/// `<FILE's name>_spec.lua`, then run like any other.
enum TouchesSpecWriter {
    /// The most bytes of a touches file read (a session keeps at most 200,000 touches).
    static let sizeLimit = 64 << 20

    /// Writes the spec and returns its path; usage errors for what the command line named
    /// wrong, a failure (exit 1) when the touches cannot be replayed or the spec written.
    static func write(
        from touchesPath: String, into folder: String?, options: SpecOptions, files: RunFiles
    ) throws -> String {
        let data: Data
        do {
            data = try InputFile.contents(
                at: touchesPath, limit: sizeLimit, role: "the saved touches", recordingIn: files)
        } catch {
            throw ValidationError("\(error)")
        }
        let name = (touchesPath as NSString).lastPathComponent
        let touches: TouchesSpec
        do {
            touches = try TouchesSpec(touches: String(decoding: data, as: UTF8.self), name: name)
        } catch {
            throw ValidationError(error.message)
        }
        let folder = folder ?? "spec"
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ValidationError("'\(folder)' is a file, not a folder for the spec") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw ValidationError("cannot make the folder '\(folder)': \(error.localizedDescription)")
            }
        }
        let stem = ((name as NSString).deletingPathExtension as NSString).lastPathComponent
        let specName = stem.hasSuffix("_spec") ? stem : stem + "_spec"
        let specPath = (folder as NSString).appendingPathComponent(specName + ".lua")
        var standardError = StandardError()
        let ends: [(title: String, state: String)]
        // What the replay prints is not this command's output: it goes nowhere, as a spec's
        // does unless the spec fails.
        fflush(nil)
        let kept = dup(STDOUT_FILENO)
        let nowhere = open("/dev/null", O_RDWR)
        if kept >= 0, nowhere >= 0 { dup2(nowhere, STDOUT_FILENO) }
        defer {
            fflush(nil)
            if kept >= 0 {
                dup2(kept, STDOUT_FILENO)
                close(kept)
            }
            if nowhere >= 0 { close(nowhere) }
        }
        do {
            ends = try touches.ends(specPath: specPath, options: options) { stopHandle in
                let watchdog = Watchdog(stopHandle: stopHandle, timeout: options.timeout)
                return { watchdog.cancel() }
            }
        } catch {
            print("playground test: \(name) could not be replayed: \(error.message)", to: &standardError)
            throw ExitCode.failure
        }
        do {
            try OutputFile.write(
                Data(touches.spec(ends: ends, specName: specName).utf8), to: specPath, purpose: "the spec",
                option: "--from-touches", files: files,
                replacing: .earlier("a spec made from saved touches", containing: TouchesSpec.marker))
        } catch {
            if error.problem.isConflict { throw ValidationError("\(error)") }
            print("playground test: \(error)", to: &standardError)
            throw ExitCode.failure
        }
        print("playground test: wrote \(specPath) from \(touchesPath)", to: &standardError)
        return specPath
    }
}
