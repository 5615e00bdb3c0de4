//! Targets: profile descriptions, instruction selection, register allocation,
//! resource limits and the assembly text emitters.
