!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/fx_postprocess_quad.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vs_quad
#semantic vs_quad.halfPixel
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 oPos : $vout.POSITION : HPOS : 1 : 1
#var float2 uv : $vout.TEXCOORD0 : TEX0 : 2 : 1
#var float2 centered : $vout.TEXCOORD1 : TEX1 : 3 : 1
#var float2 halfPixel :  : c[1] : 4 : 1
#const c[0] = 0 1 0.5
PARAM c[2] = { { 0, 1, 0.5 },
		program.local[1] };
TEMP R0;
MUL R0.xy, vertex.position, c[0].z;
ADD R0.xy, R0, c[1];
MOV result.position.xy, vertex.position;
MOV result.position.zw, c[0].xyxy;
ADD result.texcoord[0].xy, R0, c[0].z;
MOV result.texcoord[1].xy, vertex.position;
END
# 6 instructions, 1 R-regs
