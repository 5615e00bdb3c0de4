#!/usr/bin/env python3
"""Field test over ../shared/corpus-real: cgrs against cgc 3.1, case by case.

For every case of corpus-real's manifest.tsv (file, entry, defines, profile) it
compares, against cgc's stored outputs (made by corpus-real's run-cgc.sh):

  verdict   cgrs accepts exactly what cgc accepts; where cgc rejects a program
            only because its own code exceeds a profile limit (C6001
            temporaries, C6002 instructions, C6007 constants) and cgrs's
            fits, the case is
            "fits" (as end_to_end's CGC_OUT_OF_RESOURCES)
  header    the #var, #semantic and #default lines, in order, are cgc's
            (#const lines depend on code generation and are not compared)
  results   cgrs's and cgc's programs compute the same on random inputs in
            cgrs's VM (`cgrs run --compare`); with --judge, also under Mesa
            (glcheck diff, ARB) or nvvm (NV) for every accepted case
  size      instructions of both programs

Usage:
  scripts/field-real.sh [--only SUBSTR] [--judge] [--jobs N] [--list-headers]

Environment: CORPUS_REAL (default ../shared/corpus-real) or CORPUS_MANIFEST
(a manifest.tsv of the same form, see scripts/make_manifest.py), CREAL_SRC (the
materialized sources, default target/creal in this repository; made by
`materialize.sh CREAL_SRC MIRRORS`, MIRRORS the directory of the projects' git
mirrors), CREAL_CGC (cgc's outputs, default target/creal-cgc; made by
`run-cgc.sh CREAL_SRC CREAL_CGC` when missing), GLCHECK, NVVM (judges, default
../shared/tools/{glcheck/glcheck,nvvm/nvvm}). A whole corpus-real run writes
tests/field/real-results.json; a subset (--only) or another manifest writes only
to --json.
"""
import argparse, json, os, re, subprocess, sys, tempfile
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.environ.get("CORPUS_REAL", os.path.join(ROOT, "..", "shared", "corpus-real"))
# Another corpus of the same form (scripts/make_manifest.py makes one).
MANIFEST = os.environ.get("CORPUS_MANIFEST", os.path.join(CORPUS, "manifest.tsv"))
# The corpus as materialized and cgc's outputs over it: made on each machine,
# so by default in this repository's ignored target/.
SRC = os.environ.get("CREAL_SRC", os.path.join(ROOT, "target", "creal"))
CGC_OUT = os.environ.get("CREAL_CGC", os.path.join(ROOT, "target", "creal-cgc"))
GLCHECK = os.environ.get("GLCHECK", os.path.join(ROOT, "..", "shared", "tools", "glcheck", "glcheck"))
NVVM = os.environ.get("NVVM", os.path.join(ROOT, "..", "shared", "tools", "nvvm", "nvvm"))
HEADER_KEYS = ("#var ", "#semantic ", "#default ")


def run(cmd, timeout=20, cwd=None):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=cwd,
                           errors="replace")
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, "", "timeout"


def count_instructions(asm):
    m = re.search(r"^# (\d+) instructions", asm, re.M)
    return int(m.group(1)) if m else None


def header_lines(asm):
    return [l.rstrip() for l in asm.splitlines() if l.startswith(HEADER_KEYS)]


# cgc's errors for a program over a profile limit (temporaries, instructions).
OUT_OF_RESOURCES = re.compile(r"error C600[127]:")


def first_error(text):
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for l in lines:
        if "error" in l.lower() or "panicked" in l:
            return l[:200]
    return lines[0][:200] if lines else ""


def read_manifest():
    cases = []
    with open(MANIFEST) as f:
        cols = f.readline().rstrip("\n").split("\t")
        for line in f:
            row = dict(zip(cols, line.rstrip("\n").split("\t")))
            cases.append(row)
    return cases


NUMBER = re.compile(r"-?\d+\.?\d*(?:[eE][-+]?\d+)?")
# A brace group of numbers only: an ARB PARAM literal ({ 0.5, 2, 0, 1 }).
LITERAL = re.compile(r"\{[-+\d.,eE\s]*\}")


