#!/usr/bin/env python3
"""Regenerate tests/lower/unroll/verdicts.tsv with NVIDIA cgc 3.1.

Every body of tests/lower/unroll/bodies.txt, in a loop of 1 to 12 trips put
into tests/lower/unroll/template.cg, is compiled by cgc for vp30; the verdict
is whether cgc kept the loop (its program branches) or unrolled it.
tests/suite/unroll_rule.rs compares cgrs's choice with these verdicts.

Usage: scripts/regen_unroll_verdicts.py   (CGC names cgc, default `cgc`)
"""
import os, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIR = os.path.join(ROOT, "tests", "lower", "unroll")
CGC = os.environ.get("CGC", "cgc")
TRIPS = range(1, 13)


def program(template, body, trips):
    loop = "for (int i = 0; i < %d; i++) { %s }" % (trips, body)
    return template.replace("@LOOP@", loop)


def verdict(source):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "probe.cg")
        with open(path, "w") as f:
            f.write(source)
        run = subprocess.run([CGC, "-quiet", "-profile", "vp30", path], capture_output=True, text=True)
    if run.returncode != 0 or "!!VP2.0" not in run.stdout:
        sys.exit("cgc rejected a probe:\n" + source + run.stdout + run.stderr)
    return "loop" if "BRA" in run.stdout else "unrolled"


def main():
    template = open(os.path.join(DIR, "template.cg")).read()
    bodies = [line.rstrip("\n") for line in open(os.path.join(DIR, "bodies.txt")) if line.strip()]
    rows = ["%d\t%s\t%s" % (n, verdict(program(template, body, n)), body) for body in bodies for n in TRIPS]
    with open(os.path.join(DIR, "verdicts.tsv"), "w") as f:
        f.write("# trips\tcgc's vp30 program\tloop body (scripts/regen_unroll_verdicts.py)\n")
        f.write("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
