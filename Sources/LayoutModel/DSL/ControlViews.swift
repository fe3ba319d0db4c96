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

    /// `textField: {label, placeholder, text, style}`.
    public static func TextField(_ label: (any TextRepresentable)? = nil, placeholder: (any TextRepresentable)? = nil,
                                 text: (any TextRepresentable)? = nil, style: TextFieldStyle = .automatic) -> Node {
        Node(.textField(TextFieldValue(label: label?.textValue, placeholder: placeholder?.textValue,
                                       text: text?.textValue, style: style)))
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

// Controls
extension A11y {
    /// `label: {title, symbol, style}`: SwiftUI's `Label(title, systemImage:)`; `.labelStyle(...)` is `style`.
    public static func Label(_ title: some TextRepresentable, systemImage: String? = nil,
                             style: LabelStyle = .titleAndIcon) -> Node {
        Node(.label(LabelValue(title: title.textValue, symbol: systemImage, style: style)))
    }

    /// `picker: {label, options, selection, style}`; `selection` is the chosen option's index.
    public static func Picker(_ label: (any TextRepresentable)? = nil, options: [any TextRepresentable],
                              selection: Int = 0, style: PickerStyle = .menu) -> Node {
        Node(.picker(PickerValue(label: label?.textValue, options: options.map(\.textValue), selection: selection,
                                 style: style)))
    }

    /// `stepper: {label, value}`.
    public static func Stepper(_ label: some TextRepresentable, value: Double? = nil) -> Node {
        Node(.stepper(StepperValue(label: label.textValue, value: value)))
    }

    /// `secureField: {label, placeholder, text}`: the text is drawn as dots.
    public static func SecureField(_ label: (any TextRepresentable)? = nil, placeholder: (any TextRepresentable)? = nil,
                                   text: (any TextRepresentable)? = nil) -> Node {
        Node(.secureField(TextFieldValue(label: label?.textValue, placeholder: placeholder?.textValue,
                                         text: text?.textValue)))
    }

    /// `menu: "Title"`: a menu's button.
    public static func Menu(_ title: some TextRepresentable) -> Node {
        Node(.menu(label: Text(title)))
    }

    /// `menu: NODE`: a menu's button with a custom label (several views in an HStack).
    public static func Menu(@NodeBuilder label: () -> [Node]) -> Node {
        Node(.menu(label: NodeBuilder.single(label(), in: NodeKind.hStack)))
    }

    /// `link: {title, url}`.
    public static func Link(_ title: some TextRepresentable, destination url: String? = nil) -> Node {
        Node(.link(LinkValue(title: title.textValue, url: url)))
    }

    /// `datePicker: {label, date}`: a compact date picker showing the day (year, month, day).
    public static func DatePicker(_ label: (any TextRepresentable)? = nil, year: Int, month: Int, day: Int) -> Node {
        Node(.datePicker(DatePickerValue(label: label?.textValue, date: .date(year: year, month: month, day: day, style: .medium))))
    }

    /// `gauge: {label, value}`, value in 0...1.
    public static func Gauge(_ label: (any TextRepresentable)? = nil, value: Double) -> Node {
        Node(.gauge(GaugeValue(label: label?.textValue, value: value)))
    }
}
