/*
 * CRSVG: the headers of Debian's librsvg (SVG to pixels), cairo (the surface it draws on) and
 * libpng (PNG files), and nothing else. The C that playground adds around them is the
 * CPixelsShim target.
 */
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <png.h>
