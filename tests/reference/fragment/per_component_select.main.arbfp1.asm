!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/per_component_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.banded
#semantic main.shadowTint
#semantic main.rimCut
#var float4 f.albedo : $vin.COLOR0 : COL0 : 0 : 1
#var float3 f.normal : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 f.toLight : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float2 f.rimUv : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var float1 banded :  : c[0] : 1 : 1
#var float4 shadowTint :  : c[1] : 2 : 1
#var float2 rimCut :  : c[2] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 1 0 0.5 0.40000001
#const c[4] = 0.44999999
PARAM c[5] = { program.local[0..2],
		{ 1, 0, 0.5, 0.40000001 },
		{ 0.44999999 } };
TEMP R0;
TEMP R1;
DP3 R0.y, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.y, R0.y;
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
MUL R1.xyz, R0.y, fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[0];
DP3 R0.x, R0, R1;
SLT R0.y, c[3].z, R0.x;
ABS R0.y, R0;
CMP R0.y, -R0, c[3], c[3].x;
ABS R0.z, c[0].x;
CMP R0.y, -R0, c[3].w, c[3].x;
CMP R0.z, -R0, c[3].x, c[3].y;
MOV_SAT R0.x, R0;
CMP R0.x, -R0.z, R0.y, R0;
ADD R0.y, R0.x, -c[4].x;
CMP R0.y, -R0, fragment.color.primary.x, c[1].x;
ADD R0.zw, fragment.texcoord[2].xyxy, -c[2].xyxy;
MUL result.color.x, R0.y, R0;
CMP result.color.yz, -R0.xzww, fragment.color.primary.xzyw, c[1].xxyw;
MOV result.color.w, fragment.color.primary;
END
# 21 instructions, 2 R-regs
