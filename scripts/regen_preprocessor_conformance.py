#!/usr/bin/env python3
"""Generate the preprocessor's conformance table (tests/conformance/preprocessor.json)
and record cgc 3.1's answers.

Run from the repository root:

    python3 scripts/regen_preprocessor_conformance.py [--jobs N] [--list]

A sibling of regen_conformance.py rather than one of its categories, because
what is compared differs: a probe here is a set of files (the main
`probe.cg` and, for #include, headers in the probe's directory and in
`inc/` and `sys/`) with command-line arguments (`-D`, `-I`), and what is
recorded is first cgc's preprocessed text (`cgc -E -P ARGS probe.cg`) with
its diagnostics (whole lines, in cgc's order), not a compile's verdict. Where
the directive matters to a compile (`#pragma pack_matrix`, `#line` before an
error, `#error`, `-D` of a program's constants, an #include'd function) the
probe is also compiled in arbvp1 and arbfp1 (`-entry main`; the program's
output semantic is `POSITION` in the vertex profile and `COLOR` in the
fragment one, spelled `SEM` in the generator) and the verdict, error codes
and program are recorded as in the other categories.

The probes are generated over the directives and their combinations, family
by family (the prefix of a probe's id): `define:` object- and function-like
macros (parameters, arguments, nesting, redefinition, #undef), `str:` and
`paste:` (`#` and `##`), `rec:` self-reference and mutual recursion,
`noparen:` a function-like macro's name without `(`, `va:` variadic forms,
`op:` every operator of #if expressions, `lit:` integer and character
literals in #if, `defined:`, `ifexpr:` bad #if expressions,
`cond:` the structure of conditional groups, `skip:` what a skipped group
may hold, `include:` (quotes, angle brackets, -I, guards, missing files,
nesting, diagnostics in headers), `line:` (#line, __LINE__, __FILE__, the
line of later diagnostics), `diag:` #error and #warning, `pragma:`,
`directive:` unknown and null directives, spacing and comments around
directives, `splice:` line continuations and comments, `predef:` the
predefined macros (asked of cgc by name), `cmd:` -D arguments, and
`compile:` the probes also compiled.

Output: sorted by probe id, without timestamps or paths, so a regeneration
on any machine with cgc 3.1 gives the same file. Each cgc run has a timeout
(a probe cgc does not finish is recorded as such).
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

CGC = os.environ.get("CGC", "cgc")
OUT = "tests/conformance/preprocessor.json"
COMPILE_PROFILES = {"arbvp1": "POSITION", "arbfp1": "COLOR"}
DIAG_LINE = re.compile(r"\) : (fatal error|error|warning) C[0-9]+")
COMPILE_DIAG = re.compile(r"^[^()\n]*\((\d+)\) : (?:fatal )?(error|warning) (C\d+): ")
VOLATILE = ("# cgc version", "# command line args:", "# source file:", "#vendor ", "#version ")


class Probe:
    def __init__(self, ident, source, args=(), files=None, compile=False):
        self.id = ident
        self.files = {"probe.cg": source}
        self.files.update(files or {})
        self.args = list(args)
        self.compile = compile


def probes():
    out = []

    def add(ident, source, args=(), files=None, compile=False):
        out.append(Probe(ident, source, args, files, compile))

    # ---------------------------------------------------------------- #define
    F1 = "#define F(x) [x]\n"
    G2 = "#define G(a, b) <a|b>\n"
    add("define:object-empty", "#define A\n(A) A x\n")
    add("define:object-simple", "#define A 1 + 2\nA * A\n")
    add("define:object-chain", "#define A B\n#define B C\n#define C 3\nA B C\n")
    add("define:object-later-definition", "#define A B\nA\n#define B 7\nA\n")
    add("define:object-parenthesized-body", "#define A (1)\nA(2)\n")
    add("define:object-with-string", "#define A \"a string\" 'c'\nA\n")
    add("define:fn-0", "#define F() zero\nF() F( ) F ( ) F\n")
    add("define:fn-0-with-arg", "#define F() zero\nF(1)\n")
    add("define:fn-1", F1 + "F(1) F( a b ) F(F)\n")
    add("define:fn-2", G2 + "G(1, 2) G( x , y )\n")
    add("define:fn-3", "#define H(a, b, c) a b c\nH(1, 2, 3)\n")
    add("define:fn-many", "#define M(a,b,c,d,e,f,g,h) h g f e d c b a\nM(1,2,3,4,5,6,7,8)\n")
    add("define:fn-1-empty-arg", F1 + "F() F( )\n")
    add("define:fn-2-empty-args", G2 + "G(,) G(a,) G(,b)\n")
    add("define:fn-3-empty-middle", "#define H(a, b, c) a-b-c\nH(1,,3)\n")
    add("define:fn-arg-parens", G2 + "G((a, b), c)\n")
    add("define:fn-arg-nested-parens", F1 + "F(((1)))\nF((a,(b,c)))\n")
    add("define:fn-arg-brackets", F1 + "F([a, b])\n")
    add("define:fn-arg-braces", F1 + "F({a, b})\n")
    add("define:fn-too-few", G2 + "G(1)\n")
    add("define:fn-too-many", F1 + "F(1, 2)\n")
    add("define:fn-too-many-0", "#define F() zero\nF(1, 2)\n")
    add("define:fn-nested-call", F1 + "F(F(1))\n")
    add("define:fn-nested-two", F1 + G2 + "G(F(a), F(b))\n")
    add("define:fn-body-calls", F1 + G2 + "#define H(x) F(x) G(x, x)\nH(1)\n")
    add("define:fn-arg-macro", "#define A 1\n" + F1 + "F(A)\n")
    add("define:fn-arg-expands-to-comma", "#define C a, b\n" + G2 + "G(C, c)\n")
    add("define:fn-result-forms-call", F1 + "#define N F\nN(1)\n")
    add("define:fn-result-then-paren", F1 + "#define E F\nE (2)\n")
    add("define:fn-name-from-arg", F1 + "#define CALL(m, v) m(v)\nCALL(F, 3)\n")
    add("define:fn-call-across-lines", G2 + "G(1,\n  2)\nafter\n")
    add("define:fn-unterminated", F1 + "F(1\n")
    add("define:fn-unterminated-eof-args", G2 + "x G(1, 2\n\ny\n")
    add("define:param-named-like-macro", "#define x 3\n#define F(x) x + 1\nF(2) x\n")
    add("define:param-named-like-self", "#define F(F) F + 1\nF(2)\n")
    add("define:param-duplicate", "#define F(a, a) a\nF(1, 2)\n")
    add("define:param-number", "#define F(1) x\nF(1)\n")
    add("define:param-missing-close", "#define F(a x\nF(1)\n")
    add("define:param-missing-name", "#define F(a,) a\nF(1,2)\n")
    add("define:param-space-before-paren", "#define F (x) x\nF(1)\n")
    add("define:no-name", "#define\nx\n")
    add("define:number-name", "#define 1 2\n1\n")
    add("define:string-name", "#define \"a\" 2\n\"a\"\n")
    add("define:defined-name", "#define defined 1\n#if defined\nyes\n#endif\n")
    add("define:keyword-name", "#define float half\nfloat x;\n")
    add("define:redef-identical", "#define A 1 + 2\n#define A 1 + 2\nA\n")
    add("define:redef-whitespace", "#define A 1 + 2\n#define A 1   +   2\nA\n")
    add("define:redef-whitespace-removed", "#define A 1 + 2\n#define A 1+2\nA\n")
    add("define:redef-different", "#define A 1\n#define A 2\nA\n")
    add("define:redef-object-to-fn", "#define A 1\n#define A(x) x\nA(2)\n")
    add("define:redef-fn-to-object", "#define A(x) x\n#define A 1\nA(2)\n")
    add("define:redef-fn-param-names", "#define A(x) x\n#define A(y) y\nA(2)\n")
    add("define:redef-fn-identical", "#define A(x) (x)\n#define A(x) (x)\nA(2)\n")
    add("define:redef-empty", "#define A\n#define A\nA\n")
    add("define:undef", "#define A 1\nA\n#undef A\nA\n")
    add("define:undef-fn", F1 + "F(1)\n#undef F\nF(1)\n")
    add("define:undef-unknown", "#undef NEVER\nok\n")
    add("define:undef-no-name", "#undef\nok\n")
    add("define:undef-number", "#undef 1\nok\n")
    add("define:undef-extra-tokens", "#define A 1\n#undef A B\nA\n")
    add("define:undef-redefine", "#define A 1\n#undef A\n#define A 2\nA\n")
    add("define:redefine-line", "#define __LINE__ 7\n__LINE__\n")
    add("define:redefine-file", "#define __FILE__ \"x\"\n__FILE__\n")
    add("define:undef-line", "#undef __LINE__\n__LINE__\n")
    add("define:redefine-cgc", "#define __CGC__ 1\n__CGC__\n")
    add("define:undef-cgc", "#undef __CGC__\n__CGC__\n")
    add("define:in-macro-body-hash-define", "#define D #define X 1\nD\nX\n")
    add("define:expand-in-cg-code",
        "#define N 4\n#define VEC(t, n) t##n\nuniform VEC(float, N) v;\nVEC(float, 4) w;\n")
    add("define:long-body-continued", "#define A 1 + \\\n 2 + \\\n 3\nA\n")
    add("define:comment-in-body", "#define A 1 /* one */ + 2 // two\nA\n")
    add("define:body-multiline-comment", "#define A 1 /* spans\n lines */ + 2\nA\n")

    # ---------------------------------------------------------------- # and ##
    S = "#define S(x) #x\n"
    P = "#define P(a, b) a ## b\n"
    add("str:simple", S + "S(abc)\n")
    add("str:spaces", S + "S(  a   +   b  )\n")
    add("str:empty", S + "S()\n")
    add("str:string", S + "S(\"q\")\n")
    add("str:string-escapes", S + "S(\"a\\\\b\\n\")\n")
    add("str:char", S + "S('c')\n")
    add("str:comma-parens", S + "S((a, b))\n")
    add("str:macro-arg-not-expanded", "#define A 1\n" + S + "S(A)\n")
    add("str:two-level", "#define A 1\n" + S + "#define X(x) S(x)\nX(A)\n")
    add("str:not-a-param", "#define F(x) #y\nF(1)\n")
    add("str:object-like", "#define O # x\nO\n")
    add("str:comment-in-arg", S + "S(a /* c */ b)\n")
    add("str:multiline-arg", S + "S(a\nb)\n")
    add("str:with-other", "#define F(x) x #x x\nF(k)\n")
    add("paste:identifiers", P + "P(x, y)\n")
    add("paste:numbers", P + "P(1, 2)\n")
    add("paste:ident-number", P + "P(v, 2) P(float, 4)\n")
    add("paste:empty-left", P + "P(, y)\n")
    add("paste:empty-right", P + "P(x, )\n")
    add("paste:empty-both", P + "[P(,)]\n")
    add("paste:operators", P + "P(+, =) P(<, <)\n")
    add("paste:invalid-token", P + "P(+, -)\n")
    add("paste:result-is-macro", "#define xy 5\n" + P + "P(x, y)\n")
    add("paste:arg-not-expanded", "#define A 1\n" + P + "P(A, B)\n")
    add("paste:object-like", "#define O a ## b\nO\n")
    add("paste:at-start", "#define Q ## x\nQ\n")
    add("paste:at-end", "#define Q x ##\nQ\n")
    add("paste:three", "#define T(a, b, c) a ## b ## c\nT(x, y, z)\n")
    add("paste:with-literal", "#define F(a) a ## _suffix\nF(name)\n")
    add("paste:stringize-then-paste", "#define F(a) #a ## b\nF(x)\n")
    add("paste:two-level", P + "#define X(a, b) P(a, b)\n#define A 1\nX(A, 2)\n")

    # ---------------------------------------------------------------- recursion
    add("rec:self-object", "#define A A + 1\nA\n")
    add("rec:self-fn", "#define F(x) F(x) + 1\nF(2)\n")
    add("rec:mutual-object", "#define A B\n#define B A\nA B\n")
    add("rec:mutual-fn", "#define f(x) g(x)\n#define g(x) f(x)\nf(1) g(2)\n")
    add("rec:self-in-arg", F1 + "F(F(F(1)))\n")
    add("rec:self-three", "#define A B\n#define B C\n#define C A\nA\n")
    add("rec:self-via-arg", "#define F(x) x\n#define A F(A)\nA\n")

    # ---------------------------------------------------------------- name without (
    add("noparen:alone", F1 + "F + 1\n")
    add("noparen:end-of-file", F1 + "F")
    add("noparen:next-line", F1 + "F\n(1)\n")
    add("noparen:comment-between", F1 + "F /* c */ (1)\n")
    add("noparen:as-argument", F1 + G2 + "G(F, 2)\n")
    add("noparen:in-body", F1 + "#define A F\nA\n")
    add("noparen:declaration", "#define min(a, b) ((a) < (b) ? (a) : (b))\nfloat min;\nmin(1, 2)\n")

    # ---------------------------------------------------------------- variadic
    add("va:only", "#define V(...) __VA_ARGS__\nV(a, b, c)\n")
    add("va:after-param", "#define V(x, ...) x: __VA_ARGS__\nV(1, 2, 3)\n")
    add("va:empty", "#define V(x, ...) x: __VA_ARGS__\nV(1)\n")
    add("va:named-gnu", "#define V(args...) args\nV(1, 2)\n")
    add("va:outside", "__VA_ARGS__\n")
    add("va:in-object-macro", "#define O __VA_ARGS__\nO\n")

    # ---------------------------------------------------------------- #if operators
    def cond(expr):
        return f"#if {expr}\nyes\n#else\nno\n#endif\n"

    ops = {
        "neg": "-1 < 0", "plus": "+1 == 1", "not": "!0", "not-1": "!1", "compl": "~0 == -1",
        "compl-5": "~5 == -6",
        "mul": "6 * 7 == 42", "div": "7 / 2 == 3", "div-neg": "-7 / 2 == -3", "mod": "7 % 3 == 1",
        "mod-neg": "-7 % 3 == -1",
        "add": "2 + 3 == 5", "sub": "2 - 3 == -1", "shl": "1 << 4 == 16", "shr": "256 >> 4 == 16",
        "shr-neg": "-16 >> 2 == -4",
        "lt": "1 < 2", "lt-false": "2 < 1", "gt": "2 > 1", "le": "2 <= 2", "ge": "1 >= 2",
        "eq": "3 == 3", "ne": "3 != 3", "and": "6 & 3", "and-zero": "4 & 3", "xor": "6 ^ 6",
        "or": "4 | 0", "land": "1 && 2", "land-false": "1 && 0", "lor": "0 || 2", "lor-false": "0 || 0",
        "cond": "1 ? 2 : 0", "cond-false": "0 ? 2 : 0", "cond-nested": "0 ? 0 : 1 ? 3 : 0",
        "comma": "0, 1", "paren": "(1 + 2) * 3 == 9",
        "prec-mul-add": "1 + 2 * 3 == 7", "prec-shift-add": "1 << 2 + 1 == 8",
        "prec-bitand-eq": "(3 & 1 == 1) == 1", "prec-or-and": "1 || 0 && 0",
        "prec-unary": "-2 * -3 == 6", "prec-not-eq": "!1 == 0", "assoc-sub": "10 - 4 - 3 == 3",
        "assoc-div": "100 / 10 / 5 == 2", "many-parens": "((((1))))",
        "unsigned-compare": "-1 > 0u", "large": "2147483647 + 1 > 0",
        "shift-32": "1 << 32", "shift-neg": "1 << -1",
        "assign": "1 = 1", "increment": "1++", "sizeof": "sizeof(int)",
    }
    for name, expr in ops.items():
        add(f"op:{name}", cond(expr))

    lits = {
        "decimal": "10 == 10", "hex": "0x10 == 16", "hex-upper": "0X1F == 31", "octal": "010 == 8",
        "zero": "0", "octal-bad": "08", "hex-empty": "0x", "suffix-u": "10u == 10",
        "suffix-l": "10L == 10", "suffix-ul": "10UL == 10", "suffix-ll": "10LL == 10",
        "suffix-bad": "10q", "float": "1.0", "float-suffix": "1.5f",
        "big": "4294967296 > 0", "max-int": "2147483648 > 0", "huge": "99999999999999999999 > 0",
        "char": "'a' == 97", "char-newline": "'\\n' == 10", "char-zero": "'\\0' == 0",
        "char-multi": "'ab'", "char-empty": "''", "string": "\"a\"",
        "true": "true", "false": "false", "ident-undefined": "UNDEFINED_NAME",
        "ident-undefined-eq": "UNDEFINED_NAME == 0",
        "ident-undefined-call": "UNDEFINED_FN(1)",
    }
    for name, expr in lits.items():
        add(f"lit:{name}", cond(expr))
    add("lit:macro-value", "#define N 4\n" + cond("N == 4"))
    add("lit:macro-expr", "#define N (2 + 2)\n" + cond("N * 2 == 8"))
    add("lit:macro-empty", "#define E\n" + cond("E 1"))
    add("lit:fn-macro", "#define F(x) (x + 1)\n" + cond("F(2) == 3"))
    add("lit:fn-macro-no-args", "#define F(x) (x + 1)\n" + cond("F"))
    add("lit:line", cond("__LINE__ == 1"))
    add("lit:cgc-version", cond("__CGC__ >= 3000"))

    defs = {
        "bare": "defined A", "paren": "defined(A)", "paren-spaces": "defined ( A )",
        "not": "!defined A", "not-paren": "!defined(B)", "undefined": "defined B",
        "and": "defined A && !defined B", "or": "defined B || defined(A)",
        "alone": "defined", "open": "defined(", "missing-close": "defined(A",
        "number": "defined 1", "twice": "defined defined", "extra": "defined A B",
        "fn-macro": "defined F", "from-macro": "DEF_A",
        "keyword": "defined float", "line": "defined __LINE__", "cgc": "defined(__CGC__)",
    }
    for name, expr in defs.items():
        add(f"defined:{name}", "#define A\n#define F(x) x\n#define DEF_A defined(A)\n" + cond(expr))

    bad = {
        "empty": "", "unbalanced-open": "(1", "unbalanced-close": "1)", "trailing-op": "1 +",
        "two-values": "1 2", "only-op": "==", "div-zero": "1 / 0", "mod-zero": "1 % 0",
        "div-zero-short-and": "0 && 1 / 0", "div-zero-short-or": "1 || 1 / 0",
        "div-zero-cond": "1 ? 1 : 1 / 0", "div-zero-macro": "1 / ZERO",
        "missing-colon": "1 ? 2", "colon-only": "1 : 2", "brackets": "[1]",
        "semicolon": "1;", "unknown-char": "1 @ 2", "comment-only": "/* nothing */",
    }
    for name, expr in bad.items():
        add(f"ifexpr:{name}", cond(expr))
    add("ifexpr:elif-empty", "#if 0\na\n#elif\nb\n#endif\n")
    add("ifexpr:elif-bad-after-taken", "#if 1\na\n#elif 1 +\nb\n#endif\n")
    add("ifexpr:elif-div-zero-after-taken", "#if 1\na\n#elif 1 / 0\nb\n#endif\n")

    # ---------------------------------------------------------------- conditional structure
    add("cond:ifdef", "#define A\n#ifdef A\nyes\n#endif\n#ifdef B\nno\n#endif\n")
    add("cond:ifndef", "#define A\n#ifndef A\nno\n#endif\n#ifndef B\nyes\n#endif\n")
    add("cond:ifdef-no-name", "#ifdef\nx\n#endif\ny\n")
    add("cond:ifndef-no-name", "#ifndef\nx\n#endif\ny\n")
    add("cond:ifdef-number", "#ifdef 1\nx\n#endif\ny\n")
    add("cond:ifdef-extra", "#define A\n#ifdef A B\nx\n#endif\ny\n")
    add("cond:ifndef-extra", "#ifndef A B\nx\n#endif\ny\n")
    add("cond:ifdef-paren", "#define A\n#ifdef (A)\nx\n#endif\ny\n")
    add("cond:ifdef-fn-macro", "#define F(x) x\n#ifdef F\nx\n#endif\n")
    add("cond:if-else", "#if 0\na\n#else\nb\n#endif\n")
    add("cond:elif-chain", "#if 0\na\n#elif 0\nb\n#elif 1\nc\n#elif 1\nd\n#else\ne\n#endif\n")
    add("cond:elif-after-else", "#if 0\na\n#else\nb\n#elif 1\nc\n#endif\n")
    add("cond:else-after-else", "#if 0\na\n#else\nb\n#else\nc\n#endif\n")
    add("cond:missing-endif", "#if 1\na\n")
    add("cond:missing-endif-false", "#if 0\na\n")
    add("cond:missing-endif-nested", "#if 1\n#if 1\na\n#endif\nb\n")
    add("cond:stray-endif", "a\n#endif\nb\n")
    add("cond:stray-else", "a\n#else\nb\n")
    add("cond:stray-elif", "a\n#elif 1\nb\n")
    add("cond:endif-extra", "#if 1\na\n#endif junk\nb\n")
    add("cond:else-extra", "#if 0\na\n#else junk\nb\n#endif\n")
    add("cond:endif-comment", "#if 1\na\n#endif /* c */ // d\nb\n")
    add("cond:nested-3", "#if 1\n#if 0\na\n#else\n#if 1\nb\n#endif\n#endif\n#endif\n")
    add("cond:nested-skipped", "#if 0\n#if 1\na\n#else\nb\n#endif\n#else\nc\n#endif\n")
    add("cond:elif-in-skipped", "#if 0\n#if 1\na\n#elif 1\nb\n#endif\n#endif\nc\n")
    add("cond:if-in-include-unterminated", '#include "open.h"\nafter\n#endif\n',
        files={"open.h": "#if 1\ninside\n"})
    add("skip:unknown-directive", "#if 0\n#foo bar\n#endif\nok\n")
    add("skip:bad-define", "#if 0\n#define\n#define 1 2\n#endif\nok\n")
    add("skip:bad-if", "#if 0\n#if 1 +\n#endif\n#endif\nok\n")
    add("skip:bad-ifdef", "#if 0\n#ifdef\n#endif\n#endif\nok\n")
    add("skip:error", "#if 0\n#error not here\n#endif\nok\n")
    add("skip:warning", "#if 0\n#warning not here\n#endif\nok\n")
    add("skip:include-missing", "#if 0\n#include \"missing.h\"\n#endif\nok\n")
    add("skip:line", "#if 0\n#line 100\n#endif\n__LINE__\n")
    add("skip:unterminated-char", "#if 0\ndon't\n#endif\nok\n")
    add("skip:unterminated-string", "#if 0\n\"open\n#endif\nok\n")
    add("skip:pragma", "#if 0\n#pragma pack_matrix(row_major)\n#endif\nok\n")
    add("skip:bad-tokens", "#if 0\n@ $ ` \\\n#endif\nok\n")
    add("skip:else-extra-in-skipped", "#if 0\n#if 1\n#else junk\n#endif junk\n#endif\nok\n")
    add("skip:undef-in-skipped", "#define A 1\n#if 0\n#undef A\n#endif\nA\n")
    add("skip:define-in-skipped", "#if 0\n#define A 1\n#endif\nA\n")

    # ---------------------------------------------------------------- #include
    A_H = "int from_a;\n"
    add("include:quote-same-dir", '#include "a.h"\nafter\n', files={"a.h": A_H})
    add("include:quote-via-I", '#include "b.h"\n', ["-Iinc"], {"inc/b.h": "int from_b;\n"})
    add("include:angle-via-I", "#include <b.h>\n", ["-Iinc"], {"inc/b.h": "int from_b;\n"})
    add("include:angle-same-dir", "#include <a.h>\n", files={"a.h": A_H})
    add("include:angle-missing", "#include <nowhere.h>\nafter\n")
    add("include:quote-missing", '#include "nowhere.h"\nafter\n')
    add("include:quote-subdir", '#include "inc/b.h"\n', files={"inc/b.h": "int from_b;\n"})
    add("include:I-order", "#include <c.h>\n", ["-Iinc", "-Isys"],
        {"inc/c.h": "int from_inc;\n", "sys/c.h": "int from_sys;\n"})
    add("include:I-order-reversed", "#include <c.h>\n", ["-Isys", "-Iinc"],
        {"inc/c.h": "int from_inc;\n", "sys/c.h": "int from_sys;\n"})
    add("include:quote-prefers-same-dir", '#include "c.h"\n', ["-Iinc"],
        {"c.h": "int from_here;\n", "inc/c.h": "int from_inc;\n"})
    add("include:nested", '#include "a.h"\n',
        files={"a.h": '#include "b.h"\nint a;\n', "b.h": "int b;\n"})
    add("include:nested-relative", '#include "inc/n.h"\n',
        files={"inc/n.h": '#include "m.h"\nint n;\n', "inc/m.h": "int m_in_inc;\n",
               "m.h": "int m_top;\n"})
    add("include:nested-via-I", "#include <n.h>\n", ["-Iinc"],
        {"inc/n.h": '#include "m.h"\nint n;\n', "inc/m.h": "int m;\n"})
    add("include:guard", '#include "g.h"\n#include "g.h"\nG\n',
        files={"g.h": "#ifndef G_H\n#define G_H\n#define G guarded\nint g;\n#endif\n"})
    add("include:twice-unguarded", '#include "a.h"\n#include "a.h"\n', files={"a.h": A_H})
    add("include:pragma-once", '#include "o.h"\n#include "o.h"\n',
        files={"o.h": "#pragma once\nint o;\n"})
    add("include:macro-defined-in-header", '#include "m.h"\nM(2)\n',
        files={"m.h": "#define M(x) (x * 2)\n"})
    add("include:macro-name", '#define H "a.h"\n#include H\n', files={"a.h": A_H})
    add("include:macro-angle", "#define H <a.h>\n#include H\n", files={"a.h": A_H})
    add("include:empty", "#include\nafter\n")
    add("include:unquoted", "#include a.h\nafter\n", files={"a.h": A_H})
    add("include:unterminated-quote", '#include "a.h\nafter\n', files={"a.h": A_H})
    add("include:unterminated-angle", "#include <a.h\nafter\n", files={"a.h": A_H})
    add("include:trailing-tokens", '#include "a.h" extra\nafter\n', files={"a.h": A_H})
    add("include:trailing-comment", '#include "a.h" // c\nafter\n', files={"a.h": A_H})
    add("include:self", '#ifndef ONCE\n#define ONCE\n#include "probe.cg"\n#endif\nbody\n')
    add("include:line-after", '#include "a.h"\n__LINE__ __FILE__\n', files={"a.h": "x\ny\n"})
    add("include:line-file-inside", '#include "l.h"\n', files={"l.h": "\n__LINE__ __FILE__\n"})
    add("include:error-inside", '#include "e.h"\nafter\n', files={"e.h": "ok\n#error in header\n"})
    add("include:warning-inside", '#include "w.h"\n',
        files={"w.h": "#define A 1\n#define A 2\n"})
    add("include:if-error-inside", '#include "e.h"\n', files={"e.h": "#if 1 +\n#endif\n"})
    add("include:no-newline-at-end", '#include "n.h"\nafter\n', files={"n.h": "last"})
    add("include:empty-file", '#include "e.h"\nafter\n', files={"e.h": ""})
    add("include:directory", '#include "inc"\nafter\n', files={"inc/b.h": "x\n"})
    add("include:line-in-header", '#include "l.h"\n__LINE__ __FILE__\n',
        files={"l.h": '#line 50 "other.cg"\n__LINE__ __FILE__\n'})
    add("include:missing-nested", '#include "a.h"\nafter\n', files={"a.h": '#include "gone.h"\nin_a\n'})
    # A quoted include is looked up beside the name `#line` gave the file, from
    # the working directory (heldout18's class 1: Nebula Device 2 effects).
    add("include:after-line-file", '#line 1 "sub/x.cg"\n#include "inc.h"\nafter\n',
        files={"sub/inc.h": "in_sub\n", "inc.h": "beside\n"})
    add("include:after-line-file-not-there", '#line 1 "other/x.cg"\n#include "b.h"\nafter\n',
        files={"b.h": "beside\n"})
    add("include:after-line-number", '#line 5\n#include "b.h"\nafter\n', files={"b.h": "beside\n"})
    add("include:after-line-file-in-header", '#include "h.h"\nafter\n',
        files={"h.h": '#line 1 "sub/y.h"\n#include "c.h"\n', "sub/c.h": "in_sub\n"})

    # ---------------------------------------------------------------- #line
    add("line:number", "#line 10\n__LINE__\n__LINE__\n")
    add("line:number-file", '#line 10 "foo.cg"\n__LINE__ __FILE__\n')
    add("line:file-then-error", '#line 20 "foo.cg"\n#error here\n')
    add("line:number-then-warning", "#line 30\n#define A 1\n#define A 2\n")
    add("line:no-number", "#line\n__LINE__\n")
    add("line:not-number", "#line abc\n__LINE__\n")
    add("line:zero", "#line 0\n__LINE__\n")
    add("line:negative", "#line -5\n__LINE__\n")
    add("line:hex", "#line 0x10\n__LINE__\n")
    add("line:unquoted-file", "#line 10 foo.cg\n__LINE__ __FILE__\n")
    add("line:macro", "#define L 40\n#line L\n__LINE__\n")
    add("line:macro-file", '#define F "m.cg"\n#line 40 F\n__FILE__\n')
    add("line:extra", '#line 10 "a.cg" junk\n__LINE__\n')
    add("line:huge", "#line 4294967296\n__LINE__\n")
    add("line:file-macro-default", "__FILE__\n")
    add("line:line-macro-lines", "__LINE__\n\n__LINE__\n")
    add("line:in-macro-body", "#define L __LINE__\nL\n\nL\n")
    add("line:in-multiline-call", "#define F(x) x __LINE__\nF(\na\n)\n")
    add("line:after-continuation", "#define A 1 \\\n + 2\n__LINE__\n")
    add("line:after-comment", "/* a\nb\nc */\n__LINE__\n")
    add("line:stringize-file", "#define S(x) #x\n#define X(x) S(x)\nX(__LINE__) X(__FILE__)\n")

    # ---------------------------------------------------------------- #error, #warning
    add("diag:error", "#error this is bad\nafter\n")
    add("diag:error-empty", "#error\nafter\n")
    add("diag:error-macro-not-expanded", "#define A 1\n#error A\n")
    add("diag:error-string", '#error "quoted text"\n')
    add("diag:error-two", "#error one\n#error two\nafter\n")
    add("diag:warning", "#warning careful\nafter\n")
    add("diag:warning-empty", "#warning\nafter\n")
    add("diag:error-apostrophe", "#error don't\n")

    # ---------------------------------------------------------------- #pragma
    for name, text in {
        "pack-row": "pack_matrix(row_major)", "pack-column": "pack_matrix(column_major)",
        "pack-bad": "pack_matrix(diagonal)", "pack-empty": "pack_matrix()",
        "pack-no-parens": "pack_matrix", "option": "option O3", "option-unknown": "option frobnicate",
        "unknown": "frobnicate 1 2", "empty": "", "once": "once", "stdgl": "STDGL invariant(all)",
        "macro-arg": "pack_matrix(RM)", "warning-disable": "warning(disable: 1234)",
        "message": 'message("hello")', "optimize": "optionNV(unroll all)",
    }.items():
        add(f"pragma:{name}", f"#define RM row_major\n#pragma {text}\nafter\n")

    # ---------------------------------------------------------------- other directives
    add("directive:unknown", "#foo bar\nafter\n")
    add("directive:unknown-number", "#42\nafter\n")
    add("directive:gnu-line-marker", '# 5 "x.cg"\n__LINE__\n')
    add("directive:ident", '#ident "v1"\nafter\n')
    add("directive:include-next", '#include_next "a.h"\nafter\n', files={"a.h": A_H})
    add("directive:import", '#import "a.h"\nafter\n', files={"a.h": A_H})
    add("directive:assert", "#assert machine(x)\nafter\n")
    add("directive:null", "#\nafter\n")
    add("directive:null-comment", "# /* nothing */\nafter\n")
    add("directive:null-spaces", "   #   \nafter\n")
    add("directive:leading-spaces", "   #define A 1\nA\n")
    add("directive:leading-tab", "\t#\tdefine A 1\nA\n")
    add("directive:space-after-hash", "#   define A 1\n#  if A\nyes\n#  endif\n")
    add("directive:comment-before-hash", "/* c */ #define A 1\nA\n")
    add("directive:comment-between", "#/* c */define A 1\nA\n")
    add("directive:multiline-comment-before", "/* a\n b */ #define A 1\nA\n")
    add("directive:hash-mid-line", "x #define A 1\nA\n")
    add("directive:uppercase", "#DEFINE A 1\nA\n")
    add("directive:hash-from-macro", "#define H #\nH define A 1\nA\n")
    add("directive:stray-hash-hash", "## x\n")

    # ---------------------------------------------------------------- splices, comments
    add("splice:in-directive", "#define A 1 \\\n + 2\nA\n")
    add("splice:in-directive-name", "#def\\\nine A 1\nA\n")
    add("splice:in-identifier", "#define AB 7\nA\\\nB\n")
    add("splice:in-number", "1\\\n2\n")
    add("splice:in-string", '"ab\\\ncd"\n')
    add("splice:at-eof", "a \\")
    add("splice:space-after-backslash", "#define A 1 \\ \n+ 2\nA\n")
    add("splice:in-if", "#if 1 + \\\n 1 == 2\nyes\n#endif\n")
    add("splice:line-comment", "// comment \\\ncontinued\nafter\n")
    add("splice:hash", "\\\n#define A 1\nA\n")
    add("comment:in-args-multiline", "#define G(a, b) a+b\nG(1 /* x\n y */, 2)\nafter __LINE__\n")
    add("comment:line-in-args", "#define G(a, b) a+b\nG(1, // c\n 2)\n")
    add("comment:in-directive-multiline", "#define A 1 /* spans\n */ + 2\nA __LINE__\n")
    add("comment:unterminated", "a /* never ends\n")
    add("comment:nested", "/* /* */ x */\n")
    add("comment:in-if", "#if /* c */ 1 // d\nyes\n#endif\n")
    add("comment:slash-star-in-string", '"/* not */" x\n')

    # ---------------------------------------------------------------- predefined
    for name in ["__LINE__", "__FILE__", "__DATE__", "__TIME__", "__STDC__", "__STDC_VERSION__",
                 "__cplusplus", "__CGC__", "__CG__", "__VERSION__", "__COUNTER__", "__GNUC__",
                 "_WIN32", "__linux__", "CG_VERSION_NUM", "__GLSL__", "__HLSL__", "GL_ES"]:
        add(f"predef:{name}", f"#ifdef {name}\ndefined {name}\n#else\nundefined\n#endif\n")
    add("predef:profile-none", "#if defined(PROFILE_ARBVP1) || defined(__ARBVP1__)\np\n#endif\n"
        "__CGC__\n")
    for profile in ["arbvp1", "arbfp1", "vp20", "vp30", "fp30", "glslv"]:
        add(f"predef:with-profile-{profile}",
            "#ifdef __CGC__\n__CGC__\n#endif\nPROFILE __VERSION__\n", ["-profile", profile])

    # ---------------------------------------------------------------- command line
    add("cmd:D-name", "A\n#ifdef A\nyes\n#endif\n", ["-DA"])
    add("cmd:D-value", "A\n", ["-DA=2"])
    add("cmd:D-empty-value", "[A]\n#ifdef A\nyes\n#endif\n", ["-DA="])
    add("cmd:D-expression", "A\n#if A == 3\nthree\n#endif\n", ["-DA=1+2"])
    add("cmd:D-fn", "F(2)\n", ["-DF(x)=x*x"])
    add("cmd:D-twice-same", "A\n", ["-DA=1", "-DA=1"])
    add("cmd:D-twice-different", "A\n", ["-DA=1", "-DA=2"])
    add("cmd:D-chain", "A\n", ["-DA=B", "-DB=3"])
    add("cmd:D-string", "A\n", ['-DA="s"'])
    add("cmd:D-line", "__LINE__\n", ["-D__LINE__=3"])
    add("cmd:D-number-name", "1\n", ["-D1=2"])
    add("cmd:D-redefined-in-source", "#define A 2\nA\n", ["-DA=1"])
    add("cmd:D-undef-in-source", "#undef A\nA\n", ["-DA=1"])
    add("cmd:D-cgc", "__CGC__\n", ["-D__CGC__=5"])
    add("cmd:D-spaces-value", "A\n", ["-DA=1 2"])
    add("cmd:D-with-equals", "A\n", ["-DA=B=C"])

    # ---------------------------------------------------------------- compiled too
    SEM = "SEM"
    add("compile:pack-row-major",
        "#pragma pack_matrix(row_major)\nuniform float4x4 m;\n"
        f"float4 main(float4 p : TEXCOORD0) : {SEM} {{ return mul(m, p); }}\n", compile=True)
    add("compile:pack-column-major",
        "#pragma pack_matrix(column_major)\nuniform float4x4 m;\n"
        f"float4 main(float4 p : TEXCOORD0) : {SEM} {{ return mul(m, p); }}\n", compile=True)
    add("compile:pack-default",
        f"uniform float4x4 m;\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return mul(m, p); }}\n",
        compile=True)
    add("compile:pack-bad",
        "#pragma pack_matrix(diagonal)\nuniform float4x4 m;\n"
        f"float4 main(float4 p : TEXCOORD0) : {SEM} {{ return mul(m, p); }}\n", compile=True)
    add("compile:pack-switch",
        "#pragma pack_matrix(row_major)\nuniform float4x4 a;\n#pragma pack_matrix(column_major)\n"
        f"uniform float4x4 b;\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return mul(a, p) + mul(b, p); }}\n",
        compile=True)
    add("compile:pack-3x4",
        "#pragma pack_matrix(row_major)\nuniform float3x4 m;\n"
        f"float4 main(float4 p : TEXCOORD0) : {SEM} {{ return mul(m, p).xyzz; }}\n", compile=True)
    add("compile:pragma-unknown",
        f"#pragma frobnicate\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return p; }}\n",
        compile=True)
    add("compile:pragma-option",
        f"#pragma option O3\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return p; }}\n",
        compile=True)
    add("compile:D-constant",
        f"float4 main(float4 p : TEXCOORD0) : {SEM} {{ return p * SCALE; }}\n",
        ["-DSCALE=2"], compile=True)
    add("compile:D-missing",
        f"float4 main(float4 p : TEXCOORD0) : {SEM} {{ return p * SCALE; }}\n", compile=True)
    add("compile:D-flag",
        f"float4 main(float4 p : TEXCOORD0) : {SEM}\n{{\n#ifdef TWICE\n    p = p * 2;\n#endif\n"
        "    return p;\n}\n", ["-DTWICE"], compile=True)
    add("compile:line-then-error",
        f"#line 100\nfloat4 main(float4 p : TEXCOORD0) : {SEM}\n{{\n    return q;\n}}\n",
        compile=True)
    add("compile:line-file-then-error",
        f'#line 100 "other.cg"\nfloat4 main(float4 p : TEXCOORD0) : {SEM}\n{{\n    return q;\n}}\n',
        compile=True)
    add("compile:error-directive",
        f"#error stop\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return p; }}\n", compile=True)
    add("compile:warning-directive",
        f"#warning careful\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return p; }}\n",
        compile=True)
    add("compile:include-function",
        f'#include "lib.h"\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return twice(p); }}\n',
        files={"lib.h": "float4 twice(float4 v) { return v * 2; }\n"}, compile=True)
    add("compile:include-error-in-header",
        f'#include "lib.h"\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return twice(p); }}\n',
        files={"lib.h": "float4 twice(float4 v) { return w * 2; }\n"}, compile=True)
    add("compile:include-via-I",
        f"#include <lib.h>\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return twice(p); }}\n",
        ["-Iinc"], {"inc/lib.h": "float4 twice(float4 v) { return v * 2; }\n"}, compile=True)
    add("compile:include-missing",
        f'#include "nowhere.h"\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return p; }}\n',
        compile=True)
    add("compile:macro-function",
        "#define MAD(a, b, c) ((a) * (b) + (c))\n"
        f"float4 main(float4 p : TEXCOORD0) : {SEM} {{ return MAD(p, p, 1); }}\n", compile=True)
    add("compile:paste-swizzle",
        "#define SW(v, s) v.s\n#define CAT(a, b) a##b\n"
        f"float4 main(float4 p : TEXCOORD0) : {SEM} {{ return SW(p, CAT(zy, xw)); }}\n",
        compile=True)
    add("compile:cgc-version",
        f"float4 main(float4 p : TEXCOORD0) : {SEM}\n{{\n#if __CGC__ >= 3000\n    return p;\n"
        "#else\n    return 0;\n#endif\n}\n", compile=True)
    add("compile:if-syntax-error",
        f"#if 1 +\n#endif\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return p; }}\n",
        compile=True)
    add("compile:unterminated-if",
        f"#if 1\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return p; }}\n", compile=True)
    add("compile:stray-endif",
        f"float4 main(float4 p : TEXCOORD0) : {SEM} {{ return p; }}\n#endif\n", compile=True)
    add("compile:redefinition-warning",
        f"#define K 1\n#define K 2\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return p * K; }}\n",
        compile=True)
    add("compile:unknown-directive",
        f"#foo\nfloat4 main(float4 p : TEXCOORD0) : {SEM} {{ return p; }}\n", compile=True)
    add("compile:line-macro-value",
        f"float4 main(float4 p : TEXCOORD0) : {SEM} {{ return p * __LINE__; }}\n", compile=True)
    return out


def run(cmd, cwd):
    try:
        done = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None
    return done


def run_probe(probe):
    """[(mode, files, result)] of one probe: mode `E` with [output, [diagnostic
    lines]] (or "timeout"); a profile with cgc's program or error list."""
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        def write(files):
            for path, text in files.items():
                full = os.path.join(tmp, path)
                os.makedirs(os.path.dirname(full), exist_ok=True)
                with open(full, "w") as f:
                    f.write(text)

        files = dict(probe.files)
        if probe.compile:
            files = {k: v.replace("SEM", "COLOR") for k, v in files.items()}
        write(files)
        done = run([CGC, "-E", "-P"] + probe.args + ["probe.cg"], tmp)
        if done is None:
            results.append(("E", files, "timeout"))
        else:
            stderr = done.stderr.decode("utf-8", "replace")
            diagnostics = [line for line in stderr.splitlines() if DIAG_LINE.search(line)]
            results.append(("E", files, [done.stdout.decode("utf-8", "replace"), diagnostics]))
        if probe.compile:
            for profile, semantic in COMPILE_PROFILES.items():
                files = {k: v.replace("SEM", semantic) for k, v in probe.files.items()}
                write(files)
                out = os.path.join(tmp, "probe.asm")
                if os.path.exists(out):
                    os.remove(out)
                done = run([CGC, "-profile", profile, "-entry", "main"] + probe.args
                           + ["probe.cg", "-o", "probe.asm"], tmp)
                if done is None:
                    results.append((profile, files, "timeout"))
                    continue
                text = (done.stdout + done.stderr).decode("utf-8", "replace")
                errors = []
                for line in text.splitlines():
                    m = COMPILE_DIAG.match(line)
                    if m and m.group(2) == "error":
                        errors.append([int(m.group(1)), m.group(3)])
                if done.returncode == 0 and os.path.exists(out):
                    with open(out, encoding="utf-8", errors="replace") as f:
                        program = "".join(line for line in f if not line.startswith(VOLATILE))
                    results.append((profile, files, {"program": program}))
                else:
                    results.append((profile, files, {"errors": errors}))
    return results


