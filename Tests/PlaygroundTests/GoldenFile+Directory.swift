import Foundation
import GoldenFiles

extension GoldenFile {
    /// The golden outputs of the example scripts: `Golden/` beside these tests.
    static var directory: URL { directory(beside: #filePath) }
}
