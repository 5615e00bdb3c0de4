!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/384_wrapped_struct_member_credit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tint
#var float2 co.p0 : $vin.TEX0 : TEX0 : 0 : 0
#var float2 co.p1 : $vin.TEX1 : TEX1 : 0 : 1
#var float2 co.p2 : $vin.TEX2 : TEX2 : 0 : 1
#var float2 co.p3 : $vin.TEX3 : TEX3 : 0 : 1
#var float2 co.p4 : $vin.TEX4 : TEX4 : 0 : 1
#var float2 co.p5 : $vin.TEX5 : TEX5 : 0 : 1
#var float2 co.p6 : $vin.TEX6 : TEX6 : 0 : 1
#var float2 co.p7 : $vin.TEX7 : TEX7 : 0 : 1
#var float co.fade : $vin.TEX0 : TEX0 : 0 : 1
#var float4 tint :  : c[0] : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.125 1
PARAM c[2] = { program.local[0],
		{ 0.125, 1 } };
TEMP R0;
MOV R0.xy, fragment.texcoord[1];
ADD R0.xy, fragment.texcoord[0], R0;
ADD R0.xy, R0, fragment.texcoord[2];
ADD R0.xy, R0, fragment.texcoord[3];
ADD R0.xy, R0, fragment.texcoord[4];
ADD R0.xy, R0, fragment.texcoord[5];
ADD R0.xy, R0, fragment.texcoord[6];
ADD R0.xy, R0, fragment.texcoord[7];
MUL R0.zw, R0.xyxy, c[0].xyxy;
MAD_SAT R0.x, -fragment.texcoord[0].z, fragment.texcoord[0].z, c[1].y;
MUL result.color.yz, R0.xzww, c[1].x;
ADD result.color.x, R0, c[0].w;
MOV result.color.w, c[1].y;
END
# 13 instructions, 1 R-regs
