import Foundation
import Testing
@testable import LayoutModel

@Suite struct DSLKindTests {
    @Test func leavesAndControls() {
        guard case .image(.bitmap(width: 40, height: 30)) = A11y.Image(width: 40, height: 30).kind else {
            Issue.record("bitmap image"); return
        }
        guard case .spacer(minLength: 24) = A11y.Spacer(minLength: 24).kind, case .divider = A11y.Divider().kind else {
            Issue.record("spacer / divider"); return
        }
        guard case .color(.system(.systemOrange)) = A11y.Color(.systemOrange).kind,
              case .color(.rgba(let red)) = A11y.Color("#FF0000").kind else { Issue.record("colours"); return }
        #expect(red == RGBA(r: 1, g: 0, b: 0))
        let shapes = [A11y.Rectangle(), A11y.RoundedRectangle(cornerRadius: 12).fill(.systemGreen), A11y.Capsule(), A11y.Circle()]
        let values = shapes.compactMap { n -> ShapeValue? in if case .shape(let s) = n.kind { return s } else { return nil } }
        #expect(values.map(\.kind) == [.rectangle, .roundedRectangle, .capsule, .circle])
        #expect(values[1].cornerRadius == 12 && values[1].fill == .system(.systemGreen))
        guard case .shape(let outlined) = A11y.Capsule().strokeBorder(.separator, lineWidth: 2).kind else { Issue.record("strokeBorder"); return }
        #expect(outlined.stroke == ShapeStroke(color: .system(.separator), width: 2, inside: true))

        guard case .textField(let field) = A11y.TextField("Email", placeholder: "you@example.com").kind,
              case .slider(let slider) = A11y.Slider("Volume", value: 0.3).kind,
              case .progressView(let progress) = A11y.ProgressView(value: 0.7).kind else {
            Issue.record("text field / slider / progress"); return
        }
        #expect(field.label == .literal("Email") && field.placeholder == .literal("you@example.com") && field.text == nil)
        #expect(slider.label == .literal("Volume") && slider.value == 0.3)
        #expect(progress.label == nil && progress.value == 0.7)
        #expect(A11y.TextField(TextValue.key("email")).kind.name == "textField")
        #expect(A11y.Toggle(TextValue.key("reminders"), isOn: false).kind.name == "toggle")
    }

    @Test func buttons() {
        let delete = A11y.Button("Delete", role: .destructive).disabled()
        #expect(delete.modifiers.role == .destructive && delete.modifiers.disabled == true)
        let keyed = A11y.Button(TextValue.key("cta.buy"))
        #expect(textValue(keyed.kind.children.first) == .key("cta.buy"))
        // A label of several views is laid out like SwiftUI's Label: in an HStack.
        let icon = A11y.Button { A11y.Image(symbol: "gear"); A11y.Text("Settings") }.role(.cancel)
        #expect(icon.modifiers.role == .cancel)
        #expect(icon.kind.children.first?.kind.name == "hStack")
        #expect(A11y.Button { A11y.Image(symbol: "gear") }.kind.children.first?.kind.name == "image")
    }

