#!/usr/bin/env python3
"""Build the held-out field corpus (tests/field/heldout/): Cg shaders of public
projects that the rest of the test suite has never used, as (file, entry,
defines) x profile cases in corpus-real's manifest format, with cgc 3.1's
verdicts and instruction counts.

Usage: make_heldout_manifest.py MIRROR_ROOT DEST CGC_OUT [OUT_DIR]
  MIRROR_ROOT  bare mirrors as MIRROR_ROOT/<owner>+<name>/repo (the `fetch`
               tool's layout)
  DEST         where the shaders are written (DEST/<owner>+<name>/<path>),
               the tree materialize.sh makes
  CGC_OUT      cgc's outputs, <id>.<profile>.asm / .log (run-cgc.sh's layout)
  OUT_DIR      where manifest.tsv and files.tsv go (default tests/field/heldout)

Needs cgc on PATH. Entries, stages and defines come from each project's own
loading code or scripts (see SOURCES and tests/field/heldout/README.md):

  ogre   every `vertex_program|fragment_program NAME cg { ... }` of the
         project's .program / .material scripts: `source`, `entry_point`
         (Ogre's default is main) and `compile_arguments`; the source file is
         found by name as Ogre's resource groups do, nearest the script first.
  zzogl  PCSX2's ZZOgl Cg plugin: the entries and -D/-I arguments its
         ZZoglShaders.cpp / zerogsshaders.h pass to cgCreateProgramFromFile.

Vertex entries are compiled for arbvp1, vp20 and vp30, fragment entries for
arbfp1. Files whose content is already in corpus-real ($CORPUS_REAL/files.tsv) or
already taken from another path are skipped, so every case is new code.
"""
import hashlib, os, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERTEX = ["arbvp1", "vp20", "vp30"]
FRAGMENT = ["arbfp1"]

# (short name, owner/name, commit, convention, path prefixes searched; a
# prefix with "!" is left out)
SOURCES = [
    ("ogre", "OGRECave/ogre", "v1-9-0", "ogre", ["Samples/Media/"]),
    ("frapper", "FilmakademieRnd/Frapper", "HEAD", "ogre", ["bin/x64/resources/", "plugins/"]),
    # The Cg programs were deleted in f58c332319df (2012); taken just before.
    ("rviz", "ros-visualization/rviz", "f58c332319df^", "ogre", ["ogre_media/"]),
    ("zzogl", "tsiru/pcsx2", "HEAD", "zzogl", ["plugins/zzogl-pg-cg/opengl/"]),
    # The add-on libraries' demos (Caelum, PLSM2, Hydrax, PSSM, ...); the
    # copy of OGRE's own sample media is left out.
    ("pyogre", "Frizlab/python-ogre", "HEAD", "ogre", ["python-ogre/demos/", "Community/",
                                                      "!python-ogre/demos/media/"]),
    ("scape", "OGRECave/scape", "HEAD", "ogre", [""]),
    ("caelum", "OGRECave/ogre-caelum", "HEAD", "ogre", [""]),
    ("ogitor", "OGRECave/ogitor", "HEAD", "ogre", [""]),
    ("gpgpu", "OGRECave/ogre-gpgpu", "HEAD", "ogre", [""]),
]


def git_dir(mirrors, source):
    """A mirror's git directory: MIRROR_ROOT/<owner>+<name>/repo, bare or
    (as `fetch` brings some) a work tree holding .git."""
    repo = os.path.join(mirrors, source.replace("/", "+"), "repo")
    return os.path.join(repo, ".git") if os.path.isdir(os.path.join(repo, ".git")) else repo


def git(gd, *args):
    return subprocess.run(["git", "--git-dir", gd] + list(args), capture_output=True,
                          check=True).stdout


class Tree:
    def __init__(self, gd, commit):
        self.gd = gd
        self.commit = git(gd, "rev-parse", commit + "^{commit}").decode().strip()
        self.paths = git(gd, "ls-tree", "-r", "--name-only", self.commit).decode().splitlines()
        self.by_name = {}
        for p in self.paths:
            self.by_name.setdefault(os.path.basename(p), []).append(p)
        self.cache = {}

    def read(self, path):
        if path not in self.cache:
            self.cache[path] = git(self.gd, "show", "%s:%s" % (self.commit, path))
        return self.cache[path]

    def find(self, name, near):
        """The file called `name` nearest the directory `near` (Ogre resolves
        program sources by name over its resource locations)."""
        here = os.path.normpath(os.path.join(near, name))
        if here in self.by_name.get(os.path.basename(name), []):
            return here
        found = self.by_name.get(os.path.basename(name), [])
        if not found:
            return None
        return max(found, key=lambda p: (len(os.path.commonpath([p, near])) if near else 0, -len(p)))


