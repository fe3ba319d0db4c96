import CFreeType
import Foundation
import LayoutModel

// The team's own fonts (the `fonts:` key): font files (.ttf, .otf) and folders of them. Rules:
// * each file is read with FreeType for its family name, PostScript name, weight (OS/2
//   usWeightClass, the nearest of the model's weights) and whether it is italic;
// * `Font.custom(NAME, ...)` (YAML `font: {name: NAME}`) names a file by its PostScript name
//   (`Brand-Bold`: that file) or a family by its family name (`Brand`: the family's upright file
//   nearest the weight asked for), as UIFont(name:) and SwiftUI look names up;
// * characters the custom font has no glyph for fall back as for the system font;
// * a name no file has is measured with the system font, and the harness warns where it is used.

/// One custom font file, as FreeType names it.
public struct CustomFont: Hashable, Sendable {
    public var path: String
    public var family: String
    public var postScriptName: String
    public var weight: FontWeight
    public var isItalic: Bool

    /// The font files of `paths`: each a file, or a folder searched for .ttf/.otf/.ttc files
    /// (sorted, so the result never depends on directory order).
    public static func load(_ paths: [String]) throws -> [CustomFont] {
        var files: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw TextEngineError.missingCustomFont(path: path)
            }
            if isFolder.boolValue {
                let found = try InputFiles.list(path, hidden: true)
                    .filter { ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }
                files += found.sorted().map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        var library: FT_Library?
        let status = FT_Init_FreeType(&library)
        guard status == 0, let library else { throw TextEngineError.freetypeUnavailable(freetypeError: status) }
        defer { FT_Done_FreeType(library) }
        return try files.map { try read($0, library) }
    }

    private static func read(_ path: String, _ library: FT_Library) throws -> CustomFont {
        // FreeType opens whatever it is given: a FIFO named *.ttf would block it forever.
        try InputFiles.checkRegular(path, what: "font file")
        var opened: FT_Face?
        let status = FT_New_Face(library, path, 0, &opened)
        guard status == 0, let face = opened else { throw TextEngineError.unreadableFontFile(path: path, freetypeError: status) }
        defer { FT_Done_Face(face) }
        let family = face.pointee.family_name.map { String(cString: $0) } ?? (path as NSString).lastPathComponent
        let postScript = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? family
        var weightClass = (face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD)) != 0 ? 700 : 400
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.usWeightClass > 0 { weightClass = Int(os2.usWeightClass) }
        }
        let weight = FontWeight.allCases.min { abs($0.cssWeight - weightClass) < abs($1.cssWeight - weightClass) } ?? .regular
        return CustomFont(path: path, family: family, postScriptName: postScript, weight: weight,
                          isItalic: (face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC)) != 0)
    }
}

extension FontRegistry {
    /// This registry with `fonts` added: each upright file joins its family (one file per
    /// weight, the first wins), every file is reachable by its PostScript name.
    public func adding(_ fonts: [CustomFont]) -> FontRegistry {
        var r = self
        for font in fonts {
            if r.customFiles[font.postScriptName] == nil { r.customFiles[font.postScriptName] = font.path }
            guard !font.isItalic else { continue }
            if let i = r.custom.firstIndex(where: { $0.name == font.family }) {
                if r.custom[i].files[font.weight] == nil { r.custom[i].files[font.weight] = font.path }
            } else {
                r.custom.append(FontFamily(name: font.family, package: "fonts:", files: [font.weight: font.path]))
            }
        }
        return r
    }

    /// Every name `Font.custom` can use: the families and the PostScript names.
    public var customNames: Set<String> { Set(custom.map(\.name)).union(customFiles.keys) }

    /// The file a custom name gives at `weight`: a PostScript name's file, else the family's file
    /// nearest the weight; names match exactly, else ignoring case.
    func customFile(named name: String, weight: FontWeight) -> String? {
        if let exact = customFiles[name] { return exact }
        if let family = custom.first(where: { $0.name == name }) { return family.file(for: weight) }
        let lower = name.lowercased()
        if let file = customFiles.first(where: { $0.key.lowercased() == lower })?.value { return file }
        return custom.first { $0.name.lowercased() == lower }?.file(for: weight)
    }
}
