import LayoutModel

/// One variant of the expanded matrix: its position (the stable order reports sort by) and
/// whether it gets a pixel baseline.
public struct PlannedVariant: Hashable, Sendable {
    public var variant: Variant
    /// Position in `Matrix.variants`.
    public var index: Int
    public var isBaselined: Bool
    public init(variant: Variant, index: Int, isBaselined: Bool) {
        self.variant = variant; self.index = index; self.isBaselined = isBaselined
    }
}

/// The variant matrix expanded, in a stable order: device, then size, direction, locale, appearance,
/// Bold Text, Increase Contrast, each axis in the order the configuration lists it (spec section 4);
/// then `baselined.extra` variants the product lacks, in the order listed.
public struct Matrix: Hashable, Sendable {
    public var variants: [PlannedVariant]

    public init(_ spec: MatrixSpec, baselined: BaselineSelection) {
        var out: [PlannedVariant] = []
        for device in spec.devices {
            for size in spec.sizes {
                for direction in spec.directions {
                    for locale in spec.locales {
                        for appearance in spec.appearances {
                            for weight in spec.legibilityWeights {
                                for contrast in spec.contrasts {
                                    let v = Variant(device: device, size: size, direction: direction, locale: locale,
                                                    appearance: appearance, legibilityWeight: weight, contrast: contrast,
                                                    ios: spec.ios)
                                    out.append(PlannedVariant(variant: v, index: out.count, isBaselined: baselined.contains(v)))
                                }
                            }
                        }
                    }
                }
            }
        }
        // The selection's single extra variants: baselined where the matrix has them, else added after it.
        for pick in baselined.extra {
            guard let v = pick.variant(in: spec) else { continue }
            if let i = out.firstIndex(where: { $0.variant == v }) { out[i].isBaselined = true; continue }
            out.append(PlannedVariant(variant: v, index: out.count, isBaselined: true))
        }
        variants = out
    }

    public init(_ configuration: Configuration) {
        self.init(configuration.matrix, baselined: configuration.baselined)
    }

    public var baselinedCount: Int { variants.filter(\.isBaselined).count }
}

/// One piece of work: one screen in one variant. `id` (`screen/variantName`) names it everywhere.
public struct WorkUnit: Hashable, Sendable {
    /// The screen's `screen:` name.
    public var screen: String
    /// The screen file, as the run found it (for messages and the accept command).
    public var screenFile: String
    public var planned: PlannedVariant

    public init(screen: String, screenFile: String, planned: PlannedVariant) {
        self.screen = screen; self.screenFile = screenFile; self.planned = planned
    }

    public var variant: Variant { planned.variant }
    public var id: String { "\(screen)/\(planned.variant.name)" }

    /// Every screen in every variant, screens in name order, variants in matrix order. A screen
    /// whose file names a `device` (`devices[screen]`) is laid out on that device only: it takes
    /// the variants of the matrix's first device, with the device replaced (spec section 1: the
    /// matrix decides only when the screen does not).
    public static func all(screens: [(name: String, file: String)], matrix: Matrix,
                           devices: [String: Device] = [:]) -> [WorkUnit] {
        screens.sorted { $0.name < $1.name }.flatMap { s -> [WorkUnit] in
            guard let device = devices[s.name], let first = matrix.variants.first?.variant.device else {
                return matrix.variants.map { WorkUnit(screen: s.name, screenFile: s.file, planned: $0) }
            }
            return matrix.variants.filter { $0.variant.device == first }.map { planned in
                var own = planned
                own.variant.device = device
                return WorkUnit(screen: s.name, screenFile: s.file, planned: own)
            }
        }
    }
}
