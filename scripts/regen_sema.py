#!/usr/bin/env python3
"""Record NVIDIA cgc's verdicts for the semantic-analysis corpus.

Run from the repository root (scripts/regen-sema.sh does that):

    python3 scripts/regen_sema.py [cases|stdlib|glsl|all]

cases  -> tests/sema/expected.json   (one entry per tests/sema/cases/*.cg)
stdlib -> tests/sema/stdlib_support.json
glsl   -> tests/sema/glsl_names.json

cgc is run sequentially.  Output is deterministic (sorted keys, no timestamps,
paths relative to the repository root).
"""
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile

CGC = os.environ.get("CGC", "cgc")
CASES_DIR = "tests/sema/cases"
# The Cg standard library reference, by default in the shared tree beside
# this repository.
STDLIB_REF = os.environ.get(
    "CG_STDLIB_REF",
    os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                 "..", "shared", "reference", "cg-stdlib-reference.txt"))
PROFILES = ["arbvp1", "arbfp1", "vp20", "vp30"]
VERTEX = {"arbvp1", "vp20", "vp30", "glslv"}

DIAG_RE = re.compile(
    r"^(?P<file>[^()\n]*)\((?P<line>\d+)\) : (?P<sev>error|warning) "
    r"(?P<code>C\d+): (?P<msg>.*)$")
# continuation lines such as the candidate list after C1101:
#   "file(3) : float4 pick(float)"
NOTE_RE = re.compile(r"^(?P<file>[^()\n]*)\((?P<line>\d+)\) : (?P<msg>.*)$")
SUMMARY_RE = re.compile(r"^(\d+) lines?, (\d+) warnings?, (\d+) errors?\.$")


def parse_header(path):
    with open(path, encoding="utf-8") as f:
        first = f.readline()
    m = re.match(r"^//\s*cgrs-test:\s*(.*)$", first.strip())
    if not m:
        raise SystemExit(f"{path}: missing '// cgrs-test:' header")
    opts = {"profile": None, "entry": None, "noentry": False, "args": []}
    for tok in shlex.split(m.group(1)):
        if tok == "noentry":
            opts["noentry"] = True
        elif tok.startswith("profile="):
            opts["profile"] = tok.split("=", 1)[1]
        elif tok.startswith("entry="):
            opts["entry"] = tok.split("=", 1)[1]
        elif tok.startswith("args="):
            opts["args"] = shlex.split(tok.split("=", 1)[1])
        else:
            raise SystemExit(f"{path}: unknown header token {tok!r}")
    if not opts["profile"] or (not opts["noentry"] and not opts["entry"]):
        raise SystemExit(f"{path}: header needs profile= and entry= or noentry")
    return opts


def run_cgc(argv_wo_output):
    """Run cgc with '-o <tmp>' appended; return (status, code, stdout, stderr)."""
    with tempfile.TemporaryDirectory() as td:
        out = os.path.join(td, "out.asm")
        p = subprocess.run([CGC] + argv_wo_output + ["-o", out],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=60)
        code = ""
        if os.path.exists(out):
            with open(out, encoding="utf-8", errors="replace") as f:
                code = f.read()
    return (p.returncode, code,
            p.stdout.decode("utf-8", "replace"),
            p.stderr.decode("utf-8", "replace"))


def parse_diags(stderr):
    diags = []
    summary = None
    for line in stderr.splitlines():
        m = DIAG_RE.match(line)
        if m:
            diags.append({
                "file": m.group("file"),
                "line": int(m.group("line")),
                "severity": m.group("sev"),
                "code": m.group("code"),
                "message": m.group("msg"),
            })
            continue
        n = NOTE_RE.match(line)
        if n and diags:
            diags[-1].setdefault("notes", []).append(
                {"line": int(n.group("line")), "message": n.group("msg")})
            continue
        s = SUMMARY_RE.match(line.strip())
        if s:
            summary = {"lines": int(s.group(1)), "warnings": int(s.group(2)),
                       "errors": int(s.group(3))}
    return diags, summary


def cmd_for_case(path, opts):
    argv = ["-profile", opts["profile"]]
    if opts["noentry"]:
        argv.append("-noentry")
    else:
        argv += ["-entry", opts["entry"]]
    argv += opts["args"]
    argv.append(path)
    return argv


