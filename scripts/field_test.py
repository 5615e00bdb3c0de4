#!/usr/bin/env python3
"""Field test: compile real Cg shaders with cgc and cgrs and compare the results.

For every (file, entry, profile) that cgc compiles, cgrs is run with the same
options and the case is classified:

  panic      cgrs panicked (exit 101 / "panicked at")
  hang       cgrs did not finish within the timeout
  rejected   cgrs reported an error (first error line kept)
  invalid    cgrs produced a program the judge (glcheck/nvvm parse) rejects
  differ     cgrs's program differs from cgc's on random inputs (cgrs run --compare);
             glcheck diff / nvvm diff is run as a second opinion
  cmp-error  the comparison itself failed (e.g. a binding the VM cannot match)
  equivalent same outputs on the random inputs

Sources: the Cg Toolkit examples (read in place, only names/verdicts recorded),
/work/shared/tools/{glcheck,nvvm}/tests/cg, and tests/shaders via
tests/reference/manifest.json.  Deterministic: fixed seed, sorted output.
"""
import argparse, hashlib, json, os, re, subprocess, sys, tempfile
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLKIT = "/usr/share/doc/nvidia-cg-doc/examples"
GLCHECK = "/work/shared/tools/glcheck/glcheck"
NVVM = "/work/shared/tools/nvvm/nvvm"
VERTEX = ["arbvp1", "vp20", "vp30"]
FRAGMENT = ["arbfp1"]


def run(cmd, timeout=10, cwd=None):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=cwd,
                           errors="replace")
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, "", "timeout"


def functions(text):
    names = re.findall(r'^\s*(?:[A-Za-z_][A-Za-z0-9_]*\s+)+([A-Za-z_][A-Za-z0-9_]*)\s*\(', text, re.M)
    bad = {"if", "for", "while", "return", "switch", "sizeof"}
    return sorted({n for n in names if n not in bad})


def entries_for(path, text):
    funcs = set(functions(text))
    base = os.path.splitext(os.path.basename(path))[0]
    cand = set()
    if base in funcs:
        cand.add(base)
    if "main" in funcs:
        cand.add("main")
    # names the example's C code or the effect file passes as entry
    d = os.path.dirname(path)
    for f in sorted(os.listdir(d)):
        if f.endswith((".c", ".cpp", ".cgfx")):
            try:
                t = open(os.path.join(d, f), errors="replace").read()
            except OSError:
                continue
            for n in re.findall(r'"([A-Za-z_][A-Za-z0-9_]*)"', t):
                if n in funcs:
                    cand.add(n)
            for n in re.findall(r'compile\s+\w+\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(', t):
                if n in funcs:
                    cand.add(n)
    if not cand:
        cand = funcs
    return sorted(cand)


def cgc(path, entry, profile, out):
    rc, so, se = run(["cgc", "-quiet", "-profile", profile, "-entry", entry, path, "-o", out], timeout=30)
    ok = rc == 0 and os.path.exists(out) and open(out).read().startswith("!!")
    return ok, (se + so).strip()


def count_instructions(asm):
    n = 0
    for line in asm.splitlines():
        s = line.strip()
        if not s or s.startswith("#") or s.startswith("!!"):
            continue
        s = s.split("#")[0].strip()
        if not s or s == "END" or s.endswith(":"):
            continue
        w = s.split()[0]
        if w in ("PARAM", "TEMP", "ATTRIB", "OUTPUT", "ADDRESS", "OPTION", "ALIAS"):
            continue
        n += 1
    return n


def first_error(text):
    lines = [re.sub(r'^\S*/', '', l.strip()) for l in text.splitlines() if l.strip()]
    for l in lines:
        if "panicked at" in l:
            return l[:200]
    for l in lines:
        if "error" in l.lower():
            return l[:200]
    return lines[0][:200] if lines else ""


