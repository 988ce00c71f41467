import Foundation

/// Which spec files `playground test` runs: files named on the command line as they are, and in
/// folders every `*_spec.lua` (busted's convention) and `*_test.lua`, in path order, hidden
/// folders, `__snapshots__` and linked folders left out. With no paths, `spec/` if there is one, else the current
/// folder.
public enum SpecDiscovery {
    /// Why a path named cannot be searched.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public let path: String
        public var description: String { "no file or folder '\(path)'" }
    }

    /// The most files one run takes: a path that names a huge tree is refused, not walked for ever.
    public static let fileLimit = 100_000

    public static func files(in paths: [String]) throws(Failure) -> [String] {
        let manager = FileManager.default
        var roots = paths
        if roots.isEmpty {
            var isFolder: ObjCBool = false
            roots = [manager.fileExists(atPath: "spec", isDirectory: &isFolder) && isFolder.boolValue ? "spec" : "."]
        }
        var found: [String] = []
        for root in roots {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isFolder) else { throw Failure(path: root) }
            if !isFolder.boolValue {
                found.append(root)
                continue
            }
            found += specs(under: root)
        }
        // Named twice (a file and its folder): run once.
        var seen = Set<String>()
        return found.filter { seen.insert(($0 as NSString).standardizingPath).inserted }
    }

    private static func specs(under root: String) -> [String] {
        var found: [String] = []
        var folders = [root]
        while let folder = folders.popLast(), found.count < fileLimit {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            var subfolders: [String] = []
            for name in names.sorted() where !name.hasPrefix(".") && name != "__snapshots__" {
                let path = folder == "." ? name : (folder as NSString).appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    // A linked folder is not entered: a link to a folder above would loop.
                    let linked = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                    if !linked { subfolders.append(path) }
                } else if name.hasSuffix("_spec.lua") || name.hasSuffix("_test.lua") {
                    found.append(path)
                }
            }
            folders += subfolders.reversed()
        }
        return found.sorted()
    }
}
