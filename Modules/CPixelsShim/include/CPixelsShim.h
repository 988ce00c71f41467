/*
 * CPixelsShim: SVG documents to pixels and pixels to PNG files, for `playground run --gif,
 * --video, --png`, and the encoder's process started and fed (child.c). The libraries are Debian's librsvg (the rasteriser: the same one the
 * project's tests check every SVG with), cairo and libpng; this is the C between them and
 * Swift: librsvg's API is GObject's (GError out-parameters, reference counts) and libpng
 * reports errors with longjmp, which must never cross a Swift frame. Only the Export module
 * imports this target; it is not API.
 *
 * Pixels are cairo's ARGB32 in memory: 4 bytes a pixel, in the order B, G, R, A (on
 * little-endian machines), rows of width × 4 bytes, top row first; A is 255 once the opaque
 * background is painted. ffmpeg reads them as `bgra`.
 *
 * Every function returns 0 on success; otherwise it writes a message (NUL-terminated, at most
 * error_size bytes) into error and returns -1.
 */
#ifndef PLAYGROUND_PIXELS_SHIM_H
#define PLAYGROUND_PIXELS_SHIM_H

#include <stddef.h>

/* The size the document asks for (its root's width and height), in pixels at 96 dpi. */
int playground_svg_size(const char *svg, size_t length, double *width, double *height, char *error,
                        size_t error_size);

/* Draws the document into pixels of width × height: first filled with background (0xRRGGBB),
 * then the document scaled to fit, centred, its proportions kept. */
int playground_svg_render(const char *svg, size_t length, int width, int height, unsigned int background,
                          unsigned char *pixels, char *error, size_t error_size);

/* Draws the document over pixels of width × height as they are (a layer: what the document
 * leaves transparent keeps the pixels below), scaled and centred as playground_svg_render. */
int playground_svg_render_over(const char *svg, size_t length, int width, int height, unsigned char *pixels,
                               char *error, size_t error_size);

/* Called with the PNG file's bytes, in order; returns 0 to go on, anything else to stop. */
typedef int (*playground_png_sink)(void *context, const unsigned char *bytes, size_t count);

/* Writes pixels of width × height as a PNG file (8-bit RGB, no alpha) through sink, with a
 * text chunk "Software: playground" so that a later run knows the file is one it may
 * replace. The same pixels always give the same bytes. */
int playground_png_write(const unsigned char *pixels, int width, int height, playground_png_sink sink,
                         void *context, char *error, size_t error_size);

/* Starts the program at path with argv (NULL-terminated): its standard input is input, its
 * standard output output (or /dev/null when output is -1), its standard error errors; every
 * other descriptor is closed in it. It runs in a process group of its own (Ctrl-C reaches the
 * run, which finishes the file), with the default handling of every signal, and is killed
 * when the process that started it ends. Returns its pid, or -1 with errno. */
int playground_child_start(const char *path, char *const argv[], int input, int output, int errors);

/* Writes count bytes to descriptor, with SIGPIPE blocked on this thread: a reader that is gone
 * gives -1 with errno EPIPE rather than ending the process. Returns count, or -1 with errno. */
long playground_write_without_sigpipe(int descriptor, const void *bytes, size_t count);

#endif /* PLAYGROUND_PIXELS_SHIM_H */
