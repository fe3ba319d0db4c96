#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

/*
 * libpng reports errors by calling an error function that must not return; the usual way out is
 * longjmp back to a setjmp in the caller. Swift cannot use setjmp/longjmp, so every libpng call
 * that can fail lives in the functions below. Each one sets its jump point, runs libpng, and on
 * error frees what it allocated and returns the message in a caller-provided buffer. Swift only
 * sees plain return codes.
 */

#define CPNG_MESSAGE_SIZE 256

/* Error state shared with libpng through its error pointer. */
typedef struct {
    char message[CPNG_MESSAGE_SIZE];
} cpng_error_state;

static void cpng_on_error(png_structp png, png_const_charp message) {
    cpng_error_state *state = (cpng_error_state *)png_get_error_ptr(png);
    if (state != NULL) snprintf(state->message, CPNG_MESSAGE_SIZE, "%s", message);
    png_longjmp(png, 1);
}

/* Warnings (for example a bad CRC in an ancillary chunk, which libpng skips) are not failures. */
static void cpng_on_warning(png_structp png, png_const_charp message) {
    (void)png; (void)message;
}

/* ---- Encoding ---------------------------------------------------------------------------- */

/* A growing malloc'd buffer that libpng writes the file into. */
typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
} cpng_sink;

static void cpng_sink_write(png_structp png, png_bytep bytes, png_size_t length) {
    cpng_sink *sink = (cpng_sink *)png_get_io_ptr(png);
    if (sink->size + length > sink->capacity) {
        size_t capacity = sink->capacity == 0 ? 4096 : sink->capacity;
        while (capacity < sink->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(sink->data, capacity);
        if (grown == NULL) png_error(png, "out of memory while writing PNG");
        sink->data = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->data + sink->size, bytes, length);
    sink->size += length;
}

static void cpng_sink_flush(png_structp png) { (void)png; }

/* A libpng writer reporting errors into `state`, and its info struct; -1 and a message if either fails. */
static inline int cpng_create_writer(cpng_error_state *state, png_structp *png, png_infop *info, char *message) {
    *png = png_create_write_struct(PNG_LIBPNG_VER_STRING, state, cpng_on_error, cpng_on_warning);
    if (*png == NULL) {
        snprintf(message, CPNG_MESSAGE_SIZE, "libpng could not create a writer");
        return -1;
    }
    *info = png_create_info_struct(*png);
    if (*info == NULL) {
        png_destroy_write_struct(png, NULL);
        snprintf(message, CPNG_MESSAGE_SIZE, "libpng could not create an info struct");
        return -1;
    }
    return 0;
}

/* Packs row `y` of RGBA `pixels` into `row` as `channels` bytes per pixel. RGB is packed with
 * 4-byte moves, each pixel's alpha overwritten by the next one's red: `row` needs one spare byte. */
static inline void cpng_pack_row(const unsigned char *pixels, uint32_t width, uint32_t y, int channels, unsigned char *row) {
    const unsigned char *source = pixels + (size_t)y * width * 4;
    if (channels == 4) { memcpy(row, source, (size_t)width * 4); return; }
    for (uint32_t x = 0; x < width; x++) {
        uint32_t pixel;
        memcpy(&pixel, source + (size_t)x * 4, 4);
        memcpy(row + (size_t)x * 3, &pixel, 4);
    }
}

/*
 * Encodes 8-bit RGBA pixels (row-major, straight alpha) as a PNG of `channels` 3 (RGB, alpha
 * dropped) or 4 (RGBA). The bytes depend only on the pixels, the channel count, the level and
 * the zlib build: no tIME or text chunks are written, every row uses one fixed filter, `filter`
 * (PNG filter type 0, None: bytes as they are, or 2, Up: a row minus the one above, so flat UI areas
 * become runs of zeros), and zlib's strategy, window (15 bits) and memory level (8) are set
 * explicitly rather than left to libpng's heuristics.
 * Returns 0 and a malloc'd buffer in *out (free it with free()), or -1 and a message.
 */
static inline int cpng_encode_rgba8(const unsigned char *pixels, uint32_t width, uint32_t height,
                                    int channels, int level, int filter,
                                    unsigned char **out, size_t *out_size,
                                    char *message) {
    cpng_error_state state;
    cpng_sink sink = {NULL, 0, 0};
    volatile cpng_sink *volatile_sink = &sink;
    unsigned char *volatile row = NULL;
    png_structp png = NULL;
    png_infop info = NULL;

    *out = NULL;
    *out_size = 0;
    state.message[0] = '\0';
    if (channels != 3 && channels != 4) {
        snprintf(message, CPNG_MESSAGE_SIZE, "channel count must be 3 or 4, not %d", channels);
        return -1;
    }
    if (width == 0 || height == 0) {
        snprintf(message, CPNG_MESSAGE_SIZE, "a PNG needs at least one pixel (got %ux%u)", width, height);
        return -1;
    }
    if (filter != 0 && filter != 2) {
        snprintf(message, CPNG_MESSAGE_SIZE, "row filter must be 0 (None) or 2 (Up), not %d", filter);
        return -1;
    }
    if (cpng_create_writer(&state, &png, &info, message) != 0) return -1;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(volatile_sink->data);
        free(row);
        snprintf(message, CPNG_MESSAGE_SIZE, "%s", state.message);
        return -1;
    }

    png_set_write_fn(png, &sink, cpng_sink_write, cpng_sink_flush);
    png_set_IHDR(png, info, width, height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter == 2 ? PNG_FILTER_UP : PNG_FILTER_NONE);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, 0 /* Z_DEFAULT_STRATEGY */);
    png_set_compression_window_bits(png, 15);
    png_set_compression_mem_level(png, 8);
    png_write_info(png, info);

    row = (unsigned char *)malloc((size_t)width * (size_t)channels + 1);
    if (row == NULL) png_error(png, "out of memory while writing PNG");
    for (uint32_t y = 0; y < height; y++) {
        if (channels == 4) {
            png_write_row(png, (png_const_bytep)(pixels + (size_t)y * width * 4));
            continue;
        }
        cpng_pack_row(pixels, width, y, 3, row);
        png_write_row(png, row);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    *out = sink.data;
    *out_size = sink.size;
    return 0;
}

