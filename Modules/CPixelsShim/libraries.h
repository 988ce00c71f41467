/*
 * What pixels.c uses of librsvg (2.x), glib, cairo (1.x) and libpng (1.6), declared here rather
 * than read from their headers: the libraries are opened with dlopen when a picture is first
 * drawn (pixels.c says why), so the binary must not link them, and a target that includes their
 * headers through pkg-config is linked to them. Only the functions, types and constants used
 * are declared, as the libraries' stable ABIs define them; the functions are reached through
 * pointers of these types, found with dlsym.
 */
#ifndef PLAYGROUND_PIXELS_LIBRARIES_H
#define PLAYGROUND_PIXELS_LIBRARIES_H

#include <setjmp.h>
#include <stddef.h>
#include <stdint.h>

/* glib and gobject */
typedef int gboolean;
typedef struct {
    uint32_t domain;
    int code;
    char *message;
} GError;
void g_error_free(GError *error);
void g_object_unref(void *object);

/* cairo */
typedef struct _cairo cairo_t;
typedef struct _cairo_surface cairo_surface_t;
typedef int cairo_status_t;
enum { CAIRO_STATUS_SUCCESS = 0 };
typedef int cairo_format_t;
enum { CAIRO_FORMAT_ARGB32 = 0 };
cairo_surface_t *cairo_image_surface_create_for_data(unsigned char *data, cairo_format_t format, int width,
                                                     int height, int stride);
cairo_t *cairo_create(cairo_surface_t *target);
void cairo_set_source_rgb(cairo_t *cr, double red, double green, double blue);
void cairo_paint(cairo_t *cr);
cairo_status_t cairo_status(cairo_t *cr);
const char *cairo_status_to_string(cairo_status_t status);
void cairo_destroy(cairo_t *cr);
void cairo_surface_flush(cairo_surface_t *surface);
void cairo_surface_destroy(cairo_surface_t *surface);

/* librsvg */
typedef struct _RsvgHandle RsvgHandle;
typedef struct {
    double x;
    double y;
    double width;
    double height;
} RsvgRectangle;
RsvgHandle *rsvg_handle_new_from_data(const uint8_t *data, size_t data_len, GError **error);
void rsvg_handle_set_dpi(RsvgHandle *handle, double dpi);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                                     GError **error);

/* libpng 1.6 */
#define PNG_LIBPNG_VER_STRING "1.6.39"
#define PNG_COLOR_TYPE_RGB 2
#define PNG_INTERLACE_NONE 0
#define PNG_COMPRESSION_TYPE_DEFAULT 0
#define PNG_FILTER_TYPE_DEFAULT 0
#define PNG_FILLER_AFTER 1
#define PNG_TEXT_COMPRESSION_NONE (-1)
typedef struct png_struct_def png_struct;
typedef png_struct *png_structp;
typedef struct png_info_def png_info;
typedef png_info *png_infop;
typedef unsigned char *png_bytep;
typedef const unsigned char *png_const_bytep;
typedef const char *png_const_charp;
typedef uint32_t png_uint_32;
typedef size_t png_size_t;
typedef struct {
    int compression;
    char *key;
    char *text;
    size_t text_length;
    size_t itxt_length;
    char *lang;
    char *lang_key;
} png_text;
typedef void (*png_error_ptr)(png_structp, png_const_charp);
typedef void (*png_rw_ptr)(png_structp, png_bytep, size_t);
typedef void (*png_flush_ptr)(png_structp);
typedef void (*png_longjmp_ptr)(jmp_buf, int);
png_structp png_create_write_struct(png_const_charp user_png_ver, void *error_ptr, png_error_ptr error_fn,
                                    png_error_ptr warn_fn);
png_infop png_create_info_struct(png_structp png_ptr);
void png_destroy_write_struct(png_structp *png_ptr_ptr, png_infop *info_ptr_ptr);
void *png_get_error_ptr(png_structp png_ptr);
void *png_get_io_ptr(png_structp png_ptr);
void png_longjmp(png_structp png_ptr, int val);
jmp_buf *png_set_longjmp_fn(png_structp png_ptr, png_longjmp_ptr longjmp_fn, size_t jmp_buf_size);
void png_set_write_fn(png_structp png_ptr, void *io_ptr, png_rw_ptr write_data_fn, png_flush_ptr output_flush_fn);
void png_set_IHDR(png_structp png_ptr, png_infop info_ptr, png_uint_32 width, png_uint_32 height, int bit_depth,
                  int color_type, int interlace_method, int compression_method, int filter_method);
void png_set_text(png_structp png_ptr, png_infop info_ptr, const png_text *text_ptr, int num_text);
void png_write_info(png_structp png_ptr, png_infop info_ptr);
void png_set_bgr(png_structp png_ptr);
void png_set_filler(png_structp png_ptr, png_uint_32 filler, int flags);
void png_write_row(png_structp png_ptr, png_const_bytep row);
void png_write_end(png_structp png_ptr, png_infop info_ptr);

#endif /* PLAYGROUND_PIXELS_LIBRARIES_H */
