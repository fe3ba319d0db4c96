import A11ySnap

/// The screen the tests snapshot. scripts/consumer-fixture plants a change here ("Morning walk").
enum Screens {
    static let card = Screen("Card") {
        A11y.VStack(alignment: .leading, spacing: 12) {
            A11y.Text("Morning walk").font(.headline)
            A11y.Text("25 minutes around the park").foreground("#555555")
            A11y.Button("Log walk").buttonStyle(.borderedProminent).id("log-walk")
        }.padding(16)
    }
}
