!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/198_cgfx_globals.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.label
#semantic Torus
#semantic PSA
#semantic single
#semantic tagged : FOO
#semantic title
#semantic names
#semantic empty
#semantic named
#semantic la
#semantic ss
#semantic t
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var string label :  :  : 1 : 0
#var  Torus[0] :  :  : -1 : 0
#var  Torus[1] :  :  : -1 : 0
#var  PSA[0] :  :  : -1 : 0
#var  single :  :  : -1 : 0
#var  tagged : FOO :  : -1 : 0
#var string title :  :  : -1 : 0
#var string names[0] :  :  : -1 : 0
#var string names[1] :  :  : -1 : 0
#var string empty :  :  : -1 : 0
#var string named.n :  :  : -1 : 0
#var float4 named.v :  : c[0] : -1 : 1
#var float4 la[0].a :  :  : -1 : 0
#var half2 la[0].b :  :  : -1 : 0
#var float4 la[1].a :  : c[1] : -1 : 1
#var half2 la[1].b :  :  : -1 : 0
#var sampler2D ss[0] :  :  : -1 : 0
#var sampler2D ss[1] :  :  : -1 : 0
#var float4 t.pad :  :  : -1 : 0
#var sampler2D t.u[0] : FOO :  : -1 : 0
#var sampler2D t.u[1] : FOO :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#default label = "param"
#default title = "a"b\c	qAA"
#default names[0] = "one"
#default names[1] = "two"
#default named.n = "x"
#default named.v = 1 2 3 4
#default la[0]a = 1 2 3 4
#default la[0]b = 5 6
#default la[1]a = 7 8 9 10
#default la[1]b = 11 12
MUL   R0, v[0], c[1];
ADD   o[HPOS], R0, c[0];
END
# 2 instructions, 0 R-regs
