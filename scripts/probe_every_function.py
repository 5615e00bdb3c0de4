#!/usr/bin/env python3
"""Compile every function of every Cg file under a directory as an entry, with
NVIDIA cgc 3.1 and with cgrs, and compare what they say.

A corpus's own case list only tries the entries its projects name; this
tries every top-level function in every profile given, so that a file's
helpers, left-over entries and stages nobody compiled meet both compilers
too (issue 41's systematic part). For each (file, function, profile) it
compares the verdict (both compile or both reject), and where both compile
the header's `#semantic`, `#var` and `#default` lines, and runs both
programs in cgrs's VM on random inputs (`cgrs run --compare`). It prints
each disagreement and a tally; the exit status is 1 if any disagreement is not
a program cgc rejects only for its own limits (C6001, C6002, C6007: cgrs's
shorter program may fit) and 0 otherwise.

Usage:
    python3 scripts/probe_every_function.py DIR [--cgrs PATH] [--cgc PATH]
        [--profiles arbvp1,arbfp1] [--jobs N] [-I DIR ...] [--ext .cg,.fx] [--larger]

Measured (session 38): PCSX2's ZeroGS and ZZOgl ps2hw.fx (tsiru/pcsx2, three
plugins x ctx0/ctx1 x 7 macro sets, --ext fx), 3,080 probes in arbvp1 and
arbfp1: 1,050 compile in both with the same header and results, 2,030 both
reject; cgrs 17,958 instructions against cgc's 19,232.
Measured (session 37): OGRE 14.5's Samples/Media (-I Media/Main), 270
probes in arbvp1 and arbfp1, all equal; the 561 files of
tests/field/heldout5 in arbvp1 and arbfp1, 4,384 probes: 4,372 equal, 11
cgc limits that cgrs fits, 1 header difference (xbr-lv2-small-details,
known).
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import tempfile

# A function definition at the start of a line: a return type, a name, a
# parameter list without `;` or `{`, an optional semantic, then its body.
FUNCTION = re.compile(
    r"^[ \t]*(?:inline\s+)?[A-Za-z_]\w*\s+(\w+)\s*\([^;{]*\)\s*(?::\s*\w+\s*)?\{", re.M
)
KEYWORDS = {"if", "for", "while", "switch", "return", "do"}
LIMIT_ERRORS = ("C6001", "C6002", "C6007")
HEADER = ("#semantic", "#var", "#default")
INSTRUCTIONS = re.compile(r"^# (\d+) instructions", re.M)


def functions(path):
    with open(path, errors="replace") as f:
        text = f.read()
    return sorted(set(FUNCTION.findall(text)) - KEYWORDS)


def compile_with(compiler, path, entry, profile, includes, out):
    args = [compiler, "-q", "-profile", profile, "-entry", entry]
    args += [f"-I{d}" for d in includes + [os.path.dirname(path)]]
    run = subprocess.run(args + [path, "-o", out], capture_output=True, text=True)
    header = []
    if run.returncode == 0 and os.path.exists(out):
        with open(out, errors="replace") as f:
            header = [line.rstrip() for line in f if line.startswith(HEADER)]
    return run.returncode, run.stdout + run.stderr, header, instructions(out)


def instructions(asm):
    """The count of cgc's summary line (`# N instructions, ...`), 0 without one."""
    if not os.path.exists(asm):
        return 0
    with open(asm, errors="replace") as f:
        found = INSTRUCTIONS.search(f.read())
    return int(found.group(1)) if found else 0


def compute_the_same(cgrs, ours, theirs):
    """Whether cgrs's VM finds the two programs equal on random inputs:
    "same", "differ", or "undefined" where cgc's program reads what it never
    wrote (an uninitialized variable: any result is right)."""
    run = subprocess.run(
        [cgrs, "run", ours, "--compare", theirs, "--count", "64", "--seed", "1"],
        capture_output=True, text=True, timeout=60,
    )
    if run.returncode == 0:
        return "same"
    return "undefined" if "vs theirs undefined" in run.stdout else "differ"


def probe(args, path, entry, profile):
    with tempfile.TemporaryDirectory() as scratch:
        theirs, ours = os.path.join(scratch, "cgc.asm"), os.path.join(scratch, "cgrs.asm")
        cgc = compile_with(args.cgc, path, entry, profile, args.include, theirs)
        mine = compile_with(args.cgrs, path, entry, profile, args.include, ours)
        if (cgc[0] == 0) != (mine[0] == 0):
            limits = cgc[0] != 0 and any(code in cgc[1] for code in LIMIT_ERRORS)
            kind = "fits" if limits else "verdict"
            detail = (cgc[1] if cgc[0] else mine[1]).strip().splitlines()[:1]
            return kind, f"{kind} {profile} {path} {entry}: cgc rc {cgc[0]}, cgrs rc {mine[0]} {detail}"
        if cgc[0] != 0:
            return "equal (both reject)", None
        if cgc[2] != mine[2]:
            return "header", f"header {profile} {path} {entry}"
        results = compute_the_same(args.cgrs, ours, theirs)
        if results == "differ":
            return "differ", f"differ {profile} {path} {entry}"
        if results == "undefined":
            return "equal (cgc reads undefined)", None
        if args.larger and mine[3] > cgc[3]:
            print(f"larger {profile} {path} {entry}: cgrs {mine[3]}, cgc {cgc[3]}")
        return "equal (both compile, same results)", (cgc[3], mine[3])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir")
    parser.add_argument("--cgrs", default=os.path.join(os.path.dirname(__file__), "..", "target", "release", "cgrs"))
    parser.add_argument("--cgc", default=os.environ.get("CGC", "cgc"))
    parser.add_argument("--profiles", default="arbvp1,arbfp1")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("-I", dest="include", action="append", default=[])
    parser.add_argument("--larger", action="store_true", help="list programs longer than cgc's")
    parser.add_argument("--ext", default=".cg", help="file endings to take, comma-separated")
    args = parser.parse_args()
    endings = tuple(args.ext.split(","))
    probes = []
    for root, _, names in sorted(os.walk(args.dir)):
        for name in sorted(names):
            if name.endswith(endings):
                path = os.path.join(root, name)
                for entry in functions(path):
                    for profile in args.profiles.split(","):
                        probes.append((path, entry, profile))
    tally = {}
    sizes = [0, 0]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for kind, found in pool.map(lambda p: probe(args, *p), probes):
            tally[kind] = tally.get(kind, 0) + 1
            if isinstance(found, tuple):
                sizes = [sizes[0] + found[0], sizes[1] + found[1]]
            elif found:
                print(found)
    print(f"{len(probes)} probes: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    if sizes[0]:
        print(f"instructions where both compile: cgrs {sizes[1]}, cgc {sizes[0]} ({sizes[1] / sizes[0]:.3f}x)")
    return 1 if tally.get("verdict") or tally.get("header") or tally.get("differ") else 0


if __name__ == "__main__":
    raise SystemExit(main())
