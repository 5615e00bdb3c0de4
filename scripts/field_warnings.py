#!/usr/bin/env python3
"""Compare cgrs's warnings with cgc's on a field corpus.

field_real.py judges verdicts, headers and results; this judges the
warnings (code, line, message) of every case cgc accepts, from the `.log`
files its run-cgc.sh kept beside cgc's programs. It prints how many cases
have exactly cgc's warnings, and each class of difference (a code cgc gives
that cgrs does not, or the reverse, or the same warnings in another order)
with its count and a first example.

Usage:
    python3 scripts/field_warnings.py MANIFEST SRC CGC_OUT CGRS

MANIFEST is a corpus's manifest.tsv (corpus-real or tests/field/heldoutN),
SRC the materialized sources, CGC_OUT the directory of cgc's `.log` files.
"""
import collections
import csv
import os
import re
import subprocess
import sys

DIAGNOSTIC = re.compile(r"\((\d+)\) : (warning|error) (C\d+): (.*)")


def warnings(text):
    found = (DIAGNOSTIC.search(line) for line in text.splitlines())
    return [m.groups() for m in found if m and m.group(2) == "warning"]


def main():
    manifest, src, cgc_out, cgrs = sys.argv[1:5]
    with open(manifest) as f:
        rows = list(csv.reader(f, delimiter="\t"))[1:]
    same = differing = 0
    classes = collections.Counter()
    examples = {}
    for case_id, source, _commit, path, entry, profile, args, rc in (r[:8] for r in rows):
        log = os.path.join(cgc_out, "%s.%s.log" % (case_id, profile))
        if rc != "0" or not os.path.exists(log):
            continue
        with open(log, errors="replace") as f:
            theirs = warnings(f.read())
        shader = os.path.join(source.replace("/", "+"), path)
        run = subprocess.run(
            [cgrs, "-quiet", "-profile", profile, "-entry", entry] + args.split()
            + [shader, "-o", os.devnull],
            cwd=src, capture_output=True, text=True)
        ours = warnings(run.stderr)
        if ours == theirs:
            same += 1
            continue
        differing += 1
        missing = collections.Counter(theirs) - collections.Counter(ours)
        extra = collections.Counter(ours) - collections.Counter(theirs)
        found = [("missing " + w[2], w) for w in missing] + [("extra " + w[2], w) for w in extra]
        for name, warning in found or [("order only", ())]:
            classes[name] += 1
            examples.setdefault(name, (case_id, profile, warning))
    print("cases with exactly cgc's warnings: %d, differing: %d" % (same, differing))
    for name, count in classes.most_common():
        print("%5d  %-16s e.g. %s" % (count, name, examples[name]))


if __name__ == "__main__":
    main()
