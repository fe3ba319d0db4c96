#ifndef CPNG_FAST_READ_H
#define CPNG_FAST_READ_H

#include <libdeflate.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * The fast read: the pixel data of a PNG of the kind a11y-snap writes, inflated in one call by
 * libdeflate instead of row by row by libpng's zlib. zlib 1.2 copies every match a byte at a time,
 * and flat UI is almost all matches (runs of one colour): an @3x baseline (1179 x 2556 RGB, 9 MB
 * inflated) takes zlib 14 ms and libdeflate 1.2 ms, which was most of what decoding one cost.
 *
 * Rules. libpng still reads every file's header (cpng_reader_open), and it alone decides what is
 * an error and words it: the fast read takes a file only when libpng would read the same pixels
 * from it without an error, and otherwise declines before any row is handed out, so libpng reads
 * it as it always did. It takes a file when all of these hold:
 *   1. 8-bit RGB or RGBA, not interlaced (the caller checks, with the header libpng read);
 *   2. every chunk from IHDR to IEND has a letters-only type and a right CRC-32, IHDR comes first
 *      and IEND (empty) last, and nothing critical but IHDR, IDAT and IEND appears: no PLTE, no
 *      unknown critical chunk (libpng's to refuse); no tRNS (its colour would become transparent);
 *   3. the IDAT chunks are consecutive, each no longer than the inflated image plus the most a
 *      zlib stream of stored blocks adds to it (libpng refuses IDAT chunks over a limit at least
 *      that), and other chunks stay under 1 MB (libpng's own limit for them is 8 MB);
 *   4. their data is exactly one zlib stream, with a right Adler-32 (libdeflate checks it), that
 *      inflates to exactly height rows of 1 + width x channels bytes (data too short to fill them
 *      even at deflate's best ratio, 1032 to 1, is left to libpng before any memory is taken);
 *   5. every row's filter byte is 0 to 4 (None, Sub, Up, Average, Paeth).
 * Bytes after IEND are ignored, as libpng ignores them. Rows are then unfiltered in order, in
 * place (a row's filters read the row above, already unfiltered), as the caller asks for them.
 *
 * Included by shim.h after cpng_be32, cpng_chunk_at, cpng_prefer_huge_pages and <sys/mman.h>,
 * which it uses.
 */

typedef struct {
    unsigned char *rows; /* height rows of stride bytes: the filter byte, then the samples */
    size_t stride;       /* 1 + width * channels */
    uint32_t channels;   /* 3 (RGB) or 4 (RGBA) */
    uint32_t height;
    uint32_t next;       /* the next row to unfilter and hand out */
} cpng_inflated;

static inline int cpng_fast_is_letter(unsigned char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/*
 * Rules 2 and 3 over the chunks of `file`: the IDAT data's total length in *idat_total and the
 * offset of the first IDAT chunk in *first_idat. Returns 1 when they hold.
 */
static inline int cpng_fast_chunks(const unsigned char *file, size_t size, size_t inflated_size,
                                   size_t *idat_total, size_t *first_idat) {
    /* The zlib header and Adler-32 (6 bytes), and 5 bytes per stored block (libpng allows 5 per
     * 32,566 bytes or fewer). */
    size_t idat_limit = inflated_size + 6 + 5 * (inflated_size / 32566 + 1);
    size_t total = 0;
    uint32_t length = 0;
    int seen_idat = 0, after_idat = 0;
    *first_idat = 0;
    for (size_t pos = 8;; pos += 12 + (size_t)length) {
        if (cpng_chunk_at(file, size, pos, &length) != 1) return 0;
        const unsigned char *type = file + pos + 4;
        for (int i = 0; i < 4; i++) if (!cpng_fast_is_letter(type[i])) return 0;
        if ((uint32_t)libdeflate_crc32(0, type, (size_t)length + 4) != cpng_be32(type + 4 + length)) return 0;
        int is_idat = memcmp(type, "IDAT", 4) == 0;
        if (pos == 8 && memcmp(type, "IHDR", 4) != 0) return 0;
        if (is_idat) {
            if (after_idat || length > idat_limit) return 0;
            if (!seen_idat) *first_idat = pos;
            seen_idat = 1;
            total += length;
        } else {
            if (seen_idat) after_idat = 1;
            if (memcmp(type, "IEND", 4) == 0) {
                if (length != 0 || !seen_idat) return 0;
                *idat_total = total;
                return 1;
            }
            int critical = (type[0] & 0x20) == 0;
            if ((critical && pos != 8) || memcmp(type, "tRNS", 4) == 0 || length > 1000000) return 0;
        }
    }
}

/*
 * Rows of `size` bytes get a mapping of their own from 2 MiB up, which asks for huge pages (a @3x
 * baseline's 9 MB then faults in 5 pages, not 2,200) and is unmapped when freed: the advice must
 * not outlive the buffer, as it would on memory malloc keeps and hands out again, where every small
 * allocation would then fault in 2 MiB. Below that, malloc's.
 */
static inline int cpng_fast_maps(size_t size) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    return size >= ((size_t)2 << 20);
#else
    (void)size;
    return 0;
#endif
}

static inline unsigned char *cpng_fast_rows(size_t size) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (cpng_fast_maps(size)) {
        void *rows = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (rows == MAP_FAILED) return NULL;
        cpng_prefer_huge_pages((unsigned char *)rows, size);
        return (unsigned char *)rows;
    }
#endif
    return (unsigned char *)malloc(size);
}

/* Frees what cpng_fast_inflate took (nothing when it declined). */
static inline void cpng_fast_free(cpng_inflated *in) {
    if (in->rows == NULL) return;
    size_t size = in->stride * in->height;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (cpng_fast_maps(size)) munmap(in->rows, size);
    else
#endif
        free(in->rows);
    in->rows = NULL;
}

/*
 * Rules 2 to 5 for a `width` x `height` image of `channels` 8-bit samples per pixel: returns 1 with
 * the inflated rows in *out (free them with cpng_fast_free), or 0 when libpng must read the file.
 */
static inline int cpng_fast_inflate(const unsigned char *file, size_t size, uint32_t width, uint32_t height,
                                    uint32_t channels, cpng_inflated *out) {
    memset(out, 0, sizeof *out);
    size_t stride = 1 + (size_t)width * channels;
    if (width == 0 || height == 0 || (size_t)height > SIZE_MAX / stride) return 0;
    size_t inflated_size = stride * height, idat_total = 0, first_idat = 0;
    if (!cpng_fast_chunks(file, size, inflated_size, &idat_total, &first_idat)) return 0;
    if (idat_total < inflated_size / 1032) return 0;

    /* One IDAT chunk is inflated where it lies; several are joined first. */
    const unsigned char *stream = file + first_idat + 8;
    unsigned char *joined = NULL;
    if (cpng_be32(file + first_idat) != idat_total) {
        joined = (unsigned char *)malloc(idat_total);
        if (joined == NULL) return 0;
        size_t pos = first_idat, filled = 0;
        while (filled < idat_total) {
            uint32_t length = cpng_be32(file + pos);
            memcpy(joined + filled, file + pos + 8, length);
            filled += length;
            pos += 12 + (size_t)length;
        }
        stream = joined;
    }

    out->stride = stride;
    out->channels = channels;
    out->height = height;
    out->rows = cpng_fast_rows(inflated_size);
    unsigned char *rows = out->rows;
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    size_t read = 0, written = 0;
    int taken = rows != NULL && inflater != NULL &&
        libdeflate_zlib_decompress_ex(inflater, stream, idat_total, rows, inflated_size, &read, &written) == LIBDEFLATE_SUCCESS &&
        read == idat_total && written == inflated_size;
    if (inflater != NULL) libdeflate_free_decompressor(inflater);
    free(joined);
    for (uint32_t y = 0; taken && y < height; y++) if (rows[(size_t)y * stride] > 4) taken = 0;
    if (!taken) {
        cpng_fast_free(out);
        return 0;
    }
    return 1;
}

/* The Paeth predictor (PNG spec 9.4): of left, above and upper-left, the one nearest left + above - upper-left. */
static inline unsigned char cpng_fast_paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (unsigned char)(pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
}

/*
 * Unfilters the next row in place and returns its samples (width x channels bytes). The row above
 * is already unfiltered: rows are handed out in order.
 */
static inline const unsigned char *cpng_fast_next_row(cpng_inflated *in) {
    unsigned char *row = in->rows + (size_t)in->next * in->stride;
    unsigned char *restrict cur = row + 1;
    const unsigned char *restrict up = in->next > 0 ? row + 1 - in->stride : NULL;
    size_t n = in->stride - 1, bpp = in->channels, i;
    in->next++;
    switch (row[0]) {
    case 1: /* Sub: plus the pixel to the left */
        for (i = bpp; i < n; i++) cur[i] = (unsigned char)(cur[i] + cur[i - bpp]);
        break;
    case 2: /* Up: plus the pixel above (none on the first row) */
        if (up != NULL) for (i = 0; i < n; i++) cur[i] = (unsigned char)(cur[i] + up[i]);
        break;
    case 3: /* Average: plus the mean of left and above, rounded down */
        for (i = 0; i < n; i++) {
            int left = i >= bpp ? cur[i - bpp] : 0, above = up != NULL ? up[i] : 0;
            cur[i] = (unsigned char)(cur[i] + ((left + above) >> 1));
        }
        break;
    case 4: /* Paeth: plus the predictor of left, above and upper-left */
        for (i = 0; i < n; i++) {
            int left = i >= bpp ? cur[i - bpp] : 0, above = up != NULL ? up[i] : 0;
            int corner = up != NULL && i >= bpp ? up[i - bpp] : 0;
            cur[i] = (unsigned char)(cur[i] + cpng_fast_paeth(left, above, corner));
        }
        break;
    default: /* None */
        break;
    }
    return cur;
}

#endif
