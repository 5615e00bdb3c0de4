//! The VM agrees with nvvm (the reference interpreter of NV_vertex_program2)
//! on the vp20/vp30 programs cgc prints: recorded by scripts/regen-vm-data.sh.

use crate::vm_support;

#[test]
fn vm_matches_recorded_nvvm_outputs() {
    let replay = vm_support::replay("nvvm", &[]);
    assert!(
        replay.programs >= 30,
        "only {} NV programs recorded",
        replay.programs
    );
    assert!(
        replay.failures.is_empty(),
        "{} mismatches:\n{}",
        replay.failures.len(),
        replay.failures.join("\n")
    );
    eprintln!(
        "{} programs, {} tests, {} components agree; {} undefined in the VM",
        replay.programs, replay.tests, replay.components, replay.undefined_in_vm
    );
}
