// swift-tools-version:6.1
// A package that uses a11y-snap the way an app's test target would: by path, with the
// swift-snapshot-testing strategies turned on. scripts/consumer-fixture builds and runs it.
import Foundation
import PackageDescription

// The a11y-snap checkout: $A11Y_SNAP_PATH (the script runs a copy of this fixture elsewhere), else
// the checkout this fixture sits in. Its folder name is its package identity.
let a11ySnap = Context.environment["A11Y_SNAP_PATH"] ?? Context.packageDirectory + "/../../.."
let a11ySnapIdentity = URL(fileURLWithPath: a11ySnap).standardizedFileURL.lastPathComponent

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: a11ySnap, traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Stands in for SwiftUI (not on Linux): its `Text`, `VStack` and `List` beside a11y-snap's DSL.
        .target(name: "FakeSwiftUI"),
        .testTarget(name: "ConsumerTests", dependencies: [
            "FakeSwiftUI",
            .product(name: "A11ySnap", package: a11ySnapIdentity),
            .product(name: "A11ySnapSnapshotTesting", package: a11ySnapIdentity),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
    ]
)
