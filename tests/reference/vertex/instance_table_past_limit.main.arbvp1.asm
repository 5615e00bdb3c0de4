!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/instance_table_past_limit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.viewProj
#semantic main.instances
#var float4 IN.corner : $vin.POSITION : POSITION : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 IN.instance : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4x4 viewProj :  : c[1], 4 : 1 : 1
#var float4 instances[0] :  : c[5] : 2 : 1
#var float4 instances[1] :  : c[6] : 2 : 1
#var float4 instances[2] :  : c[7] : 2 : 1
#var float4 instances[3] :  : c[8] : 2 : 1
#var float4 instances[4] :  : c[9] : 2 : 1
#var float4 instances[5] :  : c[10] : 2 : 1
#var float4 instances[6] :  : c[11] : 2 : 1
#var float4 instances[7] :  : c[12] : 2 : 1
#var float4 instances[8] :  : c[13] : 2 : 1
#var float4 instances[9] :  : c[14] : 2 : 1
#var float4 instances[10] :  : c[15] : 2 : 1
#var float4 instances[11] :  : c[16] : 2 : 1
#var float4 instances[12] :  : c[17] : 2 : 1
#var float4 instances[13] :  : c[18] : 2 : 1
#var float4 instances[14] :  : c[19] : 2 : 1
#var float4 instances[15] :  : c[20] : 2 : 1
#var float4 instances[16] :  : c[21] : 2 : 1
#var float4 instances[17] :  : c[22] : 2 : 1
#var float4 instances[18] :  : c[23] : 2 : 1
#var float4 instances[19] :  : c[24] : 2 : 1
#var float4 instances[20] :  : c[25] : 2 : 1
#var float4 instances[21] :  : c[26] : 2 : 1
#var float4 instances[22] :  : c[27] : 2 : 1
#var float4 instances[23] :  : c[28] : 2 : 1
#var float4 instances[24] :  : c[29] : 2 : 1
#var float4 instances[25] :  : c[30] : 2 : 1
#var float4 instances[26] :  : c[31] : 2 : 1
#var float4 instances[27] :  : c[32] : 2 : 1
#var float4 instances[28] :  : c[33] : 2 : 1
#var float4 instances[29] :  : c[34] : 2 : 1
#var float4 instances[30] :  : c[35] : 2 : 1
#var float4 instances[31] :  : c[36] : 2 : 1
#var float4 instances[32] :  : c[37] : 2 : 1
#var float4 instances[33] :  : c[38] : 2 : 1
#var float4 instances[34] :  : c[39] : 2 : 1
#var float4 instances[35] :  : c[40] : 2 : 1
#var float4 instances[36] :  : c[41] : 2 : 1
#var float4 instances[37] :  : c[42] : 2 : 1
#var float4 instances[38] :  : c[43] : 2 : 1
#var float4 instances[39] :  : c[44] : 2 : 1
#var float4 instances[40] :  : c[45] : 2 : 1
#var float4 instances[41] :  : c[46] : 2 : 1
#var float4 instances[42] :  : c[47] : 2 : 1
#var float4 instances[43] :  : c[48] : 2 : 1
#var float4 instances[44] :  : c[49] : 2 : 1
#var float4 instances[45] :  : c[50] : 2 : 1
#var float4 instances[46] :  : c[51] : 2 : 1
#var float4 instances[47] :  : c[52] : 2 : 1
#var float4 instances[48] :  : c[53] : 2 : 1
#var float4 instances[49] :  : c[54] : 2 : 1
#var float4 instances[50] :  : c[55] : 2 : 1
#var float4 instances[51] :  : c[56] : 2 : 1
#var float4 instances[52] :  : c[57] : 2 : 1
#var float4 instances[53] :  : c[58] : 2 : 1
#var float4 instances[54] :  : c[59] : 2 : 1
#var float4 instances[55] :  : c[60] : 2 : 1
#var float4 instances[56] :  : c[61] : 2 : 1
#var float4 instances[57] :  : c[62] : 2 : 1
#var float4 instances[58] :  : c[63] : 2 : 1
#var float4 instances[59] :  : c[64] : 2 : 1
#var float4 instances[60] :  : c[65] : 2 : 1
#var float4 instances[61] :  : c[66] : 2 : 1
#var float4 instances[62] :  : c[67] : 2 : 1
#var float4 instances[63] :  : c[68] : 2 : 1
#var float4 instances[64] :  : c[69] : 2 : 1
#var float4 instances[65] :  : c[70] : 2 : 1
#var float4 instances[66] :  : c[71] : 2 : 1
#var float4 instances[67] :  : c[72] : 2 : 1
#var float4 instances[68] :  : c[73] : 2 : 1
#var float4 instances[69] :  : c[74] : 2 : 1
#var float4 instances[70] :  : c[75] : 2 : 1
#var float4 instances[71] :  : c[76] : 2 : 1
#var float4 instances[72] :  : c[77] : 2 : 1
#var float4 instances[73] :  : c[78] : 2 : 1
#var float4 instances[74] :  : c[79] : 2 : 1
#var float4 instances[75] :  : c[80] : 2 : 1
#var float4 instances[76] :  : c[81] : 2 : 1
#var float4 instances[77] :  : c[82] : 2 : 1
#var float4 instances[78] :  : c[83] : 2 : 1
#var float4 instances[79] :  : c[84] : 2 : 1
#var float4 instances[80] :  : c[85] : 2 : 1
#var float4 instances[81] :  : c[86] : 2 : 1
#var float4 instances[82] :  : c[87] : 2 : 1
#var float4 instances[83] :  : c[88] : 2 : 1
#var float4 instances[84] :  : c[89] : 2 : 1
#var float4 instances[85] :  : c[90] : 2 : 1
#var float4 instances[86] :  : c[91] : 2 : 1
#var float4 instances[87] :  : c[92] : 2 : 1
#var float4 instances[88] :  : c[93] : 2 : 1
#var float4 instances[89] :  : c[94] : 2 : 1
#var float4 instances[90] :  : c[95] : 2 : 1
#var float4 instances[91] :  : c[96] : 2 : 1
#var float4 instances[92] :  : c[97] : 2 : 1
#var float4 instances[93] :  : c[98] : 2 : 1
#var float4 instances[94] :  : c[99] : 2 : 1
#var float4 instances[95] :  : c[100] : 2 : 1
#var float4 instances[96] :  : c[101] : 2 : 1
#var float4 instances[97] :  : c[102] : 2 : 1
#var float4 instances[98] :  : c[103] : 2 : 1
#var float4 instances[99] :  : c[104] : 2 : 1
#var float4 instances[100] :  : c[105] : 2 : 1
#var float4 instances[101] :  : c[106] : 2 : 1
#var float4 instances[102] :  : c[107] : 2 : 1
#var float4 instances[103] :  : c[108] : 2 : 1
#var float4 instances[104] :  : c[109] : 2 : 1
#var float4 instances[105] :  : c[110] : 2 : 1
#var float4 instances[106] :  : c[111] : 2 : 1
#var float4 instances[107] :  : c[112] : 2 : 1
#var float4 instances[108] :  : c[113] : 2 : 1
#var float4 instances[109] :  : c[114] : 2 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 0 2 1
PARAM c[115] = { { 0, 2, 1 },
		program.local[1..114] };
TEMP R0;
ADDRESS A0;
ABS R0.x, vertex.texcoord[1];
FLR R0.x, R0;
MOV R0.w, c[0].z;
ADD R0.y, -R0.x, -R0.x;
SLT R0.z, vertex.texcoord[1].x, c[0].x;
MAD R0.x, R0.y, R0.z, R0;
MUL R0.x, R0, c[0].y;
ARL A0.x, R0.x;
MUL R0.xy, c[A0.x + 5].w, vertex.position;
MOV R0.z, c[0].x;
ADD R0.xyz, c[A0.x + 5], R0;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MOV result.color, c[A0.x + 6];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 17 instructions, 1 R-regs
