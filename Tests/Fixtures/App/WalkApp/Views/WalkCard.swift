import SwiftUI

/// Today's walk: its name in the brand colour and how long it takes.
struct WalkCard: View {
    let walk: Walk

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(walk.title)
                .font(.headline)
                .foregroundStyle(Color("Brand"))
                .accessibilityIdentifier("walk-title")
            // PLANTED DEFECT (truncated): one line, however long the language makes it.
            Text(walk.detail)
                .font(.subheadline)
                .lineLimit(1)
                .accessibilityIdentifier("walk-detail")
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.95)))
    }
}