def classify_vertex(path, entry, work):
    """Return the profiles to try for this entry: vertex if cgc's arbvp1 (or vp30)
    program writes the position, fragment if arbfp1 compiles otherwise."""
    tmp = os.path.join(work, "probe.asm")
    for p, pat in (("arbvp1", "result.position"), ("vp30", "o[HPOS]")):
        ok, _ = cgc(path, entry, p, tmp)
        if ok and pat in open(tmp).read():
            return VERTEX
    ok, _ = cgc(path, entry, "arbfp1", tmp)
    if ok:
        return FRAGMENT
    return VERTEX + FRAGMENT  # cgc fails everywhere: recorded as cgc-fails, not a case


def test_case(cgrs, path, entry, profile, work, tag):
    theirs = os.path.join(work, tag + ".cgc.asm")
    ours = os.path.join(work, tag + ".cgrs.asm")
    ok, msg = cgc(path, entry, profile, theirs)
    if not ok:
        return None
    r = {"profile": profile, "entry": entry}
    their_text = open(theirs).read()
    r["cgc_instructions"] = count_instructions(their_text)
    if os.path.exists(ours):
        os.remove(ours)
    rc, so, se = run([cgrs, "-profile", profile, "-entry", entry, path, "-o", ours], timeout=10)
    if rc is None:
        r["verdict"] = "hang"; return r
    if rc == 101 or "panicked at" in se:
        r["verdict"] = "panic"; r["detail"] = first_error(se); return r
    if rc != 0 or not os.path.exists(ours):
        r["verdict"] = "rejected"; r["detail"] = first_error(se + so); return r
    our_text = open(ours).read()
    r["cgrs_instructions"] = count_instructions(our_text)
    judge = NVVM if profile in ("vp20", "vp30") else GLCHECK
    rc, so, se = run([judge, "parse", ours], timeout=60)
    if rc != 0:
        r["verdict"] = "invalid"
        r["detail"] = first_error(so + se)
        return r
    rc, so, se = run([cgrs, "run", ours, "--compare", theirs, "--count", "64", "--seed", "1"], timeout=30)
    if rc == 0:
        r["verdict"] = "equivalent"
    elif rc == 3 and re.search(r"vs theirs undefined", so):
        # cgc's own program reads an undefined value (uninitialised temporary) where
        # cgrs's is defined: not a cgrs fault, counted apart
        r["verdict"] = "cgc-undef"
        r["detail"] = " | ".join(l.strip() for l in so.splitlines() if l.startswith("first mismatch"))[:300]
    elif rc == 3:
        r["verdict"] = "differ"
        m = [l.strip() for l in so.splitlines() if l.startswith("first mismatch") or l.startswith("compared")]
        r["detail"] = " | ".join(m)[:300]
        # second opinion from the independent judge
        jrc, jso, jse = run([judge, "diff", path, "--entry", entry, "--profile", profile,
                             "--ours", ours, "--theirs", theirs], timeout=120)
        r["judge_diff"] = {0: "equivalent", 1: "different"}.get(jrc, "unresolved")
    elif rc is None:
        r["verdict"] = "cmp-error"; r["detail"] = "cgrs run --compare timed out"
    else:
        r["verdict"] = "cmp-error"; r["detail"] = first_error(se + so)
    return r


