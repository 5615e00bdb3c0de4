#!/usr/bin/env bash
# Records what NVIDIA's libCg + libCgGL (Cg 3.1) do with libCgGL's C test
# programs, as the expected data of `cargo test -p cgrs-libcggl`:
#   runtime/libcggl/tests/data/behaviour-nvidia.txt   (tests/c/behaviour.c)
#   runtime/libcggl/tests/data/bad-handles-nvidia.txt (tests/c/bad_handles.c)
#   runtime/libcggl/tests/data/retroarch-nvidia.ppm   (tests/c/retroarch_driver.c)
#   runtime/libcggl/tests/data/combined-glsl-nvidia.ppm (tests/c/combined_glsl.c,
#     vertex arrays given to GL directly: see that program's comment)
# Needs NVIDIA's Cg toolkit (libCg.so, libCgGL.so, /usr/include/Cg), a C
# compiler, Mesa's GL and Xvfb: NVIDIA's libCgGL asks GLX for the current
# context, so its programs run on a GLX context of Xvfb (-DUSE_GLX), on the
# same llvmpipe rasterizer the tests use through EGL.
set -euo pipefail
cd "$(dirname "$0")/../runtime/libcggl/tests"
for tool in cc xvfb-run; do
  command -v "$tool" >/dev/null || { echo "regen-libcggl: $tool is missing" >&2; exit 1; }
done
[ -e /usr/include/Cg/cgGL.h ] || { echo "regen-libcggl: NVIDIA's Cg headers are missing" >&2; exit 1; }
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
export LIBGL_ALWAYS_SOFTWARE=1
for program in behaviour bad_handles retroarch_driver combined_glsl; do
  cc -O1 -DUSE_GLX -o "$build/$program" "c/$program.c" -Ic -lCg -lCgGL -lGL -lX11 -lm
done
xvfb-run -a "$build/behaviour" > data/behaviour-nvidia.txt
xvfb-run -a "$build/bad_handles" > data/bad-handles-nvidia.txt
xvfb-run -a "$build/retroarch_driver" retroarch data/retroarch-nvidia.ppm
xvfb-run -a "$build/combined_glsl" panda/lit_textured.cg data/combined-glsl-nvidia.ppm gl-arrays
echo "regen-libcggl: wrote tests/data/behaviour-nvidia.txt, bad-handles-nvidia.txt, retroarch-nvidia.ppm, combined-glsl-nvidia.ppm"