/* ---- Encoding in bands ------------------------------------------------------------------- */

/*
 * A PNG's image data is one zlib stream, which one thread deflates from the first row to the last.
 * To use several threads, the rows are cut into bands that are deflated separately and joined, the
 * way pigz splits a file: each band is raw deflate starting from an empty window and ending on a
 * byte boundary with an empty stored block (Z_SYNC_FLUSH), so the next band's blocks simply follow;
 * the last band ends the stream (Z_FINISH). Rows are filtered exactly as the single stream filters
 * them (a band's first Up row subtracts the row above it, from the band before), so the inflated
 * bytes are the same; only the deflate blocks differ. The file depends on the band boundaries, never
 * on how many threads ran them.
 */

/* One deflated band: malloc'd bytes, and the Adler-32 and length of the filtered bytes it holds. */
typedef struct {
    unsigned char *data;
    size_t size;
    uint32_t adler;
    size_t length;
} cpng_band;

/*
 * Filters rows first ..< first + count (filter 0, None, or 2, Up) and deflates them at `level` into
 * `band` (free band->data with free()). `last`: this band ends the stream. No libpng call, so it
 * may run on any thread. Returns 0, or -1 and a message.
 */
static inline int cpng_deflate_band(const unsigned char *pixels, uint32_t width, uint32_t first, uint32_t count,
                                    int channels, int level, int filter, int last, cpng_band *band, char *message) {
    size_t stride = (size_t)width * (size_t)channels;
    unsigned char *above = (unsigned char *)calloc(stride + 1, 1);
    unsigned char *row = (unsigned char *)malloc(stride + 1);
    unsigned char *filtered = (unsigned char *)malloc(stride + 1);
    z_stream z;
    memset(&z, 0, sizeof z);
    band->data = NULL; band->size = 0; band->length = (stride + 1) * count; band->adler = (uint32_t)adler32(0, NULL, 0);
    if (above == NULL || row == NULL || filtered == NULL
        || deflateInit2(&z, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        free(above); free(row); free(filtered);
        snprintf(message, CPNG_MESSAGE_SIZE, "out of memory while deflating rows %u...", first);
        return -1;
    }
    size_t capacity = deflateBound(&z, band->length) + 64;
    band->data = (unsigned char *)malloc(capacity);
    if (band->data == NULL) {
        deflateEnd(&z); free(above); free(row); free(filtered);
        snprintf(message, CPNG_MESSAGE_SIZE, "out of memory while deflating rows %u...", first);
        return -1;
    }
    if (filter == 2 && first > 0) cpng_pack_row(pixels, width, first - 1, channels, above);
    z.next_out = band->data;
    z.avail_out = (uInt)capacity;
    int status = Z_OK;
    for (uint32_t y = first; y < first + count && status == Z_OK; y++) {
        cpng_pack_row(pixels, width, y, channels, row);
        filtered[0] = (unsigned char)filter;
        if (filter == 2) {
            for (size_t i = 0; i < stride; i++) filtered[i + 1] = (unsigned char)(row[i] - above[i]);
            unsigned char *swap = above; above = row; row = swap;
        } else {
            memcpy(filtered + 1, row, stride);
        }
        band->adler = (uint32_t)adler32(band->adler, filtered, (uInt)(stride + 1));
        z.next_in = filtered;
        z.avail_in = (uInt)(stride + 1);
        status = deflate(&z, Z_NO_FLUSH);
        if (z.avail_in != 0) status = Z_BUF_ERROR;
    }
    if (status == Z_OK) {
        status = deflate(&z, last ? Z_FINISH : Z_SYNC_FLUSH);
        if (status == Z_STREAM_END || (!last && status == Z_OK && z.avail_out > 0)) status = Z_OK;
        else status = Z_BUF_ERROR;
    }
    band->size = capacity - z.avail_out;
    deflateEnd(&z);
    free(above); free(row); free(filtered);
    if (status != Z_OK) {
        free(band->data); band->data = NULL;
        snprintf(message, CPNG_MESSAGE_SIZE, "zlib could not deflate rows %u...", first);
        return -1;
    }
    return 0;
}

/*
 * Writes the PNG whose image data are `bands`, in order, as made by cpng_deflate_band for the same
 * width, height, channels and level: libpng writes the signature, IHDR and the chunks (lengths and
 * CRCs); the zlib header goes before the first band and the Adler-32 of all bands, combined, after
 * the last. Returns 0 and a malloc'd file in *out, or -1 and a message.
 */
static inline int cpng_write_bands(uint32_t width, uint32_t height, int channels, int level,
                                   const cpng_band *bands, int count, unsigned char **out, size_t *out_size, char *message) {
    cpng_error_state state;
    cpng_sink sink = {NULL, 0, 0};
    volatile cpng_sink *volatile_sink = &sink;
    png_structp png = NULL;
    png_infop info = NULL;
    *out = NULL;
    *out_size = 0;
    state.message[0] = '\0';
    if (cpng_create_writer(&state, &png, &info, message) != 0) return -1;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(volatile_sink->data);
        snprintf(message, CPNG_MESSAGE_SIZE, "%s", state.message);
        return -1;
    }
    png_set_write_fn(png, &sink, cpng_sink_write, cpng_sink_flush);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);

    /* zlib's header: deflate with a 32 KiB window, zlib's level class, a check making it a multiple of 31. */
    unsigned header = (0x78u << 8) | ((unsigned)(level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3) << 6);
    header += 31 - header % 31;
    uint32_t adler = bands[0].adler;
    for (int i = 1; i < count; i++) adler = (uint32_t)adler32_combine(adler, bands[i].adler, (z_off_t)bands[i].length);
    const unsigned char head[2] = {(unsigned char)(header >> 8), (unsigned char)header};
    const unsigned char tail[4] = {(unsigned char)(adler >> 24), (unsigned char)(adler >> 16), (unsigned char)(adler >> 8), (unsigned char)adler};
    for (int i = 0; i < count; i++) {
        size_t length = bands[i].size + (i == 0 ? 2 : 0) + (i == count - 1 ? 4 : 0);
        png_write_chunk_start(png, (png_const_bytep)"IDAT", (png_uint_32)length);
        if (i == 0) png_write_chunk_data(png, head, 2);
        png_write_chunk_data(png, bands[i].data, bands[i].size);
        if (i == count - 1) png_write_chunk_data(png, tail, 4);
        png_write_chunk_end(png);
    }
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
    *out = sink.data;
    *out_size = sink.size;
    return 0;
}