def regen_cases():
    names = sorted(n for n in os.listdir(CASES_DIR) if n.endswith(".cg"))
    result = {}
    for n in names:
        path = f"{CASES_DIR}/{n}"
        opts = parse_header(path)
        argv = cmd_for_case(path, opts)
        status, code, stdout, stderr = run_cgc(argv)
        diags, summary = parse_diags(stderr)
        result[n] = {
            "command": " ".join(["cgc"] + [shlex.quote(a) for a in argv]
                                + ["-o", "OUT"]),
            "profile": opts["profile"],
            "entry": None if opts["noentry"] else opts["entry"],
            "noentry": opts["noentry"],
            "exit_status": status,
            "accepted": status == 0,
            "produced_code": bool(code.strip()),
            "errors": sum(1 for d in diags if d["severity"] == "error"),
            "warnings": sum(1 for d in diags if d["severity"] == "warning"),
            "diagnostics": diags,
            "summary": summary,
            "stderr": stderr,
        }
        verdict = "ok " if status == 0 else "ERR"
        first = next((d["code"] + " " + d["message"] for d in diags), "")
        print(f"{verdict} {n} {first}", file=sys.stderr)
    write_json("tests/sema/expected.json", result)
    acc = sum(1 for v in result.values() if v["accepted"])
    print(f"{len(result)} cases: {acc} accepted, {len(result) - acc} rejected",
          file=sys.stderr)


# ---------------------------------------------------------------- stdlib probe

def parse_stdlib(ref_path):
    """Return {function name: {arity: (first parameter type, return type)}}
    from the SYNOPSIS
    blocks of the reference (sections "9.N name").  Names inside one section
    that differ from the section title (pack_4byte, ...) are kept too."""
    text = open(ref_path, encoding="utf-8").read()
    funcs = {}
    sec_re = re.compile(r"^9\.\d+ (\w+)\s*$", re.M)
    secs = list(sec_re.finditer(text))
    proto_re = re.compile(r"^\s*\w+\s+(\w+)\s*\(([^)]*)\)\s*;?\s*$", re.M)
    for i, m in enumerate(secs):
        body = text[m.end(): secs[i + 1].start() if i + 1 < len(secs) else len(text)]
        syn = body.split("SYNOPSIS", 1)
        if len(syn) < 2:
            continue
        syn = re.split(r"\n(PARAMETERS|DESCRIPTION)\b", syn[1], 1)[0]
        for pm in proto_re.finditer(syn):
            name = pm.group(1)
            params = [p.strip() for p in pm.group(2).split(",") if p.strip()]
            if params == ["void"]:
                params = []
            first = params[0].split()[0] if params else None
            if first in ("in", "out", "inout", "uniform", "const") and params:
                first = params[0].split()[1]
            ret = pm.group(0).split()[0]
            slot = funcs.setdefault(name, {})
            # prefer recording a sampler first-parameter type when present
            if len(params) not in slot or (first and first.startswith("sampler")):
                slot[len(params)] = (first, ret)
    return funcs


MATRIX_ARGS = {
    "determinant": ["float2x2", "float3x3", "float4x4"],
    "inverse": ["float2x2", "float3x3", "float4x4"],
    "transpose": ["float2x2", "float3x3", "float4x4"],
}


def probe_program(profile, call_expr, uniform_decl):
    """A minimal program for `profile` that uses the value of call_expr."""
    if profile in VERTEX:
        return (f"{uniform_decl}\n"
                "float4 main(float4 p : POSITION, uniform float4 u,\n"
                "            out float4 col : COLOR0) : POSITION\n{\n"
                f"    col = float4(0, 0, 0, 0) + ({call_expr});\n"
                "    return p;\n}\n")
    return (f"{uniform_decl}\n"
            "float4 main(float4 t : TEXCOORD0, uniform float4 u) : COLOR\n{\n"
            f"    return float4(0, 0, 0, 0) + ({call_expr});\n}}\n")


