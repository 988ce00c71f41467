import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The files one run reads and writes, so that no output can replace an input or another
/// output of the same run.
///
/// Every reader of a file a run depends on (the script, its modules, frames, images, standard
/// input when it is a file) records it here through ``InputFile``; every writer
/// (``OutputFile``) claims its path here before it writes and checks again before it puts its
/// file in place. A run has one; threads share it (a session's host runs on a thread of its
/// own), so it is guarded by a lock.
public final class RunFiles: Sendable, Hashable {
    /// An input: what it was to the run, for messages ("the script", "a module").
    public struct Input: Sendable, Equatable {
        public let path: String
        public let role: String
    }

    /// An output: the option that names it and its path made absolute, links resolved.
    struct Output: Sendable {
        let path: String
        let resolved: String
        let option: String
        /// A folder of outputs (`--svg`): nothing else may be written inside it.
        let isFolder: Bool
    }

    private struct State: Sendable {
        var inputs: [FileIdentity: Input] = [:]
        var outputs: [Output] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// Records that the run reads the file `identity` (found at `path`) as `role`. The first
    /// role a file was read as is the one messages name.
    public func recordInput(_ identity: FileIdentity, path: String, role: String) {
        state.withLock { state in
            if state.inputs[identity] == nil { state.inputs[identity] = Input(path: path, role: role) }
        }
    }

    /// Records the file at `path` as an input when there is one.
    public func recordInput(path: String, role: String) {
        if let identity = FileIdentity(path: path) { recordInput(identity, path: path, role: role) }
    }

    /// Records standard input as an input when it is a file (a script or data redirected from
    /// a file): an output must not replace it.
    public func recordStandardInput() {
        var status = stat()
        guard fstat(0, &status) == 0, FileKind.isRegular(status.st_mode) else { return }
        recordInput(FileIdentity(status), path: "-", role: "standard input")
    }

    /// The input that the file at `path` is, if any.
    public func input(at path: String) -> Input? {
        guard let identity = FileIdentity(path: path) else { return nil }
        return state.withLock { $0.inputs[identity] }
    }

    /// Every input recorded so far.
    public var inputs: [Input] {
        state.withLock { Array($0.inputs.values) }
    }

    /// Claims `path` for the output `option` names, or says why it cannot be one: it is an
    /// input of the run, or another output's file or folder (or inside one, or holds one).
    func claimOutput(_ path: String, option: String, isFolder: Bool = false) -> OutputConflict? {
        let resolved = LosslessFile.resolved(path)
        if let input = input(at: path) {
            return .input(input)
        }
        return state.withLock { state in
            for other in state.outputs {
                if other.resolved == resolved, other.option == option, other.isFolder == isFolder { return nil }
                if other.resolved == resolved
                    || (other.isFolder && resolved.hasPrefix(other.resolved + "/"))
                    || (isFolder && other.resolved.hasPrefix(resolved + "/"))
                {
                    return .output(option: other.option, path: other.path)
                }
            }
            state.outputs.append(Output(path: path, resolved: resolved, option: option, isFolder: isFolder))
            return nil
        }
    }

    /// Claims the folder `path` for the outputs `option` writes there.
    public func claimOutputFolder(_ path: String, option: String) throws(OutputFileError) {
        if let conflict = claimOutput(path, option: option, isFolder: true) {
            throw OutputFileError(path: path, purpose: "the pictures", option: option, problem: conflict.problem)
        }
    }

    public static func == (left: RunFiles, right: RunFiles) -> Bool { left === right }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Why a path cannot be an output of the run.
enum OutputConflict {
    case input(RunFiles.Input)
    case output(option: String, path: String)

    var problem: OutputFileError.Problem {
        switch self {
        case .input(let input): .isInput(role: input.role)
        case .output(let option, let path): .isOtherOutput(option: option, path: path)
        }
    }
}
