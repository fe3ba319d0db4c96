import Foundation
import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Writes Swift sources into a fresh folder and reads them as a project.
struct SwiftFixture {
    let folder: String

    init(_ files: [String: String]) throws {
        folder = NSTemporaryDirectory() + "swiftui-reader-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    func path(_ name: String) -> String { folder + "/" + name }

    func project(_ screens: [String], sources: [String] = []) throws -> SwiftUIProject {
        try SwiftUIProject(screenFiles: screens.map(path), sourceFiles: sources.map(path))
    }
}

/// The first preview of one Swift file, evaluated in `environment`.
func evaluate(_ source: String, preview: String? = nil, _ environment: ViewEnvironment = ViewEnvironment(),
              file: String = "Screen.swift") throws -> PreviewScreen {
    let fixture = try SwiftFixture([file: source])
    let project = try fixture.project([file])
    let chosen = try XCTUnwrap(preview.map { name in project.previews.first { $0.name == name } } ?? project.previews.first)
    return project.screen(chosen, in: environment)
}

extension PreviewScreen {
    /// What the screen lists as not evaluated, its messages in order.
    var unevaluated: [String] { screen.coverage?.unevaluated.map(\.message) ?? [] }
}

extension Node {
    /// The text nodes of the subtree, in order.
    var textNodes: [Node] { all.filter { if case .text = $0.kind { return true } else { return false } } }

    /// Every node of the subtree, depth first, decorations included.
    var all: [Node] {
        var out = [self]
        for c in kind.children { out += c.all }
        if case .node(let b)? = modifiers.background { out += b.all }
        if case .node(let o)? = modifiers.overlay { out += o.all }
        return out
    }

    func first(_ id: String) -> Node? { all.first { $0.id == id } }

    /// The texts of the subtree as the model holds them (`key("Save")`, `literal("Ada")`), in order.
    var textsDrawn: [String] { all.compactMap { if case .text(let t) = $0.kind { return "\(t)" } else { return nil } } }

    /// The names of the placeholders drawn for unknown views in the subtree.
    var placeholderNames: [String] { all.compactMap { if case .placeholder(let name) = $0.kind { return name } else { return nil } } }

    /// An outline of kinds and ids, for compact assertions.
    var outline: String {
        let children = kind.children.map(\.outline)
        return kind.name + "(" + id + ")" + (children.isEmpty ? "" : "[" + children.joined(separator: ", ") + "]")
    }
}

/// One line per text, every character half the font size wide: enough to lay out a preview's
/// geometry without fonts.
struct OneLineMeasurer: TextMeasuring {
    func metrics(for font: FontDescriptor) -> FontMetrics {
        FontMetrics(ascender: 0.95 * font.size, descender: 0.25 * font.size, lineGap: 0, capHeight: 0.7 * font.size)
    }
    func measure(_ r: TextRequest) -> TextMeasurement {
        let m = metrics(for: r.font)
        let width = Double(r.string.count) * 0.5 * r.font.size
        return TextMeasurement(size: Size(width: width, height: 1.2 * r.font.size),
                               lines: [TextLine(text: r.string, width: width, baseline: m.ascender)],
                               isTruncated: false, fontSize: r.font.size, metrics: m)
    }
}
