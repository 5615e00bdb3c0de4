#!/usr/bin/env python3
"""The Cg program Crystal Space's glcg plugin hands to cgc for the N-th
<cgvp>/<cgfp> element of a shader file (.xml, .cgvp, .cgfp), as a git tree
holds it.

Usage: cs_program.py GIT_DIR COMMIT PATH N      prints the program
       cs_program.py GIT_DIR COMMIT PATH        lists the file's programs
                                                (index, type, entry, args)

Crystal Space (plugins/video/render3d/shader/shaderplugins/glshader_cg)
reads a program element as:
  <cgvp> | <cgfp>
    <entry>NAME</entry>               the entry (default main)
    <compilerargs>ARGS</compilerargs> extra cgc arguments (-posinv)
    <program>TEXT</program>           the source: its text and CDATA
                                      sections in order, each
                                      <?Include FILE?> replaced by FILE's
                                      <include> document (relative to the
                                      including file, or a VFS path /X ->
                                      data/X)
    <program file="FILE"/>            the source is FILE's program element
A program that needs Crystal Space's template processor (any other <?...?>
instruction: <?if?>, <?Template?>, <?Generate?>, $VAR$ substitutions of a
<?Template?>) cannot be made without the engine's runtime state: `programs`
marks it unusable (None) and the corpus leaves it out.
"""
import os, re, subprocess, sys

ELEMENT = re.compile(r'<(cg[vf]p)\b[^>]*?(/?)>', re.S)
ENTITIES = {"&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": '"', "&apos;": "'"}


class Unusable(Exception):
    pass


def git_reader(git_dir, commit):
    def read(path):
        p = subprocess.run(["git", "--git-dir", git_dir, "show", "%s:%s" % (commit, path)],
                           capture_output=True)
        if p.returncode != 0:
            raise Unusable("no file %s" % path)
        return p.stdout.decode("utf-8", "surrogateescape")
    return read


def resolve(name, here):
    """A CS file name as the shader loader finds it: a VFS path (/shader/x
    is data/shader/x), else relative to the including file's folder."""
    name = name.strip()
    if name.startswith("/"):
        return os.path.normpath("data" + name)
    return os.path.normpath(os.path.join(here, name))


def text_of(body, here, read, depth=0):
    """The text CS's document system gives for `body`: text (entities
    decoded) and CDATA in order, comments dropped, includes expanded."""
    if depth > 8:
        raise Unusable("include depth")
    out, i = [], 0
    while i < len(body):
        j = body.find("<", i)
        if j < 0:
            out.append(decode(body[i:]))
            break
        out.append(decode(body[i:j]))
        if body.startswith("<![CDATA[", j):
            k = body.find("]]>", j)
            out.append(body[j + 9:k])
            i = k + 3
        elif body.startswith("<!--", j):
            i = body.find("-->", j) + 3
        elif body.startswith("<?", j):
            k = body.find("?>", j)
            words = body[j + 2:k].split(None, 1)
            if not words or words[0] != "Include" or len(words) < 2:
                raise Unusable("template instruction <?%s?>" % body[j + 2:k].strip())
            path = resolve(words[1], here)
            inc = read(path)
            m = re.search(r'<include\b[^>]*>(.*)</include>', inc, re.S)
            if m is None:
                raise Unusable("no <include> in %s" % path)
            out.append(text_of(m.group(1), os.path.dirname(path), read, depth + 1))
            i = k + 2
        else:
            # An element inside the text: not a plain program.
            raise Unusable("element in program text")
        if i < j:
            raise Unusable("unterminated markup")
    return "".join(out)


def decode(text):
    return re.sub(r'&(lt|gt|amp|quot|apos);', lambda m: ENTITIES[m.group(0)], text)


def child(body, tag):
    """(attributes, contents) of the first <tag> child of body, or None;
    contents None for an empty element."""
    m = re.search(r'<%s\b([^>]*?)(/?)>' % tag, body, re.S)
    if m is None:
        return None
    if m.group(2) == "/":
        return m.group(1), None
    end = body.find("</%s>" % tag, m.end())
    return m.group(1), body[m.end():end if end >= 0 else len(body)]


def elements(text):
    """(type, body) of every <cgvp>/<cgfp> element of a file, in order."""
    found, pos = [], 0
    while True:
        m = ELEMENT.search(text, pos)
        if m is None:
            return found
        if m.group(2) == "/":
            found.append((m.group(1), ""))
            pos = m.end()
            continue
        end = text.find("</%s>" % m.group(1), m.end())
        end = len(text) if end < 0 else end
        found.append((m.group(1), text[m.end():end]))
        pos = end


def program(kind, body, path, read, depth=0):
    """(source, entry, compiler args) of one program element."""
    entry = child(body, "entry")
    entry = decode(entry[1]).strip() if entry and entry[1] else "main"
    args = child(body, "compilerargs")
    args = " ".join(decode(args[1]).split()) if args and args[1] else ""
    prog = child(body, "program")
    if prog is None:
        raise Unusable("no <program>")
    attrs, contents = prog
    m = re.search(r'\bfile\s*=\s*"([^"]*)"', attrs)
    if m:
        if depth > 4:
            raise Unusable("file depth")
        other = resolve(m.group(1), os.path.dirname(path))
        inner = [b for k, b in elements(read(other)) if k == kind]
        if not inner:
            raise Unusable("no <%s> in %s" % (kind, other))
        source, e2, a2 = program(kind, inner[0], other, read, depth + 1)
        return source, entry if child(body, "entry") else e2, " ".join(filter(None, [a2, args]))
    if "$" in (contents or "") and re.search(r'\$[A-Za-z_]+\$', contents):
        raise Unusable("template variable")
    return text_of(contents or "", os.path.dirname(path), read), entry, args


def programs(read, path):
    """[(index, kind, source or None, entry, args)] for a file."""
    out = []
    for n, (kind, body) in enumerate(elements(read(path))):
        try:
            source, entry, args = program(kind, body, path, read)
            out.append((n, kind, source, entry, args))
        except Unusable:
            out.append((n, kind, None, None, None))
    return out


def main():
    git_dir, commit, path = sys.argv[1:4]
    read = git_reader(git_dir, commit)
    progs = programs(read, path)
    if len(sys.argv) > 4:
        n = int(sys.argv[4])
        if n >= len(progs) or progs[n][2] is None:
            sys.exit("cs_program.py: no usable program %d in %s" % (n, path))
        sys.stdout.buffer.write(progs[n][2].encode("utf-8", "surrogateescape"))
    else:
        for n, kind, source, entry, args in progs:
            print("%d\t%s\t%s\t%s" % (n, kind, entry if source is not None else "-", args or ""))


if __name__ == "__main__":
    main()
