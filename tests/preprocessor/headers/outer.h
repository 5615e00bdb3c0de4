outer_begin __FILE__ __LINE__
#include "inner.h"
outer_end __FILE__ __LINE__
