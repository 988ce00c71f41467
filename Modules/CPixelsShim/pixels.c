/*
 * SVG to pixels with librsvg and cairo; pixels to PNG with libpng. See CPixelsShim.h.
 */
#include "CPixelsShim.h"

#include "libraries.h"

#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

/*
 * The libraries are opened the first time a picture is drawn or written, not when playground
 * starts: linked to the binary, librsvg's tree of some forty libraries (cairo, pango, glib,
 * fontconfig, harfbuzz, libxml2, …) made every start 5 ms slower and every forked test dearer,
 * for the few runs that export. The headers still give every function its type.
 */
#define PLAYGROUND_RSVG_API(X) \
    X(rsvg_handle_new_from_data) X(rsvg_handle_set_dpi) X(rsvg_handle_get_intrinsic_size_in_pixels) \
    X(rsvg_handle_render_document) X(g_error_free) X(g_object_unref) X(cairo_create) X(cairo_destroy) \
    X(cairo_image_surface_create_for_data) X(cairo_paint) X(cairo_set_source_rgb) X(cairo_status) \
    X(cairo_status_to_string) X(cairo_surface_destroy) X(cairo_surface_flush)
#define PLAYGROUND_PNG_API(X) \
    X(png_create_write_struct) X(png_create_info_struct) X(png_destroy_write_struct) X(png_get_error_ptr) \
    X(png_get_io_ptr) X(png_longjmp) X(png_set_bgr) X(png_set_filler) X(png_set_text) X(png_set_write_fn) \
    X(png_set_IHDR) X(png_write_end) X(png_write_info) X(png_write_row) X(png_set_longjmp_fn)

static struct {
#define PLAYGROUND_FIELD(name) __typeof__(&name) name;
    PLAYGROUND_RSVG_API(PLAYGROUND_FIELD)
    PLAYGROUND_PNG_API(PLAYGROUND_FIELD)
#undef PLAYGROUND_FIELD
} api;

static pthread_once_t api_once = PTHREAD_ONCE_INIT;
/* Why the libraries could not be opened; empty when they were. */
static char api_failure[512];

static void *open_library(const char *name, const char *package) {
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(api_failure, sizeof api_failure, "%s cannot be opened (on Debian: apt-get install %s): %s", name,
                 package, why ? why : "unknown error");
    }
    return library;
}

