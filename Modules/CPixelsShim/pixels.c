/*
 * SVG to pixels with librsvg and cairo; pixels to PNG with libpng. See CPixelsShim.h.
 */
#include "CPixelsShim.h"

#include <librsvg/rsvg.h>
#include <cairo.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

static void set_error(char *error, size_t error_size, const char *what, const char *detail) {
    if (error == NULL || error_size == 0) return;
    if (detail != NULL && detail[0] != '\0') {
        snprintf(error, error_size, "%s: %s", what, detail);
    } else {
        snprintf(error, error_size, "%s", what);
    }
}

static RsvgHandle *open_document(const char *svg, size_t length, char *error, size_t error_size) {
    GError *failure = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data((const guint8 *)svg, (gsize)length, &failure);
    if (handle == NULL) {
        set_error(error, error_size, "librsvg cannot read the drawing", failure ? failure->message : NULL);
        if (failure) g_error_free(failure);
        return NULL;
    }
    rsvg_handle_set_dpi(handle, 96);
    return handle;
}

int playground_svg_size(const char *svg, size_t length, double *width, double *height, char *error,
                        size_t error_size) {
    RsvgHandle *handle = open_document(svg, length, error, error_size);
    if (handle == NULL) return -1;
    gdouble w = 0, h = 0;
    gboolean known = rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h);
    g_object_unref(handle);
    if (!known || !(w > 0) || !(h > 0)) {
        set_error(error, error_size, "the drawing does not say its size", NULL);
        return -1;
    }
    *width = w;
    *height = h;
    return 0;
}

static int render(const char *svg, size_t length, int width, int height, int clear, unsigned int background,
                  unsigned char *pixels, char *error, size_t error_size) {
    if (width <= 0 || height <= 0) {
        set_error(error, error_size, "a picture needs a positive width and height", NULL);
        return -1;
    }
    RsvgHandle *handle = open_document(svg, length, error, error_size);
    if (handle == NULL) return -1;
    cairo_surface_t *surface =
        cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, width * 4);
    cairo_t *context = cairo_create(surface);
    if (clear) {
        cairo_set_source_rgb(context, ((background >> 16) & 0xFF) / 255.0, ((background >> 8) & 0xFF) / 255.0,
                             (background & 0xFF) / 255.0);
        cairo_paint(context);
    }
    RsvgRectangle viewport = {0, 0, (double)width, (double)height};
    GError *failure = NULL;
    gboolean drawn = rsvg_handle_render_document(handle, context, &viewport, &failure);
    int status = 0;
    if (!drawn) {
        set_error(error, error_size, "librsvg cannot draw the picture", failure ? failure->message : NULL);
        status = -1;
    } else if (cairo_status(context) != CAIRO_STATUS_SUCCESS) {
        set_error(error, error_size, "cairo cannot draw the picture", cairo_status_to_string(cairo_status(context)));
        status = -1;
    }
    if (failure) g_error_free(failure);
    cairo_destroy(context);
    cairo_surface_flush(surface);
    cairo_surface_destroy(surface);
    g_object_unref(handle);
    return status;
}

int playground_svg_render(const char *svg, size_t length, int width, int height, unsigned int background,
                          unsigned char *pixels, char *error, size_t error_size) {
    return render(svg, length, width, height, 1, background, pixels, error, error_size);
}

int playground_svg_render_over(const char *svg, size_t length, int width, int height, unsigned char *pixels,
                               char *error, size_t error_size) {
    return render(svg, length, width, height, 0, 0, pixels, error, error_size);
}

/* What libpng's callbacks need: the sink, and the message of the first failure. */
struct png_target {
    playground_png_sink sink;
    void *context;
    int stopped;
    char *error;
    size_t error_size;
};

static void png_write_bytes(png_structp png, png_bytep bytes, png_size_t count) {
    struct png_target *target = png_get_io_ptr(png);
    if (target->stopped) return;
    if (target->sink(target->context, bytes, count) != 0) target->stopped = 1;
}

static void png_flush_nothing(png_structp png) { (void)png; }

static void png_failed(png_structp png, png_const_charp message) {
    struct png_target *target = png_get_error_ptr(png);
    set_error(target->error, target->error_size, "libpng cannot write the picture", message);
    png_longjmp(png, 1);
}

static void png_warned(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

int playground_png_write(const unsigned char *pixels, int width, int height, playground_png_sink sink,
                         void *context, char *error, size_t error_size) {
    if (width <= 0 || height <= 0) {
        set_error(error, error_size, "a picture needs a positive width and height", NULL);
        return -1;
    }
    struct png_target target = {sink, context, 0, error, error_size};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &target, png_failed, png_warned);
    if (png == NULL) {
        set_error(error, error_size, "libpng cannot start a picture", NULL);
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        set_error(error, error_size, "libpng cannot start a picture", NULL);
        return -1;
    }
    /* Declared volatile: read after a longjmp back here. */
    volatile int status = -1;
    if (setjmp(png_jmpbuf(png)) == 0) {
        png_set_write_fn(png, &target, png_write_bytes, png_flush_nothing);
        png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                     PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
        png_text text;
        memset(&text, 0, sizeof text);
        text.compression = PNG_TEXT_COMPRESSION_NONE;
        text.key = "Software";
        text.text = "playground";
        png_set_text(png, info, &text, 1);
        png_write_info(png, info);
        /* cairo's ARGB32 is B, G, R, A in memory (A 255: the pictures are opaque): swap to R, G, B
         * and drop the fourth. */
        png_set_bgr(png);
        png_set_filler(png, 0, PNG_FILLER_AFTER);
        for (int row = 0; row < height && !target.stopped; row++) {
            png_write_row(png, (png_const_bytep)(pixels + (size_t)row * (size_t)width * 4));
        }
        if (!target.stopped) png_write_end(png, info);
        if (target.stopped) {
            set_error(error, error_size, "the picture could not be written", NULL);
        } else {
            status = 0;
        }
    }
    png_destroy_write_struct(&png, &info);
    return status;
}