def _use_overloads():
    lines = []
    for t in ("float", "half", "fixed", "int", "bool"):
        lines.append(f"float4 use_({t} x) {{ return float4(x, 0, 0, 0); }}")
        lines.append(f"float4 use_({t}1 x) {{ return float4(x, 0, 0, 0); }}")
        lines.append(f"float4 use_({t}2 x) {{ return float4(x, 0, 0); }}")
        lines.append(f"float4 use_({t}3 x) {{ return float4(x, 0); }}")
        lines.append(f"float4 use_({t}4 x) {{ return float4(x); }}")
    pad = {2: ", 0, 0", 3: ", 0", 4: ""}
    for r in (2, 3, 4):
        for c in (2, 3, 4):
            lines.append(f"float4 use_(float{r}x{c} m) "
                         f"{{ return float4(m[0]{pad[c]}); }}")
    return "\n".join(lines) + "\n"


USE_OVERLOADS = _use_overloads()


def stdlib_probe_program(profile, call_expr, uniform_decl, returns_void):
    """Program for `profile` whose result depends on call_expr.  Arguments
    are the locals t0..t4 (so out parameters are writable lvalues); the
    value goes through the exact-match overloads use_(T)."""
    locals_ = ("    float4 t0 = u, t1 = u.yzwx, t2 = u.zwxy, t3 = u.wxyz, t4 = u;\n")
    if returns_void:
        body = (f"    {call_expr};\n"
                "    float4 r = t0 + t1 + t2 + t3 + t4;\n")
    else:
        body = f"    float4 r = use_({call_expr});\n"
    if profile in VERTEX:
        return (f"{uniform_decl}\n{USE_OVERLOADS}"
                "float4 main(float4 p : POSITION, uniform float4 u,\n"
                "            out float4 col : COLOR0) : POSITION\n{\n"
                f"{locals_}{body}    col = r;\n    return p;\n}}\n")
    return (f"{uniform_decl}\n{USE_OVERLOADS}"
            "float4 main(float4 tc : TEXCOORD0, uniform float4 u) : COLOR\n{\n"
            f"{locals_}{body}    return r;\n}}\n")


def probe_one(prof, call, decl, src, returns_void=False):
    with open(src, "w") as f:
        f.write(stdlib_probe_program(prof, call, decl, returns_void))
    status, _code, _o, stderr = run_cgc(["-profile", prof, "-entry", "main", src])
    diags, _ = parse_diags(stderr)
    errs = [d["code"] + ": " + d["message"]
            for d in diags if d["severity"] == "error"]
    return {"ok": status == 0, **({"errors": errs} if errs else {})}


def regen_stdlib():
    funcs = parse_stdlib(STDLIB_REF)
    out = {"profiles": PROFILES, "functions": {}}
    widths = [("float", ".x"), ("float2", ".xy"), ("float3", ".xyz"),
              ("float4", "")]
    with tempfile.TemporaryDirectory() as td:
        src = os.path.join(td, "probe.cg")
        for name in sorted(funcs):
            entry = {"arities": sorted(funcs[name]),
                     "first_param_types": {str(k): v[0] for k, v in
                                           sorted(funcs[name].items())},
                     "return_types": {str(k): v[1] for k, v in
                                      sorted(funcs[name].items())},
                     "probes": {}}
            for arity, (first, ret) in sorted(funcs[name].items()):
                void = ret == "void"
                for wname, swz in widths:
                    if first and first.startswith("sampler"):
                        decl = f"uniform {first} s;"
                        args = ["s"] + [f"t{k}{swz}" for k in range(1, arity)]
                    else:
                        decl = ""
                        args = [f"t{k}{swz}" for k in range(arity)]
                    call = f"{name}({', '.join(args)})"
                    entry["probes"][f"{arity}:{wname}"] = {
                        "call": call,
                        "profiles": {p: probe_one(p, call, decl, src, void)
                                     for p in PROFILES}}
                    if arity == 0:
                        break
            for mt in MATRIX_ARGS.get(name, []):
                decl = f"uniform {mt} mm;"
                call = f"{name}(mm)"
                entry["probes"][f"1:{mt}"] = {
                    "call": call,
                    "profiles": {p: probe_one(p, call, decl, src) for p in PROFILES}}
            if name == "mul":
                for mt, v in (("float4x4", "t1"), ("float3x3", "t1.xyz"),
                              ("float4x3", "t1.xyz"), ("float3x4", "t1")):
                    decl = f"uniform {mt} mm;"
                    for call in (f"mul(mm, {v})", f"mul({v}, mm)", "mul(mm, mm)"):
                        key = call.replace("mm", mt).replace(" ", "")
                        entry["probes"][key] = {
                            "call": call, "uniform": decl,
                            "profiles": {p: probe_one(p, call, decl, src)
                                         for p in PROFILES}}
            out["functions"][name] = entry
            ok = {k: [p for p in PROFILES if v["profiles"][p]["ok"]]
                  for k, v in entry["probes"].items()}
            print(f"{name}: {ok}", file=sys.stderr)
    write_json("tests/sema/stdlib_support.json", out)


