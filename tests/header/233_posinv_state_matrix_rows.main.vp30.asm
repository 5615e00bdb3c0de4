!!VP2.0
OPTION NV_position_invariant;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -posinv -profile vp30
# source file: tests/header/233_posinv_state_matrix_rows.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.ModelViewProj : state.matrix.mvp
#semantic main.MV : state.matrix.modelview[0]
#semantic main.LightPos
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 0
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 0
#var float4 oc : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 ModelViewProj : state.matrix.mvp : , 4 : 4 : 1
#var float4x4 MV : state.matrix.modelview[0] : , 4 : 5 : 0
#var float4 LightPos :  : c[1] : 6 : 1
#const c[2] = 1
BB0:
MOV   R0.w, c[2].x;
MOV   R0.xyz, v[2];
MUL   R0, R0, c[1];
ADD   o[COL0], c[0], R0;
END
# 4 instructions, 1 R-regs
