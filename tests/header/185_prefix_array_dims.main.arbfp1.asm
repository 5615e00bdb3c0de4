!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/185_prefix_array_dims.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tints
#semantic main.table
#semantic g
#semantic pair
#semantic grid
#semantic lights
#var float4 tints[0] :  :  : 0 : 0
#var float4 tints[1] :  : c[0] : 0 : 1
#var float2 table[0][0] :  :  : 1 : 0
#var float2 table[0][1] :  :  : 1 : 0
#var float2 table[0][2] :  :  : 1 : 0
#var float2 table[1][0] :  :  : 1 : 0
#var float2 table[1][1] :  :  : 1 : 0
#var float2 table[1][2] :  : c[1] : 1 : 1
#var float2 g[0][0] :  :  : -1 : 0
#var float2 g[0][1] :  :  : -1 : 0
#var float2 g[1][0] :  :  : -1 : 0
#var float2 g[1][1] :  :  : -1 : 0
#var float2 g[2][0] :  :  : -1 : 0
#var float2 g[2][1] :  : c[2] : -1 : 1
#var float pair[0] :  :  : -1 : 0
#var float pair[1] :  : c[3] : -1 : 1
#var float grid[0][0] :  :  : -1 : 0
#var float grid[0][1] :  :  : -1 : 0
#var float grid[1][0] :  :  : -1 : 0
#var float grid[1][1] :  :  : -1 : 0
#var float grid[2][0] :  : c[4] : -1 : 1
#var float grid[2][1] :  :  : -1 : 0
#var float3 lights[0].colors[0] :  :  : -1 : 0
#var float3 lights[0].colors[1] :  :  : -1 : 0
#var float lights[0].range[0] :  :  : -1 : 0
#var float lights[0].range[1] :  : c[5] : -1 : 1
#var float3 lights[1].colors[0] :  :  : -1 : 0
#var float3 lights[1].colors[1] :  : c[6] : -1 : 1
#var float lights[1].range[0] :  :  : -1 : 0
#var float lights[1].range[1] :  :  : -1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[7] = { program.local[0..6] };
TEMP R0;
MOV R0.x, c[2];
MUL R0, R0.x, c[0];
ADD R0, R0, c[3].x;
ADD R0, R0, c[4].x;
ADD R0, R0, c[1].y;
ADD R0, R0, c[6].x;
ADD result.color, R0, c[5].x;
END
# 7 instructions, 1 R-regs
