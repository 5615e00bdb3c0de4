#!/usr/bin/env python3
"""Build the third held-out field corpus (tests/field/heldout3/): Cg of a kind
the first two held-out corpora do not have -- Unity 4's ShaderLab programs
(the CGPROGRAM blocks of Unity 4.6's built-in shaders and of a Unity 4 game
framework), Maya cgfxShader effects and video compositing effects -- as (file, entry, defines) x profile
cases in corpus-real's manifest format, with cgc 3.1's verdicts and
instruction counts.

Usage: make_heldout3_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  (as scripts/make_heldout_manifest.py; OUT_DIR defaults to tests/field/heldout3)

Needs cgc on PATH. Conventions (see tests/field/heldout3/README.md):

  unity    every CGPROGRAM block of every .shader file is extracted by
           tests/field/heldout3/unity_block.py into `<file>.shader.b<N>.cg`
           (N = the block's index among the file's CGPROGRAM blocks): Unity's
           prelude (HLSLSupport.cginc, UnityShaderVariables.cginc), the file's
           CGINCLUDE blocks, the block. `#pragma vertex NAME` gives a vertex
           case (arbvp1, vp20, vp30), `#pragma fragment NAME` an arbfp1 case.
           Left out: `#pragma surface` blocks (Unity's generator writes their
           programs), blocks that name a geometry / hull / domain stage or
           `#pragma glsl` (not compiled by cgc for OpenGL), and blocks whose
           only_renderers / exclude_renderers leave out opengl. Arguments:
           -DSHADER_API_OPENGL, -I<built-in package>/CGIncludes, and for
           `#pragma multi_compile A B ...` lines (and the built-in
           multi_compile_* shortcuts, as SHORTCUTS spells them out) one case
           per keyword combination (the first 4 in order; `_` / `__` is no
           keyword).
  effects  .cgfx files: as make_heldout2_manifest.py's effects convention;
           a file that includes a file beside it as `#include <name>` gets
           -I<its folder> (Maya's cgfxShader searches the effect's folder).
  gpgpu    every .cg file's `main`, the stage found by probing cgc, as
           make_heldout2_manifest.py's gpgpu convention.

Blocks whose extracted text (without its #line lines) was already taken, and
effect files whose content is in corpus-real, the other held-out corpora, the
repository's tests/ or the Cg Toolkit examples (by sha256), are skipped.
"""
import itertools, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tests/field/heldout3"))
from make_heldout_manifest import Tree, git_dir, includes, sha, VERTEX, FRAGMENT  # noqa: E402
import make_heldout2_manifest as h2  # noqa: E402
import unity_block  # noqa: E402

# The built-in shader package whose CGIncludes every Unity case uses.
BUILTIN = ("imclab/UnityBuiltinShaders", "727e36398b0fa6b8189524834542e6149679d91e", "CGIncludes")

# (short name, owner/name, commit, convention, path prefixes; "!" = left out)
SOURCES = [
    # Unity 4.6.0f2's built-in shaders (DefaultResources, DefaultResourcesExtra).
    ("u46", "imclab/UnityBuiltinShaders", "727e36398b0fa6b8189524834542e6149679d91e", "unity", [""]),
    # Futile, a 2D framework for Unity 4: its own shaders, as of late 2014.
    ("futile", "MattRix/Futile", "477d692", "unity", ["FutileProject/Assets/Futile/"]),
    # Maya cgfxShader effects.
    ("mayafx", "orekamenpe/maya-shaders", "HEAD", "effects", [""]),
    ("todyfx", "tody411/MayaCGFX", "HEAD", "effects", [""]),
    # Video compositing effects: Jahshaka's GPU effect plugins and library
    # shaders, and openlibraries' effect shaders (a 2008 GNU copy); their
    # Makefiles compile every file's `main`.
    ("jah", "gitGNU/gnu_freemediatools", "HEAD", "gpgpu", ["FreeMediaTools/jahshaka/"]),
    ("olib", "gitGNU/gnu_freemediatools", "HEAD", "gpgpu", ["FreeMediaTools/openlibraries/"]),
]

BLOCK_FILE = re.compile(r'^(.*\.shader)\.b(\d+)\.cg$')
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)


def decode(data):
    return data.decode("utf-8", "surrogateescape")


