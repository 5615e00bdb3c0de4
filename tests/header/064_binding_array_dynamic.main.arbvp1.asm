!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/064_binding_array_dynamic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic arr
#semantic after
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 idx : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 arr[0] :  : c[1] : -1 : 1
#var float4 arr[1] :  : c[2] : -1 : 1
#var float4 arr[2] :  : c[3] : -1 : 1
#var float4 arr[3] :  : c[4] : -1 : 1
#var float4 arr[4] :  : c[5] : -1 : 1
#var float4 arr[5] :  : c[6] : -1 : 1
#var float4 arr[6] :  : c[7] : -1 : 1
#var float4 arr[7] :  : c[8] : -1 : 1
#var float4 after :  : c[9] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[10] = { { 0 },
		program.local[1..9] };
TEMP R0;
TEMP R1;
ADDRESS A0;
ABS R0.x, vertex.attrib[7].y;
FLR R0.y, R0.x;
SLT R0.x, vertex.attrib[7].y, c[0];
ADD R0.z, -R0.y, -R0.y;
MAD R1.x, R0.z, R0, R0.y;
ARL A0.x, vertex.attrib[7].x;
ADD R0, vertex.position, c[A0.x + 1];
ARL A0.x, R1.x;
ADD R0, R0, c[A0.x + 3];
ADD result.position, R0, c[9];
END
# 10 instructions, 2 R-regs
