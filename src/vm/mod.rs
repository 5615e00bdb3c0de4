//! The assembly VM: parses and executes ARBvp1.0, ARBfp1.0, VP1.1 and VP2.0
//! programs. It knows only assembly text, never Cg.

pub mod cli;
