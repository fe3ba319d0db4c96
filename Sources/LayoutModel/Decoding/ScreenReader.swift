import Foundation

// The top level of a screen file (spec section 1): `screen` and `body` are required, every other
// key must be one of `ScreenKey`. Components are read before the body so `use:` can expand them.
extension Reader {
    func screen() throws -> Screen {
        let f = try fields(ScreenKey.self, "a mapping with screen: NAME and body: NODE")
        guard let nameReader = f[.screen] else {
            throw error("missing key 'screen': every screen file starts with screen: NAME (letters, digits, _ and -)")
        }
        let name = try nameReader.string()
        guard Spelling.isValidName(name) else {
            throw nameReader.error("bad screen name '\(name)': use only letters, digits, _ and - (it names output files)")
        }
        guard name.count <= Limits.nameLength else {
            throw nameReader.error("the screen name is \(name.count) characters long: use at most \(Limits.nameLength) (it names output files)")
        }
        let deviceNames = Device.all.map(\.name)
        var screen = Screen(name: name, body: Node(.divider), file: context.file)
        screen.nameLine = nameReader.location?.line
        screen.description = try f.optional(.description) { try $0.string() }
        screen.device = try f.optional(.device) { try $0.name("device", deviceNames) { Device.named($0)?.name } }
        screen.background = try f.optional(.background) { try $0.color() } ?? .system(.systemBackground)

        // Components: raw trees, expanded at each `use:`.
        var context = self.context
        if let r = f[.components], !r.isNull {
            guard let entries = r.node.entries else { throw r.mismatch("a mapping NAME: node") }
            for entry in entries {
                guard Spelling.isValidName(entry.key) else {
                    throw r.error("bad component name '\(entry.key)': use only letters, digits, _ and -",
                                  at: entry.place, keyPath: r.path + "." + entry.key)
                }
                context.components[entry.key] = entry.value
            }
        }
        let root = Reader(node: node, path: path, context: context)
        screen.components = try root.standaloneComponents()

        guard let body = f[.body] else {
            throw error("missing key 'body': a screen needs body: NODE, the root of its view tree")
        }
        screen.body = try root.child(ScreenKey.body.rawValue, body.node).readNode()
        screen.presentation = try root.presentation(f)
        return screen.assigningPaths()
    }

    /// Each component read on its own, so mistakes in it are reported even where it is unused.
    /// A component whose `${param}` stands where a non-string value goes (`padding: ${gap}`) can
    /// only be read where it is used; it is left out of `Screen.components`.
    private func standaloneComponents() throws -> [String: Node] {
        var nodes: [String: Node] = [:]
        for name in context.components.keys.sorted() {
            let path = ScreenKey.components.rawValue + "." + name
            let r = Reader(node: context.components[name]!, path: path, context: context, expanding: [name])
            do {
                nodes[name] = try r.readNode().assigningPaths(path.replacingOccurrences(of: ".", with: "/"))
            } catch let error as ScreenFileError where error.involvesParameter {
                continue
            }
        }
        return nodes
    }
}
