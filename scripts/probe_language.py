#!/usr/bin/env python3
"""Probe the language against cgc: every operator, parameter passing,
statement condition and struct form on every pair of types, compiled by cgc
and by a cgrs binary, with the verdicts, the error codes and (where both
compile an assembly profile) the results in cgrs's VM compared.

Families (each program is the smallest real shape: locals built from a
uniform, the value handed to exact-match `use_(T)` overloads):

- `operators`: `a OP b` for + - * / % < >= == != && ||, `c ? a : b`,
  `a ? u : -u`, `b = a`, `b += a`, `b *= a`, `-=`, `/=`, casts and
  initializations, over 42 types (the five base types at widths 1..4,
  matrices 2x2, 3x3, 2x3, 1x4, 4x1, `float1`, `int1`);
- `unary`: `-a !a ~a ++a a--`, swizzles, matrix swizzles, indices and
  write masks over the same types;
- `parameters`: an `in`, `out` or `inout` parameter of each type given an
  argument of each type (a variable, a swizzle, a literal, an expression,
  an array element);
- `statements`: `if`, `while`, `for`, `do`, `switch`, `?:`, `discard` and
  `!` on a condition of each type, and a return of each type;
- `structs`: struct assignment, casts, brace lists, constructors,
  comparisons and arithmetic;
- `arrays`: arrays of each type sized, unsized, by constants, listed
  (short, long, of scalars), assigned, compared, of two dimensions, passed
  (sized, unsized, `out`), uniform (constant, run-time and float indices),
  `static const`, `.length`, casts and constructors;
- `declarations`: qualifiers on locals, globals and parameters (`const`,
  `static`, `uniform`, `in`, `out`, `extern`, `volatile`, `shared`,
  `inline`, `noinline`, `unsigned`), semantics and registers, several
  declarators, typedefs, shadowing and redeclaration;
- `constructors`: `T(a)` and `T(a, b)` for ten vector and matrix types
  over every argument type;
- `overloads`: `f` overloaded on two of twelve parameter types, called
  with every type and with literals (the VM results show which one cgc
  picks);
- `functions`: a helper of each type declared, defined and called in
  each way: prototypes (before, twice, with other names, defaults or
  types), recursion, defaults, `out`/`inout`, struct and array returns,
  empty bodies, overloads by `out`-ness, return type and array size,
  sampler and struct parameters;
- `semantics`: an entry parameter of each type bound to each semantic of
  the profile's domain, as a varying input, a struct member and (vertex)
  an `out` varying.

Where both compile, the `#var` (`//var`) lines are compared too ("HEADER").

The output is one line per class of difference (family, form, shapes,
verdicts, codes), with an example program kept under --keep. A VM
difference whose `cgrs run --compare` reports an undefined value (an `out`
parameter read before it is written) is counted apart.

Session 63 found with it: the one-component `?:` condition, the right
matrix operand narrowed, one-row matrices converted per row, the copy back
of `out` arguments in overload resolution, matrix and `bool1` conditions,
`switch` on a float and its labels, list items of another type (sema cases
705-716). Session 64, with the arrays and declarations families: global
`in` varyings and `out` globals, flat brace lists with a scalar first,
`unsigned` on non-integer types, integer uniforms read as floats and matrix
varyings read unconverted, a parameter redeclared as a local (header probes
424-426, sema cases 718, 732-735); with the constructors family, one-row
matrices and `float1` arguments and the constructors' error order (case
736). Session 65, with the functions and semantics families and the
statements family again: matrix conditions (`!m`, `(bool2x2)m`), a vector
in a condition's `&&`, empty function bodies (C1016, C1108) and the
defaults of the declaration a call sees (sema cases 737-746).

Usage (from the repository root; needs cgc, CGC= to override):
    python3 scripts/probe_language.py CGRS [--profile arbfp1]
        [--family operators,unary,parameters,statements,structs,arrays,declarations,
                  constructors,overloads,functions,semantics]
        [--jobs 3] [--keep DIR]
"""
import argparse
import collections
import concurrent.futures
import os
import re
import shutil
import subprocess
import tempfile

CGC = os.environ.get("CGC", "cgc")
VERTEX = ("arbvp1", "vp20", "vp30", "glslv", "glesv")
BASES = ["float", "half", "fixed", "int", "bool"]


