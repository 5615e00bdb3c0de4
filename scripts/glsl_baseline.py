#!/usr/bin/env python3
"""Baseline: how well cgc 3.1's own GLSL compiles, links and computes.

For every vertex (arbvp1) and fragment (arbfp1) program that cgc compiles among
the repository's test shaders (tests/reference/manifest.json) and corpus-real
(manifest.tsv, sources materialized in CREAL_SRC, cgc's ARB programs in
CREAL_CGC), and for each configuration

    110   glslv/glslf (no -po version, i.e. #version 110), Mesa compat context
    150   glslv/glslf -po version=150, Mesa core context
    330   glslv/glslf -po version=330, Mesa core context
    es    glesv/glesf (GLSL ES 1.00, no #version), Mesa ES context

it records:

  cgc       cgc compiles the entry with the GLSL profile
  glslang   `glslangValidator -S vert|frag FILE` accepts the file as emitted
            (without #version glslang assumes `#version 100`, i.e. GLSL ES)
  mesa      `glcheck parse-glsl FILE --stage S --context C` compiles the file
            as emitted and links it with a generated pass-through partner
  diff      (110 only) `glcheck diff-glsl` against cgc's ARB program for the
            same entry: equivalent / different / error; when the file is
            rejected only because it uses the reserved words input/output, the
            run is repeated with --rename-reserved (`equivalent-renamed`, ...)

and for every vertex/fragment pair (below) `glcheck pair-glsl VS FS --context C`
(both as emitted).  Pairs: in tests/shaders the fx_*.cg files (the README's
vertex+fragment files: the vertex entry with each fragment entry); in
corpus-real a file (with the same defines) with exactly one vertex and one
fragment entry, or entries whose names match once vp/fp, VP/FP, vs/ps, Vert/Frag
are swapped.  Every failure is classified by cause from the compilers' logs.

Writes tests/glsl/baseline.json (one record per program and per pair) and
prints the tables of docs/glsl-cgc.md.  --report only re-prints the tables from
the JSON.

With --versions it instead compiles every program with -po version=100, 110,
120, 130, 140, 150, 330, 400, 410 and prints how the versions partition into
classes of identical output once the command-line comment and the `#version`
line (with the empty line after it) are removed (the claim of docs/glsl-cgc.md §1).

Usage: scripts/glsl_baseline.py [--jobs N] [--only SUBSTR] [--workdir DIR] [--report]
                               [--rediff] [--repairs]
       scripts/glsl_baseline.py --versions [--jobs N]
Environment: CGC, GLCHECK (a glcheck whose glcheck-core is built; default
../shared/tools/glcheck/glcheck), GLSLANG (glslangValidator), CORPUS_REAL
(default ../shared/corpus-real), CREAL_SRC (its sources as materialized by its
materialize.sh, default target/creal), CREAL_CGC (cgc's outputs by its
run-cgc.sh, default target/creal-cgc). --workdir defaults to target/glsl-baseline.
"""
import argparse, json, os, re, subprocess, sys
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def shared(*path):
    """A path under ../shared, the shared tree beside this repository."""
    return os.path.join(ROOT, "..", "shared", *path)


CGC = os.environ.get("CGC", "cgc")
GLCHECK = os.environ.get("GLCHECK", shared("tools", "glcheck", "glcheck"))
GLSLANG = os.environ.get("GLSLANG", "glslangValidator")
CORPUS = os.environ.get("CORPUS_REAL", shared("corpus-real"))
SRC = os.environ.get("CREAL_SRC", os.path.join(ROOT, "target", "creal"))
CGC_OUT = os.environ.get("CREAL_CGC", os.path.join(ROOT, "target", "creal-cgc"))
JSON_OUT = os.path.join(ROOT, "tests", "glsl", "baseline.json")

# name -> (vertex profile, fragment profile, -po args, Mesa context)
CONFIGS = {
    "110": ("glslv", "glslf", [], "compat"),
    "150": ("glslv", "glslf", ["-po", "version=150"], "core"),
    "330": ("glslv", "glslf", ["-po", "version=330"], "core"),
    "es": ("glesv", "glesf", [], "es"),
}
STAGE = {"arbvp1": "vertex", "arbfp1": "fragment"}


