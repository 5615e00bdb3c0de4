#!/usr/bin/env python3
"""Generate the conformance table (tests/conformance/) and record cgc's verdicts.

Run from the repository root (scripts/regen-conformance.sh does that):

    python3 scripts/regen_conformance.py [--jobs N] [CATEGORY ...]

The probes are generated from NVIDIA's Cg reference manual (the HTML pages of
the Cg Toolkit, /usr/share/doc/nvidia-cg-doc/html, or CG_DOC_HTML=):

  stdlib        every signature of every standard-library page listed in
                index_stdlib.html, called with arguments of exactly the listed
                types, and with the variants overload resolution must settle
                (int and bool arguments, mixed precisions, a scalar for the
                last vector, the base `sampler` type for a texture lookup)
  semantics     every binding semantic the profile pages list (arbvp1, arbfp1,
                vp20, vp30 list none, so those of every profile page are
                probed in our four), with samples no page lists, on entry
                parameters (in and out), return values and struct members;
                the uniform binding forms (`: C3`, `: register(c3)`,
                `: TEXUNIT2`, `: register(s1)`, several bindings, profile
                qualified bindings) on globals, parameters and struct members;
                semantics qualified by profile (`: ps TEXCOORD3`) on every
                varying position and on uniforms
  types         every type name and alias the language and profile pages
                mention, in every position (uniform parameter, varying
                parameter, global, struct member, array element, local, cast,
                constructor, return type of a function and of the entry)
  initializers  every initializer form (scalars, brace lists, nested and
                partial lists, scalars broadcast, too many and too few
                elements, arrays of vectors and of structs, unsized arrays) on
                globals, locals, default values of entry and helper parameters
  statements    the statements and function forms: if/else, for, while and
                do-while with constant, uniform and varying bounds, break,
                continue and return inside, loops over uniform arrays,
                switch and goto, discard, return forms, in/out/inout
                parameters, overloads, recursion, prototypes, blocks and
                shadowing, const and static locals, expression statements
  operators     the expression operators (unary, binary, `?:`, assignment and
                compound assignment, comma, swizzles and write masks, matrix
                elements) over operand types: every operator over operands of
                one type (scalars, vectors, matrices of each base), one of each
                class over mixed base types and mixed shapes; each a program
                of uniform operands (and literals) whose result reaches the
                output (these probes are not from the manual)

Each probe is compiled by cgc for each of arbvp1, arbfp1, vp20 and vp30
(`cgc -profile P -entry main probe.cg`). The table records its verdict (exit
status 0 or not), the error codes with their lines and, where it compiles,
the program (without the comment lines naming cgc's version, date, command
line and source file). Programs and sources are stored once and referred to by
index. Output: tests/conformance/CATEGORY.json, sorted, without timestamps, so
a regeneration on any machine with cgc 3.1 gives the same files.
"""
import concurrent.futures
import html
import json
import os
import re
import subprocess
import sys
import tempfile

CGC = os.environ.get("CGC", "cgc")
DOC = os.environ.get("CG_DOC_HTML", "/usr/share/doc/nvidia-cg-doc/html")
OUT_DIR = "tests/conformance"
PROFILES = ["arbvp1", "arbfp1", "vp20", "vp30"]
VERTEX = {"arbvp1", "vp20", "vp30"}
CATEGORIES = ["stdlib", "semantics", "types", "initializers", "library-initializers",
              "statements", "operators"]

# `probe.cg(3) : error C1008: ...`; cgc's crashes are `(7) : fatal error C9999: ...`.
DIAG_RE = re.compile(r"^[^()\n]*\((\d+)\) : (?:fatal )?(error|warning) (C\d+): ")


def page_text(name):
    """The text of one manual page, tags removed."""
    with open(os.path.join(DOC, name + ".html"), encoding="latin-1") as f:
        return html.unescape(re.sub(r"<[^>]+>", "", f.read()))


# ------------------------------------------------------------------ Cg types

BASES = ["float", "half", "fixed", "int", "bool"]


class Ty:
    """A Cg type as the probes need it: spelled name, scalar base, shape."""

    def __init__(self, name):
        self.name = name
        m = re.fullmatch(r"(unsigned int|uint|float|half|fixed|int|bool|double)(\d)?(?:x(\d))?", name)
        self.sampler = "sampler" in name
        if m:
            self.base = {"unsigned int": "uint"}.get(m.group(1), m.group(1))
            self.rows = int(m.group(2)) if m.group(3) else 0
            self.cols = int(m.group(3)) if m.group(3) else (int(m.group(2)) if m.group(2) else 0)
        else:
            self.base, self.rows, self.cols = None, 0, 0

    @property
    def numeric(self):
        return self.base is not None

    @property
    def width(self):
        """Components of a scalar (1) or vector; 0 for a matrix."""
        return 0 if self.rows else max(self.cols, 1)

    def with_base(self, base):
        return Ty(spell(base, self.rows, self.cols))


def spell(base, rows, cols):
    text = "unsigned int" if base == "uint" else base
    if rows:
        return f"{text}{rows}x{cols}"
    return f"{text}{cols}" if cols else text


SWIZZLE = "xyzw"


def value_of(ty, source, scale=""):
    """An expression of type `ty` computed from the float4 input `source`."""
    cols = max(ty.cols, 1)
    if ty.rows:
        rows = [f"t{r % 4}.{SWIZZLE[:cols]}" for r in range(ty.rows)]
        inner = ", ".join(rows)
        return f"{spell(ty.base, ty.rows, ty.cols)}({inner})" if ty.base in ("float", "half", "fixed") \
            else f"({ty.name}){spell('float', ty.rows, ty.cols)}({inner})"
    swz = f"{source}.{SWIZZLE[:cols]}"
    if ty.base == "bool":
        return f"{swz} > 0" if ty.cols else f"{source}.x > 0"
    if ty.base in ("int", "uint"):
        return f"({ty.name})({swz} * 3)"
    return f"({ty.name}){swz}"


def to_float4(expr, ty):
    """A float4 expression carrying every component of `expr` of type `ty`."""
    if ty.rows:
        parts = []
        for r in range(ty.rows):
            parts.append(f"{pad4(f'{expr}[{r}]', ty.cols)} * {r + 1}")
        return " + ".join(parts)
    return pad4(expr, ty.width)


def pad4(expr, width):
    if width == 4:
        return f"(float4)({expr})"
    cast = "float" if width == 1 else f"float{width}"
    zeros = ", 0" * (4 - width)
    return f"float4(({cast})({expr}){zeros})"


# ------------------------------------------------------------------ probes


class Probe:
    def __init__(self, ident, source, profiles=PROFILES):
        self.id = ident
        self.source = source
        self.profiles = list(profiles)


def entry(stage, params, body, ret="float4", semantic=None):
    """`ret main(params) : semantic { body }` for a vertex or fragment program."""
    if semantic is None:
        semantic = "POSITION" if stage == "v" else "COLOR"
    sem = f" : {semantic}" if semantic else ""
    return f"{ret} main({', '.join(params)}){sem}\n{{\n{body}}}\n"


# ------------------------------------------------------------------ stdlib

def stdlib_signatures():
    """{function: [(return type, [(qualifier, type)])]} from the manual."""
    index = open(os.path.join(DOC, "index_stdlib.html"), encoding="latin-1").read()
    pages = [n for n in re.findall(r'href="([^"]+)\.html"', index) if n != "index"]
    functions = {}
    for page in pages:
        text = page_text(page)
        m = re.search(r"\nSynopsis\s*\n(.*?)\n(Parameters|Description)", text, re.S)
        if not m:
            continue
        synopsis = re.sub(r",\s*\n\s*", ", ", m.group(1))
        for line in synopsis.split("\n"):
            line = line.strip().rstrip(";").strip()
            sig = re.match(r"^(.*?)\s*\b(\w+)\s*\((.*)\)$", line)
            if not sig:
                continue
            ret = sig.group(1).replace("unsgined", "unsigned")
            params = []
            for p in sig.group(3).split(","):
                pm = re.match(r"^\s*(?:(in|out|inout|uniform)\s+)?(.*?)\s+\w+\s*$", p)
                if pm:
                    params.append((pm.group(1) or "", pm.group(2)))
            functions.setdefault(sig.group(2), []).append((ret, params))
    return functions


def stdlib_calls():
    """(id, function, return type, params) for every probe, deduplicated by
    the argument types."""
    calls = {}

    def add(kind, name, ret, params):
        key = (name, tuple(t for _, t in params))
        if key not in calls:
            args = ",".join(t for _, t in params)
            calls[key] = (f"{name}({args})", kind, name, ret, params)

    functions = stdlib_signatures()
    for name in sorted(functions):
        for ret, params in functions[name]:
            add("doc", name, ret, params)
    for name in sorted(functions):
        for ret, params in functions[name]:
            tys = [Ty(t) for _, t in params]
            numeric = [i for i, t in enumerate(tys) if t.numeric]
            if not numeric or any(tys[i].base != "float" for i in numeric):
                continue
            for base in ["int", "bool"]:
                add(base, name, ret, [(q, tys[i].with_base(base).name if i in numeric else t)
                                      for i, (q, t) in enumerate(params)])
            if len(numeric) >= 2 and not any(q for q, _ in params):
                first = numeric[0]
                add("mixed", name, ret, [(q, tys[i].with_base("half").name if i == first else t)
                                         for i, (q, t) in enumerate(params)])
            widths = {tys[i].width for i in numeric}
            if len(numeric) >= 2 and len(widths) == 1 and widths != {1} and 0 not in widths \
                    and not any(q for q, _ in params):
                last = numeric[-1]
                add("scalar", name, ret, [(q, "float" if i == last else t)
                                          for i, (q, t) in enumerate(params)])
            if tys and tys[0].sampler and params[0][1].startswith("sampler"):
                add("sampler", name, ret, [("", "sampler")] + params[1:])
    return [calls[k] for k in calls]


def stdlib_program(stage, name, ret, params):
    uniforms, lines, outs = [], [], []
    args = []
    for i, (qual, tname) in enumerate(params):
        ty = Ty(tname)
        var = f"a{i}"
        if ty.sampler or not ty.numeric:
            uniforms.append(f"uniform {tname} {var}")
        elif qual == "out":
            lines.append(f"    {tname} {var};\n")
            outs.append((var, ty))
        else:
            lines.append(f"    {tname} {var} = {value_of(ty, f't{i % 4}')};\n")
            if qual == "inout":
                outs.append((var, ty))
        args.append(var)
    call = f"{name}({', '.join(args)})"
    terms = []
    rty = Ty(ret)
    if ret == "void":
        lines.append(f"    {call};\n")
    else:
        lines.append(f"    {ret} r = {call};\n")
        terms.append(to_float4("r", rty) if rty.numeric else "float4(0, 0, 0, 0)")
    for k, (var, ty) in enumerate(outs):
        terms.append(f"({to_float4(var, ty)}) * {k + 2}")
    if not terms:
        terms.append("t0")
    lines.append(f"    return {' + '.join(terms)};\n")
    inputs = [f"float4 t{k} : TEXCOORD{k}" for k in range(4)]
    return entry(stage, inputs + uniforms, "".join(lines))


def stdlib_probes():
    probes = []
    for ident, kind, name, ret, params in stdlib_calls():
        for stage, profiles in (("v", ["arbvp1", "vp20", "vp30"]), ("f", ["arbfp1"])):
            probes.append(Probe(f"{kind}:{ident}", stdlib_program(stage, name, ret, params), profiles))
    return probes


# ------------------------------------------------------------------ semantics

# Words in the profile pages' semantics sections that are not semantics.
NOT_SEMANTICS = {"A", "ATI", "GLSL", "ID", "LOD", "N", "NVIDIA", "POLYGON", "QUADS",
                 "QUAD_STRIP", "W", "XYZ", "CENTROID", "FLAT", "NOPERSPECTIVE", "UV"}
# Semantics no profile page lists, probed as well (cgc's verdict is the truth).
UNLISTED = ["FOO", "TEXCOORD8", "TEXCOORD15", "COLOR2", "ATTR16", "BLENDWEIGHT1",
            "NORMAL1", "texcoord0", "Color", "c3", "POSITION1", "DEPTH1", "TEX8",
            "TEXUNIT16", "C256", "SV_Position", "VPOS", "VFACE"]


def profile_pages():
    names = sorted(n[:-5] for n in os.listdir(DOC) if n.endswith(".html"))
    return [n for n in names if re.match(r"^(arb|vp\d|fp\d|gp\d|glsl|hlsl|ps_|vs_|gs_)", n)]


