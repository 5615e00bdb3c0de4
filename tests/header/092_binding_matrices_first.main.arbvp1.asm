!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/092_binding_matrices_first.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.p0
#semantic main.pm
#semantic g0
#semantic dyn
#semantic gm
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 i : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 p0 :  : c[9] : 2 : 1
#var float4x4 pm :  : c[1], 4 : 3 : 1
#var float4 g0 :  : c[10] : -1 : 1
#var float4 dyn[0] :  : c[11] : -1 : 1
#var float4 dyn[1] :  : c[12] : -1 : 1
#var float4 dyn[2] :  : c[13] : -1 : 1
#var float4x4 gm :  : c[5], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[14] = { program.local[0..13] };
TEMP R0;
TEMP R1;
ADDRESS A0;
MOV R0, c[10];
ADD R0, R0, c[9];
ARL A0.x, vertex.attrib[7].x;
ADD R1, R0, c[A0.x + 11];
DP4 R0.w, vertex.position, c[8];
DP4 R0.z, vertex.position, c[7];
DP4 R0.x, vertex.position, c[5];
DP4 R0.y, vertex.position, c[6];
ADD R1, R1, R0;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
ADD result.position, R1, R0;
END
# 14 instructions, 2 R-regs
