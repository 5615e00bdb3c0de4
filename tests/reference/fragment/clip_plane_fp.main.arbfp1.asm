!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/clip_plane_fp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.boxMin
#semantic main.boxMax
#semantic main.tex
#var float3 worldPos : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 uv : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 boxMin :  : c[0] : 2 : 1
#var float3 boxMax :  : c[1] : 3 : 1
#var sampler2D tex :  : texunit 0 : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0001 : $vout.$kill : $kill : -1 : 0
PARAM c[2] = { program.local[0..1] };
TEMP R0;
TEMP R1;
SLT R0.xyz, -fragment.texcoord[0], -c[1];
SLT R1.xyz, fragment.texcoord[0], c[0];
TEX result.color, fragment.texcoord[1], texture[0], 2D;
KIL -R0.xyzx;
KIL -R1.xyzx;
END
# 5 instructions, 2 R-regs
