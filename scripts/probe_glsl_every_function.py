#!/usr/bin/env python3
"""Compile every function of every Cg file under a directory for the GLSL
profiles with cgrs, and judge each program in Mesa against cgc's ARB
program of the same entry (issue 42 on code no test holds).

The GLSL twin of scripts/probe_every_function.py: for each (file, function)
that NVIDIA cgc 3.1 compiles for arbvp1 (arbfp1), cgrs compiles it for
glslv (glslf) and `glcheck diff-glsl` runs both programs in Mesa's llvmpipe
on the same random inputs. cgc's own GLSL verdict is printed beside each
finding (its GLSL is not judged: it is often not valid GLSL). Prints every
program that is not judged equivalent (as one JSON array: verdict, file,
entry, profile, cgc's GLSL exit status, glcheck's summary) and a tally.

Usage:
    python3 scripts/probe_glsl_every_function.py DIR [--cgrs PATH] [--cgc PATH]
        [--glcheck PATH] [--jobs N] [-I DIR ...] [--ext cg,cgfx]

glcheck is ../shared/tools/glcheck/glcheck by default (run `make` there
first). Measured (session 41): the Cg Toolkit's examples
(/usr/share/doc/nvidia-cg-doc/examples), 217 programs, all equivalent.
"""
import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from probe_every_function import functions  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GLSL_OF = {"arbvp1": "glslv", "arbfp1": "glslf"}


def run(args):
    return subprocess.run(args, capture_output=True, text=True, timeout=300)


def probe(options, path, entry, arb):
    glsl = GLSL_OF[arb]
    includes = [f"-I{d}" for d in options.include + [os.path.dirname(path)]]
    with tempfile.TemporaryDirectory() as scratch:
        theirs = os.path.join(scratch, "cgc.asm")
        ours = os.path.join(scratch, "cgrs.glsl")
        compile_arb = [options.cgc, "-q", "-profile", arb, "-entry", entry]
        if run(compile_arb + includes + [path, "-o", theirs]).returncode != 0:
            return None
        cgc_glsl = run([options.cgc, "-q", "-profile", glsl, "-entry", entry] + includes
                       + [path, "-o", os.path.join(scratch, "cgc.glsl")]).returncode
        mine = run([options.cgrs, "-q", "-profile", glsl, "-entry", entry] + includes
                   + [path, "-o", ours])
        if mine.returncode != 0:
            first = (mine.stdout + mine.stderr).strip().splitlines()[:1]
            return ["cgrs rejects", path, entry, glsl, cgc_glsl, first]
        judged = run([options.glcheck, "diff-glsl", path, "--entry", entry,
                      "--profile", glsl, "--ours", ours, "--theirs", theirs])
        summary = (judged.stdout.strip().splitlines() or ["{}"])[-1]
        try:
            verdict = json.loads(summary).get("verdict", "unknown")
        except json.JSONDecodeError:
            verdict = f"glcheck exit {judged.returncode}"
        return [verdict, path, entry, glsl, cgc_glsl, summary[:400]]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir")
    parser.add_argument("--cgrs", default=os.path.join(ROOT, "target", "release", "cgrs"))
    parser.add_argument("--cgc", default="cgc")
    parser.add_argument("--glcheck",
                        default=os.path.join(ROOT, "..", "shared", "tools", "glcheck", "glcheck"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("-I", dest="include", action="append", default=[])
    parser.add_argument("--ext", default="cg,cgfx")
    options = parser.parse_args()
    endings = tuple("." + e.lstrip(".") for e in options.ext.split(","))
    probes = []
    for directory, _, names in sorted(os.walk(options.dir)):
        for name in sorted(names):
            if name.endswith(endings):
                path = os.path.join(directory, name)
                probes += [(path, entry, arb) for entry in functions(path) for arb in GLSL_OF]
    tally = {}
    with concurrent.futures.ThreadPoolExecutor(options.jobs) as pool:
        for found in pool.map(lambda p: probe(options, *p), probes):
            if found is None:
                continue
            tally[found[0]] = tally.get(found[0], 0) + 1
            if found[0] != "equivalent":
                print(json.dumps(found))
    print(", ".join(f"{kind} {count}" for kind, count in sorted(tally.items())))
    return 0 if set(tally) <= {"equivalent"} else 1


if __name__ == "__main__":
    sys.exit(main())