def run(cmd, cwd=None, timeout=120):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, timeout=timeout,
                           errors="replace")
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return None, "", "timeout"


def last_json(text):
    for line in reversed(text.strip().splitlines()):
        if line.startswith("{"):
            try:
                return json.loads(line)
            except ValueError:
                return None
    return None


# ---------------------------------------------------------------- programs

def repo_programs():
    with open(os.path.join(ROOT, "tests", "reference", "manifest.json")) as f:
        manifest = json.load(f)
    progs = []
    for m in manifest:
        if m["profile"] in STAGE and m["cgc"] == "ok":
            progs.append({"id": "%s:%s" % (m["file"], m["entry"]), "set": "shaders",
                          "file": m["file"], "cwd": ROOT, "entry": m["entry"], "args": [],
                          "stage": STAGE[m["profile"]], "arb": os.path.join(ROOT, m["output"])})
    return progs


def corpus_programs():
    path = os.path.join(CORPUS, "manifest.tsv")
    if not os.path.exists(path):
        sys.exit("glsl_baseline: no %s (set CORPUS_REAL)" % path)
    progs = []
    with open(path) as f:
        rows = [l.rstrip("\n").split("\t") for l in f][1:]
    for cid, source, _commit, rel, entry, profile, args, rc in (r[:8] for r in rows):
        if profile in STAGE and rc == "0":
            progs.append({"id": "%s.%s" % (cid, profile), "set": "corpus-real",
                          "file": os.path.join(source.replace("/", "+"), rel), "cwd": SRC,
                          "entry": entry, "args": args.split(), "stage": STAGE[profile],
                          "arb": os.path.join(CGC_OUT, "%s.%s.asm" % (cid, profile))})
    return progs


def swap_stage(name):
    for a, b in (("vp", "fp"), ("VP", "FP"), ("vs", "ps"), ("Vert", "Frag"), ("vert", "frag")):
        name = name.replace(a, "\0").replace(b, a).replace("\0", b)
    return name


def make_pairs(progs):
    """[(vertex id, fragment id)] by the rule in the module doc."""
    groups = defaultdict(lambda: ([], []))
    for p in progs:
        groups[(p["set"], p["file"], " ".join(p["args"]))][p["stage"] == "fragment"].append(p)
    pairs = []
    for (kind, file, _args), (vs, fs) in sorted(groups.items()):
        if kind == "shaders":
            if os.path.basename(file).startswith("fx_"):
                pairs += [(v["id"], f["id"]) for v in vs for f in fs]
        elif len(vs) == 1 and len(fs) == 1:
            pairs.append((vs[0]["id"], fs[0]["id"]))
        else:
            names = {f["entry"]: f for f in fs}
            for v in vs:
                f = names.get(swap_stage(v["entry"]))
                if f:
                    pairs.append((v["id"], f["id"]))
    return pairs


# ---------------------------------------------------------------- causes

