!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/071_instr_fragment_ops.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.s
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var sampler2D s :  :  : 2 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[0] = 1 0 0.5
PARAM c[1] = { { 1, 0, 0.5 } };
TEMP R0;
TEMP R1;
SGE R0.x, fragment.color.primary.w, c[0].z;
ABS R0.x, R0;
CMP R0.x, -R0, c[0].y, c[0];
CMP R0.w, -R0.x, fragment.texcoord[0].y, fragment.texcoord[0].x;
SLT R1.x, fragment.color.primary, c[0].z;
POW R0.z, fragment.texcoord[0].z, fragment.texcoord[0].w;
SIN R0.x, fragment.texcoord[0].x;
COS R0.y, fragment.texcoord[0].y;
MOV_SAT result.color, R0;
KIL -R1.x;
END
# 10 instructions, 2 R-regs
