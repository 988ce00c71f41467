// swift-tools-version: 6.1
//
// The playground's benchmarks: a package of its own, so the root package's `make test` never
// builds it. `make bench` runs all of it in release:
//
//   BenchReport           every comparison, baseline and subject interleaved in one process,
//                         printed as a table of figure / baseline / ratio / target / met
//   PuzzleBench           Korf's 100 instances solved optimally, every length checked
//   PlaygroundBenchmarks  the same workloads for `swift package benchmark` (package-benchmark),
//                         with the ratios as custom metrics, for baselines and comparisons
//
// CLuaBaselines is this package's own view of Debian's Lua 5.4 (the root package's CLua is not
// API): the raw C-API baselines the bindings are compared against.

import PackageDescription

let package = Package(
    name: "PlaygroundBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "playground", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLuaBaselines",
            path: "Sources/CLuaBaselines",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        .target(
            name: "Workloads",
            dependencies: [
                "CLuaBaselines",
                .product(name: "Scripting", package: "playground"),
                .product(name: "History", package: "playground"),
                .product(name: "Rendering", package: "playground"),
            ],
            path: "Sources/Workloads"
        ),
        .executableTarget(name: "BenchReport", dependencies: ["Workloads"], path: "Sources/BenchReport"),
        .executableTarget(
            name: "PuzzleBench",
            dependencies: [.product(name: "Models", package: "playground")],
            path: "Sources/PuzzleBench"
        ),
        .executableTarget(
            name: "PlaygroundBenchmarks",
            dependencies: ["Workloads", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/PlaygroundBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
