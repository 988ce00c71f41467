internal import CLua
internal import CLuaShim
import Files
import Foundation

/// The owner of one Lua state.
///
/// Every chunk runs under `lua_pcall` with a message handler that appends a traceback, as the
/// standalone `lua` interpreter does, so an error in a script becomes a thrown ``LuaError``
/// and never ends the process. The state is sandboxed and its memory limited as the
/// ``Configuration`` says. A runtime is not thread-safe: use it from one thread, and stop it
/// from others through ``stopHandle``.
public final class LuaRuntime {
    let state: OpaquePointer
    let control: UnsafeMutablePointer<clua_Control>
    /// What the runtime allows a script.
    public let configuration: Configuration
    /// Stops the running script from any thread.
    public let stopHandle: StopHandle
    /// The state while it is open, for what outlives a call (a held value, a thread of the
    /// host's) and must let go of its registry slot only while the state is open.
    let openState: LuaOpenState
    /// The bindings Lua functions created by the runtime point at; kept alive with the state.
    var retainedBoxes: [LuaFunctionBox] = []
    /// Bytes of the C strings handed to the sandbox, alive as long as the state.
    private var moduleDirectory: [CChar]?
    /// Counts the process's heap beyond Lua's against the memory limit, when configured to.
    private var heapMeter: ProcessHeapMeter?

    /// Creates a state with the libraries the configuration allows.
    public init(configuration: Configuration = Configuration()) throws(LuaError) {
        self.configuration = configuration
        control = UnsafeMutablePointer<clua_Control>.allocate(capacity: 1)
        clua_control_init(
            control,
            configuration.memoryLimit.map { max(0, $0) } ?? 0,
            Int64(configuration.instructionLimit.map { max(1, $0) } ?? 0)
        )
        stopHandle = StopHandle(control: control)
        guard let state = clua_newstate(control) else {
            stopHandle.close()
            clua_control_destroy(control)
            control.deallocate()
            throw LuaError(kind: .memory, message: "not enough memory to create a Lua state")
        }
        self.state = state
        openState = LuaOpenState(state)
        setDefaultStopMessages()
        moduleDirectory = configuration.moduleDirectory.map(\.losslessCString)
        let status = withSandboxOptions { options in
            clua_cpcall(state, clua_opensandbox, options)
        }
        if status != LUA_OK {
            let error = popError(status: status)
            close()
            throw error
        }
        if configuration.moduleDirectory != nil {
            for directory in configuration.libraryDirectories {
                var path = directory.losslessCString
                _ = path.withUnsafeMutableBufferPointer { buffer in
                    clua_cpcall(state, clua_add_module_directory, buffer.baseAddress)
                }
            }
            installModuleReader()
        }
        if configuration.exposesSourceInfo {
            _ = clua_cpcall(state, clua_expose_source_info, nil)
        }
        if configuration.countsCoverage {
            _ = clua_coverage_start(state)
        }
        if configuration.countsProcessHeap, configuration.memoryLimit != nil {
            heapMeter = ProcessHeapMeter(stopHandle: stopHandle, uncharged: configuration.uncharged)
        }
    }

    deinit {
        close()
    }

    private func close() {
        openState.state = nil
        heapMeter?.cancel()
        // Closing runs the pending finalizers, which a watchdog may still have to stop; the
        // handle lets go of the control only once the state is gone.
        clua_closestate(control, state)
        stopHandle.close()
        clua_control_destroy(control)
        control.deallocate()
    }

    /// Makes `require` read modules through ``InputFile``, the one reader of a run's files:
    /// a regular file only (a FIFO named like a module would block the run), no larger than
    /// the memory limit, recorded as an input of the run so no output replaces it. A first
    /// line starting with `#` is blanked, as Lua's own loader skips it, keeping line numbers.
    private func installModuleReader() {
        let files = configuration.files
        pushFunction(named: "require") { call throws(LuaCallError) in
            let path = try call.string(1)
            var bytes: [UInt8]
            do throws(InputFileError) {
                // No larger than what the budget has left: the module is read whole, then
                // compiled in Lua's heap.
                bytes = [UInt8](
                    try InputFile.contents(
                        at: path, limit: call.budget.remaining, role: "a module", recordingIn: files))
            } catch {
                throw LuaCallError(error.description)
            }
            if bytes.first == UInt8(ascii: "#") {
                bytes.removeSubrange(0..<(bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex))
            }
            bytes.withUnsafeBytes { call.push(bytes: $0) }
            return 1
        }
        lua_setfield(state, LUA_REGISTRYINDEX, CLUA_MODULE_READER)
    }

