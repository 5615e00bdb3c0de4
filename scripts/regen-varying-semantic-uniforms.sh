#!/bin/sh
# Regenerate tests/sema_unit/varying_semantic_uniforms.txt: which semantics on
# a uniform cgc 3.1 warns about as a varying's (C7021 "variable "x" domain
# conflicts with semantics "NAME""), in each of the eight profiles. One line
# per probe:
#   PROFILE|SEMANTIC|STEM
# STEM is the semantic cgc names in its warning, or - when it does not warn.
# The semantics probed are every name of the profile descriptions' tables
# (profiles/*.json), with other indices and spellings, and names no table
# holds. Needs cgc (override with CGC=).
set -eu
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PY'
import os, re, subprocess, sys, tempfile
sys.path.insert(0, "scripts")
from profile_semantics import PROFILES, table_names
CGC = os.environ.get("CGC", "cgc")
names = table_names()
# Other indices and spellings of the same stems, and names no table holds.
names.update({re.sub(r"\d+$", "", name) + "9" for name in names})
names.update({"color", "Tex0", "wpos", "texcoord12", "ATTR17", "C3", "FACE", "VFACE", "VPOS",
              "CLIP0", "NRML", "UNKNOWNSEM", "INSTANCEID", "VERTEXID", "PRIMITIVEID",
              "POINTCOORD", "SV_POSITION", "TESSFACTOR"})
lines = []
with tempfile.TemporaryDirectory() as tmp:
    source = os.path.join(tmp, "probe.cg")
    for profile in PROFILES:
        fragment = profile in ("arbfp1", "glslf", "glesf")
        entry = ("float4 main(float4 p : TEXCOORD1) : COLOR { return p + x; }" if fragment
                 else "float4 main(float4 p : POSITION) : POSITION { return p + x; }")
        for name in sorted(names):
            with open(source, "w") as f:
                f.write(f"uniform float4 x : {name};\n{entry}\n")
            run = subprocess.run([CGC, "-quiet", "-profile", profile, source],
                                 capture_output=True, text=True)
            found = re.search(r'C7021: variable "x" domain conflicts with semantics "([^"]*)"',
                              run.stdout + run.stderr)
            lines.append(f"{profile}|{name}|{found.group(1) if found else '-'}")
with open("tests/sema_unit/varying_semantic_uniforms.txt", "w") as f:
    f.write("\n".join(lines) + "\n")
print(f"regen-varying-semantic-uniforms: {len(lines)} probes")
PY
