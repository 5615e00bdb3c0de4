!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/314_struct_typedef_members.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.g
#semantic main.u
#semantic k
#semantic p
#var float4 t : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 g.a :  : c[0] : 1 : 1
#var float4 g.arr[0] :  :  : 1 : 0
#var float4 g.arr[1] :  : c[1] : 1 : 1
#var float3 g.j.w :  : c[2] : 1 : 1
#var float4 g.j.q :  : c[3] : 1 : 1
#var float3 g.z :  : c[4] : 1 : 1
#var float3 u :  : c[5] : 2 : 1
#var float2 k :  : c[6] : -1 : 1
#var float2 p.b :  : c[7] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[8] = 1
PARAM c[9] = { program.local[0..7],
		{ 1 } };
TEMP R0;
TEMP R1;
ADD R0.xy, c[0], c[0];
ADD R0.xy, R0, c[6];
MOV R0.zw, fragment.texcoord[0].xyxy;
ADD R0.xy, R0, c[7];
ADD R1, R0, c[1];
MOV R0.xyz, c[4];
ADD R0.xyz, R0, c[2];
ADD R1, R1, c[3];
MOV R0.w, c[8].x;
ADD R0.xyz, R0, c[5];
ADD result.color, R1, R0;
END
# 11 instructions, 2 R-regs