def all_types():
    """(name, base, components, matrix shape or None)."""
    types = [(b + ("" if w == 1 else str(w)), b, w, None) for b in BASES for w in (1, 2, 3, 4)]
    types += [(f"{b}{r}x{c}", b, r * c, (r, c))
              for b in ("float", "half", "int", "bool")
              for (r, c) in ((2, 2), (3, 3), (2, 3), (1, 4), (4, 1))]
    types += [(f"{b}1", b, 1, None) for b in ("float", "int")]
    return types


TYPES = all_types()
PAD = {1: ", 0, 0, 0", 2: ", 0, 0", 3: ", 0", 4: ""}


def use_overloads():
    lines = []
    for name, _, width, matrix in TYPES:
        if matrix is None:
            lines.append(f"float4 use_({name} x) {{ return float4(x{PAD[width]}); }}")
        else:
            lines.append(f"float4 use_({name} x) {{ return float4(x[0]{PAD[matrix[1]]}); }}")
    return "\n".join(lines) + "\n"


USE = use_overloads()


def local(ty, name, shift):
    """`T name = T(u.x, u.y, ...)`, the components rotated by `shift`."""
    comps = ", ".join(f"u.{'xyzw'[(i + shift) % 4]}" for i in range(ty[2]))
    return f"    {ty[0]} {name} = {ty[0]}({comps});\n"


def flat(ty, name):
    """A float4 of the value `name` of type `ty`."""
    if ty[3] is None:
        return f"float4({name}{PAD[ty[2]]})"
    return f"float4({name}[0]{PAD[ty[3][1]]})"


def program(profile, body, helpers="", after="", param=""):
    extra = f", {param}" if param else ""
    if profile in VERTEX:
        return (f"{helpers}{USE}float4 main(float4 p : POSITION, uniform float4 u{extra},\n"
                f"            out float4 col : COLOR0) : POSITION\n{{\n{body}"
                f"    col = r;\n    return p;\n}}\n{after}")
    return (f"{helpers}{USE}float4 main(float4 tc : TEXCOORD0, uniform float4 u{extra}) : COLOR\n"
            f"{{\n{body}    return r;\n}}\n{after}")


def operator_probes():
    ops = ["+", "-", "*", "/", "%", "<", ">=", "==", "!=", "&&", "||", "select",
           "condition", "assign", "+=", "*=", "-=", "/=", "cast", "init"]
    for op in ops:
        for a in TYPES:
            for b in TYPES:
                pre, value = "", f"(a {op} b)"
                if op == "cast":
                    value = f"({b[0]})a"
                elif op == "init":
                    pre, value = f"    {b[0]} c = a;\n", "c"
                elif op == "assign":
                    pre, value = "    b = a;\n", "b"
                elif op == "select":
                    value = "(u.x > 0.5 ? a : b)"
                elif op == "condition":
                    value = "(a ? u : -u)"
                elif op.endswith("=") and op not in ("==", "!=", ">="):
                    pre, value = f"    b {op} a;\n", "b"
                body = local(a, "a", 0) + local(b, "b", 1) + pre + f"    float4 r = use_({value});\n"
                yield ("operators", op, a[0], b[0]), body, ""


UNARY = ["-a", "+a", "!a", "~a", "++a", "a++", "--a", "a--", "a.x", "a.xy", "a.xyzw",
         "a.rgba", "a.wzyx", "a.xxxx", "a.w", "a.yx", "a._m00", "a._11", "a._m00_m11",
         "a._m10", "a[0]", "a[1]", "a[0].y", "a[1][1]", "a[3]", "a.x.x", "a.xy.yx",
         "a[u.x]", "a[(int)u.x].x"]
MASKS = ["a.x = u.y", "a.yx = u.zw", "a.xx = u.zw", "a.zw = u.xy", "a.w = u.y",
         "a.xg = u.zw", "a._m00 = u.y", "a._m01_m10 = u.zw", "a[0] = u.x", "a[1].y = u.z",
         "a[1] = u", "a.x += u.y", "a.yx *= u.zw", "a.x++", "a.xyzw = u"]


def unary_probes():
    for form in UNARY:
        for a in TYPES:
            yield ("unary", form, a[0], ""), local(a, "a", 0) + f"    float4 r = use_({form});\n", ""
    for form in MASKS:
        for a in TYPES:
            body = local(a, "a", 0) + f"    {form};\n    float4 r = use_(a);\n"
            yield ("mask", form, a[0], ""), body, ""


