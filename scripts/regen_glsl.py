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

With --stdlib it writes tests/glsl/stdlib_map.json instead: for every function
of tests/sema/stdlib_support.json, its widest probe call that arbvp1 or arbfp1
accepts (or the widest, when neither does; and the matrix probes of determinant/transpose/mul) is compiled in a
fragment and a vertex program (the template of scripts/regen_sema.py: arguments
are locals made from a uniform, the result goes through use_(T) overloads) for
glslf/glslv at the default version and at -po version=130 and for glesf/glesv;
for each it records whether cgc accepts it, its errors, and the GLSL functions
main() calls (constructors left out).

Usage: scripts/regen_glsl.py [CASE.cg ...]     (default: every case)
       scripts/regen_glsl.py --stdlib
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


STDLIB_RUNS = [("glslf", []), ("glslf", ["-po", "version=130"]), ("glesf", []),
               ("glslv", []), ("glslv", ["-po", "version=130"]), ("glesv", [])]
CONSTRUCTORS = re.compile(r"^(float|int|bool|[ib]?vec[234]|mat[234](x[234])?|main|use_)$")


def stdlib_program(vertex, call, decl, void):
    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    from regen_sema import USE_OVERLOADS
    locals_ = "    float4 t0 = u, t1 = u.yzwx, t2 = u.zwxy, t3 = u.wxyz, t4 = u;\n"
    body = f"    float4 r = use_({call});\n"
    if void:
        body = f"    {call};\n    float4 r = t0 + t1 + t2 + t3 + t4;\n"
    if vertex:
        return (f"{decl}\n{USE_OVERLOADS}float4 main(float4 p : POSITION, uniform float4 u,\n"
                f"            out float4 col : COLOR0) : POSITION\n{{\n{locals_}{body}"
                "    col = r;\n    return p;\n}\n")
    return (f"{decl}\n{USE_OVERLOADS}float4 main(float4 tc : TEXCOORD0, uniform float4 u) : COLOR\n"
            f"{{\n{locals_}{body}    return r;\n}}\n")


def regen_stdlib():
    import tempfile
    with open("tests/sema/stdlib_support.json", encoding="utf-8") as f:
        functions = json.load(f)["functions"]
    out = {}
    with tempfile.TemporaryDirectory() as td:
        src, dst = os.path.join(td, "probe.cg"), os.path.join(td, "probe.glsl")
        for name in sorted(functions):
            probes = functions[name]["probes"]
            widths = [k for k in probes if re.search(r":float[1-4]?$", k)]
            accepted = [k for k in widths
                        if any(probes[k]["profiles"][p]["ok"] for p in ("arbvp1", "arbfp1"))]
            keys = (accepted or widths)[-1:]
            keys += [k for k in probes if "x" in k.split(":")[-1] or k.startswith("mul(")]
            entry = {}
            for key in keys:
                call, decl = probes[key]["call"], probes[key].get("uniform", "")
                if call.startswith(name + "(s"):
                    first = functions[name]["first_param_types"][key.split(":")[0]]
                    decl = f"uniform {first} s;"
                elif "mm" in call and not decl:
                    decl = f"uniform {key.split(':')[1]} mm;"
                runs = {}
                for prof, po in STDLIB_RUNS:
                    void = functions[name]["return_types"].get(key.split(":")[0]) == "void"
                    with open(src, "w", encoding="utf-8") as f:
                        f.write(stdlib_program(prof.endswith("v"), call, decl, void))
                    if os.path.exists(dst):
                        os.remove(dst)
                    r = subprocess.run([CGC, "-profile", prof] + po + ["-entry", "main", src, "-o", dst],
                                       capture_output=True, text=True)
                    label = prof + (".v130" if po else "")
                    if r.returncode == 0 and os.path.exists(dst):
                        with open(dst, encoding="utf-8") as f:
                            text = f.read()
                        body = text.split("void main()", 1)[-1]
                        calls = sorted({c for c in re.findall(r"\b([A-Za-z_][A-Za-z0-9_]*)\(", body)
                                        if not CONSTRUCTORS.match(c)})
                        exts = sorted(set(re.findall(r"#extension (\S+)", text)))
                        runs[label] = {"ok": True, "glsl_calls": calls, **({"extensions": exts} if exts else {})}
                    else:
                        errs = [re.sub(r"^.*?\(\d+\) : ", "", l) for l in r.stderr.splitlines()
                                if "error" in l]
                        runs[label] = {"ok": False, "errors": errs}
                entry[key] = {"call": call, **({"uniform": decl} if decl else {}), "profiles": runs}
            out[name] = entry
    with open("tests/glsl/stdlib_map.json", "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{len(out)} functions")


def main():
    os.chdir(ROOT)
    if sys.argv[1:] == ["--stdlib"]:
        return regen_stdlib()
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
