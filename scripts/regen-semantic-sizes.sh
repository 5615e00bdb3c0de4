#!/bin/sh
# Regenerate tests/sema_unit/semantic_sizes.txt: the varying semantics cgc 3.1
# gives fewer than four components, by its warning C7019 ""v" is too large
# for semantic "NAME", which is size N" on a float4 leaf, in each of the
# eight profiles and both directions. One line per probe:
#   PROFILE|DIRECTION|SEMANTIC|SIZE|WARNINGS
# DIRECTION is in or out; SIZE is the size cgc names, or - when it does not
# warn; WARNINGS how many times it repeats the warning (it says some twice).
# The semantics probed are every name of the profile descriptions' tables
# (profiles/*.json), the hidden and unbound ones, and names no table holds.
# Needs cgc (override with CGC=).
set -eu
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PY'
import os, re, subprocess, sys, tempfile
sys.path.insert(0, "scripts")
from profile_semantics import PROFILES, table_names
CGC = os.environ.get("CGC", "cgc")
names = table_names()
names.update({"fog", "Psize0", "FACE", "VFACE", "INSTANCEID", "VERTEXID", "PRIMITIVEID",
              "POINTCOORD", "pointcoord0", "DEPTH0"})
lines = []
with tempfile.TemporaryDirectory() as tmp:
    source = os.path.join(tmp, "probe.cg")
    for profile in PROFILES:
        fragment = profile in ("arbfp1", "glslf", "glesf")
        position = "COLOR" if fragment else "POSITION"
        for direction in ("in", "out"):
            for name in sorted(names):
                if direction == "in":
                    text = f"float4 main(float4 v : {name}) : {position} {{ return 1; }}\n"
                else:
                    text = (f"void main(out float4 v : {name}, out float4 p : {position}) "
                            "{ v = 1; p = 1; }\n")
                with open(source, "w") as f:
                    f.write(text)
                run = subprocess.run([CGC, "-quiet", "-profile", profile, source],
                                     capture_output=True, text=True)
                found = re.findall(r'C7019: "v" is too large for semantic "[^"]*", which is size (\d+)',
                                   run.stdout + run.stderr)
                size = found[0] if found else "-"
                lines.append(f"{profile}|{direction}|{name}|{size}|{len(found)}")
with open("tests/sema_unit/semantic_sizes.txt", "w") as f:
    f.write("\n".join(lines) + "\n")
print(f"regen-semantic-sizes: {len(lines)} probes")
PY
