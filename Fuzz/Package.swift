// swift-tools-version:6.1
// libFuzzer executables over a11y-snap's fuzz targets (Sources/Fuzzing in the package above).
// A package of its own, so the normal `swift build` and `swift test` never see -sanitize=fuzzer.
// Built and run by scripts/fuzz:
//   swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name (the clone's name, not always "a11y-snap").
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let rootIdentity = root.lastPathComponent.lowercased()

let package = Package(
    name: "a11y-snap-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "..")],
    targets: [
        // LLVMFuzzerRunDriver, declared for Swift.
        .systemLibrary(name: "CFuzzer", path: "Sources/CFuzzer"),
        // The callback and the driver's start, shared by the executables.
        .target(name: "FuzzDriver", dependencies: ["CFuzzer", .product(name: "LayoutModel", package: rootIdentity)]),
    ] + ["screens", "png", "catalogs"].map { target in
        .executableTarget(name: "fuzz-\(target)",
                          dependencies: ["FuzzDriver", .product(name: "Fuzzing", package: rootIdentity)],
                          path: "Sources/fuzz-\(target)")
    } + [
        // The only executable that needs swift-syntax (built only when asked: scripts/fuzz).
        .executableTarget(name: "fuzz-swiftui",
                          dependencies: ["FuzzDriver", .product(name: "FuzzingSwiftUI", package: rootIdentity)],
                          path: "Sources/fuzz-swiftui"),
    ],
    swiftLanguageModes: [.v6]
)
