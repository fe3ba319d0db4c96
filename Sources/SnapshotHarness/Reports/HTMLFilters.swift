/// The report's filter bar: status, check, severity, screen and a search box. Every filterable row
/// (a finding group, a changed picture) carries `data-status`, `data-check`, `data-severity` and
/// `data-text`, inside a section with `data-screen`; the script in `HTMLAssets` hides what does not
/// match and keeps the state in the URL's hash (`#status=failing&check=contrast`), so a link shares it.
/// A hash without `=` is an ordinary anchor and is left alone.
enum HTMLFilters {
    static func bar(_ run: RunOutcome) -> String {
        let esc = HTMLReport.esc
        func select(_ key: String, _ title: String, _ values: [String]) -> String {
            "<label>\(title) <select id=\"filter-\(key)\" onchange=\"applyFilters(true)\"><option value=\"\">all</option>"
                + values.map { "<option value=\"\(esc($0))\">\(esc($0))</option>" }.joined() + "</select></label> "
        }
        let checks = CheckName.allCases.map(\.rawValue) + ["pixels"]
        var h = "<form class=\"filters\" onsubmit=\"return false\">"
        h += select("status", "status", ["failing", "known", "allowed", "passed"])
        h += select("check", "check", checks)
        h += select("severity", "severity", Severity.allCases.map(\.rawValue))
        h += select("screen", "screen", run.screens)
        h += "<label>search <input id=\"filter-q\" type=\"search\" oninput=\"applyFilters(true)\" placeholder=\"element, message\"></label> "
        h += "<span id=\"filter-count\"></span></form>\n"
        return h
    }
}
