// zlib from Debian (zlib1g-dev), for decoding PNG data in the rendering tests.
#include <zlib.h>
