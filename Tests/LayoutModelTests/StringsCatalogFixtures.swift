import Foundation

/// A fresh temporary folder for catalog files, removed by `remove()`.
struct CatalogFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("l10n-tests-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` (UTF-8) or raw `data` at `relative`, creating folders; returns the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, data: Data(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, data: Data) throws -> String {
        let full = (path as NSString).appendingPathComponent(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
        return full
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// An Xcode 15 string catalog as Xcode writes it (trimmed): a translated key, a key with only a
/// source value, a key with no localizations, a plural variation, and an untranslated entry.
let sampleXCStrings = """
{
  "sourceLanguage" : "en",
  "strings" : {
    "paywall.title" : {
      "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Pro holen" } },
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Go Pro" } }
      }
    },
    "paywall.subtitle" : {
      "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Unlock every feature" } }
      }
    },
    "Subscribe" : { },
    "items.count" : {
      "localizations" : {
        "de" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel insgesamt" } }
        } } },
        "ar" : { }
      }
    }
  },
  "version" : "1.0"
}
"""
