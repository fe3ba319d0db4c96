// SwiftUI's view names, as a module a test imports beside A11ySnap: if a11y-snap still declared
// `Text`, `VStack` or `List` at the top level, `Text("x")` in ConsumerTests would be ambiguous.
public struct Text: Equatable { public var string: String; public init(_ string: String) { self.string = string } }
public struct VStack { public var count: Int; public init(_ children: [Text]) { count = children.count } }
public struct List { public init() {} }
