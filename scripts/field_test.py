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
../shared/tools/{glcheck,nvvm}/tests/cg (the shared tree beside this
repository), and tests/shaders via tests/reference/manifest.json.
Deterministic: fixed seed, sorted output.
"""
import argparse, hashlib, json, os, re, subprocess, sys, tempfile
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLKIT = "/usr/share/doc/nvidia-cg-doc/examples"
SHARED = os.path.join(ROOT, "..", "shared")
GLCHECK = os.environ.get("GLCHECK", os.path.join(SHARED, "tools", "glcheck", "glcheck"))
NVVM = os.environ.get("NVVM", os.path.join(SHARED, "tools", "nvvm", "nvvm"))
VERTEX = ["arbvp1", "vp20", "vp30"]
FRAGMENT = ["arbfp1"]
JUDGE_ALL = False


# Triage: (regex on verdict + " " + detail, cause, reproduction under tests/field/)
CAUSES = [
    (r"AttribArray", "parser: geometry-program syntax AttribArray<T> in a non-entry function", "001_gp4_attribarray.cg"),
    (r'token "(TRIANGLE|LINE_ADJ|LINE|POINT|TRIANGLE_ADJ)"', "parser: primitive-type qualifier (TRIANGLE, LINE_ADJ) on a non-entry function", "002_gp4_primitive_qualifier.cg"),
    (r'token "(gp5tcp|gp5tep|gp4gp|gp5gp)"', "parser: profile-name / PATCH_N qualifier before a function declaration", "024_profile_qualified_function.cg"),
    (r"sampler_state", "sema: sampler_state { ... } initialiser (CgFX)", "003_sampler_state.cg"),
    (r'token "(vertexshader|pixelshader|geometryshader)"', "parser: CgFX program arrays `vertexshader Name[N] = { compile ... }`", "004_shader_array_decl.cg"),
    (r"pow in this profile", "lower: pow() in vertex profiles (vp20/vp30)", "005_vertex_pow.cg"),
    (r"indexing with a run-time value", "lower: array indexing with a run-time index (ARL / A0)", "006_dynamic_index.cg"),
    (r"loop whose condition depends", "lower: loops with run-time conditions or data-dependent break", "007_runtime_loop.cg 023_loop_break.cg"),
    (r"too much data in type constructor", "sema: matrix truncation constructor float3x3(float4x4)", "008_matrix_truncate_ctor.cg"),
    (r"glstate", "sema: glstate.* (OpenGL state parameters)", "009_glstate.cg"),
    (r'undefined variable "clip"', "stdlib: clip()", "010_clip.cg"),
    (r"exp2 and log2 in this profile|instruction (FLR|FRC) is not supported yet", "lower: exp2/log2/floor/frac in vp20", "011_vp20_exp2_floor.cg"),
    (r"sampler2DARRAY|sampler1DARRAY", "sema: sampler2DARRAY/sampler1DARRAY types", "012_sampler2DARRAY.cg"),
    (r"member functions", "sema: interfaces and struct member functions", "013_interface_member_function.cg"),
    (r'expecting type at token "\w+Buffer"|token "Material"', "parser: named uniform blocks `uniform Name { ... };`", "014_uniform_buffer_block.cg"),
    (r"ambiguous overloaded function reference", "sema: int overloads of clamp/min/max ambiguous", "015_int_overloads.cg"),
    (r"shadow-map lookups", "lower: tex2Dproj(sampler2D, float4) taken as a shadow compare", "016_tex2Dproj.cg"),
    (r"unexpected '\.'", "parser: semantic modifiers TEXCOORD0.FLAT / .CENTROID / .NOPERSPECTIVE", "017_semantic_modifier.cg"),
    (r'token "float4"|token "precise"', "parser: the `precise` qualifier", "018_precise.cg"),
    (r'standard library function|"determinant" of these|undefined variable "(inverse|texRECTbias)"', "stdlib: isnan, sinh, tanh, noise, texRECTbias, inverse, ...", "019_stdlib_missing.cg"),
    (r"without a semantic|cannot locate suitable resource", "binding: varyings without semantics (cgc: next free TEXn/ATTRn, then packed)", "020_struct_param_no_semantic.cg 027_varying_no_semantic.cg"),
    (r"cannot determine type of interface variable", "sema: interface method on a uniform in code that never runs (C1306 only when inlined)", "029_interface_unsized_array.cg"),
    (r"array index out of bounds", "sema: unsigned int constants wrap to 32 bits ((0u - 1) % 4 is 3)", "028_unsigned_wrap_index.cg"),
    (r'unknown semantics "TEXCOORD"', "sema: bare TEXCOORD semantic (= TEXCOORD0)", "021_texcoord_no_index.cg"),
    (r"ours never writes", "header: inout varying gets an extra $vout #var line", "022_inout_header.cg"),
    (r"Instruction limit", "code size: vp20 program over 128 instructions where cgc fits", ""),
    (r"formal out parameter", "sema: frexp/modf out parameter type", ""),
    (r"^cgc-undef", "not ours: cgc's program reads an uninitialised temporary", ""),
    (r"NaN", "NaN/Inf corner (pow of a negative base or 0^-e); Mesa finds them equal", ""),
]


def cause_of(r):
    key = r["verdict"] + " " + r.get("detail", "")
    for rx, cause, repro in CAUSES:
        if re.search(rx, key):
            return cause, repro
    return "other: " + key[:80], ""


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
        if JUDGE_ALL:
            jrc, jso, jse = run([judge, "diff", path, "--entry", entry, "--profile", profile,
                                 "--ours", ours, "--theirs", theirs], timeout=120)
            r["judge_diff"] = {0: "equivalent", 1: "different"}.get(jrc, "unresolved")
            if jrc != 0:
                r["detail"] = "judge: " + (first_error(jso + jse) if jrc != 1 else
                    " ".join(l.strip() for l in jso.splitlines() if l.strip().startswith("test "))[:250])
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
        d = os.path.join(SHARED, "tools", tool, "tests", "cg")
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
    ap.add_argument("--judge-all", action="store_true",
                    help="also run glcheck/nvvm diff on the cases the VM finds equivalent")
    args = ap.parse_args()
    global JUDGE_ALL
    JUDGE_ALL = args.judge_all
    results = []
    with tempfile.TemporaryDirectory() as work:
        n = 0
        for src, name, path, entries, profiles in sources(args):
            if args.only and args.only not in name:
                continue
            try:
                text = open(path, errors="replace").read()
            except OSError:
                continue
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
        keys = [(r["source"], r["profile"])]
        if r["source"] != "repro":  # the reproductions are not part of the totals
            keys += [("ALL", r["profile"]), ("ALL", "all")]
            by[("ALL", r["profile"])][r["verdict"]] += 1
            by[("ALL", "all")][r["verdict"]] += 1
        if r.get("judge_diff") == "different":
            for k in keys:
                by[k]["judge-different"] += 1
    for (s, p) in sorted(by, key=lambda k: (k[0] == "ALL", k)):
        c = by[(s, p)]
        print(("%-9s %-7s" + " %7d" * 10) % (s, p, sum(c.values()), c["equivalent"], c["differ"],
              c["judge-different"], c["cgc-undef"], c["rejected"], c["invalid"], c["panic"], c["hang"], c["cmp-error"]))
    eq = [r for r in results if r["verdict"] == "equivalent" and r["source"] != "repro"]
    if eq:
        a = sum(r["cgrs_instructions"] for r in eq); b = sum(r["cgc_instructions"] for r in eq)
        worse = sum(1 for r in eq if r["cgrs_instructions"] > r["cgc_instructions"])
        better = sum(1 for r in eq if r["cgrs_instructions"] < r["cgc_instructions"])
        print("equivalent: %d cases, instructions cgrs %d vs cgc %d (%.2fx); cgrs longer in %d, shorter in %d"
              % (len(eq), a, b, a / max(b, 1), worse, better))
    print()
    causes = Counter(); repro_of = {}; files = defaultdict(set)
    for r in results:
        if (r["verdict"] != "equivalent" or r.get("judge_diff") == "different") and r["source"] != "repro":
            c, rp = cause_of(r)
            causes[c] += 1; repro_of[c] = rp; files[c].add(r["file"])
    print("causes (cases, distinct files, cause, reproduction):")
    for c, n in sorted(causes.items(), key=lambda x: (-x[1], x[0])):
        print("%5d %4d  %s  [%s]" % (n, len(files[c]), c, repro_of[c] or "-"))
    print()
    for r in results:
        if r["verdict"] != "equivalent" or r.get("judge_diff") not in (None, "equivalent"):
            print("%-10s %-6s %-20s %s  %s%s" % (r["verdict"], r["profile"], r["entry"], r["file"],
                  r.get("detail", ""), "  [judge: %s]" % r["judge_diff"] if "judge_diff" in r else ""))
    if args.json:
        os.makedirs(os.path.dirname(args.json), exist_ok=True)
        with open(args.json, "w") as f:
            json.dump(results, f, indent=0, sort_keys=True)
            f.write("\n")


if __name__ == "__main__":
    main()
