// Included by line_directive_include_dir.cg: cgrs reads this file, cgc does not (see there).
#error line_directive_include_dir.h is read
