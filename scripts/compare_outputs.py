#!/usr/bin/env python3
"""Compile every test shader (each .cg under tests/, entry main, in each
profile) and every case of the real-world corpora with two cgrs binaries and
report the cases whose output (program, messages, exit status) differ.

usage: compare_outputs.py OLD_CGRS NEW_CGRS [--jobs N] [--ignore-notes] [--judge]
                          [--corpus MANIFEST SRC]...

The real-world corpora: corpus-real (its manifest.tsv in CORPUS_REAL, default
../shared/corpus-real; its sources as materialized in CREAL_SRC, default
target/creal) and every --corpus MANIFEST SRC (a manifest.tsv of the same form,
see scripts/make_manifest.py, and the directory holding its <owner>+<name>/<path>).
A corpus whose manifest or sources are missing is skipped with a notice.

--ignore-notes: leave out the `FILE(LINE) : note: ...` lines of cgc-form
messages (for a change that only adds notes).
--judge: run each pair of differing programs in the VM on the same random
inputs (`cgrs run OLD --compare NEW`, 64 tests): an optimizer change must keep
every one `same`.
"""
import argparse, glob, os, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# corpus-real: (manifest, directory holding <owner>+<name>/<path>); --corpus adds others
CORPUS_REAL = (
    os.path.join(os.environ.get("CORPUS_REAL", os.path.join(ROOT, "..", "shared", "corpus-real")),
                 "manifest.tsv"),
    os.environ.get("CREAL_SRC", os.path.join(ROOT, "target", "creal")))
PROFILES = ["arbfp1", "fp30", "arbvp1", "vp20", "vp30"]


def cases(corpora):
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "**", "*.cg"), recursive=True)):
        for profile in PROFILES:
            yield (path, "main", profile, [], ROOT)
    for manifest, src in corpora:
        if not os.path.exists(manifest) or not os.path.isdir(src):
            print("corpus %s: skipped (%s missing; set CORPUS_REAL / CREAL_SRC or --corpus)"
                  % (manifest, manifest if not os.path.exists(manifest) else src), file=sys.stderr)
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
    ap.add_argument("--judge", action="store_true")
    ap.add_argument("--corpus", nargs=2, action="append", default=[], metavar=("MANIFEST", "SRC"),
                    help="another corpus: a manifest.tsv and the directory of its sources")
    a = ap.parse_args()
    all_cases = list(cases([CORPUS_REAL] + [tuple(c) for c in a.corpus]))

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
    changed_results = 0
    for case, old, new in results:
        if old == new:
            continue
        path, entry, profile, _, _ = case
        verdict = ""
        if a.judge and old[0] == 0 and new[0] == 0:
            verdict = judge(a.new, old[1], new[1])
            changed_results += verdict != "same"
        print("DIFFERS", path, entry, profile, verdict)
    print("%d cases (%d compiled), %d differ" % (len(results), programs, len(differing)))
    if a.judge:
        print("%d of them compute different results" % changed_results)
    sys.exit(1 if differing else 0)


def judge(cgrs, old_program, new_program):
    """`same` when the VM finds both programs equal on 64 random inputs."""
    with tempfile.TemporaryDirectory() as work:
        old_path, new_path = os.path.join(work, "old.asm"), os.path.join(work, "new.asm")
        for path, text in ((old_path, old_program), (new_path, new_program)):
            with open(path, "wb") as f:
                # stdout starts with the file's name, as cgc's does
                f.write(text[text.find(b"!!"):])
        p = subprocess.run([cgrs, "run", old_path, "--compare", new_path, "--count", "64",
                            "--seed", "1"], capture_output=True, timeout=120)
        return {0: "same", 3: "DIFFERENT"}.get(p.returncode, "error %d" % p.returncode)


main()
