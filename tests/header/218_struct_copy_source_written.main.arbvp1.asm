!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/218_struct_copy_source_written.cg
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
PARAM c[2] = { program.local[0..1] };
TEMP R0;
MOV R0.yzw, vertex.texcoord[0];
MOV R0.x, c[1];
ADD R0, vertex.position, R0;
ADD result.position, R0, vertex.position;
END
# 4 instructions, 1 R-regs
