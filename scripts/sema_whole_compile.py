#!/usr/bin/env python3
"""The sema corpus through the whole compiler: for every case of
tests/sema/expected.json, the error lines and codes cgrs prints against
cgc's recorded ones (the suite's sema_corpus tests run the checker only and
count back-end codes apart). Prints each case that differs and a count.

Usage (from the repository root): scripts/sema_whole_compile.py CGRS_BINARY
"""
import json
import re
import subprocess
import sys


def errors_of(output):
    return [(int(m.group(1) or 0), m.group(2))
            for m in re.finditer(r'^[^\n]*?\((\d*)\) : (?:fatal )?error (C\d+)', output, re.M)]


def main():
    binary = sys.argv[1]
    cases = json.load(open('tests/sema/expected.json'))
    differing = 0
    for name, case in sorted(cases.items()):
        argv = case['command'].split()[1:]
        out = argv.index('-o')
        argv = argv[:out] + argv[out + 2:]
        run = subprocess.run([binary] + argv + ['-o', '/dev/null'], capture_output=True, text=True)
        ours = errors_of(run.stdout + run.stderr)
        theirs = [(d['line'], d['code']) for d in case['diagnostics'] if d['severity'] == 'error']
        if ours != theirs:
            differing += 1
            print(f"{name}: cgc {theirs} ours {ours}")
    print(f"{differing} of {len(cases)} cases differ")


if __name__ == '__main__':
    main()
