#!/usr/bin/env python3
"""Regenerate tests/glsl/cgc/ from tests/glsl/cases/ with NVIDIA cgc 3.1.

Every case begins with one or more header lines

    // cgrs-test: entry=NAME profiles=P1,P2 [versions=V1,V2] [args=OPT1,OPT2]

(P in glslv, glslf, glesv, glesf; V is `default` (no -po version) or a number
given to `-po version=V`; versions default to `default`; args are extra cgc
options, comma-separated, e.g. args=-unroll,all).  For every entry, profile and
version this runs, from the repository root,

    cgc [ARGS] -profile P [-po version=V] -entry NAME tests/glsl/cases/CASE.cg -o OUT

with OUT = tests/glsl/cgc/CASE.NAME.P.glsl (default version) or
CASE.NAME.P.vV.glsl, and once per entry the assembly profile the GLSL is judged
against (arbvp1 for glslv/glesv, arbfp1 for glslf/glesf) into
CASE.NAME.arbvp1.asm / CASE.NAME.arbfp1.asm.  When cgc fails, its stderr goes to
the same stem with `.err` instead (no output file); when it succeeds with
warnings, its stderr goes to `.warn` beside the output.  Output files are cgc's,
byte for byte.  tests/glsl/manifest.json lists every run.  A run over every case
first empties tests/glsl/cgc/.  Deterministic:
sequential, relative paths, sorted.

Usage: scripts/regen_glsl.py [CASE.cg ...]     (default: every case)
Environment: CGC (default cgc).
"""
import json, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CASES = "tests/glsl/cases"
OUT = "tests/glsl/cgc"
CGC = os.environ.get("CGC", "cgc")
HEADER = re.compile(r"^//\s*cgrs-test:\s*(.*)$")
GLSL_PROFILES = {"glslv": "arbvp1", "glslf": "arbfp1", "glesv": "arbvp1", "glesf": "arbfp1"}


def parse_headers(path):
    """[(entry, [profiles], [versions], [args])] from the case's header lines."""
    runs = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = HEADER.match(line.strip())
            if not m:
                if line.strip() and not line.startswith("//"):
                    break
                continue
            kv = dict(w.split("=", 1) for w in m.group(1).split() if "=" in w)
            profiles = kv["profiles"].split(",")
            for p in profiles:
                if p not in GLSL_PROFILES:
                    raise SystemExit(f"{path}: unknown profile {p}")
            versions = kv.get("versions", "default").split(",")
            args = kv["args"].split(",") if "args" in kv else []
            runs.append((kv["entry"], profiles, versions, args))
    if not runs:
        raise SystemExit(f"{path}: no '// cgrs-test: entry=... profiles=...' header")
    return runs


def run_cgc(args, out, case):
    """Runs cgc; keeps OUT on success, stderr in .err (failure) or .warn (warnings)."""
    stem = out.rsplit(".", 1)[0]
    for old in (out, stem + ".err", stem + ".warn"):
        if os.path.exists(old):
            os.remove(old)
    r = subprocess.run([CGC] + args + ["-o", out], capture_output=True, text=True)
    ok = r.returncode == 0 and os.path.exists(out)
    if not ok:
        if os.path.exists(out):
            os.remove(out)
        with open(stem + ".err", "w", encoding="utf-8") as f:
            f.write(r.stderr)
    elif "warning" in r.stderr:
        with open(stem + ".warn", "w", encoding="utf-8") as f:
            f.write(r.stderr)
    return {"cgc": "ok" if ok else "error", "exit_status": r.returncode,
            "output": out if ok else stem + ".err", "warnings": ok and "warning" in r.stderr}


def main():
    os.chdir(ROOT)
    files = sys.argv[1:] or sorted(os.path.join(CASES, f) for f in os.listdir(CASES) if f.endswith(".cg"))
    manifest_path = os.path.join("tests/glsl", "manifest.json")
    manifest = []
    if not sys.argv[1:]:
        for old in os.listdir(OUT):  # a full run starts from nothing: no stale outputs
            os.remove(os.path.join(OUT, old))
    elif os.path.exists(manifest_path):
        names = {os.path.basename(f) for f in files}
        with open(manifest_path, encoding="utf-8") as f:
            manifest = [m for m in json.load(f) if os.path.basename(m["file"]) not in names]
    for path in files:
        path = os.path.relpath(os.path.abspath(path), ROOT)
        case = os.path.basename(path)[:-3]
        done = {}  # output path -> args, so that two header lines cannot overwrite each other

        def once(out, args):
            if out in done:
                if done[out] != args:
                    raise SystemExit(f"{path}: {out} asked for with args {done[out]} and {args}")
                return False
            done[out] = args
            return True

        for entry, profiles, versions, args in parse_headers(path):
            for prof in profiles:
                for ver in versions:
                    po = [] if ver == "default" else ["-po", "version=" + ver]
                    suffix = "" if ver == "default" else ".v" + ver
                    out = f"{OUT}/{case}.{entry}.{prof}{suffix}.glsl"
                    if once(out, args):
                        res = run_cgc(args + ["-profile", prof] + po + ["-entry", entry, path], out, case)
                        manifest.append(dict(file=path, entry=entry, profile=prof, version=ver,
                                             args=" ".join(args), **res))
            for arb in sorted({GLSL_PROFILES[p] for p in profiles}):
                out = f"{OUT}/{case}.{entry}.{arb}.asm"
                if once(out, args):
                    res = run_cgc(args + ["-profile", arb, "-entry", entry, path], out, case)
                    manifest.append(dict(file=path, entry=entry, profile=arb, version="",
                                         args=" ".join(args), **res))
    manifest.sort(key=lambda m: (m["file"], m["entry"], m["profile"], m["version"]))
    with open(manifest_path, "w", encoding="utf-8") as f:
        f.write("[\n" + ",\n".join(json.dumps(m, sort_keys=True) for m in manifest) + "\n]\n")
    bad = [m for m in manifest if m["cgc"] != "ok"]
    print(f"{len(manifest)} runs, {len(manifest) - len(bad)} compiled, {len(bad)} rejected by cgc")


if __name__ == "__main__":
    main()
