import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Foundation values a view computes its text with, at the preview's fixed now (issue 26):
/// dates and calendars (`Dates.swift`), formatters (`Formatters.swift`), a fresh install's
/// `UserDefaults`, `NSCache` and files (`FreshInstall.swift`, `FreshInstallFiles.swift`), and UUIDs.
final class FixedNowTests: XCTestCase {
    private let en = LocalizedStrings(locale: "en", catalog: nil, language: "en", transform: .none)
    private let de = LocalizedStrings(locale: "de", catalog: nil, language: "de", transform: .none)

    /// The texts drawn, as the locale shows them.
    private func shown(_ s: PreviewScreen, in strings: LocalizedStrings) -> [String] {
        s.screen.body.textNodes.compactMap { if case .text(let t) = $0.kind { return strings.resolve(t) } else { return nil } }
    }

    // MARK: Dates and calendars

    func testNowIsOneFixedInstantThatCalendarsComputeWith() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Clock: View {
                let start = Date(timeIntervalSince1970: 0)
                var body: some View {
                    VStack {
                        Text(verbatim: "\\(Calendar.current.component(.hour, from: Date()))")
                        Text(verbatim: "\\(Calendar.current.component(.minute, from: .now))")
                        Text(verbatim: "\\(Date.now.timeIntervalSince1970)")
                        Text(verbatim: "\\(Calendar.current.startOfDay(for: Date()).timeIntervalSince(Date()))")
                        Text(verbatim: "\\(Calendar.current.dateComponents([.day], from: start, to: Date()).day ?? -1)")
                        Text(verbatim: "\\(Calendar(identifier: .gregorian).component(.weekday, from: Calendar.current.date(byAdding: .day, value: 4, to: Date())!))")
                        if Date().addingTimeInterval(-3600) < Date(), Calendar.current.isDateInToday(Date() - 60) {
                            Text("earlier today")
                        }
                        if Calendar.current.isDateInYesterday(Date()) || Date().compare(.distantPast) != .orderedDescending { Text("never") }
                        Text(verbatim: "\\(DateComponents(calendar: .current, year: 2026, month: 3, day: 1).date!.timeIntervalSinceNow)")
                    }
                }
            }
            #Preview { Clock() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        // 2026-03-07, four days after a Tuesday, is a Saturday: weekday 7 (Sunday is 1).
        XCTAssertEqual(shown(s, in: en), ["9", "41", "1772530860.0", "-34860.0", "20515", "7", "earlier today", "-207660.0"])
    }

    // MARK: Locales

    func testANamedLocaleHasItsPartsAndTheCurrentOnesAreLocatedUnknowns() throws {
        let s = try evaluate("""
            import SwiftUI
            struct LanguageBadge: View {
                let brazil = Locale(identifier: "pt_BR")
                var body: some View {
                    VStack {
                        Text(verbatim: brazil.languageCode ?? "none")
                        Text(verbatim: brazil.regionCode ?? "none")
                        Text(verbatim: brazil.language.languageCode?.identifier ?? "none")
                        Text(verbatim: Locale(identifier: "de").language.region?.identifier ?? "no region")
                        Text(verbatim: brazil.identifier)
                        if let code = Locale.current.languageCode, code == "de" { Text("Deutsch") }
                    }
                }
            }
            #Preview { LanguageBadge() }
            """)
        XCTAssertEqual(shown(s, in: en), ["pt", "BR", "pt", "no region", "pt_BR", "Deutsch"])
        XCTAssertEqual(s.unevaluated.count, 1, "\(s.unevaluated)")
        XCTAssertTrue(s.unevaluated.first?.contains("Locale.current.languageCode differs per locale") == true, "\(s.unevaluated)")
        XCTAssertEqual(s.screen.coverage?.unevaluated.first?.source.line, 11)
    }

    // MARK: Formatters

    func testAStaticFormatterMadeInAClosureFormatsForEachLocale() throws {
        let s = try evaluate("""
            import SwiftUI
            extension DateFormatter {
                static let mediumDate: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    formatter.timeStyle = .short
                    return formatter
                }()
            }
            let posix: DateFormatter = {
                let f = DateFormatter()
                f.locale = Locale(identifier: "en_US_POSIX")
                f.dateFormat = "yyyy-MM-dd HH:mm"
                return f
            }()
            struct Row: View {
                let posted = Date().addingTimeInterval(-2 * 86_400)
                var body: some View {
                    VStack {
                        Text(DateFormatter.mediumDate.string(from: posted))
                        Text(posix.string(from: posted))
                        Text(verbatim: "Updated \\(DateFormatter.mediumDate.string(from: Date()))")
                        Text(DateFormatter().string(from: posted))
                    }
                }
            }
            #Preview { Row() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(shown(s, in: en), ["Mar 1, 2026 at 9:41\u{202F}AM", "2026-03-01 09:41", "Updated Mar 3, 2026 at 9:41\u{202F}AM", ""])
        XCTAssertEqual(shown(s, in: de), ["01.03.2026, 09:41", "2026-03-01 09:41", "Updated 03.03.2026, 09:41", ""])
    }

    func testNumberByteRelativeAndTemplateFormatters() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Stats: View {
                let percent: NumberFormatter = {
                    let f = NumberFormatter()
                    f.numberStyle = .percent
                    f.maximumFractionDigits = 1
                    return f
                }()
                let relative = RelativeDateTimeFormatter()
                let day: DateFormatter = {
                    let day = DateFormatter()
                    day.setLocalizedDateFormatFromTemplate("MMMMd")
                    return day
                }()
                var body: some View {
                    VStack {
                        Text(percent.string(from: NSNumber(value: 0.256)) ?? "")
                        Text(ByteCountFormatter.string(fromByteCount: 1_500_000, countStyle: .file))
                        Text(relative.localizedString(for: Date().addingTimeInterval(-7200), relativeTo: Date()))
                        Text(day.string(from: .now))
                    }
                }
            }
            #Preview { Stats() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(shown(s, in: en), ["25.6%", "1.5 MB", "2 hours ago", "March 3"])
        XCTAssertEqual(shown(s, in: de), ["25,6\u{00A0}%", "1,5 MB", "vor 2 Stunden", "3. März"])
    }

    func testFormatStylesAndTextsThatFormat() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Order: View {
                let total = 1234.5
                let placed = Date(timeIntervalSince1970: 1_772_530_860)
                var body: some View {
                    VStack {
                        Text(placed.formatted(date: .abbreviated, time: .omitted))
                        Text(placed.formatted(.dateTime.weekday(.wide).day()))
                        Text(total, format: .currency(code: "EUR"))
                        Text(total.formatted(.number.precision(.fractionLength(2))))
                        Text(placed, style: .time)
                        Text(placed.addingTimeInterval(-86_400).formatted(.relative(presentation: .named)))
                    }
                }
            }
            #Preview { Order() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(shown(s, in: en), ["Mar 3, 2026", "Tuesday 3", "€1,234.50", "1,234.50", "9:41\u{202F}AM", "yesterday"])
        XCTAssertEqual(shown(s, in: de), ["3. März 2026", "Dienstag 3.", "1.234,50\u{00A0}€", "1.234,50", "09:41", "gestern"])
        XCTAssertTrue(s.screen.body.textNodes.allSatisfy { $0.unverified.isEmpty }, s.screen.body.outline)
    }

    func testInterpolationsThatFormatAndDurations() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Summary: View {
                let duration: DateComponentsFormatter = {
                    let f = DateComponentsFormatter()
                    f.allowedUnits = [.hour, .minute]
                    f.unitsStyle = .abbreviated
                    return f
                }()
                let clock: DateComponentsFormatter = {
                    let f = DateComponentsFormatter()
                    f.allowedUnits = [.hour, .minute]
                    return f
                }()
                var body: some View {
                    VStack {
                        Text("Due \\(Date(), style: .date)")
                        Text("Share \\(0.5, format: .percent)")
                        Text(duration.string(from: 3_900) ?? "")
                        Text(clock.string(from: 3_900) ?? "")
                        Text(verbatim: "\\(Date(timeIntervalSince1970: 0))")
                        Text("Ends \\(Date(), style: .timer)")
                    }
                }
            }
            #Preview { Summary() }
            """)
        XCTAssertEqual(Array(shown(s, in: en).prefix(5)), ["Due March 3, 2026", "Share 50%", "1h 5m", "1:05", "1970-01-01 00:00:00 +0000"])
        XCTAssertEqual(shown(s, in: de)[2], "1h 5min", "the duration in the variant's locale (Foundation's narrow units)")
        XCTAssertEqual(s.unevaluated.count, 1, "\(s.unevaluated)")
        XCTAssertTrue(s.unevaluated.first?.contains("shows a time the app reads when it runs") == true, "\(s.unevaluated)")
    }

    func testCompactCountsAndDurationsAreFoundationsText() throws {
        let s = try evaluate("""
            import SwiftUI
            struct Post { let likes: Int; let posted: Date }
            extension Post {
                var age: String {
                    Duration.seconds(-posted.timeIntervalSinceNow).formatted(.units(width: .narrow, maximumUnitCount: 1))
                }
            }
            struct PostFooter: View {
                let post = Post(likes: 1_234, posted: Date().addingTimeInterval(-3_700))
                var body: some View {
                    HStack {
                        Text(post.likes, format: .number.notation(.compactName))
                        Text("\\(12_500_000.0, format: .number.notation(.compactName)) views")
                        Text(post.age)
                        Text(Duration.milliseconds(65_000).formatted())
                        Text(Duration.seconds(125).formatted(.time(pattern: .minuteSecond)))
                        Text(Duration.seconds(3_900).formatted(.units(allowed: [.hours, .minutes], width: .wide)))
                    }
                }
            }
            #Preview { PostFooter() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(shown(s, in: en), ["1.2K", "12M views", "1h", "0:01:05", "2:05", "1 hour, 5 minutes"])
        XCTAssertEqual(shown(s, in: de)[0], "1234", "compact names are the variant's (German has none below a million)")
    }

    func testCalendarNamesAreTheLocalesAndNextDatesAreFoundations() throws {
        let s = try evaluate("""
            import SwiftUI
            func untilMidnight(now: Date) -> TimeInterval {
                var gmt = Calendar.current
                gmt.timeZone = TimeZone(secondsFromGMT: 0)!
                let next = gmt.nextDate(after: now, matching: DateComponents(hour: 0, minute: 0), matchingPolicy: .nextTimePreservingSmallerComponents)!
                return next.timeIntervalSince(now)
            }
            struct Months: View {
                var body: some View {
                    VStack {
                        Text(Calendar.current.shortMonthSymbols[2])
                        Text(Calendar.current.weekdaySymbols[0])
                        Text(verbatim: "\\(untilMidnight(now: Date()))")
                    }
                }
            }
            #Preview { Months() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(shown(s, in: en), ["Mar", "Sunday", "51540.0"])
        XCTAssertEqual(Array(shown(s, in: de).prefix(2)), ["März", "Sonntag"])
    }

    // MARK: A fresh install

    func testAFreshInstallsContainerHasNoSavedFiles() throws {
        let s = try evaluate("""
            import SwiftUI
            final class Library {
                private(set) var titles: [String] = ["Welcome"]
                private let saved: URL
                init() {
                    do {
                        saved = try FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
                            .appendingPathComponent("library.json")
                        if let data = try? Data(contentsOf: saved) {
                            titles = try JSONDecoder().decode([String].self, from: data)
                        }
                    } catch {
                        fatalError("no documents directory")
                    }
                }
                var hasExport: Bool {
                    let group = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.reader")!
                    return FileManager.default.fileExists(atPath: group.appendingPathComponent("export").path)
                }
            }
            struct LibraryView: View {
                let library = Library()
                var body: some View {
                    VStack {
                        ForEach(library.titles, id: \\.self) { Text(verbatim: $0) }
                        if library.hasExport { Text("Exported") } else { Text("Not exported") }
                        Text(verbatim: URL.documentsDirectory.lastPathComponent)
                    }
                }
            }
            #Preview { LibraryView() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(shown(s, in: en), ["Welcome", "Not exported", "Documents"])
    }

    func testUserDefaultsAreEmptyAsOnAFreshInstall() throws {
        let s = try evaluate("""
            import SwiftUI
            enum Preferences {
                static var region: String { UserDefaults.standard.object(forKey: "region") as? String ?? "North" }
                static var launches: Int { UserDefaults(suiteName: "group.app")!.integer(forKey: "launches") }
                static var onboarded: Bool { UserDefaults.standard.bool(forKey: "onboarded") }
            }
            struct Settings: View {
                @AppStorage("theme") private var theme = "Dark"
                var body: some View {
                    VStack {
                        Text(Preferences.region)
                        Text(verbatim: "\\(Preferences.launches)")
                        if !Preferences.onboarded { Text("Welcome") }
                        Text(theme)
                        Text(UserDefaults.standard.string(forKey: "name") ?? "Guest")
                    }
                }
            }
            #Preview { Settings() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(shown(s, in: en), ["North", "0", "Welcome", "Dark", "Guest"])
    }

    /// A fresh install has no cookies: a "logged in" check on a session cookie is false (was
    /// "unknown value 'HTTPCookieStorage': the call is skipped", the check unknown).
    func testTheCookieStoreIsEmptyAsOnAFreshInstall() throws {
        let s = try evaluate("""
            import SwiftUI
            enum Session {
                static var isLoggedIn: Bool {
                    guard let cookies = HTTPCookieStorage.shared.cookies(for: URL(string: "https://example.com")!), !cookies.isEmpty else { return false }
                    return cookies.contains { $0.name == "session" }
                }
            }
            struct Home: View {
                var body: some View {
                    VStack {
                        if Session.isLoggedIn { Text("Feed") } else { Text("Sign in") }
                        Text(verbatim: "\\(HTTPCookieStorage.shared.cookies?.count ?? -1)")
                    }
                }
            }
            #Preview { Home() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(shown(s, in: en), ["Sign in", "0"])
    }

    func testAnAppsPropertyWrapperOverUserDefaultsGivesItsDefault() throws {
        let s = try evaluate("""
            import SwiftUI
            @propertyWrapper
            struct UserDefault<T> {
                let key: String
                let defaultValue: T
                var storage: UserDefaults = .standard
                init(_ key: String, defaultValue: T) { self.key = key; self.defaultValue = defaultValue }
                var wrappedValue: T {
                    get { storage.object(forKey: key) as? T ?? defaultValue }
                    set { storage.set(newValue, forKey: key) }
                }
            }
            struct AppUserDefaults {
                @UserDefault("region", defaultValue: "North")
                static var region: String
                @MainActor static let title = "Settings"
            }
            struct Settings: View {
                @UserDefault("compact", defaultValue: false) var compact: Bool
                var body: some View {
                    VStack {
                        Text(AppUserDefaults.title)
                        Text(AppUserDefaults.region)
                        if compact { Text("Compact") } else { Text("Roomy") }
                    }
                }
            }
            #Preview { Settings() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(shown(s, in: en), ["Settings", "North", "Roomy"])
    }

    func testANewCacheIsEmptySoTheImageIsNotLoaded() throws {
        let s = try evaluate("""
            import SwiftUI
            final class ImageLoader: ObservableObject {
                static let cache = NSCache<NSString, UIImage>()
                let path: String
                @Published var image: UIImage?
                init(path: String) {
                    self.path = path
                    image = ImageLoader.cache.object(forKey: NSString(string: path))
                }
            }
            struct Poster: View {
                @StateObject var loader = ImageLoader(path: "poster.jpg")
                var body: some View {
                    if loader.image != nil { Text("Loaded") } else { Text("Loading") }
                }
            }
            #Preview { Poster() }
            """)
        XCTAssertEqual(s.unevaluated, [])
        XCTAssertEqual(shown(s, in: en), ["Loading"])
    }

    func testAUUIDIsTheSameOnEveryRunAndHasThirtySixCharacters() throws {
        let source = """
            import SwiftUI
            struct Token: View {
                let id = UUID()
                var body: some View {
                    VStack {
                        Text(id.uuidString)
                        Text(verbatim: "\\(UUID().uuidString.count)")
                        Text(verbatim: "\\(id == UUID())")
                    }
                }
            }
            #Preview { Token() }
            """
        let a = try evaluate(source), b = try evaluate(source)
        XCTAssertEqual(a.unevaluated, [])
        let texts = shown(a, in: en)
        XCTAssertEqual(texts, shown(b, in: en))
        XCTAssertEqual(texts[0].count, 36)
        XCTAssertNotNil(UUID(uuidString: texts[0]), texts[0])
        XCTAssertNotEqual(texts[0], "00000000-0000-0000-0000-000000000000")
        XCTAssertEqual(Array(texts.dropFirst()), ["36", "false"])
    }
}