def perturbed(text):
    """cgc's program with every literal (ARB PARAM braces, NV #const lines)
    scaled by 1 + 1e-6, about 8 ulp: a well-conditioned program's results
    move by about as much, within the VM's tolerance."""
    def scale(match):
        value = float(match.group(0))
        return repr(value * (1.0 + 1e-6)) if value != 0.0 else match.group(0)
    lines = []
    for line in text.splitlines(keepends=True):
        if line.startswith("#const"):
            head, sep, body = line.partition("=")
            line = head + sep + NUMBER.sub(scale, body)
        else:
            line = LITERAL.sub(lambda m: NUMBER.sub(scale, m.group(0)), line)
        lines.append(line)
    return "".join(lines)


def ill_conditioned(cgrs, theirs, work, tag):
    """True when cgc's own program, compared with itself with its literals
    perturbed by 1e-6 relative, also differs in the VM: its results hang on
    rounding (frac(sin(x) * 43758.5453) hash noise), so a difference from
    cgrs's program says nothing about either."""
    shaken = os.path.join(work, tag + ".perturbed.asm")
    with open(theirs) as f, open(shaken, "w") as out:
        out.write(perturbed(f.read()))
    rc, _, _ = run([cgrs, "run", theirs, "--compare", shaken, "--count", "64", "--seed", "1"],
                   timeout=60)
    return rc == 3


def test_case(cgrs, case, work, judge):
    owner = case["source"].replace("/", "+")
    path = os.path.join(owner, case["path"])
    tag = "%s.%s" % (case["id"], case["profile"])
    r = {"id": case["id"], "profile": case["profile"], "source": case["source"],
         "cgc_rc": int(case["cgc_rc"])}
    ours = os.path.join(work, tag + ".asm")
    args = [a for a in case["args"].split() if a]
    rc, so, se = run([cgrs, "-profile", case["profile"], "-entry", case["entry"]] + args +
                     [path, "-o", ours], cwd=SRC)
    if rc is None:
        r["verdict"] = "hang"; return r
    if rc not in (0, 1) or "panicked" in se:
        r["verdict"] = "crash"; r["detail"] = first_error(se) or "exit %s" % rc; return r
    accepted = rc == 0 and os.path.exists(ours)
    if accepted != (r["cgc_rc"] == 0):
        r["verdict"] = "accepted" if accepted else "rejected"
        r["detail"] = first_error(se + so) if not accepted else \
            first_error(open(os.path.join(CGC_OUT, tag + ".log"), errors="replace").read())
        if accepted and OUT_OF_RESOURCES.search(r["detail"] or ""):
            # cgc's own program exceeds a profile limit that cgrs's fits in.
            r["verdict"] = "fits"
        return r
    if not accepted:
        r["verdict"] = "both-reject"; return r
    theirs = os.path.join(CGC_OUT, tag + ".asm")
    our_text, their_text = open(ours).read(), open(theirs).read()
    r["cgrs_instructions"] = count_instructions(our_text)
    r["cgc_instructions"] = count_instructions(their_text)
    oh, th = header_lines(our_text), header_lines(their_text)
    if oh != th:
        r["header_diff"] = [("-" + l) for l in th if l not in oh] + [("+" + l) for l in oh if l not in th]
        if not r["header_diff"]:
            r["header_diff"] = ["(same lines, other order)"]
    rc, so, se = run([cgrs, "run", ours, "--compare", theirs, "--count", "64", "--seed", "1"], timeout=60)
    if rc == 0:
        r["verdict"] = "equivalent"
    elif rc == 3 and re.search(r"vs theirs undefined", so):
        r["verdict"] = "cgc-undef"
        r["detail"] = " | ".join(l.strip() for l in so.splitlines() if l.startswith("first mismatch"))[:300]
    elif rc == 3:
        r["verdict"] = "ill-cond" if ill_conditioned(cgrs, theirs, work, tag) else "differ"
        r["detail"] = " | ".join(l.strip() for l in so.splitlines()
                                 if l.startswith("first mismatch") or l.startswith("compared"))[:300]
    else:
        r["verdict"] = "cmp-error"; r["detail"] = first_error(se + so)
    if judge and r["verdict"] in ("equivalent", "differ", "ill-cond", "cgc-undef", "cmp-error"):
        tool = NVVM if case["profile"] in ("vp20", "vp30") else GLCHECK
        jrc, jso, jse = run([tool, "diff", os.path.join(SRC, path), "--entry", case["entry"],
                             "--profile", case["profile"], "--ours", ours, "--theirs", theirs],
                            timeout=180)
        r["judge"] = {0: "equivalent", 1: "different"}.get(jrc, "unresolved")
        if jrc not in (0,):
            r["judge_detail"] = first_error(jso + jse)
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cgrs", default=os.path.join(ROOT, "target/release/cgrs"))
    # The stored results are corpus-real's, whole: a subset (--only) or another
    # manifest writes only where --json says.
    ap.add_argument("--json", default=None)
    ap.add_argument("--only", default=None, help="substring filter on case ids")
    ap.add_argument("--judge", action="store_true", help="also glcheck/nvvm diff every accepted case")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--list-headers", action="store_true", help="print every header difference")
    args = ap.parse_args()
    if args.json is None and not args.only and "CORPUS_MANIFEST" not in os.environ:
        args.json = os.path.join(ROOT, "tests/field/real-results.json")
    if not os.path.isdir(SRC):
        sys.exit("field_real: no sources in %s; set CREAL_SRC, or run %s/materialize.sh %s MIRRORS"
                 % (SRC, CORPUS, SRC))
    if not os.path.isdir(CGC_OUT):
        sys.exit("field_real: no cgc outputs in %s; set CREAL_CGC, or run %s/run-cgc.sh %s %s"
                 % (CGC_OUT, CORPUS, SRC, CGC_OUT))
    cases = [c for c in read_manifest() if not args.only or args.only in c["id"] + "." + c["profile"]]
    with tempfile.TemporaryDirectory() as work:
        with ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(lambda c: test_case(args.cgrs, c, work, args.judge), cases))
    results.sort(key=lambda r: (r["source"], r["id"], r["profile"]))
    table(results)
    for r in results:
        if r["verdict"] not in ("equivalent", "both-reject") or r.get("judge") not in (None, "equivalent"):
            print("%-11s %-6s %s  %s%s" % (r["verdict"], r["profile"], r["id"], r.get("detail", ""),
                  "  [judge: %s %s]" % (r["judge"], r.get("judge_detail", "")) if "judge" in r else ""))
    if args.list_headers:
        for r in results:
            if "header_diff" in r:
                print("header %s %s" % (r["id"], r["profile"]))
                for l in r["header_diff"]:
                    print("    " + l)
    if args.json:
        os.makedirs(os.path.dirname(args.json), exist_ok=True)
        with open(args.json, "w") as f:
            json.dump(results, f, indent=0, sort_keys=True)
            f.write("\n")


