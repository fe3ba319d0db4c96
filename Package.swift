// swift-tools-version:6.2
// a11y-snap: accessibility snapshot testing for SwiftUI-like screens on Linux CI.
// Dependencies point one way: LayoutModel <- SwiftUIReader, Rasterizer <- SnapshotHarness <- a11y-snap.
import PackageDescription

let package = Package(
    name: "a11y-snap",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11y-snap", targets: ["a11y-snap"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "SwiftUIReader", targets: ["SwiftUIReader"]),
        .library(name: "Rasterizer", targets: ["Rasterizer"]),
        .library(name: "SnapshotHarness", targets: ["SnapshotHarness"]),
        // The Swift test API: `import A11ySnap`, then `assertA11ySnapshot(of: screen)`.
        .library(name: "A11ySnap", targets: ["A11ySnap"]),
        // `assertSnapshot(of: screen, as: .a11yImage(...))` for swift-snapshot-testing users; needs the
        // trait `SnapshotTesting` (off by default, so this package never builds swift-snapshot-testing).
        .library(name: "A11ySnapSnapshotTesting", targets: ["A11ySnapSnapshotTesting"]),
        // Input generators and fuzz targets, shared by the seeded FuzzTests and the libFuzzer
        // executables of the package in Fuzz/ (built apart, with -sanitize=fuzzer: scripts/fuzz).
        .library(name: "Fuzzing", targets: ["Fuzzing"]),
        .library(name: "FuzzingSwiftUI", targets: ["FuzzingSwiftUI"]),
        // `swift package a11y-snap test` in a package that depends on this one (Plugins/A11ySnapPlugin).
        .plugin(name: "A11ySnapPlugin", targets: ["A11ySnapPlugin"]),
    ],
    traits: [
        .trait(name: "SnapshotTesting",
               description: "Builds A11ySnapSnapshotTesting against pointfreeco/swift-snapshot-testing."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        // C libraries, found with pkg-config (scripts/setup installs the -dev packages).
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CICU", path: "Sources/CICU", pkgConfig: "icu-uc",
                       providers: [.apt(["libicu-dev"])]),
        // ICU's headers clash with the copy of ICU inside Foundation; this C bridge keeps them out of Swift.
        // icui18n (plural rules, number and date formats) comes with libicu-dev, beside icu-uc.
        .target(name: "ICUBridge", dependencies: ["CICU"], path: "Sources/ICUBridge",
                linkerSettings: [.linkedLibrary("icui18n")]),
        // libdeflate inflates the pixel data of the 8-bit RGB(A) PNGs it can take whole (fast_read.h).
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev", "libdeflate-dev"])]),
        // SHA-256 of the font files in the baseline manifest, from the system's libcrypto (libssl-dev).
        .target(name: "DigestBridge", path: "Sources/DigestBridge", linkerSettings: [.linkedLibrary("crypto")]),
        // xxHash: the fingerprint of a rendering's pixels stored in its baseline (PNGFingerprint).
        .systemLibrary(name: "CXXHash", path: "Sources/CXXHash", pkgConfig: "libxxhash",
                       providers: [.apt(["libxxhash-dev"])]),

        // Pure Swift: nodes, environment, layout. Measures text through `TextMeasuring`.
        .target(name: "LayoutModel", dependencies: [.product(name: "Yams", package: "Yams")]),
        // The app's own SwiftUI read as screens: parsed with swift-syntax (the only module that
        // depends on it), evaluated per variant into the same `Node` model the YAML decoder gives.
        .target(name: "SwiftUIReader", dependencies: [
            "LayoutModel",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // Text (FreeType/HarfBuzz/ICU), drawing, PNG; implements `TextMeasuring`.
        // Optimized in debug builds too: its pixel loops use SIMD types, whose generic code runs about
        // a hundred times slower unoptimized (a 4-variant `test` spent 79% of its time shrinking
        // thumbnails); tests and local runs need it at usable speed. Unsafe flags in a dependency are
        // accepted from tools version 6.2 on.
        .target(name: "Rasterizer", dependencies: ["LayoutModel", "CFreeType", "CHarfBuzz", "ICUBridge", "CPNG", "CXXHash"],
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // Matrix, checks, pixel diff, baselines, reports.
        .target(name: "SnapshotHarness", dependencies: ["LayoutModel", "SwiftUIReader", "Rasterizer", .product(name: "Yams", package: "Yams"),
                                                       "DigestBridge"]),
        // assertA11ySnapshot for XCTest and Swift Testing, over the harness.
        .target(name: "A11ySnap", dependencies: ["SnapshotHarness", "Rasterizer", "LayoutModel"]),
        .target(name: "A11ySnapSnapshotTesting", dependencies: [
            "A11ySnap",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
        ]),
        // Structure-aware generators (screens, PNGs, catalogs) and the fuzz targets that run them.
        .target(name: "Fuzzing", dependencies: ["LayoutModel", "Rasterizer"]),
        // The SwiftUI reader's fuzz target, apart so the others' libFuzzer build needs no swift-syntax.
        .target(name: "FuzzingSwiftUI", dependencies: ["Fuzzing", "SwiftUIReader", "LayoutModel", "Rasterizer"]),
        // The command line: one type per subcommand.
        .executableTarget(name: "a11y-snap", dependencies: [
            "SnapshotHarness", "SwiftUIReader", "Rasterizer", "LayoutModel",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // A command plugin: runs the a11y-snap command line in the package folder with the arguments given.
        .plugin(name: "A11ySnapPlugin",
                capability: .command(intent: .custom(verb: "a11y-snap", description: "Accessibility snapshot tests of the package's SwiftUI previews"),
                                     permissions: [.writeToPackageDirectory(reason: "a11y-snap writes Baselines/ (record, accept) and its HTML report")])),
                // No dependency on the a11y-snap target: SwiftPM would build a second, host copy of
                // the whole tool on every `swift build`; the plugin builds it when it runs instead.

        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel", "Fuzzing"]),
        .testTarget(name: "SwiftUIReaderTests", dependencies: ["SwiftUIReader", "LayoutModel", "Fuzzing"]),
        .testTarget(name: "RasterizerTests", dependencies: ["Rasterizer", "LayoutModel", "Fuzzing"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "SnapshotTests", dependencies: ["SnapshotHarness", "Rasterizer", "LayoutModel", "Fuzzing", "FuzzingSwiftUI"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "A11ySnapTests", dependencies: ["A11ySnap"]),
    ],
    swiftLanguageModes: [.v6]
)

// CI's SwiftUI fuzzer (scripts/fuzz with FUZZ_SWIFTUI_BUILD=shared): the libFuzzer executable of
// Fuzz/Sources/fuzz-swiftui built inside this package, so it reuses the test build's swift-syntax
// and modules instead of building them again with -sanitize=fuzzer (Fuzz/ takes over 20 minutes
// on two cores). Only the executable is instrumented, so libFuzzer mutates and generates without
// coverage feedback from the reader; scripts/fuzz without the variable runs it fully instrumented.
if Context.environment["A11Y_SNAP_FUZZ_SWIFTUI"] == "1" {
    let fuzzer: [String] = ["-sanitize=fuzzer"]
    package.targets += [
        .systemLibrary(name: "CFuzzer", path: "Fuzz/Sources/CFuzzer"),
        .target(name: "FuzzDriver", dependencies: ["CFuzzer", "LayoutModel"], path: "Fuzz/Sources/FuzzDriver"),
        .executableTarget(name: "fuzz-swiftui", dependencies: ["FuzzDriver", "FuzzingSwiftUI"],
                          path: "Fuzz/Sources/fuzz-swiftui",
                          swiftSettings: [.unsafeFlags(fuzzer)], linkerSettings: [.unsafeFlags(fuzzer)]),
    ]
    package.products.append(.executable(name: "fuzz-swiftui", targets: ["fuzz-swiftui"]))
}
