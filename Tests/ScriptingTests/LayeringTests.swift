import Foundation
import Testing

/// The Scripting module's layers, checked on its sources: Lua's C API stays in the layers that
/// bind it, and a control's declaration never touches the Lua stack.
@Suite struct LayeringTests {
    static let scripting = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Modules/Scripting")

    /// Every Swift file under `folder` of Modules/Scripting, with its text.
    static func sources(under folder: String) -> [(path: String, text: String)] {
        let root = scripting.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.compactMap { url in
            (try? String(contentsOf: url, encoding: .utf8)).map { (url.path, $0) }
        }.sorted { $0.path < $1.path }
    }

    @Test func theSourcesAreThere() {
        #expect(Self.sources(under: "Controls").count >= 10)
    }

    @Test(arguments: ["OpaquePointer", "Int32", "unowned", "lua_", "clua_", "import CLua"])
    func noControlDeclarationTouchesTheLuaStack(word: String) {
        for (path, text) in Self.sources(under: "Controls") {
            #expect(!text.contains(word), "\(path) mentions \(word)")
        }
    }

    /// A library declared with ``LibraryDeclaration`` never touches the Lua stack: its bodies
    /// read arguments and push results through ``BindingCall``, as a control's do, and hold
    /// nothing `unowned` (the registration holds the host once for every function).
    @Test(
        arguments: [
            "Host/Scene/SceneLibrary.swift", "Host/Clock/ClockLibrary.swift", "Host/History/HistoryLibrary.swift",
        ])
    func declaredLibrariesDoNotTouchTheLuaStack(file: String) throws {
        let text = try String(contentsOf: Self.scripting.appendingPathComponent(file), encoding: .utf8)
            .replacingOccurrences(of: "LuaCallError", with: "")
        #expect(text.contains("LibraryDeclaration"))
        for word in ["LuaBinding(", "LuaCall", "call.lua", "unowned", "Int32", "lua_", "LuaLibrary("] {
            #expect(!text.contains(word), "\(file) mentions \(word)")
        }
    }

    /// The binding layer is written against ``BindingContext``: it names no type of the host,
    /// so the host depends on it and never the other way round.
    @Test func theBindingLayerNamesNoHostType() {
        let sources = Self.sources(under: "Binding")
        #expect(!sources.isEmpty)
        for (path, text) in sources {
            for name in [
                "ScriptHost", "ScriptControl", "ControlContext", "ControlRegistry", "ControlObject", "EventCall",
                "ControlCatalog", "RegisteredControl", "ClockLoop", "ScriptHistory",
            ] {
                #expect(!text.contains(name), "\(path) names the host's \(name)")
            }
        }
    }

    /// The Lua runtime stands below the models: it reads a run's files and a script's text
    /// through the Files module, and knows nothing of the controls.
    @Test func theRuntimeImportsNoModels() {
        let sources = Self.sources(under: "Runtime")
        #expect(!sources.isEmpty)
        for (path, text) in sources {
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.contains(" import ") {
                #expect(!line.hasSuffix(" Models"), "\(path): \(line)")
            }
        }
    }

    /// The host is a façade over parts (the clock loop, the history, the event pump, the trace,
    /// the registry), each a type of its own: no file extends it with another job.
    @Test func nothingExtendsTheHostWithAJobOfItsOwn() {
        for folder in ["Binding", "Controls", "Docs", "Host", "Runtime", "Time"] {
            for (path, _) in Self.sources(under: folder) {
                let name = URL(fileURLWithPath: path).lastPathComponent
                #expect(!name.hasPrefix("ScriptHost+"), "\(path) extends the host instead of being a part of its own")
            }
        }
    }

    /// Lua's headers are imported by the runtime and the binding layer only: the host runs its
    /// clock, registry, history and REPL through them (``LuaThread``, ``LuaStatus``), and
    /// controls and the clock never see Lua's C API.
    @Test(arguments: ["Controls", "Docs", "Host", "Time"])
    func onlyTheBindingLayersImportLua(folder: String) {
        #expect(!Self.sources(under: folder).isEmpty)
        for (path, text) in Self.sources(under: folder) {
            #expect(!text.contains("import CLua"), "\(path) imports Lua's C API")
            for word in ["lua_", "clua_", "LUA_"] {
                #expect(!text.contains(word), "\(path) calls Lua's C API (\(word))")
            }
        }
    }

    /// Every folder of the module is one of the layers these tests know.
    @Test func theLayersAreTheKnownOnes() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.scripting.path).sorted()
        #expect(folders == ["Binding", "Controls", "Docs", "Host", "Runtime", "Time"])
    }
}
