extension LayoutDirection {
    /// The command line's and the matrix's spelling, for tests: `direction: .rtl`.
    public static var rtl: LayoutDirection { .rightToLeft }
    public static var ltr: LayoutDirection { .leftToRight }
}
