// swift-tools-version: 6.1
//
// Coverage-guided fuzzing of the playground with libFuzzer (docs/hostile-input.md). A package of
// its own, so `make test` never builds it; `make fuzz` builds it with
// `--sanitize=fuzzer --sanitize=address -Xswiftc -DFUZZING`, and each product is then a libFuzzer
// binary. Without FUZZING each product is a replayer: it runs the harness once on every file
// named on its command line (how a crash file is reproduced under a debugger).
//
//   FuzzDates    the ISO 8601 reader and writer: refuses or reads, what it reads writes back, and
//                it accepts what a reading written apart from it accepts, as the same instant
//   FuzzScripts  Lua programs over every binding, built from the fuzzer's bytes by program.lua
//   FuzzCommandLine  argument vectors (NUL-separated bytes) through the command's parser
//   FuzzRuns     whole runs of `playground run` with outputs and inputs chosen by the bytes,
//                checked for the files they change: inputs untouched, outputs whole or absent
//   FuzzServe    junk, slow and vanishing WebSocket clients of `playground serve`'s server:
//                the session lives, the server always stops, nothing is left held for pages

import PackageDescription

/// What a harness built from the app's own sources (Apps/Playground, linked as `App`) needs.
let appDependencies: [Target.Dependency] = [
    "FuzzSupport", "FuzzEditLine",
    .product(name: "Scripting", package: "playground"),
    .product(name: "Models", package: "playground"),
    .product(name: "Rendering", package: "playground"),
    .product(name: "Studio", package: "playground"),
    .product(name: "Specs", package: "playground"),
    .product(name: "Export", package: "playground"),
    .product(name: "ArgumentParser", package: "swift-argument-parser"),
]

let package = Package(
    name: "PlaygroundFuzz",
    dependencies: [
        .package(name: "playground", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Replaying files without libFuzzer, and reporting a broken invariant.
        .target(name: "FuzzSupport", path: "Sources/FuzzSupport"),
        // The process's heap counted block by block, for the peak-memory oracle.
        .target(name: "FuzzHeap", path: "Sources/FuzzHeap"),
        .executableTarget(
            name: "FuzzDates",
            dependencies: ["FuzzSupport", .product(name: "Models", package: "playground")],
            path: "Sources/FuzzDates"
        ),
        .executableTarget(
            name: "FuzzScripts",
            dependencies: ["FuzzSupport", "FuzzHeap", .product(name: "Scripting", package: "playground")],
            path: "Sources/FuzzScripts",
            exclude: ["program.lua"]
        ),
        // The app's own sources (Sources/FuzzCommandLine/App links to Apps/Playground; an
        // executable target cannot be imported), with its @main left out (PLAYGROUND_EMBEDDED).
        .systemLibrary(name: "FuzzEditLine", path: "Sources/FuzzEditLine", pkgConfig: "libedit"),
        .executableTarget(
            name: "FuzzCommandLine",
            dependencies: appDependencies,
            path: "Sources/FuzzCommandLine",
            swiftSettings: [.define("PLAYGROUND_EMBEDDED")]
        ),
        // WebSocket clients of the live page's server (Sources/FuzzServe/PageClients links to the
        // tests' raw page client).
        .executableTarget(
            name: "FuzzServe",
            dependencies: [
                "FuzzSupport", "FuzzHeap",
                .product(name: "Studio", package: "playground"),
                .product(name: "Scripting", package: "playground"),
            ],
            path: "Sources/FuzzServe"
        ),
        // Whole runs of the app's own command, in a folder of its own, checked for the files
        // they change (the same sources as FuzzCommandLine, through Sources/FuzzRuns/App).
        .executableTarget(
            name: "FuzzRuns",
            dependencies: appDependencies,
            path: "Sources/FuzzRuns",
            swiftSettings: [.define("PLAYGROUND_EMBEDDED")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
