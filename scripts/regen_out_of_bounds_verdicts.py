#!/usr/bin/env python3
"""Regenerate tests/lower/out_of_bounds/verdicts.tsv from NVIDIA cgc 3.1.

Every body of tests/lower/out_of_bounds/bodies.txt is put into template.cg
and compiled by cgc for arbfp1, arbvp1 and vp30; the verdict is `ok` where
cgc compiles the probe, else its error codes in order (`C1068,C1011`).
tests/suite/out_of_bounds.rs checks cgrs's verdicts against it (the rule:
src/lower/expr/index.rs, `out_of_bounds` and `check_written_index`).

Usage (from the repository root, with cgc on PATH or CGC=...):
    python3 scripts/regen_out_of_bounds_verdicts.py
"""
import os
import re
import subprocess
import tempfile

DIR = os.path.join(os.path.dirname(__file__), "..", "tests", "lower", "out_of_bounds")
PROFILES = {"arbfp1": "COLOR", "arbvp1": "POSITION", "vp30": "POSITION"}


def verdict(cgc, profile, source):
    with tempfile.NamedTemporaryFile("w", suffix=".cg", delete=False) as f:
        f.write(source)
        path = f.name
    try:
        run = subprocess.run([cgc, "-q", "-profile", profile, path, "-o", os.devnull],
                             capture_output=True, text=True)
    finally:
        os.unlink(path)
    if run.returncode == 0:
        return "ok"
    codes = re.findall(r"error (C\d{4})", run.stdout + run.stderr)
    return ",".join(codes) or "rejected"


def main():
    cgc = os.environ.get("CGC", "cgc")
    template = open(os.path.join(DIR, "template.cg")).read()
    bodies = [line.rstrip("\n") for line in open(os.path.join(DIR, "bodies.txt")) if line.strip()]
    lines = ["# profile\tcgc's verdict\tbody (scripts/regen_out_of_bounds_verdicts.py)"]
    for profile, result in PROFILES.items():
        for body in bodies:
            source = template.replace("@BODY@", body).replace("@RESULT@", result)
            lines.append(f"{profile}\t{verdict(cgc, profile, source)}\t{body}")
    with open(os.path.join(DIR, "verdicts.tsv"), "w") as out:
        out.write("\n".join(lines) + "\n")
    print(f"{len(lines) - 1} verdicts written")


if __name__ == "__main__":
    main()
