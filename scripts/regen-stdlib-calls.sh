#!/bin/sh
# Regenerate tests/sema_unit/stdlib_calls.txt: which overload cgc 3.1 picks
# for stdlib calls mixing literals, scalars and vectors. One line per probe:
#   PROFILE|CALL|RESULT
# Arguments: 1.0 (cfloat), 1 (cint), s float, h half, i int, s1 float1,
# v2/v3/v float2/3/4, h2/h4 half2/4, samplers sr (RECT), st (2D), sc
# (CUBE), sv (3D). RESULT is the type of the call's value
# (found through user overloads f(T) of every scalar and vector type) or
# cgc's error code. Needs cgc (override with CGC=).
set -eu
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PY'
import os, re, subprocess, tempfile
CGC = os.environ.get("CGC", "cgc")
CALLS = ["step(0, v)", "step(0.5, v)", "step(s, v)", "step(v, 0.5)", "step(v2, v)",
         "step(v, v2)", "step(h, v)", "step(s, h4)", "step(s1, v)", "step(i, v)",
         "max(0.5, v)", "max(v, 0.5)", "max(s, v)", "max(1, v)", "max(h, 0.5)", "max(h, s)",
         "max(0.5, 1.0)", "max(1, 2)", "min(0.5, v)", "min(v, 1)",
         "smoothstep(0.0, 1.0, v2)", "smoothstep(s, s, v2)", "smoothstep(s, v2, v2)",
         "smoothstep(v2, v2, s)", "smoothstep(0, 1, s)", "smoothstep(0, 1, h2)",
         "smoothstep(s, s, h2)", "lerp(1, 2, 0.5)", "lerp(v, v, 0.5)", "lerp(0, 1, v)",
         "lerp(s, s, v)", "lerp(v, s, s)", "lerp(v, v, s)", "lerp(h4, h4, 0.5)",
         "pow(2, v)", "pow(v, 2)", "pow(s, v)", "clamp(i, 0.0, 3.0)", "clamp(v, 0.0, 1.0)",
         "clamp(s, v, v)", "clamp(v, s, s)", "clamp(s, 0, 1)", "clamp(h, 0, 1)",
         "dot(v, 1)", "dot(0.5, v)", "dot(h4, v)", "atan2(0.5, v)", "atan2(v, 1)",
         "abs(1.0)", "abs(1)", "abs(s1)", "abs(h)", "sqrt(2.0)", "sqrt(2)", "fmod(v, 2.0)",
         "fmod(2.0, v)", "reflect(v3, v3)", "distance(v, 1.0)", "saturate(0.5)"]
# Texture lookups with scalar and longer coordinates (fragment profile only):
# a scalar smears to the one coordinate form or ties between two.
FRAGMENT_CALLS = ["texRECT(sr, h)", "texRECT(sr, s)", "texRECT(sr, v3)", "texRECT(sr, v)",
                  "h4texRECT(sr, h)", "h4texRECT(sr, s)", "h4texRECT(sr, v3)", "f1texRECT(sr, v)",
                  "x3texRECTproj(sr, s)", "h4texRECTproj(sr, v)", "texRECTproj(sr, s)",
                  "tex2D(st, s)", "h4tex2D(st, h)", "f3tex2D(st, v3)", "tex2Dproj(st, s)",
                  "texCUBE(sc, s)", "texCUBE(sc, h)", "texCUBE(sc, v)", "h1texCUBE(sc, s)",
                  "tex3D(sv, s)", "x2tex3D(sv, i)", "texCUBEproj(sc, s)", "tex2Dbias(st, s)"]
TYPES = ["int", "float", "half", "bool", "fixed"]
def program(stage):
    sem = "COLOR" if stage == "f" else "POSITION"
    inp = "TEXCOORD0" if stage == "f" else "POSITION"
    decls, code = [], {}
    for n, ty in enumerate(TYPES):
        for w in ["", "1", "2", "3", "4"]:
            k = (n + 1) * 10 + (int(w) if w else 0)
            code[str(k)] = ty + w
            decls.append(f"float f({ty}{w} x) {{ return {k}; }}")
    return code, "\n".join(decls) + f"""
float4 main(float4 p : {inp}, uniform samplerRECT sr, uniform sampler2D st,
            uniform samplerCUBE sc, uniform sampler3D sv) : {sem}
{{
    int i = (int)p.x; float s = p.x; float1 s1 = p.x; float2 v2 = p.xy; float3 v3 = p.xyz;
    float4 v = p; half h = p.x; half2 h2 = p.xy; half4 h4 = p;
    return f(CALL);
}}
"""
out = []
with tempfile.TemporaryDirectory() as tmp:
    for profile in ["arbvp1", "arbfp1"]:
        code, src = program("f" if profile == "arbfp1" else "v")
        path = os.path.join(tmp, "probe.cg")
        with open(path, "w") as f:
            f.write(src)
        for call in CALLS + (FRAGMENT_CALLS if profile == "arbfp1" else []):
            r = subprocess.run([CGC, "-profile", profile, "-DCALL=" + call, path],
                               capture_output=True, text=True)
            m = re.search(r"error (C\d+)", r.stdout + r.stderr)
            if m:
                result = m.group(1)
            else:
                c = re.search(r"c\[0\] = (\d+)|\{ \{ (\d+) \} \}", r.stdout)
                result = code.get((c.group(1) or c.group(2)) if c else "", "?")
            out.append(f"{profile}|{call}|{result}")
with open("tests/sema_unit/stdlib_calls.txt", "w") as f:
    f.write("\n".join(out) + "\n")
PY
