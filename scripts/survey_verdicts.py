#!/usr/bin/env python3
"""Verdicts of cgc and cgrs over a whole shader collection, without a manifest.

    python3 scripts/survey_verdicts.py ROOT [ENTRY:PROFILE ...] [--jobs N]

Compiles every `.cg` file under ROOT once per ENTRY:PROFILE pair (default
`main_vertex:arbvp1 main_fragment:arbfp1`, the libretro convention), from the
file's directory, with cgc and with cgrs (CGC, CGRS; default `cgc` and
target/release/cgrs), and prints: the counts of cases each accepts, the cases
cgc accepts and cgrs rejects (with cgrs's first error), the cases only cgrs
accepts (with cgc's first error: usually a limit cgc's longer program
exceeds), the instruction total of the cases both compile, and the cases
where cgrs's program is longer than cgc's by more than 2 instructions.

A quick held-out check for a collection nobody has made a manifest for
(`scripts/field_real.py` then judges headers and the VM); nothing is stored.
"""
import concurrent.futures
import os
import re
import subprocess
import sys

ROOT_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CGC = os.environ.get("CGC", "cgc")
CGRS = os.environ.get("CGRS", os.path.join(ROOT_DIR, "target/release/cgrs"))
INSTRUCTIONS = re.compile(r"# (\d+) instructions")


def first_error(text):
    errors = [line for line in text.splitlines() if "error" in line]
    return errors[0].strip() if errors else ""


def compile_with(tool, directory, args):
    try:
        run = subprocess.run([tool] + args, cwd=directory, capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return False, 0, "timeout"
    count = INSTRUCTIONS.search(run.stdout)
    return run.returncode == 0, int(count.group(1)) if count else 0, first_error(run.stdout + run.stderr)


def case(root, path, entry, profile):
    directory = os.path.dirname(os.path.join(root, path))
    args = ["-profile", profile, "-entry", entry, os.path.basename(path)]
    return (path, entry, profile, compile_with(CGC, directory, args), compile_with(CGRS, directory, args))


def main():
    argv = sys.argv[1:]
    jobs = 2
    if "--jobs" in argv:
        at = argv.index("--jobs")
        jobs = int(argv[at + 1])
        del argv[at:at + 2]
    if not argv:
        raise SystemExit(__doc__)
    root, pairs = argv[0], argv[1:] or ["main_vertex:arbvp1", "main_fragment:arbfp1"]
    files = sorted(os.path.relpath(os.path.join(d, f), root)
                   for d, _, names in os.walk(root) for f in names if f.endswith(".cg"))
    work = [(path, *pair.split(":", 1)) for path in files for pair in pairs]
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(lambda c: case(root, *c), work))
    both = [r for r in results if r[3][0] and r[4][0]]
    print(f"cases {len(results)}, cgc accepts {sum(r[3][0] for r in results)}, "
          f"cgrs accepts {len(both)} of them and {sum(r[4][0] and not r[3][0] for r in results)} others")
    theirs, ours = sum(r[3][1] for r in both), sum(r[4][1] for r in both)
    print(f"instructions where both compile: {ours} / {theirs} = {ours / max(theirs, 1):.3f}")
    for path, entry, profile, (cgc_ok, _, _), (cgrs_ok, _, error) in results:
        if cgc_ok and not cgrs_ok:
            print(f"cgc-only   {profile:6} {path}:{entry}  {error}")
    for path, entry, profile, (cgc_ok, _, error), (cgrs_ok, _, _) in results:
        if cgrs_ok and not cgc_ok:
            print(f"cgrs-only  {profile:6} {path}:{entry}  {error}")
    for path, entry, profile, (_, theirs, _), (_, ours, _) in sorted(both, key=lambda r: r[3][1] - r[4][1]):
        if ours > theirs + 2:
            print(f"longer     {profile:6} {path}:{entry}  {ours} vs {theirs}")


if __name__ == "__main__":
    main()
