extension Screen {
    /// `Screen("Paywall") { VStack { ... } }`: a screen with paths assigned as the YAML decoder
    /// assigns them (`body/vStack[2]/button`), so ids agree whichever way a screen is written.
    /// Several top-level views are stacked in a VStack.
    public init(_ name: String, description: String? = nil, device: String? = nil,
                background: ColorValue = .system(.systemBackground),
                @NodeBuilder body: () -> [Node]) {
        let root = NodeBuilder.single(body(), in: NodeKind.vStack)
        self.init(name: name, description: description, device: device, background: background, body: root)
        self = assigningPaths()
    }
}
