import Files

extension LuaRuntime {
    /// What a runtime allows a script.
    public struct Configuration: Sendable, Hashable {
        /// The most memory Lua may hold, in bytes; `nil` for no limit.
        public var memoryLimit: Int?
        /// The most Lua instructions a script may run; `nil` for no limit. Counting costs
        /// speed (Lua's VM takes its slow path while a count hook is installed), so there is
        /// none by default.
        public var instructionLimit: Int?
        /// Opens `io`, all of `os`, `dofile` and `loadfile`.
        public var allowsIO: Bool
        /// The folder `require` loads modules from; `nil` for none.
        public var moduleDirectory: String?
        /// Folders `require` searches after ``moduleDirectory``, in order, under the same rules:
        /// shared modules (controls written in Lua) a user keeps in one place.
        public var libraryDirectories: [String] = []
        /// Whether the memory limit also holds for what the process's heap holds beyond Lua's
        /// own blocks: the copies bindings make of a script's strings, the history's snapshots,
        /// a recording's frames. Measured every 10 ms (``ProcessHeapMeter``) from the heap in use,
        /// less what it held when the runtime was created, so it suits a process that runs one
        /// script at a time (`playground` does); off by default, when only Lua's heap counts.
        public var countsProcessHeap: Bool
        /// With ``countsProcessHeap``, heap held for someone else (serve's pages), not charged
        /// to the script.
        public var uncharged: UnchargedHeap?
        /// Whether `debug.getinfo` is there, telling where a function is and which line runs and
        /// nothing else: `playground test` gives it to luassert, which finds where an assertion
        /// was called with it. Off by default (the sandbox's `debug` has only `traceback`).
        public var exposesSourceInfo = false
        /// Whether the lines of the files the run loads are counted as they run
        /// (``LuaRuntime/coverage()``): `playground test --coverage`. Off by default: the hook
        /// it takes costs every line.
        public var countsCoverage = false
        /// The run's files: every file the run reads (the script, its modules, frames, images)
        /// is recorded there, so that no output of the run replaces it (``OutputFile``).
        public var files: RunFiles

        /// The default memory limit: 256 MiB.
        public static let defaultMemoryLimit = 256 * 1024 * 1024

        /// Creates a configuration; the defaults are a sandbox with a 256 MiB memory limit.
        public init(
            memoryLimit: Int? = Configuration.defaultMemoryLimit,
            instructionLimit: Int? = nil,
            allowsIO: Bool = false,
            moduleDirectory: String? = nil,
            countsProcessHeap: Bool = false,
            uncharged: UnchargedHeap? = nil,
            files: RunFiles = RunFiles()
        ) {
            self.uncharged = uncharged
            self.files = files
            self.memoryLimit = memoryLimit
            self.instructionLimit = instructionLimit
            self.allowsIO = allowsIO
            self.moduleDirectory = moduleDirectory
            self.countsProcessHeap = countsProcessHeap
        }
    }
}
