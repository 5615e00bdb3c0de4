//! The C preprocessor of Cg: macros, conditionals, includes, pragmas.