/* ---- Decoding ---------------------------------------------------------------------------- */

/* The unread rest of an in-memory PNG file. */
typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
} cpng_source;

static void cpng_source_read(png_structp png, png_bytep bytes, png_size_t length) {
    cpng_source *source = (cpng_source *)png_get_io_ptr(png);
    if (length > source->size - source->offset) png_error(png, "file is truncated");
    memcpy(bytes, source->data + source->offset, length);
    source->offset += length;
}

/*
 * Asks the kernel to back the whole 2 MiB blocks inside a fresh buffer with huge pages (Linux's
 * madvise MADV_HUGEPAGE), so that filling it faults a few 2 MiB pages in instead of one 4 KiB page
 * at a time: for a 12 MB @3x image, 6 faults instead of 3,000, a fifth of its decoding time.
 * Only a hint: the bytes are the same either way, and it does nothing where unsupported.
 */
static inline void cpng_prefer_huge_pages(unsigned char *buffer, size_t size) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)2 << 20;
    uintptr_t first = ((uintptr_t)buffer + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)buffer + size) & ~(huge - 1);
    if (end > first) (void)madvise((void *)first, end - first, MADV_HUGEPAGE);
#else
    (void)buffer; (void)size;
#endif
}

/* A PNG's 4-byte big-endian integer (chunk lengths, CRCs). */
static inline uint32_t cpng_be32(const unsigned char *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

/*
 * The chunk whose length field starts at `pos` in an in-memory PNG: 1, with its data's length in
 * *length, when the whole chunk (length, type, data, CRC) lies inside the file; 0 when fewer than 8
 * bytes are left (no chunk header); -1 when the length is over 2^31 - 1 (PNG's own limit); -2 when
 * the data or the CRC run past the file's end. The next chunk starts at pos + 12 + *length.
 */
static inline int cpng_chunk_at(const unsigned char *file, size_t size, size_t pos, uint32_t *length) {
    if (pos > size || size - pos < 8) return 0;
    *length = cpng_be32(file + pos);
    if (*length > 0x7FFFFFFFu) return -1;
    return (size_t)*length + 12 > size - pos ? -2 : 1;
}

/* The fast read (libdeflate), which backs its inflated rows with huge pages too. */
#include "fast_read.h"

/*
 * Widens one row of 8-bit RGB to RGBA with alpha 255. On little-endian machines four pixels go at
 * once, three 32-bit loads (12 bytes) shifted into four 32-bit stores: half the time of libpng's
 * own filler (png_set_add_alpha), which moves one byte at a time. RGB without tRNS is what the
 * encoder writes for opaque images, so this is most baselines' every pixel.
 */
static inline void cpng_rgb8_to_rgba8(const unsigned char *rgb, unsigned char *rgba, uint32_t width) {
    uint32_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint32_t opaque = 0xFF000000u;
    for (; x + 4 <= width; x += 4) {
        uint32_t a, b, c;
        memcpy(&a, rgb + 3 * x, 4);
        memcpy(&b, rgb + 3 * x + 4, 4);
        memcpy(&c, rgb + 3 * x + 8, 4);
        uint32_t four[4] = {a | opaque, (a >> 24) | (b << 8) | opaque,
                            (b >> 16) | (c << 16) | opaque, (c >> 8) | opaque};
        memcpy(rgba + 4 * x, four, 16);
    }
#endif
    for (; x < width; x++) {
        rgba[4 * x] = rgb[3 * x];
        rgba[4 * x + 1] = rgb[3 * x + 1];
        rgba[4 * x + 2] = rgb[3 * x + 2];
        rgba[4 * x + 3] = 0xFF;
    }
}

/*
 * The same widening with one SSSE3 byte shuffle (pshufb) per four pixels: 16 bytes loaded, the 12
 * of four pixels moved to their RGBA places, alpha set; five times the speed of the version above
 * (0.26 against 1.25 ms for an @3x image). A load reads 16 bytes from 3 * x, so the shuffled loop
 * stops 6 pixels before the end and the rest take the portable path. x86-64 only, and only on a
 * CPU that has SSSE3 (cpng_has_ssse3, asked once per image: cpuid is slow in a VM).
 */
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <tmmintrin.h>
#define CPNG_SSSE3 1
static inline int cpng_has_ssse3(void) {
    unsigned int a, b, c, d;
    return __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSSE3) != 0;
}
__attribute__((target("ssse3")))
static inline void cpng_rgb8_to_rgba8_ssse3(const unsigned char *rgb, unsigned char *rgba, uint32_t width) {
    const __m128i places = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i twelve = _mm_loadu_si128((const __m128i *)(const void *)(rgb + 3 * x));
        _mm_storeu_si128((__m128i *)(void *)(rgba + 4 * x), _mm_or_si128(_mm_shuffle_epi8(twelve, places), opaque));
    }
    cpng_rgb8_to_rgba8(rgb + 3 * x, rgba + 4 * x, width - x);
}
#endif