def main(argv):
    jobs = 1
    listing = False
    args = iter(argv)
    for arg in args:
        if arg == "--jobs":
            jobs = int(next(args))
        elif arg == "--list":
            listing = True
        else:
            raise SystemExit(f"unknown argument {arg!r}")
    all_probes = sorted(probes(), key=lambda p: p.id)
    ids = [p.id for p in all_probes]
    if len(set(ids)) != len(ids):
        raise SystemExit("duplicate probe ids")
    if listing:
        for probe in all_probes:
            print(probe.id, " ".join(probe.args))
        return
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(run_probe, all_probes))

    lines, line_index = [], {}
    texts, text_index = [], {}

    def text(value):
        """The index of `value` in the table of texts (each a list of line indices)."""
        if value not in text_index:
            encoded = []
            for line in value.split("\n"):
                if line not in line_index:
                    line_index[line] = len(lines)
                    lines.append(line)
                encoded.append(line_index[line])
            text_index[value] = len(texts)
            texts.append(encoded)
        return text_index[value]

    rows = []
    for probe, runs in zip(all_probes, results):
        for mode, files, result in runs:
            encoded_files = {path: text(body) for path, body in sorted(files.items())}
            if result == "timeout":
                answer = "timeout"
            elif mode == "E":
                answer = {"output": text(result[0]), "diagnostics": result[1]}
            elif "program" in result:
                answer = {"program": text(result["program"])}
            else:
                answer = {"errors": result["errors"]}
            rows.append([probe.id, mode, probe.args, encoded_files, answer])
    compact = {"separators": (",", ":"), "sort_keys": True}
    with open(OUT, "w") as f:
        f.write('{"category":"preprocessor",\n"probes":[\n')
        f.write(",\n".join(json.dumps(row, **compact) for row in rows))
        f.write('\n],\n"texts":[\n')
        f.write(",\n".join(json.dumps(t, **compact) for t in texts))
        f.write('\n],\n"lines":[\n')
        f.write(",\n".join(json.dumps(line) for line in lines))
        f.write("\n]}\n")
    compiled = sum(1 for row in rows if row[1] != "E")
    print(f"preprocessor: {len(all_probes)} probes, {len(rows)} runs ({compiled} compiles) -> {OUT}",
          file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
