#!/usr/bin/env python3
"""Sanity check of the reference programs: run every cgc program that
tests/reference/manifest.json marks ok through its judge's `diff` mode against
itself (glcheck for !!ARB*, nvvm for !!VP*), with random uniforms, varyings,
textures and GL state. This shows that the program loads and runs (texture units,
state bindings, loops terminate). Where cgc compiled both vp20 and vp30, it also
diffs cgc's vp30 program against its vp20 program.
Writes tests/reference/selfcheck.json; prints a summary. Usage: [--tests N]
"""
import json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The judges, by default those of the shared tree beside this repository.
GLCHECK = os.environ.get("GLCHECK", os.path.join(ROOT, "..", "shared", "tools", "glcheck", "glcheck"))
NVVM = os.environ.get("NVVM", os.path.join(ROOT, "..", "shared", "tools", "nvvm", "nvvm"))


def run_diff(tool, case, ours, theirs, tests):
    cmd = [tool, "diff", case["file"], "--entry", case["entry"], "--profile", case["profile"],
           "--ours", ours, "--theirs", theirs, "--tests", str(tests), "--rounds", "4"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    last = (r.stdout.strip().splitlines() or ["{}"])[-1]
    try:
        js = json.loads(last)
    except ValueError:
        js = {"verdict": "tool-error", "detail": (r.stdout + r.stderr)[-400:]}
    res = {"verdict": js.get("verdict", "tool-error"), "exit": r.returncode}
    for k in ("differing_tests", "oob_reads", "kill", "abnormal", "executed_distinct", "detail", "error"):
        if k in js:
            res[k] = js[k]
    return res


def main():
    os.chdir(ROOT)
    tests = int(sys.argv[sys.argv.index("--tests") + 1]) if "--tests" in sys.argv else 16
    manifest = json.load(open("tests/reference/manifest.json"))
    results = []
    by_key = {(c["file"], c["entry"], c["profile"]): c for c in manifest}
    for c in manifest:
        if c["cgc"] != "ok":
            continue
        tool = GLCHECK if c["profile"] in ("arbvp1", "arbfp1") else NVVM
        res = {"file": c["file"], "entry": c["entry"], "profile": c["profile"], "check": "self"}
        if c.get("judge_verdict") == "error":
            res.update({"verdict": "skipped (judge rejects the program)"})
        else:
            res.update(run_diff(tool, c, c["output"], c["output"], tests))
        results.append(res)
        print(f"{res['verdict']:12} self    {c['profile']:6} {c['file']}:{c['entry']}", file=sys.stderr)
        if c["profile"] == "vp30":
            o = by_key.get((c["file"], c["entry"], "vp20"))
            if o and o["cgc"] == "ok":
                res2 = {"file": c["file"], "entry": c["entry"], "profile": "vp30", "check": "vp30-vs-vp20"}
                res2.update(run_diff(NVVM, c, c["output"], o["output"], tests))
                results.append(res2)
                print(f"{res2['verdict']:12} 30v20   {c['profile']:6} {c['file']}:{c['entry']}", file=sys.stderr)
    with open("tests/reference/selfcheck.json", "w") as f:
        f.write("[\n" + ",\n".join(json.dumps(r, sort_keys=True) for r in results) + "\n]\n")
    summary = {}
    for r in results:
        k = (r["check"], r["verdict"])
        summary[k] = summary.get(k, 0) + 1
    for k, v in sorted(summary.items()):
        print(f"{k[0]:14} {k[1]:40} {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
