// The umbrella a test imports: `import A11ySnap` brings the screen model and its DSL, the harness
// (findings, record modes, strategies) and the assertion.
@_exported import LayoutModel
@_exported import Rasterizer
@_exported import SnapshotHarness
