#!/usr/bin/env python3
"""Regenerate tests/reference/ from tests/shaders/ with NVIDIA cgc 3.1.

For every (file, entry, profile) named by a `// cgrs-test:` header line:
  cgc -profile P -entry E -o tests/reference/<dir>/<stem>.<E>.<P>.asm tests/shaders/<dir>/<file>
run from the repository root.  When cgc rejects the case its stderr is stored as
<stem>.<E>.<P>.err instead.  Every cgc program is then judged: glcheck parse for
!!ARB programs, nvvm parse for !!VP programs.  tests/reference/manifest.json lists
every case.  Output is sorted and deterministic.

Usage: scripts/regen_reference.py [--no-judge] [--only SUBSTRING]
Environment: CGC (default cgc), GLCHECK, NVVM (default ../shared/tools/..., the
shared tree beside this repository).
"""
import json, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHADERS = "tests/shaders"
REF = "tests/reference"
DIRS = ["vertex", "fragment", "flow", "stdlib"]
CGC = os.environ.get("CGC", "cgc")
# The judges, by default those of the shared tree beside this repository.
GLCHECK = os.environ.get("GLCHECK", os.path.join(ROOT, "..", "shared", "tools", "glcheck", "glcheck"))
NVVM = os.environ.get("NVVM", os.path.join(ROOT, "..", "shared", "tools", "nvvm", "nvvm"))
HEADER = re.compile(r"^//\s*cgrs-test:\s*(.*)$")
PROFILES = {"arbvp1", "arbfp1", "vp20", "vp30"}


def parse_headers(path):
    """Returns (entries, uniforms, varyings): entries = [(entry, [profiles], {profile: 'error'})];
    uniforms and varyings are range lines (`NAME range=LO..HI [int]`, a varying named by semantic)."""
    entries, uniforms, varyings = [], [], []
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = HEADER.match(line.strip())
            if not m:
                if line.strip() and not line.startswith("//"):
                    break
                continue
            words = m.group(1).split()
            if words and words[0] == "note":
                continue
            if words and words[0] == "uniform":
                uniforms.append(" ".join(words[1:]))
                continue
            if words and words[0] == "varying":
                varyings.append(" ".join(words[1:]))
                continue
            kv = dict(w.split("=", 1) for w in words if "=" in w)
            profs = kv["profiles"].split(",")
            for p in profs:
                if p not in PROFILES:
                    raise SystemExit(f"{path}: unknown profile {p}")
            expect = {}
            if "expect-error" in kv:
                for p in kv["expect-error"].split(","):
                    expect[p] = "error"
            entries.append((kv["entry"], profs, expect))
    if not entries:
        raise SystemExit(f"{path}: no '// cgrs-test: entry=... profiles=...' header")
    return entries, uniforms, varyings


def judge(asm_path):
    with open(asm_path, encoding="utf-8", errors="replace") as f:
        head = f.readline().strip()
    tool = GLCHECK if head.startswith("!!ARB") else NVVM
    name = "glcheck" if tool == GLCHECK else "nvvm"
    r = subprocess.run([tool, "parse", asm_path], capture_output=True, text=True)
    last = (r.stdout.strip().splitlines() or ["{}"])[-1]
    try:
        js = json.loads(last)
    except ValueError:
        js = {}
    verdict = "ok" if (r.returncode == 0 and js.get("ok", False)) else "error"
    res = {"judge": name, "judge_verdict": verdict}
    if verdict != "ok":
        res["judge_error"] = js.get("error_string", r.stdout[-300:] + r.stderr[-300:])
    return res


def main():
    os.chdir(ROOT)
    do_judge = "--no-judge" not in sys.argv
    only = None
    if "--only" in sys.argv:
        only = sys.argv[sys.argv.index("--only") + 1]
    # With --only, the other cases keep their manifest entries, in place.
    kept = {}
    if only is not None:
        with open(os.path.join(REF, "manifest.json"), encoding="utf-8") as f:
            kept = {(c["file"], c["entry"], c["profile"]): c for c in json.load(f)}
    cases = []
    for d in DIRS:
        src_dir = os.path.join(SHADERS, d)
        out_dir = os.path.join(REF, d)
        os.makedirs(out_dir, exist_ok=True)
        if only is None:  # remove stale outputs
            for old in os.listdir(out_dir):
                os.remove(os.path.join(out_dir, old))
        for fn in sorted(os.listdir(src_dir)):
            if not fn.endswith(".cg"):
                continue
            src = os.path.join(src_dir, fn)
            stem = fn[:-3]
            entries, uniforms, varyings = parse_headers(src)
            for entry, profs, expect in entries:
                for prof in sorted(profs):
                    base = os.path.join(out_dir, f"{stem}.{entry}.{prof}")
                    if only is not None and only not in base:
                        if (src, entry, prof) in kept:
                            cases.append(kept[(src, entry, prof)])
                        continue
                    for ext in (".asm", ".err", ".warn"):
                        if os.path.exists(base + ext):
                            os.remove(base + ext)
                    r = subprocess.run([CGC, "-profile", prof, "-entry", entry,
                                        "-o", base + ".asm", src],
                                       capture_output=True, text=True)
                    case = {"file": src, "entry": entry, "profile": prof}
                    if r.returncode == 0 and os.path.exists(base + ".asm"):
                        case["cgc"] = "ok"
                        case["output"] = base + ".asm"
                        text = open(base + ".asm", encoding="utf-8").read()
                        m = re.search(r"^# (\d+) instructions?, (\d+) R-regs?", text, re.M)
                        case["instructions"] = int(m.group(1)) if m else None
                        case["r_regs"] = int(m.group(2)) if m else None
                        if "warning" in r.stderr:
                            case["warnings"] = sum(1 for l in r.stderr.splitlines() if "warning" in l)
                            with open(base + ".warn", "w", encoding="utf-8") as f:
                                f.write(r.stderr)
                        if do_judge:
                            case.update(judge(base + ".asm"))
                    else:
                        if os.path.exists(base + ".asm"):
                            os.remove(base + ".asm")
                        with open(base + ".err", "w", encoding="utf-8") as f:
                            f.write(r.stderr)
                        case["cgc"] = "error"
                        case["output"] = base + ".err"
                    case["expected"] = expect.get(prof, "ok")
                    if uniforms:
                        case["uniform_ranges"] = uniforms
                    if varyings:
                        case["varying_ranges"] = varyings
                    cases.append(case)
                    flag = "" if case["cgc"] == case["expected"] else "   <-- UNEXPECTED"
                    print(f"{case['cgc']:5} {prof:6} {src}:{entry}{flag}", file=sys.stderr)
    with open(os.path.join(REF, "manifest.json"), "w", encoding="utf-8") as f:
        f.write("[\n" + ",\n".join(json.dumps(c, sort_keys=True) for c in cases) + "\n]\n")
    # What this run regenerated (with --only, not the kept entries).
    fresh = [c for c in cases if only is None or only in c["output"]]
    bad = [c for c in fresh if c["cgc"] != c["expected"]]
    jbad = [c for c in fresh if c.get("judge_verdict") == "error"]
    print(f"{len(fresh)} cases, {sum(c['cgc']=='ok' for c in fresh)} accepted by cgc, "
          f"{len(bad)} unexpected verdicts, {len(jbad)} judge rejections", file=sys.stderr)
    return 1 if bad or jbad else 0


if __name__ == "__main__":
    sys.exit(main())