# (cause, regex over a compiler's log); the first match names the failure.  The
# logs are stored in baseline.json, so --report can reclassify without rerunning.
CAUSES = [
    ("struct type named input/output (GLSL reserved words)",
     r"reserved word `(input|output)'|'(input|output)' : Reserved word"),
    ("#extension after `precision` (ES)", r"#extension directive is not allowed in the middle"),
    ("texCUBEproj / texRECTlod / f4tex2Dproj printed (no such GLSL function)",
     r"(texCUBEproj|texRECTlod|f4tex2Dproj)"),
    ("texture1D/3D/RECT/shadow samplers or functions in GLSL ES",
     r"'(sampler1D|sampler3D|sampler2DRect|sampler2DShadow|sampler1DShadow|sampler2DRectShadow)' : Reserved word|"
     r"reserved word `(sampler1D|sampler3D|sampler2DRect|sampler2DShadow|sampler1DShadow|sampler2DRectShadow)'|"
     r"type `(sampler1D|sampler3D|sampler2DRect|sampler2DShadow)'|"
     r"no function with name '(texture1D|texture3D|texture2DRect|shadow2D|shadow2DProj|texture1DProj|texture3DProj|texture2DRectProj)"),
    ("texture2DLod/textureCubeLod without GL_ARB_shader_texture_lod",
     r"no function with name '(texture2DLod|textureCubeLod|texture1DLod|texture3DLod|texture2DProjLod)|"
     r"'(texture2DLod|textureCubeLod)' : no matching"),
    ("shadow lookup on a sampler declared sampler2D", r"shadow2D(Proj)?\(sampler2D,|'shadow2D(Proj)?' : no matching"),
    ("bias on a sampler2DRect (130+)", r"texture\(sampler2DRect, vec2, float\)"),
    ("integer % / bit operators (EXT_gpu_shader4 unknown to glslang)",
     r"'%' : not supported|'(&|\||\^|<<|>>)' : not supported|GL_EXT_gpu_shader4.*not supported"),
    ("`uniform` parameter of a helper function assigned (it is a GLSL uniform)",
     r"can't modify a uniform|read-only variable '_\w+\d{4}'"),
    ("semantic-less fragment output or inout written as a varying",
     r"assignment to read-only variable '_\w+'|l-value required \"_\w+\" \(can't modify shader input\)"),
    ("DEPTH written to `varying DEPR` (ES)", r"read-only variable 'DEPR'|\"DEPR\""),
    ("sampler in a non-uniform global (sampler copied)", r"(image/sampler variables may only be declared|sampler/image types can only be used in uniform)"),
    ("sampler member of a varying struct parameter undeclared", r"_PASS\w*' undeclared|'_PASS\w*' : undeclared"),
    ("too many generic attributes (semantic-less inputs)", r"too many vertex shader inputs"),
    ("judge: the generated partner lacks a varying array (ES)", r"input `_\w+' has no matching output"),
    ("varyings of the two stages do not match", r"(has no matching output|not written by vertex shader|not declared as an output|type mismatch between shaders|mismatch)"),
    ("uniform declared differently in the two stages", r"uniform `?\w+'? (declared as type|type mismatch)|declared as type .* and type"),
]
NOISE = re.compile(r"compilation (terminated|errors)|No code generated|^\s*$|warning")


def classify(log):
    for cause, rx in CAUSES:
        if re.search(rx, log):
            return cause
    first = next((l for l in log.splitlines() if not NOISE.search(l)), log.strip()[:120])
    return "other: " + re.sub(r"\d+:\d+(\(\d+\))?:?", "", first).strip()[:100]


# ---------------------------------------------------------------- checks

def compile_glsl(p, cfg, work):
    vprof, fprof, po, _ = CONFIGS[cfg]
    prof = vprof if p["stage"] == "vertex" else fprof
    out = os.path.join(work, "%s.%s.%s.glsl" % (re.sub(r"[^A-Za-z0-9_.-]", "_", p["id"]), prof, cfg))
    if os.path.exists(out):
        os.remove(out)
    rc, _, err = run([CGC, "-profile", prof] + po + ["-entry", p["entry"]] + p["args"] +
                     [p["file"], "-o", out], cwd=p["cwd"])
    if rc != 0 or not os.path.exists(out):
        first = next((l for l in err.splitlines() if "error" in l), err.strip()[:200])
        return None, re.sub(r"^.*?\(\d+\) : ", "", first)
    return out, None


def check_program(p, work):
    rec = {"id": p["id"], "set": p["set"], "stage": p["stage"], "configs": {}}
    for cfg, (_, _, _, ctx) in CONFIGS.items():
        r = {}
        out, err = compile_glsl(p, cfg, work)
        r["cgc"] = out is not None
        if not out:
            r["cgc_error"] = err
            rec["configs"][cfg] = r
            continue
        r["glsl"] = out
        rc, so, se = run([GLSLANG, "-S", "vert" if p["stage"] == "vertex" else "frag", out])
        r["glslang"] = rc == 0
        if rc != 0:
            log = "\n".join(l for l in (so + se).splitlines() if "ERROR" in l)
            r["glslang_log"] = log[:600]
        rc, so, se = run([GLCHECK, "parse-glsl", out, "--stage", p["stage"], "--context", ctx])
        js = last_json(so) or {}
        r["mesa"] = rc == 0 and bool(js.get("ok"))
        if not r["mesa"]:
            mine = js.get("vs" if p["stage"] == "vertex" else "fs") or {}
            log = (mine.get("log") or "") + "\n" + (js.get("link_log") or "")
            if not log.strip():
                log = so[-600:] + se[-600:]
            r["mesa_stage"] = "compile" if mine and not mine.get("compiled") else "link"
            r["mesa_log"] = log.strip()[:600]
        if cfg == "110":
            r["diff"] = diff(p, out, work)
        rec["configs"][cfg] = r
    return rec


