// swift-tools-version: 6.1
//
// playground: headless models of custom iOS-style controls, scriptable in Lua 5.4.
// Every target is mapped to its folder explicitly; see docs/architecture.md for the layering.

import PackageDescription

// The lower modules are mostly generic value types (UndoStack, RingBuffer, the models) called
// from Scripting and the app. Without cross-module optimization those calls run unspecialized
// and look up generic metadata on every operation (an undo push cost 16× a plain array append).
let crossModuleOptimization: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"])]

let package = Package(
    name: "playground",
    products: [
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "History", targets: ["History"]),
        .library(name: "Models", targets: ["Models"]),
        .library(name: "Scripting", targets: ["Scripting"]),
        .executable(name: "playground", targets: ["Playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Affine, anchor, polar and timing math. Depends on nothing.
        .target(name: "Geometry", path: "Modules/Geometry", swiftSettings: crossModuleOptimization),
        // Undo/redo stacks. Depends on nothing.
        .target(name: "History", path: "Modules/History", swiftSettings: crossModuleOptimization),
        // The controls as value types.
        .target(name: "Models", dependencies: ["Geometry", "History"], path: "Modules/Models", swiftSettings: crossModuleOptimization),
        // Lua 5.4 from Debian, with a header of static inline equivalents of its macros.
        // Only Scripting imports it, and never re-exports it.
        .systemLibrary(
            name: "CLua",
            path: "Modules/CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // Debian's libedit, for line editing, history and completion in `playground repl`.
        // Only the app imports it.
        .systemLibrary(
            name: "CEditLine",
            path: "Modules/CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The Lua runtime and the bindings of the models.
        .target(
            name: "Scripting",
            dependencies: ["CLua", "Models", "History", "Geometry"],
            path: "Modules/Scripting"
        ),
        // The `playground` command.
        .executableTarget(
            name: "Playground",
            dependencies: [
                "Scripting",
                "CEditLine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Apps/Playground"
        ),

        .testTarget(
            name: "GeometryTests",
            dependencies: ["Geometry"],
            path: "Tests/GeometryTests"
        ),
        .testTarget(
            name: "HistoryTests",
            dependencies: [
                "History",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/HistoryTests"
        ),
        .testTarget(name: "ModelsTests", dependencies: ["Models"], path: "Tests/ModelsTests"),
        .testTarget(name: "CLuaTests", dependencies: ["CLua"], path: "Tests/CLuaTests"),
        .testTarget(
            name: "ScriptingTests",
            dependencies: ["Scripting"],
            path: "Tests/ScriptingTests",
            exclude: ["Lua"]
        ),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: ["Playground"],
            path: "Tests/PlaygroundTests",
            exclude: ["Golden", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