def parameter_probes():
    args = ["a", "a.x", "0.5", "a.yx", "a.xx", "-a", "(a)", "arr[1]"]
    for direction in ("in", "out", "inout"):
        for p in TYPES:
            write = "" if direction == "in" else "p = p * 2; "
            helper = f"float4 f({direction} {p[0]} p) {{ {write}return {flat(p, 'p')}; }}\n"
            for a in TYPES:
                for arg in args:
                    if arg in ("a.x", "a.yx", "a.xx") and (a[3] is not None or a[2] < 2):
                        continue
                    body = (local(a, "a", 0) + f"    {a[0]} arr[2];\n    arr[0] = a; arr[1] = a;\n"
                            f"    float4 r = f({arg}) + {flat(a, 'a')} + {flat(a, 'arr[1]')};\n")
                    yield ("parameters", f"{direction} {arg}", p[0], a[0]), body, helper


STATEMENTS = {
    "if": "    if (c) r = -r;\n",
    "if-else": "    if (c) r = -r; else r = r * 2;\n",
    "while": "    int k = 0; while (c && k < 2) { r += 1; k++; }\n",
    "for": "    for (int k = 0; c && k < 2; k++) r += 1;\n",
    "do": "    int k = 0; do { r += 1; k++; } while (c && k < 2);\n",
    "not": "    if (!c) r = -r;\n",
    "switch": "    switch (c) { case 0: r = -r; break; default: r += 1; }\n",
    "select": "    r = c ? r : -r;\n",
    "discard": "    if (c) discard;\n",
}


def statement_probes(profile):
    for form, text in STATEMENTS.items():
        for c in TYPES:
            if form == "discard" and profile in VERTEX:
                text = "    if (c) r = 0;\n"
            yield ("statements", form, c[0], ""), local(c, "c", 0) + "    float4 r = u;\n" + text, ""


STRUCTS = """struct A { float4 p; float s; };
struct B { float4 p; float s; };
struct C { half4 p; int s; };
struct D { float4 p; };
struct E { float s; float4 p; };
struct F { A a; float t; };
"""
STRUCT_FORMS = [
    "A a2 = a;", "A a2 = b;", "A a2 = (A)b;", "A a2 = (A)c;", "A a2 = (A)d;", "A a2 = (A)e;",
    "A a2 = (A)0;", "A a2 = (A)u;", "A a2 = c;", "A a2 = {u, u.x};", "A a2 = A(u, u.x);",
    "A a2 = a; a2 = b;", "bool q = a == a; A a2 = a;", "A a2 = u.x > 0 ? a : b;",
    "F f = {a, 1}; A a2 = f.a;", "F f = (F)0; A a2 = f.a;", "A a2 = (A)float2(1, 2);",
    "float4 x = (float4)a; A a2 = a;", "A a2 = {u};", "A a2 = {u, u.x, 1};",
    "A arr[2] = {a, b}; A a2 = arr[1];", "A arr[2] = {a, a}; A a2 = arr[u.x > 0];",
    "E e2 = (E)a; A a2 = a;", "A a2 = -a;", "A a2 = a + a;",
]


def struct_probes():
    values = "    A a = {u, u.x}; B b = {u.wzyx, u.y}; C c = {u, 2}; D d = {u.yxwz}; E e = {u.z, u};\n"
    for form in STRUCT_FORMS:
        yield ("structs", form, "", ""), values + f"    {form}\n    float4 r = a2.p + a2.s;\n", STRUCTS