def diff(p, out, work, renamed=False):
    if not os.path.exists(p["arb"]):
        return {"verdict": "no-arb"}
    cg = p["file"] if os.path.isabs(p["file"]) else os.path.join(p["cwd"], p["file"])
    cmd = [GLCHECK, "diff-glsl", cg, "--entry", p["entry"],
           "--profile", "glslv" if p["stage"] == "vertex" else "glslf",
           "--ours", out, "--theirs", p["arb"], "--seed", "1"]
    if renamed:
        cmd.append("--rename-reserved")
    rc, so, se = run(cmd, timeout=300)
    js = last_json(so) or {}
    verdict = js.get("verdict", "error")
    res = {"verdict": verdict + ("-renamed" if renamed else "")}
    if verdict == "error":
        res["error_kind"] = js.get("error_kind", "crash" if rc is None else "unknown")
        res["error"] = (js.get("error") or (so + se)[-400:])[:400]
        if not renamed and res["error_kind"] == "ours_rejected" and re.search(r"reserved word `(input|output)'", res["error"]):
            again = diff(p, out, work, renamed=True)
            again["first"] = res
            return again
    elif verdict == "different":
        res["differing_tests"] = js.get("differing_tests")
        res["outputs"] = sorted(k for k, v in (js.get("outputs") or {}).items() if v.get("differing_tests"))
        res["missing_outputs"] = js.get("missing_outputs") or []
        res["kill_mismatch"] = (js.get("kill") or {}).get("mismatch", 0)
    return res


DECL = re.compile(r"^(?:varying|in|out|attribute)\s+(\w+)\s+(\w+)(\[\d+\])?\s*;", re.M)


def unmatched_inputs(vs_path, fs_path):
    """Fragment inputs (declared varying/in, not built-in) that the vertex shader
    does not declare as an output of the same type: Mesa links those at 130+
    (their values are undefined), so a link alone does not prove the pair works."""
    with open(vs_path) as f:
        vs = f.read()
    with open(fs_path) as f:
        fs = f.read()
    outs = {(m.group(2), m.group(1) + (m.group(3) or "")) for m in DECL.finditer(vs)
            if m.group(0).startswith(("varying", "out"))}
    ins = [(m.group(2), m.group(1) + (m.group(3) or "")) for m in DECL.finditer(fs)
           if m.group(0).startswith(("varying", "in")) and not m.group(2).startswith("gl_")]
    # a 1.10 vertex shader's outputs may be built-ins (gl_TexCoord ...) the fragment reads as built-ins too
    return sorted("%s %s" % (t, n) for n, t in ins if (n, t) not in outs)


def check_pair(vrec, frec):
    rec = {"id": "%s + %s" % (vrec["id"], frec["id"]), "set": vrec["set"], "pair": [vrec["id"], frec["id"]],
           "configs": {}}
    for cfg, (_, _, _, ctx) in CONFIGS.items():
        v, f = vrec["configs"][cfg], frec["configs"][cfg]
        r = {"cgc": v["cgc"] and f["cgc"]}
        if r["cgc"]:
            r["unmatched_inputs"] = unmatched_inputs(v["glsl"], f["glsl"])
            rc, so, se = run([GLCHECK, "pair-glsl", v["glsl"], f["glsl"], "--context", ctx])
            js = last_json(so) or {}
            r["mesa"] = rc == 0 and bool(js.get("ok"))
            if not r["mesa"]:
                logs = [(js.get(s) or {}).get("log") or "" for s in ("vs", "fs")]
                log = "\n".join(logs + [js.get("link_log") or ""]).strip() or (so + se)[-600:]
                compiled = all((js.get(s) or {}).get("compiled") for s in ("vs", "fs"))
                r["mesa_stage"] = "link" if compiled else "compile"
                r["mesa_log"] = log[:600]
        rec["configs"][cfg] = r
    return rec