def sources(args):
    out = []  # (source, display name, absolute path, entries or None, profiles or None)
    if os.path.isdir(TOOLKIT) and not args.no_toolkit:
        seen = {}
        for dp, dn, fn in os.walk(TOOLKIT):
            for f in fn:
                if f.endswith((".cg", ".cgfx")):
                    p = os.path.join(dp, f)
                    h = hashlib.md5(open(p, "rb").read()).hexdigest()
                    rel = os.path.relpath(p, TOOLKIT)
                    if h not in seen or rel < seen[h]:
                        seen[h] = rel
        for rel in sorted(seen.values()):
            out.append(("toolkit", rel, os.path.join(TOOLKIT, rel), None, None))
    for tool in ("glcheck", "nvvm"):
        d = "/work/shared/tools/%s/tests/cg" % tool
        if os.path.isdir(d):
            for f in sorted(os.listdir(d)):
                if f.endswith(".cg"):
                    out.append((tool, "%s/tests/cg/%s" % (tool, f), os.path.join(d, f), None, None))
    man = os.path.join(ROOT, "tests/reference/manifest.json")
    if os.path.exists(man):
        cases = defaultdict(lambda: defaultdict(set))
        for e in json.load(open(man)):
            if e.get("cgc") == "ok" and e.get("profile") in VERTEX + FRAGMENT:
                cases[e["file"]][e["entry"]].add(e["profile"])
        for f in sorted(cases):
            for entry in sorted(cases[f]):
                out.append(("shaders", f, os.path.join(ROOT, f), [entry], sorted(cases[f][entry])))
    fdir = os.path.join(ROOT, "tests/field")
    if os.path.isdir(fdir) and args.repros:
        for f in sorted(os.listdir(fdir)):
            if f.endswith(".cg"):
                out.append(("repro", "tests/field/" + f, os.path.join(fdir, f), None, None))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cgrs", default=os.path.join(ROOT, "target/debug/cgrs"))
    ap.add_argument("--json", default=os.path.join(ROOT, "tests/field/results.json"))
    ap.add_argument("--no-toolkit", action="store_true")
    ap.add_argument("--repros", action="store_true", help="also run tests/field/*.cg")
    ap.add_argument("--only", default=None, help="substring filter on file names")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as work:
        n = 0
        for src, name, path, entries, profiles in sources(args):
            if args.only and args.only not in name:
                continue
            text = open(path, errors="replace").read()
            ents = entries or entries_for(path, text)
            for e in ents:
                profs = profiles or classify_vertex(path, e, work)
                for p in profs:
                    n += 1
                    r = test_case(args.cgrs, path, e, p, work, "c%d" % n)
                    if r is None:
                        continue
                    r = dict(source=src, file=name, **r)
                    results.append(r)
                    if args.verbose:
                        print(r["verdict"], p, e, name, r.get("detail", ""), file=sys.stderr, flush=True)
    results.sort(key=lambda r: (r["source"], r["file"], r["entry"], r["profile"]))
    # table
    print(("%-9s %-7s" + " %7s" * 10) % ("source", "profile", "cases", "equiv", "differ",
          "(judge)", "cgcund", "reject", "invalid", "panic", "hang", "cmperr"))
    by = defaultdict(Counter)
    for r in results:
        by[(r["source"], r["profile"])][r["verdict"]] += 1
        by[("ALL", r["profile"])][r["verdict"]] += 1
        by[("ALL", "all")][r["verdict"]] += 1
        if r.get("judge_diff") == "different":
            for k in ((r["source"], r["profile"]), ("ALL", r["profile"]), ("ALL", "all")):
                by[k]["judge-different"] += 1
    for (s, p) in sorted(by, key=lambda k: (k[0] == "ALL", k)):
        c = by[(s, p)]
        print(("%-9s %-7s" + " %7d" * 10) % (s, p, sum(c.values()), c["equivalent"], c["differ"],
              c["judge-different"], c["cgc-undef"], c["rejected"], c["invalid"], c["panic"], c["hang"], c["cmp-error"]))
    eq = [r for r in results if r["verdict"] == "equivalent"]
    if eq:
        a = sum(r["cgrs_instructions"] for r in eq); b = sum(r["cgc_instructions"] for r in eq)
        worse = sum(1 for r in eq if r["cgrs_instructions"] > r["cgc_instructions"])
        better = sum(1 for r in eq if r["cgrs_instructions"] < r["cgc_instructions"])
        print("equivalent: %d cases, instructions cgrs %d vs cgc %d (%.2fx); cgrs longer in %d, shorter in %d"
              % (len(eq), a, b, a / max(b, 1), worse, better))
    print()
    for r in results:
        if r["verdict"] != "equivalent":
            print("%-10s %-6s %-20s %s  %s%s" % (r["verdict"], r["profile"], r["entry"], r["file"],
                  r.get("detail", ""), "  [judge: %s]" % r["judge_diff"] if "judge_diff" in r else ""))
    if args.json:
        os.makedirs(os.path.dirname(args.json), exist_ok=True)
        with open(args.json, "w") as f:
            json.dump(results, f, indent=0, sort_keys=True)
            f.write("\n")


if __name__ == "__main__":
    main()
