//! The vector IR code generation works on, and its optimizer.
