!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -unroll none -profile arbfp1
# source file: tests/glsl/cases/flow_unroll_none.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program short_break
#var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 short_break : $vout.COLOR : COL : -1 : 1
#const c[0] = 1 -1 0
PARAM c[1] = { { 1, -1, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
ADD R0.x, fragment.texcoord[0], -c[0];
CMP R1.x, -R0, c[0].y, c[0].z;
ADD R2, fragment.texcoord[0], fragment.texcoord[0];
CMP R0, R1.x, fragment.texcoord[0], R2;
SGE R2.x, R1, c[0].z;
SLT R1.y, c[0].x, R0.x;
MUL R1.y, R2.x, R1;
CMP R2.y, -R1, c[0], R1.x;
SGE R2.z, R2.y, c[0];
MUL R2.x, R2, R2.z;
ADD R1, fragment.texcoord[0], R0;
CMP R0, -R2.x, R1, R0;
SLT R1.x, c[0], R0;
MUL R1.x, R2, R1;
CMP R2.y, -R1.x, c[0], R2;
SGE R2.z, R2.y, c[0];
MUL R2.x, R2, R2.z;
ADD R1, fragment.texcoord[0], R0;
CMP R0, -R2.x, R1, R0;
SLT R1.x, c[0], R0;
MUL R1.x, R2, R1;
CMP R2.y, -R1.x, c[0], R2;
SGE R2.z, R2.y, c[0];
MUL R2.x, R2, R2.z;
ADD R1, fragment.texcoord[0], R0;
CMP R0, -R2.x, R1, R0;
SLT R1.x, c[0], R0;
MUL R1.x, R2, R1;
CMP R2.y, -R1.x, c[0], R2;
SGE R2.z, R2.y, c[0];
MUL R2.x, R2, R2.z;
ADD R1, fragment.texcoord[0], R0;
CMP R0, -R2.x, R1, R0;
SLT R1.x, c[0], R0;
MUL R1.x, R2, R1;
CMP R2.y, -R1.x, c[0], R2;
SGE R2.z, R2.y, c[0];
ADD R1, fragment.texcoord[0], R0;
MUL R2.x, R2, R2.z;
CMP R0, -R2.x, R1, R0;
SLT R1.x, c[0], R0;
MUL R1.x, R2, R1;
CMP R1.x, -R1, c[0].y, R2.y;
SGE R2.y, R1.x, c[0].z;
ADD R1, fragment.texcoord[0], R0;
MUL R2.x, R2, R2.y;
CMP result.color, -R2.x, R1, R0;
END
# 47 instructions, 3 R-regs
