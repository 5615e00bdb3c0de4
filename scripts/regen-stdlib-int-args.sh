#!/bin/sh
# Regenerate tests/sema_unit/stdlib_int_args.txt: how cgc 3.1 resolves stdlib
# calls with int arguments in each profile. One line per probe:
#   PROFILE|CALL|RESULT
# RESULT is the return type cgc chose (found through user overloads f(int),
# f(float), f(half), f(bool), f(fixed), f(uint) and their 2-vectors), or the
# error code.
# Needs cgc (override with CGC=).
set -eu
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PY'
import os, re, subprocess, tempfile
CGC = os.environ.get("CGC", "cgc")
CALLS = ["abs(i)", "abs(i2)", "ceil(i)", "floor(i)", "floor(i2)", "frac(i)", "frac(i2)",
         "round(i)", "trunc(i)", "rsqrt(i)", "saturate(i)", "saturate(i2)", "sqrt(i)",
         "sqrt(i2)", "sign(i)", "sign(i2)", "sin(i)", "sin(i2)", "cos(i)", "cos(i2)",
         "log2(i)", "log2(i2)", "exp2(i)", "pow(i,i)", "pow(i2,i2)", "acos(i)", "atan(i)",
         "min(i,2)", "min(i,i)", "max(i,i)", "max(i2,i2)", "min(i2,1)", "clamp(i,0,3)",
         "clamp(i,i,i)", "clamp(i2,0,3)", "step(i,i)", "step(i2,i2)", "dot(i,i)",
         "dot(i2,i2)", "lerp(i,i,i)", "fmod(i,i)", "length(i2)", "noise(i)", "noise(i2)",
         "isnan(i)",
         # unsigned: cgc declares sign, any, all and GLSL's relational
         # functions for it; the others reject it as ambiguous or convert it.
         "sign(u)", "sign(u2)", "any(u)", "any(u2)", "all(u2)", "abs(u2)", "floor(u2)",
         "min(u2,u2)", "dot(u2,u2)", "lerp(u2,u2,u2)", "lessThan(u2,u2)",
         "lessThanEqual(u2,u2)", "greaterThan(u2,u2)", "greaterThanEqual(u2,u2)",
         "equal(u2,u2)", "notEqual(u2,u2)", "lessThan(u2,i2)", "equal(u2,i2)"]
TYPES = {"1": "int", "2": "float", "3": "half", "4": "bool", "5": "fixed",
         "6": "uint", "11": "int2", "12": "float2", "13": "half2", "14": "bool2",
         "15": "fixed2", "16": "uint2"}
def program(stage):
    sem = "COLOR" if stage == "f" else "POSITION"
    inp = "TEXCOORD0" if stage == "f" else "POSITION"
    decls = []
    for n, (ty, suffix) in enumerate([("int", ""), ("float", ""), ("half", ""), ("bool", ""), ("fixed", ""),
                                           ("uint", "")]):
        decls.append(f"float f({ty} x) {{ return {n + 1}; }}")
        decls.append(f"float f({ty}2 x) {{ return {n + 11}; }}")
    return "\n".join(decls) + f"""
float4 main(float4 p : {inp}) : {sem}
{{
    int i = (int)p.x;
    int2 i2 = (int2)p.xy;
    uint u = (uint)p.z;
    uint2 u2 = (uint2)p.zw;
    return f(CALL);
}}
"""
out = []
with tempfile.TemporaryDirectory() as tmp:
    for profile in ["arbvp1", "vp20", "vp30", "arbfp1"]:
        path = os.path.join(tmp, "probe.cg")
        with open(path, "w") as f:
            f.write(program("f" if profile == "arbfp1" else "v"))
        for call in CALLS:
            r = subprocess.run([CGC, "-profile", profile, "-DCALL=" + call, path],
                               capture_output=True, text=True)
            m = re.search(r"error (C\d+)", r.stdout + r.stderr)
            if m:
                result = m.group(1)
            else:
                c = re.search(r"c\[0\] = (\d+)|\{ \{ (\d+) \} \}", r.stdout)
                result = TYPES.get((c.group(1) or c.group(2)) if c else "", "?")
            out.append(f"{profile}|{call}|{result}")
with open("tests/sema_unit/stdlib_int_args.txt", "w") as f:
    f.write("\n".join(out) + "\n")
PY
