!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/414_global_varying_written_in_parts.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic modelViewProj
#semantic texelSize
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 3 : 1
#var float4 oPosPos : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 oWhole : $vout.TEXCOORD1 : TEX1 : 5 : 1
#var float4 posPos : $vin.ATTR1 : ATTR1 : -1 : 0
#var float4 unusedVarying :  :  : -1 : 0
#var float4 wholeVarying :  :  : -1 : 0
#var float4 frameOffset : $vin.ATTR3 : ATTR3 : -1 : 1
#var float4x4 modelViewProj :  : c[1], 4 : -1 : 1
#var float2 texelSize :  : c[5] : -1 : 1
#const c[0] = 0.5 0.25
PARAM c[6] = { { 0.5, 0.25 },
		program.local[1..5] };
TEMP R0;
TEMP R1;
MAD R1.z, vertex.normal, c[0].y, c[0].x;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
MOV R1.xy, vertex.texcoord[0];
MAD R1.zw, -R1.z, c[5].xyxy, vertex.texcoord[0].xyxy;
MOV result.position, R0;
ADD result.texcoord[0], R1, vertex.attrib[3];
MOV result.texcoord[1], R0;
END
# 10 instructions, 2 R-regs
