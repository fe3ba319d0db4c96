import SwiftUI

/// Today's habits in a list: each row is a button that marks the habit done (a checkmark symbol
/// when completed, an empty circle when not) with its streak count (a plural); today's date above the list; a tab bar below.
/// Deliberate defect: the footnote under the list is set in a fixed 11 pt font that ignores
/// Dynamic Type (fixed-font).
struct HabitListView: View {
    var habits = Habit.today

    var body: some View {
        TabView {
            NavigationStack {
                VStack(spacing: 0) {
                    Text(Habit.day, style: .date)
                        .font(.subheadline)
                        .foregroundStyle(Color.secondaryText)
                        .padding(.horizontal, 16)
                        .padding(.bottom, 8)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .accessibilityIdentifier("habit-date")
                    List {
                        ForEach(habits) { habit in
                            HabitRow(habit: habit)
                        }
                    }
                    .accessibilityIdentifier("habit-list")
                    // DELIBERATE DEFECT (fixed-font): 11 pt does not follow Dynamic Type.
                    Text("habits.footnote")
                        .font(.system(size: 11))
                        .foregroundStyle(Color.secondaryText)
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 32)
                        .padding(.bottom, 12)
                        .accessibilityIdentifier("streak-footnote")
                }
                .navigationTitle("habits.title")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button {
                        } label: {
                            Image(systemName: "plus")
                                .font(.title3.weight(.semibold))
                                .frame(minWidth: 44, minHeight: 44)
                        }
                        .accessibilityLabel("habits.add")
                        .accessibilityIdentifier("add-habit-button")
                    }
                }
            }
            .tabItem { Label("habits.tab.today", systemImage: "checkmark.circle") }
            Color.clear
                .tabItem { Label("habits.tab.stats", systemImage: "chart.bar") }
            Color.clear
                .tabItem { Label("habits.tab.settings", systemImage: "gearshape") }
        }
        .accessibilityIdentifier("habit-tabs")
    }
}

/// A habit of today.
struct Habit: Identifiable {
    var id: String
    var name: LocalizedStringKey
    var detail: LocalizedStringKey
    /// Days in a row: `"\(streak) days"` is the catalog's plural key `%lld days`.
    var streak: Int
    var isDone: Bool

    /// The day the sample shows (a fixed date, so snapshots do not change with the clock).
    static let day = DateComponents(calendar: Calendar(identifier: .gregorian), year: 2026, month: 3, day: 3).date!

    static let today: [Habit] = [
        Habit(id: "habit-meditate", name: "habits.meditate", detail: "habits.meditate.detail", streak: 12, isDone: true),
        Habit(id: "habit-read", name: "habits.read", detail: "habits.read.detail", streak: 5, isDone: true),
        Habit(id: "habit-water", name: "habits.water", detail: "habits.water.detail", streak: 21, isDone: false),
        Habit(id: "habit-stretch", name: "habits.stretch", detail: "habits.stretch.detail", streak: 2, isDone: false),
        Habit(id: "habit-journal", name: "habits.journal", detail: "habits.journal.detail", streak: 0, isDone: false),
    ]
}

/// A row: the done state, the habit, its streak. Tapping it toggles the habit.
struct HabitRow: View {
    let habit: Habit

    var body: some View {
        Button {
        } label: {
            HStack(spacing: 12) {
                Image(systemName: habit.isDone ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
                    .foregroundStyle(habit.isDone ? Color.featureGreen : Color.gray)
                VStack(alignment: .leading, spacing: 4) {
                    Text(habit.name)
                        .font(.headline)
                        .foregroundStyle(.primary)
                    Text(habit.detail)
                        .font(.subheadline)
                        .foregroundStyle(Color.secondaryText)
                }
                Spacer()
                HStack(spacing: 4) {
                    Image(systemName: "flame.fill")
                        .font(.subheadline)
                        .foregroundStyle(Color.mealOrange)
                    Text("\(habit.streak) days")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.primary)
                }
            }
            .frame(minHeight: 44)
        }
        .accessibilityValue(habit.isDone ? "habits.state.done" : "habits.state.notDone")
        .accessibilityIdentifier(habit.id)
    }
}

#Preview("HabitList") {
    HabitListView()
}
