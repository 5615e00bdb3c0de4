#define COMMON 1
common_included __FILE__
