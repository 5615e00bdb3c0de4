!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/414_global_varying_written_in_parts.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic modelViewProj
#semantic texelSize
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 3 : 1
#var float4 oPosPos : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 oWhole : $vout.TEXCOORD1 : TEX1 : 5 : 1
#var float4 posPos : $vin.ATTR1 : ATTR1 : -1 : 0
#var float4 unusedVarying :  :  : -1 : 0
#var float4 wholeVarying :  :  : -1 : 0
#var float4 frameOffset : $vin.ATTR3 : ATTR3 : -1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : -1 : 1
#var float2 texelSize :  : c[4] : -1 : 1
#const c[5] = 0.5 0.25
BB0:
MAD   R1.z, v[2], c[5].y, c[5].x;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
MOV   R1.xy, v[8];
MAD   R1.zw, -R1.z, c[4].xyxy, v[8].xyxy;
MOV   o[HPOS], R0;
ADD   o[TEX0], R1, v[3];
MOV   o[TEX1], R0;
END
# 10 instructions, 2 R-regs
