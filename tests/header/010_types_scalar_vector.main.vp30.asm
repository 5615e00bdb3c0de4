!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/010_types_scalar_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float uf :  : c[0] : -1 : 1
#var float1 uf1 :  : c[1] : -1 : 1
#var float2 uf2 :  : c[2] : -1 : 1
#var float3 uf3 :  : c[3] : -1 : 1
#var float4 uf4 :  : c[4] : -1 : 1
#var half uh :  : c[5] : -1 : 1
#var half4 uh4 :  : c[6] : -1 : 1
#var fixed ux :  : c[7] : -1 : 1
#var fixed3 ux3 :  : c[8] : -1 : 1
#var int ui :  : c[9] : -1 : 1
#var int2 ui2 :  : c[10] : -1 : 1
#var bool ub :  : c[11] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MUL   R0, v[0], c[0].x;
ADD   R0, c[1].x, R0;
ADD   R0, c[2].xyxy, R0;
ADD   R0, c[3].xyzx, R0;
ADD   R0, c[4], R0;
ADD   R0, c[5].x, R0;
ADD   R0, c[6], R0;
ADD   R0, c[7].x, R0;
ADD   R0, c[8].xyzz, R0;
ADD   R0, c[9].x, R0;
ADD   R0, c[10].xyxy, R0;
MOV   o[HPOS], R0;
MOVC  CC.x, c[11];
MOV   o[HPOS](NE.x), -R0;
END
# 14 instructions, 1 R-regs