/*
 * A PNG read a few rows at a time, top to bottom, into memory the caller owns: what lets `diff`
 * compare two images while they are decoded, without ever holding either whole. Any PNG libpng
 * reads (grey, grey+alpha, palette, RGB, RGBA; 1 to 16 bits; interlaced or not; tRNS) comes out
 * as 8-bit straight RGBA with the full read API, so no gamma conversion happens (the simplified
 * png_image API treats 16-bit data as linear and re-encodes it to sRGB):
 *   palette -> RGB, grey below 8 bits -> 8 bits, tRNS -> alpha   (png_set_expand)
 *   16 bits -> 8 bits as round(v * 255 / 65535)                   (png_set_scale_16)
 *   grey -> RGB                                                    (png_set_gray_to_rgb)
 *   no alpha -> alpha 255                                          (png_set_add_alpha)
 *   interlaced -> all seven Adam7 passes combined                  (png_set_interlace_handling)
 * except 8-bit RGB, not interlaced, without tRNS (what the encoder writes for opaque images): libpng
 * hands over its rows untransformed and cpng_rgb8_to_rgba8 widens each while it is in cache.
 * An interlaced image's rows are complete only after the last pass, so it is read whole.
 * 8-bit RGB and RGBA that the fast read takes (fast_read.h: libdeflate inflates the whole stream
 * at the first rows asked for) skip libpng's rows altogether; libpng reads everything else.
 * Steps: cpng_reader_open reads the header (the caller checks the size against its limit before it
 * allocates pixel memory), cpng_reader_read_rows as often as needed, cpng_reader_finish reads the
 * chunks after the image data (where a broken stream's checksum is found), cpng_reader_free always.
 * Each step that calls libpng sets its own jump point (CPNG_READER_CATCH): after an error it
 * returns -1 with libpng's message, and the reader can only be freed.
 */
