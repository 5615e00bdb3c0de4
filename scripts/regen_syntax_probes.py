#!/usr/bin/env python3
"""Regenerate tests/syntax/probes.tsv: cgc 3.1's first syntax error for
every token kind put into many places of the grammar.

Each context below is a one-line program with a hole `@`; the hole is filled
with every token of TOKENS (or cut off there: the end of the file), and
`cgc -noentry` compiles the result. A row is kept when cgc reports a syntax
error (C0000); its message is recorded with the line cgc gives it (0 for the
end of the file). tests/suite/parser.rs (`syntax_error_probes_...`) parses
every probe and compares cgrs's first syntax error with cgc's; the rows cgrs
words differently are listed in tests/syntax/probe_differences.txt.

Usage: scripts/regen_syntax_probes.py   (CGC names cgc, default `cgc`)
"""
import os, re, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "tests", "syntax", "probes.tsv")
CGC = os.environ.get("CGC", "cgc")

# The body of a function every statement context is put into.
F = "float4 main(float4 p : POSITION) : POSITION { "

CONTEXTS = [
    # After a declarator: locals, arrays, qualifiers, lists, globals.
    ("local_declarator", F + "float4 v @ ; return p; }"),
    ("local_array_declarator", F + "float4 v[2] @ ; return p; }"),
    ("local_static_declarator", F + "static float4 v @ ; return p; }"),
    ("local_const_declarator", F + "const float4 v @ ; return p; }"),
    ("local_second_declarator", F + "float4 u, v @ ; return p; }"),
    ("local_after_semantic", F + "float4 v : COLOR @ ; return p; }"),
    ("local_after_semantic_word", F + "float4 v : COLOR x @ ; return p; }"),
    ("local_after_initializer", F + "float4 v = p @ ; return p; }"),
    ("local_after_type", F + "float4 @ v; return p; }"),
    ("global_declarator", "float4 g @ ;"),
    ("global_array_declarator", "float g[2] @ ;"),
    ("global_second_declarator", "float a, b @ ;"),
    ("global_after_semantic", "float4 g : COLOR @ ;"),
    ("global_after_semantic_word", "float4 g : COLOR x @ ;"),
    ("global_after_initializer", "float g = 1 @ ;"),
    ("global_after_type", "float4 @ g;"),
    ("global_start", "@ float4 g;"),
    ("global_after_uniform", "uniform @ float4 g;"),
    # Expressions.
    ("return_after_name", F + "return p @ ; }"),
    ("return_after_literal", F + "return 1 @ ; }"),
    ("return_after_call", F + "return max(p, p) @ ; }"),
    ("return_after_member", F + "return p.x @ ; }"),
    ("return_start", F + "return @ p; }"),
    ("after_binary_operator", F + "return p + @ p; }"),
    ("after_unary_minus", F + "return - @ p; }"),
    ("after_assignment", F + "p = @ p; return p; }"),
    ("after_cast", F + "return (float4) @ p; }"),
    ("in_parentheses", F + "return (p @ ); }"),
    ("after_open_parenthesis", F + "return ( @ p); }"),
    ("call_argument_end", F + "return max(p @ p); }"),
    ("call_start", F + "return max( @ p, p); }"),
    ("constructor_start", F + "return float4( @ 1, 1, 1, 1); }"),
    ("index_end", F + "float a[2]; a[0] = 1; a[1] = 2; return p * a[0 @ ]; }"),
    ("after_dot", F + "return p. @ ; }"),
    ("ternary_middle", F + "return p.x ? p @ : p; }"),
    ("expression_statement", F + "p @ ; return p; }"),
    # Statements.
    ("statement_start", F + "@ return p; }"),
    ("after_if", F + "if @ (p.x) p = p; return p; }"),
    ("if_condition_end", F + "if (p.x @ ) p = p; return p; }"),
    ("after_else", F + "if (p.x) p = p; else @ ; return p; }"),
    ("while_condition_end", F + "while (p.x @ ) p = p; return p; }"),
    ("for_start", F + "for ( @ ;;) p = p; return p; }"),
    ("after_block", F + "{ p = p; } @ return p; }"),
    # Parameter lists and function headers.
    ("parameter_start", "float4 main( @ float4 p : POSITION) : POSITION { return p; }"),
    ("parameter_after_type", "float4 main(float4 @ p : POSITION) : POSITION { return p; }"),
    ("parameter_after_name", "float4 main(float4 p @ : POSITION) : POSITION { return p; }"),
    ("parameter_after_semantic", "float4 main(float4 p : POSITION @ ) : POSITION { return p; }"),
    ("parameter_after_semantic_word", "float4 main(float4 p : POSITION x @ ) : POSITION { return p; }"),
    ("parameter_after_comma", "float4 main(float4 p : POSITION, @ ) : POSITION { return p; }"),
    ("function_after_parameters", "float4 main(float4 p : POSITION) @ { return p; }"),
    ("function_after_semantic", "float4 main(float4 p : POSITION) : POSITION @ { return p; }"),
    # Semantics and registers.
    ("semantic_name", "float4 g : @ ;"),
    ("register_start", "float4 g : register( @ c0);"),
    ("register_end", "float4 g : register(c0 @ );"),
    # Structs.
    ("struct_name", "struct @ S { float a; };"),
    ("struct_after_name", "struct S @ { float a; };"),
    ("struct_body_start", "struct S { @ float a; };"),
    ("struct_member_declarator", "struct S { float a @ ; };"),
    ("struct_member_after_semantic", "struct S { float4 a : COLOR @ ; };"),
    ("struct_after_body", "struct S { float a; } @ ;"),
    ("typedef", "typedef @ float T;"),
    # Sign words: a type identifier or a scope follows them.
    ("after_unsigned_global", "unsigned @ g;"),
    ("after_signed_local", F + "signed @ v = 1; return p; }"),
    ("after_unsigned_parameter", "float f(unsigned @ a) { return 1; }"),
    # Annotations and initializer lists.
    ("annotation_start", "float k < @ string s = \"a\"; > = 1;"),
    ("annotation_after_name", "float k < string s @ = \"a\"; > = 1;"),
    ("annotation_after_value", "float k < string s = \"a\" @ ; > = 1;"),
    ("annotation_after_close", "float k < string s = \"a\"; > @ = 1;"),
    ("initializer_list_element", "float g[2] = { 1 @ 2 };"),
    ("initializer_list_start", "float g[2] = { @ 1, 2 };"),
]

