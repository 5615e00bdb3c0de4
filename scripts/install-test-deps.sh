#!/usr/bin/env bash
# Installs the outside programs the tests run besides Rust and a C compiler
# (Debian/Ubuntu; installs only what is missing). .ci/run calls it.
# - Mesa's OpenGL with EGL and their development files: the libCgGL tests
#   (runtime/libcggl/tests) and the GLSL Mesa judge (tests/suite/glsl_mesa.rs)
#   render headless with llvmpipe (EGL surfaceless; the judge builds glcheck's
#   core and runs its Python front end);
# - Xvfb and Python's venv: the Panda3D check (scripts/panda3d-check.sh, run by
#   runtime/libcggl/tests/panda3d.rs) renders with Panda3D's own wheel from
#   PyPI in a virtual X display;
# - valgrind: libCg's C test programs run under it (scripts/valgrind-runtime.sh,
#   called by .ci/run), failing on an invalid access or a leak.
set -euo pipefail
packages=(libegl-dev libgl-dev libegl-mesa0 libgl1-mesa-dri xvfb xauth python3 python3-venv valgrind)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
