// swift-tools-version: 6.1
//
// playground: headless models of custom iOS-style controls, scriptable in Lua 5.4.
// Every target is mapped to its folder explicitly; see docs/architecture.md for the layering.

import PackageDescription

let package = Package(
    name: "playground",
    products: [
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "History", targets: ["History"]),
        .library(name: "Models", targets: ["Models"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "Scripting", targets: ["Scripting"]),
        .library(name: "Studio", targets: ["Studio"]),
        .library(name: "Specs", targets: ["Specs"]),
        .library(name: "Export", targets: ["Export"]),
        .executable(name: "playground", targets: ["Playground"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // Hummingbird's own lifecycle: `serve` runs its server in a service group it stops itself.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // Affine, anchor, polar and timing math. Depends on nothing.
        .target(name: "Geometry", path: "Modules/Geometry"),
        // Undo/redo stacks. Depends on nothing.
        .target(name: "History", path: "Modules/History"),
        // Text and files as the system gives them: a script's bytes kept exactly (lossless
        // strings), and the one reader and writer of a run's files. Depends on nothing, so that
        // the Lua runtime uses them without the models.
        .target(name: "Files", path: "Modules/Files"),
        // The controls as value types. Deque keeps an animation's timeline a queue that loses
        // its past in O(1) per segment.
        .target(
            name: "Models",
            dependencies: [
                "Files", "Geometry", "History", .product(name: "DequeModule", package: "swift-collections"),
            ],
            path: "Modules/Models"
        ),
        // Drawing the controls at an instant: SVG documents and plain-text views.
        .target(name: "Rendering", dependencies: ["Geometry", "Models"], path: "Modules/Rendering"),
        // Lua 5.4 from Debian: its own headers only. Only Scripting imports it, and never
        // re-exports it.
        .systemLibrary(
            name: "CLua",
            path: "Modules/CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // The C side of the binding: Lua's macros as inline functions, the trampoline, the
        // allocator with its limit, stopping a run, and the sandbox. A regular C target, so a
        // change to a header rebuilds what depends on it.
        .target(name: "CLuaShim", dependencies: ["CLua"], path: "Modules/CLuaShim"),
        // The C between Debian's librsvg, cairo and libpng and Swift: SVG to pixels and pixels to
        // PNG for the exports of `playground run` (--gif, --video, --png) and the live page's
        // Record. The libraries are opened with dlopen when a picture is first drawn, not
        // linked (they would add 5 ms to every start); GError out-parameters and libpng's
        // longjmp stay in C. Only Export imports it; it is not API.
        .target(name: "CPixelsShim", path: "Modules/CPixelsShim"),
        // `playground run --gif, --video, --png`: a run's frames drawn to pixels (in parallel)
        // and encoded by ffmpeg or written as PNG files.
        .target(
            name: "Export",
            dependencies: ["CPixelsShim", "Files", "Rendering"],
            path: "Modules/Export"
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
            dependencies: [
                "CLua", "CLuaShim", "Files", "Models", "History", "Geometry", "Rendering",
                .product(name: "DequeModule", package: "swift-collections"),
            ],
            path: "Modules/Scripting"
        ),
        // `playground serve`: the live page. A session owns a host on a thread of its own; the
        // page talks to it over a WebSocket, served by Hummingbird from the module's resources.
        .target(
            name: "Studio",
            dependencies: [
                "Scripting", "Rendering", "Models", "Export",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Modules/Studio",
            // Embedded in the binary, so an installed `playground` serves its page from anywhere.
            resources: [
                .embedInCode("Page/index.html"), .embedInCode("Page/studio.js"), .embedInCode("Page/studio.css"),
            ]
        ),
        // `playground test`: spec files in busted's language, each test in a host of its own.
        // luassert and say are Debian's lua-luassert and lua-say: each file of theirs is a link
        // to the installed one, embedded in the binary at build time, so that an installed
        // `playground` runs specs anywhere and nothing of theirs is copied into the repository.
        .target(
            name: "Specs",
            dependencies: ["Scripting", "Rendering", "Files"],
            path: "Modules/Specs",
            resources: [
                .embedInCode("Lua/busted.lua"),
                .embedInCode("Lua/Embedded/luassert.array.lua"),
                .embedInCode("Lua/Embedded/luassert.assert.lua"),
                .embedInCode("Lua/Embedded/luassert.assertions.lua"),
                .embedInCode("Lua/Embedded/luassert.compatibility.lua"),
                .embedInCode("Lua/Embedded/luassert.formatters.binarystring.lua"),
                .embedInCode("Lua/Embedded/luassert.formatters.lua"),
                .embedInCode("Lua/Embedded/luassert.languages.ar.lua"),
                .embedInCode("Lua/Embedded/luassert.languages.de.lua"),
                .embedInCode("Lua/Embedded/luassert.languages.en.lua"),
                .embedInCode("Lua/Embedded/luassert.languages.fr.lua"),
                .embedInCode("Lua/Embedded/luassert.languages.is.lua"),
                .embedInCode("Lua/Embedded/luassert.languages.ja.lua"),
                .embedInCode("Lua/Embedded/luassert.languages.nl.lua"),
                .embedInCode("Lua/Embedded/luassert.languages.ru.lua"),
                .embedInCode("Lua/Embedded/luassert.languages.ua.lua"),
                .embedInCode("Lua/Embedded/luassert.languages.zh.lua"),
                .embedInCode("Lua/Embedded/luassert.lua"),
                .embedInCode("Lua/Embedded/luassert.match.lua"),
                .embedInCode("Lua/Embedded/luassert.matchers.composite.lua"),
                .embedInCode("Lua/Embedded/luassert.matchers.core.lua"),
                .embedInCode("Lua/Embedded/luassert.matchers.lua"),
                .embedInCode("Lua/Embedded/luassert.mock.lua"),
                .embedInCode("Lua/Embedded/luassert.modifiers.lua"),
                .embedInCode("Lua/Embedded/luassert.namespaces.lua"),
                .embedInCode("Lua/Embedded/luassert.spy.lua"),
                .embedInCode("Lua/Embedded/luassert.state.lua"),
                .embedInCode("Lua/Embedded/luassert.stub.lua"),
                .embedInCode("Lua/Embedded/luassert.util.lua"),
                .embedInCode("Lua/Embedded/say.lua"),
            ]
        ),
        // The `playground` command.
        .executableTarget(
            name: "Playground",
            dependencies: [
                "Scripting",
                "Models",
                "Rendering",
                "Studio",
                "Specs",
                "Export",
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
        // Models only for its seeded generator (SplitMix64), which the round-trip tests draw from.
        .testTarget(
            name: "FilesTests", dependencies: ["Files", "Models", "TemporaryDirectories"], path: "Tests/FilesTests"),
        .testTarget(
            name: "ExportTests", dependencies: ["Export", "Files", "Rendering", "Models"], path: "Tests/ExportTests"),
        .testTarget(name: "ModelsTests", dependencies: ["Models", "TemporaryDirectories"], path: "Tests/ModelsTests"),
        // zlib from Debian, so the rendering tests can decode the PNGs rsvg-convert writes.
        .systemLibrary(
            name: "CZlib",
            path: "Tests/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Golden-file comparison shared by the test targets that check exact output.
        .target(name: "GoldenFiles", path: "Tests/Support/GoldenFiles"),
        // A fresh directory for one test, removed after it: for the file tests of two modules.
        .target(name: "TemporaryDirectories", path: "Tests/Support/TemporaryDirectories"),
        // A page of `serve` made of a bare socket, for the tests that play a page no browser is.
        .target(name: "PageClients", path: "Tests/Support/PageClients"),
        .testTarget(
            name: "RenderingTests",
            dependencies: ["Rendering", "CZlib", "GoldenFiles"],
            path: "Tests/RenderingTests",
            exclude: ["Golden"]
        ),
        .testTarget(name: "CLuaTests", dependencies: ["CLua", "CLuaShim"], path: "Tests/CLuaTests"),
        .testTarget(
            name: "ScriptingTests",
            dependencies: ["Scripting"],
            path: "Tests/ScriptingTests",
            exclude: ["Lua"]
        ),
        .testTarget(
            name: "StudioTests",
            dependencies: [
                "Studio", "Scripting", "Rendering", "PageClients", "Export",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
            ],
            path: "Tests/StudioTests"
        ),
        .testTarget(name: "SpecsTests", dependencies: ["Specs"], path: "Tests/SpecsTests", exclude: ["Fixtures"]),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: [
                "Playground", "GoldenFiles", "PageClients",
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
            ],
            path: "Tests/PlaygroundTests",
            exclude: ["Golden", "Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