    private func withSandboxOptions<Result>(
        _ body: (UnsafeMutableRawPointer) -> Result
    ) -> Result {
        var options = clua_SandboxOptions()
        options.allow_io = configuration.allowsIO ? 1 : 0
        if var directory = moduleDirectory {
            return directory.withUnsafeMutableBufferPointer { buffer in
                options.module_directory = UnsafePointer(buffer.baseAddress)
                return withUnsafeMutablePointer(to: &options) { body(UnsafeMutableRawPointer($0)) }
            }
        }
        return withUnsafeMutablePointer(to: &options) { body(UnsafeMutableRawPointer($0)) }
    }

    // MARK: - Running code

    /// Compiles and runs `source`, returning the values the chunk returns.
    ///
    /// - Parameters:
    ///   - source: Lua source text. Binary chunks are refused.
    ///   - chunkName: the name errors and tracebacks use, as in `"counter.lua:3: ..."`.
    @discardableResult
    public func execute(_ source: LuaString, chunkName: String) throws(LuaError) -> [LuaValue] {
        try load(source, rawChunkName: "=" + chunkName)
        return try callTop(arguments: [])
    }

    /// Compiles and runs `source`, dropping whatever the chunk returns, as `lua` does: the values
    /// stay in Lua and are never copied into Swift.
    public func run(_ source: String, chunkName: String) throws(LuaError) {
        try load(LuaString(source), rawChunkName: "=" + chunkName)
        try callTop(arguments: [], keepingResults: false)
    }

    /// Compiles and runs `source`, returning the values the chunk returns.
    @discardableResult
    public func execute(_ source: String, chunkName: String) throws(LuaError) -> [LuaValue] {
        try execute(LuaString(source), chunkName: chunkName)
    }

