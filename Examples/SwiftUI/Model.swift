import SwiftUI

// Sample data and colours the example screens share, as an app's model files would hold them.

extension Color {
    /// Secondary text that passes contrast on white and on the grey cards (#636366).
    static let secondaryText = Color(red: 99.0 / 255, green: 99.0 / 255, blue: 102.0 / 255)
    /// The grey of an inactive page dot (#C7C7CC).
    static let inactiveDot = Color(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255)
    /// Too light for text on a grey card (#AEAEB2): the dashboard's deliberate contrast defect.
    static let faintText = Color(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255)
    /// The paywall's checkmarks (#248A3D).
    static let featureGreen = Color(red: 36.0 / 255, green: 138.0 / 255, blue: 61.0 / 255)
    /// The next-meal clock (#C93400).
    static let mealOrange = Color(red: 201.0 / 255, green: 52.0 / 255, blue: 0.0 / 255)
}

/// One statistic of the pet dashboard.
struct PetStat: Identifiable {
    var id: String
    var symbol: String
    var value: LocalizedStringKey
    var label: LocalizedStringKey

    static let samples: [PetStat] = [
        PetStat(id: "stat-weight", symbol: "scalemass.fill", value: "pet.stat.weight.value", label: "pet.stat.weight"),
        PetStat(id: "stat-walks", symbol: "figure.walk", value: "pet.stat.walks.value", label: "pet.stat.walks"),
        PetStat(id: "stat-meals", symbol: "fork.knife", value: "pet.stat.meals.value", label: "pet.stat.meals"),
    ]
}

/// What Pro unlocks, on the paywall.
struct ProFeature: Identifiable {
    var id: String { title }
    var title: LocalizedStringKey

    static let all: [ProFeature] = [
        ProFeature(title: "paywall.feature.unlimited"),
        ProFeature(title: "paywall.feature.sync"),
        ProFeature(title: "paywall.feature.themes"),
    ]
}
