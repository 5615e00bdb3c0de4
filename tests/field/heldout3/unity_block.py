#!/usr/bin/env python3
"""The Cg program Unity 4 hands to cgc for one CGPROGRAM block of a ShaderLab
(.shader) file, as a .cg file.

Usage: unity_block.py SHADER_FILE N > BLOCK.cg   (N: 0-based index among the
       file's CGPROGRAM blocks; GLSLPROGRAM and CGINCLUDE blocks not counted)

Unity (3.x-4.x) compiles each CGPROGRAM ... ENDCG block on its own, with
HLSLSupport.cginc and UnityShaderVariables.cginc included first and every
CGINCLUDE ... ENDCG block of the file (in file order) placed before the
block's text. The extracted file is exactly that, with `#line` directives so
that cgc's line numbers are the .shader file's:

    #include "HLSLSupport.cginc"
    #include "UnityShaderVariables.cginc"
    #line L1
    <CGINCLUDE text> ...
    #line L
    <CGPROGRAM text>

The text of a block starts right after the CGPROGRAM / CGINCLUDE keyword and
ends before ENDCG; L is the line of that first character. Outside the blocks
ShaderLab's comments (// and /* */) and quoted strings are skipped, so a
keyword in them opens nothing. Also imported by
scripts/make_heldout3_manifest.py (blocks(), program(), pragmas()).
"""
import re
import sys

PRELUDE = '#include "HLSLSupport.cginc"\n#include "UnityShaderVariables.cginc"\n'
KEYWORD = re.compile(r'\b(CGPROGRAM|CGINCLUDE|GLSLPROGRAM|ENDCG|ENDGLSL)\b')


def blocks(text):
    """[(kind, first_line, body)] of the file's CGPROGRAM / CGINCLUDE /
    GLSLPROGRAM blocks, in file order."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
            continue
        if c == '"':
            j = text.find('"', i + 1)
            i = n if j < 0 else j + 1
            continue
        m = KEYWORD.match(text, i)
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            kind = m.group(1)
            if kind in ("ENDCG", "ENDGLSL"):
                i = m.end()
                continue
            end_word = "ENDGLSL" if kind == "GLSLPROGRAM" else "ENDCG"
            end = re.compile(r'\b%s\b' % end_word).search(text, m.end())
            stop = end.start() if end else n
            out.append((kind, text.count("\n", 0, m.end()) + 1, text[m.end():stop]))
            i = end.end() if end else n
            continue
        i += 1
    return out


def program(text, index):
    """The .cg text cgc compiles for the file's CGPROGRAM block `index`."""
    found = blocks(text)
    programs = [b for b in found if b[0] == "CGPROGRAM"]
    _, line, body = programs[index]
    parts = [PRELUDE]
    for kind, inc_line, inc_body in found:
        if kind == "CGINCLUDE":
            parts.append("#line %d\n%s\n" % (inc_line, inc_body))
    parts.append("#line %d\n%s\n" % (line, body))
    return "".join(parts)


PRAGMA = re.compile(r'^[ \t]*#[ \t]*pragma[ \t]+(\w+)[ \t]*([^\n]*)', re.M)


def pragmas(text, index):
    """[(name, [words])] of the #pragma lines that apply to CGPROGRAM block
    `index` (its own and the file's CGINCLUDE blocks'), comments removed."""
    found = blocks(text)
    programs = [b for b in found if b[0] == "CGPROGRAM"]
    bodies = [b[2] for b in found if b[0] == "CGINCLUDE"] + [programs[index][2]]
    out = []
    for body in bodies:
        body = re.sub(r'/\*.*?\*/', ' ', body, flags=re.S)
        for m in PRAGMA.finditer(body):
            out.append((m.group(1), m.group(2).split("//")[0].split()))
    return out


def count(text):
    return sum(1 for b in blocks(text) if b[0] == "CGPROGRAM")


def main():
    path, index = sys.argv[1], int(sys.argv[2])
    with open(path, encoding="utf-8", errors="surrogateescape", newline="") as f:
        text = f.read()
    sys.stdout.buffer.write(program(text, index).encode("utf-8", "surrogateescape"))


if __name__ == "__main__":
    main()