    @Test func stacksStoreTheFileFormatsAlignment() {
        #expect(A11y.VStack(alignment: .leading) { A11y.Text("a") }.modifiers.alignment == Alignment(name: "leading"))
        #expect(A11y.HStack(alignment: .top, spacing: 4) { A11y.Text("a") }.modifiers.alignment == Alignment(name: "top"))
        #expect(A11y.ZStack(alignment: .bottomTrailing) { A11y.Text("a") }.modifiers.alignment == Alignment(name: "bottomTrailing"))
        #expect(A11y.HStack { A11y.Text("a") }.modifiers.alignment == nil && A11y.HStack { A11y.Text("a") }.modifiers.spacing == nil)
        let named: [(Alignment, String)] = [(.leading, "leading"), (.trailing, "trailing"), (.top, "top"),
            (.bottom, "bottom"), (.topLeading, "topLeading"), (.topTrailing, "topTrailing"),
            (.bottomLeading, "bottomLeading"), (.bottomTrailing, "bottomTrailing"), (.left, "left"),
            (.right, "right"), (.center, "center")]
        for (value, name) in named { #expect(value == Alignment(name: name), "\(name)") }
    }

    @Test func containers() {
        let adaptive = A11y.AdaptiveStack(threshold: .accessibility3, spacing: 6) { A11y.Text("a"); A11y.Text("b") }
        #expect(adaptive.kind.name == "adaptiveStack" && adaptive.modifiers.threshold == .accessibility3)
        #expect(adaptive.modifiers.spacing == 6 && adaptive.kind.children.count == 2)
        let fits = A11y.ViewThatFits(in: .horizontal) { A11y.Text("long"); A11y.Text("short") }
        #expect(fits.modifiers.axes == .horizontal && fits.kind.children.count == 2)
        // Several views in a scroll view are stacked along its axis.
        let scroll = A11y.ScrollView(.horizontal) { A11y.Text("a"); A11y.Text("b") }
        #expect(scroll.modifiers.axis == .horizontal && scroll.kind.children.first?.kind.name == "hStack")
        #expect(A11y.ScrollView { A11y.Text("a"); A11y.Text("b") }.kind.children.first?.kind.name == "vStack")
        #expect(A11y.List { A11y.Text("a"); A11y.Toggle("b", isOn: false) }.kind.children.map(\.kind.name) == ["text", "toggle"])
    }

    @Test func navigationAndTabsWithSlotPaths() {
        let screen = Screen("Settings") {
            A11y.TabView(tabs: [Tab("Home", symbol: "house", selected: true), Tab(TextValue.key("tab.me"))]) {
                A11y.NavigationStack(title: "Settings", displayMode: .inline, back: "Back",
                                leading: { A11y.Button("Close") }, trailing: { A11y.Button("Edit"); A11y.Button("Add") }) {
                    A11y.Text("content")
                }
            }
        }
        guard case .tabView(let tabs) = screen.body.kind, let nav = tabs.content,
              case .navigationStack(let bar) = nav.kind else { Issue.record("tabView > navigationStack"); return }
        #expect(tabs.tabs.map(\.label) == [.literal("Home"), .key("tab.me")])
        #expect(tabs.tabs[0].symbol == "house" && tabs.tabs[0].selected && !tabs.tabs[1].selected)
        #expect(nav.path == "body/tabView/content/navigationStack")
        #expect(bar.title == .literal("Settings") && bar.titleDisplayMode == .inline && bar.back == .literal("Back"))
        #expect(bar.leading.map(\.path) == ["body/tabView/content/navigationStack/leading[0]/button"])
        #expect(bar.trailing.map(\.path) == ["body/tabView/content/navigationStack/trailing[0]/button",
                                             "body/tabView/content/navigationStack/trailing[1]/button"])
        #expect(bar.content?.path == "body/tabView/content/navigationStack/content/text")
        let untitled = A11y.NavigationStack(title: TextValue.key("t")) {}
        guard case .navigationStack(let empty) = untitled.kind else { Issue.record("navigationStack"); return }
        #expect(empty.content == nil && empty.title == .key("t") && empty.titleDisplayMode == .large)
    }
}

// Controls
@Suite struct DSLControlsTests {
    /// Each DSL control builds the node the screen format's key reads.
    @Test func eachControlMatchesItsYAML() throws {
        let dsl = [
            A11y.Label("Favorites", systemImage: "star", style: .iconOnly),
            A11y.Picker("View", options: ["Day", "Week"], selection: 1, style: .segmented),
            A11y.Stepper("Guests", value: 3),
            A11y.SecureField("Password", text: "secret"),
            A11y.Menu("More"),
            A11y.Link("Help", destination: "https://example.com"),
            A11y.DatePicker("Start", year: 2026, month: 3, day: 3),
            A11y.Gauge("Storage", value: 0.5),
        ]
        let yaml = """
            screen: S
            body:
              vStack:
                - label: {title: Favorites, symbol: star, style: iconOnly}
                - picker: {label: View, options: [Day, Week], selection: 1, style: segmented}
                - stepper: {label: Guests, value: 3}
                - secureField: {label: Password, text: secret}
                - menu: More
                - link: {title: Help, url: "https://example.com"}
                - datePicker: {label: Start, date: 2026-03-03}
                - gauge: {label: Storage, value: 0.5}
            """
        let read = try ScreenFile.decode(yaml: yaml, file: "s.screen.yaml").body.kind.children
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (a, b) in zip(dsl, read) {
            #expect(try encoder.encode(a) == encoder.encode(b), "\(a.kind.name)")
        }
        #expect(dsl.allSatisfy { ["picker", "stepper", "secureField", "menu", "link", "datePicker"].contains($0.kind.name) == $0.kind.isControl })
    }
}