# ------------------------------------------------------------------ GLSL names

GLSL_FUNCS = {
    # name: argument list (float4 uniform u, sampler s if needed)
    "fract": "u", "mix": "u, u, u", "mod": "u, u", "inversesqrt": "u",
    "dFdx": "u", "dFdy": "u", "fwidth": "u", "clamp": "u, u, u",
    "step": "u, u", "smoothstep": "u, u, u", "atan": "u.x, u.y",
    "atan2": "u.x, u.y", "frac": "u", "lerp": "u, u, u", "fmod": "u, u",
    "rsqrt": "u", "ddx": "u", "ddy": "u", "saturate": "u",
        "texture2D": "s2, u.xy", "texture": "s2, u.xy", "textureCube": "sc, u.xyz",
    "texture2DProj": "s2, u.xyz", "texture2DLod": "s2, u.xy, 0",
    "textureProj": "s2, u.xyz", "texture1DProj": "s1, u.xy", "texture3DProj": "s3, u",
    "outerProduct": "u, u", "textureCubeLod": "sc, u.xyz, 0", "texture2DGrad": "s2, u.xy, u.xy, u.zw",
    "textureLod": "s2, u.xy, 0", "textureGrad": "s2, u.xy, u.xy, u.zw",
    "texture2DProjLod": "s2, u.xyz, 0", "textureProjLod": "s2, u, 0", "shadow2DLod": "s2, u.xyz, 0",

    "mul": "m, u", "matrixCompMult": "m, m", "transpose": "m",
    "equal": "u, u", "notEqual": "u, u", "lessThan": "u, u",
    "greaterThan": "u, u", "lessThanEqual": "u, u",
    "greaterThanEqual": "u, u", "any": "u", "all": "u", "not": "u > 0",
    "roundEven": "u", "trunc": "u", "round": "u", "sign": "u",
    "floatBitsToInt": "u", "floatToIntBits": "u", "floatToRawIntBits": "u",
    "exp": "u", "log": "u", "log10": "u", "tex2D": "s2, u.xy", "texCUBE": "sc, u.xyz",
    "tex2Dlod": "s2, u", "tex2Dproj": "s2, u.xyz", "noise": "u", "lit": "u.x, u.y, u.z", "intBitsToFloat": "int4(1,2,3,4)", "bitCount": "int4(1,2,3,4)",
    "inverse": "m", "determinant": "m", "faceforward": "u, u, u",
    "reflect": "u, u", "refract": "u.xyz, u.xyz, 1.0",
    "radians": "u", "degrees": "u", "exp2": "u", "log2": "u",
    "pow": "u, u", "sqrt": "u", "abs": "u", "min": "u, u", "max": "u, u",
    "length": "u", "distance": "u, u", "dot": "u, u", "normalize": "u",
    "cross": "u.xyz, u.xyz", "sinh": "u", "cosh": "u", "tanh": "u",
    "asinh": "u", "acosh": "u", "atanh": "u", "isnan": "u", "isinf": "u",
    "ceil": "u", "floor": "u",
    "noise1": "u.xy", "noise2": "u.x", "noise3": "u", "noise4": "u.xyz",
}

# make the result addable to a float4
GLSL_SUFFIX = {"cross": ".xyzz", "refract": ".xyzz", "inverse": "[0]",
               "transpose": "[0]", "matrixCompMult": "[0]", "outerProduct": "[0]",
               "floatBitsToInt": ".x", "texture": ".x", "texture2D": ".x",
               "noise2": ".xyxy", "noise3": ".xyzz"}

