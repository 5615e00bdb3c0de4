#!/usr/bin/env python3
"""Regenerates stdlib/eager_calls.txt: the library calls NVIDIA cgc 3.1 types
while it checks a function, as opposed to those it types only when it compiles
a function the entry reaches (see src/sema/eager_calls.rs); and
tests/sema/late_calls.txt, the probes cgc types late, in the same format,
which the unit tests check the rule against.

Each probe is a call in a function nobody calls,
`float x = NAME(ARGS) + k;` with a `float4 k`: cgc narrows the sum to `float`
with warning C7011 there only when it types the call early; a call it types
late gives no warning (and no error) in such a function. Matrix results are
probed as `NAME(ARGS)[0] + k`. Arguments are every scalar, vector and matrix
type of float, half, fixed, int and bool (all alike, and with a trailing
scalar), the samplers of the texture lookups (their own and the generic `sampler`)
with coordinates of each type, the typed lookups (`h4tex2D`) likewise,
and each of those with a literal `1.0` or `1` in one argument or in every
argument but the first. All eight profiles are probed; the script fails if
they disagree (they do not: the set does not depend on the profile).

Usage: python3 scripts/regen_eager_calls.py [--cgc PATH] [--jobs N]
(about 10 s; needs cgc).
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROFILES = ["arbvp1", "arbfp1", "vp20", "vp30", "glslv", "glslf", "glesv", "glesf"]
VERTEX = {"arbvp1", "vp20", "vp30", "glslv", "glesv"}
BASES = ["float", "half", "fixed", "int", "bool"]
SIZES = ["", "2", "3", "4"]
MATRICES = [f"{b}{r}x{c}" for b in ["float", "half", "fixed"] for r in "1234" for c in "1234"]
LITERALS = {"cfloat": "1.0", "cint": "1"}
# Functions without a value to narrow (void, out parameters).
SKIPPED = {"sincos", "clip", "frexp", "modf"}
# The typed lookups (`h4tex2D`): a lookup's name after a texel type and count.
TYPED = re.compile(r"^[fhx][1-4]")
TYPED_BASES = ["tex1D", "tex2D", "tex3D", "texCUBE", "texRECT"]
SAMPLER = re.compile(r"tex(1DARRAY|2DARRAY|2DMSARRAY|2DMS|1D|2D|3D|CUBEARRAY|CUBE|RECT|BUF|RBUF)")


def argument_lists(name, arity, first):
    if "sampler" in first:
        shaped = "sampler" + SAMPLER.match(TYPED.sub("", name)).group(1)
        lists = [
            [sampler] + [b + n] * (arity - 1)
            for sampler in [shaped, "sampler"]
            for b in BASES[:4]
            for n in SIZES
        ]
    else:
        lists = []
        for b in BASES:
            for n in SIZES:
                lists.append([b + n] * arity)
                if arity >= 2 and n:
                    lists.append([b + n] * (arity - 1) + [b])
        lists += [[m] * arity for m in MATRICES]
        if name == "mul":
            for b in ["float", "half", "fixed"]:
                for r in "234":
                    for c in "234":
                        lists.append([f"{b}{r}x{c}", f"{b}{c}"])
                        lists.append([f"{b}{r}", f"{b}{r}x{c}"])
    out, seen = [], set()
    for args in lists:
        for variant in with_literals(args):
            if tuple(variant) not in seen:
                seen.add(tuple(variant))
                out.append(variant)
    return out


def with_literals(args):
    yield args
    values = [i for i, t in enumerate(args) if "sampler" not in t]
    for literal in LITERALS:
        for i in values:
            yield args[:i] + [literal] + args[i + 1 :]
        if len(values) > 2:
            yield args[: values[0] + 1] + [literal] * (len(args) - values[0] - 1)


def compile_probe(cgc, profile, lines):
    entry = (
        "float4 main(float4 p : POSITION) : POSITION { return p; }"
        if profile in VERTEX
        else "float4 main(float4 p : TEXCOORD0) : COLOR { return p; }"
    )
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "probe.cg")
        with open(path, "w") as f:
            f.write("\n".join(lines + [entry]) + "\n")
        run = subprocess.run(
            [cgc, "-quiet", "-profile", profile, "-entry", "main", path, "-o", os.devnull],
            capture_output=True,
            text=True,
        )
    out = run.stdout + run.stderr
    warned = {int(n) for n in re.findall(r"\((\d+)\) : warning C7011", out)}
    errors = {int(n) for n in re.findall(r"\((\d+)\) : error", out)}
    return warned, errors


def probe(job):
    cgc, name, arity, first, profile = job
    lists = argument_lists(name, arity, first)
    samplers = sorted({t for args in lists for t in args if "sampler" in t})
    verdicts = {}
    pending = list(enumerate(lists))
    for suffix in ["", "[0]"]:
        lines = [f"uniform {s} U{s};" for s in samplers]
        first_line = len(lines) + 1
        for i, args in pending:
            params = ", ".join(f"{t} a{j}" for j, t in enumerate(args) if t not in LITERALS)
            values = ", ".join(LITERALS.get(t, f"a{j}") for j, t in enumerate(args))
            params += ", " if params else ""
            lines.append(
                f"float4 f{i}({params}float4 k) {{ float x = {name}({values}){suffix} + k; return x; }}"
            )
        warned, errors = compile_probe(cgc, profile, lines)
        retry = []
        for line, (i, args) in enumerate(pending, start=first_line):
            if line in errors:
                retry.append((i, args))
            else:
                verdicts[i] = line in warned
        pending = retry
    return name, profile, {",".join(lists[i]): early for i, early in verdicts.items()}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cgc", default="cgc")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    options = parser.parse_args()
    with open(os.path.join(ROOT, "tests/sema/stdlib_support.json")) as f:
        functions = json.load(f)["functions"]
    calls = [
        (name, arity, info["first_param_types"][str(arity)])
        for name, info in functions.items()
        if name not in SKIPPED
        for arity in info["arities"]
    ]
    calls += [
        (f"{texel}{count}{base}{proj}", 2, "sampler")
        for texel in "fhx"
        for count in "1234"
        for base in TYPED_BASES
        for proj in ["", "proj"]
    ]
    jobs = [(options.cgc, name, arity, first, profile) for name, arity, first in calls for profile in PROFILES]
    early = {}
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for name, profile, verdicts in pool.map(probe, jobs):
            for args, verdict in verdicts.items():
                early.setdefault((name, args), {})[profile] = verdict
    lines, late = {}, {}
    for (name, args), by_profile in early.items():
        if len(set(by_profile.values())) != 1:
            raise SystemExit(f"profiles disagree on {name}({args}): {by_profile}")
        verdict = next(iter(by_profile.values()))
        (lines if verdict else late).setdefault(name, []).append(args)
    with open(os.path.join(ROOT, "tests/sema/late_calls.txt"), "w") as f:
        f.write(
            "# The library calls cgc 3.1 types only when it compiles a function the\n"
            "# entry reaches, of those scripts/regen_eager_calls.py probes (do not\n"
            "# edit): one line per function, its name, then each argument-type list.\n"
        )
        for name in sorted(late):
            f.write(" ".join([name] + late[name]) + "\n")
    with open(os.path.join(ROOT, "stdlib/eager_calls.txt"), "w") as f:
        f.write(
            "# The library calls cgc 3.1 types while it checks a function (written by\n"
            "# scripts/regen_eager_calls.py from cgc's verdicts; do not edit). One line\n"
            "# per function: its name, then every argument-type list (`cfloat`, `cint`:\n"
            "# a literal) whose call cgc types early, the same in every profile. Any\n"
            "# other call of a library function cgc types only when it compiles a\n"
            "# function the entry reaches (src/sema/eager_calls.rs).\n"
        )
        for name in sorted(lines):
            f.write(" ".join([name] + lines[name]) + "\n")


if __name__ == "__main__":
    main()
