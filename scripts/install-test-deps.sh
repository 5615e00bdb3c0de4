#!/usr/bin/env bash
# Installs Mesa for the tests that run programs in it (tests/suite/glsl_mesa.rs
# builds glcheck's core against libEGL/libGL and renders with llvmpipe).
# Idempotent: installs only the Debian packages that are missing.
set -euo pipefail
packages=(libegl-dev libgl-dev libegl-mesa0 libgl1-mesa-dri)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" ||
    missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
