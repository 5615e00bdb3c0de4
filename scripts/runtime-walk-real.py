#!/usr/bin/env python3
"""Runs runtime/libcg/tests/c/walk.c over the real-world corpus
(../shared/corpus-real, sources materialized by its materialize.sh)
through NVIDIA's libCg and through cgrs's, and reports how many cases print
the same. Out of band: needs NVIDIA's Cg toolkit, a C compiler, and cgrs's
libCg built (cargo build -p cgrs-libcg).

    scripts/runtime-walk-real.py [MANIFEST [SOURCES [OUT_DIR]]]

Defaults: $CORPUS_REAL/manifest.tsv (CORPUS_REAL default ../shared/corpus-real,
the shared tree beside this repository), $CREAL_SRC (the materialized sources,
default target/creal), and a temporary directory; OUT_DIR keeps both outputs of
every differing case.
"""
import csv
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WALK = os.path.join(ROOT, "runtime", "libcg", "tests", "c", "walk.c")


def build(tmp, name, flags):
    binary = os.path.join(tmp, name)
    subprocess.run(["cc", "-std=c99", WALK, "-o", binary] + flags, check=True)
    return binary


def run(binary, cwd, args):
    try:
        result = subprocess.run([binary] + args, cwd=cwd, capture_output=True, text=True, timeout=60)
        return result.stdout + (f"exit {result.returncode}\n" if result.returncode else "")
    except subprocess.TimeoutExpired:
        return "timeout\n"


def main():
    corpus = os.environ.get("CORPUS_REAL", os.path.join(ROOT, "..", "shared", "corpus-real"))
    default_sources = os.environ.get("CREAL_SRC", os.path.join(ROOT, "target", "creal"))
    manifest = sys.argv[1] if len(sys.argv) > 1 else os.path.join(corpus, "manifest.tsv")
    sources = sys.argv[2] if len(sys.argv) > 2 else default_sources
    keep = sys.argv[3] if len(sys.argv) > 3 else None
    if not os.path.isfile(manifest):
        sys.exit(f"runtime-walk-real: no manifest {manifest} (set CORPUS_REAL or pass MANIFEST)")
    if not os.path.isdir(sources):
        sys.exit(f"runtime-walk-real: no sources in {sources} (set CREAL_SRC or pass SOURCES; "
                 "corpus-real's materialize.sh SOURCES MIRRORS makes them)")
    lib_dir = os.path.join(ROOT, "target", "debug")
    with tempfile.TemporaryDirectory() as tmp:
        nvidia = build(tmp, "walk-nv", ["-lCg"])
        cgrs = build(tmp, "walk-cgrs", ["-I", os.path.join(ROOT, "runtime", "include"),
                                        f"-L{lib_dir}", "-lCg", f"-Wl,-rpath,{lib_dir}"])
        identical = total = 0
        with open(manifest) as rows:
            for row in csv.DictReader(rows, delimiter="\t"):
                total += 1
                file = f"{row['source'].replace('/', '+')}/{row['path']}"
                args = [row["profile"], row["entry"], file] + row["args"].split()
                expected = run(nvidia, sources, args)
                actual = run(cgrs, sources, args)
                if expected == actual:
                    identical += 1
                elif keep:
                    os.makedirs(keep, exist_ok=True)
                    name = f"{row['id']}.{row['profile']}"
                    open(os.path.join(keep, name + ".nv"), "w").write(expected)
                    open(os.path.join(keep, name + ".cgrs"), "w").write(actual)
    print(f"{identical} of {total} cases identical")


if __name__ == "__main__":
    main()
