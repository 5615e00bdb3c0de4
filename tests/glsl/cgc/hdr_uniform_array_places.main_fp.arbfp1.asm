!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/hdr_uniform_array_places.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fp
#semantic lights
#semantic bones
#semantic tints : C10
#semantic unusedTints
#semantic pal
#semantic normalMats
#semantic boundMat : C20
#var float4 color : $vin.COLOR0 : COL0 : 0 : 1
#var float3 normal : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float4 lights[0].color :  :  : -1 : 0
#var float lights[0].range :  :  : -1 : 0
#var float4 lights[1].color :  : c[0] : -1 : 1
#var float lights[1].range :  :  : -1 : 0
#var float4 lights[2].color :  : c[1] : -1 : 1
#var float lights[2].range :  :  : -1 : 0
#var half4x4 bones[0] :  : , 4 : -1 : 0
#var half4x4 bones[1] :  : , 4 : -1 : 0
#var float4 tints[0] :  : c[10] : -1 : 0
#var float4 tints[1] :  : c[11] : -1 : 0
#var float4 tints[2] :  : c[12] : -1 : 0
#var float4 tints[3] :  : c[13] : -1 : 1
#var float4 unusedTints[0] :  :  : -1 : 0
#var float4 unusedTints[1] :  :  : -1 : 0
#var half4 pal[0].rows[0] :  :  : -1 : 0
#var half4 pal[0].rows[1] :  :  : -1 : 0
#var half4 pal[0].rows[2] :  :  : -1 : 0
#var float pal[0].scale :  :  : -1 : 0
#var half4 pal[1].rows[0] :  :  : -1 : 0
#var half4 pal[1].rows[1] :  :  : -1 : 0
#var half4 pal[1].rows[2] :  :  : -1 : 0
#var float pal[1].scale :  :  : -1 : 0
#var half3x3 normalMats[0] :  : , 3 : -1 : 0
#var half3x3 normalMats[1] :  : , 3 : -1 : 0
#var float4x4 boundMat : C20 : c[20], 4 : -1 : 0
#var float4 main_fp : $vout.COLOR : COL : -1 : 1
PARAM c[14] = { program.local[0..13] };
TEMP R0;
DP3_SAT R0.x, fragment.texcoord[0], fragment.texcoord[0];
MAD R0, R0.x, c[0], fragment.color.primary;
ADD R0, R0, c[1];
MUL result.color, R0, c[13];
END
# 4 instructions, 1 R-regs
