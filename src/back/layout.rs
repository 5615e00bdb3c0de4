//! Where the back end bound each interface item: parameter slots, texture
//! units, which inputs and outputs the program uses. The emitter prints
//! operands and `#var` lines from it; reflection describes it.

/// Where each interface item was bound: what the `#var` lines and operands print.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// Parameter-array slot of each IR uniform's first row (`None`: unused);
    /// relative reads (`c[A0.x + n]`) address from it.
    pub uniform_slots: Vec<Option<u32>>,
    /// Parameter-array slot of each row of each IR uniform (`None`: not
    /// bound). Elements of an array read with constant indices only are
    /// bound one by one, so its rows need not be consecutive.
    pub uniform_rows: Vec<Vec<Option<u32>>>,
    /// Per IR uniform, per row: bound though the program does not read it,
    /// because a `debug(...)` argument does (a matrix cgc binds before it
    /// drops the call), or because its explicit register runs past the
    /// profile's range (cgc binds it as it would an automatic one).
    pub unread_bound_rows: Vec<Vec<bool>>,
    /// Parameter-array slot of each pooled literal vector.
    pub literal_slots: Vec<u32>,
    /// Texture unit of each IR sampler (`None`: unused).
    pub texture_units: Vec<Option<u32>>,
    /// Size of the parameter array.
    pub parameter_count: u32,
    /// Slot in the profile's spill array ([`crate::profile::SpillArray`],
    /// arbvp1's `env[]`) of each row of each IR uniform: the matrices that
    /// did not fit in the parameter array (`None`: not spilled).
    pub spilled_rows: Vec<Vec<Option<u32>>>,
    /// One past the highest slot of the spill array taken (0: unused).
    pub spilled_count: u32,
    /// Matrices that fit in neither array, as (IR uniform, first row): C5041.
    pub unplaced: Vec<(usize, u32)>,
    /// Which IR inputs are read.
    pub inputs_used: Vec<bool>,
    /// Which IR inputs have a register in the header: those read, and under
    /// `-po PosInv` those read before the position computation was removed.
    pub inputs_bound: Vec<bool>,
    /// Which IR outputs are written.
    pub outputs_written: Vec<bool>,
}
