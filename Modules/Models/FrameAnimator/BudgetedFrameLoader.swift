import Foundation

/// Reads frames from files as ``FileFrameLoader`` does, until `bytes` have been read in all:
/// each file is refused unread when it is larger than what is left. A precache reads every frame
/// before the cache's own budget is checked, so it reads through one of these, given the memory
/// the run has left (a thousand frames under the per-file limit would otherwise all be read).
public final class BudgetedFrameLoader: FrameLoader {
    private let base: FileFrameLoader
    /// The bytes still allowed.
    public private(set) var bytesLeft: Int

    public init(_ base: FileFrameLoader, bytes: Int) {
        self.base = base
        self.bytesLeft = max(0, bytes)
    }

    public func loadFrame(named name: String) throws(FrameLoaderError) -> Data {
        let limited = FileFrameLoader(
            directory: base.directory, root: base.root, byteLimit: min(base.byteLimit, bytesLeft), files: base.files)
        let data = try limited.loadFrame(named: name)
        bytesLeft -= data.count
        return data
    }
}
