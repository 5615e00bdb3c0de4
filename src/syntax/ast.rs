//! The abstract syntax tree of Cg source.
