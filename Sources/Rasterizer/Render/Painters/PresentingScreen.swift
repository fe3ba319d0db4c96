import LayoutModel

/// A presenting screen pushed back by a sheet at its large detent (`PresentationInfo.presentingFrame`).
///
/// Rules:
/// * the device is black behind it (iOS shows the window's black background there);
/// * the presenting screen (the root and its inert body, without the presentation) is drawn on a
///   canvas of its own at full size, then scaled into the frame with an area filter (each output
///   pixel is the average of the source pixels it covers, so text stays legible and no pixel is
///   dropped), and composited through a clip rounded at its top corners (the bottom ones fall
///   below the screen's edge);
/// * the presentation is drawn over it afterwards by the ordinary walk.
struct PresentingScreenPainter {
    let canvas: Canvas
    let walk: (Canvas) -> RenderWalk

    func draw(_ screen: LayoutElement, into frame: Rect, cornerRadius: Double) {
        canvas.fillRect(Rect(x: 0, y: 0, width: Double(canvas.width) / canvas.scale, height: Double(canvas.height) / canvas.scale),
                        color: .black)
        let behind = Canvas(width: canvas.width, height: canvas.height, scale: canvas.scale, background: .white)
        walk(behind).paint(screen, parent: nil)
        let s = canvas.scale
        let x0 = Int((frame.minX * s).rounded()), y0 = Int((frame.minY * s).rounded())
        let w = Int((frame.maxX * s).rounded()) - x0, h = Int((frame.maxY * s).rounded()) - y0
        guard w > 0, h > 0 else { return }
        let image = RGBAImage(width: behind.width, height: behind.height, pixels: behind.rgba).areaAveraged(width: w, height: h)
        let clip = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height + cornerRadius)
        canvas.withClip(roundedRect: clip, cornerRadius: cornerRadius) {
            canvas.drawImage(image, atX: x0, y: y0)
        }
    }
}

extension RGBAImage {
    /// Downscaling by area averaging: each output pixel averages the source pixels (weighted by
    /// how much of each it covers) under it, alpha-weighted. For upscaling use `resampled`.
    func areaAveraged(width w: Int, height h: Int) -> RGBAImage {
        guard w < width || h < height, w > 0, h > 0 else { return resampled(width: w, height: h) }
        let sx = Double(width) / Double(w), sy = Double(height) / Double(h)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        // Per output column: the source columns it covers and their weights (shared by every row).
        let columns = (0..<w).map { Self.spans(Double($0) * sx, Double($0 + 1) * sx, limit: width) }
        for y in 0..<h {
            let rows = Self.spans(Double(y) * sy, Double(y + 1) * sy, limit: height)
            for x in 0..<w {
                var acc = (r: 0.0, g: 0.0, b: 0.0, a: 0.0), total = 0.0
                for (row, wy) in rows {
                    for (col, wx) in columns[x] {
                        let weight = wx * wy, i = (row * width + col) * 4
                        let a = Double(pixels[i + 3]) / 255 * weight
                        acc.r += Double(pixels[i]) * a; acc.g += Double(pixels[i + 1]) * a; acc.b += Double(pixels[i + 2]) * a
                        acc.a += a; total += weight
                    }
                }
                let d = (y * w + x) * 4
                if acc.a > 0 {
                    out[d] = UInt8(min(255, (acc.r / acc.a).rounded())); out[d + 1] = UInt8(min(255, (acc.g / acc.a).rounded()))
                    out[d + 2] = UInt8(min(255, (acc.b / acc.a).rounded()))
                }
                out[d + 3] = UInt8(min(255, (acc.a / max(total, 1e-12) * 255).rounded()))
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }

    /// The source indices in [from, to) with the length of each covered.
    private static func spans(_ from: Double, _ to: Double, limit: Int) -> [(Int, Double)] {
        var out: [(Int, Double)] = []
        var i = Int(from.rounded(.down))
        while Double(i) < to && i < limit {
            let cover = min(Double(i + 1), to) - max(Double(i), from)
            if cover > 1e-9 { out.append((i, cover)) }
            i += 1
        }
        return out
    }
}
