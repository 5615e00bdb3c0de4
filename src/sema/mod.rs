//! Semantic analysis: name resolution, Cg types and conversions, overload
//! resolution, the standard library, and the binding of an entry function's
//! parameters to a profile's semantics. Produces typed HIR.