def listed_semantics():
    """Every semantic the profile pages list, ranges expanded (C0-C255 and
    TEXUNIT0-TEXUNIT31 sampled)."""
    found = set()
    for page in profile_pages():
        text = page_text(page)
        start = text.find("\nSemantics")
        if start < 0:
            continue
        ends = [k for k in (text.find("\nStandard Library Issues", start),
                            text.find("\nSee Also", start)) if k > 0]
        section = text[start:min(ends) if ends else len(text)]
        tokens = re.findall(r"(?<![\w.])([A-Z][A-Z0-9_]*(?:\[\d+\])?(?:-[A-Z]+[0-9]+)?)(?![\w])",
                            section)
        for token in tokens:
            if token in NOT_SEMANTICS:
                continue
            m = re.fullmatch(r"([A-Z]+)(\d+)-([A-Z]+)(\d+)", token)
            if m:
                lo, hi = int(m.group(2)), int(m.group(4))
                values = range(lo, hi + 1)
                if hi - lo > 16:
                    values = sorted({lo, lo + 1, (lo + hi) // 2, hi})
                for n in values:
                    found.add(f"{m.group(1)}{n}")
            else:
                found.add(token)
    return sorted(found)


UNIFORM_PREFIXES = ("C", "TEXUNIT", "BUFFER")


def is_uniform_semantic(s):
    return re.fullmatch(r"(C\d+|c\d+|TEXUNIT\d+|BUFFER\[\d+\].*)", s) is not None


def semantic_probes():
    probes = []
    listed = listed_semantics()
    semantics = listed + [s for s in UNLISTED if s not in listed]
    semantics += ["TEXCOORD1.CENTROID", "TEXCOORD2.FLAT", "TEXCOORD3.NOPERSPECTIVE"]
    for sem in semantics:
        for stage, profiles in (("v", ["arbvp1", "vp20", "vp30"]), ("f", ["arbfp1"])):
            position = "POSITION" if stage == "v" else "COLOR"
            other_in = "float4 p : POSITION" if stage == "v" else "float4 p : TEXCOORD0"
            is_pos = sem.upper() in ("POSITION", "HPOS", "POS") if stage == "v" else \
                sem.upper() in ("COLOR", "COLOR0", "COL", "COL0")
            for ty, touch in (("float4", "x"), ("float", "x.xxxx")):
                # varying input parameter
                probes.append(Probe(f"in-param:{ty}:{sem}", entry(
                    stage, [f"{ty} x : {sem}"], f"    return {touch};\n"), profiles))
                # output parameter
                params = [other_in, f"out {ty} x : {sem}"]
                body = f"    x = ({ty})p;\n"
                if stage == "v" and not is_pos:
                    params.append("out float4 hpos : POSITION")
                    body += "    hpos = p;\n"
                probes.append(Probe(f"out-param:{ty}:{sem}",
                                    entry(stage, params, body, ret="void", semantic=""), profiles))
            # return value
            probes.append(Probe(f"return:{sem}", entry(
                stage, [other_in] + ([] if is_pos or stage == "f" else ["out float4 hpos : POSITION"]),
                ("" if is_pos or stage == "f" else "    hpos = p;\n") + "    return p;\n",
                semantic=sem), profiles))
            # struct member of the input
            probes.append(Probe(f"in-member:{sem}",
                                f"struct In {{\n    float4 x : {sem};\n    float4 y : TEXCOORD7;\n}};\n"
                                + entry(stage, ["In i"], "    return i.x + i.y;\n"), profiles))
            # struct member of the output
            members = [f"    float4 x : {sem};\n"]
            assign = "    o.x = p;\n"
            if not is_pos:
                members.append(f"    float4 y : {position};\n")
                assign += "    o.y = p.yzwx;\n"
            probes.append(Probe(f"out-member:{sem}",
                                "struct Out {\n" + "".join(members) + "};\n"
                                + entry(stage, [other_in], "    Out o;\n" + assign + "    return o;\n",
                                        ret="Out", semantic=""), profiles))
            # a matrix parameter: its rows take the semantic counted on, or,
            # on a semantic the profile does not know for the direction, the
            # registers of one written without a semantic (read, unread, written)
            probes.append(Probe(f"in-matrix:{sem}", entry(
                stage, [other_in, f"float2x4 m : {sem}"], "    return p + m[1];\n"), profiles))
            probes.append(Probe(f"in-matrix-unread:{sem}", entry(
                stage, [other_in, f"float2x4 m : {sem}"], "    return p;\n"), profiles))
            params = [other_in, f"out float2x4 m : {sem}"]
            body = "    m[0] = p;\n    m[1] = p.yzwx;\n"
            if stage == "v":
                params.append("out float4 hpos : POSITION")
                body += "    hpos = p;\n"
            else:
                params.append("out float4 color : COLOR")
                body += "    color = p;\n"
            probes.append(Probe(f"out-matrix:{sem}",
                                entry(stage, params, body, ret="void", semantic=""), profiles))
            if is_uniform_semantic(sem) or sem in ("TEXCOORD0", "POSITION", "COLOR", "FOO"):
                for ty in ("float4", "sampler2D"):
                    touch = "u" if ty == "float4" else (
                        "tex2D(u, p.xy)" if stage == "f" else "p")
                    probes.append(Probe(f"uniform-param:{ty}:{sem}", entry(
                        stage, [other_in, f"uniform {ty} u : {sem}"],
                        f"    return p + {touch};\n"), profiles))
                    probes.append(Probe(f"global:{ty}:{sem}", f"uniform {ty} u : {sem};\n" + entry(
                        stage, [other_in], f"    return p + {touch};\n"), profiles))
    probes += binding_probes()
    probes += qualified_semantic_probes()
    return probes


# Profile qualifiers of a semantic (`: ps TEXCOORD3`): the four profiles'
# names, the names cgc lets select them (fp30), domain words, other
# profiles' names, a case variant, and a semantic's name used as one.
QUALIFIERS = ["vs", "ps", "arbvp1", "arbfp1", "vp20", "vp30", "fp30", "fp20",
              "vs_2_0", "ps_2_0", "glsl", "glslv", "VS", "TEXCOORD0"]


def qualified_semantic_probes():
    """Semantics qualified by profile on every varying position and on
    uniforms, alone, before and after an unqualified one, and beside a
    qualified register(...) of the same name (`qualified:WHERE:ORDER:Q`)."""
    probes = []
    for q in QUALIFIERS:
        for stage, profiles in (("v", ["arbvp1", "vp20", "vp30"]), ("f", ["arbfp1"])):
            other_in = "float4 p : POSITION" if stage == "v" else "float4 p : TEXCOORD0"
            out_sem, out_alt = ("TEXCOORD3", "TEXCOORD5") if stage == "v" else ("COLOR1", "COLOR0")
            hpos = (["out float4 hpos : POSITION"], "    hpos = p;\n") if stage == "v" else ([], "")
            for order, (a, b) in (("alone", (f"{q} ", None)), ("first", (f"{q} ", "")),
                                  ("last", ("", f"{q} "))):
                def written(sem, alt):
                    if b is None:
                        return f": {a}{sem}"
                    return f": {a}{sem} : {b}{alt}" if order == "first" else f": {alt} : {b}{sem}"
                probes.append(Probe(f"qualified:in-param:{order}:{q}", entry(
                    stage, [other_in, f"float4 x {written('TEXCOORD3', 'TEXCOORD5')}"],
                    "    return p + x;\n"), profiles))
                probes.append(Probe(f"qualified:out-param:{order}:{q}", entry(
                    stage, [other_in, f"out float4 x {written(out_sem, out_alt)}"] + hpos[0],
                    "    x = p;\n" + hpos[1], ret="void", semantic=""), profiles))
                ret_sem = written("POSITION", "TEXCOORD2") if stage == "v" else written("COLOR", "COLOR1")
                probes.append(Probe(f"qualified:return:{order}:{q}", entry(
                    stage, [other_in], "    return p;\n", semantic=ret_sem[2:]), profiles))
                probes.append(Probe(f"qualified:in-member:{order}:{q}",
                                    f"struct In {{\n    float4 x {written('TEXCOORD3', 'TEXCOORD5')};\n"
                                    "    float4 y : TEXCOORD7;\n};\n"
                                    + entry(stage, ["In i"], "    return i.x + i.y;\n"), profiles))
                probes.append(Probe(f"qualified:uniform:{order}:{q}",
                                    f"uniform float4 u {written('C3', 'C5')};\n"
                                    f"uniform float4 w {written('C4', 'C6')};\n"
                                    + entry(stage, [other_in, f"uniform float4 k {written('C7', 'C8')}"],
                                            "    return p + u * k + w;\n"), profiles))
            if stage == "f":
                probes.append(Probe(f"qualified:sampler:{q}",
                                    f"uniform sampler2D s : {q} TEXUNIT3 : TEXUNIT1;\n"
                                    + entry(stage, [other_in], "    return tex2D(s, p.xy);\n"),
                                    profiles))
            probes.append(Probe(f"qualified:with-register:{q}",
                                f"uniform float4 u : register({q}, c3) : {q} C5;\n"
                                f"uniform float4 w : {q} C6 : register({q}, c4);\n"
                                + entry(stage, [other_in], "    return p + u + w;\n"), profiles))
    return probes


# `: binding` forms on uniforms: (name, float4 binding, sampler binding)
BINDINGS = [
    ("register(c3)", ": register(c3)", ": register(s1)"),
    ("register(C3)", ": register(C3)", ": register(S1)"),
    ("C3", ": C3", ": TEXUNIT2"),
    ("c3", ": c3", ": texunit2"),
    ("register(c0)", ": register(c0)", ": register(s0)"),
    ("register(c95)", ": register(c95)", ": register(s15)"),
    ("register(c96)", ": register(c96)", ": register(s16)"),
    ("register(c255)", ": register(c255)", ": register(s31)"),
    ("register(c256)", ": register(c256)", ": register(s32)"),
    ("register(t1)", ": register(t1)", ": register(t1)"),
    ("register(b1)", ": register(b1)", ": register(b1)"),
    ("register(x1)", ": register(x1)", ": register(x1)"),
    ("register()", ": register()", ": register()"),
    ("several", ": register(vs, c3) : register(ps, c5)", ": register(vs, s1) : register(ps, s2)"),
    ("vs-qualified", ": register(vs, c3)", ": register(vs, s1)"),
    ("ps-qualified", ": register(ps, c3)", ": register(ps, s1)"),
    ("vs_1_1-qualified", ": register(vs_1_1, c3)", ": register(vs_1_1, s1)"),
    ("arbvp1-qualified", ": register(arbvp1, c3)", ": register(arbvp1, s1)"),
    ("arbfp1-qualified", ": register(arbfp1, c3)", ": register(arbfp1, s1)"),
    ("vp20-qualified", ": register(vp20, c3)", ": register(vp20, s1)"),
    ("vp30-qualified", ": register(vp30, c3)", ": register(vp30, s1)"),
    ("fp30-qualified", ": register(fp30, c3)", ": register(fp30, s1)"),
    ("both-profiles", ": register(arbvp1, c3) : register(arbfp1, c5)",
     ": register(arbvp1, s1) : register(arbfp1, s2)"),
    ("semantic-and-register", ": C3 : register(c5)", ": TEXUNIT1 : register(s2)"),
    ("two-semantics", ": C3 : C5", ": TEXUNIT1 : TEXUNIT2"),
    ("state", ": state.matrix.mvp", ": state.matrix.mvp"),
]


def binding_probes():
    probes = []
    for name, vector_binding, sampler_binding in BINDINGS:
        for stage, profiles in (("v", ["arbvp1", "vp20", "vp30"]), ("f", ["arbfp1"])):
            other_in = "float4 p : POSITION" if stage == "v" else "float4 p : TEXCOORD0"
            for ty, binding in (("float4", vector_binding), ("float4x4", vector_binding),
                                ("float4[2]", vector_binding), ("sampler2D", sampler_binding)):
                decl_ty, dims = (ty[:-3], "[2]") if ty.endswith("]") else (ty, "")

                def touch(var):
                    if ty == "float4":
                        return var
                    if ty == "float4x4":
                        return f"mul({var}, p)"
                    if dims:
                        return f"{var}[0] + {var}[1]"
                    return f"tex2D({var}, p.xy)" if stage == "f" else "p"
                probes.append(Probe(f"binding-param:{ty}:{name}", entry(
                    stage, [other_in, f"uniform {decl_ty} u{dims} {binding}"],
                    f"    return p + {touch('u')};\n"), profiles))
                probes.append(Probe(f"binding-global:{ty}:{name}",
                                    f"uniform {decl_ty} u{dims} {binding};\n"
                                    + entry(stage, [other_in], f"    return p + {touch('u')};\n"),
                                    profiles))
                probes.append(Probe(f"binding-member:{ty}:{name}",
                                    f"struct S {{\n    {decl_ty} m{dims} {binding};\n}};\n"
                                    + entry(stage, [other_in, "uniform S s"],
                                            f"    return p + {touch('s.m')};\n"), profiles))
    return probes


# ------------------------------------------------------------------ types

SAMPLER_LOOKUP = {"sampler1D": "tex1D(V, p.x)", "sampler2D": "tex2D(V, p.xy)",
                  "sampler3D": "tex3D(V, p.xyz)", "samplerCUBE": "texCUBE(V, p.xyz)",
                  "samplerRECT": "texRECT(V, p.xy)", "sampler": "tex2D(V, p.xy)",
                  "samplerCube": "texCUBE(V, p.xyz)", "sampler2DRect": "texRECT(V, p.xy)",
                  "samplerRect": "texRECT(V, p.xy)",
                  "sampler2DRectShadow": "texRECT(V, p.xyz)",
                  "sampler2DShadow": "tex2D(V, p.xyz)"}


def type_names():
    names = []
    for base in BASES + ["double", "uint"]:
        names.append(base)
        for n in range(1, 5):
            names.append(f"{base}{n}")
        for r in range(1, 5):
            for c in range(1, 5):
                names.append(f"{base}{r}x{c}")
    names += ["unsigned int", "unsigned int2", "unsigned", "char", "short", "long",
              "unsigned char", "unsigned short", "unsigned long", "signed int",
              "cint", "cfloat", "void", "string", "dword", "vector", "matrix",
              "vector<float, 3>", "matrix<float, 2, 3>", "vector<half, 2>",
              "float4x", "float5", "float0", "float4x5", "half8"]
    for prefix in ["", "i", "u"]:
        # Cg's shapes, then GLSL's spellings of them (`Rect` only unprefixed).
        for kind in ["1D", "2D", "3D", "CUBE", "RECT", "1DARRAY", "2DARRAY", "BUF",
                     "CUBEARRAY", "RBUF", "2DMS", "2DMSARRAY",
                     "Cube", "Rect", "2DRect", "1DArray", "2DArray", "CubeArray", "Buffer",
                     "2DMSArray"]:
            names.append(f"{prefix}sampler{kind}")
    names += [f"sampler{shape}Shadow" for shape in
              ["1D", "2D", "Rect", "2DRect", "Cube", "1DArray", "2DArray", "CubeArray"]]
    names += ["isampler2DShadow", "samplerRECTSHADOW", "samplerCUBESHADOW"]
    names += ["sampler", "sampler2DSHADOW", "texture", "texture1D", "texture2D",
              "texture3D", "textureCUBE", "textureRECT", "sampler_state",
              "texobj1D", "texobj2D", "texobj3D", "texobjCUBE", "texobjRECT",
              "fragout", "fragout_float", "fragout_half", "fragout_fixed", "vf20", "vf30",
              "vf40", "Vec3", "Light", "Pair2", "AttribArray<float4>", "interface"]
    names += list(CASE_SPELLINGS)
    return names


# Type names in other letter cases, as D3D effect files write them (`FLOAT
# Blend;`, heldout13's class 1), each with the lower-case name whose shape its
# probes read (so a name cgc takes is read like its lower-case self): cgc 3.1
# takes some in any case, the others in lower case only.
CASE_SPELLINGS = {
    "FLOAT": "float", "Float": "float", "fLoAt": "float", "floaT": "float",
    "VECTOR": "float4", "Vector": "float4", "vECTOR": "float4",
    "MATRIX": "float4x4", "Matrix": "float4x4", "mAtrix": "float4x4",
    "STRING": "string", "String": "string",
    "DWORD": "int", "Dword": "int", "dWORD": "int",
    "VERTEXSHADER": "vertexshader", "PixelShader": "pixelshader",
    "pixelfragment": "pixelfragment", "VertexFragment": "vertexfragment",
    "PIXELFRAGMENT": "pixelfragment",
    "HALF": "half", "Half": "half", "FIXED": "fixed", "Fixed": "fixed",
    "INT": "int", "Int": "int", "BOOL": "bool", "Bool": "bool",
    "DOUBLE": "double", "UINT": "uint", "VOID": "void", "Void": "void",
    "FLOAT1": "float1", "FLOAT4": "float4", "Float4": "float4", "Float3x3": "float3x3",
    "FLOAT4X4": "float4x4", "float4X4": "float4x4", "HALF4": "half4",
    "Vector4": "float4", "DWORD2": "int2", "Dword2": "int2",
    "SAMPLER": "sampler", "Sampler": "sampler", "SAMPLER2D": "sampler2D",
    "Sampler2D": "sampler2D", "sampler2d": "sampler2D", "SamplerCUBE": "samplerCUBE",
    "TEXTURE": "texture", "Texture": "texture", "Texture2D": "texture2D",
}


# Helper declarations the named types need.
TYPE_PRELUDE = {
    "Vec3": "typedef float3 Vec3;\n",
    "Light": "struct Light { float3 dir; float4 color; };\n",
    "Pair2": "typedef float2 Pair2[2];\n",
}


def touch_expr(tname, var, stage):
    """A float4 expression that reads `var` of type `tname`, or None."""
    tname = CASE_SPELLINGS.get(tname, tname)
    ty = Ty(tname)
    if ty.numeric and ty.base != "double" or ty.base == "double":
        if ty.rows:
            return to_float4(var, ty)
        return pad4(var, ty.width) if ty.width else None
    if tname in SAMPLER_LOOKUP:
        return SAMPLER_LOOKUP[tname].replace("V", var) if stage == "f" else None
    if tname == "Vec3":
        return pad4(var, 3)
    if tname == "Light":
        return f"{pad4(var + '.dir', 3)} + {var}.color"
    if tname == "Pair2":
        return f"float4({var}[0], {var}[1])"
    return None


def init_expr(tname):
    """An expression of type `tname` computed from the input p, or None."""
    ty = Ty(CASE_SPELLINGS.get(tname, tname))
    if ty.numeric:
        if ty.rows:
            return f"({tname})p.x"
        return f"({tname})p.{SWIZZLE[:max(ty.width, 1)]}" if ty.width > 1 else f"({tname})p.x"
    if tname == "Vec3":
        return "p.xyz"
    if tname == "Light":
        return "Light(p.xyz, p)"
    return None


def ctor_expr(tname):
    ty = Ty(CASE_SPELLINGS.get(tname, tname))
    if not ty.numeric:
        return None
    count = (ty.rows or 1) * max(ty.cols, 1)
    comps = [f"p.{SWIZZLE[k % 4]}" for k in range(count)]
    return f"{tname}({', '.join(comps)})"


def type_probes():
    probes = []
    for tname in type_names():
        prelude = TYPE_PRELUDE.get(tname, "")
        for stage, profiles in (("v", ["arbvp1", "vp20", "vp30"]), ("f", ["arbfp1"])):
            other_in = "float4 p : POSITION" if stage == "v" else "float4 p : TEXCOORD0"

            def ret(var):
                t = touch_expr(tname, var, stage)
                return f"    return p + {t};\n" if t else "    return p;\n"

            def add(position, source):
                probes.append(Probe(f"{position}:{tname}", prelude + source, profiles))

            add("uniform-param", entry(stage, [other_in, f"uniform {tname} u"], ret("u")))
            add("global", f"{tname} g;\n" + entry(stage, [other_in], ret("g")))
            add("member", f"struct S {{\n    {tname} m;\n}};\n"
                + entry(stage, [other_in, "uniform S s"], ret("s.m")))
            add("array", entry(stage, [other_in, f"uniform {tname} u[2]"], ret("u[1]")))
            init = init_expr(tname)
            add("local", entry(stage, [other_in],
                               f"    {tname} l{' = ' + init if init else ''};\n" + ret("l")))
            add("cast", entry(stage, [other_in],
                              ret(f"(({tname})p.x)") if init else f"    return p + ({tname})p;\n"))
            ctor = ctor_expr(tname)
            if ctor:
                add("constructor", entry(stage, [other_in], ret(ctor)))
            add("function-return", f"{tname} f(float4 p)\n{{\n    return {init or 'p'};\n}}\n"
                + entry(stage, [other_in], ret("f(p)")))
            semantic = "POSITION" if stage == "v" else "COLOR"
            add("entry-return", entry(stage, [other_in], f"    return {init or 'p'};\n",
                                      ret=tname, semantic=semantic))
            add("varying-param", entry(stage, [f"{tname} v : TEXCOORD1", other_in], ret("v")))
            if re.fullmatch(r"\w+", tname):
                # The name as a function's (cgc takes every type name its
                # grammar does not reserve), then as a type after it.
                named = f"float4 {tname}(float4 a)\n{{\n    return a * 2;\n}}\n"
                add("function-name", named + entry(stage, [other_in], f"    return {tname}(p);\n"))
                add("function-name-then-type", named
                    + entry(stage, [other_in], f"    {tname} l;\n    return {tname}(p);\n"))
    return probes


# ------------------------------------------------------------------ initializers

# (name, type, initializer)
INITIALIZERS = [
    ("scalar-int", "float", "2"),
    ("scalar-float", "float", "1.5"),
    ("scalar-brace", "float", "{1.5}"),
    ("scalar-brace-too-many", "float", "{1, 2}"),
    ("vector-ctor", "float3", "float3(1, 2, 3)"),
    ("vector-brace", "float3", "{1, 2, 3}"),
    ("vector-brace-trailing-comma", "float3", "{1, 2, 3,}"),
    ("vector-broadcast", "float3", "2"),
    ("vector-brace-one", "float3", "{2}"),
    ("vector-brace-too-few", "float3", "{1, 2}"),
    ("vector-brace-too-many", "float3", "{1, 2, 3, 4}"),
    ("vector-brace-empty", "float3", "{}"),
    ("vector-brace-nested", "float4", "{{1, 2}, {3, 4}}"),
    ("vector-brace-vectors", "float4", "{float2(1, 2), float2(3, 4)}"),
    ("vector-from-larger", "float2", "float4(1, 2, 3, 4)"),
    ("vector-from-smaller", "float4", "float2(1, 2)"),
    ("vector1-brace", "float1", "{3}"),
    ("half-vector-brace", "half4", "{0.5, 0.25, 2, 4}"),
    ("fixed-vector-brace", "fixed3", "{0.5, -0.25, 1}"),
    ("int-vector-brace", "int3", "{1, 2, 3}"),
    ("int-vector-float-brace", "int2", "{1.5, 2.5}"),
    ("bool-vector-brace", "bool3", "{true, false, true}"),
    ("bool-scalar", "bool", "true"),
    ("bool-from-int", "bool2", "{1, 0}"),
    ("matrix-ctor", "float2x2", "float2x2(1, 2, 3, 4)"),
    ("matrix-flat-brace", "float2x2", "{1, 2, 3, 4}"),
    ("matrix-nested-brace", "float2x2", "{{1, 2}, {3, 4}}"),
    ("matrix-brace-rows", "float2x3", "{float3(1, 2, 3), float3(4, 5, 6)}"),
    ("matrix-broadcast", "float2x2", "2"),
    ("matrix-brace-too-few", "float2x2", "{1, 2, 3}"),
    ("matrix-brace-too-many", "float2x2", "{1, 2, 3, 4, 5}"),
    ("matrix-nested-too-few", "float3x3", "{{1, 2, 3}, {4, 5, 6}}"),
    ("matrix-nested-short-row", "float2x2", "{{1}, {3, 4}}"),
    ("matrix4x4-identity", "float4x4", "{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}"),
    ("array-brace", "float[3]", "{1, 2, 3}"),
    ("array-brace-too-few", "float[3]", "{1, 2}"),
    ("array-brace-too-many", "float[3]", "{1, 2, 3, 4}"),
    ("array-broadcast", "float[3]", "2"),
    ("array-unsized", "float[]", "{1, 2, 3}"),
    ("array-of-vectors-nested", "float3[2]", "{{1, 2, 3}, {4, 5, 6}}"),
    ("array-of-vectors-flat", "float3[2]", "{1, 2, 3, 4, 5, 6}"),
    ("array-of-vectors-ctors", "float3[2]", "{float3(1, 2, 3), float3(4, 5, 6)}"),
    ("array-of-vectors-partial", "float3[2]", "{{1, 2, 3}}"),
    ("array-of-vectors-short", "float3[2]", "{{1, 2}, {4, 5, 6}}"),
    ("array-of-matrices", "float2x2[2]", "{{1, 2, 3, 4}, {5, 6, 7, 8}}"),
    ("array-of-matrices-nested", "float2x2[2]", "{{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}}"),
    ("array-2d", "float[2][2]", "{{1, 2}, {3, 4}}"),
    ("array-2d-flat", "float[2][2]", "{1, 2, 3, 4}"),
    ("struct-brace", "S", "{1, {2, 3}}"),
    ("struct-brace-flat", "S", "{1, 2, 3}"),
    ("struct-brace-too-few", "S", "{1}"),
    ("struct-brace-too-many", "S", "{1, {2, 3}, 4}"),
    ("struct-ctor-vectors", "S", "{1, float2(2, 3)}"),
    ("array-of-structs", "S[2]", "{{1, {2, 3}}, {4, {5, 6}}}"),
    ("array-of-structs-flat", "S[2]", "{1, 2, 3, 4, 5, 6}"),
    ("array-of-structs-partial", "S[2]", "{{1, {2, 3}}}"),
    ("struct-with-array", "T", "{{1, 2, 3}, 4}"),
    ("negative-literals", "float3", "{-1, -2.5, -3e-2}"),
    ("suffixed-literals", "float4", "{1.0f, 2.0h, 0.5x, 3}"),
    ("hex-octal-literals", "int3", "{0x10, 010, 7}"),
    ("constant-expression", "float3", "{1 + 2, 3 * 4, 10 / 4}"),
    ("sin-of-constant", "float", "sin(0.5)"),
    ("string", "string", "\"text\""),
    ("sampler-state", "sampler2D", "sampler_state { MinFilter = Linear; }"),
]

PRELUDE_INIT = "struct S { float a; float2 b; };\nstruct T { float a[3]; float b; };\n"


def split_type(spec):
    """`float3[2]` -> (`float3`, `[2]`)."""
    m = re.fullmatch(r"([^\[]+)((?:\[\d*\])*)", spec)
    return m.group(1), m.group(2)


def flatten_touch(base, dims, var):
    """A float4 expression that reads every element of `var`."""
    if base == "string" or base.startswith("sampler"):
        return None
    if dims:
        m = re.match(r"\[(\d*)\]", dims)
        count = int(m.group(1)) if m.group(1) else 3
        rest = dims[m.end():]
        parts = [flatten_touch(base, rest, f"{var}[{k}]") for k in range(count)]
        return " + ".join(f"({p}) * {k + 1}" for k, p in enumerate(parts))
    if base == "S":
        return f"float4({var}.a, {var}.b, 0)"
    if base == "T":
        return f"float4({var}.a[0], {var}.a[1], {var}.a[2], {var}.b)"
    return to_float4(var, Ty(base))


def initializer_probes():
    probes = []
    for name, spec, init in INITIALIZERS:
        base, dims = split_type(spec)
        for stage, profiles in (("v", ["arbvp1", "vp20", "vp30"]), ("f", ["arbfp1"])):
            other_in = "float4 p : POSITION" if stage == "v" else "float4 p : TEXCOORD0"

            def ret(var):
                t = flatten_touch(base, dims, var)
                return f"    return p + {t};\n" if t else "    return p;\n"

            def add(position, source):
                probes.append(Probe(f"{position}:{name}", PRELUDE_INIT + source, profiles))

            decl = f"{base} VAR{dims} = {init}"
            add("uniform-global", f"uniform {decl.replace('VAR', 'g')};\n"
                + entry(stage, [other_in], ret("g")))
            add("global", f"{decl.replace('VAR', 'g')};\n" + entry(stage, [other_in], ret("g")))
            add("static-global", f"static {decl.replace('VAR', 'g')};\n"
                + entry(stage, [other_in], ret("g")))
            add("const-global", f"const {decl.replace('VAR', 'g')};\n"
                + entry(stage, [other_in], ret("g")))
            add("local", entry(stage, [other_in], f"    {decl.replace('VAR', 'l')};\n" + ret("l")))
            add("static-local", entry(stage, [other_in],
                                      f"    static {decl.replace('VAR', 'l')};\n" + ret("l")))
            add("const-local", entry(stage, [other_in],
                                     f"    const {decl.replace('VAR', 'l')};\n" + ret("l")))
            add("entry-default", entry(stage, [other_in, f"uniform {decl.replace('VAR', 'u')}"],
                                       ret("u")))
            touch = flatten_touch(base, dims, "x")
            add("helper-default", f"float4 f({decl.replace('VAR', 'x')})\n{{\n"
                f"    return {touch or 'float4(0, 0, 0, 0)'};\n}}\n"
                + entry(stage, [other_in], "    return p + f();\n"))
    return probes


# Initializers whose constants cgc's front end folds to a value no constant
# spells (infinity, NaN, an int divided by 0): C1059 where the value is
# converted to another scalar type, taken where it is not (src/sema/check/
# front_fold.rs). (name, type, initializer); `u` is a uniform float.
UNREPRESENTABLE = [
    ("div-zero", "float", "1.0 / 0.0"),
    ("div-zero-int-literal", "float", "1 / 0.0"),
    ("zero-by-zero", "float", "0.0 / 0.0"),
    ("overflow-mul", "float", "1e38 * 10.0"),
    ("overflow-add", "float", "3e38 + 3e38"),
    ("div-folded-zero", "float", "1.0 / (1.0 - 1.0)"),
    ("neg-div-zero", "float", "-(1.0 / 0.0)"),
    ("div-zero-plus", "float", "(1.0 / 0.0) + 1.0"),
    ("div-zero-times-zero", "float", "(1.0 / 0.0) * 0.0"),
    ("zero-times-div-zero", "float", "0.0 * (1.0 / 0.0)"),
    ("div-zero-compare", "float", "1.0 / 0.0 > 0 ? 1 : 0"),
    ("div-zero-cond-int", "int", "(5 / 0) ? 1 : 2"),
    ("div-zero-cond-float", "float", "(5 / 0) ? 1.0 : 2.0"),
    ("untaken-branch", "float", "true ? 1.0 : 1.0 / 0.0"),
    ("taken-branch", "float", "false ? 1.0 : 1.0 / 0.0"),
    ("comma-left", "float", "(1.0 / 0.0, 1.0)"),
    ("float-suffix", "float", "1.0f / 0.0f"),
    ("float-suffix-plus", "float", "1.0f / 0.0f + 1.0f"),
    ("float-suffix-into-int", "int", "1.0f / 0.0f"),
    ("float-suffix-into-half", "half", "1.0f / 0.0f"),
    ("float-suffix-compare", "float", "(1.0f / 0.0f) > 0"),
    ("float-suffix-compare-bool", "bool", "(1.0f / 0.0f) > 0"),
    ("half-suffix", "half", "1.0h / 0.0h"),
    ("half-suffix-into-float", "float", "1.0h / 0.0h"),
    ("literal-plus-float", "float", "(1.0 / 0.0) + 1.0f"),
    ("cast-float", "float", "(float)(1.0 / 0.0)"),
    ("ctor-float", "float", "float(1.0 / 0.0)"),
    ("cast-int-operand", "float", "(int)5 / 0.0"),
    ("cast-float-operand", "float", "(float)5 / 0.0"),
    ("ctor-float-operand", "float", "float(5) / 0"),
    ("divisor-cast", "float", "1.0 / (float)0"),
    ("int-div-zero", "int", "5 / 0"),
    ("int-mod-zero", "int", "5 % 0"),
    ("int-div-zero-plus", "int", "5 / 0 + 1"),
    ("int-div-zero-into-float", "float", "5 / 0"),
    ("int-mod-zero-into-float", "float", "5 % 0"),
    ("int-div-zero-times-zero", "float", "(5 / 0) * 0"),
    ("int-div-zero-ctor", "float", "float(5 / 0)"),
    ("int-div-zero-compare-int", "int", "(5 / 0) > 1"),
    ("int-div-zero-compare-bool", "bool", "(5 / 0) > 1"),
    ("int-div-zero-not", "int", "!(5 / 0)"),
    ("uint-div-zero", "uint", "5u / 0u"),
    ("uint-div-zero-into-int", "int", "5u / 0u"),
    ("int-div-zero-into-uint", "uint", "5 / 0"),
    ("library-argument", "float", "abs(1.0 / 0.0)"),
    ("library-infinite", "float", "rsqrt(0.0)"),
    ("vector-argument", "float4", "float4(1.0 / 0.0, 0, 0, 1)"),
    ("vector-smear", "float2", "1.0 / 0.0"),
    ("vector-times-div-zero", "float2", "float2(1, 2) * (1.0 / 0.0)"),
    ("vector-component", "float", "float2(1.0 / 0.0, 1).x"),
    ("vector-divided", "float", "(float2(1, 1) / 0.0).x"),
    ("vector-times-zero", "float", "(float2(1.0 / 0.0, 1) * 0.0).x"),
    ("list-element", "float[2]", "{1.0 / 0.0, 1}"),
    ("vector-float-suffix-argument", "float4", "float4(1.0f / 0.0f, 0, 0, 1)"),
    ("vector-float-suffix-swizzle", "float4", "(1.0f / 0.0f).xxxx"),
    ("vector-zero-plus-div-zero", "float2", "float2(1, 2) * 0.0 + (1.0 / 0.0)"),
    ("uniform-times-zero", "float", "u * 0.0"),
    ("uniform-times-int-zero", "float", "0 * u"),
    ("uniform-sum-times-zero", "float", "(u + 1.0) * 0.0"),
    ("uniform-times-one", "float", "u * 1.0"),
]


def unrepresentable_probes():
    probes = []
    for name, spec, init in UNREPRESENTABLE:
        base, dims = split_type(spec)
        for stage, profiles in (("v", ["arbvp1", "vp20", "vp30"]), ("f", ["arbfp1"])):
            other_in = "float4 p : POSITION" if stage == "v" else "float4 p : TEXCOORD0"
            decl = f"{base} VAR{dims} = {init}"

            def ret(var):
                return f"    return p + {flatten_touch(base, dims, var)};\n"

            def add(position, source):
                probes.append(Probe(f"{position}:unrepresentable-{name}",
                                    "uniform float u;\n" + source, profiles))

            add("uniform-global", f"uniform {decl.replace('VAR', 'g')};\n"
                + entry(stage, [other_in], ret("g")))
            add("const-global", f"const {decl.replace('VAR', 'g')};\n"
                + entry(stage, [other_in], ret("g")))
            add("static-const-global", f"static const {decl.replace('VAR', 'g')};\n"
                + entry(stage, [other_in], ret("g")))
            add("entry-default", entry(stage, [other_in, f"uniform {decl.replace('VAR', 'd')}"],
                                       ret("d")))
    return probes



def constant_of(ty, seed):
    """A constant expression of type `ty`: a constructor of literals (a
    scalar a literal), different per component and per argument `seed`."""
    count = max(ty.rows, 1) * max(ty.cols, 1)
    values = [0.25 + 0.5 * ((seed + k) % 4) for k in range(count)]
    if ty.base == "bool":
        items = ["true" if (seed + k) % 2 == 0 else "false" for k in range(count)]
    elif ty.base in ("int", "uint"):
        items = [str(1 + (seed + k) % 3) for k in range(count)]
    else:
        items = [repr(v) for v in values]
    if not ty.rows and not ty.cols:
        return items[0]
    return f"{ty.name}({', '.join(items)})"


def library_initializer_probes():
    """Every library call of the manual with constant arguments as the
    initializer of a global uniform: cgc folds some into `#default`, leaves
    others without a default, and rejects others (C1059)."""
    probes = []
    for ident, kind, name, ret, params in stdlib_calls():
        if kind != "doc":
            continue
        tys = [Ty(t) for _, t in params]
        rty = Ty(ret)
        if not rty.numeric or any(q for q, _ in params) or not all(t.numeric for t in tys):
            continue
        args = ", ".join(constant_of(t, k) for k, t in enumerate(tys))
        for stage, profiles in (("v", ["arbvp1", "vp20", "vp30"]), ("f", ["arbfp1"])):
            other_in = "float4 p : POSITION" if stage == "v" else "float4 p : TEXCOORD0"
            source = (f"uniform {ret} g = {name}({args});\n"
                      + entry(stage, [other_in], f"    return p + {to_float4('g', rty)};\n"))
            probes.append(Probe(f"uniform-global:{ident}", source, profiles))
    return probes


# ------------------------------------------------------------------ statements

# (name, helpers before the entry, extra entry parameters, body). The body
# reads the varying input `p` (and the uniforms the parameters name) and
# returns a float4 that carries what the statements computed; each is
# written for both stages (the same probe for vertex and fragment programs:
# `discard` in a vertex program is cgc's verdict to record). Uniforms: `k`
# float, `n` int, `b` bool, `lights` float4[4].
U_K, U_N, U_B, U_L = "uniform float k", "uniform int n", "uniform bool b", "uniform float4 lights[4]"

STATEMENTS = [
    # if / else
    ("if:constant", "", [], "    float4 r = p;\n    if (1 > 0)\n        r = r * 2;\n    else\n        r = r + 1;\n    return r;\n"),
    ("if:constant-false", "", [], "    float4 r = p;\n    if (false)\n        r = r * 2;\n    return r;\n"),
    ("if:uniform", "", [U_K], "    float4 r;\n    if (k > 0.5)\n        r = p * 2;\n    else\n        r = p + 1;\n    return r;\n"),
    ("if:uniform-no-else", "", [U_K], "    float4 r = p;\n    if (k > 0.5)\n        r = r * 3;\n    return r;\n"),
    ("if:uniform-bool", "", [U_B], "    float4 r = p;\n    if (b)\n        r = r.yzwx;\n    return r;\n"),
    ("if:uniform-int", "", [U_N], "    float4 r = p;\n    if (n == 2)\n        r = -r;\n    return r;\n"),
    ("if:varying", "", [], "    float4 r = p;\n    if (p.x > p.y)\n        r = r * 2;\n    else\n        r = r - 1;\n    return r;\n"),
    ("if:nested", "", [U_K], "    float4 r = p;\n    if (k > 0) {\n        if (p.x > 0)\n            r = r * 2;\n        else\n            r = r * 3;\n    } else {\n        r = r + 1;\n    }\n    return r;\n"),
    ("if:else-if-chain", "", [U_K], "    float4 r;\n    if (k < 0)\n        r = p;\n    else if (k < 1)\n        r = p * 2;\n    else if (k < 2)\n        r = p * 3;\n    else\n        r = p * 4;\n    return r;\n"),
    ("if:dangling-else", "", [U_K], "    float4 r = p;\n    if (k > 0)\n        if (k > 1)\n            r = r * 2;\n        else\n            r = r * 3;\n    return r;\n"),
    ("if:early-return", "", [U_K], "    if (k > 0.5)\n        return p;\n    return p * 2;\n"),
    ("if:varying-early-return", "", [], "    if (p.x > 0)\n        return p;\n    return p * 2;\n"),
    ("if:assign-in-condition", "", [U_K], "    float t;\n    float4 r = p;\n    if ((t = k * 2) > 1)\n        r = r * t;\n    return r;\n"),
    ("if:float-condition", "", [U_K], "    float4 r = p;\n    if (k)\n        r = r * 2;\n    return r;\n"),
    ("if:vector-condition", "", [], "    float4 r = p;\n    if (p.xy > 0)\n        r = r * 2;\n    return r;\n"),
    ("if:empty-branches", "", [U_K], "    float4 r = p;\n    if (k > 0) {\n    } else {\n    }\n    return r;\n"),
    # for
    ("for:constant", "", [], "    float4 r = 0;\n    for (int i = 0; i < 4; i++)\n        r += p * i;\n    return r;\n"),
    ("for:constant-float-counter", "", [], "    float4 r = 0;\n    for (float f = 0; f < 4; f++)\n        r += p * f;\n    return r;\n"),
    ("for:constant-float-step", "", [], "    float4 r = 0;\n    for (float f = 0; f < 1; f += 0.25)\n        r += p * f;\n    return r;\n"),
    ("for:constant-half-counter", "", [], "    float4 r = 0;\n    for (half h = 0; h < 3; h++)\n        r += p * h;\n    return r;\n"),
    ("for:constant-down", "", [], "    float4 r = 0;\n    for (int i = 3; i >= 0; i--)\n        r = r * 2 + p * i;\n    return r;\n"),
    ("for:constant-step-2", "", [], "    float4 r = 0;\n    for (int i = 0; i < 8; i += 2)\n        r += p * i;\n    return r;\n"),
    ("for:constant-le", "", [], "    float4 r = 0;\n    for (int i = 1; i <= 3; ++i)\n        r += p / i;\n    return r;\n"),
    ("for:constant-ne", "", [], "    float4 r = 0;\n    for (int i = 0; i != 3; i++)\n        r += p;\n    return r;\n"),
    ("for:zero-iterations", "", [], "    float4 r = p;\n    for (int i = 0; i < 0; i++)\n        r = r * 2;\n    return r;\n"),
    ("for:nested", "", [], "    float4 r = 0;\n    for (int i = 0; i < 3; i++)\n        for (int j = 0; j < 2; j++)\n            r += p * (i * 2 + j);\n    return r;\n"),
    ("for:nested-dependent", "", [], "    float4 r = 0;\n    for (int i = 0; i < 3; i++)\n        for (int j = 0; j <= i; j++)\n            r += p;\n    return r;\n"),
    ("for:break-constant", "", [], "    float4 r = 0;\n    for (int i = 0; i < 8; i++) {\n        if (i == 3)\n            break;\n        r += p;\n    }\n    return r;\n"),
    ("for:continue-constant", "", [], "    float4 r = 0;\n    for (int i = 0; i < 4; i++) {\n        if (i == 1)\n            continue;\n        r += p * i;\n    }\n    return r;\n"),
    ("for:break-uniform", "", [U_K], "    float4 r = 0;\n    for (int i = 0; i < 4; i++) {\n        if (i > k)\n            break;\n        r += p;\n    }\n    return r;\n"),
    ("for:continue-uniform", "", [U_K], "    float4 r = 0;\n    for (int i = 0; i < 4; i++) {\n        if (i == k)\n            continue;\n        r += p * i;\n    }\n    return r;\n"),
    ("for:break-varying", "", [], "    float4 r = 0;\n    for (int i = 0; i < 4; i++) {\n        if (r.x > p.y)\n            break;\n        r += p;\n    }\n    return r;\n"),
    ("for:return-constant", "", [], "    float4 r = 0;\n    for (int i = 0; i < 4; i++) {\n        if (i == 2)\n            return r;\n        r += p;\n    }\n    return r * 5;\n"),
    ("for:return-uniform", "", [U_K], "    float4 r = 0;\n    for (int i = 0; i < 4; i++) {\n        if (i >= k)\n            return r;\n        r += p;\n    }\n    return r * 5;\n"),
    ("for:uniform-bound", "", [U_N], "    float4 r = 0;\n    for (int i = 0; i < n; i++)\n        r += p;\n    return r;\n"),
    ("for:uniform-float-bound", "", [U_K], "    float4 r = 0;\n    for (float f = 0; f < k; f++)\n        r += p;\n    return r;\n"),
    ("for:uniform-bound-break", "", [U_N], "    float4 r = 0;\n    for (int i = 0; i < 16; i++) {\n        if (i >= n)\n            break;\n        r += p;\n    }\n    return r;\n"),
    ("for:varying-bound", "", [], "    float4 r = 0;\n    for (int i = 0; i < p.x; i++)\n        r += p;\n    return r;\n"),
    ("for:uniform-array", "", [U_L], "    float4 sum = p;\n    for (int i = 0; i < 4; i++)\n        sum += lights[i];\n    return sum;\n"),
    ("for:uniform-array-uniform-bound", "", [U_L, U_N], "    float4 sum = p;\n    for (int i = 0; i < n; i++)\n        sum += lights[i];\n    return sum;\n"),
    ("for:uniform-array-float-counter", "", [U_L], "    float4 sum = p;\n    for (float f = 0; f < 4; f++)\n        sum += lights[f];\n    return sum;\n"),
    ("for:uniform-array-dot", "", [U_L], "    float4 r = 0;\n    for (int i = 0; i < 4; i++)\n        r[i] = dot(lights[i], p);\n    return r;\n"),
    ("for:local-array", "", [], "    float a[4];\n    for (int i = 0; i < 4; i++)\n        a[i] = p[i] * i;\n    return float4(a[3], a[2], a[1], a[0]);\n"),
    ("for:const-local-bound", "", [], "    const int count = 3;\n    float4 r = 0;\n    for (int i = 0; i < count; i++)\n        r += p;\n    return r;\n"),
    ("for:static-const-bound", "static const int COUNT = 3;\n", [], "    float4 r = 0;\n    for (int i = 0; i < COUNT; i++)\n        r += p;\n    return r;\n"),
    ("for:counter-outside", "", [], "    int i;\n    float4 r = 0;\n    for (i = 0; i < 3; i++)\n        r += p;\n    return r * i;\n"),
    ("for:two-counters", "", [], "    float4 r = 0;\n    for (int i = 0, j = 3; i < 4; i++, j--)\n        r += p * (i - j);\n    return r;\n"),
    ("for:counter-changed-in-body", "", [], "    float4 r = 0;\n    for (int i = 0; i < 6; i++) {\n        r += p * i;\n        i++;\n    }\n    return r;\n"),
    ("for:empty-body", "", [], "    int i;\n    for (i = 0; i < 3; i++)\n        ;\n    return p * i;\n"),
    ("for:no-condition-break", "", [], "    float4 r = 0;\n    for (int i = 0; ; i++) {\n        if (i >= 3)\n            break;\n        r += p;\n    }\n    return r;\n"),
    ("for:infinite", "", [], "    float4 r = p;\n    for (;;)\n        r += p;\n    return r;\n"),
    ("for:counter-scope-after", "", [], "    float4 r = 0;\n    for (int i = 0; i < 2; i++)\n        r += p;\n    int i = 5;\n    return r * i;\n"),
    ("for:counter-visible-after", "", [], "    float4 r = 0;\n    for (int i = 0; i < 2; i++)\n        r += p;\n    return r * i;\n"),
    ("for:many-iterations", "", [], "    float4 r = 0;\n    for (int i = 0; i < 200; i++)\n        r += p * 0.01;\n    return r;\n"),
    ("for:too-many-iterations", "", [], "    float4 r = p;\n    for (int i = 0; i < 2000; i++)\n        r = r * 0.5 + p;\n    return r;\n"),
    # while / do-while
    ("while:constant", "", [], "    float4 r = 0;\n    int i = 0;\n    while (i < 4) {\n        r += p * i;\n        i++;\n    }\n    return r;\n"),
    ("while:false", "", [], "    float4 r = p;\n    while (false)\n        r = r * 2;\n    return r;\n"),
    ("while:break", "", [], "    float4 r = 0;\n    int i = 0;\n    while (true) {\n        if (i == 3)\n            break;\n        r += p;\n        i++;\n    }\n    return r;\n"),
    ("while:continue", "", [], "    float4 r = 0;\n    int i = 0;\n    while (i < 4) {\n        i++;\n        if (i == 2)\n            continue;\n        r += p * i;\n    }\n    return r;\n"),
    ("while:uniform-bound", "", [U_N], "    float4 r = 0;\n    int i = 0;\n    while (i < n) {\n        r += p;\n        i++;\n    }\n    return r;\n"),
    ("while:varying-condition", "", [], "    float4 r = p;\n    while (r.x < 10)\n        r = r * 2 + 1;\n    return r;\n"),
    ("while:infinite", "", [], "    float4 r = p;\n    while (true)\n        r += p;\n    return r;\n"),
    ("do:constant", "", [], "    float4 r = 0;\n    int i = 0;\n    do {\n        r += p * i;\n        i++;\n    } while (i < 4);\n    return r;\n"),
    ("do:false", "", [], "    float4 r = p;\n    do {\n        r = r * 2;\n    } while (false);\n    return r;\n"),
    ("do:break", "", [], "    float4 r = 0;\n    int i = 0;\n    do {\n        if (i == 2)\n            break;\n        r += p;\n        i++;\n    } while (i < 4);\n    return r;\n"),
    ("do:continue", "", [], "    float4 r = 0;\n    int i = 0;\n    do {\n        i++;\n        if (i == 2)\n            continue;\n        r += p * i;\n    } while (i < 4);\n    return r;\n"),
    ("do:uniform-bound", "", [U_N], "    float4 r = 0;\n    int i = 0;\n    do {\n        r += p;\n        i++;\n    } while (i < n);\n    return r;\n"),
    ("do:single-statement", "", [], "    float4 r = p;\n    int i = 0;\n    do r = r * 2; while (++i < 3);\n    return r;\n"),
    # switch / goto (reserved words)
    ("switch:uniform", "", [U_N], "    float4 r = p;\n    switch (n) {\n    case 0:\n        r = r * 2;\n        break;\n    default:\n        r = r + 1;\n    }\n    return r;\n"),
    ("switch:constant", "", [], "    float4 r = p;\n    switch (1) {\n    case 1:\n        r = r * 2;\n        break;\n    case 2:\n        r = r * 3;\n        break;\n    }\n    return r;\n"),
    ("switch:fallthrough", "", [U_N], "    float4 r = p;\n    switch (n) {\n    case 0:\n        r = r * 2;\n    case 1:\n        r = r + 1;\n        break;\n    default:\n        r = -r;\n        break;\n    }\n    return r;\n"),
    ("goto:forward", "", [], "    float4 r = p;\n    goto done;\n    r = r * 2;\ndone:\n    return r;\n"),
    ("label:unused", "", [], "    float4 r = p;\nhere:\n    return r;\n"),
    # discard
    ("discard:conditional", "", [], "    if (p.x < 0)\n        discard;\n    return p;\n"),
    ("discard:unconditional", "", [], "    discard;\n    return p;\n"),
    ("discard:uniform", "", [U_K], "    if (k > 0.5)\n        discard;\n    return p;\n"),
    ("discard:in-loop", "", [], "    float4 r = p;\n    for (int i = 0; i < 3; i++) {\n        if (r.x < i)\n            discard;\n        r = r * 2;\n    }\n    return r;\n"),
    ("discard:in-helper", "void kill(float4 v)\n{\n    if (v.y < 0)\n        discard;\n}\n", [], "    kill(p);\n    return p;\n"),
    ("discard:as-expression", "", [], "    float4 r = p;\n    r.x < 0 ? discard : r;\n    return r;\n"),
    # return forms
    ("return:helper-missing", "float f(float x)\n{\n    x = x + 1;\n}\n", [], "    return p * f(p.x);\n"),
    ("return:helper-missing-on-a-path", "float f(float x)\n{\n    if (x > 0)\n        return x;\n}\n", [], "    return p * f(p.x);\n"),
    ("return:helper-missing-uncalled", "float f(float x)\n{\n    x = x + 1;\n}\n", [], "    return p;\n"),
    ("return:void-empty", "void f(inout float4 r)\n{\n    if (r.x > 0)\n        return;\n    r = r * 2;\n}\n", [], "    float4 r = p;\n    f(r);\n    return r;\n"),
    ("return:void-value", "void f(inout float4 r)\n{\n    r = r * 2;\n    return r;\n}\n", [], "    float4 r = p;\n    f(r);\n    return r;\n"),
    ("return:non-void-empty", "float f(float x)\n{\n    return;\n}\n", [], "    return p * f(p.x);\n"),
    ("return:entry-missing", "", [], "    float4 r = p * 2;\n"),
    ("return:after-return", "", [], "    return p;\n    return p * 2;\n"),
    ("return:converted", "float f(float4 v)\n{\n    return v;\n}\n", [], "    return p * f(p);\n"),
    ("return:in-both-branches", "float4 f(float4 v, float k)\n{\n    if (k > 0)\n        return v;\n    else\n        return -v;\n}\n", [U_K], "    return f(p, k);\n"),
    ("return:varying-both-branches", "float4 f(float4 v)\n{\n    if (v.x > 0)\n        return v;\n    else\n        return -v;\n}\n", [], "    return f(p);\n"),
    ("return:nested-loop-helper", "float4 f(float4 v)\n{\n    for (int i = 0; i < 3; i++)\n        for (int j = 0; j < 3; j++)\n            if (i + j == 3)\n                return v * i;\n    return v;\n}\n", [], "    return f(p);\n"),
    # parameters
    ("param:in", "float4 f(in float4 v)\n{\n    v = v * 2;\n    return v;\n}\n", [], "    float4 r = p;\n    float4 s = f(r);\n    return r + s;\n"),
    ("param:out", "void f(float4 v, out float4 a, out float b)\n{\n    a = v * 2;\n    b = v.x + 1;\n}\n", [], "    float4 a;\n    float b;\n    f(p, a, b);\n    return a * b;\n"),
    ("param:inout", "void f(inout float4 v)\n{\n    v = v * 2 + 1;\n}\n", [], "    float4 r = p;\n    f(r);\n    f(r);\n    return r;\n"),
    ("param:out-not-written", "void f(float4 v, out float4 a)\n{\n}\n", [], "    float4 a = p;\n    f(p, a);\n    return a + p;\n"),
    ("param:out-swizzle", "void f(float v, out float2 a)\n{\n    a = float2(v, v * 2);\n}\n", [], "    float4 r = p;\n    f(p.x, r.zw);\n    return r;\n"),
    ("param:out-array-element", "void f(float v, out float a)\n{\n    a = v * 3;\n}\n", [], "    float a[2];\n    a[0] = 1;\n    f(p.y, a[1]);\n    return p * a[0] + a[1];\n"),
    ("param:out-of-rvalue", "void f(out float4 a)\n{\n    a = 1;\n}\n", [], "    f(p + 1);\n    return p;\n"),
    ("param:out-of-uniform", "void f(out float a)\n{\n    a = 1;\n}\n", [U_K], "    f(k);\n    return p * k;\n"),
    ("param:inout-same-twice", "void f(inout float a, inout float b)\n{\n    a = a + 1;\n    b = b * 2;\n}\n", [], "    float4 r = p;\n    f(r.x, r.x);\n    return r;\n"),
    ("param:struct-out", "struct S {\n    float4 a;\n    float b;\n};\nvoid f(float4 v, out S s)\n{\n    s.a = v;\n    s.b = v.w;\n}\n", [], "    S s;\n    f(p, s);\n    return s.a * s.b;\n"),
    ("param:array-in", "float4 f(float4 a[2])\n{\n    return a[0] + a[1];\n}\n", [], "    float4 a[2];\n    a[0] = p;\n    a[1] = p * 2;\n    return f(a);\n"),
    ("param:uniform-array-arg", "float4 sum(float4 a[4])\n{\n    float4 s = 0;\n    for (int i = 0; i < 4; i++)\n        s += a[i];\n    return s;\n}\n", [U_L], "    return p + sum(lights);\n"),
    ("param:default-value", "float4 f(float4 v, float s = 2)\n{\n    return v * s;\n}\n", [], "    return f(p) + f(p, 3);\n"),
    ("param:const-in-assigned", "float4 f(const float4 v)\n{\n    v = v * 2;\n    return v;\n}\n", [], "    return f(p);\n"),
    ("param:too-few-args", "float4 f(float4 v, float s)\n{\n    return v * s;\n}\n", [], "    return f(p);\n"),
    # overloads
    ("overload:by-width", "float f(float x)\n{\n    return x * 2;\n}\nfloat f(float2 x)\n{\n    return x.x + x.y;\n}\n", [], "    return float4(f(p.x), f(p.xy), 0, 1);\n"),
    ("overload:int-float", "float f(float x)\n{\n    return x * 2;\n}\nfloat f(int x)\n{\n    return x * 3;\n}\n", [], "    int i = 2;\n    return p * f(i) + f(p.x);\n"),
    ("overload:by-count", "float4 f(float4 v)\n{\n    return v;\n}\nfloat4 f(float4 v, float s)\n{\n    return v * s;\n}\n", [], "    return f(p) + f(p, 2);\n"),
    ("overload:out-vs-in", "float f(float x)\n{\n    return x;\n}\nfloat f(out float x)\n{\n    x = 1;\n    return 2;\n}\n", [], "    float y = p.x;\n    return p * f(y);\n"),
    ("overload:ambiguous", "float f(float2 x)\n{\n    return x.x;\n}\nfloat f(float3 x)\n{\n    return x.y;\n}\n", [], "    return p * f(p);\n"),
    ("overload:return-type-only", "float f(float x)\n{\n    return x;\n}\nfloat2 f(float x)\n{\n    return x;\n}\n", [], "    return p * f(p.x);\n"),
    ("overload:redefinition", "float f(float x)\n{\n    return x;\n}\nfloat f(float x)\n{\n    return x * 2;\n}\n", [], "    return p * f(p.x);\n"),
    ("overload:half-float", "float f(half x)\n{\n    return x * 2;\n}\nfloat f(float x)\n{\n    return x * 3;\n}\n", [], "    half h = p.y;\n    return p * f(h) + f(p.x);\n"),
    # recursion and declarations
    ("recursion:direct", "float f(float x)\n{\n    if (x > 0)\n        return f(x - 1);\n    return x;\n}\n", [], "    return p * f(p.x);\n"),
    ("recursion:direct-constant", "float f(int x)\n{\n    if (x > 0)\n        return 2 * f(x - 1);\n    return 1;\n}\n", [], "    return p * f(3);\n"),
    ("recursion:indirect", "float g(float x);\nfloat f(float x)\n{\n    if (x > 0)\n        return g(x - 1);\n    return x;\n}\nfloat g(float x)\n{\n    return f(x * 0.5);\n}\n", [], "    return p * f(p.x);\n"),
    ("recursion:uncalled", "float f(float x)\n{\n    if (x > 0)\n        return f(x - 1);\n    return x;\n}\n", [], "    return p;\n"),
    ("recursion:entry", "", [], "    if (p.x > 0)\n        return main(p - 1);\n    return p;\n"),
    ("prototype:then-definition", "float4 f(float4 v);\n", [], "    return f(p);\n}\nfloat4 f(float4 v)\n{\n    return v * 2;\n"),
    ("prototype:before-definition", "float4 f(float4 v);\nfloat4 f(float4 v)\n{\n    return v * 2;\n}\n", [], "    return f(p);\n"),
    ("prototype:twice", "float4 f(float4 v);\nfloat4 f(float4 v);\n", [], "    return f(p);\n}\nfloat4 f(float4 v)\n{\n    return v * 2;\n"),
    ("prototype:undefined-called", "float4 f(float4 v);\n", [], "    return f(p);\n"),
    ("prototype:undefined-uncalled", "float4 f(float4 v);\n", [], "    return p;\n"),
    ("prototype:parameter-names-differ", "float4 f(float4 a, float s);\n", [], "    return f(p, 3);\n}\nfloat4 f(float4 v, float t)\n{\n    return v * t;\n"),
    ("prototype:unnamed-parameters", "float4 f(float4, float);\n", [], "    return f(p, 3);\n}\nfloat4 f(float4 v, float t)\n{\n    return v * t;\n"),
    ("prototype:return-type-differs", "float f(float4 v);\n", [], "    return p * f(p);\n}\nfloat4 f(float4 v)\n{\n    return v * 2;\n"),
    ("call:before-declaration", "", [], "    return f(p);\n}\nfloat4 f(float4 v)\n{\n    return v * 2;\n"),
    ("call:undeclared", "", [], "    return g(p);\n"),
    ("call:helper-in-loop", "float4 f(float4 v, int i)\n{\n    return v * i;\n}\n", [], "    float4 r = 0;\n    for (int i = 0; i < 3; i++)\n        r += f(p, i);\n    return r;\n"),
    ("call:loop-in-helper-twice", "float4 f(float4 v)\n{\n    float4 s = 0;\n    for (int i = 0; i < 3; i++)\n        s += v * i;\n    return s;\n}\n", [], "    return f(p) + f(p * 2);\n"),
    ("call:void-as-value", "void f(float4 v)\n{\n}\n", [], "    return p + f(p);\n"),
    # blocks, scopes, declarations
    ("block:nested", "", [], "    float4 r = p;\n    {\n        float4 t = r * 2;\n        {\n            r = t + 1;\n        }\n    }\n    return r;\n"),
    ("block:shadowing", "", [], "    float4 r = p;\n    {\n        float4 r = p * 2;\n        r += 1;\n    }\n    return r;\n"),
    ("block:shadowing-other-type", "", [], "    float4 r = p;\n    {\n        float r = p.x * 2;\n        p.y = r;\n    }\n    return r + p;\n"),
    ("block:shadow-parameter", "", [], "    float4 p = 1;\n    return p;\n"),
    ("block:shadow-parameter-inner", "", [], "    {\n        float4 p = 1;\n    }\n    return p;\n"),
    ("block:shadow-global", "static float4 g = 3;\n", [], "    float4 g = p;\n    return g;\n"),
    ("block:shadow-function", "float4 f(float4 v)\n{\n    return v;\n}\n", [], "    float4 f = p * 2;\n    return f;\n"),
    ("block:redeclare-same-scope", "", [], "    float4 r = p;\n    float4 r = p * 2;\n    return r;\n"),
    ("block:out-of-scope", "", [], "    {\n        float4 t = p;\n    }\n    return t;\n"),
    ("block:use-before-declaration", "", [], "    float4 r = t;\n    float4 t = p;\n    return r;\n"),
    ("block:self-initialization", "", [], "    float4 r = r + p;\n    return r;\n"),
    ("block:uninitialized-read", "", [], "    float4 r;\n    r.x = p.x;\n    return r;\n"),
    ("decl:several-declarators", "", [], "    float a = p.x, b = a * 2, c;\n    c = b + 1;\n    return float4(a, b, c, 1);\n"),
    ("decl:mixed-array-declarators", "", [], "    float a = p.x, b[2];\n    b[0] = a;\n    b[1] = a * 2;\n    return float4(a, b[0], b[1], 1);\n"),
    ("decl:const-local", "", [], "    const float s = 2;\n    return p * s;\n"),
    ("decl:const-local-from-varying", "", [], "    const float s = p.x;\n    return p * s;\n"),
    ("decl:const-local-assigned", "", [], "    const float s = 2;\n    s = 3;\n    return p * s;\n"),
    ("decl:const-local-uninitialized", "", [], "    const float s;\n    return p * s;\n"),
    ("decl:static-local", "", [], "    static float4 s = 1;\n    s += p;\n    return s;\n"),
    ("decl:static-local-uninitialized", "", [], "    static float4 s;\n    s += p;\n    return s;\n"),
    ("decl:static-local-in-helper", "float4 f(float4 v)\n{\n    static float c = 2;\n    c = c + 1;\n    return v * c;\n}\n", [], "    return f(p) + f(p);\n"),
    ("decl:static-const-local", "", [], "    static const float4 s = {1, 2, 3, 4};\n    return p * s;\n"),
    ("decl:uniform-local", "", [], "    uniform float4 u;\n    return p + u;\n"),
    ("decl:in-for-init-used-in-body", "", [], "    float4 r = 0;\n    for (float4 v = p; v.x < 3 * p.x; v += p) {\n        r += v;\n        break;\n    }\n    return r;\n"),
    ("decl:in-if-condition", "", [], "    if (bool t = p.x > 0)\n        return p;\n    return -p;\n"),
    ("decl:in-while-condition", "", [], "    float4 r = p;\n    while (bool t = false)\n        r = r * 2;\n    return r;\n"),
    ("decl:typedef-local", "", [], "    typedef float4 V;\n    V r = p;\n    return r;\n"),
    ("decl:struct-local", "", [], "    struct L {\n        float4 a;\n    };\n    L l;\n    l.a = p;\n    return l.a;\n"),
    # expression statements
    ("expr:empty-statements", "", [], "    ;\n    float4 r = p;;\n    ;\n    return r;\n"),
    ("expr:unused-value", "", [], "    p.x;\n    p + 1;\n    return p;\n"),
    ("expr:unused-call", "float4 f(float4 v)\n{\n    return v * 2;\n}\n", [], "    f(p);\n    return p;\n"),
    ("expr:unused-stdlib-call", "", [], "    normalize(p);\n    return p;\n"),
    ("expr:comma", "", [], "    float4 r = p;\n    r.x = 1, r.y = 2;\n    return r;\n"),
    ("expr:increment-statements", "", [], "    float4 r = p;\n    r++;\n    --r.y;\n    return r;\n"),
    ("expr:compound-assignments", "", [], "    float4 r = p;\n    r += 1;\n    r -= p.y;\n    r *= 2;\n    r /= 4;\n    return r;\n"),
    ("expr:chained-assignment", "", [], "    float4 a, b;\n    a = b = p * 2;\n    return a + b;\n"),
    ("expr:conditional-statement", "", [U_K], "    float4 r = p;\n    k > 0 ? r.x = 1 : r.y = 2;\n    return r;\n"),
    ("expr:assign-to-varying-input", "", [], "    p = p * 2;\n    return p;\n"),
    ("expr:assign-to-uniform", "", [U_K], "    k = 2;\n    return p * k;\n"),
    ("expr:assign-to-rvalue", "", [], "    (p + 1) = p;\n    return p;\n"),
]

def statement_probes():
    probes = []
    for name, helpers, params, body in STATEMENTS:
        for stage, profiles in (("v", ["arbvp1", "vp20", "vp30"]), ("f", ["arbfp1"])):
            other_in = "float4 p : POSITION" if stage == "v" else "float4 p : TEXCOORD0"
            probes.append(Probe(name, helpers + entry(stage, [other_in] + params, body), profiles))
    return probes


# ------------------------------------------------------------------ operators

RANK = {"bool": 0, "int": 1, "fixed": 2, "half": 3, "float": 4}
UNARY = ["-", "+", "!", "~"]
STEPS = ["++x", "x++", "--x", "x--"]
ARITHMETIC = ["+", "-", "*", "/", "%"]
COMPARISON = ["<", "<=", ">", ">=", "==", "!="]
LOGICAL = ["&&", "||"]
BITWISE = ["&", "|", "^", "<<", ">>"]
# The operator of each class probed over every operand pair; the others of
# the class over operands of one type.
REPRESENTATIVE = {"+", "*", "%", "<", "==", "&&", "&", "<<"}
COMPOUND = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

# Operand types: scalars and vectors of each base, float1, matrices.
SAME_TYPES = ["float", "float2", "float3", "float4", "float1", "half", "half4", "fixed",
              "fixed3", "int", "int2", "int4", "bool", "bool3", "float2x3", "float4x4",
              "half3x3", "int2x2", "bool2x2"]
# Operand pairs of different shapes (scalar and vector, vectors of two sizes,
# one-component vectors, matrices with scalars, vectors and other matrices).
SHAPE_PAIRS = [("float", "float4"), ("float4", "float"), ("float3", "float4"),
               ("float4", "float2"), ("float1", "float3"), ("float3", "float1"),
               ("float1", "float"), ("float", "float2x3"), ("float2x3", "float"),
               ("float2x3", "float3x2"), ("float2x3", "float2x2"), ("float4x4", "float4"),
               ("float4", "float4x4"), ("float2x2", "float2"), ("int", "float3"),
               ("float2", "int3"), ("bool", "float2"), ("int3", "int2")]


def result_of(op, ta, tb):
    """The type the probe declares for `a op b`: the wider base (bool for a
    comparison or logical operator), the shape of the vector or matrix
    operand, the smaller of two vectors (cgc truncates the larger)."""
    a, b = Ty(ta), Ty(tb)
    if op in COMPARISON or op in LOGICAL:
        base = "bool"
    else:
        base = a.base if RANK[a.base] >= RANK[b.base] else b.base
    if a.rows or b.rows:
        m = a if a.rows else b
        return spell(base, m.rows, m.cols)
    if not a.cols or not b.cols:
        return spell(base, 0, a.cols or b.cols)
    return spell(base, 0, min(a.cols, b.cols))


def operator_program(stage, uniforms, body):
    """The probe: uniforms `a`, `b`, `c` of the given types, `body` computing
    into locals whose value `body` returns added to the input."""
    other_in = "float4 p : POSITION" if stage == "v" else "float4 p : TEXCOORD0"
    params = [other_in] + [f"uniform {t} {n}" for n, t in zip("abc", uniforms)]
    return entry(stage, params, body)


def returns(*values):
    """`return p + ...;` of every `(expression, type)`."""
    terms = [f"({to_float4(e, Ty(t))}) * {k + 1}" for k, (e, t) in enumerate(values)]
    return f"    return p + {' + '.join(terms)};\n"


# Literal operands (int, float, bool constants) of one operator of each
# class, with uniform operands of these types.
LITERALS = ["2", "2.5", "true"]
LITERAL_TYPES = ["float", "float3", "half2", "int", "int3", "bool", "float2x3"]


def literal_operands():
    """(operator, uniform type, literal, literal on the left) of every
    probe of an operator with a literal operand."""
    cases = []
    for op in sorted(REPRESENTATIVE):
        for t in LITERAL_TYPES:
            for literal in LITERALS:
                cases.append((op, t, literal, False))
        cases.append((op, "float3", "2", True))
    return cases


def binary_operands():
    """(operator, left type, right type) of every binary probe."""
    mixed = []
    for width in (0, 3):
        for x in BASES:
            for y in BASES:
                if x != y:
                    mixed.append((spell(x, 0, width), spell(y, 0, width)))
    cases = []
    for op in ARITHMETIC + COMPARISON + LOGICAL + BITWISE:
        pairs = [(t, t) for t in SAME_TYPES]
        if op in REPRESENTATIVE:
            pairs += mixed + SHAPE_PAIRS
        cases += [(op, a, b) for a, b in pairs]
    return cases


# (condition, then, else) types of `c ? a : b`
CONDITIONALS = [("bool", "float", "float"), ("bool", "float4", "float4"),
                ("bool", "float3", "float4"), ("bool", "int", "float"),
                ("bool", "float4", "float"), ("bool", "float", "float3"),
                ("bool", "float2x3", "float2x3"), ("bool", "float4x4", "float"),
                ("bool", "half2", "fixed2"), ("bool", "bool3", "bool3"),
                ("bool3", "float3", "float3"), ("bool3", "float", "float"),
                ("bool3", "float4", "float4"), ("bool2", "float3", "float3"),
                ("bool3", "float2", "float2"), ("bool3", "float1", "float1"),
                ("bool4", "int4", "float4"), ("bool1", "float", "float"),
                ("float", "float", "float"), ("int", "float2", "float2"),
                ("float3", "float3", "float3"), ("half", "half", "half"),
                ("bool2x2", "float2x2", "float2x2"), ("float2x3", "float", "float")]

# (left type, right type) of `x op= b`, x a local copy of `a`.
ASSIGNMENTS = [("float4", "float4"), ("float4", "float"), ("float3", "float4"),
               ("float4", "float3"), ("float", "float4"), ("float1", "float"),
               ("int", "int"), ("int3", "int3"), ("int2", "float2"), ("float", "int"),
               ("bool", "bool"), ("bool2", "bool2"), ("half3", "float3"),
               ("fixed", "float"), ("float2x3", "float2x3"), ("float2x3", "float"),
               ("float4x4", "float4x4"), ("int2x2", "int2x2")]

# (id, uniforms, body): swizzles and write masks, matrix elements, comma.
ACCESS = [
    # write masks
    ("mask:xz", ["float4", "float2"], "    float4 v = a;\n    v.xz = b;\n", [("v", "float4")]),
    ("mask:wzyx", ["float4", "float4"], "    float4 v = a;\n    v.wzyx = b;\n", [("v", "float4")]),
    ("mask:x-scalar", ["float4", "float"], "    float4 v = a;\n    v.x = b;\n", [("v", "float4")]),
    ("mask:yw-scalar", ["float4", "float"], "    float4 v = a;\n    v.yw = b;\n", [("v", "float4")]),
    ("mask:xyz-from-float4", ["float4", "float4"], "    float4 v = a;\n    v.xyz = b;\n",
     [("v", "float4")]),
    ("mask:xy-from-float3", ["float4", "float3"], "    float4 v = a;\n    v.xy = b.xy;\n    v.zw = b;\n",
     [("v", "float4")]),
    ("mask:xx", ["float4", "float2"], "    float4 v = a;\n    v.xx = b;\n", [("v", "float4")]),
    ("mask:xyx", ["float4", "float3"], "    float4 v = a;\n    v.xyx = b;\n", [("v", "float4")]),
    ("mask:rgba", ["float4", "float4"], "    float4 v = a;\n    v.rgba = b;\n", [("v", "float4")]),
    ("mask:br", ["float4", "float2"], "    float4 v = a;\n    v.br = b;\n", [("v", "float4")]),
    ("mask:rr", ["float4", "float2"], "    float4 v = a;\n    v.rr = b;\n", [("v", "float4")]),
    ("mask:xg", ["float4", "float2"], "    float4 v = a;\n    v.xg = b;\n", [("v", "float4")]),
    ("mask:z-of-float2", ["float2", "float"], "    float2 v = a;\n    v.z = b;\n", [("v", "float2")]),
    ("mask:x-of-scalar", ["float", "float"], "    float v = a;\n    v.x = b;\n", [("v", "float")]),
    ("mask:y-of-scalar", ["float", "float"], "    float v = a;\n    v.y = b;\n", [("v", "float")]),
    ("mask:int3-zx", ["int3", "int2"], "    int3 v = a;\n    v.zx = b;\n", [("v", "int3")]),
    ("mask:bool4-yz", ["bool4", "bool2"], "    bool4 v = a;\n    v.yz = b;\n", [("v", "bool4")]),
    ("mask:half4-xw-float", ["half4", "float2"], "    half4 v = a;\n    v.xw = b;\n", [("v", "half4")]),
    ("mask:compound-xz", ["float4", "float2"], "    float4 v = a;\n    v.xz += b;\n    v.yw *= b;\n",
     [("v", "float4")]),
    ("mask:compound-xx", ["float4", "float2"], "    float4 v = a;\n    v.xx += b;\n", [("v", "float4")]),
    ("mask:increment-xz", ["float4"], "    float4 v = a;\n    v.xz++;\n", [("v", "float4")]),
    ("mask:chained", ["float4", "float2"], "    float4 v = a;\n    v.zyx.xz = b;\n", [("v", "float4")]),
    ("mask:chained-repeat", ["float4", "float2"], "    float4 v = a;\n    v.xxy.yz = b;\n",
     [("v", "float4")]),
    ("mask:uniform", ["float4", "float2"], "    a.xz = b;\n", [("a", "float4")]),
    ("mask:of-swizzled-rvalue", ["float4", "float2"], "    float4 v = a;\n    (v.xz) = b;\n",
     [("v", "float4")]),
    ("mask:assign-chain", ["float4", "float"], "    float4 v = a;\n    float4 w = a;\n"
     "    v.x = w.y = b;\n", [("v", "float4"), ("w", "float4")]),
    # rvalue swizzles
    ("swizzle:xxyy", ["float4"], "    float4 r = a.xxyy;\n", [("r", "float4")]),
    ("swizzle:wzyx", ["float4"], "    float4 r = a.wzyx;\n", [("r", "float4")]),
    ("swizzle:rgab", ["float4"], "    float4 r = a.rgab;\n", [("r", "float4")]),
    ("swizzle:rgxy", ["float4"], "    float4 r = a.rgxy;\n", [("r", "float4")]),
    ("swizzle:xyzwx", ["float4"], "    float4 r = a.xyzwx;\n", [("r", "float4")]),
    ("swizzle:scalar-xxx", ["float"], "    float3 r = a.xxx;\n", [("r", "float3")]),
    ("swizzle:scalar-rrrr", ["float"], "    float4 r = a.rrrr;\n", [("r", "float4")]),
    ("swizzle:scalar-y", ["float"], "    float r = a.y;\n", [("r", "float")]),
    ("swizzle:float1-xxx", ["float1"], "    float3 r = a.xxx;\n", [("r", "float3")]),
    ("swizzle:float2-z", ["float2"], "    float r = a.z;\n", [("r", "float")]),
    ("swizzle:int3-zyx", ["int3"], "    int3 r = a.zyx;\n", [("r", "int3")]),
    ("swizzle:bool4-wx", ["bool4"], "    bool2 r = a.wx;\n", [("r", "bool2")]),
    ("swizzle:of-expression", ["float4", "float4"], "    float2 r = (a + b).zx;\n", [("r", "float2")]),
    ("swizzle:of-swizzle", ["float4"], "    float2 r = a.wzyx.xw;\n", [("r", "float2")]),
    ("swizzle:of-literal", ["float4"], "    float3 r = a.xyz + 2.0.xxx;\n", [("r", "float3")]),
    ("swizzle:s-component", ["float4"], "    float r = a.s;\n", [("r", "float")]),
    # matrix elements
    ("matrix:index-1-2", ["float2x3"], "    float r = a[1][2];\n", [("r", "float")]),
    ("matrix:row", ["float2x3"], "    float3 r = a[1];\n", [("r", "float3")]),
    ("matrix:row-swizzle", ["float4x4"], "    float2 r = a[2].wy;\n", [("r", "float2")]),
    ("matrix:row-out-of-range", ["float2x3"], "    float3 r = a[2];\n", [("r", "float3")]),
    ("matrix:column-out-of-range", ["float2x3"], "    float r = a[1][3];\n", [("r", "float")]),
    ("matrix:row-uniform-index", ["float4x4", "int"], "    float4 r = a[max(b, 0)];\n", [("r", "float4")]),
    ("matrix:element-uniform-index", ["float4x4", "int", "int"], "    float r = a[max(b, 0)][max(c, 0)];\n",
     [("r", "float")]),
    ("matrix:_m12", ["float2x3"], "    float r = a._m12;\n", [("r", "float")]),
    ("matrix:_m00_m11", ["float2x3"], "    float2 r = a._m00_m11;\n", [("r", "float2")]),
    ("matrix:_11_22", ["float2x3"], "    float2 r = a._11_22;\n", [("r", "float2")]),
    ("matrix:_23", ["float2x3"], "    float r = a._23;\n", [("r", "float")]),
    ("matrix:_11_m11", ["float2x3"], "    float2 r = a._11_m11;\n", [("r", "float2")]),
    ("matrix:_33-out-of-range", ["float2x3"], "    float r = a._33;\n", [("r", "float")]),
    ("matrix:_m23-out-of-range", ["float2x3"], "    float r = a._m23;\n", [("r", "float")]),
    ("matrix:_m00-of-float4x4", ["float4x4"], "    float4 r = a._m00_m11_m22_m33;\n", [("r", "float4")]),
    ("matrix:_11_12_13_14_21", ["float4x4"], "    float4 r = a._11_12_13_14_21;\n", [("r", "float4")]),
    ("matrix:_11_11", ["float4x4"], "    float2 r = a._11_11;\n", [("r", "float2")]),
    ("matrix:_m30_m03-int", ["int4x4"], "    int2 r = a._m30_m03;\n", [("r", "int2")]),
    ("matrix:write-element", ["float2x3", "float"], "    float2x3 m = a;\n    m[1][2] = b;\n",
     [("m", "float2x3")]),
    ("matrix:write-row", ["float2x3", "float3"], "    float2x3 m = a;\n    m[0] = b;\n",
     [("m", "float2x3")]),
    ("matrix:write-row-mask", ["float2x3", "float2"], "    float2x3 m = a;\n    m[1].zx = b;\n",
     [("m", "float2x3")]),
    ("matrix:write-_m12", ["float2x3", "float"], "    float2x3 m = a;\n    m._m12 = b;\n",
     [("m", "float2x3")]),
    ("matrix:write-_11_22", ["float2x3", "float2"], "    float2x3 m = a;\n    m._11_22 = b;\n",
     [("m", "float2x3")]),
    ("matrix:write-_11_11", ["float2x3", "float2"], "    float2x3 m = a;\n    m._11_11 = b;\n",
     [("m", "float2x3")]),
    ("matrix:write-_m01_m10", ["float4x4", "float2"], "    float4x4 m = a;\n    m._m01_m10 = b;\n",
     [("m", "float4x4")]),
    ("matrix:compound-_m01", ["float4x4", "float"], "    float4x4 m = a;\n    m._m01 *= b;\n"
     "    m[3] += b;\n", [("m", "float4x4")]),
    ("matrix:write-uniform-row", ["float4x4", "float4", "int"], "    float4x4 m = a;\n    m[max(c, 0)] = b;\n",
     [("m", "float4x4")]),
    ("matrix:vector-index", ["float4", "int"], "    float r = a[max(b, 0)];\n", [("r", "float")]),
    ("matrix:vector-index-write", ["float4", "int", "float"], "    float4 v = a;\n    v[max(b, 0)] = c;\n",
     [("v", "float4")]),
    ("matrix:vector-index-compound", ["float4", "int", "float"], "    float4 v = a;\n"
     "    v[max(b, 0)] += c;\n", [("v", "float4")]),
    ("matrix:vector-constant-index", ["float3"], "    float r = a[2] + a[0];\n", [("r", "float")]),
    ("matrix:vector-index-out-of-range", ["float3"], "    float r = a[3];\n", [("r", "float")]),
    ("matrix:scalar-index", ["float"], "    float r = a[0];\n", [("r", "float")]),
    # comma
    ("comma:scalar", ["float", "float"], "    float r = (a, b);\n", [("r", "float")]),
    ("comma:vectors", ["float4", "float3"], "    float3 r = (a, b);\n", [("r", "float3")]),
    ("comma:side-effect", ["float4", "float4"], "    float4 v = a;\n    float4 r = (v += b, v * 2);\n",
     [("r", "float4"), ("v", "float4")]),
    ("comma:in-for", ["float4", "float"], "    float4 v = a;\n    float s = b;\n"
     "    for (int i = 0, j = 3; i < 4; i++, j--)\n        v[i] += s * j;\n", [("v", "float4")]),
    ("comma:call-arguments", ["float4", "float4"], "    float r = dot((a, b), b);\n", [("r", "float")]),
    # `&&` and `||` with constants of one truth value (cgc folds them first)
    ("logical:scalar-and-ones", ["float"], "    bool4 r = a && float4(1, 2, 3, 4);\n", [("r", "bool4")]),
    ("logical:scalar-and-mixed-constant", ["float"], "    bool4 r = a && float4(1, 0, 1, 1);\n",
     [("r", "bool4")]),
    ("logical:scalar-or-zeros", ["float"], "    bool4 r = a || float4(0, 0, 0, 0);\n", [("r", "bool4")]),
    ("logical:matrix-and-ones", ["float2x2"], "    bool2x2 r = a && float2x2(1, 1, 1, 1);\n",
     [("r", "bool2x2")]),
    ("logical:matrix-and-mixed-constant", ["float2x2"], "    bool2x2 r = a && float2x2(1, 0, 1, 1);\n",
     [("r", "bool2x2")]),
    ("logical:matrix-or-false", ["float2x2"], "    bool2x2 r = false || a;\n", [("r", "bool2x2")]),
    # precedence and grouping
    ("precedence:mul-add", ["float4", "float4", "float4"], "    float4 r = a + b * c;\n", [("r", "float4")]),
    ("precedence:shift-add", ["int", "int", "int"], "    int r = a << b + c;\n", [("r", "int")]),
    ("precedence:and-or", ["bool", "bool", "bool"], "    bool r = a || b && c;\n", [("r", "bool")]),
    ("precedence:bitwise", ["int", "int", "int"], "    int r = a | b & c ^ a;\n", [("r", "int")]),
    ("precedence:compare-equal", ["float", "float", "bool"], "    bool r = a < b == c;\n", [("r", "bool")]),
    ("precedence:conditional-assign", ["float", "float", "bool"], "    float r = a;\n"
     "    r += c ? a : b;\n", [("r", "float")]),
    ("precedence:nested-conditional", ["float4", "float4", "float4"],
     "    float4 r = a.x > 0 ? b : a.y > 0 ? c : a;\n", [("r", "float4")]),
    ("precedence:unary-chain", ["float4", "bool"], "    float4 r = - -a;\n    bool q = !!b;\n",
     [("r", "float4"), ("q", "bool")]),
    ("precedence:negate-swizzle", ["float4"], "    float2 r = -a.zx;\n", [("r", "float2")]),
    ("precedence:post-increment-sum", ["float", "float"], "    float x = a;\n    float r = x++ + x++;\n",
     [("r", "float"), ("x", "float")]),
    ("precedence:assign-value", ["float4", "float4"], "    float4 x;\n    float4 r = (x = a) + b;\n",
     [("r", "float4"), ("x", "float4")]),
    ("precedence:compound-value", ["float4", "float4"], "    float4 x = a;\n    float4 r = (x *= b) + b;\n",
     [("r", "float4"), ("x", "float4")]),
]


def operator_probes():
    """Cg's expression operators over operand types, each a program whose
    result reaches the output; the operands are uniforms."""
    cases = []
    for op in UNARY:
        for t in SAME_TYPES:
            r = spell("bool", Ty(t).rows, Ty(t).cols) if op == "!" else t
            cases.append((f"unary:{op}:{t}", [t], f"    {r} r = {op}a;\n", [("r", r)]))
    for step in STEPS:
        for t in SAME_TYPES:
            cases.append((f"step:{step}:{t}", [t], f"    {t} x = a;\n    {t} r = {step};\n",
                          [("r", t), ("x", t)]))
    for op, ta, tb in binary_operands():
        r = result_of(op, ta, tb)
        cases.append((f"binary:{op}:{ta},{tb}", [ta, tb], f"    {r} r = a {op} b;\n", [("r", r)]))
    literal_ty = {"2": "int", "2.5": "float", "true": "bool"}
    for op, t, literal, left in literal_operands():
        ta, tb = (literal_ty[literal], t) if left else (t, literal_ty[literal])
        r = result_of(op, ta, tb)
        expr = f"{literal} {op} a" if left else f"a {op} {literal}"
        side = f"{literal},{t}" if left else f"{t},{literal}"
        cases.append((f"literal:{op}:{side}", [t], f"    {r} r = {expr};\n", [("r", r)]))
    for tc, ta, tb in CONDITIONALS:
        r = result_of("?:", ta, tb)
        c = Ty(tc)
        if c.cols and not (Ty(r).rows or Ty(r).cols):
            r = spell(Ty(r).base, 0, c.cols)
        cases.append((f"conditional:{tc},{ta},{tb}", [ta, tb, tc], f"    {r} r = c ? a : b;\n",
                      [("r", r)]))
    for op in COMPOUND:
        for ta, tb in ASSIGNMENTS:
            cases.append((f"assign:{op}:{ta},{tb}", [ta, tb], f"    {ta} x = a;\n    x {op} b;\n",
                          [("x", ta)]))
    for ident, uniforms, body, values in ACCESS:
        cases.append((ident, uniforms, body, values))
    probes = []
    for ident, uniforms, body, values in cases:
        for stage, profiles in (("v", ["arbvp1", "vp20", "vp30"]), ("f", ["arbfp1"])):
            probes.append(Probe(ident, operator_program(stage, uniforms, body + returns(*values)),
                                profiles))
    return probes


# ------------------------------------------------------------------ cgc

VOLATILE = ("# cgc version", "# command line args:", "# source file:", "#vendor ", "#version ")


def run_probe(task):
    source, profile = task
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "probe.cg")
        out = os.path.join(tmp, "probe.asm")
        with open(path, "w") as f:
            f.write(source)
        run = subprocess.run([CGC, "-profile", profile, "-entry", "main", "probe.cg", "-o", "probe.asm"],
                             cwd=tmp, capture_output=True, timeout=120)
        text = (run.stdout + run.stderr).decode("utf-8", "replace")
        errors = []
        for line in text.splitlines():
            m = DIAG_RE.match(line)
            if m and m.group(2) == "error":
                errors.append([int(m.group(1)), m.group(3)])
        program = None
        if run.returncode == 0 and os.path.exists(out):
            with open(out, encoding="utf-8", errors="replace") as f:
                program = "".join(line for line in f if not line.startswith(VOLATILE))
    return run.returncode == 0, errors, program


GENERATORS = {"stdlib": stdlib_probes, "semantics": semantic_probes,
              "types": type_probes,
              "initializers": lambda: initializer_probes() + unrepresentable_probes(),
              "library-initializers": library_initializer_probes,
              "statements": statement_probes,
              "operators": operator_probes}


def record(category, jobs):
    probes = GENERATORS[category]()
    seen = set()
    for probe in probes:
        for profile in probe.profiles:
            key = (probe.id, profile)
            if key in seen:
                raise SystemExit(f"duplicate probe {probe.id} {profile}")
            seen.add(key)
    tasks = [(probe.source, profile) for probe in probes for profile in probe.profiles]
    # CONFORMANCE_CACHE=FILE keeps cgc's answers between runs (while changing
    # the generator); without it every probe is compiled.
    cache_path = os.environ.get("CONFORMANCE_CACHE")
    cache = {}
    if cache_path and os.path.exists(cache_path):
        with open(cache_path) as f:
            cache = {tuple(json.loads(k)): tuple(v) for k, v in json.load(f).items()}
    missing = sorted({task for task in tasks if task not in cache})
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for task, result in zip(missing, pool.map(run_probe, missing)):
            cache[task] = result
    results = [cache[task] for task in tasks]
    if cache_path:
        with open(cache_path, "w") as f:
            json.dump({json.dumps(k): v for k, v in cache.items()}, f)
    lines, line_index = [], {}

    def encode(text):
        """`text` as indices into the category's table of distinct lines."""
        encoded = []
        for line in text.split("\n"):
            if line not in line_index:
                line_index[line] = len(lines)
                lines.append(line)
            encoded.append(line_index[line])
        return encoded

    sources, source_index = [], {}
    programs, program_index = [], {}
    rows = []
    done = 0
    for probe in probes:
        if probe.source not in source_index:
            source_index[probe.source] = len(sources)
            sources.append(encode(probe.source))
        verdicts = {}
        for profile in probe.profiles:
            ok, errors, program = results[done]
            done += 1
            if ok:
                if program not in program_index:
                    program_index[program] = len(programs)
                    programs.append(encode(program))
                verdicts[profile] = program_index[program]
            else:
                verdicts[profile] = errors
        rows.append([probe.id, source_index[probe.source], verdicts])
    path = os.path.join(OUT_DIR, f"{category}.json")
    compact = {"separators": (",", ":")}
    with open(path, "w") as f:
        f.write('{"category":' + json.dumps(category) + ',\n"probes":[\n')
        f.write(",\n".join(json.dumps(row, **compact) for row in rows))
        f.write('\n],\n"sources":[\n')
        f.write(",\n".join(json.dumps(row, **compact) for row in sources))
        f.write('\n],\n"programs":[\n')
        f.write(",\n".join(json.dumps(row, **compact) for row in programs))
        f.write('\n],\n"lines":[\n')
        f.write(",\n".join(json.dumps(line) for line in lines))
        f.write("\n]}\n")
    table = [v for row in rows for v in row[2].values()]
    accepted = sum(1 for verdict in table if isinstance(verdict, int))
    print(f"{category}: {len(table)} probes, {accepted} compiled by cgc, "
          f"{len(sources)} sources, {len(programs)} programs -> {path}", file=sys.stderr)


def main(argv):
    jobs = 1
    categories = []
    args = iter(argv)
    for arg in args:
        if arg == "--jobs":
            jobs = int(next(args))
        elif arg in GENERATORS:
            categories.append(arg)
        elif arg == "--list":
            for category in CATEGORIES:
                for probe in GENERATORS[category]():
                    print(category, probe.id, ",".join(probe.profiles))
            return
        else:
            raise SystemExit(f"unknown argument {arg!r}; categories: {', '.join(CATEGORIES)}")
    os.makedirs(OUT_DIR, exist_ok=True)
    for category in categories or CATEGORIES:
        record(category, jobs)


# ------------------------------------------------------------------ structs

# User-defined types and functions of the Cg 2.0 language (the spec's
# sections on structs, interfaces, member functions, arrays, unsized arrays,
# typedef and packed arrays): struct declarations, struct values, structs as
# parameters and results of helpers and of the entry (varying, uniform,
# nested), member functions, interfaces, unsized arrays and `.length`, arrays
# of arrays, array assignment, `packed`. Each probe is a whole program with
# placeholders filled per stage: `$P` the varying input (`float4 p :
# POSITION` or `: TEXCOORD0`), `$O` the stage's output semantic (POSITION or
# COLOR), `$O2` a second output (TEXCOORD0 or DEPTH, a float). Helpers'
# results reach the entry's output; uniforms of the probes: `k` float, `n`
# int, `lights` float4[4].

STRUCT_S = "struct S {\n    float4 a;\n    float b;\n};\n"
STRUCT_T = "struct T {\n    float4 a;\n    float b;\n};\n"
IFACE_I = "interface I {\n    float f(float x);\n};\n"
IFACE_AB = (IFACE_I + "struct A : I {\n    float k;\n    float f(float x) { return x * k; }\n};\n"
            "struct B : I {\n    float f(float x) { return x + 1; }\n};\n")


def struct_main(helpers, params, body):
    """`helpers` then the entry `float4 main($P, params) : $O { body }`."""
    return f"{helpers}float4 main({', '.join(['$P'] + params)}) : $O\n{{\n{body}}}\n"


STRUCTS = [
    # struct declarations
    ("decl:simple", struct_main(STRUCT_S, [], "    S s;\n    s.a = p;\n    s.b = 2;\n    return s.a * s.b;\n")),
    ("decl:nested", struct_main(STRUCT_S + "struct N {\n    S inner;\n    float c;\n};\n", [],
                                "    N n;\n    n.inner.a = p;\n    n.inner.b = 2;\n    n.c = 3;\n"
                                "    return n.inner.a * n.inner.b + n.c;\n")),
    ("decl:nested-three-levels", struct_main(
        "struct A1 {\n    float4 v;\n};\nstruct A2 {\n    A1 x;\n};\nstruct A3 {\n    A2 y;\n    A1 z;\n};\n", [],
        "    A3 s;\n    s.y.x.v = p;\n    s.z.v = p * 2;\n    return s.y.x.v + s.z.v;\n")),
    ("decl:nested-definition-inside", struct_main(
        "struct O {\n    struct In {\n        float4 v;\n    } i;\n    float b;\n};\n", [],
        "    O o;\n    o.i.v = p;\n    o.b = 2;\n    return o.i.v * o.b;\n")),
    ("decl:inner-struct-used-outside", struct_main(
        "struct O {\n    struct In {\n        float4 v;\n    } i;\n};\n", [],
        "    In x;\n    x.v = p;\n    return x.v;\n")),
    ("decl:inner-struct-used-inside", struct_main(
        "struct O {\n    struct In {\n        float4 v;\n    } i;\n    In j;\n};\n", [],
        "    O o;\n    o.i.v = p;\n    o.j = o.i;\n    return o.j.v;\n")),
    ("decl:array-of-structs", struct_main(STRUCT_S, [],
                                          "    S s[3];\n    for (int i = 0; i < 3; i++) {\n        s[i].a = p * i;\n"
                                          "        s[i].b = i;\n    }\n    return s[1].a + s[2].a * s[2].b;\n")),
    ("decl:array-of-structs-uniform-index", struct_main(STRUCT_S, ["uniform int n"],
                                                        "    S s[3];\n    for (int i = 0; i < 3; i++) {\n"
                                                        "        s[i].a = p * i;\n        s[i].b = i;\n    }\n"
                                                        "    return s[n].a * s[n].b;\n")),
    ("decl:member-kinds", struct_main(
        "struct M {\n    float f;\n    half2 h;\n    int3 i;\n    bool b;\n    fixed4 x;\n    float3x3 m;\n"
        "    float2x4 r;\n    float a[2];\n    float4 v[2];\n};\n", [],
        "    M s;\n    s.f = p.x;\n    s.h = p.yz;\n    s.i = int3(1, 2, 3);\n    s.b = p.w > 0;\n    s.x = p;\n"
        "    s.m = float3x3(p.xyz, p.yzw, p.zwx);\n    s.r = float2x4(p, p * 2);\n    s.a[0] = p.y;\n    s.a[1] = p.z;\n"
        "    s.v[0] = p;\n    s.v[1] = -p;\n"
        "    float4 r = s.f + float4(s.h, 0, 0) + float4(s.i, 1) + s.x + float4(mul(s.m, p.xyz), 0)\n"
        "        + float4(mul(s.r, p), 0, 0) + s.a[0] * s.a[1] + s.v[0] * s.v[1];\n"
        "    return s.b ? r : -r;\n")),
    ("decl:member-sampler-uniform", struct_main(
        "struct TS {\n    sampler2D t;\n    float4 k;\n};\n", ["uniform TS s"],
        "    return tex2D(s.t, p.xy) * s.k;\n")),
    ("decl:member-sampler-local", struct_main(
        "struct TS {\n    sampler2D t;\n    float4 k;\n};\n", ["uniform sampler2D u"],
        "    TS s;\n    s.t = u;\n    s.k = p;\n    return tex2D(s.t, p.xy) * s.k;\n")),
    ("decl:member-sampler-helper", struct_main(
        "struct TS {\n    sampler2D t;\n    float4 k;\n};\nfloat4 look(TS s, float2 uv)\n{\n    return tex2D(s.t, uv) * s.k;\n}\n",
        ["uniform TS s"], "    return look(s, p.xy);\n")),
    ("decl:member-sampler-unused", struct_main(
        "struct TS {\n    sampler2D t;\n    float4 k;\n};\n", ["uniform TS s"], "    return p * s.k;\n")),
    ("decl:member-samplers-array", struct_main(
        "struct TS {\n    sampler2D t[2];\n};\n", ["uniform TS s"],
        "    return tex2D(s.t[0], p.xy) + tex2D(s.t[1], p.zw);\n")),
    ("decl:anonymous-local", struct_main("", [],
                                         "    struct {\n        float4 a;\n        float b;\n    } s;\n    s.a = p;\n"
                                         "    s.b = 3;\n    return s.a * s.b;\n")),
    ("decl:anonymous-global", struct_main("static struct {\n    float4 a;\n    float b;\n} g;\n", [],
                                          "    g.a = p;\n    g.b = 3;\n    return g.a * g.b;\n")),
    ("decl:anonymous-uniform-global", struct_main("uniform struct {\n    float4 a;\n    float b;\n} g;\n", [],
                                                  "    return p * g.a + g.b;\n")),
    ("decl:with-declarator", struct_main("struct S {\n    float4 a;\n} g;\n", [],
                                         "    S s;\n    s.a = p;\n    return s.a + g.a;\n")),
    ("decl:typedef-anonymous", struct_main("typedef struct {\n    float4 a;\n    float b;\n} TS;\n", [],
                                           "    TS s;\n    s.a = p;\n    s.b = 2;\n    return s.a * s.b;\n")),
    ("decl:typedef-named", struct_main("typedef struct S {\n    float4 a;\n} TS;\n", [],
                                       "    TS s;\n    S t;\n    s.a = p;\n    t = s;\n    return t.a * 2;\n")),
    ("decl:typedef-of-struct", struct_main(STRUCT_S + "typedef S S2;\n", [],
                                           "    S2 s;\n    s.a = p;\n    s.b = 2;\n    S t = s;\n    return t.a * t.b;\n")),
    ("decl:typedef-array-of-struct", struct_main(STRUCT_S + "typedef S SA[2];\n", [],
                                                 "    SA s;\n    s[0].a = p;\n    s[1].a = p * 2;\n"
                                                 "    return s[0].a + s[1].a;\n")),
    ("decl:struct-keyword-in-declaration", struct_main(STRUCT_S, [],
                                                       "    struct S s;\n    s.a = p;\n    s.b = 2;\n"
                                                       "    return s.a * s.b;\n")),
    ("decl:forward", struct_main("struct S;\nstruct S {\n    float4 a;\n};\n", [],
                                 "    S s;\n    s.a = p;\n    return s.a;\n")),
    ("decl:forward-only", struct_main("struct S;\n", [], "    S s;\n    return p;\n")),
    ("decl:forward-then-defined", struct_main("struct S;\nfloat4 f(S s, float4 v)\n{\n    return v * 2;\n}\n"
                                              "struct S {\n    float4 a;\n};\n", [],
                                              "    S s;\n    s.a = p;\n    return f(s, s.a);\n")),
    ("decl:forward-member-before-definition", struct_main("struct S;\nfloat4 f(S s, float4 v)\n{\n    return v * s.a;\n}\n"
                                                          "struct S {\n    float4 a;\n};\n", [],
                                                          "    S s;\n    s.a = p;\n    return f(s, p);\n")),
    ("decl:forward-uniform", struct_main("struct S;\n", ["uniform S u"], "    return p;\n")),
    ("decl:redefinition", struct_main("struct S {\n    float4 a;\n};\nstruct S {\n    float4 b;\n};\n", [],
                                      "    S s;\n    s.a = p;\n    return s.a;\n")),
    ("decl:redefinition-same", struct_main("struct S {\n    float4 a;\n};\nstruct S {\n    float4 a;\n};\n", [],
                                           "    S s;\n    s.a = p;\n    return s.a;\n")),
    ("decl:duplicate-member", struct_main("struct S {\n    float4 a;\n    float a;\n};\n", [],
                                          "    S s;\n    s.a = p;\n    return s.a;\n")),
    ("decl:duplicate-member-unused", struct_main("struct S {\n    float4 a;\n    float a;\n};\n", [],
                                                 "    return p;\n")),
    ("decl:empty", struct_main("struct E {\n};\n", [], "    E e;\n    return p;\n")),
    ("decl:empty-parameter", struct_main("struct E {\n};\nfloat4 f(E e, float4 v)\n{\n    return v * 2;\n}\n", [],
                                         "    E e;\n    return f(e, p);\n")),
    ("decl:empty-uniform", struct_main("struct E {\n};\n", ["uniform E e"], "    return p;\n")),
    ("decl:self-member", struct_main("struct S {\n    float4 a;\n    S next;\n};\n", [], "    return p;\n")),
    ("decl:member-initializer", struct_main("struct S {\n    float4 a = 1;\n};\n", [],
                                            "    S s;\n    return p + s.a;\n")),
    ("decl:member-uniform-qualifier", struct_main("struct S {\n    uniform float4 a;\n};\n", [],
                                                  "    S s;\n    s.a = p;\n    return s.a;\n")),
    ("decl:member-const-qualifier", struct_main("struct S {\n    const float4 a;\n};\n", [],
                                                "    S s;\n    s.a = p;\n    return s.a;\n")),
    ("decl:member-static-qualifier", struct_main("struct S {\n    static float4 a;\n};\n", [],
                                                 "    S s;\n    s.a = p;\n    return s.a;\n")),
    ("decl:member-unknown", struct_main(STRUCT_S, [], "    S s;\n    s.a = p;\n    return s.c;\n")),
    ("decl:member-of-non-struct", struct_main("", [], "    float k = p.x;\n    return k.a;\n")),
    ("decl:local-struct", struct_main("", [], "    struct L {\n        float4 a;\n    };\n    L l;\n    l.a = p;\n"
                                              "    return l.a;\n")),
    ("decl:local-shadows-global-struct", struct_main(
        STRUCT_S, [], "    struct S {\n        float c;\n    };\n    S s;\n    s.c = p.x;\n    return p * s.c;\n")),
    ("decl:local-struct-after-its-block", struct_main(
        "", [], "    {\n        struct L {\n            float c;\n        };\n    }\n    L s;\n    s.c = p.x;\n    return p * s.c;\n")),
    ("decl:variable-named-like-struct", struct_main(STRUCT_S, [], "    float4 S = p * 2;\n    return S;\n")),
    ("decl:struct-named-like-variable", struct_main("static float4 S = 1;\n" + STRUCT_S, [],
                                                    "    return p;\n")),
    ("decl:struct-named-like-function", struct_main("float4 f(float4 v)\n{\n    return v;\n}\nstruct f {\n    float4 a;\n};\n",
                                                    [], "    return f(p);\n")),
    ("decl:struct-named-like-builtin-type", struct_main("struct float4 {\n    float a;\n};\n", [], "    return p;\n")),
    ("decl:member-named-like-type", struct_main("struct S {\n    float4 half;\n};\n", [],
                                                "    S s;\n    s.half = p;\n    return s.half;\n")),
    ("decl:member-semantics-in-local", struct_main(
        "struct V {\n    float4 a : TEXCOORD0;\n    float4 b : TEXCOORD1;\n};\n", [],
        "    V v;\n    v.a = p;\n    v.b = p * 2;\n    return v.a + v.b;\n")),
    ("decl:missing-semicolon", struct_main("struct S {\n    float4 a;\n}\n", [], "    S s;\n    s.a = p;\n    return s.a;\n")),
    ("decl:unsized-array-member", struct_main("struct S {\n    float4 a[];\n};\n", ["uniform S s"],
                                              "    return p + s.a[0];\n")),
    # struct values
    ("value:assign-whole", struct_main(STRUCT_S, [],
                                       "    S s, t;\n    s.a = p;\n    s.b = 2;\n    t = s;\n    t.b = 3;\n"
                                       "    return t.a * t.b + s.b;\n")),
    ("value:assign-nested-member", struct_main(STRUCT_S + "struct N {\n    S s;\n    float c;\n};\n", [],
                                               "    S s;\n    s.a = p;\n    s.b = 2;\n    N n;\n    n.s = s;\n"
                                               "    n.c = 4;\n    return n.s.a * n.s.b + n.c;\n")),
    ("value:assign-other-struct-type", struct_main(STRUCT_S + STRUCT_T, [],
                                                   "    S s;\n    s.a = p;\n    s.b = 2;\n    T t = s;\n"
                                                   "    return t.a;\n")),
    ("value:assign-scalar", struct_main(STRUCT_S, [], "    S s = 0;\n    return p + s.a;\n")),
    ("value:assign-vector", struct_main(STRUCT_S, [], "    S s;\n    s = p;\n    return s.a;\n")),
    ("value:to-vector", struct_main(STRUCT_S, [], "    S s;\n    s.a = p;\n    s.b = 1;\n    float4 r = s;\n"
                                                  "    return r;\n")),
    ("value:equal", struct_main(STRUCT_S, [U_K],
                                "    S s, t;\n    s.a = p;\n    s.b = k;\n    t.a = p;\n    t.b = 2;\n"
                                "    return s == t ? p : -p;\n")),
    ("value:not-equal", struct_main(STRUCT_S, [U_K],
                                    "    S s, t;\n    s.a = p;\n    s.b = k;\n    t.a = p;\n    t.b = 2;\n"
                                    "    return s != t ? p : -p;\n")),
    ("value:add", struct_main(STRUCT_S, [], "    S s, t;\n    s.a = p;\n    s.b = 1;\n    t = s;\n"
                                            "    S r = s + t;\n    return r.a;\n")),
    ("value:negate", struct_main(STRUCT_S, [], "    S s;\n    s.a = p;\n    s.b = 1;\n    S r = -s;\n"
                                               "    return r.a;\n")),
    ("value:initializer", struct_main(STRUCT_S, [], "    S s = { p, 2 };\n    return s.a * s.b;\n")),
    ("value:initializer-flat", struct_main(STRUCT_S, [], "    S s = { p.x, p.y, p.z, p.w, 2 };\n    return s.a * s.b;\n")),
    ("value:initializer-nested", struct_main(STRUCT_S + "struct N {\n    S s;\n    float c;\n};\n", [],
                                             "    N n = { { p, 2 }, 3 };\n    return n.s.a * n.s.b + n.c;\n")),
    ("value:initializer-too-many", struct_main(STRUCT_S, [], "    S s = { p, 2, 3 };\n    return s.a * s.b;\n")),
    ("value:initializer-too-few", struct_main(STRUCT_S, [], "    S s = { p };\n    return s.a;\n")),
    ("value:initializer-array-of-structs", struct_main(STRUCT_S, [],
                                                       "    S s[2] = { { p, 2 }, { -p, 3 } };\n"
                                                       "    return s[0].a * s[0].b + s[1].a * s[1].b;\n")),
    ("value:initializer-static-global", struct_main("static const " + STRUCT_S.replace("};\n", "} G = { { 1, 2, 3, 4 }, 5 };\n"),
                                                    [], "    return p * G.a + G.b;\n")),
    ("value:constructor-call", struct_main(STRUCT_S, [], "    S s = S(p, 2);\n    return s.a * s.b;\n")),
    ("value:member-swizzle-write", struct_main(STRUCT_S, [],
                                               "    S s;\n    s.a = p;\n    s.a.xy = p.wz;\n    s.a.w = 5;\n"
                                               "    return s.a;\n")),
    ("value:member-swizzle-read", struct_main(STRUCT_S, [], "    S s;\n    s.a = p;\n    return s.a.wzyx + s.a.x;\n")),
    ("value:member-compound", struct_main(STRUCT_S, [], "    S s;\n    s.a = p;\n    s.b = 1;\n    s.a *= 2;\n"
                                                        "    s.b += p.x;\n    s.a.yz += 1;\n    s.b++;\n"
                                                        "    return s.a * s.b;\n")),
    ("value:member-array-element", struct_main("struct S {\n    float4 v[3];\n};\n", [U_N],
                                               "    S s;\n    for (int i = 0; i < 3; i++)\n        s.v[i] = p * i;\n"
                                               "    s.v[1].x = 7;\n    return s.v[2] + s.v[1];\n")),
    ("value:conditional-uniform", struct_main(STRUCT_S, [U_K],
                                              "    S s, t;\n    s.a = p;\n    s.b = 2;\n    t.a = -p;\n    t.b = 3;\n"
                                              "    S r = k > 0 ? s : t;\n    return r.a * r.b;\n")),
    ("value:conditional-varying", struct_main(STRUCT_S, [],
                                              "    S s, t;\n    s.a = p;\n    s.b = 2;\n    t.a = -p;\n    t.b = 3;\n"
                                              "    S r = p.x > 0 ? s : t;\n    return r.a * r.b;\n")),
    ("value:conditional-mixed-types", struct_main(STRUCT_S + STRUCT_T, [U_K],
                                                  "    S s;\n    T t;\n    s.a = p;\n    s.b = 2;\n    t.a = -p;\n"
                                                  "    t.b = 3;\n    S r = k > 0 ? s : t;\n    return r.a;\n")),
    ("value:cast-scalar-to-struct", struct_main(STRUCT_S, [], "    S s = (S)p.x;\n    return s.a * s.b;\n")),
    ("value:cast-vector-to-struct", struct_main(STRUCT_S, [], "    S s = (S)p;\n    return s.a;\n")),
    ("value:cast-vector-to-one-member-struct", struct_main("struct W {\n    float4 a;\n};\n", [],
                                                           "    W w = (W)p;\n    return w.a;\n")),
    ("value:cast-struct-to-first-member", struct_main(STRUCT_S, [],
                                                      "    S s;\n    s.a = p;\n    s.b = 2;\n    return (float4)s;\n")),
    ("value:cast-struct-to-scalar", struct_main(STRUCT_S, [],
                                                "    S s;\n    s.a = p;\n    s.b = 2;\n    return p * (float)s;\n")),
    ("value:cast-struct-to-struct", struct_main(STRUCT_S + STRUCT_T, [],
                                                "    S s;\n    s.a = p;\n    s.b = 2;\n    T t = (T)s;\n"
                                                "    return t.a * t.b;\n")),
    ("value:cast-struct-to-other-shape", struct_main(STRUCT_S + "struct W {\n    float2 a;\n    int b;\n};\n", [],
                                                     "    S s;\n    s.a = p;\n    s.b = 2;\n    W w = (W)s;\n"
                                                     "    return float4(w.a, w.b, 1);\n")),
    ("value:cast-same-struct", struct_main(STRUCT_S, [], "    S s;\n    s.a = p;\n    s.b = 2;\n    S t = (S)s;\n"
                                                          "    return t.a * t.b;\n")),
    ("value:uninitialized-member-read", struct_main(STRUCT_S, [], "    S s;\n    s.a = p;\n    return s.a * s.b;\n")),
    ("value:global-static-struct", struct_main("static " + STRUCT_S.replace("};\n", "} g;\n"), [],
                                               "    g.a = p;\n    g.b = 2;\n    return g.a * g.b;\n")),
    ("value:comma-of-structs", struct_main(STRUCT_S, [], "    S s, t;\n    s.a = p;\n    s.b = 1;\n    t = s;\n"
                                                         "    S r = (s, t);\n    return r.a;\n")),
    # structs as parameters and results of helpers
    ("param:struct-in", struct_main(STRUCT_S + "float4 f(S s)\n{\n    return s.a * s.b;\n}\n", [],
                                    "    S s;\n    s.a = p;\n    s.b = 2;\n    return f(s);\n")),
    ("param:struct-in-copy", struct_main(STRUCT_S + "float4 f(S s)\n{\n    s.a = s.a * 3;\n    return s.a;\n}\n", [],
                                         "    S s;\n    s.a = p;\n    s.b = 2;\n    float4 r = f(s);\n    return r + s.a;\n")),
    ("param:struct-out", struct_main(STRUCT_S + "void f(float4 v, out S s)\n{\n    s.a = v * 2;\n    s.b = v.y;\n}\n", [],
                                     "    S s;\n    f(p, s);\n    return s.a * s.b;\n")),
    ("param:struct-inout", struct_main(STRUCT_S + "void f(inout S s)\n{\n    s.a = s.a + s.b;\n    s.b = 0;\n}\n", [],
                                       "    S s;\n    s.a = p;\n    s.b = 2;\n    f(s);\n    f(s);\n    return s.a + s.b;\n")),
    ("param:struct-member-out", struct_main(STRUCT_S + "void f(float4 v, out float4 r)\n{\n    r = v * 2;\n}\n", [],
                                            "    S s;\n    f(p, s.a);\n    s.b = 2;\n    return s.a * s.b;\n")),
    ("param:struct-return", struct_main(STRUCT_S + "S make(float4 v)\n{\n    S s;\n    s.a = v;\n    s.b = v.x;\n    return s;\n}\n",
                                        [], "    S s = make(p);\n    return s.a * s.b;\n")),
    ("param:struct-return-member", struct_main(STRUCT_S + "S make(float4 v)\n{\n    S s;\n    s.a = v;\n    s.b = v.x;\n    return s;\n}\n",
                                               [], "    return make(p).a * make(p * 2).b;\n")),
    ("param:struct-return-initializer", struct_main(STRUCT_S + "S make(float4 v)\n{\n    S s = { v, 2 };\n    return s;\n}\n",
                                                    [], "    S s = make(p);\n    return s.a * s.b;\n")),
    ("param:struct-overload", struct_main(STRUCT_S + STRUCT_T + "float4 f(S s)\n{\n    return s.a;\n}\n"
                                          "float4 f(T t)\n{\n    return t.a * 2;\n}\n", [],
                                          "    S s;\n    T t;\n    s.a = p;\n    t.a = p;\n    return f(s) + f(t);\n")),
    ("param:struct-wrong-type", struct_main(STRUCT_S + STRUCT_T + "float4 f(S s)\n{\n    return s.a;\n}\n", [],
                                            "    T t;\n    t.a = p;\n    t.b = 1;\n    return f(t);\n")),
    ("param:vector-for-struct", struct_main(STRUCT_S + "float4 f(S s)\n{\n    return s.a;\n}\n", [],
                                            "    return f(p);\n")),
    ("param:nested-struct-in", struct_main(STRUCT_S + "struct N {\n    S s;\n    float c;\n};\n"
                                           "float4 f(N n)\n{\n    return n.s.a * n.c;\n}\n", [],
                                           "    N n;\n    n.s.a = p;\n    n.s.b = 1;\n    n.c = 2;\n    return f(n);\n")),
    ("param:array-of-structs", struct_main(STRUCT_S + "float4 f(S s[2])\n{\n    return s[0].a * s[1].b;\n}\n", [],
                                           "    S s[2];\n    s[0].a = p;\n    s[0].b = 1;\n    s[1].a = -p;\n    s[1].b = 3;\n"
                                           "    return f(s);\n")),
    ("param:uniform-struct-to-helper", struct_main(STRUCT_S + "float4 f(S s)\n{\n    return s.a * s.b;\n}\n",
                                                   ["uniform S u"], "    return p + f(u);\n")),
    # the entry's struct parameters and results
    ("entry:varying-struct-in", "struct V {\n    float4 a : TEXCOORD0;\n    float4 b : TEXCOORD1;\n};\n"
     "float4 main(V v) : $O\n{\n    return v.a + v.b * 2;\n}\n"),
    ("entry:varying-struct-in-no-semantics", "struct V {\n    float4 a;\n    float4 b;\n};\n"
     "float4 main(V v) : $O\n{\n    return v.a + v.b * 2;\n}\n"),
    ("entry:varying-struct-in-parameter-semantic", "struct V {\n    float4 a;\n    float4 b;\n};\n"
     "float4 main(V v : TEXCOORD0) : $O\n{\n    return v.a + v.b * 2;\n}\n"),
    ("entry:varying-struct-both-semantics", "struct V {\n    float4 a : TEXCOORD2;\n    float4 b : TEXCOORD3;\n};\n"
     "float4 main(V v : TEXCOORD0) : $O\n{\n    return v.a + v.b * 2;\n}\n"),
    ("entry:varying-struct-in-and-parameter", "struct V {\n    float4 a : TEXCOORD1;\n    float b : TEXCOORD2;\n};\n"
     "float4 main($P, V v) : $O\n{\n    return p + v.a * v.b;\n}\n"),
    ("entry:varying-struct-semantic-clash", "struct V {\n    float4 a : TEXCOORD0;\n};\n"
     "float4 main($P, V v) : $O\n{\n    return p + v.a;\n}\n"),
    ("entry:varying-struct-nested", "struct In {\n    float4 c : TEXCOORD2;\n};\n"
     "struct V {\n    float4 a : TEXCOORD1;\n    In i;\n};\n"
     "float4 main($P, V v) : $O\n{\n    return p + v.a * v.i.c;\n}\n"),
    ("entry:varying-struct-member-array", "struct V {\n    float4 a[2] : TEXCOORD1;\n};\n"
     "float4 main($P, V v) : $O\n{\n    return p + v.a[0] * v.a[1];\n}\n"),
    ("entry:varying-struct-mixed-uniform", "struct V {\n    float4 a : TEXCOORD1;\n    uniform float4 u;\n};\n"
     "float4 main($P, V v) : $O\n{\n    return p + v.a * v.u;\n}\n"),
    ("entry:varying-array-of-structs", "struct V {\n    float4 a : TEXCOORD1;\n};\n"
     "float4 main($P, V v[2]) : $O\n{\n    return p + v[0].a * v[1].a;\n}\n"),
    ("entry:in-struct-written", "struct V {\n    float4 a : TEXCOORD1;\n};\n"
     "float4 main($P, V v) : $O\n{\n    v.a = v.a * 2;\n    return p + v.a;\n}\n"),
    ("entry:out-struct", "struct R {\n    float4 c : $O;\n    float d : $O2;\n};\n"
     "void main($P, out R r)\n{\n    r.c = p;\n    r.d = p.x;\n}\n"),
    ("entry:return-struct", "struct R {\n    float4 c : $O;\n    float d : $O2;\n};\n"
     "R main($P)\n{\n    R r;\n    r.c = p * 2;\n    r.d = p.y;\n    return r;\n}\n"),
    ("entry:return-struct-one-member", "struct R {\n    float4 c : $O;\n};\n"
     "R main($P)\n{\n    R r;\n    r.c = p * 2;\n    return r;\n}\n"),
    ("entry:return-struct-initializer", "struct R {\n    float4 c : $O;\n    float d : $O2;\n};\n"
     "R main($P)\n{\n    R r = { p * 2, p.z };\n    return r;\n}\n"),
    ("entry:return-struct-member-unwritten", "struct R {\n    float4 c : $O;\n    float d : $O2;\n};\n"
     "R main($P)\n{\n    R r;\n    r.c = p * 2;\n    return r;\n}\n"),
    ("entry:return-struct-with-semantic", "struct R {\n    float4 c : $O;\n};\n"
     "R main($P) : $O\n{\n    R r;\n    r.c = p * 2;\n    return r;\n}\n"),
    ("entry:return-struct-no-semantics", "struct R {\n    float4 c;\n    float d;\n};\n"
     "R main($P)\n{\n    R r;\n    r.c = p * 2;\n    r.d = 1;\n    return r;\n}\n"),
    ("entry:return-nested-struct", "struct C {\n    float d : $O2;\n};\nstruct R {\n    float4 c : $O;\n    C inner;\n};\n"
     "R main($P)\n{\n    R r;\n    r.c = p * 2;\n    r.inner.d = p.w;\n    return r;\n}\n"),
    ("entry:return-struct-from-helper", "struct R {\n    float4 c : $O;\n};\nR make(float4 v)\n{\n    R r;\n    r.c = v;\n    return r;\n}\n"
     "R main($P)\n{\n    return make(p * 3);\n}\n"),
    ("entry:in-struct-to-out-struct", "struct V {\n    float4 a : TEXCOORD1;\n};\nstruct R {\n    float4 c : $O;\n};\n"
     "R main(V v)\n{\n    R r;\n    r.c = v.a;\n    return r;\n}\n"),
    ("entry:inout-struct", "struct R {\n    float4 c : $O;\n};\n"
     "void main(inout R r)\n{\n    r.c = r.c * 2;\n}\n"),
    ("entry:uniform-struct", struct_main(STRUCT_S, ["uniform S u"], "    return p * u.a + u.b;\n")),
    ("entry:uniform-struct-unused-member", struct_main(STRUCT_S, ["uniform S u"], "    return p * u.b;\n")),
    ("entry:uniform-struct-nested", struct_main(STRUCT_S + "struct N {\n    S s;\n    float4x4 m;\n    float c;\n};\n",
                                                ["uniform N u"], "    return mul(u.m, p) * u.s.a + u.s.b * u.c;\n")),
    ("entry:uniform-struct-array-member", struct_main("struct L {\n    float4 pos[3];\n    float4 col;\n};\n",
                                                      ["uniform L u"], "    return p * u.pos[1] + u.col;\n")),
    ("entry:uniform-struct-array-member-uniform-index", struct_main(
        "struct L {\n    float4 pos[3];\n    float4 col;\n};\n", ["uniform L u", U_N],
        "    return p * u.pos[n] + u.col;\n")),
    ("entry:uniform-array-of-structs", struct_main(STRUCT_S, ["uniform S u[3]"],
                                                   "    float4 r = p;\n    for (int i = 0; i < 3; i++)\n"
                                                   "        r += u[i].a * u[i].b;\n    return r;\n")),
    ("entry:uniform-array-of-structs-uniform-index", struct_main(STRUCT_S, ["uniform S u[3]", U_N],
                                                                 "    return p + u[n].a * u[n].b;\n")),
    ("entry:uniform-struct-member-semantic", struct_main("struct U {\n    float4 a : C5;\n    float b;\n};\n",
                                                         ["uniform U u"], "    return p * u.a + u.b;\n")),
    ("entry:uniform-struct-register-binding", struct_main(STRUCT_S, ["uniform S u : C4"], "    return p * u.a + u.b;\n")),
    ("entry:uniform-struct-written", struct_main(STRUCT_S, ["uniform S u"], "    u.a = p;\n    return u.a * u.b;\n")),
    ("entry:global-uniform-struct", struct_main(STRUCT_S + "uniform S g;\n", [], "    return p * g.a + g.b;\n")),
    ("entry:global-uniform-struct-default", struct_main(STRUCT_S + "uniform S g = { { 1, 2, 3, 4 }, 5 };\n", [],
                                                        "    return p * g.a + g.b;\n")),
    ("entry:global-struct-varying-semantics", struct_main("struct V {\n    float4 a : TEXCOORD1;\n};\nV g;\n", [],
                                                          "    return p + g.a;\n")),
    # member functions
    ("method:reads-member", struct_main("struct M {\n    float4 a;\n    float4 get() { return a * 2; }\n};\n", [],
                                        "    M m;\n    m.a = p;\n    return m.get();\n")),
    ("method:with-parameters", struct_main("struct M {\n    float4 a;\n    float4 scaled(float s) { return a * s; }\n};\n", [],
                                           "    M m;\n    m.a = p;\n    return m.scaled(3) + m.scaled(p.x);\n")),
    ("method:calls-method", struct_main("struct M {\n    float4 a;\n    float4 twice() { return a * 2; }\n"
                                        "    float4 four() { return twice() * 2; }\n};\n", [],
                                        "    M m;\n    m.a = p;\n    return m.four();\n")),
    ("method:calls-global-function", struct_main("float4 g(float4 v)\n{\n    return v + 1;\n}\n"
                                                 "struct M {\n    float4 a;\n    float4 h() { return g(a); }\n};\n", [],
                                                 "    M m;\n    m.a = p;\n    return m.h();\n")),
    ("method:overloaded", struct_main("struct M {\n    float4 a;\n    float4 f(float s) { return a * s; }\n"
                                      "    float4 f(float4 v) { return a + v; }\n};\n", [],
                                      "    M m;\n    m.a = p;\n    return m.f(2.0) + m.f(p);\n")),
    ("method:writes-member", struct_main("struct M {\n    float4 a;\n    void set(float4 v) { a = v; }\n};\n", [],
                                         "    M m;\n    m.a = 0;\n    m.set(p);\n    return m.a;\n")),
    ("method:same-name-as-global", struct_main("float4 f(float4 v)\n{\n    return v * 5;\n}\n"
                                               "struct M {\n    float4 a;\n    float4 f(float4 v) { return a + v; }\n};\n", [],
                                               "    M m;\n    m.a = p;\n    return m.f(p) + f(p);\n")),
    ("method:on-array-element", struct_main("struct M {\n    float4 a;\n    float4 get() { return a * 2; }\n};\n", [],
                                            "    M m[2];\n    m[0].a = p;\n    m[1].a = -p;\n    return m[0].get() + m[1].get();\n")),
    ("method:on-uniform-struct", struct_main("struct M {\n    float4 a;\n    float4 get() { return a * 2; }\n};\n",
                                             ["uniform M u"], "    return p + u.get();\n")),
    ("method:on-helper-parameter", struct_main("struct M {\n    float4 a;\n    float4 get() { return a * 2; }\n};\n"
                                               "float4 use(M m)\n{\n    return m.get();\n}\n", [],
                                               "    M m;\n    m.a = p;\n    return use(m);\n")),
    ("method:unknown", struct_main("struct M {\n    float4 a;\n};\n", [], "    M m;\n    m.a = p;\n    return m.get();\n")),
    ("method:prototype-only", struct_main("struct M {\n    float4 a;\n    float4 get();\n};\n", [],
                                          "    M m;\n    m.a = p;\n    return m.get();\n")),
    ("method:this", struct_main("struct M {\n    float4 a;\n    float4 get() { return this.a; }\n};\n", [],
                                "    M m;\n    m.a = p;\n    return m.get();\n")),
    ("method:called-without-object", struct_main("struct M {\n    float4 a;\n    float4 get() { return a; }\n};\n", [],
                                                 "    return get();\n")),
    ("method:uncalled", struct_main("struct M {\n    float4 a;\n    float4 get() { return a; }\n};\n", [],
                                    "    M m;\n    m.a = p;\n    return m.a;\n")),
    ("method:reads-global", struct_main("static float4 G = 2;\nstruct M {\n    float4 a;\n    float4 get() { return a * G; }\n};\n",
                                        [], "    M m;\n    m.a = p;\n    return m.get();\n")),
    ("method:with-loop", struct_main("struct M {\n    float4 a[3];\n    float4 sum() {\n        float4 s = 0;\n"
                                     "        for (int i = 0; i < 3; i++)\n            s += a[i];\n        return s;\n    }\n};\n", [],
                                     "    M m;\n    m.a[0] = p;\n    m.a[1] = p * 2;\n    m.a[2] = -p;\n    return m.sum();\n")),
    # interfaces
    ("interface:implemented", struct_main(IFACE_AB + "float apply(I i, float x)\n{\n    return i.f(x);\n}\n", [],
                                          "    A a;\n    a.k = 2;\n    return p * apply(a, p.x);\n")),
    ("interface:two-implementations", struct_main(IFACE_AB + "float apply(I i, float x)\n{\n    return i.f(x);\n}\n", [],
                                                  "    A a;\n    B b;\n    a.k = 2;\n    return p * apply(a, p.x) + apply(b, p.y);\n")),
    ("interface:method-called-directly", struct_main(IFACE_AB, [],
                                                     "    A a;\n    a.k = 3;\n    return p * a.f(p.x);\n")),
    ("interface:local-variable", struct_main(IFACE_AB, [], "    A a;\n    a.k = 3;\n    I i = a;\n    return p * i.f(p.y);\n")),
    ("interface:uniform-entry-parameter", struct_main(IFACE_AB, ["uniform I u"], "    return p * u.f(p.x);\n")),
    ("interface:uniform-entry-array", struct_main(IFACE_AB, ["uniform I u[2]"],
                                                  "    return p * u[0].f(p.x) + u[1].f(p.y);\n")),
    ("interface:uniform-entry-parameter-unused", struct_main(IFACE_AB, ["uniform I u"], "    return p;\n")),
    ("interface:global-uniform", struct_main(IFACE_AB + "uniform I g;\n", [], "    return p * g.f(p.x);\n")),
    ("interface:struct-member", struct_main(IFACE_AB + "struct H {\n    I i;\n    float4 v;\n};\n", [],
                                            "    A a;\n    a.k = 2;\n    H h;\n    h.i = a;\n    h.v = p;\n"
                                            "    return h.v * h.i.f(p.x);\n")),
    ("interface:struct-member-copied", struct_main(IFACE_AB + "struct H {\n    I i;\n    float4 v;\n};\n", [],
                                                   "    A a;\n    a.k = 2;\n    H h;\n    h.i = a;\n    h.v = p;\n"
                                                   "    H g = h;\n    return g.v * g.i.f(p.x);\n")),
    ("interface:missing-method", struct_main(IFACE_I + "struct C : I {\n    float k;\n};\n"
                                             "float apply(I i, float x)\n{\n    return i.f(x);\n}\n", [],
                                             "    C c;\n    c.k = 1;\n    return p * apply(c, p.x);\n")),
    ("interface:missing-method-unused", struct_main(IFACE_I + "struct C : I {\n    float k;\n};\n", [],
                                                    "    C c;\n    c.k = 1;\n    return p * c.k;\n")),
    ("interface:wrong-signature", struct_main(IFACE_I + "struct C : I {\n    float f(float2 x) { return x.x; }\n};\n"
                                              "float apply(I i, float x)\n{\n    return i.f(x);\n}\n", [],
                                              "    C c;\n    return p * apply(c, p.x);\n")),
    ("interface:not-declared-implementing", struct_main(IFACE_I + "struct C {\n    float f(float x) { return x * 2; }\n};\n"
                                                        "float apply(I i, float x)\n{\n    return i.f(x);\n}\n", [],
                                                        "    C c;\n    return p * apply(c, p.x);\n")),
    ("interface:data-member", struct_main("interface J {\n    float k;\n    float f(float x);\n};\n", [], "    return p;\n")),
    ("interface:defined-method", struct_main("interface J {\n    float f(float x) { return x; }\n};\n", [], "    return p;\n")),
    ("interface:empty", struct_main("interface J {\n};\nstruct C : J {\n    float4 a;\n};\n", [],
                                    "    C c;\n    c.a = p;\n    return c.a;\n")),
    ("interface:local-uninitialized", struct_main(IFACE_AB, [], "    I i;\n    return p * i.f(p.x);\n")),
    ("interface:parameter-uninitialized", struct_main(IFACE_AB + "float apply(I i, float x)\n{\n    return i.f(x);\n}\n", [],
                                                      "    I i;\n    return p * apply(i, p.x);\n")),
    ("interface:two-methods", struct_main("interface J {\n    float f(float x);\n    float4 g(float4 v);\n};\n"
                                          "struct C : J {\n    float f(float x) { return x * 2; }\n"
                                          "    float4 g(float4 v) { return v + f(v.x); }\n};\n"
                                          "float4 use(J j, float4 v)\n{\n    return j.g(v) * j.f(v.y);\n}\n", [],
                                          "    C c;\n    return use(c, p);\n")),
    ("interface:inherit-struct", struct_main(STRUCT_S + "struct D : S {\n    float c;\n};\n", [],
                                             "    D d;\n    d.c = 2;\n    return p * d.c;\n")),
    ("interface:inherit-two", struct_main(IFACE_I + "interface J {\n    float g(float x);\n};\n"
                                          "struct C : I, J {\n    float f(float x) { return x; }\n"
                                          "    float g(float x) { return x * 2; }\n};\n", [],
                                          "    C c;\n    return p * c.f(p.x) * c.g(p.y);\n")),
    ("interface:inherit-unknown", struct_main("struct C : Nothing {\n    float4 a;\n};\n", [],
                                              "    C c;\n    c.a = p;\n    return c.a;\n")),
    ("interface:interface-extends-interface", struct_main(IFACE_I + "interface J : I {\n    float g(float x);\n};\n", [],
                                                          "    return p;\n")),
    ("interface:array-parameter", struct_main(IFACE_AB + "float apply(I i[2], float x)\n{\n    return i[0].f(x) + i[1].f(x);\n}\n",
                                              [], "    A a;\n    a.k = 2;\n    B b;\n    I i[2];\n    i[0] = a;\n    i[1] = b;\n"
                                                  "    return p * apply(i, p.x);\n")),
    ("interface:method-reads-uniform-member", struct_main(IFACE_AB + "float apply(I i, float x)\n{\n    return i.f(x);\n}\n",
                                                          ["uniform A a"], "    return p * apply(a, p.x);\n")),
    # unsized arrays and array parameters
    ("unsized:helper-parameter", struct_main("float4 sum(float4 a[])\n{\n    float4 s = 0;\n"
                                             "    for (int i = 0; i < a.length; i++)\n        s += a[i];\n    return s;\n}\n", [],
                                             "    float4 a[3];\n    a[0] = p;\n    a[1] = p * 2;\n    a[2] = p * 3;\n    return sum(a);\n")),
    ("unsized:helper-parameter-two-sizes", struct_main("float4 sum(float4 a[])\n{\n    float4 s = 0;\n"
                                                       "    for (int i = 0; i < a.length; i++)\n        s += a[i];\n    return s;\n}\n", [],
                                                       "    float4 a[3];\n    float4 b[2];\n    a[0] = p;\n    a[1] = p * 2;\n    a[2] = p * 3;\n"
                                                       "    b[0] = -p;\n    b[1] = p;\n    return sum(a) + sum(b);\n")),
    ("unsized:helper-uniform-argument", struct_main("float4 sum(float4 a[])\n{\n    float4 s = 0;\n"
                                                    "    for (int i = 0; i < a.length; i++)\n        s += a[i];\n    return s;\n}\n",
                                                    [U_L], "    return p + sum(lights);\n")),
    ("unsized:helper-length-only", struct_main("float count(float4 a[])\n{\n    return a.length;\n}\n", [],
                                               "    float4 a[3];\n    a[0] = p;\n    a[1] = p;\n    a[2] = p;\n    return p * count(a);\n")),
    ("unsized:uniform-entry-parameter", struct_main("", ["uniform float4 v[]"], "    return p + v[0];\n")),
    ("unsized:uniform-entry-parameter-length", struct_main("", ["uniform float4 v[]"],
                                                           "    float4 r = p;\n    for (int i = 0; i < v.length; i++)\n"
                                                           "        r += v[i];\n    return r;\n")),
    ("unsized:uniform-entry-parameter-unused", struct_main("", ["uniform float4 v[]"], "    return p;\n")),
    ("unsized:global-uniform", struct_main("uniform float4 g[];\n", [], "    return p + g[1];\n")),
    ("unsized:local", struct_main("", [], "    float4 a[];\n    return p;\n")),
    ("unsized:local-with-initializer", struct_main("", [], "    float a[] = { 1, 2, 3 };\n    return p * a[2] * a.length;\n")),
    ("unsized:varying-entry-parameter", struct_main("", ["float4 t[] : TEXCOORD1"], "    return p + t[0];\n")),
    ("unsized:of-structs-helper", struct_main(STRUCT_S + "float4 sum(S s[])\n{\n    float4 r = 0;\n"
                                              "    for (int i = 0; i < s.length; i++)\n        r += s[i].a * s[i].b;\n    return r;\n}\n", [],
                                              "    S s[2];\n    s[0].a = p;\n    s[0].b = 2;\n    s[1].a = -p;\n    s[1].b = 1;\n    return sum(s);\n")),
    ("unsized:return-type", struct_main("float4[] f(float4 v)\n{\n    float4 a[2];\n    a[0] = v;\n    a[1] = v;\n    return a;\n}\n",
                                        [], "    return p;\n")),
    ("array:length-sized-local", struct_main("", [], "    float4 a[3];\n    return p * a.length;\n")),
    ("array:length-uniform", struct_main("", [U_L], "    return p * lights.length;\n")),
    ("array:length-of-vector", struct_main("", [], "    return p * p.length;\n")),
    ("array:length-assigned", struct_main("", [], "    float4 a[3];\n    a.length = 4;\n    return p;\n")),
    ("array:helper-sized-parameter", struct_main("float4 f(float4 a[2])\n{\n    return a[0] * a[1];\n}\n", [],
                                                 "    float4 a[2];\n    a[0] = p;\n    a[1] = p + 1;\n    return f(a);\n")),
    ("array:helper-size-mismatch", struct_main("float4 f(float4 a[2])\n{\n    return a[0] * a[1];\n}\n", [],
                                               "    float4 a[3];\n    a[0] = p;\n    a[1] = p + 1;\n    a[2] = p;\n    return f(a);\n")),
    ("array:helper-out-array", struct_main("void f(float4 v, out float4 a[2])\n{\n    a[0] = v;\n    a[1] = v * 2;\n}\n", [],
                                           "    float4 a[2];\n    f(p, a);\n    return a[0] + a[1];\n")),
    ("array:helper-inout-array", struct_main("void f(inout float a[3])\n{\n    for (int i = 0; i < 3; i++)\n        a[i] = a[i] * i;\n}\n", [],
                                             "    float a[3];\n    a[0] = p.x;\n    a[1] = p.y;\n    a[2] = p.z;\n    f(a);\n"
                                             "    return float4(a[0], a[1], a[2], 1);\n")),
    ("array:helper-return-array", struct_main("typedef float4 A2[2];\nA2 f(float4 v)\n{\n    A2 a;\n    a[0] = v;\n    a[1] = v * 2;\n    return a;\n}\n",
                                              [], "    A2 a = f(p);\n    return a[0] + a[1];\n")),
    ("array:assign-whole", struct_main("", [], "    float4 a[2], b[2];\n    a[0] = p;\n    a[1] = p * 2;\n    b = a;\n    b[0] = 0;\n"
                                               "    return a[0] + b[1];\n")),
    ("array:assign-size-mismatch", struct_main("", [], "    float4 a[2], b[3];\n    a[0] = p;\n    a[1] = p;\n    b = a;\n"
                                                       "    return b[0];\n")),
    ("array:assign-uniform", struct_main("", [U_L], "    float4 a[4];\n    a = lights;\n    a[0] = p;\n    return a[0] + a[3];\n")),
    ("array:equal", struct_main("", [], "    float4 a[2], b[2];\n    a[0] = p;\n    a[1] = p;\n    b = a;\n"
                                        "    return a == b ? p : -p;\n")),
    ("array:add", struct_main("", [], "    float4 a[2], b[2];\n    a[0] = p;\n    a[1] = p;\n    b = a;\n"
                                      "    float4 c[2] = a + b;\n    return c[0];\n")),
    ("array:one-element-as-scalar", struct_main("", [], "    float a[1];\n    a[0] = p.x;\n    float b = a;\n    return p * b;\n")),
    ("array:conditional", struct_main("", [U_K], "    float4 a[2], b[2];\n    a[0] = p;\n    a[1] = p;\n    b[0] = -p;\n"
                                                 "    b[1] = -p;\n    float4 c[2] = k > 0 ? a : b;\n    return c[1];\n")),
    ("array:cast", struct_main("", [], "    float a[4];\n    a[0] = p.x;\n    a[1] = p.y;\n    a[2] = p.z;\n    a[3] = p.w;\n"
                                       "    float4 v = (float4)a;\n    return v;\n")),
    ("array:cast-to-array", struct_main("", [], "    float a[2];\n    a[0] = p.x;\n    a[1] = p.y;\n"
                                                "    typedef half H2[2];\n    H2 h = (H2)a;\n    return p * h[1];\n")),
    ("array:of-arrays-local", struct_main("", [], "    float a[2][3];\n    for (int i = 0; i < 2; i++)\n"
                                                  "        for (int j = 0; j < 3; j++)\n            a[i][j] = p[i + j] * j;\n"
                                                  "    return float4(a[0][1], a[1][2], a[1][0], a[0][2]);\n")),
    ("array:of-arrays-row", struct_main("", [], "    float4 a[2][2];\n    a[0][0] = p;\n    a[0][1] = p * 2;\n    a[1] = a[0];\n"
                                                "    return a[1][0] + a[1][1];\n")),
    ("array:of-arrays-uniform", struct_main("", ["uniform float4 m[2][3]"], "    return p * m[1][2] + m[0][1];\n")),
    ("array:of-arrays-uniform-index", struct_main("", ["uniform float4 m[2][3]", U_N], "    return p * m[1][n] + m[n][0];\n")),
    ("array:of-arrays-outer-uniform-index", struct_main("", ["uniform float4 m[2][3]", U_N], "    return p * m[n][1];\n")),
    ("array:of-arrays-both-uniform-index", struct_main("", ["uniform float4 m[2][3]", U_N, "uniform int k"],
                                                       "    return p * m[n][k];\n")),
    ("array:of-arrays-helper", struct_main("float4 f(float4 a[2][2])\n{\n    return a[0][1] * a[1][0];\n}\n", [],
                                           "    float4 a[2][2];\n    a[0][0] = p;\n    a[0][1] = p * 2;\n    a[1][0] = p * 3;\n"
                                           "    a[1][1] = p;\n    return f(a);\n")),
    ("array:of-arrays-length", struct_main("", [], "    float a[2][3];\n    return p * a.length + a[0].length;\n")),
    ("array:of-matrices-uniform", struct_main("", ["uniform float4x4 m[2]"], "    return mul(m[1], p) + mul(m[0], p);\n")),
    ("array:negative-size", struct_main("", [], "    float a[-1];\n    return p;\n")),
    ("array:zero-size", struct_main("", [], "    float a[0];\n    return p;\n")),
    ("array:size-from-const", struct_main("static const int N = 3;\n", [], "    float a[N];\n    for (int i = 0; i < N; i++)\n"
                                                                           "        a[i] = p[i];\n    return p * a[2];\n")),
    ("array:size-from-uniform", struct_main("", [U_N], "    float a[n];\n    return p;\n")),
    # packed
    ("packed:local-array", struct_main("", [], "    packed float a[4];\n    a[0] = p.x;\n    a[1] = p.y;\n    a[2] = p.z;\n"
                                               "    a[3] = p.w;\n    return float4(a[3], a[2], a[1], a[0]);\n")),
    ("packed:typedef", struct_main("typedef packed float PF4[4];\n", [], "    PF4 a;\n    a[0] = p.x;\n    a[1] = p.y;\n    a[2] = p.z;\n"
                                                                         "    a[3] = p.w;\n    return p * a[1];\n")),
    ("packed:as-vector", struct_main("", [], "    packed float a[4] = p;\n    return a;\n")),
    ("packed:swizzle", struct_main("typedef packed float PF4[4];\n", [], "    PF4 a = p;\n    return a.wzyx;\n")),
    ("packed:vector-type", struct_main("", [], "    packed float4 v = p;\n    return v * 2;\n")),
    ("packed:uniform-parameter", struct_main("", ["uniform packed float u[4]"], "    return p * u[2];\n")),
    ("packed:struct-member", struct_main("struct P {\n    packed float a[4];\n};\n", [], "    P s;\n    s.a[0] = p.x;\n"
                                                                                          "    s.a[1] = p.y;\n    s.a[2] = p.z;\n    s.a[3] = p.w;\n"
                                                                                          "    return p * s.a[3];\n")),
    # semantics on struct members and on parameters
    ("semantic:member-and-parameter-output", "struct R {\n    float4 c;\n};\n"
     "void main($P, out R r : $O)\n{\n    r.c = p;\n}\n"),
    ("semantic:member-output-parameter-input", "struct V {\n    float4 a : TEXCOORD1;\n};\n"
     "float4 main(V v : TEXCOORD2) : $O\n{\n    return v.a;\n}\n"),
    ("semantic:struct-return-no-member-semantics", "struct R {\n    float4 c;\n};\n"
     "R main($P) : $O\n{\n    R r;\n    r.c = p;\n    return r;\n}\n"),
    ("semantic:member-duplicate", "struct V {\n    float4 a : TEXCOORD1;\n    float4 b : TEXCOORD1;\n};\n"
     "float4 main($P, V v) : $O\n{\n    return p + v.a + v.b;\n}\n"),
    ("semantic:member-uniform-binding-on-varying", "struct V {\n    float4 a : C3;\n};\n"
     "float4 main($P, V v) : $O\n{\n    return p + v.a;\n}\n"),
    ("semantic:member-wrong-direction", "struct R {\n    float4 c : $O;\n};\n"
     "float4 main(R r) : $O\n{\n    return r.c;\n}\n"),
    # a typedef among a struct's members: a type inside the struct and as
    # `O::V` outside it, not a member and not a type without `O::`
    ("decl:typedef-member", struct_main("struct O {\n    typedef float4 V;\n    V a;\n    float b;\n};\n", [],
                                        "    O o;\n    o.a = p;\n    o.b = 2;\n    return o.a * o.b;\n")),
    ("decl:typedef-member-scoped", struct_main("struct O {\n    typedef float4 V;\n    V a;\n};\n", [],
                                               "    O::V x = p;\n    return x * 2;\n")),
    ("decl:typedef-member-outside", struct_main("struct O {\n    typedef float4 V;\n    V a;\n};\n", [],
                                                "    V x = p;\n    return x;\n")),
    # `O::In` finds `In` in `O` or around it, not in another struct
    ("decl:scoped-other-struct", struct_main("struct O {\n    float b;\n};\n"
                                             "struct P {\n    struct In {\n        float4 v;\n    } i;\n};\n", [],
                                             "    O::In x;\n    x.v = p;\n    return x.v;\n")),
]


def struct_probes():
    """User-defined types and functions, each program for both stages."""
    probes = []
    for name, source in STRUCTS:
        for stage, profiles in (("v", ["arbvp1", "vp20", "vp30"]), ("f", ["arbfp1"])):
            fill = {"$P": "float4 p : POSITION" if stage == "v" else "float4 p : TEXCOORD0",
                    "$O2": "TEXCOORD0" if stage == "v" else "DEPTH",
                    "$O": "POSITION" if stage == "v" else "COLOR"}
            text = source
            for key in ("$P", "$O2", "$O"):
                text = text.replace(key, fill[key])
            probes.append(Probe(name, text, profiles))
    return probes


CATEGORIES.append("structs")
GENERATORS["structs"] = struct_probes


if __name__ == "__main__":
    main(sys.argv[1:])
