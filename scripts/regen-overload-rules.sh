#!/bin/sh
# Regenerate tests/sema_unit/overload_rules.txt: how cgc 3.1 chooses among
# user-defined overloads, one line per probe:
#   PROFILE|CANDIDATE;CANDIDATE;...|ARGS|RESULT
# CANDIDATE is a comma-separated parameter type list; ARGS are the argument
# kinds (1.0 = cfloat literal, 1 = cint literal, otherwise a variable of the
# named type); RESULT is the 0-based index of the candidate cgc called (each
# candidate returns its own number) or cgc's error code.
# Needs cgc (override with CGC=).
set -eu
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PY'
import itertools, os, re, subprocess, tempfile
CGC = os.environ.get("CGC", "cgc")
VARS = ["float", "half", "fixed", "int", "bool", "float1", "float2", "float3", "float4",
        "half2", "half4", "int2"]
def program(stage, cands, args):
    sem = "COLOR" if stage == "f" else "POSITION"
    inp = "TEXCOORD0" if stage == "f" else "POSITION"
    lines = []
    for n, params in enumerate(cands):
        plist = ", ".join(f"{ty} a{k}" for k, ty in enumerate(params))
        lines.append(f"float f({plist}) {{ return {n + 1}; }}")
    locs = "\n".join(f"    {ty} v_{ty} = ({ty})p;" for ty in VARS)
    call = ", ".join(a if a in ("1.0", "1") else f"v_{a}" for a in args)
    return "\n".join(lines) + f"""
float4 main(float4 p : {inp}) : {sem}
{{
{locs}
    return f({call});
}}
"""
def run(profile, cands, args):
    src = program("f" if profile == "arbfp1" else "v", cands, args)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "probe.cg")
        with open(path, "w") as f:
            f.write(src)
        r = subprocess.run([CGC, "-profile", profile, path], capture_output=True, text=True)
    m = re.search(r"error (C\d+)", r.stdout + r.stderr)
    if m:
        return m.group(1)
    c = re.search(r"c\[0\] = (\d+)|\{ \{ (\d+) \} \}", r.stdout)
    return str(int(c.group(1) or c.group(2)) - 1) if c else "?"
probes = []
# One argument against every pair of these parameter types.
ONE = ["float", "half", "int", "float1", "float2", "float4", "half4"]
for pair in itertools.combinations(ONE, 2):
    for arg in ["1.0", "1", "float", "half", "int", "bool", "float1", "float4", "float2", "half4"]:
        probes.append(("arbfp1", [[pair[0]], [pair[1]]], [arg]))
# Two arguments: literals next to variables, narrowing, smearing.
TWO_SETS = [
    [["float", "float"], ["half", "half"]],
    [["float", "float"], ["float4", "float4"]],
    [["float", "float"], ["float4", "float4"], ["half", "half"]],
    [["float", "float"], ["float", "int"]],
    [["float", "half"], ["float", "int"]],
    [["int", "float"], ["float", "float"]],
    [["float", "int"], ["half", "half"]],
    [["float4", "float4"], ["float2", "float2"]],
    [["float4", "float4"], ["float2", "float2"], ["float", "float2"]],
]
TWO_ARGS = [["1.0", "1.0"], ["1", "1.0"], ["1.0", "1"], ["1", "1"], ["1.0", "float"],
            ["float", "1.0"], ["1.0", "half"], ["half", "1.0"], ["1.0", "float1"],
            ["1", "float1"], ["int", "1.0"], ["float4", "1.0"], ["1.0", "float4"],
            ["1", "float4"], ["float", "float4"], ["half", "float4"], ["float4", "float2"],
            ["float4", "half"]]
for cands in TWO_SETS:
    for args in TWO_ARGS:
        probes.append(("arbfp1", cands, args))
# The same rules hold in a vertex profile.
for cands in TWO_SETS[:3]:
    for args in TWO_ARGS[:8]:
        probes.append(("arbvp1", cands, args))
# A scalar against vector parameters of several widths (the coordinate forms
# of a texture lookup): smears of any width rank alike, so two widths tie.
WIDTHS = [[["float2"], ["float3"]], [["float3"], ["float4"]], [["half2"], ["float3"]],
          [["float2"], ["float3"], ["float4"]]]
SCALARS = ["1.0", "1", "float", "half", "int", "bool", "float1", "float2", "float3", "float4"]
for cands in WIDTHS:
    for arg in SCALARS:
        probes.append(("arbfp1", cands, [arg]))
# After an argument every candidate takes alike (a lookup's sampler), and
# with one width only (the typed rectangle lookups).
for cands in [[["int", "float2"], ["int", "float3"]], [["int", "float2"]], [["int", "float3"]]]:
    for args in [["int", "float"], ["int", "half"], ["int", "1.0"], ["int", "float3"],
                 ["int", "float4"]]:
        probes.append(("arbfp1", cands, args))
for arg in SCALARS[:6]:
    probes.append(("arbvp1", WIDTHS[0], [arg]))
# Candidates tied but for how they take literal arguments: cgc reads a
# `cfloat` as a `float` to break the tie where every other argument is taken
# exactly and no literal is smeared (`only_literals_tie` in src/sema/overload.rs).
LITERAL_TIES = [
    [["float", "int"], ["half", "int"]],
    [["int", "float"], ["half", "int"]],
    [["half", "int"], ["fixed", "int"]],
    [["int", "half"], ["half", "int"]],
    [["half", "half"], ["float", "int"]],
    [["float", "half"], ["half", "float"]],
    [["half2", "float"], ["float2", "half"]],
    [["float2", "int"], ["half2", "int"]],
    [["float", "float2"], ["half", "half2"]],
]
for cands in LITERAL_TIES:
    for args in [["1.0", "1.0"], ["1.0", "1"], ["1", "1.0"], ["1.0", "int"], ["1.0", "float"],
                 ["1.0", "half"]]:
        probes.append(("arbfp1", cands, args))
for args in [["1.0", "1.0", "1.0"], ["1.0", "float", "1.0"], ["1.0", "int", "1.0"]]:
    probes.append(("arbfp1", [["float", "int", "half"], ["half", "int", "float"]], args))
out = []
for profile, cands, args in probes:
    result = run(profile, cands, args)
    out.append(f"{profile}|{';'.join(','.join(c) for c in cands)}|{','.join(args)}|{result}")
with open("tests/sema_unit/overload_rules.txt", "w") as f:
    f.write("\n".join(out) + "\n")
PY
