//! Statements and control flow: blocks of statements, `if`, loops and the
//! exits `return`, `break`, `continue` and `discard` set, in both ways a
//! profile allows — unrolled and if-converted in one block of straight-line
//! code, or, where the profile branches (vp30, the GLSL profiles), as real
//! loops and branches between blocks.
//!
//! | file | holds |
//! |---|---|
//! | [`stmt`] | the statement kinds, `if` if-converted, loops unrolled (or handed to [`kept_loop`]) |
//! | [`trip_count`] | how many times a loop runs by its header alone, as cgc counts before it unrolls (C7012, C5011–C5013) |
//! | [`unroll_size`] | cgc's rule for unrolling a loop where the profile branches (vp30): trips × body size ≤ 32 |
//! | [`flow`] | the blocks of a profile that branches: the layout, how a loop is rotated, the carried registers; how the program's blocks are put in place |
//! | [`blocks`] | what is kept beside the block being built: finished blocks, loops kept, exits out of inlined functions |
//! | [`kept_loop`] | a loop kept a loop: the variables an iteration changes, their carried registers, the blocks before, of and after the body |
//! | [`branch`] | branches out of a kept loop or an inlined function, and an `if` branched where that is cheaper than if-converting it |

pub(super) mod blocks;
pub(super) mod branch;
pub(super) mod flow;
pub(super) mod kept_loop;
pub(super) mod stmt;
pub(super) mod trip_count;
pub(super) mod unroll_size;
