import LayoutModel

/// An asset image (`png` bitmap): the PNG drawn into the element's frame.
///
/// Rules:
/// * the file is decoded with `PNGDecoder` (straight-alpha RGBA8);
/// * the frame is snapped to whole device pixels and the picture resampled to it, nearest
///   neighbour: each device pixel takes the source pixel under its centre (no new colours, the
///   same bytes at any `--jobs`); a PNG at the device's own scale is copied pixel for pixel;
/// * composited source-over through the current clip (`Canvas.drawImage`);
/// * a file that cannot be read returns false: the caller draws the placeholder cross instead.
struct BitmapPainter {
    let canvas: Canvas

    func draw(file: String, in frame: Rect) -> Bool {
        guard let image = try? PNGDecoder.read(path: file) else { return false }
        let s = canvas.scale
        let x0 = Int((frame.minX * s).rounded()), y0 = Int((frame.minY * s).rounded())
        let w = Int((frame.maxX * s).rounded()) - x0, h = Int((frame.maxY * s).rounded()) - y0
        guard w > 0, h > 0 else { return true }
        canvas.drawImage(image.resampled(width: w, height: h), atX: x0, y: y0)
        return true
    }
}

extension RGBAImage {
    /// Nearest-neighbour resampling to `width` x `height` pixels.
    func resampled(width w: Int, height h: Int) -> RGBAImage {
        guard w != width || h != height else { return self }
        guard width > 0, height > 0 else { return RGBAImage(width: w, height: h, fill: (0, 0, 0, 0)) }
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            let sy = min(height - 1, (2 * y + 1) * height / (2 * h))
            for x in 0..<w {
                let sx = min(width - 1, (2 * x + 1) * width / (2 * w))
                let s = (sy * width + sx) * 4, d = (y * w + x) * 4
                out[d] = pixels[s]; out[d + 1] = pixels[s + 1]; out[d + 2] = pixels[s + 2]; out[d + 3] = pixels[s + 3]
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
