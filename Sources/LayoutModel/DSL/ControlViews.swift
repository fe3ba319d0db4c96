// Controls of the screen format (spec section 2): button, toggle, text field, slider, progress view.

extension A11y {
    /// `button: "Title"`: a button whose label is the text `title`.
    public static func Button(_ title: some TextRepresentable, role: ButtonRole? = nil) -> Node {
        Node(.button(label: Text(title))).role(role)
    }

    /// `button: NODE`: a button with a custom label. Several label views are laid out in an HStack,
    /// as SwiftUI's `Label` lays out its icon and title.
    public static func Button(role: ButtonRole? = nil, @NodeBuilder label: () -> [Node]) -> Node {
        Node(.button(label: NodeBuilder.single(label(), in: NodeKind.hStack))).role(role)
    }

    /// `toggle: {label, isOn}`.
    public static func Toggle(_ label: some TextRepresentable, isOn: Bool) -> Node {
        Node(.toggle(ToggleValue(label: label.textValue, isOn: isOn)))
    }

    /// `textField: {label, placeholder, text}`.
    public static func TextField(_ label: (any TextRepresentable)? = nil, placeholder: (any TextRepresentable)? = nil,
                                 text: (any TextRepresentable)? = nil) -> Node {
        Node(.textField(TextFieldValue(label: label?.textValue, placeholder: placeholder?.textValue,
                                       text: text?.textValue)))
    }

    /// `slider: {label, value}`, value in 0...1.
    public static func Slider(_ label: (any TextRepresentable)? = nil, value: Double) -> Node {
        Node(.slider(ValueControl(label: label?.textValue, value: value)))
    }

    /// `progressView: {label, value}`, value in 0...1.
    public static func ProgressView(_ label: (any TextRepresentable)? = nil, value: Double) -> Node {
        Node(.progressView(ValueControl(label: label?.textValue, value: value)))
    }
}