typedef struct {
    cpng_error_state state;
    cpng_source source;
    png_structp png;
    png_infop info;
    uint32_t width, height;
    int interlaced;
    int begun;                /* transforms set and libpng's row buffers made (on the first rows read) */
    int widen_rgb;            /* 8-bit RGB rows, widened by cpng_rgb8_to_rgba8 from rgb_row */
    int ssse3;                /* ... by cpng_rgb8_to_rgba8_ssse3 */
    unsigned char *rgb_row;
    png_bytep *rows;          /* row pointers of an interlaced image, read whole */
    int fast_read;            /* the fast read may be tried (0: libpng reads every file, for tests) */
    cpng_inflated inflated;   /* the fast read's rows, when it took the file (inflated.rows not NULL) */
} cpng_reader;

#define CPNG_READER_CATCH(reader, message) \
    if (setjmp(png_jmpbuf((reader)->png))) { \
        snprintf((message), CPNG_MESSAGE_SIZE, "%s", (reader)->state.message); \
        return -1; \
    }

static inline void cpng_reader_free(cpng_reader *reader) {
    if (reader == NULL) return;
    png_destroy_read_struct(&reader->png, &reader->info, NULL);
    free(reader->rgb_row);
    free(reader->rows);
    cpng_fast_free(&reader->inflated);
    free(reader);
}

