#!/usr/bin/env python3
"""Record cgc 3.1's verdict on every standard-library function called with
`half`, `fixed`, `int` and `bool` arguments of every width.

tests/sema/stdlib_support.json probes each function with `float` .. `float4`
arguments; the library's overload sets differ by base type (cgc declares
`reflect` for `half3` and `fixed3` alone, so `reflect(half2, half2)` ties
between the `float2` and `double2` forms: C1101), which float probes cannot
show. For each function and arity of stdlib_support.json (matrices and
`void` functions left out), each base type and each width, one program
calls the function with every argument of that type (locals `B4 t0 .. t4`
swizzled to the width; a lookup's sampler first) and hands the value to the
exact-match overloads `use_(T)`; and `determinant`, `inverse`, `transpose`
and both `mul`s take a float matrix uniform cast to each base type. Each
runs in the four assembly profiles and, but for the lookups, in glslv and
glslf. The verdict (and cgc's error codes) goes to
tests/sema/stdlib_base_types.json, read by the suite test
`stdlib_calls_of_every_base_type_get_cgcs_verdicts`.

With `--vm CGRS` it also compiles every probe cgc accepts in an assembly
profile with that cgrs binary and runs the two programs in cgrs's VM on 64
random inputs (`cgrs run --compare`), printing each result.

Usage (from the repository root; needs cgc, CGC= to override):
    python3 scripts/regen_stdlib_base_types.py [--jobs N] [--vm CGRS]
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from regen_sema import USE_OVERLOADS, VERTEX, PROFILES  # noqa: E402

CGC = os.environ.get("CGC", "cgc")
BASES = ["half", "fixed", "int", "bool"]
WIDTHS = [("", ".x"), ("2", ".xy"), ("3", ".xyz"), ("4", "")]
OUT = "tests/sema/stdlib_base_types.json"
# cgc's GLSL profiles too, for the probes without a sampler: their lookups
# are another set (the gp4 fetches, sizes, arrays and offsets, which cgrs's
# GLSL output lacks: issue 42).
GLSL_PROFILES = ["glslv", "glslf"]


def profiles_of(declaration):
    """The profiles a probe with uniform `declaration` runs in."""
    if declaration.startswith("uniform sampler"):
        return PROFILES
    return PROFILES + GLSL_PROFILES


def template(stage):
    """The probe program of `stage` ("vertex" or "fragment"), its base type
    `@BASE@`, its call `@CALL@` and the call's uniform `@DECL@` (a sampler
    or a matrix, or nothing) left to fill: the call's value goes
    through the exact-match overloads `use_(T)`; its arguments are locals
    t0..t4 of type `@BASE@4` read from a uniform (out parameters need
    lvalues). Stored in the JSON, so the suite test compiles the very text
    cgc judged."""
    locals_ = "".join(f"    @BASE@4 t{k} = (@BASE@4)u.{swizzle};\n"
                      for k, swizzle in enumerate(["xyzw", "yzwx", "zwxy", "wxyz", "xyzw"]))
    body = f"{locals_}    float4 r = use_(@CALL@);\n"
    if stage == "vertex":
        return (f"@DECL@\n{USE_OVERLOADS}"
                "float4 main(float4 p : POSITION, uniform float4 u,\n"
                "            out float4 col : COLOR0) : POSITION\n{\n"
                f"{body}    col = r;\n    return p;\n}}\n")
    return (f"@DECL@\n{USE_OVERLOADS}"
            "float4 main(float4 tc : TEXCOORD0, uniform float4 u) : COLOR\n{\n"
            f"{body}    return r;\n}}\n")


def program(profile, base, call, declaration=""):
    stage = "vertex" if profile in VERTEX else "fragment"
    return (template(stage).replace("@DECL@", declaration).replace("@BASE@", base)
            .replace("@CALL@", call))


MATRICES = ["2x2", "3x3", "4x4", "3x4", "4x3"]


def probes():
    """(key, call, base, declaration) for every function, arity, base type
    and width: the arguments all of that type, after the sampler a lookup
    takes; and the matrix functions with matrices of that type."""
    support = json.load(open("tests/sema/stdlib_support.json"))["functions"]
    for name, entry in sorted(support.items()):
        for arity in entry["arities"]:
            first = entry["first_param_types"].get(str(arity), "")
            if arity == 0 or "x" in first[-3:]:
                continue
            if entry["return_types"].get(str(arity)) == "void":
                continue
            sampler = first.startswith("sampler")
            declaration = f"uniform {first} s;" if sampler else ""
            for base in BASES:
                for width, swizzle in WIDTHS:
                    args = [f"t{k}{swizzle}" for k in range(arity)]
                    if sampler:
                        args[0] = "s"
                    call = f"{name}({', '.join(args)})"
                    yield f"{name}:{arity}:{base}{width}", call, base, declaration
    # The matrix is a float uniform cast to the base type, as the vectors
    # are float values converted: an int uniform would take any float in
    # the VM, where cgc's int forms truncate it.
    for base in BASES:
        for shape in MATRICES:
            declaration = f"uniform float{shape} m;"
            matrix = f"(({base}{shape})m)"
            rows, columns = shape.split("x")
            row = {"2": ".xy", "3": ".xyz", "4": ""}
            for name, call in [("determinant", f"determinant({matrix})"),
                               ("inverse", f"inverse({matrix})"),
                               ("transpose", f"transpose({matrix})"),
                               ("mul", f"mul({matrix}, t0{row[columns]})"),
                               ("mul", f"mul(t0{row[rows]}, {matrix})")]:
                side = "matrix-vector" if call.startswith("mul((") else "vector-matrix"
                kind = side if name == "mul" else "matrix"
                yield f"{name}:{kind}:{base}{shape}", call, base, declaration


def verdict(job):
    key, call, base, declaration, profile, directory, cgrs = job
    path = os.path.join(directory, f"{key.replace(':', '_')}.{profile}.cg")
    with open(path, "w") as f:
        f.write(program(profile, base, call, declaration))
    theirs = path[:-3] + ".cgc.asm"
    run = subprocess.run([CGC, "-profile", profile, "-entry", "main", path, "-o", theirs],
                         capture_output=True, text=True)
    if cgrs and run.returncode == 0 and profile in PROFILES:
        ours = path[:-3] + ".cgrs.asm"
        mine = subprocess.run([cgrs, "-profile", profile, "-entry", "main", path, "-o", ours],
                              capture_output=True, text=True)
        same = mine.returncode == 0 and " 0 differ" in subprocess.run(
            [cgrs, "run", ours, "--compare", theirs, "--count", "64"],
            capture_output=True, text=True).stdout
        print(f"vm {'equal' if same else 'DIFFER'} {key} {profile}", flush=True)
    codes = sorted({word.rstrip(":") for line in run.stdout.splitlines() + run.stderr.splitlines()
                    if " error " in line for word in line.split() if word.startswith("C")
                    and word.rstrip(":")[1:].isdigit()})
    return key, call, declaration, profile, {"ok": run.returncode == 0,
                                             **({"errors": codes} if codes else {})}


def compact(out):
    """`out` as JSON with one probe per line (a diff shows which changed)."""
    head = {key: value for key, value in out.items() if key != "probes"}
    lines = [json.dumps(head, sort_keys=True)[:-1] + ', "probes": {']
    probes = sorted(out["probes"].items())
    for index, (key, probe) in enumerate(probes):
        comma = "," if index + 1 < len(probes) else ""
        lines.append(f"{json.dumps(key)}: {json.dumps(probe, sort_keys=True)}{comma}")
    lines.append("}}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--vm", metavar="CGRS", help="compare with this cgrs in the VM")
    options = parser.parse_args()
    out = {"profiles": PROFILES + GLSL_PROFILES, "bases": BASES, "probes": {},
           "programs": {stage: template(stage) for stage in ("vertex", "fragment")}}
    with tempfile.TemporaryDirectory() as directory:
        jobs = [(key, call, base, declaration, profile, directory, options.vm)
                for key, call, base, declaration in probes()
                for profile in profiles_of(declaration)]
        with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
            for key, call, declaration, profile, result in pool.map(verdict, jobs):
                probe = out["probes"].setdefault(key, {"call": call, "profiles": {}})
                if declaration:
                    probe["uniform"] = declaration
                probe["profiles"][profile] = result
    with open(OUT, "w") as f:
        f.write(compact(out))
    runs = sum(len(probe["profiles"]) for probe in out["probes"].values())
    print(f"{OUT}: {len(out['probes'])} probes, {runs} runs", file=sys.stderr)


if __name__ == "__main__":
    main()
