#!/usr/bin/env python3
"""Compile time per case against cgc: every case of corpus-real that cgc
compiles and every `// cgrs-test:` case of tests/shaders/{vertex,fragment,flow}
with a stored cgc program (tests/reference), each compiler run REPS times
(best kept), whole process, writing its program to a file as a build would.
Prints the 25 cases with the highest cgrs/cgc ratio, how many are over 0.5x,
and per corpus the total ratio per size class of cgc's program (small < 50
instructions, medium, large >= 150): the issue's per-case target, which
scripts/bench-compile.sh (one run per case, totals) does not show.

Usage: scripts/bench_per_case.py [CGRS_BINARY]   (default target/release/cgrs)
Environment: REPS (default 5), ONLY (substring of case ids), OUT (JSON of all
rows, default target/bench_per_case.json), CORPUS_REAL (default
../shared/corpus-real), CREAL_SRC (the materialized sources, default
target/creal; corpus-real's materialize.sh makes them), CGC (default cgc).
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
manifest = os.path.join(os.environ.get("CORPUS_REAL", os.path.join(root, "../shared/corpus-real")), "manifest.tsv")
sources = os.environ.get("CREAL_SRC", os.path.join(root, "target", "creal"))
cgrs = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "target/release/cgrs")
cgc = shutil.which(os.environ.get("CGC", "cgc"))
reps = int(os.environ.get("REPS", "5"))
only = os.environ.get("ONLY", "")
if cgc is None or not os.path.isdir(sources):
    sys.exit("needs cgc on PATH and corpus-real materialized in CREAL_SRC (now %s)" % sources)

# (id, path, entry, profile, arguments, cgc's instructions, working directory)
cases = []
for line in open(manifest, encoding="utf-8").read().splitlines()[1:]:
    f = line.split("\t")
    # id, source, commit, path, entry, profile, args, cgc_rc, cgc_instr
    if f[7] != "0" or not f[8].isdigit() or only not in f[0]:
        continue
    path = os.path.join(f[1].replace("/", "+"), f[3])
    cases.append((f[0], path, f[4], f[5], f[6].split(), int(f[8]), sources))


def reference_instructions(path, entry, profile):
    """cgc's instruction count from its stored program, None if it failed."""
    name = "%s.%s.%s.asm" % (os.path.basename(path)[:-3], entry, profile)
    stored = os.path.join(root, "tests/reference", os.path.basename(os.path.dirname(path)), name)
    try:
        found = re.search(r"#\s*(\d+) instructions", open(stored, encoding="utf-8", errors="replace").read())
    except OSError:
        return None
    return int(found.group(1)) if found else None


for folder in ("vertex", "fragment", "flow"):
    base = os.path.join(root, "tests/shaders", folder)
    for name in sorted(os.listdir(base)):
        path = os.path.join(base, name)
        if not name.endswith(".cg"):
            continue
        for line in open(path, encoding="utf-8"):
            test = re.match(r"//\s*cgrs-test:\s*entry=(\w+)\s+profiles=([\w,]+)", line)
            if test:
                for profile in test.group(2).split(","):
                    case_id = "tests.%s.%s.%s.%s" % (folder, name[:-3], test.group(1), profile)
                    instructions = reference_instructions(path, test.group(1), profile)
                    if instructions is not None and only in case_id:
                        cases.append((case_id, path, test.group(1), profile, [], instructions, base))
            elif line.strip() and not line.startswith("//"):
                break


# Where both compilers write their programs (a build's output file, not read).
scratch = tempfile.TemporaryDirectory(prefix="bench_per_case.")


def best_time(compiler, case):
    _, path, entry, profile, args, _, cwd = case
    command = [compiler, "-quiet", "-profile", profile, "-entry", entry] + args
    command += ["-o", os.path.join(scratch.name, "out.asm"), path]
    best = float("inf")
    for _ in range(reps):
        start = time.perf_counter()
        subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        best = min(best, (time.perf_counter() - start) * 1000)
    return best


rows = []
for case in cases:
    ours, theirs = best_time(cgrs, case), best_time(cgc, case)
    rows.append((ours / theirs, ours, theirs, case[0], case[5]))
rows.sort(reverse=True)
out = os.environ.get("OUT", os.path.join(root, "target", "bench_per_case.json"))
os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
json.dump(rows, open(out, "w"))
print("ratio  cgrs ms  cgc ms  case  cgc-instructions")
for row in rows[:25]:
    print("%.2f %7.1f %7.1f %s %d" % row)
print("over 0.5x:", sum(1 for row in rows if row[0] > 0.5), "of", len(rows))
for corpus in ("tests", "real"):
    in_corpus = [row for row in rows if row[3].startswith("tests.") == (corpus == "tests")]
    for name, low, high in (("small", 0, 50), ("medium", 50, 150), ("large", 150, 10**9)):
        chosen = [row for row in in_corpus if low <= row[4] < high]
        if chosen:
            ours = sum(row[1] for row in chosen)
            theirs = sum(row[2] for row in chosen)
            print("%-5s %-6s %4d cases  %.0f / %.0f ms = %.2fx" % (corpus, name, len(chosen), ours, theirs, ours / theirs))
