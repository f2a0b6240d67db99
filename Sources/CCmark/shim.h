// The one header Swift sees of libcmark (Debian's libcmark-dev, found through pkg-config).
#include <cmark.h>
