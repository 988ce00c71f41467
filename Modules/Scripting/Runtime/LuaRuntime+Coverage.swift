internal import CLuaShim

extension LuaRuntime {
    /// The lines counted so far (``Configuration/countsCoverage``), by file: each chunk loaded
    /// from a file, by the path it was loaded as (without Lua's "@"), and for every line that
    /// holds code in a function that was called, the times it ran (0: never).
    public func coverage() -> [String: [Int: Int]] {
        var files: [String: [Int: Int]] = [:]
        for index in 0..<clua_coverage_files(control) {
            var length = 0
            guard let source = clua_coverage_source(control, index, &length), length > 1 else { continue }
            let path = String(
                decoding: UnsafeRawBufferPointer(start: source + 1, count: length - 1), as: UTF8.self)
            var lines = files[path] ?? [:]
            for line in 0..<clua_coverage_size(control, index) {
                let count = clua_coverage_count(control, index, line)
                if count >= 0 { lines[Int(line), default: 0] += Int(clamping: count) }
            }
            files[path] = lines
        }
        return files
    }

    /// Sets every count back to 0 (a forked test then counts its own lines).
    public func resetCoverage() {
        clua_coverage_reset(control)
    }
}
