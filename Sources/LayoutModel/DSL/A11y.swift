/// The DSL's views: `A11y.VStack { A11y.Text("Go Pro") }`. They are SwiftUI's names, so they live in
/// this namespace rather than at the top level: a test file that imports SwiftUI (to reach the
/// app's own views) and a11y-snap sees both `SwiftUI.Text` and `A11y.Text` without either
/// shadowing the other. Modifiers are methods on `Node` and need no prefix.
public enum A11y {
    /// SwiftUI has a `Tab` too; `A11y.Tab` names ours in a file that imports both.
    public typealias Tab = LayoutModel.Tab
}
