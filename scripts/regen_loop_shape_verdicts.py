#!/usr/bin/env python3
"""Regenerate tests/lower/loop_shapes/verdicts.tsv from NVIDIA cgc 3.1.

Every loop of tests/lower/loop_shapes/loops.txt (counted loops in every form
of test and step, with run-time second tests, breaks and continues) is put
into template.cg and compiled by cgc for arbvp1, which must unroll it, and
vp30, which may keep it: the verdict is `ok` or the error codes cgc reports.
tests/suite/loop_shapes.rs checks that cgrs accepts what cgc accepts
(src/lower/control/trip_count.rs holds the rule).

Usage (from the repository root, with cgc on PATH or CGC=...):
    python3 scripts/regen_loop_shape_verdicts.py
"""
import os
import re
import subprocess
import tempfile

DIR = os.path.join(os.path.dirname(__file__), "..", "tests", "lower", "loop_shapes")
PROFILES = ["arbvp1", "vp30"]


def verdict(cgc, profile, source):
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "probe.cg")
        with open(path, "w") as f:
            f.write(source)
        run = subprocess.run([cgc, "-profile", profile, path], capture_output=True, text=True)
    if run.returncode == 0:
        return "ok"
    codes = sorted(set(re.findall(r"error (C\d+)", run.stdout + run.stderr)))
    return " ".join(codes) or "failed"


def main():
    cgc = os.environ.get("CGC", "cgc")
    template = open(os.path.join(DIR, "template.cg")).read()
    loops = [line.rstrip("\n") for line in open(os.path.join(DIR, "loops.txt")) if line.strip()]
    lines = ["# profile\tcgc's verdict\tloop (scripts/regen_loop_shape_verdicts.py)"]
    for profile in PROFILES:
        for loop in loops:
            lines.append(f"{profile}\t{verdict(cgc, profile, template.replace('@LOOP@', loop))}\t{loop}")
    with open(os.path.join(DIR, "verdicts.tsv"), "w") as out:
        out.write("\n".join(lines) + "\n")
    print(f"{len(lines) - 1} verdicts written")


if __name__ == "__main__":
    main()
