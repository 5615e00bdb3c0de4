#!/usr/bin/env python3
"""Measure cgrs's GLSL the way scripts/glsl_baseline.py measures cgc's.

The same programs (tests/reference/manifest.json and corpus-real), the same
configurations (110 compat, 150 and 330 core, es), the same checks
(glslangValidator, `glcheck parse-glsl`, `pair-glsl`, and `diff-glsl` at 110
against cgc's arbvp1/arbfp1 program of the same entry), so that the two
tables stand side by side in docs/glsl-cgc.md §10; only the compiler of the
GLSL differs: CGRS (default target/release/cgrs; build it with
`cargo build --release`).  cgc is not run: the ARB reference programs are the
stored ones (tests/reference, CREAL_CGC).

Writes tests/glsl/cgrs.json (one record per program and per pair) and prints
the tables.  --report only re-prints them from the JSON.

Usage: scripts/glsl_measure.py [--jobs N] [--only SUBSTR] [--workdir DIR] [--report]
Environment: CGRS, GLCHECK (a glcheck whose glcheck-core is built),
GLSLANG (glslangValidator), CREAL_SRC, CREAL_CGC, CORPUS_REAL.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import glsl_baseline as baseline  # noqa: E402

baseline.CGC = os.path.abspath(os.environ.get(
    "CGRS", os.path.join(baseline.ROOT, "target", "release", "cgrs")))
baseline.JSON_OUT = os.path.join(baseline.ROOT, "tests", "glsl", "cgrs.json")

report = baseline.report


def ours_report(data):
    return report(data).replace("| cgc compiles |", "| cgrs compiles |").replace(
        "cgc rejections (GLSL profile, ARB accepted)", "cgrs rejections (GLSL profile, ARB accepted by cgc)")


baseline.report = ours_report

if __name__ == "__main__":
    if "--json" not in sys.argv:
        sys.argv += ["--json", baseline.JSON_OUT]
    if "--versions" in sys.argv:
        sys.exit("glsl_measure: --versions is a question about cgc (scripts/glsl_baseline.py)")
    baseline.main()