def block(text, start):
    """The text between the brace at or after `start` and its match."""
    open_at = text.find("{", start)
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return text[open_at + 1:i]
    return text[open_at + 1:]


def top_level(body):
    """Lines of a script block outside its nested blocks (default_params)."""
    depth, lines = 0, []
    for line in body.splitlines():
        line = line.split("//")[0].strip()
        if depth == 0 and line and not line.startswith("{"):
            lines.append(line)
        depth += line.count("{") - line.count("}")
    return lines


PROGRAM = re.compile(r"^\s*(vertex_program|fragment_program)\s+(\S+)\s+cg\b", re.M)


def wanted(path, prefixes):
    return path.startswith(tuple(p for p in prefixes if not p.startswith("!"))) and \
        not path.startswith(tuple(p[1:] for p in prefixes if p.startswith("!")))


def ogre_cases(tree, prefixes):
    cases = []
    for script in tree.paths:
        if not script.endswith((".program", ".material")) or not wanted(script, prefixes):
            continue
        text = tree.read(script).decode("utf-8", "replace")
        for m in PROGRAM.finditer(text):
            fields = {}
            for line in top_level(block(text, m.end())):
                key, _, value = line.partition(" ")
                fields.setdefault(key, value.strip())
            if "source" not in fields:
                continue
            path = tree.find(fields["source"], os.path.dirname(script))
            if path is None:
                continue
            stage = VERTEX if m.group(1) == "vertex_program" else FRAGMENT
            args = " ".join(fields.get("compile_arguments", "").split())
            cases.append((path, fields.get("entry_point", "main"), args, stage))
    return cases


def zzogl_cases(tree, prefixes):
    base = prefixes[0]
    fx = base + "ps2hw.fx"
    inc = lambda ctx: "-I%s+%s/%s%s" % (tree.owner, tree.name, base, ctx)
    cases = []
    # ZZshLoadExtraEffects: vertex shaders for both contexts, with and
    # without WRITE_DEPTH; the fixed fragment shaders with context 0.
    for vs in ("RegularVS", "TextureVS", "RegularFogVS", "TextureFogVS"):
        for ctx in ("ctx0", "ctx1"):
            for depth in ("", " -DWRITE_DEPTH"):
                cases.append((fx, vs, inc(ctx) + depth, VERTEX))
    cases.append((fx, "BitBltVS", inc("ctx0"), VERTEX))
    for ps in ("RegularPS", "RegularFogPS"):
        for depth in ("", " -DWRITE_DEPTH"):
            cases.append((fx, ps, inc("ctx0") + depth, FRAGMENT))
    for ps in ("BitBltPS", "BitBltAAPS", "BitBltDepthPS", "CRTCTargPS", "CRTCTargInterPS", "CRTCPS",
               "CRTCPS_Nearest", "CRTCInterPS_Nearest", "CRTCInterPS", "CRTC24PS", "CRTC24InterPS",
               "ZeroPS", "BaseTexturePS", "Convert16to32PS", "Convert32to16PS"):
        cases.append((fx, ps, inc("ctx0"), FRAGMENT))
    # LoadShaderFromType: Texture{Fog}{filter}_{type}PS with the texture-wrap
    # define; every wrap mode with the other switches off, and once with all
    # of them on (context 1, WRITE_DEPTH, TEST_AEM, EXACT_COLOR,
    # ACCURATE_DECOMPRESSION).
    for fog in ("", "Fog"):
        for texfilter in (0, 1):
            for textype in ("32", "tex32", "clut32", "tex32to16", "tex16to8h"):
                entry = "Texture%s%d_%sPS" % (fog, texfilter, textype)
                for wrap in ("-DREPEAT", "-DCLAMP", "-DREGION_REPEAT", ""):
                    cases.append((fx, entry, " ".join(filter(None, [inc("ctx0"), wrap])), FRAGMENT))
                cases.append((fx, entry, inc("ctx1") + " -DREPEAT -DWRITE_DEPTH -DTEST_AEM -DEXACT_COLOR"
                              " -DACCURATE_DECOMPRESSION", FRAGMENT))
    return cases


