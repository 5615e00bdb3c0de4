!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/072_address_register.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic arr
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 i : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 arr[0] :  : c[1] : -1 : 1
#var float4 arr[1] :  : c[2] : -1 : 1
#var float4 arr[2] :  : c[3] : -1 : 1
#var float4 arr[3] :  : c[4] : -1 : 1
#var float4 arr[4] :  : c[5] : -1 : 1
#var float4 arr[5] :  : c[6] : -1 : 1
#var float4 arr[6] :  : c[7] : -1 : 1
#var float4 arr[7] :  : c[8] : -1 : 1
#var float4 arr[8] :  : c[9] : -1 : 1
#var float4 arr[9] :  : c[10] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[11] = { { 0 },
		program.local[1..10] };
TEMP R0;
ADDRESS A0;
ABS R0.x, vertex.attrib[7];
FLR R0.y, R0.x;
SLT R0.x, vertex.attrib[7], c[0];
ADD R0.z, -R0.y, -R0.y;
MAD R0.x, R0.z, R0, R0.y;
ARL A0.x, R0.x;
ADD result.position, vertex.position, c[A0.x + 4];
END
# 7 instructions, 1 R-regs