/*
 * Whether a chunk of `file` says it is longer than what is left of the file. libpng allocates (and
 * clears) the length a chunk gives before it reads its data, so a 100-byte file whose tEXt says
 * 2 GB took 2 GB of memory and a second before "file is truncated". Such a file is truncated
 * wherever the chunk lies, and is refused as that before libpng reads it. A length over 2^31 - 1
 * is left to libpng, which refuses it without allocating.
 */
static inline int cpng_chunk_overruns_file(const unsigned char *file, size_t file_size) {
    uint32_t length = 0;
    for (size_t pos = 8;; pos += 12 + (size_t)length) {
        int chunk = cpng_chunk_at(file, file_size, pos, &length);
        if (chunk != 1) return chunk == -2;
        if (memcmp(file + pos + 4, "IEND", 4) == 0) return 0;
    }
}

/*
 * Reads the signature and the header of the in-memory PNG `file` (which must outlive the reader);
 * `fast_read` 0 keeps the fast read out (libpng reads the rows whatever the file).
 * Returns 0 with the reader in *out, or -1 and a message; free *out with cpng_reader_free either way.
 */
static inline int cpng_reader_open(const unsigned char *file, size_t file_size, int fast_read,
                                   cpng_reader **out, char *message) {
    *out = NULL;
    if (file_size < 8 || png_sig_cmp(file, 0, 8) != 0) {
        snprintf(message, CPNG_MESSAGE_SIZE, "not a PNG file (the 8-byte PNG signature is missing)");
        return -1;
    }
    if (cpng_chunk_overruns_file(file, file_size)) {
        snprintf(message, CPNG_MESSAGE_SIZE, "file is truncated");
        return -1;
    }
    cpng_reader *reader = (cpng_reader *)calloc(1, sizeof(cpng_reader));
    if (reader == NULL) {
        snprintf(message, CPNG_MESSAGE_SIZE, "out of memory while reading PNG");
        return -1;
    }
    reader->source.data = file;
    reader->source.size = file_size;
    reader->fast_read = fast_read;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->state, cpng_on_error, cpng_on_warning);
    if (reader->png == NULL) {
        free(reader);
        snprintf(message, CPNG_MESSAGE_SIZE, "libpng could not create a reader");
        return -1;
    }
    *out = reader;
    reader->info = png_create_info_struct(reader->png);
    if (reader->info == NULL) {
        snprintf(message, CPNG_MESSAGE_SIZE, "libpng could not create an info struct");
        return -1;
    }
    CPNG_READER_CATCH(reader, message)
    png_set_read_fn(reader->png, &reader->source, cpng_source_read);
    png_read_info(reader->png, reader->info);
    reader->width = png_get_image_width(reader->png, reader->info);
    reader->height = png_get_image_height(reader->png, reader->info);
    reader->interlaced = png_get_interlace_type(reader->png, reader->info) != PNG_INTERLACE_NONE;
    return 0;
}