INCLUDE = re.compile(rb'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)


def includes(tree, path, args, seen):
    """Files `path` includes, found as cgc finds them: beside the including
    file, then in the -I folders of the case."""
    dirs = [os.path.dirname(path)] + [a[2:].split("/", 1)[1] for a in args.split() if a.startswith("-I")]
    for name in INCLUDE.findall(tree.read(path)):
        name = name.decode()
        for d in dirs:
            candidate = os.path.normpath(os.path.join(d, name))
            if candidate in tree.paths and candidate not in seen:
                seen.add(candidate)
                includes(tree, candidate, args, seen)
                break
    return seen


def sha(data):
    return hashlib.sha256(data).hexdigest()


def cgc_verdicts(rows, dest, cgc_out):
    """cgc's verdict ("0" or "1") and instruction count for every case row
    (id, source, commit, path, entry, profile, args, ...), two at a time,
    its program and log written to cgc_out as run-cgc.sh writes them."""
    def run(row):
        ident, source, _, path, entry, profile, args = row[:7]
        asm = os.path.join(cgc_out, "%s.%s.asm" % (ident, profile))
        if os.path.exists(asm):
            os.remove(asm)
        p = subprocess.run(["cgc", "-profile", profile, "-entry", entry] + args.split() +
                           [source.replace("/", "+") + "/" + path, "-o", asm],
                           cwd=dest, capture_output=True, text=True, errors="replace")
        with open(os.path.join(cgc_out, "%s.%s.log" % (ident, profile)), "w") as f:
            f.write(p.stdout + p.stderr)
        if p.returncode == 0 and os.path.exists(asm):
            m = re.search(r"^# (\d+) instructions", open(asm).read(), re.M)
            return "0", m.group(1) if m else ""
        return "1", ""

    with ThreadPoolExecutor(2) as pool:
        return list(pool.map(run, rows))


def main():
    mirrors, dest, cgc_out = sys.argv[1:4]
    out_dir = sys.argv[4] if len(sys.argv) > 4 else os.path.join(ROOT, "tests/field/heldout")
    # corpus-real's files, skipped: as scripts/field_real.py finds them.
    creal = os.environ.get("CORPUS_REAL", os.path.join(ROOT, "..", "shared", "corpus-real"))
    if not os.path.isdir(creal):
        sys.exit("no corpus-real in %s: set CORPUS_REAL to its directory" % creal)
    with open(os.path.join(creal, "files.tsv")) as f:
        known = {line.rstrip("\n").split("\t")[3] for line in f.readlines()[1:]}
    rows, files, taken = [], {}, {}
    for short, source, commit, convention, prefixes in SOURCES:
        tree = Tree(git_dir(mirrors, source), commit)
        tree.owner, tree.name = source.split("/")
        cases = (ogre_cases if convention == "ogre" else zzogl_cases)(tree, prefixes)
        variants = {}
        for path, entry, args, stage in cases:
            digest = sha(tree.read(path))
            if digest in known or taken.get(digest, (source, path)) != (source, path):
                continue
            taken[digest] = (source, path)
            stem = re.sub(r"[^A-Za-z0-9_-]", "_", os.path.splitext(os.path.basename(path))[0])
            # Another path with the same file name, or other defines, make
            # another id: <project>.<stem>.<entry>.N.
            ident = "%s.%s.%s" % (short, stem, entry)
            if (path, args) in variants.setdefault(ident, []):
                continue
            variants[ident].append((path, args))
            if len(variants[ident]) > 1:
                ident += ".%d" % (len(variants[ident]) - 1)
            for p in [path] + sorted(includes(tree, path, args, set())):
                files[(source, p)] = (tree.commit, sha(tree.read(p)))
                target = os.path.join(dest, source.replace("/", "+"), p)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "wb") as f:
                    f.write(tree.read(p))
            for profile in stage:
                rows.append([ident, source, tree.commit, path, entry, profile, args, digest])
    ids = {}
    for r in rows:
        ids.setdefault((r[0], r[5]), []).append(r)
    assert all(len(v) == 1 for v in ids.values()), "duplicate case ids"
    os.makedirs(cgc_out, exist_ok=True)

    verdicts = cgc_verdicts(rows, dest, cgc_out)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "manifest.tsv"), "w") as f:
        f.write("id\tsource\tcommit\tpath\tentry\tprofile\targs\tcgc_rc\tcgc_instr\tsha256\n")
        for row, (rc, instr) in zip(rows, verdicts):
            f.write("\t".join(row[:7] + [rc, instr, row[7]]) + "\n")
    with open(os.path.join(out_dir, "files.tsv"), "w") as f:
        f.write("source\tcommit\tpath\tsha256\n")
        for (source, path), (commit, digest) in sorted(files.items()):
            f.write("\t".join([source, commit, path, digest]) + "\n")
    print("%d cases, %d accepted by cgc, %d files" % (len(rows), sum(v[0] == "0" for v in verdicts),
                                                       len(files)))


if __name__ == "__main__":
    main()
