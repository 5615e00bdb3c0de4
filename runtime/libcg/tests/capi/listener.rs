//! The `cgrsSetParameterListener` extension (runtime/include/Cg/cgrs.h) as
//! libCgGL relies on it: called after a successful setter in immediate
//! mode, with the parameter the setter was called on, the value already
//! stored; not for failed setters, deferred mode, or once removed.

use crate::support;

#[test]
fn listener_hears_stored_values() {
    let Some(binary) = support::build_c("listener") else {
        return;
    };
    let (status, output) = support::run(&binary, &[]);
    assert_eq!(status, Some(0), "{output}");
    assert_eq!(
        output,
        "default=immediate
cgSetParameter3f
  heard v first=1 n=3
cgSetParameter4fv on a float3
  heard v first=7 n=3
cgSetMatrixParameterfr
  heard m first=7 n=16
cgSetParameterValuedr on the array
  heard a first=5 n=2
cgSetMatrixParameterfr on a vector (fails)
error=9
deferred mode
removed
"
    );
}
