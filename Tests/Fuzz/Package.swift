// swift-tools-version: 6.1
//
// Coverage-guided fuzzing of the playground with libFuzzer (docs/hostile-input.md). A package of
// its own, so `make test` never builds it; `make fuzz` builds it with
// `--sanitize=fuzzer --sanitize=address -Xswiftc -DFUZZING`, and each product is then a libFuzzer
// binary. Without FUZZING each product is a replayer: it runs the harness once on every file
// named on its command line (how a crash file is reproduced under a debugger).
//
//   FuzzDates    the ISO 8601 reader and writer: refuses or reads, and what it reads writes back
//   FuzzScripts  Lua programs over every binding, built from the fuzzer's bytes by program.lua

import PackageDescription

let package = Package(
    name: "PlaygroundFuzz",
    dependencies: [
        .package(name: "playground", path: "../.."),
    ],
    targets: [
        // Replaying files without libFuzzer, and reporting a broken invariant.
        .target(name: "FuzzSupport", path: "Sources/FuzzSupport"),
        .executableTarget(
            name: "FuzzDates",
            dependencies: ["FuzzSupport", .product(name: "Models", package: "playground")],
            path: "Sources/FuzzDates"
        ),
        .executableTarget(
            name: "FuzzScripts",
            dependencies: ["FuzzSupport", .product(name: "Scripting", package: "playground")],
            path: "Sources/FuzzScripts",
            exclude: ["program.lua"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