# ---------------------------------------------------------------- report

def report(data):
    progs = [r for r in data if "pair" not in r]
    pairs = [r for r in data if "pair" in r]
    lines = []
    sets = sorted({r["set"] for r in progs}, reverse=True)
    lines.append("| set | stage | programs | config | cgc compiles | glslang accepts | Mesa compiles+links | diff-glsl equivalent |")
    lines.append("|---|---|---|---|---|---|---|---|")
    for s in sets + ["all"]:
        for stage in ("vertex", "fragment"):
            sel = [r for r in progs if (s == "all" or r["set"] == s) and r["stage"] == stage]
            for cfg in CONFIGS:
                rs = [r["configs"][cfg] for r in sel]
                cgc = sum(r["cgc"] for r in rs)
                gl = sum(r.get("glslang", False) for r in rs)
                me = sum(r.get("mesa", False) for r in rs)
                if cfg == "110":
                    eq = sum(r.get("diff", {}).get("verdict") == "equivalent" for r in rs)
                    eqr = sum(r.get("diff", {}).get("verdict") == "equivalent-renamed" for r in rs)
                    d = "%d (+%d renamed)" % (eq, eqr) if eqr else str(eq)
                else:
                    d = "n/a"
                lines.append("| %s | %s | %d | %s | %d | %d | %d | %s |" % (s, stage, len(sel), cfg, cgc, gl, me, d))
    lines.append("")
    lines.append("| set | pairs | config | both compile | pair links in Mesa | and every fragment input is a vertex output |")
    lines.append("|---|---|---|---|---|---|")
    for s in sets + ["all"]:
        sel = [r for r in pairs if s == "all" or r["set"] == s]
        for cfg in CONFIGS:
            rs = [r["configs"][cfg] for r in sel]
            lines.append("| %s | %d | %s | %d | %d | %d |" % (
                s, len(sel), cfg, sum(r["cgc"] for r in rs), sum(r.get("mesa", False) for r in rs),
                sum(r.get("mesa", False) and not r.get("unmatched_inputs") for r in rs)))
    lines.append("")
    lines.append("Failures by cause (programs; a program counts once per configuration):")
    lines.append("")
    lines.append("| cause | " + " | ".join("Mesa %s" % c for c in CONFIGS) + " | " +
                 " | ".join("glslang %s" % c for c in CONFIGS) + " |")
    lines.append("|---|" + "---|" * (2 * len(CONFIGS)))
    causes = defaultdict(Counter)
    for r in progs:
        for cfg, c in r["configs"].items():
            if c["cgc"] and not c["mesa"]:
                causes[classify(c["mesa_log"])]["m" + cfg] += 1
            if c["cgc"] and not c["glslang"]:
                causes[classify(c["glslang_log"])]["g" + cfg] += 1
    for cause, cnt in sorted(causes.items(), key=lambda kv: -sum(kv[1].values())):
        lines.append("| %s | " % cause + " | ".join(str(cnt["m" + c]) for c in CONFIGS) + " | " +
                     " | ".join(str(cnt["g" + c]) for c in CONFIGS) + " |")
    lines.append("")
    lines.append("Pairs whose stages both compile alone but do not link together, by cause:")
    lines.append("")
    pc = defaultdict(Counter)
    for r in pairs:
        v, f = (next(p for p in progs if p["id"] == i) for i in r["pair"])
        for cfg, c in r["configs"].items():
            if c["cgc"] and not c["mesa"] and v["configs"][cfg]["mesa"] and f["configs"][cfg]["mesa"]:
                cause = classify(c["mesa_log"])
                if cause.startswith("judge: the generated partner"):  # no generated partner here
                    cause = "varyings of the two stages do not match"
                pc[cause][cfg] += 1
    lines.append("| cause | " + " | ".join(CONFIGS) + " |")
    lines.append("|---|" + "---|" * len(CONFIGS))
    for cause, cnt in sorted(pc.items(), key=lambda kv: -sum(kv[1].values())):
        lines.append("| %s | " % cause + " | ".join(str(cnt[c]) for c in CONFIGS) + " |")
    lines.append("")
    lines.append("cgc rejections (GLSL profile, ARB accepted), by message:")
    lines.append("")
    rej = defaultdict(Counter)
    for r in progs:
        for cfg, c in r["configs"].items():
            if not c["cgc"]:
                rej[re.sub(r'"[^"]*"', '"..."', c["cgc_error"])[:90]][cfg] += 1
    lines.append("| message | " + " | ".join(CONFIGS) + " |")
    lines.append("|---|" + "---|" * len(CONFIGS))
    for msg, cnt in sorted(rej.items(), key=lambda kv: -sum(kv[1].values())):
        lines.append("| %s | " % msg.replace("|", "\\|") + " | ".join(str(cnt[c]) for c in CONFIGS) + " |")
    lines.append("")
    lines.append("diff-glsl at 110 (programs cgc compiles):")
    lines.append("")
    dv = Counter()
    for r in progs:
        c = r["configs"]["110"]
        if c["cgc"]:
            dv[(diff_category(c["diff"]), r["stage"])] += 1
    lines.append("| verdict | vertex | fragment |")
    lines.append("|---|---|---|")
    for cat in sorted({k for k, _ in dv}, key=lambda k: -(dv[(k, "vertex")] + dv[(k, "fragment")])):
        lines.append("| %s | %d | %d |" % (cat, dv[(cat, "vertex")], dv[(cat, "fragment")]))
    return "\n".join(lines)


