import Foundation
import LayoutModel
import SwiftUIReader

/// What `init` finds in an app's folder and the a11y-snap.yml it writes for it: the Swift files with
/// previews (the screens), the other Swift files (declarations the previews use), asset catalogs,
/// string catalogs, fonts, and whether it is a Swift package or an Xcode project.
/// Rules: folders that are not the app's (hidden ones, build output, dependencies, tests, the
/// tool's own baselines and report) are not searched; paths are relative to the folder, as the
/// configuration's are; every list is sorted, so the same folder gives the same file.
public struct ProjectSurvey: Sendable {
    /// Swift files holding `#Preview` or a `PreviewProvider`.
    public var previewFiles: [String] = []
    /// Other Swift files (not Package.swift).
    public var otherSwiftFiles: [String] = []
    /// `*.xcassets` folders.
    public var assetCatalogs: [String] = []
    /// `.xcstrings`, `.strings` and `.stringsdict` files.
    public var stringCatalogs: [String] = []
    /// `.ttf` and `.otf` files.
    public var fonts: [String] = []
    /// `Package.swift` and `*.xcodeproj` found (at any depth searched).
    public var packages: [String] = []
    public var xcodeProjects: [String] = []

    /// Folder names never searched: build output, dependencies, tests, a11y-snap's own output.
    public static let skipped: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build", "Baselines",
                                              "a11y-snap-report", "fastlane", "vendor"]

    /// Whether a folder name is a test target's (`MyAppTests`, `MyAppUITests`, `Tests`).
    static func isTests(_ name: String) -> Bool { name == "Tests" || name.hasSuffix("Tests") || name.hasSuffix("UITests") }

    /// Surveys `folder` (the current folder by default).
    public static func scan(_ folder: String = ".") -> ProjectSurvey {
        var survey = ProjectSurvey()
        let fm = FileManager.default
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = try? fm.contentsOfDirectory(atPath: path) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                var isFolder: ObjCBool = false
                guard fm.fileExists(atPath: folder + "/" + child, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue {
                    if name.hasSuffix(".xcassets") { survey.assetCatalogs.append(child); continue }
                    if name.hasSuffix(".xcodeproj") { survey.xcodeProjects.append(child); continue }
                    if skipped.contains(name) || isTests(name) || name.hasSuffix(".xcworkspace") { continue }
                    pending.append(child)
                    continue
                }
                switch (name as NSString).pathExtension {
                case "swift":
                    if name == "Package.swift" { survey.packages.append(child); continue }
                    let text = (try? String(contentsOfFile: folder + "/" + child, encoding: .utf8)) ?? ""
                    if hasPreview(text) { survey.previewFiles.append(child) } else { survey.otherSwiftFiles.append(child) }
                case "xcstrings", "strings", "stringsdict": survey.stringCatalogs.append(child)
                case "ttf", "otf", "TTF", "OTF": survey.fonts.append(child)
                default: break
                }
            }
        }
        for key in [\ProjectSurvey.previewFiles, \.otherSwiftFiles, \.assetCatalogs, \.stringCatalogs, \.fonts, \.packages, \.xcodeProjects] {
            survey[keyPath: key].sort()
        }
        return survey
    }

    /// A file declares a preview: the `#Preview` macro or a `PreviewProvider` conformance, outside
    /// a comment (`// #Preview {` of a preview commented out declares none).
    static func hasPreview(_ text: String) -> Bool {
        guard text.contains("#Preview") || text.contains("PreviewProvider") else { return false }
        var inBlockComment = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var code = Substring(line)
            if inBlockComment {
                guard let end = code.range(of: "*/") else { continue }
                code = code[end.upperBound...]
                inBlockComment = false
            }
            if let start = code.range(of: "/*"), code[start.upperBound...].range(of: "*/") == nil {
                inBlockComment = true
                code = code[..<start.lowerBound]
            }
            if let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
            if code.contains("#Preview") || code.contains("PreviewProvider") { return true }
        }
        return false
    }

    /// The folders the configuration lists for `files`: each file's top folder (`App/Views/Home.swift`
    /// gives `App`), or the file itself when it is at the top.
    static func roots(_ files: [String]) -> [String] {
        var out: [String] = []
        for f in files {
            let parts = f.split(separator: "/")
            let root = parts.count > 1 ? String(parts[0]) : f
            if !out.contains(root) { out.append(root) }
        }
        return out
    }

    /// `screens`: the top folders of the preview files (every Swift file in them is read too).
    public var screenPaths: [String] { Self.roots(previewFiles) }
    /// `sources`: the top folders of the other Swift files that `screens` does not cover.
    public var sourcePaths: [String] {
        let screens = Set(screenPaths)
        return Self.roots(otherSwiftFiles).filter { !screens.contains($0) }
    }
    /// `assets`: catalogs not inside another catalog.
    public var assetPaths: [String] { assetCatalogs }
    /// `fonts`: the folders holding font files.
    public var fontPaths: [String] {
        var out: [String] = []
        for f in fonts {
            let folder = (f as NSString).deletingLastPathComponent
            let path = folder.isEmpty ? f : folder
            if !out.contains(path) { out.append(path) }
        }
        return out
    }
    /// `strings`: the one catalog, or the nearest folder holding them all (a11y-snap merges them).
    public var stringsPath: String? {
        guard let first = stringCatalogs.first else { return nil }
        if stringCatalogs.count == 1 { return first }
        var common = first.split(separator: "/").dropLast().map(String.init)
        for c in stringCatalogs.dropFirst() {
            let parts = c.split(separator: "/").dropLast().map(String.init)
            var n = 0
            while n < common.count, n < parts.count, common[n] == parts[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        // `.strings` files take their language from their `LANG.lproj` folder: keep it out of the path.
        while let last = common.last, last.hasSuffix(".lproj") { common.removeLast() }
        return common.isEmpty ? "." : common.joined(separator: "/")
    }

    /// The layout found, in words.
    public var layout: String {
        var parts: [String] = []
        if !packages.isEmpty { parts.append("Swift package (\(packages.joined(separator: ", ")))") }
        if !xcodeProjects.isEmpty { parts.append("Xcode project (\(xcodeProjects.joined(separator: ", ")))") }
        return parts.isEmpty ? "a folder of Swift files" : parts.joined(separator: " and ")
    }

    /// The configuration for what was found; `languages`: the string catalogs' languages.
    public func configuration(languages: [String]) -> String {
        func list(_ xs: [String]) -> String { "[" + xs.map(quoted).joined(separator: ", ") + "]" }
        let locales = ["en", "pseudo150"] + languages.filter { $0 != "en" && !$0.hasPrefix("en-") }
        var y = "# a11y-snap configuration, written by `a11y-snap init` for what it found here. Paths are relative to this file.\n"
        y += "# Screens: every #Preview and PreviewProvider of the Swift files in these folders.\n"
        y += "screens: \(list(screenPaths))\n"
        if !sourcePaths.isEmpty { y += "# Declarations the previews use (views, models), read but not shown.\nsources: \(list(sourcePaths))\n" }
        if !assetPaths.isEmpty { y += "# Color(\"Name\") and Image(\"Name\").\nassets: \(list(assetPaths))\n" }
        if !fontPaths.isEmpty { y += "# Font.custom(\"Name\", ...): the app's font files.\nfonts: \(list(fontPaths))\n" }
        if let s = stringsPath { y += "# Text(\"key\") in every language of the catalog.\nstrings: \(quoted(s))\n" }
        y += """
            baselines: Baselines
            matrix:
              devices: [iphone15]
              sizes: all                         # the twelve Dynamic Type sizes
              directions: [ltr, rtl]
              locales: \(list(locales))
            # Pixel baselines for the CI gate; the checks run on the whole matrix above.
            baselined:
              sizes: [accessibilityLarge, large]
              directions: [ltr, rtl]
              locales: [en, pseudo150]
            failOn: [P0, P1]
            report: a11y-snap-report
            # Reviewed exceptions, each with its reason (or a `// a11y-snap: allow CHECK: reason` comment
            # on or above the view):
            # allow:
            #   - {element: "ActionBar.swift:18", check: target-size, reason: "matches the system toolbar"}

            """
        return y
    }

    /// A YAML-safe scalar: plain when it is a simple path, else double-quoted.
    private func quoted(_ s: String) -> String {
        s.allSatisfy({ $0.isLetter || $0.isNumber || "/._-".contains($0) }) && !s.hasPrefix(".") || s == "." ? s : "\"\(s)\""
    }

    /// What was found, one line each, for `init` to print.
    public func lines(previews: Int?, languages: [String]) -> [String] {
        func n(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        func shown(_ xs: [String]) -> String { xs.prefix(3).joined(separator: ", ") + (xs.count > 3 ? " and \(xs.count - 3) more" : "") }
        var out = ["Found: \(layout)"]
        let count = previews.map { " (\(n($0, "preview")))" } ?? ""
        out.append("  Swift files with previews: \(previewFiles.count)\(count)\(previewFiles.isEmpty ? "" : ": " + shown(previewFiles))")
        out.append("  other Swift files: \(otherSwiftFiles.count)")
        out.append("  asset catalogs: " + (assetCatalogs.isEmpty ? "none" : shown(assetCatalogs)))
        out.append("  string catalogs: " + (stringCatalogs.isEmpty ? "none"
            : shown(stringCatalogs) + (languages.isEmpty ? "" : " (\(languages.joined(separator: ", ")))")))
        out.append("  fonts: " + (fonts.isEmpty ? "none" : shown(fonts)))
        return out
    }
}
