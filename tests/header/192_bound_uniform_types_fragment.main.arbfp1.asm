!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/192_bound_uniform_types_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.pb : C10
#semantic main.pm : C18
#semantic main.pn
#semantic h3 : C3
#semantic hn
#semantic f3 : C0
#semantic bb : C1
#semantic iz : c2
#semantic hmu : C4
#semantic ha : C8
#semantic sb : C13
#semantic sn
#semantic foo : FOO
#semantic hm
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 pb : C10 : c[10] : 1 : 1
#var float2x2 pm : C18 : c[18], 2 : 2 : 0
#var half4 pn :  : c[11] : 3 : 1
#var float4 h3 : C3 : c[3] : -1 : 1
#var half4 hn :  : c[20] : -1 : 1
#var float3 f3 : C0 : c[0] : -1 : 1
#var float2 bb : C1 : c[1] : -1 : 1
#var float4 iz : c2 : c[2] : -1 : 0
#var float4x4 hmu : C4 : c[4], 4 : -1 : 0
#var float2 ha[0] :  : c[8] : -1 : 0
#var float2 ha[1] :  : c[9] : -1 : 1
#var float4 sb.a :  : c[13] : -1 : 1
#var float2 sb.b :  : c[14] : -1 : 0
#var float3 sb.c : C12 : c[12] : -1 : 1
#var half4 sn.a :  :  : -1 : 0
#var int2 sn.b :  : c[21] : -1 : 1
#var float3 sn.c : C12 : c[12] : -1 : 0
#var half4 foo : FOO : c[22] : -1 : 1
#var float3x3 hm :  : c[15], 3 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[23] = 0
PARAM c[24] = { program.local[0..22],
		{ 0 } };
TEMP R0;
TEMP R1;
MUL R0, fragment.texcoord[0], c[3];
MOV R1.xy, c[1];
ADD R0, R0, c[20];
SLT R1.xy, c[23].x, R1;
ADD R0, R0, c[0].xyzz;
ADD R0, R0, R1.xyxy;
ADD R0, R0, c[9].xyxy;
ADD R0, R0, c[13];
ADD R0, R0, c[12].xyzz;
ADD R0, R0, c[21].xyxy;
ADD R0, R0, c[22];
ADD R0, R0, c[17].xyzz;
ADD R0, R0, c[10];
ADD result.color, R0, c[11];
END
# 14 instructions, 2 R-regs
