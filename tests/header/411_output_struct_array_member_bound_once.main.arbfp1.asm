!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/411_output_struct_array_member_bound_once.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic scene
#semantic exposure
#semantic modelViewProj
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D scene :  : texunit 0 : -1 : 1
#var float exposure :  : c[0] : -1 : 1
#var float4x4 modelViewProj :  : , 4 : -1 : 0
#var float4 main.color[0] : $vout.COL : COL : -1 : 1
#var float4 main.color[1] : $vout.COL1 : COL1 : -1 : 1
#const c[1] = 1
PARAM c[2] = { program.local[0],
		{ 1 } };
TEMP R0;
TEMP R1;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R1, R0, c[0].x;
ADD R0, R1, c[1].x;
RCP R0.x, R0.x;
RCP R0.y, R0.y;
RCP R0.w, R0.w;
RCP R0.z, R0.z;
MUL result.color, R1, R0;
ADD_SAT result.color[1], R1, -c[1].x;
END
# 9 instructions, 2 R-regs
