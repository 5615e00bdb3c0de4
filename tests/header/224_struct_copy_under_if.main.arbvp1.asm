!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/224_struct_copy_under_if.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic s
#var float4 v.vertex : $vin.POSITION : POSITION : 0 : 1
#var float4 v.tangent : $vin.TANGENT : ATTR14 : 0 : 0
#var float3 v.normal : $vin.NORMAL : NORMAL : 0 : 0
#var float4 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 s :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[2] = { { 0 },
		program.local[1] };
TEMP R0;
TEMP R1;
MOV R0.x, c[1].w;
MOV R0.yzw, vertex.texcoord[0];
SLT R0.x, c[0], R0;
ADD R1.x, -vertex.texcoord[0], c[1];
MAD R0.x, R1, R0, vertex.texcoord[0];
ADD result.position, vertex.position, R0;
END
# 6 instructions, 2 R-regs
