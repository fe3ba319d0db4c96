/// Tracking by point size: space added to every glyph's advance, in 1/1000 em, as SF Pro's own
/// size-specific tracking does on iOS (Apple HIG, Typography, "Tracking values": SF Pro is
/// tracked 0 at 12 pt, -6 at 13 pt, -26 at 17 pt, and loosened again in its Display cut).
///
/// Rules: between two sizes of the table the value is interpolated linearly; outside it the
/// nearest end holds (so no size is tracked beyond what was measured). The amount is a fraction
/// of the em, so a line shaped in device pixels gets the same tracking as one measured in points.
public struct TrackingTable: Hashable, Sendable {
    /// (point size, tracking in 1/1000 em), sizes ascending.
    public var points: [Point]

    public struct Point: Hashable, Sendable {
        public var size: Double
        public var perMille: Double
        public init(_ size: Double, _ perMille: Double) { self.size = size; self.perMille = perMille }
    }

    public init(_ points: [Point]) { self.points = points.sorted { $0.size < $1.size } }

    /// Tracking at `size` points, as a fraction of the em (multiply by the shaped size).
    public func em(at size: Double) -> Double {
        guard let first = points.first, let last = points.last, size.isFinite else { return 0 }
        if size <= first.size { return first.perMille / 1000 }
        if size >= last.size { return last.perMille / 1000 }
        let upper = points.firstIndex { $0.size >= size }!
        let a = points[upper - 1], b = points[upper]
        let t = (size - a.size) / (b.size - a.size)
        return (a.perMille + t * (b.perMille - a.perMille)) / 1000
    }
}

extension TrackingTable {
    // How the stand-in is calibrated. SF Pro is not licensed for Linux; Inter stands in for it,
    // as Inter (text cut) below 20 pt and Inter Display at 20 pt and above, the size where iOS
    // switches SF Pro Text for SF Pro Display. Untracked, Inter is 2-5% wider than iOS text at
    // 14-19 pt and Inter Display 1-7% narrower at 20-25 pt; these tables add what closes the gap,
    // measured on public iOS simulator renders (all at @3x, widths to 1/3 pt):
    //
    // [F] pointfreeco/swift-snapshot-testing (commit 6bb6c9ae), Tests/SnapshotTestingTests/
    //     __Snapshots__/SnapshotTestingTests/testTraitsWithView.label-<size>.png: a UILabel sized
    //     to fit "What's the point?" in .title1 at all 12 content sizes (25-58 pt): widths
    //     188.67 196 203.33 210.67 225.67 240.33 255 284 320.67 356.67 392.67 428.33 pt
    //     (PNG width / 3).
    // [T] same repository, testTraits.ipad-*.txt / iphone-*.txt (recursiveDescription frames):
    //     "What's" headline 55.67 pt at 17 pt and 52.67 at 16; "the" body 25 and 23.67;
    //     "point" body 39 and 37.
    // [I] same repository, testTraits.iphone-se-<size>.png: ink widths of those three words
    //     at all 12 content sizes (body and headline 14-53 pt).
    //
    // Fit: the display table reproduces [F] within 0.1% at every size; [T] within 2.1% and
    // [I] within 0.7% (checked against both in StandInMetricsTests). Below 14 pt there is no
    // public measurement; the values follow Apple's SF Pro tracking there (0 at 12 pt, -6 at 13,
    // +12 at 10), as the measured 14-19 pt values follow it within 3/1000 em.

    /// Inter's text cut, used below 20 pt.
    public static let interText = TrackingTable([
        Point(10, 12), Point(12, 0), Point(13, -6), Point(14, -12), Point(15, -16),
        Point(16, -19), Point(17, -21), Point(19, -24),
    ])

    /// Inter Display, used at 20 pt and above.
    public static let interDisplay = TrackingTable([
        Point(20, 11), Point(23, 9), Point(25, 6.5), Point(28, 5), Point(34, 3.5),
        Point(43, 1), Point(48, -0.5), Point(58, -3),
    ])
}