/* The transforms above, set once before the first row; libpng errors longjmp to the caller's jump point. */
static inline void cpng_reader_begin(cpng_reader *reader) {
    png_structp png = reader->png;
    png_infop info = reader->info;
    uint32_t w = reader->width;
    int color_type = png_get_color_type(png, info);
    reader->begun = 1;
    uint32_t channels = color_type == PNG_COLOR_TYPE_RGB ? 3 : color_type == PNG_COLOR_TYPE_RGB_ALPHA ? 4 : 0;
    if (reader->fast_read && channels != 0 && png_get_bit_depth(png, info) == 8 && !reader->interlaced &&
        cpng_fast_inflate(reader->source.data, reader->source.size, w, reader->height, channels, &reader->inflated)) {
#ifdef CPNG_SSSE3
        reader->ssse3 = cpng_has_ssse3();
#endif
        return;
    }
    if (color_type == PNG_COLOR_TYPE_RGB && png_get_bit_depth(png, info) == 8 && !reader->interlaced &&
        !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_read_update_info(png, info);
        if (png_get_rowbytes(png, info) != (size_t)w * 3) png_error(png, "libpng could not read this image's RGB rows");
        reader->rgb_row = (unsigned char *)malloc((size_t)w * 3);
        if (reader->rgb_row == NULL) png_error(png, "out of memory while reading PNG");
        reader->widen_rgb = 1;
#ifdef CPNG_SSSE3
        reader->ssse3 = cpng_has_ssse3();
#endif
        return;
    }
    png_set_expand(png);
    png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
        png_set_gray_to_rgb(png);
    /* libpng adds the filler only where no alpha channel exists after tRNS expansion. */
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4 ||
        png_get_rowbytes(png, info) != (size_t)w * 4)
        png_error(png, "libpng could not convert this image to 8-bit RGBA");
}

/*
 * Decodes the next `count` rows into `pixels`: count * width * 4 bytes, rows top to bottom, no
 * padding. An interlaced image is read whole: `count` must be its height. The caller never asks
 * for more rows than are left. Returns 0, or -1 and a message (the rows are then undefined).
 */
static inline int cpng_reader_read_rows(cpng_reader *reader, unsigned char *pixels, uint32_t count, char *message) {
    CPNG_READER_CATCH(reader, message)
    if (!reader->begun) cpng_reader_begin(reader);
    size_t stride = (size_t)reader->width * 4;
    if (reader->inflated.rows != NULL) {
        for (uint32_t y = 0; y < count; y++) {
            const unsigned char *row = cpng_fast_next_row(&reader->inflated);
            unsigned char *to = pixels + (size_t)y * stride;
            if (reader->inflated.channels == 4) {
                memcpy(to, row, stride);
            }
#ifdef CPNG_SSSE3
            else if (reader->ssse3) {
                cpng_rgb8_to_rgba8_ssse3(row, to, reader->width);
            }
#endif
            else {
                cpng_rgb8_to_rgba8(row, to, reader->width);
            }
        }
        return 0;
    }
    if (reader->interlaced) {
        if (count != reader->height) png_error(reader->png, "an interlaced image can only be read whole");
        reader->rows = (png_bytep *)malloc((size_t)count * sizeof(png_bytep));
        if (reader->rows == NULL) png_error(reader->png, "out of memory while reading PNG");
        for (uint32_t y = 0; y < count; y++) reader->rows[y] = pixels + (size_t)y * stride;
        png_read_image(reader->png, reader->rows);
        return 0;
    }
    for (uint32_t y = 0; y < count; y++) {
        if (reader->widen_rgb) {
            png_read_row(reader->png, reader->rgb_row, NULL);
#ifdef CPNG_SSSE3
            if (reader->ssse3) {
                cpng_rgb8_to_rgba8_ssse3(reader->rgb_row, pixels + (size_t)y * stride, reader->width);
                continue;
            }
#endif
            cpng_rgb8_to_rgba8(reader->rgb_row, pixels + (size_t)y * stride, reader->width);
        } else {
            png_read_row(reader->png, pixels + (size_t)y * stride, NULL);
        }
    }
    return 0;
}

