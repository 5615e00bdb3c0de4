#!/usr/bin/env python3
"""Second layer of the field test: for the Toolkit cases cgrs rejects on a parser/CgFX
construct (geometry syntax, sampler_state, technique, program arrays, uniform blocks,
semantic modifiers, precise), remove those constructs textually in a temporary copy
(never stored), recompile with cgc and cgrs and classify again. Shows what hides
behind the first error. Needs tests/field/results.json from scripts/field-test.sh."""
import tempfile
import json,re,os,subprocess,sys
sys.path.insert(0,os.path.dirname(os.path.abspath(__file__))); import field_test as ft
ROOT=os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
R=json.load(open(os.path.join(ROOT,'tests/field/results.json')))
WORK=tempfile.mkdtemp()
def block_end(t,i):
    d=0
    while i<len(t):
        if t[i]=='{': d+=1
        elif t[i]=='}':
            d-=1
            if d==0: return i+1
        i+=1
    return i
def strip(t, entry):
    t=re.sub(r'=\s*sampler_state\s*\{[^}]*\}','',t)
    # remove top-level technique / vertexshader arrays / uniform blocks / functions with gp syntax
    out=[];i=0
    pat=re.compile(r'^(technique\b|vertexshader\b|pixelshader\b|uniform\s+\w+\s*\{|(TRIANGLE|LINE_ADJ|LINE|POINT|TRIANGLE_ADJ|gp5\w+|gp4\w+)\b)',re.M)
    while True:
        m=pat.search(t,i)
        if not m: out.append(t[i:]); break
        out.append(t[i:m.start()])
        j=t.find('{',m.start()); j=block_end(t,j)
        if t[j:j+1]==';' : j+=1
        i=j
    t=''.join(out)
    # functions whose parameter list mentions AttribArray (not the entry)
    def rmfun(t):
        for m in re.finditer(r'^[^\n;{}]*?(\w+)\s*\([^;{]*AttribArray[^;{]*\)[^;{]*\{',t,re.M|re.S):
            if m.group(1)!=entry:
                e=block_end(t,m.end()-1); return rmfun(t[:m.start()]+t[e:])
        return t
    t=rmfun(t)
    t=re.sub(r'(TEXCOORD\d+|COLOR\d*)\.(FLAT|CENTROID|NOPERSPECTIVE)',r'\1',t)
    t=re.sub(r'\bprecise\s+','',t)
    return t
for r in R:
    if r['source']!='toolkit' or r['verdict']!='rejected': continue
    if not re.search(r'AttribArray|TRIANGLE|LINE_ADJ|gp5|sampler_state|vertexshader|Buffer|Material|precise|float4"|\x27\.\x27|unexpected',r.get('detail','')): continue
    src=os.path.join(ft.TOOLKIT,r['file'])
    t=strip(open(src,errors='replace').read(), r['entry'])
    p=''+WORK+'/x'+os.path.splitext(src)[1]
    open(p,'w').write(t)
    ok,_=ft.cgc(p,r['entry'],r['profile'],''+WORK+'/t.asm')
    if not ok: print('cgc-fails-after-strip',r['profile'],r['entry'],r['file']); continue
    res=ft.test_case(ft.os.path.join(os.path.join(ROOT,'target/debug/cgrs')),p,r['entry'],r['profile'],''+WORK+'','s')
    print(res['verdict'],r['profile'],r['entry'],r['file'],res.get('detail','')[:150])
