#!/usr/bin/env python3
"""Compile every function of every Cg file under a directory as an entry, with
NVIDIA cgc 3.1 and with cgrs, and compare what they say.

A corpus's own case list only tries the entries its projects name; this
tries every top-level function in every profile given, so that a file's
helpers, left-over entries and stages nobody compiled meet both compilers
too (issue 41's systematic part). For each (file, function, profile) it
compares the verdict (both compile or both reject), and where both compile
the header's `#semantic`, `#var` and `#default` lines. It prints each
disagreement and a tally; the exit status is 1 if any disagreement is not
a program cgc rejects only for its own limits (C6001, C6002, C6007: cgrs's
shorter program may fit) and 0 otherwise.

Usage:
    python3 scripts/probe_every_function.py DIR [--cgrs PATH] [--cgc PATH]
        [--profiles arbvp1,arbfp1] [--jobs N] [-I DIR ...]

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


def functions(path):
    with open(path, errors="replace") as f:
        text = f.read()
    return sorted(set(FUNCTION.findall(text)) - KEYWORDS)


def compile_with(compiler, path, entry, profile, includes):
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "out.asm")
        args = [compiler, "-q", "-profile", profile, "-entry", entry]
        args += [f"-I{d}" for d in includes + [os.path.dirname(path)]]
        run = subprocess.run(args + [path, "-o", out], capture_output=True, text=True)
        header = []
        if run.returncode == 0 and os.path.exists(out):
            with open(out, errors="replace") as f:
                header = [line.rstrip() for line in f if line.startswith(HEADER)]
        return run.returncode, run.stdout + run.stderr, header


def probe(args, path, entry, profile):
    cgc = compile_with(args.cgc, path, entry, profile, args.include)
    ours = compile_with(args.cgrs, path, entry, profile, args.include)
    if (cgc[0] == 0) != (ours[0] == 0):
        limits = cgc[0] != 0 and any(code in cgc[1] for code in LIMIT_ERRORS)
        kind = "fits" if limits else "verdict"
        detail = (cgc[1] if cgc[0] else ours[1]).strip().splitlines()[:1]
        return kind, f"{kind} {profile} {path} {entry}: cgc rc {cgc[0]}, cgrs rc {ours[0]} {detail}"
    if cgc[0] == 0 and cgc[2] != ours[2]:
        return "header", f"header {profile} {path} {entry}"
    return "equal", None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dir")
    parser.add_argument("--cgrs", default=os.path.join(os.path.dirname(__file__), "..", "target", "release", "cgrs"))
    parser.add_argument("--cgc", default=os.environ.get("CGC", "cgc"))
    parser.add_argument("--profiles", default="arbvp1,arbfp1")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("-I", dest="include", action="append", default=[])
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
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for kind, line in pool.map(lambda p: probe(args, *p), probes):
            tally[kind] = tally.get(kind, 0) + 1
            if line:
                print(line)
    print(f"{len(probes)} probes: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    return 1 if tally.get("verdict") or tally.get("header") else 0


if __name__ == "__main__":
    raise SystemExit(main())