TOKENS = [
    ("identifier", "x"),
    ("type", "float4"),
    ("bool", "bool"),
    ("void", "void"),
    ("int_word", "int"),
    ("half", "half"),
    ("int", "3"),
    ("float", "2.5"),
    ("string", '"s"'),
    ("true", "true"),
    ("false", "false"),
    ("if", "if"),
    ("return", "return"),
    ("struct", "struct"),
    ("const", "const"),
    ("uniform", "uniform"),
    ("in", "in"),
    ("register", "register"),
    ("goto", "goto"),
    (";", ";"),
    (",", ","),
    ("(", "("),
    (")", ")"),
    ("{", "{"),
    ("}", "}"),
    ("[", "["),
    ("]", "]"),
    ("=", "="),
    ("+", "+"),
    ("*", "*"),
    (":", ":"),
    ("::", "::"),
    (".", "."),
    ("<", "<"),
    (">", ">"),
    ("?", "?"),
    ("!", "!"),
    ("++", "++"),
    ("&&", "&&"),
    ("+=", "+="),
    ("end", None),
]

ERROR = re.compile(r'^[^ ]*\((\d+)\) : error C0000: (.*)$')


def first_syntax_error(source):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "probe.cg")
        with open(path, "w") as f:
            f.write(source)
        run = subprocess.run([CGC, "-noentry", path], capture_output=True, text=True)
    for line in run.stderr.splitlines():
        match = ERROR.match(line)
        if match:
            return match.group(1), match.group(2)
    return None


def main():
    rows = []
    for context, template in CONTEXTS:
        for token_name, token in TOKENS:
            if token is None:
                source = template[: template.index("@")].rstrip()
            else:
                source = template.replace("@", token)
            found = first_syntax_error(source + "\n")
            if found is None:
                continue
            line, message = found
            rows.append("\t".join([context, token_name, line, message, source]))
    with open(OUT, "w") as f:
        f.write("# context\ttoken\tcgc's line\tcgc's first C0000 message\tprobe "
                "(one line; scripts/regen_syntax_probes.py)\n")
        f.write("\n".join(rows) + "\n")
    print("%d probes" % len(rows), file=sys.stderr)


if __name__ == "__main__":
    main()
