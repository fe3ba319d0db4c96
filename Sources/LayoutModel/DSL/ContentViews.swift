// Leaf views of the screen format (spec section 2): text, images, spacers, dividers, shapes, colours.

extension A11y {
    /// `text:` with a literal (`Text("Go Pro")`) or a key (`Text(TextValue.key("k"))`).
    public static func Text(_ text: some TextRepresentable) -> Node {
        Node(.text(text.textValue))
    }

    /// `text: {key: ...}`: a string looked up in the strings catalog.
    public static func Text(key: String) -> Node {
        Node(.text(.key(key)))
    }

    /// `image: {symbol: NAME}`: an SF Symbol-like glyph that scales with its font.
    public static func Image(symbol: String) -> Node {
        Node(.image(.symbol(symbol)))
    }

    /// `image: {symbol: NAME, resizable: true}`: a symbol that takes the size its frame gives.
    public static func Image(symbol: String, resizable: Bool) -> Node {
        Node(.image(resizable ? .resizableSymbol(symbol) : .symbol(symbol)))
    }

    /// SwiftUI's spelling of `Image(symbol:)`.
    public static func Image(systemName: String) -> Node {
        Image(symbol: systemName)
    }

    /// `image: {width, height}`: a fixed-size bitmap.
    public static func Image(width: Double, height: Double) -> Node {
        Node(.image(.bitmap(width: width, height: height)))
    }

    /// `spacer: {}` or `spacer: {minLength: N}`.
    public static func Spacer(minLength: Double? = nil) -> Node {
        Node(.spacer(minLength: minLength))
    }

    public static func Divider() -> Node {
        Node(.divider)
    }

    /// `color:`: takes all the space offered.
    public static func Color(_ color: ColorValue) -> Node { Node(.color(color)) }
    public static func Color(_ color: SystemColor) -> Node { Color(.system(color)) }
    /// `Color("#FF3B30")` or `Color("label")`, spelled as in a screen file.
    public static func Color(_ color: String) -> Node { Color(colorValue(color)) }

    // `shape:` kinds; colour them with `.fill(...)`.
    public static func Rectangle() -> Node { Node(.shape(ShapeValue(kind: .rectangle))) }
    public static func RoundedRectangle(cornerRadius: Double) -> Node {
        Node(.shape(ShapeValue(kind: .roundedRectangle, cornerRadius: cornerRadius)))
    }
    public static func Capsule() -> Node { Node(.shape(ShapeValue(kind: .capsule))) }
    public static func Circle() -> Node { Node(.shape(ShapeValue(kind: .circle))) }
}