ARRAY_FORMS = {
    "sized": ("", "    $T arr[3]; arr[0] = a; arr[1] = a; arr[2] = a;\n", "arr[1]"),
    "list": ("", "    $T arr[2] = {a, a};\n", "arr[1]"),
    "unsized list": ("", "    $T arr[] = {a, a, a};\n", "arr[2]"),
    "short list": ("", "    $T arr[3] = {a, a};\n", "arr[1]"),
    "long list": ("", "    $T arr[2] = {a, a, a};\n", "arr[1]"),
    "scalar list": ("", "    $T arr[2] = {0.5, 1};\n", "arr[1]"),
    "assign": ("", "    $T arr[2] = {a, a}; $T arr2[2]; arr2 = arr;\n", "arr2[1]"),
    "assign size": ("", "    $T arr[2] = {a, a}; $T arr2[3]; arr2 = arr;\n", "arr2[1]"),
    "init copy": ("", "    $T arr[2] = {a, a}; $T arr2[2] = arr;\n", "arr2[1]"),
    "compare": ("", "    $T arr[2] = {a, a}; $T arr2[2] = {a, a};\n    bool q = arr == arr2;\n", "a"),
    "2d": ("", "    $T arr[2][3]; arr[1][2] = a; arr[0][0] = a;\n", "arr[1][2]"),
    "2d list": ("", "    $T arr[2][2] = {{a, a}, {a, a}};\n", "arr[1][0]"),
    "param": ("float4 g($T x[2]) { return use_(x[1]); }\n", "    $T arr[2] = {a, a};\n", "a) + g(arr"),
    "unsized param": ("float4 g($T x[]) { return use_(x[1]); }\n", "    $T arr[2] = {a, a};\n", "a) + g(arr"),
    "param size": ("float4 g($T x[3]) { return use_(x[1]); }\n", "    $T arr[2] = {a, a};\n", "a) + g(arr"),
    "out param": ("void g(out $T x[2], $T v) { x[0] = v; x[1] = v; }\n",
                  "    $T arr[2]; g(arr, a);\n", "arr[1]"),
    "uniform const": ("uniform $T ua[3];\n", "", "ua[1]"),
    "uniform index": ("uniform $T ua[3];\n", "", "ua[(int)u.x]"),
    "uniform float index": ("uniform $T ua[3];\n", "", "ua[u.x]"),
    "local index": ("", "    $T arr[3] = {a, a, a};\n", "arr[(int)u.x]"),
    "local write": ("", "    $T arr[3] = {a, a, a}; arr[(int)u.x] = a;\n", "arr[0]"),
    "negative": ("", "    $T arr[2] = {a, a};\n", "arr[-1]"),
    "out of bounds": ("", "    $T arr[2] = {a, a};\n", "arr[2]"),
    "static const": ("static const $T ga[2] = {$T(1), $T(0)};\n", "", "ga[1]"),
    "length": ("", "    $T arr[2] = {a, a};\n", "a) + float4(arr.length"),
    "cast": ("", "    $T arr[2] = {a, a};\n", "(($T[2])arr)[1]"),
    "constructor": ("", "    $T arr[2] = $T[2](a, a);\n", "arr[1]"),
    "sized by const": ("static const int N = 2;\n", "    $T arr[N] = {a, a};\n", "arr[1]"),
    "sized by expr": ("", "    $T arr[1 + 1] = {a, a};\n", "arr[1]"),
    "sized zero": ("", "    $T arr[0];\n", "a"),
    "array of array assign": ("", "    $T arr[2][2]; $T row[2] = {a, a}; arr[1] = row;\n", "arr[1][0]"),
    "swizzle element": ("", "    $T arr[2] = {a, a};\n", "arr[1].x"),
    "increment element": ("", "    $T arr[2] = {a, a}; arr[1]++;\n", "arr[1]"),
}

DECLARATION_FORMS = {
    "const local": ("", "    const $T x = a;\n", "x"),
    "const no init": ("", "    const $T x;\n", "a"),
    "postfix const": ("", "    $T const x = a;\n", "x"),
    "static local": ("", "    static $T x = a;\n", "x"),
    "static const local": ("", "    static const $T x = $T(1);\n", "x"),
    "uniform local": ("", "    uniform $T x;\n", "a"),
    "in local": ("", "    in $T x = a;\n", "x"),
    "out local": ("", "    out $T x = a;\n", "x"),
    "extern local": ("", "    extern $T x;\n", "a"),
    "volatile local": ("", "    volatile $T x = a;\n", "x"),
    "semantic local": ("", "    $T x : TEXCOORD0 = a;\n", "x"),
    "register local": ("", "    $T x : register(c0) = a;\n", "x"),
    "several": ("", "    $T x, y = a, z[2];\n    z[1] = y; x = z[1];\n", "x"),
    "chained": ("", "    $T x = a, y = x;\n", "y"),
    "shadow": ("", "    $T x = a;\n    { $T x = x; r2 = use_(x); }\n", "x"),
    "typedef": ("typedef $T TT;\n", "    TT x = a;\n", "x"),
    "local typedef": ("", "    typedef $T TT; TT x = a;\n", "x"),
    "global": ("$T g;\n", "", "g"),
    "global uniform": ("uniform $T g;\n", "", "g"),
    "global default": ("uniform $T g = $T(1);\n", "", "g"),
    "global static": ("static $T g;\n", "    g = a;\n", "g"),
    "global static init": ("static $T g = $T(1);\n", "    g = g + a;\n", "g"),
    "global const": ("const $T g = $T(1);\n", "", "g"),
    "global static const": ("static const $T g = $T(1);\n", "", "g"),
    "global extern": ("extern $T g;\n", "", "g"),
    "global in": ("in $T g;\n", "", "g"),
    "global out": ("out $T g;\n", "    g = a;\n", "a"),
    "global volatile": ("volatile $T g;\n", "", "g"),
    "global shared": ("shared $T g;\n", "", "g"),
    "global semantic": ("uniform $T g : C0;\n", "", "g"),
    "global const from uniform": ("uniform float4 gu; static const $T g = ($T)gu.x;\n", "", "g"),
    "global init from uniform": ("uniform float4 gu; static $T g = ($T)gu.x;\n", "", "g"),
    "redeclare": ("", "    $T x = a; $T x = a;\n", "x"),
    "redeclare param": ("", "    $T u = a;\n", "u"),
    "inline helper": ("inline $T h($T v) { return v; }\n", "", "h(a)"),
    "noinline helper": ("noinline $T h($T v) { return v; }\n", "", "h(a)"),
    "const param": ("$T h(const $T v) { return v; }\n", "", "h(a)"),
    "const param write": ("$T h(const $T v) { v = v; return v; }\n", "", "h(a)"),
    "uniform param": ("$T h(uniform $T v) { return v; }\n", "", "h(a)"),
    "const assign": ("", "    const $T x = a; x = a;\n", "x"),
    "unsigned": ("", "    unsigned $T x = a;\n", "x"),
}