def table(results):
    cols = ["cases", "verdict=", "equiv", "differ", "ill-cond", "cgc-undef", "cmp-err", "fits", "rejected", "accepted",
            "crash", "hang", "hdr-diff", "judge!="]
    print(("%-26s %-7s" + " %9s" * len(cols)) % (("source", "profile") + tuple(cols)))
    by = defaultdict(Counter)
    size = defaultdict(lambda: [0, 0, 0])
    for r in results:
        for key in ((r["source"].split("/")[-1], r["profile"]), ("ALL", r["profile"]), ("ALL", "all")):
            c = by[key]
            c["cases"] += 1
            c[r["verdict"]] += 1
            if r["verdict"] not in ("accepted", "rejected", "crash", "hang", "fits"):
                c["verdict="] += 1
            if "header_diff" in r:
                c["hdr-diff"] += 1
            if r.get("judge") not in (None, "equivalent"):
                c["judge!="] += 1
            if r.get("cgrs_instructions") is not None and r.get("cgc_instructions") is not None:
                s = size[key]
                s[0] += r["cgrs_instructions"]; s[1] += r["cgc_instructions"]
                s[2] += r["cgrs_instructions"] > r["cgc_instructions"] + 2
    names = {"equiv": "equivalent", "cmp-err": "cmp-error"}
    for key in sorted(by, key=lambda k: (k[0] == "ALL", k)):
        c = by[key]
        print(("%-26s %-7s" + " %9d" * len(cols)) % (key + tuple(c[names.get(k, k)] for k in cols)))
    print()
    print("instructions where both compile (cgrs / cgc, cases longer by more than 2):")
    for key in sorted(size, key=lambda k: (k[0] == "ALL", k)):
        if key[0] == "ALL":
            a, b, w = size[key]
            print("  %-7s %6d / %6d = %.3f  longer>2: %d" % (key[1], a, b, a / max(b, 1), w))
    print()


if __name__ == "__main__":
    main()
