#!/usr/bin/env bash
# Installs what the tests of libCgGL (runtime/libcggl/tests) need besides
# Rust and a C compiler: OpenGL and EGL development files and Mesa's
# software renderer, for a headless context (EGL surfaceless, llvmpipe).
# Debian/Ubuntu; does nothing when they are installed. .ci/run calls it.
set -euo pipefail
packages=(libegl-dev libgl-dev libegl-mesa0 libgl1-mesa-dri)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