# GLSL's lookups at a level, with a bias or with derivatives after the
# coordinate, and GLSL 1.30's texel fetches and offsets: one probe per call
# (several forms of a name), in the assembly profiles and cgc's GLSL
# profiles ("lookups" of glsl_names.json, checked by tests/suite/glsl_names.rs).
GLSL_LOOKUPS = [
    "texture1DLod(s1, u.x, 0.5)",
    "texture1DLod(s1, u.xy, 0.5)",
    "texture1DProjLod(s1, u.xy, 0.5)",
    "texture1DProjLod(s1, u, 0.5)",
    "texture1DProjLod(s1, u.xyz, 0.5)",
    "texture1DGrad(s1, u.x, u.y, u.z)",
    "texture1DProjGrad(s1, u.xy, u.z, u.w)",
    "texture1DProjGrad(s1, u, u.z, u.w)",
    "texture1DProj(s1, u.xy, 0.5)",
    "texture1DProj(s1, u, 0.5)",
    "texture2DLod(s2, u.xy, 0.5)",
    "texture2DLod(s2, u.xyz, 0.5)",
    "texture2DLod(s2, u.x, 0.5)",
    "texture2DLod(s2, u.xy)",
    "texture2DProjLod(s2, u.xyz, 0.5)",
    "texture2DProjLod(s2, u, 0.5)",
    "texture2DGrad(s2, u.xy, u.xy, u.zw)",
    "texture2DProjGrad(s2, u.xyz, u.xy, u.zw)",
    "texture2DProjGrad(s2, u, u.xy, u.zw)",
    "texture2DProj(s2, u.xyz, 0.5)",
    "texture2DProj(s2, u, 0.5)",
    "texture3DLod(s3, u.xyz, 0.5)",
    "texture3DProjLod(s3, u, 0.5)",
    "texture3DProjLod(s3, u.xyz, 0.5)",
    "texture3DGrad(s3, u.xyz, u.xyz, u.xyz)",
    "texture3DProjGrad(s3, u, u.xyz, u.xyz)",
    "texture3DProj(s3, u, 0.5)",
    "textureCube(sc, u.xyz)",
    "textureCube(sc, u.xyz, 0.5)",
    "textureCube(sc, u.xyz, u.xyz, u.xyz)",
    "textureCubeLod(sc, u.xyz, 0.5)",
    "textureCubeGrad(sc, u.xyz, u.xyz, u.xyz)",
    "shadow1D(s1, u.xyz, 0.5)",
    "shadow1DLod(s1, u.xyz, 0.5)",
    "shadow1DProjLod(s1, u, 0.5)",
    "shadow1DGrad(s1, u.xyz, u.x, u.y)",
    "shadow1DProjGrad(s1, u, u.x, u.y)",
    "shadow1DProj(s1, u, 0.5)",
    "shadow2D(s2, u.xyz, 0.5)",
    "shadow2DLod(s2, u.xyz, 0.5)",
    "shadow2DProjLod(s2, u, 0.5)",
    "shadow2DGrad(s2, u.xyz, u.xy, u.zw)",
    "shadow2DProjGrad(s2, u, u.xy, u.zw)",
    "shadow2DProj(s2, u, 0.5)",
    "textureLod(s1, u.x, 0.5)",
    "textureLod(s2, u.xy, 0.5)",
    "textureLod(s2, u, 0.5)",
    "textureLod(s3, u.xyz, 0.5)",
    "textureLod(sc, u.xyz, 0.5)",
    "textureGrad(s1, u.x, u.x, u.y)",
    "textureGrad(s2, u.xy, u.xy, u.zw)",
    "textureGrad(s3, u.xyz, u.xyz, u.xyz)",
    "textureGrad(sc, u.xyz, u.xyz, u.xyz)",
    "textureProjLod(s1, u.xy, 0.5)",
    "textureProjLod(s1, u, 0.5)",
    "textureProjLod(s2, u.xyz, 0.5)",
    "textureProjLod(s2, u, 0.5)",
    "textureProjLod(s3, u, 0.5)",
    "textureProjGrad(s1, u.xy, u.x, u.y)",
    "textureProjGrad(s1, u, u.x, u.y)",
    "textureProjGrad(s2, u.xyz, u.xy, u.zw)",
    "textureProjGrad(s2, u, u.xy, u.zw)",
    "textureProjGrad(s3, u, u.xyz, u.xyz)",
    "textureProj(s1, u.xy, 0.5)",
    "textureProj(s2, u.xyz, 0.5)",
    "textureProj(s2, u, 0.5)",
    "textureProj(s3, u, 0.5)",
    "textureOffset(s2, u.xy, int2(1,1))",
    "textureLodOffset(s2, u.xy, 0.5, int2(1,1))",
    "texelFetch(s2, int2(u.xy), 0)",
    "float4(textureSize(s2, 0), 0, 0)",
    # ARB_shader_texture_lod's derivative lookups, library functions of cgc
    # around its own (tex2D(s, p, dx, dy), ...).
    "texture1DGradARB(s1, u.x, u.x, u.y)",
    "texture1DProjGradARB(s1, u.xy, u.x, u.y)",
    "texture1DProjGradARB(s1, u, u.x, u.y)",
    "texture2DGradARB(s2, u.xy, u.xy, u.zw)",
    "texture2DProjGradARB(s2, u.xyz, u.xy, u.zw)",
    "texture2DProjGradARB(s2, u, u.xy, u.zw)",
    "texture3DGradARB(s3, u.xyz, u.xyz, u.xyz)",
    "texture3DProjGradARB(s3, u, u.xyz, u.xyz)",
    "textureCubeGradARB(sc, u.xyz, u.xyz, u.xyz)",
    "shadow1DGradARB(s1, u.xyz, u.x, u.y)",
    "shadow1DProjGradARB(s1, u, u.x, u.y)",
    "shadow2DGradARB(s2, u.xyz, u.xy, u.zw)",
    "shadow2DProjGradARB(s2, u, u.xy, u.zw)",
    "texture2DLodARB(s2, u.xy, 0.5)",
    "texture2DGradEXT(s2, u.xy, u.xy, u.zw)",
    # ARB_texture_rectangle's names, and their derivative forms.
    "texture2DRect(sr, u.xy)",
    "texture2DRect(sr, u.xy, 0.5)",
    "texture2DRectProj(sr, u.xyz)",
    "texture2DRectProj(sr, u)",
    "texture2DRectProj(sr, u.xy)",
    "shadow2DRect(sr, u.xyz)",
    "shadow2DRect(sr, u.xy)",
    "shadow2DRectProj(sr, u)",
    "texture2DRectLod(sr, u.xy, 0.5)",
    "texture2DRectGrad(sr, u.xy, u.xy, u.zw)",
    "texture2DRectProjGrad(sr, u.xyz, u.xy, u.zw)",
    "texture2DRectProjGrad(sr, u, u.xy, u.zw)",
    "shadow2DRectGrad(sr, u.xyz, u.xy, u.zw)",
    "shadow2DRectProjGrad(sr, u, u.xy, u.zw)",
    "texture2DRectGradARB(sr, u.xy, u.xy, u.zw)",
    "texture2DRectProjGradARB(sr, u, u.xy, u.zw)",
    "shadow2DRectGradARB(sr, u.xyz, u.xy, u.zw)",
    "shadow2DRectProjGradARB(sr, u, u.xy, u.zw)",
]
LOOKUP_PROFILES = ["arbvp1", "arbfp1", "vp30", "glslv", "glslf"]