def encode(text):
    return text.encode("utf-8", "surrogateescape")


class Unity:
    """Reads a tree's .shader files and the built-in package's includes."""

    def __init__(self, trees, mirrors):
        source, commit, inc = BUILTIN
        if (source, commit) not in trees:
            t = Tree(git_dir(mirrors, source), commit)
            t.owner, t.name = source.split("/")
            trees[(source, commit)] = t
        self.builtin = trees[(source, commit)]
        self.inc_dir = inc

    def include_files(self, tree, directory, text, seen):
        """(tree, path) of every file `text` (in `directory` of `tree`)
        includes, found as cgc finds them: beside the including file, then
        in the -I folder (the built-in package's CGIncludes)."""
        for name in INCLUDE.findall(text):
            for t, d in ((tree, directory), (self.builtin, self.inc_dir)):
                candidate = os.path.normpath(os.path.join(d, name))
                if candidate in t.paths:
                    if (t, candidate) not in seen:
                        seen.add((t, candidate))
                        self.include_files(t, os.path.dirname(candidate), decode(t.read(candidate)), seen)
                    break
        return seen


def angle_include_dir(tree, path):
    """`-I<its folder>` for a file that includes a file beside it with
    `#include <name>` (cgc looks for <...> only in -I folders; Maya's
    cgfxShader passes the effect's folder), else no argument."""
    here = os.path.dirname(path)
    for name in re.findall(r'^\s*#\s*include\s*<([^>]+)>', decode(tree.read(path)), re.M):
        if os.path.normpath(os.path.join(here, name)) in tree.paths:
            return "-I%s+%s/%s" % (tree.owner, tree.name, here)
    return ""


def stage_words(prags, name):
    return [w for n, words in prags if n == name for w in words[:1]]


def renderer_ok(prags):
    for n, words in prags:
        if n == "only_renderers" and "opengl" not in words:
            return False
        if n == "exclude_renderers" and "opengl" in words:
            return False
    return True


# Unity 4's built-in multi_compile shortcuts, as keyword lines (a subset of
# Unity's own sets: the light types and the main shadow switches).
SHORTCUTS = {
    "multi_compile_particles": [["_", "SOFTPARTICLES_ON"]],
    "multi_compile_shadowcaster": [["SHADOWS_DEPTH", "SHADOWS_CUBE"]],
    "multi_compile_shadowcollector": [["_", "SHADOWS_SPLIT_SPHERES"]],
    "multi_compile_lightpass": [["POINT", "DIRECTIONAL", "SPOT", "POINT_COOKIE", "DIRECTIONAL_COOKIE"]],
    "multi_compile_fwdbase": [["DIRECTIONAL"], ["SHADOWS_OFF", "SHADOWS_SCREEN"], ["LIGHTMAP_OFF", "LIGHTMAP_ON"]],
    "multi_compile_fwdadd": [["POINT", "DIRECTIONAL", "SPOT", "POINT_COOKIE", "DIRECTIONAL_COOKIE"]],
}


def keyword_variants(prags):
    lines = []
    for n, words in prags:
        if n == "multi_compile" and words:
            lines.append(words)
        for line in SHORTCUTS.get(n, []):
            if not (line[0] == "LIGHTMAP_OFF" and "nolightmap" in words):
                lines.append(line)
    lines = [[None if w.strip("_") == "" else w for w in words] for words in lines]
    return [tuple(k for k in combo if k) for combo in itertools.product(*lines)][:4] if lines else [()]


