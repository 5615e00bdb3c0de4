!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/237_struct_copy_inout_whole_computed.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vert
#semantic _WaveAndDistance
#semantic mvp
#var float4 v.vertex : $vin.POSITION : ATTR0 : 0 : 1
#var float4 v.tangent : $vin.TANGENT : ATTR14 : 0 : 0
#var float3 v.normal : $vin.NORMAL : ATTR2 : 0 : 0
#var float4 v.color : $vin.COLOR : ATTR3 : 0 : 1
#var float4 _WaveAndDistance :  : c[4] : -1 : 1
#var float4x4 mvp :  : c[0], 4 : -1 : 1
#var float4 vert.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 vert.color : $vout.COLOR : COL0 : -1 : 1
#const c[5] = 0.30000001 0.5 0.40000001 1.2
BB0:
MUL   R0, v[0].x, c[4];
FRC   R0, R0;
DP4   R0.x, R0, c[5];
MUL   o[COL0], v[3], R0.x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 8 instructions, 1 R-regs
