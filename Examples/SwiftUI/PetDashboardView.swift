import SwiftUI

/// A pet-care dashboard in a scroll view: the pet's photo and name, three stat cards (weight,
/// walks, meals) that stack vertically at accessibility sizes, the next meal, and a health card.
/// Deliberate defect: the "last vet visit" line is light grey on the grey card (contrast).
struct PetDashboardView: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    HStack(spacing: 14) {
                        Image("pet-photo")
                            .resizable()
                            .frame(width: 72, height: 72)
                            .cornerRadius(36)
                            .accessibilityLabel("pet.photo")
                            .accessibilityIdentifier("pet-photo")
                        VStack(alignment: .leading, spacing: 2) {
                            Text("pet.name")
                                .font(.title2)
                                .bold()
                            Text("pet.breed")
                                .font(.subheadline)
                                .foregroundStyle(Color.secondaryText)
                        }
                        Spacer()
                    }
                    // Three stat cards side by side; stacked at accessibility sizes.
                    if dynamicTypeSize.isAccessibilitySize {
                        VStack(spacing: 12) { statCards }
                    } else {
                        HStack(spacing: 12) { statCards }
                    }
                    HStack(spacing: 12) {
                        Image(systemName: "clock.fill")
                            .font(.title3)
                            .foregroundStyle(Color.mealOrange)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("pet.nextMeal")
                                .font(.headline)
                            Text("pet.nextMeal.detail")
                                .font(.subheadline)
                                .foregroundStyle(Color.secondaryText)
                        }
                        Spacer()
                    }
                    .padding(16)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
                    .accessibilityIdentifier("next-meal-card")
                    VStack(alignment: .leading, spacing: 6) {
                        Text("pet.health")
                            .font(.headline)
                            .accessibilityAddTraits(.isHeader)
                        Text("pet.health.vaccines")
                            .font(.subheadline)
                        // DELIBERATE DEFECT (contrast): #AEAEB2 on the #F2F2F7 card is about 2:1.
                        Text("pet.health.lastVisit")
                            .font(.footnote)
                            .foregroundStyle(Color.faintText)
                            .accessibilityIdentifier("last-vet-visit")
                    }
                    .padding(16)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
                    .accessibilityIdentifier("health-card")
                    Button {
                    } label: {
                        HStack {
                            Image(systemName: "pawprint.fill")
                            Text("pet.logWalk")
                        }
                        .font(.body.weight(.bold))
                        .padding(.vertical, 6)
                        .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .accessibilityIdentifier("log-walk-button")
                }
                .padding(.horizontal, 16)
                .padding(.top, 8)
                .padding(.bottom, 24)
            }
            .navigationTitle("pet.title")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "person.crop.circle")
                            .font(.title2)
                            .frame(minWidth: 44, minHeight: 44)
                    }
                    .accessibilityLabel("pet.profile")
                    .accessibilityIdentifier("profile-button")
                }
            }
        }
    }

    @ViewBuilder private var statCards: some View {
        ForEach(PetStat.samples) { stat in
            StatCard(stat: stat)
        }
    }
}

/// One statistic in a grey card.
struct StatCard: View {
    let stat: PetStat

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: stat.symbol)
                .font(.title3)
                .foregroundStyle(Color.accentColor)
            Text(stat.value)
                .font(.title2)
                .bold()
            Text(stat.label)
                .font(.caption)
                .foregroundStyle(Color.secondaryText)
        }
        .padding(12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
        .accessibilityIdentifier(stat.id)
    }
}

#Preview("PetDashboard") {
    PetDashboardView()
}
