!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/010_types_scalar_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic uf
#semantic uf1
#semantic uf2
#semantic uf3
#semantic uf4
#semantic uh
#semantic uh4
#semantic ux
#semantic ux3
#semantic ui
#semantic ui2
#semantic ub
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float uf :  : c[1] : -1 : 1
#var float1 uf1 :  : c[2] : -1 : 1
#var float2 uf2 :  : c[3] : -1 : 1
#var float3 uf3 :  : c[4] : -1 : 1
#var float4 uf4 :  : c[5] : -1 : 1
#var half uh :  : c[6] : -1 : 1
#var half4 uh4 :  : c[7] : -1 : 1
#var fixed ux :  : c[8] : -1 : 1
#var fixed3 ux3 :  : c[9] : -1 : 1
#var int ui :  : c[10] : -1 : 1
#var int2 ui2 :  : c[11] : -1 : 1
#var bool ub :  : c[12] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[13] = { program.local[0..12] };
TEMP R0;
TEMP R1;
MUL R0, vertex.position, c[1].x;
ADD R0, R0, c[2].x;
ADD R0, R0, c[3].xyxy;
ADD R0, R0, c[4].xyzx;
ADD R0, R0, c[5];
ADD R0, R0, c[6].x;
ADD R0, R0, c[7];
ADD R0, R0, c[8].x;
ADD R0, R0, c[9].xyzz;
ADD R0, R0, c[10].x;
ADD R0, R0, c[11].xyxy;
ADD R1, -R0, -R0;
MAD result.position, R1, c[12].x, R0;
END
# 13 instructions, 2 R-regs