def unity_cases(tree, prefixes, unity, dest):
    """[(block path, entry, args, stage, text, dedup key, [(tree, include)])]"""
    cases = []
    inc_arg = "-I%s+%s/%s" % (unity.builtin.owner, unity.builtin.name, unity.inc_dir)
    for p in tree.paths:
        if not p.endswith(".shader") or not h2.wanted(p, prefixes):
            continue
        text = decode(tree.read(p))
        for index in range(unity_block.count(text)):
            prags = unity_block.pragmas(text, index)
            names = {n for n, _ in prags}
            if names & {"surface", "geometry", "hull", "domain", "glsl"} or not renderer_ok(prags):
                continue
            stages = [(e, VERTEX) for e in stage_words(prags, "vertex")[:1]] + \
                     [(e, FRAGMENT) for e in stage_words(prags, "fragment")[:1]]
            if not stages:
                continue
            program = unity_block.program(text, index)
            key = sha(encode("".join(l for l in program.splitlines(True) if not l.startswith("#line "))))
            block = "%s.b%d.cg" % (p, index)
            target = os.path.join(dest, tree.owner + "+" + tree.name, block)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as f:
                f.write(encode(program))
            incs = unity.include_files(tree, os.path.dirname(p), program, set())
            for t, ip in incs:
                out = os.path.join(dest, t.owner + "+" + t.name, ip)
                os.makedirs(os.path.dirname(out), exist_ok=True)
                with open(out, "wb") as f:
                    f.write(t.read(ip))
            for keys in keyword_variants(prags):
                args = " ".join(["-DSHADER_API_OPENGL", inc_arg] + ["-D" + k for k in keys])
                for entry, stage in stages:
                    cases.append((block, entry, args, stage, program, key, incs))
    return cases


def used_files(keep, trees, unity, dest):
    """The (source, path) pairs the kept cases read: a Unity block's file and
    the includes Unity hands cgc with it, another case's file and its
    `#include`s."""
    used = set()
    for r, _ in keep:
        tree = next(t for (s, c), t in trees.items() if s == r[1] and t.commit == r[2])
        if r[8] == "unity":
            used.add((r[1], r[3]))
            program = decode(open(os.path.join(dest, r[1].replace("/", "+"), r[3]), "rb").read())
            used |= {(t.owner + "/" + t.name, ip)
                     for t, ip in unity.include_files(tree, os.path.dirname(r[3]), program, set())}
        else:
            used |= {(r[1], p) for p in [r[3]] + sorted(includes(tree, r[3], r[6], set()))}
    return used


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout3")
    dest = os.path.abspath(dest)
    os.makedirs(cgc_out, exist_ok=True)
    known = h2.known_digests() | h2.corpus_digests("heldout2")
    rows, files, taken, trees = [], {}, {}, {}
    unity = None
    for short, source, commit, convention, prefixes in SOURCES:
        if (source, commit) not in trees:
            tree = Tree(git_dir(mirrors, source), commit)
            tree.owner, tree.name = source.split("/")
            trees[(source, commit)] = tree
        tree = trees[(source, commit)]
        if convention == "unity":
            unity = unity or Unity(trees, mirrors)
            cases = unity_cases(tree, prefixes, unity, dest)
        else:
            cases = [(p, e, a or angle_include_dir(tree, p), s, None, sha(tree.read(p)), None)
                     for p, e, a, s in h2.CONVENTIONS[convention](tree, prefixes, dest, cgc_out)]
        variants = {}
        for path, entry, args, stage, program, key, incs in cases:
            if key in known or taken.get(key, (source, path)) != (source, path):
                continue
            taken[key] = (source, path)
            m = BLOCK_FILE.match(path)
            base = m.group(1) if m else path
            stem = re.sub(r"[^A-Za-z0-9_-]", "_", os.path.splitext(os.path.basename(base))[0])
            ident = "%s.%s.%s" % (short, stem, ("b%s." % m.group(2) if m else "") + entry)
            if (path, args) in variants.setdefault(ident, []):
                continue
            variants[ident].append((path, args))
            if len(variants[ident]) > 1:
                ident += ".%d" % (len(variants[ident]) - 1)
            if program is not None:
                digest = sha(encode(program))
                files[(source, path)] = (tree.commit, digest)
                for t, ip in incs:
                    files[(t.owner + "/" + t.name, ip)] = (t.commit, sha(t.read(ip)))
            else:
                digest = key
                for p in [path] + sorted(includes(tree, path, args, set())):
                    files[(source, p)] = (tree.commit, sha(tree.read(p)))
            for profile in stage:
                rows.append([ident, source, tree.commit, path, entry, profile, args, digest, convention])
    ids = {}
    for r in rows:
        ids.setdefault((r[0], r[5]), []).append(r)
    assert all(len(v) == 1 for v in ids.values()), "duplicate case ids"

    keep = h2.run_cgc(rows, dest, cgc_out)
    h2.write_corpus(out_dir, keep, files, used_files(keep, trees, unity, dest))

if __name__ == "__main__":
    main()
