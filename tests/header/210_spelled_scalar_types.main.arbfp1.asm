!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/210_spelled_scalar_types.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.weights
#semantic main.frame
#semantic main.width
#semantic main.seed
#semantic main.tint : C5
#semantic main.rotation
#semantic main.unused
#semantic main.offset
#semantic main.warp
#semantic main.grid
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float level : $vin.TEXCOORD1 : TEX1 : 2 : 1
#var float flags : $vin.TEXCOORD2 : TEX2 : 3 : 1
#var double2 weights.scale :  : c[4] : 4 : 1
#var short weights.taps :  : c[6] : 4 : 1
#var ubyte weights.mask :  :  : 4 : 0
#var long frame :  : c[7] : 5 : 1
#var ushort width :  : c[8] : 6 : 1
#var ulong seed :  : c[9] : 7 : 1
#var float4 tint : C5 : c[5] : 8 : 1
#var float2x2 rotation :  : c[0], 2 : 9 : 1
#var short2x2 unused :  : , 2 : 10 : 0
#var double3 offset :  :  : 11 : 0
#var float2x2 warp :  : c[2], 2 : 12 : 1
#var uint2 grid :  : c[10] : 13 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[11] = 0
PARAM c[12] = { program.local[0..10],
		{ 0 } };
TEMP R0;
TEMP R1;
MUL R0.xy, fragment.texcoord[0], c[4];
FLR R1.xy, c[0];
ADD R0.xy, R0, c[6].x;
FLR R0.zw, c[1].xyxy;
MUL R0.zw, R0, R0.xyxy;
MUL R0.xy, R0, R1;
ADD R0.w, R0.z, R0;
ABS R0.z, fragment.texcoord[1].x;
FLR R1.x, R0.z;
SLT R0.z, fragment.texcoord[1].x, c[11].x;
CMP R0.z, -R0, -R1.x, R1.x;
FLR R1.y, fragment.texcoord[2].x;
ADD R1.x, R0.z, R1.y;
ADD R0.z, R0.x, R0.y;
ADD R0.xy, R0.zwzw, c[2];
ADD R1.x, R1, c[7];
ADD R0.z, R1.x, c[8].x;
MOV R0.w, c[10].y;
ADD R0.z, R0, c[9].x;
MUL result.color, R0, c[5];
END
# 20 instructions, 2 R-regs