FUNCTION_FORMS = {
    "prototype first": ("$T h($T v);\n", "", "h(a)", "$T h($T v) { return v; }\n"),
    "prototype only": ("$T h($T v);\n", "", "h(a)", ""),
    "prototype other name": ("$T h($T w);\n", "", "h(a)", "$T h($T v) { return v; }\n"),
    "prototype twice": ("$T h($T v);\n$T h($T v);\n", "", "h(a)", "$T h($T v) { return v; }\n"),
    "defined twice": ("$T h($T v) { return v; }\n$T h($T v) { return v; }\n", "", "h(a)", ""),
    "called before": ("", "", "h(a)", "$T h($T v) { return v; }\n"),
    "recursion": ("$T h($T v, int n) { return n > 0 ? h(v, n - 1) : v; }\n", "", "h(a, 1)", ""),
    "default": ("$T h($T v, float k = 2) { return v; }\n", "", "h(a)", ""),
    "default of type": ("$T h(float k, $T v = $T(1)) { return v; }\n", "", "h(1)", ""),
    "default before": ("$T h($T v = $T(1), float k) { return v; }\n", "", "h(a, 1)", ""),
    "default from uniform": ("uniform $T g;\n$T h($T v = g) { return v; }\n", "", "h()", ""),
    "default redeclared": ("$T h($T v = $T(1));\n$T h($T v = $T(1)) { return v; }\n", "", "h()", ""),
    "out": ("void h(out $T v, $T w) { v = w; }\n", "    $T x; h(x, a);\n", "x", ""),
    "out unwritten": ("void h(out $T v) { }\n", "    $T x = a; h(x);\n", "x", ""),
    "inout": ("void h(inout $T v) { v = v; }\n", "    $T x = a; h(x);\n", "x", ""),
    "out of swizzle": ("void h(out $T v, $T w) { v = w; }\n", "    $T x = a; h(x, a);\n", "x", ""),
    "out literal": ("void h(out $T v) { v = ($T)1; }\n", "    h(($T)1);\n", "a", ""),
    "return struct": ("struct S { $T m; };\nS h($T v) { S s; s.m = v; return s; }\n", "", "h(a).m", ""),
    "return array": ("$T[2] h($T v) { $T r[2] = {v, v}; return r; }\n", "", "h(a)[1]", ""),
    "return void value": ("void h($T v) { return v; }\n", "", "a", ""),
    "missing return": ("$T h($T v) { if (v == v) return v; }\n", "", "h(a)", ""),
    "no return": ("$T h($T v) { }\n", "", "h(a)", ""),
    "return converted": ("float4 h($T v) { return v; }\n", "", "h(a)", ""),
    "void used": ("void h($T v) { }\n", "", "h(a)", ""),
    "unused result": ("$T h($T v) { return v; }\n", "    h(a);\n", "a", ""),
    "by out-ness": ("$T h($T v) { return v; }\n$T h(out $T v) { v = ($T)0; return v; }\n", "", "h(a)", ""),
    "by return": ("$T h($T v) { return v; }\nfloat h($T v) { return 1; }\n", "", "h(a)", ""),
    "param semantic": ("$T h($T v : TEXCOORD0) { return v; }\n", "", "h(a)", ""),
    "param uniform": ("$T h(uniform $T v) { return v; }\n", "", "h(a)", ""),
    "same name as local": ("$T h($T v) { return v; }\n", "    $T h = a;\n", "h", ""),
    "param named function": ("$T h($T h) { return h; }\n", "", "h(a)", ""),
    "nested call": ("$T h($T v) { return v; }\n$T k($T v) { return h(h(v)); }\n", "", "k(a)", ""),
    "static local": ("$T h($T v) { static $T s = v; return s; }\n", "", "h(a)", ""),
    "unsized param": ("$T h($T v[]) { return v[0]; }\n", "    $T arr[2] = {a, a};\n", "h(arr)", ""),
    "array param by value": ("void h($T v[2]) { v[0] = v[1]; }\n", "    $T arr[2] = {a, a}; h(arr);\n", "arr[0]", ""),
    "many params": ("$T h($T a1, $T a2, $T a3, $T a4, $T a5, $T a6, $T a7, $T a8) { return a8; }\n",
                    "", "h(a, a, a, a, a, a, a, a)", ""),
    "too many args": ("$T h($T v) { return v; }\n", "", "h(a, a)", ""),
    "too few args": ("$T h($T v, $T w) { return v; }\n", "", "h(a)", ""),
    "void param": ("$T h(void) { return ($T)1; }\n", "", "h()", ""),
    "empty params": ("$T h() { return ($T)1; }\n", "", "h(void)", ""),
    "inline": ("inline $T h($T v) { return v; }\n", "", "h(a)", ""),
    "static function": ("static $T h($T v) { return v; }\n", "", "h(a)", ""),
    "extern function": ("extern $T h($T v) { return v; }\n", "", "h(a)", ""),
    "const return": ("const $T h($T v) { return v; }\n", "", "h(a)", ""),
    "prototype default only": ("$T h($T v = ($T)1);\n", "", "h()", "$T h($T v) { return v; }\n"),
    "prototype other type": ("$T h(float4 v);\n", "", "h(a)", "$T h($T v) { return v; }\n"),
    "prototype other return": ("float h($T v);\n", "", "h(a)", "$T h($T v) { return v; }\n"),
    "mutual recursion": ("$T k($T v, int n);\n$T h($T v, int n) { return n > 0 ? k(v, n - 1) : v; }\n"
                         "$T k($T v, int n) { return h(v, n); }\n", "", "h(a, 2)", ""),
    "default from param": ("$T h($T v, $T w = v) { return w; }\n", "", "h(a)", ""),
    "return in loop": ("$T h($T v) { for (int i = 0; i < 3; i++) { if (i == 1) return v; } return ($T)0; }\n",
                       "", "h(a)", ""),
    "void early return": ("void h(inout $T v, bool c) { if (c) return; v = ($T)0; }\n",
                          "    $T x = a; h(x, u.x > 0);\n", "x", ""),
    "inout element": ("void h(inout $T v) { v = v; }\n", "    $T arr[2] = {a, a}; h(arr[1]);\n",
                      "arr[1]", ""),
    "out struct member": ("struct S { $T m; };\nvoid h(out $T v, $T w) { v = w; }\n",
                          "    S s; h(s.m, a);\n", "s.m", ""),
    "struct param": ("struct S { $T m; };\n$T h(S s) { return s.m; }\n", "    S s; s.m = a;\n",
                     "h(s)", ""),
    "by array size": ("$T h($T v[2]) { return v[0]; }\n$T h($T v[3]) { return v[2]; }\n",
                      "    $T arr[3] = {a, a, a};\n", "h(arr)", ""),
    "global read": ("uniform $T g;\n$T h() { return g; }\n", "", "h()", ""),
    "global write": ("static $T g;\nvoid h($T v) { g = v; }\n", "    h(a);\n", "g", ""),
    "sampler param": ("$T h(sampler2D s, $T v) { return v; }\nuniform sampler2D tex;\n", "",
                      "h(tex, a)", ""),
    "call in default": ("$T k() { return ($T)1; }\n$T h($T v = k()) { return v; }\n", "", "h()", ""),
    "literal to inout": ("void h(inout $T v) { v = v; }\n", "    h(a + a);\n", "a", ""),
}


