#!/usr/bin/env python3
"""Check the constant-packing model of docs/cgc-output-format.md §6.2 against cgc outputs.

Usage (repo root): scripts/check-const-packing.py 'tests/header/*.asm'
For each output with #const lines, re-derives the value set of every constant
operand from the printed instructions, re-packs them in *printed* order with the
first-fit rules, and reports files whose #const lines differ.
"""
import re,sys,glob
def parse(path):
    L=open(path).read().split('\n')
    consts={}; used=set()
    for l in L:
        m=re.match(r'#const c\[(\d+)\] = (.*)',l)
        if m: consts[int(m.group(1))]=m.group(2).split()
        m=re.match(r'#var .* : c\[(\d+)\](, (\d+))? : ',l)
        if m:
            n=int(m.group(1)); k=int(m.group(3) or 1)
            used.update(range(n,n+k))
        m=re.match(r'#var .* : state\..* : c\[(\d+)\](, (\d+))? : ',l)
    ops=[]
    started=False
    for l in L:
        if l.startswith('#') or l.startswith('!!') or l.startswith('PARAM') or l.startswith('\t') or l.startswith('TEMP') or l.startswith('ADDRESS') or l.startswith('OPTION') or l.endswith(':') or l=='END' or not l: continue
        # operands after opcode
        body=l.split(None,1)[1] if ' ' in l else ''
        parts=[p.strip() for p in body.rstrip(';').split(',')]
        for p in parts[1:]:
            m=re.match(r'-?\|?c\[(\d+)\](?:\.([xyzw]+))?',p)
            if m and int(m.group(1)) in consts:
                r=int(m.group(1)); sw=m.group(2) or 'xyzw'
                if len(sw)==1: sw=sw
                vals=consts[r]
                seq=[]
                for ch in sw:
                    i='xyzw'.index(ch)
                    v=vals[i] if i<len(vals) else None
                    if v is not None and v not in seq: seq.append(v)
                ops.append(seq)
    return consts,used,ops
def simulate(consts,used,ops,order):
    regs={}  # r -> list of values
    def free(r): return r not in used
    for seq in order(ops):
        # reuse
        done=False
        for r in sorted(regs):
            if all(v in regs[r] for v in seq): done=True;break
        if done: continue
        r=0
        while True:
            if r in used: r+=1; continue
            cur=regs.get(r,[])
            miss=[v for v in seq if v not in cur]
            if len(cur)+len(miss)<=4:
                regs[r]=cur+miss; break
            r+=1
    return {r:v for r,v in regs.items()}
fo=lambda ops: ops
bad=0;tot=0
for f in sorted(glob.glob(sys.argv[1])):
    c,u,o=parse(f)
    if not c: continue
    tot+=1
    res=simulate(c,u,o,fo)
    if res!=c:
        bad+=1; print('MISMATCH',f.split('/')[-1]); print('  cgc',c); print('  sim',res)
print(bad,'of',tot,'mismatch')
