// swift-tools-version: 6.1
//
// PuzzleBench: the 100 Korf instances, solved optimally with the 4×4 pattern databases.
// A package of its own, so the root package's `make test` never builds it. Run in release:
//
//   cd Benchmarks/PuzzleBench && swift run -c release PuzzleBench [korf100.txt] [cache-directory]

import PackageDescription

let package = Package(
    name: "PuzzleBench",
    dependencies: [
        .package(name: "playground", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "PuzzleBench",
            dependencies: [.product(name: "Models", package: "playground")],
            path: "Sources/PuzzleBench"
        )
    ],
    swiftLanguageModes: [.v6]
)