/*
 * Reads what follows the last row (png_read_end). Returns 0, or -1 and a message. After the fast
 * read there is nothing left to find: it checked every chunk to IEND before it took the file.
 */
static inline int cpng_reader_finish(cpng_reader *reader, char *message) {
    if (reader->inflated.rows != NULL) return 0;
    CPNG_READER_CATCH(reader, message)
    png_read_end(reader->png, NULL);
    return 0;
}

/*
 * The whole image in one go with the reader: with `pixels` NULL it reads only the header and sets
 * *width and *height (the caller checks them against its limit and allocates *width * *height * 4
 * bytes); called again with that buffer and the same sizes it decodes into it (a header that says
 * another size is an error), so the rows go straight into the caller's buffer and no copy follows.
 * `fast_read` as for cpng_reader_open. Returns 0, or -1 and a message (the buffer's content is then
 * undefined).
 */
static inline int cpng_decode_rgba8_into(const unsigned char *file, size_t file_size, int fast_read,
                                         unsigned char *pixels, uint32_t *width, uint32_t *height,
                                         char *message) {
    cpng_reader *reader = NULL;
    int status = cpng_reader_open(file, file_size, fast_read, &reader, message);
    if (status == 0 && pixels == NULL) {
        *width = reader->width;
        *height = reader->height;
    } else if (status == 0 && (reader->width != *width || reader->height != *height)) {
        snprintf(message, CPNG_MESSAGE_SIZE, "the header's size is not the size of the buffer given");
        status = -1;
    } else if (status == 0) {
        cpng_prefer_huge_pages(pixels, (size_t)*width * *height * 4);
        status = cpng_reader_read_rows(reader, pixels, *height, message);
        if (status == 0) status = cpng_reader_finish(reader, message);
    }
    cpng_reader_free(reader);
    return status;
}

/*
 * cpng_decode_rgba8_into's two steps with a check of the size against max_pixels before any pixel
 * memory is allocated, into a malloc'd buffer.
 * Returns 0 with a malloc'd width*height*4 buffer in *out (free it with free()); -2 with the
 * header's size in *out_width/*out_height when it is over max_pixels; or -1 and a message.
 */
static inline int cpng_decode_rgba8(const unsigned char *file, size_t file_size, int fast_read, uint64_t max_pixels,
                                    unsigned char **out, uint32_t *out_width, uint32_t *out_height,
                                    char *message) {
    *out = NULL;
    *out_width = 0;
    *out_height = 0;
    if (cpng_decode_rgba8_into(file, file_size, fast_read, NULL, out_width, out_height, message) != 0) return -1;
    uint64_t count = (uint64_t)*out_width * (uint64_t)*out_height;
    if (count > max_pixels) {
        snprintf(message, CPNG_MESSAGE_SIZE, "image is %ux%u = %llu pixels, over the limit of %llu pixels",
                 *out_width, *out_height, (unsigned long long)count, (unsigned long long)max_pixels);
        return -2;
    }
    unsigned char *pixels = (unsigned char *)malloc((size_t)count * 4);
    if (pixels == NULL) {
        snprintf(message, CPNG_MESSAGE_SIZE, "out of memory while reading PNG");
        return -1;
    }
    if (cpng_decode_rgba8_into(file, file_size, fast_read, pixels, out_width, out_height, message) != 0) {
        free(pixels);
        *out_width = 0;
        *out_height = 0;
        return -1;
    }
    *out = pixels;
    return 0;
}
