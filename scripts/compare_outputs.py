#!/usr/bin/env python3
"""Compile every test shader (each .cg under tests/, entry main, in each
profile) and every case of the real-world corpora with two cgrs binaries and
report the cases whose output (program, messages, exit status) differ.

usage: compare_outputs.py OLD_CGRS NEW_CGRS [--jobs N] [--ignore-notes]

--ignore-notes: leave out the `FILE(LINE) : note: ...` lines of cgc-form
messages (for a change that only adds notes).
"""
import argparse, glob, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (manifest, directory holding <owner>+<name>/<path>)
CORPORA = [("/work/shared/corpus-real/manifest.tsv", "/work/creal"),
           ("/work/lr-manifest.tsv", "/work/lrroot")]
PROFILES = ["arbfp1", "fp30", "arbvp1", "vp20", "vp30"]


def cases():
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "**", "*.cg"), recursive=True)):
        for profile in PROFILES:
            yield (path, "main", profile, [], ROOT)
    for manifest, src in CORPORA:
        if not os.path.exists(manifest):
            continue
        with open(manifest) as f:
            cols = f.readline().rstrip("\n").split("\t")
            for line in f:
                row = dict(zip(cols, line.rstrip("\n").split("\t")))
                owner = row["source"].replace("/", "+")
                path = os.path.join(owner, row["path"])
                yield (path, row["entry"], row["profile"], row["args"].split(), src)


def compile_with(cgrs, case):
    path, entry, profile, args, cwd = case
    try:
        p = subprocess.run([cgrs, "-profile", profile, "-entry", entry] + args + [path],
                           capture_output=True, cwd=cwd, timeout=60)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", b"", b""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--ignore-notes", action="store_true")
    a = ap.parse_args()
    all_cases = list(cases())

    def run(cgrs, case):
        status, stdout, stderr = compile_with(cgrs, case)
        if a.ignore_notes:
            stderr = b"".join(line for line in stderr.splitlines(keepends=True)
                              if b" : note: " not in line)
        return status, stdout, stderr

    compare = lambda c: (c, run(a.old, c), run(a.new, c))
    with ThreadPoolExecutor(a.jobs) as pool:
        results = list(pool.map(compare, all_cases))
    differing = [c for c, old, new in results if old != new]
    programs = sum(1 for _, old, _ in results if old[0] == 0)
    for path, entry, profile, _, _ in differing:
        print("DIFFERS", path, entry, profile)
    print("%d cases (%d compiled), %d differ" % (len(results), programs, len(differing)))
    sys.exit(1 if differing else 0)


main()
