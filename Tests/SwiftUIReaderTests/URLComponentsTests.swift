import LayoutModel
import XCTest
@testable import SwiftUIReader

/// Foundation's `URLComponents` and `URLQueryItem` as apps build links (`URLComponentsValues`).
final class URLComponentsTests: XCTestCase {
    func testQueryItemsAppendedToAURLsComponentsMakeItsLink() throws {
        // A `URL` extension adds query items through `URLComponents`: the link was unknown
        // ("unknown member 'queryItems' of .init").
        let s = try evaluate("""
            import SwiftUI
            extension URL {
                func adding(_ items: [URLQueryItem]) -> URL {
                    guard !items.isEmpty else { return self }
                    var parts: URLComponents = .init(url: self, resolvingAgainstBaseURL: false)!
                    if parts.queryItems == nil { parts.queryItems = [] }
                    parts.queryItems?.append(contentsOf: items)
                    return parts.url!
                }
            }
            struct ShareRow: View {
                let link = URL(string: "https://example.org/gallery")!.adding([URLQueryItem(name: "page", value: "2")])
                var body: some View { Text(verbatim: link.absoluteString) }
            }
            #Preview { ShareRow() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("https://example.org/gallery?page=2")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }

    func testComponentsParsedFromAStringAreReadAndSet() throws {
        // Parsed parts read (`host`, an item's `value`), then parts set (`scheme`, `path`) and the
        // string made again; a path without `/` after a host gives no URL, as Foundation's.
        let s = try evaluate("""
            import SwiftUI
            struct LinkInfo: View {
                var body: some View {
                    var parts = URLComponents(string: "http://example.org/a?tab=recent&q=sun")!
                    let tab = parts.queryItems?.first?.value ?? "-"
                    parts.scheme = "https"
                    parts.path = "/search"
                    var broken = URLComponents()
                    broken.host = "example.org"
                    broken.path = "relative"
                    return VStack {
                        Text(verbatim: "\\(parts.host ?? "-") \\(tab)")
                        Text(verbatim: parts.string ?? "-")
                        Text(verbatim: broken.url == nil ? "no URL" : "URL")
                    }
                }
            }
            #Preview { LinkInfo() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("example.org recent")"#, #"literal("https://example.org/search?tab=recent&q=sun")"#,
                                                  #"literal("no URL")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
    func testADictionaryOfItemsChoosesItsOverloadAndSplatsItsPairs() throws {
        // `adding(["page": "2"])` runs the `[String: String]` overload though the `[URLQueryItem]`
        // one is declared first, and `map(URLQueryItem.init)` / `{ URLQueryItem(name: $0, value: $1) }`
        // take each pair's key and value.
        let s = try evaluate("""
            import SwiftUI
            extension URL {
                func adding(_ items: [URLQueryItem]) -> URL {
                    var parts = URLComponents(url: self, resolvingAgainstBaseURL: false)!
                    parts.queryItems = (parts.queryItems ?? []) + items
                    return parts.url!
                }
                func adding(_ items: [String: String]) -> URL { adding(items.map(URLQueryItem.init)) }
                func tagged(_ items: [String: String]) -> URL { adding(items.map { URLQueryItem(name: $0, value: $1) }) }
            }
            struct ShareRow: View {
                let base = URL(string: "https://example.org/g")!
                var body: some View {
                    VStack {
                        Text(verbatim: base.adding(["page": "2"]).absoluteString)
                        Text(verbatim: base.tagged(["tab": "new"]).absoluteString)
                    }
                }
            }
            #Preview { ShareRow() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("https://example.org/g?page=2")"#, #"literal("https://example.org/g?tab=new")"#],
                       s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
    func testADictionaryKeyedByCasesGivesItsCasesBack() throws {
        // `adding([.tab: "new"])` for `enum QueryKey: String { case tab = "t" }`: the `[QueryKey: String]`
        // overload runs, and each key's `rawValue` is the case's ("t"); the key came back as the
        // text "tab" (a wrong query name) through the `[String: String]` overload.
        let s = try evaluate("""
            import SwiftUI
            enum QueryKey: String { case tab = "t", page }
            extension URL {
                func adding(_ items: [URLQueryItem]) -> URL {
                    var parts = URLComponents(url: self, resolvingAgainstBaseURL: false)!
                    parts.queryItems = items
                    return parts.url!
                }
                func adding(_ items: [String: String]) -> URL { adding(items.map(URLQueryItem.init)) }
                func adding(_ items: [QueryKey: String]) -> URL { adding(items.map { URLQueryItem(name: $0.rawValue, value: $1) }) }
            }
            struct ShareRow: View {
                var body: some View {
                    let grouped = Dictionary(grouping: [QueryKey.tab, .page, .tab], by: { $0 })
                    VStack {
                        Text(verbatim: URL(string: "https://example.org/g")!.adding([.tab: "new"]).absoluteString)
                        Text(verbatim: grouped.keys.map(\\.rawValue).sorted().joined(separator: ","))
                    }
                }
            }
            #Preview { ShareRow() }
            """)
        XCTAssertEqual(s.screen.body.textsDrawn, [#"literal("https://example.org/g?t=new")"#, #"literal("page,t")"#], s.screen.body.outline)
        XCTAssertEqual(s.unevaluated, [])
    }
}