# diff-glsl errors that say nothing about cgc's GLSL: the judge cannot run the case.
JUDGE_LIMITS = [
    ("cgc's ARB program rejected by Mesa (vertex.weight ...)", r"theirs program rejected by Mesa"),
    ("judge: shadow or `sampler`-typed sampler", r"cannot resolve sampler|unsupported sampler type"),
    ("judge: semantic-less varying input cannot be fed", r"cannot map varying resource"),
    ("judge: its instrumented program does not link", r"instrumented GLSL"),
]


def diff_category(d):
    v = d["verdict"]
    if v == "equivalent":
        return "equivalent"
    if v == "equivalent-renamed":
        return "equivalent once `input`/`output` are renamed"
    if v.startswith("different"):
        if d.get("outputs") or d.get("kill_mismatch"):
            return "different values"
        if d.get("missing_outputs"):
            return "outputs never written (semantic-less varyings become user varyings)"
        return "different (no detail recorded)"
    if v == "no-arb":
        return "no ARB program"
    err = d.get("error", "")
    if d.get("error_kind") == "ours_rejected":
        return "GLSL rejected by Mesa (the Mesa column)"
    for name, rx in JUDGE_LIMITS:
        if re.search(rx, err):
            return "not measurable: " + name
    return "error: " + err[:80]


VERSIONS = ["100", "110", "120", "130", "140", "150", "330", "400", "410"]


