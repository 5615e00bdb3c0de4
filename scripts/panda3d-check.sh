#!/usr/bin/env bash
# Renders Panda3D scenes that use Cg (tests/panda3d/scenes.py) with Panda3D's
# own wheel from PyPI, once with the NVIDIA libCg/libCgGL it bundles and once
# with cgrs's libraries copied over them, offscreen under Xvfb on Mesa, and
# compares the frames pixel by pixel (tests/panda3d/compare.py).
#
# Usage: scripts/panda3d-check.sh [LIBDIR]   (LIBDIR holds cgrs's libCg.so and
# libCgGL.so; default target/debug). Needs python3 with venv, xvfb-run and
# Mesa's GL (scripts/install-test-deps.sh installs them) and the network once.
#
# Both Panda3D modes are checked: its default Cg profiles on Mesa (glslv and
# glslf) and `basic-shaders-only #t` (arbvp1 and arbfp1). In the second mode
# the generated-shader and filter scenes come out black with either runtime,
# and why is Panda3D's: its generated shaders read the vertex colour from
# `ATTR3` (vertex.attrib[3]) while it feeds a model without colours through
# glColor4f, which only NVIDIA's drivers alias to generic attribute 3; Mesa
# keeps them apart, as ARB_vertex_program allows. There cgrs must do what
# NVIDIA's runtime does.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
libdir="${1:-$root/target/debug}"
work="$root/target/panda3d"
venv="$work/venv"
mkdir -p "$work"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import panda3d" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "panda3d==1.10.16" || { echo "panda3d-check: pip failed"; exit 2; }
fi
python="$venv/bin/python"
site="$("$python" -c 'import panda3d, os; print(os.path.dirname(os.path.dirname(panda3d.__file__)))')"

# A copy of the package with cgrs's libraries in place of NVIDIA's.
rm -rf "$work/cgrs" && mkdir -p "$work/cgrs"
cp -r "$site/panda3d" "$work/cgrs/panda3d"
ln -sfn "$site/direct" "$work/cgrs/direct"
cp "$libdir/libCg.so" "$libdir/libCgGL.so" "$work/cgrs/panda3d/"

render() { # LABEL PYTHONPATH MODE
  rm -rf "$work/$1"
  PYTHONPATH="$2" xvfb-run -a -s "-screen 0 640x480x24" \
    "$python" "$root/tests/panda3d/scenes.py" "$work/$1" "$3" >"$work/$1.log" 2>&1 \
    || { echo "panda3d-check: $1 failed, log:"; tail -30 "$work/$1.log"; return 1; }
}
render nvidia-glsl "" glsl
render nvidia-arb "" arb
render cgrs-glsl "$work/cgrs" glsl
render cgrs-arb "$work/cgrs" arb

status=0
compare() { "$python" "$root/tests/panda3d/compare.py" "$@" || status=1; }
echo "== default profiles (glslv/glslf): cgrs against NVIDIA"
compare "$work/nvidia-glsl" "$work/cgrs-glsl"
echo "== basic-shaders-only (arbvp1/arbfp1): cgrs against NVIDIA"
compare "$work/nvidia-arb" "$work/cgrs-arb"
exit $status