    /// Makes `require(name)` run `source` (Lua text, compiled as `chunkName` when first
    /// required) without a file: the modules `playground test` carries in its binary.
    public func preload(_ name: String, source: [UInt8], chunkName: String) throws(LuaError) {
        var status = LUA_OK
        name.withCString { namePointer in
            chunkName.withCString { chunkPointer in
                source.withUnsafeBufferPointer { bytes in
                    bytes.baseAddress?.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
                        var preload = clua_preload(
                            name: namePointer, source: text, length: bytes.count, chunkname: chunkPointer)
                        status = withUnsafeMutablePointer(to: &preload) { clua_cpcall(state, clua_add_preload, $0) }
                    }
                }
            }
        }
        if status != LUA_OK { throw popError(status: status) }
    }

    /// The Lua release the runtime is built on, as `lua -v` names it ("Lua 5.4.6").
    public static let release = "Lua \(LUA_VERSION_MAJOR).\(LUA_VERSION_MINOR).\(LUA_VERSION_RELEASE)"

    /// Reads and runs the script at `path`, named by its path in messages, as `lua` does, with
    /// `arguments` passed to the chunk as `...`.
    ///
    /// A first line starting with `#` (a shebang) is skipped, keeping line numbers.
    @discardableResult
    public func executeFile(
        atPath path: String, arguments: [LuaValue] = []
    ) throws(LuaError) -> [LuaValue] {
        try loadFile(atPath: path)
        return try callTop(arguments: arguments)
    }

    /// Reads and runs the script at `path` as ``executeFile(atPath:arguments:)`` does, dropping
    /// whatever the chunk returns, as `lua` does: the values are never copied into Swift.
    public func runFile(atPath path: String, arguments: [LuaValue] = []) throws(LuaError) {
        try loadFile(atPath: path)
        try callTop(arguments: arguments, keepingResults: false)
    }

    /// Compiles the script at `path`, skipping a first line that starts with `#`, and leaves the
    /// function on the stack. The path `-` is standard input, named `stdin` in messages, as `lua`
    /// has it.
    private func loadFile(atPath path: String) throws(LuaError) {
        // A script larger than the memory limit could not be compiled within it; reading stops
        // there, so an endless input (`/dev/zero`, a pipe that never closes its end) is refused
        // rather than read until the machine runs out.
        let limit = configuration.memoryLimit ?? Int.max
        let name = path == "-" ? "stdin" : path.rawBytesEscaped
        let contents = path == "-" ? Self.standardInput(upTo: limit) : Self.contents(ofFile: path, upTo: limit)
        guard case .some(.some(var bytes)) = contents else {
            if case .some(.none) = contents {
                throw LuaError(kind: .memory, message: "cannot read \(name): it is larger than the memory limit")
            }
            throw LuaError(kind: .file, message: "cannot open \(name)")
        }
        if bytes.first == UInt8(ascii: "#") {
            let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            bytes.removeSubrange(bytes.startIndex..<end)
        }
        try load(LuaString(bytes: bytes), rawChunkName: path == "-" ? "=stdin" : "@" + path)
    }

    /// The bytes of the file at `path`, opened by the path's own bytes (a name that is not
    /// UTF-8 arrives as raw-byte scalars, which Foundation's paths would encode as UTF-8): nil
    /// when it cannot be opened or read, `.some(nil)` when it holds more than `limit` bytes.
    private static func contents(ofFile path: String, upTo limit: Int) -> [UInt8]?? {
        let name = path.losslessCString
        guard !name.dropLast().contains(0) else { return nil }
        guard let file = fopen(name, "rb") else { return nil }
        defer { fclose(file) }
        return contents(of: file, upTo: limit)
    }

    /// What standard input holds up to its end, read through a stream of its own over a copy of
    /// the descriptor: closing it leaves standard input open for the script's `io.read`.
    private static func standardInput(upTo limit: Int) -> [UInt8]?? {
        let descriptor = dup(0)
        guard descriptor >= 0 else { return nil }
        guard let file = fdopen(descriptor, "rb") else {
            Glibc.close(descriptor)
            return nil
        }
        defer { fclose(file) }
        return contents(of: file, upTo: limit)
    }

    /// The bytes `file` holds up to its end: nil on a read error, `.some(nil)` past `limit` bytes.
    private static func contents(of file: UnsafeMutablePointer<FILE>, upTo limit: Int) -> [UInt8]?? {
        var contents: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            guard contents.count + count <= limit else { return .some(nil) }
            contents.append(contentsOf: buffer[0..<count])
            if count < buffer.count { return ferror(file) == 0 ? contents : nil }
        }
    }

    /// Compiles `source` as a text chunk with Lua's raw chunk name (`=name` or `@path`) and
    /// leaves the function on the stack.
    func load(_ source: LuaString, rawChunkName: String) throws(LuaError) {
        let name = rawChunkName.losslessCString
        let status = source.bytes.withCharacters { characters, count in
            clua_loadbuffer(state, characters, count, name, "t")
        }
        guard status == LUA_OK else { throw popError(status: status) }
    }

    /// Calls the function on top of the stack with `arguments` under the traceback handler and
    /// returns its results (none when not `keepingResults`: Lua drops them), leaving the stack as
    /// it was before the function was pushed.
    @discardableResult
    func callTop(arguments: [LuaValue], keepingResults: Bool = true) throws(LuaError) -> [LuaValue] {
        let base = lua_gettop(state) - 1
        defer { control.pointee.overdrawn = 0 }
        guard lua_checkstack(state, Int32(arguments.count) + 1) != 0 else {
            lua_settop(state, base)
            throw LuaError(kind: .runtime, message: "too many arguments")
        }
        for argument in arguments { push(argument) }
        let status = clua_pcall_from_binding(state, Int32(arguments.count), keepingResults ? LUA_MULTRET : 0, 1)
        guard status == LUA_OK else { throw popError(status: status) }
        defer { lua_settop(state, base) }
        var results: [LuaValue] = []
        for index in base + 1..<lua_gettop(state) + 1 {
            results.append(try value(at: index))
        }
        return results
    }

    /// The main thread.
    var mainThread: LuaThread {
        LuaThread(state: state)
    }

    /// Counts one dispatch of the clock loop against the instruction limit: a handler that is
    /// a C function runs no Lua instruction, and a run made only of them must still end.
    func countDispatch() {
        clua_control_count(control, 1)
    }

    /// Pops the error value a failed call left on top of `thread` and converts it.
    func popError(status: LuaStatus) -> LuaError {
        popError(status: status.rawValue)
    }

    /// Pops the error value a failed load or call left on top and converts it.
    func popError(status: Int32) -> LuaError {
        // The message handler has made the error a string; anything else is only described,
        // never copied whole.
        let text = LuaRuntime.value(in: state, at: -1).description
        lua_settop(state, -2)
        if let reason = StopReason(code: clua_control_reason(control)) {
            let error = LuaError(kind: .runtime, handlerOutput: text)
            return LuaError(kind: .stopped(reason), message: stopMessage(for: reason), traceback: error.traceback)
        }
        let kind: LuaError.Kind =
            switch status {
            case LUA_ERRSYNTAX: .syntax
            case LUA_ERRMEM: .memory
            case LUA_ERRERR: .handler
            default: .runtime
            }
        return LuaError(kind: kind, handlerOutput: text)
    }

    // MARK: - Stopping

    /// Why the script was stopped, if it was.
    public var stopReason: StopReason? {
        StopReason(code: clua_control_reason(control))
    }

    /// Lets scripts run again after a stop, as the REPL does after Ctrl-C.
    public func resetStop() {
        clua_control_reset(control)
    }

    /// The message a stopped script raises, and the message of the ``LuaError`` it ends with.
    public func stopMessage(for reason: StopReason) -> String {
        Self.stopMessage(in: control, for: reason)
    }

    /// The message `control`'s stop hook raises for `reason`.
    static func stopMessage(in control: UnsafeMutablePointer<clua_Control>, for reason: StopReason) -> String {
        withUnsafePointer(to: &control.pointee.messages) { messages in
            messages.withMemoryRebound(
                to: CChar.self, capacity: Int(CLUA_STOP_REASONS.rawValue) * Int(CLUA_MESSAGE_MAX)
            ) {
                String(cString: $0 + Int(reason.code) * Int(CLUA_MESSAGE_MAX))
            }
        }
    }

    /// Sets the message for `reason` (at most 199 bytes), e.g. naming the option that set it.
    public func setStopMessage(_ message: String, for reason: StopReason) {
        clua_control_set_message(control, reason.code, message)
    }

    private func setDefaultStopMessages() {
        setStopMessage("timeout: the script ran past its time limit", for: .timeout)
        let instructions = configuration.instructionLimit.map { "\($0) " } ?? ""
        setStopMessage("instruction limit reached: the script ran \(instructions)instructions", for: .instructions)
        let memory = configuration.memoryLimit.map { " (\(LuaRuntime.describeBytes($0)))" } ?? ""
        setStopMessage("not enough memory: the script needs more than its memory limit\(memory)", for: .memory)
        setStopMessage("interrupted!", for: .interrupt)
        setStopMessage("terminated (SIGTERM)", for: .terminate)
        setStopMessage("a control written in Lua failed to draw", for: .controlFailed)
    }

    static func describeBytes(_ bytes: Int) -> String {
        let mebibytes = Double(bytes) / (1024 * 1024)
        if mebibytes >= 1, mebibytes == mebibytes.rounded() { return "\(Int(mebibytes)) MiB" }
        return "\(bytes) bytes"
    }

    // MARK: - Memory

    /// Bytes Lua holds now.
    public var memoryInUse: Int { control.pointee.used }
    /// The most bytes Lua has held at once.
    public var peakMemory: Int { control.pointee.peak }
    /// Bytes counted against the memory limit now: Lua's, and with
    /// ``Configuration/countsProcessHeap`` what the heap meter last measured beyond them.
    public var memoryCounted: Int { memoryInUse + Int(clamping: clua_control_host(control)) }

    // MARK: - The virtual clock

    /// What `os.time()` and `os.date()` take as "now", in seconds since 1970: the host's
    /// virtual clock's wall time (see ``clockTime``).
    public var now: Double {
        control.pointee.now
    }

    /// The virtual clock's time, in seconds since the run started; setting it sets ``now``
    /// (the wall time `os.time()` sees) to ``clockOrigin`` plus it.
    var clockTime: Double {
        get { control.pointee.clock_time }
        set {
            control.pointee.clock_time = newValue
            control.pointee.now = control.pointee.clock_origin + newValue
        }
    }

    /// The wall time (seconds since 1970) at which the virtual clock reads 0.
    var clockOrigin: Double {
        get { control.pointee.clock_origin }
        set {
            control.pointee.clock_origin = newValue
            control.pointee.now = newValue + control.pointee.clock_time
        }
    }
}
