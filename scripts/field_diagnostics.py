#!/usr/bin/env python3
"""field_diagnostics.py MANIFEST SRC CGC BIN: both-reject diagnostics of a field corpus.

For every manifest case cgc rejects (cgc_rc 1), runs cgrs exactly as
scripts/field_real.py does (from SRC: BIN -profile P -entry E ARGS
<owner>+<name>/<path> -o TMP); where cgrs rejects too, compares the first
error line (`file(line) : error Cnnnn: ...`) of cgc's stored CGC/<id>.<profile>.log
with cgrs's: same code and same line = SAME. Prints the differing cases grouped
by (cgc code, cgrs code, same line?) and "both-reject diagnostics: SAME / TOTAL",
then how many give cgc's whole list of errors (each error's line and code, in
order): "both-reject whole error lists: SAME / TOTAL".
Options via environment: DIAG_JOBS (default 2).
"""
import collections, os, re, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

ERROR = re.compile(r"^(.*?)\((\d+)\) : (?:fatal )?error (C\d+):?\s*(.*)$")
BARE = re.compile(r"\berror (C\d+):?\s*(.*)$")


def first_error(text):
    """(file, line, code, message) of the first error line, or None."""
    for l in text.splitlines():
        l = l.strip()
        m = ERROR.match(l)
        if m:
            return (m.group(1), int(m.group(2)), m.group(3), m.group(4))
    for l in text.splitlines():
        m = BARE.search(l)
        if m:
            return ("", None, m.group(1), m.group(2))
    return None


def all_errors(text):
    """[(line, code)] of every error line, in order."""
    return [(int(m.group(2)), m.group(3)) for m in
            (ERROR.match(l.strip()) for l in text.splitlines()) if m]


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: field_diagnostics.py MANIFEST SRC CGC BIN")
    manifest, src, cgc_out, binary = sys.argv[1:5]
    binary = os.path.abspath(binary)
    with open(manifest) as f:
        cols = f.readline().rstrip("\n").split("\t")
        cases = [dict(zip(cols, l.rstrip("\n").split("\t"))) for l in f if l.strip()]
    rejected = [c for c in cases if c["cgc_rc"] == "1"]
    work = tempfile.mkdtemp(prefix="diag.")

    def one(c):
        tag = "%s.%s" % (c["id"], c["profile"])
        path = os.path.join(c["source"].replace("/", "+"), c["path"])
        out = os.path.join(work, tag + ".asm")
        args = [a for a in c["args"].split() if a]
        try:
            p = subprocess.run([binary, "-profile", c["profile"], "-entry", c["entry"]] + args +
                               [path, "-o", out], cwd=src, capture_output=True, text=True,
                               errors="replace", timeout=20)
            rc, text = p.returncode, p.stderr + p.stdout
        except subprocess.TimeoutExpired:
            return tag, "hang", None, None, False
        if rc not in (0, 1) or "panicked" in text:
            return tag, "crash", None, None, False
        if rc == 0 and os.path.exists(out):
            return tag, "cgrs-accepts", None, None, False
        with open(os.path.join(cgc_out, tag + ".log"), errors="replace") as f:
            log = f.read()
        theirs = first_error(log)
        ours = first_error(p.stderr) or first_error(p.stdout)
        whole = all_errors(log) == all_errors(p.stderr + p.stdout)
        return tag, "both", theirs, ours, whole

    jobs = int(os.environ.get("DIAG_JOBS", "2"))
    with ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(one, rejected))
    other = collections.Counter(r[1] for r in results if r[1] != "both")
    both = [r for r in results if r[1] == "both"]
    same = 0
    groups = collections.defaultdict(list)
    for tag, _, theirs, ours, _ in both:
        if theirs and ours and theirs[2] == ours[2] and theirs[1] == ours[1]:
            same += 1
            continue
        tc = theirs[2] if theirs else "none"
        oc = ours[2] if ours else "none"
        if theirs and ours and tc == oc:
            kind = "same code, other line"
        elif theirs and ours and theirs[1] == ours[1]:
            kind = "other code, same line"
        else:
            kind = "other code and line"
        groups[(kind, tc, oc)].append((tag, theirs, ours))
    for (kind, tc, oc), items in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print("%3d  %s: cgc %s, cgrs %s" % (len(items), kind, tc, oc))
        for tag, theirs, ours in items:
            print("     %s" % tag)
            print("        cgc : %s" % ("%s(%s) : error %s: %s" % theirs if theirs else "(no error line)")[:220])
            print("        cgrs: %s" % ("%s(%s) : error %s: %s" % ours if ours else "(no error line)")[:220])
    if other:
        print("cgc rejects, cgrs does not reject cleanly: " +
              ", ".join("%s %d" % kv for kv in sorted(other.items())))
    print("both-reject diagnostics: %d / %d" % (same, len(both)))
    print("both-reject whole error lists: %d / %d" % (sum(r[4] for r in both), len(both)))


if __name__ == "__main__":
    main()
