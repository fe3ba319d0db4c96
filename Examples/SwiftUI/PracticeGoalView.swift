import SwiftUI

/// The practice screen with the daily-goal sheet over it at its medium detent (a grabber, since it
/// can also be pulled up to large): an inline title, a Done button, and a slider for the minutes.
/// VoiceOver starts at the sheet's title and cannot reach the screen under it. No deliberate defect.
struct PracticeGoalView: View {
    @State private var editingGoal = true

    var body: some View {
        NavigationStack {
            VStack {
                Text("timer.piece")
                    .font(.title2)
                    .bold()
                Text("timer.goal")
                    .foregroundStyle(Color.secondaryText)
            }
            .padding(16)
            .navigationTitle("timer.title")
        }
        .sheet(isPresented: $editingGoal) {
            GoalSheet()
                .presentationDetents([.medium, .large])
        }
    }
}

/// The sheet's content: how many minutes a day to practise.
struct GoalSheet: View {
    @State private var minutes = 0.64

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("goal.minutes")
                        .font(.headline)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .accessibilityIdentifier("goal-minutes")
                    Slider(value: $minutes) { Text("goal.slider") }
                        .accessibilityIdentifier("goal-slider")
                    Text("goal.hint")
                        .font(.footnote)
                        .foregroundStyle(Color.secondaryText)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .accessibilityIdentifier("goal-hint")
                }
                .padding(16)
            }
            .navigationTitle("goal.title")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button {
                    } label: {
                        Text("goal.done")
                            .font(.body.weight(.bold))
                            .frame(minWidth: 44, minHeight: 44)
                    }
                    .accessibilityIdentifier("goal-done-button")
                }
            }
        }
    }
}

#Preview("PracticeGoal") {
    PracticeGoalView()
}
