//! The parser: preprocessed tokens → AST (chumsky).