SEMANTICS_VERTEX_IN = ["POSITION", "NORMAL", "COLOR0", "COLOR1", "TEXCOORD0", "TEXCOORD7",
                       "BLENDWEIGHT", "BLENDINDICES", "TANGENT", "BINORMAL", "PSIZE", "FOG",
                       "ATTR3", "ATTR15", "FOGCOORD", "DIFFUSE", "SPECULAR", "TEXCOORD8", "WPOS"]
SEMANTICS_VERTEX_OUT = ["COLOR0", "COLOR1", "BCOL0", "TEXCOORD0", "TEXCOORD7", "FOG", "PSIZE",
                        "CLP0", "CLP5", "TEXCOORD8", "NORMAL", "POSITION1", "DEPTH", "COLOR"]
SEMANTICS_FRAGMENT_IN = ["COLOR0", "COLOR1", "TEXCOORD0", "TEXCOORD7", "FOG", "WPOS", "FACE",
                         "POSITION", "NORMAL", "TEXCOORD8", "VPOS", "COLOR2", "DEPTH", "PSIZE",
                         "FOGCOORD", "SPECULAR", "TEX0"]


def semantic_probes(profile):
    """An entry parameter of each type bound to each semantic: a varying
    input, an `out` varying of a vertex program, and a struct member."""
    vertex = profile in VERTEX
    inputs = SEMANTICS_VERTEX_IN if vertex else SEMANTICS_FRAGMENT_IN
    for t in TYPES:
        name = t[0]
        for sem in inputs:
            body = f"    float4 r = use_(v) + u;\n"
            yield ("semantics", f"in : {sem}", name, ""), body, "", "", f"{name} v : {sem}"
            yield ("semantics", f"member : {sem}", name, ""), \
                f"    float4 r = use_(s.v) + u;\n", f"struct S {{ {name} v : {sem}; }};\n", "", "S s"
        if vertex:
            for sem in SEMANTICS_VERTEX_OUT:
                body = f"    float4 r = u;\n    o = ({name})u.x;\n"
                yield ("semantics", f"out : {sem}", name, ""), body, "", "", f"out {name} o : {sem}"


