#!/usr/bin/env python3
"""Regenerate tests/lower/early_reads/verdicts.tsv from NVIDIA cgc 3.1.

Every body of tests/lower/early_reads/bodies.txt is put into template.cg and
compiled by cgc for arbfp1 and arbvp1; the verdict says, for each of the
inputs v.a, v.b, v.c, v.d, whether cgc's header gives it a register and
whether it is referenced: `a1` (register, referenced), `c0` (register kept,
unreferenced), `--` (no register); `rejected` where cgc rejects the probe
(`discard` in a vertex program). tests/suite/early_reads.rs checks cgrs's
headers against it (src/lower/entry/early_reads.rs holds the rule).

Usage (from the repository root, with cgc on PATH or CGC=...):
    python3 scripts/regen_early_read_verdicts.py
"""
import os
import subprocess
import tempfile

DIR = os.path.join(os.path.dirname(__file__), "..", "tests", "lower", "early_reads")
PROFILES = {"arbfp1": "COLOR", "arbvp1": "POSITION"}


def verdict(cgc, profile, source):
    with tempfile.NamedTemporaryFile("w", suffix=".cg", delete=False) as f:
        f.write(source)
        path = f.name
    try:
        run = subprocess.run([cgc, "-profile", profile, path], capture_output=True, text=True)
    finally:
        os.unlink(path)
    if run.returncode != 0:
        return "rejected"
    kept = {}
    for line in run.stdout.splitlines():
        if line.startswith("#var float4 v."):
            fields = [field.strip() for field in line.split(" : ")]
            name = fields[0][-1]
            kept[name] = name + fields[4] if fields[2] else "--"
    return "".join(kept.get(name, "??") for name in "abcd")


def main():
    cgc = os.environ.get("CGC", "cgc")
    template = open(os.path.join(DIR, "template.cg")).read()
    bodies = [line.rstrip("\n") for line in open(os.path.join(DIR, "bodies.txt")) if line.strip()]
    lines = ["# profile\tcgc's registers of v.a v.b v.c v.d\tbody (scripts/regen_early_read_verdicts.py)"]
    for profile, result in PROFILES.items():
        for body in bodies:
            source = template.replace("@BODY@", body).replace("@RESULT@", result)
            lines.append(f"{profile}\t{verdict(cgc, profile, source)}\t{body}")
    with open(os.path.join(DIR, "verdicts.tsv"), "w") as out:
        out.write("\n".join(lines) + "\n")
    print(f"{len(lines) - 1} verdicts written")


if __name__ == "__main__":
    main()
