!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/fragment/fx_postprocess_quad.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vs_quad
#semantic vs_quad.halfPixel
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 oPos : $vout.POSITION : HPOS : 1 : 1
#var float2 uv : $vout.TEXCOORD0 : TEX0 : 2 : 1
#var float2 centered : $vout.TEXCOORD1 : TEX1 : 3 : 1
#var float2 halfPixel :  : c[0] : 4 : 1
#const c[1] = 0 1 0.5
BB0:
MUL   R0.xy, v[0], c[1].z;
ADD   R0.xy, c[0], R0;
MOV   o[HPOS].xy, v[0];
MOV   o[HPOS].zw, c[1].xyxy;
ADD   o[TEX0].xy, c[1].z, R0;
MOV   o[TEX1].xy, v[0];
END
# 6 instructions, 1 R-regs
