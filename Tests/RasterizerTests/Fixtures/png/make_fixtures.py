#!/usr/bin/env python3
"""Writes the PNG test fixtures in this folder with the standard library only (zlib + struct),
independently of libpng, so the decoder is checked against files it did not write.
Run once: python3 make_fixtures.py. The expected pixels are written out in PNGDecoderTests.swift."""
import struct, zlib

def chunk(kind, data):
    body = kind + data
    return struct.pack('>I', len(data)) + body + struct.pack('>I', zlib.crc32(body) & 0xffffffff)

def pack_row(samples, depth):
    """Samples of one row to bytes: big-endian 16-bit, plain 8-bit, or packed 1/2/4-bit."""
    if depth == 16:
        return b''.join(struct.pack('>H', s) for s in samples)
    if depth == 8:
        return bytes(samples)
    per_byte, out, acc, n = 8 // depth, bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        n += 1
        if n == per_byte:
            out.append(acc); acc, n = 0, 0
    if n:
        out.append(acc << (depth * (per_byte - n)))
    return bytes(out)

def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)

def filter_rows(rows, bpp, cycle):
    """Prefixes each row with a filter byte; with cycle, rows use filters 0,1,2,3,4 in turn."""
    out, prev = bytearray(), None
    for index, row in enumerate(rows):
        kind = index % 5 if cycle else 0
        prior = prev if prev is not None else bytes(len(row))
        f = bytearray()
        for i, x in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prior[i]
            c = prior[i - bpp] if i >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
            f.append((x - pred) & 0xff)
        out += bytes([kind]) + f
        prev = row
    return bytes(out)

CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

def write(name, width, height, depth, color_type, pixels, extra=b'', interlace=False, cycle=False):
    """pixels[y][x] is a tuple of samples (one per channel) or a palette index."""
    channels = CHANNELS[color_type]
    bpp = max(1, channels * depth // 8)
    def rows_of(xs, ys):
        return [pack_row([s for x in xs for s in pixels[y][x]], depth) for y in ys]
    if interlace:
        raw = b''
        for x0, y0, dx, dy in ADAM7:
            xs, ys = range(x0, width, dx), range(y0, height, dy)
            if len(xs) and len(ys):
                raw += filter_rows(rows_of(xs, ys), bpp, cycle)
    else:
        raw = filter_rows(rows_of(range(width), range(height)), bpp, cycle)
    ihdr = struct.pack('>IIBBBBB', width, height, depth, color_type, 0, 0, 1 if interlace else 0)
    data = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', ihdr) + extra
    data += chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')
    open(name, 'wb').write(data)

def plte(colors):
    return chunk(b'PLTE', b''.join(bytes(c) for c in colors))

# Grey: 1, 4, 8 and 16 bits; tRNS on 8-bit grey.
write('gray1.png', 8, 1, 1, 0, [[(1,), (0,), (1,), (1,), (0,), (0,), (1,), (0,)]])
write('gray4.png', 4, 1, 4, 0, [[(0x0,), (0x5,), (0xA,), (0xF,)]])
write('gray8.png', 3, 1, 8, 0, [[(0,), (128,), (255,)]])
write('gray8_trns.png', 3, 1, 8, 0, [[(0,), (77,), (255,)]], extra=chunk(b'tRNS', struct.pack('>H', 77)))
write('gray16.png', 3, 1, 16, 0, [[(0x0000,), (0x12FF,), (0xFE00,)]])
# Grey + alpha: 8 and 16 bits.
write('gray_alpha8.png', 2, 1, 8, 4, [[(10, 0), (200, 128)]])
write('gray_alpha16.png', 1, 1, 16, 4, [[(0xFE00, 0x12FF)]])
# RGB: 8 bits, 8 bits with tRNS, 16 bits with a gAMA chunk (which must not change the values).
write('rgb8.png', 3, 1, 8, 2, [[(255, 0, 0), (0, 255, 0), (1, 2, 3)]])
write('rgb8_trns.png', 2, 1, 8, 2, [[(1, 2, 3), (4, 5, 6)]], extra=chunk(b'tRNS', struct.pack('>HHH', 1, 2, 3)))
write('rgb16_gamma.png', 2, 1, 16, 2, [[(0x12FF, 0xFE00, 0xFFFF), (0x0000, 0x8000, 0x0101)]],
      extra=chunk(b'gAMA', struct.pack('>I', 45455)))
# RGBA: 8 bits with all five row filters, 16 bits.
write('rgba8_filters.png', 2, 5, 8, 6,
      [[(10 * y + x, 200 - 10 * y, 7 * x, 255 - 50 * y) for x in range(2)] for y in range(5)], cycle=True)
write('rgba16.png', 1, 2, 16, 6, [[(0xFFFF, 0x12FF, 0x0000, 0x8000)], [(0x0101, 0xFE00, 0x7F7F, 0xFFFF)]])
# Palette: 8 bits with a partial tRNS (entry 2 stays opaque), 2 bits without tRNS.
write('palette8_trns.png', 3, 1, 8, 3, [[(2,), (0,), (1,)]],
      extra=plte([(255, 0, 0), (0, 0, 255), (10, 20, 30)]) + chunk(b'tRNS', bytes([0, 128])))
write('palette2.png', 5, 1, 2, 3, [[(0,), (1,), (2,), (3,), (1,)]],
      extra=plte([(0, 0, 0), (255, 255, 255), (255, 128, 0), (0, 64, 128)]))
# Interlaced (Adam7): 9x9 RGBA 8-bit with cycling filters, 7x5 palette 4-bit.
write('interlaced_rgba8.png', 9, 9, 8, 6,
      [[(x * 28, y * 28, (x + y) * 14, 255 - x * y) for x in range(9)] for y in range(9)],
      interlace=True, cycle=True)
write('interlaced_palette4.png', 7, 5, 4, 3, [[((x + 2 * y) % 16,) for x in range(7)] for y in range(5)],
      interlace=True, extra=plte([(i * 16, 255 - i * 16, i * 8) for i in range(16)]))
# A valid header declaring 60000x60000 (3.6 gigapixels) with a one-byte image: must be refused
# from the header, before any pixel memory is allocated.
ihdr = struct.pack('>IIBBBBB', 60000, 60000, 8, 0, 0, 0, 0)
open('huge_header.png', 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', ihdr) +
                                     chunk(b'IDAT', zlib.compress(b'\x00\x00', 9)) + chunk(b'IEND', b''))