static void open_api(void) {
    void *rsvg = open_library("librsvg-2.so.2", "librsvg2-2");
    if (rsvg == NULL) return;
    void *png = open_library("libpng16.so.16", "libpng16-16");
    if (png == NULL) return;
#define PLAYGROUND_LOOKUP(library, name)                                                                   \
    api.name = (__typeof__(api.name))dlsym(library, #name);                                                \
    if (api.name == NULL) {                                                                                \
        snprintf(api_failure, sizeof api_failure, "the function %s is missing from its library", #name); \
        return;                                                                                            \
    }
#define PLAYGROUND_LOOKUP_RSVG(name) PLAYGROUND_LOOKUP(rsvg, name)
#define PLAYGROUND_LOOKUP_PNG(name) PLAYGROUND_LOOKUP(png, name)
    PLAYGROUND_RSVG_API(PLAYGROUND_LOOKUP_RSVG)
    PLAYGROUND_PNG_API(PLAYGROUND_LOOKUP_PNG)
#undef PLAYGROUND_LOOKUP_PNG
#undef PLAYGROUND_LOOKUP_RSVG
#undef PLAYGROUND_LOOKUP
}

static void set_error(char *error, size_t error_size, const char *what, const char *detail);

/* Opens the libraries once; false, with the reason in error, when they cannot be. */
static int api_ready(char *error, size_t error_size) {
    pthread_once(&api_once, open_api);
    if (api_failure[0] == '\0') return 1;
    set_error(error, error_size, "the pictures cannot be drawn", api_failure);
    return 0;
}

static void set_error(char *error, size_t error_size, const char *what, const char *detail) {
    if (error == NULL || error_size == 0) return;
    if (detail != NULL && detail[0] != '\0') {
        snprintf(error, error_size, "%s: %s", what, detail);
    } else {
        snprintf(error, error_size, "%s", what);
    }
}

static RsvgHandle *open_document(const char *svg, size_t length, char *error, size_t error_size) {
    if (!api_ready(error, error_size)) return NULL;
    GError *failure = NULL;
    RsvgHandle *handle = api.rsvg_handle_new_from_data((const uint8_t *)svg, length, &failure);
    if (handle == NULL) {
        set_error(error, error_size, "librsvg cannot read the drawing", failure ? failure->message : NULL);
        if (failure) api.g_error_free(failure);
        return NULL;
    }
    api.rsvg_handle_set_dpi(handle, 96);
    return handle;
}

int playground_svg_size(const char *svg, size_t length, double *width, double *height, char *error,
                        size_t error_size) {
    RsvgHandle *handle = open_document(svg, length, error, error_size);
    if (handle == NULL) return -1;
    double w = 0, h = 0;
    gboolean known = api.rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h);
    api.g_object_unref(handle);
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
        api.cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, width, height, width * 4);
    cairo_t *context = api.cairo_create(surface);
    if (clear) {
        api.cairo_set_source_rgb(context, ((background >> 16) & 0xFF) / 255.0, ((background >> 8) & 0xFF) / 255.0,
                             (background & 0xFF) / 255.0);
        api.cairo_paint(context);
    }
    RsvgRectangle viewport = {0, 0, (double)width, (double)height};
    GError *failure = NULL;
    gboolean drawn = api.rsvg_handle_render_document(handle, context, &viewport, &failure);
    int status = 0;
    if (!drawn) {
        set_error(error, error_size, "librsvg cannot draw the picture", failure ? failure->message : NULL);
        status = -1;
    } else if (api.cairo_status(context) != CAIRO_STATUS_SUCCESS) {
        set_error(error, error_size, "cairo cannot draw the picture", api.cairo_status_to_string(api.cairo_status(context)));
        status = -1;
    }
    if (failure) api.g_error_free(failure);
    api.cairo_destroy(context);
    api.cairo_surface_flush(surface);
    api.cairo_surface_destroy(surface);
    api.g_object_unref(handle);
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
    struct png_target *target = api.png_get_io_ptr(png);
    if (target->stopped) return;
    if (target->sink(target->context, bytes, count) != 0) target->stopped = 1;
}

static void png_flush_nothing(png_structp png) { (void)png; }

static void png_failed(png_structp png, png_const_charp message) {
    struct png_target *target = api.png_get_error_ptr(png);
    set_error(target->error, target->error_size, "libpng cannot write the picture", message);
    api.png_longjmp(png, 1);
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
    if (!api_ready(error, error_size)) return -1;
    struct png_target target = {sink, context, 0, error, error_size};
    png_structp png = api.png_create_write_struct(PNG_LIBPNG_VER_STRING, &target, png_failed, png_warned);
    if (png == NULL) {
        set_error(error, error_size, "libpng cannot start a picture", NULL);
        return -1;
    }
    png_infop info = api.png_create_info_struct(png);
    if (info == NULL) {
        api.png_destroy_write_struct(&png, NULL);
        set_error(error, error_size, "libpng cannot start a picture", NULL);
        return -1;
    }
    /* Declared volatile: read after a longjmp back here. */
    volatile int status = -1;
    if (setjmp(*api.png_set_longjmp_fn(png, longjmp, sizeof(jmp_buf))) == 0) {
        api.png_set_write_fn(png, &target, png_write_bytes, png_flush_nothing);
        api.png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                     PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
        png_text text;
        memset(&text, 0, sizeof text);
        text.compression = PNG_TEXT_COMPRESSION_NONE;
        text.key = "Software";
        text.text = "playground";
        api.png_set_text(png, info, &text, 1);
        api.png_write_info(png, info);
        /* cairo's ARGB32 is B, G, R, A in memory (A 255: the pictures are opaque): swap to R, G, B
         * and drop the fourth. */
        api.png_set_bgr(png);
        api.png_set_filler(png, 0, PNG_FILLER_AFTER);
        for (int row = 0; row < height && !target.stopped; row++) {
            api.png_write_row(png, (png_const_bytep)(pixels + (size_t)row * (size_t)width * 4));
        }
        if (!target.stopped) api.png_write_end(png, info);
        if (target.stopped) {
            set_error(error, error_size, "the picture could not be written", NULL);
        } else {
            status = 0;
        }
    }
    api.png_destroy_write_struct(&png, &info);
    return status;
}