GLSL_TYPES = {
    # type name: constructor expression producing something addable to float4
    "vec2": "float4(vec2(1, 2), 0, 0)", "vec3": "float4(vec3(1, 2, 3), 0)",
    "vec4": "vec4(1, 2, 3, 4)", "ivec2": "float4(ivec2(1, 2), 0, 0)",
    "ivec4": "float4(ivec4(1, 2, 3, 4))", "bvec2": "float4(bvec2(true, false), 0, 0)",
    "bvec4": "float4(bvec4(true, false, true, false))",
    "uvec4": "float4(uvec4(1, 2, 3, 4))",
    "mat2": "float4(mat2(1, 2, 3, 4)[0], 0, 0)",
    "mat3": "float4(mat3(1, 2, 3, 4, 5, 6, 7, 8, 9)[0], 0)",
    "mat4": "mat4(1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1)[0]",
    "dvec4": "float4(dvec4(1, 2, 3, 4))", "double": "float4(double(1), 0, 0, 0)",
    "uint": "float4(uint(1), 0, 0, 0)", "float4": "float4(1, 2, 3, 4)",
    "half4": "float4(half4(1, 2, 3, 4))", "fixed4": "float4(fixed4(1, 2, 3, 4))",
    "int4": "float4(int4(1, 2, 3, 4))", "bool4": "float4(bool4(true, false, true, false))",
    "float2x2": "float4(float2x2(1, 2, 3, 4)[0], 0, 0)",
    "float4x4": "float4x4(1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1)[0]",
    "mat2x3": "float4(mat2x3(1, 2, 3, 4, 5, 6)[0], 0)",
    "mat3x3": "float4(mat3x3(1, 2, 3, 4, 5, 6, 7, 8, 9)[0], 0)",
    "dmat4": "float4(dmat4(1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1)[0])",
    "float4x3": "float4(float4x3(1,0,0, 0,1,0, 0,0,1, 0,0,0)[0], 0)",
    "int": "float4(int(1), 0, 0, 0)", "bool": "float4(bool(1), 0, 0, 0)",
    "half": "float4(half(1), 0, 0, 0)", "fixed": "float4(fixed(1), 0, 0, 0)",
    "float1": "float4(float1(1), 0, 0, 0)", "double4": "float4(double4(1, 2, 3, 4))",
    "uint4": "float4(uint4(1, 2, 3, 4))", "short": "float4(short(1), 0, 0, 0)",
    "long": "float4(long(1), 0, 0, 0)", "unsigned": "float4(unsigned(1), 0, 0, 0)",
    "sampler2D": None,
}