def function_probes():
    """A helper over each type defined, declared, defaulted and called in
    each way; some helpers come after `main` (the fourth field)."""
    for form, (helpers, body, value, after) in FUNCTION_FORMS.items():
        for t in TYPES:
            name = t[0]
            text = local(t, "a", 0) + "    float4 r2 = 0;\n" + body.replace("$T", name) + \
                f"    float4 r = use_({value}) + r2;\n"
            yield ("functions", form, name, ""), text, helpers.replace("$T", name), \
                after.replace("$T", name)


def form_probes(family, forms, types):
    for form, (helpers, body, value) in forms.items():
        for t in types:
            name = t[0]
            text = local(t, "a", 0) + "    float4 r2 = 0;\n" + body.replace("$T", name) + \
                f"    float4 r = use_({value.replace('$T', name)}) + r2;\n"
            yield (family, form, name, ""), text, helpers.replace("$T", name)


CONSTRUCTED = ["float2", "float3", "float4", "half4", "int3", "bool2", "float2x2", "float3x3",
               "float1", "float2x3"]


def constructor_probes():
    """`T(a)` and `T(a, b)` for a few targets over every argument type."""
    for target in CONSTRUCTED:
        t = next(ty for ty in TYPES if ty[0] == target)
        for a in TYPES:
            body = local(a, "a", 0) + f"    {target} c = {target}(a);\n    float4 r = {flat(t, 'c')};\n"
            yield ("constructors", f"{target}(a)", a[0], ""), body, ""
            for b in TYPES:
                body = (local(a, "a", 0) + local(b, "b", 1) +
                        f"    {target} c = {target}(a, b);\n    float4 r = {flat(t, 'c')};\n")
                yield ("constructors", f"{target}(a, b)", a[0], b[0]), body, ""


OVERLOADED = ["float", "float2", "float4", "half", "half4", "int", "int2", "bool", "fixed4",
              "float1", "float2x2", "int4"]


def overload_probes():
    """A call of `f` overloaded on two parameter types, with an argument of
    every type: which one cgc picks (the results differ by 1 or 2), or
    whether the call is ambiguous or finds none."""
    for i, p1 in enumerate(OVERLOADED):
        for p2 in OVERLOADED[i + 1:]:
            t1 = next(ty for ty in TYPES if ty[0] == p1)
            t2 = next(ty for ty in TYPES if ty[0] == p2)
            helper = (f"float4 f({p1} x) {{ return 1 + {flat(t1, 'x')}; }}\n"
                      f"float4 f({p2} x) {{ return 2 + {flat(t2, 'x')}; }}\n")
            for a in TYPES:
                body = local(a, "a", 0) + "    float4 r = f(a);\n"
                yield ("overloads", f"f({p1}|{p2})", a[0], ""), body, helper
            for literal in ("0.5", "2", "true", "0.5h", "(a > 0)"):
                body = "    float a = u.x;\n" + f"    float4 r = f({literal});\n"
                yield ("overloads", f"f({p1}|{p2})", literal, ""), body, helper


