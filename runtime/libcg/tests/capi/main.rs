//! The C API tested from C: programs in `tests/c/` built against cgrs's
//! header and libCg.so, their output compared with what NVIDIA's libCg
//! printed for the same programs (stored; `scripts/regen-runtime-*.py`).

mod annotations;
mod cgfx;
mod exports;
mod handles;
mod listener;
mod program_string;
mod recorded;
mod support;
mod walk;
