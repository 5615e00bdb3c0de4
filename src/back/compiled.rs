//! What the back end returns: one program compiled for one profile, by the
//! assembly emitters or the GLSL back end ([`crate::back::glsl`]).

use crate::back::constpool::Pool;
use crate::back::layout::Layout;
use crate::back::limits::Usage;
use crate::back::reflection;
use crate::diag::Diagnostic;
use crate::ir::Program;
use crate::profile::Profile;

/// The result of compiling one program for one profile.
#[derive(Clone, Debug)]
pub struct CompiledProgram {
    /// The assembly text, header included.
    pub text: String,
    /// The program as emitted: hardware registers, pooled literals. The IR
    /// interpreter runs it, which is how tests check allocation and selection.
    pub allocated: Program,
    pub layout: Layout,
    pub pool: Pool,
    pub usage: Usage,
    /// What each interface parameter was bound to, in interface order: the data
    /// of the `#var` lines, and of `--reflect=json`.
    pub parameters: Vec<reflection::ParameterBinding>,
    /// The interface's leaves the `#var` lines leave out (varyings bound to
    /// a register their stage does not have), each with its place: cgc's
    /// runtime still lists them (a fragment program's `POSITION` input).
    pub unlisted: Vec<reflection::Unlisted>,
    /// The profile compiled for, with `-po` options applied (its limits).
    pub profile: Profile,
    /// Warnings (errors make [`crate::back::compile`] return `Err`).
    pub warnings: Vec<Diagnostic>,
}
