// Case lists for model enums that the format names but the model does not declare
// `CaseIterable`: messages list every valid spelling, and the writers use the raw values.
extension AccessibilityElementBehavior: CaseIterable {
    public static var allCases: [AccessibilityElementBehavior] { [.combine, .contain, .ignore] }
}

extension FitAxes: CaseIterable {
    public static var allCases: [FitAxes] { [.horizontal, .vertical, .both] }
}

extension TitleDisplayMode: CaseIterable {
    public static var allCases: [TitleDisplayMode] { [.large, .inline] }
}