def regen_glsl():
    out = {"functions": {}, "types": {}}
    with tempfile.TemporaryDirectory() as td:
        src = os.path.join(td, "probe.cg")
        for prof in ["arbvp1", "arbfp1"]:
            decl = ("uniform sampler2D s2;\nuniform samplerCUBE sc;\n"
                    "uniform float4x4 m;\nuniform sampler1D s1;\nuniform sampler3D s3;")
            for name, args in sorted(GLSL_FUNCS.items()):
                if args is None:
                    continue
                call = f"{name}({args})" + GLSL_SUFFIX.get(name, "")
                with open(src, "w") as f:
                    f.write(probe_program(prof, call, decl))
                status, _c, _o, stderr = run_cgc(
                    ["-profile", prof, "-entry", "main", src])
                diags, _ = parse_diags(stderr)
                e = out["functions"].setdefault(name, {"call": call})
                e[prof] = {"ok": status == 0, "diagnostics": [
                    f"{d['severity']} {d['code']}: {d['message']}" for d in diags]}
            for name, expr in sorted(GLSL_TYPES.items()):
                if expr is None:
                    continue
                with open(src, "w") as f:
                    f.write(probe_program(prof, expr, ""))
                status, _c, _o, stderr = run_cgc(
                    ["-profile", prof, "-entry", "main", src])
                diags, _ = parse_diags(stderr)
                e = out["types"].setdefault(name, {"expr": expr})
                e[prof] = {"ok": status == 0, "diagnostics": [
                    f"{d['severity']} {d['code']}: {d['message']}" for d in diags]}
        decl = ("uniform sampler2D s2;\nuniform samplerCUBE sc;\n"
                "uniform float4x4 m;\nuniform sampler1D s1;\nuniform sampler3D s3;\n"
                "uniform samplerRECT sr;")
        out["lookups"] = {}
        for call in GLSL_LOOKUPS:
            e = out["lookups"].setdefault(call, {})
            for prof in LOOKUP_PROFILES:
                with open(src, "w") as f:
                    f.write(probe_program(prof, call, decl))
                status, _c, _o, stderr = run_cgc(
                    ["-profile", prof, "-entry", "main", src])
                diags, _ = parse_diags(stderr)
                e[prof] = {"ok": status == 0, "diagnostics": [
                    f"{d['severity']} {d['code']}: {d['message']}" for d in diags]}
    for kind in ("functions", "types"):
        for n, v in sorted(out[kind].items()):
            print(f"{kind} {n}: " + " ".join(
                f"{p}={'ok' if v[p]['ok'] else 'no'}" for p in ("arbvp1", "arbfp1")),
                file=sys.stderr)
    write_json("tests/sema/glsl_names.json", out)


def write_json(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")


def main():
    what = sys.argv[1] if len(sys.argv) > 1 else "all"
    if what in ("cases", "all"):
        regen_cases()
    if what in ("glsl", "all"):
        regen_glsl()
    if what in ("stdlib", "all"):
        regen_stdlib()


if __name__ == "__main__":
    main()