def codes(text):
    return tuple(sorted(set(re.findall(r"error (C\d+)", text))))


def var_lines(path):
    """The `#var` (`//var`) lines of a program, as a sorted list."""
    try:
        with open(path) as f:
            return sorted(line.strip() for line in f if line.startswith(("#var", "//var")))
    except OSError:
        return []


def judge(job):
    key, source, profile, cgrs, work = job
    path = os.path.join(work, f"p{abs(hash(key)) % 10**12}.cg")
    with open(path, "w") as f:
        f.write(source)
    theirs = subprocess.run([CGC, "-profile", profile, path, "-o", path + ".cgc"],
                            capture_output=True, text=True)
    ours = subprocess.run([cgrs, "-profile", profile, path, "-o", path + ".cgrs"],
                          capture_output=True, text=True)
    vm = ""
    if theirs.returncode == 0 and ours.returncode == 0 and var_lines(path + ".cgc") != var_lines(
            path + ".cgrs"):
        vm = "HEADER "
    if theirs.returncode == 0 and ours.returncode == 0 and not profile.startswith(("gl", "gles")):
        run = subprocess.run([cgrs, "run", path + ".cgrs", "--compare", path + ".cgc",
                              "--count", "16"], capture_output=True, text=True)
        vm += "equal" if " 0 differ" in run.stdout else (
            "undefined" if "undefined" in run.stdout else "DIFFERENT")
    return (key, theirs.returncode == 0, ours.returncode == 0,
            codes(theirs.stdout + theirs.stderr), codes(ours.stdout + ours.stderr), vm, path)


def shape(name):
    match = re.match(r"(float|half|fixed|int|bool)(\d?)(x\d)?$", name)
    if not match:
        return name
    _, n, x = match.groups()
    return "M" + n + x if x else ("S" if n == "" else "V" + n)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cgrs")
    parser.add_argument("--profile", default="arbfp1")
    parser.add_argument("--family", default="operators,unary,parameters,statements,structs,arrays,declarations")
    parser.add_argument("--jobs", type=int, default=3)
    parser.add_argument("--keep", help="copy one program of each class here")
    args = parser.parse_args()
    families = {
        "operators": operator_probes,
        "unary": unary_probes,
        "parameters": parameter_probes,
        "statements": lambda: statement_probes(args.profile),
        "structs": struct_probes,
        "arrays": lambda: form_probes("arrays", ARRAY_FORMS, TYPES),
        "declarations": lambda: form_probes("declarations", DECLARATION_FORMS, TYPES),
        "constructors": constructor_probes,
        "overloads": overload_probes,
        "functions": function_probes,
        "semantics": lambda: semantic_probes(args.profile),
    }
    work = tempfile.mkdtemp(prefix="probe_language.")
    jobs = [(key, program(args.profile, *parts), args.profile, args.cgrs, work)
            for family in args.family.split(",")
            for key, *parts in families[family]()]
    tally, classes, examples = collections.Counter(), collections.Counter(), {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for key, cgc_ok, ours_ok, cgc_codes, our_codes, vm, path in pool.map(judge, jobs):
            verdict = "same verdict" if cgc_ok == ours_ok else "VERDICT"
            tally[(verdict, vm or "-", "same codes" if cgc_codes == our_codes else "codes")] += 1
            if cgc_ok != ours_ok or "DIFFERENT" in vm or "HEADER" in vm or cgc_codes != our_codes:
                family, form, a, b = key
                label = (family, form, shape(a), shape(b), cgc_ok, ours_ok, cgc_codes, our_codes, vm)
                classes[label] += 1
                examples.setdefault(label, (a, b, path))
    for (verdict, vm, same), count in sorted(tally.items()):
        print(f"{count:7d}  {verdict:12s} vm {vm:9s} {same}")
    print(f"{len(jobs)} programs in {args.profile}; classes (count, family, form, shapes, "
          "cgc ok, cgrs ok, cgc codes, cgrs codes, vm):")
    for label, count in classes.most_common():
        a, b, path = examples[label]
        print(f"{count:5d}  {label}  e.g. {a} {b}")
        if args.keep:
            os.makedirs(args.keep, exist_ok=True)
            shutil.copy(path, os.path.join(args.keep, os.path.basename(path)))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