def version_classes(p):
    """The partition of VERSIONS into classes of identical output for program p."""
    prof = "glslv" if p["stage"] == "vertex" else "glslf"
    outs = {}
    for v in VERSIONS:
        rc, so, _ = run([CGC, "-quiet", "-profile", prof, "-po", "version=" + v, "-entry", p["entry"]] +
                        p["args"] + [p["file"]], cwd=p["cwd"])
        text = so if rc == 0 else "error"
        text = re.sub(r"// command line args:.*\n", "", text)
        outs[v] = re.sub(r"\n#version \d+\n\n", "\n", text)
    classes = []
    for v in VERSIONS:
        for c in classes:
            if outs[c[0]] == outs[v]:
                c.append(v)
                break
        else:
            classes.append([v])
    return " | ".join(",".join(c) for c in classes)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only")
    ap.add_argument("--workdir", default=os.path.join(ROOT, "target", "glsl-baseline"))
    ap.add_argument("--report", action="store_true")
    ap.add_argument("--json", default=JSON_OUT)
    ap.add_argument("--versions", action="store_true")
    ap.add_argument("--repairs", action="store_true",
                    help="check the pairs of --json again (recompiling their GLSL into --workdir)")
    ap.add_argument("--rediff", action="store_true",
                    help="rerun diff-glsl (110) for the programs of --json not judged equivalent")
    a = ap.parse_args()
    if a.repairs:
        with open(a.json) as f:
            data = json.load(f)
        byid = {p["id"]: p for p in repo_programs() + corpus_programs()}
        recs = {r["id"]: r for r in data if "pair" not in r}

        def glsl_paths(r):
            for cfg, c in r["configs"].items():
                if c["cgc"]:
                    c["glsl"], _ = compile_glsl(byid[r["id"]], cfg, a.workdir)
            return r
        os.makedirs(a.workdir, exist_ok=True)
        with ThreadPoolExecutor(a.jobs) as ex:
            list(ex.map(glsl_paths, recs.values()))
        pairs = [(recs[v], recs[f]) for v, f in make_pairs(list(byid.values())) if v in recs and f in recs]
        with ThreadPoolExecutor(a.jobs) as ex:
            precs = list(ex.map(lambda vf: check_pair(*vf), pairs))
        data = sorted(recs.values(), key=lambda r: r["id"]) + sorted(precs, key=lambda r: r["id"])
        for r in data:
            for c in r["configs"].values():
                c.pop("glsl", None)
        with open(a.json, "w") as f:
            f.write("[\n" + ",\n".join(json.dumps(r, sort_keys=True) for r in data) + "\n]\n")
        print(report(data))
        return
    if a.rediff:
        with open(a.json) as f:
            data = json.load(f)
        byid = {p["id"]: p for p in repo_programs() + corpus_programs()}
        todo = [r for r in data if "pair" not in r and r["configs"]["110"]["cgc"]
                and r["configs"]["110"]["diff"]["verdict"] != "equivalent"]
        print("%d programs to judge again" % len(todo), file=sys.stderr)

        def again(r):
            out, _ = compile_glsl(byid[r["id"]], "110", a.workdir)
            r["configs"]["110"]["diff"] = diff(byid[r["id"]], out, a.workdir)
        os.makedirs(a.workdir, exist_ok=True)
        with ThreadPoolExecutor(a.jobs) as ex:
            list(ex.map(again, todo))
        with open(a.json, "w") as f:
            f.write("[\n" + ",\n".join(json.dumps(r, sort_keys=True) for r in data) + "\n]\n")
        print(report(data))
        return
    if a.versions:
        progs = repo_programs() + corpus_programs()
        with ThreadPoolExecutor(a.jobs) as ex:
            parts = Counter(ex.map(version_classes, progs))
        print("%d programs; classes of -po version with identical output:" % len(progs))
        for part, n in parts.most_common():
            print("%5d  %s" % (n, part))
        return
    if a.report:
        with open(a.json) as f:
            print(report(json.load(f)))
        return
    os.makedirs(a.workdir, exist_ok=True)
    progs = repo_programs() + corpus_programs()
    if a.only:
        progs = [p for p in progs if a.only in p["id"]]
    print("%d programs" % len(progs), file=sys.stderr)
    with ThreadPoolExecutor(a.jobs) as ex:
        recs = list(ex.map(lambda p: check_program(p, a.workdir), progs))
    byid = {r["id"]: r for r in recs}
    pairs = [(byid[v], byid[f]) for v, f in make_pairs(progs)]
    print("%d pairs" % len(pairs), file=sys.stderr)
    with ThreadPoolExecutor(a.jobs) as ex:
        precs = list(ex.map(lambda vf: check_pair(*vf), pairs))
    data = sorted(recs, key=lambda r: r["id"]) + sorted(precs, key=lambda r: r["id"])
    for r in data:  # the work directory's paths are not part of the record
        for c in r["configs"].values():
            c.pop("glsl", None)
    with open(a.json, "w") as f:
        f.write("[\n" + ",\n".join(json.dumps(r, sort_keys=True) for r in data) + "\n]\n")
    print(report(data))


if __name__ == "__main__":
    main()
